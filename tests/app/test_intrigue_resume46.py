"""Intrigue table: a resumed game shows the open claim's speech bubble as the closed one did,
and a seat's coin count changes when the flying coins arrive, not when the state changes
(helper-46)."""
import pygame

from app.cli import Setup
from app.scenes.intrigue_table import IntrigueTable
from tests.app.helpers import open_claims, play_on

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
    tables = (_table(ctx, seed=seed) for seed in (7, 3, 11))
    for live, who, words in open_claims(tables, _at_open_claim):
        seed = live.session.setup.seed
        again = _table(ctx, seed=seed, actions=tuple(live.session.record))
        assert again.claim_seat() == who
        assert again.bubbles.get(who, ("",))[0] == words, (seed, who, words)
        for _ in range(60):                          # 6 s of table time, no decision
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


# ---------------------------------------------------------------------- coin counts
def _counts(t):
    v = t.view()
    return [t.shown_coins(v, s) for s in range(v.num_players)]


def _drawn_count(ctx, t, seat):
    """The coin count drawn in ``seat``'s panel this frame (tweens kept)."""
    from tests.app.helpers import drawn_frame

    _, drawn = drawn_frame(ctx, t)
    r = t.seat_rect(seat)
    return [int(txt) for txt, rect, _ in drawn if txt.isdigit() and r.collidepoint(rect.center)]


def test_income_shows_the_old_count_until_the_coin_lands(ctx):
    ctx.settings.anim_speed = 1.0
    t = _table(ctx, ("human", "random", "random"), 4)
    before = t.view().coins[0]
    assert t.submit("income")
    assert t.view().coins[0] == before + 1             # the state changes at once
    assert _counts(t)[0] == before
    assert _drawn_count(ctx, t, 0) == [before]
    t.update(0.2)                                       # mid-flight
    assert any(tw.what[0] == "coin" for tw in t.tweens)
    assert _drawn_count(ctx, t, 0) == [before]
    for _ in range(20):
        t.update(0.05)
        if not t.tweens:
            break
    assert not any(tw.what[0] == "coin" for tw in t.tweens)
    assert _drawn_count(ctx, t, 0) == [before + 1]


def test_a_steal_takes_off_and_lands_coin_by_coin(ctx):
    """Steal: the victim's count drops as each coin takes off, the thief's rises as each
    lands; in between the two counts never add up to more than the coins there are."""
    ctx.settings.anim_speed = 1.0
    t = _table(ctx, ("human", "random", "random"), 9)     # seed 9: no challenge, no block
    v0 = t.view()
    me, them = v0.coins[0], v0.coins[1]
    assert t.submit("steal 1")
    for _ in range(20):                                 # the AIs answer, tweens kept
        if any(tw.what[0] == "coin" for tw in t.tweens) or t.session.human_to_act():
            break
        t.since_move = 1e9
        t.tweens.clear()
        t._drive_ai()
    assert any(tw.what[0] == "coin" for tw in t.tweens), t.session.record
    assert t.view().coins[0] == me + 2 and t.view().coins[1] == them - 2
    t2 = t
    history = []
    for _ in range(40):
        history.append(tuple(_counts(t2)[:2]))
        t2.update(0.05)
        if not t2.tweens:
            break
    history.append(tuple(_counts(t2)[:2]))
    assert history[0] == (me, them - 1)                # the first coin takes off at once
    assert history[-1] == (me + 2, them - 2)
    mine = [a for a, _ in history]
    theirs = [b for _, b in history]
    assert mine == sorted(mine) and theirs == sorted(theirs, reverse=True)
    assert (me + 1) in mine                            # one coin at a time
    assert all(a + b <= me + them for a, b in history)


def test_animation_off_shows_the_new_count_at_once(ctx):
    ctx.settings.anim_speed = 0.0
    t = _table(ctx, ("human", "random", "random"), 4)
    before = t.view().coins[0]
    assert t.submit("income")
    assert not t.tweens
    assert _drawn_count(ctx, t, 0) == [before + 1]


def test_coins_flying_across_a_new_deal_count_for_neither_game(ctx):
    """A match's next game is dealt in the same move that ends the last one: the eliminated
    seat's coins still flying to the bank must not be added to its fresh count."""
    from app.ui.tween import Tween

    ctx.settings.anim_speed = 1.0
    t = _table(ctx, ("human", "random", "random"), 4)
    t.tweens.append(Tween(("coin", 1, -1, 5), (0, 0), (1, 1), 1.0, 0.5))
    assert _counts(t)[1] == t.view().coins[1] + 5          # waiting to leave seat 2
    t._animate([_newgame_event()])
    assert _counts(t)[1] == t.view().coins[1]


def _newgame_event():
    from rules.intrigue.state import make_event

    return make_event("newgame", "Game 2: Seat 1 starts.", game=2, start=0)


def test_counts_through_a_match_with_animation_on(ctx):
    """A whole match played frame by frame at speed 1: no drawn count is ever below zero
    or above what the seat holds plus what flies in; with no coin in the air every count is
    the view's; and the first frame of a new game shows its fresh deal's counts."""
    from app.scenes.intrigue_table import MatchGameOverlay

    ctx.settings.anim_speed = 1.0
    ctx.settings.ai_pace = 0.0
    from app.scenes.menu import TitleMenu

    ctx.stack.push(TitleMenu(ctx))
    t = IntrigueTable(ctx, Setup("intrigue", ["human", "random", "random"], 9,
                                 {"match": "on", "start": "0"}))
    ctx.stack.push(t)
    game_no, new_games, flights = t.view().game_no, 0, 0
    for _ in range(6000):
        if t.session.state.is_terminal():
            break
        if isinstance(ctx.stack.top, MatchGameOverlay):
            ctx.stack.top.close()
        if t.session.human_to_act() and t.input_ready():
            legal = t.session.legal_texts()
            t.submit("income" if "income" in legal else legal[-1])
        ctx.stack.update(0.05)
        v = t.view()
        counts = _counts(t)
        flying = [tw for tw in t.tweens if tw.what[0] == "coin" and len(tw.what) == 4]
        flights += bool(flying)
        assert all(c >= 0 for c in counts), counts
        if not flying:
            assert counts == list(v.coins)
        if v.game_no != game_no:
            game_no, new_games = v.game_no, new_games + 1
            assert counts == list(v.coins)
    assert t.session.state.is_terminal() and new_games >= 2 and flights > 50
