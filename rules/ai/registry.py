"""Agents by level name.

Levels, weakest first: ``random`` (any game: a uniformly random legal action; kept for
``--seats random`` and for saved records and replays that name it), ``easy`` (a game's weak
but sensible player, found as ``EASY`` in the game's ``ai`` module: its heuristic with seeded
beginner's mistakes), ``heuristic`` (a game's own hand-written player, found as
``HEURISTIC``), ``search`` (ISMCTS over determinizations, :mod:`rules.ai.ismcts`, with the
game's heuristic as rollout policy where it has one).
"""
from __future__ import annotations

import importlib

from rules.ai.base import Agent, RandomAgent

LEVELS: tuple[str, ...] = ("random", "easy", "heuristic", "search")


def game_ai(game_name: str):
    """The module ``rules.<game_name>.ai`` (a game's own players), or None if it has none."""
    try:
        return importlib.import_module(f"rules.{game_name}.ai")
    except ModuleNotFoundError:
        return None


def make_agent(game_name: str, level: str, **kwargs) -> Agent:
    """A new agent of ``level`` for the game ``game_name``.

    ``kwargs`` go to the agent's constructor (e.g. ``iterations`` or ``time_budget`` for
    ``search``).  Raises ``ValueError`` for an unknown level or one the game lacks.
    """
    if level == "random":
        return RandomAgent()
    mod = game_ai(game_name)
    if level == "easy":
        if mod is None or not hasattr(mod, "EASY"):
            raise ValueError(f"no easy player for {game_name}")
        return mod.EASY(**kwargs)
    if level == "heuristic":
        if mod is None or not hasattr(mod, "HEURISTIC"):
            raise ValueError(f"no heuristic player for {game_name}")
        return mod.HEURISTIC(**kwargs)
    if level == "search":
        if mod is not None and hasattr(mod, "SEARCH"):
            return mod.SEARCH(**kwargs)
        from rules.ai.ismcts import ISMCTSAgent

        return ISMCTSAgent(**kwargs)
    raise ValueError(f"unknown AI level '{level}' (known: {', '.join(LEVELS)})")
