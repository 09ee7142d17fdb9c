"""Command-line parsing shared by the source tree and the frozen app.

Flags (see README): ``--game``, ``--seats``, ``--seed``, ``--option key=value`` (repeatable),
``--selfplay GAME``, ``--screenshot PNG`` with ``--moves K``.
"""
from __future__ import annotations

import argparse
from dataclasses import dataclass, field

#: Seat kinds, the AI levels weakest first (:data:`rules.ai.registry.LEVELS`): ``random``
#: (a uniformly random legal move; for tests, and named by older records), ``easy``,
#: ``heuristic``, ``search``.  The screen calls the last three easy / medium / hard.
SEAT_KINDS = ("human", "random", "easy", "heuristic", "search")


@dataclass
class Setup:
    """A table to open: game name, one kind per seat (``human`` or an AI level), options,
    seed.  Built from the command line or the setup screen."""

    game: str
    seats: list[str]
    seed: int
    options: dict[str, str] = field(default_factory=dict)


def parse_seats(text: str) -> list[str]:
    """``"human,heuristic,search"`` → ``["human", "heuristic", "search"]``.

    Raises ``ValueError`` naming an unknown seat kind.
    """
    seats = [s.strip() for s in text.split(",") if s.strip()]
    for s in seats:
        if s not in SEAT_KINDS:
            raise ValueError(f"unknown seat '{s}' (use {', '.join(SEAT_KINDS)})")
    return seats


def parse_options(items: list[str] | None) -> dict[str, str]:
    """``["grasshoppers=on", "match=on"]`` → dict.  Raises ``ValueError`` without ``=``."""
    out: dict[str, str] = {}
    for item in items or []:
        if "=" not in item:
            raise ValueError(f"--option wants key=value, not '{item}'")
        k, v = item.split("=", 1)
        out[k.strip()] = v.strip()
    return out


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of ``main.py``."""
    p = argparse.ArgumentParser(prog="cabbage-table",
                                description="Cabbage Table: five card games against AI opponents.")
    p.add_argument("--game", help="open straight into this game's table")
    p.add_argument("--seats", help="comma-separated: human, easy, heuristic, search (the easy,"
                                   " medium, hard AI) or random (random legal moves)")
    p.add_argument("--seed", type=int, default=None, help="the game's seed (default: random)")
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option")
    p.add_argument("--selfplay", metavar="GAME", help="play an AI-only game without a window")
    p.add_argument("--screenshot", metavar="PNG", help="render the table to a PNG, no window")
    p.add_argument("--moves", type=int, default=0, help="with --screenshot: moves to play first")
    p.add_argument("--quiet", action="store_true", help="with --selfplay: only the result line")
    return p
