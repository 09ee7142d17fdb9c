"""Headless AI-only games (``--selfplay``): no pygame, prints one line per action and ends
with the ``result:`` line of :meth:`rules.core.Result.line`.

The lines a person reads number the seats from 1, as the app does (``Seat 1`` is engine
seat 0, :func:`app.ui.words.display_seats`); the ``result:`` line is the machine's and
keeps the engine's 0-based seats (``winner=0`` is the first seat), unchanged."""
from __future__ import annotations

import random
import sys
from typing import Callable, TextIO

from app.ui.words import display_seats, seat_label
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


def action_words(action) -> str:
    """The action as a self-play line shows it: its record text (``str(action)``), with
    the 0-based target seat of a targeted action (an ``int`` attribute ``target`` that is
    the text's last word) written as the app names it: ``"steal 1"`` → ``"steal Seat 2"``.
    Anything else is its record text unchanged (``"plant 15 0 0"``)."""
    text = str(action)
    target = getattr(action, "target", None)
    words = text.split()
    if isinstance(target, int) and not isinstance(target, bool) and words \
            and words[-1] == str(target):
        return " ".join(words[:-1] + [seat_label(target)])
    return text


def selfplay(game_name: str, seats: list[str], seed: int, options: dict[str, str] | None = None,
             out: TextIO | None = None, quiet: bool = False,
             on_action: Callable | None = None) -> int:
    """Play one AI-only game and print it: the public setup events first (a game that has
    them, e.g. the Garden's Neighbours and first draw), then one line per action with its
    public events (``"  12 Seat 2 (heuristic): steal Seat 1"``, :func:`action_words`), the
    game's summary and the ``result:`` line, to ``out`` (default: the ``sys.stdout`` of the
    moment of the call).  Seats are numbered from 1 in every line but the ``result:``
    line, which is :meth:`rules.core.Result.line` as it is (0-based seats).  ``quiet``:
    only the ``result:`` line (``--quiet``).  Returns the process exit code (0).

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
            out.write(f"       {display_seats(text)}\n")
    ply = 0
    while not state.is_terminal():
        seat = state.current_player()
        action = agents[seat].choose(observe(state, seat), rngs[seat])
        events = state.apply(action)
        ply += 1
        if on_action:
            on_action(state, action, events)
        if not quiet:
            out.write(f"{ply:4d} {seat_label(seat)} ({seats[seat]}): {action_words(action)}\n")
            for ev in events:
                if onlooker_sees(ev):
                    out.write(f"       {display_seats(ev.text)}\n")
    res = state.result()
    if not quiet:
        for line in getattr(state, "summary_lines", lambda: [])():
            out.write(display_seats(line) + "\n")
    out.write(res.line() + "\n")
    out.flush()
    return 0
