"""Which table scene plays which game."""
from __future__ import annotations

from app.cli import Setup


#: Games that have a table scene in this app (an engine alone is not playable by mouse).
TABLE_GAMES: tuple[str, ...] = ("intrigue", "garden")


def has_table(game: str) -> bool:
    """True when ``game`` has a table scene."""
    return game in TABLE_GAMES


def open_table(ctx, setup: Setup, actions: tuple[str, ...] = ()):
    """Push the table scene for ``setup.game`` onto ``ctx.stack`` and return it; ``actions``
    are replayed first (resuming a saved game).

    Raises ``LookupError`` for a game without a table scene yet.
    """
    if setup.game == "intrigue":
        from app.scenes.intrigue_table import IntrigueTable

        return ctx.stack.push(IntrigueTable(ctx, setup, tuple(actions)))
    if setup.game == "garden":
        from app.scenes.garden_table import GardenTable

        return ctx.stack.push(GardenTable(ctx, setup, tuple(actions)))
    raise LookupError(f"no table for {setup.game} yet")
