"""Session 23's tester: a finished game's tiles and the Ferwig-Radishers' note (G-6, G-7)."""
from __future__ import annotations

import random

from test_garden_helpers import grid, state
from test_garden_neighbours import neighbour_phase, setup_ferwig

from rules.garden import GAME


def test_G6_the_view_keeps_the_last_neighbour_phase_count_after_the_tokens_turn_back():
    s = state(1, seed=2)
    assert s.view(0).last_tiles == ()                     # no phase yet
    s.gardens[0] = grid("CC")
    neighbour_phase(s, "sallie", tokens=4)
    v = s.view(0)
    assert dict(v.tiles) == dict.fromkeys(s.neighbours, 0)          # turned back (G-6)
    assert dict(v.last_tiles) == {**dict.fromkeys(s.neighbours, 0), "sallie": 4}
    assert s.clone() == s and s.clone().view(0).last_tiles == v.last_tiles


def test_G6_a_finished_game_reports_the_count_of_its_last_neighbour_phase():
    for seed in range(6):
        rng = random.Random(seed)
        st = GAME.new_state(1 + seed % 2, {}, seed)
        counts = None
        while not st.is_terminal():
            before = dict(st.tiles)
            events = st.apply(rng.choice(st.legal_actions())) or []
            for ev in events:
                if ev.kind == "token" and ev.get("token") in before:
                    before[ev.get("token")] = ev.get("count")
                if ev.kind == "neighbour":
                    counts = dict(before)
        v = st.view(0)
        assert v.phase == "over" and dict(v.last_tiles) == counts and sum(counts.values()) > 0


def test_G7_the_ferwig_note_says_what_the_spoiled_draw_does():
    for n, where in ((1, "to the discard pile"), (2, "under the deck")):
        s = setup_ferwig(n)
        s.round = 1
        s.gardens[0] = grid("CC")
        text = next(e.text for e in neighbour_phase(s, "ferwig") if e.kind == "ferwig")
        assert "highest-numbered card" in text and where in text
        assert "free (no Bee paid or gained)" in text
        assert ("both players' next draws" in text) == (n == 2)
