"""Setup, planting, Bees, tokens, Grasshoppers, Roses and the two-player pass of
Mr. Cabbagehead's Garden (rulebook Setup/Gameplay, RULINGS G-1, G-2, G-4, G-5, G-8, G-9,
G-12, G-13, C-1)."""
from __future__ import annotations

import pytest
from test_garden_helpers import D, grid, set_offer, state

from rules.core import IllegalAction
from rules.garden import GAME
from rules.garden.actions import DeclineRose, Pass, PlaceGrasshopper, PlaceRose, Plant
from rules.garden.data import HOLIDAY, ROSE
from rules.registry import get_game


# ---------------------------------------------------------------- G-1, game object
def test_G1_card_list_is_data_45_cards_nine_types_unique_numbers():
    assert sorted(D.vegetables) == list(range(1, 46))
    counts = {}
    for v in D.vegetables.values():
        counts[v.type] = counts.get(v.type, 0) + 1
    assert counts == {"beans": 7, "carrots": 6, "radishes": 6, "lettuce": 5, "pumpkins": 5,
                      "turnips": 5, "salsify": 4, "ruta_baga": 4, "peas": 3}
    assert D.types["carrots"].points == 3 and D.types["lettuce"].points == 4
    assert D.veg(37).neighbour_number == 3 and D.veg(37).type == "peas"
    assert [a.points for a in D.awards.values()] == [12, 14, 14, 8, 30, 6, 12]


def test_game_object_and_registry():
    assert get_game("garden") is GAME
    assert GAME.title == "Mr. Cabbagehead's Garden"
    assert (GAME.min_players, GAME.max_players) == (1, 2)
    with pytest.raises(ValueError):
        GAME.new_state(3)


# ---------------------------------------------------------------- setup
def test_solo_setup_three_packets_of_15_each_over_a_holiday():
    s = state(1, seed=4)
    deck = list(s.offer) + s.deck  # the first three are already drawn
    assert len(deck) == 48
    assert [i for i, c in enumerate(deck) if c == HOLIDAY] == [15, 31, 47]
    assert sorted(c for c in deck if c != HOLIDAY) == list(range(1, 46))
    assert (s.hive, s.supply) == (3, [3])  # G-4
    assert s.current_player() == 0 and s.phase == "plant"


def test_two_player_setup_stacks_21_holiday_20_holiday_4():
    s = state(2, seed=4)
    deck = list(s.offer) + s.deck
    assert len(deck) == 47
    assert [i for i, c in enumerate(deck) if c == HOLIDAY] == [21, 42]
    assert (s.hive, s.supply) == (2, [2, 2])  # G-4


def test_C1_start_seat_is_drawn_from_the_seed():
    starts = {state(2, seed=k).start_seat for k in range(12)}
    assert starts == {0, 1}
    assert state(2, seed=7).start_seat == state(2, seed=7).start_seat
    # ... unless the person picks one at setup
    for k in range(6):
        s = state(2, seed=k, start=1)
        assert s.start_seat == 1 and s.current_player() == 1
        assert s.deck == state(2, seed=k).deck  # picking does not change the deal
    with pytest.raises(ValueError):
        state(1, start=1)


def test_G13_options_defaults_and_random_neighbours():
    assert GAME.default_options() == {"neighbours": "original", "grasshoppers": "off",
                                      "roses": "off", "fixed_plot": "off", "start": "random"}
    assert state(1).neighbours == ("carrotbody", "mayor", "sallie", "horace")
    picks = {state(1, seed=k, neighbours="random").neighbours for k in range(8)}
    assert len(picks) > 1 and all(len(p) == 4 and len(set(p)) == 4 for p in picks)
    assert state(1, seed=3, grasshoppers="on").face_down.count("grasshopper") == 4
    with pytest.raises(ValueError):
        state(2, roses="on")  # Romancing Eudora is solo only
    with pytest.raises(ValueError):
        GAME.new_state(1, {"roses": "maybe"})


# ---------------------------------------------------------------- G-2 the plot
def test_G2_floating_plot_first_card_at_origin_then_six_columns_is_illegal():
    s = state(1, seed=1)
    assert {(a.col, a.row) for a in s.legal_actions()} == {(0, 0)}
    c = s.offer[1]
    s.apply(Plant(c, 0, 0))
    while s.phase != "plant":
        s.apply(s.legal_actions()[0])
    card = s.offer[1]
    legal = {(a.col, a.row) for a in s.legal_actions() if a.card == card}
    assert (5, 0) in legal and (-5, 0) in legal and (0, 2) in legal and (0, -2) in legal
    assert (6, 0) not in legal and (-6, 0) not in legal and (0, 3) not in legal
    with pytest.raises(IllegalAction) as exc:
        s.apply(Plant(card, 6, 0))
    assert exc.value.reason == "That slot would make the garden wider than 6 columns."
    assert (s.explain_illegal(Plant(card, 0, 3))
            == "That slot would make the garden taller than 3 rows.")
    # the card at the far left stays: six columns to the right of it is illegal
    s.apply(Plant(card, -5, 0))
    while s.phase != "plant":
        s.apply(s.legal_actions()[0])
    legal = {(a.col, a.row) for a in s.legal_actions()}
    assert max(c for c, _ in legal) == 0 and min(c for c, _ in legal) == -5


def test_G2_planting_onto_a_card_sends_it_to_the_compost():
    s = state(1, seed=1)
    set_offer(s, [30, 7, 12])
    s.gardens[0] = {(0, 0): 1}
    s.apply(Plant(7, 0, 0))
    assert s.gardens[0] == {(0, 0): 7} and s.compost[0] == [1]
    assert s.score_breakdown(0)[-1] == ("Total", -2)


def test_G2_fixed_plot_variant():
    s = state(1, seed=1, fixed_plot="on")
    slots = {(a.col, a.row) for a in s.legal_actions() if a.card == s.offer[1]}
    assert slots == {(c, r) for c in range(6) for r in range(3)}
    assert s.explain_illegal(Plant(s.offer[1], 6, 0)).startswith("That slot is outside")
    assert s.frame_positions(0) == [(0, 0)]


def test_frame_positions_helper_for_the_app():
    s = state(1, seed=1)
    assert len(s.frame_positions(0)) == 6 * 3  # every frame holding (0, 0)
    s.gardens[0] = grid("C....C")
    assert s.frame_positions(0) == [(0, -2), (0, -1), (0, 0)]


# ---------------------------------------------------------------- G-4 Bees
def test_G4_left_costs_a_bee_right_gains_one_centre_free():
    s = state(1, seed=1)
    set_offer(s, [30, 7, 12])
    s.apply(Plant(30, 0, 0))
    assert (s.supply[0], s.hive) == (2, 4)
    s2 = state(1, seed=1)
    set_offer(s2, [30, 7, 12])
    s2.apply(Plant(12, 0, 0))
    assert (s2.supply[0], s2.hive) == (4, 2)
    s3 = state(1, seed=1)
    set_offer(s3, [30, 7, 12])
    s3.apply(Plant(7, 0, 0))
    assert (s3.supply[0], s3.hive) == (3, 3)


def test_G4_impossible_bee_move_forbids_the_card():
    s = state(1, seed=1)
    set_offer(s, [30, 7, 12])
    s.supply[0] = 0
    assert {a.card for a in s.legal_actions()} == {7, 12}
    assert s.explain_illegal(Plant(30, 0, 0)) == "You have no Bee to pay for the left card."
    s.supply[0], s.hive = 3, 0
    assert {a.card for a in s.legal_actions()} == {30, 7}
    assert "Beehive is empty" in s.explain_illegal(Plant(12, 0, 0))


# ---------------------------------------------------------------- G-5 tokens
def test_G5_higher_numbered_leftover_sets_the_neighbour_number():
    s = state(1, seed=1)
    set_offer(s, [37, 7, 10])  # Pea 37 has Neighbour number 3, Bean 10 has 1
    s.apply(Plant(7, 0, 0))
    assert sum(s.tiles.values()) == 3 and len(s.face_down) == 21
    assert s.discard[-2:] == [37, 10]


def test_G5_reveal_is_capped_by_tokens_left():
    s = state(1, seed=1)
    s.face_down = ["mayor"]
    s.tiles = {k: 0 for k in s.neighbours}
    set_offer(s, [37, 7, 10])
    s.apply(Plant(7, 0, 0))
    assert s.tiles["mayor"] == 1 and s.face_down == []


# ---------------------------------------------------------------- G-8 Grasshoppers
def test_G8_revealed_grasshopper_is_placed_next_to_a_vegetable_by_the_revealer():
    s = state(1, seed=1, grasshoppers="on")
    s.face_down = ["grasshopper"]
    set_offer(s, [37, 7, 10])
    s.gardens[0] = {(0, 0): 1}
    s.apply(Plant(7, 1, 0))
    assert s.phase == "grasshopper" and s.current_player() == 0
    slots = {(a.col, a.row) for a in s.legal_actions()}
    assert slots == {(-1, 0), (2, 0), (0, -1), (1, -1), (0, 1), (1, 1)}
    assert s.explain_illegal(PlaceGrasshopper(5, 0)) == "A Grasshopper must go next to a Vegetable."
    assert s.explain_illegal(PlaceGrasshopper(0, 0)) == "That slot already holds a Vegetable."
    s.apply(PlaceGrasshopper(2, 0))
    assert s.hoppers[0] == {(2, 0)} and s.phase == "plant"
    # a Grasshopper slot counts as empty for planting; the card goes under it
    card = s.offer[1]
    s.apply(Plant(card, 2, 0))
    assert s.gardens[0][(2, 0)] == card and s.compost[0] == [] and s.hoppers[0] == {(2, 0)}


def test_G8_grasshopper_with_no_slot_leaves_the_game():
    s = state(1, seed=1, grasshoppers="on", fixed_plot="on")
    s.face_down = ["grasshopper"]
    s.gardens[0] = {(c, r): n for (c, r), n in zip(
        [(c, r) for r in range(3) for c in range(6)], [1, 2, 3, 4, 5, 6, 8, 9, 11, 13, 14,
                                                      15, 16, 17, 18, 19, 20, 21])}
    set_offer(s, [37, 7, 10])
    s.apply(Plant(7, 0, 0))
    assert s.phase == "plant" and s.hoppers[0] == set() and s.hoppers_out == 1


# ---------------------------------------------------------------- G-9 Roses
def test_G9_drawn_rose_may_cover_two_same_type_neighbours():
    s = state(1, seed=1, roses="on")
    s.gardens[0] = grid("CCL")
    s.offer = [None, None, None]
    s.deck[:4] = [ROSE, 30, 7, 12]
    ev = []
    s._fill(ev)
    assert s.phase == "rose" and s.rose_pos == 0
    assert s.legal_actions() == [PlaceRose(0, 0), DeclineRose()]
    assert "two side-by-side" in s.explain_illegal(PlaceRose(1, 0))
    s.apply(PlaceRose(0, 0))
    assert s.roses == {(0, 0)} and s.offer == [30, 7, 12] and s.phase == "plant"
    assert s.explain_illegal(PlaceRose(0, 0)) == "Plant one of the cards in front of you first."
    # a second Rose cannot share a slot
    s.deck.insert(0, ROSE)
    s.offer = [None, None, None]
    s._fill([])
    assert s.phase == "plant" and s.roses_out == 1


def test_G9_one_rose_per_slot():
    s = state(1, seed=1, roses="on")
    s.gardens[0] = grid("CCCLL")
    s.roses = {(0, 0)}
    s.offer = [None, None, None]
    s.deck.insert(0, ROSE)
    s._fill([])
    assert s.phase == "rose"
    assert s.legal_actions() == [PlaceRose(3, 0), DeclineRose()]
    carrot = s.data.card_name(s.gardens[0][(1, 0)])
    assert s.explain_illegal(PlaceRose(1, 0)) == (
        f"{carrot} already lies under a Rose: a slot can hold only one.")
    # a pair of two types is told so first, even beside a Rose (a tester's Lettuce drop
    # next to a covered Salsify was told only "one Rose")
    lettuce = s.data.card_name(s.gardens[0][(3, 0)])
    assert s.explain_illegal(PlaceRose(2, 0)) == (
        f"{s.data.card_name(s.gardens[0][(2, 0)])} and {lettuce} are not the same type: a Rose"
        " must cover two side-by-side Vegetables of the same type (left and right in one row).")
    s.roses = {(1, 0)}             # now Carrot (2, 0) beside Lettuce (3, 0) is under it
    assert s.explain_illegal(PlaceRose(2, 0)).endswith("are not the same type: a Rose must"
                                                     " cover two side-by-side Vegetables of"
                                                     " the same type (left and right in one"
                                                     " row).")
    assert s.explain_illegal(PlaceRose(4, 0)).startswith("A Rose must cover")   # one card
    s.roses = {(0, 0)}
    assert s.explain_illegal(Plant(s.deck[0], 0, 1)).startswith("Place the Rose")
    s.apply(DeclineRose())
    assert s.roses_out == 1 and s.phase == "plant" and None not in s.offer


def test_G9_rose_with_no_place_leaves_and_rose_under_taken_card_can_be_refilled():
    s = state(1, seed=1, roses="on")
    s.offer = [None, None, None]
    s.deck[:4] = [ROSE, 30, 7, 12]
    s._fill([])
    assert s.phase == "plant" and s.roses_out == 1 and s.offer == [30, 7, 12]
    s.gardens[0] = grid("CC")
    s.roses = {(0, 0)}
    del s.gardens[0][(1, 0)]  # a Neighbour took it
    s.apply(Plant(7, 1, 0))
    assert s.roses == {(0, 0)} and s.gardens[0][(1, 0)] == 7


def test_G9_roses_one_per_packet_in_the_deck():
    s = state(1, seed=9, roses="on")
    deck = list(s.offer) + s.deck
    packets, cur = [], []
    for c in deck:
        if c == HOLIDAY:
            packets.append(cur)
            cur = []
        else:
            cur.append(c)
    assert [p.count(ROSE) + s.roses_drawn[i] for i, p in enumerate(packets)] == [1, 1, 1]
    assert [len(p) - p.count(ROSE) for p in packets] == [15, 15, 15]


# ---------------------------------------------------------------- G-12 two players
def test_G12_pass_choice_card_to_bottom_and_position():
    s = state(2, seed=3)
    first = s.start_seat
    set_offer(s, [30, 7, 12])
    s.apply(Plant(7, 0, 0))
    assert s.phase == "pass" and s.current_player() == first
    assert set(s.legal_actions()) == {Pass(c, p) for c in (30, 12)
                                      for p in ("left", "centre", "right")}
    deck_top = s.deck[:2]
    s.apply(Pass(12, "left"))
    assert s.deck[-1] == 30 and 30 in s.bottomed  # the other one to the bottom
    assert s.current_player() == 1 - first
    assert s.offer == [12] + deck_top  # passed card kept its chosen position
    assert s.view(first).deck_layout[-1] == 30  # public knowledge (C-3)


def test_G12_two_player_card_counts_through_three_rounds():
    s = state(2, seed=11)
    first = s.start_seat
    rounds = {}
    while not s.is_terminal():
        r = s.round
        if s.phase == "plant" and r not in rounds:
            rounds[r] = (len(s.deck), list(s.planted))
        s.apply(s.legal_actions()[len(s.legal_actions()) // 2])
        if s.round != r and not s.is_terminal():
            assert s.planted == [5 * r, 5 * r]
            # the first player holds the card the second one passed
            assert s.current_player() == first and len(s.leftovers()) == 3
    assert rounds[1] == (47 - 3, [0, 0])
    assert rounds[2][1] == [5, 5] and rounds[3][1] == [10, 10]
    assert s.planted == [15, 15]
    cards = sum(len(g) for g in s.gardens) + sum(map(len, s.compost)) + len(s.discard)
    cards += sum(1 for c in s.deck if c not in (HOLIDAY,)) + len(s.leftovers())
    assert cards == 45 and HOLIDAY not in s.deck


def test_G12_ties_go_to_more_types_then_more_bees_then_shared():
    s = state(2, seed=1)
    s.phase = "over"
    s.gardens = [grid("CC", "LL"), grid("CC", "LL")]
    s.supply = [1, 1]
    assert s.result().winners == (0, 1)
    s.supply = [1, 2]
    assert s.result().winners == (1,)
    s.gardens[0] = {**grid("CC", "LL"), (5, 0): 45}  # Bean 45 alone: no points, one more type
    assert s.result().winners == (0,)
    assert s.result().extra == (("ribbons", "none,none"),)


def test_solo_result_line_has_ribbon():
    s = state(1, seed=1)
    s.phase = "over"
    s.gardens[0] = grid("CCCCCC", "LLLLL.", "SSSSEE")
    res = s.result()
    assert res.winners == (0,) and res.scores[0] >= 61
    assert res.line().startswith("result: winner=0 scores=") and "ribbons=" in res.line()
    with pytest.raises(ValueError):
        state(1).result()


# ---------------------------------------------------------------- actions and errors
def test_action_text_round_trip_and_bad_text():
    for a in (Plant(7, -3, 2), PlaceGrasshopper(-1, 0), PlaceRose(2, 1), DeclineRose(),
              Pass(12, "right")):
        assert GAME.parse_action(str(a)) == a
    for bad in ("", "plant 7 1", "plant x 1 2", "pass 7 up", "water 3"):
        with pytest.raises(IllegalAction):
            GAME.parse_action(bad)


def test_illegal_action_leaves_state_unchanged_and_explains():
    s = state(2, seed=5, grasshoppers="on")
    before = s.clone()
    card = s.offer[1]
    for a, why in ((Plant(card, 3, 3), "first Vegetable"), (Plant(99, 0, 0), "not among"),
                   (Pass(card, "left"), "Plant one of the cards"),
                   (PlaceGrasshopper(0, 0), "Plant one of the cards")):
        with pytest.raises(IllegalAction) as exc:
            s.apply(a)
        assert why in exc.value.reason
        assert s == before
    solo = state(1)
    assert (solo.explain_illegal(Pass(1, "left"))
            == "There is no passing in the game for one player.")


def test_find_action_and_events_have_text():
    s = state(1, seed=2)
    a = s.find_action(str(s.legal_actions()[0]))
    ev = s.apply(a)
    assert ev and all(e.text for e in ev)
    assert {"plant", "reveal", "discard", "draw"} <= {e.kind for e in ev}
