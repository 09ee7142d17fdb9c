"""``--screenshot PNG``: render a table to a PNG without a window (SDL dummy driver).

The table of ``setup`` is built exactly as in the app, ``moves`` actions are played by the
seats' AI levels (human seats are played by the ``heuristic`` level for the picture, or
``random`` when the game has no heuristic), and one frame is saved.
"""
from __future__ import annotations

import os
import sys

from app.cli import Setup


def screenshot(setup: Setup, png_path: str, moves: int = 0) -> int:
    """Render ``setup`` after ``moves`` actions to ``png_path``.  Returns 0, or 2 with a
    message on stderr for a bad setup (unknown game, bad player count or option)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from app.ai_worker import InlineAI
    from app.scenes.menu import TitleMenu
    from app.scenes.tables import open_table
    from app.ui.theme import LOGICAL_SIZE
    from app.window import build_context

    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    try:
        ctx = build_context(worker=InlineAI())
        ctx.dump_path = None
        ctx.stack.push(TitleMenu(ctx))
        try:
            table = open_table(ctx, setup)
        except (ValueError, KeyError, LookupError) as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        played = _play(table, moves)
        table.tweens.clear()
        table.since_move = 0.0
        ctx.stack.update(0.0)
        surface = pygame.Surface(LOGICAL_SIZE)
        ctx.stack.draw(surface)
        pygame.image.save(surface, png_path)
        print(f"screenshot: {png_path} after {played} moves")
        return 0
    finally:
        pygame.quit()


def _play(table, moves: int) -> int:
    """Play up to ``moves`` actions on ``table``; human seats are stood in for by an AI."""
    from rules.ai.registry import make_agent
    from rules.core import observe

    from app.ai_worker import AIRequest, move_rng

    s = table.session
    stand_in = None
    played = 0
    while played < moves and not s.state.is_terminal():
        if s.is_human(s.current()):
            if stand_in is None:
                try:
                    stand_in = make_agent(s.setup.game, "heuristic")
                except ValueError:
                    stand_in = make_agent(s.setup.game, "random")
            req: AIRequest = s.ai_request()
            action = stand_in.choose(observe(s.state, s.current()), move_rng(req))
            table.submit(str(action))
        elif not table.step_ai_now():
            break
        played += 1
    return played
