"""The ten Neighbours (rulebook 'The Neighbours', RULINGS G-6, G-7), each on its own and in
the Neighbour phase of a game."""
from __future__ import annotations

import pytest
from test_garden_helpers import D, grid, numbers, state

from rules.garden import neighbours as nbmod
from rules.garden.actions import Pass, Plant


def taken(nid, g):
    slot = nbmod.card_taken(D.neighbours[nid], g, D)
    return None if slot is None else g[slot]


def test_G7_all_ten_neighbours_in_data_four_original():
    assert len(D.neighbours) == 10
    assert [n for n, x in D.neighbours.items() if x.set == "original"] == [
        "carrotbody", "mayor", "sallie", "horace"]


def test_G7_carrotbody_takes_highest_non_carrot_next_to_a_carrot():
    g = {(0, 0): 2, (1, 0): 13, (0, 1): 9, (2, 0): 45}  # Carrot 2 touches Lettuce 13, Pea 9
    assert taken("carrotbody", g) == 13  # Bean 45 does not touch a Carrot
    g_no_carrot = {(0, 0): 13, (1, 0): 45}
    assert taken("carrotbody", g_no_carrot) == 45
    lone_carrots = {(0, 0): 2, (2, 0): 11, (4, 0): 9}
    assert taken("carrotbody", lone_carrots) == 11  # highest card of all (a Carrot)


def test_G7_mayor_takes_highest_turnip_salsify_or_radish():
    g = {(0, 0): 6, (1, 0): 38, (2, 0): 44, (3, 0): 45}
    assert taken("mayor", g) == 44
    assert taken("mayor", {(0, 0): 45, (1, 0): 2}) is None


def test_G7_sallie_takes_lowest():
    assert taken("sallie", {(0, 0): 30, (1, 0): 7, (2, 0): 12}) == 7


def test_G7_horace_ties_to_points_then_highest_number():
    g = {(0, 0): 2, (1, 0): 11, (2, 0): 4, (3, 0): 13, (4, 0): 1}
    # Carrots 2, Lettuce 2 (4 points beat 3): highest Lettuce
    assert taken("horace", g) == 13
    g2 = {(0, 0): 2, (1, 0): 11, (2, 0): 3, (3, 0): 44}  # Carrots vs Radishes, both 3 points
    assert taken("horace", g2) == 44  # the type holding the higher number, its top card
    g3 = {(0, 0): 2, (1, 0): 11, (2, 0): 19, (3, 0): 9, (4, 0): 21}
    assert taken("horace", g3) == 19  # most cards wins over points


def test_G7_peapod_takes_highest():
    assert taken("peapod", {(0, 0): 30, (1, 0): 7, (2, 0): 12}) == 30


def test_G7_callahan_takes_highest_lonely_type():
    g = {(0, 0): 2, (1, 0): 11, (2, 0): 4, (3, 0): 9}
    assert taken("callahan", g) == 9
    assert taken("callahan", {(0, 0): 2, (1, 0): 11}) is None


def test_G7_widow_takes_highest_lettuce_pumpkin_or_ruta_baga():
    g = {(0, 0): 4, (1, 0): 41, (2, 0): 39, (3, 0): 45}
    assert taken("widow", g) == 41
    assert taken("widow", {(0, 0): 45}) is None


def test_G7_pomme_frites_moves_lone_cards_in_reading_order():
    # row 0: C C . . . B ; row 1: . . . . . . ; row 2: L . . . . .
    g = grid("CC...B", "......", "L.....")
    moves = nbmod.lone_moves(g, False)
    # Bean (5,0) first (row 0), to the first empty slot touching a card: (2,0)
    # then Lettuce (0,2) to the first empty slot touching a card: (3,0) next to the Bean
    assert moves == [((5, 0), (2, 0)), ((0, 2), (3, 0))]
    assert nbmod.lone_moves(grid("CC", "L."), False) == []


def test_G7_pomme_frites_keeps_the_garden_within_the_frame():
    g = grid("C.C")
    # both lone; first (0,0) goes to (1,0) next to (2,0); then (2,0) is no longer lone but
    # was found first, and moves to the first empty slot touching a card: (0,0)
    assert nbmod.lone_moves(g, False) == [((0, 0), (1, 0)), ((2, 0), (0, 0))]


def neighbour_phase(s, nid, tokens=3):
    """Run a Neighbour phase on ``s`` with ``nid`` holding the most tokens."""
    s.tiles = {k: 0 for k in s.neighbours}
    s.face_down = sorted(k for k in s.neighbours for _ in range(6) if k != nid) + [
        nid] * (6 - tokens) + [t for t in s.face_down if t == "grasshopper"]
    s.face_down.sort()
    s.tiles[nid] = tokens
    ev = []
    s._neighbour_phase(ev)
    return ev


def test_G6_only_strict_majority_acts_and_taken_card_is_discarded_not_composted():
    s = state(1, seed=2)
    s.gardens[0] = {(0, 0): 30, (1, 0): 7}
    for nid in ("sallie", "mayor"):
        for _ in range(2):
            s.face_down.remove(nid)
        s.tiles[nid] = 2
    s._neighbour_phase([])
    assert s.gardens[0] == {(0, 0): 30, (1, 0): 7}  # tie: nobody acts
    assert sum(s.tiles.values()) == 0 and len(s.face_down) == 24
    neighbour_phase(s, "sallie")
    assert s.gardens[0] == {(0, 0): 30}
    assert s.discard[-1] == 7 and s.compost[0] == []


def test_G6_grasshoppers_in_garden_stay_and_frame_frees_after_take():
    s = state(1, seed=2, grasshoppers="on")
    s.neighbours = ("peapod", "mayor", "sallie", "horace")
    s.gardens[0] = {(0, 0): 2, (5, 0): 45}
    s.hoppers[0] = {(4, 0)}
    s.face_down = [t for t in s.face_down if t != "grasshopper"] + ["grasshopper"] * 3
    s.face_down.sort()
    assert (6, 0) not in s.plant_slots(0)
    neighbour_phase(s, "peapod")  # takes Bean 45 at column 5
    assert s.hoppers[0] == {(4, 0)}
    assert (-4, 0) in s.plant_slots(0)  # the plot floats again
    assert s.face_down.count("grasshopper") == 3  # the placed one does not come back


def test_G7_bernard_empties_both_supplies_in_two_player_game():
    s = state(2, seed=2, neighbours="random")
    s.neighbours = ("carrotbody", "bernard", "sallie", "horace")
    s.tiles = {k: 0 for k in s.neighbours}
    s.supply = [2, 3]
    s.gardens = [{(0, 0): 1}, {(0, 0): 2}]
    neighbour_phase(s, "bernard")
    assert s.supply == [0, 0] and s.bees_out == 5
    assert s.gardens == [{(0, 0): 1}, {(0, 0): 2}]


def test_G7_bernard_log_says_when_a_supply_is_already_empty():
    # audit 5: "takes 0 Bees from Seat 1's supply" read oddly; an empty supply is named
    s = state(2, seed=2, neighbours="random")
    s.neighbours = ("carrotbody", "bernard", "sallie", "horace")
    s.supply = [3, 0]
    texts = [e.text for e in neighbour_phase(s, "bernard") if e.kind == "bees"]
    assert texts[0].endswith("takes all 3 Bees in Seat 0's supply out of the game.")
    assert texts[1] == "Bernard Betteravé finds no Bees in Seat 1's supply."


def test_G7_plural_neighbours_take_a_plural_verb_in_the_log():
    # Duke & Duchess Peapod and the Ferwig-Radishers are two or more people (data: plural)
    s = state(1, seed=2, neighbours="random")
    s.neighbours = ("peapod", "ferwig", "sallie", "horace")
    s.gardens[0] = {(0, 0): 30, (1, 0): 7}
    texts = [e.text for e in neighbour_phase(s, "peapod")]
    assert "Duke & Duchess Peapod visit (3 tokens)." in texts
    assert ("Duke & Duchess Peapod take Bean 30 from Mr. Cabbagehead's garden: the"
            " highest-numbered card there.") in texts
    s.round = 3
    texts = [e.text for e in neighbour_phase(s, "ferwig")]
    assert "The Ferwig-Radishers visit (3 tokens)." in texts
    assert "The Ferwig-Radishers find no more draws to spoil." in texts
    texts = [e.text for e in neighbour_phase(s, "sallie")]
    assert "Sallie Tommy-Oughtoos visits (3 tokens)." in texts        # one person


def test_G7_two_player_neighbour_visits_both_gardens():
    s = state(2, seed=2)
    s.gardens = [{(0, 0): 30, (1, 0): 7}, {(0, 0): 3, (1, 0): 44}]
    neighbour_phase(s, "sallie")
    assert s.gardens == [{(0, 0): 30}, {(1, 0): 44}]


def test_G7_pomme_frites_in_a_game():
    s = state(1, seed=2)
    s.neighbours = ("pomme_frites", "mayor", "sallie", "horace")
    s.tiles = {k: 0 for k in s.neighbours}
    s.gardens[0] = grid("CC...B")
    ev = neighbour_phase(s, "pomme_frites")
    assert s.gardens[0] == {(0, 0): 2, (1, 0): 11, (2, 0): 1}
    assert any(e.kind == "move" and e.get("card") == 1 for e in ev)


def setup_ferwig(n):
    s = state(n, seed=5)
    s.neighbours = ("ferwig", "mayor", "sallie", "horace")
    s.tiles = {k: 0 for k in s.neighbours}
    s.face_down = sorted(k for k in s.neighbours for _ in range(6))
    return s


def test_G7_ferwig_solo_spoils_the_first_draw_of_next_round():
    s = setup_ferwig(1)
    s.round = 1
    s.gardens[0] = grid("CC")
    neighbour_phase(s, "ferwig")
    assert s.ferwig_pending == 1
    s.offer = [None, None, None]
    s.deck[:3] = [30, 5, 12]
    s.supply[0], s.hive = 0, 0  # left and right would be impossible: but this turn is free
    s._fill([])
    assert s.offer == [None, 5, 12] and s.free_turn and s.discard[-1] == 30
    acts = s.legal_actions()
    assert {a.card for a in acts} == {5, 12}
    s.apply(Plant(12, 2, 0))
    assert s.supply[0] == 0 and s.hive == 0  # no Bee moves
    assert s.discard[-1] == 5  # the other card, after revealing its 2 tokens
    assert sum(s.tiles.values()) + s.pending_hoppers == 2
    assert not s.free_turn and None not in s.offer  # next turn normal


def test_G7_ferwig_nothing_after_third_round():
    s = setup_ferwig(1)
    s.round = 3
    ev = []
    s.tiles["ferwig"] = 3
    s._neighbour_phase(ev)
    assert s.ferwig_pending == 0
    assert any(e.kind == "ferwig" for e in ev)


def test_G7_ferwig_two_players_both_lose_a_card_to_the_bottom():
    s = setup_ferwig(2)
    first = s.start_seat
    neighbour_phase(s, "ferwig")
    assert s.ferwig_pending == 2
    # first player holds a passed card 20 (centre) and draws 2
    s.turn_seat = first
    s.offer = [None, 20, None]
    s.deck[:4] = [33, 7, 40, 9]
    size = len(s.deck)
    s._fill([])
    assert s.offer == [None, 20, 7]
    assert 33 not in s.offer and s.deck[-1] == 33 and len(s.deck) == size - 2 + 1
    assert s.free_turn and sorted(s.leftovers()) == [7, 20]
    s.apply(Plant(20, 0, 0))
    # one card left: it must be passed (centre only, the next turn is spoilt too)
    while s.phase == "grasshopper":
        s.apply(s.legal_actions()[0])
    assert s.legal_actions() == [Pass(7, "centre")]
    s.apply(Pass(7, "centre"))
    assert s.turn_seat == 1 - first and s.ferwig_pending == 0 and s.free_turn
    assert 40 not in s.offer and s.deck[-1] == 40  # highest of 7, 40, 9 lost
    assert sorted(s.leftovers()) == [7, 9]
    s.apply(Plant(9, 0, 0))
    while s.phase == "grasshopper":
        s.apply(s.legal_actions()[0])
    assert {p.position for p in s.legal_actions()} == {"left", "centre", "right"}
    s.apply(Pass(7, "right"))
    assert s.turn_seat == first and not s.free_turn and s.offer[2] == 7 and None not in s.offer


@pytest.mark.parametrize("nid", ["carrotbody", "mayor", "sallie", "horace", "peapod",
                                 "callahan", "widow"])
def test_G7_taking_neighbours_take_nothing_from_an_empty_garden(nid):
    assert nbmod.card_taken(D.neighbours[nid], {}, D) is None


def test_G7_neighbour_types_come_from_data():
    assert set(D.neighbours["mayor"].types) == {"turnips", "salsify", "radishes"}
    assert set(D.neighbours["widow"].types) == {"lettuce", "pumpkins", "ruta_baga"}
    assert numbers("peas") == [9, 21, 37]


def test_G7_pomme_frites_uses_the_empty_first_row_slots_of_a_narrow_garden():
    # row 1: C C C ; row 2: empty ; row 3: . L .  -- the garden is three columns wide, but
    # its first row (G-3: the top row used, from the leftmost column used) has six slots;
    # the first empty one touching a card is right of the third Carrot, not in row 2
    g = grid("CCC", "...", ".L.")
    assert nbmod.lone_moves(g, False) == [((1, 2), (3, 0))]
    # the same garden in the fixed frame gives the same move
    assert nbmod.lone_moves(g, True) == [((1, 2), (3, 0))]
    # a full first row and a lone card two rows down: the first empty slot touching a card
    # is in row 2, below the first Carrot
    g = grid("CCCCCC", "......", "L.....")
    assert nbmod.lone_moves(g, False) == [((0, 2), (0, 1))]
    # the frame is placed from the leftmost column used, also when it does not start at 0
    g = grid("CC", "..", ".L", col0=-4, row0=-2)
    assert nbmod.lone_moves(g, False) == [((-3, 0), (-2, -2))]


def reason(nid, g):
    """(card taken, :func:`nbmod.take_reason` of it) for Neighbour ``nid`` and garden ``g``."""
    nb = D.neighbours[nid]
    slot = nbmod.card_taken(nb, g, D)
    return g[slot], nbmod.take_reason(nb, g, D, slot)


def test_G7_the_log_says_why_a_neighbour_takes_its_card():
    # Lord Carrotbody: next to a Carrot; no card touches a Carrot; no Carrot at all
    assert reason("carrotbody", {(0, 0): 2, (1, 0): 13, (0, 1): 9, (2, 0): 45}) == (
        13, "the highest-numbered card of another type next to a Carrot")
    assert reason("carrotbody", {(0, 0): 2, (2, 0): 11, (4, 0): 9}) == (
        11, "with no other card next to a Carrot, the highest-numbered card")
    assert reason("carrotbody", {(0, 0): 13, (1, 0): 45}) == (
        45, "with no Carrot there, the highest-numbered card")
    assert reason("mayor", {(0, 0): 6, (1, 0): 38, (2, 0): 44, (3, 0): 45}) == (
        44, "the highest-numbered Turnip, Salsify or Radish there")
    assert reason("widow", {(0, 0): 4, (1, 0): 45}) == (
        4, "the highest-numbered Lettuce, Pumpkin or Ruta Baga there")
    assert reason("sallie", {(0, 0): 30, (1, 0): 7}) == (7, "the lowest-numbered card there")
    assert reason("peapod", {(0, 0): 30, (1, 0): 7}) == (30, "the highest-numbered card there")
    assert reason("callahan", {(0, 0): 30, (1, 0): 1, (2, 0): 7}) == (
        7, "the highest-numbered card that is the only one of its type there")


def test_G7_horace_names_the_type_there_is_most_of_and_how_its_tie_was_broken():
    horace = "the highest-numbered card of the type there is most of"
    # a tester's garden: three Peas, three Beans, three Ruta Baga; Peas score most
    g = grid("EEEBBB", "UUU...")
    assert reason("horace", g) == (
        37, f"{horace} (3 Peas, tied with Ruta Baga and Beans; Peas score most)")
    # no tie
    assert reason("horace", {(0, 0): 1, (1, 0): 10, (2, 0): 9}) == (10, f"{horace} (2 Beans)")
    # a tie on points too: the type holding the highest card (G-7)
    assert reason("horace", {(0, 0): 4, (1, 0): 13, (2, 0): 5, (3, 0): 41}) == (
        41, f"{horace} (2 Pumpkins, tied with Lettuce; same points, and Pumpkin 41 is the"
            " higher card)")
    # both kinds of tie at once
    g = {(0, 0): 4, (1, 0): 13, (2, 0): 5, (3, 0): 41, (4, 0): 1, (5, 0): 10}
    assert reason("horace", g) == (
        41, f"{horace} (2 Pumpkins, tied with Lettuce and Beans; Pumpkins and Lettuce score"
            " most, and Pumpkin 41 is the higher card)")
    # many types tied: counted, not named
    g = {(0, 0): 39, (1, 0): 38, (2, 0): 5, (3, 0): 6, (4, 0): 2}
    assert reason("horace", g) == (
        39, f"{horace} (1 Ruta Baga, tied with 4 other types; Ruta Baga and Salsify score"
            " most, and Ruta Baga 39 is the higher card)")


def test_G7_a_neighbour_that_takes_no_card_has_no_reason():
    with pytest.raises(ValueError):
        nbmod.take_reason(D.neighbours["bernard"], {(0, 0): 1}, D, (0, 0))
