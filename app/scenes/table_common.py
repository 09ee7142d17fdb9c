"""What every table scene does the same way: the header commands (rules page, back to the
menu, play again, animation speed).  A table mixes in :class:`TableCommands` and sets
``game`` (the engine name); it provides ``ctx``, ``session``, ``cancel_drag()``,
``_refresh()`` and ``speed``."""
from __future__ import annotations

from app.cli import Setup

#: Animation speeds the header button cycles through (0 = instant).
SPEEDS = (0.0, 1.0, 2.0, 3.0)


def next_seed(seed: int) -> int:
    """The seed of "play again": a new deal, still reproducible from the old seed."""
    return (seed * 7919 + 1) % 1_000_003


class TableCommands:
    """Header commands shared by the Intrigue and Garden tables."""

    game: str = ""

    def open_rules(self) -> None:
        """Push this game's rules page."""
        from app.scenes.rules_page import RulesPage

        self.cancel_drag()
        self.ctx.stack.push(RulesPage(self.ctx, self.game))

    def to_menu(self) -> None:
        """Back to the title menu (the game stays saved)."""
        from app.scenes.menu import TitleMenu

        self.ctx.stack.reset(TitleMenu(self.ctx))

    def play_again(self) -> None:
        """Same seats and options, next seed."""
        from app.scenes.menu import TitleMenu

        s = self.session.setup
        new = Setup(s.game, list(s.seats), next_seed(s.seed), dict(s.options))
        self.ctx.stack.reset(TitleMenu(self.ctx))
        self.ctx.stack.push(type(self)(self.ctx, new))

    def cycle_speed(self) -> None:
        """Animation speed 0× → 1× → 2× → 3× → 0×, remembered in the settings."""
        cur = self.speed
        i = SPEEDS.index(cur) if cur in SPEEDS else 1
        self.ctx.settings.anim_speed = SPEEDS[(i + 1) % len(SPEEDS)]
        if getattr(self.ctx, "profile", None) is not None:
            self.ctx.profile.settings.animation_speed = int(self.ctx.settings.anim_speed)
        self._refresh()
