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
    # the pointer is in the garden's panel, one column past the drawn ones: the plot's
    # reason (G-2; session 26, the message was "Drop it on a slot ..." before)
    assert t.message.startswith("That slot would make the garden wider than 6 columns.")


def test_two_players_small_slots_under_a_large_offer_card(ctx):
    # a second tester: in a two-player garden (slots 36 x 50 px under a 64 x 90 offer
    # card) the pointer 6 px outside sprang back with the card over the whole slot
    from tests.app.helpers import garden_random_actions

    ctx.settings.anim_speed = 0
    ctx.settings.confirm_plantings = True
    opts = {"neighbours": "original", "start": "0"}
    acts, _ = garden_random_actions(2, 3, opts, lambda s: len(s.gardens[0]) == 1
                                    and s.phase == "plant" and s.current_player() == 0)
    t = garden_table(ctx, ("human", "heuristic"), 3, opts, acts)
    t.close_banner()
    t.tweens.clear()
    g = t.shown_grid(0)
    slot = (g.cols.start, g.rows.start + 2)
    cell = g.cell_rect(slot)
    card = t.offer_rect("centre")
    assert card.w * card.h > 2.5 * g.card[0] * g.card[1]  # the offer card is far larger
    grab = (card.x + 5, card.centery)
    end = (cell.left - 6, cell.centery)
    assert g.slot_at(end) is None
    drag(ctx.stack, grab, end)
    assert t.provisional is not None and t.provisional.slot == slot, t.message


def test_a_press_on_the_offer_or_the_held_card_while_it_waits_says_why(ctx):
    # a tester's drags of the held card and of the offered cards did nothing, silently
    t = _after_first_card(ctx)
    card = t.view().offer[2]
    assert t.propose(f"plant {card} -1 0")
    for pos in (t.offer_rect("left").center, t.shown_grid(0).card_rect((-1, 0)).center):
        t.message = ""
        ctx.stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        assert t.message == (f"First Confirm the {t.card_name(card)} where it lies, or Undo"
                             " (Ctrl+Z) to choose again.")
        ctx.stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        assert t.provisional is not None                   # still waiting, nothing moved
    t.message = ""
    ctx.stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 700), button=1))
    assert t.message == ""                                 # elsewhere: nothing to say
