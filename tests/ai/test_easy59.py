"""The ``easy`` AI level (a tester's report: "easy" was a uniformly random player, first out
in 8 of 8 human games and 11 of 12 AI-only ones, losing all 23 of its challenges).

Both games' easy agents (rules/intrigue/ai.py ``IntrigueEasy``, rules/garden/ai.py
``EasyAgent``): only legal actions, repeatable with a seed, no use of hidden information
(RULINGS C-3), sensible decisions (Intrigue: challenges rarely and mostly unlikely claims;
Garden: greedy on the points scored now), clearly stronger than ``random`` and weaker than
``heuristic``; the registry keeps ``random``; the app's "easy" seat is this level.
Figures over more games: tests/benchmarks/bench_easy.py.
"""
from __future__ import annotations

import os
import random

import pytest

from rules.ai.base import RandomAgent
from rules.ai.registry import LEVELS, make_agent
from rules.core import observe
from rules.garden import GAME as GARDEN
from rules.garden import scoring
from rules.garden.actions import POSITIONS, Plant
from rules.garden.ai import EASY as GARDEN_EASY
from rules.garden.ai import HEURISTIC as GARDEN_HEURISTIC
from rules.garden.ai import EasyAgent
from rules.intrigue import GAME as INTRIGUE
from rules.intrigue import from_position
from rules.intrigue.ai import (EASY, IntrigueEasy, IntrigueHeuristic, claim_credibility)
from tests.ai.test_ai_intrigue import swap_hidden_card
from tests.ai.test_garden_ai import play as play_garden


# ---------------------------------------------------------------------------- helpers

def intrigue_positions(n: int, seed: int, every: int = 1, limit: int = 400):
    """Live states of a seeded game where easy, heuristic and random seats take turns
    (so easy's own bluffs, blocks and lost challenges come up)."""
    kinds = [IntrigueEasy(), IntrigueHeuristic(), RandomAgent()]
    agents = [kinds[i % 3] for i in range(n)]
    st = INTRIGUE.new_state(n, None, seed)
    rng = random.Random(seed)
    ply = 0
    while not st.is_terminal() and ply < limit:
        if ply % every == 0:
            yield st
        seat = st.current_player()
        st.apply(agents[seat].choose(observe(st, seat), rng))
        ply += 1


def play_intrigue(agents, seed: int):
    """Play a seeded game; returns (winners, seats in order of elimination, actions)."""
    n = len(agents)
    st = INTRIGUE.new_state(n, None, seed)
    rngs = [random.Random(seed * 1009 + i * 7919 + 17) for i in range(n)]
    out, actions = [], []
    for _ in range(5000):
        if st.is_terminal():
            return st.result().winners, out, actions
        seat = st.current_player()
        a = agents[seat].choose(observe(st, seat), rngs[seat])
        assert a in st.legal_actions()
        actions.append((seat, str(a)))
        alive = [bool(h) for h in st.hands]
        st.apply(a)
        out += [s for s in range(n) if alive[s] and not st.hands[s]]
    raise AssertionError(f"game {seed} did not end")


# ---------------------------------------------------------------------------- registry

def test_registry_has_easy_for_both_games_and_keeps_random():
    assert LEVELS == ("random", "easy", "heuristic", "search")
    assert EASY is IntrigueEasy and GARDEN_EASY is EasyAgent
    assert isinstance(make_agent("intrigue", "easy"), IntrigueEasy)
    assert isinstance(make_agent("garden", "easy"), EasyAgent)
    assert make_agent("intrigue", "easy").level == make_agent("garden", "easy").level == "easy"
    assert type(make_agent("intrigue", "random")) is RandomAgent   # --seats random, old records
    assert type(make_agent("garden", "random")) is RandomAgent
    with pytest.raises(ValueError, match="no easy player"):
        make_agent("no_such_game", "easy")
    with pytest.raises(ValueError):
        IntrigueEasy(slip=2.0)
    with pytest.raises(ValueError):
        EasyAgent(slip=-0.1)


# ---------------------------------------------------------------------------- Intrigue

@pytest.mark.parametrize("n", [2, 4, 6, 8])
def test_intrigue_easy_returns_only_legal_actions(n):
    checked, phases = 0, set()
    for seed in range(3):
        for st in intrigue_positions(n, seed, limit=300):
            seat = st.current_player()
            obs = observe(st, seat)
            for s in range(3):
                assert IntrigueEasy().choose(obs, random.Random(s)) in obs.legal
            phases.add(st.phase)
            checked += 1
    assert checked > 40
    assert {"action", "challenge", "block", "lose"} <= phases


def test_intrigue_easy_whole_games_are_legal_and_repeat_with_the_seed():
    for seed in (3, 8):
        agents = [IntrigueEasy(), IntrigueHeuristic(), IntrigueEasy(), RandomAgent()]
        first = play_intrigue(agents, seed)
        again = play_intrigue([IntrigueEasy(), IntrigueHeuristic(), IntrigueEasy(),
                               RandomAgent()], seed)
        assert first == again
    for st in intrigue_positions(4, 11, every=3):
        obs = observe(st, st.current_player())
        picks = {str(IntrigueEasy().choose(obs, random.Random(5))) for _ in range(3)}
        assert len(picks) == 1


def test_intrigue_easy_never_reads_hidden_cards():
    """RULINGS C-3: equal views give equal choices for the same seed, whatever the other
    seats and the court hold."""
    compared = 0
    for n, seed in ((2, 1), (4, 2), (6, 3)):
        for st in intrigue_positions(n, seed, every=3, limit=200):
            seat = st.current_player()
            if st.phase == "exchange":
                continue
            twin = swap_hidden_card(st, seat)
            if twin is None:
                continue
            assert twin.view(seat) == st.view(seat)
            o1, o2 = observe(st, seat), observe(twin, seat)
            for s in range(4):
                assert (IntrigueEasy().choose(o1, random.Random(s))
                        == IntrigueEasy().choose(o2, random.Random(s)))
            compared += 1
    assert compared > 20


def test_easy_lets_a_believable_claim_go_and_usually_challenges_an_impossible_one():
    """intrigue.txt 'Challenging': a beginner challenges rarely, and mostly a claim it can
    see is unlikely.  A bystander's tax with Kings unseen is never challenged; a tax when
    its own hand and the face-up cards show all three Kings is challenged most times."""
    st = from_position([["Q", "J"], ["A", "10"], ["A", "10"], ["Q", "J"]], [2, 2, 2, 2], turn=0)
    st.apply(st.find_action("tax"))
    assert claim_credibility(st.view(1), 0, "K") > 0.3
    easy = IntrigueEasy()
    answers = [str(easy.choose(observe(st, 1), random.Random(s))) for s in range(40)]
    assert answers.count("pass") == 40
    st = from_position([["Q", "J"], ["K", "K"], ["A", "10"]], [2, 2, 2],
                       face_up=[["K"], [], []], turn=0)
    st.apply(st.find_action("tax"))
    assert claim_credibility(st.view(1), 0, "K") == 0.0
    answers = [str(easy.choose(observe(st, 1), random.Random(s))) for s in range(40)]
    assert 24 <= answers.count("challenge") < 40   # 0.75: it does not always count cards


def test_easy_plays_its_own_cards_honestly():
    """Shows a held card when challenged; a Queen it holds always blocks a Dagger."""
    st = from_position([["K", "Q"], ["J", "A"]], [2, 2], turn=0)
    st.apply(st.find_action("tax"))
    st.apply(st.find_action("challenge"))
    assert st.phase == "prove"
    for s in range(10):
        assert str(IntrigueEasy().choose(observe(st, 0), random.Random(s))) == "show"
    st = from_position([["J", "K"], ["Q", "A"], ["10", "Q"]], [3, 2, 2], turn=0)
    st.apply(st.find_action("dagger 1"))
    while st.phase == "challenge":
        st.apply(st.find_action("pass"))
    assert st.phase == "block" and st.current_player() == 1
    for s in range(10):
        assert str(IntrigueEasy().choose(observe(st, 1), random.Random(s))) == "block Q"


def test_easy_challenges_seldom_in_real_games_and_wins_most_it_makes():
    """The tester's table without the slow search seat: easy at seat 2 among three
    heuristics.  The old easy (random) challenged about 2 times a game and lost them all."""
    challenges = won = 0
    games = 60
    for g in range(games):
        agents = [IntrigueHeuristic(), IntrigueHeuristic(), IntrigueEasy(), IntrigueHeuristic()]
        _, _, actions = play_intrigue(agents, 100 + g)
        for i, (seat, text) in enumerate(actions):
            if seat == 2 and text == "challenge":
                challenges += 1
                answer = next(t for _, t in actions[i + 1:] if t in ("show", "decline"))
                won += answer == "decline"
    assert challenges <= 0.3 * games
    assert won * 2 >= challenges


def test_intrigue_easy_beats_random_and_loses_to_the_heuristic():
    # bench_easy.py: easy wins about 0.9 against random and about 0.25-0.3 against the
    # heuristic at 2 seats
    wins = sum(0 in play_intrigue([IntrigueEasy()] + [RandomAgent()] * 3, 700 + g)[0]
               for g in range(40))
    assert wins >= 24                                   # fair share 10 of 40
    hero = 0
    for g in range(200):
        seat = g % 2
        agents = [IntrigueHeuristic(), IntrigueHeuristic()]
        agents[seat] = IntrigueEasy()
        hero += seat in play_intrigue(agents, 900 + g)[0]
    assert hero <= 0.4 * 200


# ---------------------------------------------------------------------------- Garden

def test_garden_easy_plays_legal_games_in_every_setup():
    opts = {"grasshoppers": "on", "neighbours": "random"}
    _, kinds = play_garden(GARDEN.new_state(2, opts, 5), [EasyAgent(), EasyAgent()], 5)
    assert {"Plant", "Pass"} <= kinds
    _, kinds = play_garden(GARDEN.new_state(2, None, 6), [EasyAgent(), GARDEN_HEURISTIC()], 6)
    assert {"Plant", "Pass"} <= kinds
    seen = set()
    for seed in range(4):
        opts = {"roses": "on", "fixed_plot": "on", "grasshoppers": "on"}
        state, kinds = play_garden(GARDEN.new_state(1, opts, 11 + seed), [EasyAgent()], seed)
        assert all(0 <= c < 6 and 0 <= r < 3 for c, r in state.gardens[0])
        seen |= kinds
    assert {"Plant", "PlaceRose"} <= seen


def test_garden_easy_repeats_with_the_seed_and_ignores_the_deck_order():
    """Same seed, same game; two states that differ only in the unseen deck order give the
    same choice (C-3)."""
    a, _ = play_garden(GARDEN.new_state(1, None, 21), [EasyAgent()], 21)
    b, _ = play_garden(GARDEN.new_state(1, None, 21), [EasyAgent()], 21)
    assert a.gardens == b.gardens and a.total(0) == b.total(0)
    base = GARDEN.new_state(2, None, 33)
    for _ in range(5):
        seat = base.current_player()
        base.apply(GARDEN_HEURISTIC().choose(observe(base, seat), random.Random(0)))
    seat = base.current_player()
    s1 = base.determinize(seat, random.Random(1))
    s2 = base.determinize(seat, random.Random(2))
    assert s1.deck != s2.deck and s1.view(seat) == s2.view(seat)
    for s in range(5):
        assert (EasyAgent().choose(observe(s1, seat), random.Random(s))
                == EasyAgent().choose(observe(s2, seat), random.Random(s)))


def immediate_gain(view, action: Plant) -> float:
    """Points the planting adds to the garden's score right now by the engine's own count
    (rules.garden.scoring.breakdown, no Grasshoppers or Roses), Compost included, a Bee
    worth half a point (EasyAgent's default)."""
    garden = {(c, r): n for c, r, n in view.gardens[view.seat]}
    fixed = dict(view.options).get("fixed_plot") == "on"
    supply, comp = view.supply[view.seat], len(view.compost[view.seat])
    bees = 0 if view.free_turn else (-1, 0, 1)[view.offer.index(action.card)]
    after = dict(garden)
    after[(action.col, action.row)] = action.card
    covered = (action.col, action.row) in garden
    before = scoring.breakdown(garden, (), (), comp, supply, fixed)[-1][1]
    now = scoring.breakdown(after, (), (), comp + covered, supply + bees, fixed)[-1][1]
    return now - before + 0.5 * bees


def test_garden_easy_plants_greedily_on_the_points_scored_now():
    """Without its slip it takes a planting worth the most points now (within its
    tie-break, under a third of a point); with slip 1 it never takes its own first pick."""
    decisions = scored = 0
    for seed in (2, 9):
        state = GARDEN.new_state(1, None, seed)
        rng = random.Random(seed)
        greedy, sloppy = EasyAgent(slip=0.0), EasyAgent(slip=1.0)
        while not state.is_terminal():
            obs = observe(state, 0)
            if isinstance(obs.legal[0], Plant):
                a = greedy.choose(obs, random.Random(decisions))
                best = max(immediate_gain(obs.view, x) for x in obs.legal)
                assert immediate_gain(obs.view, a) >= best - 0.3
                scored += best > 1
                top = greedy.rank(obs.view, obs.legal, random.Random(decisions))[0][0]
                if len(obs.legal) > 1:
                    assert sloppy.choose(obs, random.Random(decisions)) != top
                decisions += 1
            state.apply(greedy.choose(obs, rng))
    assert decisions >= 28 and scored >= 5


def test_garden_easy_between_random_and_the_heuristic():
    # bench_easy.py, 200 seeds: random about -3, easy about 46, heuristic about 77
    seeds = range(100, 110)
    means = {}
    for name, make in (("random", RandomAgent), ("easy", EasyAgent),
                       ("heuristic", GARDEN_HEURISTIC)):
        means[name] = sum(play_garden(GARDEN.new_state(1, None, s), [make()], s)[0].total(0)
                          for s in seeds) / len(seeds)
    assert means["easy"] >= means["random"] + 30
    assert means["heuristic"] >= means["easy"] + 15


def test_garden_easy_passes_the_leftover_that_scores_the_opponent_least():
    """Two players (G-12): of the two leftovers it passes one that would give the opponent
    no more points now than the other (slip 0), in a position the opponent can take."""
    state = GARDEN.new_state(2, None, 14)
    agent, rng, checked = EasyAgent(slip=0.0), random.Random(1), 0
    while not state.is_terminal():
        seat = state.current_player()
        obs = observe(state, seat)
        if type(obs.legal[0]).__name__ == "Pass":
            view = obs.view
            opp = 1 - seat
            garden = {(c, r): n for c, r, n in view.gardens[opp]}
            fixed = False
            from rules.garden import plot

            def their_best(card):
                before = scoring.breakdown(garden, (), (), 0, 0, fixed)[-1][1]
                best = 0
                for s in plot.plant_slots(garden, fixed):
                    if s in garden:
                        continue
                    g = dict(garden)
                    g[s] = card
                    if plot.fits(g):
                        best = max(best, scoring.breakdown(g, (), (), 0, 0, fixed)[-1][1]
                                   - before)
                return best

            a = agent.choose(obs, random.Random(checked))
            cards = {x.card for x in obs.legal}
            assert their_best(a.card) <= min(their_best(c) for c in cards)
            pos = POSITIONS.index(a.position)
            assert pos == 1 or (pos == 0 and view.supply[opp] > 0) or (pos == 2 and view.hive)
            checked += 1
        state.apply(agent.choose(obs, rng) if seat == 0 else
                    GARDEN_HEURISTIC().choose(obs, rng))
    assert checked >= 10


# ---------------------------------------------------------------------------- the app

@pytest.fixture
def app_ctx():
    """An app context on a dummy display (as tests/app/conftest.py's ``ctx``)."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    import pygame

    from app.ai_worker import InlineAI
    from app.window import build_context

    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 720))
    c = build_context(worker=InlineAI())
    c.dump_path = None
    c.profile = None
    yield c
    pygame.display.quit()


def test_setup_easy_seat_is_the_easy_level(app_ctx):
    from app.cli import SEAT_KINDS, parse_seats
    from app.scenes.setup import SetupScene
    from app.ui.words import ai_level_words

    s = SetupScene(app_ctx, "intrigue")
    seen = []
    for _ in range(4):
        s.cycle_seat(1)
        seen.append(s.seats[1])
    assert seen == ["search", "human", "easy", "heuristic"]  # random is not offered
    s.cycle_seat(1), s.cycle_seat(1), s.cycle_seat(1)
    assert s.seats[1] == "easy"
    label = next(b.label for b in s.buttons if b.tag == "seat:1")
    assert label == "AI: easy"
    assert s.setup().seats[1] == "easy"
    s.seats[2] = "random"              # e.g. a setup remembered from an older version
    s.cycle_seat(2)
    assert s.seats[2] == "easy"
    assert ai_level_words("easy") == "easy" and ai_level_words("random") == "random"
    assert parse_seats("human,easy,random") == ["human", "easy", "random"]
    assert SEAT_KINDS.index("random") < SEAT_KINDS.index("easy") < SEAT_KINDS.index("heuristic")


@pytest.mark.parametrize("game,players", [("intrigue", 3), ("garden", 2)])
def test_the_table_asks_the_easy_agent_for_an_easy_seat(game, players):
    """The AI worker (app/ai_worker.py) builds the easy agent for a seat of kind "easy" and
    answers what that agent chooses."""
    from app.ai_worker import AIRequest, _Solver, move_rng
    from rules.registry import get_game

    req = AIRequest(game, players, (), 4, (), 0, "easy")
    solver = _Solver()
    text = solver.solve(req)
    agent = solver.agents[(game, "easy")]
    assert type(agent) is (IntrigueEasy if game == "intrigue" else EasyAgent)
    st = get_game(game).new_state(players, None, 4)
    assert text == str(type(agent)().choose(observe(st, 0), move_rng(req)))


def test_records_and_settings_accept_an_easy_seat(tmp_path):
    from app.persist.record import GameRecord
    from app.persist.settings import Settings
    from app.replay import seats_words

    rec = GameRecord("intrigue", ["human", "easy", "random", "search"], 3)
    assert GameRecord.from_json(rec.to_json()).seats == rec.seats
    assert seats_words(rec) == "you vs 3 AIs (1 random, 1 easy, 1 hard)"
    s = Settings()
    s.remember_setup("intrigue", ["human", "easy"], {})
    assert s.setup_for("intrigue")["seats"] == ["human", "easy"]


def test_selfplay_takes_easy_seats(capsys):
    from app.run import main

    assert main(["--selfplay", "intrigue", "--seats", "easy,heuristic,easy", "--seed",
                 "5"]) == 0
    out = capsys.readouterr().out
    assert "(easy): " in out and out.strip().splitlines()[-1].startswith("result: winner=")
    assert main(["--selfplay", "garden", "--seats", "easy", "--seed", "5", "--quiet"]) == 0
    assert capsys.readouterr().out.strip().startswith("result: winner=0 scores=")
