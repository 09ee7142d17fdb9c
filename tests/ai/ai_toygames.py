"""Two tiny games implementing :class:`rules.core.State`, to test the search agent without
any real engine.

* :class:`NimState`: perfect information, n players take 1-3 stones in turn; whoever takes
  the last stone wins.  With 2 players the winning move leaves a multiple of 4.
* :class:`KuhnState`: Kuhn poker (3 cards J<Q<K, one hidden card each, ante 1, one bet of
  1), the classic smallest hidden-information game; ``determinize`` re-deals the opponent's
  card from the two cards the seat cannot see.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from rules.core import TERMINAL, IllegalAction, Result, State, make_event


@dataclass(frozen=True)
class Take:
    """Nim: take ``n`` stones (1-3)."""

    n: int

    def __str__(self) -> str:
        return f"take {self.n}"


class NimState(State):
    """``stones`` on the pile, ``players`` seats, seat 0 to move first."""

    def __init__(self, stones: int, players: int = 2, to_move: int = 0):
        self.stones = stones
        self.players = players
        self.to_move = to_move
        self.last = None

    @property
    def num_players(self) -> int:
        return self.players

    def current_player(self) -> int:
        return TERMINAL if self.stones == 0 else self.to_move

    def legal_actions(self) -> list:
        if self.stones == 0:
            return []
        return [Take(k) for k in (1, 2, 3) if k <= self.stones]

    def apply(self, action):
        self._check_legal(action)
        self.stones -= action.n
        self.last = self.to_move
        self.to_move = (self.to_move + 1) % self.players
        return [make_event("take", f"took {action.n}")]

    def view(self, seat: int):
        return (self.stones, self.to_move)

    def determinize(self, seat: int, rng: random.Random) -> "NimState":
        return self.clone()

    def result(self) -> Result:
        if self.stones:
            raise ValueError("game not over")
        return Result(tuple(int(s == self.last) for s in range(self.players)), (self.last,))

    def clone(self) -> "NimState":
        c = NimState(self.stones, self.players, self.to_move)
        c.last = self.last
        return c


@dataclass(frozen=True)
class Kuhn:
    """Kuhn poker action: ``check``, ``bet``, ``call`` or ``fold``."""

    word: str

    def __str__(self) -> str:
        return self.word


CARD_NAMES = "JQK"


class KuhnState(State):
    """Kuhn poker.  ``cards[s]`` is seat ``s``'s card (0=J, 1=Q, 2=K).  Seat 0 acts first.

    ``result().scores`` are chips won (+/-1 or +/-2); :func:`kuhn_reward` maps them to
    [0, 1] for the search.
    """

    def __init__(self, cards: tuple[int, int], history: tuple[str, ...] = ()):
        self.cards = tuple(cards)
        self.history = tuple(history)

    @classmethod
    def deal(cls, rng: random.Random) -> "KuhnState":
        deck = [0, 1, 2]
        rng.shuffle(deck)
        return cls((deck[0], deck[1]))

    @property
    def num_players(self) -> int:
        return 2

    def _done(self) -> bool:
        h = self.history
        return h in (("check", "check"), ("bet", "call"), ("bet", "fold"),
                     ("check", "bet", "call"), ("check", "bet", "fold"))

    def current_player(self) -> int:
        return TERMINAL if self._done() else len(self.history) % 2

    def legal_actions(self) -> list:
        if self._done():
            return []
        if self.history and self.history[-1] == "bet":
            return [Kuhn("fold"), Kuhn("call")]
        return [Kuhn("check"), Kuhn("bet")]

    def apply(self, action):
        self._check_legal(action)
        self.history += (action.word,)
        return [make_event("kuhn", action.word)]

    def view(self, seat: int):
        return (self.cards[seat], self.history)

    def determinize(self, seat: int, rng: random.Random) -> "KuhnState":
        other = [c for c in (0, 1, 2) if c != self.cards[seat]]
        cards = list(self.cards)
        cards[1 - seat] = other[rng.randrange(2)]
        return KuhnState(tuple(cards), self.history)

    def result(self) -> Result:
        if not self._done():
            raise ValueError("game not over")
        h = self.history
        if h[-1] == "fold":
            winner = 1 - (len(h) - 1) % 2  # the seat that did not fold
            stake = 1
        else:
            winner = 0 if self.cards[0] > self.cards[1] else 1
            stake = 2 if "bet" in h else 1
        scores = tuple(stake if s == winner else -stake for s in range(2))
        return Result(scores, (winner,))

    def clone(self) -> "KuhnState":
        return KuhnState(self.cards, self.history)


def kuhn_reward(state: State) -> list[float]:
    """Chips won (-2..+2) mapped to [0, 1]."""
    return [(s + 2) / 4 for s in state.result().scores]


def parse_kuhn(text: str) -> Kuhn:
    """Parse a Kuhn action word.  Raises :class:`IllegalAction` for other text."""
    if text not in ("check", "bet", "call", "fold"):
        raise IllegalAction(f"'{text}' is not a Kuhn action")
    return Kuhn(text)
