"""Words a Garden player reads whole (headless, SDL dummy driver).

A Neighbour tile's habit, shown in the prompt bar's note when the tile is clicked, must fit
the note's two lines: the Ferwig-Radishers' text once ran past them ("... the last one sets
the" and no more).  Their text must also give the two-player case (mr-cabbageheads-garden.txt,
"The Ferwig-Radishers" note for two players: the lost card goes to the bottom of the deck and
both players' next draws are spoiled; RULINGS G-7).
"""
import pytest

from tests.app.helpers import garden_table

NEIGHBOURS = ("carrotbody", "mayor", "sallie", "horace", "ferwig", "bernard", "peapod",
              "pomme_frites", "callahan", "widow")


@pytest.mark.parametrize("seats", [("human",), ("human", "heuristic")])
def test_every_neighbour_habit_fits_the_note(ctx, seats):
    t = garden_table(ctx, seats, 3, {"neighbours": "random"})
    assert set(NEIGHBOURS) == set(t.data.neighbours)
    v = t.view()
    for nid in NEIGHBOURS:
        nb = t.data.neighbours[nid]
        message = f"{nb.name}: {nb.text}"
        t.say(message, error=False)
        sentence, note = t.prompt_lines(v)
        assert sentence, nid
        assert " ".join(note) == message, (nid, note)


def test_ferwig_text_gives_the_two_player_case(ctx):
    t = garden_table(ctx, ("human", "heuristic"), 3, {"neighbours": "random"})
    text = t.data.neighbours["ferwig"].text
    assert "two players" in text and "under the deck" in text and "both players" in text
