"""The person's settings, as JSON in the data folder (``settings.json``).

Loading never crashes: a missing file gives the defaults quietly; a damaged file (not JSON,
not UTF-8, not an object) gives the defaults with a message and is set aside as
``settings.damaged-<stamp>.json``; each unknown or out-of-range value falls back to its
default with a message naming it.  Saving is atomic (:func:`app.persist.saves.atomic_write_text`).

This module never imports pygame.
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.persist.record import SEAT_KINDS
from app.persist.saves import atomic_write_text, default_data_dir, set_aside

#: The file name inside the data folder.
SETTINGS_FILE = "settings.json"
#: The settings format this program writes.
SETTINGS_VERSION = 1

#: Window sizes accepted (pixels, width and height); the app renders to a fixed logical size
#: and scales, so any size in this range works.
MIN_WINDOW, MAX_WINDOW = 320, 16384
#: Animation speed: 0 = off (instant), 1 = normal, 2 and 3 faster.
ANIMATION_SPEEDS = (0, 1, 2, 3)
#: Seconds between AI moves.
AI_PACE_RANGE = (0.2, 2.0)


@dataclass
class Settings:
    """Everything the app remembers between runs.

    ``window_size``: (width, height) in pixels; ``window_position``: (x, y) of the window on
    the desktop or ``None`` (let the system place it); ``fullscreen``; ``animation_speed``:
    0..3, 0 = no animation; ``ai_pace``: seconds between AI moves, 0.2..2.0; ``sound``;
    ``memory_aid``: show public information the physical game leaves to memory (RULINGS
    C-3); ``confirm_plantings``: the Garden holds a planting (or a Grasshopper or Rose
    placement) for Confirm/Undo before the engine applies it (issue 4 item 7; off: it
    applies at once); ``last_setup``: per game name, the last table set up, as
    ``{"seats": [seat kinds...], "options": {key: value}}``, with, when the setup screen
    had them, ``"chosen"`` (``{key: value}``, the value the player last picked for each
    option, which the seat count may have forbidden) and ``"dropped"`` (seat kinds a
    smaller seat count set aside, newest last): a tester's solo setup offered Romancing
    Eudora off again after a two-player game, and Ned came back at medium.
    """

    window_size: tuple[int, int] = (1280, 720)   # the table's own size, one of the offered
    window_position: tuple[int, int] | None = None
    fullscreen: bool = False
    animation_speed: int = 1
    ai_pace: float = 0.8
    sound: bool = True
    memory_aid: bool = False
    confirm_plantings: bool = True
    last_setup: dict[str, dict[str, Any]] = field(default_factory=dict)

    def setup_for(self, game: str) -> dict[str, Any] | None:
        """The last setup of ``game`` (``{"seats": [...], "options": {...}}``, plus
        ``"chosen"`` and ``"dropped"`` when they were remembered) or ``None``; a copy."""
        s = self.last_setup.get(game)
        return None if s is None else _check_setup(s)

    def remember_setup(self, game: str, seats: list[str], options: dict[str, str],
                       chosen: dict[str, str] | None = None,
                       dropped: list[str] | None = None) -> None:
        """Remember the setup of ``game``; ``chosen`` and ``dropped`` as in the class
        docstring (left out when ``None``).  Raises ``ValueError`` for an unknown seat kind
        or non-text option."""
        setup: dict[str, Any] = {"seats": list(seats), "options": dict(options)}
        if chosen is not None:
            setup["chosen"] = dict(chosen)
        if dropped is not None:
            setup["dropped"] = list(dropped)
        self.last_setup[game] = _check_setup(setup)

    def to_dict(self) -> dict[str, Any]:
        """The settings as a JSON-ready dict (with ``version``)."""
        return {
            "version": SETTINGS_VERSION,
            "window_size": list(self.window_size),
            "window_position": None if self.window_position is None
            else list(self.window_position),
            "fullscreen": self.fullscreen,
            "animation_speed": self.animation_speed,
            "ai_pace": self.ai_pace,
            "sound": self.sound,
            "memory_aid": self.memory_aid,
            "confirm_plantings": self.confirm_plantings,
            "last_setup": {g: _check_setup(s) for g, s in self.last_setup.items()},
        }


def settings_path(folder: Path | None = None) -> Path:
    """``<folder>/settings.json``, the folder defaulting to
    :func:`app.persist.saves.default_data_dir`."""
    return Path(folder if folder is not None else default_data_dir()) / SETTINGS_FILE


# -- checking one value ------------------------------------------------------------------

def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _pair(v: Any, lo: int, hi: int) -> tuple[int, int]:
    if (isinstance(v, list) and len(v) == 2 and all(_is_int(x) and lo <= x <= hi for x in v)):
        return (v[0], v[1])
    raise ValueError(f"two whole numbers from {lo} to {hi}")


def _bool(v: Any) -> bool:
    if isinstance(v, bool):
        return v
    raise ValueError("true or false")


def _window_size(v: Any) -> tuple[int, int]:
    return _pair(v, MIN_WINDOW, MAX_WINDOW)


def _window_position(v: Any) -> tuple[int, int] | None:
    return None if v is None else _pair(v, -MAX_WINDOW, MAX_WINDOW)


def _animation_speed(v: Any) -> int:
    if _is_int(v) and v in ANIMATION_SPEEDS:
        return v
    raise ValueError("a whole number from 0 (off) to 3")


def _ai_pace(v: Any) -> float:
    lo, hi = AI_PACE_RANGE
    if (_is_int(v) or isinstance(v, float)) and math.isfinite(v) and lo <= v <= hi:
        return float(v)
    raise ValueError(f"seconds from {lo} to {hi}")


def _check_setup(v: Any) -> dict[str, Any]:
    """A checked copy of one game's remembered setup; ``ValueError`` says what is wrong."""
    if (not isinstance(v, dict) or not {"seats", "options"} <= set(v)
            or not set(v) <= {"seats", "options", "chosen", "dropped"}):
        raise ValueError('an object with "seats" and "options" (and maybe "chosen", '
                         '"dropped")')
    seats, options = v["seats"], v["options"]
    if not isinstance(seats, list) or not seats or any(s not in SEAT_KINDS for s in seats):
        raise ValueError(f"seats must be a list of {', '.join(SEAT_KINDS)}")
    out: dict[str, Any] = {"seats": list(seats)}
    for key in ("options", "chosen"):
        if key not in v:
            continue
        m = v[key]
        if not isinstance(m, dict) or any(not isinstance(x, str) for x in m.values()):
            raise ValueError(f"{key} must map names to text")
        out[key] = dict(m)
    if "dropped" in v:
        d = v["dropped"]
        if not isinstance(d, list) or any(s not in SEAT_KINDS for s in d):
            raise ValueError(f"dropped must be a list of {', '.join(SEAT_KINDS)}")
        out["dropped"] = list(d)
    return out


_CHECKS = {
    "window_size": _window_size,
    "window_position": _window_position,
    "fullscreen": _bool,
    "animation_speed": _animation_speed,
    "ai_pace": _ai_pace,
    "sound": _bool,
    "memory_aid": _bool,
    "confirm_plantings": _bool,
}


def _known_games() -> set[str]:
    from rules.registry import CATALOGUE

    return {e.name for e in CATALOGUE}


def settings_from_dict(data: Any) -> tuple[Settings, list[str]]:
    """Settings from a parsed JSON value, each bad value replaced by its default.

    Returns ``(settings, messages)``; each message names the setting, what it must be and
    the default used.  Never raises.
    """
    s = Settings()
    messages: list[str] = []
    if not isinstance(data, dict):
        return s, ["The settings file is not a JSON object; using the default settings."]
    version = data.get("version", SETTINGS_VERSION)
    if _is_int(version) and version > SETTINGS_VERSION:
        messages.append(f"The settings file is from a newer program (version {version});"
                        f" settings this program does not know are ignored.")
    games = _known_games()
    for key, value in data.items():
        if key == "version":
            continue
        if key == "last_setup":
            if not isinstance(value, dict):
                messages.append("Setting 'last_setup' must be an object; it was reset.")
                continue
            for game, setup in value.items():
                if game not in games:
                    messages.append(f"The last setup of unknown game '{game}' was dropped.")
                    continue
                try:
                    s.last_setup[game] = _check_setup(setup)
                except ValueError as exc:
                    messages.append(f"The last setup of '{game}' was dropped: {exc}.")
            continue
        check = _CHECKS.get(key)
        if check is None:
            messages.append(f"Unknown setting '{key}' was ignored.")
            continue
        try:
            setattr(s, key, check(value))
        except (ValueError, TypeError) as exc:
            default = getattr(Settings(), key)
            messages.append(f"Setting '{key}' must be {exc}, not {json.dumps(value)};"
                            f" using the default {json.dumps(default)}.")
    return s, messages


def _set_aside(path: Path) -> str:
    """Move the damaged settings ``path`` (a file, or a folder in its place) to
    ``settings.damaged-<stamp>.json`` beside it (:func:`app.persist.saves.set_aside`);
    returns the sentence saying so, or ``""`` when it cannot be moved."""
    try:
        return f" It was kept as {set_aside(path).name}."
    except OSError:
        return ""


def _damage_words(exc: Exception) -> str:
    """What is wrong with a settings file, in words for the person (the record files'
    reasons have their own, :func:`app.persist.saves.damage_words`): ``"not valid JSON,
    line 4, column 6"``, ``"not text"`` or the system's reason (``"Permission denied"``),
    never Python's own message (session 24's tester saw "Expecting ',' delimiter: ...
    (char 40)" and "[Errno 21] ...")."""
    if isinstance(exc, json.JSONDecodeError):
        if not exc.doc.strip():
            return "it is empty"
        return f"not valid JSON, line {exc.lineno}, column {exc.colno}"
    if isinstance(exc, UnicodeDecodeError):
        return "not text"
    if isinstance(exc, IsADirectoryError):
        return "it is a folder, not a file"
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return "not valid JSON"


def load_settings(path: Path) -> tuple[Settings, list[str]]:
    """Read the settings file at ``path``.  Returns ``(settings, messages)`` for the person;
    never raises.  A missing file gives the defaults and no message; a damaged one (not
    JSON, not text, or a folder in its place) gives the defaults, is set aside as
    ``settings.damaged-<stamp>.json`` and a message says so; one the system will not let
    us read gives the defaults and says why.
    """
    path = Path(path)
    try:
        raw = path.read_bytes()
        data = json.loads(raw.decode("utf-8"))
    except FileNotFoundError:
        return Settings(), []
    except (IsADirectoryError, UnicodeDecodeError, ValueError) as exc:
        return Settings(), [f"The settings file was damaged ({_damage_words(exc)}); using the"
                            f" default settings.{_set_aside(path)}"]
    except OSError as exc:
        return Settings(), [f"The settings could not be read ({_damage_words(exc)});"
                            f" using the default settings."]
    return settings_from_dict(data)


def save_settings(settings: Settings, path: Path) -> None:
    """Write ``settings`` to ``path`` as JSON, atomically.  Raises ``OSError`` when the disk
    refuses (the old file is then intact)."""
    atomic_write_text(Path(path), json.dumps(settings.to_dict(), indent=1) + "\n")
