"""The solo Garden benchmark's figure of the garden before the last Neighbour phase
(tests/benchmarks/bench_garden_ai.py, issue 3 part 7; G-6, G-7)."""
from __future__ import annotations

import random

from rules.core import observe
from rules.garden import GAME
from rules.garden.ai import HeuristicAgent
from tests.benchmarks.bench_garden_ai import before_last_visit


def test_points_before_the_last_visit_match_a_game_where_nobody_visits():
    """``before_last_visit`` puts back the card the last Neighbour took (G-7).  Checked
    against the engine itself: the same last planting on a copy of the game whose Neighbour
    tiles hold no token and with no token left to reveal, so nobody visits (G-6), ends with
    those points."""
    visited = 0
    for seed in range(12):
        state = GAME.new_state(1, {"neighbours": "original"}, seed)
        agent, rng = HeuristicAgent(), random.Random(seed)
        while True:
            action = agent.choose(observe(state, 0), rng)
            quiet = state.clone()
            quiet.tiles = dict.fromkeys(quiet.tiles, 0)
            quiet.face_down = []         # and no token left to reveal
            events = state.apply(action)
            if state.is_terminal():
                break
        quiet.apply(action)
        assert quiet.is_terminal()
        assert before_last_visit(state, events) == quiet.total(0)
        visited += quiet.total(0) != state.total(0)
    assert visited >= 3          # the last Neighbour took a scoring card in some games
