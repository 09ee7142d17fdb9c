"""Where the bundled assets (fonts, layouts) live, in the source tree and in the frozen app.

Never the working directory: the path is found from this file (``Path(__file__)``) or, in a
PyInstaller bundle, from ``sys._MEIPASS`` (DESIGN.md, "Packaging").
"""
from __future__ import annotations

import sys
from pathlib import Path


def assets_dir() -> Path:
    """The absolute ``assets/`` folder: ``<sys._MEIPASS>/assets`` in a frozen PyInstaller app
    (the spec must add the repo's ``assets`` folder as ``assets``), else ``<repo>/assets``
    next to the ``app`` package.  The folder is not checked for existence here."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "assets"
    return Path(__file__).resolve().parent.parent / "assets"
