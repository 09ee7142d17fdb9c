"""The window: ``run_window(setup)`` opens "Cabbage Table" and runs the scene stack.

Everything is drawn on a fixed logical 1280x720 surface, scaled (letterboxed) to the
resizable window; mouse positions are mapped back through the same scale (DESIGN.md "The
app").  The window cannot be made smaller than :data:`MIN_WINDOW_SIZE` (960x540).  The AI
worker process is started and warmed before the first frame.  60 fps cap;
a frame that changes nothing is not put on the screen, and after half a second of such
frames the loop slows to 20 fps until something moves or an event comes (:func:`frame_rate`).
"""
from __future__ import annotations

import os
import sys
import warnings
from typing import Any

import pygame

from app.ui.theme import LOGICAL_SIZE

TITLE = "Cabbage Table"
_MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


class Viewport:
    """The mapping between window pixels and logical pixels.

    ``scale`` and ``offset`` place the logical surface centred in a window of ``size``.
    """

    def __init__(self, size: tuple[int, int]):
        self.resize(size)

    def resize(self, size: tuple[int, int]) -> None:
        """Recompute for a window of ``size`` (w, h) pixels."""
        w, h = max(1, size[0]), max(1, size[1])
        self.size = (w, h)
        self.scale = min(w / LOGICAL_SIZE[0], h / LOGICAL_SIZE[1])
        sw, sh = int(LOGICAL_SIZE[0] * self.scale), int(LOGICAL_SIZE[1] * self.scale)
        self.offset = ((w - sw) // 2, (h - sh) // 2)
        self.scaled_size = (sw, sh)

    def to_logical(self, pos: tuple[int, int]) -> tuple[int, int]:
        """Window pixel ``pos`` → logical pixel (may lie outside 0..1280 in the bars)."""
        return (int((pos[0] - self.offset[0]) / self.scale),
                int((pos[1] - self.offset[1]) / self.scale))

    def map_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """A copy of a mouse ``event`` with ``pos`` (and ``rel``) in logical pixels; other
        events are returned unchanged."""
        if event.type not in _MOUSE_EVENTS:
            return event
        d = dict(event.dict)
        d["pos"] = self.to_logical(event.pos)
        if "rel" in d:
            d["rel"] = (int(d["rel"][0] / self.scale), int(d["rel"][1] / self.scale))
        return pygame.event.Event(event.type, d)


#: Window events after which the picture is put on the screen again even if it is unchanged
#: (the window was uncovered, resized, or shown again).
REDRAW_EVENTS = frozenset({pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN,
                           pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED, pygame.VIDEORESIZE,
                           pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED,
                           pygame.WINDOWFOCUSGAINED})

#: Frames per second while anything moves, and once the picture has not changed for
#: :data:`STILL_FRAMES` frames in a row (the table waits for the person): input is still read
#: every frame, and the first changed frame brings the full rate back.
FPS_MOVING, FPS_STILL, STILL_FRAMES = 60, 20, 30


def pointer_event() -> pygame.event.Event:
    """A mouse motion of no distance at the pointer's current window position, with the
    buttons held now: tells a newly shown scene where the pointer is."""
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pygame.mouse.get_pos(), rel=(0, 0),
                              buttons=pygame.mouse.get_pressed())


def is_quit_key(event: pygame.event.Event) -> bool:
    """True for Ctrl+Q (Cmd+Q on a Mac): quit from any screen, as desktop programs do.  A
    tester's Ctrl+Q did nothing, or closed the note it was pressed over.  Nothing is lost:
    the game in progress is saved after every move, a held planting too."""
    return (event.type == pygame.KEYDOWN and event.key == pygame.K_q
            and bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)))


def frame_rate(still: int) -> int:
    """The frame rate for the next frame after ``still`` unchanged frames in a row
    (:data:`FPS_MOVING` or :data:`FPS_STILL`).  An unchanged frame is drawn but not put on the
    screen; at rest this takes the app from about half a core to a fraction (measured under
    Xvfb, see the issue note)."""
    return FPS_STILL if still >= STILL_FRAMES else FPS_MOVING


def build_context(headless: bool = False, worker: Any = None):
    """The :class:`app.context.AppContext` with fonts, art and ``worker``."""
    from app.context import AppContext
    from app.scenes.base import SceneStack
    from app.ui.text import Text

    art = None
    try:
        from app.art import CardArt  # type: ignore
        art = CardArt()
    except Exception:  # art module not there yet or failed: scenes draw their own shapes
        art = None
    ctx = AppContext(stack=SceneStack(), text=Text(), art=art, worker=worker,
                     dump_path=os.environ.get("CABBAGE_TABLE_STATE_DUMP"))
    pace = os.environ.get("CABBAGE_TABLE_AI_PACE")  # seconds between AI moves
    if pace:
        try:
            ctx.settings.ai_pace = max(0.0, float(pace))
        except ValueError:
            pass
    return ctx


def first_scene(ctx, setup):
    """The title menu, or straight into the table of ``setup`` when given (``--game``).

    When an unfinished game is saved, ``--game`` first asks, as Start on the setup screen
    does: Resume it / Abandon and start / Cancel (back to the menu) — a person who typed a
    command expects the new game, but not to lose the old one without a word
    (:func:`app.scenes.menu.start_new_game`)."""
    from app.scenes.menu import TitleMenu, start_new_game

    ctx.stack.push(TitleMenu(ctx))
    if setup is not None:
        start_new_game(ctx, setup)


def _guarded(ctx, fn, arg) -> None:
    """Run one scene step; an unexpected error is printed (traceback on stderr) and the
    person is taken back to the menu with a notice instead of losing the window (the game
    in progress is autosaved after every action, so Resume continues it)."""
    try:
        fn(arg)
    except Exception as exc:  # a bug must not close the window
        import traceback

        from app.scenes.menu import TitleMenu

        traceback.print_exc()
        menu = ctx.stack.reset(TitleMenu(ctx))
        menu.notice = f"Something went wrong ({type(exc).__name__}: {exc}); back to the menu."


def window_position() -> tuple[int, int] | None:
    """The window's top-left corner on the desktop in pixels
    (``pygame.display.get_window_position``, pygame-ce 2.5), or None when unknown."""
    try:
        x, y = pygame.display.get_window_position()
        return (int(x), int(y))
    except (AttributeError, pygame.error):
        return None


def set_window_position(pos) -> None:
    """Move the window's top-left corner to ``pos`` (x, y) desktop pixels, when the
    system allows (``pygame.display.set_window_position``); errors are ignored."""
    try:
        pygame.display.set_window_position(tuple(pos))
    except (AttributeError, pygame.error, TypeError, ValueError):
        pass


#: The smallest window (w, h) in pixels the person can make: the logical 1280x720 picture
#: at 3/4 scale, where the smallest words (the 11 px hints) are still about 8 px tall.  A
#: tester shrank the window to 480x300 (scale 0.375) and nothing could be read.
MIN_WINDOW_SIZE = (960, 540)


def minimum_size(desktop: tuple[int, int] | None = None) -> tuple[int, int]:
    """The window's smallest size (w, h) in pixels: :data:`MIN_WINDOW_SIZE`, but never more
    than ``desktop`` (the screen's size, e.g. ``pygame.display.get_desktop_sizes()[0]``)
    when given, so a small screen can still hold the whole window."""
    if desktop is None:
        return MIN_WINDOW_SIZE
    return (max(1, min(MIN_WINDOW_SIZE[0], int(desktop[0]))),
            max(1, min(MIN_WINDOW_SIZE[1], int(desktop[1]))))


def at_least_minimum(size, least: tuple[int, int] = MIN_WINDOW_SIZE) -> tuple[int, int]:
    """``size`` (w, h) pixels grown to at least ``least`` in each direction (a window size
    saved by an older version may be smaller, e.g. 480x300)."""
    return (max(int(size[0]), least[0]), max(int(size[1]), least[1]))


def fit_desktop(size, desktop: tuple[int, int] | None) -> tuple[int, int]:
    """``size`` (w, h) pixels cut down to ``desktop`` (the screen's size) in each
    direction, when known: a 1920x1080 window remembered on a 1280x720 screen put the
    menu's buttons off the screen (session 24's tester)."""
    if desktop is None:
        return (int(size[0]), int(size[1]))
    return (min(int(size[0]), int(desktop[0])), min(int(size[1]), int(desktop[1])))


def desktop_size() -> tuple[int, int] | None:
    """The first screen's size (w, h) in pixels (``pygame.display.get_desktop_sizes``), or
    None when the system cannot say."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except (AttributeError, pygame.error):
        return None
    return tuple(sizes[0]) if sizes else None


def set_window_minimum(least: tuple[int, int]) -> bool:
    """Tell the system the open window may not be resized below ``least`` (w, h) pixels
    (``pygame.Window.minimum_size``, pygame-ce 2.5; the window manager then stops the drag
    there).  A new display (every ``pygame.display.set_mode``) starts without a minimum, so
    this is called after each.  Returns False when the system does not allow it."""
    try:
        with warnings.catch_warnings():
            # pygame-ce 2.5 warns that from_display_module is for code that draws through
            # the display module (we do); the window object is only used to set the minimum
            warnings.simplefilter("ignore", DeprecationWarning)
            win = pygame.Window.from_display_module()
        win.minimum_size = tuple(least)
        return True
    except (AttributeError, pygame.error, TypeError, ValueError):
        return False


def is_fullscreen(expected: bool) -> bool:
    """Whether the display is fullscreen now, as the system says
    (``pygame.display.is_fullscreen``, pygame-ce); ``expected`` where it cannot say.  The
    settings follow this, not the request: a switch the system refused left the Settings
    screen saying "On" over a window (session 23's tester)."""
    try:
        return bool(pygame.display.is_fullscreen())
    except (AttributeError, pygame.error):
        return expected


def apply_display(size, fullscreen: bool):
    """Re-open the display at ``size`` (w, h) pixels, resizable, or fullscreen at the
    desktop's own size (``set_mode((0, 0), FULLSCREEN)``: the screen keeps its resolution
    and the table is scaled to it; asking for ``size`` fullscreen made the system switch the
    screen's mode, or draw a picture larger than the window).  Returns the new display
    surface.  The window keeps its position when windowed.  A windowed size below
    :func:`minimum_size` is grown to it, and the window is given that minimum
    (:func:`set_window_minimum`), so it cannot be dragged smaller; one larger than the
    screen is cut down to it (:func:`fit_desktop`)."""
    pos = None if fullscreen else window_position()
    desktop = desktop_size()
    least = minimum_size(desktop)
    if fullscreen:
        surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
    else:
        surface = pygame.display.set_mode(at_least_minimum(fit_desktop(size, desktop), least),
                                          pygame.RESIZABLE)
    set_window_minimum(least)
    if pos is not None:
        set_window_position(pos)
    return surface


def switch_display(prefs, size, fullscreen: bool):
    """Open the display for ``prefs`` (:class:`app.persist.settings.Settings`): at ``size``
    windowed or fullscreen (:func:`apply_display`), then ``prefs.fullscreen`` set from what
    the system says (:func:`is_fullscreen`), and a window put back at
    ``prefs.window_position`` (coming back from fullscreen it was at the screen's corner: a
    tester's went from +320+180 to +0+0); a window's ``prefs.window_size`` becomes the size
    it opened at (:func:`apply_display` fits it to the screen).  Used at start-up, for the
    Settings screen and for F11.  Returns the new display surface."""
    surface = apply_display(size, fullscreen)
    prefs.fullscreen = is_fullscreen(fullscreen)
    if not prefs.fullscreen:
        prefs.window_size = surface.get_size()   # as opened: cut to the screen, or grown
    if not prefs.fullscreen and prefs.window_position is not None:
        set_window_position(prefs.window_position)
    return surface


def keep_minimum(size: tuple[int, int], fullscreen: bool):
    """After a resize to ``size`` (w, h) pixels: when a windowed display is smaller than
    :func:`minimum_size` (a system that ignores the window's minimum, e.g. no window
    manager), grow it back and return the new display surface; else None."""
    least = minimum_size(desktop_size())
    if fullscreen or at_least_minimum(size, least) == tuple(size):
        return None
    return apply_display(size, False)


def run_window(setup=None) -> int:
    """Open the window and run until the person quits.  Returns the exit code (0).

    The window size and position, fullscreen flag, animation speed and AI pace come from the
    person's settings (:class:`app.profile.Profile`); size, position and speed are saved on
    exit, and the settings screen's window changes (``ctx.display_request``) are applied
    here.

    ``setup``: an :class:`app.cli.Setup` to open a table at once, or None for the menu.
    """
    from app.ai_worker import AIWorker
    from app.persist.lock import FolderLock
    from app.profile import Profile

    profile = Profile()
    prefs = profile.settings
    lock = FolderLock(profile.folder)
    owner = lock.claim()          # False: another window has these saves (it says so)
    if not owner:
        print(f"Cabbage Table is already open with the data folder {profile.folder}.",
              file=sys.stderr)
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_caption(TITLE)
    window = switch_display(prefs, prefs.window_size, prefs.fullscreen)
    logical = pygame.Surface(LOGICAL_SIZE)
    view = Viewport(window.get_size())
    worker = AIWorker()
    worker.start()
    try:
        ctx = build_context(worker=worker)
        ctx.profile = profile if owner else None
        ctx.desktop = desktop_size()
        ctx.settings.anim_speed = float(prefs.animation_speed)
        if not os.environ.get("CABBAGE_TABLE_AI_PACE"):
            ctx.settings.ai_pace = float(prefs.ai_pace)
        ctx.settings.memory_aid = bool(prefs.memory_aid)
        ctx.settings.sound = bool(prefs.sound)
        from app.sound import TableSounds

        ctx.sounds = TableSounds(lambda: ctx.settings.sound)
        if owner:
            first_scene(ctx, setup)
        else:
            from app.scenes.already_open import show_already_open

            show_already_open(ctx, profile.folder)
        clock = pygame.time.Clock()
        last_frame: bytes | None = None      # the logical frame last put on the screen
        still = 0                            # frames in a row that changed nothing
        while not ctx.stack.quit_requested and ctx.stack.top is not None:
            dt = clock.tick(frame_rate(still)) / 1000.0
            top = ctx.stack.top
            for event in pygame.event.get():
                still = 0                    # input or a window event: full rate again
                if event.type in REDRAW_EVENTS:
                    last_frame = None        # the window needs its picture again
                if event.type == pygame.QUIT:
                    ctx.stack.quit()
                    break
                if event.type in (pygame.VIDEORESIZE, pygame.WINDOWRESIZED,
                                  pygame.WINDOWSIZECHANGED):
                    window = pygame.display.get_surface()
                    window = keep_minimum(window.get_size(), prefs.fullscreen) or window
                    view.resize(window.get_size())
                    if not prefs.fullscreen:
                        prefs.window_size = window.get_size()
                    continue
                if event.type == pygame.WINDOWMOVED and not prefs.fullscreen:
                    pos = window_position()
                    if pos is not None:
                        prefs.window_position = pos
                    continue
                if is_quit_key(event):
                    ctx.stack.quit()          # every move is already saved (autosave)
                    break
                if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                    # the same switch as the Settings screen's, below (pygame's
                    # toggle_fullscreen re-created the window with a warning on the terminal
                    # each time, session 23's tester)
                    ctx.display_request = (tuple(prefs.window_size), not prefs.fullscreen)
                    continue
                _guarded(ctx, ctx.stack.handle, view.map_event(event))
            if ctx.stack.top is not top and ctx.stack.top is not None:
                # a dialog closed or a screen opened: the scene now on top learns where the
                # pointer is, so no hover light stays where it last saw it (a tester)
                _guarded(ctx, ctx.stack.handle, view.map_event(pointer_event()))
            if ctx.display_request is not None:
                size, full = ctx.display_request
                ctx.display_request = None
                window = switch_display(prefs, size, full)
                view.resize(window.get_size())
            _guarded(ctx, ctx.stack.update, min(dt, 0.1))
            logical.fill((0, 0, 0))
            _guarded(ctx, ctx.stack.draw, logical)
            frame = pygame.image.tobytes(logical, "RGBX")
            if frame == last_frame:
                still += 1                   # nothing moved: the screen already shows it
                continue
            last_frame, still = frame, 0
            window = pygame.display.get_surface()
            window.fill((0, 0, 0))
            if view.scale == 1.0:
                window.blit(logical, view.offset)
            else:
                window.blit(pygame.transform.smoothscale(logical, view.scaled_size), view.offset)
            pygame.display.flip()
    finally:
        if not prefs.fullscreen:
            pos = window_position()
            if pos is not None:
                prefs.window_position = pos
        prefs.animation_speed = int(ctx.settings.anim_speed) if "ctx" in locals() else \
            prefs.animation_speed
        if owner:
            profile.save_settings()
        lock.release()
        worker.stop()
        pygame.quit()
    return 0
