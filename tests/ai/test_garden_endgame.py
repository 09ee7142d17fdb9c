"""The solo Garden AI's exact endgame (rules/garden/ai_endgame.py) against a brute force
written separately: every order of the unseen cards, the engine's scorer
(rules.garden.scoring.breakdown, G-10/G-11) and the engine's Neighbour choice
(rules.garden.neighbours.card_taken, G-7)."""
from __future__ import annotations

from itertools import permutations

import pytest

from rules.garden import GAME
from rules.garden import neighbours as nbmod
from rules.garden.ai import situation
from rules.garden.ai_endgame import Endgame, Endgames, applies, leader_chances
from rules.garden.ai_eval import Evaluator, Weights, open_slots
from rules.garden.actions import BEE_DELTA
from rules.garden.ai_search import Planner, Situation, plant_moves
from rules.garden.data import load
from rules.garden.scoring import breakdown

# Rows of a fixed frame (columns 0-5, rows 0-2), six slots open:
# Peas 9 21, Salsify 7, Ruta Baga 8 18, _ | Lettuce 13, _, Pumpkin 5 14, Lettuce 22, _ |
# Bean 1 16, Carrot 2, _, _, _
GARDEN = {(0, 0): 9, (1, 0): 21, (2, 0): 7, (3, 0): 8, (4, 0): 18,
          (0, 1): 13, (2, 1): 5, (3, 1): 14, (4, 1): 22,
          (0, 2): 1, (1, 2): 16, (2, 2): 2}


def _situation(offer, unseen, left_after, supply=4, hive=2, compost=0):
    return Situation(garden=dict(GARDEN), supply=supply, hive=hive, offer=offer,
                     unseen=list(unseen), left_after=left_after,
                     turns_left_round=left_after, final_round=True, tiles={}, face_down={},
                     neighbours=(), fixed=True, compost=compost, solo=True)


def _brute(sit, m, chances, bonus):
    """E[best play] over every order of the unseen cards, scored by the engine.
    ``chances(r)``: [(Neighbour, chance)] when the later draws reveal r tokens (the
    Neighbour number of the higher-numbered card each leaves, G-5)."""
    data = load()
    g0 = dict(sit.garden)
    comp0 = 1 if m.slot in g0 else 0
    g0[m.slot] = m.card
    d = BEE_DELTA[m.position]
    memo = {}

    def final(garden, supply, compost, r):
        key = (frozenset(garden.items()), supply >= 6, compost, r)
        if key not in memo:
            def total(g):
                return breakdown(g, (), (), sit.compost + compost, supply, True, data)[-1][1]

            def worth(x):
                return x + (bonus if x >= 101 else 0)
            ch = chances(r)
            v = (1 - sum(p for _, p in ch)) * worth(total(garden))
            for nb, p in ch:
                slot = nbmod.card_taken(nb, garden, data)
                g2 = {s: n for s, n in garden.items() if s != slot}
                v += p * worth(total(g2))
            memo[key] = v
        return memo[key]

    def slots(garden):
        opens = open_slots(garden, True)
        return opens + sorted(garden) if len(opens) < 3 else opens

    def plays(garden, draw, supply, hive):
        """(garden after, supply, hive, new Compost, tokens revealed) of each legal
        planting of a draw."""
        for pos, card in enumerate(draw):
            if (pos == 0 and supply < 1) or (pos == 2 and hive < 1):
                continue
            left = [c for c in draw if c != card]
            reveal = data.vegetables[max(left)].neighbour_number
            for s in slots(garden):
                g = dict(garden)
                g[s] = card
                yield g, supply + BEE_DELTA[pos], hive - BEE_DELTA[pos], int(s in garden), reveal

    unseen = sorted(sit.unseen)
    if sit.left_after == 1:
        vals = [max(final(g, sup, comp0 + c, r) for g, sup, _, c, r in
                    plays(g0, order, sit.supply + d, sit.hive - d))
                for order in permutations(unseen)]
        return sum(vals) / len(vals)
    total = 0.0
    firsts = list(permutations(unseen, 3))
    for first in firsts:
        rest = [c for c in unseen if c not in first]
        best = None
        for g1, s1, h1, c1, r1 in plays(g0, first, sit.supply + d, sit.hive - d):
            lasts = [max(final(g2, s2, comp0 + c1 + c2, r1 + r2) for g2, s2, _, c2, r2 in
                         plays(g1, order, s1, h1))
                     for order in permutations(rest)]
            v = sum(lasts) / len(lasts)
            best = v if best is None else max(best, v)
        total += best
    return total / len(firsts)


@pytest.mark.parametrize("left_after", [1, 2])
def test_endgame_equals_brute_force(left_after):
    """Two draws (20 splits x 36 orders) and one draw (6 orders) are exact, with two
    Neighbours that may act, their chances depending on the tokens the later draws reveal
    (the card left by each planting, G-5), and the Blue bonus per outcome."""
    data = load()
    unseen = (17, 6, 11, 12, 25, 30)[:3 * left_after]
    sit = _situation((20, 10, 3), unseen, left_after)
    assert applies(sit)
    planner = Planner(Evaluator(fixed=True), use_risk=False)
    sallie, horace = data.neighbours["sallie"], data.neighbours["horace"]

    def chances(r):
        return [(sallie, 0.1 * min(r, 6)), (horace, 0.3 - 0.04 * min(r, 6))]

    eg = Endgame(planner, sit, chances, [sallie, horace])
    bonus = Weights().blue_bonus
    moves = [m for m in plant_moves(sit) if not m.compost][:: 4]
    assert len(moves) >= 4
    values = []
    for m in moves:
        values.append(eg.value(m))
        assert values[-1] == pytest.approx(_brute(sit, m, chances, bonus)), m
    flat = Endgame(planner, sit, chances(0), [sallie, horace])
    assert any(abs(flat.value(m) - v) > 0.01 for m, v in zip(moves, values))


def test_leader_chances_exact():
    """leader_chances against every ordered draw of the face-down tokens (G-5, G-6): only a
    Neighbour with strictly the most tokens visits."""
    from collections import Counter
    from fractions import Fraction

    tiles = {"sallie": 2, "horace": 1}
    face_down = {"sallie": 1, "horace": 2, "mayor": 3, "grasshopper": 1}
    nbs = ("carrotbody", "mayor", "sallie", "horace")
    pool = [k for k, c in sorted(face_down.items()) for _ in range(c)]
    for t in range(0, len(pool) + 1):
        want = Counter()
        draws = list(permutations(range(len(pool)), t))
        for d in draws:
            tok = {k: tiles.get(k, 0) for k in nbs}
            for i in d:
                if pool[i] in tok:
                    tok[pool[i]] += 1
            best = max(tok.values())
            leaders = [k for k, v in tok.items() if v == best]
            if best > 0 and len(leaders) == 1:
                want[leaders[0]] += Fraction(1, len(draws))
        got = leader_chances(tiles, face_down, nbs, t)
        for k in nbs:
            assert got[k] == pytest.approx(float(want[k])), (t, k)
    assert leader_chances(tiles, face_down, nbs, 0)["sallie"] == 1.0
    assert leader_chances({}, face_down, nbs, 0) == dict.fromkeys(nbs, 0.0)


def test_endgame_counts_the_blue_bonus_only_when_the_ribbon_holds():
    """The bonus is weighed by the chance the garden keeps 101+ (G-11) after the last
    Neighbour phase.  Garden of test_garden_ai._last_planting without Salsify 17: planting
    it at the right end of row 1 (the right card: fifth Bee) leaves 98 points before the
    last draw of Radish 3, Radish 20 and Bean 10; a Radish in the right position (4 of the
    6 orders) completes the Promenade pair and brings the sixth Bee: 104, the Blue Ribbon.
    If Sallie takes the lowest card (Bean 1, G-7) the Bean pair is lost: 98."""
    garden = {(0, 0): 9, (1, 0): 21, (2, 0): 7, (3, 0): 8, (4, 0): 18,
              (0, 1): 13, (1, 1): 6, (2, 1): 5, (3, 1): 14, (4, 1): 22,
              (0, 2): 1, (1, 2): 16, (2, 2): 2, (3, 2): 11, (5, 2): 12}
    sit = Situation(garden=garden, supply=4, hive=2, offer=(30, 25, 17), unseen=[3, 20, 10],
                    left_after=1, turns_left_round=1, final_round=True, tiles={},
                    face_down={}, neighbours=(), fixed=True, solo=True)
    duo = Situation(**{**sit.__dict__, "solo": False})
    assert applies(sit) and not applies(duo)
    planner = Planner(Evaluator(fixed=True), use_risk=False)
    m = next(m for m in plant_moves(sit) if m.slot == (5, 0) and m.card == 17)
    assert m.position == 2
    calm = Endgame(planner, sit, []).value(m)
    no_bonus = Endgame(planner, duo, []).value(m)
    assert calm - no_bonus == pytest.approx(Weights().blue_bonus * 4 / 6)
    sallie = load().neighbours["sallie"]
    half = Endgame(planner, sit, [(sallie, 0.5)]).value(m)
    assert half == pytest.approx((calm + Endgame(planner, sit, [(sallie, 1.0)]).value(m)) / 2)
    assert Endgame(planner, sit, [(sallie, 1.0)]).value(m) < no_bonus


def test_endgame_applies_to_the_last_two_solo_decisions_only():
    """applies(): solo, final round (G-6), one or two plantings after this one and exactly
    their cards unseen (rulebook, 1 player: 15 cards a round, three a draw); never in a
    two-player game (G-12)."""
    state = GAME.new_state(1, {"neighbours": "original"}, 3)
    seen = []
    while not state.is_terminal():
        view = state.view(0)
        sit = situation(view)
        seen.append((sit.left_after, applies(sit)))
        state.apply(state.legal_actions()[0])
    assert [left for left, ok in seen if ok] == [2, 1]
    duo = GAME.new_state(2, None, 3)
    while not duo.is_terminal():
        seat = duo.current_player()
        view = duo.view(seat)
        if view.offer and any(c is not None for c in view.offer):
            assert not applies(situation(view))
        duo.apply(duo.legal_actions()[0])


def test_endgames_chances_follow_the_tokens_revealed():
    """Endgames gives each move the chances of the tokens its own card left reveals plus
    the later draws' (leader_chances, G-5), for the card-taking Neighbours in play."""
    sit = _situation((20, 10, 3), (17, 6, 11, 12, 25, 30), 2)
    sit.neighbours = ("sallie", "horace", "mayor", "carrotbody")
    sit.tiles = {"sallie": 3, "horace": 1}
    sit.face_down = {"sallie": 3, "horace": 5, "mayor": 6, "carrotbody": 6}
    planner = Planner(Evaluator(fixed=True))
    egs = Endgames(planner, sit)
    assert [nb.id for nb in egs.takers()] == list(sit.neighbours)
    for now, later in ((1, 0), (3, 2), (2, 4)):
        ch = leader_chances(sit.tiles, sit.face_down, sit.neighbours, now + later)
        got = {nb.id: p for nb, p in egs.chances(now, later)}
        assert got == {k: pytest.approx(p) for k, p in ch.items() if p > 0}
    for m in plant_moves(sit)[:3]:
        rest = [c for c in sit.offer if c != m.card]
        now = planner.tb.card_nb[max(rest)]
        want = Endgame(planner, sit, lambda r, now=now: egs.chances(now, r), egs.takers())
        assert egs.value(m) == pytest.approx(want.value(m))


def test_fast_score_equals_the_engine_scorer():
    """ai_eval.score_now (the endgame's scorer) gives the engine's total (G-10, G-11; no
    Compost, Roses or Grasshoppers) on random legal gardens, fixed and floating, and on
    full plots built to earn the Awards."""
    import random

    from rules.garden.ai_eval import score_now, tables
    tb = tables()
    data = load()
    rng = random.Random(11)
    nums = list(data.vegetables)
    awards_seen = set()
    for trial in range(600):
        fixed = trial % 4 == 0
        garden = {}
        rng.shuffle(nums)
        for n in nums[:rng.randint(0, 18)]:
            slots = open_slots(garden, fixed)
            if not slots:
                break
            garden[rng.choice(slots)] = n
        if trial % 3 == 0:  # long runs of one type, so Awards occur
            types = list(tb.type_cards)
            garden = {(c, r): types[(c // 2 + r * (trial % 4)) % 9][(c % 2 + r) % 3]
                      for c in range(6) for r in range(3) if rng.random() < 0.9}
        supply = rng.randint(0, 6)
        grid = {s: tb.card_type[n] for s, n in garden.items()}
        lines = breakdown(garden, (), (), 0, supply, fixed, data)
        awards_seen.update(label for label, _ in lines if label.startswith("Award"))
        assert score_now(grid, supply, fixed, tb) == lines[-1][1], garden
    assert len(awards_seen) >= 5, awards_seen


def test_act_chances_exact_over_the_later_draws():
    """Planner.act_chances (G-5, G-6): this turn's tokens plus, for each later turn of the
    round, the Neighbour number of the higher-numbered of two unseen cards; checked against
    every pair (one later turn) and every two disjoint pairs' sums (two later turns, pairs
    drawn independently as the model says)."""
    from itertools import combinations

    data = load()
    sit = _situation((20, 10, 3), (17, 6, 11, 12, 25, 30), 2)
    sit.neighbours = ("sallie", "horace", "mayor", "carrotbody")
    sit.tiles = {"sallie": 2, "horace": 1}
    sit.face_down = {"sallie": 4, "horace": 5, "mayor": 6, "carrotbody": 6, "grasshopper": 2}
    planner = Planner(Evaluator(fixed=True))
    nb_of = {n: v.neighbour_number for n, v in data.vegetables.items()}
    pairs = list(combinations(sit.unseen, 2))
    reveals = [nb_of[max(p)] for p in pairs]
    for turns in (0, 1, 2):
        sit.turns_left_round = turns
        sums = [0]
        for _ in range(turns):
            sums = [a + b for a in sums for b in reveals]
        got = planner.act_chances(sit, 2)
        for k in sit.neighbours:
            want = sum(leader_chances(sit.tiles, sit.face_down, sit.neighbours, 2 + r)[k]
                       for r in sums) / len(sums)
            assert got[k] == pytest.approx(want), (turns, k)
        assert 0 < sum(got.values()) < 1


def test_last_planting_scored_per_outcome():
    """The last solo planting (applies_last) is scored exactly: the engine's total of the
    final garden, and if a Neighbour alone leads the tokens (G-5, G-6) the total after it
    takes its card (G-7), with the Blue bonus only where 101 is kept (G-11).  Garden of
    test_garden_ai._last_planting: Radish 3 at (4, 2) from the right makes 104."""
    from rules.garden.ai_search import choose_move

    garden = {(0, 0): 9, (1, 0): 21, (2, 0): 7, (3, 0): 8, (4, 0): 18, (5, 0): 17,
              (0, 1): 13, (1, 1): 6, (2, 1): 5, (3, 1): 14, (4, 1): 22,
              (0, 2): 1, (1, 2): 16, (2, 2): 2, (3, 2): 11, (5, 2): 12}
    bonus = Weights().blue_bonus
    data = load()
    for tiles, want in (({"sallie": 2, "horace": 2}, 104 + bonus),   # tie: nobody visits
                        ({"sallie": 3, "horace": 2}, 98)):           # Sallie takes Bean 1
        sit = Situation(garden=dict(garden), supply=5, hive=1, offer=(20, 10, 3), unseen=[],
                        left_after=0, turns_left_round=0, final_round=True, tiles=tiles,
                        face_down={}, neighbours=("carrotbody", "mayor", "sallie", "horace"),
                        fixed=True, solo=True)
        planner = Planner(Evaluator(fixed=True))
        egs = Endgames(planner, sit)
        m = next(m for m in plant_moves(sit) if m.card == 3 and m.slot == (4, 2))
        assert egs.final_value(m) == pytest.approx(want)
        if tiles["sallie"] == 3:
            g = dict(garden)
            g[(4, 2)] = 3
            taken = nbmod.card_taken(data.neighbours["sallie"], g, data)
            assert g[taken] == 1
            del g[taken]
            assert breakdown(g, (), (), 0, 6, True, data)[-1][1] == want
        best, ranked = choose_move(planner, sit, True, budget=None)
        assert ranked[0][1] == max(egs.final_value(x) for x, _ in ranked)
        assert best == ranked[0][0]
