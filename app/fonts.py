"""The bundled fonts (DejaVu Sans, assets/fonts/, license in LICENSE-DejaVu.txt).

:class:`FontBook` loads ``pygame.font.Font`` objects from the bundled TTF files only: never
pygame's default font, never a system font (DESIGN.md, "Packaging").  One FontBook per app
(pass it around; there is no module-level instance).
"""
from __future__ import annotations

from pathlib import Path

import pygame

from app.assets import assets_dir

REGULAR_FILE = "DejaVuSans.ttf"
BOLD_FILE = "DejaVuSans-Bold.ttf"


class FontBook:
    """Fonts from ``<assets>/fonts``, cached per (size, bold) in this instance.

    ``assets``: the assets folder; default :func:`app.assets.assets_dir`.
    Raises ``FileNotFoundError`` at construction if a bundled font file is missing.
    Initialises ``pygame.font`` if needed (works headless, no display required).
    """

    def __init__(self, assets: Path | str | None = None) -> None:
        root = Path(assets) if assets is not None else assets_dir()
        self.regular_path = root / "fonts" / REGULAR_FILE
        self.bold_path = root / "fonts" / BOLD_FILE
        for path in (self.regular_path, self.bold_path):
            if not path.is_file():
                raise FileNotFoundError(f"bundled font missing: {path}")
        if not pygame.font.get_init():
            pygame.font.init()
        self._cache: dict[tuple[int, bool], pygame.font.Font] = {}

    def path(self, bold: bool = False) -> Path:
        """The TTF file used for ``bold`` (absolute path)."""
        return self.bold_path if bold else self.regular_path

    def get_font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The bundled font at ``size`` pixels (point size as pygame uses it; >= 1).

        Raises ``ValueError`` for a size below 1.
        """
        size = int(size)
        if size < 1:
            raise ValueError(f"font size must be >= 1, got {size}")
        key = (size, bool(bold))
        font = self._cache.get(key)
        if font is None:
            font = pygame.font.Font(str(self.path(bold)), size)
            self._cache[key] = font
        return font

    # Short alias used by app.ui.text's loader.
    font = get_font
