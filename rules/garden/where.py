"""Where a slot is, in words a player understands, relative to the cards already planted.

Absolute plot coordinates (``(col, row)``, :mod:`rules.garden.plot`) mean nothing to a
person, and "column 1, row 1" changes meaning as a floating garden grows (G-2, G-3), so the
log and the hints name a slot by the cards around it: ``"left of Lettuce 4"``,
``"on Carrots 11 (to the Compost)"``, ``"as the first card"``.
"""
from __future__ import annotations

from typing import Callable, Mapping

from rules.garden import plot

Slot = tuple[int, int]

#: (dx, dy) from the slot to a neighbour → how the slot stands to that neighbour.
_SIDES = (((1, 0), "left of"), ((-1, 0), "right of"), ((0, 1), "above"), ((0, -1), "below"))


_NUMBERS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def _count(n: int) -> str:
    """``abs(n)`` in words up to nine (a digit next to a card number reads like a slot)."""
    n = abs(n)
    return _NUMBERS[n] if n < len(_NUMBERS) else str(n)


#: The fixed plot's rows, top to bottom (plot.HEIGHT of them).
_ROWS = ("top", "middle", "bottom")


def fixed_slot_words(slot: Slot) -> str:
    """A slot of the fixed 6 x 3 plot (the variant, G-2: columns 0..5, rows 0..2) in
    words, for the first card, which has no card to be named by: ``"in the top-left
    corner"``, ``"in the middle row, column 4"``."""
    c, r = slot
    row = _ROWS[r] if 0 <= r < len(_ROWS) else f"row {r + 1}"
    if r in (0, plot.HEIGHT - 1) and c in (0, plot.WIDTH - 1):
        return f"in the {row}-{'left' if c == 0 else 'right'} corner"
    return f"in the {row} row, column {c + 1}"


def slot_words(garden: Mapping[Slot, int], slot: Slot, name: Callable[[int], str],
               fixed: bool = False) -> str:
    """Words for ``slot`` in ``garden`` (slot → Vegetable number) *before* planting there.

    ``name(card)`` gives a card's name (e.g. ``"Lettuce 4"``).  Orthogonal neighbours are
    preferred (up to two are named); a slot touching no card is placed by the nearest
    card's row and column; the first card of a fixed plot (``fixed``) by its row and column
    (:func:`fixed_slot_words`).  Returns a phrase with no leading preposition problems, e.g.
    ``"left of Lettuce 4"``; never raises.
    """
    if slot in garden:
        return f"on {name(garden[slot])} (to the Compost)"
    if not garden:
        return "as the first card" + (", " + fixed_slot_words(slot) if fixed else "")
    c, r = slot
    touching = [f"{words} {name(garden[(c + dx, r + dy)])}"
                for (dx, dy), words in _SIDES if (c + dx, r + dy) in garden]
    if touching:
        return " and ".join(touching[:2])
    nearest = min(garden, key=lambda s: (abs(s[0] - c) + abs(s[1] - r), s[1], s[0]))
    dc, dr = c - nearest[0], r - nearest[1]
    parts = []
    if dr:
        parts.append(f"{_count(dr)} row{'s' if abs(dr) > 1 else ''} {'below' if dr > 0 else 'above'}")
    if dc:
        parts.append(f"{_count(dc)} column{'s' if abs(dc) > 1 else ''}"
                     f" {'right of' if dc > 0 else 'left of'}")
    return ", ".join(parts[:-1] + [parts[-1] + f" {name(garden[nearest])}"]) if parts else ""
