"""Seeded random playouts of Intrigue for every player count and option (DESIGN.md "Tests"):
no exception, cards conserved, coins never negative, a legal action until the end, apply on
a clone equals apply on the original, replays repeat exactly, determinizations agree."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from rules.core import TERMINAL, replay
from rules.intrigue import GAME, deck_for
from tests.rules.intrigue_helpers import cards

GAMES_PER_COUNT = 40


def play(n, options, seed, check_every=1):
    """One random game; checks invariants each ply; returns (state, action texts)."""
    st = GAME.new_state(n, options, seed)
    rng = random.Random(seed * 31 + n)
    deck = Counter(deck_for(n))
    record = []
    ply = 0
    while True:
        assert cards(st) == deck
        assert sum(deck.values()) == (20 if n >= 7 else 15)
        assert min(st.coins) >= 0
        assert all(st.coins[s] == 0 for s in range(n) if not st.hands[s])  # I-9
        if st.is_terminal():
            assert st.legal_actions() == [] and st.current_player() == TERMINAL
            break
        legal = st.legal_actions()
        assert legal, (st.phase, seed)
        seat = st.current_player()
        assert st.hands[seat], "an eliminated seat is never asked"
        action = rng.choice(legal)
        if ply % check_every == 0:
            twin = st.clone()
            st.apply(action)
            twin.apply(action)
            assert twin.snapshot() == st.snapshot()
        else:
            st.apply(action)
        record.append(str(action))
        ply += 1
        assert ply < 5000, "game does not end"
    return st, record


@pytest.mark.parametrize("n", range(2, 9))
def test_random_playouts(n):
    for seed in range(GAMES_PER_COUNT):
        st, record = play(n, {}, seed, check_every=3)
        res = st.result()
        assert len(res.winners) == 1
        w = res.winners[0]
        assert res.scores[w] >= 1 and sum(1 for s in res.scores if s) == 1
        if seed % 8 == 0:
            again, _ = replay(GAME, n, {}, seed, record)
            assert again.snapshot() == st.snapshot()


@pytest.mark.parametrize("n", [2, 3, 5, 8])
def test_random_match_playouts(n):
    for seed in range(6):
        st, record = play(n, {"match": "on"}, seed, check_every=5)
        res = st.result()
        assert max(res.scores) == 3 and res.scores[res.winners[0]] == 3
        again, _ = replay(GAME, n, {"match": "on"}, seed, record)
        assert again.snapshot() == st.snapshot()


@pytest.mark.parametrize("n", [2, 4, 7])
def test_determinizations_along_playouts_agree_with_views(n):
    for seed in range(8):
        st = GAME.new_state(n, {}, seed)
        rng = random.Random(seed)
        k = 0
        while not st.is_terminal():
            seat = st.current_player()
            for s in {seat, (seat + 1) % n}:
                d = st.determinize(s, random.Random(k))
                assert d.view(s) == st.view(s)
                assert cards(d) == Counter(deck_for(n))
                if s == seat:
                    assert d.legal_actions() == st.legal_actions()
                    d.apply(st.legal_actions()[0])  # a determinization can be played on
            st.apply(rng.choice(st.legal_actions()))
            k += 1
