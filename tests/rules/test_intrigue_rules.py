"""Intrigue rules: the rulebook's worked example, every ruling (I-1..I-10, C-1, C-2, C-3, C-5)
and the edge cases of intrigue.txt ("The order of events", "Losing a card")."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from rules.core import TERMINAL, IllegalAction, replay
from rules.intrigue import GAME, RANKS, deck_for, from_position
from tests.rules.intrigue_helpers import act, texts
from tests.rules.intrigue_helpers import cards as all_cards


# ---------------------------------------------------------------- the worked example

def test_worked_example_anna_ben_carla():
    """intrigue.txt "Losing a card", Example: Anna (0), Ben (1), Carla (2)."""
    st = from_position([["Q", "K"], ["10", "J"], ["J", "A"]], [2, 2, 3], turn=0)
    # Anna: "King - tax", nobody challenges.
    ev = act(st, 0, "tax")
    assert ev[0].text == "Seat 0 claims the King to take tax."
    act(st, 1, "pass")
    act(st, 2, "pass")
    assert st.coins == [5, 2, 3]
    # Ben: "10 - I steal from Anna"; asked clockwise from Ben: Carla, then Anna.
    ev = act(st, 1, "steal 0")
    assert ev[0].text == "Seat 1 claims the 10 to steal from Seat 0."
    act(st, 2, "pass")
    act(st, 0, "pass")
    # Anna blocks with the Ace; Ben (first after Anna) challenges.
    assert texts(st) == ["block 10", "block A", "pass"]
    act(st, 0, "block A")
    act(st, 1, "challenge")
    assert texts(st) == ["decline"]  # Anna has no Ace
    act(st, 0, "decline")
    assert texts(st) == ["lose K", "lose Q"]
    act(st, 0, "lose Q")
    assert st.face_up[0] == ["Q"]
    assert st.coins == [3, 4, 3]  # Anna 3, Ben 4
    # Carla: "Jack - Dagger on Anna", pays 3 coins.
    act(st, 2, "dagger 0")
    assert st.coins[2] == 0
    act(st, 0, "pass")
    act(st, 1, "pass")
    act(st, 0, "block Q")  # Anna bluffs a second Queen
    act(st, 1, "pass")
    act(st, 2, "pass")  # Carla doesn't challenge
    assert st.coins == [3, 4, 0]  # her 3 coins are gone
    assert st.hands[0] == ["K"] and st.face_up[0] == ["Q"]
    assert st.phase == "action" and st.current_player() == 0


# ---------------------------------------------------------------- rulings

@pytest.mark.parametrize("n", range(2, 9))
def test_I1_deck_size_by_player_count(n):
    st = GAME.new_state(n, {}, seed=n)
    copies = 4 if n >= 7 else 3
    assert all_cards(st) == Counter({r: copies for r in RANKS})
    assert sum(all_cards(st).values()) == (20 if n >= 7 else 15)
    assert len(st.court) == 5 * copies - 2 * n
    assert all(len(h) == 2 for h in st.hands)


def test_I2_two_players_start_one_coin_other_two_court_11():
    for start in (0, 1):
        st = GAME.new_state(2, {"start": str(start)}, seed=3)
        assert st.coins[start] == 1 and st.coins[1 - start] == 2
        assert len(st.court) == 11
        assert st.current_player() == start
    # a normal random deal: different seeds give different deals
    deals = {tuple(map(tuple, GAME.new_state(2, {"start": "0"}, seed=s).hands)) for s in range(20)}
    assert len(deals) > 5
    # with three players everyone takes 2
    assert GAME.new_state(3, {"start": "0"}, seed=1).coins == [2, 2, 2]


def test_I3_any_living_player_may_challenge_not_only_the_target():
    st = from_position([["K", "Q"], ["J", "A"], ["Q", "K"]], [2, 2, 2], turn=0)
    act(st, 0, "steal 1")
    # seat 2 is not the target; the target (asked first, clockwise after seat 0) passes
    act(st, 1, "pass")
    act(st, 2, "challenge")
    assert st.phase == "prove" and st.challenger == 2
    act(st, 0, "decline")
    act(st, 0, "lose Q")
    assert st.hands[0] == ["K"] and st.face_up[2] == []
    assert st.coins == [2, 2, 2]  # the steal failed


def test_I4_holder_may_decline_and_it_counts_as_not_having_it():
    st = from_position([["K", "Q"], ["J", "A"], ["Q", "10"]], [2, 2, 2], turn=0)
    act(st, 0, "tax")
    act(st, 1, "challenge")
    assert texts(st) == ["show", "decline"]
    act(st, 0, "decline")
    act(st, 0, "lose K")
    assert st.hands[0] == ["Q"] and st.face_up[0] == ["K"]
    assert st.coins[0] == 2  # no tax
    assert st.hands[1] == ["J", "A"]
    assert st.face_up[1] == []  # the challenger loses nothing
    assert st.current_player() == 1


def test_I5_dagger_coins_refunded_when_claim_caught():
    st = from_position([["K", "Q"], ["J", "A"], ["Q", "10"]], [3, 2, 2], turn=0)
    act(st, 0, "dagger 1")
    assert st.coins[0] == 0  # paid on announce
    act(st, 1, "challenge")
    act(st, 0, "decline")
    act(st, 0, "lose Q")
    assert st.coins[0] == 3  # refunded
    assert st.face_up[1] == []  # the Dagger failed


def test_I5_dagger_coins_stay_paid_when_queen_block_stands():
    st = from_position([["K", "J"], ["Q", "A"], ["Q", "10"]], [3, 2, 2], turn=0)
    act(st, 0, "dagger 1")
    act(st, 1, "pass")
    act(st, 2, "pass")
    act(st, 1, "block Q")
    act(st, 2, "pass")
    act(st, 0, "pass")
    assert st.coins[0] == 0
    assert st.hands[1] == ["Q", "A"] and st.face_up[1] == []


def test_I5_dagger_coins_stay_paid_when_queen_block_challenged_and_shown():
    st = from_position([["K", "J"], ["Q", "A"], ["Q", "10"]], [3, 2, 2], turn=0, seed=5)
    act(st, 0, "dagger 1")
    act(st, 1, "pass")
    act(st, 2, "pass")
    act(st, 1, "block Q")
    act(st, 2, "pass")
    act(st, 0, "challenge")  # seat 0 challenges the Queen and is wrong
    act(st, 1, "show")
    act(st, 0, "lose K")
    assert st.coins[0] == 0  # stays paid
    assert st.face_up[0] == ["K"] and st.face_up[1] == []
    assert len(st.hands[1]) == 2 and (1, "Q") in st.shown
    assert st.current_player() == 1


def test_I6_target_out_before_dagger_resolves_nothing_more():
    # seat 1 has one card left, challenges the Dagger wrongly and is out
    st = from_position([["J", "K"], ["A"], ["Q", "10"]], [3, 4, 2], turn=0,
                       face_up=[[], ["Q"], []])
    act(st, 0, "dagger 1")
    act(st, 1, "challenge")
    ev = act(st, 0, "show")
    kinds = [e.kind for e in ev]
    assert kinds.count("lose") == 1 and "eliminated" in kinds
    assert not st.hands[1] and st.face_up[1] == ["Q", "A"]
    # no block asked, nothing more happens to anyone; seat 2 plays next
    assert st.phase == "action" and st.current_player() == 2
    assert st.face_up[2] == [] and len(st.hands[0]) == 2


def test_I7_steal_takes_min_two_and_needs_a_coin():
    st = from_position([["10", "K"], ["J", "A"], ["Q", "K"]], [2, 1, 0], turn=0)
    legal = texts(st)
    assert "steal 1" in legal and "steal 2" not in legal
    with pytest.raises(IllegalAction) as exc:
        st.apply(GAME.parse_action("steal 2"))
    assert exc.value.reason == "Seat 2 has no coins to steal."
    act(st, 0, "steal 1")
    act(st, 1, "pass")
    act(st, 2, "pass")
    act(st, 1, "pass")  # no block
    assert st.coins == [3, 0, 0]  # only 1 coin moved
    st2 = from_position([["10", "K"], ["J", "A"], ["Q", "K"]], [2, 5, 0], turn=0)
    for seat, t in [(0, "steal 1"), (1, "pass"), (2, "pass"), (1, "pass")]:
        act(st2, seat, t)
    assert st2.coins == [4, 3, 0]


def test_I8_exchange_with_two_face_down_cards():
    st = from_position([["K", "Q"], ["J", "A"], ["Q", "10"]], [2, 2, 2], turn=0,
                       court=["A", "J", "10", "K", "A", "J", "10", "K", "Q"])
    act(st, 0, "exchange")
    act(st, 1, "pass")
    act(st, 2, "pass")
    assert st.phase == "exchange" and st.drawn == ["K", "Q"]  # the top two of the court
    assert st.view(0).drawn == ("K", "Q") and st.view(1).drawn == ()
    assert st.view(1).drawn_count == 2
    legal = texts(st)
    assert legal == ["keep K K", "keep K Q", "keep Q Q"]
    act(st, 0, "keep K K")
    assert st.hands[0] == ["K", "K"] and len(st.court) == 9 and st.drawn == []
    assert all_cards(st) == Counter(deck_for(3))
    assert st.current_player() == 1


def test_I8_exchange_with_one_face_down_card():
    st = from_position([["Q"], ["J", "A"], ["Q", "10"]], [2, 2, 2], turn=0,
                       face_up=[["K"], [], []],
                       court=["A", "J", "10", "K", "A", "J", "10", "K", "Q"])
    act(st, 0, "exchange")
    act(st, 1, "pass")
    act(st, 2, "pass")
    assert texts(st) == ["keep K", "keep Q"]
    act(st, 0, "keep K")
    assert st.hands[0] == ["K"] and len(st.court) == 9
    assert Counter(st.court)["Q"] == 2  # both Queens went back
    assert all_cards(st) == Counter(deck_for(3))


def test_I9_eliminated_player_returns_coins_and_is_never_asked():
    st = from_position([["K", "Q"], ["J"], ["Q", "10"]], [7, 5, 2], turn=0,
                       face_up=[[], ["A"], []])
    ev = act(st, 0, "coup 1")
    assert st.coins == [0, 0, 2]
    assert any(e.kind == "coins" and e.get("from") == 1 and e.get("to") == -1
               and e.get("amount") == 5 for e in ev)
    assert any(e.kind == "eliminated" and e.get("seat") == 1 for e in ev)
    # the coins line says why they leave the seat
    assert "Seat 1 pays 5 coins to the bank (no face-down card left)." in [e.text for e in ev]
    assert st.current_player() == 2  # seat 1 is skipped
    act(st, 2, "tax")
    assert st.asked == [0]  # only seat 0 is asked
    act(st, 0, "pass")
    act(st, 0, "foreign_aid")
    assert st.asked == [2]
    act(st, 2, "pass")
    assert st.current_player() == 2
    assert "steal 1" not in texts(st) and "dagger 1" not in texts(st)


def test_I10_match_first_to_three_wins_winner_starts_next():
    st = GAME.new_state(3, {"match": "on"}, seed=11)
    rng = random.Random(11)
    games = []
    starts = [st.start_player]
    while not st.is_terminal():
        ev = st.apply(rng.choice(st.legal_actions()))
        for e in ev:
            if e.kind == "win" and not e.get("match"):
                games.append(e.get("seat"))
            if e.kind == "newgame":
                starts.append(e.get("start"))
    res = st.result()
    assert max(res.scores) == 3 and sorted(res.scores)[-2] < 3
    assert res.winners == (res.scores.index(3),)
    assert Counter(games) == Counter({s: w for s, w in enumerate(res.scores) if w})
    assert len(games) == st.game_no >= 3
    assert starts[1:] == games[:-1]  # the winner of each game starts the next


def test_I10_match_off_ends_after_one_game():
    st = GAME.new_state(2, {}, seed=4)
    rng = random.Random(4)
    while not st.is_terminal():
        st.apply(rng.choice(st.legal_actions()))
    res = st.result()
    assert st.game_no == 1 and res.scores[res.winners[0]] >= 1
    assert sum(1 for s in res.scores if s > 0) == 1


def test_C1_start_player_from_seed_or_chosen_and_clockwise_skips_the_out():
    starts = {GAME.new_state(5, {}, seed=s).current_player() for s in range(40)}
    assert starts == set(range(5))
    assert GAME.new_state(5, {}, seed=9).current_player() == \
        GAME.new_state(5, {}, seed=9).current_player()
    assert GAME.new_state(5, {"start": "3"}, seed=9).current_player() == 3
    with pytest.raises(ValueError):
        GAME.new_state(3, {"start": "5"}, seed=1)
    st = from_position([["K", "Q"], [], ["Q", "10"], ["A", "A"]], [1, 0, 1, 1], turn=0,
                       face_up=[[], ["K", "J"], [], []])
    act(st, 0, "income")
    assert st.current_player() == 2  # seat 1 is out: the next player is seat 2
    act(st, 2, "income")
    assert st.current_player() == 3
    act(st, 3, "income")
    assert st.current_player() == 0


def test_C2_same_seed_and_actions_replay_identically():
    st = GAME.new_state(4, {}, seed=21)
    rng = random.Random(5)
    record = []
    while not st.is_terminal():
        a = rng.choice(st.legal_actions())
        record.append(str(a))
        st.apply(a)
    again, _ = replay(GAME, 4, {}, 21, record)
    assert again.snapshot() == st.snapshot()
    other = GAME.new_state(4, {}, seed=22)
    assert other.snapshot() != GAME.new_state(4, {}, seed=21).snapshot()


def test_C3_view_shows_own_cards_public_cards_and_shown_cards():
    st = from_position([["K", "J"], ["Q", "A"], ["Q", "10"]], [3, 2, 2], turn=0, seed=2)
    v1 = st.view(1)
    assert v1.hand == ("Q", "A") and v1.face_down == (2, 2, 2)
    act(st, 0, "tax")
    act(st, 1, "challenge")
    act(st, 0, "show")  # the King is shown: public knowledge (C-3)
    for s in range(3):
        assert st.view(s).shown == ((0, "K"),)
        assert st.view(s).claims[0] == ("K",)
    act(st, 1, "lose Q")
    for s in range(3):
        assert st.view(s).face_up[1] == ("Q",)
    assert st.view(2).hand == ("Q", "10")


def test_C5_challenges_asked_clockwise_from_after_claimant_first_acts():
    st = from_position([["K", "Q"], ["J", "A"], ["Q", "10"], ["K", "A"]], [2, 2, 2, 2], turn=2)
    act(st, 2, "tax")
    assert st.asked == [3, 0, 1]
    act(st, 3, "pass")
    act(st, 0, "challenge")  # seat 1 is never asked: the first to accept acts
    assert st.challenger == 0 and st.phase == "prove" and st.current_player() == 2
    # blocks of foreign aid are asked clockwise from after the actor, block challenges
    # clockwise from after the blocker
    st = from_position([["K", "Q"], ["J", "A"], ["Q", "10"], ["K", "A"]], [2, 2, 2, 2], turn=1)
    act(st, 1, "foreign_aid")
    assert st.asked == [2, 3, 0]
    act(st, 2, "pass")
    act(st, 3, "block K")
    assert st.asked == [0, 1, 2]


# ---------------------------------------------------------------- edge cases

def test_wrong_dagger_challenge_then_no_block_loses_both_cards_in_one_turn():
    st = from_position([["J", "K"], ["Q", "A"], ["Q", "10"]], [3, 2, 2], turn=0, seed=1)
    act(st, 0, "dagger 1")
    act(st, 1, "challenge")
    act(st, 0, "show")
    act(st, 1, "lose A")
    act(st, 1, "pass")  # does not block
    assert not st.hands[1] and sorted(st.face_up[1]) == ["A", "Q"]
    assert st.current_player() == 2


def test_bluffed_queen_caught_is_out_in_one_turn():
    st = from_position([["J", "K"], ["K", "A"], ["Q", "10"]], [3, 2, 2], turn=0)
    act(st, 0, "dagger 1")
    act(st, 1, "pass")
    act(st, 2, "pass")
    act(st, 1, "block Q")
    act(st, 2, "challenge")
    assert texts(st) == ["decline"]
    act(st, 1, "decline")
    act(st, 1, "lose K")
    # the block failed: the Dagger hits; the last card goes automatically
    assert not st.hands[1] and sorted(st.face_up[1]) == ["A", "K"]
    assert st.coins[0] == 0 and st.current_player() == 2


def test_block_with_ace_must_be_proven_with_ace_not_ten():
    st = from_position([["10", "K"], ["10", "Q"], ["Q", "J"]], [2, 2, 2], turn=0)
    act(st, 0, "steal 1")
    act(st, 1, "pass")
    act(st, 2, "pass")
    act(st, 1, "block A")
    act(st, 2, "pass")
    act(st, 0, "challenge")
    assert texts(st) == ["decline"]
    with pytest.raises(IllegalAction) as exc:
        st.apply(GAME.parse_action("show"))
    assert "Ace" in exc.value.reason
    act(st, 1, "decline")
    act(st, 1, "lose 10")
    assert st.coins == [4, 0, 2]


def test_foreign_aid_no_challenge_any_king_block_block_challenged_by_anyone():
    st = from_position([["K", "Q"], ["J", "A"], ["Q", "10"], ["K", "A"]], [2, 2, 2, 2], turn=0)
    act(st, 0, "foreign_aid")
    assert st.phase == "block" and texts(st) == ["block K", "pass"]
    act(st, 1, "pass")
    act(st, 2, "block K")  # not the actor's target: any player may block
    act(st, 3, "challenge")  # a third player challenges the block
    act(st, 2, "decline")
    act(st, 2, "lose Q")
    assert st.coins[0] == 4  # block failed: foreign aid happens
    # and a King block that stands stops it
    st = from_position([["K", "Q"], ["J", "A"], ["Q", "10"]], [2, 2, 2], turn=0)
    act(st, 0, "foreign_aid")
    act(st, 1, "block K")
    act(st, 2, "pass")
    act(st, 0, "pass")
    assert st.coins == [2, 2, 2] and st.current_player() == 1


def test_nobody_blocks_foreign_aid():
    st = from_position([["K", "Q"], ["J", "A"], ["Q", "10"]], [2, 2, 2], turn=0)
    act(st, 0, "foreign_aid")
    act(st, 1, "pass")
    act(st, 2, "pass")
    assert st.coins == [4, 2, 2]


def test_forced_coup_at_ten_coins():
    st = from_position([["K", "Q"], ["J", "A"], ["Q", "10"]], [10, 2, 2], turn=0)
    assert texts(st) == ["coup 1", "coup 2"]
    with pytest.raises(IllegalAction) as exc:
        st.apply(GAME.parse_action("tax"))
    assert exc.value.reason == "With 10 or more coins you must make a coup."
    act(st, 0, "coup 2")
    act(st, 2, "lose 10")
    assert st.coins[0] == 3 and st.face_up[2] == ["10"]
    st9 = from_position([["K", "Q"], ["J", "A"], ["Q", "10"]], [9, 2, 2], turn=0)
    assert "tax" in texts(st9) and "coup 1" in texts(st9)


def test_coup_needs_seven_coins():
    st = from_position([["K", "Q"], ["J", "A"], ["Q", "10"]], [6, 2, 2], turn=0)
    assert not any(t.startswith("coup") for t in texts(st))
    with pytest.raises(IllegalAction) as exc:
        st.apply(GAME.parse_action("coup 1"))
    assert exc.value.reason == "You need 7 coins for a coup."
    st.coins[0] = 7
    assert "coup 1" in texts(st)


def test_losing_one_of_two_alike_cards_is_still_asked_C3():
    """Asking only when the cards differ would reveal the card left (C-3); see also
    tests/rules/test_intrigue_audit.py::test_C3_loser_with_two_alike_cards_is_still_asked."""
    st = from_position([["K", "Q"], ["A", "A"], ["Q", "10"]], [7, 2, 2], turn=0)
    ev = act(st, 0, "coup 1")
    assert [e.kind for e in ev if e.kind == "lose"] == []
    assert st.phase == "lose" and texts(st) == ["lose A"]
    ev = act(st, 1, "lose A")
    assert st.face_up[1] == ["A"] and st.hands[1] == ["A"]
    assert [e.kind for e in ev if e.kind == "lose"] == ["lose"]
    assert st.current_player() == 1 and st.phase == "action"


def test_shown_card_is_replaced_from_the_court():
    st = from_position([["K", "Q"], ["J", "A"], ["Q", "10"]], [2, 2, 2], turn=0, seed=3)
    act(st, 0, "tax")
    act(st, 1, "challenge")
    ev = act(st, 0, "show")
    assert [e.kind for e in ev].count("draw") == 0  # the challenger loses first
    ev = act(st, 1, "lose J")
    kinds = [e.kind for e in ev]
    assert kinds.index("lose") < kinds.index("return") < kinds.index("shuffle") < kinds.index("draw")
    assert len(st.hands[0]) == 2 and len(st.court) == 9
    assert st.coins[0] == 5
    assert all_cards(st) == Counter(deck_for(3))
    draws = [e for e in ev if e.kind == "draw"]
    assert {e.private for e in draws} == {(0,), (1, 2)}
    assert draws[0].get("ranks") is not None and draws[1].get("ranks") is None


def test_game_ends_when_one_player_keeps_face_down_cards():
    st = from_position([["K"], ["J", "A"]], [7, 2], turn=0, face_up=[["Q"], []])
    act(st, 0, "coup 1")
    act(st, 1, "lose J")
    assert not st.is_terminal()
    act(st, 1, "income")
    st.coins[0] = 7
    act(st, 0, "coup 1")
    assert st.is_terminal() and st.current_player() == TERMINAL
    res = st.result()
    assert res.winners == (0,) and res.scores == (1, 0)
    assert st.legal_actions() == []
