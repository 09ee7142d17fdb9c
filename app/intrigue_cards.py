"""Card, chip and coin images for the Intrigue table.

Uses :class:`app.art.CardArt` (``card(rank, size)``, ``back(size)``, ``coin(...)``) when the
art module provides them; otherwise draws simple cards itself with the bundled font.
Images are cached per (kind, rank, size, greyed).
"""
from __future__ import annotations

import pygame

from app.ui import theme
from app.ui.text import Text
from rules.intrigue.roles import ROLES

SUIT_COLOR = {"K": (150, 40, 40), "Q": (120, 40, 120), "J": (40, 70, 140), "10": (40, 110, 60),
              "A": (150, 100, 20)}


class CardPainter:
    """Images for the table.  ``art``: the CardArt object or None."""

    def __init__(self, text: Text, art=None):
        self.text = text
        self.art = art
        self._cache: dict[tuple, pygame.Surface] = {}

    def _from_art(self, name: str, *args):
        fn = getattr(self.art, name, None) if self.art is not None else None
        if fn is None:
            return None
        try:
            img = fn(*args)
        except Exception:
            return None
        return img if isinstance(img, pygame.Surface) else None

    def card(self, rank: str, size: tuple[int, int], greyed: bool = False) -> pygame.Surface:
        """The face of ``rank`` at ``size`` (w, h); ``greyed`` for a lost (face-up) card."""
        key = ("card", rank, size, greyed)
        if key not in self._cache:
            img = self._from_art("card", rank, size)
            if img is None or img.get_size() != size:
                img = self._draw_face(rank, size)
            if greyed:
                img = img.copy()
                shade = pygame.Surface(size, pygame.SRCALPHA)
                shade.fill((60, 60, 60, 130))
                img.blit(shade, (0, 0))
            self._cache[key] = img
        return self._cache[key]

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        """A card back at ``size``."""
        key = ("back", size)
        if key not in self._cache:
            img = self._from_art("back", size)
            if img is None or img.get_size() != size:
                img = self._draw_back(size)
            self._cache[key] = img
        return self._cache[key]

    def coin(self, d: int = 22) -> pygame.Surface:
        """A gold coin of diameter ``d``."""
        key = ("coin", d)
        if key not in self._cache:
            img = pygame.Surface((d, d), pygame.SRCALPHA)
            pygame.draw.circle(img, (120, 84, 10), (d // 2, d // 2), d // 2)
            pygame.draw.circle(img, (236, 190, 60), (d // 2, d // 2), d // 2 - 2)
            pygame.draw.circle(img, (255, 224, 120), (d // 2, d // 2), d // 2 - 6, 2)
            self._cache[key] = img
        return self._cache[key]

    def _draw_face(self, rank: str, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        img = pygame.Surface(size, pygame.SRCALPHA)
        r = max(4, w // 10)
        pygame.draw.rect(img, (252, 250, 244), img.get_rect(), border_radius=r)
        pygame.draw.rect(img, (80, 70, 60), img.get_rect(), 2, border_radius=r)
        col = SUIT_COLOR.get(rank, theme.INK)
        inner = img.get_rect().inflate(-w // 6, -h // 5)
        pygame.draw.rect(img, col, inner, max(1, w // 40), border_radius=r)
        big = max(10, h // 3)
        self.text.blit(img, rank, (w // 2, h // 2 - h // 12), big, col, bold=True, anchor="center")
        small = max(8, h // 10)
        self.text.blit(img, rank, (max(4, w // 14), 3), small, col, bold=True)
        role = ROLES[rank].role if rank in ROLES else ""
        if h >= 80:
            self.text.blit(img, role, (w // 2, h - h // 6), max(9, h // 11), col, anchor="center")
        return img

    def _draw_back(self, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        img = pygame.Surface(size, pygame.SRCALPHA)
        r = max(4, w // 10)
        pygame.draw.rect(img, (110, 30, 40), img.get_rect(), border_radius=r)
        pygame.draw.rect(img, (240, 220, 200), img.get_rect(), 2, border_radius=r)
        inner = img.get_rect().inflate(-w // 5, -w // 5)
        pygame.draw.rect(img, (160, 60, 60), inner, 2, border_radius=r)
        img.set_clip(inner)
        for i in range(-h, w, max(6, w // 6)):
            pygame.draw.line(img, (140, 50, 56), (inner.x + i, inner.y),
                             (inner.x + i + inner.h, inner.bottom), 1)
        img.set_clip(None)
        pygame.draw.rect(img, (240, 220, 200), img.get_rect(), 2, border_radius=r)
        return img
