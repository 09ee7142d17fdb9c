"""Small diagrams for the Garden rules page, drawn in code: each Award of Merit as a little
6 x 3 grid with coloured cells (RULINGS G-10), the Bee's Knees as six Bees, and the three
offer positions with their Bee costs (G-4).

The rules page (:mod:`app.scenes.rules_page`) calls :func:`figure_height` and
:func:`draw_figure` for a line ``[figure KEY]`` of ``app/rules_text/garden.txt``.
"""
from __future__ import annotations

import pygame

from app.art import VEGETABLE_COLORS

CELL = (22, 16)
GAP = 3
EMPTY = (226, 218, 196)
EDGE = (150, 136, 110)

_C = VEGETABLE_COLORS
A, B, C, D = _C["Carrots"], _C["Lettuce"], _C["Turnips"], _C["Peas"]
E, F, G, H, I = _C["Beans"], _C["Radishes"], _C["Pumpkins"], _C["Salsify"], _C["Ruta Baga"]

#: Each award: one or two grids (rows of 6 cells; None = empty or "any card"), a caption.
AWARDS: dict[str, tuple[list[list[list]], str]] = {
    "four_corners": ([[[A, None, None, None, None, A], [None] * 6,
                       [A, None, None, None, None, A]]],
                     "The Four Corners · 12: all four corners hold one type."),
    "avenue": ([[[A, None, None, None, None, B], [A, None, None, None, None, B],
                 [A, None, None, None, None, B]]],
               "The Avenue · 14: the first column is three of one type, the sixth three of"
               " another."),
    "promenade": ([[[A, A, None, None, None, None], [None, None, B, B, None, None],
                    [None, None, None, None, C, C]],
                   [[None, None, None, None, C, C], [None, None, B, B, None, None],
                    [A, A, None, None, None, None]]],
                  "The Promenade · 14: three pairs of three types on a staircase: columns"
                  " 1-2, 3-4 and 5-6, from the top row down or from the bottom row up."),
    "monopoly": ([[[None, D, D, D, None, None], [None, None, None, D, None, None],
                   [None, None, None, D, None, None]]],
                 "The Monopoly · 8: five or more cards of one type; 10 instead when five of"
                 " them touch as one group."),
    "mixed_plot": ([[[A, B, C, A, B, C], [D, E, F, F, E, D], [G, H, I, I, G, H]]],
                   "The Mixed Plot · 30: all three rows used, each with exactly three types, no type"
                   " in two rows (empty slots are fine)."),
    "bounty": ([[[A, B, C, D, E, F], [None] * 6, [None] * 6]],
               "The Bounty · 12: one row with six different types."),
}
KEYS = tuple(AWARDS) + ("bees_knees", "offer")
#: The Mixed Plot's cells carry their type's first letters: its point is which type is in
#: which row, and the Carrots' and Pumpkins' oranges (rows 1 and 3) read as one type to a
#: tester (session 23).
TYPE_MARKS = {_C[name]: name[:2] if " " not in name else "".join(w[0] for w in name.split())
              for name in _C}
MARKED = ("mixed_plot",)


def figure_height(key: str) -> int:
    """Pixels the figure ``key`` takes on the page.  Raises ``KeyError`` for an unknown
    key."""
    if key not in KEYS:
        raise KeyError(f"no Garden figure {key!r} (known: {', '.join(KEYS)})")
    return 86 if key == "offer" else 70


def _grid(surface: pygame.Surface, rows: list[list], x: int, y: int, text=None) -> int:
    """One 6 x 3 grid at (x, y); with ``text`` (the page's Text) each coloured cell also
    shows its type's :data:`TYPE_MARKS`.  Returns the grid's width in px."""
    w, h = CELL
    for r, row in enumerate(rows):
        for c, col in enumerate(row):
            rect = pygame.Rect(x + c * (w + GAP), y + r * (h + GAP), w, h)
            pygame.draw.rect(surface, col or EMPTY, rect, border_radius=3)
            pygame.draw.rect(surface, EDGE if col is None else tuple(max(0, v - 60) for v in col),
                             rect, 1, border_radius=3)
            if text is not None and col is not None:
                light = 0.299 * col[0] + 0.587 * col[1] + 0.114 * col[2] > 150
                text.blit(surface, TYPE_MARKS[col], rect.center, 10,
                          (34, 30, 26) if light else (255, 255, 255), bold=True,
                          anchor="center")
    return 6 * (w + GAP)


def _bee(surface, center, r=9) -> None:
    cx, cy = center
    pygame.draw.ellipse(surface, (220, 232, 250), (cx - r, cy - r - 2, r, r))
    pygame.draw.ellipse(surface, (220, 232, 250), (cx, cy - r - 2, r, r))
    pygame.draw.ellipse(surface, (240, 190, 40), (cx - r, cy - r // 2, 2 * r, r + 2))
    for dx in (-3, 3):
        pygame.draw.line(surface, (40, 34, 30), (cx + dx, cy - r // 2 + 1),
                         (cx + dx, cy + r // 2 + 1), 2)


def draw_figure(surface: pygame.Surface, key: str, rect: pygame.Rect, text) -> None:
    """Draw figure ``key`` with its top-left at ``rect.topleft`` (``rect.w`` is the text
    width); ``text`` is the page's :class:`app.ui.text.Text`.  Raises ``KeyError`` for an
    unknown key."""
    ink = (34, 30, 26)
    if key in AWARDS:
        grids, caption = AWARDS[key]
        x = rect.x
        for rows in grids:
            x += _grid(surface, rows, x, rect.y + 2, text if key in MARKED else None) + 18
        title, _, words = caption.partition(": ")
        text.blit(surface, title, (x, rect.y + 2), 17, ink, bold=True)
        for k, ln in enumerate(text.wrap(words[:1].upper() + words[1:], 16, rect.right - x)[:2]):
            text.blit(surface, ln, (x, rect.y + 24 + k * 20), 16, (96, 88, 76))
        return
    if key == "bees_knees":
        for k in range(6):
            _bee(surface, (rect.x + 14 + k * 26, rect.y + 30))
        # title and words where, and as, the Awards above have them
        x = rect.x + 6 * (CELL[0] + GAP) + 18
        text.blit(surface, "The Bee's Knees · 6", (x, rect.y + 2), 17, ink, bold=True)
        text.blit(surface, "All six Bees in your own supply at the end.", (x, rect.y + 24), 16,
                  (96, 88, 76))
        return
    if key == "offer":
        labels = (("left", "pay a Bee"), ("centre", "free"), ("right", "take a Bee"))
        for k, (pos, cost) in enumerate(labels):
            # 56 px wide: "centre" in bold 13 px touched the edges of a 50 px card (a new
            # player, session 20)
            r = pygame.Rect(rect.x + k * 160, rect.y + 2, 56, 70)
            pygame.draw.rect(surface, (250, 246, 232), r, border_radius=6)
            pygame.draw.rect(surface, EDGE, r, 2, border_radius=6)
            text.blit(surface, pos, (r.centerx, r.y + 22), 13, ink, bold=True, anchor="center")
            text.blit(surface, cost, (r.right + 4, r.y + 48), 13, (96, 88, 76), anchor="midleft")
            if pos != "centre":
                # the Bee with its sign: a new player read the two alike (session 18)
                _bee(surface, (r.centerx - 8, r.y + 48))
                sign, col = ("\u22121", (170, 50, 40)) if pos == "left" else ("+1", (40, 120, 50))
                text.blit(surface, sign, (r.centerx + 12, r.y + 48), 13, col, bold=True,
                          anchor="center")
        return
    raise KeyError(f"no Garden figure {key!r} (known: {', '.join(KEYS)})")
