"""Level ``search``: Information Set Monte Carlo Tree Search, game-agnostic.

Single-observer ISMCTS (SO-ISMCTS) after Cowling, Powley & Whitehouse, "Information Set
Monte Carlo Tree Search" (IEEE TCIAIG 4(2), 2012):

* Each iteration samples a *determinization* with ``obs.sample(rng)`` (``State.determinize``,
  RULINGS C-3: the only door to hidden cards, so the search cannot cheat).
* One tree is shared by all determinizations.  A node is an information set from the
  searching seat's point of view: the sequence of actions (by ``str``) played since the
  root.  Children are keyed by action text, so an action that exists in some
  determinizations and not in others (e.g. ``show`` only when the card is held) is one child.
* Selection uses UCB1 with *availability counts*: a child's exploration term uses how often
  it was legal when its parent was visited, not the parent's visit count.
* Each node keeps one reward sum per seat; selection at a node maximises the reward of the
  seat to move there *in the current determinization*, so any number of players works
  (max-n style) and the acting seat may even differ between determinizations.
* Rollout: a supplied policy ``(state, rng) -> action`` or a uniformly random legal action,
  for at most ``max_rollout_depth`` plies; an unfinished rollout is scored by ``evaluate``.
* Reward per seat in [0, 1]: 1 for each winner and 0 otherwise, or the ``reward`` callable.

Deterministic given the ``rng`` handed to :meth:`ISMCTSAgent.choose` unless a
``time_budget`` is set (wall-clock stopping is not repeatable).
"""
from __future__ import annotations

import math
import random
import time
from typing import Callable, Sequence

from rules.ai.base import Agent
from rules.core import Observation, State

#: Iterations per decision by default.  Chosen so a 4-player Intrigue decision takes well
#: under 1 s on the reference machine (see tests/benchmarks/bench_ai.py for figures).
DEFAULT_ITERATIONS = 300

#: Plies a rollout may run before it is cut off and scored by ``evaluate``.
DEFAULT_MAX_ROLLOUT_DEPTH = 200

#: UCB1 exploration constant for rewards in [0, 1].
DEFAULT_EXPLORATION = 0.7

RolloutPolicy = Callable[[State, random.Random], object]
Evaluator = Callable[[State], Sequence[float]]

_UNSET = object()


class _Node:
    """One information-set node: children by action text, visits, availability, and the
    sum of rewards per seat of the iterations that passed through it."""

    __slots__ = ("children", "visits", "avail", "reward")

    def __init__(self, num_players: int):
        self.children: dict[str, _Node] = {}
        self.visits = 0
        self.avail = 1
        self.reward = [0.0] * num_players


def random_rollout(state: State, rng: random.Random):
    """The default rollout policy: a uniformly random legal action of ``state``."""
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


def win_reward(state: State) -> list[float]:
    """Default reward of a finished game: 1.0 for each winner, 0.0 for everybody else
    (one entry per seat)."""
    winners = set(state.result().winners)
    return [1.0 if s in winners else 0.0 for s in range(state.num_players)]


def uniform_evaluate(state: State) -> list[float]:
    """Default score of an unfinished rollout: ``1 / num_players`` for every seat."""
    n = state.num_players
    return [1.0 / n] * n


class ISMCTSAgent(Agent):
    """SO-ISMCTS player (level ``search``) for any :class:`rules.core.State` game.

    Parameters:

    * ``iterations``: determinizations (tree descents + rollouts) per decision; default
      :data:`DEFAULT_ITERATIONS`.  With a ``time_budget`` and no explicit ``iterations``,
      the cap is 1,000,000.
    * ``time_budget``: optional wall-clock seconds per decision (stops at whichever of
      budget and iterations comes first; at least one iteration runs).  Default ``None``:
      stop on the iteration count only, so seeded play repeats exactly.
    * ``max_rollout_depth``: plies per rollout before ``evaluate`` scores the state.
    * ``exploration``: UCB1 constant ``c`` in ``mean + c * sqrt(ln(avail) / visits)``.
    * ``rollout_policy``: ``(state, rng) -> legal action``; default uniformly random.
    * ``reward``: ``(finished state) -> per-seat rewards in [0, 1]``; default
      :func:`win_reward`.
    * ``evaluate``: ``(unfinished state) -> per-seat rewards in [0, 1]`` for rollouts cut
      at ``max_rollout_depth``; default :func:`uniform_evaluate`.
    * ``opponent_policy``: optional ``(state, rng) -> legal action``.  When given, tree
      nodes where another seat than the searching one is to move follow this policy
      instead of UCB1 (an opponent model).  In SO-ISMCTS every determinization shares the
      searcher's own true hand, so UCB opponents learn to answer it as if they saw it
      (they "catch" every bluff); a policy that reads only the mover's own view avoids
      that.  Default ``None``: plain SO-ISMCTS.
    * ``prior_policy``: optional ``(state, rng) -> legal action`` suggesting a move at the
      searching seat's own nodes (progressive bias): the suggestion is expanded first and
      gets ``prior_weight / (visits + 1)`` added to its UCB score, so a small budget still
      plays at least as sensibly as the suggestion.  Default ``None``.
    * ``prior_weight``: size of that bias in reward units (default 1.0).
    * ``sampler``: optional ``(obs, rng) -> State`` drawing the determinization of each
      iteration (e.g. weighting hidden cards by what the seats have claimed); it must use
      only ``obs`` (its view and ``obs.sample``).  Default ``obs.sample``.

    Raises ``ValueError`` for ``iterations < 1``, a negative depth or a non-positive budget.
    """

    level = "search"

    def __init__(self, iterations: int | None = _UNSET,  # type: ignore[assignment]
                 time_budget: float | None = None,
                 max_rollout_depth: int = DEFAULT_MAX_ROLLOUT_DEPTH,
                 exploration: float = DEFAULT_EXPLORATION,
                 rollout_policy: RolloutPolicy | None = None,
                 reward: Callable[[State], Sequence[float]] | None = None,
                 evaluate: Evaluator | None = None,
                 opponent_policy: RolloutPolicy | None = None,
                 prior_policy: RolloutPolicy | None = None,
                 prior_weight: float = 1.0,
                 sampler: Callable[[Observation, random.Random], State] | None = None):
        if iterations is _UNSET or iterations is None:
            iterations = DEFAULT_ITERATIONS if time_budget is None else 1_000_000
        if iterations < 1:
            raise ValueError(f"iterations must be at least 1, not {iterations}")
        if time_budget is not None and time_budget <= 0:
            raise ValueError(f"time_budget must be positive seconds, not {time_budget}")
        if max_rollout_depth < 0:
            raise ValueError(f"max_rollout_depth must be >= 0, not {max_rollout_depth}")
        self.iterations = int(iterations)
        self.time_budget = time_budget
        self.max_rollout_depth = max_rollout_depth
        self.exploration = exploration
        self.rollout_policy = rollout_policy or random_rollout
        self.reward = reward or win_reward
        self.evaluate = evaluate or uniform_evaluate
        self.opponent_policy = opponent_policy
        self.prior_policy = prior_policy
        self.prior_weight = prior_weight
        self.sampler = sampler
        #: Statistics of the last decision: ``{action text: (visits, mean reward)}`` for
        #: the searching seat (for tests, benchmarks and debugging; never read by choose).
        self.last_stats: dict[str, tuple[int, float]] = {}

    # ------------------------------------------------------------------ search
    def choose(self, obs: Observation, rng: random.Random):
        """The legal action of ``obs.seat`` with the most root visits after the search.

        Ties go to the higher mean reward, then to the earlier action in ``obs.legal``.
        A single legal action is returned without searching.
        """
        legal = obs.legal
        self.last_stats = {}
        if len(legal) == 1:
            return legal[0]
        root = self.search(obs, rng)
        seat = obs.seat
        best, best_key = legal[0], None
        for i, action in enumerate(legal):
            child = root.children.get(str(action))
            if child is None or child.visits == 0:
                continue
            mean = child.reward[seat] / child.visits
            self.last_stats[str(action)] = (child.visits, mean)
            key = (child.visits, mean, -i)
            if best_key is None or key > best_key:
                best, best_key = action, key
        return best

    def search(self, obs: Observation, rng: random.Random) -> _Node:
        """Run the iterations from ``obs`` and return the root node (internal shape)."""
        sample = (lambda r: self.sampler(obs, r)) if self.sampler is not None else obs.sample
        first = sample(rng)
        n = first.num_players
        root = _Node(n)
        deadline = None if self.time_budget is None else time.perf_counter() + self.time_budget
        state: State | None = first
        for it in range(self.iterations):
            if it and deadline is not None and time.perf_counter() >= deadline:
                break
            if state is None:
                state = sample(rng)
            self._iterate(root, state, rng, obs.seat)
            state = None
        return root

    def _iterate(self, root: _Node, state: State, rng: random.Random, me: int) -> None:
        """One determinized descent, expansion, rollout and backpropagation (``me`` is the
        searching seat)."""
        node = root
        path = [root]
        c = self.exploration
        model = self.opponent_policy
        while not state.is_terminal():
            mover = state.current_player()
            children = node.children
            if model is not None and mover != me:
                action = model(state, rng)
                key = str(action)
                child = children.get(key)
                state.apply(action)
                if child is None:
                    children[key] = child = _Node(len(node.reward))
                    path.append(child)
                    break
                child.avail += 1
                node = child
                path.append(node)
                continue
            legal = state.legal_actions()
            hint = None
            if self.prior_policy is not None and len(legal) > 1:
                hint = str(self.prior_policy(state, rng))
            untried = []
            best_action, best_child, best_score = None, None, -math.inf
            for action in legal:
                key = str(action)
                child = children.get(key)
                if child is None:
                    untried.append((key, action))
                    continue
                child.avail += 1
                if untried:
                    continue  # expansion comes first; availability is still counted
                score = (child.reward[mover] / child.visits
                         + c * math.sqrt(math.log(child.avail) / child.visits))
                if key == hint:
                    score += self.prior_weight / (child.visits + 1)
                if score > best_score:
                    best_action, best_child, best_score = action, child, score
            if untried:
                pick = next((i for i, (k, _) in enumerate(untried) if k == hint), None)
                if pick is None:
                    pick = rng.randrange(len(untried))
                key, action = untried[pick]
                child = _Node(len(node.reward))
                children[key] = child
                state.apply(action)
                path.append(child)
                break
            state.apply(best_action)
            node = best_child
            path.append(node)
        rewards = self._rollout(state, rng)
        for nd in path:
            nd.visits += 1
            r = nd.reward
            for s, v in enumerate(rewards):
                r[s] += v

    def _rollout(self, state: State, rng: random.Random) -> Sequence[float]:
        """Play the rollout policy to the end (or the depth cap) and score the state."""
        policy = self.rollout_policy
        for _ in range(self.max_rollout_depth):
            if state.is_terminal():
                break
            state.apply(policy(state, rng))
        if state.is_terminal():
            return self.reward(state)
        return self.evaluate(state)
