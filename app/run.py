"""``main()``: dispatch the command line to self-play, screenshot or the window."""
from __future__ import annotations

import os
import random
import sys

from app.cli import Setup, build_parser, parse_options, parse_seats


def _ensure_streams() -> None:
    """A windowed frozen app on Windows has no console: sys.stdout/stderr are None.
    Point them at the null device so printing never crashes."""
    import os

    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))


def check_setup(setup: Setup) -> str | None:
    """A sentence saying why ``setup`` cannot open a table (unknown or unbuilt game, wrong
    player count, bad option), or ``None`` when it can."""
    from rules.registry import get_game

    try:
        game = get_game(setup.game)
        game.check_players(len(setup.seats))
        game.check_options(setup.options)
    except KeyError as exc:
        return str(exc.args[0]) if exc.args else str(exc)
    except (LookupError, ValueError) as exc:
        return str(exc)
    return None


def main(argv: list[str] | None = None) -> int:
    """Run Cabbage Table with ``argv`` (default ``sys.argv[1:]``); returns an exit code.

    Errors in the flags print a message and return 2.
    """
    _ensure_streams()
    args = build_parser().parse_args(argv)
    try:
        options = parse_options(args.option)
        seats = parse_seats(args.seats) if args.seats else None
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 10**6)
    if args.selfplay:
        from app.selfplay import selfplay

        if args.seed is None:                # say it, so the game can be played again
            print(f"seed {seed} (chosen at random; --seed {seed} plays this game again)",
                  file=sys.stderr)
        try:
            return selfplay(args.selfplay, seats or ["random", "random"], seed, options,
                            quiet=args.quiet)
        except (ValueError, KeyError, LookupError) as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        except BrokenPipeError:              # the reader stopped early (e.g. `| head`)
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 0
    setup = None
    if args.game:
        setup = Setup(args.game, seats or ["human", "heuristic"], seed, options)
        problem = check_setup(setup)
        if problem:
            print(f"error: {problem}", file=sys.stderr)
            return 2
    if args.screenshot:
        from app.screenshot import screenshot

        if setup is None:
            print("error: --screenshot needs --game", file=sys.stderr)
            return 2
        return screenshot(setup, args.screenshot, args.moves)
    from app.window import run_window

    return run_window(setup)
