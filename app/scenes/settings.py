"""The settings screen (issue 4 item 6): window size and fullscreen, animation speed, AI
pace, sound, memory aid, confirm plantings (the Garden's undo, issue 4 item 7).  Every change is applied at once and written to the person's
``settings.json`` (:mod:`app.persist.settings`, through :class:`app.profile.Profile`), so it
is remembered between runs; the window size and position are also remembered when the
person moves or resizes the window (:func:`app.window.run_window`).

The Sound switch turns the table's cues on and off (:mod:`app.sound`); on a machine with no
audio device the note under it says that nothing can be heard.
"""
from __future__ import annotations

import pygame

from app.scenes.base import Scene
from app.ui import theme
from app.ui.widgets import Button, click_buttons, panel
from app.window import fit_desktop

#: Window sizes offered (pixels); the table is drawn at 1280x720 and scaled to fit.
WINDOW_PRESETS: tuple[tuple[int, int], ...] = ((1024, 576), (1280, 720), (1600, 900),
                                               (1920, 1080))
#: Animation speeds offered (0 = off), as in :data:`app.persist.settings.ANIMATION_SPEEDS`.
ANIMATION_CHOICES: tuple[int, ...] = (0, 1, 2, 3)
#: Seconds between two AI moves offered (inside :data:`app.persist.settings.AI_PACE_RANGE`).
PACE_CHOICES: tuple[float, ...] = (0.2, 0.5, 0.8, 1.2, 2.0)


class SettingsScene(Scene):
    """Rows of choice buttons.  Public for tests: ``buttons`` (tags like ``"size:1600x900"``,
    ``"fullscreen:on"``, ``"anim:2"``, ``"pace:1.2"``, ``"sound:off"``, ``"aid:on"``,
    ``"confirm:off"``, ``"back"``), ``settings`` (the :class:`app.persist.settings.Settings` being edited)."""

    ROWS = ("Window size", "Fullscreen", "Animation speed", "Time between AI moves", "Sound",
            "Memory aid", "Confirm plantings")

    def __init__(self, ctx):
        super().__init__(ctx)
        from app.persist.settings import Settings

        profile = getattr(ctx, "profile", None)
        self.settings = profile.settings if profile is not None else Settings()
        self.notice = "" if profile is not None else "Settings are kept only in the app window."
        self._build()

    # --- building the rows -------------------------------------------------------------
    def _row_y(self, i: int) -> int:
        return 118 + 72 * i

    def _choices(self, i: int, items: list[tuple[str, str, object]], chosen) -> None:
        x = 520
        for label, tag, value in items:
            w = max(90, 30 + self.ctx.text.font(17, True).size(label)[0])
            on = value == chosen
            self.buttons.append(Button(pygame.Rect(x, self._row_y(i) + 6, w, 44), label,
                                       lambda t=tag, v=value: self.choose(t, v),
                                       color=theme.GOOD if on else (90, 90, 70), tag=tag))
            x += w + 10

    def _build(self) -> None:
        s = self.settings
        self._shown = self._window_state()
        self.buttons: list[Button] = []
        size = tuple(s.window_size)
        self._choices(0, [(f"{w}×{h}", f"size:{w}x{h}", (w, h)) for w, h in WINDOW_PRESETS],
                      size)
        for b, preset in zip(self.buttons, WINDOW_PRESETS):     # row 0's buttons, in order
            b.enabled = self.fits_screen(preset)
        self._choices(1, [("Off", "fullscreen:off", False), ("On", "fullscreen:on", True)],
                      bool(s.fullscreen))
        self._choices(2, [("Off" if a == 0 else f"{a}×", f"anim:{a}", a)
                          for a in ANIMATION_CHOICES], int(s.animation_speed))
        self._choices(3, [(f"{p:g} s", f"pace:{p:g}", p) for p in PACE_CHOICES],
                      min(PACE_CHOICES, key=lambda p: abs(p - float(s.ai_pace))))
        self._choices(4, [("Off", "sound:off", False), ("On", "sound:on", True)],
                      bool(s.sound))
        self._choices(5, [("Off", "aid:off", False), ("On", "aid:on", True)],
                      bool(s.memory_aid))
        self._choices(6, [("Off", "confirm:off", False), ("On", "confirm:on", True)],
                      bool(s.confirm_plantings))
        self.buttons.append(Button(pygame.Rect(40, 660, 140, 48), "Back", self.ctx.stack.pop,
                                   color=(90, 90, 70), tag="back"))

    def fits_screen(self, size: tuple[int, int]) -> bool:
        """True when a window of ``size`` (w, h) pixels fits the screen (``ctx.desktop``;
        always when it is unknown).  Larger presets are greyed out: a tester chose
        1920×1080 on a 1280×720 screen and could no longer reach Back or Quit."""
        return fit_desktop(size, getattr(self.ctx, "desktop", None)) == tuple(size)

    def size_note(self) -> str:
        """The note under "Window size": how the table is drawn, and the screen's size when
        a preset does not fit it."""
        base = "The table is drawn at 1280×720 and scaled; size and position are remembered."
        desktop = getattr(self.ctx, "desktop", None)
        if all(self.fits_screen(p) for p in WINDOW_PRESETS):
            return base
        return (f"Greyed sizes are larger than this screen ({desktop[0]}×{desktop[1]}); "
                "the table is scaled to the window.")

    # --- changing a setting -------------------------------------------------------------
    def choose(self, tag: str, value) -> None:
        """Apply one choice at once (the window through ``ctx.display_request``) and save
        the settings."""
        s, live = self.settings, self.ctx.settings
        kind = tag.split(":")[0]
        if kind == "size":
            if not self.fits_screen(tuple(value)):
                return
            s.window_size = tuple(value)
            s.fullscreen = False
            self.ctx.display_request = (tuple(value), False)
        elif kind == "fullscreen":
            s.fullscreen = bool(value)
            self.ctx.display_request = (tuple(s.window_size), bool(value))
        elif kind == "anim":
            s.animation_speed = int(value)
            live.anim_speed = float(value)
        elif kind == "pace":
            s.ai_pace = float(value)
            live.ai_pace = float(value)
        elif kind == "sound":
            s.sound = bool(value)
            live.sound = bool(value)
        elif kind == "aid":
            s.memory_aid = bool(value)
            live.memory_aid = bool(value)
        elif kind == "confirm":
            s.confirm_plantings = bool(value)
            live.confirm_plantings = bool(value)   # read by the Garden table without a profile
        profile = getattr(self.ctx, "profile", None)
        if profile is not None:
            profile.save_settings()
        self._build()

    def sound_note(self) -> str:
        """The note under the Sound row: what is heard, or why nothing can be
        (:attr:`app.sound.TableSounds.error`: no audio device)."""
        sounds = getattr(self.ctx, "sounds", None)
        if sounds is not None and sounds.error is not None:
            return ("No audio device could be opened, so nothing is heard"
                    f" ({sounds.error[:60]}).")
        return "Short cues when a card is picked up, put down or dealt, and for a visit or a result."

    def _window_state(self) -> tuple:
        """(fullscreen, window size) as the settings hold them now."""
        return bool(self.settings.fullscreen), tuple(self.settings.window_size)

    def update(self, dt: float) -> None:
        """Show the window's state as it is: F11 pressed on this screen, a switch the
        system refused, or a window dragged to another size change the settings behind
        the buttons (session 23's tester saw "On" lit over a window)."""
        if self._window_state() != self._shown:
            self._build()

    def handle(self, event):
        """Buttons; Escape goes back."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.pop()
            return
        click_buttons(self.buttons, event)

    def draw(self, surface):
        """The rows, with a note under the ones that need one."""
        t = self.ctx.text
        surface.fill(theme.BG)
        t.blit(surface, "Settings", (640, 46), 34, theme.ACCENT_SOFT, bold=True,
               anchor="center")
        panel(surface, pygame.Rect(140, 100, 1000, 540))
        notes = {
            0: self.size_note(),
            1: "F11 switches at any time.",
            2: "How fast cards and coins fly (Off: moves appear at once).",
            3: "So you can follow what the computer players do.",
            4: self.sound_note(),
            5: ("Public facts left to memory: Intrigue's claims and shown cards; the Garden's"
                " cards put under the deck (click the deck)."),
            6: ("Garden: a planting waits in its slot for Confirm, so you can Undo it;"
                " off: it counts at once."),
        }
        for i, name in enumerate(self.ROWS):
            y = self._row_y(i)
            t.blit(surface, name, (180, y + 10), 21, theme.INK, bold=True)
            t.blit(surface, notes[i], (180, y + 56), 14, theme.INK_SOFT)
        for b in self.buttons:
            b.draw(surface, t, 17)
        if self.notice:
            t.blit(surface, self.notice, (640, 620), 15, theme.DANGER, anchor="center")
