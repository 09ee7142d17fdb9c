"""Headless AI-only games (``--selfplay``): no pygame, prints one line per action and ends
with the ``result:`` line of :meth:`rules.core.Result.line`."""
from __future__ import annotations

import random
import sys
from typing import Callable, TextIO

from rules.ai.registry import make_agent
from rules.core import observe
from rules.registry import get_game


def agent_rng(seed: int, seat: int) -> random.Random:
    """The generator of the AI in ``seat`` for a game with ``seed`` (independent of the
    game's own generator, so an AI's thinking never changes the deal)."""
    return random.Random(seed * 1009 + seat * 7919 + 17)


def onlooker_sees(ev) -> bool:
    """True for an event with text that a spectator may read: public, or a private event
    flagged ``onlooker`` (e.g. "Seat 2 draws 1 card." without the card, RULINGS C-3)."""
    return bool(ev.text) and (ev.private is None or bool(ev.get("onlooker")))


def selfplay(game_name: str, seats: list[str], seed: int, options: dict[str, str] | None = None,
             out: TextIO | None = None, quiet: bool = False,
             on_action: Callable | None = None) -> int:
    """Play one AI-only game and print it: the public setup events first (a game that has
    them, e.g. the Garden's Neighbours and first draw), then one line per action with its
    public events, the game's summary and the ``result:`` line, to ``out`` (default: the
    ``sys.stdout`` of the moment of the call).  Returns the process exit code (0).

    Raises ``ValueError`` for a human seat, a bad player count or option.
    """
    if "human" in seats:
        raise ValueError("--selfplay needs AI seats only (random, heuristic, search)")
    out = out if out is not None else sys.stdout     # the stream now, not at import
    game = get_game(game_name)
    state = game.new_state(len(seats), options, seed)
    agents = [make_agent(game_name, level) for level in seats]
    rngs = [agent_rng(seed, i) for i in range(len(seats))]
    setup = [ev.text for ev in getattr(state, "setup_events", []) if onlooker_sees(ev)]
    if setup and not quiet:                  # e.g. the Garden's Neighbours, start, first draw
        out.write("   0 setup:\n")
        for text in setup:
            out.write(f"       {text}\n")
    ply = 0
    while not state.is_terminal():
        seat = state.current_player()
        action = agents[seat].choose(observe(state, seat), rngs[seat])
        events = state.apply(action)
        ply += 1
        if on_action:
            on_action(state, action, events)
        if not quiet:
            out.write(f"{ply:4d} seat {seat} ({seats[seat]}): {action}\n")
            for ev in events:
                if onlooker_sees(ev):
                    out.write(f"       {ev.text}\n")
    res = state.result()
    for line in getattr(state, "summary_lines", lambda: [])():
        out.write(line + "\n")
    out.write(res.line() + "\n")
    out.flush()
    return 0
