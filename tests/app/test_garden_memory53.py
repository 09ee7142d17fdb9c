"""The Garden's memory aid (RULINGS C-3): with two players the leftovers put under the deck
in the open (G-12) are public knowledge left to memory; with the aid on, clicking the deck
lists them in the order they will come up; with it off, the deck's words say how many are
known and where to switch the aid on.  Playing alone nothing goes under the deck
(headless, SDL dummy driver)."""
import random

from app.garden_overlays import InspectOverlay
from tests.app.helpers import garden_table


def _play_until_bottomed(t, at_least=3, seed=1):
    """Play legal actions (a seeded random pick) until ``at_least`` known cards are in the
    deck; returns the table's view."""
    rng = random.Random(seed)
    for _ in range(200):
        v = t.view()
        if len([c for c in v.deck_layout if c > 0]) >= at_least:
            return v
        legal = t.session.legal_texts()
        assert legal, "the game stalled"
        if t.session.human_to_act():
            assert t.submit(rng.choice(sorted(legal)))
        else:
            assert t.session.apply_text(rng.choice(sorted(legal)))
    raise AssertionError("no card went under the deck")


def _deck_point(t):
    return t.zone("deck").center


def test_aid_on_lists_the_cards_under_the_deck_in_draw_order(ctx):
    ctx.settings.memory_aid = True
    ctx.settings.confirm_plantings = False
    t = garden_table(ctx, ("human", "human"), 3)
    v = _play_until_bottomed(t)
    state = t.session.state
    expected = [c for c in state.deck if c in state.bottomed]   # top first
    assert len(expected) >= 3
    t.click_at(_deck_point(t))
    top = ctx.stack.top
    assert isinstance(top, InspectOverlay)
    assert top.cards == expected
    assert "Under the deck: " in top.title and "both players saw" in top.note
    assert t.under_deck(v) == expected


def test_aid_off_says_how_many_are_known_and_opens_nothing(ctx):
    ctx.settings.memory_aid = False
    ctx.settings.confirm_plantings = False
    t = garden_table(ctx, ("human", "human"), 3)
    v = _play_until_bottomed(t)
    k = len(t.under_deck(v))
    t.click_at(_deck_point(t))
    assert ctx.stack.top is t
    assert f"{k} cards under it are known (memory aid, Settings)." in t.message
    _, note = t.prompt_lines(t.view())
    assert " ".join(note) == t.message                 # the whole sentence is shown


def test_solo_deck_click_opens_nothing_even_with_the_aid(ctx):
    ctx.settings.memory_aid = True
    t = garden_table(ctx, ("human",), 3)
    v = t.view()
    assert t.under_deck(v) == []
    t.click_at(_deck_point(t))
    assert ctx.stack.top is t
    assert "known" not in t.message
