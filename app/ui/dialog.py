"""A small modal question over the current screen: a title, a sentence wrapped to the
dialog, and a row of buttons (e.g. Resume / Abandon and start / Cancel)."""
from __future__ import annotations

from typing import Callable

import pygame

from app.scenes.base import Scene
from app.ui import theme
from app.ui.widgets import Button, click_buttons, panel

#: A choice of the dialog: (label, callback run after the dialog closes, colour, tag).
Choice = tuple[str, Callable[[], None], tuple[int, int, int], str]


class ConfirmDialog(Scene):
    """Modal dialog over the scene below.  ``choices`` are laid out left to right; the last
    one is the safe way out, also taken by Escape.  Each callback runs after the dialog has
    been popped, so it may push or replace scenes.  Public for tests: ``buttons``,
    ``title``, ``sentence``."""

    overlay = True
    #: The smallest height (px); the width is 760.
    MIN_H = 200

    def __init__(self, ctx, title: str, sentence: str, choices: list[Choice]):
        super().__init__(ctx)
        self.title, self.sentence = title, sentence
        # the sentence laid out once; the dialog as tall as it needs (at least MIN_H): a
        # one-line notice sat above a wide empty gap (session 24's check)
        self.layout = ctx.text.fit(sentence, 760 - 60, 100, range(20, 13, -1))
        size, lines, step = self.layout
        text_h = (len(lines) - 1) * step + ctx.text.font(size).get_height()
        self.rect = pygame.Rect(0, 0, 760, max(self.MIN_H, 72 + text_h + 28 + 76))
        self.rect.center = (640, 360)
        n = max(1, len(choices))
        # at most 360 px a button, the row centred (one "Close" across the whole dialog
        # looked like a banner)
        w = min(360, (self.rect.w - 40 - 16 * (n - 1)) // n)
        x = self.rect.centerx - (n * w + 16 * (n - 1)) // 2
        self.buttons: list[Button] = []
        for label, fn, color, tag in choices:
            self.buttons.append(Button(pygame.Rect(x, self.rect.bottom - 76, w, 52), label,
                                       lambda fn=fn: self._choose(fn), color=color, tag=tag))
            x += w + 16
        self._cancel = choices[-1][1] if choices else (lambda: None)

    def _choose(self, fn: Callable[[], None]) -> None:
        if self.ctx.stack.top is self:
            self.ctx.stack.pop()
        fn()

    def handle(self, event):
        """Buttons; Escape takes the last choice (the safe one)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._choose(self._cancel)
            return
        click_buttons(self.buttons, event)

    def update(self, dt):
        """Nothing below moves while the question is open."""

    def draw(self, surface):
        """Dim the screen below, then the dialog."""
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 140))
        surface.blit(dim, (0, 0))
        panel(surface, self.rect)
        t = self.ctx.text
        t.blit(surface, self.title, (self.rect.centerx, self.rect.y + 36), 26, theme.INK,
               bold=True, anchor="center")
        size, lines, step = self.layout
        y = self.rect.y + 72
        for ln in lines:
            t.blit(surface, ln, (self.rect.centerx, y), size, theme.INK_SOFT, anchor="midtop")
            y += step
        for b in self.buttons:
            b.draw(surface, t, 18)
