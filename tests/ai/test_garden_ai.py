"""Tests of the Garden AI (rules/garden/ai.py, ai_eval.py, ai_search.py): legal choices at
both levels and every decision kind, repeatable with a seed, no leak of the deck order
(RULINGS C-3), the heuristic far above random, the evaluation's Award test equal to the
engine's (G-10), the hint for the three offered cards."""
from __future__ import annotations

import random

import pytest

from rules.ai.registry import make_agent
from rules.core import observe
from rules.garden import GAME, scoring
from rules.garden.actions import Plant
from rules.garden.ai import HEURISTIC, SEARCH, hint, situation, unseen_cards
from rules.garden.ai_eval import awards_now, open_slots, tables
from rules.garden.data import load

#: A quick search (two moves re-scored, no clock) so the tests are fast and repeatable.
QUICK_SEARCH = {"top_k": 2, "time_budget": None}


def play(state, agents, seed):
    rngs = [random.Random(seed * 10 + i) for i in range(len(agents))]
    kinds = set()
    while not state.is_terminal():
        seat = state.current_player()
        obs = observe(state, seat)
        a = agents[seat].choose(obs, rngs[seat])
        assert a in obs.legal, f"{a} is not legal"
        kinds.add(type(a).__name__)
        state.apply(a)
    return state, kinds


def test_registry_builds_both_levels():
    assert make_agent("garden", "heuristic").level == "heuristic"
    assert make_agent("garden", "search").level == "search"


def test_search_plays_a_legal_solo_game():
    state, kinds = play(GAME.new_state(1, None, 3), [SEARCH(**QUICK_SEARCH)], 3)
    assert kinds == {"Plant"}
    assert len(state.gardens[0]) >= 12


def test_two_players_and_options_every_decision_is_legal():
    # Ned's seat (G-12): planting and passing; Grasshoppers (G-8)
    opts = {"grasshoppers": "on", "neighbours": "random"}
    _, kinds = play(GAME.new_state(2, opts, 5), [HEURISTIC(), SEARCH(**QUICK_SEARCH)], 5)
    assert {"Plant", "Pass"} <= kinds
    # Roses (G-9) and the fixed plot (G-2), solo
    opts = {"roses": "on", "fixed_plot": "on", "grasshoppers": "on"}
    state, kinds = play(GAME.new_state(1, opts, 11), [HEURISTIC()], 11)
    assert all(0 <= c < 6 and 0 <= r < 3 for c, r in state.gardens[0])
    assert "Plant" in kinds


def test_deterministic_with_seed():
    state = GAME.new_state(1, None, 21)
    for _ in range(4):
        state.apply(HEURISTIC().choose(observe(state, 0), random.Random(0)))
    obs = observe(state, 0)
    for cls, kw in ((HEURISTIC, {}), (SEARCH, QUICK_SEARCH)):
        a1 = cls(**kw).choose(obs, random.Random(7))
        a2 = cls(**kw).choose(obs, random.Random(7))
        assert a1 == a2


def test_no_leak_deck_order_does_not_change_the_choice():
    """C-3: two states that differ only in the order of the unseen deck give the same view
    and the same choice at both levels."""
    base = GAME.new_state(1, None, 33)
    for _ in range(3):
        base.apply(HEURISTIC().choose(observe(base, 0), random.Random(0)))
    s1 = base.determinize(0, random.Random(1))
    s2 = base.determinize(0, random.Random(2))
    assert s1.deck != s2.deck
    assert s1.view(0) == s2.view(0)
    for cls, kw in ((HEURISTIC, {}), (SEARCH, QUICK_SEARCH)):
        assert cls(**kw).choose(observe(s1, 0), random.Random(5)) == \
            cls(**kw).choose(observe(s2, 0), random.Random(5))


def test_unseen_cards_are_exactly_the_deck_cards():
    state = GAME.new_state(1, None, 8)
    for _ in range(5):
        state.apply(HEURISTIC().choose(observe(state, 0), random.Random(0)))
    view = state.view(0)
    assert unseen_cards(view) == sorted(c for c in state.deck if c != 0)
    sit = situation(view)
    assert sit.left_after == 15 - 5 - 1
    assert sit.turns_left_round == 4  # 15 cards a round, 3 a turn, one turn being played


def test_heuristic_beats_random_by_a_wide_margin():
    seeds = range(100, 120)
    heur, rand = [], []
    for seed in seeds:
        s, _ = play(GAME.new_state(1, None, seed), [HEURISTIC()], seed)
        heur.append(s.total(0))
        s, _ = play(GAME.new_state(1, None, seed), [make_agent("garden", "random")], seed)
        rand.append(s.total(0))
    assert sum(heur) / len(heur) >= sum(rand) / len(rand) + 40
    assert sum(h > r for h, r in zip(heur, rand)) >= 18


def test_award_check_agrees_with_the_engine():
    """G-10 / G-3: the AI's fast Award test equals rules.garden.scoring.awards."""
    tb = tables()
    data = load()
    rng = random.Random(4)
    nums = list(data.vegetables)
    for trial in range(400):
        fixed = trial % 5 == 0
        garden = {}
        rng.shuffle(nums)
        want = rng.randint(1, 18)
        for n in nums[:want]:
            slots = open_slots(garden, fixed)
            if not slots:
                break
            # bias towards same types next to each other so Awards actually occur
            garden[rng.choice(slots)] = n
        if trial % 3 == 0:  # a full plot with long runs of one type
            types = list(tb.type_cards)
            garden = {(c, r): types[(c // 2 + r * (trial % 4)) % 9][(c % 2 + r) % 3]
                      for c in range(6) for r in range(3)}
        supply = rng.randint(0, 6)
        grid = {s: tb.card_type[n] for s, n in garden.items()}
        assert awards_now(grid, supply, fixed, tb) == dict(
            scoring.awards(garden, supply, fixed, data))


def test_hint_one_entry_per_offered_card():
    state = GAME.new_state(1, None, 2)
    for turn in range(6):
        view = state.view(0)
        legal = state.legal_actions()
        hints = hint(view, legal)
        offered = [c for c in view.offer if c is not None]
        assert len(hints) == len(offered) == 3
        for (action, reason), card in zip(hints, offered):
            assert reason.strip()
            if action is not None:
                assert isinstance(action, Plant) and action.card == card and action in legal
                # the card named as on the table: "Plant the Bean 10 ..." (not "Bean (10)")
                assert reason.startswith(f"Plant the {load().card_name(card)} ")
        assert sum("This is the move I would make" in r for _, r in hints) == 1
        state.apply(HEURISTIC().choose(observe(state, 0), random.Random(0)))


def test_hint_gap_says_when_it_counts_the_blue_ribbon():
    """Solo, the AI's values hold the Blue Ribbon bonus times its chance (G-11,
    Weights.blue_sigma), so "N points worse than my pick" says it counts that chance; with
    two players (no ribbon bonus) it does not."""
    said = {1: [], 2: []}
    for players in (1, 2):
        for seed in range(2, 8):
            state = GAME.new_state(players, None, seed)
            seat = state.current_player()
            said[players] += [r for _, r in hint(state.view(seat), state.legal_actions())
                              if "worse than my pick" in r]
    assert said[1] and all(r.endswith(", counting the chance of a Blue Ribbon.)")
                           for r in said[1])
    assert said[2] and not any("Blue Ribbon" in r for r in said[2])


def test_hint_leaves_the_blue_ribbon_out_once_it_is_out_of_reach():
    """A tester read "counting the chance of a Blue Ribbon" late in games far below 101:
    with random play to the 13th planting (gardens of -12 to 8 points) the gap is given
    without it; the chance the words stand for adds nothing there (blue_counts)."""
    from rules.garden.ai import blue_counts

    seen = 0
    for seed in range(10):
        rng = random.Random(seed)
        state = GAME.new_state(1, None, seed)
        while not (state.phase == "plant" and state.planted[0] == 12):
            state.apply(rng.choice(state.legal_actions()))
        view = state.view(0)
        hints = hint(view, state.legal_actions())
        worse = [r for _, r in hints if "worse than my pick" in r]
        assert not any("Blue Ribbon" in r for r in worse), (seed, worse)
        seen += len(worse)
        agent = make_agent("garden", "heuristic")
        sit = situation(view)
        planner = agent.planner(sit.fixed, sit.solo)
        top = agent.rank(view)[0][1]
        assert not blue_counts(planner, sit, top)
        assert blue_counts(planner, sit, 101.0)             # a garden near the line: said
    assert seen >= 5


def test_hint_says_why_a_card_cannot_be_taken():
    state = GAME.new_state(1, None, 2)
    state.supply[0] = 0  # no Bee: the left card cannot be taken (G-4)
    view = state.view(0)
    hints = hint(view, state.legal_actions())
    assert hints[0][0] is None and "Bee" in hints[0][1]
    with pytest.raises(ValueError):
        state2 = GAME.new_state(2, None, 2)
        state2.apply(state2.legal_actions()[0])
        hint(state2.view(state2.current_player()), state2.legal_actions())


def test_neighbour_targets_agree_with_the_engine():
    """G-7: the AI's fast choice of the card each Neighbour takes equals
    rules.garden.neighbours.card_taken, for all ten Neighbours."""
    from rules.garden import neighbours as nbmod
    from rules.garden.ai_eval import target
    tb = tables()
    data = load()
    rng = random.Random(9)
    nums = list(data.vegetables)
    for trial in range(300):
        rng.shuffle(nums)
        garden = {}
        for n in nums[:rng.randint(1, 15)]:
            garden[rng.choice(open_slots(garden, False))] = n
        grid = {s: tb.card_type[n] for s, n in garden.items()}
        for nb in data.neighbours.values():
            if nb.rule in nbmod.TAKING_RULES:
                assert target(nb, grid, garden, tb) == nbmod.card_taken(nb, garden, data), nb.id


def _last_planting(solo: bool, compost: int = 0):
    """A garden one planting from the end (G-10, G-11).  Rows: Peas pair, Ruta Baga pair,
    lone Salsify | Pumpkin pair, lone Lettuce and Turnip | Bean pair, Carrot pair, Radish 12.
    The Radish 3 (right) next to Radish 12 completes the Promenade (28 + 8 + 18 pair points,
    Mixed Plot 30, Promenade 14 = 98) and brings the sixth Bee (Bee's Knees): 104.  The
    Radish 20 (left) in the same slot pays a Bee instead: 98."""
    from rules.garden.ai_eval import Evaluator
    from rules.garden.ai_search import Planner, Situation, plant_moves
    garden = {(0, 0): 9, (1, 0): 21, (2, 0): 7, (3, 0): 8, (4, 0): 18, (5, 0): 17,
              (0, 1): 13, (1, 1): 6, (2, 1): 5, (3, 1): 14, (4, 1): 22,
              (0, 2): 1, (1, 2): 16, (2, 2): 2, (3, 2): 11, (5, 2): 12}
    sit = Situation(garden=garden, supply=5, hive=1, offer=(20, 10, 3), unseen=[],
                    left_after=0, turns_left_round=0, final_round=True, tiles={},
                    face_down={}, neighbours=(), compost=compost, solo=solo)
    planner = Planner(Evaluator(), use_risk=False)
    moves = plant_moves(sit)
    return planner, sit, moves, planner.heuristic_values(sit, moves)


def test_blue_bonus_on_the_last_planting_solo_only():
    """Weights.blue_bonus (G-11): a final garden of 101+ is worth the bonus more, solo only;
    earlier Compost (-2 each) counts toward the threshold."""
    from rules.garden.ai_eval import Weights
    bonus = Weights().blue_bonus
    assert bonus > 0
    planner, _, moves, solo = _last_planting(True)
    _, _, _, duo = _last_planting(False)
    _, _, _, composted = _last_planting(True, compost=3)            # 104 - 6 = 98: no ribbon
    blue_move = next(i for i, m in enumerate(moves) if m.position == 2 and m.slot == (4, 2))
    left_move = next(i for i, m in enumerate(moves) if m.position == 0 and m.slot == (4, 2))
    assert duo[blue_move] == pytest.approx(104)                     # the evaluation is exact
    assert duo[left_move] == pytest.approx(98)                      # at the end of the game
    assert solo[blue_move] - duo[blue_move] == pytest.approx(bonus)
    assert solo[left_move] == pytest.approx(duo[left_move])         # 98: no bonus
    assert composted[blue_move] == pytest.approx(duo[blue_move])    # Compost: below 101
    for i in range(len(moves)):                                     # bonus only at 101+
        assert solo[i] - duo[i] in (0, pytest.approx(bonus))
        assert (solo[i] > duo[i]) == (duo[i] >= 101)


def _mid_game(seed: int, plantings: int):
    """The view of a seeded solo game (Original Neighbours) after ``plantings`` heuristic
    plantings, as a Situation."""
    state = GAME.new_state(1, {"neighbours": "original"}, seed)
    agent = HEURISTIC()
    rng = random.Random(seed)
    done = 0
    while done < plantings:
        obs = observe(state, 0)
        a = agent.choose(obs, rng)
        done += isinstance(a, Plant)
        state.apply(a)
    return situation(observe(state, 0).view)


def test_blue_chance_before_the_last_planting():
    """Weights.blue_sigma (G-11, solo): before the last planting the Blue bonus is weighed
    by the chance to reach 101, a normal spread of blue_sigma * sqrt(plantings left) around
    the estimate; at the last planting it is the step of the final garden; never in a
    two-player game; earlier Compost raises the line."""
    from dataclasses import replace
    from rules.garden.ai_eval import Evaluator, Weights
    from rules.garden.ai_search import Planner
    w = Weights(blue_sigma=10.0)
    planner = Planner(Evaluator(w))
    sit = _mid_game(3, 6)
    assert sit.solo and sit.compost == 0
    bonus = w.blue_bonus
    chance = planner.blue_chance
    assert chance(sit, 101, 4) == pytest.approx(bonus / 2)
    row = [chance(sit, v, 4) for v in (60, 80, 95, 101, 110, 140)]
    assert row == sorted(row) and 0 < row[0] < row[-1] < bonus
    assert chance(sit, 90, 9) > chance(sit, 90, 1)                  # more to come: flatter
    assert chance(sit, 100, 0) == 0 and chance(sit, 101, 0) == bonus
    assert chance(replace(sit, solo=False), 120, 4) == 0
    assert chance(replace(sit, compost=2), 105, 4) == pytest.approx(bonus / 2)
    assert Planner(Evaluator(Weights(blue_sigma=0.0))).blue_chance(sit, 120, 4) == 0


def test_blue_chance_adds_to_the_static_values_not_to_the_neighbour_risk():
    """The static value of every planting rises by its Blue chance (solo, blue_sigma > 0);
    the Neighbour risk is still measured against the garden's value alone, so it is the
    same with and without the bonus (G-7)."""
    from rules.garden.ai_eval import Evaluator, Weights
    from rules.garden.ai_search import Planner, plant_moves
    checked = 0
    for seed in (3, 8):
        sit = _mid_game(seed, 6)
        assert sit.neighbours and sit.left_after > 0
        moves = plant_moves(sit)
        values = {}
        for sigma in (0.0, 10.0):
            for risk in (False, True):
                p = Planner(Evaluator(Weights(blue_sigma=sigma)), use_risk=risk)
                values[sigma, risk] = p.heuristic_values(sit, moves)
        p10 = Planner(Evaluator(Weights(blue_sigma=10.0)))
        plain = values[0.0, False]
        top = sorted(range(len(moves)), key=lambda i: -plain[i])[:16]
        for i in top:
            lift = p10.blue_chance(sit, plain[i], sit.left_after)
            assert values[10.0, False][i] == pytest.approx(plain[i] + lift)
            risk0 = plain[i] - values[0.0, True][i]
            risk10 = values[10.0, False][i] - values[10.0, True][i]
            assert risk10 == pytest.approx(risk0)
            checked += risk0 > 0.01 and lift > 0.01
    assert checked >= 5                                    # real risks and real lifts


def _rank_differs(players: int, seed: int) -> tuple[int, int]:
    """(planting decisions, decisions whose ranked values change) in a seeded heuristic
    game when ``Weights.rho_two_player`` is set to the solo ``rho``."""
    from rules.garden.ai_eval import Weights
    default = HEURISTIC()
    same_rho = HEURISTIC(Weights(rho_two_player=Weights().rho))
    state = GAME.new_state(players, None, seed)
    rngs = [random.Random(seed * 10 + i) for i in range(players)]
    decisions = changed = 0
    while not state.is_terminal():
        seat = state.current_player()
        obs = observe(state, seat)
        if isinstance(obs.legal[0], Plant):
            decisions += 1
            a = [v for _, v in default.rank(obs.view)]
            b = [v for _, v in same_rho.rank(obs.view)]
            changed += a != b
        state.apply(default.choose(obs, rngs[seat]))
    return decisions, changed


def test_two_player_evaluation_takes_the_two_player_rho():
    # G-12: a third of each two-player offer is the card the other player chose to pass,
    # so a needed card is less likely to be taken; the evaluation says so (rho_two_player)
    # in the two-player game and only there
    decisions, changed = _rank_differs(2, 8)
    assert decisions == 30 and changed >= 10
    decisions, changed = _rank_differs(1, 8)
    assert decisions == 15 and changed == 0


def test_hint_names_the_neighbour_sure_to_visit_and_the_card_it_would_take():
    """A first-time tester followed a hint that planted Turnip 42 while the Mayor of Onion
    Town "would visit now"; he took it, and the hint had not said so.  When one card-taking
    Neighbour is sure to act (here: all six of his tokens are on his tile on the round's
    last planting, G-5/G-6), the hint for the AI's pick names him and the card he would take
    (G-7).  A last planting is never told it "leaves room" for another card."""
    from rules.garden import neighbours as nbmod
    from rules.garden.ai import PLANTS_PER_GAME
    data = load()
    named = 0
    for seed in range(6):
        for leader in ("mayor", "sallie", "carrotbody", "horace"):
            st = GAME.new_state(1, {"neighbours": "original"}, seed)
            agent = make_agent("garden", "heuristic")
            rng = random.Random(seed)
            while observe(st, 0).view.planted[0] < 4:       # to round 1's fifth planting
                st.apply(agent.choose(observe(st, 0), rng))
            st.tiles = {k: (6 if k == leader else 0) for k in st.tiles}
            st.face_down = sorted(t for t in st.face_down if t != leader)
            obs = observe(st, 0)
            assert obs.view.phase == "plant"
            act, why = next(e for e in hint(obs.view, obs.legal, None) if e[1].endswith("make."))
            nb = data.neighbours[leader]
            g = {(c, r): n for c, r, n in obs.view.gardens[0]}
            g[(act.col, act.row)] = act.card
            slot = nbmod.card_taken(nb, g, data)
            if slot is None:                        # the Mayor with no Turnip, Salsify, Radish
                assert "likely to visit" not in why, why
                continue
            name = nb.name[0].lower() + nb.name[1:] if nb.name.startswith("The ") else nb.name
            assert f"{name} is likely to visit (100 %)" in why, why
            taken = "it" if g[slot] == act.card else f"the {data.card_name(g[slot])}"
            assert why.endswith(f"would take {taken}. This is the move I would make."), why
            named += 1
    assert named >= 12
    last = 0
    for seed in range(8):
        st = GAME.new_state(1, {"neighbours": "original"}, seed)
        agent = make_agent("garden", "heuristic")
        rng = random.Random(seed)
        while not st.is_terminal():
            obs = observe(st, 0)
            if obs.view.phase == "plant" and obs.view.planted[0] == PLANTS_PER_GAME - 1:
                assert all("leaves room" not in w for _, w in hint(obs.view, obs.legal, None))
                last += 1
            st.apply(agent.choose(obs, rng))
    assert last == 8


def test_hint_points_count_the_grasshoppers():
    """A tester: "Pumpkin 23 … joins the Pumpkin next to it (+4 points)" while the total
    went from 71 to 73, the Grasshoppers taking 2 (G-8).  The hint's "(+N points)" is the
    change of the scored Vegetables minus the change of the Grasshopper penalties."""
    from rules.garden.ai import explain
    from rules.garden.ai_search import Move
    for seed in range(30):
        st = GAME.new_state(1, {"neighbours": "original", "grasshoppers": "on"}, seed)
        agent = make_agent("garden", "heuristic")
        rng = random.Random(seed)
        while not st.is_terminal():
            obs = observe(st, 0)
            v = obs.view
            if v.phase == "plant" and v.grasshoppers[0]:
                agent.rank(v)
                planner = agent.planner(False, True)
                for a in obs.legal:
                    g0 = {(c, r): n for c, r, n in v.gardens[0]}
                    g1 = dict(g0)
                    g1[(a.col, a.row)] = a.card
                    h = v.grasshoppers[0]
                    before = scoring.breakdown(g0, h, (), 0, 0, False, load())
                    after = scoring.breakdown(g1, h, (), 0, 0, False, load())

                    def veg(lines):
                        return sum(p for k, p in lines if "scored" in k or k == "Grasshoppers")
                    d = veg(after) - veg(before)
                    pen = dict(after).get("Grasshoppers", 0) - dict(before).get("Grasshoppers", 0)
                    if pen and (a.col, a.row) not in g0:
                        why = explain(v, Move(v.offer.index(a.card), a.card, (a.col, a.row),
                                              False), planner)
                        if "joins" in why:
                            assert f"({d:+d} points)" in why, (why, d)
                            return
            st.apply(agent.choose(obs, rng))
    raise AssertionError("no planting beside a Grasshopper's card was found")


def test_hint_says_a_plural_neighbour_are_likely_to_visit():
    """G-7 names plural Neighbours (data ``plural``: Duke & Duchess Peapod, the
    Ferwig-Radishers); the hint's visit clause agrees: "are likely to visit"."""
    st = GAME.new_state(1, {"neighbours": "original"}, 3)
    agent = make_agent("garden", "heuristic")
    rng = random.Random(3)
    while observe(st, 0).view.planted[0] < 4:
        st.apply(agent.choose(observe(st, 0), rng))
    st.neighbours = ("peapod", "mayor", "sallie", "horace")
    st.tiles = {"peapod": 6, "mayor": 0, "sallie": 0, "horace": 0}
    st.face_down = sorted(k for k in ("mayor", "sallie", "horace") for _ in range(6))
    obs = observe(st, 0)
    words = [w for _, w in hint(obs.view, obs.legal, None)]
    assert any("Duke & Duchess Peapod are likely to visit (100 %)" in w for w in words), words
    assert not any(" is likely" in w for w in words)


def test_the_solo_search_player_weighs_the_bees_knees_less():
    """Session 14: the solo search player, whose last three plantings are exact
    (ai_endgame, the Bees included), weighs the Bee's Knees (G-10) by
    ``Weights.bees_knees_endgame``; the heuristic level (and the hint it gives) and both
    levels with two players keep ``award["bees_knees"]`` (0.15 lost games at two players)."""
    from rules.garden.ai import HeuristicAgent, SearchAgent
    from rules.garden.ai_eval import Weights

    w = Weights()
    assert w.bees_knees_endgame < w.award["bees_knees"]
    search, heuristic = SearchAgent(), HeuristicAgent()
    for fixed in (False, True):
        assert search.planner(fixed, True).evaluator.w.award["bees_knees"] == \
            w.bees_knees_endgame
        assert search.planner(fixed, False).evaluator.w.award["bees_knees"] == \
            w.award["bees_knees"]
        assert heuristic.planner(fixed, True).evaluator.w.award["bees_knees"] == \
            w.award["bees_knees"]
    # it shows in the value of a full supply with plantings to come
    low = search.planner(False, True).evaluator.bee_value(6, 6)
    high = heuristic.planner(False, True).evaluator.bee_value(6, 6)
    assert high - low == pytest.approx(6 * (w.award["bees_knees"] - w.bees_knees_endgame))


def test_the_solo_search_player_weighs_the_last_neighbour_phase_less_before_the_endgame():
    """Session 15: in round 3 of a solo game the risk of the last Neighbour phase (G-6,
    G-7) is ``Weights.risk_final`` times the expected loss on the garden as it stands;
    the solo search player, whose last three plantings are exact (ai_endgame), takes
    ``Weights.risk_final_endgame``.  Rounds 1-2 and two-player games are not scaled."""
    from dataclasses import replace

    from rules.garden.ai import HeuristicAgent, SearchAgent
    from rules.garden.ai_eval import Evaluator, Weights
    from rules.garden.ai_search import Planner, plant_moves, unseen_counts

    w = Weights()
    assert w.risk_final == 1.0 and 0 < w.risk_final_endgame < 1.0
    assert SearchAgent().planner(False, True).evaluator.w.risk_final == w.risk_final_endgame
    assert SearchAgent().planner(False, False).evaluator.w.risk_final == w.risk_final
    assert HeuristicAgent().planner(False, True).evaluator.w.risk_final == w.risk_final
    full, half = Planner(Evaluator(w)), Planner(Evaluator(replace(w, risk_final=0.5)))
    checked = 0
    for seed in (3, 8, 11):
        last_round = _mid_game(seed, 11)                  # the 12th planting: round 3
        assert last_round.final_round and last_round.solo
        for sit, scale in ((last_round, 0.5), (_mid_game(seed, 6), 1.0),
                           (replace(last_round, solo=False), 1.0)):
            u = unseen_counts(sit.unseen, full.tb)
            for m in plant_moves(sit)[:12]:
                g, sup, _ = full.after(sit, m)
                base = full.value_of_garden(g, sup, sit.left_after, u)
                r1 = full.risk(sit, m, g, sup, u, base)
                r2 = half.risk(sit, m, g, sup, u, base)
                assert r2 == pytest.approx(scale * r1)
                checked += scale < 1 and r1 > 0.1
    assert checked >= 5                                    # real risks were halved


def _pass_decision(hive: int, opponent: dict | None = None):
    """A two-player state at seat 0's pass (G-12): Bean 10 and Pea 37 left over after
    planting Salsify 7, with ``hive`` Bees on the Beehive and the opponent's garden
    ``opponent`` (``{slot: number}``)."""
    from tests.rules.test_garden_helpers import set_offer, state

    s = state(2, seed=1, start=0)
    if opponent:
        s.gardens[1] = dict(opponent)
    set_offer(s, [10, 7, 37])
    s.apply(Plant(7, 0, 0))
    s.hive = hive
    return observe(s, 0)


def test_G12_pass_hint_says_the_opponent_cannot_take_a_card_passed_to_the_right():
    # G-4: with the Beehive empty the right card cannot be chosen; passing there leaves
    # the opponent two cards (a tester read the hint's pass there as a mistake)
    from rules.garden.ai import HeuristicAgent

    agent = HeuristicAgent()
    # a Bean and a Pea there: either leftover is worth more to them than the left card's
    # Bee, so the right place, where they cannot take it, helps them least
    obs = _pass_decision(hive=0, opponent={(0, 0): 1, (2, 0): 9})
    gains = agent.pass_gains(obs.view, obs.legal)
    assert min(gains.values()) > 1.5
    action = agent.choose(obs, random.Random(0))
    assert action.position == "right"
    assert agent.pass_reason(obs.view, obs.legal, action, "Ned") == (
        "Ned could not take it there (the Beehive is empty), so Ned chooses from the other"
        " two.")


def test_G12_pass_hint_gives_the_points_each_leftover_would_add():
    from rules.garden.ai import HeuristicAgent

    agent = HeuristicAgent()
    obs = _pass_decision(hive=2)
    action = agent.choose(obs, random.Random(0))
    gains = agent.pass_gains(obs.view, obs.legal)
    assert set(gains) == {10, 37} and gains[action.card] == min(gains.values())
    other = ({10, 37} - {action.card}).pop()
    name = {10: "Bean 10", 37: "Pea 37"}
    where = {"left": "on the left it costs Ned a Bee", "centre": "in the centre it is free",
             "right": "on the right it gives Ned a Bee"}[action.position]
    assert agent.pass_reason(obs.view, obs.legal, action, "Ned") == (
        f"It helps Ned least: about {gains[action.card]:.0f} points to Ned's garden"
        f" ({name[other]}: about {gains[other]:.0f}); {where}.")


def test_hint_names_a_neighbour_who_may_visit_and_take_the_pick():
    """A tester's solo game (seed 277099, round 3): the hint picked Turnip 42, which the
    Mayor would take if he visits (27 % by the tokens, G-5/G-6/G-7), and said nothing of
    it; from 25 % the Neighbour is named ("may visit"), from 50 % "is likely to visit"."""
    from rules.core import replay

    acts = ["plant 21 0 0", "plant 38 5 0", "plant 28 4 0", "plant 17 3 0", "plant 31 2 0",
            "plant 4 1 0", "plant 9 -1 0", "plant 27 -1 1", "plant 29 4 1", "plant 23 3 1",
            "plant 26 1 2"]
    st, _ = replay(GAME, 1, GAME.check_options({"neighbours": "original", "start": "random"}),
                   277099, acts)
    hints = hint(st.view(0), st.legal_actions())
    pick = next(r for _, r in hints if r.endswith("This is the move I would make."))
    assert pick.startswith("Plant the Turnip 42 ")
    assert "; but the Mayor of Onion Town may visit (27 %) and would take it." in pick
    assert not any("likely to visit" in r for _, r in hints)


def test_hint_gives_as_reasons_the_awards_the_ai_plays_for():
    """An Award the AI hardly counts on (Weights.award: the Four Corners, the Avenue, the
    Bounty, the Monopoly at 0.05-0.2) is not given as the reason for a planting; a tester
    read "brings The Four Corners closer" for a Bean put far from the others.  Over four
    seeded games (heuristic play) the reasons name the Mixed Plot and the Promenade."""
    said = []
    for seed in range(4):
        st = GAME.new_state(1, {"neighbours": "original"}, seed)
        agent = HEURISTIC()
        rng = random.Random(seed)
        while not st.is_terminal():
            obs = observe(st, 0)
            if obs.view.phase == "plant":
                said += [r for _, r in hint(obs.view, obs.legal, agent)]
            st.apply(agent.choose(obs, rng))
    weak = [r for r in said for name in ("Four Corners", "Avenue", "Bounty", "Monopoly")
            if f"brings The {name} closer" in r or f"keeps The {name} open" in r]
    assert not weak, weak[:3]
    assert sum("brings The Mixed Plot closer" in r for r in said) >= 20
    assert any("The Promenade" in r for r in said)


def _early_situation():
    """A solo position of round 1 (seed 3000 after its third planting) with many plantings
    to choose from: the one-draw expectimax, not the exact endgame, re-scores them."""
    state = GAME.new_state(1, {"neighbours": "original"}, 3000)
    agent = make_agent("garden", "heuristic")
    rng = random.Random(0)
    for _ in range(3):
        state.apply(agent.choose(observe(state, 0), rng))
    return situation(observe(state, 0).view)


def test_search_starts_no_rescore_the_longest_so_far_would_carry_past_its_budget():
    """Issue 3's bar is under 1 s per decision: after the first two re-scores (always
    done), choose_move starts another only if the longest one so far still ends within the
    budget.  Fake clock, each re-score 0.3 s, budget 0.85 s: two re-scored (0.6 s); the
    rule before session 20 (start while the clock has not passed the budget) did three and
    ended at 0.9 s.  Each re-score 1 s: still two (at least two moves are compared).  No
    budget: exactly top_k."""
    from rules.garden.ai import SearchAgent
    from rules.garden.ai_search import choose_move

    sit = _early_situation()
    for step, budget, want in ((0.3, 0.85, 2), (0.2, 0.85, 4), (1.0, 0.85, 2),
                               (0.3, None, 10)):
        now = [0.0]
        calls = []
        planner = SearchAgent().planner(sit.fixed, sit.solo)

        def fake_value(s, m, deadline=None, step=step):
            now[0] += step
            calls.append(m)
            return 0.0

        planner.expectimax_value = fake_value
        choose_move(planner, sit, True, budget=budget, top_k=10, clock=lambda: now[0])
        assert len(calls) == want, (step, budget)
        if budget is not None and want > 2:
            assert now[0] <= budget
