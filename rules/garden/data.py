"""Card, Neighbour and Award data of Mr. Cabbagehead's Garden, loaded from the JSON files
next to this module (RULINGS G-1: the card list is data, never code).

* ``cards.json``: the 9 Vegetable types (id, name, singular, points) and the 45 Vegetable
  cards (Vegetable number 1..45, type id, Neighbour number), ribbon bands, scoring constants.
* ``neighbours.json``: the ten Neighbours (id, name, set ``original``/``new``, ``rule``
  naming the behaviour implemented in :mod:`rules.garden.neighbours`, ``types`` parameters).
* ``awards.json``: the seven Awards of Merit (id, name, points, bonus).

Card codes used by the engine: a Vegetable is its Vegetable number (1..45);
:data:`HOLIDAY` is an 'On Holiday' card, :data:`ROSE` a Romancing Eudora Rose card.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

HERE = Path(__file__).resolve().parent

#: Card code of an 'On Holiday' card (all three are alike).
HOLIDAY = 0
#: Card code of a Rose card (Romancing Eudora; all three are alike, RULINGS G-9).
ROSE = 99
#: Vegetable cards each seat plants in a whole game (rulebook: 15 in three rounds).
PLANTS_PER_GAME = 15
#: Cards a two-player turn draws beside the card passed to it (rulebook, Rules for 2
#: Players, "The Planting Phase"; G-12).
DRAWN_PER_PASSED_TURN = 2


@dataclass(frozen=True)
class VegType:
    """One type of Vegetable: ``id`` (``"carrots"``), ``name`` (``"Carrots"``), ``singular``
    (``"Carrot"``), ``points`` per scored card (rulebook, Evaluation 1)."""

    id: str
    name: str
    singular: str
    points: int


@dataclass(frozen=True)
class Vegetable:
    """One Vegetable card: its unique Vegetable ``number`` (1..45), ``type`` id, ``points``
    and ``neighbour_number`` (how many Neighbour tokens it reveals, RULINGS G-5)."""

    number: int
    type: str
    points: int
    neighbour_number: int


@dataclass(frozen=True)
class Neighbour:
    """One Neighbour tile: ``id``, ``name``, ``set`` (``original``/``new``), ``rule`` (the
    behaviour word) and ``types`` (type ids the rule looks at), ``text`` (our summary);
    ``plural``: the name is two or more people (the Ferwig-Radishers, Duke & Duchess
    Peapod), so log lines say "visit", not "visits"."""

    id: str
    name: str
    set: str
    rule: str
    types: tuple[str, ...]
    text: str
    plural: bool = False


@dataclass(frozen=True)
class Award:
    """One Award of Merit (RULINGS G-10): ``id``, ``name``, ``points``, ``bonus`` (Monopoly's
    +2), ``text``."""

    id: str
    name: str
    points: int
    bonus: int
    text: str


@dataclass(frozen=True)
class GardenData:
    """Everything loaded from the JSON files (see module docstring)."""

    types: dict[str, VegType]
    vegetables: dict[int, Vegetable]
    neighbours: dict[str, Neighbour]
    awards: dict[str, Award]
    ribbons: tuple[tuple[int, str], ...]
    compost_per_card: int
    rose_points: int
    grasshopper_penalty: int

    def veg(self, number: int) -> Vegetable:
        """The Vegetable with ``number``; ``KeyError`` if there is none."""
        return self.vegetables[number]

    def card_name(self, number: int) -> str:
        """A card's name for logs: ``"Carrot 19"``, ``"On Holiday"``, ``"Rose"``."""
        if number == HOLIDAY:
            return "On Holiday"
        if number == ROSE:
            return "Rose"
        v = self.vegetables[number]
        return f"{self.types[v.type].singular} {number}"

    def ribbon_from(self, name: str) -> int:
        """The lowest final total that earns ribbon ``name`` (RULINGS G-11), e.g. 101 for
        ``"blue"``.  Raises ``ValueError`` for a ribbon the data does not list."""
        return min(low for low, word in self.ribbons if word == name)

    def ribbon(self, points: int) -> str:
        """The ribbon word for a garden's final ``points`` (RULINGS G-11):
        ``none`` (40 or less), ``white``, ``yellow``, ``red``, ``blue``."""
        word = "none"
        for low, name in self.ribbons:
            if points >= low:
                word = name
        return word


def _read(name: str) -> dict:
    with open(HERE / name, encoding="utf-8") as f:
        return json.load(f)


@lru_cache(maxsize=1)
def load() -> GardenData:
    """The game's data, read once from the JSON files.  Raises ``ValueError`` when the card
    list is inconsistent (unknown type, repeated Vegetable number)."""
    cards = _read("cards.json")
    types = {t["id"]: VegType(t["id"], t["name"], t["singular"], int(t["points"]))
             for t in cards["types"]}
    vegs: dict[int, Vegetable] = {}
    for c in cards["vegetables"]:
        n = int(c["number"])
        if c["type"] not in types:
            raise ValueError(f"card {n}: unknown type {c['type']}")
        if n in vegs or n in (HOLIDAY, ROSE):
            raise ValueError(f"Vegetable number {n} repeated or reserved")
        vegs[n] = Vegetable(n, c["type"], types[c["type"]].points, int(c["neighbour_number"]))
    nb = {n["id"]: Neighbour(n["id"], n["name"], n["set"], n["rule"], tuple(n["types"]), n["text"],
                           bool(n.get("plural", False)))
          for n in _read("neighbours.json")["neighbours"]}
    aw = {a["id"]: Award(a["id"], a["name"], int(a["points"]), int(a["bonus"]), a["text"])
          for a in _read("awards.json")["awards"]}
    ribbons = tuple(sorted((int(r["min"]), r["name"]) for r in cards["ribbons"]))
    sc = cards["scoring"]
    return GardenData(types, dict(sorted(vegs.items())), nb, aw, ribbons,
                      int(sc["compost_per_card"]), int(sc["rose_points"]),
                      int(sc["grasshopper_penalty"]))
