"""Exact endgame of the solo Garden AI: the last three plantings (issue 3, part 2).

When a solo seat plants its 13th card, the six cards still unseen are exactly the last two
draws of the game (rulebook, Setup and Planting Phase for 1 player: 15 cards a round, three
a draw); at its 14th, the three unseen cards are the last draw.  Which three come next is
one of the 20 ways to split the six; each split is equally likely, and so is each order of
a draw (left / centre / right, G-4).  :meth:`Endgame.value` takes the exact expectation
over those splits and orders of the best play of the last two plantings, where every final
garden is scored exactly (G-10, G-11) and the last Neighbour phase (G-5..G-7) is weighed by
the chance that each card-taking Neighbour acts, given the tokens the card left by each
later planting reveals.  The last planting itself is scored the same way
(:meth:`Endgames.final_value`).

The Blue Ribbon bonus (``Weights.blue_bonus``) is applied per outcome of that phase, so a
garden that keeps 101 only if nobody visits counts the bonus with that chance only.

Works on the same :class:`~rules.garden.ai_search.Situation` as the one-draw expectimax and
sees only what the seat sees (the unseen cards as a set, never their order, C-3).
"""
from __future__ import annotations

from functools import partial
from itertools import combinations, permutations

from rules.garden.actions import BEE_DELTA, bees_allow
from rules.garden.ai_eval import TOTAL_BEES, open_slots, score_now, taking_neighbours, target
from rules.garden.ai_search import (Move, Planner, Situation, leader_chances,
                                    reveal_of)

#: Cards in a solo draw (rulebook, Planting Phase).
CARDS_PER_DRAW = 3

#: Moves the endgame re-scores (``ai_search.choose_move``): up to TOP_K or the search's own
#: ``top_k`` if larger (10 since session 20, ``rules.garden.ai_search.DEFAULT_TOP_K``), and past
#: MIN_K only while the summed :meth:`Endgames.work` stays within WORK, so a plot with many
#: open slots stays under the 1 s bar.  Top 8 against top 6: +0.34 points a game (s.e.
#: 0.18, 200 paired seeds 2000..2199).
TOP_K = 8
MIN_K = 5
WORK = 500


def applies(sit: Situation) -> bool:
    """True when ``sit`` is a solo planting with one or two more plantings after it, all
    from the last draws of the game: the unseen cards are exactly those draws (three per
    draw, G-3), so the expectation over them can be exact."""
    return (sit.solo and sit.final_round and sit.left_after in (1, 2) and not sit.free
            and len(sit.unseen) == CARDS_PER_DRAW * sit.left_after
            and sit.turns_left_round == sit.left_after)


def applies_last(sit: Situation) -> bool:
    """True for the last planting of a solo game: every move leads to a final garden, so
    :meth:`Endgames.final_value` scores it exactly."""
    return sit.solo and sit.left_after == 0 and not sit.free


def _slots(garden: dict, fixed: bool) -> list:
    """Slots worth trying for a planting: the open ones, and the planted ones (Compost,
    G-2) only when fewer than three are open."""
    opens = list(open_slots(garden, fixed))
    if len(opens) < 3:
        opens += sorted(garden)
    return opens


class Endgame:
    """Exact value of the last plantings for one decision (see module docstring).

    ``planner``: supplies the tables, the evaluator's plot variant and the Blue bonus;
    ``sit``: the decision; ``chances``: the card-taking Neighbours of the last Neighbour
    phase with the chance each acts, ``[(Neighbour, chance)]``, either fixed or as a
    function of ``R``, the tokens the later draws of the round reveal (G-5: the Neighbour
    number of the higher-numbered card each later draw leaves); with a function,
    ``takers`` lists every Neighbour it may name.  Raises ValueError for a Neighbour
    not among them.
    """

    def __init__(self, planner: Planner, sit: Situation, chances, takers=None):
        self.planner = planner
        self.sit = sit
        if callable(chances):
            self.chances_for = chances
            self.takers = list(takers or ())
        else:
            fixed = list(chances)
            self.chances_for = lambda r: fixed
            self.takers = [nb for nb, _ in fixed]
        self._taker_index = {nb.id: i for i, nb in enumerate(self.takers)}
        self._vec: dict = {}
        tb = planner.tb
        self.ct = tb.card_type
        self.fixed = planner.evaluator.fixed
        self.tb = tb
        self.bk_pts = tb.award_pts.get("bees_knees", 0)
        self.per_compost = tb.compost_per_card
        self.bonus, self.blue_at = planner.blue_line(sit)
        self._scores: dict = {}

    def vector(self, r: int) -> tuple:
        """(chance nobody visits, chance per :attr:`takers`) when the later draws reveal
        ``r`` tokens."""
        v = self._vec.get(r)
        if v is None:
            ps = [0.0] * len(self.takers)
            for nb, p in self.chances_for(r):
                i = self._taker_index.get(nb.id)
                if i is None:
                    raise ValueError(f"Neighbour {nb.id} is not among the takers")
                ps[i] += p
            v = self._vec[r] = (max(0.0, 1.0 - sum(ps)), ps)
        return v

    def outcomes(self, garden: dict) -> tuple:
        """``(score, [score if taker k takes its card])`` of a final number garden: the
        outcomes of the last Neighbour phase (G-7); scores without the Bee's Knees and
        Compost (G-10)."""
        tb, ct = self.tb, self.ct
        grid = {s: ct[n] for s, n in garden.items()}
        key = frozenset(grid.items())
        s0 = self._score(key, grid)
        out = []
        seen: dict = {}
        for nb in self.takers:
            slot = target(nb, grid, garden, tb)
            if slot is None:
                out.append(s0)
                continue
            s1 = seen.get(slot)
            if s1 is None:
                t = grid.pop(slot)
                s1 = seen[slot] = self._score(key - {(slot, t)}, grid)
                grid[slot] = t
            out.append(s1)
        return s0, out

    def _score(self, key: frozenset, grid: dict) -> int:
        """:func:`score_now` of a type grid, cached by its items ``key``."""
        v = self._scores.get(key)
        if v is None:
            v = self._scores[key] = score_now(grid, 0, self.fixed, self.tb)
        return v

    def worth(self, outs: tuple, extra: float, r: int = 0) -> float:
        """Expected points of :meth:`outcomes` plus ``extra`` (Bee's Knees and Compost)
        when the later draws reveal ``r`` tokens, with the Blue bonus on every outcome
        that reaches the ribbon."""
        bonus, blue_at = self.bonus, self.blue_at
        p0, ps = self.vector(r)
        s0, ss = outs
        x = s0 + extra
        v = p0 * (x + bonus if bonus and x >= blue_at else x)
        for p, s in zip(ps, ss):
            if p:
                x = s + extra
                v += p * (x + bonus if bonus and x >= blue_at else x)
        return v

    def _lasts(self, g: dict, card: int, compost: int, finals: dict | None = None,
               first: tuple | None = None) -> list:
        """``[(outcomes, extra Compost points)]`` of planting ``card`` last into the
        number garden ``g`` in each slot worth trying (covering a card adds to the
        ``compost`` new Compost cards, G-2).  ``finals``/``first``: a cache of
        :meth:`outcomes` keyed by the two plantings ``first`` = (slot, card) and this one,
        which reach the same final garden in either order."""
        out = []
        for s in _slots(g, self.fixed):
            old = g.get(s)
            g[s] = card
            if finals is None:
                outs = self.outcomes(g)
            else:
                key = frozenset((first, (s, card))) if s != first[0] else (s, card)
                outs = finals.get(key)
                if outs is None:
                    outs = finals[key] = self.outcomes(g)
            if old is None:
                del g[s]
            else:
                g[s] = old
            out.append((outs, (compost + (old is not None)) * self.per_compost))
        return out

    def _best(self, lasts: list, bees_knees: bool, r: int) -> float:
        """Best :meth:`worth` over the slots of :meth:`_lasts`."""
        bk = self.bk_pts if bees_knees else 0
        return max(self.worth(outs, extra + bk, r) for outs, extra in lasts)

    def reveal(self, draw, planted: int) -> int:
        """Tokens ``draw`` reveals when ``planted`` is taken from it (G-5, :func:`reveal_of`)."""
        return reveal_of(draw, planted, self.tb)

    def best_last(self, g: dict, card: int, compost: int) -> tuple[float, float]:
        """Best value of planting ``card`` last into ``g`` with no later reveal, without
        and with the Bee's Knees (G-10)."""
        lasts = self._lasts(g, card, compost)
        return self._best(lasts, False, 0), self._best(lasts, True, 0)

    def value(self, m: Move) -> float:
        """Exact expected value of planting ``m`` now and the last one or two plantings
        well (:func:`applies`)."""
        sit = self.sit
        g, sup0, hive0 = self.planner.after(sit, m)
        comp0 = 1 if m.compost else 0
        unseen = tuple(sorted(sit.unseen))
        if sit.left_after == 1:
            lasts = {c: self._lasts(g, c, comp0) for c in unseen}
            return _draw_value(unseen, sup0, hive0, lambda c, sup, hive: self._best(
                lasts[c], sup >= TOTAL_BEES, self.reveal(unseen, c)))
        # the last plantings of each (first slot, first card, last card)
        lasts: dict = {}
        finals: dict = {}
        slots1 = _slots(g, self.fixed)
        for s1 in slots1:
            old1 = g.get(s1)
            for c1 in unseen:
                g[s1] = c1
                comp1 = comp0 + (old1 is not None)
                for c2 in unseen:
                    if c2 != c1:
                        lasts[(s1, c1, c2)] = self._lasts(g, c2, comp1, finals, (s1, c1))
            if old1 is None:
                del g[s1]
            else:
                g[s1] = old1
        best: dict = {}

        def last_value(s1, c1, c2, bees_knees, r):
            key = (s1, c1, c2, bees_knees, r)
            v = best.get(key)
            if v is None:
                v = best[key] = self._best(lasts[(s1, c1, c2)], bees_knees, r)
            return v

        total = 0.0
        n = 0
        for first in combinations(unseen, 3):
            rest = tuple(c for c in unseen if c not in first)

            def after_first(c1, sup1, hive1, first=first, rest=rest):
                r1 = self.reveal(first, c1)
                top = None
                for s1 in slots1:
                    x = _draw_value(rest, sup1, hive1, lambda c2, sup2, hive2: last_value(
                        s1, c1, c2, sup2 >= TOTAL_BEES, r1 + self.reveal(rest, c2)))
                    if top is None or x > top:
                        top = x
                return top

            total += _draw_value(first, sup0, hive0, after_first)
            n += 1
        return total / n


def _draw_value(cards: tuple, supply: int, hive: int, inner) -> float:
    """Mean over the six orders of a draw ``cards`` of the best position's value (G-4:
    left costs a Bee, right gains one); ``inner(card, supply, hive)`` is the value of
    planting ``card`` with the Bees after paying."""
    vals = {}
    for pos, d in enumerate(BEE_DELTA):
        if not bees_allow(pos, supply, hive):
            continue
        for c in cards:
            vals[(pos, c)] = inner(c, supply + d, hive - d)
    total = 0.0
    for perm in permutations(cards):
        total += max(vals[(pos, perm[pos])] for pos in range(3) if (pos, perm[pos]) in vals)
    return total / 6.0


class Endgames:
    """:class:`Endgame` per candidate move of one decision: the chance of each Neighbour
    acting depends on the card the move leaves for the reveal (G-5), so one
    :class:`Endgame` (and its caches) is kept per Neighbour number revealed."""

    def __init__(self, planner: Planner, sit: Situation):
        self.planner = planner
        self.sit = sit
        self._by_reveal: dict = {}
        self._chances: dict = {}

    def work(self, m: Move) -> int:
        """Work estimate of :meth:`value` for ``m``: the slots open after it, squared when
        two plantings follow (each final garden is one of about 30 card pairs in two
        slots)."""
        g, _, _ = self.planner.after(self.sit, m)
        n = len(_slots(g, self.planner.evaluator.fixed))
        return n * n if self.sit.left_after == 2 else n

    def endgame(self, m: Move) -> Endgame:
        """The :class:`Endgame` of the tokens move ``m`` leaves for the reveal (G-5)."""
        planner, sit = self.planner, self.sit
        reveal = reveal_of(sit.offer, m.card, planner.tb)
        eg = self._by_reveal.get(reveal)
        if eg is None:
            eg = self._by_reveal[reveal] = Endgame(planner, sit, partial(self.chances, reveal),
                                                   self.takers())
        return eg

    def value(self, m: Move) -> float:
        """Exact expected value of move ``m`` (:meth:`Endgame.value`)."""
        return self.endgame(m).value(m)

    def final_value(self, m: Move) -> float:
        """Exact expected value of ``m`` as the last planting (:func:`applies_last`): the
        final garden's score with the Bee's Knees and this move's Compost (G-10, G-2), over
        the outcomes of the last Neighbour phase, with the Blue bonus per outcome."""
        eg = self.endgame(m)
        g, supply, _ = self.planner.after(self.sit, m)
        extra = (eg.per_compost if m.compost else 0) + (
            eg.bk_pts if supply >= TOTAL_BEES else 0)
        return eg.worth(eg.outcomes(g), extra, 0)

    def takers(self) -> list:
        """The card-taking Neighbours in play (G-7)."""
        return taking_neighbours(self.sit.neighbours, self.planner.evaluator._data)

    def chances(self, now: int, later: int) -> list:
        """``[(Neighbour, chance it acts)]`` for the card-taking Neighbours in play when
        this draw reveals ``now`` tokens and the later draws of the round ``later``
        (:func:`leader_chances`, exact)."""
        planner, sit = self.planner, self.sit
        if not planner.use_risk or not sit.neighbours:
            return []
        key = now + later
        hit = self._chances.get(key)
        if hit is None:
            ch = leader_chances(sit.tiles, sit.face_down, sit.neighbours, key)
            hit = self._chances[key] = [(nb, ch[nb.id]) for nb in self.takers()
                                        if ch[nb.id] > 0]
        return hit
