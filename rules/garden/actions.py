"""The decisions of Mr. Cabbagehead's Garden as frozen, hashable actions whose ``str()``
round-trips through :func:`parse_action`.

* ``plant <vegetable number> <col> <row>``: plant that card of the offer in slot (col, row)
  (coordinates: :mod:`rules.garden.plot`); its offer position fixes the Bee cost (G-4).
* ``grasshopper <col> <row>``: place a revealed Grasshopper (G-8).
* ``rose <col> <row>``: place the drawn Rose over slots (col, row) and (col+1, row) (G-9);
  ``rose none``: leave it out of the game.
* ``pass <vegetable number> <left|centre|right>`` (two players, G-12): pass that leftover
  card to the opponent in that position; the other leftover goes to the bottom of the deck.
"""
from __future__ import annotations

from dataclasses import dataclass

from rules.core import IllegalAction

#: Offer positions, left to right (G-4: left costs a Bee, centre free, right gains one).
POSITIONS = ("left", "centre", "right")
#: The taker's Bee change for each offer position, left to right (G-4; none on a free
#: turn, Ferwig-Radishers).
BEE_DELTA = (-1, 0, 1)


def bees_allow(position: int, supply: int, hive: int) -> bool:
    """True when the card at offer ``position`` (0 left, 1 centre, 2 right) may be taken
    with ``supply`` Bees in the taker's supply and ``hive`` in the Beehive (G-4: the left
    card costs a Bee, the right one takes a Bee from the Beehive).  A free turn
    (Ferwig-Radishers) is the caller's case."""
    if position == 0:
        return supply > 0
    if position == 2:
        return hive > 0
    return True


@dataclass(frozen=True, order=True)
class Plant:
    """Plant Vegetable ``card`` (its number) from the offer in slot ``(col, row)``."""

    card: int
    col: int
    row: int

    def __str__(self) -> str:
        return f"plant {self.card} {self.col} {self.row}"


@dataclass(frozen=True, order=True)
class PlaceGrasshopper:
    """Put the revealed Grasshopper token in slot ``(col, row)`` (G-8)."""

    col: int
    row: int

    def __str__(self) -> str:
        return f"grasshopper {self.col} {self.row}"


@dataclass(frozen=True, order=True)
class PlaceRose:
    """Put the drawn Rose over ``(col, row)`` and ``(col + 1, row)`` (G-9)."""

    col: int
    row: int

    def __str__(self) -> str:
        return f"rose {self.col} {self.row}"


@dataclass(frozen=True, order=True)
class DeclineRose:
    """Do not place the drawn Rose; it leaves the game (rulebook: 'it may ... be placed')."""

    def __str__(self) -> str:
        return "rose none"


@dataclass(frozen=True, order=True)
class Pass:
    """Two players (G-12): pass leftover ``card`` to the opponent at ``position``
    (``left``/``centre``/``right``); any other leftover goes to the bottom of the deck."""

    card: int
    position: str

    def __str__(self) -> str:
        return f"pass {self.card} {self.position}"


Action = Plant | PlaceGrasshopper | PlaceRose | DeclineRose | Pass


def _ints(words: list[str], text: str) -> list[int]:
    try:
        return [int(w) for w in words]
    except ValueError:
        raise IllegalAction(f"'{text}' needs whole numbers") from None


def parse_action(text: str) -> Action:
    """The action whose ``str()`` is ``text`` (see module docstring).

    Raises :class:`IllegalAction` for text that names no action of this game.
    """
    words = text.split()
    if not words:
        raise IllegalAction("An empty action names nothing.")
    head, rest = words[0], words[1:]
    if head == "plant" and len(rest) == 3:
        return Plant(*_ints(rest, text))
    if head == "grasshopper" and len(rest) == 2:
        return PlaceGrasshopper(*_ints(rest, text))
    if head == "rose" and rest == ["none"]:
        return DeclineRose()
    if head == "rose" and len(rest) == 2:
        return PlaceRose(*_ints(rest, text))
    if head == "pass" and len(rest) == 2 and rest[1] in POSITIONS:
        return Pass(_ints(rest[:1], text)[0], rest[1])
    raise IllegalAction(f"'{text}' is not an action of Mr. Cabbagehead's Garden"
                        " (plant N C R, grasshopper C R, rose C R, rose none,"
                        " pass N left|centre|right)")
