"""app/persist/stats.py: results survive reopening, averages/best/rates per game and
opponent level, Garden solo attempts and Blue Ribbon rate (RULINGS G-11), schema version
and migrations, damaged file set aside."""
from __future__ import annotations

import sqlite3

import pytest

from app.persist.record import GameRecord
from app.persist.stats import (SCHEMA_MIGRATIONS, SCHEMA_VERSION, StatsDB, StatsError,
                               opponent_level, ribbon_of)
from rules.core import Result

_n = 0


def game_rec(game="intrigue", seats=("human", "heuristic"), minute=0) -> GameRecord:
    global _n
    _n += 1
    return GameRecord(game=game, seats=list(seats), seed=_n, options={},
                      actions=[], created=f"2026-11-29T10:{minute:02d}:00+00:00",
                      updated=f"2026-11-29T11:{minute:02d}:00+00:00", finished=True,
                      result="result: x")


def test_results_survive_reopening_and_compute_correctly(tmp_path):
    path = tmp_path / "stats.sqlite3"
    with StatsDB(path) as db:
        assert db.message is None and db.schema_version() == SCHEMA_VERSION == 2
        # Against heuristic: scores 3 (win), 0 (loss), 2 (shared win) -> 3 games, 2 wins
        db.record_game(game_rec(), Result((3, 0), (0,)), 0)
        db.record_game(game_rec(), Result((0, 2), (1,)), 0)
        db.record_game(game_rec(seats=("heuristic", "human", "heuristic")),
                       Result((2, 2, 0), (0, 1)), 1)
        # Against search: one loss with score 1
        db.record_game(game_rec(seats=("human", "search")), Result((1, 4), (1,)), 0)
        # Another game entirely
        db.record_game(game_rec(game="roost"), Result((10, 7), (0,)), 0)
    with StatsDB(path) as db:  # reopened: everything is still there
        levels = {(s.game, s.level): s for s in db.by_level()}
        assert set(levels) == {("intrigue", "heuristic"), ("intrigue", "search"),
                               ("roost", "heuristic")}
        h = levels["intrigue", "heuristic"]
        assert (h.games, h.wins, h.best_score) == (3, 2, 3)
        assert h.win_rate == pytest.approx(2 / 3)
        assert h.average_score == pytest.approx((3 + 0 + 2) / 3)
        s = levels["intrigue", "search"]
        assert (s.games, s.wins, s.win_rate, s.average_score, s.best_score) == (1, 0, 0.0, 1, 1)
        total = db.per_game("intrigue")
        assert (total.level, total.games, total.wins, total.best_score) == ("all", 4, 2, 3)
        assert total.average_score == pytest.approx(6 / 4)
        assert [x.level for x in db.by_level("roost")] == ["heuristic"]
        none = db.per_game("wilk")
        assert (none.games, none.wins, none.win_rate, none.average_score) == (0, 0, 0.0, None)


def test_same_game_recorded_twice_counts_once(tmp_path):
    with StatsDB(tmp_path / "s.db") as db:
        r = game_rec()
        assert db.record_game(r, Result((3, 0), (0,)), 0) is True
        assert db.record_game(r, Result((3, 0), (0,)), 0) is False
        assert db.per_game("intrigue").games == 1


def test_garden_solo_attempts_ribbons_and_blue_rate(tmp_path):
    path = tmp_path / "stats.sqlite3"
    scores = [(35, "none"), (105, "blue"), (72, "yellow"), (-4, "none"), (111, "blue"),
              (90, "red")]
    with StatsDB(path) as db:
        for i, (score, ribbon) in enumerate(scores):
            db.record_game(game_rec("garden", ("human",), minute=i),
                           Result((score,), (0,), (("ribbons", ribbon),)), 0)
        # a two-player Garden game is not a solo attempt
        db.record_game(game_rec("garden", ("human", "search"), minute=30),
                       Result((80, 95), (1,), (("ribbons", "yellow,red"),)), 0)
    with StatsDB(path) as db:
        attempts = db.solo_attempts("garden")
        assert [a.score for a in attempts] == [s for s, _ in scores]
        assert [a.ribbon for a in attempts] == [r for _, r in scores]
        assert attempts == sorted(attempts, key=lambda a: a.finished_at)
        rib = db.ribbons("garden")
        assert (rib.attempts, rib.blue) == (6, 2)
        assert rib.blue_rate == pytest.approx(2 / 6)
        assert rib.counts == {"none": 2, "blue": 2, "yellow": 1, "red": 1}
        solo = db.by_level("garden")
        assert {s.level: (s.games, s.best_score) for s in solo} == {"solo": (6, 111),
                                                                    "search": (1, 80)}
        assert next(s for s in solo if s.level == "solo").average_score == pytest.approx(
            sum(s for s, _ in scores) / 6)
        empty = db.ribbons("roost")
        assert (empty.attempts, empty.blue, empty.blue_rate) == (0, 0, 0.0)


def test_ribbon_and_level_helpers():
    assert ribbon_of(Result((1,), (0,), (("ribbons", "Blue"),)), 0) == "blue"
    assert ribbon_of(Result((1, 2), (0,), (("ribbon", "white,red"),)), 1) == "red"
    assert ribbon_of(Result((1,), (0,)), 0) is None
    assert opponent_level(["human"], 0) == "solo"
    assert opponent_level(["search", "human", "search"], 1) == "search"
    assert opponent_level(["random", "human", "search"], 1) == "mixed"


def test_bad_arguments_refused(tmp_path):
    with StatsDB(tmp_path / "s.db") as db:
        with pytest.raises(ValueError):
            db.record_game(game_rec(), Result((1, 0), (0,)), 2)
        with pytest.raises(ValueError):
            db.record_game(game_rec(), Result((1, 0, 0), (0,)), 0)
        assert db.per_game("intrigue").games == 0


def test_newer_schema_refused(tmp_path):
    path = tmp_path / "s.db"
    StatsDB(path).close()
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("UPDATE schema_version SET version = 9")
    conn.close()
    with pytest.raises(StatsError, match="version 9, newer than this program"):
        StatsDB(path)
    assert path.exists()  # a newer program's file is not damaged: left alone


def test_damaged_file_set_aside_and_restarted(tmp_path):
    path = tmp_path / "stats.sqlite3"
    path.write_bytes(b"this is not an sqlite database at all" * 10)
    with StatsDB(path) as db:
        assert "damaged" in db.message
        db.record_game(game_rec(), Result((3, 0), (0,)), 0)
        assert db.per_game("intrigue").games == 1
    kept = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes().startswith(b"this is not")


def test_schema_migration_runs_from_an_older_file(tmp_path, monkeypatch):
    # A pretend version 3 adds a column; a version-2 file is upgraded when opened.
    path = tmp_path / "s.db"
    with StatsDB(path) as db:
        db.record_game(game_rec(), Result((3, 0), (0,)), 0)

    def add_note(conn):
        conn.execute("ALTER TABLE games ADD COLUMN note TEXT DEFAULT ''")

    import app.persist.stats as stats_mod

    monkeypatch.setattr(stats_mod, "SCHEMA_VERSION", 3)
    monkeypatch.setitem(SCHEMA_MIGRATIONS, 2, add_note)
    with StatsDB(path) as db:
        assert db.schema_version() == 3
        cols = [r[1] for r in db._conn.execute("PRAGMA table_info(games)")]
        assert "note" in cols
        assert db.per_game("intrigue").games == 1  # data kept
