"""A garden card drawn small is shown enlarged while the pointer rests on it (a new player's
trial under Xvfb, session 18: in a two-player game the cards of a garden whose frame is not
settled yet are about 36 x 46 px and their names and numbers could not be read).  Headless
(SDL dummy driver)."""
import pygame

from app.garden_draw import ZOOM_BELOW, ZOOM_SIZE
from tests.app.helpers import drawn_frame, garden_random_actions, garden_table

OPTIONS = {"neighbours": "original"}
DUO = {"neighbours": "original", "start": "0"}


def _table(ctx, seats, options, stop, seed=3):
    acts, _ = garden_random_actions(len(seats), seed, options, stop)
    t = garden_table(ctx, seats, seed, options, acts)
    t.close_banner()
    t.tweens.clear()
    return t


def _first_card(t, seat):
    g = t.shown_grid(seat)
    slot, card = sorted(t.shown_garden(seat, t.view()).items())[0]
    return g, slot, card


def test_a_small_garden_card_is_shown_enlarged_under_the_pointer(ctx):
    ctx.settings.anim_speed = 0
    # two players, each with one card planted: an 11-column grid of small cards
    t = _table(ctx, ("human", "heuristic"), DUO,
               lambda s: all(len(g) == 1 for g in s.gardens) and s.phase == "plant")
    for seat in (0, 1):
        g, slot, card = _first_card(t, seat)
        assert g.card[0] < ZOOM_BELOW
        t.pointer = g.card_rect(slot).center
        zoom = t.card_zoom_layout(t.view())
        assert zoom is not None and zoom[0] == card
        box = zoom[1]
        assert box.size == ZOOM_SIZE and box.left > t.pointer[0]    # beside, not under it
        assert pygame.Rect(0, 0, 1280, 720).contains(box)
        before, _ = drawn_frame(ctx, t)
        t.pointer = (5, 715)                                        # away: no zoom
        assert t.card_zoom_layout(t.view()) is None
        after, _ = drawn_frame(ctx, t)
        changed = sum(before.get_at((x, y)) != after.get_at((x, y))
                      for x in range(box.x, box.right, 4) for y in range(box.y, box.bottom, 4))
        assert changed > 0.5 * (box.w // 4) * (box.h // 4)          # the card is drawn there


def test_no_zoom_on_an_empty_slot_a_large_card_or_while_placing(ctx):
    ctx.settings.anim_speed = 0
    t = _table(ctx, ("human", "heuristic"), DUO,
               lambda s: all(len(g) == 1 for g in s.gardens) and s.phase == "plant")
    g, slot, _ = _first_card(t, 0)
    t.pointer = g.card_rect((slot[0] + 2, slot[1])).center         # an empty slot
    assert t.card_zoom_layout(t.view()) is None
    t.pointer = g.card_rect(slot).center
    assert t.card_zoom_layout(t.view()) is not None
    t.selected = ("offer", "centre")          # a card picked up to be placed by a click
    assert t.card_zoom_layout(t.view()) is None
    t.selected = None
    # solo: its cards are drawn large enough to read
    solo = _table(ctx, ("human",), OPTIONS, lambda s: len(s.gardens[0]) == 3)
    g, slot, _ = _first_card(solo, 0)
    assert g.card[0] >= ZOOM_BELOW
    solo.pointer = g.card_rect(slot).center
    assert solo.card_zoom_layout(solo.view()) is None


def test_no_zoom_on_a_held_planting_but_on_the_other_cards(ctx):
    """The garden keeps its places under a held planting until Confirm (test_garden_relay45),
    so its cards stay small; the pointer rests on the held card after the drop, and its
    enlargement covered the held card's note."""
    ctx.settings.anim_speed = 0
    t = _table(ctx, ("human", "heuristic"), DUO,
               lambda s: all(len(g) == 1 for g in s.gardens) and s.phase == "plant")
    g, slot, first = _first_card(t, 0)
    text = next(x for x in t.session.legal_texts()
                if x.startswith("plant") and x.endswith(f" {slot[0] + 1} {slot[1]}"))
    assert t.propose(text)
    held = t.shown_grid(0)
    assert held.same_place(g) and held.card[0] < ZOOM_BELOW     # still small: not re-laid
    t.pointer = held.card_rect((slot[0] + 1, slot[1])).center
    assert t.card_zoom_layout(t.view()) is None
    t.pointer = held.card_rect(slot).center
    assert t.card_zoom_layout(t.view())[0] == first


def test_no_zoom_after_a_drop_until_the_pointer_moves(ctx):
    """A new player (session 20): the pointer rests on the card just planted, and its
    enlargement covered the cards round it.  After a drop, click or Confirm the zoom waits
    until the pointer moves more than ZOOM_QUIET px."""
    from app.garden_draw import ZOOM_QUIET

    ctx.settings.anim_speed = 0
    t = _table(ctx, ("human", "heuristic"), DUO,
               lambda s: all(len(g) == 1 for g in s.gardens) and s.phase == "plant")
    g, slot, first = _first_card(t, 0)
    at = g.card_rect(slot).center
    t.pointer = at
    assert t.card_zoom_layout(t.view()) is not None
    t.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))    # a click there
    assert t.zoom_quiet == at and t.card_zoom_layout(t.view()) is None
    t.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(at[0] + ZOOM_QUIET, at[1]),
                                rel=(ZOOM_QUIET, 0), buttons=(0, 0, 0)))
    assert t.card_zoom_layout(t.view()) is None                  # a tremble: still quiet
    t.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(at[0] + 1, at[1] + ZOOM_QUIET),
                                rel=(0, ZOOM_QUIET), buttons=(0, 0, 0)))
    assert t.zoom_quiet is None and t.card_zoom_layout(t.view())[0] == first
    # Confirm (Enter) of a held planting: quiet again where the pointer is
    text = next(x for x in t.session.legal_texts()
                if x.startswith("plant") and x.endswith(f" {slot[0] + 1} {slot[1]}"))
    assert t.propose(text)
    assert t.confirm_placement()
    assert t.zoom_quiet == t.pointer and t.card_zoom_layout(t.view()) is None


def test_no_grasshopper_note_under_a_resting_pointer_after_its_drop(ctx):
    """A new player (session 20): the pointer rests on a Grasshopper just dropped, and its
    note at once covered the Garden Club box.  It waits, like the enlarged card, until the
    pointer moves more than ZOOM_QUIET px."""
    from app.garden_draw import ZOOM_QUIET
    from tests.app.test_garden_trial10 import LAST_TURN_HOPPER

    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human",), 0, {"neighbours": "original", "grasshoppers": "on"},
                     LAST_TURN_HOPPER)
    text = next(x for x in t.session.legal_texts() if x.startswith("grasshopper"))
    assert t.propose(text)
    v = t.view()
    at = t.hopper_rects(0, v)[t.provisional.slot].center          # the held one
    t.pointer = at
    assert t.pointer_tip_layout(v) is not None                  # pointing at it: its note
    t.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))    # the drop's end
    assert t.pointer_tip_layout(v) is None
    t.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(at[0] + ZOOM_QUIET + 1, at[1]),
                                rel=(ZOOM_QUIET + 1, 0), buttons=(0, 0, 0)))
    assert t.pointer_tip_layout(v) is not None


def test_no_neighbour_note_springs_up_when_a_hint_closes_over_a_tile(ctx):
    """Session 20's check: clicking a hint's "Do it" left the pointer on a Neighbour tile,
    whose note sprang up at once.  An uncovered table waits until the pointer has moved
    ZOOM_QUIET px from where it next shows up."""
    from app.garden_draw import ZOOM_QUIET
    from app.garden_overlays import HintOverlay
    from tests.app.helpers import click

    def move(pos):
        t.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0),
                                    buttons=(0, 0, 0)))

    t = garden_table(ctx, ("human",), 3000, {}, ())
    tile = t.zone("neighbour.0").center
    move(tile)
    assert t.pointer_tip_layout(t.view()) is not None           # pointing at it: its note
    t.show_hint()
    hint = ctx.stack.top
    assert isinstance(hint, HintOverlay)
    # not drawn under the open hint (session 21's check: it showed beside the dialog)
    assert t.covered() and t.pointer_tip_layout(t.view()) is None
    use = next(b for b in hint.buttons if b.tag.startswith("use:"))
    click(ctx.stack, use.rect.center)                            # "Do it"
    assert ctx.stack.top is t and t.provisional is not None
    move((tile[0] + 2, tile[1]))               # where the pointer shows up: still quiet
    assert t.pointer_tip_layout(t.view()) is None
    move((tile[0] + 2 + ZOOM_QUIET, tile[1]))
    assert t.pointer_tip_layout(t.view()) is None
    move((tile[0] + 3 + ZOOM_QUIET, tile[1] + 1))
    assert t.pointer_tip_layout(t.view()) is not None
