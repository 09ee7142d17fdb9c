"""Audit of the Mr. Cabbagehead's Garden engine against the rulebook
(shared/rules/mr-cabbageheads-garden.txt) and RULINGS G-1..G-13, C-1..C-3, sentence by
sentence.  Each test names the rule it checks and drives the engine through its public
actions where the rule is about play; evaluation rules are checked on the scoring functions
the state uses.  Decisions the rules leave open (and the engine's choice) are tested under
``test_open_*`` so that a change of mind is a visible change.

Vegetable numbers by type (G-1): Beans 1 10 16 25 30 36 45, Carrots 2 11 19 26 34 43,
Radishes 3 12 20 27 35 44, Lettuce 4 13 22 31 40, Pumpkins 5 14 23 32 41, Turnips 6 15 24
33 42, Salsify 7 17 28 38, Ruta Baga 8 18 29 39, Peas 9 21 37.
"""
from __future__ import annotations

import random

import pytest
from test_garden_helpers import D, grid, numbers, set_offer, state

from rules.core import IllegalAction, replay
from rules.garden import GAME, plot, scoring
from rules.garden import neighbours as nb
from rules.garden.actions import DeclineRose, Pass, PlaceGrasshopper, PlaceRose, Plant
from rules.garden.data import HOLIDAY, ROSE
from rules.garden.view import UNKNOWN

ORIGINAL = ("carrotbody", "mayor", "sallie", "horace")


# ====================================================================== helpers
def deck_with_offer(s) -> list[int]:
    """The whole deck as it was stacked: the offer (already drawn) then the deck."""
    return [c for c in s.offer if c is not None] + list(s.deck)


def packets(cards: list[int]) -> list[list[int]]:
    """Split a deck at its 'On Holiday' cards (the last packet may have none after it)."""
    out, cur = [], []
    for c in cards:
        if c == HOLIDAY:
            out.append(cur)
            cur = []
        else:
            cur.append(c)
    if cur:
        out.append(cur)
    return out


def settle(s) -> None:
    """Resolve Grasshopper and Rose decisions (first legal choice) until planting/passing."""
    while s.phase in ("grasshopper", "rose"):
        s.apply(s.legal_actions()[0])


def force_visitor(s, nid: str, tokens: int = 3, neighbours=None) -> None:
    """Make ``nid`` hold ``tokens`` tokens (strictly most) and no token face down, so the next
    reveal reveals nothing and the next Neighbour phase is ``nid``'s."""
    if neighbours is not None:
        s.neighbours = tuple(neighbours)
    s.tiles = {k: 0 for k in s.neighbours}
    s.tiles[nid] = tokens
    s.face_down = []


def end_round_now(s, plant: Plant):
    """Play ``plant`` for the current seat (solo) with the next card an 'On Holiday' card, so
    the Neighbour phase follows at once.  Keeps one 'On Holiday' per round in the deck."""
    first_holiday = s.deck.index(HOLIDAY)
    s.deck[first_holiday:first_holiday + 1] = []
    s.deck.insert(0, HOLIDAY)
    return s.apply(plant)


# ====================================================================== setup
def test_setup_solo_three_packets_of_15_over_on_holiday_cards():
    for seed in range(5):
        s = state(1, seed=seed)
        cards = deck_with_offer(s)
        assert len(cards) == 48 and cards.count(HOLIDAY) == 3
        assert cards[-1] == HOLIDAY  # each packet sits on an 'On Holiday' card
        assert [len(p) for p in packets(cards)] == [15, 15, 15]
        assert sorted(c for c in cards if c != HOLIDAY) == list(range(1, 46))


def test_setup_deck_is_shuffled_from_the_seed_C2():
    decks = {tuple(deck_with_offer(state(1, seed=k))) for k in range(6)}
    assert len(decks) == 6
    assert deck_with_offer(state(1, seed=3)) == deck_with_offer(state(1, seed=3))


def test_setup_solo_tokens_face_down_tiles_empty_bees_G4():
    s = state(1, seed=2)
    assert s.neighbours == ORIGINAL  # G-13 default: the Original Neighbours
    assert len(s.face_down) == 24 and all(s.face_down.count(n) == 6 for n in ORIGINAL)
    assert s.tiles == {n: 0 for n in ORIGINAL}
    assert (s.hive, s.supply) == (3, [3])  # G-4: 3 on the Beehive, 3 in the supply
    assert s.gardens == [{}] and s.compost == [[]] and s.discard == []
    assert s.round == 1 and s.phase == "plant" and None not in s.offer


def test_setup_two_players_21_holiday_20_holiday_4_and_bees_G4():
    for seed in range(5):
        s = state(2, seed=seed)
        cards = deck_with_offer(s)
        assert len(cards) == 47 and cards.count(HOLIDAY) == 2
        assert [len(p) for p in packets(cards)] == [21, 20, 4]
        assert cards[-1] != HOLIDAY  # the 4 cards lie on the table, not on a Holiday
        assert (s.hive, s.supply) == (2, [2, 2])  # G-4: 2 on the Beehive, 2 each


def test_setup_grasshopper_tokens_shuffled_in_G13():
    s = state(1, seed=2, grasshoppers="on")
    assert len(s.face_down) == 28 and s.face_down.count("grasshopper") == 4


def test_setup_romancing_eudora_one_rose_per_16_card_packet_G9():
    where = set()
    for seed in range(12):
        s = state(1, seed=seed, roses="on")
        cards = deck_with_offer(s)
        drawn = list(s.roses_drawn)
        ps = packets(cards)
        assert [p.count(ROSE) + drawn[i] for i, p in enumerate(ps)] == [1, 1, 1]
        assert [len([c for c in p if c != ROSE]) for p in ps] == [15, 15, 15]
        for i, p in enumerate(ps):
            if ROSE in p:
                where.add((i, p.index(ROSE)))
    # each packet is shuffled separately: the Rose is not always in one place
    assert len({pos for i, pos in where if i == 1}) > 1


def test_setup_random_neighbours_four_of_ten_from_seed_G13():
    seen = set()
    for seed in range(20):
        s = state(1, seed=seed, neighbours="random")
        assert len(s.neighbours) == 4 and len(set(s.neighbours)) == 4
        assert len(s.face_down) == 24 and all(s.face_down.count(n) == 6 for n in s.neighbours)
        seen |= set(s.neighbours)
        assert s.neighbours == state(1, seed=seed, neighbours="random").neighbours
    assert len(seen) == 10


def test_setup_C1_start_seat_from_seed_or_chosen():
    assert {state(2, seed=k).start_seat for k in range(16)} == {0, 1}
    for k in range(4):
        assert state(2, seed=k, start=0).current_player() == 0
        assert state(2, seed=k, start=1).current_player() == 1


# ====================================================================== round structure
def play_random(n, seed, **options):
    s = state(n, seed=seed, **options)
    rng = random.Random(seed)
    events = list(s.setup_events)
    while not s.is_terminal():
        events += s.apply(rng.choice(s.legal_actions()))
    return s, events


def test_round_structure_solo_five_plants_per_round_then_neighbours():
    s = state(1, seed=6)
    rng = random.Random(6)
    at_neighbour = []
    draws = 0
    while not s.is_terminal():
        for e in s.apply(rng.choice(s.legal_actions())):
            if e.kind == "draw":
                draws += 1
            if e.kind == "neighbour":
                at_neighbour.append((s.planted[0], draws))
    # rulebook: at each 'On Holiday' card 5 cards have been planted; 45 cards drawn in all
    # (the first 3 were drawn at setup)
    assert [p for p, _ in at_neighbour] == [5, 10, 15]
    assert draws + 3 == 45
    assert s.deck == [] and s.round == 3


def test_round_structure_solo_leftovers_discarded_after_each_turn():
    s = state(1, seed=6)
    set_offer(s, [30, 7, 12])
    s.face_down = []  # nothing to reveal
    ev = s.apply(Plant(7, 0, 0))
    assert s.discard == [30, 12]  # both remaining cards go to the discard pile
    assert [e for e in ev if e.kind == "discard"]


def test_round_structure_two_players_first_turn_3_then_2_draws_G12():
    s = state(2, seed=4, start=0)
    assert len(deck_with_offer(s)) - len(s.deck) == 3
    set_offer(s, list(s.offer))
    card = s.offer[1]
    s.apply(Plant(card, 0, 0))
    settle(s)
    left = s.leftovers()
    top = s.deck[:2]
    s.apply(Pass(left[0], "centre"))
    # the second player draws two new cards beside the passed card
    assert s.current_player() == 1
    assert s.offer == [top[0], left[0], top[1]]
    assert s.deck[-1] == left[1]


def test_round_structure_two_players_5_each_and_first_player_holds_a_card():
    for seed in (3, 8):
        s = state(2, seed=seed)
        rng = random.Random(seed)
        first = s.start_seat
        seen = []
        while not s.is_terminal():
            ev = s.apply(rng.choice(s.legal_actions()))
            kinds = [e.kind for e in ev]
            if "holiday" in kinds:
                at = kinds.index("holiday")
                # the first player held one card (the passed one) when the Holiday showed:
                # two cards are drawn after it, beside that card
                seen.append((tuple(s.planted), s.turn_seat, kinds[at:].count("draw"),
                             kinds[:at].count("draw")))
        assert seen == [((5, 5), first, 2, 0), ((10, 10), first, 2, 0)]
        assert s.planted == [15, 15] and HOLIDAY not in s.deck


def test_round_structure_two_players_final_neighbour_phase_without_holiday_G6():
    s, events = play_random(2, 5)
    kinds = [e.kind for e in events]
    assert kinds.count("holiday") == 2
    assert kinds.count("neighbour") == 3  # the third one still happens
    last_neighbour = max(i for i, k in enumerate(kinds) if k == "neighbour")
    first_score = kinds.index("score")
    assert last_neighbour < first_score


def test_round_structure_evaluation_after_third_round():
    s, events = play_random(1, 9)
    kinds = [e.kind for e in events]
    assert kinds.count("round_end") == 3 and kinds.count("ribbon") == 1
    assert s.is_terminal() and s.legal_actions() == []
    with pytest.raises(IllegalAction):
        s.apply(Plant(1, 0, 0))


# ====================================================================== G-4 Bees
@pytest.mark.parametrize("n", [1, 2])
def test_G4_left_pays_right_gains_centre_free(n):
    for pos, card, delta in ((0, 30, -1), (1, 7, 0), (2, 12, +1)):
        s = state(n, seed=1, start=0)
        set_offer(s, [30, 7, 12])
        supply, hive = s.supply[0], s.hive
        s.apply(Plant(card, 0, 0))
        assert s.supply[0] == supply + delta and s.hive == hive - delta
        assert sum(s.supply) + s.hive == 6


def test_G4_no_bee_no_left_card_empty_hive_no_right_card():
    s = state(2, seed=1, start=1)
    set_offer(s, [30, 7, 12])
    s.supply = [2, 0]
    assert {a.card for a in s.legal_actions()} == {7, 12}  # seat 1 has no Bee
    s.supply, s.hive = [0, 2], 0
    assert {a.card for a in s.legal_actions()} == {30, 7}  # Beehive empty
    with pytest.raises(IllegalAction):
        s.apply(Plant(12, 0, 0))


def test_G4_two_players_share_the_beehive():
    s = state(2, seed=1, start=0)
    set_offer(s, [30, 7, 12])
    s.apply(Plant(12, 0, 0))  # seat 0 takes a Bee from the Beehive
    settle(s)
    assert (s.supply, s.hive) == ([3, 2], 1)


# ====================================================================== G-2, G-3 plot
def test_G2_card_anywhere_not_adjacent_within_6_by_3():
    s = state(1, seed=1)
    s.gardens[0] = {(0, 0): 2}
    set_offer(s, [30, 7, 12])
    slots = set(s.plant_slots(0))
    assert len(slots) == 11 * 5  # every slot whose garden still fits a 6 x 3 frame
    assert (5, 2) in slots and (-5, -2) in slots and (3, 0) in slots
    assert (6, 0) not in slots and (0, 3) not in slots and (0, -3) not in slots
    s.apply(Plant(7, 5, 2))  # not adjacent to the Carrot: allowed
    assert s.gardens[0][(5, 2)] == 7
    settle(s)
    assert set(s.plant_slots(0)) == {(c, r) for c in range(6) for r in range(3)}


def test_G2_columns_fixed_once_first_and_sixth_hold_cards_rows_floating():
    s = state(1, seed=1)
    s.gardens[0] = grid("C....C")
    slots = set(s.plant_slots(0))
    assert {c for c, _ in slots} == set(range(6))
    assert {r for _, r in slots} == {-2, -1, 0, 1, 2}


def test_G2_compost_replaces_the_card_and_costs_2():
    s = state(1, seed=1)
    s.gardens[0] = grid("CC")
    set_offer(s, [30, 7, 12])
    ev = s.apply(Plant(12, 1, 0))
    assert s.gardens[0] == {(0, 0): 2, (1, 0): 12}
    assert s.compost[0] == [11] and 11 not in s.discard
    assert [e for e in ev if e.kind == "compost" and e.get("card") == 11]
    assert ("Compost: 1 card", -2) in s.score_breakdown(0)
    assert s.view(0).compost == ((11,),)  # the Compost may always be inspected


def test_G2_fixed_plot_first_card_anywhere_in_the_frame_only():
    s = state(1, seed=1, fixed_plot="on")
    card = s.offer[1]
    assert {(a.col, a.row) for a in s.legal_actions() if a.card == card} == {
        (c, r) for c in range(6) for r in range(3)}
    s.apply(Plant(card, 5, 2))
    settle(s)
    assert set(s.plant_slots(0)) == {(c, r) for c in range(6) for r in range(3)}
    with pytest.raises(IllegalAction):
        s.apply(Plant(s.offer[1], -1, 0))


def test_G6_six_by_three_limit_reevaluated_after_a_neighbour_take():
    s = state(1, seed=1)
    s.gardens[0] = {(0, 0): 2, (5, 0): 45}  # Bean 45 at column 6 is the highest card
    assert (-1, 0) not in s.plant_slots(0)
    force_visitor(s, "sallie", neighbours=("peapod", "mayor", "sallie", "horace"))
    s.tiles = {"peapod": 3, "mayor": 0, "sallie": 0, "horace": 0}
    set_offer(s, [30, 7, 12])
    end_round_now(s, Plant(7, 0, 1))
    assert 45 not in s.gardens[0].values() and 45 in s.discard
    assert (-4, 0) in s.plant_slots(0)  # the frame floats again


def test_G3_awards_use_leftmost_and_topmost_occupied_column_and_row():
    corners = grid("C....C", "......", "C....C", col0=3, row0=-7)
    assert dict(scoring.awards(corners, 0, False, D)) == {"four_corners": 12}
    # one column short: column 6 does not exist, the award fails
    assert scoring.awards(grid("C...C", ".....", "C...C"), 0, False, D) == []
    # two rows only: row 3 does not exist
    assert scoring.awards(grid("C....C", "C....C"), 0, False, D) == []


# ====================================================================== G-5 reveal count
def test_G5_higher_numbered_of_two_left_sets_N():
    for offer, plant, n_expected in (([37, 7, 10], 7, 3),   # Pea 37 (N 3) beats Bean 10
                                     ([44, 45, 2], 44, 3),  # Bean 45 (N 3) beats Carrot 2 (N 3)
                                     ([44, 3, 1], 44, 1)):  # Radish 3 (N 1) beats Bean 1 (N 2)
        s = state(1, seed=1)
        set_offer(s, offer)
        s.apply(Plant(plant, 0, 0))
        assert sum(s.tiles.values()) == n_expected
        assert len(s.face_down) == 24 - n_expected


def test_G5_grasshoppers_count_toward_N():
    s = state(1, seed=1, grasshoppers="on")
    s.face_down = ["grasshopper", "grasshopper", "mayor", "mayor"]
    s.gardens[0] = {(0, 0): 2}
    set_offer(s, [37, 7, 10])  # N = 3
    s.apply(Plant(7, 1, 0))
    assert len(s.face_down) == 1
    assert s.tiles["mayor"] + s.pending_hoppers + len(s.hoppers[0]) == 3


def test_G5_reveal_capped_by_face_down_tokens():
    s = state(2, seed=1, start=0)
    s.face_down = ["sallie", "horace"]
    set_offer(s, [37, 7, 10])
    s.apply(Plant(7, 0, 0))
    assert s.face_down == [] and s.tiles["sallie"] == s.tiles["horace"] == 1


def test_G5_tokens_are_drawn_at_random_from_the_seed():
    outcomes = set()
    for seed in range(12):
        s = state(1, seed=seed)
        set_offer(s, [37, 7, 10])
        s.apply(Plant(7, 0, 0))
        outcomes.add(tuple(sorted(s.tiles.items())))
    assert len(outcomes) > 1


# ====================================================================== G-6 Neighbour phase
def test_G6_strictly_most_tokens_acts():
    s = state(1, seed=1)
    s.gardens[0] = {(0, 0): 30, (1, 0): 7}
    s.neighbours = ORIGINAL
    s.tiles = {"carrotbody": 0, "mayor": 1, "sallie": 2, "horace": 1}
    s.face_down = []
    set_offer(s, [44, 45, 3])
    end_round_now(s, Plant(45, 2, 0))
    assert 7 in s.discard and 7 not in s.gardens[0].values()  # Sallie took the lowest


def test_G6_tie_for_most_nobody_acts():
    s = state(1, seed=1)
    s.gardens[0] = {(0, 0): 30, (1, 0): 7}
    s.tiles = {"carrotbody": 0, "mayor": 2, "sallie": 2, "horace": 1}
    s.face_down = []
    set_offer(s, [44, 45, 3])
    ev = end_round_now(s, Plant(45, 2, 0))
    assert s.gardens[0] == {(0, 0): 30, (1, 0): 7, (2, 0): 45}
    assert [e for e in ev if e.kind == "neighbour" and e.get("neighbour") == ""]


def test_G6_no_token_revealed_nobody_visits():
    s = state(1, seed=1)
    s.gardens[0] = {(0, 0): 30, (1, 0): 7}
    s.face_down = []
    s.tiles = {k: 0 for k in s.neighbours}
    set_offer(s, [44, 45, 3])
    end_round_now(s, Plant(45, 2, 0))
    assert len(s.gardens[0]) == 3


def test_G6_taken_card_to_discard_not_compost_and_tokens_turned_back():
    s = state(1, seed=1)
    s.gardens[0] = {(0, 0): 30, (1, 0): 7}
    force_visitor(s, "sallie", tokens=4)
    s.tiles["mayor"] = 3
    set_offer(s, [44, 45, 3])
    s.face_down = []  # the planting below reveals nothing
    end_round_now(s, Plant(45, 2, 0))
    assert s.compost[0] == [] and 7 in s.discard
    assert sum(s.tiles.values()) == 0
    assert sorted(s.face_down) == sorted(["sallie"] * 4 + ["mayor"] * 3)
    assert s.round == 2 and s.phase == "plant"


def test_G6_grasshoppers_in_garden_stay_after_the_phase():
    s = state(1, seed=1, grasshoppers="on")
    s.gardens[0] = {(0, 0): 30, (1, 0): 7}
    s.hoppers[0] = {(0, 1)}
    s.hoppers_out = 3
    force_visitor(s, "sallie")
    set_offer(s, [44, 45, 3])
    end_round_now(s, Plant(45, 2, 0))
    assert s.hoppers[0] == {(0, 1)}
    assert "grasshopper" not in s.face_down  # placed/lost Grasshoppers do not come back


# ====================================================================== G-7 Neighbours
def take(nid, g):
    slot = nb.card_taken(D.neighbours[nid], g, D)
    return None if slot is None else g[slot]


def test_G7_carrotbody_cases():
    # highest-numbered non-Carrot next to a Carrot (orthogonal only)
    g = grid("CB.", "L.E")  # Carrot 2, Bean 1 right of it, Lettuce 4 below, Pea 9 diagonal
    assert take("carrotbody", g) == 4
    # no Carrots: the highest-numbered card
    assert take("carrotbody", grid("BL.E")) == 9
    # Carrots touching only Carrots: the highest-numbered card (a Carrot may go)
    g2 = {(0, 0): 43, (1, 0): 34, (3, 0): 9}
    assert take("carrotbody", g2) == 43
    # diagonal does not count as adjacent
    g3 = {(0, 0): 2, (1, 1): 45, (3, 0): 9}
    assert take("carrotbody", g3) == 45


def test_G7_mayor_turnip_salsify_radish_else_nothing():
    assert take("mayor", {(0, 0): 6, (1, 0): 7, (2, 0): 3, (3, 0): 45}) == 7
    assert take("mayor", {(0, 0): 44, (1, 0): 42, (2, 0): 38}) == 44
    assert take("mayor", {(0, 0): 45, (1, 0): 41}) is None


def test_G7_sallie_lowest_peapod_highest():
    g = {(0, 0): 17, (1, 0): 3, (2, 0): 40}
    assert take("sallie", g) == 3
    assert take("peapod", g) == 40


def test_G7_horace_most_cards_then_points_then_number():
    # 3 Beans vs 2 Peas: Beans (most), highest Bean
    assert take("horace", {(0, 0): 1, (1, 0): 10, (2, 0): 45, (3, 0): 9, (4, 0): 21}) == 45
    # 2 Beans vs 2 Peas: Peas have the higher point value
    assert take("horace", {(0, 0): 1, (1, 0): 45, (2, 0): 9, (3, 0): 21}) == 21
    # 2 Beans vs 2 Carrots (3 points each): the type holding the highest number
    assert take("horace", {(0, 0): 1, (1, 0): 36, (2, 0): 2, (3, 0): 43}) == 43


def test_G7_callahan_only_one_of_its_type():
    assert take("callahan", {(0, 0): 1, (1, 0): 45, (2, 0): 9, (3, 0): 4}) == 9
    assert take("callahan", {(0, 0): 1, (1, 0): 45}) is None


def test_G7_widow_lettuce_pumpkin_ruta_baga():
    assert take("widow", {(0, 0): 4, (1, 0): 41, (2, 0): 39, (3, 0): 45}) == 41
    assert take("widow", {(0, 0): 8, (1, 0): 45}) == 8
    assert take("widow", {(0, 0): 45}) is None


@pytest.mark.parametrize("nid,expected", [("carrotbody", 44), ("mayor", 44), ("sallie", 1),
                                          ("horace", 45), ("peapod", 45), ("callahan", 44),
                                          ("widow", 41)])
def test_G7_taking_neighbours_in_a_two_player_phase_visit_both_gardens(nid, expected):
    s = state(2, seed=1, start=0, neighbours="random")
    others = [k for k in D.neighbours if k != nid][:3]
    force_visitor(s, nid, neighbours=[nid] + others)
    g = {(0, 0): 2, (1, 0): 44, (2, 0): 45, (3, 0): 9, (4, 0): 41, (5, 0): 1}
    s.gardens = [dict(g), dict(g)]
    s._neighbour_phase([])
    for seat in (0, 1):
        assert expected not in s.gardens[seat].values() and len(s.gardens[seat]) == 5
    assert s.discard[-2:] == [expected, expected]  # both taken cards go to the discard pile
    assert s.compost == [[], []]


def test_G7_bernard_takes_supply_bees_out_of_the_game_solo():
    s = state(1, seed=1, neighbours="random")
    force_visitor(s, "bernard", neighbours=("bernard", "mayor", "sallie", "horace"))
    s.supply, s.hive = [4], 2
    s.gardens[0] = {(0, 0): 1}
    set_offer(s, [44, 45, 3])
    end_round_now(s, Plant(45, 1, 0))
    assert (s.supply, s.hive, s.bees_out) == ([0], 2, 4)
    assert s.gardens[0] == {(0, 0): 1, (1, 0): 45}
    # with no Bee left the left card cannot be chosen any more (G-4)
    assert all(a.card != s.offer[0] for a in s.legal_actions())


def test_G7_pomme_frites_reading_order_and_target_next_to_second_row():
    # row 0: . . . B ; row 1: C C . . ; Bean (3,0) is lone; the first empty row-1 slot
    # touching a card is (0,0) (touching the Carrot below it)
    g = grid("...B", "CC..")
    assert nb.lone_moves(g, False) == [((3, 0), (0, 0))]
    # no lone card: no effect
    assert nb.lone_moves(grid("CC", ".L"), False) == []
    # fixed plot: reading order over the fixed frame
    g2 = {(2, 1): 2, (3, 1): 11, (5, 2): 45}
    assert nb.lone_moves(g2, True) == [((5, 2), (2, 0))]


def test_G7_pomme_frites_fills_a_grasshopper_slot_as_empty():
    g = grid("CC..B")
    assert nb.lone_moves(g, False) == [((4, 0), (2, 0))]


def test_G7_ferwig_solo_next_round_first_draw():
    s = state(1, seed=5, neighbours="random")
    force_visitor(s, "ferwig", neighbours=("ferwig", "mayor", "sallie", "horace"))
    s.gardens[0] = {(0, 0): 1}
    set_offer(s, [44, 45, 3])
    hol = s.deck.index(HOLIDAY)
    s.deck[hol:hol + 1] = []
    s.deck[:4] = [HOLIDAY, 30, 5, 12]
    s.supply, s.hive = [0], 0  # left and right impossible, but the Ferwig turn is free
    s.apply(Plant(45, 1, 0))
    assert s.round == 2 and s.free_turn
    assert s.offer == [None, 5, 12] and s.discard[-1] == 30  # highest of the three lost
    assert {a.card for a in s.legal_actions()} == {5, 12}
    s.face_down = ["mayor", "mayor", "sallie"]
    s.apply(Plant(5, 2, 0))
    assert (s.supply, s.hive) == ([0], 0)
    assert s.tiles["mayor"] + s.tiles["sallie"] == 2  # Radish 12 has Neighbour number 2
    assert not s.free_turn


# ====================================================================== G-8 Grasshoppers
def test_G8_two_players_revealer_places_in_own_garden():
    s = state(2, seed=1, start=1, grasshoppers="on")
    s.gardens = [{(0, 0): 2}, {(0, 0): 11}]
    s.face_down = ["grasshopper"]
    set_offer(s, [37, 7, 10])
    s.apply(Plant(7, 1, 0))
    assert s.phase == "grasshopper" and s.current_player() == 1
    assert (2, 0) in {(a.col, a.row) for a in s.legal_actions()}
    s.apply(PlaceGrasshopper(2, 0))
    assert s.hoppers == [set(), {(2, 0)}] and s.phase == "pass"


def test_G8_grasshopper_stays_when_the_card_under_it_leaves():
    s = state(1, seed=1, grasshoppers="on")
    s.gardens[0] = {(0, 0): 30, (1, 0): 7}
    s.hoppers[0] = {(1, 0)}
    force_visitor(s, "sallie")
    set_offer(s, [44, 45, 3])
    end_round_now(s, Plant(45, 0, 1))
    assert (1, 0) not in s.gardens[0] and s.hoppers[0] == {(1, 0)}


def test_G8_scoring_neighbours_of_covered_card_lose_one_covered_card_does_not():
    g = grid("LLL")
    lines = scoring.breakdown(g, [(1, 0)], (), 0, 0, False, D)
    assert ("Grasshoppers", -2) in lines and lines[-1] == ("Total", 10)
    # a Grasshopper on an empty slot or on another type costs nothing
    assert scoring.breakdown(grid("LLC"), [(2, 0), (3, 0)], (), 0, 0, False, D)[-1] == (
        "Total", 8)
    # an unscored card loses nothing (never below 0)
    assert scoring.grasshopper_penalties(grid("L.L"), [(0, 0)], D) == {}


def test_G8_grasshoppers_do_not_count_toward_the_frame_open():
    s = state(1, seed=1, grasshoppers="on")
    s.gardens[0] = {(0, 0): 2}
    s.hoppers[0] = {(5, 0)}
    assert (-5, 0) in s.plant_slots(0)


# ====================================================================== G-9 Roses
def test_G9_rose_replacement_drawn_into_the_same_position():
    s = state(1, seed=1, roses="on")
    s.gardens[0] = grid("CC")
    s.offer = [None, None, None]
    s.deck[:4] = [30, ROSE, 7, 12]
    s._fill([])
    assert s.phase == "rose" and s.rose_pos == 1 and s.offer == [30, None, None]
    s.apply(PlaceRose(0, 0))
    assert s.offer == [30, 7, 12] and s.roses == {(0, 0)}


def test_G9_rose_needs_two_same_type_horizontal_neighbours():
    s = state(1, seed=1, roses="on")
    s.gardens[0] = grid("CL", "C.")
    s.offer = [None, None, None]
    s.deck.insert(0, ROSE)
    s._fill([])
    assert s.phase == "plant" and s.roses_out == 1 and s.roses == set()


def test_G9_rose_scoring_at_the_end():
    assert scoring.breakdown(grid("LL"), (), [(0, 0)], 0, 0, False, D)[-1] == ("Total", 13)
    assert scoring.breakdown(grid("L."), (), [(0, 0)], 0, 0, False, D)[-1] == ("Total", 0)


# ====================================================================== G-10 Awards
def awards(g, supply=0, fixed=False):
    return dict(scoring.awards(g, supply, fixed, D))


def test_G10_four_corners_12():
    assert awards(grid("L....L", "......", "L....L")) == {"four_corners": 12}
    assert "four_corners" not in awards(grid("L....L", "......", "L....."))


def test_G10_avenue_14_two_different_sets_of_three():
    assert awards(grid("C....L", "C....L", "C....L"))["avenue"] == 14
    assert "avenue" not in awards(grid("C....L", "B....L", "C....L"))


def test_G10_promenade_14_and_mirror():
    assert awards(grid("CC....", "..LL..", "....PP"))["promenade"] == 14
    assert awards(grid("....PP", "..LL..", "CC...."))["promenade"] == 14
    # wrong columns (second pair at 2-3) do not count
    assert "promenade" not in awards(grid("CC....", ".LL...", "....PP"))
    # a pair of two different types is no pair
    assert "promenade" not in awards(grid("CB....", "..LL..", "....PP"))


def test_G10_monopoly_8_or_10_once():
    assert awards(grid("CC...", ".CCC."))["monopoly"] == 10  # one group of five
    assert awards(grid("CC.CC", "....C"))["monopoly"] == 8  # groups of 2 and 3
    assert awards(grid("CC.CC", "C...."))["monopoly"] == 8  # groups of 3 and 2
    assert awards(grid("CCCCCC"))["monopoly"] == 10


def test_G10_mixed_plot_30():
    assert awards(grid("CLP...", "TSR...", "UEB..."))["mixed_plot"] == 30
    assert "mixed_plot" not in awards(grid("CLPT..", "SR....", "UEB..."))  # 4 types in a row


def test_G10_bees_knees_6_bounty_12():
    assert awards(grid("CC"), supply=6) == {"bees_knees": 6}
    assert awards(grid("BCRLPT"))["bounty"] == 12
    assert "bounty" not in awards(grid("BCRLP.T"))


# ====================================================================== G-11 scoring
def test_G11_points_per_type_and_only_with_same_type_neighbour():
    g = grid("EE", "S.", "S.")  # two Peas (8) and two Salsify (6)
    lines = scoring.breakdown(g, (), (), 0, 0, False, D)
    assert ("Peas: 2 scored x 8", 16) in lines and ("Salsify: 2 scored x 6", 12) in lines
    assert lines[-1] == ("Total", 28)


def test_G11_ribbons_in_the_result():
    s = state(1, seed=1)
    s.phase = "over"
    s.gardens[0] = grid("EE", "SS")
    assert s.result().extra == (("ribbons", "none"),)  # 28 points


# ====================================================================== G-12 two players
def test_G12_neighbour_number_from_higher_leftover_and_pass_choices():
    s = state(2, seed=1, start=0)
    set_offer(s, [10, 7, 37])
    s.apply(Plant(7, 0, 0))
    assert sum(s.tiles.values()) == 3  # Pea 37 (N 3), whichever is passed
    assert set(s.legal_actions()) == {Pass(c, p) for c in (10, 37)
                                      for p in ("left", "centre", "right")}
    s.apply(Pass(37, "right"))
    assert s.offer[2] == 37 and s.deck[-1] == 10


def test_G12_ties_types_then_bees_then_shared():
    s = state(2, seed=1)
    s.phase = "over"
    s.gardens = [grid("CC"), grid("LL.")]
    s.gardens[1] = {(0, 0): 4, (1, 0): 13}  # Lettuce 8 points vs Carrots 6
    assert s.result().winners == (1,)
    s.gardens = [grid("CCB"), grid("BBC")]
    s.supply = [0, 4]
    assert s.result().winners == (1,)  # same points and types: more Bees
    s.supply = [4, 4]
    assert s.result().winners == (0, 1)


# ====================================================================== C-3 information
def test_C3_view_never_shows_unseen_deck_cards_or_their_order():
    for n in (1, 2):
        s = state(n, seed=3, roses="on" if n == 1 else "off")
        v = s.view(0)
        assert all(c in (UNKNOWN, HOLIDAY) for c in v.deck_layout)
        t = s.clone()
        # reordering the unseen cards of the first packet leaves every view unchanged
        first = t.deck.index(HOLIDAY)
        t.deck[:first] = list(reversed(t.deck[:first]))
        assert t.deck != s.deck
        assert all(t.view(k) == s.view(k) for k in range(n))


def test_C3_view_shows_face_down_tokens_only_as_a_count_by_kind():
    s = state(1, seed=3)
    t = s.clone()
    t.face_down = list(reversed(t.face_down))
    assert t.view(0) == s.view(0)


def test_C3_events_name_no_card_still_unseen():
    for n, opts in ((1, {"roses": "on", "grasshoppers": "on", "neighbours": "random"}),
                    (2, {"grasshoppers": "on", "neighbours": "random"})):
        for seed in range(3):
            s = state(n, seed=seed, **opts)
            rng = random.Random(seed)
            while not s.is_terminal():
                ev = s.apply(rng.choice(s.legal_actions()))
                unseen = {c for c, shown in zip(s.deck, s.view(0).deck_layout)
                          if shown == UNKNOWN and c != ROSE}
                for e in ev:
                    cards = [e.get("card")] + list(e.get("cards") or ())
                    assert not (set(c for c in cards if c) & unseen), e
                    names = {D.card_name(c) for c in unseen}
                    assert not any(nm + " " in e.text + " " or nm + "." in e.text
                                   or nm + ")" in e.text for nm in names), e.text


def test_C2_replay_reproduces_the_game():
    s, _ = play_random(2, 7, grasshoppers="on")
    s2 = state(2, seed=7, grasshoppers="on")
    rng = random.Random(7)
    texts = []
    while not s2.is_terminal():
        a = rng.choice(s2.legal_actions())
        texts.append(str(a))
        s2.apply(a)
    r, _ = replay(GAME, 2, {"grasshoppers": "on"}, 7, texts)
    assert r == s2 and r.result() == s.result()


# ====================================================================== G-2 empty garden
def test_G2_empty_garden_may_plant_under_its_grasshopper():
    """G-2: a planting may go into any empty slot or a slot holding only a Grasshopper.  A
    garden emptied by a Neighbour (every earlier card composted into one slot, that card then
    taken) keeps its Grasshopper (G-8): planting under it, or away from it, must be allowed,
    not only the arbitrary slot 0 0."""
    s = state(1, seed=1, grasshoppers="on")
    s.gardens[0] = {(0, 0): 30}
    s.hoppers[0] = {(1, 0)}
    force_visitor(s, "sallie")
    set_offer(s, [44, 7, 3])
    end_round_now(s, Plant(7, 0, 0))  # composts Bean 30; Sallie then takes Salsify 7
    assert s.gardens[0] == {} and s.hoppers[0] == {(1, 0)} and s.compost[0] == [30]
    card = s.offer[1]
    legal = {(a.col, a.row) for a in s.legal_actions() if a.card == card}
    assert (1, 0) in legal  # under the Grasshopper
    assert (-5, 0) in legal and (7, 3) in legal  # out of every frame holding it
    assert (-6, 0) not in legal and (8, 0) not in legal  # farther slots are all alike
    assert (0, 0) in legal
    assert s.is_legal(Plant(card, 1, 0)) and not s.is_legal(Plant(card, 40, 0))
    for c in range(-9, 11):  # the quick check agrees with the list
        for r in range(-5, 6):
            assert s.is_legal(Plant(card, c, r)) == ((c, r) in legal)
    assert "Grasshoppers" in s.explain_illegal(Plant(card, 40, 0))
    s.apply(Plant(card, 1, 0))
    assert s.gardens[0] == {(1, 0): card}


def test_G2_G9_empty_garden_may_plant_under_a_rose():
    """G-9: a card under a Rose taken by a Neighbour may be replaced later, under the Rose;
    G-2 allows any slot when the garden is empty."""
    s = state(1, seed=1, roses="on")
    s.gardens[0] = {(3, 1): 30}
    s.roses = {(2, 1)}  # its partner at (2, 1) was taken earlier
    force_visitor(s, "sallie")
    set_offer(s, [44, 7, 3])
    end_round_now(s, Plant(7, 3, 1))
    assert s.gardens[0] == {} and s.roses == {(2, 1)}
    card = s.offer[1]
    legal = {(a.col, a.row) for a in s.legal_actions() if a.card == card}
    assert {(2, 1), (3, 1)} <= legal


def test_G2_empty_garden_without_grasshoppers_or_roses_first_card_at_origin():
    s = state(1, seed=1)
    assert set(s.plant_slots(0)) == {(0, 0)}


# ====================================================================== G-12 last turn
def test_G12_third_round_ends_when_both_planted_15_leftovers_to_bottom():
    s = state(2, seed=2)
    rng = random.Random(2)
    while not (s.planted[1 - s.start_seat] == 14 and s.planted[s.start_seat] == 15
               and s.phase == "plant"):
        s.apply(rng.choice(s.legal_actions()))
    seat = s.current_player()
    assert seat == 1 - s.start_seat and s.round == 3
    offer = list(s.offer)
    s.face_down = ["mayor", "mayor", "mayor", "sallie"]
    s.tiles = {k: 0 for k in s.neighbours}
    card = offer[1]
    left = [c for c in offer if c != card]
    ev = s.apply(Plant(card, *s.plant_slots(seat)[0]))
    settle(s)
    kinds = [e.kind for e in ev]
    assert s.is_terminal() and "pass" not in kinds
    assert "reveal" in kinds and kinds.index("reveal") < kinds.index("neighbour")
    assert sorted(s.deck[-2:]) == sorted(left)  # leftovers under the deck
    assert s.planted == [15, 15]


# ====================================================================== decisions left open
def test_open_rose_is_optional_when_it_could_be_placed():
    s = state(1, seed=1, roses="on")
    s.gardens[0] = grid("CC")
    s.offer = [None, None, None]
    s.deck.insert(0, ROSE)
    s._fill([])
    assert DeclineRose() in s.legal_actions() and PlaceRose(0, 0) in s.legal_actions()


def test_open_pomme_frites_moves_every_card_lone_at_the_start():
    # (0,0) and (2,0) are both lone; the first moves next to the second, which then is no
    # longer lone but still moves (G-7: the lone cards are found first)
    assert len(nb.lone_moves(grid("C.L"), False)) == 2


def test_open_ferwig_two_players_passed_card_goes_centre():
    s = state(2, seed=5, start=0, neighbours="random")
    s.ferwig_pending = 1
    s.free_turn = True
    s.offer = [None, 7, 20]
    s.phase = "plant"
    s.apply(Plant(20, 0, 0))
    settle(s)
    assert s.legal_actions() == [Pass(7, "centre")]  # a free turn follows: no Bee to choose


def test_open_fixed_plot_awards_use_the_fixed_frame_same_as_G3():
    g = grid("L....L", "......", "L....L")
    assert awards(g, fixed=True) == awards(g, fixed=False) == {"four_corners": 12}
    inner = grid("CC...", "..LL.", "....P", col0=1)  # nothing in fixed column 1
    assert awards(inner, fixed=True) == {}


# ====================================================================== G-3, G-8, G-10, G-11
def reference_points(g, hoppers, supply, compost):
    """An independent reading of Evaluation, written from the rulebook and G-3/G-8/G-10/
    G-11 only: ``(total, {award id: points})``."""
    def typ(slot):
        return D.veg(g[slot]).type if slot in g else None

    got = {}
    if supply >= 6:
        got["bees_knees"] = 6
    if g:
        c0, r0 = min(c for c, _ in g), min(r for _, r in g)

        def t(col, row):
            return typ((c0 + col - 1, r0 + row - 1))

        corners = [t(1, 1), t(6, 1), t(1, 3), t(6, 3)]
        if None not in corners and len(set(corners)) == 1:
            got["four_corners"] = 12
        a, b = [t(1, r) for r in (1, 2, 3)], [t(6, r) for r in (1, 2, 3)]
        if None not in a + b and len(set(a)) == len(set(b)) == 1 and a[0] != b[0]:
            got["avenue"] = 14
        for layout in (((1, 1), (2, 3), (3, 5)), ((3, 1), (2, 3), (1, 5))):
            pairs = [t(c, r) if t(c, r) == t(c + 1, r) else None for r, c in layout]
            if None not in pairs and len(set(pairs)) == 3:
                got["promenade"] = 14
        best = 0
        for tid in {typ(x) for x in g}:
            mine = {x for x in g if typ(x) == tid}
            if len(mine) < 5:
                continue
            pts, left = 8, set(mine)
            while left:
                stack, size = [left.pop()], 1
                while stack:
                    for m in plot.neighbours_of(stack.pop()):
                        if m in left:
                            left.discard(m)
                            stack.append(m)
                            size += 1
                pts = 10 if size >= 5 else pts
            best = max(best, pts)
        if best:
            got["monopoly"] = best
        rows = [{t(c, r) for c in range(1, 7)} - {None} for r in (1, 2, 3)]
        if all(len(x) == 3 for x in rows) and not (rows[0] & rows[1] or rows[1] & rows[2]
                                                   or rows[0] & rows[2]):
            got["mixed_plot"] = 30
        if any(None not in (row := [t(c, r) for c in range(1, 7)]) and len(set(row)) == 6
               for r in (1, 2, 3)):
            got["bounty"] = 12
    total = sum(got.values()) - 2 * compost
    for x, n in g.items():
        same = [m for m in plot.neighbours_of(x) if typ(m) == typ(x)]
        if same:
            total += max(0, D.veg(n).points - sum(1 for m in same if m in hoppers))
    return total, got


def test_G3_G8_G10_G11_engine_agrees_with_an_independent_reading():
    rng = random.Random(2024)
    checked = 0
    for _ in range(3000):
        w, h = rng.randint(1, 6), rng.randint(1, 3)
        slots = rng.sample([(c, r) for c in range(w) for r in range(h)], rng.randint(1, w * h))
        kinds = rng.sample(sorted(D.types), rng.randint(1, 9))
        pool = {k: numbers(k) for k in kinds}
        dx, dy = rng.randint(-5, 5), rng.randint(-3, 3)
        g = {}
        for c, r in slots:
            k = rng.choice(kinds)
            if pool[k]:
                g[(c + dx, r + dy)] = pool[k].pop()
        if not g:
            continue
        hoppers = set(rng.sample(sorted(g), min(len(g), rng.randint(0, 3))))
        supply, compost = rng.choice((0, 5, 6)), rng.randint(0, 2)
        lines = scoring.breakdown(g, hoppers, (), compost, supply, False, D)
        total, got = reference_points(g, hoppers, supply, compost)
        assert dict(scoring.awards(g, supply, False, D)) == got, g
        assert lines[-1] == ("Total", total), g
        checked += 1
    assert checked > 2500
