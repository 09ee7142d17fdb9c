"""Intrigue table: a resumed game shows the open claim's speech bubble as the closed one did
(helper-46)."""
import pygame

from app.cli import Setup
from app.scenes.intrigue_table import IntrigueTable
from tests.app.helpers import play_on

SEATS = ("human", "heuristic", "heuristic", "heuristic")


def _table(ctx, seats=SEATS, seed=7, actions=()):
    from app.scenes.menu import TitleMenu

    ctx.stack.push(TitleMenu(ctx))
    t = IntrigueTable(ctx, Setup("intrigue", list(seats), seed, {"start": "0"}), actions)
    ctx.stack.push(t)
    return t


def _at_open_claim(t) -> bool:
    return t.session.human_to_act() and t.claim_seat() is not None


def test_a_game_resumed_mid_claim_shows_the_claimants_bubble(ctx):
    """Closed while the person was asked to challenge or block (or to prove their own
    claim), the resumed table showed no bubble over the claimant; it now shows the same
    words as the closed table did, and keeps them up until the claim is decided."""
    seen = 0
    for seed in (7, 3, 11):
        live = _table(ctx, seed=seed)
        for _ in range(3):
            if not play_on(live, _at_open_claim, 300):
                break
            who = live.claim_seat()
            words = live.bubbles[who][0]
            again = _table(ctx, seed=seed, actions=tuple(live.session.record))
            assert again.claim_seat() == who
            assert again.bubbles.get(who, ("",))[0] == words, (seed, who, words)
            for _ in range(60):                      # 6 s of table time, no decision
                again.update(0.1)
            assert again.bubbles.get(who, ("",))[0] == words
            seen += 1
            # on past this claim: the person passes (or takes its last choice)
            legal = live.session.legal_texts()
            live.submit("pass" if "pass" in legal else legal[-1])
    assert seen >= 3


def test_the_resumed_bubble_is_drawn(ctx):
    """The bubble is on screen, not only in the table's memory: the pixels of its box
    differ from a frame drawn without bubbles."""
    live = _table(ctx)
    assert play_on(live, _at_open_claim, 300)
    again = _table(ctx, actions=tuple(live.session.record))
    who = again.claim_seat()
    assert who in again.bubbles
    img = again.ctx.text.render(again.bubbles[who][0], 17, (0, 0, 0), bold=True)
    box = again.bubble_rect(who, img.get_rect().inflate(20, 12).size)
    with_bubble = pygame.Surface((1280, 720))
    again.draw(with_bubble)
    saved, again.bubbles = again.bubbles, {}
    without = pygame.Surface((1280, 720))
    again.draw(without)
    again.bubbles = saved
    assert with_bubble.get_at(box.center) != without.get_at(box.center) or \
        with_bubble.get_at((box.x + 4, box.centery)) != without.get_at((box.x + 4, box.centery))


def test_a_fresh_table_and_an_ended_game_resume_without_bubbles(ctx):
    t = _table(ctx)
    assert t.bubbles == {}
    assert t.resumed_bubbles() == {}


def test_resuming_through_the_autosave_and_the_menu(ctx, tmp_path):
    """The way the person does it: the game is autosaved after every move, the app closes,
    the menu's Resume opens it again from the saved record."""
    from app.profile import Profile
    from app.scenes.menu import resume_game

    ctx.profile = Profile(tmp_path)
    live = _table(ctx)
    live.session.on_change = lambda: ctx.profile.saved(live.session)
    assert play_on(live, _at_open_claim, 300)
    who, words = live.claim_seat(), live.bubbles[live.claim_seat()][0]
    ctx.profile = Profile(tmp_path)                # a new run of the app
    rec = ctx.profile.resumable()
    assert rec is not None and list(rec.actions) == live.session.record
    assert resume_game(ctx, rec) == ""
    again = ctx.stack.top
    assert isinstance(again, IntrigueTable) and again is not live
    assert again.bubbles[who][0] == words
