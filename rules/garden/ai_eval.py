"""Static evaluation of a garden for the Garden AI (issue 3, part 2).

The evaluation estimates the final score a garden will reach: the points it scores now
(adjacency, RULINGS G-11, and the Awards of Merit it already earns, G-10) plus the expected
value of what the remaining plantings can still add:

* a lone Vegetable with an open slot next to it may still find a partner (G-11);
* a scoring group with an open slot next to it absorbs later cards of its type;
* every Award of Merit that is still possible is worth its points times an estimate of the
  chance to complete it, from the cards it still needs, the unseen cards of those types and
  the plantings left (``slack``);
* Bees: the Bee's Knees chance from the Bees still to gain.

Only public information goes in: the garden, the Bee supply, how many plantings are left
and the counts of unseen cards per type (computed from a view, never from the deck order).

Everything here works on a *type grid*: ``{(col, row): type index}`` with type indices in the
order of ``cards.json`` (:class:`Tables`).  Coordinates follow :mod:`rules.garden.plot`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from math import comb

from rules.garden.data import GardenData, load

WIDTH, HEIGHT = 6, 3
TOTAL_BEES = 6

# Award points (fallbacks; the real values are read from awards.json in Tables).


@dataclass(frozen=True)
class Tables:
    """Card tables the AI works with, built from :func:`rules.garden.data.load` (G-1).

    ``type_ids``: type ids in ``cards.json`` order; ``points[t]``: points of type index t;
    ``card_type[n]`` / ``card_nb[n]``: type index and Neighbour number of Vegetable n
    (index 0 unused); ``type_cards[t]``: the Vegetable numbers of type t; ``award_pts``:
    award id -> points; ``monopoly_bonus``.
    """

    type_ids: tuple[str, ...]
    points: tuple[int, ...]
    card_type: tuple[int, ...]
    card_nb: tuple[int, ...]
    type_cards: tuple[tuple[int, ...], ...]
    award_pts: dict
    monopoly_bonus: int
    compost_per_card: int

    @staticmethod
    def build(data: GardenData | None = None) -> "Tables":
        """Tables from the game's data files."""
        data = data or load()
        ids = tuple(data.types)
        idx = {t: i for i, t in enumerate(ids)}
        top = max(data.vegetables)
        ct = [-1] * (top + 1)
        nb = [0] * (top + 1)
        for n, v in data.vegetables.items():
            ct[n] = idx[v.type]
            nb[n] = v.neighbour_number
        tc = tuple(tuple(n for n, v in data.vegetables.items() if idx[v.type] == i)
                   for i in range(len(ids)))
        return Tables(ids, tuple(data.types[t].points for t in ids), tuple(ct), tuple(nb), tc,
                      {a.id: a.points for a in data.awards.values()},
                      data.awards["monopoly"].bonus if "monopoly" in data.awards else 0,
                      data.compost_per_card)


_TABLES: list[Tables] = []


def tables() -> Tables:
    """The shared :class:`Tables` (built once from the data files)."""
    if not _TABLES:
        _TABLES.append(Tables.build())
    return _TABLES[0]


@dataclass
class Weights:
    """Tunable weights of the evaluation (found by self-play on seeded solo games, see
    tests/benchmarks/bench_garden_ai.py).  Units: points."""

    lone: float = 0.9          # x points of a lone card that can still find a partner
    ext: float = 0.35          # x points of a type whose scoring group can still grow
    rho: float = 0.7           # chance an unseen card of a needed type can be taken
    gamma: float = 1.6         # how fast an award's chance falls as its needs fill the turns
    award: dict = field(default_factory=lambda: {
        "mixed_plot": 0.8, "promenade": 0.8, "four_corners": 0.7, "avenue": 0.7,
        "monopoly": 0.8, "bounty": 0.4, "bees_knees": 0.9})
    bee_flex: float = 0.6      # value of having at least one Bee (may take the left card)


def avail(u: int, n: int, rho: float) -> float:
    """Chance that at least ``n`` of ``u`` unseen cards of a type can be taken, each with
    chance ``rho`` (binomial tail)."""
    if n <= 0:
        return 1.0
    if u < n:
        return 0.0
    q = 1.0 - rho
    return sum(comb(u, k) * rho ** k * q ** (u - k) for k in range(n, u + 1))


def slack(k: int, r: int, gamma: float) -> float:
    """Chance that ``k`` specific plantings still fit in the ``r`` plantings left."""
    if k <= 0:
        return 1.0
    if k > r:
        return 0.0
    return ((r - k + 1) / (r + 1)) ** gamma


def bounds(grid) -> tuple[int, int, int, int] | None:
    """(min col, max col, min row, max row) of a grid, None when empty."""
    if not grid:
        return None
    cs = [c for c, _ in grid]
    rs = [r for _, r in grid]
    return min(cs), max(cs), min(rs), max(rs)


def open_slots(grid, fixed: bool) -> list[tuple[int, int]]:
    """Empty slots a card may still be planted in (G-2), the empty garden: ``[(0, 0)]``."""
    if fixed:
        return [(c, r) for r in range(HEIGHT) for c in range(WIDTH) if (c, r) not in grid]
    b = bounds(grid)
    if b is None:
        return [(0, 0)]
    c0, c1, r0, r1 = b
    return [(c, r) for r in range(r1 - HEIGHT + 1, r0 + HEIGHT)
            for c in range(c1 - WIDTH + 1, c0 + WIDTH) if (c, r) not in grid]


def frames(grid, fixed: bool) -> list[tuple[int, int]]:
    """Top-left slots of every 6 x 3 frame that holds all the cards (fixed: ``[(0, 0)]``)."""
    if fixed:
        return [(0, 0)]
    b = bounds(grid) or (0, 0, 0, 0)
    c0, c1, r0, r1 = b
    return [(c, r) for r in range(r1 - HEIGHT + 1, r0 + 1) for c in range(c1 - WIDTH + 1, c0 + 1)]


def adjacency(grid, pts) -> int:
    """Points of the cards that touch a card of their type (G-11)."""
    total = 0
    for (c, r), t in grid.items():
        g = grid.get
        if g((c - 1, r)) == t or g((c + 1, r)) == t or g((c, r - 1)) == t or g((c, r + 1)) == t:
            total += pts[t]
    return total


def _groups_max(slots: set) -> int:
    left, best = set(slots), 0
    while left:
        stack = [left.pop()]
        n = 1
        while stack:
            c, r = stack.pop()
            for m in ((c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1)):
                if m in left:
                    left.discard(m)
                    n += 1
                    stack.append(m)
        best = max(best, n)
    return best


def awards_now(grid, supply: int, fixed: bool, tb: Tables) -> dict[str, int]:
    """The Awards of Merit the grid earns now (G-3, G-10), ``{award id: points}``; the same
    test as :func:`rules.garden.scoring.awards` (a test checks they agree)."""
    ap = tb.award_pts
    out: dict[str, int] = {}
    if supply >= TOTAL_BEES and "bees_knees" in ap:
        out["bees_knees"] = ap["bees_knees"]
    if not grid:
        return out
    if fixed:
        c1, r1 = 0, 0
    else:
        b = bounds(grid)
        c1, r1 = b[0], b[2]
    g = grid.get

    def t(col, row):
        return g((c1 + col - 1, r1 + row - 1))

    corners = {t(1, 1), t(6, 1), t(1, 3), t(6, 3)}
    if len(corners) == 1 and None not in corners:
        out["four_corners"] = ap["four_corners"]
    col1 = {t(1, r) for r in (1, 2, 3)}
    col6 = {t(6, r) for r in (1, 2, 3)}
    if len(col1) == 1 and len(col6) == 1 and None not in col1 and None not in col6 \
            and col1 != col6:
        out["avenue"] = ap["avenue"]
    for rows in ((1, 2, 3), (3, 2, 1)):
        ps = []
        for row, col in zip(rows, (1, 3, 5)):
            a = t(col, row)
            ps.append(a if a is not None and a == t(col + 1, row) else None)
        if None not in ps and len(set(ps)) == 3:
            out["promenade"] = ap["promenade"]
            break
    by: dict[int, set] = {}
    for s, ty in grid.items():
        by.setdefault(ty, set()).add(s)
    mono = 0
    for slots in by.values():
        if len(slots) >= 5:
            mono = max(mono, ap["monopoly"] + (tb.monopoly_bonus if _groups_max(slots) >= 5 else 0))
    if mono:
        out["monopoly"] = mono
    rows_t = [{t(c, r) for c in range(1, 7)} - {None} for r in (1, 2, 3)]
    if all(len(x) == 3 for x in rows_t) and len(rows_t[0] | rows_t[1] | rows_t[2]) == 9:
        out["mixed_plot"] = ap["mixed_plot"]
    for r in (1, 2, 3):
        row = [t(c, r) for c in range(1, 7)]
        if None not in row and len(set(row)) == 6:
            out["bounty"] = ap["bounty"]
            break
    return out


def score_now(grid, supply: int, fixed: bool, tb: Tables) -> int:
    """Adjacency plus Awards (no Compost, Roses or Grasshoppers)."""
    return adjacency(grid, tb.points) + sum(awards_now(grid, supply, fixed, tb).values())


class Evaluator:
    """Estimates the final score of a position (see module docstring).

    ``evaluate(grid, supply, hive, left, unseen)``: ``grid`` a type grid, ``supply``/``hive``
    Bee counts, ``left`` plantings still to come after this position, ``unseen`` a list of
    unseen-card counts per type index.  Returns points (float).
    """

    def __init__(self, weights: Weights | None = None, fixed: bool = False,
                 tb: Tables | None = None):
        self.w = weights or Weights()
        self.fixed = fixed
        self.tb = tb or tables()
        self._avail_cache: dict = {}
        self._bee_cache: dict = {}

    def av(self, u: int, n: int) -> float:
        """Cached :func:`avail`."""
        key = (u, n)
        v = self._avail_cache.get(key)
        if v is None:
            v = self._avail_cache[key] = avail(u, n, self.w.rho)
        return v

    # ------------------------------------------------------------------ parts
    def bee_parts(self, supply: int, left: int) -> dict[str, float]:
        """Value of the Bee supply (G-4, G-10 Bee's Knees): the Award's points times the
        chance to gather all 6 Bees, plus a little for being able to take a left card."""
        w, tb = self.w, self.tb
        parts: dict[str, float] = {}
        if "bees_knees" not in tb.award_pts:
            return parts
        if left <= 0:
            if supply >= TOTAL_BEES:
                parts["bees_knees"] = float(tb.award_pts["bees_knees"])
            return parts
        need = TOTAL_BEES - supply
        parts["bees_knees"] = (tb.award_pts["bees_knees"] * w.award["bees_knees"]
                               * slack(need, left, w.gamma) * 0.8 ** max(need, 0))
        if supply > 0:
            parts["bees"] = w.bee_flex
        return parts

    def bee_value(self, supply: int, left: int) -> float:
        """Sum of :meth:`bee_parts`."""
        key = (supply, left)
        v = self._bee_cache.get(key)
        if v is None:
            v = self._bee_cache[key] = sum(self.bee_parts(supply, left).values())
        return v

    def potential_parts(self, grid, supply: int, left: int, unseen) -> dict[str, float]:
        """The expected points still to come, by source: ``pairs`` (lone cards that can
        still score, groups that can grow), one entry per award still possible, and the
        Bee parts (:meth:`bee_parts`)."""
        parts = self.pot_nobee(grid, left, unseen)
        parts.update(self.bee_parts(supply, left))
        return parts

    def pot_nobee(self, grid, left: int, unseen) -> dict[str, float]:
        """:meth:`potential_parts` without the Bee parts."""
        w, tb = self.w, self.tb
        pts = tb.points
        parts: dict[str, float] = {}
        if left <= 0:
            return parts
        empties = set(open_slots(grid, self.fixed))
        g = grid.get
        lone_vals = []
        grow = set()
        for (c, r), t in grid.items():
            nbrs = ((c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1))
            same = False
            openn = False
            for m in nbrs:
                tm = g(m)
                if tm == t:
                    same = True
                elif tm is None and m in empties:
                    openn = True
            if not openn or unseen[t] <= 0:
                continue
            if same:
                grow.add(t)
            else:
                lone_vals.append(w.lone * pts[t] * self.av(unseen[t], 1))
        lone_vals.sort(reverse=True)
        pair_v = sum(lone_vals[:left])
        pair_v += sum(w.ext * pts[t] * self.av(unseen[t], 1) for t in grow)
        parts["pairs"] = pair_v
        for name, p in self.award_chances(grid, left, unseen).items():
            if p > 0:
                parts[name] = p * tb.award_pts.get(name, 0) * w.award.get(name, 1.0)
        return parts

    def award_chances(self, grid, left: int, unseen) -> dict[str, float]:
        """Estimated chance of each Award of Merit not yet earned (G-10)."""
        w = self.w
        gam = w.gamma
        out: dict[str, float] = {}
        now = awards_now(grid, 0, self.fixed, self.tb)
        ntypes = len(self.tb.points)
        # ---- Mixed Plot: rows present, types per row
        if "mixed_plot" not in now:
            out["mixed_plot"] = self._mixed_plot(grid, left, unseen, ntypes)
        # ---- Monopoly
        if "monopoly" not in now:
            cnt = [0] * ntypes
            for t in grid.values():
                cnt[t] += 1
            best = 0.0
            for t in range(ntypes):
                need = 5 - cnt[t]
                if need <= 0:
                    continue
                best = max(best, self.av(unseen[t], need) * slack(need, left, gam))
            out["monopoly"] = best
        # ---- frame-based awards
        fr = frames(grid, self.fixed)
        if not grid:
            fr = fr[:1]
        prom = corners = avenue = bounty = 0.0
        g = grid.get
        for (fc, fr_) in fr:
            def at(col, row):
                return g((fc + col - 1, fr_ + row - 1))
            if "promenade" not in now:
                for rows in ((1, 2, 3), (3, 2, 1)):
                    p = self._promenade(at, rows, left, unseen)
                    if p > prom:
                        prom = p
            if "four_corners" not in now:
                cs = [at(1, 1), at(6, 1), at(1, 3), at(6, 3)]
                ts = {x for x in cs if x is not None}
                if len(ts) <= 1:
                    k = cs.count(None)
                    if ts:
                        t = ts.pop()
                        p = self.av(unseen[t], k) * slack(k, left, gam)
                    else:
                        p = max(self.av(u, 4) for u in unseen) * slack(4, left, gam)
                    corners = max(corners, p)
            if "avenue" not in now:
                avenue = max(avenue, self._avenue(at, left, unseen))
            if "bounty" not in now:
                for r in (1, 2, 3):
                    row = [at(c, r) for c in range(1, 7)]
                    ts = [x for x in row if x is not None]
                    if len(set(ts)) != len(ts):
                        continue
                    k = 6 - len(ts)
                    have = sum(1 for t in range(ntypes) if t not in ts and unseen[t] > 0)
                    if have < k:
                        continue
                    bounty = max(bounty, slack(k, left, gam))
        out["promenade"] = prom
        out["four_corners"] = corners
        out["avenue"] = avenue
        out["bounty"] = bounty
        return {k: v for k, v in out.items() if k in self.tb.award_pts}

    def _mixed_plot(self, grid, left, unseen, ntypes) -> float:
        if not grid:
            k = ntypes
            if any(u <= 0 for u in unseen):
                return 0.0
            return slack(k, left, self.w.gamma)
        b = bounds(grid)
        r0, r1 = b[2], b[3]
        rows: dict[int, set] = {}
        count: dict[int, int] = {}
        for (c, r), t in grid.items():
            rows.setdefault(r, set()).add(t)
            count[r] = count.get(r, 0) + 1
        seen: set = set()
        for r, ts in rows.items():
            if len(ts) > 3 or ts & seen:
                return 0.0
            if count[r] + (3 - len(ts)) > WIDTH:
                return 0.0
            seen |= ts
        missing = [t for t in range(ntypes) if t not in seen]
        p = 1.0
        for t in missing:
            p *= self.av(unseen[t], 1)
            if p == 0.0:
                return 0.0
        return p * slack(len(missing), left, self.w.gamma)

    def _promenade(self, at, rows, left, unseen) -> float:
        k = 0
        fixed_types = []
        need_types = []
        free_pairs = 0
        for row, col in zip(rows, (1, 3, 5)):
            a, b = at(col, row), at(col + 1, row)
            if a is not None and b is not None:
                if a != b:
                    return 0.0
                fixed_types.append(a)
            elif a is None and b is None:
                free_pairs += 1
                k += 2
            else:
                t = a if a is not None else b
                fixed_types.append(t)
                need_types.append(t)
                k += 1
        if len(set(fixed_types)) != len(fixed_types):
            return 0.0
        if k > left:
            return 0.0
        p = 1.0
        for t in need_types:
            p *= self.av(unseen[t], 1)
        if free_pairs:
            cands = sorted((self.av(u, 2) for t, u in enumerate(unseen)
                            if t not in fixed_types), reverse=True)
            for i in range(free_pairs):
                p *= cands[i] if i < len(cands) else 0.0
        return p * slack(k, left, self.w.gamma)

    def _avenue(self, at, left, unseen) -> float:
        c1 = [at(1, r) for r in (1, 2, 3)]
        c6 = [at(6, r) for r in (1, 2, 3)]
        t1 = {x for x in c1 if x is not None}
        t6 = {x for x in c6 if x is not None}
        if len(t1) > 1 or len(t6) > 1:
            return 0.0
        k1, k6 = c1.count(None), c6.count(None)
        if t1 and t6:
            a, b = next(iter(t1)), next(iter(t6))
            if a == b:
                return 0.0
            p = self.av(unseen[a], k1) * self.av(unseen[b], k6)
        elif t1 or t6:
            a = next(iter(t1 or t6))
            ka, kb = (k1, k6) if t1 else (k6, k1)
            p = self.av(unseen[a], ka) * max(
                (self.av(u, kb) for t, u in enumerate(unseen) if t != a), default=0.0)
        else:
            vals = sorted((self.av(u, 3) for u in unseen), reverse=True)
            p = vals[0] * vals[1]
        return p * slack(k1 + k6, left, self.w.gamma)

    # ------------------------------------------------------------------ total
    def evaluate(self, grid, supply: int, left: int, unseen) -> float:
        """Points now plus the expected points still to come (see module docstring)."""
        return self.evaluate_nobee(grid, left, unseen) + self.bee_value(supply, left)

    def evaluate_nobee(self, grid, left: int, unseen) -> float:
        """:meth:`evaluate` without the Bee parts (they depend on the supply only)."""
        base = score_now(grid, 0, self.fixed, self.tb)
        if left <= 0:
            return float(base)
        return base + sum(self.pot_nobee(grid, left, unseen).values())
