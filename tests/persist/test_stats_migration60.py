"""Statistics schema 1 -> 2 (app/persist/stats.py, RULINGS I-10), from a new-user tester's
file: a version-1 file kept a whole Intrigue match as one ``games`` row scored in games
won, which the page averaged as "cards left" ("3 games, 1 won (33%), average 0.7 cards
left" for cards left 1, 0 and a match).  Opening it moves the match to ``matches``."""
from __future__ import annotations

import json
import sqlite3

import pytest

from app.persist.record import GameRecord
from app.persist.stats import SCHEMA_MIGRATIONS, SCHEMA_VERSION, StatsDB
from rules.core import Result

SEATS = ["human", "search", "heuristic", "random"]

#: The tester's three rows, as the version-1 program wrote them: (options, winners,
#: scores) with the person in seat 0.
TESTER_ROWS = [
    ({"match": "off", "start": "random"}, [0], [1, 0, 0, 0]),   # won, 1 card left
    ({"match": "on", "start": "random"}, [2], [1, 2, 3, 0]),    # a lost match, 1 game won
    ({"match": "off", "start": "random"}, [2], [0, 0, 2, 0]),   # lost, 0 cards left
]


def version_1_file(path, rows=TESTER_ROWS):
    """A statistics file exactly as the version-1 program left it."""
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
        conn.execute("INSERT INTO schema_version (version) VALUES (1)")
        SCHEMA_MIGRATIONS[0](conn)
        for i, (options, winners, scores) in enumerate(rows):
            conn.execute(
                "INSERT INTO games (record_key, game, options, seats, players, human_seat,"
                " winners, scores, human_score, human_won, ribbon, opponents, level, seed,"
                " finished_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (f"intrigue|{i}|2026-11-30T10:0{i}:00+00:00", "intrigue",
                 json.dumps(options, sort_keys=True), json.dumps(SEATS), 4, 0,
                 json.dumps(winners), json.dumps(scores), scores[0], int(0 in winners), None,
                 json.dumps(SEATS[1:]), "mixed", i, f"2026-11-30T11:0{i}:00+00:00"))
    conn.close()


def test_the_testers_version_1_file_is_migrated_and_counts_right(tmp_path):
    path = tmp_path / "stats.sqlite3"
    version_1_file(path)
    with StatsDB(path) as db:
        assert db.schema_version() == SCHEMA_VERSION == 2
        games = db.per_game("intrigue")
        # the two single games only: cards left 1 and 0, one won
        assert (games.games, games.wins, games.best_score) == (2, 1, 1)
        assert games.average_score == pytest.approx(0.5)
        [m] = db.match_stats("intrigue")
        assert (m.level, m.matches, m.wins, m.win_rate) == ("mixed", 1, 0, 0.0)
        assert (m.games_won, m.games_lost) == (1, 5)          # 1+2+3+0 = 6 games played
        assert db.matches_without_games() == 1                # its games were never kept
        row = db._conn.execute("SELECT scores, games, winners FROM matches").fetchone()
        assert (json.loads(row[0]), row[1], json.loads(row[2])) == ([1, 2, 3, 0], 6, [2])
        keys = [r[0] for r in db._conn.execute("SELECT match_key FROM games")]
        assert keys == [None, None]
    with StatsDB(path) as db:          # reopened: migrated once, nothing moved twice
        assert db.per_game("intrigue").games == 2
        assert db.match_stats()[0].matches == 1


def test_migration_keeps_single_games_and_new_records_go_on(tmp_path):
    path = tmp_path / "stats.sqlite3"
    version_1_file(path, TESTER_ROWS[:1] + TESTER_ROWS[2:])     # no match in it
    with StatsDB(path) as db:
        assert db.match_stats() == [] and db.matches_without_games() == 0
        assert db.per_game("intrigue").games == 2
        rec = GameRecord("intrigue", ["human", "random"], 99, {}, [],
                         created="2026-12-01T09:00:00+00:00")
        assert db.record_game(rec, Result((2, 0), (0,)), 0) is True
        h = [s for s in db.by_level("intrigue") if s.level == "random"][0]
        assert (h.games, h.wins, h.best_score) == (1, 1, 2)


def test_a_damaged_match_row_does_not_stop_the_migration(tmp_path):
    """A row whose options are not a JSON object stays a game row; the file still opens."""
    path = tmp_path / "stats.sqlite3"
    version_1_file(path)
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("UPDATE games SET options = '[1, 2]' WHERE seed = 0")
    conn.close()
    with StatsDB(path) as db:
        assert db.schema_version() == 2
        assert db.per_game("intrigue").games == 2
        assert db.match_stats()[0].matches == 1
