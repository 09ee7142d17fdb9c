"""Statistics per game and opponent level, read from the person's ``stats.sqlite3``
(:class:`app.persist.stats.StatsDB`)."""
from __future__ import annotations

import pygame

from app.scenes.base import Scene
from app.ui import theme
from app.ui.widgets import Button, click_buttons, panel
from rules.registry import CATALOGUE


def stats_rows(folder) -> tuple[list[str], str | None]:
    """Lines "Intrigue — vs heuristic: 5 games, 2 wins (40%), average 0.6" for every game
    and level played, and a message (damaged file...) or None."""
    from app.persist.stats import StatsDB, StatsError

    titles = {e.name: e.title for e in CATALOGUE}
    try:
        with StatsDB(folder / "stats.sqlite3") as db:
            rows = db.by_level()
            message = db.message
    except (StatsError, OSError) as exc:
        return [], str(exc)
    lines = []
    for r in rows:
        avg = "" if r.average_score is None else f", average score {r.average_score:.1f}"
        lines.append(f"{titles.get(r.game, r.game)} — vs {r.level}: {r.games} game"
                     f"{'s' * (r.games != 1)}, {r.wins} won ({round(100 * r.win_rate)}%){avg}")
    return lines, message


class StatsScene(Scene):
    """The statistics page; Back returns to the menu."""

    def __init__(self, ctx):
        super().__init__(ctx)
        profile = getattr(ctx, "profile", None)
        if profile is None:
            self.lines, self.message = [], "Statistics are kept only in the app window."
        else:
            self.lines, self.message = stats_rows(profile.folder)
        self.buttons = [Button(pygame.Rect(40, 660, 140, 48), "Back", ctx.stack.pop,
                               color=(90, 90, 70), tag="back")]

    def handle(self, event):
        """Back button or Escape."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.pop()
            return
        click_buttons(self.buttons, event)

    def draw(self, surface):
        """One line per game and opponent level."""
        t = self.ctx.text
        surface.fill(theme.BG)
        t.blit(surface, "Statistics", (640, 46), 34, theme.ACCENT_SOFT, bold=True,
               anchor="center")
        body = pygame.Rect(140, 90, 1000, 540)
        panel(surface, body)
        y = body.y + 24
        if not self.lines:
            t.blit(surface, "No finished games yet.", (body.x + 40, y), 20, theme.INK_SOFT)
            y += 34
        for line in self.lines[:18]:
            t.blit(surface, line, (body.x + 40, y), 19, theme.INK)
            y += 28
        if self.message:
            t.blit(surface, self.message[:120], (body.x + 40, body.bottom - 34), 15,
                   theme.DANGER)
        for b in self.buttons:
            b.draw(surface, t)
