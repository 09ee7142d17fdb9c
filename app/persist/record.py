"""The game record: one game as (game, options, seats, seed, actions), as versioned JSON.

A game is fully described by its record (DESIGN.md "Chance, replays, saves", RULINGS C-2):
the same seed and the same actions replay the same game exactly.  The record is the save
file, the replay and the bug report.

Loading is strict.  :meth:`GameRecord.from_json` refuses anything truncated, corrupted,
hand-edited into a wrong shape or written by a newer program, with a :class:`RecordError`
whose message says what is wrong (``"line 3, column 5: not JSON (...)"``, ``"missing field
'seed'"``, ``"format version 7 is newer than this program (1)"``).  :func:`load_and_replay`
then replays every action through the engine (:func:`rules.core.replay`), so an edited file
can never build an impossible state.  Plain JSON only, nothing executed: JSON and the engine's own action
parser only.

Older formats are upgraded by :data:`MIGRATIONS` (version n -> n+1, on plain dicts).

Undo (DESIGN.md: "undo never crosses a reveal or a shuffle"): :func:`truncate` cuts a record
back to its first n actions; :func:`undo_point` finds how far the human may go back; an
action may be undone only if no event from it up to now has a kind in
:data:`UNDO_BARRIER_KINDS`, and no other seat has made a choice since (an AI's reply is
information: taking a bluff back after seeing who challenges it would let the person probe
the AIs, whose choices replay identically for the same seed, RULINGS C-2).

This module never imports pygame.
"""
from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from typing import Any, Callable, Iterable

from rules.core import Event, Game, IllegalAction, Result, State, replay

#: The format this program writes.  Bump it, add a migration to :data:`MIGRATIONS`.
FORMAT_VERSION = 1

#: Seat kinds a record may name (the same words as ``--seats``, :data:`app.cli.SEAT_KINDS`).
SEAT_KINDS: tuple[str, ...] = ("human", "random", "easy", "heuristic", "search")

#: Event kinds that make an action impossible to undo: each one showed someone information
#: (a card drawn, revealed, shown, dealt, a token turned) or used the game's generator
#: (a shuffle, a new deal).  Undoing across one would let the person peek and choose again.
#: Besides the common words: ``lose`` (Intrigue: a card turned face up shows its role),
#: ``rose_drawn`` (Garden: a Rose drawn from the deck), ``tokens`` (Garden: tokens turned
#: back and shuffled).  Engines should use ``draw``/``reveal``/``shuffle`` for new cases.
UNDO_BARRIER_KINDS: frozenset[str] = frozenset(
    {"draw", "shuffle", "reveal", "deal", "newgame", "show", "token",
     "lose", "rose_drawn", "tokens"})

#: Placeholder time for records from formats that kept none.
EPOCH = "1970-01-01T00:00:00+00:00"

_FIELDS = ("format_version", "game", "options", "seats", "seed", "actions",
           "created", "updated", "finished", "result")

GameResolver = Callable[[str], Game]


class RecordError(ValueError):
    """A record that cannot be loaded.  ``str(error)`` is a sentence a person can read,
    saying what is wrong and where (line, field or action number)."""


def now_iso() -> str:
    """The current UTC time as ISO-8601 text to the second, e.g.
    ``"2026-11-29T23:12:11+00:00"`` (sorts as text in time order)."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def default_games(name: str) -> Game:
    """:func:`rules.registry.get_game` (imported when first needed): the resolver used
    when none is given.  Raises ``KeyError``/``LookupError`` like it."""
    from rules.registry import get_game

    return get_game(name)


@dataclass
class GameRecord:
    """One game: everything needed to rebuild it exactly, plus bookkeeping.

    ``game``: the engine's name (``rules.registry``); ``options``: option key -> value text;
    ``seats``: one kind per seat (``"human"`` or an AI level, :data:`SEAT_KINDS`);
    ``seed``: the game's seed (RULINGS C-2); ``actions``: the ``str()`` of every applied
    action in order; ``created``/``updated``: ISO-8601 UTC times (:func:`now_iso`);
    ``finished``: the game is over; ``result``: its :meth:`rules.core.Result.line` once
    finished, else ``None``; ``format_version``: :data:`FORMAT_VERSION` when written.
    """

    game: str
    seats: list[str]
    seed: int
    options: dict[str, str] = field(default_factory=dict)
    actions: list[str] = field(default_factory=list)
    created: str = field(default_factory=now_iso)
    updated: str = ""
    finished: bool = False
    result: str | None = None
    format_version: int = FORMAT_VERSION

    def __post_init__(self) -> None:
        if not self.updated:
            self.updated = self.created

    # -- building a record as the game goes -------------------------------------------

    def add(self, action: Any) -> None:
        """Append one applied action (stored as ``str(action)``) and touch ``updated``."""
        self.actions.append(str(action))
        self.updated = now_iso()

    def finish(self, result: Result) -> None:
        """Mark the game over with its :class:`rules.core.Result` (kept as its line)."""
        self.finished = True
        self.result = result.line()
        self.updated = now_iso()

    # -- JSON ---------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The record as a plain dict in the current format (field order as written)."""
        return {
            "format_version": FORMAT_VERSION,
            "game": self.game,
            "options": dict(self.options),
            "seats": list(self.seats),
            "seed": self.seed,
            "actions": list(self.actions),
            "created": self.created,
            "updated": self.updated,
            "finished": self.finished,
            "result": self.result,
        }

    def to_json(self) -> str:
        """The record as JSON text (UTF-8 safe, one action per line, ends with a newline)."""
        return json.dumps(self.to_dict(), indent=1, ensure_ascii=False) + "\n"

    @classmethod
    def from_json(cls, text: str) -> "GameRecord":
        """Parse, migrate (:data:`MIGRATIONS`) and check the shape of a record.

        This checks types and fields only; :func:`load_and_replay` also checks the moves.
        Raises :class:`RecordError` for empty, truncated or non-JSON text, duplicate keys,
        a missing, unknown or wrongly typed field, or a format version that is unknown or
        newer than :data:`FORMAT_VERSION`.
        """
        return cls.from_dict(parse_json(text))

    @classmethod
    def from_dict(cls, data: Any) -> "GameRecord":
        """Like :meth:`from_json` for an already parsed JSON value."""
        data = migrate(data)
        _check_shape(data)
        return cls(game=data["game"], seats=list(data["seats"]), seed=data["seed"],
                   options=dict(data["options"]), actions=list(data["actions"]),
                   created=data["created"], updated=data["updated"],
                   finished=data["finished"], result=data["result"],
                   format_version=FORMAT_VERSION)


# -- parsing and validation -------------------------------------------------------------

def _refuse_constant(name: str) -> Any:
    raise RecordError(f"'{name}' is not allowed in a record (not plain JSON)")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in pairs:
        if k in out:
            raise RecordError(f"field '{k}' appears twice")
        out[k] = v
    return out


def parse_json(text: str) -> Any:
    """Strict JSON parsing for records: refuses empty text, NaN/Infinity, duplicate keys.

    Raises :class:`RecordError` with the line and column of a syntax error, and says when
    the text looks cut short (truncated file).
    """
    if not isinstance(text, str):
        raise RecordError(f"a record must be text, not {type(text).__name__}")
    if not text.strip():
        raise RecordError("the file is empty")
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates,
                          parse_constant=_refuse_constant)
    except RecursionError:
        raise RecordError("the JSON is nested too deeply to be a record") from None
    except json.JSONDecodeError as exc:
        why = json_problem(exc.msg)
        if exc.pos >= len(text.rstrip()):
            raise RecordError(f"line {exc.lineno}: the file ends too early (truncated?):"
                              f" not complete JSON ({why})") from None
        raise RecordError(f"line {exc.lineno}, column {exc.colno}: not JSON ({why})") from None


def json_problem(msg: str) -> str:
    """The JSON parser's complaint as words for a person: ``"Unterminated string starting
    at"`` -> ``"unterminated string"``, ``"Expecting ',' delimiter"`` -> ``"expecting ','
    delimiter"`` (the position is given separately, so a dangling "at" is dropped)."""
    msg = re.sub(r"\s+(starting\s+)?at$", "", msg.strip())
    return msg[:1].lower() + msg[1:]


def _type_name(value: Any) -> str:
    return {dict: "an object", list: "a list", str: "text", bool: "true/false",
            int: "a whole number", float: "a number", type(None): "null"}.get(
        type(value), type(value).__name__)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_time(name: str, value: Any) -> None:
    if not isinstance(value, str):
        raise RecordError(f"field '{name}' must be a time as text, not {_type_name(value)}")
    try:
        datetime.fromisoformat(value)
    except ValueError:
        raise RecordError(f"field '{name}' is not a time: '{value}'") from None


def _check_shape(data: dict[str, Any]) -> None:
    """Raise :class:`RecordError` unless ``data`` is a current-format record dict."""
    for name in _FIELDS:
        if name not in data:
            raise RecordError(f"missing field '{name}'")
    for name in data:
        if name not in _FIELDS:
            raise RecordError(f"unknown field '{name}'")
    if not isinstance(data["game"], str) or not data["game"]:
        raise RecordError(f"field 'game' must be a game's name, not {_type_name(data['game'])}")
    opts = data["options"]
    if not isinstance(opts, dict):
        raise RecordError(f"field 'options' must be an object, not {_type_name(opts)}")
    for k, v in opts.items():
        if not isinstance(v, str):
            raise RecordError(f"option '{k}' must be text, not {_type_name(v)}")
    seats = data["seats"]
    if not isinstance(seats, list) or not seats:
        raise RecordError(f"field 'seats' must be a non-empty list, not {_type_name(seats)}")
    for i, s in enumerate(seats):
        if s not in SEAT_KINDS:
            raise RecordError(f"seat {i}: '{s}' is not a seat kind"
                              f" (use {', '.join(SEAT_KINDS)})")
    if not _is_int(data["seed"]):
        raise RecordError(f"field 'seed' must be a whole number, not {_type_name(data['seed'])}")
    actions = data["actions"]
    if not isinstance(actions, list):
        raise RecordError(f"field 'actions' must be a list, not {_type_name(actions)}")
    for i, a in enumerate(actions):
        if not isinstance(a, str):
            raise RecordError(f"action {i + 1} must be text, not {_type_name(a)}")
    _check_time("created", data["created"])
    _check_time("updated", data["updated"])
    if not isinstance(data["finished"], bool):
        raise RecordError(f"field 'finished' must be true or false,"
                          f" not {_type_name(data['finished'])}")
    res = data["result"]
    if res is not None and not isinstance(res, str):
        raise RecordError(f"field 'result' must be text or null, not {_type_name(res)}")
    if res is not None and not data["finished"]:
        raise RecordError("field 'result' is set but the game is not marked finished")


# -- migrations -------------------------------------------------------------------------

def _v0_to_v1(data: dict[str, Any]) -> dict[str, Any]:
    """Format 0 (the first prototype's saves) -> 1.

    Format 0 called the seats ``"players"``, wrote the seed as text (``"1234"``), kept a
    single ``"saved"`` time and had no ``finished``/``result`` fields.
    """
    out = dict(data)
    if "seats" in out:
        raise RecordError("format 0 record has 'seats' (format 0 calls them 'players')")
    if "players" not in out:
        raise RecordError("missing field 'players' (format 0)")
    out["seats"] = out.pop("players")
    seed = out.get("seed")
    if isinstance(seed, str):
        try:
            out["seed"] = int(seed.strip())
        except ValueError:
            raise RecordError(f"field 'seed' is not a whole number: '{seed}'") from None
    saved = out.pop("saved", EPOCH)
    out.setdefault("created", saved)
    out.setdefault("updated", saved)
    out.setdefault("finished", False)
    out.setdefault("result", None)
    out["format_version"] = 1
    return out


#: ``MIGRATIONS[n]`` turns a format-n record dict into a format-(n+1) one (it must not
#: change its input and may raise :class:`RecordError`).  Every version from the oldest
#: known up to ``FORMAT_VERSION - 1`` has an entry.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    0: _v0_to_v1,
}


def migrate(data: Any) -> dict[str, Any]:
    """Bring a parsed record up to :data:`FORMAT_VERSION` through :data:`MIGRATIONS`.

    Raises :class:`RecordError` when ``data`` is not an object, has no usable
    ``format_version``, or its version is newer than this program or older than any known.
    """
    if not isinstance(data, dict):
        raise RecordError(f"a record must be a JSON object, not {_type_name(data)}")
    if "format_version" not in data:
        raise RecordError("missing field 'format_version'")
    version = data["format_version"]
    if not _is_int(version):
        raise RecordError(f"field 'format_version' must be a whole number,"
                          f" not {_type_name(version)}")
    if version > FORMAT_VERSION:
        raise RecordError(f"format version {version} is newer than this program"
                          f" ({FORMAT_VERSION}); please update Cabbage Table")
    oldest = min(MIGRATIONS, default=FORMAT_VERSION)
    if version < oldest:
        raise RecordError(f"format version {version} is not known (oldest known: {oldest})")
    data = copy.deepcopy(data)
    while version < FORMAT_VERSION:
        data = MIGRATIONS[version](data)
        if data.get("format_version") != version + 1:
            raise RecordError(f"internal error: migration from format {version} failed")
        version += 1
    return data


# -- replay -----------------------------------------------------------------------------

def _resolve(record: GameRecord, games: GameResolver) -> Game:
    try:
        return games(record.game)
    except KeyError:
        raise RecordError(f"unknown game '{record.game}'") from None
    except LookupError as exc:
        raise RecordError(f"game '{record.game}' cannot be played here: {exc}") from None


def _new_state(record: GameRecord, game: Game) -> State:
    try:
        game.check_players(len(record.seats))
        game.check_options(record.options)
        return game.new_state(len(record.seats), record.options, record.seed)
    except ValueError as exc:
        raise RecordError(f"bad setup: {exc}") from None


_REPLAY_ERROR = re.compile(r"^action (\d+) \('(.*)'\): (.*)$", re.S)


def replay_record(record: GameRecord, games: GameResolver = default_games
                  ) -> tuple[State, list[Event]]:
    """Rebuild the game of ``record`` through :func:`rules.core.replay`.

    ``games`` maps a game name to its :class:`rules.core.Game` (default
    :func:`rules.registry.get_game`).  Returns ``(state, events)``.  Raises
    :class:`RecordError` for an unknown game, a bad seat count or option, an action that is
    unknown or not legal (naming its number and text), a record marked finished whose game
    is not over, or a result line that does not match the replayed game.
    """
    game = _resolve(record, games)
    _new_state(record, game)  # setup errors get their own message
    try:
        state, events = replay(game, len(record.seats), record.options, record.seed,
                               record.actions)
    except IllegalAction as exc:
        # rules.core.replay says "action 12 ('steal 4'): <reason>"
        m = _REPLAY_ERROR.match(exc.reason)
        if m:
            raise RecordError(f"action {m[1]} ('{m[2]}') is not legal: {m[3]}") from None
        raise RecordError(f"the moves do not follow the rules: {exc.reason}") from None
    except Exception as exc:  # an engine bug must not crash loading: report it as damage
        raise RecordError(f"the game could not be replayed ({type(exc).__name__}: {exc})"
                          ) from None
    if record.finished and not state.is_terminal():
        raise RecordError(f"the record says the game is finished, but after its"
                          f" {len(record.actions)} moves it is not over")
    if record.result is not None:
        line = state.result().line()
        if line != record.result:
            raise RecordError(f"the result '{record.result}' does not match the replayed game"
                              f" ('{line}')")
    return state, events


def load_and_replay(text: str, games: GameResolver = default_games
                    ) -> tuple[GameRecord, State, list[Event]]:
    """Parse, migrate, check and replay a record.  Returns ``(record, state, events)``.

    Raises :class:`RecordError` for anything :meth:`GameRecord.from_json` or
    :func:`replay_record` refuses.
    """
    record = GameRecord.from_json(text)
    state, events = replay_record(record, games)
    return record, state, events


# -- undo -------------------------------------------------------------------------------

def truncate(record: GameRecord, n: int) -> GameRecord:
    """A new record holding the first ``n`` actions of ``record`` (not finished).

    The app may only undo back to ``n`` if no event caused by actions ``n+1..`` has a kind
    in :data:`UNDO_BARRIER_KINDS` (use :func:`undo_point` or :func:`undo_barrier`).
    Raises ``ValueError`` unless ``0 <= n <= len(record.actions)``.
    """
    if not 0 <= n <= len(record.actions):
        raise ValueError(f"cannot keep {n} of {len(record.actions)} actions")
    return replace(record, actions=list(record.actions[:n]), options=dict(record.options),
                   seats=list(record.seats), finished=False, result=None, updated=now_iso())


def undo_barrier(events: Iterable[Event]) -> Event | None:
    """The first event among ``events`` that forbids undoing across it (its kind is in
    :data:`UNDO_BARRIER_KINDS`), or ``None``."""
    for ev in events:
        if ev.kind in UNDO_BARRIER_KINDS:
            return ev
    return None


def undo_point(record: GameRecord, human_seat: int,
               games: GameResolver = default_games) -> int | None:
    """How many actions to keep (for :func:`truncate`) to undo the human's latest action
    and everything after it, or ``None`` when :func:`undo_refusal` gives a reason not to.

    Raises :class:`RecordError` if the record does not replay.
    """
    return undo_check(record, human_seat, games)[0]


def undo_refusal(record: GameRecord, human_seat: int,
                 games: GameResolver = default_games) -> str | None:
    """Why the human's latest action cannot be undone, in a person's words, or ``None``
    when it can: ``"you have not moved yet"``, ``"Seat 3 has moved since your last move"``
    (any action of another seat after it, forced ones too: a forced decline still tells
    that the card was not held, and an AI's choices replay identically for the same seed,
    RULINGS C-2, so undoing across them would let the person probe the AIs), or ``"a card
    was shown, drawn or shuffled since your last move"`` (an event in
    :data:`UNDO_BARRIER_KINDS`, DESIGN.md).  Raises :class:`RecordError` if the record
    does not replay."""
    return undo_check(record, human_seat, games)[1]


def undo_check(record: GameRecord, human_seat: int,
               games: GameResolver = default_games) -> tuple[int | None, str | None]:
    """(:func:`undo_point`, :func:`undo_refusal`) in one replay: replays ``record`` step by step to learn who made each
    action and what it revealed, then walks back from the end to the human's latest
    action."""
    from app.ui.words import seat_label

    game = _resolve(record, games)
    state = _new_state(record, game)
    actors: list[int] = []
    barrier: list[bool] = []
    for i, text in enumerate(record.actions):
        actors.append(state.current_player())
        try:
            events = state.apply(game.parse_action(text))
        except IllegalAction as exc:
            raise RecordError(f"action {i + 1} ('{text}') is not legal: {exc.reason}") from None
        barrier.append(undo_barrier(events) is not None)
    if human_seat not in actors:
        return None, "you have not moved yet"
    last = max(i for i, a in enumerate(actors) if a == human_seat)
    other = next((a for a in actors[last + 1:] if a != human_seat), None)
    if other is not None:
        return None, f"{seat_label(other)} has moved since your last move"
    if any(barrier[last:]):
        return None, "a card was shown, drawn or shuffled since your last move"
    return last, None
