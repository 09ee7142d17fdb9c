"""The persistence layer with the real engines (rules.intrigue, rules.garden): a whole game
recorded move by move with autosaves, resumed mid-game to the identical state, filed as a
replay, counted in the statistics; hand-edited illegal moves refused; undo never crosses a
draw, shuffle or reveal."""
from __future__ import annotations

import random

import pytest

from app.persist.record import (UNDO_BARRIER_KINDS, GameRecord, RecordError, load_and_replay,
                                truncate, undo_point)
from app.persist.saves import SaveStore
from app.persist.stats import StatsDB
from app.selfplay import agent_rng
from rules.ai.registry import make_agent
from rules.core import observe
from rules.registry import get_game


def play(game_name, seats, seed, options=None, store=None, stop_after=None):
    """Play with random agents (the human seat too), recording and autosaving each move.
    Returns (record, state, events per action)."""
    game = get_game(game_name)
    record = GameRecord(game=game_name, seats=list(seats), seed=seed,
                        options=game.check_options(options))
    state = game.new_state(len(seats), record.options, seed)
    agent = make_agent(game_name, "random")
    rngs = [agent_rng(seed, s) for s in range(len(seats))]
    per_action = []
    while not state.is_terminal():
        if stop_after is not None and len(record.actions) >= stop_after:
            break
        seat = state.current_player()
        action = agent.choose(observe(state, seat), rngs[seat])
        per_action.append(state.apply(action))
        record.add(action)
        if store is not None:
            store.autosave(record)
    return record, state, per_action


@pytest.mark.parametrize("seed", [1, 2])
def test_intrigue_resume_mid_game_gives_the_identical_state(tmp_path, seed):
    store = SaveStore(tmp_path)
    record, state, _ = play("intrigue", ["human", "random", "random"], seed, store=store,
                            stop_after=25)
    assert len(record.actions) == 25
    got = store.load_current()
    assert got.message is None
    assert got.record.actions == record.actions
    for seat in range(3):
        assert got.state.view(seat) == state.view(seat)
    assert got.state.legal_actions() == state.legal_actions()


def test_intrigue_whole_game_filed_replayed_and_counted(tmp_path):
    store = SaveStore(tmp_path)
    record, state, _ = play("intrigue", ["human", "random"], 7, {"match": "on"}, store=store)
    assert state.is_terminal()
    record.finish(state.result())
    path = store.finish(record)
    assert store.load_current().record is None
    [listed] = store.list_finished()
    assert listed.path == path and listed.record.actions == record.actions
    rec2, final, events = store.load_replay(path)
    assert final.result() == state.result()
    assert any(e.kind == "newgame" for e in events)
    with StatsDB(tmp_path / "stats.sqlite3") as db:
        db.record_game(rec2, final.result(), 0)
    with StatsDB(tmp_path / "stats.sqlite3") as db:
        # a match (RULINGS I-10) counts as its games, each with its cards left, and as one
        # match with the games won (its result's score), not as one game
        s = db.per_game("intrigue")
        wins = state.result().scores
        assert s.games == sum(wins) and s.wins == wins[0]
        assert 1 <= s.best_score <= 2                     # cards left, not games won
        [m] = db.match_stats("intrigue")
        assert m.matches == 1 and m.wins == (1 if 0 in state.result().winners else 0)
        assert (m.games_won, m.games_lost) == (wins[0], sum(wins) - wins[0])


def test_intrigue_hand_edited_illegal_move_refused(tmp_path):
    store = SaveStore(tmp_path)
    record, _, _ = play("intrigue", ["human", "random"], 3, store=store, stop_after=12)
    store.autosave(record)  # the previous good copy is the same game
    text = store.current_path.read_text()
    edited = GameRecord.from_json(text)
    edited.actions[0] = "steal 4"  # no seat 4 in a two-seat game
    store.current_path.write_text(edited.to_json())
    got = store.load_current()
    assert "its moves do not follow the rules" in got.message
    assert "(Detail: move 1, 'steal 4'.)" in got.message
    assert got.record.actions == record.actions  # the previous good copy is resumed


def test_intrigue_undo_never_crosses_a_barrier():
    # The deal itself draws cards, so undo needs a human action after the last barrier.
    record, _, per_action = play("intrigue", ["human", "random", "random"], 11, stop_after=60)
    allowed = refused = 0
    for n in range(len(record.actions) + 1):
        cut = truncate(record, n)
        point = undo_point(cut, 0)
        if point is None:
            refused += 1
            continue
        allowed += 1
        undone = per_action[point:n]
        assert not any(e.kind in UNDO_BARRIER_KINDS for evs in undone for e in evs)
        # the undone range starts with a human action
        replayed, _ = load_and_replay(truncate(record, point).to_json())[1:]
        assert replayed.current_player() == 0
    assert allowed > 0 and refused > 0  # both cases occur in this game


def test_garden_solo_record_and_ribbon_statistics(tmp_path):
    store = SaveStore(tmp_path)
    scores = []
    with StatsDB(tmp_path / "stats.sqlite3") as db:
        for seed in (1, 2, 3):
            record, state, _ = play("garden", ["human"], seed, store=store)
            record.finish(state.result())
            store.finish(record)
            db.record_game(record, state.result(), 0)
            scores.append(state.result().scores[0])
    with StatsDB(tmp_path / "stats.sqlite3") as db:
        attempts = db.solo_attempts("garden")
        assert sorted(a.score for a in attempts) == sorted(scores)
        assert all(a.ribbon in ("none", "white", "yellow", "red", "blue") for a in attempts)
        assert db.ribbons("garden").attempts == 3
    assert len(store.list_finished()) == 3
    for f in store.list_finished():
        rec, final, _ = store.load_replay(f.path)
        assert final.is_terminal() and rec.result == final.result().line()


def test_wrong_player_count_for_the_real_game_refused():
    rec = GameRecord(game="intrigue", seats=["human"] * 9, seed=1)
    with pytest.raises(RecordError, match="bad setup"):
        load_and_replay(rec.to_json())
    from rules.registry import CATALOGUE

    missing = [e.name for e in CATALOGUE if not e.available]
    if not missing:
        pytest.skip("every game is built now")
    rec = GameRecord(game=missing[0], seats=["human", "random"], seed=1)
    with pytest.raises(RecordError, match="cannot be played here"):
        load_and_replay(rec.to_json())


def test_random_truncations_replay(tmp_path):
    record, _, _ = play("garden", ["human", "random"], 5)
    rng = random.Random(0)
    for n in sorted(rng.sample(range(len(record.actions)), 5)):
        rec, state, _ = load_and_replay(truncate(record, n).to_json())
        assert len(rec.actions) == n and not state.is_terminal()
