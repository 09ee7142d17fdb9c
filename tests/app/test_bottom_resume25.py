"""A leftover put on the deck in a two-player pass (G-12) survives closing the app (session
25's tester: after Ctrl+Q and Resume the card was back in the offer, while a card held for
Confirm in its slot came back)."""
import pygame

from app.persist import saves as saves_mod
from app.profile import Profile
from app.scenes.menu import resume_game
from rules.garden.actions import POSITIONS
from tests.app.helpers import button, click, drag, garden_table
from tests.app.test_garden_table import _play_one


def _resume(ctx, tmp_path):
    ctx.stack.scenes.clear()                          # the app is gone; a new run
    ctx.profile = Profile(tmp_path)
    rec = ctx.profile.resumable()
    assert rec is not None and resume_game(ctx, rec) == ""
    return ctx.stack.top


def _to_pass(ctx, tmp_path):
    ctx.settings.anim_speed = 0
    ctx.profile = Profile(tmp_path)
    t = garden_table(ctx, ("human", "heuristic"), 5, {"start": "0"})
    _play_one(ctx, t, next(x for x in t.session.legal_texts() if x.startswith("plant")))
    assert t.view().phase == "pass"
    return t


def _offer_rect(t, card):
    return t.offer_rect(POSITIONS[t.view().offer.index(card)])


def test_card_on_the_deck_is_there_again_after_resume(ctx, tmp_path):
    t = _to_pass(ctx, tmp_path)
    left = [c for c in t.view().offer if c is not None]
    drag(ctx.stack, _offer_rect(t, left[0]).center, t.zone("deck").center)
    assert t.bottom_card == left[0]
    assert (tmp_path / saves_mod.HELD).exists()
    record = list(t.session.record)
    again = _resume(ctx, tmp_path)
    assert again is not t and again.session.record == record
    assert again.bottom_card == left[0]
    assert again.message.startswith(f"The {again.card_name(left[0])} you put on the deck")
    drag(ctx.stack, _offer_rect(again, left[1]).center, again.zone("pass.right").center)
    assert again.session.record[-1] == f"pass {left[1]} right"
    assert not (tmp_path / saves_mod.HELD).exists()   # the pass forgets it


def test_taking_the_card_back_forgets_it_on_disk(ctx, tmp_path):
    t = _to_pass(ctx, tmp_path)
    left = [c for c in t.view().offer if c is not None]
    drag(ctx.stack, _offer_rect(t, left[0]).center, t.zone("deck").center)
    t.clock = lambda: 1e9     # long after Confirm, which sat where "Take it back" is now
    click(ctx.stack, button(t.prompt_buttons, "unbottom").rect.center)
    assert t.bottom_card is None and not (tmp_path / saves_mod.HELD).exists()
    assert _resume(ctx, tmp_path).bottom_card is None


def test_a_bottom_mark_that_is_not_legal_now_holds_nothing(ctx, tmp_path):
    t = _to_pass(ctx, tmp_path)
    rec = ctx.profile.record_for(t.session)
    ctx.profile.store.mark_held(rec.created, len(t.session.record), "bottom 99")
    again = _resume(ctx, tmp_path)
    assert again.bottom_card is None and again.view().phase == "pass"
