"""Session 54 tester report on the New Neighbours' words, as the table shows them
(headless, SDL dummy driver).

* G-7, G-12: two players, passing before a Ferwig-Radishers turn (the opponent's next draw
  is spoiled, so only the centre is offered) the captions under Ned's row still read
  "Ned pays" / "Ned +1": :func:`app.garden_moves.pass_cost_label` now says the left and
  right are closed and the centre's turn is free.
* G-7: the Ferwig-Radishers' snatch says whose draw it is: "from your draw", "from Ned's
  draw".
* G-7: the rules page says Pomme-Frites picks the lone cards out first, so a card still
  moves even when an earlier move has put a card beside it.
"""
from rules.garden import GAME
from rules.garden import neighbours as nbmod
from rules.garden.actions import POSITIONS, parse_action
from tests.app.helpers import garden_table

#: Seed 267, two players, random Neighbours, seat 0 starts: the Ferwig-Radishers visit at
#: the end of round 1; these moves reach the first pass of round 2 (a Ferwig turn next).
OPTS = {"neighbours": "random", "start": "0"}
TO_FERWIG_PASS = ["plant 5 0 0", "pass 12 left", "plant 10 0 0", "pass 12 left",
                  "plant 20 -3 -1", "pass 12 right", "plant 6 -3 -1", "pass 12 right",
                  "plant 23 -1 0", "pass 12 left", "plant 2 -4 -2", "pass 12 right",
                  "plant 45 1 1", "pass 12 left", "plant 24 -2 -1", "pass 17 left",
                  "plant 8 0 -1", "pass 40 left", "plant 16 -1 0", "pass 4 left",
                  "plant 21 0 1"]


def _ferwig_pass_state():
    s = GAME.new_state(2, OPTS, 267)
    for a in TO_FERWIG_PASS:
        s.apply(parse_action(a))
    return s


def test_G7_pass_captions_before_a_ferwig_turn_say_closed_and_free():
    from app.garden_moves import pass_cost_label
    s = _ferwig_pass_state()
    v = s.view(0)
    assert v.phase == "pass" and v.ferwig_pending > 0
    legal = {a.position for a in s.legal_actions()}
    labels = {p: pass_cost_label(p, "Ned", v.supply[1], v.hive, ferwig=bool(v.ferwig_pending))
              for p in POSITIONS}
    assert labels == {"left": "closed", "centre": "next turn free", "right": "closed"}
    # the captions agree with the rules: only the centre is offered (G-7)
    assert legal == {"centre"}
    assert {p for p, w in labels.items() if w != "closed"} == legal
    # no Ferwig turn: as before (G-4 Bee costs)
    assert [pass_cost_label(p, "Ned", 2, 2) for p in POSITIONS] == ["Ned pays", "free",
                                                                      "Ned +1"]
    assert pass_cost_label("left", "Ned", 0, 2, ferwig=False) == "Ned has no Bee"


def test_G7_the_snatch_lines_say_whose_draw(ctx):
    t = garden_table(ctx, ("human", "heuristic"), 267, OPTS, TO_FERWIG_PASS + ["pass 4 centre"])
    lines = [t.with_names(ln.text) for ln in t.session.log if "snatch" in ln.text]
    assert lines == [
        "The Ferwig-Radishers snatch Salsify 28 from your draw (to the bottom of the deck);"
        " this turn's planting is free.",
        "The Ferwig-Radishers snatch Lettuce 22 from Ned's draw (to the bottom of the deck);"
        " this turn's planting is free."]


def test_G7_rules_page_says_the_lone_cards_are_picked_out_first():
    from app.scenes.rules_page import rules_text
    line = next(ln for ln in rules_text("garden").splitlines()
                if ln.startswith("- Pomme-Frites"))
    assert "First he picks out the lone cards" in line
    assert "still moves even if an earlier move has just put a card beside it" in line
    # what the page says is what the engine does (G-7): in L.L.L the middle card gets a
    # neighbour from the first move and still moves
    g = {(0, 0): 4, (2, 0): 13, (4, 0): 22}
    moves = nbmod.lone_moves(g, False)
    assert [src for src, _ in moves] == [(0, 0), (2, 0), (4, 0)]
    assert moves[0][1] == (1, 0)                   # the first lands beside Lettuce 13


def test_G7_the_drawn_pass_row_says_closed_and_next_turn_free(ctx):
    """The table draws the captions of :func:`pass_cost_label` with the Ferwig turn known
    (its caller once left ``ferwig`` out and the row still read "Ned pays" / "Ned +1")."""
    from tests.app.helpers import drawn_words
    t = garden_table(ctx, ("human", "heuristic"), 267, OPTS, TO_FERWIG_PASS)
    assert t.view().phase == "pass" and t.view().ferwig_pending > 0
    words = [w for w, _, _ in drawn_words(ctx, t)]
    assert words.count("closed") == 2
    assert "next turn free" in words or "next turn free" in " ".join(words)   # may wrap
    assert "Ned pays" not in words and "Ned +1" not in words
