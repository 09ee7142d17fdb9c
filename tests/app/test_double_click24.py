"""A double click on Confirm does not open the Hint that takes its place (session 24's
tester: the card was planted, then the Hint dialog opened under the second click)."""
from app.garden_overlays import HintOverlay
from app.scenes.garden_table import SWAP_GUARD
from tests.app.helpers import button, click, drag, garden_table


def held_table(ctx):
    t = garden_table(ctx, ("human",), 4, {})
    ctx.stack.push(t)
    now = [100.0]
    t.clock = lambda: now[0]
    drag(ctx.stack, t.offer_rect("centre").center, t.slot_center((0, 0)))
    assert t.provisional is not None
    return t, now


def test_the_second_click_of_a_double_click_is_swallowed(ctx):
    t, now = held_table(ctx)
    at = button(t.prompt_buttons, "confirm").rect.center
    click(ctx.stack, at)
    assert t.provisional is None and len(t.session.record) == 1
    hint = button(t.prompt_buttons, "hint")
    assert hint.rect.collidepoint(at)                   # the Hint now sits under the pointer
    now[0] += 0.2
    click(ctx.stack, at)
    assert ctx.stack.top is t                           # no Hint dialog
    now[0] += SWAP_GUARD + 0.1                          # a later, separate click opens it
    click(ctx.stack, at)
    assert isinstance(ctx.stack.top, HintOverlay)


def test_a_quick_click_elsewhere_or_on_the_same_button_still_works(ctx):
    t, now = held_table(ctx)
    at = button(t.prompt_buttons, "confirm").rect.center
    click(ctx.stack, at)
    now[0] += 0.2
    hint = button(t.prompt_buttons, "hint").rect
    click(ctx.stack, (hint.x + 3, hint.y + 3))          # far from the first click: meant
    assert isinstance(ctx.stack.top, HintOverlay)
