"""ISMCTS (rules/ai/ismcts.py) on the toy games of ai_toygames.py: finds obvious best moves,
is deterministic given a seed, uses only the observation (no leak), honours its knobs."""
from __future__ import annotations

import random

import pytest

from ai_toygames import KuhnState, NimState, kuhn_reward
from rules.ai.ismcts import ISMCTSAgent, win_reward
from rules.core import observe


def choose(agent, state, seed=1):
    return agent.choose(observe(state, state.current_player()), random.Random(seed))


@pytest.mark.parametrize("stones,best", [(2, "take 2"), (5, "take 1"), (6, "take 2"),
                                         (7, "take 3"), (9, "take 1")])
def test_nim_two_players_leaves_multiple_of_four(stones, best):
    agent = ISMCTSAgent(iterations=400)
    assert str(choose(agent, NimState(stones))) == best


def test_nim_three_players_takes_the_last_stones():
    # 3 stones, 3 players: only "take 3" wins now; anything else lets seat 1 win.
    agent = ISMCTSAgent(iterations=300)
    assert str(choose(agent, NimState(3, players=3))) == "take 3"
    # After the search, the winning move's mean reward is 1 and the others' are 0.
    stats = agent.last_stats
    assert stats["take 3"][1] == 1.0
    assert stats["take 1"][1] == 0.0 and stats["take 2"][1] == 0.0


@pytest.mark.parametrize("history,card,best", [
    (("bet",), 2, "call"),            # seat 1 with the King facing a bet: calling always wins
    (("bet",), 0, "fold"),            # seat 1 with the Jack: calling always loses 2
    (("check", "bet"), 2, "call"),    # seat 0 with the King after check-bet
    (("check", "bet"), 0, "fold"),    # seat 0 with the Jack after check-bet
])
def test_kuhn_obvious_responses(history, card, best):
    seat = len(history) % 2
    other = 1 if card != 1 else 0
    cards = [0, 0]
    cards[seat], cards[1 - seat] = card, other
    state = KuhnState(tuple(cards), history)
    agent = ISMCTSAgent(iterations=300, reward=kuhn_reward)
    assert state.current_player() == seat
    assert str(choose(agent, state)) == best


def test_kuhn_king_bets_first_more_than_it_checks_with_jack_vs_king():
    # With the King, seat 0 cannot lose at showdown; betting is at least as good as checking.
    agent = ISMCTSAgent(iterations=600, reward=kuhn_reward)
    choose(agent, KuhnState((2, 0)))
    bet_mean = agent.last_stats["bet"][1]
    assert bet_mean >= 0.5  # never loses chips with the King


def test_same_seed_same_choice_and_same_statistics():
    state = KuhnState((1, 2), ("check", "bet"))
    a, b = ISMCTSAgent(iterations=200, reward=kuhn_reward), ISMCTSAgent(iterations=200,
                                                                        reward=kuhn_reward)
    assert str(choose(a, state, seed=42)) == str(choose(b, state, seed=42))
    assert a.last_stats == b.last_stats
    assert a.last_stats  # the search really ran


def test_no_leak_hidden_card_does_not_change_the_choice():
    # Seat 1 holds the Queen; the opponent's hidden card is J in one state and K in the other.
    # Same view for seat 1, so same choice and same search statistics for the same seed.
    s_j = KuhnState((0, 1), ("bet",))
    s_k = KuhnState((2, 1), ("bet",))
    assert s_j.view(1) == s_k.view(1)
    a, b = ISMCTSAgent(iterations=250, reward=kuhn_reward), ISMCTSAgent(iterations=250,
                                                                        reward=kuhn_reward)
    assert str(choose(a, s_j, seed=5)) == str(choose(b, s_k, seed=5))
    assert a.last_stats == b.last_stats


def test_single_legal_action_returned_without_search():
    agent = ISMCTSAgent(iterations=50)
    assert str(choose(agent, NimState(1))) == "take 1"
    assert agent.last_stats == {}


def test_rollout_policy_is_used():
    calls = []

    def always_take_one(state, rng):
        calls.append(state.current_player())
        return state.legal_actions()[0]

    agent = ISMCTSAgent(iterations=30, rollout_policy=always_take_one)
    choose(agent, NimState(12))
    assert calls, "the supplied rollout policy was never called"


def test_depth_cap_uses_the_evaluator():
    seen = []

    def evaluate(state):
        seen.append(state.stones)
        # Pretend seat 0 always wins unfinished games.
        return [1.0, 0.0]

    agent = ISMCTSAgent(iterations=40, max_rollout_depth=0, evaluate=evaluate)
    choose(agent, NimState(20))
    assert seen and all(s > 0 for s in seen)


def test_time_budget_stops_and_returns_a_legal_action():
    agent = ISMCTSAgent(time_budget=0.05)
    state = NimState(30)
    assert choose(agent, state) in state.legal_actions()
    assert sum(v for v, _ in agent.last_stats.values()) >= 1


@pytest.mark.parametrize("kwargs", [{"iterations": 0}, {"time_budget": 0},
                                    {"max_rollout_depth": -1}])
def test_bad_parameters_raise(kwargs):
    with pytest.raises(ValueError):
        ISMCTSAgent(**kwargs)


def test_win_reward_marks_winners():
    s = NimState(2)
    s.apply(s.find_action("take 2"))
    assert win_reward(s) == [1.0, 0.0]


def test_registry_builds_the_search_agent_for_a_game_without_ai_module():
    from rules.ai.registry import make_agent

    agent = make_agent("no_such_game", "search", iterations=10)
    assert isinstance(agent, ISMCTSAgent) and agent.iterations == 10


def test_opponent_policy_replaces_ucb_for_other_seats():
    # Opponent nodes follow the model: below each of seat 0's moves the only opponent reply
    # in the tree is the model's ("take as many as you can"); plain UCB tries several.
    def greedy(state, rng):
        return state.legal_actions()[-1]

    obs = observe(NimState(9), 0)
    root = ISMCTSAgent(iterations=300, opponent_policy=greedy).search(obs, random.Random(2))
    replies = {k: set(c.children) for k, c in root.children.items()}
    assert replies == {"take 1": {"take 3"}, "take 2": {"take 3"}, "take 3": {"take 3"}}
    plain = ISMCTSAgent(iterations=300).search(obs, random.Random(2))
    assert max(len(c.children) for c in plain.children.values()) == 3


def test_prior_policy_is_expanded_first_and_biased():
    # A wrong-headed prior ("always take 1") steers a tiny budget, but a large budget
    # overrides it: from 7 stones only "take 3" wins.
    def take_one(state, rng):
        return state.legal_actions()[0]

    tiny = ISMCTSAgent(iterations=4, prior_policy=take_one)
    assert str(choose(tiny, NimState(7))) == "take 1"
    assert tiny.last_stats["take 1"][0] == 2
    big = ISMCTSAgent(iterations=600, prior_policy=take_one)
    assert str(choose(big, NimState(7))) == "take 3"
