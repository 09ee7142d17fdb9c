"""Every sentence the Intrigue prompt bar can show fits the bar (tester report: "…and they
lose a ca" ran off the right edge and a third line was dropped)."""
import random

import pygame
import pytest

from app.cli import Setup
from app.intrigue_prompt import prompt, situation
from app.scenes.intrigue_table import PROMPT, IntrigueTable
from app.ui.widgets import Button
from rules.registry import get_game


def _sentences(t: IntrigueTable, n: int, seed: int):
    """(sentence, has_buttons) for every decision of a random ``n``-seat game, worded for
    whichever seat decides (as if it were the person), plus the waiting sentences."""
    game = get_game("intrigue")
    state = game.new_state(n, {"match": "on" if seed % 2 else "off"}, seed)
    rng = random.Random(seed)
    longest = lambda s: f"Seat {s + 1} (you)"                   # the longest name shown
    for _ in range(400):
        if state.is_terminal():
            break
        cur = state.current_player()
        v = state.view(cur)
        legal = [str(a) for a in state.legal_actions()]
        for name in (longest, t.name):
            addressed = lambda s, name=name: "you" if s == cur else name(s)
            sentence, btns = prompt(v, legal, addressed)
            yield sentence, bool(btns) or v.phase == "exchange"
            waiting = situation(v, name)
            yield waiting + f" Waiting for {name(cur)}…", False
            yield waiting.rstrip(".") + "…", False
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("n", range(2, 9))
def test_every_prompt_sentence_fits_the_bar(ctx, n):
    t = IntrigueTable(ctx, Setup("intrigue", ["human"] + ["random"] * (n - 1), n, {}))
    seen = 0
    for seed in (n, 100 + n, 200 + n):
        for sentence, has_buttons in _sentences(t, n, seed):
            t.prompt_buttons = [Button(pygame.Rect(0, 0, 1, 1), "x")] if has_buttons else []
            area = t.prompt_text_area()
            assert PROMPT.contains(area)
            size, lines, step = t.prompt_layout(sentence)
            font = ctx.text.font(size, bold=True)                 # the font it is drawn in
            assert " ".join(lines) == " ".join(sentence.split(" ")), sentence  # none dropped
            for ln in lines:
                assert font.size(ln)[0] <= area.w, (sentence, ln)
            assert (len(lines) - 1) * step + font.get_height() <= area.h, (sentence, lines)
            if has_buttons:                                       # clear of the buttons
                assert area.y + (len(lines) - 1) * step + font.get_height() <= PROMPT.y + 58
            seen += 1
    assert seen > 100


def test_prove_sentence_that_ran_off_the_bar_now_wraps_in_bold(ctx):
    """The tester's case: challenged while holding the card; measured with the bold font."""
    t = IntrigueTable(ctx, Setup("intrigue", ["human", "random", "random"], 4, {"start": "1"}))
    for a in ("steal 0", "pass", "pass"):
        t.session.apply_text(a)
    t.submit("block 10")
    t.session.apply_text("challenge")
    t._refresh()
    sentence = t.prompt_sentence()
    assert "they lose a card" in sentence
    size, lines, _ = t.prompt_layout(sentence)
    area = t.prompt_text_area()
    assert lines[-1].endswith("you lose one.")
    assert all(ctx.text.font(size, True).size(ln)[0] <= area.w for ln in lines)
    surface = pygame.Surface((1280, 720))
    t.draw(surface)                                               # draws without error


def test_with_one_card_left_the_prompts_say_you_would_be_out():
    """I-9: a seat whose last face-down card is lost leaves the game; the person is told so
    before challenging, when challenged, and when losing it."""
    from app.intrigue_prompt import prompt
    from rules.intrigue.state import from_position

    st = from_position([["K"], ["Q", "A"], ["J", "10"]], [2, 2, 2], turn=1,
                       face_up=[["10"], [], []])
    st.apply(next(a for a in st.legal_actions() if str(a) == "tax"))
    name = "Seat {}".format
    assert st.current_player() == 2
    st.apply(next(a for a in st.legal_actions() if str(a) == "pass"))
    sentence, _ = prompt(st.view(0), [str(a) for a in st.legal_actions()], name)
    assert sentence.endswith("(If they hold it, you lose your last card and are out.)")
    st = from_position([["J"], ["Q", "A"], ["K", "10"]], [2, 2, 2], turn=0,
                       face_up=[["10"], [], []])
    st.apply(next(a for a in st.legal_actions() if str(a) == "tax"))
    st.apply(next(a for a in st.legal_actions() if str(a) == "challenge"))
    sentence, _ = prompt(st.view(0), [str(a) for a in st.legal_actions()], name)
    assert sentence.endswith("You do not hold it: decline, and you lose your last card and"
                             " are out.")
    st.apply(next(a for a in st.legal_actions() if str(a) == "decline"))
    assert st.view(0).face_down[0] == 0 and st.current_player() != 0      # out, as told


def test_a_two_line_prompt_breaks_between_its_sentences(ctx):
    """The question goes on its own line instead of ending in a stray "card.)" (seen in a
    4-seat render, seed 3): the break falls after a sentence when both lines fit."""
    t = IntrigueTable(ctx, Setup("intrigue", ["human", "random", "random", "random"], 3, {}))
    t.prompt_buttons = [Button(pygame.Rect(0, 0, 1, 1), "x")]
    sentence = ("Seat 3 claims the Ace to exchange cards with the court. Do you challenge? "
                "(If they hold it, you lose a card.)")
    size, lines, _ = t.prompt_layout(sentence)
    assert lines == ["Seat 3 claims the Ace to exchange cards with the court.",
                     "Do you challenge? (If they hold it, you lose a card.)"]
    assert all(ctx.text.font(size, True).size(ln)[0] <= t.prompt_text_area().w for ln in lines)


def test_sentence_break_refuses_a_split_that_does_not_fit(ctx):
    """No sentence end, or a half too wide: None, and the caller keeps its greedy lines."""
    assert ctx.text.sentence_break("one long run on line with no stop", 19, 2000, True) is None
    assert ctx.text.sentence_break("Short. " + "word " * 60, 19, 400, True) is None
    assert ctx.text.sentence_break("First part. Second part.", 19, 2000, True) == [
        "First part.", "Second part."]


def test_cut_keeps_what_fits_and_closes_the_rest_with_an_ellipsis(ctx):
    """Text.cut, shared by buttons and the replays screen: unchanged when it fits; else cut
    at the end, "…" added, within the width, never below ``keep`` characters."""
    t = ctx.text
    assert t.cut("Watch", 16, 500) == "Watch"
    long = "Intrigue match · 29 Nov 2026, 23:41 · 140 moves and then some more words"
    cut = t.cut(long, 16, 200, bold=True)
    assert cut.endswith("…") and long.startswith(cut[:-1].rstrip())
    assert t.font(16, True).size(cut)[0] <= 200
    assert t.cut(long, 16, 1, keep=10) == long[:10].rstrip() + "…"


def test_a_percent_sign_stays_with_its_number(ctx):
    # a tester saw "(25" at one line's end and "%)" at the next one's start in a hint
    text = "the Mayor of Onion Town may visit (25 %) and would take it"
    font = ctx.text.font(14)
    for width in range(font.size("(25 %)")[0] + 2, font.size(text)[0] + 1, 3):
        lines = ctx.text.wrap(text, 14, width)
        assert " ".join(lines) == text
        assert not any(ln.startswith("%") for ln in lines), (width, lines)
        assert "(25 %)" in " ".join(ln for ln in lines if "25" in ln), (width, lines)
