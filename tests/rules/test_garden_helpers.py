"""Helpers for the Mr. Cabbagehead's Garden tests: build gardens from little text grids and
states with chosen cards.  (Also checks the helpers themselves.)

Grid letters: B Beans, C Carrots, R Radishes, L Lettuce, P Pumpkins, T Turnips, S Salsify,
U Ruta Baga, E Peas, ``.`` empty.  Line = row (0 at the top), character = column.  Cards of
a type are numbered with that type's Vegetable numbers, lowest first.
"""
from __future__ import annotations

from rules.garden import GAME
from rules.garden.data import load

D = load()
LETTERS = {"B": "beans", "C": "carrots", "R": "radishes", "L": "lettuce", "P": "pumpkins",
           "T": "turnips", "S": "salsify", "U": "ruta_baga", "E": "peas"}


def numbers(tid: str) -> list[int]:
    """Vegetable numbers of type ``tid``, ascending."""
    return sorted(n for n, v in D.vegetables.items() if v.type == tid)


def grid(*rows: str, col0: int = 0, row0: int = 0) -> dict[tuple[int, int], int]:
    """A garden ``{(col, row): number}`` from text rows (see module docstring)."""
    used: dict[str, int] = {}
    g = {}
    for r, line in enumerate(rows):
        for c, ch in enumerate(line):
            if ch == ".":
                continue
            tid = LETTERS[ch]
            i = used.get(tid, 0)
            used[tid] = i + 1
            g[(c + col0, r + row0)] = numbers(tid)[i]
    return g


def state(n: int = 1, seed: int = 1, **options):
    """A fresh state with ``options`` given as keywords."""
    return GAME.new_state(n, {k: str(v) for k, v in options.items()}, seed)


def set_offer(s, cards, free: bool = False) -> None:
    """Put ``cards`` (three numbers or None) in front of the current seat, phase plant."""
    s.offer = list(cards)
    s.free_turn = free
    s.phase = "plant"


def test_grid_helper_numbers_cards_by_type():
    g = grid("CC.", ".L.")
    assert g == {(0, 0): 2, (1, 0): 11, (1, 1): 4}
