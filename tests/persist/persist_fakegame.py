"""A tiny fake game for the persistence tests: "Pebbles".

A pile of pebbles whose size comes from the seed (option ``pile``: small 7-9, large 12-14).
Seats take turns; a turn is ``take 1``, ``take 2`` or ``take 3`` (never more than the pile),
or ``peek`` once per game per seat (a ``reveal`` event: forbids undo).  Whoever takes the
last pebble wins; scores are pebbles taken.  Every ``take`` emits a ``take`` event.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from rules.core import TERMINAL, Game, IllegalAction, Option, Result, State, make_event


@dataclass(frozen=True)
class Take:
    n: int

    def __str__(self) -> str:
        return f"take {self.n}"


@dataclass(frozen=True)
class Peek:
    def __str__(self) -> str:
        return "peek"


class PebblesState(State):
    def __init__(self, players: int, pile: int):
        self._n = players
        self.pile = pile
        self.turn = 0
        self.taken = [0] * players
        self.peeked = [False] * players
        self.winner: int | None = None

    @property
    def num_players(self) -> int:
        return self._n

    def current_player(self) -> int:
        return TERMINAL if self.winner is not None else self.turn

    def legal_actions(self) -> list:
        if self.winner is not None:
            return []
        acts: list = [Take(k) for k in (1, 2, 3) if k <= self.pile]
        if not self.peeked[self.turn]:
            acts.append(Peek())
        return acts

    def explain_illegal(self, action) -> str:
        if isinstance(action, Take) and action.n > self.pile:
            return f"only {self.pile} pebbles are left"
        if isinstance(action, Peek):
            return "you have already peeked"
        return super().explain_illegal(action)

    def apply(self, action):
        self._check_legal(action)
        seat = self.turn
        if isinstance(action, Peek):
            self.peeked[seat] = True
            return [make_event("reveal", f"Seat {seat} peeks", private=[seat], pile=self.pile)]
        self.pile -= action.n
        self.taken[seat] += action.n
        events = [make_event("take", f"Seat {seat} takes {action.n}", n=action.n)]
        if self.pile == 0:
            self.winner = seat
        else:
            self.turn = (self.turn + 1) % self._n
        return events

    def view(self, seat):
        return (self.pile, tuple(self.taken), self.turn)

    def determinize(self, seat, rng):
        return self.clone()

    def result(self) -> Result:
        if self.winner is None:
            raise ValueError("not over")
        return Result(tuple(self.taken), (self.winner,))

    def clone(self):
        c = PebblesState(self._n, self.pile)
        c.turn, c.taken, c.peeked, c.winner = self.turn, list(self.taken), list(self.peeked), \
            self.winner
        return c


class Pebbles(Game):
    name = "pebbles"
    title = "Pebbles"
    min_players = 2
    max_players = 3
    options = (Option("pile", "Pile", ("small", "large"), "small"),)

    def new_state(self, num_players, options=None, seed=0):
        self.check_players(num_players)
        opts = self.check_options(options)
        rng = random.Random(seed)
        base = 7 if opts["pile"] == "small" else 12
        return PebblesState(num_players, base + rng.randrange(3))

    def parse_action(self, text):
        if text == "peek":
            return Peek()
        parts = text.split()
        if len(parts) == 2 and parts[0] == "take" and parts[1] in ("1", "2", "3"):
            return Take(int(parts[1]))
        raise IllegalAction(f"'{text}' is not a Pebbles action")


GAME = Pebbles()


def games(name: str) -> Game:
    """Resolver for the tests: ``pebbles`` is this fake game; ``soon`` is listed but not
    built (LookupError); anything else is unknown (KeyError), like rules.registry."""
    if name == "pebbles":
        return GAME
    if name == "soon":
        raise LookupError("Soon is not available yet")
    raise KeyError(name)


def play_to_end(seed: int = 5, players: int = 2, options=None) -> list[str]:
    """The actions of a whole game: each seat takes 1 at a time (never peeks)."""
    state = GAME.new_state(players, options, seed)
    out = []
    while not state.is_terminal():
        state.apply(Take(1))
        out.append("take 1")
    return out
