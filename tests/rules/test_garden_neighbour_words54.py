"""Session 54 tester report on the New Neighbours' words (engine text and the hint).

* G-7, G-8, G-9: Pomme-Frites moving a lone card into a slot under a Grasshopper or a Rose
  said nothing of it, though a planting there does ("…, under the Grasshopper"); a card
  leaving such a slot says so too ("from under the Rose").
* G-7: a lone card with no slot to go to stays; the log said "finds nothing to move".
* G-7, G-12: two players, "The Ferwig-Radishers snatch X (to the bottom of the deck)" came
  once for each player and named neither: it names whose draw ("Seat N's", read as
  "your" / "Ned's" by the app).
* The hint warned of a likely visit only for Neighbours that take a card: Bernard (every
  Bee in the supply), Pomme-Frites (lone cards) and the Ferwig-Radishers (the next draw)
  are named when their visit bears on the move.  The AI's decisions are untouched.
"""
from __future__ import annotations

import random

from test_garden_helpers import grid, state

from rules.garden.actions import parse_action
from rules.garden.ai import HeuristicAgent, explain, hint
from rules.garden.ai_search import Move

PF = "The Right Honourable Pomme-Frites, Esq."


def _visit(s, leader="pomme_frites"):
    """Run the Neighbour phase with ``leader`` the only one holding tokens (G-6)."""
    others = [k for k in ("mayor", "sallie", "horace", "carrotbody") if k != leader][:3]
    s.neighbours = (leader, *others)
    s.tiles = {k: 0 for k in s.neighbours}
    s.tiles[leader] = 3
    ev = []
    s._neighbour_phase(ev)
    return [e for e in ev if e.kind == "move"]


# ---------------------------------------------------------------- Pomme-Frites (G-7)
def test_G8_a_lone_card_moved_under_a_grasshopper_says_so():
    s = state(1, 11, grasshoppers="on")
    s.gardens[0] = grid("LL", "", "....L")        # Lettuce 4, 13; lone Lettuce 22 below
    s.hoppers[0] = {(2, 0)}                        # the first slot he finds: right of 13
    (line,) = _visit(s)
    assert line.get("dst") == (2, 0)
    assert line.text == (f"{PF} moves lone Lettuce 22 to the slot right of Lettuce 13, under"
                         " the Grasshopper.")


def test_G8_a_lone_card_leaving_a_grasshopper_says_so():
    s = state(1, 11, grasshoppers="on")
    s.gardens[0] = grid("LL", "", "....L")
    s.hoppers[0] = {(2, 0), (4, 2)}                # one over the lone card too
    (line,) = _visit(s)
    assert line.text == (f"{PF} moves lone Lettuce 22 from under the Grasshopper to the slot"
                         " right of Lettuce 13, under the Grasshopper.")
    assert (4, 2) in s.hoppers[0] and (2, 0) in s.hoppers[0]     # G-8: they stay


def test_G9_a_lone_card_moved_under_a_rose_says_so():
    s = state(1, 11, roses="on")
    s.gardens[0] = grid("LL", "", "....L")
    s.roses = {(2, 0)}                             # a Rose left over (2, 0) and (3, 0)
    (line,) = _visit(s)
    assert line.text.endswith("to the slot right of Lettuce 13, under the Rose.")
    s = state(1, 11, roses="on")
    s.gardens[0] = grid("LL", "", "....L")
    s.roses = {(4, 2)}                             # the lone card lies under a Rose
    (line,) = _visit(s)
    assert line.text == (f"{PF} moves lone Lettuce 22 from under the Rose to the slot right"
                         " of Lettuce 13.")


def test_G7_a_plain_move_reads_as_before():
    s = state(1, 11)
    s.gardens[0] = grid("LL", "", "....L")
    (line,) = _visit(s)
    assert line.text == f"{PF} moves lone Lettuce 22 to the slot right of Lettuce 13."


def test_G7_a_lone_card_with_no_slot_stays_and_the_line_says_so():
    s = state(1, 11)
    s.gardens[0] = grid("L")                       # alone: no slot touches another card
    (line,) = _visit(s)
    assert line.text == (f"{PF} leaves lone Lettuce 4 where it is: it has no slot to go to"
                         " (no empty slot touches another card).")
    assert "nothing" not in line.text and not line.get("card") and line.get("stays") == 4
    assert s.gardens[0] == grid("L")
    s = state(2, 11)
    s.gardens[0], s.gardens[1] = grid("L"), grid("CC")
    lines = _visit(s)
    assert [e.text for e in lines] == [
        f"{PF} leaves lone Lettuce 4 in Seat 0's garden where it is: it has no slot to go to"
        " (no empty slot touches another card).",
        f"{PF} finds no lone card to move in Seat 1's garden."]


def test_G7_a_card_picked_out_first_still_moves_and_the_one_that_stays_keeps_its_place():
    # three lone cards: the second gets a neighbour from the first move and still moves
    s = state(1, 11)
    s.gardens[0] = grid("L.L.L")
    lines = _visit(s)
    assert [e.get("card") for e in lines] == [4, 13, 22]
    assert all(" moves lone " in e.text for e in lines)


# ---------------------------------------------------------------- Ferwig-Radishers (G-7)
def _snatches(n, seeds):
    out = []
    for seed in seeds:
        s = state(n, seed, neighbours="random")
        if "ferwig" not in s.neighbours:
            continue
        rng = random.Random(seed)
        while not s.is_terminal():
            out += [e for e in s.apply(rng.choice(s.legal_actions()))
                    if e.kind == "ferwig" and e.get("card")]
    return out


def test_G7_two_players_each_snatch_names_whose_draw():
    lines = _snatches(2, range(1, 80))
    assert {e.get("seat") for e in lines} == {0, 1}
    for e in lines:
        assert e.text.startswith("The Ferwig-Radishers snatch ")
        assert e.text.endswith(f" from Seat {e.get('seat')}'s draw (to the bottom of the"
                               " deck); this turn's planting is free."), e.text


def test_G7_solo_snatch_reads_as_before():
    lines = _snatches(1, range(1, 60))
    assert lines
    for e in lines:
        assert "Seat" not in e.text and e.text.endswith(
            " (to the discard pile); this turn's planting is free."), e.text


# ---------------------------------------------------------------- the hint
#: The tester's game: seed 2314, two players, before the 17th move (Bernard 6 tokens vs 4,
#: 4 and 2; the offer Radish 20 left, Radish 12 centre, Turnip 6 right; 5 Bees).
SEED_2314 = ["plant 35 0 0", "pass 20 centre", "plant 5 0 0", "pass 20 right", "plant 1 1 0",
             "pass 20 centre", "plant 40 -3 -1", "pass 20 left", "plant 39 2 0",
             "pass 20 centre", "plant 16 1 1", "pass 20 left", "plant 42 3 0",
             "pass 20 centre", "plant 9 -1 -1", "pass 20 left"]


def test_hint_warns_that_bernard_would_take_the_bee_a_move_brings_or_costs():
    s = state(2, 2314, neighbours="random", start=0)
    for a in SEED_2314:
        s.apply(parse_action(a))
    assert s.offer == [20, 12, 6] and s.supply[0] == 5 and s.tiles["bernard"] == 6
    words = dict((a.card, w) for a, w in hint(s.view(0), s.legal_actions(), HeuristicAgent()))
    assert ("it brings a Bee, the sixth: Bee's Knees; but Bernard Betteravé is likely to"
            " visit (78 %) and would take all 6 Bees.") in words[6]
    assert ("it costs a Bee; though Bernard Betteravé is likely to visit (57 %) and would"
            " take that Bee anyway.") in words[20]
    assert "Bernard" not in words[12]              # the centre card changes no Bee
    # the decision is the AI's as before: the Turnip for the sixth Bee
    assert words[6].endswith("This is the move I would make.")


def _leader_state(leader, round_=1, seed=3):
    s = state(1, seed, neighbours="original")
    agent = HeuristicAgent()
    from rules.core import observe
    rng = random.Random(seed)
    while s.view(0).planted[0] < 4:
        s.apply(agent.choose(observe(s, 0), rng))
    s.neighbours = (leader, "mayor", "sallie", "horace")
    s.tiles = {k: (6 if k == leader else 0) for k in s.neighbours}
    s.face_down = sorted(k for k in ("mayor", "sallie", "horace") for _ in range(6))
    s.round = round_
    return s


def _explain(s, card, slot):
    agent = HeuristicAgent()
    v = s.view(0)
    agent.rank(v)
    planner = agent.planner(False, True)
    return explain(v, Move(v.offer.index(card), card, slot, slot in s.gardens[0]), planner)


def test_hint_warns_that_pomme_frites_would_move_a_lone_planting():
    s = _leader_state("pomme_frites")
    s.gardens[0] = grid("LL")                      # Lettuce 4, 13
    card = s.offer[1]
    words = _explain(s, card, (3, 0))              # one empty slot from Lettuce 13: lone
    assert "but Pomme-Frites is likely to visit (100 %) and would move it right of" \
           " Lettuce 13" in words, words
    words = _explain(s, card, (2, 0))              # beside Lettuce 13: not lone
    assert "Pomme-Frites" not in words, words


def test_hint_says_a_planting_beside_a_lone_card_keeps_it_from_pomme_frites():
    s = _leader_state("pomme_frites")
    s.gardens[0] = grid("LL.B")                    # Bean 1 lone at (3, 0)
    card = s.offer[1]
    words = _explain(s, card, (4, 0))
    assert ("Pomme-Frites is likely to visit (100 %), but the Bean 1 beside it is no longer"
            " lone and stays") in words, words


def test_hint_says_the_ferwig_radishers_spoil_the_next_draw_not_the_garden():
    s = _leader_state("ferwig")
    s.gardens[0] = grid("LL")
    words = _explain(s, s.offer[1], (2, 0))
    assert words.endswith("; the Ferwig-Radishers are likely to visit (100 %) and would spoil"
                          " the next draw, not the garden."), words
    s.round = 3                                    # G-7: no draw left after the last round
    words = _explain(s, s.offer[1], (2, 0))
    assert "Ferwig" not in words, words
