"""The scene stack (DESIGN.md "The app", modelled on Tuxemon's scene manager).

A :class:`Scene` has ``handle(event)``, ``update(dt)`` and ``draw(surface)``; the
:class:`SceneStack` sends input to the top scene only, updates the top scene, and draws from
the topmost non-overlay scene upwards so overlays (a chooser, the results panel) sit on top of
the scene below them.  All coordinates are logical (1280x720, see :mod:`app.window`).
"""
from __future__ import annotations

from typing import Any

import pygame


class Scene:
    """One screen of the app.

    ``overlay``: when True the scene below is drawn first (a dialog over the table).
    ``ctx``: the :class:`app.context.AppContext` shared by all scenes (fonts, art, AI worker,
    settings, the stack itself).
    """

    overlay: bool = False

    def __init__(self, ctx: Any):
        self.ctx = ctx

    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event (mouse positions already in logical pixels)."""

    def update(self, dt: float) -> None:
        """Advance ``dt`` seconds of animation and timers."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene onto the 1280x720 logical ``surface``."""

    def on_enter(self) -> None:
        """Called when the scene becomes the top of the stack (pushed, or uncovered)."""

    def on_exit(self) -> None:
        """Called when the scene is removed from the stack."""


class SceneStack:
    """A stack of scenes: ``push``, ``pop``, ``replace``; ``top`` is the active one.

    Changes requested while a scene is handling an event take effect at once; a scene that
    pops itself simply stops receiving events.  ``quit_requested`` is set by :meth:`quit`.
    """

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.quit_requested = False

    @property
    def top(self) -> Scene | None:
        """The active scene, or None when the stack is empty."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        """Put ``scene`` on top and return it."""
        self.scenes.append(scene)
        scene.on_enter()
        return scene

    def pop(self) -> Scene | None:
        """Remove the top scene (returns it); the one below becomes active again."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.on_exit()
        if self.scenes:
            self.scenes[-1].on_enter()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene``."""
        if self.scenes:
            self.scenes.pop().on_exit()
        return self.push(scene)

    def reset(self, scene: Scene) -> Scene:
        """Empty the stack, then push ``scene`` (e.g. back to the title menu)."""
        while self.scenes:
            self.scenes.pop().on_exit()
        return self.push(scene)

    def quit(self) -> None:
        """Ask the window loop to close."""
        self.quit_requested = True

    def handle(self, event: pygame.event.Event) -> None:
        """Send ``event`` to the top scene."""
        if self.top is not None:
            self.top.handle(event)

    def update(self, dt: float) -> None:
        """Update every scene that is visible (timers of a table keep running under a
        chooser overlay, so an AI move in flight still arrives)."""
        for scene in self._visible():
            scene.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the visible scenes bottom to top."""
        for scene in self._visible():
            scene.draw(surface)

    def _visible(self) -> list[Scene]:
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if not self.scenes[i].overlay:
                start = i
                break
        return self.scenes[start:]
