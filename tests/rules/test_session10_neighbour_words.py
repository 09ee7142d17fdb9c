"""Session 10 tester report: in a two-player game Pomme-Frites' line "…moves lone Bean 1 to
the slot right of Salsify 7…" did not say whose garden, while Horace's "takes … from Seat
N's garden" did.  Two players: every Neighbour line that moves or takes cards names the
garden (the app reads "Seat N's" as "your" / "Ned's"); alone the line stays as it was.

G-7 Pomme-Frites moves lone Vegetables; the other Neighbours take one card.
"""
from __future__ import annotations

from test_garden_helpers import grid, state


def _visit(s, neighbour):
    s.neighbours = (neighbour, "mayor", "sallie", "horace") if neighbour != "mayor" else \
        ("mayor", "sallie", "horace", "pomme_frites")
    s.tiles = {k: 0 for k in s.neighbours}
    s.tiles[neighbour] = 3
    ev = []
    s._neighbour_phase(ev)
    return [e for e in ev if e.kind in ("move", "take")]


def test_G7_two_players_every_move_and_take_line_says_whose_garden():
    s = state(2, 1, neighbours="original")
    s.gardens[0] = grid("CC...B")                  # a lone Bean in each garden
    s.gardens[1] = grid("LL...T")
    bean, turnip = s.gardens[0][(5, 0)], s.gardens[1][(5, 0)]
    lines = _visit(s, "pomme_frites")
    assert [e.get("seat") for e in lines] == [0, 1]
    assert lines[0].text == ("The Right Honourable Pomme-Frites, Esq. moves lone Bean"
                             f" {bean} in Seat 0's garden to the slot right of Carrot"
                             f" {s.gardens[0][(1, 0)]}.")
    assert f"lone Turnip {turnip} in Seat 1's garden to the slot" in lines[1].text
    for nb in ("mayor", "sallie", "horace"):         # the others already said so: unchanged
        s = state(2, 1, neighbours="original")
        s.gardens[0], s.gardens[1] = grid("CT"), grid("LR")
        for e in _visit(s, nb):
            assert f"Seat {e.get('seat')}'s garden" in e.text, e.text


def test_G7_alone_the_move_line_reads_as_before():
    s = state(1, 1, neighbours="original")
    s.gardens[0] = grid("CC...B")
    bean = s.gardens[0][(5, 0)]
    (line,) = _visit(s, "pomme_frites")
    assert line.text == (f"The Right Honourable Pomme-Frites, Esq. moves lone Bean {bean} to"
                         f" the slot right of Carrot {s.gardens[0][(1, 0)]}.")
