"""The hint's words at the last planting and under a Grasshopper (a tester's report).

* G-10: the Bee's Knees is judged on the supply at the end, so at the last planting a left
  card that spends the sixth Bee loses the Award: the hint said "+8 points, it costs a Bee"
  while the total went up by 2.  It now says "it breaks The Bee's Knees (-6)"; a right card
  that brings the sixth Bee says it earns it.  Before the last planting a Bee can still
  come back, and the hint keeps to "it costs a Bee".
* G-8: a planting into a Grasshopper's slot says ", under the Grasshopper", as the log does.
"""
import random

from rules.ai.registry import make_agent
from rules.core import observe
from rules.garden import GAME
from rules.garden.actions import Plant
from rules.garden.ai import explain
from rules.garden.ai_search import Move


def _states(options, seeds, want):
    """(view, legal, planner) at each plant decision of heuristic games where ``want(view,
    legal)`` holds."""
    for seed in seeds:
        st = GAME.new_state(1, dict(options), seed)
        agent = make_agent("garden", "heuristic")
        rng = random.Random(seed)
        while not st.is_terminal():
            obs = observe(st, 0)
            v = obs.view
            if v.phase == "plant" and want(v, obs.legal):
                agent.rank(v)
                yield v, obs.legal, agent.planner(False, True)
            st.apply(agent.choose(obs, rng))


def _why(v, a, planner):
    g0 = {(c, r) for c, r, _ in v.gardens[0]}
    return explain(v, Move(v.offer.index(a.card), a.card, (a.col, a.row), (a.col, a.row) in g0),
                   planner)


def _last(v):
    return v.planted[0] == 14


def test_last_planting_left_card_with_six_bees_breaks_the_bees_knees():
    found = 0
    for v, legal, planner in _states({"neighbours": "original"}, range(60),
                                     lambda v, l: _last(v) and v.supply[0] == 6):
        for a in legal:
            if isinstance(a, Plant) and v.offer.index(a.card) == 0:
                why = _why(v, a, planner)
                assert "it breaks The Bee's Knees (-6)" in why, why
                assert "it costs a Bee" not in why
                found += 1
                break
    assert found >= 2


def test_before_the_last_planting_a_left_card_only_costs_a_bee():
    found = 0
    for v, legal, planner in _states({"neighbours": "original"}, range(20),
                                     lambda v, l: 0 < v.planted[0] < 14 and v.supply[0] == 6):
        for a in legal:
            if isinstance(a, Plant) and v.offer.index(a.card) == 0:
                why = _why(v, a, planner)
                assert "it costs a Bee" in why and "Bee's Knees (-6)" not in why, why
                found += 1
                break
        if found >= 3:
            return
    assert found >= 3


def test_a_planting_under_a_grasshopper_says_so():
    for v, legal, planner in _states({"neighbours": "original", "grasshoppers": "on"},
                                     range(40), lambda v, l: bool(v.grasshoppers[0])):
        hoppers = set(v.grasshoppers[0])
        for a in legal:
            if isinstance(a, Plant) and (a.col, a.row) in hoppers:
                assert ", under the Grasshopper" in _why(v, a, planner)
                others = [b for b in legal if isinstance(b, Plant)
                          and (b.col, b.row) not in hoppers]
                assert others and "Grasshopper" not in _why(v, others[0], planner).split(":")[0]
                return
    raise AssertionError("no planting under a Grasshopper was offered")


def test_the_first_cards_hint_names_its_type_and_the_tokens_it_leaves():
    """A tester pressed Hint before the first planting: all three cards read "it brings
    The Promenade closer", true of any first card.  Now each says what its type scores,
    how many more of it are still unseen (G-1, C-3) and which card it leaves to turn how
    many Neighbour tokens (G-5)."""
    from rules.garden.ai import hint
    from rules.garden.data import load

    data = load()
    for seats, seed in ((1, 646873), (2, 646873), (1, 5), (2, 777)):
        st = GAME.new_state(seats, {"neighbours": "original"}, seed)
        obs = observe(st, st.current_player())
        v = obs.view
        said = hint(v, obs.legal, make_agent("garden", "heuristic"))
        assert len(said) == 3
        for (action, words), card in zip(said, v.offer):
            vt = data.types[data.veg(card).type]
            more = sum(1 for n in data.vegetables if data.veg(n).type == vt.id
                       and n not in v.offer)
            top = max(c for c in v.offer if c != card)
            n = data.veg(top).neighbour_number
            assert f": {vt.name} score {vt.points} each and {more} more" in words, words
            assert (f"it leaves the {data.card_name(top)} to turn {n} Neighbour token"
                    in words), words
            assert "closer" not in words and " open" not in words
