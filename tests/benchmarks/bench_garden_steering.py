"""Benchmark: how far a solo Garden player can keep the Neighbours away by the cards it
leaves for the reveal, ignoring its garden (issue 3, session 26).

Run: ``python3 tests/benchmarks/bench_garden_steering.py [--games 2000] [--first-seed 0]``.
Not collected by pytest.

After each planting the higher-numbered of the two cards left sets how many Neighbour
tokens are revealed (G-5); only a Neighbour with strictly the most tokens at the end of the
round visits (G-6).  Of a draw of three cards a player can leave either the Neighbour
number of the highest card (by planting one of the other two) or that of the second highest
(by planting the highest), and nothing else.  This plays only that choice, over seeded
shuffles of the solo deck (G-1, three rounds of five draws, the Original Neighbours' 24
tokens turned back each round), with three policies:

* ``random``: the planted card is any of the three, as likely (no steering);
* ``open loop``: the choice with the lower chance of a visit as the Garden AI estimates it
  (:meth:`rules.garden.ai_search.Planner.act_chances`: the later draws of the round reveal
  at random);
* ``closed loop``: the optimal choice, by backward induction over the tokens revealed so far
  and the later draws' choices (their Neighbour-number pairs from the whole deck).

It prints, for each, the share of rounds in which a Neighbour visits and the share of games
with no visit in any round.  With the Original Neighbours Carrotbody, Sallie and Horace take
a card on every visit and the Mayor whenever the garden holds a Turnip, Salsify or Radish,
which a Mixed Plot garden always does (G-7, G-10): so the ``closed loop`` figure is about
the lowest take rate any solo player can reach, whatever it plants.
"""
from __future__ import annotations

import argparse
import random
import sys
from functools import lru_cache
from math import comb
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

ORIGINAL = ("carrotbody", "mayor", "sallie", "horace")
DRAWS_A_ROUND = 5


def visits(tokens: tuple) -> bool:
    """True when one Neighbour alone has the most tokens (G-6)."""
    top = max(tokens)
    return top > 0 and tokens.count(top) == 1


@lru_cache(maxsize=None)
def reveal(tokens: tuple, n: int, per: int) -> tuple:
    """``((tokens after, chance), ...)`` when ``n`` more of the face-down tokens are
    revealed at random (G-5; ``per`` tokens of each Neighbour; the draws of
    :func:`rules.garden.ai_search.token_draws`)."""
    from rules.garden.ai_search import token_draws

    down = [per - x for x in tokens]
    n = min(n, sum(down))
    total = comb(sum(down), n)
    return tuple((tuple(a + b for a, b in zip(tokens, drawn)), ways / total)
                 for drawn, ways in token_draws(down, n))


class ClosedLoop:
    """Optimal steering: the least chance of a visit from ``tokens`` with ``draws`` draws of
    the round still to come, each offering the Neighbour-number pair (highest, second
    highest) of three cards of ``numbers`` (``nb``: card -> Neighbour number)."""

    def __init__(self, numbers, nb: dict, per: int):
        self.per = per
        nums = sorted(numbers)
        n = len(nums)
        self.pairs: dict = {}
        for i in range(n):
            for j in range(i):
                key = (nb[nums[i]], nb[nums[j]])
                self.pairs[key] = self.pairs.get(key, 0.0) + j / comb(n, 3)
        self.after = lru_cache(maxsize=None)(self._after)
        self.value = lru_cache(maxsize=None)(self._value)

    def _after(self, tokens: tuple, n: int, draws: int) -> float:
        """Chance of a visit when this draw reveals ``n`` and ``draws`` draws follow."""
        return sum(p * self.value(t2, draws) for t2, p in reveal(tokens, n, self.per))

    def _value(self, tokens: tuple, draws: int) -> float:
        if draws == 0:
            return 1.0 if visits(tokens) else 0.0
        return sum(p * min(self.after(tokens, a, draws - 1), self.after(tokens, b, draws - 1))
                   for (a, b), p in self.pairs.items())


def play(seed: int, policy: str, data, closed: ClosedLoop, planner) -> list[bool]:
    """One solo deck of seed ``seed`` steered by ``policy``; whether each round had a
    visit."""
    from rules.garden.ai_search import Situation

    rng = random.Random(seed)
    nb = {n: v.neighbour_number for n, v in data.vegetables.items()}
    per = closed.per
    deck = sorted(data.vegetables)
    rng.shuffle(deck)
    out = []
    for r in range(3):
        cards = deck[r * 15:(r + 1) * 15]
        tokens = (0,) * len(ORIGINAL)
        for d in range(DRAWS_A_ROUND):
            three = sorted(cards[3 * d:3 * d + 3])
            hi, second = nb[three[2]], nb[three[1]]
            later = DRAWS_A_ROUND - 1 - d
            if policy == "random":
                n = second if rng.randrange(3) == 0 else hi
            elif policy == "closed loop":
                n = min((hi, second), key=lambda k: closed.after(tokens, k, later))
            else:
                unseen = set(deck[r * 15 + 3 * d + 3:])
                sit = Situation(
                    garden={}, supply=3, hive=3, offer=(), unseen=list(unseen),
                    left_after=0, turns_left_round=later, final_round=r == 2,
                    tiles=dict(zip(ORIGINAL, tokens)),
                    face_down={k: per - x for k, x in zip(ORIGINAL, tokens)},
                    neighbours=ORIGINAL)

                def chance(k: int) -> float:
                    return sum(planner.act_chances(sit, k).values())

                n = min((hi, second), key=chance)
            outcomes = reveal(tokens, n, per)
            x = rng.random()
            for t2, p in outcomes:
                x -= p
                if x <= 0:
                    break
            tokens = t2
        out.append(visits(tokens))
    return out


def main(argv: list[str]) -> int:
    """Play the three policies on the same seeds and print the figures."""
    from rules.garden.ai_eval import Evaluator
    from rules.garden.ai_search import Planner
    from rules.garden.data import load
    from rules.garden.state import TOKENS_PER_NEIGHBOUR

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--first-seed", type=int, default=0)
    args = p.parse_args(argv)
    data = load()
    per = TOKENS_PER_NEIGHBOUR
    nb = {n: v.neighbour_number for n, v in data.vegetables.items()}
    closed = ClosedLoop(data.vegetables, nb, per)
    seeds = range(args.first_seed, args.first_seed + args.games)
    print(f"Neighbour visits, solo deck, Original Neighbours ({per} tokens each), "
          f"{args.games} shuffles (seeds {seeds.start}..{seeds.stop - 1})")
    for policy in ("random", "open loop", "closed loop"):
        planner = Planner(Evaluator())
        rounds = [play(s, policy, data, closed, planner) for s in seeds]
        per_round = sum(sum(r) for r in rounds) / (3 * len(rounds))
        none = sum(not any(r) for r in rounds) / len(rounds)
        print(f"  {policy:12s} visit in {per_round:6.1%} of rounds; "
              f"no visit all game in {none:6.1%} of games")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
