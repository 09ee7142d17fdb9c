"""Geometry of a garden plot (RULINGS G-2, G-3, G-6, G-8).

Coordinates: a slot is ``(col, row)``, integers on an unbounded grid that stays the same for
the whole game; ``col`` grows to the right, ``row`` grows downwards.  In the floating plot the
first Vegetable always goes to ``(0, 0)`` (the plot is the same wherever it starts) and later
ones may go to negative coordinates; every card in the garden must fit in some 6 x 3 frame
(at most 6 columns and 3 rows between the outermost cards).  In the fixed-plot variant the
frame is columns 0..5 and rows 0..2 from the start.

A garden is a mapping ``{(col, row): vegetable number}``.
"""
from __future__ import annotations

from typing import Iterable, Mapping

Slot = tuple[int, int]

#: The frame: 6 columns by 3 rows (rulebook, Planting Phase).
WIDTH = 6
HEIGHT = 3


def neighbours_of(slot: Slot) -> tuple[Slot, Slot, Slot, Slot]:
    """The four orthogonal neighbours of ``slot`` (left, right, up, down) (G-7, G-11)."""
    c, r = slot
    return ((c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1))


def bounds(slots: Iterable[Slot]) -> tuple[int, int, int, int] | None:
    """``(min_col, max_col, min_row, max_row)`` of ``slots``, ``None`` when empty."""
    slots = list(slots)
    if not slots:
        return None
    cols = [c for c, _ in slots]
    rows = [r for _, r in slots]
    return min(cols), max(cols), min(rows), max(rows)


def fits(slots: Iterable[Slot]) -> bool:
    """True when ``slots`` fit in 6 columns by 3 rows (G-2)."""
    b = bounds(slots)
    return b is None or (b[1] - b[0] < WIDTH and b[3] - b[2] < HEIGHT)


def _anchor_window(anchors: Iterable[Slot]) -> tuple[int, int, int, int] | None:
    """``(min_col, max_col, min_row, max_row)`` of the slots an empty floating garden offers
    around its ``anchors`` (Grasshopper and Rose slots), ``None`` without anchors.

    G-2 allows any slot when no card is planted; the slots differ only by where they lie
    relative to the anchors, so every slot within 6 columns and 3 rows of them is offered
    (the outermost ones share no 6 x 3 frame with any anchor: the "far away" choice).
    """
    b = bounds(anchors)
    if b is None:
        return None
    return b[0] - WIDTH, b[1] + WIDTH, b[2] - HEIGHT, b[3] + HEIGHT


def plant_slots(garden: Mapping[Slot, int], fixed: bool,
                anchors: Iterable[Slot] = ()) -> list[Slot]:
    """Every slot a Vegetable may be planted in now, sorted by (row, col) (G-2).

    Includes slots holding a card (planting there sends it to the Compost) and slots holding
    only a Grasshopper.  Floating plot: every slot of the band of columns
    ``max_col-5 .. min_col+5`` and rows ``max_row-2 .. min_row+2``; for an empty garden
    ``[(0, 0)]``, plus, when the garden keeps Grasshoppers or Roses (``anchors``: their
    slots) from cards since taken, every slot within 6 columns and 3 rows of them (G-2, G-8,
    G-9: a card may go under them).  Fixed plot: the 18 slots of columns 0..5, rows 0..2.
    """
    if fixed:
        return [(c, r) for r in range(HEIGHT) for c in range(WIDTH)]
    b = bounds(garden)
    if b is None:
        w = _anchor_window(anchors)
        if w is None:
            return [(0, 0)]
        out = {(c, r) for r in range(w[2], w[3] + 1) for c in range(w[0], w[1] + 1)}
        return sorted(out | {(0, 0)}, key=lambda s: (s[1], s[0]))
    c0, c1, r0, r1 = b
    return [(c, r) for r in range(r1 - HEIGHT + 1, r0 + HEIGHT)
            for c in range(c1 - WIDTH + 1, c0 + WIDTH)]


def slot_problem(garden: Mapping[Slot, int], fixed: bool, slot: Slot,
                 anchors: Iterable[Slot] = ()) -> str | None:
    """Why a Vegetable may not go in ``slot`` (a readable sentence), or ``None`` when it may.
    ``anchors``: as for :func:`plant_slots`."""
    if fixed:
        c, r = slot
        if not (0 <= c < WIDTH and 0 <= r < HEIGHT):
            return "That slot is outside the fixed 6 x 3 plot (columns 0-5, rows 0-2)."
        return None
    if not garden:
        if slot == (0, 0):
            return None
        w = _anchor_window(anchors)
        if w is None:
            return ("In an empty garden every slot is alike: plant the first Vegetable in the"
                    " starting slot (the lit one).")
        if w[0] <= slot[0] <= w[1] and w[2] <= slot[1] <= w[3]:
            return None
        return ("With no card in the garden, plant within 6 columns and 3 rows of its"
                " Grasshoppers and Roses (farther slots are all alike), or in the starting slot"
                " (the lit one).")
    b = bounds(list(garden) + [slot])
    if b[1] - b[0] >= WIDTH:
        return "That slot would make the garden wider than 6 columns."
    if b[3] - b[2] >= HEIGHT:
        return "That slot would make the garden taller than 3 rows."
    return None


def grasshopper_slots(garden: Mapping[Slot, int], hoppers: Iterable[Slot],
                      fixed: bool) -> list[Slot]:
    """Slots where a drawn Grasshopper may go (G-8): no card and no Grasshopper there, next to
    a Vegetable, inside the 6 x 3 frame.  Sorted by (row, col)."""
    hoppers = set(hoppers)
    out = []
    for s in plant_slots(garden, fixed):
        if s in garden or s in hoppers:
            continue
        if any(n in garden for n in neighbours_of(s)):
            out.append(s)
    return out


def frame_positions(garden: Mapping[Slot, int], fixed: bool) -> list[Slot]:
    """Top-left slots ``(col, row)`` where the 6 x 3 frame can still go: every frame that holds
    all the cards (an empty floating garden: every frame holding ``(0, 0)``).  Fixed plot:
    ``[(0, 0)]``.  For the app, to draw the possible plot; sorted by (row, col)."""
    if fixed:
        return [(0, 0)]
    b = bounds(garden) or (0, 0, 0, 0)
    c0, c1, r0, r1 = b
    return [(c, r) for r in range(r1 - HEIGHT + 1, r0 + 1) for c in range(c1 - WIDTH + 1, c0 + 1)]


def frame_origin(garden: Mapping[Slot, int], fixed: bool) -> Slot | None:
    """Column 1 / row 1 of the garden at Evaluation (G-3): the leftmost and topmost occupied
    column and row (fixed plot: ``(0, 0)``); ``None`` for an empty floating garden."""
    if fixed:
        return (0, 0)
    b = bounds(garden)
    return None if b is None else (b[0], b[2])


def reading_order_slots(garden: Mapping[Slot, int], fixed: bool) -> list[Slot]:
    """The 18 slots of the garden's 6 x 3 frame in reading order (row 1 left to right, then
    row 2, row 3), used by Pomme-Frites (G-7).  Row 1 and column 1 are the top row and the
    leftmost column used (G-3, :func:`frame_origin`), so a garden narrower than six columns
    or lower than three rows still has its empty slots to the right and below (the
    rulebook's "first empty slot in the 1st row"); fixed plot: the fixed frame.  ``[]`` for
    an empty floating garden."""
    origin = frame_origin(garden, fixed)
    if origin is None:
        return []
    c0, r0 = origin
    return [(c, r) for r in range(r0, r0 + HEIGHT) for c in range(c0, c0 + WIDTH)]
