"""Evaluation of one garden (rulebook 'Evaluation', RULINGS G-3, G-8, G-9, G-10, G-11).

Pure functions of a garden ``{(col, row): vegetable number}`` (see :mod:`rules.garden.plot`),
its Grasshoppers (slots), its Roses (left slot of each Rose), its Compost size and its Bee
supply.  :func:`breakdown` gives the lines the Garden Club reads out, ending with the total.
"""
from __future__ import annotations

from typing import Iterable, Mapping

from rules.garden import plot
from rules.garden.data import GardenData, load
from rules.garden.plot import Slot

#: Bees in the game (rulebook Components); Bee's Knees needs all of them in one supply.
TOTAL_BEES = 6


def type_at(garden: Mapping[Slot, int], slot: Slot, data: GardenData) -> str | None:
    """Type id of the card in ``slot``, ``None`` when empty."""
    n = garden.get(slot)
    return None if n is None else data.veg(n).type


def scored_slots(garden: Mapping[Slot, int], data: GardenData | None = None) -> set[Slot]:
    """Slots whose card scores: at least one orthogonal neighbour of the same type (G-11)."""
    data = data or load()
    out = set()
    for s, n in garden.items():
        t = data.veg(n).type
        if any(type_at(garden, m, data) == t for m in plot.neighbours_of(s)):
            out.add(s)
    return out


def grasshopper_penalties(garden: Mapping[Slot, int], hoppers: Iterable[Slot],
                          data: GardenData | None = None) -> dict[Slot, int]:
    """Points each scored card loses to Grasshoppers (G-8): 1 per orthogonal neighbour of
    the same type that lies under a Grasshopper, never more than the card's points."""
    data = data or load()
    hoppers = set(hoppers)
    scored = scored_slots(garden, data)
    out = {}
    for s in scored:
        v = data.veg(garden[s])
        k = sum(1 for m in plot.neighbours_of(s)
                if m in hoppers and type_at(garden, m, data) == v.type)
        if k:
            out[s] = min(v.points, k * data.grasshopper_penalty)
    return out


def scoring_roses(garden: Mapping[Slot, int], roses: Iterable[Slot],
                  data: GardenData | None = None) -> list[Slot]:
    """Roses that still cover two Vegetables of one type (G-9); each scores 5."""
    data = data or load()
    out = []
    for (c, r) in roses:
        a, b = type_at(garden, (c, r), data), type_at(garden, (c + 1, r), data)
        if a is not None and a == b:
            out.append((c, r))
    return sorted(out)


def _groups(slots: set[Slot]) -> list[set[Slot]]:
    """Orthogonally connected groups of ``slots``."""
    left, out = set(slots), []
    while left:
        stack = [left.pop()]
        group = set(stack)
        while stack:
            for m in plot.neighbours_of(stack.pop()):
                if m in left:
                    left.discard(m)
                    group.add(m)
                    stack.append(m)
        out.append(group)
    return out


def awards(garden: Mapping[Slot, int], supply: int, fixed: bool,
           data: GardenData | None = None) -> list[tuple[str, int]]:
    """The Awards of Merit the garden earns (G-10, frame from G-3), as ``(award id, points)``
    in the order of ``awards.json``."""
    data = data or load()
    origin = plot.frame_origin(garden, fixed)
    earned: list[tuple[str, int]] = []
    if origin is None:
        got = {"bees_knees": supply >= TOTAL_BEES}
    else:
        got = {}
        c1, r1 = origin

        def t(col: int, row: int) -> str | None:  # 1-based column/row of the frame
            return type_at(garden, (c1 + col - 1, r1 + row - 1), data)

        corners = {t(1, 1), t(6, 1), t(1, 3), t(6, 3)}
        got["four_corners"] = len(corners) == 1 and None not in corners
        col1 = {t(1, r) for r in (1, 2, 3)}
        col6 = {t(6, r) for r in (1, 2, 3)}
        got["avenue"] = (len(col1) == 1 and len(col6) == 1 and None not in col1
                         and None not in col6 and col1 != col6)

        def pair(row: int, col: int) -> str | None:
            a = t(col, row)
            return a if a is not None and a == t(col + 1, row) else None

        prom = False
        for rows in ((1, 2, 3), (3, 2, 1)):
            ps = [pair(row, col) for row, col in zip(rows, (1, 3, 5))]
            if None not in ps and len(set(ps)) == 3:
                prom = True
        got["promenade"] = prom
        by_type: dict[str, set[Slot]] = {}
        for s, n in garden.items():
            by_type.setdefault(data.veg(n).type, set()).add(s)
        mono = 0
        for slots in by_type.values():
            if len(slots) >= 5:
                a = data.awards["monopoly"]
                pts = a.points + (a.bonus if any(len(g) >= 5 for g in _groups(slots)) else 0)
                mono = max(mono, pts)
        got["monopoly"] = mono
        rows_types = [{t(c, r) for c in range(1, 7)} - {None} for r in (1, 2, 3)]
        got["mixed_plot"] = (all(len(x) == 3 for x in rows_types)
                             and len(set().union(*rows_types)) == sum(map(len, rows_types)))
        got["bees_knees"] = supply >= TOTAL_BEES
        got["bounty"] = any(None not in (row := [t(c, r) for c in range(1, 7)])
                            and len(set(row)) == 6 for r in (1, 2, 3))
    for aid, award in data.awards.items():
        v = got.get(aid)
        if v is True:
            earned.append((aid, award.points))
        elif isinstance(v, int) and not isinstance(v, bool) and v > 0:
            earned.append((aid, v))
    return earned


def breakdown(garden: Mapping[Slot, int], hoppers: Iterable[Slot], roses: Iterable[Slot],
              compost: int, supply: int, fixed: bool,
              data: GardenData | None = None) -> list[tuple[str, int]]:
    """The Garden Club's reading of one garden: a list of ``(label, points)``.

    Lines, in order: each Vegetable type with scored cards (``"Carrots: 5 scored x 3"``), each
    Award earned, Compost (``-2`` per card), Roses (``+5`` each), Grasshoppers (the
    penalty, negative), and last ``("Total", total)``.  Lines worth nothing are left out
    except the total.  Sources: G-8..G-11.
    """
    data = data or load()
    lines: list[tuple[str, int]] = []
    scored = scored_slots(garden, data)
    for tid, vt in data.types.items():
        k = sum(1 for s in scored if data.veg(garden[s]).type == tid)
        if k:
            lines.append((f"{vt.name}: {k} scored x {vt.points}", k * vt.points))
    for aid, pts in awards(garden, supply, fixed, data):
        lines.append((f"Award: {data.awards[aid].name}", pts))
    if compost:
        lines.append((f"Compost: {compost} card{'s' if compost != 1 else ''}",
                      compost * data.compost_per_card))
    rs = scoring_roses(garden, roses, data)
    if rs:
        lines.append((f"Roses: {len(rs)}", len(rs) * data.rose_points))
    pen = sum(grasshopper_penalties(garden, hoppers, data).values())
    if pen:
        lines.append(("Grasshoppers", -pen))
    lines.append(("Total", sum(p for _, p in lines)))
    return lines


def distinct_types(garden: Mapping[Slot, int], data: GardenData | None = None) -> int:
    """How many different types the garden holds (G-12's first tie-break)."""
    data = data or load()
    return len({data.veg(n).type for n in garden.values()})
