"""Undo (issue 4 item 7): only the person's own moves that revealed nothing; the state is
rebuilt from the record, so the view is exactly the one before the move."""
import random

import pygame

from app.cli import Setup
from app.persist.record import UNDO_BARRIER_KINDS
from app.profile import Profile
from app.scenes.intrigue_table import IntrigueTable
from tests.app.helpers import click


def _play_until(table, pred, seed, limit=400):
    """Random legal moves for the person, AI moves at once, until ``pred(before_view,
    session)`` holds after a move of the person: checked at once (the AI's pause, before
    any reply) and again after the AI replies; returns (view, record, log) before it."""
    rng = random.Random(seed)
    s = table.session
    for _ in range(limit):
        if s.state.is_terminal():
            return None
        if not s.human_to_act():
            table.step_ai_now()
            continue
        before = (s.state.view(0), list(s.record), [ln.text for ln in s.log])
        events = s.apply_text(rng.choice(s.legal_texts()))
        table._after_apply(0, s.record[-1], events)
        if pred(before, s):
            return before
        while not s.state.is_terminal() and not s.human_to_act():
            kinds_after = len(s.record)
            table.step_ai_now()
            if len(s.record) == kinds_after:
                break
        if pred(before, s):
            return before
    return None


def _undoable(before, s):
    return s.undo_target() is not None


def test_undo_restores_the_exact_previous_view_and_log(ctx, tmp_path):
    ctx.profile = Profile(tmp_path)
    table = IntrigueTable(ctx, Setup("intrigue", ["human", "random", "random"], 21, {}))
    ctx.stack.push(table)
    before = _play_until(table, _undoable, 1)
    assert before is not None, "no undoable move in a whole game"
    view, record, log = before
    assert table.undo_button.enabled
    click(table, table.undo_button.rect.center)
    s = table.session
    assert s.state.view(0) == view
    assert s.record == record
    assert [ln.text for ln in s.log] == log
    # the autosave was cut back too
    saved = ctx.profile.store.load_current()
    assert saved.record.actions == record


def test_undo_is_refused_across_a_reveal(ctx):
    table = IntrigueTable(ctx, Setup("intrigue", ["human", "random", "random"], 9, {}))
    s = table.session

    def revealed(before, s):
        n = len(before[1])
        # a barrier event after the person's move: replay the tail to find one
        g = s.game
        st = g.new_state(3, s.options, s.setup.seed)
        kinds = set()
        for i, t in enumerate(s.record):
            ev = st.apply(g.parse_action(t))
            if i >= n:
                kinds |= {e.kind for e in ev}
        return bool(kinds & UNDO_BARRIER_KINDS) and not s.state.is_terminal() \
            and s.human_to_act()

    before = _play_until(table, revealed, 4)
    assert before is not None
    record = list(s.record)
    view = s.state.view(0)
    table._refresh()
    assert s.undo_target() is None
    assert not table.undo_button.enabled
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL,
                                    unicode="z"))
    assert s.record == record and s.state.view(0) == view
    assert "not possible" in table.message


def test_ctrl_z_undoes_and_the_same_seed_replays_the_same_cards(ctx):
    table = IntrigueTable(ctx, Setup("intrigue", ["human", "heuristic"], 33, {}))
    s = table.session
    hand0 = s.state.view(0).hand
    before = _play_until(table, _undoable, 2)
    assert before is not None
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL,
                                    unicode="z"))
    assert s.record == before[1]
    if not s.record:
        assert s.state.view(0).hand == hand0


def test_garden_solo_planting_is_never_undoable():
    """The Garden engine draws the next cards (and turns tokens) in the planting action
    itself, so no solo planting can be undone."""
    from tests.app.quickgames import play_quick

    _, session = play_quick("garden", ["human"], 6, stop_at=3)
    assert session.record and session.undo_target() is None
    assert not session.undo()


def test_undo_is_refused_once_an_ai_has_answered(ctx):
    """The tester's case (seed 39596 in the window): the person claimed Tax, Seat 4
    challenged, and Undo took the claim back, so the same claim could be tried again
    knowing the answer.  Once another seat has chosen, the move stands."""
    table = IntrigueTable(ctx, Setup("intrigue", ["human", "heuristic", "heuristic"], 7,
                                     {"start": "0"}))
    s = table.session
    s.apply_text("tax")
    assert s.undo_target() == 0            # in the AI's pause: the claim can be taken back
    table._refresh()
    assert table.undo_button.enabled
    table.step_ai_now()                    # Seat 2 answers the claim (challenge or pass)
    assert len(s.record) == 2
    table._refresh()
    assert s.undo_target() is None and not table.undo_button.enabled
    record = list(s.record)
    assert not table.undo()
    assert s.record == record and table.message == \
        "Undo is not possible now: Seat 2 has moved since your last move."


def test_a_forced_decline_is_an_answer_too(ctx):
    """The second tester's case: the person challenged a bluff, the AI's only legal answer
    was to decline (it did not hold the card), and Undo took the challenge back, so the
    bluff was known and the challenge could be withdrawn."""
    for seed in range(200):                      # a claim by Seat 2 it cannot prove
        table = IntrigueTable(ctx, Setup("intrigue", ["human", "heuristic"], seed,
                                         {"start": "1"}))
        s = table.session
        v = s.state.view(1)
        if "tax" in s.legal_texts() and "K" not in v.hand:
            break
    s.apply_text("tax")
    assert s.human_to_act() and "challenge" in s.legal_texts()
    s.apply_text("challenge")
    assert s.legal_texts() == ["decline"]        # forced: Seat 2 holds no King
    s.apply_text("decline")
    assert s.undo_target() is None
    table._refresh()
    assert not table.undo_button.enabled
    assert s.undo_refusal() == "Seat 2 has moved since your last move"


def test_clicking_the_greyed_undo_says_why(ctx):
    table = IntrigueTable(ctx, Setup("intrigue", ["human", "random", "random"], 3, {}))
    ctx.stack.push(table)
    table._refresh()
    assert not table.undo_button.enabled
    click(table, table.undo_button.rect.center)
    assert table.message == "Undo is not possible now: you have not moved yet."
