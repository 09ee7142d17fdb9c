"""Intrigue audit: every sentence of intrigue.txt and every ruling (I-1..I-10, C-1..C-5)
driven through the engine, plus odd sequences and information checks (C-3).

Each test names the rulebook section or ruling it checks.  The property tests at the end
play random legal games (hypothesis picks the seeds) and check invariants at every ply.
"""
from __future__ import annotations

import itertools
import random
import re
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from rules.core import TERMINAL, IllegalAction
from rules.intrigue import GAME, RANKS, deck_for, from_position
from rules.intrigue.roles import sort_ranks
from tests.rules.intrigue_helpers import act, cards, scramble, texts


def kinds(ev):
    return [e.kind for e in ev]


def three(coins=(2, 2, 2), turn=0, **kw):
    """Seat 0: K Q, seat 1: J A, seat 2: Q 10 (court: the rest, K J 10 A K J 10 A Q)."""
    return from_position([["K", "Q"], ["J", "A"], ["Q", "10"]], list(coins), turn=turn, **kw)


# ================================================================ Setup

@pytest.mark.parametrize("n", range(2, 9))
def test_setup_two_cards_each_court_rest_two_coins(n):
    """Setup 1-4, I-1, I-2: 2 face-down cards each, the rest is the court, 2 coins each
    (2 players: start player 1), the start player acts first."""
    for seed in range(3):
        st = GAME.new_state(n, {}, seed)
        assert all(len(h) == 2 for h in st.hands) and st.face_up == [[]] * n
        assert len(st.court) == (20 if n >= 7 else 15) - 2 * n
        assert cards(st) == Counter(deck_for(n))
        start = st.current_player()
        assert st.phase == "action" and start == st.start_player
        want = [2] * n
        if n == 2:
            want[start] = 1
        assert st.coins == want


def test_I2_start_player_takes_one_coin_whichever_seat_starts():
    starts = set()
    for seed in range(30):
        st = GAME.new_state(2, {}, seed)
        s = st.current_player()
        starts.add(s)
        assert st.coins[s] == 1 and st.coins[1 - s] == 2
    assert starts == {0, 1}


# ================================================================ Your turn

def test_turn_exactly_one_action_and_no_pass():
    """Your turn: exactly one action, you may not pass; answers are not turn actions."""
    st = three((3, 2, 0))
    assert texts(st) == ["income", "foreign_aid", "tax", "dagger 1", "dagger 2", "steal 1",
                         "exchange"]
    for bad in ("pass", "challenge", "block K", "show", "decline", "lose K", "keep K Q"):
        with pytest.raises(IllegalAction):
            st.apply(GAME.parse_action(bad))
    assert st.phase == "action" and st.coins == [3, 2, 0]


def test_income_takes_one_nobody_is_asked():
    """Income: take 1 coin; nobody can stop it (no challenge, no block)."""
    st = three()
    ev = act(st, 0, "income")
    assert kinds(ev) == ["announce", "coins"]
    assert st.coins == [3, 2, 2] and st.phase == "action" and st.current_player() == 1


def test_foreign_aid_not_challengeable_every_other_living_seat_asked_to_block():
    """Foreign aid: no challenge; any other player may block with the King (C-5 order from
    the seat after the actor; every living seat is asked, holding a King or not, C-4)."""
    st = from_position([["K", "Q"], ["J"], ["Q", "10"], ["A", "A"], ["J", "10"]],
                       [2, 0, 2, 2, 2], turn=2, face_up=[[], ["A"], [], [], []])
    act(st, 2, "foreign_aid")
    assert st.phase == "block" and st.asked == [3, 4, 0, 1]
    for s in (3, 4, 0, 1):
        assert st.current_player() == s
        assert texts(st) == ["block K", "pass"]
        act(st, s, "pass")
    assert st.coins[2] == 4 and st.current_player() == 3


def test_foreign_aid_block_stands_action_does_not_happen_turn_over():
    """Blocking: a blocked action simply doesn't happen; the turn is over."""
    st = three()
    act(st, 0, "foreign_aid")
    act(st, 1, "block K")  # a bluff, nobody challenges
    assert st.phase == "challenge" and st.asked == [2, 0]
    act(st, 2, "pass")
    ev = act(st, 0, "pass")
    assert st.coins == [2, 2, 2] and st.current_player() == 1 and st.phase == "action"
    assert [e for e in ev if e.kind == "block" and e.get("stands")]


def test_foreign_aid_failed_block_action_carried_out():
    """Challenging: a caught block fails, the action is carried out."""
    st = three()
    act(st, 0, "foreign_aid")
    act(st, 1, "block K")
    act(st, 2, "pass")
    act(st, 0, "challenge")
    assert texts(st) == ["decline"]
    act(st, 1, "decline")
    act(st, 1, "lose J")
    assert st.coins == [4, 2, 2] and st.face_up[1] == ["J"] and st.current_player() == 1


def test_coup_pays_seven_target_loses_nobody_asked():
    """Coup: pay 7, the target loses a card; nobody can challenge or block it."""
    st = three((7, 2, 2))
    ev = act(st, 0, "coup 2")
    assert st.coins == [0, 2, 2]
    assert st.phase == "lose" and st.current_player() == 2 and texts(st) == ["lose Q", "lose 10"]
    assert "challenge" not in kinds(ev) and "block" not in kinds(ev)
    act(st, 2, "lose 10")
    assert st.face_up[2] == ["10"] and st.current_player() == 1


@pytest.mark.parametrize("coins,forced", [(9, False), (10, True), (14, True)])
def test_forced_coup_at_ten_or_more_at_start_of_turn(coins, forced):
    st = from_position([["K", "Q"], [], ["Q", "10"], ["A", "A"]], [coins, 0, 2, 2],
                       face_up=[[], ["A", "J"], [], []])
    legal = texts(st)
    if forced:
        assert legal == ["coup 2", "coup 3"]  # every living other seat, never the out one
    else:
        assert legal[:2] == ["income", "foreign_aid"] and "coup 2" in legal


def test_forced_coup_reached_by_tax_applies_next_turn_only():
    st = three((7, 2, 2))
    act(st, 0, "tax")
    act(st, 1, "pass")
    act(st, 2, "pass")
    assert st.coins[0] == 10 and st.current_player() == 1  # no extra action now
    act(st, 1, "income")
    act(st, 2, "income")
    assert texts(st) == ["coup 1", "coup 2"]


def test_tax_takes_three_after_everybody_passes():
    st = three()
    act(st, 0, "tax")
    assert st.phase == "challenge" and st.coins[0] == 2
    act(st, 1, "pass")
    act(st, 2, "pass")
    assert st.coins[0] == 5 and st.current_player() == 1


def test_I5_dagger_needs_three_paid_on_announce_block_only_target_with_queen():
    st = three((2, 2, 2))
    assert not any(t.startswith("dagger") for t in texts(st))
    st = three((3, 2, 2))
    act(st, 0, "dagger 2")
    assert st.coins[0] == 0 and st.phase == "challenge"  # paid on announce (I-5)
    act(st, 1, "pass")
    act(st, 2, "pass")
    assert st.phase == "block" and st.asked == [2] and texts(st) == ["block Q", "pass"]
    act(st, 2, "pass")
    assert st.phase == "lose" and st.loser == 2
    act(st, 2, "lose 10")
    assert st.coins == [0, 2, 2] and st.face_up[2] == ["10"]


@pytest.mark.parametrize("target_coins,taken", [(1, 1), (2, 2), (5, 2)])
def test_I7_steal_takes_min_two_and_their_coins(target_coins, taken):
    st = three((2, target_coins, 2))
    act(st, 0, "steal 1")
    act(st, 1, "pass")
    act(st, 2, "pass")
    assert st.asked == [1] and texts(st) == ["block 10", "block A", "pass"]
    act(st, 1, "pass")
    assert st.coins == [2 + taken, target_coins - taken, 2]


def test_I7_no_steal_from_a_seat_without_coins():
    st = three((2, 0, 2))
    assert "steal 1" not in texts(st) and "steal 2" in texts(st)
    with pytest.raises(IllegalAction) as exc:
        st.apply(GAME.parse_action("steal 1"))
    assert "no coins" in exc.value.reason


def test_I7_steal_target_with_one_coin_blocks():
    st = three((2, 1, 2))
    act(st, 0, "steal 1")
    act(st, 1, "pass")
    act(st, 2, "pass")
    act(st, 1, "block 10")  # a bluff
    act(st, 2, "pass")
    act(st, 0, "pass")
    assert st.coins == [2, 1, 2] and st.current_player() == 1


def test_I8_exchange_two_face_down_cards():
    """Exchange: draw 2 (seen only by the exchanger), keep 2 of 4, return 2, shuffle."""
    court = ["K", "J", "10", "A", "K", "J", "10", "J", "A"]  # bottom .. top
    st = from_position([["K", "Q"], ["Q", "A"], ["Q", "10"]], [2, 2, 2], court=court)
    act(st, 0, "exchange")
    act(st, 1, "pass")
    ev = act(st, 2, "pass")
    assert st.phase == "exchange" and st.current_player() == 0
    assert st.view(0).drawn == ("J", "A") and st.view(0).hand == ("K", "Q")
    assert st.view(1).drawn == () and st.view(1).drawn_count == 2
    assert len(st.court) == 7
    pool = ["K", "Q", "J", "A"]
    assert sorted(texts(st)) == sorted("keep " + " ".join(sort_ranks(c))
                                       for c in itertools.combinations(pool, 2))
    draws = [e for e in ev if e.kind == "draw"]
    assert {e.private for e in draws} == {(0,), (1, 2)}
    ev = act(st, 0, "keep J A")
    assert st.hands[0] == ["J", "A"] and len(st.court) == 9
    assert Counter(st.court) == Counter(court[:7] + ["K", "Q"])
    assert "shuffle" in kinds(ev) and st.current_player() == 1
    assert cards(st) == Counter(deck_for(3))


def test_I8_exchange_one_face_down_card_keeps_one_returns_two():
    court = ["K", "Q", "10", "A", "K", "J", "10", "J", "A"]  # bottom .. top
    st = from_position([["Q"], ["J", "A"], ["Q", "10"]], [2, 2, 2], court=court,
                       face_up=[["K"], [], []])
    act(st, 0, "exchange")
    act(st, 1, "pass")
    act(st, 2, "pass")
    assert st.view(0).drawn == ("J", "A") and len(st.court) == 7
    assert texts(st) == ["keep Q", "keep J", "keep A"]
    act(st, 0, "keep A")
    assert st.hands[0] == ["A"] and len(st.court) == 9
    assert Counter(st.court) == Counter(court[:7] + ["Q", "J"])


# ================================================================ Challenging (C-5, I-3, I-4)

@pytest.mark.parametrize("claimant", range(5))
def test_C5_every_other_living_seat_asked_clockwise_after_claimant(claimant):
    hands = [["K", "Q"], ["J", "A"], ["Q", "10"], ["A", "K"], ["J", "10"]]
    face_up = [[] for _ in range(5)]
    out = (claimant + 2) % 5
    face_up[out] = hands[out]
    hands[out] = []
    coins = [2] * 5
    coins[out] = 0
    st = from_position(hands, coins, turn=claimant, face_up=face_up)
    act(st, claimant, "tax")
    want = [(claimant + i) % 5 for i in range(1, 5) if (claimant + i) % 5 != out]
    assert st.asked == want
    for s in want:
        assert st.current_player() == s and texts(st) == ["challenge", "pass"]
        act(st, s, "pass")
    assert st.coins[claimant] == 5


def test_C5_block_challenge_asked_clockwise_after_blocker_including_actor_and_third_seats():
    st = from_position([["K", "Q"], ["J", "A"], ["Q", "10"], ["A", "K"]], [2, 2, 2, 2], turn=3)
    act(st, 3, "steal 1")
    for s in (0, 1, 2):
        act(st, s, "pass")
    act(st, 1, "block A")
    assert st.phase == "challenge" and st.asked == [2, 3, 0]
    act(st, 2, "pass")
    act(st, 3, "pass")
    act(st, 0, "challenge")  # a third seat may challenge the block (I-3)
    act(st, 1, "show")
    assert st.phase == "lose" and st.loser == 0
    act(st, 0, "lose Q")
    assert st.coins == [2, 2, 2, 2] and st.face_up[0] == ["Q"]
    assert len(st.hands[1]) == 2 and st.current_player() == 0


def test_show_challenger_loses_then_card_to_court_shuffle_redraw():
    """Challenging, "They have it": challenger loses a card, then the shown card goes to the
    court, the court is shuffled, the claimant draws a new card (face down, private)."""
    st = three(seed=5)
    act(st, 0, "tax")
    act(st, 1, "challenge")
    ev = act(st, 0, "show")
    assert kinds(ev) == ["show"] and st.phase == "lose" and st.loser == 1
    assert st.hands[0] == ["K", "Q"]  # still held until the challenger has lost
    ev = act(st, 1, "lose A")
    k = kinds(ev)
    assert k[:4] == ["lose", "return", "shuffle", "draw"]
    assert ev[1].get("rank") == "K" and ev[1].private is None
    assert len(st.hands[0]) == 2 and "Q" in st.hands[0] and len(st.court) == 9
    assert st.coins[0] == 5 and st.current_player() == 1
    assert cards(st) == Counter(deck_for(3))


def test_decline_loses_card_action_fails_dagger_refunded_I5():
    st = three((3, 2, 2))
    act(st, 0, "dagger 1")
    act(st, 1, "challenge")
    assert texts(st) == ["decline"]
    ev = act(st, 0, "decline")
    assert st.coins[0] == 3  # refund (I-5)
    assert any(e.kind == "coins" and e.get("to") == 0 and e.get("amount") == 3 for e in ev)
    refund = next(e for e in ev if e.kind == "coins")
    assert refund.text == ("The bank pays 3 coins to Seat 0 (the Dagger's cost back: the"
                           " Jack was not shown).")                  # says why (I-5)
    act(st, 0, "lose Q")
    assert st.face_up == [["Q"], [], []] and st.current_player() == 1


def test_I4_decline_when_holding_the_card_counts_as_not_having_it():
    st = from_position([["J", "Q"], ["J", "A"], ["Q", "10"]], [3, 2, 2])
    act(st, 0, "dagger 2")
    act(st, 1, "pass")
    act(st, 2, "challenge")
    assert texts(st) == ["show", "decline"]
    act(st, 0, "decline")
    assert st.coins[0] == 3
    act(st, 0, "lose J")
    assert st.hands == [["Q"], ["J", "A"], ["Q", "10"]] and st.current_player() == 1


def test_nobody_may_challenge_income_foreign_aid_or_coup():
    for text, coins in (("income", 2), ("foreign_aid", 2), ("coup 1", 7)):
        st = three((coins, 2, 2))
        act(st, 0, text)
        assert st.phase != "challenge" and "challenge" not in texts(st)


# ================================================================ Order of events, odd turns

def test_both_cards_in_one_turn_wrong_challenge_then_failed_queen_block_I6():
    """The order of events: a target can lose both cards in one turn; I-6: once out, the
    Dagger does nothing more (no third loss, nothing asked)."""
    st = from_position([["J", "K"], ["Q", "A"], ["K", "10"]], [3, 4, 2], seed=2)
    act(st, 0, "dagger 2")
    act(st, 1, "pass")
    act(st, 2, "challenge")
    act(st, 0, "show")
    act(st, 2, "lose K")  # wrong challenge: first card
    assert st.phase == "block" and st.asked == [2]  # still asked to block
    act(st, 2, "block Q")  # a bluff
    assert st.asked == [0, 1]
    act(st, 0, "challenge")
    ev = act(st, 2, "decline")  # second card: out
    assert st.hands[2] == [] and st.face_up[2] == ["K", "10"]
    assert [e.kind for e in ev].count("lose") == 1
    assert st.coins == [0, 4, 0] and st.current_player() == 1  # Dagger stays paid (I-5)


def test_I6_one_card_target_killed_by_failed_queen_block():
    st = from_position([["J", "K"], ["A"], ["K", "10"]], [3, 4, 2], face_up=[[], ["Q"], []])
    act(st, 0, "dagger 1")
    act(st, 1, "pass")
    act(st, 2, "pass")
    act(st, 1, "block Q")
    act(st, 2, "challenge")
    ev = act(st, 1, "decline")
    assert st.hands[1] == [] and st.coins == [0, 0, 2]
    assert [e.kind for e in ev].count("lose") == 1
    assert [e.get("seat") for e in ev if e.kind == "eliminated"] == [1]
    assert st.current_player() == 2 and not st.is_terminal()


def test_challenger_out_by_wrong_challenge_is_not_asked_to_block_and_steal_takes_nothing():
    """A steal target with one card challenges wrongly: out, coins to the bank (I-9), never
    asked to block, the steal takes nothing (I-7: nothing left to take)."""
    st = from_position([["10", "K"], ["A"], ["K", "Q"]], [2, 3, 2], face_up=[[], ["J"], []],
                       seed=1)
    act(st, 0, "steal 1")
    act(st, 1, "challenge")
    ev = act(st, 0, "show")
    assert st.hands[1] == [] and st.coins == [2, 0, 2]
    assert st.phase == "action" and st.current_player() == 2
    assert "block" not in kinds(ev)


def test_third_seat_out_by_wrong_dagger_challenge_target_still_asked_to_block():
    st = from_position([["J", "K"], ["Q", "A"], ["K"]], [3, 2, 5], face_up=[[], [], ["10"]],
                       seed=1)
    act(st, 0, "dagger 1")
    act(st, 1, "pass")
    act(st, 2, "challenge")
    act(st, 0, "show")  # seat 2 loses its last card
    assert st.hands[2] == [] and st.coins[2] == 0
    assert st.phase == "block" and st.asked == [1]
    act(st, 1, "block Q")
    assert st.asked == [0]  # seat 2 is out: never asked
    act(st, 0, "pass")
    assert st.coins == [0, 2, 0] and st.face_up[1] == [] and st.current_player() == 1


def test_actor_out_by_challenging_a_block_turn_passes_on():
    st = from_position([["K"], ["Q", "A"], ["K", "10"]], [2, 2, 2], face_up=[["J"], [], []],
                       seed=3)
    act(st, 0, "foreign_aid")
    act(st, 1, "pass")
    act(st, 2, "block K")
    act(st, 0, "challenge")
    act(st, 2, "show")
    assert st.hands[0] == [] and st.coins[0] == 0
    assert st.current_player() == 1 and st.phase == "action"
    assert len(st.hands[2]) == 2


def test_coup_on_the_only_other_player_with_last_card_wins():
    st = from_position([["K", "Q"], ["A"]], [7, 3], face_up=[[], ["J"]])
    assert texts(st)[:3] == ["income", "foreign_aid", "coup 1"]
    ev = act(st, 0, "coup 1")
    assert st.is_terminal() and st.current_player() == TERMINAL
    assert st.result().winners == (0,) and st.result().scores == (2, 0)
    assert st.coins == [0, 0]
    assert kinds(ev)[-2:] == ["eliminated", "win"]


def test_exchange_after_a_shown_ace_uses_the_replacement_card():
    """Challenging + I-8: the shown Ace is replaced first, then the exchange draws 2."""
    court = ["K", "J", "10", "Q", "J", "10", "A", "Q", "A"]  # bottom .. top
    st = from_position([["A", "Q"], ["J", "K"], ["10", "K"]], [2, 2, 2], court=court, seed=6)
    act(st, 0, "exchange")
    act(st, 1, "challenge")
    act(st, 0, "show")
    act(st, 1, "lose J")
    assert st.phase == "exchange" and len(st.hands[0]) == 2 and "Q" in st.hands[0]
    assert len(st.court) == 7 and len(st.drawn) == 2
    pool = st.hands[0] + st.drawn
    assert all(Counter(a.ranks) <= Counter(pool) for a in st.legal_actions())
    act(st, 0, str(st.legal_actions()[-1]))
    assert len(st.court) == 9 and cards(st) == Counter(deck_for(3))


def test_show_one_of_two_alike_cards_keeps_the_other():
    st = from_position([["K", "K"], ["J", "A"], ["Q", "10"]], [2, 2, 2], seed=4)
    act(st, 0, "tax")
    act(st, 1, "pass")
    act(st, 2, "challenge")
    act(st, 0, "show")
    act(st, 2, "lose 10")
    assert "K" in st.hands[0] and len(st.hands[0]) == 2 and st.coins[0] == 5


def test_two_players_block_challenge_asks_only_the_actor():
    st = from_position([["K", "Q"], ["J", "A"]], [1, 2], turn=0)
    act(st, 0, "steal 1")
    assert st.asked == [1]
    act(st, 1, "pass")
    act(st, 1, "block 10")
    assert st.asked == [0] and texts(st) == ["challenge", "pass"]
    act(st, 0, "pass")
    assert st.coins == [1, 2] and st.current_player() == 1


def test_actor_never_blocks_own_action_and_bystanders_never_block_dagger_or_steal():
    for text, asked in (("foreign_aid", [1, 2, 3]), ("steal 2", [2]), ("dagger 3", [3])):
        st = from_position([["K", "Q"], ["J", "A"], ["Q", "10"], ["A", "K"]], [3, 2, 2, 2])
        act(st, 0, text)
        while st.phase == "challenge":
            act(st, st.current_player(), "pass")
        assert st.phase == "block" and st.asked == asked


# ================================================================ Losing a card (C-3)

def test_C3_loser_with_two_alike_cards_is_still_asked():
    """Losing a card: "you choose which of your face-down cards to turn face up".  Skipping
    the choice when both cards are alike would tell everybody that the remaining card has
    the same rank (C-3); the seat is asked, with one legal answer."""
    same = from_position([["K", "Q"], ["A", "A"], ["Q", "10"]], [7, 2, 2])
    diff = from_position([["K", "Q"], ["A", "K"], ["Q", "10"]], [7, 2, 2])
    assert same.view(0) == diff.view(0) and same.view(2) == diff.view(2)
    act(same, 0, "coup 1")
    act(diff, 0, "coup 1")
    assert same.view(0) == diff.view(0) and same.view(2) == diff.view(2)
    assert same.phase == "lose" and texts(same) == ["lose A"]
    act(same, 1, "lose A")
    assert same.face_up[1] == ["A"] and same.hands[1] == ["A"] and same.current_player() == 1


def test_losing_last_card_is_automatic_and_public():
    st = from_position([["K", "Q"], ["A"], ["Q", "10"]], [7, 4, 2], face_up=[[], ["J"], []])
    ev = act(st, 0, "coup 1")
    assert st.face_up[1] == ["J", "A"] and st.coins == [0, 0, 2]
    assert [(e.kind, e.get("seat")) for e in ev if e.kind in ("lose", "eliminated")] == \
        [("lose", 1), ("eliminated", 1)]


# ================================================================ Variants (I-1, I-10)

@pytest.mark.parametrize("n", [7, 8])
def test_I1_big_table_four_of_each_rank(n):
    st = GAME.new_state(n, {}, 1)
    assert cards(st) == Counter({r: 4 for r in RANKS})
    with pytest.raises(ValueError):
        GAME.new_state(9, {}, 1)
    with pytest.raises(ValueError):
        GAME.new_state(1, {}, 1)


def test_I10_two_player_match_winner_starts_next_game_with_one_coin():
    st = from_position([["K", "Q"], ["A"]], [7, 3], face_up=[[], ["J"]], match=True, turn=1)
    act(st, 1, "income")
    ev = act(st, 0, "coup 1")
    assert st.wins == [1, 0] and st.game_no == 2 and not st.is_terminal()
    assert st.current_player() == 0 and st.coins == [1, 2]  # I-10 + I-2
    assert all(len(h) == 2 for h in st.hands) and st.face_up == [[], []]
    assert kinds(ev)[-6:-4] == ["win", "newgame"] or "newgame" in kinds(ev)
    assert st.claims == [[], []] and st.shown == []


# ================================================================ Information (C-3)

def test_C3_court_order_and_other_hands_do_not_change_a_view():
    a = three(court=["K", "J", "10", "A", "K", "J", "10", "A", "Q"])
    b = three(court=["Q", "A", "10", "J", "K", "A", "10", "J", "K"])
    assert [a.view(s) for s in range(3)] == [b.view(s) for s in range(3)]
    v = a.view(1)
    assert v.hand == ("J", "A") and v.face_down == (2, 2, 2) and v.court_size == 9
    assert not hasattr(v, "court") and not hasattr(v, "hands")


def test_C3_replacement_card_after_a_show_seen_only_by_its_owner():
    """Two games differing only in court order: the replacement card differs, yet the other
    seats' views and the events they may read are equal."""
    a = three(court=["K", "J", "10", "A", "K", "J", "10", "A", "Q"], seed=8)
    b = three(court=["Q", "A", "10", "J", "K", "A", "10", "J", "K"], seed=8)
    evs = []
    for st in (a, b):
        act(st, 0, "tax")
        act(st, 1, "challenge")
        act(st, 0, "show")
        evs.append(act(st, 1, "lose J"))
    assert a.hands[0] != b.hands[0]
    for s in (1, 2):
        assert a.view(s) == b.view(s)
        assert [e for e in evs[0] if e.visible_to(s)] == [e for e in evs[1] if e.visible_to(s)]
    assert a.view(0) != b.view(0)


RANK_WORD = re.compile(r"(?<![\w])(K|Q|J|10|A)(?![\w])")


def hidden_rank_leaks(ev, seat, public_ranks):
    """Texts/data of events ``seat`` may read that name a rank it cannot know."""
    bad = []
    if not ev.visible_to(seat):
        return bad
    mine = ev.private is not None and ev.private == (seat,)
    if mine:
        return bad
    for key in ("ranks", "kept", "returned"):
        if ev.get(key) is not None:
            bad.append((ev.kind, key, ev.text))
    if ev.kind in ("draw", "return", "shuffle"):
        for m in RANK_WORD.findall(ev.text):
            if m not in public_ranks:
                bad.append((ev.kind, m, ev.text))
    return bad


# ================================================================ property tests

def scramble_for(st, seat, rng):
    """``scramble`` keeping the generator (the property test compares the course)."""
    return scramble(st, seat, rng, reseed=False)


def shape(st):
    """The public course of the game, without any rank: whose decision, what phase, coins,
    card counts, who is asked."""
    return (st.phase, st.current_player(), st.turn, tuple(st.coins),
            tuple(len(h) for h in st.hands), tuple(len(f) for f in st.face_up),
            len(st.court), len(st.drawn), tuple(st.asked), st.loser, st.action, st.target,
            st.blocker, st.challenger, st.game_no)


def ev_shape(ev):
    return [(e.kind, e.private, e.get("seat"), e.get("count"), e.get("amount"),
             e.get("from"), e.get("to")) for e in ev]


def check_invariants(st, n, entered):
    deck = Counter(deck_for(n))
    assert cards(st) == deck
    assert min(st.coins) >= 0
    for s in range(n):
        assert len(st.hands[s]) + len(st.face_up[s]) == 2
        if not st.hands[s]:
            assert st.coins[s] == 0  # I-9
    base = sum(deck.values()) - 2 * n
    assert len(st.court) == base - len(st.drawn)
    assert base >= 3  # an exchange always finds 2 cards in the court (6 players: 3 left)
    if st.is_terminal():
        return
    cur = st.current_player()
    assert st.hands[cur], "an eliminated seat is never asked (I-9)"
    living = st.living()
    if st.phase == "action":
        legal = st.legal_actions()
        others = [t for t in living if t != cur]
        for a in legal:
            t = getattr(a, "target", None)
            assert t is None or t in others
        if st.coins[cur] >= 10:
            assert [str(a) for a in legal] == [f"coup {t}" for t in others]
        else:
            steal = {a.target for a in legal if type(a).__name__ == "Steal"}
            assert steal == {t for t in others if st.coins[t] >= 1}  # I-7
            dag = {a.target for a in legal if type(a).__name__ == "Dagger"}
            assert dag == (set(others) if st.coins[cur] >= 3 else set())
    if entered == "challenge":
        c = st.claimant
        assert st.asked == [(c + i) % n for i in range(1, n) if st.hands[(c + i) % n]]  # C-5
    if entered == "block":
        if st.action == "foreign_aid":
            assert st.asked == [(st.turn + i) % n for i in range(1, n)
                                if st.hands[(st.turn + i) % n]]
        else:
            assert st.asked == [st.target]
    if st.phase == "lose":
        assert len(st.hands[st.loser]) == 2  # one card left: lost without asking


def play_checked(n, seed, match, rng):
    st = GAME.new_state(n, {"match": "on" if match else "off"}, seed)
    prev_phase, last = None, None
    plies = 0
    while True:
        # a new question starts unless the same question goes on after a "pass"
        going_on = prev_phase == st.phase and str(last) == "pass"
        check_invariants(st, n, None if going_on else st.phase)
        prev_phase = st.phase
        if st.is_terminal():
            return st
        cur = st.current_player()
        if plies % 5 == 0:  # no leak: hidden cards do not change another seat's view
            s = rng.randrange(n)
            assert scramble_for(st, s, random.Random(plies)).view(s) == st.view(s)
        action = rng.choice(st.legal_actions())
        # The public course of the game depends only on what the decider may know.
        if plies % 3 == 0:
            twin = scramble_for(st, cur, random.Random(plies))
            assert twin.legal_actions() == st.legal_actions()
            tev = twin.apply(action)
        ev = st.apply(action)
        last = action
        if plies % 3 == 0:
            assert shape(twin) == shape(st)
            assert ev_shape(tev) == ev_shape(ev)
        public = {r for ups in st.face_up for r in ups} | {r for _, r in st.shown}
        for s in range(n):
            for e in ev:
                assert not hidden_rank_leaks(e, s, public), e
        plies += 1
        assert plies < 3000


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=hs.integers(2, 8), seed=hs.integers(0, 2**32 - 1), match=hs.booleans())
def test_property_random_legal_play_invariants_and_no_flow_leak(n, seed, match):
    st = play_checked(n, seed, match, random.Random(seed ^ 0x5EED))
    res = st.result()
    assert len(res.winners) == 1
    if match:
        assert max(st.wins) == 3 and st.wins[res.winners[0]] == 3
    else:
        assert [s for s in range(n) if st.hands[s]] == list(res.winners)


def test_a_proven_block_stands_after_the_challenger_lost_a_card():
    """Challenging, then Blocking: a block that is challenged and shown stands, but first
    the failed challenge is settled (the challenger loses a card, the shown card is
    replaced); the log said "block stands" before the challenger's card was turned."""
    st = three(turn=1)
    act(st, 1, "steal 2")                      # seat 1 claims the 10 (a bluff)
    act(st, 2, "pass")
    act(st, 0, "pass")
    act(st, 2, "block 10")                     # seat 2 holds the 10
    act(st, 0, "challenge")
    ev = act(st, 2, "show")
    assert not [e for e in ev if e.kind == "block" and e.get("stands")]
    assert st.phase == "lose" and st.loser == 0
    ev = act(st, 0, "lose K")
    kinds = [(e.kind, bool(e.get("stands"))) for e in ev]
    assert kinds.index(("lose", False)) < kinds.index(("block", True))
    assert st.coins == [2, 2, 2] and st.current_player() == 2 and st.phase == "action"
