"""Text drawing for the scenes, on top of the bundled fonts of :mod:`app.fonts`.

:class:`Text` caches rendered fonts by (size, bold) and offers ``render``, ``blit`` (with
anchors) and ``wrap`` (word wrap to a pixel width).  It never uses pygame's default font.
"""
from __future__ import annotations

from pathlib import Path

import pygame

Color = tuple[int, int, int] | tuple[int, int, int, int]


def _font_loader():
    """A callable ``(size, bold) -> pygame.font.Font`` from :mod:`app.fonts`.

    Uses ``app.fonts.FontBook`` (the bundled font).  Before that module exists, falls back to
    any ``.ttf`` under ``assets/fonts`` (a development stop-gap, never pygame's default font).
    """
    try:
        from app.fonts import FontBook  # type: ignore
        book = FontBook()
        for name in ("get", "font"):
            fn = getattr(book, name, None)
            if callable(fn):
                def load(size: int, bold: bool, _fn=fn):
                    try:
                        return _fn(size, bold=bold)
                    except TypeError:
                        return _fn(size)
                return load
    except ImportError:
        pass
    root = Path(__file__).resolve().parents[2] / "assets" / "fonts"
    files = sorted(root.glob("*.ttf")) + sorted(root.glob("*.otf"))
    if not files:
        raise RuntimeError("no bundled font found (app.fonts or assets/fonts/*.ttf)")
    regular = next((f for f in files if "bold" not in f.name.lower()), files[0])
    bold_f = next((f for f in files if "bold" in f.name.lower()), regular)
    return lambda size, bold: pygame.font.Font(str(bold_f if bold else regular), size)


class Text:
    """Font cache and text helpers.  Sizes are logical pixels."""

    def __init__(self) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self._load = _font_loader()
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._images: dict[tuple, pygame.Surface] = {}

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The bundled font at ``size`` px."""
        key = (size, bold)
        if key not in self._fonts:
            self._fonts[key] = self._load(size, bold)
        return self._fonts[key]

    def render(self, text: str, size: int, color: Color, bold: bool = False) -> pygame.Surface:
        """``text`` rendered anti-aliased on a transparent surface (cached: the same words
        are drawn every frame; the cache keeps the 600 most recent)."""
        key = (text, size, tuple(color), bold)
        img = self._images.pop(key, None)
        if img is None:
            img = self.font(size, bold).render(text, True, color)
            if len(self._images) >= 600:
                self._images.pop(next(iter(self._images)))
        self._images[key] = img
        return img

    def blit(self, surface: pygame.Surface, text: str, pos: tuple[int, int], size: int,
             color: Color, bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
        """Draw ``text`` with its ``anchor`` (a pygame.Rect attribute name such as
        ``"center"`` or ``"midleft"``) at ``pos``; returns the drawn rect."""
        img = self.render(text, size, color, bold)
        rect = img.get_rect(**{anchor: pos})
        surface.blit(img, rect)
        return rect

    def wrap(self, text: str, size: int, width, bold: bool = False) -> list[str]:
        """Split ``text`` into lines no wider than ``width`` px (words are never split,
        explicit newlines are kept, and a "%" stays with its number: "(25 %)" was wrapped
        between "25" and "%", a tester).  ``width`` is an int, or a function of the line's
        index (0, 1, ...) giving each line its own width, e.g. a line beside buttons is
        shorter."""
        font = self.font(size, bold)
        room = width if callable(width) else (lambda _k: width)
        lines: list[str] = []
        for para in text.split("\n"):
            words: list[str] = []
            for w in para.split(" "):
                if words and w.startswith("%"):
                    words[-1] += " " + w
                else:
                    words.append(w)
            line = ""
            for w in words:
                trial = w if not line else line + " " + w
                if font.size(trial)[0] <= room(len(lines)) or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = w
            lines.append(line)
        return lines

    def sentence_break(self, text: str, size: int, width: int,
                       bold: bool = False) -> list[str] | None:
        """``text`` as two lines split after a sentence (after ". ", "? " or "! "), each
        no wider than ``width`` px at ``size``, the split that makes the lines closest in
        width; ``None`` when no such split fits.  A two-line prompt then reads as two
        sentences instead of one run-on line and a stray last word or two."""
        font = self.font(size, bold)
        best = None
        for k in range(1, len(text) - 1):
            if text[k] != " " or text[k - 1] not in ".?!":
                continue
            a, b = text[:k], text[k + 1:]
            wa, wb = font.size(a)[0], font.size(b)[0]
            if wa <= width and wb <= width and (best is None or abs(wa - wb) < best[0]):
                best = (abs(wa - wb), [a, b])
        return best[1] if best else None

    def line_height(self, size: int, bold: bool = False) -> int:
        """Pixels from one wrapped line's top to the next at ``size`` (the font's line
        height, at least ``size + 2``)."""
        return max(size + 2, self.font(size, bold).get_linesize() - 2)

    def line_size(self, text: str, width: int, sizes, bold: bool = False) -> int | None:
        """The first of ``sizes`` (largest first) at which ``text`` fits on one line of
        ``width`` px, or ``None`` when it fits at none of them."""
        return next((z for z in sizes if self.font(z, bold).size(text)[0] <= width), None)

    def cut(self, text: str, size: int, width: int, bold: bool = False, keep: int = 3) -> str:
        """``text`` unchanged when it fits ``width`` px at ``size``, else cut at its end and
        closed with "…" so that it fits, keeping at least ``keep`` characters (only for
        what cannot be wrapped or shrunk further)."""
        font = self.font(size, bold)
        if font.size(text)[0] <= width:
            return text
        while len(text) > keep and font.size(text.rstrip() + "…")[0] > width:
            text = text[:-1]
        return text.rstrip() + "…"

    def fit(self, text: str, width: int, height: int, sizes=range(19, 12, -1),
            bold: bool = False) -> tuple[int, list[str], int]:
        """Wrap ``text`` into a box of ``width`` x ``height`` px: the first of ``sizes``
        (largest first) whose wrapped lines, measured with the font they are drawn in
        (``bold``), all fit.  Returns (size, lines, line height).  No line is ever dropped:
        when even the smallest size is too tall, that size is returned with all its lines
        (the caller's box is too small; tests check the boxes)."""
        sizes = list(sizes)
        for size in sizes:
            lines = self.wrap(text, size, width, bold)
            step = self.line_height(size, bold)
            fits = all(self.font(size, bold).size(ln)[0] <= width for ln in lines)
            if fits and (len(lines) - 1) * step + self.font(size, bold).get_height() <= height:
                return size, lines, step
        size = sizes[-1]
        return size, self.wrap(text, size, width, bold), self.line_height(size, bold)

