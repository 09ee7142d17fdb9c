"""Which Neighbours come to a Garden game, by name, asked of the engine.

The four Neighbours of a game (RULINGS G-13: the Original four, or four of all ten drawn from
the seed) are chosen by :meth:`rules.garden.game.GardenGame.new_state`; this module never
picks them itself, it builds the game's first state and reads its ``neighbours``, so the
setup screen and the Replays list name exactly the four the table gets (RULINGS C-2: the
same seed and options deal the same game).  Never imports pygame.
"""
from __future__ import annotations

from typing import Mapping


def game_neighbours(players: int, options: Mapping[str, str], seed: int
                    ) -> list[tuple[str, str]]:
    """The Neighbours of a Garden game of ``players`` seats, ``options`` (option key ->
    value; missing keys take their defaults) and ``seed``, as ``[(id, full name), ...]`` in
    the game's order (``rules/garden/neighbours.json``).  ``[]`` when the engine refuses
    the setup (``ValueError``: bad player count or options, e.g. Romancing Eudora with two
    players)."""
    from rules.registry import get_game

    try:
        state = get_game("garden").new_state(players, dict(options), seed)
    except (KeyError, LookupError, ValueError):
        return []
    return [(i, state.data.neighbours[i].name) for i in state.neighbours]


def short_neighbour_name(neighbour_id: str, name: str) -> str:
    """A Neighbour's name cut to the one word a line has room for: the word of its full
    ``name`` that begins like its ``neighbour_id``, without trailing punctuation:
    ``"Carrotbody"`` (Lord Carrotbody), ``"Mayor"`` (The Mayor of Onion Town),
    ``"Ferwig-Radishers"``, ``"Pomme-Frites"`` (The Right Honourable Pomme-Frites, Esq.).
    The full ``name`` when no word matches."""
    stem = neighbour_id.split("_")[0].lower()
    for word in name.split():
        if word.lower().startswith(stem):
            return word.rstrip(",.;:")
    return name


def short_names(neighbours: list[tuple[str, str]]) -> str:
    """``[(id, name), ...]`` as one short list: ``"Carrotbody, Mayor, Sallie, Horace"``."""
    return ", ".join(short_neighbour_name(i, n) for i, n in neighbours)
