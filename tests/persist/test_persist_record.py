"""app/persist/record.py: round trip, strict refusal of damaged records with clear messages,
format migration, replay through the engine, undo helpers."""
from __future__ import annotations

import json
import re

import pytest

from app.persist.record import (FORMAT_VERSION, MIGRATIONS, UNDO_BARRIER_KINDS, GameRecord,
                                RecordError, load_and_replay, migrate, truncate, undo_barrier,
                                undo_check, undo_point, undo_refusal)
from persist_fakegame import GAME, games, play_to_end
from rules.core import Result, make_event


def make_record(actions=None, **kw) -> GameRecord:
    base = dict(game="pebbles", seats=["human", "random"], seed=5, options={"pile": "small"},
                actions=list(actions if actions is not None else ["take 1", "take 2"]),
                created="2026-11-29T10:00:00+00:00")
    base.update(kw)
    return GameRecord(**base)


def good_dict() -> dict:
    return json.loads(make_record().to_json())


def refuse(text: str) -> str:
    with pytest.raises(RecordError) as info:
        load_and_replay(text, games)
    return str(info.value)


def test_round_trip_keeps_every_field():
    rec = make_record()
    rec.add("peek")
    back = GameRecord.from_json(rec.to_json())
    assert back == rec
    assert back.actions == ["take 1", "take 2", "peek"]
    assert back.updated >= back.created
    assert json.loads(rec.to_json())["format_version"] == FORMAT_VERSION == 1


def test_load_and_replay_rebuilds_the_state():
    rec = make_record()
    record, state, events = load_and_replay(rec.to_json(), games)
    assert record.actions == ["take 1", "take 2"]
    assert [e.kind for e in events] == ["take", "take"]
    assert state.taken == [1, 2] and state.current_player() == 0


def test_finished_record_round_trips_with_result_line():
    actions = play_to_end()
    rec = make_record(actions)
    _, state, _ = load_and_replay(rec.to_json(), games)
    rec.finish(state.result())
    record, state2, _ = load_and_replay(rec.to_json(), games)
    assert record.finished and record.result.startswith("result: winner=")
    assert state2.is_terminal()


def test_empty_file_refused():
    assert refuse("") == "the file is empty"
    assert refuse("  \n") == "the file is empty"


def test_truncated_file_refused():
    text = make_record().to_json()
    msg = refuse(text[: len(text) // 2])
    assert "ends too early" in msg and "line " in msg


def test_not_json_refused_with_line_number():
    text = make_record().to_json().replace('"seed": 5', '"seed": 5 5')
    msg = refuse(text)
    assert msg.startswith("line ") and "not JSON" in msg
    line_no = next(i + 1 for i, line in enumerate(text.splitlines()) if "5 5" in line)
    assert msg.startswith(f"line {line_no}, column ")


def test_binary_garbage_and_nan_refused():
    assert "not JSON" in refuse("\x00\x01\x02garbage")
    d = good_dict()
    text = json.dumps(d).replace('"seed": 5', '"seed": NaN')
    assert "NaN" in refuse(text)


@pytest.mark.parametrize("field", ["game", "options", "seats", "seed", "actions", "created",
                                   "updated", "finished", "result", "format_version"])
def test_missing_field_refused(field):
    d = good_dict()
    del d[field]
    assert refuse(json.dumps(d)) == f"missing field '{field}'"


@pytest.mark.parametrize("field,value,words", [
    ("seed", "5", "'seed' must be a whole number, not text"),
    ("seed", True, "'seed' must be a whole number"),
    ("seed", 5.5, "'seed' must be a whole number"),
    ("seats", "human,random", "'seats' must be a non-empty list"),
    ("seats", [], "'seats' must be a non-empty list"),
    ("seats", ["human", "wizard"], "seat 1: 'wizard' is not a seat kind"),
    ("actions", ["take 1", 2], "action 2 must be text"),
    ("actions", "take 1", "'actions' must be a list"),
    ("options", {"pile": 3}, "option 'pile' must be text"),
    ("options", ["pile"], "'options' must be an object"),
    ("finished", "no", "'finished' must be true or false"),
    ("created", "yesterday", "'created' is not a time"),
    ("result", "result: winner=0", "not marked finished"),
    ("format_version", "1", "'format_version' must be a whole number"),
    ("game", 3, "'game' must be a game's name"),
])
def test_wrong_types_refused(field, value, words):
    d = good_dict()
    d[field] = value
    assert words in refuse(json.dumps(d))


def test_not_an_object_refused():
    assert "must be a JSON object, not a list" in refuse("[1, 2]")


def test_unknown_and_duplicate_fields_refused():
    d = good_dict()
    d["cheat"] = True
    assert refuse(json.dumps(d)) == "unknown field 'cheat'"
    text = make_record().to_json().replace('"seed": 5,', '"seed": 5, "seed": 6,')
    assert refuse(text) == "field 'seed' appears twice"


def test_newer_version_refused():
    d = good_dict()
    d["format_version"] = 7
    assert refuse(json.dumps(d)).startswith("format version 7 is newer than this program (1)")


def test_unknown_older_version_refused():
    d = good_dict()
    d["format_version"] = -1
    assert "format version -1 is not known" in refuse(json.dumps(d))


def test_unknown_game_refused():
    assert refuse(make_record(game="chess").to_json()) == "unknown game 'chess'"
    assert "cannot be played here" in refuse(make_record(game="soon").to_json())


def test_bad_setup_refused():
    assert "takes 2-3 players" in refuse(make_record(seats=["human"] * 4).to_json())
    assert "option pile must be one of" in refuse(
        make_record(options={"pile": "huge"}).to_json())
    assert "has no option 'colour'" in refuse(make_record(options={"colour": "red"}).to_json())


def test_illegal_action_hand_edited_in_refused():
    # Take 3, 3 (and 2 if 3 are left): then fewer than 3 pebbles are left and "take 3" is
    # not legal.  Text that names no action is refused too.
    left = GAME.new_state(2, {"pile": "small"}, 5).pile - 6
    actions = ["take 3", "take 3"] + (["take 2"] if left == 3 else []) + ["take 3"]
    msg = refuse(make_record(actions).to_json())
    assert re.fullmatch(r"action \d \('take 3'\) is not legal: only \d pebbles are left",
                        msg), msg
    msg = refuse(make_record(["take 1", "steal 4"]).to_json())
    assert "action 2 ('steal 4')" in msg and "not a Pebbles action" in msg
    msg = refuse(make_record(["peek", "peek", "take 1"]).to_json())  # peeking keeps the turn
    assert "action 2 ('peek')" in msg and "already peeked" in msg


def test_finished_flag_and_result_must_match_the_replay():
    rec = make_record(["take 1"], finished=True)
    assert "not over" in refuse(rec.to_json())
    actions = play_to_end()
    rec = make_record(actions, finished=True, result="result: winner=1 scores=0,9")
    assert "does not match the replayed game" in refuse(rec.to_json())


def v0_text(**changes) -> str:
    d = {"format_version": 0, "game": "pebbles", "options": {"pile": "large"},
         "players": ["human", "heuristic", "search"], "seed": "42",
         "actions": ["take 2", "peek"], "saved": "2025-06-01T12:00:00+00:00"}
    d.update(changes)
    return json.dumps(d)


def test_version_0_file_loads_through_migration():
    assert 0 in MIGRATIONS
    record, state, events = load_and_replay(v0_text(), games)
    assert record.seats == ["human", "heuristic", "search"]
    assert record.seed == 42 and record.options == {"pile": "large"}
    assert record.created == record.updated == "2025-06-01T12:00:00+00:00"
    assert record.finished is False and record.result is None
    assert record.format_version == 1
    assert [e.kind for e in events] == ["take", "reveal"]
    # Saved again, it is written in the current format and loads as such.
    assert json.loads(record.to_json())["format_version"] == 1
    assert "players" not in json.loads(record.to_json())
    assert GameRecord.from_json(record.to_json()) == record


def test_version_0_damage_is_refused():
    assert "'seed' is not a whole number: 'forty'" in refuse(v0_text(seed="forty"))
    d = json.loads(v0_text())
    del d["players"]
    assert "missing field 'players'" in refuse(json.dumps(d))


def test_migrate_does_not_change_its_input():
    d = json.loads(v0_text())
    before = json.dumps(d, sort_keys=True)
    migrate(d)
    assert json.dumps(d, sort_keys=True) == before


def test_truncate_keeps_a_prefix_and_unfinishes():
    actions = play_to_end()
    rec = make_record(actions, finished=True, result="x")
    cut = truncate(rec, 3)
    assert cut.actions == actions[:3] and not cut.finished and cut.result is None
    assert rec.actions == actions  # the original is untouched
    cut.actions.append("take 1")
    assert rec.actions == actions
    with pytest.raises(ValueError):
        truncate(rec, len(actions) + 1)
    with pytest.raises(ValueError):
        truncate(rec, -1)


def test_undo_barrier_kinds():
    assert UNDO_BARRIER_KINDS >= {"draw", "shuffle", "reveal", "deal", "newgame", "show",
                                  "token"}
    assert {"lose", "rose_drawn", "tokens"} <= UNDO_BARRIER_KINDS  # Intrigue, Garden
    evs = [make_event("coins", "a"), make_event("shuffle", "b"), make_event("draw", "c")]
    assert undo_barrier(evs).kind == "shuffle"
    assert undo_barrier([make_event("coins", "a")]) is None


def test_undo_point_goes_back_to_the_humans_last_move():
    # seat 0 human, seat 1 AI (pile 9): human take 1, AI take 2, human take 1
    rec = make_record(["take 1", "take 2", "take 1"])
    assert undo_point(rec, 0, games) == 2
    assert undo_point(truncate(rec, 1), 0, games) == 0
    assert undo_point(make_record([]), 0, games) is None


def test_undo_point_never_crosses_another_seats_action():
    # The AI answered (take 1): the human's move is not undoable, or the person could take
    # a move back after seeing the reply.
    rec = make_record(["take 1", "take 2", "take 1", "take 1"])
    assert undo_point(rec, 0, games) is None
    assert undo_refusal(rec, 0, games) == "Seat 2 has moved since your last move"
    assert undo_point(truncate(rec, 3), 0, games) == 2
    assert undo_refusal(truncate(rec, 3), 0, games) is None
    # A forced action answers too (the tester's case: a forced decline tells that the card
    # was not held): pile 9, human takes 2, the AI peeks and takes 3, human takes 3, and
    # the AI (peeked, 1 pebble left) has only "take 1".
    rec = make_record(["take 2", "peek", "take 3", "take 3", "take 1"])
    assert undo_point(rec, 0, games) is None
    assert undo_check(rec, 0, games) == (None, "Seat 2 has moved since your last move")
    assert undo_check(make_record(["peek"]), 1, games) == (None, "you have not moved yet")


def test_undo_point_never_crosses_a_reveal():
    # The AI peeks (a reveal) after the human's move: the human may not undo past it.
    rec = make_record(["take 1", "peek", "take 1"])
    assert undo_point(rec, 0, games) is None
    # The human's own peek is a reveal too: it cannot be undone.
    rec = make_record(["take 1", "take 1", "peek"])
    assert undo_point(rec, 0, games) is None
    assert undo_refusal(make_record(["peek"]), 0, games) == \
        "a card was shown, drawn or shuffled since your last move"
    # A reveal before the human's latest move does not matter (peeking keeps the turn:
    # seat 0 peeks and takes, seat 1 takes, seat 0 takes).
    rec = make_record(["peek", "take 1", "take 1", "take 1"])
    assert undo_point(rec, 0, games) == 3
    assert undo_point(truncate(rec, 2), 0, games) == 1
    assert undo_point(truncate(rec, 1), 0, games) is None  # only the human's own peek left


def test_result_line_comes_from_result():
    rec = make_record()
    rec.finish(Result((3, 1), (0,), (("ribbons", "blue"),)))
    assert rec.finished and rec.result == "result: winner=0 scores=3,1 ribbons=blue"
