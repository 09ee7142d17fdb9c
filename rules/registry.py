"""The five games of Cabbage Table and where their engines live.

``CATALOGUE`` lists every game in menu order, built or not; :func:`get_game` imports an
engine on demand.  A game whose engine is not built yet is listed with ``available=False``
so the menu can show it as not yet available (never hidden, never faked).
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass

from rules.core import Game


@dataclass(frozen=True)
class GameEntry:
    """One row of the catalogue: command-line ``name``, menu ``title``, player range,
    rulebook file name, the module that defines ``GAME`` (or ``None`` when not built), and
    ``default_players``: the count a new setup offers first (clamped to the range; the
    Garden's 1: its solo Blue Ribbon attempt is the game players come back to alone), and
    ``seat_names``: the name the rulebook gives each seat, by 0-based seat index, shown
    under the seat's number in the setup screen; ``""`` or a seat past the end of the tuple
    has no name.  The Garden's ``("", "Ned")``: "Rules for 2 Players" pits Mr. Cabbagehead
    against Ned, and the Garden table calls the second seat Ned.  ``score_words``: what a
    seat's score counts, for the statistics ("points" in the Garden; Intrigue's result is
    the face-down cards a seat has left)."""

    name: str
    title: str
    players: str
    rulebook: str
    module: str | None
    default_players: int = 4
    seat_names: tuple[str, ...] = ()
    score_words: str = "points"

    @property
    def available(self) -> bool:
        """True when the engine is built and playable."""
        return self.module is not None


CATALOGUE: tuple[GameEntry, ...] = (
    GameEntry("cabbage", "Intrigues and Cabbage", "2-5", "intrigues-and-cabbage.txt", None),
    GameEntry("garden", "Mr. Cabbagehead's Garden", "1-2", "mr-cabbageheads-garden.txt",
              "rules.garden", default_players=1, seat_names=("", "Ned")),
    GameEntry("roost", "Rule the Roost", "2-4", "rule-the-roost.txt", None),
    GameEntry("wilk", "Wilk, Koza i Kapusta", "2-4", "wilk-koza-i-kapusta.txt", None),
    GameEntry("intrigue", "Intrigue", "2-8", "intrigue.txt", "rules.intrigue",
              score_words="cards left"),
)


def entry(name: str) -> GameEntry:
    """The catalogue entry called ``name``.  Raises ``KeyError`` listing the known names."""
    for e in CATALOGUE:
        if e.name == name:
            return e
    raise KeyError(f"unknown game '{name}' (known: {', '.join(e.name for e in CATALOGUE)})")


def seat_name(name: str, seat: int) -> str:
    """The rulebook's name for 0-based ``seat`` of game ``name`` (:attr:`GameEntry.seat_names`;
    ``"Ned"`` for the Garden's seat 1), ``""`` when the seat has none.  Raises ``KeyError``
    for an unknown game."""
    names = entry(name).seat_names
    return names[seat] if 0 <= seat < len(names) else ""


def get_game(name: str) -> Game:
    """The :class:`~rules.core.Game` object of ``name``.

    Raises ``KeyError`` for an unknown name and ``LookupError`` for a game that is listed
    but not built yet.
    """
    e = entry(name)
    if e.module is None:
        raise LookupError(f"{e.title} is not available yet")
    return importlib.import_module(e.module).GAME
