"""A card dropped with the pointer just beside the garden goes to the lit slot the card
covers (a new player's drop 6 px left of the leftmost slot sprang back although the card lay
over that slot, session 19); a drop well away still springs back with the reason.  Headless
(SDL dummy driver)."""
import pygame

from tests.app.helpers import drag, garden_table


def _after_first_card(ctx):
    ctx.settings.anim_speed = 0
    ctx.settings.confirm_plantings = True
    t = garden_table(ctx, ("human",), 4, {"neighbours": "original"})
    assert t.submit(f"plant {t.view().offer[1]} 0 0")
    t.tweens.clear()
    return t


def test_a_drop_beside_the_garden_goes_to_the_slot_the_card_covers(ctx):
    t = _after_first_card(ctx)
    g = t.shown_grid(0)
    slot = (g.cols.start, 0)                                # the leftmost column
    cell = g.cell_rect(slot)
    card = t.offer_rect("centre")
    grab = (card.x + 5, card.centery)                       # held near its left edge
    end = (cell.left - 6, cell.centery)                     # the pointer off the garden
    assert g.slot_at(end) is None
    drag(ctx.stack, grab, end, release=False)
    assert t.aim_point(t.drag, end) == cell.center          # it would go there ...
    drag_card = t.view().offer[1]
    ctx.stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    assert t.provisional is not None                        # ... and does (held for Confirm)
    assert t.provisional.slot == slot and t.provisional.card == drag_card


def test_a_drop_that_barely_touches_a_slot_still_springs_back(ctx):
    t = _after_first_card(ctx)
    g = t.shown_grid(0)
    cell = g.cell_rect((g.cols.start, 0))
    card = t.offer_rect("centre")
    grab = (card.right - 5, card.centery)                   # held near its right edge
    end = (cell.left - 6, cell.centery)                     # the card lies left of the slot
    drag(ctx.stack, grab, end)
    assert t.provisional is None and t.spring is not None
    assert "Drop it on a slot" in t.message
