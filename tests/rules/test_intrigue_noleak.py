"""No leak (RULINGS C-3, DESIGN.md "Tests"): two Intrigue states that differ only in what a
seat cannot see give that seat equal views, equal legal actions and equal determinizations."""
from __future__ import annotations

import random

from rules.intrigue import GAME, from_position
from tests.rules.intrigue_helpers import scramble


def test_hidden_cards_do_not_change_view_legal_or_determinization():
    checked = 0
    for n in (2, 3, 5, 8):
        for seed in range(6):
            st = GAME.new_state(n, {}, seed)
            rng = random.Random(seed + 100)
            while not st.is_terminal():
                seat = st.current_player()
                for s in {seat, (seat + 1) % n}:
                    other = scramble(st, s, rng)
                    assert other.view(s) == st.view(s)
                    if s == seat:
                        assert other.legal_actions() == st.legal_actions()
                    for k in (1, 2):
                        a = st.determinize(s, random.Random(k))
                        b = other.determinize(s, random.Random(k))
                        assert a.snapshot() == b.snapshot()
                        assert [a.view(t) for t in range(n)] == [b.view(t) for t in range(n)]
                    checked += 1
                st.apply(rng.choice(st.legal_actions()))
    assert checked > 500


def test_view_does_change_with_own_cards_and_determinizations_vary_with_seed():
    a = from_position([["K", "Q"], ["J", "A"], ["Q", "10"]], [2, 2, 2])
    b = from_position([["K", "Q"], ["J", "10"], ["Q", "A"]], [2, 2, 2])
    assert a.view(0) == b.view(0)
    assert a.view(1) != b.view(1) and a.view(2) != b.view(2)
    assert a.determinize(0, random.Random(3)).snapshot() == \
        b.determinize(0, random.Random(3)).snapshot()
    hands = {tuple(map(tuple, a.determinize(0, random.Random(k)).hands)) for k in range(30)}
    assert len(hands) > 10
    assert all(h[0] == ("K", "Q") for h in hands)


def test_exchange_draw_seen_only_by_the_exchanger():
    court = ["A", "J", "10", "K", "A", "J", "10", "K", "Q"]
    a = from_position([["K", "Q"], ["J", "A"], ["Q", "10"]], [2, 2, 2], court=court)
    b = from_position([["K", "Q"], ["J", "A"], ["Q", "10"]], [2, 2, 2],
                      court=["K", "Q", "10", "K", "A", "J", "10", "A", "J"])
    for st in (a, b):
        st.apply(GAME.parse_action("exchange"))
        st.apply(GAME.parse_action("pass"))
        st.apply(GAME.parse_action("pass"))
    assert a.drawn != b.drawn
    assert a.view(1) == b.view(1) and a.view(2) == b.view(2)
    assert a.view(0) != b.view(0) and a.view(0).drawn == tuple(a.drawn)
    assert a.determinize(1, random.Random(9)).snapshot() == \
        b.determinize(1, random.Random(9)).snapshot()
    d = a.determinize(0, random.Random(9))
    assert d.drawn == a.drawn and d.hands[0] == a.hands[0]


def test_shown_card_stays_with_its_owner_in_determinizations():
    st = from_position([["K", "Q"], ["J", "A"], ["Q", "10"]], [2, 2, 2], seed=4)
    st.apply(GAME.parse_action("tax"))
    st.apply(GAME.parse_action("challenge"))
    st.apply(GAME.parse_action("show"))  # seat 1 must now choose a card to lose
    for k in range(20):
        d = st.determinize(2, random.Random(k))
        assert "K" in d.hands[0]
        d.apply(d.legal_actions()[0])  # seat 1 loses a card, then the King is replaced
        assert len(d.hands[0]) == 2 and d.phase == "action"
