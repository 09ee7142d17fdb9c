"""A game's rules page, in the project's own words (RULINGS: no rulebook text), scrollable
with the mouse wheel, the arrow keys, Page Up/Down or by dragging the scroll bar area.

The text lives in ``app/rules_text/<game>.py`` (``TEXT``): ``# title``, ``## heading``, ``- item``,
plain paragraphs, and ``[figure KEY]`` for a diagram drawn by ``app/<game>_figures.py``.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from app.scenes.base import Scene
from app.ui import theme
from app.ui.widgets import Button, click_buttons, panel

TEXT_DIR = Path(__file__).resolve().parent.parent / "rules_text"
BODY = pygame.Rect(140, 90, 1000, 560)
#: Pixels one notch of the mouse wheel scrolls (pygame sends a MOUSEWHEEL event and, for
#: older code, a button 4/5 press per notch: only the first is counted; a tester saw nine
#: notches skip a whole section when both were).
WHEEL_STEP = 60
#: Marks a layout line that is a figure (``[figure KEY]`` in the text), not words.
FIGURE = "\x00figure:"


def rules_text(game: str) -> str:
    """The rules page source of ``game``: ``TEXT`` of the module ``app.rules_text.<game>``
    (bundled as code in the frozen app), else ``app/rules_text/<game>.txt``.  Raises
    ``FileNotFoundError`` when there is neither."""
    import importlib

    try:
        return importlib.import_module(f"app.rules_text.{game}").TEXT
    except ModuleNotFoundError:
        return (TEXT_DIR / f"{game}.txt").read_text(encoding="utf-8")


class RulesPage(Scene):
    """Scrollable rules of ``game``; Back (or Escape) returns to the previous scene.
    ``scroll`` is the offset in pixels, ``max_scroll`` its limit."""

    def __init__(self, ctx, game: str):
        super().__init__(ctx)
        self.game = game
        try:
            source = rules_text(game)
        except FileNotFoundError:
            source = "# Rules\nThe rules page of this game is not written yet."
        self.lines = self._layout(source)
        self.height = sum(h for *_, h in self.lines)
        self.scroll = 0
        self.max_scroll = max(0, self.height - (BODY.h - 40))
        self.title = next((ln[1:].strip() for ln in source.splitlines() if ln.startswith("# ")),
                          "Rules")
        self.buttons = [Button(pygame.Rect(40, 660, 140, 48), "Back", ctx.stack.pop,
                               color=(90, 90, 70), tag="back")]

    def _layout(self, source: str) -> list[tuple[str, int, bool, int, int]]:
        """Lines as (text, size, bold, indent, height)."""
        t = self.ctx.text
        out = []
        width = BODY.w - 80
        for raw in source.splitlines():
            s = raw.rstrip()
            if s.startswith("# "):
                continue
            if s.startswith("[figure ") and s.endswith("]"):
                # a diagram drawn in code by app/<game>_figures.py (figure_height, draw_figure)
                figs = self._figures()
                key = s[8:-1].strip()
                if figs is not None:
                    out.append((FIGURE + key, 18, False, 0, figs.figure_height(key) + 8))
            elif not s:
                out.append(("", 18, False, 0, 10))
            elif s.startswith("## "):
                out.append(("", 18, False, 0, 8))
                out.append((s[3:], 24, True, 0, 32))
            elif s.startswith("- "):
                for j, ln in enumerate(t.wrap(s[2:], 18, width - 30)):
                    out.append((("• " if j == 0 else "  ") + ln, 18, False, 10, 25))
            else:
                for ln in t.wrap(s, 18, width):
                    out.append((ln, 18, False, 0, 25))
        return out

    def _figures(self):
        """The game's figure painter module ``app.<game>_figures``, or None."""
        import importlib

        try:
            return importlib.import_module(f"app.{self.game}_figures")
        except ImportError:
            return None

    def scroll_by(self, dy: int) -> None:
        """Scroll by ``dy`` pixels (clamped)."""
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))

    def handle(self, event):
        """Wheel, keys, Back."""
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * WHEEL_STEP)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.ctx.stack.pop()
            elif event.key == pygame.K_DOWN:
                self.scroll_by(40)
            elif event.key == pygame.K_UP:
                self.scroll_by(-40)
            elif event.key == pygame.K_PAGEDOWN:
                self.scroll_by(BODY.h - 80)
            elif event.key == pygame.K_PAGEUP:
                self.scroll_by(-(BODY.h - 80))
            elif event.key == pygame.K_HOME:
                self.scroll = 0
            elif event.key == pygame.K_END:
                self.scroll = self.max_scroll
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            pass    # pygame also sends these for each wheel notch (MOUSEWHEEL above): once
        else:
            click_buttons(self.buttons, event)

    def draw(self, surface):
        """Title, the clipped text, a scroll bar."""
        t = self.ctx.text
        surface.fill(theme.BG)
        t.blit(surface, self.title, (640, 46), 34, theme.ACCENT_SOFT, bold=True, anchor="center")
        panel(surface, BODY)
        surface.set_clip(BODY.inflate(-8, -8))
        y = BODY.y + 20 - self.scroll
        for text, size, bold, indent, h in self.lines:
            if text.startswith(FIGURE) and BODY.y - h < y < BODY.bottom:
                self._figures().draw_figure(surface, text[len(FIGURE):],
                                            pygame.Rect(BODY.x + 40, y, BODY.w - 80, h), t)
            elif text and BODY.y - 40 < y < BODY.bottom:
                t.blit(surface, text, (BODY.x + 40 + indent, y), size,
                       theme.INK if not bold else (60, 70, 40), bold=bold)
            y += h
        surface.set_clip(None)
        if self.max_scroll:
            track = pygame.Rect(BODY.right - 16, BODY.y + 12, 6, BODY.h - 24)
            pygame.draw.rect(surface, theme.PANEL_DARK, track, border_radius=3)
            frac = (BODY.h - 40) / self.height
            bar_h = max(30, int(track.h * frac))
            bar_y = track.y + int((track.h - bar_h) * self.scroll / self.max_scroll)
            pygame.draw.rect(surface, theme.INK_SOFT, (track.x, bar_y, 6, bar_h), border_radius=3)
            t.blit(surface, "scroll with the mouse wheel or the arrow keys", (1140, 676), 15,
                   theme.MUTED, anchor="midright")
        for b in self.buttons:
            b.draw(surface, t)
