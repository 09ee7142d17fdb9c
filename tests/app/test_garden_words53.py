"""Words a Garden player reads (headless, SDL dummy driver).

(That every Neighbour's habit fits the prompt bar's note beside the Hint and the Undo/Confirm
buttons is tests/app/test_trial5_fixes.py.)  The Ferwig-Radishers' text must give the
two-player case (mr-cabbageheads-garden.txt,
"The Ferwig-Radishers" note for two players: the lost card goes to the bottom of the deck and
both players' next draws are spoiled; RULINGS G-7).
"""
from tests.app.helpers import garden_table


def test_ferwig_text_gives_the_two_player_case(ctx):
    t = garden_table(ctx, ("human", "heuristic"), 3, {"neighbours": "random"})
    text = t.data.neighbours["ferwig"].text
    assert "two players" in text and "under the deck" in text and "both next draws" in text
