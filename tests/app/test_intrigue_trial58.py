"""Trial 58 (a new-user tester's Intrigue report):

1. The memory aid dropped claims it had room for ("said … Q" after two claims, "said … 10"
   for K K 10) and never showed the person's own claims.
2. RULINGS C-3: with the memory aid off, the log listed every claim back to move 1.
4. Undo removed the open claim's speech bubble while the prompt still asked about it.
5. Flying coins covered a seat's coin count.
(3, the missing "the Dagger goes ahead" line, is tests/rules/test_intrigue_words58.py.)
"""
import re

import pygame

from app.cli import Setup
from app.scenes.intrigue_table import LOG, IntrigueTable
from app.ui import theme
from app.ui.tween import Tween
from tests.app.helpers import drawn_words, open_claims, play_on

SEATS = ("human", "heuristic", "search", "random")


def _table(ctx, seats=SEATS, seed=5, actions=(), read_only=False):
    from app.scenes.menu import TitleMenu

    ctx.stack.push(TitleMenu(ctx))
    t = IntrigueTable(ctx, Setup("intrigue", list(seats), seed, {"start": "0"}), actions,
                      read_only=read_only)
    ctx.stack.push(t)
    return t


def _said_items(lines):
    """The claims a seat's drawn memory-aid lines list: (count left out, listed items)."""
    said = []
    for ln in lines:
        if ln.startswith("said"):
            said = ln.split()[1:]
        elif ln.startswith("+"):                          # the narrowest: "+10… Q"
            said = ln.split()
        elif ln.startswith("  ") and said is not None and not ln.strip().startswith("shown"):
            said += ln.split()
    left_out = 0
    if said and re.fullmatch(r"\+\d+…?", said[0]):
        left_out = int(said[0].strip("+…"))
        said = said[1:]
        if said and said[0] == "…":
            said = said[1:]
    return left_out, said


def _panel_lines(ctx, t, seat):
    r = t.seat_rect(seat)
    return [(txt, size) for txt, rect, size in drawn_words(ctx, t)
            if r.collidepoint(rect.center) and txt[:1] in ("s", " ", "+") and txt != "shown"
            and not txt.startswith("shown")]


# ---------------------------------------------------------------- 1. the memory aid
def test_memory_aid_keeps_the_claims_the_tester_saw_cut(ctx):
    """In the real opponent panel's room: 10 Q, K K 10, K A J, K K K and A K K are listed
    whole (a smaller font first), where the table showed "said … Q" and the like."""
    ctx.settings.memory_aid = True
    t = _table(ctx)
    used = []
    orig = t.memory_lines
    t.memory_lines = lambda said, shown, room, height=None: (
        used.append((room, height)), orig(said, shown, room, height))[1]
    drawn_words(ctx, t)
    assert used
    room, height = used[0]
    assert room < 70                                      # the narrow column beside the cards
    for said in (["10", "Q"], ["K", "K", "10"], ["K", "A", "J"], ["K", "K", "K"],
                 ["A", "K", "K"]):
        lines, size = orig(said, ["A", "K"], room, height)
        assert lines[0] == "said " + " ".join(said), (said, lines)
        assert lines[-1] == "shown A K" and size >= 10
        font = ctx.text.font(size)
        assert all(font.size(ln)[0] <= room for ln in lines)
        assert len(lines) * font.get_height() <= height


def test_memory_aid_shrinks_wraps_then_counts_the_oldest(ctx):
    """Shrink first, then wrap onto another line when the panel is tall enough, and only at
    the smallest size leave the oldest out, counted ("+N …"); the latest is always kept."""
    t = _table(ctx)
    (said, shown), size = t.memory_lines(["K", "A", "10", "J", "Q"], [], 400)
    assert (said, shown, size) == ("said K A 10 J Q", "shown –", 13)
    lines, size = t.memory_lines(["K", "A", "10", "J", "Q"], [], 60, 38)
    assert size == 10 and _said_items(lines) == (0, ["K", "A", "10", "J", "Q"]), lines
    many = ["K", "A", "10", "J", "Q", "K", "K", "A", "10", "J", "Q"]
    lines, size = t.memory_lines(many, ["K"], 60, 38)
    left_out, listed = _said_items(lines)
    assert size == 10 and left_out > 0 and left_out + len(listed) == len(many), lines
    assert listed == many[-len(listed):] and lines[-1] == "shown K"
    lines, size = t.memory_lines(many, [], 58)            # two lines only: still the latest
    assert _said_items(lines) == (len(many) - 1, ["Q"]), lines        # the latest, counted


def test_every_opponent_panel_lists_its_claims_during_a_game(ctx):
    """Over a played game, each panel's "said" words are exactly the seat's claims, or the
    latest of them with the count of those left out (only at the smallest font)."""
    ctx.settings.memory_aid = True
    t = _table(ctx)
    checked = 0
    for _ in range(12):
        play_on(t, lambda _t: False, 6, prefer="tax")
        if t.session.state.is_terminal():
            break
        v = t.view()
        for seat in range(1, v.num_players):
            lines = _panel_lines(ctx, t, seat)
            left_out, listed = _said_items([ln for ln, _ in lines])
            claims = list(v.claims[seat])
            if not claims:
                continue
            assert left_out + len(listed) == len(claims), (seat, lines, claims)
            assert listed == claims[len(claims) - len(listed):], (seat, lines, claims)
            if left_out:
                assert {size for _, size in lines} == {10}
            checked += 1
    assert checked >= 10


def test_the_persons_own_claims_are_shown_in_their_panel(ctx):
    ctx.settings.memory_aid = True
    t = _table(ctx)
    play_on(t, lambda _t: len(_t.view().claims[0]) >= 2, 300, prefer="tax")
    claims = list(t.view().claims[0])
    assert len(claims) >= 2
    area = t.seat_rect(0)
    mine = [(txt, rect) for txt, rect, _ in drawn_words(ctx, t)
            if area.contains(rect) and txt.startswith("said")]
    assert len(mine) == 1, mine
    text, rect = mine[0]
    shown = [r for s, r in t.view().shown if s == 0]
    assert text == f"said {' '.join(claims)} · shown {' '.join(shown) or '–'}"
    for _, r in t.card_rects():                            # clear of the hand
        assert not r.colliderect(rect)
    ctx.settings.memory_aid = False
    assert not [txt for txt, rect, _ in drawn_words(ctx, t)
                if area.contains(rect) and txt.startswith("said")]


# ---------------------------------------------------------------- 2. the log and C-3
def _log_words(ctx, t):
    return [txt.strip() for txt, rect, _ in drawn_words(ctx, t)
            if LOG.collidepoint(rect.center) and rect.y > LOG.y + 30]


def test_without_the_aid_the_log_keeps_only_the_last_round_of_turns(ctx):
    """n_025: with the aid off the log scrolled back to move 1, every claim and shown card
    in it.  Now it holds the turn under way and those before it, one per seat still in
    (back to the person's own last turn), under a note."""
    from app.ui.words import display_seats

    t = _table(ctx)
    play_on(t, lambda _t: False, 30)
    assert not t.session.state.is_terminal()
    record = t.session.record
    turns = [i + 1 for i, a in enumerate(record) if a.split()[0] in IntrigueTable.TURN_WORDS]
    keep = max(2, len(t.view().living()))
    assert len(turns) >= keep + 2 and keep >= 3
    first_kept = turns[-keep]                  # the ply the earliest kept turn began
    log = t.session.log
    assert any("claims" in ln.text for ln in log if ln.ply < first_kept)
    kept = [w for ln in log if ln.ply >= first_kept
            for w in ctx.text.wrap(display_seats(ln.text), 14, LOG.w - 24)]
    note = ctx.text.wrap(IntrigueTable.EARLIER_NOTE, 14, LOG.w - 24)
    assert [ln for ln, _, _ in t.shown_log_lines()] == note + kept
    assert [n for _, _, n in t.shown_log_lines()] == [True] * len(note) + [False] * len(kept)
    # drawn: scrolled right back, the note is the first line, nothing older is reachable
    t.log_scroll = 10_000
    words = _log_words(ctx, t)
    assert words[0] == note[0] and not any(w.startswith("▼") for w in words[:-1])
    older = {display_seats(ln.text) for ln in log if ln.ply < first_kept} - set(kept)
    assert older and not older & set(words)
    assert "(earlier turns: turn the memory aid on" in note[0]
    # with the aid on the whole log is back, from move 1
    ctx.settings.memory_aid = True
    t.log_scroll = 10_000
    assert _log_words(ctx, t)[0] == t.log_lines()[0][0]
    assert len(t.shown_log_lines()) == len(t.log_lines())


def test_the_whole_log_after_the_game_and_in_a_replay(ctx):
    t = _table(ctx, seats=("human", "random", "random"), seed=2)
    play_on(t, lambda _t: _t.session.state.is_terminal(), 600)
    assert t.session.state.is_terminal() and not ctx.settings.memory_aid
    assert len(t.shown_log_lines()) == len(t.log_lines())
    record = tuple(t.session.record[:len(t.session.record) // 2])
    r = _table(ctx, seats=("human", "random", "random"), seed=2, actions=record,
               read_only=True)
    assert len(r.shown_log_lines()) == len(r.log_lines())
    live = _table(ctx, seats=("human", "random", "random"), seed=2, actions=record)
    assert len(live.shown_log_lines()) < len(live.log_lines())


def test_the_log_note_and_kept_turns_follow_an_undo(ctx):
    """After an undo the log is rebuilt: the same lines as a table resumed at that move."""
    t = _table(ctx, seed=7)
    play_on(t, lambda _t: len(_t.session.record) > 40 and _t.session.human_to_act(), 300)
    t.submit(t.session.legal_texts()[-1])
    t.shown_log_lines()
    assert t.undo()
    again = t.shown_log_lines()
    fresh = _table(ctx, seed=7, actions=tuple(t.session.record)).shown_log_lines()
    assert again == fresh and again[0][0].startswith("(earlier turns")


# ---------------------------------------------------------------- 4. undo and the bubble
def _asked_about_an_ai_claim(t) -> bool:
    v = t.view()
    return (t.session.human_to_act() and v.phase in ("challenge", "block")
            and t.claim_seat() not in (None, 0))


def test_undo_puts_the_open_claims_bubble_back(ctx):
    """g1_013/g1_015: the person let Seat 2's Dagger pass, pressed Undo, and was asked
    again whether they challenge it, with no bubble left over Seat 2."""
    seen = 0
    tables = (_table(ctx, seed=seed) for seed in (5, 7, 11, 3))
    for t, who, words in open_claims(tables, _asked_about_an_ai_claim):
        prompt = t.prompt_sentence()
        t.submit("pass")
        if not t.undo():
            continue
        assert t.claim_seat() == who and t.prompt_sentence() == prompt
        assert t.bubbles.get(who, ("",))[0] == words, (t.session.setup.seed, who, words,
                                                       t.bubbles)
        for _ in range(50):                               # it stays while the prompt asks
            t.update(0.1)
        assert t.session.human_to_act() and t.bubbles.get(who, ("",))[0] == words
        seen += 1
        t.submit("pass")
    assert seen >= 3


# ---------------------------------------------------------------- 5. coins over counts
def _ink_pixels(surface, rect, color):
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if surface.get_at((x, y))[:3] == tuple(color))


def test_flying_coins_land_beside_the_count_and_never_cover_it(ctx):
    t = _table(ctx)
    v = t.view()
    for seat in range(v.num_players):
        count = ctx.text.render(str(t.shown_coins(v, seat)), 20, (0, 0, 0), bold=True)
        crect = count.get_rect(midleft=t.coin_count_pos(seat))
        cx, cy = t.coin_point(seat)
        coin = pygame.Rect(0, 0, 22, 22)
        coin.center = (cx, cy)
        assert not coin.colliderect(crect), (seat, coin, crect)
    # a coin in flight right over a count: the number is drawn on top of it
    seat = 1
    count = ctx.text.render(str(t.shown_coins(v, seat)), 20, theme.INK, bold=True)
    crect = count.get_rect(midleft=t.coin_count_pos(seat))
    tw = Tween(("coin", -1, 2, 0), crect.center, crect.center, 1.0, 0.0)
    tw.step(0.5)
    assert tw.started
    t.tweens = [tw]
    surface = pygame.Surface((1280, 720))
    t.draw(surface)
    plain = pygame.Surface((1280, 720))
    t.tweens = []
    t.draw(plain)
    assert _ink_pixels(surface, crect, theme.INK) == _ink_pixels(plain, crect, theme.INK) > 0


def test_a_long_log_shows_its_note_whole_above_the_newest_lines(ctx):
    """Session 24's tester: with the log full, only the note's tail, "Settings, to keep
    them)", showed at its top.  The note is drawn whole, the newest lines under it."""
    t = _table(ctx)
    note = ctx.text.wrap(IntrigueTable.EARLIER_NOTE, 14, LOG.w - 24)
    assert len(note) >= 2
    room = (LOG.h - 40) // 18                                   # lines the panel holds
    n = room - 1                          # one line too many: the top cuts into the note
    body = [(f"line {k}", True, False) for k in range(n)]
    t.shown_log_lines = lambda: [(ln, j == 0, True) for j, ln in enumerate(note)] + body
    t.log_scroll = 0
    words = _log_words(ctx, t)
    assert words[:len(note)] == [w.strip() for w in note]
    assert len(words) == room and words[-1] == f"line {n - 1}"
    assert [int(w.split()[1]) for w in words[len(note):]] == list(
        range(n - (room - len(note)), n))                       # the newest, in order


def test_the_log_says_who_starts(ctx):
    """Session 24's tester: the window's log began with the first AI's move, never saying
    who starts (self-play printed "Game 1: Seat 3 starts.").  The session's log now opens
    with the setup lines the person may read, also after an undo."""
    from app.session import TableSession

    t = _table(ctx, seats=("human", "random", "random"), seed=3)       # start=0: you
    first = t.session.log[0]
    assert first.ply == 0 and first.text == "Game 1: Seat 0 starts."      # engine's words
    assert t.log_lines()[0][0] == "Game 1: Seat 1 starts."                # as drawn
    assert re.fullmatch(r"Seat 1 is dealt \S+ and \S+\.", t.log_lines()[1][0])  # own cards
    assert "Seat 2 is dealt 2 cards." in [ln for ln, _ in t.log_lines()]   # not theirs
    same = TableSession(Setup("intrigue", ["human", "random", "random"], 3, {"start": "0"}))
    assert [ln.text for ln in same.log] == [ln.text for ln in t.session.log if ln.ply == 0]
    # after an undo the log is rebuilt with them
    s = TableSession(Setup("intrigue", ["human", "random"], 4, {"start": "0"}))
    head = [ln.text for ln in s.log]
    assert head[0] == "Game 1: Seat 0 starts."
    s.apply_text("income")
    assert s.undo() and [ln.text for ln in s.log] == head
