"""The objects every scene shares, passed explicitly (no singletons)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from app.scenes.base import SceneStack
from app.ui.text import Text


@dataclass
class AppSettings:
    """Settings a person can change in the app.

    ``anim_speed``: 0 (instant) to 3 (three times faster than normal); 1 is normal.
    ``ai_pace``: minimum seconds between two AI moves so a person can follow them.
    ``memory_aid``: show publicly known but face-down information (RULINGS C-3).
    """

    anim_speed: float = 1.0
    ai_pace: float = 0.6
    memory_aid: bool = False
    #: The Settings screen's Sound switch (:class:`app.sound.TableSounds` asks it).
    sound: bool = True


@dataclass
class AppContext:
    """Shared by the scenes: the scene ``stack``, the ``text`` helper, card ``art`` (or None
    before :mod:`app.art` exists), the AI ``worker`` (None = think in-process), ``settings``,
    ``dump_path`` (the debug record dump of ``CABBAGE_TABLE_STATE_DUMP``) and ``profile``
    (:class:`app.profile.Profile`: settings, autosave, statistics; None in tests) and
    ``display_request`` (a window change asked by the settings screen)."""

    stack: SceneStack
    text: Text
    art: Any = None
    worker: Any = None
    settings: AppSettings = field(default_factory=AppSettings)
    dump_path: str | None = None
    profile: Any = None
    #: The table's sounds (:class:`app.sound.TableSounds`), or None (tests, screenshots).
    sounds: Any = None
    #: Set by the settings screen: ``((width, height), fullscreen)`` for the window loop to
    #: apply on its next frame (then reset to None).
    display_request: Any = None
    #: The screen's size (w, h) in pixels as the system reports it (set by
    #: :func:`app.window.run_window`), or None (tests, screenshots: no screen to fit).
    desktop: Any = None
