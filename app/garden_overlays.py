"""Dialogs over the Garden table: confirm (composting), inspect a pile (Compost, discard),
the Neighbour-phase banner, the AI's hint, and the Garden Club's results.

Each is an overlay :class:`~app.scenes.base.Scene` (the table stays drawn below).  They draw
only what the table hands them, which comes from ``state.view(viewer)``.
"""
from __future__ import annotations

import math
from typing import Callable

import pygame

from app.scenes.base import Scene
from app.ui import theme
from app.ui.widgets import Button, click_buttons, closes_on_key, panel

TABLE_CENTER = (480, 295)
GREY = (90, 90, 70)


def _dim(surface: pygame.Surface, alpha: int = 110) -> None:
    dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    dim.fill((0, 0, 0, alpha))
    surface.blit(dim, (0, 0))


def draw_ribbon(surface: pygame.Surface, center: tuple[int, int], word: str,
                radius: int = 34) -> None:
    """A prize rosette in the colour of ribbon ``word`` (``none`` draws a plain grey disc)."""
    col = theme.RIBBON_COLOURS.get(word, theme.RIBBON_COLOURS["none"])
    cx, cy = center
    dark = tuple(max(0, c - 60) for c in col)
    if word != "none":
        for dx in (-1, 1):
            pts = [(cx + dx * radius * .2, cy + radius * .5), (cx + dx * radius * .75,
                   cy + radius * 1.9), (cx + dx * radius * .45, cy + radius * 1.65),
                   (cx + dx * radius * .2, cy + radius * 1.95), (cx, cy + radius * .6)]
            pygame.draw.polygon(surface, col, pts)
            pygame.draw.polygon(surface, dark, pts, 2)
    n = 16
    pts = []
    for k in range(2 * n):
        a = math.pi * k / n
        rr = radius if k % 2 == 0 else radius * .82
        pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
    pygame.draw.polygon(surface, col, pts)
    pygame.draw.polygon(surface, dark, pts, 2)
    pygame.draw.circle(surface, tuple(min(255, c + 30) for c in col), center, int(radius * .6))
    pygame.draw.circle(surface, dark, center, int(radius * .6), 2)


class ConfirmOverlay(Scene):
    """A yes/no question (e.g. "Compost the Carrot 19?").  ``on_yes`` runs after closing;
    No, Escape, Enter or a click outside only close it (yes takes a click on its button)."""

    overlay = True

    def __init__(self, ctx, title: str, lines: list[str], yes: str, on_yes: Callable[[], None],
                 no: str = "Cancel", image: pygame.Surface | None = None):
        super().__init__(ctx)
        self.title, self.lines, self.on_yes, self.image = title, lines, on_yes, image
        self.rect = pygame.Rect(0, 0, 520, 250 + (0 if image is None else 20))
        # taller when the wrapped lines need it (a Rose, a Grasshopper and the Bee line
        # under the Compost question), so none runs into the buttons
        self.wrapped = self._wrap()
        self.rect.h = max(self.rect.h, 66 + 22 * len(self.wrapped) + 84)
        self.rect.center = TABLE_CENTER
        y = self.rect.bottom - 70
        self.buttons = [
            Button(pygame.Rect(self.rect.x + 40, y, 210, 50), yes, self.yes, color=theme.DANGER,
                   tag="yes"),
            Button(pygame.Rect(self.rect.right - 250, y, 210, 50), no, self.no, color=GREY,
                   tag="no"),
        ]

    def text_x(self) -> int:
        """Where the title and lines start: right of the picture, if any."""
        x = self.rect.x + 30
        return x if self.image is None else x + self.image.get_width() + 20

    def _wrap(self) -> list[str]:
        """The lines as drawn (:attr:`wrapped`, worked out once): each wrapped at 17 px to
        the width right of the picture."""
        width = self.rect.right - 30 - self.text_x()
        return [ln for line in self.lines for ln in self.ctx.text.wrap(line, 17, width)]

    def yes(self) -> None:
        """Close and run ``on_yes``."""
        self.ctx.stack.pop()
        self.on_yes()

    def no(self) -> None:
        """Close without doing anything."""
        self.ctx.stack.pop()

    def handle(self, event):
        """Buttons; Enter and Escape both take the safe answer (no): Enter also confirms a
        held planting at the table, and a tester who pressed it twice in a row composted a
        card he meant to keep."""
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.no()
            return
        click_buttons(self.buttons, event)

    def draw(self, surface):
        """Dim the table, draw the question."""
        _dim(surface)
        panel(surface, self.rect)
        t = self.ctx.text
        if self.image is not None:
            surface.blit(self.image, (self.rect.x + 30, self.rect.y + 30))
        x = self.text_x()
        t.blit(surface, self.title, (x, self.rect.y + 30), 22, theme.INK, bold=True)
        y = self.rect.y + 66
        for ln in self.wrapped:
            t.blit(surface, ln, (x, y), 17, theme.INK_SOFT)
            y += 22
        for b in self.buttons:
            b.draw(surface, t, 18)


class InspectOverlay(Scene):
    """A pile opened for a look: every card, oldest first, with its name.  ``cards`` are
    Vegetable numbers; ``paint(number, size)`` draws one; ``note``: a smaller line under the
    title (e.g. what the pile costs); any click or key closes.  The title is fitted left of
    the Close button (smaller, then on two lines), never cut (:meth:`title_layout`)."""

    overlay = True

    def __init__(self, ctx, title: str, cards: list[int], paint, names: Callable[[int], str],
                 empty: str = "Nothing here yet.", note: str = ""):
        super().__init__(ctx)
        self.title, self.cards, self.paint = title, cards, paint
        self.names, self.empty, self.note = names, empty, note
        per_row = 10 if len(cards) <= 40 else 12          # 45 Vegetables in 4 rows at most
        self.size = (64, 90) if len(cards) <= 30 else (48, 67)
        rows = max(1, math.ceil(len(cards) / per_row))
        self.rect = pygame.Rect(0, 0, 40 + per_row * (self.size[0] + self.GAP), 100)
        # each card's caption, fitted to its column; the rows are as far apart as the
        # tallest caption needs
        self.captions = {n: self.caption_layout(names(n)) for n in cards}
        tallest = max((self._caption_height(*c) for c in self.captions.values()),
                      default=ctx.text.font(self.CAPTION_SIZES[0]).get_height())
        self.pitch = self.size[1] + 3 + tallest + 6
        self.close = Button(pygame.Rect(0, 0, 110, 40), "Close", ctx.stack.pop, color=GREY,
                            tag="close")
        self.per_row = per_row
        # the title never changes: lay it out once (its width does not move with the panel)
        self.title_lines = size, lines, step = self.title_layout()
        self.top = 22 + (len(lines) - 1) * step + ctx.text.font(size, True).get_height() + 8
        if note:
            self.top += ctx.text.line_height(15) + 4
        self.top = max(70, self.top)                      # the first row of cards
        h = self.top + 40 + rows * self.pitch
        self.rect.h = min(560, h)
        self.rect.center = TABLE_CENTER
        self.close.rect.topright = (self.rect.right - 20, self.rect.y + 14)

    #: px between two cards of a row; the caption sizes tried, largest first
    GAP, CAPTION_SIZES = 14, (11, 10)

    def caption_room(self) -> int:
        """How wide a card's caption may be: its column (the card and the gap to the next)
        less 4 px, so two neighbouring captions never touch."""
        return self.size[0] + self.GAP - 4

    def caption_layout(self, name: str) -> tuple[int, list[str], int]:
        """(font size, lines, line height) of caption ``name`` within
        :meth:`caption_room`: one line at 11 px when it fits, else 10 px, else the name
        over its number ("Ruta Baga" over "18"), a line still too wide cut with "…"
        (tester report: in the discard pile "Turnip 33Pumpkin 41" and "Carrot 11Ruta Baga
        29" ran together)."""
        t, room = self.ctx.text, self.caption_room()
        size = t.line_size(name, room, self.CAPTION_SIZES)
        if size is not None:
            return size, [name], t.line_height(size)
        lines = name.rsplit(" ", 1)
        size = next((z for z in self.CAPTION_SIZES
                     if all(t.font(z).size(ln)[0] <= room for ln in lines)),
                    self.CAPTION_SIZES[-1])
        return size, [t.cut(ln, size, room) for ln in lines], t.line_height(size)

    def _caption_height(self, size: int, lines: list[str], step: int) -> int:
        return (len(lines) - 1) * step + self.ctx.text.font(size).get_height()

    def title_area(self) -> pygame.Rect:
        """Where the title may be drawn: from the left margin to the Close button (less a
        16 px gap), two 22 px lines high."""
        x = self.rect.x + 24
        right = self.rect.right - 20 - self.close.rect.w - 16
        return pygame.Rect(x, self.rect.y + 22, right - x, 56)

    def title_layout(self) -> tuple[int, list[str], int]:
        """(font size, lines, line height) of the title in :meth:`title_area`: 22 px bold on
        one line when it fits, else smaller (down to 16 px) and wrapped (never dropped)."""
        area = self.title_area()
        t = self.ctx.text
        for size in range(22, 15, -1):               # one line, if any size will do
            if t.font(size, True).size(self.title)[0] <= area.w:
                return size, [self.title], t.line_height(size, True)
        return t.fit(self.title, area.w, area.h, sizes=range(22, 15, -1), bold=True)

    def handle(self, event):
        """Any click or key (not a modifier alone) closes."""
        if closes_on_key(event) or (event.type == pygame.MOUSEBUTTONUP and event.button == 1):
            self.ctx.stack.pop()
        elif event.type == pygame.MOUSEMOTION:
            click_buttons([self.close], event)

    def draw(self, surface):
        """The title, the note, the cards in rows."""
        _dim(surface)
        panel(surface, self.rect)
        t = self.ctx.text
        size, lines, step = self.title_lines
        area = self.title_area()
        y = area.y
        for ln in lines:
            t.blit(surface, ln, (area.x, y), size, theme.INK, bold=True)
            y += step
        if self.note:
            t.blit(surface, self.note, (area.x, y + 4), 15, theme.INK_SOFT)
        self.close.draw(surface, t, 17)
        top = self.rect.y + self.top
        if not self.cards:
            t.blit(surface, self.empty, (self.rect.x + 24, top), 18, theme.INK_SOFT)
        w, h = self.size
        for i, n in enumerate(self.cards):
            r, c = divmod(i, self.per_row)
            x = self.rect.x + 24 + c * (w + self.GAP)
            y = top + r * self.pitch
            if y + h > self.rect.bottom:
                break
            surface.blit(self.paint(n, (w, h)), (x, y))
            size, lines, step = self.captions[n]
            for k, ln in enumerate(lines):
                t.blit(surface, ln, (x + w // 2, y + h + 3 + k * step), size, theme.INK_SOFT,
                       anchor="midtop")


class NeighbourBanner(Scene):
    """The Neighbour phase as an event a person can follow: who visits (or that nobody does)
    and what they take from each garden, with the cards taken.  Stays ``seconds`` (0 = until
    dismissed); a click or a key dismisses it; ``on_close`` runs when it goes.  ``note``: the
    small last line ("click to continue"; the replay viewer's says how to go on there)."""

    overlay = True

    def __init__(self, ctx, title: str, lines: list[str],
                 cards: list[tuple[str, pygame.Surface]], seconds: float = 9.0,
                 on_close: Callable[[], None] | None = None, note: str = "click to continue"):
        super().__init__(ctx)
        self.title, self.lines, self.cards = title, lines, cards
        self.note = note
        self.left = seconds
        self.timed = seconds > 0
        self.on_close = on_close
        # long lines wrap: size the panel by the wrapped lines, so the last one stays clear
        # of the "click to continue" note
        width = 640
        self.wrapped = [part for ln in lines for part in ctx.text.wrap(ln, 18, width - 60)]
        h = 150 + 22 * len(self.wrapped) + (130 if cards else 0)
        self.rect = pygame.Rect(0, 0, width, h)
        self.rect.center = TABLE_CENTER
        self.rect.y = max(10, self.rect.y)
        self.closed = False

    def dismiss(self) -> None:
        """Close the banner (once)."""
        if self.closed:
            return
        self.closed = True
        if self.ctx.stack.top is self:
            self.ctx.stack.pop()
        elif self in self.ctx.stack.scenes:
            self.ctx.stack.scenes.remove(self)
        if self.on_close:
            self.on_close()

    def handle(self, event):
        """A click or a key (not a modifier alone) closes."""
        if closes_on_key(event) or (event.type == pygame.MOUSEBUTTONUP and event.button == 1):
            self.dismiss()

    def update(self, dt):
        """Count down."""
        if self.timed:
            self.left -= dt
            if self.left <= 0:
                self.dismiss()

    def draw(self, surface):
        """The banner, over the table dimmed (the table already shows the state after the
        Neighbour phase)."""
        _dim(surface, 130)
        panel(surface, self.rect, (250, 244, 222), border=theme.ACCENT)
        t = self.ctx.text
        t.blit(surface, self.title, (self.rect.centerx, self.rect.y + 30), 26, (80, 60, 30),
               bold=True, anchor="center")
        y = self.rect.y + 62
        for part in self.wrapped:
            t.blit(surface, part, (self.rect.x + 30, y), 18, theme.INK)
            y += 22
        if self.cards:
            x = self.rect.centerx - (len(self.cards) * 150) // 2 + 43
            for label, img in self.cards:
                surface.blit(img, (x, y + 8))
                t.blit(surface, label, (x + img.get_width() // 2, y + 12 + img.get_height()),
                       14, theme.INK_SOFT, anchor="midtop")
                x += 150
        note = self.note
        if self.timed:
            note += f" ({max(0, math.ceil(self.left))} s)"
        t.blit(surface, note, (self.rect.centerx, self.rect.bottom - 18), 14, theme.INK_SOFT,
               anchor="center")


class HintOverlay(Scene):
    """The AI's view of the offered cards: for each, the planting it would make and why
    (``entries``: (card image or None, action text or None, sentence)); "Do it" plays that
    planting through ``submit``."""

    overlay = True

    def __init__(self, ctx, entries: list[tuple[pygame.Surface | None, str | None, str]],
                 submit: Callable[[str], object]):
        super().__init__(ctx)
        self.entries = entries
        self.submit = submit
        self.rect = pygame.Rect(0, 0, 860, 140 + 124 * len(entries))
        self.rect.center = TABLE_CENTER
        self.rect.y = max(10, self.rect.y)
        self.buttons = [Button(pygame.Rect(self.rect.right - 130, self.rect.y + 14, 110, 40),
                               "Close", ctx.stack.pop, color=GREY, tag="close")]
        for i, (_, text, _) in enumerate(entries):
            if text:
                # level with the middle of its card (at its bottom it read as the next row's,
                # a new player)
                y = self.rect.y + 70 + i * 124 + 30
                self.buttons.append(Button(pygame.Rect(self.rect.right - 150, y, 130, 40),
                                           "Do it", lambda x=text: self.use(x), color=theme.GOOD,
                                           tag=f"use:{text}"))
        # each sentence laid out once, measured in the font it is drawn in (the AI's pick is
        # bold), in the column left of "Do it": smaller before any line is dropped
        self.layouts = [ctx.text.fit(why, self.TEXT_W, self.TEXT_H, self.TEXT_SIZES,
                                     bold=self.is_pick(why)) for _, _, why in entries]

    #: the sentence column: width and height (px) beside each card, font sizes tried
    TEXT_W, TEXT_H, TEXT_SIZES = 570, 114, (17, 16, 15, 14, 13)

    @staticmethod
    def is_pick(why: str) -> bool:
        """The entry of the move the AI would make (drawn bold and outlined)."""
        return "I would make" in why

    def use(self, text: str) -> None:
        """Close and play ``text``."""
        self.ctx.stack.pop()
        self.submit(text)

    def handle(self, event):
        """Buttons; Escape closes."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.pop()
            return
        click_buttons(self.buttons, event)

    def draw(self, surface):
        """One row per offered card."""
        _dim(surface)
        panel(surface, self.rect)
        t = self.ctx.text
        t.blit(surface, "Hint: what the AI would do with each card", (self.rect.x + 24,
               self.rect.y + 22), 22, theme.INK, bold=True)
        for i, (img, text, why) in enumerate(self.entries):
            y = self.rect.y + 70 + i * 124
            if img is not None:
                surface.blit(img, (self.rect.x + 24, y))
            best = self.is_pick(why)
            if best:
                pygame.draw.rect(surface, theme.ACCENT, (self.rect.x + 18, y - 6, 76, 112), 3,
                                 border_radius=8)
            size, lines, step = self.layouts[i]
            for k, ln in enumerate(lines):
                t.blit(surface, ln, (self.rect.x + 108, y + k * step), size,
                       theme.INK if best else theme.INK_SOFT, bold=best)
        t.blit(surface, "Close this and the AI's pick stays outlined in blue on the table.",
               (self.rect.x + 24, self.rect.bottom - 30), 15, theme.INK_SOFT)
        for b in self.buttons:
            b.draw(surface, t, 17)


#: The results panel's ribbon word (its centre, px below the panel's top) and footer line
#: (its centre, px above the bottom); the least height keeps 34 px between them, so a
#: short reading (a garden of Compost alone) does not put the footer on the word.
RIBBON_WORD_Y = 212
FOOTER_UP = 86
RESULTS_MIN_H = RIBBON_WORD_Y + 34 + FOOTER_UP


class GardenResults(Scene):
    """The end: the Garden Club's reading of each garden line by line (``breakdowns``:
    per seat (name, [(label, points)...], ribbon word)), the winner line, Play again, Menu,
    and "See the garden" (closes the panel; the table offers "Results" to reopen it).
    ``notes``: per seat a line drawn under its total that adds no points ("" for none),
    e.g. that its Grasshoppers off the plot cost nothing (G-8)."""

    overlay = True

    def __init__(self, ctx, title: str, breakdowns: list[tuple[str, list[tuple[str, int]], str]],
                 footer: str, play_again: Callable[[], None], to_menu: Callable[[], None],
                 notes: list[str] | None = None):
        super().__init__(ctx)
        self.title, self.breakdowns, self.footer = title, breakdowns, footer
        self.notes = list(notes or [])
        cols = len(breakdowns)
        longest = max(len(lines) for _, lines, _ in breakdowns)
        if any(self.notes):
            longest += 1                          # the note's line under the total
        self.col_w = 470
        self.rect = pygame.Rect(0, 0, max(720, self.col_w * cols + 40),
                                min(580, max(RESULTS_MIN_H, 260 + 24 * longest)))
        self.rect.center = (480 if cols == 1 else 640, 300)
        y = self.rect.bottom - 66
        bw = (self.rect.w - 100) // 3
        x = self.rect.x + 30
        self.buttons = [
            Button(pygame.Rect(x, y, bw, 50), "Play again", play_again, color=theme.GOOD,
                   tag="again"),
            Button(pygame.Rect(x + bw + 20, y, bw, 50), "See the garden", ctx.stack.pop,
                   color=GREY, tag="look"),
            Button(pygame.Rect(x + 2 * (bw + 20), y, bw, 50), "Menu", to_menu, color=GREY,
                   tag="menu"),
        ]
        self.play_again = play_again

    def handle(self, event):
        """Buttons; Enter plays again; Escape shows the garden."""
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.play_again()
            elif event.key == pygame.K_ESCAPE:
                self.ctx.stack.pop()
            return
        click_buttons(self.buttons, event)

    def draw(self, surface):
        """Breakdown columns, ribbons, buttons."""
        _dim(surface, 130)
        panel(surface, self.rect)
        t = self.ctx.text
        t.blit(surface, self.title, (self.rect.centerx, self.rect.y + 32), 30, (80, 60, 30),
               bold=True, anchor="center")
        cols = len(self.breakdowns)
        left = self.rect.x + (self.rect.w - self.col_w * cols) // 2 + 10
        # every garden's Total on one line, under the longest reading (session 25's tester:
        # the two totals sat at different heights)
        body = max(sum(1 for label, _ in lines if label != "Total")
                   for _, lines, _ in self.breakdowns)
        for i, (name, lines, ribbon) in enumerate(self.breakdowns):
            x0 = left + i * self.col_w
            y = self.rect.y + 70
            t.blit(surface, "Your garden" if name == "You" else f"{name}'s garden", (x0, y), 20,
                   theme.INK, bold=True)
            y += 32
            top = y
            for label, pts in lines:
                total = label == "Total"
                if total:
                    y = top + 24 * body
                    pygame.draw.line(surface, theme.INK_SOFT, (x0, y - 2), (x0 + 300, y - 2), 2)
                col = theme.INK if total else (theme.DANGER if pts < 0 else theme.INK_SOFT)
                t.blit(surface, label, (x0, y), 17 if not total else 19, col, bold=total)
                t.blit(surface, f"{pts:+d}" if not total else str(pts), (x0 + 300, y),
                       17 if not total else 19, col, bold=total, anchor="topright")
                y += 24 if not total else 28
            note = self.notes[i] if i < len(self.notes) else ""
            if note:
                t.blit(surface, note, (x0, y), 15, theme.INK_SOFT)
            draw_ribbon(surface, (x0 + 385, self.rect.y + 130), ribbon)
            word = "no ribbon" if ribbon == "none" else f"{ribbon.title()} Ribbon"
            t.blit(surface, word, (x0 + 385, self.rect.y + RIBBON_WORD_Y), 16, theme.INK,
                   bold=True, anchor="center")
        t.blit(surface, self.footer, (self.rect.centerx, self.rect.bottom - FOOTER_UP), 17,
               theme.INK_SOFT, anchor="center")
        for b in self.buttons:
            b.draw(surface, t, 18)
