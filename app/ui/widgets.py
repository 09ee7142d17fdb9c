"""Buttons and panels drawn with the bundled font (:mod:`app.ui.text`).

A :class:`Button` is a rect, a label, a callback and an ``enabled`` flag; scenes keep lists of
them and call :func:`click_buttons` from ``handle`` and :meth:`Button.draw` from ``draw``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

from app.ui import theme
from app.ui.text import Text


@dataclass
class Button:
    """A clickable button.  ``rect`` in logical pixels; ``action`` is called on click when
    ``enabled``; ``tag`` is free data for tests and choosers (e.g. the action text)."""

    rect: pygame.Rect
    label: str
    action: Callable[[], None] | None = None
    enabled: bool = True
    color: tuple[int, int, int] = theme.BUTTON
    tag: str = ""
    hint: str = ""
    hover: bool = field(default=False, compare=False)

    def contains(self, pos: tuple[int, int]) -> bool:
        """True if ``pos`` is inside the button."""
        return self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface, text: Text, size: int = 20) -> None:
        """Draw the button: rounded, lighter while hovered, grey and flat (no shadow: a
        tester found greyed buttons still looked pressable) when disabled.  A label too
        wide for the button is drawn up to 5 px smaller, and only then cut with "…"."""
        base = self.color if self.enabled else theme.BUTTON_OFF
        if self.enabled and self.hover:
            base = tuple(min(255, c + 28) for c in base)
        if self.enabled:
            pygame.draw.rect(surface, (0, 0, 0), self.rect.move(0, 3), border_radius=10)
        pygame.draw.rect(surface, base, self.rect, border_radius=10)
        pygame.draw.rect(surface, tuple(min(255, c + 60) for c in base), self.rect, 2,
                         border_radius=10)
        fg = theme.LIGHT if self.enabled else (200, 200, 200)
        label = self.label
        room = self.rect.w - 12
        smallest = max(12, size - 5)  # shrink a little before cutting the words
        while size > smallest and text.font(size, True).size(label)[0] > room:
            size -= 1
        label = text.cut(label, size, room, bold=True)
        text.blit(surface, label, self.rect.center, size, fg, bold=True, anchor="center")


def click_buttons(buttons: list[Button], event: pygame.event.Event) -> bool:
    """Update hover on motion; on a left click run the enabled button under the pointer.
    Returns True when a button took the click."""
    if event.type == pygame.MOUSEMOTION:
        for b in buttons:
            b.hover = b.contains(event.pos)
    elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        for b in list(buttons):
            if b.enabled and b.contains(event.pos):
                if b.action:
                    b.action()
                return True
    return False


def panel(surface: pygame.Surface, rect: pygame.Rect, color=theme.PANEL, radius: int = 14,
          border=theme.PANEL_DARK) -> None:
    """A rounded cream panel with a soft shadow."""
    sh = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(sh, (0, 0, 0, 80), sh.get_rect(), border_radius=radius)
    surface.blit(sh, rect.move(0, 4))
    pygame.draw.rect(surface, color, rect, border_radius=radius)
    if border:
        pygame.draw.rect(surface, border, rect, 2, border_radius=radius)


#: Keys that only change another key (Ctrl, Shift, Alt, Cmd/Super, Caps/Num Lock, AltGr).
MODIFIER_KEYS = frozenset((pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LSHIFT, pygame.K_RSHIFT,
                           pygame.K_LALT, pygame.K_RALT, pygame.K_LMETA, pygame.K_RMETA,
                           pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK,
                           pygame.K_NUMLOCK, pygame.K_MODE))


def closes_on_key(event: pygame.event.Event) -> bool:
    """True for a key press that should close a "press any key" note: any key but a
    modifier pressed alone.  The Ctrl of Ctrl+Q closed the round's note (and marked it
    read) before the Q quit the app, so Resume skipped it (session 25's tester)."""
    return event.type == pygame.KEYDOWN and event.key not in MODIFIER_KEYS
