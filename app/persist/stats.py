"""Statistics of finished games, kept in an sqlite3 file (standard library).

One row per finished game with a human seat: game, options, seats, the human's seat, the
winners, every score, the human's score, the ribbon (Mr. Cabbagehead's Garden, RULINGS
G-11) and the opponents' levels.  Queries: per game and per opponent level (games, wins,
win rate, average and best score of the human); for a solo game (the Garden) every attempt
with its score and ribbon in time order (for a chart) and the Blue Ribbon count and rate.

A match (Intrigue's option ``match=on``: first to 3 game wins, RULINGS I-10) scores games
won, not cards left, so it is never one ``games`` row: each of its games gets its own row
(cards left at that game's end, replayed from the record by :func:`match_games`, tagged
with the match's key in ``match_key``) and the match itself one row in ``matches``
(games won per seat, who won it).  Queries: :meth:`StatsDB.match_stats`.

The schema is versioned: table ``schema_version`` holds :data:`SCHEMA_VERSION`, and
:data:`SCHEMA_MIGRATIONS` upgrades an older file step by step.  A file that is not an
sqlite database (damaged) is set aside as ``<name>.damaged-<stamp><suffix>`` and a fresh
one is started, with :attr:`StatsDB.message` saying so.

This module never imports pygame.
"""
from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from app.persist.record import GameRecord
from app.persist.saves import set_aside as set_aside_file
from rules.core import Result

#: The schema this program writes.
SCHEMA_VERSION = 2


class StatsError(RuntimeError):
    """The statistics file cannot be used (e.g. written by a newer program).  The message
    is for the person; the app can run on without statistics."""


def _create_v1(conn: sqlite3.Connection) -> None:
    """Schema 0 (empty file) -> 1: the ``games`` table."""
    conn.execute("""
        CREATE TABLE games (
            id           INTEGER PRIMARY KEY,
            record_key   TEXT NOT NULL UNIQUE,  -- game|seed|created: one row per game
            game         TEXT NOT NULL,
            options      TEXT NOT NULL,         -- JSON object
            seats        TEXT NOT NULL,         -- JSON list of seat kinds
            players      INTEGER NOT NULL,
            human_seat   INTEGER NOT NULL,
            winners      TEXT NOT NULL,         -- JSON list of seats
            scores       TEXT NOT NULL,         -- JSON list, one per seat
            human_score  INTEGER NOT NULL,
            human_won    INTEGER NOT NULL,      -- 1 if the human is among the winners
            ribbon       TEXT,                  -- Garden (G-11): none/white/yellow/red/blue
            opponents    TEXT NOT NULL,         -- JSON list of the other seats' kinds
            level        TEXT NOT NULL,         -- opponents' level, 'mixed' or 'solo'
            seed         INTEGER NOT NULL,
            finished_at  TEXT NOT NULL          -- ISO-8601 UTC
        )""")
    conn.execute("CREATE INDEX games_by_game ON games (game, level, finished_at)")


def _matches_v2(conn: sqlite3.Connection) -> None:
    """Schema 1 -> 2: the ``matches`` table and ``games.match_key`` (RULINGS I-10).

    A version-1 file kept a whole match as one ``games`` row whose score was the games
    won (a tester saw it averaged as "cards left").  Such a row (options ``match`` =
    ``on``) moves to ``matches``: its games won per seat are its scores, the games played
    their sum (one winner a game).  Its games' cards left were never stored, so it leaves
    no ``games`` rows behind."""
    conn.execute("""
        CREATE TABLE matches (
            id           INTEGER PRIMARY KEY,
            record_key   TEXT NOT NULL UNIQUE,  -- game|seed|created: one row per match
            game         TEXT NOT NULL,
            options      TEXT NOT NULL,         -- JSON object
            seats        TEXT NOT NULL,         -- JSON list of seat kinds
            players      INTEGER NOT NULL,
            human_seat   INTEGER NOT NULL,
            winners      TEXT NOT NULL,         -- JSON list of seats
            scores       TEXT NOT NULL,         -- JSON list: games won per seat
            games        INTEGER NOT NULL,      -- games played in the match
            games_won    INTEGER NOT NULL,      -- games the human won
            human_won    INTEGER NOT NULL,      -- 1 if the human won the match
            opponents    TEXT NOT NULL,         -- JSON list of the other seats' kinds
            level        TEXT NOT NULL,         -- opponents' level or 'mixed'
            seed         INTEGER NOT NULL,
            finished_at  TEXT NOT NULL          -- ISO-8601 UTC
        )""")
    conn.execute("CREATE INDEX matches_by_game ON matches (game, level, finished_at)")
    # the match's record_key for a game played in a match, NULL for a single game
    conn.execute("ALTER TABLE games ADD COLUMN match_key TEXT")
    old = conn.execute("SELECT id, record_key, game, options, seats, players, human_seat,"
                       " winners, scores, human_score, human_won, opponents, level, seed,"
                       " finished_at FROM games").fetchall()
    for (rid, key, game, options, seats, players, human, winners, scores, human_score,
         human_won, opponents, level, seed, finished) in old:
        try:
            is_match = json.loads(options).get("match") == "on"
        except (ValueError, AttributeError):
            is_match = False
        if not is_match:
            continue
        conn.execute(
            "INSERT OR IGNORE INTO matches (record_key, game, options, seats, players,"
            " human_seat, winners, scores, games, games_won, human_won, opponents, level,"
            " seed, finished_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (key, game, options, seats, players, human, winners, scores,
             sum(json.loads(scores)), human_score, human_won, opponents, level, seed,
             finished))
        conn.execute("DELETE FROM games WHERE id = ?", (rid,))


#: ``SCHEMA_MIGRATIONS[n]`` upgrades a schema-n file to n+1 inside one transaction.
SCHEMA_MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    0: _create_v1,
    1: _matches_v2,
}


@dataclass(frozen=True)
class LevelStats:
    """The human's results in ``game`` against ``level`` (an AI level, ``"mixed"``,
    ``"solo"``, or ``"all"`` for a game's total): ``games`` played, ``wins`` (shared wins
    count), ``win_rate`` (0..1), ``average_score`` and ``best_score`` (the human's own
    score, the game's measure; ``None`` when no games)."""

    game: str
    level: str
    games: int
    wins: int
    win_rate: float
    average_score: float | None
    best_score: int | None


@dataclass(frozen=True)
class Attempt:
    """One finished game for a chart: ``finished_at`` (ISO-8601 UTC), the human's
    ``score`` and ``ribbon`` (``None`` when the game gives none), and the game's
    ``options`` (option key -> value, as recorded)."""

    finished_at: str
    score: int
    ribbon: str | None
    options: dict = field(default_factory=dict)


@dataclass(frozen=True)
class RibbonStats:
    """Ribbons of a game's solo attempts (RULINGS G-11): ``attempts``, ``blue`` (Blue
    Ribbon count), ``blue_rate`` (0..1, 0 with no attempts) and ``counts`` per ribbon word
    (``"none"``, ``"white"``, ``"yellow"``, ``"red"``, ``"blue"``)."""

    attempts: int
    blue: int
    blue_rate: float
    counts: dict[str, int]


@dataclass(frozen=True)
class MatchStats:
    """The human's matches in ``game`` against ``level`` (as in :class:`LevelStats`;
    ``"all"`` for a game's total): ``matches`` played, ``wins`` (matches won),
    ``win_rate`` (0..1, 0 with no matches), and the games of those matches the human
    ``games_won`` and ``games_lost`` (RULINGS I-10)."""

    game: str
    level: str
    matches: int
    wins: int
    win_rate: float
    games_won: int
    games_lost: int


def is_match(record: GameRecord) -> bool:
    """True when ``record`` is a match (option ``match`` = ``"on"``: first to 3 game
    wins, RULINGS I-10) rather than a single game."""
    return record.options.get("match") == "on"


def match_games(record: GameRecord, resolve: Callable | None = None) -> list[Result]:
    """Each game of the finished match ``record`` (RULINGS I-10), replayed from its seed
    and actions: one :class:`rules.core.Result` per game, in play order, with ``scores``
    the face-down cards each seat kept at that game's end (the measure of a single game)
    and ``winners`` that game's winner.

    A game ends with a ``win`` event whose ``match`` is false; the cards left are the
    seats' ``face_down`` counts (the engine's view) before the action less the ``lose``
    events up to that ``win`` (the next game is dealt in the same action).  ``resolve``
    maps a game name to its engine (default :func:`rules.registry.get_game`).  Raises
    :class:`rules.core.IllegalAction` for an action the engine refuses and ``ValueError``
    when the record does not end the match."""
    from app.persist.record import default_games

    game = (resolve or default_games)(record.game)
    state = game.new_state(len(record.seats), record.options, record.seed)
    games: list[Result] = []
    for text in record.actions:
        left = list(state.view(0).face_down)
        for ev in state.apply(game.parse_action(text)):
            if ev.kind == "lose":
                left[ev.get("seat")] -= 1
            elif ev.kind == "win" and not ev.get("match"):
                games.append(Result(tuple(left), (ev.get("seat"),)))
    if not state.is_terminal():
        raise ValueError("the match record does not reach the end of the match")
    return games


def opponent_level(seats: list[str], human_seat: int) -> str:
    """The label of the opponents: their common kind (``"heuristic"``...), ``"mixed"``
    when they differ, ``"solo"`` when there are none."""
    others = {k for i, k in enumerate(seats) if i != human_seat}
    if not others:
        return "solo"
    return others.pop() if len(others) == 1 else "mixed"


def ribbon_of(result: Result, human_seat: int) -> str | None:
    """The human's ribbon from ``result.extra``: key ``ribbon`` or ``ribbons``; the value is
    one word (solo) or one word per seat separated by commas.  Lower-cased; ``None`` when
    the game gives no ribbons."""
    for key, value in result.extra:
        if key in ("ribbon", "ribbons"):
            words = [w.strip().lower() for w in value.split(",")]
            if len(words) == 1:
                return words[0]
            return words[human_seat] if human_seat < len(words) else None
    return None


class StatsDB:
    """The statistics file at ``path`` (created with its folder if missing).

    Raises :class:`StatsError` when the file was written by a newer program (or is damaged
    and cannot be renamed).  A damaged
    file is set aside (see module doc) and :attr:`message` tells the person; otherwise
    ``message`` is ``None``.  Use as a context manager or call :meth:`close`.
    """

    def __init__(self, path: Path):
        self.path = Path(path)
        self.message: str | None = None
        #: Where a damaged file was set aside by this opening, else None.
        self.set_aside: Path | None = None
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._conn = self._open()
        except sqlite3.DatabaseError as exc:
            try:
                kept = set_aside_file(self.path)
            except OSError as err:
                raise StatsError(f"the statistics file is damaged ({exc}) and could not be"
                                 f" set aside ({err}); statistics are off") from None
            self.set_aside = kept
            self.message = (f"The statistics file was damaged ({exc}); it was kept as"
                            f" {kept.name} and new statistics were started.")
            self._conn = self._open()

    def _open(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path)
        try:
            version = self._version(conn)
            if version > SCHEMA_VERSION:
                raise StatsError(f"the statistics file is version {version}, newer than this"
                                 f" program ({SCHEMA_VERSION}); statistics are off")
            while version < SCHEMA_VERSION:
                with conn:
                    SCHEMA_MIGRATIONS[version](conn)
                    version += 1
                    conn.execute("DELETE FROM schema_version")
                    conn.execute("INSERT INTO schema_version (version) VALUES (?)", (version,))
        except BaseException:
            conn.close()
            raise
        return conn

    @staticmethod
    def _version(conn: sqlite3.Connection) -> int:
        has = conn.execute("SELECT name FROM sqlite_master WHERE type='table'"
                           " AND name='schema_version'").fetchone()
        if not has:
            with conn:
                conn.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
                conn.execute("INSERT INTO schema_version (version) VALUES (0)")
            return 0
        row = conn.execute("SELECT version FROM schema_version").fetchone()
        if row is None or not isinstance(row[0], int):
            raise sqlite3.DatabaseError("schema_version table is empty or wrong")
        return row[0]

    def schema_version(self) -> int:
        """The schema version of the open file (:data:`SCHEMA_VERSION` after opening)."""
        return self._version(self._conn)

    def close(self) -> None:
        """Close the file."""
        self._conn.close()

    def __enter__(self) -> "StatsDB":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- writing ------------------------------------------------------------------------

    def record_game(self, record: GameRecord, result: Result, human_seat: int) -> bool:
        """Add one finished game played by the human in ``human_seat``.

        Returns ``False`` (and adds nothing) if this game (same game, seed and ``created``
        time) is already recorded, so filing a game twice after a crash counts once.
        Raises ``ValueError`` when ``human_seat`` is not a seat of the record or the
        result's scores do not match the seats.

        A match (:func:`is_match`, RULINGS I-10) is split into its games by replaying the
        record (:func:`match_games`) and goes to :meth:`record_match`: its ``result``
        counts games won, which is not a game's score.
        """
        self._check(record, result, human_seat)
        if is_match(record):
            return self.record_match(record, result, human_seat, match_games(record))
        with self._conn:
            return self._insert_game(record, result, human_seat, self._key(record), None)

    def record_match(self, record: GameRecord, result: Result, human_seat: int,
                     games: list[Result]) -> bool:
        """Add one finished match (RULINGS I-10): ``result`` is the match's (games won per
        seat), ``games`` each game's own result in play order (cards left per seat, as
        :func:`match_games` gives).  Each game becomes a ``games`` row (so per-game
        figures stay cards left) and the match a ``matches`` row, in one transaction.

        Returns ``False`` (and adds nothing) if this match is already recorded.  Raises
        ``ValueError`` like :meth:`record_game`, and when ``games`` is empty or a game's
        scores do not match the seats."""
        self._check(record, result, human_seat)
        if not games:
            raise ValueError("a match has at least one game")
        for g in games:
            self._check(record, g, human_seat)
        key = self._key(record)
        n = len(record.seats)
        won = sum(human_seat in g.winners for g in games)
        with self._conn:
            cur = self._conn.execute(
                "INSERT OR IGNORE INTO matches (record_key, game, options, seats, players,"
                " human_seat, winners, scores, games, games_won, human_won, opponents,"
                " level, seed, finished_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (key, record.game, json.dumps(record.options, sort_keys=True),
                 json.dumps(record.seats), n, human_seat, json.dumps(list(result.winners)),
                 json.dumps(list(result.scores)), len(games), won,
                 int(human_seat in result.winners),
                 json.dumps([k for i, k in enumerate(record.seats) if i != human_seat]),
                 opponent_level(record.seats, human_seat), record.seed, record.updated))
            if cur.rowcount != 1:
                return False
            for i, g in enumerate(games, 1):
                self._insert_game(record, g, human_seat, f"{key}#{i}", key)
        return True

    @staticmethod
    def _key(record: GameRecord) -> str:
        return f"{record.game}|{record.seed}|{record.created}"

    @staticmethod
    def _check(record: GameRecord, result: Result, human_seat: int) -> None:
        n = len(record.seats)
        if not 0 <= human_seat < n:
            raise ValueError(f"human seat {human_seat} is not a seat of a {n}-seat game")
        if len(result.scores) != n:
            raise ValueError(f"{len(result.scores)} scores for {n} seats")

    def _insert_game(self, record: GameRecord, result: Result, human_seat: int, key: str,
                     match_key: str | None) -> bool:
        n = len(record.seats)
        cur = self._conn.execute(
            "INSERT OR IGNORE INTO games (record_key, game, options, seats, players,"
            " human_seat, winners, scores, human_score, human_won, ribbon, opponents,"
            " level, seed, finished_at, match_key)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (key, record.game, json.dumps(record.options, sort_keys=True),
             json.dumps(record.seats), n, human_seat, json.dumps(list(result.winners)),
             json.dumps(list(result.scores)), result.scores[human_seat],
             int(human_seat in result.winners), ribbon_of(result, human_seat),
             json.dumps([k for i, k in enumerate(record.seats) if i != human_seat]),
             opponent_level(record.seats, human_seat), record.seed, record.updated,
             match_key))
        return cur.rowcount == 1

    # -- queries ------------------------------------------------------------------------

    @staticmethod
    def _level_stats(game: str, level: str, row) -> LevelStats:
        games, wins, avg, best = row
        return LevelStats(game, level, games, wins or 0, (wins or 0) / games if games else 0.0,
                          avg, best)

    def by_level(self, game: str | None = None) -> list[LevelStats]:
        """One :class:`LevelStats` per (game, opponent level) with at least one game,
        sorted by game then level; only ``game`` when given."""
        sql = ("SELECT game, level, COUNT(*), SUM(human_won), AVG(human_score),"
               " MAX(human_score) FROM games")
        args: tuple = ()
        if game is not None:
            sql += " WHERE game = ?"
            args = (game,)
        sql += " GROUP BY game, level ORDER BY game, level"
        return [self._level_stats(r[0], r[1], r[2:]) for r in self._conn.execute(sql, args)]

    def per_game(self, game: str) -> LevelStats:
        """The human's totals in ``game`` against every opponent level (``level="all"``).
        Solo games are left out: with nobody to beat they are attempts, not wins (they are
        counted by :meth:`solo_attempts` and :meth:`ribbons`, and by the ``"solo"`` row of
        :meth:`by_level`); ``games`` is 0 when ``game`` was only played alone."""
        row = self._conn.execute("SELECT COUNT(*), SUM(human_won), AVG(human_score),"
                                 " MAX(human_score) FROM games WHERE game = ? AND players > 1",
                                 (game,)).fetchone()
        return self._level_stats(game, "all", row)

    def solo_attempts(self, game: str = "garden") -> list[Attempt]:
        """Every one-seat game of ``game`` in time order (oldest first): the list of
        scores over time for a chart, with each attempt's ribbon."""
        rows = self._conn.execute("SELECT finished_at, human_score, ribbon, options FROM games"
                                  " WHERE game = ? AND players = 1 ORDER BY finished_at, id",
                                  (game,))
        return [Attempt(at, score, ribbon, json.loads(opts or "{}"))
                for at, score, ribbon, opts in rows]

    def ribbons(self, game: str = "garden") -> RibbonStats:
        """Ribbon counts and the Blue Ribbon rate over the solo attempts of ``game``."""
        counts: dict[str, int] = {}
        for a in self.solo_attempts(game):
            word = a.ribbon if a.ribbon is not None else "none"
            counts[word] = counts.get(word, 0) + 1
        attempts = sum(counts.values())
        blue = counts.get("blue", 0)
        return RibbonStats(attempts, blue, blue / attempts if attempts else 0.0, counts)

    def match_stats(self, game: str | None = None) -> list[MatchStats]:
        """One :class:`MatchStats` per (game, opponent level) with at least one match,
        sorted by game then level, and after a game's levels an ``"all"`` total when it
        was played at more than one level; only ``game`` when given."""
        sql = ("SELECT game, level, COUNT(*), SUM(human_won), SUM(games_won),"
               " SUM(games - games_won) FROM matches")
        args: tuple = ()
        if game is not None:
            sql += " WHERE game = ?"
            args = (game,)
        sql += " GROUP BY game, level ORDER BY game, level"
        out: list[MatchStats] = []
        rows = [MatchStats(g, lv, n, w or 0, (w or 0) / n if n else 0.0, gw or 0, gl or 0)
                for g, lv, n, w, gw, gl in self._conn.execute(sql, args)]
        for name in sorted({r.game for r in rows}):
            mine = [r for r in rows if r.game == name]
            out += mine
            if len(mine) > 1:
                n, w = sum(r.matches for r in mine), sum(r.wins for r in mine)
                out.append(MatchStats(name, "all", n, w, w / n, sum(r.games_won for r in mine),
                                      sum(r.games_lost for r in mine)))
        return out

    def matches_without_games(self) -> int:
        """How many recorded matches have no ``games`` rows: those moved from a version-1
        file (see :func:`_matches_v2`), whose games' cards left were never kept."""
        return self._conn.execute("SELECT COUNT(*) FROM matches WHERE record_key NOT IN"
                                  " (SELECT match_key FROM games WHERE match_key IS NOT NULL)"
                                  ).fetchone()[0]
