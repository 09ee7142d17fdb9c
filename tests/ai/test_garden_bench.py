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


def test_cards_taken_counts_every_card_a_neighbour_took():
    """``cards_taken`` (the benchmark's Blue Ribbon rate by cards taken) counts the cards
    the Neighbours took over a game (G-7).  Checked by counting cards instead: with the
    Original Neighbours a planted card leaves the garden only to a Neighbour or to the
    Compost (G-2), so 15 plantings less the cards left in the garden and in the Compost is
    the number taken.  Seeds 17 and 25 include a visit that finds nothing to take (the
    Mayor of Onion Town with no Turnip, Salsify or Radish): not a card taken."""
    from rules.garden.state import PLANTS_PER_GAME
    from tests.benchmarks.bench_garden_ai import cards_taken

    seen = set()
    for seed in (*range(10), 17, 25):
        state = GAME.new_state(1, {"neighbours": "original"}, seed)
        agent, rng = HeuristicAgent(), random.Random(seed)
        taken = 0
        while not state.is_terminal():
            taken += cards_taken(state.apply(agent.choose(observe(state, 0), rng)))
        assert taken == PLANTS_PER_GAME - len(state.gardens[0]) - len(state.compost[0])
        seen.add(taken)
    assert len(seen) >= 2          # games with different numbers of cards taken
