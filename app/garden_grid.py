"""Where a garden's slots are on screen (RULINGS G-2, G-3).

The floating plot has no fixed place: the cards must fit in *some* 6 x 3 frame.  The grid
drawn is the union of every frame that still holds all the cards (the engine's
``rules.garden.plot.frame_positions``): up to 11 columns by 5 rows around a lone first card,
exactly 6 x 3 once the frame is fixed.  Cells are sized to fit the layout zone (never larger
than the zone's ``card_w`` x ``card_h`` plus ``gap``) and the grid is centred in the zone.

While the frame floats, the table keeps a garden's slots where they were drawn as the frame
narrows (:meth:`PlotGrid.kept`); it lays the grid out anew (bigger cells, another origin) when
a dimension of the frame settles with cells of another size, or the slots no longer fit.
:meth:`PlotGrid.between` gives the grid part of the way from the old layout to the new one,
so the table can draw the re-lay as a glide and hit-test against what it draws.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace

import pygame

from rules.garden import plot

Slot = tuple[int, int]


@dataclass
class PlotGrid:
    """The slots of one garden as drawn.

    ``cols``/``rows``: the ranges of engine columns and rows shown; ``band``: the slots some
    possible frame reaches; ``core``: the slots inside every possible frame (certainly part
    of the plot); ``faded``: shown slots a held planting rules out (drawn faintly, so the
    grid keeps its shape until Confirm); ``cell`` (w, h) and ``card``
    (w, h) in logical pixels; ``origin`` the top-left of the grid.  ``cell`` and ``origin``
    are whole pixels for a grid from :meth:`build` and may be fractional for one
    :meth:`between` two layouts (rects are rounded to whole pixels).
    """

    zone: pygame.Rect
    cols: range
    rows: range
    core: set[Slot]
    band: set[Slot]
    cell: tuple[float, float]
    card: tuple[int, int]
    origin: tuple[float, float]
    fixed_cols: bool
    fixed_rows: bool
    faded: frozenset = frozenset()

    @classmethod
    def build(cls, zone: pygame.Rect, garden: dict[Slot, int], fixed: bool,
              card_w: int, card_h: int, gap: int, top_pad: int = 22,
              extra: tuple[Slot, ...] = ()) -> "PlotGrid":
        """The grid of ``garden`` (``{(col, row): number}``) in ``zone``; ``top_pad`` px are
        kept free at the top of the zone for a caption.  ``extra``: slots to show as well
        although no frame reaches them any more (a Grasshopper left behind, G-8)."""
        frames = plot.frame_positions(garden, fixed)
        c_lo = min(c for c, _ in frames)
        c_hi = max(c for c, _ in frames) + plot.WIDTH - 1
        r_lo = min(r for _, r in frames)
        r_hi = max(r for _, r in frames) + plot.HEIGHT - 1
        band = {(c, r) for c in range(c_lo, c_hi + 1) for r in range(r_lo, r_hi + 1)}
        for c, r in extra:
            c_lo, c_hi, r_lo, r_hi = min(c_lo, c), max(c_hi, c), min(r_lo, r), max(r_hi, r)
        cols, rows = range(c_lo, c_hi + 1), range(r_lo, r_hi + 1)
        core_c = range(max(c for c, _ in frames), min(c for c, _ in frames) + plot.WIDTH)
        core_r = range(max(r for _, r in frames), min(r for _, r in frames) + plot.HEIGHT)
        core = {(c, r) for c in core_c for r in core_r}
        avail_w = zone.w - 8
        avail_h = zone.h - top_pad - 6
        cw = min(card_w + gap, avail_w // len(cols))
        ch = min(card_h + gap, avail_h // len(rows))
        # keep the card's shape (h = 1.4 w)
        kw = min(cw - gap, int((ch - gap) / 1.4))
        kh = int(kw * 1.4)
        cw, ch = kw + gap, kh + gap
        gw, gh = cw * len(cols), ch * len(rows)
        ox = zone.x + (zone.w - gw) // 2
        oy = zone.y + top_pad + (zone.h - top_pad - gh) // 2
        # settled: every frame that holds the cards has these columns (rows); a Grasshopper
        # left outside them widens the grid shown, not the frame (G-8, trial 51)
        return cls(pygame.Rect(zone), cols, rows, core, band, (cw, ch), (kw, kh), (ox, oy),
                   len(core_c) == plot.WIDTH, len(core_r) == plot.HEIGHT)

    def between(self, start: "PlotGrid", k: float) -> "PlotGrid":
        """This grid's geometry moved only ``k`` (0..1) of the way from ``start``'s: every
        slot's cell and card lie ``k`` of the way from where ``start`` draws them to where
        this grid does (a slot's place is linear in its column and row, so one origin and
        one cell size describe them all).  Which slots are shown, the band, the core and the
        fixed flags are this grid's.  ``k`` 0 gives ``start``'s places, 1 this grid."""
        k = max(0.0, min(1.0, k))
        if k >= 1.0:
            return self
        cell = tuple(a + (b - a) * k for a, b in zip(start.cell, self.cell))
        card = tuple(int(round(a + (b - a) * k)) for a, b in zip(start.card, self.card))
        # where column/row 0 lies in each layout, moved k of the way; then the origin of
        # this grid's first column/row under the moved cell size
        zero = [(so - s0 * sc) + ((eo - e0 * ec) - (so - s0 * sc)) * k
                for so, s0, sc, eo, e0, ec in ((start.origin[0], start.cols.start,
                                                 start.cell[0], self.origin[0],
                                                 self.cols.start, self.cell[0]),
                                                (start.origin[1], start.rows.start,
                                                 start.cell[1], self.origin[1],
                                                 self.rows.start, self.cell[1]))]
        origin = (zero[0] + self.cols.start * cell[0], zero[1] + self.rows.start * cell[1])
        return replace(self, cell=cell, card=card, origin=origin)

    def kept(self, anchor: "PlotGrid", top_pad: int = 22) -> "PlotGrid | None":
        """This grid drawn in ``anchor``'s geometry (its cell and card sizes, every slot
        where ``anchor`` draws it), or ``None`` when that should not be: the zones differ;
        a slot this grid shows would lie outside the zone (``top_pad`` px at its top kept
        for the caption, as in :meth:`build`); or the frame settled (or unsettled) a
        dimension since ``anchor`` (``fixed_cols``/``fixed_rows`` differ) and this grid's
        own cells are another size (bigger cards once the frame is set, smaller when a
        Neighbour's take unsettles it).

        The table lays a garden out anew only when this gives ``None``: while the floating
        plot narrows (G-2, G-3) its planted cards stay where they are and the slots no frame
        reaches any more just go; the grid grows and re-centres once a dimension of the
        6 x 3 frame is settled (session 25's tester: the grid shifted and grew after
        almost every planting)."""
        if self.zone != anchor.zone:
            return None
        if (self.fixed_cols, self.fixed_rows) != (anchor.fixed_cols, anchor.fixed_rows) \
                and self.cell != anchor.cell:
            return None
        zero = (anchor.origin[0] - anchor.cols.start * anchor.cell[0],
                anchor.origin[1] - anchor.rows.start * anchor.cell[1])
        origin = (zero[0] + self.cols.start * anchor.cell[0],
                  zero[1] + self.rows.start * anchor.cell[1])
        out = replace(self, cell=anchor.cell, card=anchor.card, origin=origin)
        room = pygame.Rect(self.zone.x, self.zone.y + top_pad, self.zone.w,
                           self.zone.h - top_pad)
        return out if room.contains(out.bounds()) else None

    def same_place(self, other: "PlotGrid") -> bool:
        """True when ``other`` draws every slot where this grid does (same origin, cell and
        card sizes and first column/row), whatever slots each shows."""
        return (self.origin, self.cell, self.card, self.cols.start, self.rows.start) == (
            other.origin, other.cell, other.card, other.cols.start, other.rows.start)

    def slots(self) -> list[Slot]:
        """Every shown slot in reading order."""
        return [(c, r) for r in self.rows for c in self.cols]

    def cell_rect(self, slot: Slot) -> pygame.Rect:
        """The cell of ``slot`` (may lie outside the grid for a slot not shown), in whole
        pixels."""
        c, r = slot
        x = self.origin[0] + (c - self.cols.start) * self.cell[0]
        y = self.origin[1] + (r - self.rows.start) * self.cell[1]
        x0, y0 = round(x), round(y)
        return pygame.Rect(x0, y0, round(x + self.cell[0]) - x0, round(y + self.cell[1]) - y0)

    def card_rect(self, slot: Slot) -> pygame.Rect:
        """Where a card in ``slot`` is drawn (centred in its cell)."""
        r = pygame.Rect(0, 0, *self.card)
        r.center = self.cell_rect(slot).center
        return r

    def slot_at(self, pos: tuple[int, int]) -> Slot | None:
        """The shown slot under ``pos``, or ``None``."""
        c, r = self.cell_at(pos)
        if c in self.cols and r in self.rows:
            return (c, r)
        return None

    def cell_at(self, pos: tuple[int, int]) -> Slot:
        """The engine slot ``(col, row)`` under ``pos`` as if the grid went on past its
        edges in every direction (a slot no frame reaches, which is not drawn)."""
        return (self.cols.start + int(math.floor((pos[0] - self.origin[0]) / self.cell[0])),
                self.rows.start + int(math.floor((pos[1] - self.origin[1]) / self.cell[1])))

    def right_half(self, pos: tuple[int, int]) -> bool:
        """True when ``pos`` lies in the right half of its cell."""
        x = pos[0] - self.origin[0]
        return (x % self.cell[0]) >= self.cell[0] // 2

    def bounds(self) -> pygame.Rect:
        """The whole grid's rect."""
        x0, y0 = round(self.origin[0]), round(self.origin[1])
        return pygame.Rect(x0, y0, round(self.origin[0] + self.cell[0] * len(self.cols)) - x0,
                           round(self.origin[1] + self.cell[1] * len(self.rows)) - y0)

    def frame_rect(self) -> pygame.Rect:
        """The rect of the settled 6 x 3 frame as drawn: the union of the cells of
        :attr:`core` (the whole grid when no slot outside the frame is shown).  Meaningful
        once ``fixed_cols and fixed_rows``; drawn as the frame's outline."""
        cells = [self.cell_rect(s) for s in self.core]
        out = cells[0]
        return out.unionall(cells[1:]) if len(cells) > 1 else pygame.Rect(out)

    def caption(self, garden: dict[Slot, int]) -> str:
        """A short description of how much of the 6 x 3 frame is settled.  An empty
        floating plot offers only its middle slot; an empty fixed plot (the variant, G-2)
        takes the first card on any of its 18 slots."""
        if not garden:
            if self.fixed_cols and self.fixed_rows:
                return "Empty plot: the 6 x 3 frame is fixed, plant on any of its 18 slots"
            return "Empty plot: the first Vegetable goes in the middle"
        if self.fixed_cols and self.fixed_rows:
            # the span of used columns says nothing once the frame is set (the fixed-plot
            # variant from the start, G-2; session 22's tester read "5 of 6 columns" with
            # cards in columns 1, 2 and 5 only)
            n = len(garden)
            return (f"{n} in the garden · the 6 x 3 frame is set: {18 - n} empty"
                    f" slot{'s' if 18 - n != 1 else ''}")
        b = plot.bounds(garden)
        used_c, used_r = b[1] - b[0] + 1, b[3] - b[2] + 1
        return f"{len(garden)} in the garden · {used_c} of 6 columns, {used_r} of 3 rows used"


def off_plot(garden: dict[Slot, int], hoppers, fixed: bool) -> set[Slot]:
    """The Grasshopper slots of ``hoppers`` that lie off the plot now: the garden has cards
    and a card planted in that slot would not fit the 6 x 3 frame with them
    (:func:`rules.garden.plot.slot_problem`, G-2).  No card can be under such a Grasshopper,
    so it takes no points at Evaluation (G-8: only a card under a Grasshopper costs its
    neighbours a point); it stays in the garden (G-8) and can come back into the plot only
    when a Neighbour takes a card from its far edge (G-6).  An empty garden has no frame:
    nothing is off it.  ``garden``: ``{(col, row): number}``; ``fixed``: the fixed-plot
    variant (its Grasshoppers are always inside)."""
    if not garden:
        return set()
    return {s for s in hoppers if s not in garden
            and plot.slot_problem(garden, fixed, s) is not None}
