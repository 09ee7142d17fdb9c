"""The engine interface shared by every game, the AI, the app and the tests.

Modelled on OpenSpiel's ``State`` with python-chess manners (see ../shared/DESIGN.md):

* ``Game`` describes a game (name, title, player counts, options) and builds states.
* ``State`` is the whole truth of one game in progress.  ``legal_actions()`` is the only
  source of legality; ``apply()`` returns :class:`Event` objects and raises
  :class:`IllegalAction` (leaving the state unchanged) for anything else.
* ``view(seat)`` is what one seat may know (RULINGS C-3); ``determinize(seat, rng)`` is a
  full state consistent with that view, the AI's only door to the state.
* Actions are frozen, hashable dataclasses whose ``str()`` round-trips through
  ``Game.parse_action``.

Chance is resolved inside the engine from the state's own seeded generator
(``random.Random(seed)``, RULINGS C-2); there is no explicit chance player.

This module never imports pygame.
"""
from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Hashable, Iterable, Mapping, Sequence

#: ``current_player()`` of a finished game.
TERMINAL = -1


class IllegalAction(ValueError):
    """Raised by ``State.apply`` (and parsers) for an action that is not legal now.

    ``reason`` is a sentence a person can read, shown in the app's prompt bar.
    The state is left exactly as it was.
    """

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Option:
    """One setup option of a game (a variant or expansion).

    ``key`` is the text used on the command line (``--option key=value``) and in saves;
    ``choices`` are the allowed values as strings, the first is the default unless
    ``default`` says otherwise.  ``min_players``: the fewest seats for which the option can
    change anything (who starts, RULINGS C-1, needs two); a setup screen greys it out below.
    """

    key: str
    label: str
    choices: tuple[str, ...]
    default: str
    help: str = ""
    min_players: int = 1


@dataclass(frozen=True)
class Event:
    """Something that happened, for the log and for animation.

    ``kind``: a short machine word (``"coins"``, ``"reveal"``, ``"claim"`` ...).
    ``text``: the log line as every seat may read it.
    ``data``: extra fields for animation, as a tuple of (key, value) pairs so the event
    stays hashable; read it with :meth:`get`.
    ``private``: ``None`` when public, else the tuple of seats that may see this event
    (for example the cards a seat draws in an exchange).  ``text_for(seat)`` is the
    way to read an event for one seat.
    """

    kind: str
    text: str
    data: tuple[tuple[str, Any], ...] = ()
    private: tuple[int, ...] | None = None

    def get(self, key: str, default: Any = None) -> Any:
        """Value of ``key`` in ``data``, or ``default``."""
        for k, v in self.data:
            if k == key:
                return v
        return default

    def visible_to(self, seat: int | None) -> bool:
        """True if ``seat`` may see this event (``None`` = an onlooker who sees only public)."""
        return self.private is None or (seat is not None and seat in self.private)


def make_event(kind: str, text: str, private: Iterable[int] | None = None, **data: Any) -> Event:
    """Build an :class:`Event` from keyword data (values must be hashable)."""
    return Event(kind, text, tuple(sorted(data.items())),
                 None if private is None else tuple(sorted(private)))


@dataclass(frozen=True)
class Result:
    """Outcome of a finished game.

    ``scores``: one integer per seat (the game's own measure, e.g. Intrigue: face-down
    cards left).  ``winners``: the winning seats (several = shared win).
    ``extra``: more ``key=value`` words for the ``result:`` line, in order
    (e.g. ``(("ribbons", "blue"),)``).
    """

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    extra: tuple[tuple[str, str], ...] = ()

    def line(self) -> str:
        """The one-line summary printed by ``--selfplay``:
        ``result: winner=0+2 scores=3,0,3 [extra...]``."""
        words = [
            "result:",
            "winner=" + "+".join(str(s) for s in self.winners),
            "scores=" + ",".join(str(s) for s in self.scores),
        ]
        words += [f"{k}={v}" for k, v in self.extra]
        return " ".join(words)


class State(ABC):
    """One game in progress.  Subclasses hold all the truth, including hidden cards.

    Subclasses must implement the abstract methods; the helpers below are shared.
    """

    @abstractmethod
    def current_player(self) -> int:
        """The seat to act now (0..n-1), or :data:`TERMINAL`."""

    @abstractmethod
    def legal_actions(self) -> list:
        """All legal actions of the current player, in a deterministic order.  Empty only
        when the game is over."""

    @abstractmethod
    def apply(self, action) -> list[Event]:
        """Apply ``action`` for the current player and return the events it caused.

        Raises :class:`IllegalAction` (state unchanged) if it is not in ``legal_actions()``.
        """

    @abstractmethod
    def view(self, seat: int) -> Hashable:
        """What ``seat`` may know (RULINGS C-3), as a frozen, comparable value."""

    @abstractmethod
    def determinize(self, seat: int, rng: random.Random) -> "State":
        """A full state consistent with ``view(seat)``: every card ``seat`` cannot see is
        re-dealt at random from the cards it cannot account for, and the state's own
        generator is re-seeded from ``rng``.  Two states with equal views for ``seat``
        give equal determinizations for the same ``rng`` seed (no leak by construction)."""

    @abstractmethod
    def result(self) -> Result:
        """The :class:`Result` of a finished game.  Raises ``ValueError`` before the end."""

    @abstractmethod
    def clone(self) -> "State":
        """An independent deep copy (same generator state)."""

    @property
    @abstractmethod
    def num_players(self) -> int:
        """Number of seats."""

    def is_terminal(self) -> bool:
        """True when the game is over."""
        return self.current_player() == TERMINAL

    def progress(self) -> str | None:
        """How far the game has got, in the game's own words for a person (e.g. the
        Garden's ``"round 2 of 3"``), or ``None`` when the game has no such measure (the
        app then counts actions).  Shown on the menu's Resume button."""
        return None

    def find_action(self, text: str):
        """The legal action whose ``str()`` is ``text``.  Raises :class:`IllegalAction`
        naming the text when there is none."""
        for a in self.legal_actions():
            if str(a) == text:
                return a
        raise IllegalAction(f"'{text}' is not a legal action now")

    def _check_legal(self, action) -> None:
        """Raise :class:`IllegalAction` unless ``action`` is legal now (helper for ``apply``)."""
        if self.is_terminal():
            raise IllegalAction("The game is over.")
        if action not in self.legal_actions():
            raise IllegalAction(self.explain_illegal(action))

    def explain_illegal(self, action) -> str:
        """A readable reason why ``action`` is not legal now; games override for detail."""
        return f"{action} is not allowed now."


class Game(ABC):
    """A game's description and state factory.

    Class attributes: ``name`` (command-line word, e.g. ``"intrigue"``), ``title``,
    ``min_players``, ``max_players``, ``options`` (a tuple of :class:`Option`).
    """

    name: str = ""
    title: str = ""
    min_players: int = 1
    max_players: int = 1
    options: tuple[Option, ...] = ()

    def default_options(self) -> dict[str, str]:
        """Every option at its default value."""
        return {o.key: o.default for o in self.options}

    def check_options(self, options: Mapping[str, str] | None) -> dict[str, str]:
        """Complete ``options`` with defaults and validate them.

        Raises ``ValueError`` naming an unknown key or a value outside an option's choices.
        """
        out = self.default_options()
        for k, v in (options or {}).items():
            opt = next((o for o in self.options if o.key == k), None)
            if opt is None:
                raise ValueError(f"{self.title} has no option '{k}'"
                                 f" (known: {', '.join(o.key for o in self.options) or 'none'})")
            if v not in opt.choices:
                raise ValueError(f"option {k} must be one of {', '.join(opt.choices)}, not '{v}'")
            out[k] = v
        return out

    def check_players(self, num_players: int) -> None:
        """Raise ``ValueError`` unless ``num_players`` is within the game's range."""
        if not self.min_players <= num_players <= self.max_players:
            raise ValueError(f"{self.title} takes {self.min_players}-{self.max_players} players,"
                             f" not {num_players}")

    @abstractmethod
    def new_state(self, num_players: int, options: Mapping[str, str] | None = None,
                  seed: int = 0) -> State:
        """A fresh game.  Raises ``ValueError`` for a bad player count or option."""

    @abstractmethod
    def parse_action(self, text: str):
        """The action whose ``str()`` is ``text``.  Raises :class:`IllegalAction` for text
        that names no action of this game."""


def replay(game: Game, num_players: int, options: Mapping[str, str] | None, seed: int,
           actions: Sequence[str]) -> tuple[State, list[Event]]:
    """Rebuild a game from its record, checking every action against the engine.

    Returns the state and all events.  Raises :class:`IllegalAction` with the index of
    the first action that is unknown or illegal.
    """
    state = game.new_state(num_players, options, seed)
    events: list[Event] = []
    for i, text in enumerate(actions):
        try:
            action = game.parse_action(text)
            events += state.apply(action)
        except IllegalAction as exc:
            raise IllegalAction(f"action {i + 1} ('{text}'): {exc.reason}") from None
    return state, events


@dataclass
class Observation:
    """What an AI seat is given: its seat, its view, its legal actions and a sampler of
    determinizations.  Built by :func:`observe`; the agent never holds the true state."""

    seat: int
    view: Hashable
    legal: list
    _source: State = field(repr=False)

    def sample(self, rng: random.Random) -> State:
        """A full state consistent with this seat's view (``State.determinize``)."""
        return self._source.determinize(self.seat, rng)


def observe(state: State, seat: int) -> Observation:
    """The :class:`Observation` for ``seat`` (normally the current player)."""
    legal = state.legal_actions() if state.current_player() == seat else []
    return Observation(seat, state.view(seat), legal, state)
