"""AI players and hints for Mr. Cabbagehead's Garden (issue 3, part 2).

* ``HEURISTIC`` (level ``heuristic``): award-aware greedy player.  Every legal planting is
  scored by the static evaluation of the garden it leaves (:mod:`rules.garden.ai_eval`:
  scored adjacency G-11, Awards of Merit earned and still possible G-10, Bees G-4) minus
  Compost (G-2) and the expected loss to the coming Neighbour phase (G-5..G-7).
* ``SEARCH`` (level ``search``): the heuristic's best moves re-scored by a one-draw
  expectimax with the exact expectation over every triple of unseen cards and its six
  left/centre/right orders (:mod:`rules.garden.ai_search`), under a time budget.  Solo,
  for the 13th and 14th plantings the unseen cards are exactly the last draws, and the
  search is exact to the end of the game (:mod:`rules.garden.ai_endgame`); so it weighs
  the Bee's Knees and, earlier in round 3, the last Neighbour phase's risk less
  (``Weights.bees_knees_endgame``, ``Weights.risk_final_endgame``).
* Both, solo: a final garden that reaches the Blue Ribbon (G-11) is worth
  ``Weights.blue_bonus`` more, and an earlier one that bonus times its estimated chance
  of reaching 101 (``Weights.blue_sigma``), so the player plays for the ribbon all game.
* ``EASY`` (level ``easy``): a beginner, greedy on the points the garden scores now, with
  a seeded chance of its second-best planting (:class:`EasyAgent`).
* :func:`hint`: for each of the three offered cards, the planting the AI would make with it
  and why, in words.

All agents see only ``obs.view`` and ``obs.legal`` (RULINGS C-3): the unseen cards are the
ones no seat has seen, as a set; the deck order is never read.  They work for either seat of
the two-player game (G-12), including the ``pass`` decision, and for the Grasshopper (G-8)
and Rose (G-9) decisions.
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from rules.ai.base import Agent
from rules.core import Observation
from rules.garden import neighbours as nbmod
from rules.garden import scoring
from rules.garden.actions import (POSITIONS, DeclineRose, Pass, PlaceGrasshopper, PlaceRose,
                                  Plant, bees_allow)
from rules.garden.ai_eval import (Evaluator, Weights, adjacency, awards_now, open_slots,
                                  score_now, tables)
from rules.garden.ai_search import (DEFAULT_TIME_BUDGET, DEFAULT_TOP_K, Move, Planner,
                                    Situation, choose_move, reveal_of, type_grid,
                                    unseen_counts)
from rules.garden.data import PLANTS_PER_GAME, load
from rules.garden.view import GardenView
from rules.garden.where import slot_words


# ``DEFAULT_TIME_BUDGET`` and ``DEFAULT_TOP_K`` (imported above) are the search level's
# defaults, with their measurements, in :mod:`rules.garden.ai_search`.


# ---------------------------------------------------------------------- view -> situation
def unseen_cards(view: GardenView) -> list[int]:
    """Vegetable numbers still to come that ``view.seat`` cannot place: every Vegetable not
    in a garden, a Compost, the discard pile or the offer.  Cards known to lie at the bottom
    of the deck (two players, G-12) are included: they come back.  Sorted."""
    data = load()
    seen = set(view.discard)
    for g in view.gardens:
        seen.update(n for _, _, n in g)
    for comp in view.compost:
        seen.update(comp)
    seen.update(c for c in view.offer if c is not None)
    return sorted(n for n in data.vegetables if n not in seen)


def situation(view: GardenView) -> Situation:
    """The :class:`~rules.garden.ai_search.Situation` of ``view.seat`` from its view only."""
    seat = view.seat
    cards_left = view.vegetables_before_holiday()
    if cards_left is not None:
        # solo: three new cards a turn; two players: two (the third is the passed card)
        per_turn = 3 if view.num_players == 1 else 2
        turns_left = max(0, cards_left // per_turn)
    else:  # two players, third round: it ends when both have planted 15 cards
        turns_left = max(0, sum(PLANTS_PER_GAME - p for p in view.planted) - 1)
    opts = dict(view.options)
    return Situation(
        garden={(c, r): n for c, r, n in view.gardens[seat]},
        supply=view.supply[seat], hive=view.hive, offer=tuple(view.offer),
        unseen=unseen_cards(view),
        left_after=max(0, PLANTS_PER_GAME - view.planted[seat] - 1),
        turns_left_round=turns_left, final_round=view.round >= 3,
        tiles=dict(view.tiles), face_down=dict(Counter(view.face_down_tokens)),
        neighbours=tuple(view.neighbours), fixed=opts.get("fixed_plot") == "on",
        free=view.free_turn, compost=len(view.compost[seat]), solo=view.num_players == 1)


def _move_to_action(m: Move) -> Plant:
    return Plant(m.card, m.slot[0], m.slot[1])


# ---------------------------------------------------------------------- agents
#: What a pass's position is worth to the opponent beyond its card, in points (G-4, G-12):
#: left costs them a Bee, right gives them one.
PASS_BEE_POINTS = {"left": -1.5, "centre": 0.0, "right": 1.5}


def opponent_can_take(view: GardenView, position: str) -> bool:
    """Whether the player after ``view``'s seat could choose a card passed to ``position``
    (G-12), with their Bees and the Beehive's (G-4: left needs a Bee to pay, right a Bee on
    the Beehive)."""
    opp = (view.seat + 1) % view.num_players
    return bees_allow(POSITIONS.index(position), view.supply[opp], view.hive)


class HeuristicAgent(Agent):
    """Level ``heuristic``: award-aware greedy planting (see module docstring).

    ``weights``: evaluation weights (:class:`~rules.garden.ai_eval.Weights`).
    """

    level = "heuristic"
    search = False

    def __init__(self, weights: Weights | None = None, **_ignored):
        self.weights = weights or Weights()
        self._planners: dict[tuple[bool, bool], Planner] = {}

    def planner(self, fixed: bool, solo: bool = True) -> Planner:
        """The :class:`Planner` for the plot variant and the player count (built once).
        Two players: the evaluation takes ``Weights.rho_two_player`` as the chance that a
        needed card can be taken (G-12: a third of each offer is the other player's pass).
        Solo at level search: the Bee's Knees weighs ``Weights.bees_knees_endgame`` and the
        last Neighbour phase's risk ``Weights.risk_final_endgame``."""
        p = self._planners.get((fixed, solo))
        if p is None:
            w = self.weights if solo else replace(self.weights, rho=self.weights.rho_two_player)
            if solo and self.search:   # its last plantings are exact (ai_endgame)
                w = w.for_solo_search()
            p = self._planners[(fixed, solo)] = Planner(Evaluator(w, fixed=fixed))
        return p

    def rank(self, view: GardenView) -> list[tuple[Move, float]]:
        """All plantings of the offer ranked best first, with their values (points)."""
        sit = situation(view)
        _, ranked = choose_move(self.planner(sit.fixed, sit.solo), sit, self.search,
                                **self._search_args())
        return ranked

    def _search_args(self) -> dict:
        return {}

    def choose(self, obs: Observation, rng: random.Random):
        """A legal action for ``obs.seat`` (plant, grasshopper, rose or pass)."""
        view = obs.view
        legal = obs.legal
        kind = type(legal[0])
        if kind is Plant:
            ranked = self.rank(view)
            legal_set = set(legal)
            for m, _ in ranked:
                a = _move_to_action(m)
                if a in legal_set:
                    return a
            return legal[0]
        if kind is PlaceGrasshopper:
            return self._grasshopper(view, legal)
        if kind in (PlaceRose, DeclineRose):
            return self._rose(view, legal)
        if kind is Pass:
            return self._pass(view, legal)
        return legal[0]

    # -- Grasshopper (G-8): put it where we are least likely to plant
    def _grasshopper(self, view: GardenView, legal: list):
        tb = tables()
        g = {(c, r): tb.card_type[n] for c, r, n in view.gardens[view.seat]}

        def harm(a):
            s = (a.col, a.row)
            near = [g.get(m) for m in ((s[0] - 1, s[1]), (s[0] + 1, s[1]),
                                       (s[0], s[1] - 1), (s[0], s[1] + 1))]
            near = [t for t in near if t is not None]
            # a slot next to cards of one type is a slot we want to plant: keep it free
            best = max((near.count(t) * tb.points[t] for t in set(near)), default=0)
            return (best, len(near), a.row, a.col)

        return min(legal, key=harm)

    # -- Rose (G-9): +5 while it covers a pair; cover the pair least likely to be broken
    def _rose(self, view: GardenView, legal: list):
        roses = [a for a in legal if isinstance(a, PlaceRose)]
        if not roses:
            return legal[-1]
        g = {(c, r): n for c, r, n in view.gardens[view.seat]}
        # Neighbours take single cards; the pair of the highest numbers is the riskiest
        return min(roses, key=lambda a: (max(g[(a.col, a.row)], g[(a.col + 1, a.row)]),
                                         a.row, a.col))

    # -- Pass (G-12): give the opponent the leftover that helps them least
    def pass_gains(self, view: GardenView, legal: list) -> dict[int, float]:
        """``{card: points}`` each card of the legal passes (G-12) would add to the
        opponent's garden in its best open slot, as the evaluation sees it (expected
        points, float)."""
        opp = (view.seat + 1) % view.num_players
        tb = tables()
        ev = self.planner(dict(view.options).get("fixed_plot") == "on", False).evaluator
        garden = {(c, r): n for c, r, n in view.gardens[opp]}
        grid = type_grid(garden, tb)
        u = unseen_counts(unseen_cards(view), tb)
        left = max(0, PLANTS_PER_GAME - view.planted[opp] - 1)
        slots = open_slots(grid, ev.fixed)
        base = ev.evaluate_nobee(grid, left + 1, u)

        def gain(card: int) -> float:
            t = tb.card_type[card]
            best = 0.0
            for s in slots:
                grid[s] = t
                v = ev.evaluate_nobee(grid, left, u) - base
                del grid[s]
                best = max(best, v)
            return best

        return {c: gain(c) for c in {a.card for a in legal}}

    def _pass(self, view: GardenView, legal: list):
        """The pass that helps the opponent least (G-12): the lowest of its card's
        :meth:`pass_gains` plus :data:`PASS_BEE_POINTS` for its place, and 0 where they
        cannot take it (:func:`opponent_can_take`)."""
        gains = self.pass_gains(view, legal)

        def score(a: Pass) -> tuple:
            if not opponent_can_take(view, a.position):
                return (0.0, a.card, a.position)            # they cannot take it (G-4)
            return (gains[a.card] + PASS_BEE_POINTS[a.position], a.card, a.position)

        return min(legal, key=score)

    def pass_reason(self, view: GardenView, legal: list, action: Pass,
                    opponent: str = "the other player") -> str:
        """Why this agent passes ``action`` (G-12), one short sentence for the hint (a
        tester read passing a card where Ned cannot take it as a mistake): "Ned could not
        take it there (the Beehive is empty), so Ned chooses from the other two." (G-4), or
        "It helps Ned least: about 3 points to Ned's garden (Pea 37: about 11); in the
        centre it is free." (:meth:`pass_gains`).  ``opponent``: their name.  From the view
        and ``legal`` only (C-3)."""
        card = load().card_name
        if not opponent_can_take(view, action.position):
            why = ("the Beehive is empty" if action.position == "right"
                   else f"{opponent} has no Bee to pay")
            return (f"{opponent} could not take it there ({why}), so {opponent} chooses"
                    " from the other two.")
        gains = self.pass_gains(view, legal)
        others = "".join(f" ({card(c)}: about {gains[c]:.0f})"
                         for c in sorted({a.card for a in legal} - {action.card}))
        where = {"left": f"on the left it costs {opponent} a Bee",
                 "centre": "in the centre it is free",
                 "right": f"on the right it gives {opponent} a Bee"}[action.position]
        return (f"It helps {opponent} least: about {gains[action.card]:.0f} points to"
                f" {opponent}'s garden{others}; {where}.")


class SearchAgent(HeuristicAgent):
    """Level ``search``: the heuristic's ``top_k`` best plantings re-scored by the one-draw
    expectimax (exact expectation over the next draw), within ``time_budget`` seconds.

    With ``time_budget=None`` the search re-scores exactly ``top_k`` moves (repeatable on any
    machine; the solo endgame up to ``ai_endgame.TOP_K`` within a work cap); with a
    budget it stops early when time runs out (at least two moves).
    """

    level = "search"
    search = True

    def __init__(self, weights: Weights | None = None, time_budget: float | None =
                 DEFAULT_TIME_BUDGET, top_k: int = DEFAULT_TOP_K, **_ignored):
        super().__init__(weights)
        self.time_budget = time_budget
        self.top_k = top_k

    def _search_args(self) -> dict:
        return {"budget": self.time_budget, "top_k": self.top_k}


class EasyAgent(Agent):
    """Level ``easy``: a beginner's garden, weak but sensible, from ``obs.view`` and
    ``obs.legal`` only (RULINGS C-3), every chance taken from the ``rng`` handed to
    :meth:`choose` (deterministic given it).

    * Planting: greedy on the points the garden scores right now (G-11 pairs and any Award
      of Merit already complete, G-10, via :func:`~rules.garden.ai_eval.score_now`), minus 2
      for a card sent to the Compost (G-2), a Bee worth ``bee_value`` points (G-4); no Award
      planning, no thought of the Neighbours (G-5..G-7), Grasshopper penalties (G-8) or the
      cards still to come.  Between moves that score the same it likes a slot with room
      for a partner next to it, then one beside a planted card, and the card worth more
      points.  With chance ``slip`` it
      takes its second-best planting instead (a believable oversight).
    * Grasshopper (G-8) and Rose (G-9): as the heuristic.
    * Pass (G-12): the leftover that scores the opponent the fewest points now, in a random
      position the opponent's Bees allow (with chance ``slip`` any legal pass).

    ``slip`` and ``bee_value`` (points, >= 0): ``ValueError`` outside [0, 1] / below 0.
    Figures against ``random`` and ``heuristic``: ``tests/benchmarks/bench_easy.py``.
    """

    level = "easy"

    def __init__(self, slip: float = 0.2, bee_value: float = 0.5, **_ignored):
        if not 0.0 <= slip <= 1.0:
            raise ValueError(f"slip must be in [0, 1], not {slip}")
        if bee_value < 0:
            raise ValueError(f"bee_value must be at least 0, not {bee_value}")
        self.slip = slip
        self.bee_value = bee_value
        self._helper = HeuristicAgent()

    def choose(self, obs: Observation, rng: random.Random):
        """A legal action for ``obs.seat`` (plant, grasshopper, rose or pass)."""
        view, legal = obs.view, obs.legal
        kind = type(legal[0])
        if len(legal) == 1:
            return legal[0]
        if kind is Plant:
            ranked = self.rank(view, legal, rng)
            if len(ranked) > 1 and rng.random() < self.slip:
                return ranked[1][0]
            return ranked[0][0]
        if kind is PlaceGrasshopper:
            return self._helper._grasshopper(view, legal)
        if kind in (PlaceRose, DeclineRose):
            return self._helper._rose(view, legal)
        if kind is Pass:
            return self._pass(view, legal, rng)
        return legal[0]

    def rank(self, view: GardenView, legal: list, rng: random.Random) -> list:
        """``[(Plant, value)]`` for the legal plantings (``legal``: :class:`Plant` actions),
        best first: the immediate points (see the class docstring) plus a tie-break under
        one point (room for a partner, touching a card, the card's points, a little of the
        ``rng``)."""
        tb = tables()
        fixed = dict(view.options).get("fixed_plot") == "on"
        seat = view.seat
        garden = {(c, r): n for c, r, n in view.gardens[seat]}
        grid = type_grid(garden, tb)
        supply = view.supply[seat]
        base = score_now(grid, supply, fixed, tb)
        out = []
        for a in legal:
            slot = (a.col, a.row)
            pos = view.offer.index(a.card) if a.card in view.offer else 1
            bees = 0 if view.free_turn else (-1, 0, 1)[pos]
            g1 = dict(grid)
            g1[slot] = tb.card_type[a.card]
            gain = score_now(g1, supply + bees, fixed, tb) - base
            if slot in grid:
                gain += tb.compost_per_card
            gain += self.bee_value * bees
            room = set(open_slots(g1, fixed))
            c, r = slot
            near = ((c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1))
            free_near = sum(m in room for m in near)
            touches = any(m in grid for m in near)
            tie = (0.05 * min(free_near, 2) + 0.04 * touches + 0.02 * tb.points[g1[slot]]
                   + 0.01 * rng.random())
            out.append((a, gain + tie))
        out.sort(key=lambda av: -av[1])
        return out

    def _pass(self, view: GardenView, legal: list, rng: random.Random):
        if rng.random() < self.slip:
            return legal[rng.randrange(len(legal))]
        tb = tables()
        fixed = dict(view.options).get("fixed_plot") == "on"
        opp = (view.seat + 1) % view.num_players
        grid = type_grid({(c, r): n for c, r, n in view.gardens[opp]}, tb)
        supply = view.supply[opp]
        base = score_now(grid, supply, fixed, tb)
        slots = open_slots(grid, fixed)

        def their_gain(card: int) -> int:
            t = tb.card_type[card]
            best = 0
            for s in slots:
                grid[s] = t
                best = max(best, score_now(grid, supply, fixed, tb) - base)
                del grid[s]
            return best

        gains = {card: their_gain(card) for card in sorted({a.card for a in legal})}
        card = min(gains, key=lambda k: (gains[k], k))
        mine = [a for a in legal if a.card == card]
        allowed = [a for a in mine if opponent_can_take(view, a.position)]
        pick = allowed or mine
        return pick[rng.randrange(len(pick))]


EASY = EasyAgent
HEURISTIC = HeuristicAgent
SEARCH = SearchAgent


# ---------------------------------------------------------------------- hints
def explain(view: GardenView, move: Move, planner: Planner) -> str:
    """Why ``move`` is good or bad, in words: points it scores now (Grasshopper penalties
    included, G-8), Awards it earns, keeps open or spoils, Bees, Compost, and the Neighbour
    likely to visit (:func:`visit_words`)."""
    data = load()
    tb = planner.tb
    ev = planner.evaluator
    sit = situation(view)
    u = unseen_counts(sit.unseen, tb)
    vt = data.types[data.veg(move.card).type]
    grid0 = type_grid(sit.garden, tb)
    g1, sup1, _ = planner.after(sit, move)
    grid1 = type_grid(g1, tb)
    left0 = sit.left_after + 1
    parts = []
    where = slot_words(sit.garden, move.slot, data.card_name, sit.fixed)
    hoppers = view.grasshoppers[view.seat] if view.grasshoppers else ()
    if tuple(move.slot) in {tuple(h) for h in hoppers}:
        where += ", under the Grasshopper"   # as the log says a planting there (G-8)
    head = f"Plant the {data.card_name(move.card)} {where}"   # "Bean 10", as the table
    gain = adjacency(grid1, tb.points) - adjacency(grid0, tb.points)
    if hoppers:                  # what the Grasshoppers take off the pairs (G-8)
        gain -= (sum(scoring.grasshopper_penalties(g1, hoppers, data).values())
                 - sum(scoring.grasshopper_penalties(sit.garden, hoppers, data).values()))
    t = tb.card_type[move.card]
    c, r = move.slot
    same = sum(1 for m in ((c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1))
               if grid1.get(m) == t)
    if same:
        what = f"the {vt.singular} next to it" if same == 1 else f"the {same} {vt.name} next to it"
        parts.append(f"it joins {what} ({gain:+d} points)")
    elif gain < 0:
        parts.append(f"it loses {-gain} points of pairs")
    # the last planting settles the Bee's Knees (G-10: all 6 Bees in the supply at the
    # end), so its Bee is counted as an Award won or lost; earlier a Bee can still come back
    last = sit.left_after == 0
    a0 = awards_now(grid0, sit.supply if last else 0, ev.fixed, tb)
    a1 = awards_now(grid1, sup1 if last else 0, ev.fixed, tb)
    knees = last and (("bees_knees" in a0) != ("bees_knees" in a1))
    for aid in a1:
        if aid not in a0:
            parts.append(f"it earns {data.awards[aid].name} (+{a1[aid]})")
    for aid in a0:
        if aid not in a1:
            parts.append(f"it breaks {data.awards[aid].name} (-{a0[aid]})")
    changes = []
    if not sit.garden:
        # the first card of a garden: every Award is equally far off, so the reasons are
        # the type's prospects and the tokens the card left turns (G-1, G-5; a tester read
        # "it brings The Promenade closer" on all three first cards)
        parts += _first_card_words(sit, move, vt, u[t], data)
    else:
        p0 = ev.award_chances(grid0, left0, u)
        p1 = ev.award_chances(grid1, sit.left_after, u)
        for aid, before in p0.items():
            after = p1.get(aid, 0.0)
            if aid in a1:
                continue
            # weighed as the AI weighs it (Weights.award): an Award it hardly counts on (the
            # Four Corners, 0.1) is not given as the reason for a planting (a tester read
            # "brings The Four Corners closer" for a Bean put far from the others)
            w = tb.award_pts.get(aid, 0) * ev.w.award.get(aid, 1.0)
            changes.append(((after - before) * w, aid, before, after))
        changes.sort()
    if changes and changes[-1][0] >= 1.0:
        parts.append(f"it brings {data.awards[changes[-1][1]].name} closer")
    if changes and changes[0][0] <= -1.0 and changes[0][3] < 0.01 and changes[0][2] > 0.05:
        # an Award (G-10) no longer possible: "but" after a gain; after a loss ("it breaks
        # ...") it is one more cost
        worse = any(p.startswith(("it breaks", "it loses")) for p in parts)
        parts.append(f"{'and' if worse else 'but'} it ends any chance of"
                     f" {data.awards[changes[0][1]].name}")
    elif changes and not any(ch[0] >= 1.0 for ch in changes):
        open_best = max((ch for ch in changes if ch[3] > 0.05), default=None,
                        key=lambda ch: ch[3] * tb.award_pts.get(ch[1], 0))
        if open_best is not None:
            parts.append(f"it keeps {data.awards[open_best[1]].name} open")
    if move.compost:
        old = sit.garden[move.slot]
        parts.append(f"it sends {data.card_name(old)} to the Compost (-2)")
    if not sit.free and not knees:      # a Bee that wins or loses the Award is said there
        if move.position == 0:
            parts.append("it costs a Bee")
        elif move.position == 2:
            parts.append("it brings a Bee" + (" (the Bee's Knees needs all 6)"
                                               if sup1 < 6 else ", the sixth: Bee's Knees"))
    visit = visit_words(sit, move, g1, planner)
    if not parts:
        room = set(open_slots(grid1, ev.fixed)) if sit.left_after > 0 else set()
        if any(m in room for m in ((c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1))):
            parts.append(f"it leaves room for another {vt.singular} next to it")
        elif not visit:
            parts.append("it is the least harmful place for it")
    if visit:                                # its own clause after the planting's merits
        if not parts:                        # "Plant …: Bernard …", not "Plant …: but …"
            first, rest = visit.split(" ", 1)
            visit = rest if first in ("but", "and", "though") else visit
        return head + ": " + "; ".join(x for x in (", ".join(parts), visit) if x) + "."
    return head + ": " + ", ".join(parts) + "."


def _first_card_words(sit: Situation, move: Move, vt, more: int, data) -> list[str]:
    """The hint's reasons for a garden's first card: its type's points and how many more of
    it are still to come (G-1; unseen cards only, C-3), and the Neighbour tokens the
    higher-numbered card left turns (G-5), e.g. ``["Pumpkins score 4 each and 4 more are
    still to come", "it leaves the Salsify 17 to turn 3 Neighbour tokens"]``."""
    words = [f"{vt.name} score {vt.points} each and {more} more"
             f" {'is' if more == 1 else 'are'} still to come" if more else
             f"{vt.name} score {vt.points} each, but no other is still to come"]
    rest = [c for c in sit.offer if c is not None and c != move.card]
    if rest:
        top = max(rest)
        n = data.veg(top).neighbour_number
        words.append(f"it leaves the {data.card_name(top)} to turn {n} Neighbour"
                     f" token{'s' if n != 1 else ''}")
    return words


#: The chance from which the hint names the Neighbour who may visit (G-6), and the chance
#: from which it says he "is likely to" visit.  (At 0.5 only, a tester's pick was a Turnip
#: that the Mayor, at 27 %, would have taken, and the hint said nothing of it.)
VISIT_WORDS_FROM = 0.25
VISIT_LIKELY_FROM = 0.5

#: Shorter names the hint uses, so its sentence fits the hint panel: "Pomme-Frites", as the
#: rules page calls him, for "The Right Honourable Pomme-Frites, Esq.".
HINT_NAMES = {"pomme_frites": "Pomme-Frites"}


def visit_words(sit: Situation, move: Move, garden: dict, planner: Planner) -> str:
    """The coming Neighbour phase in the hint's words, when one Neighbour may well act
    (chance at least :data:`VISIT_WORDS_FROM`, "is likely to" from
    :data:`VISIT_LIKELY_FROM`, from the tokens on the tiles and those this
    and the round's later turns turn, as the AI weighs it, G-5/G-6) and its visit bears on
    ``move`` (``garden``: the garden after it, ``{slot: number}``; G-7):

    * a card-taking Neighbour: which card it would take, e.g. "but the Mayor of Onion Town
      is likely to visit (80 %) and would take it";
    * Bernard (all Bees in the supply): when the move gains or pays a Bee
      (:func:`_bee_visit_words`);
    * Pomme-Frites (lone cards): when the planted card is one he would move, or it gives a
      card he would move a neighbour (:func:`_lone_visit_words`);
    * the Ferwig-Radishers: before the last round, that they would spoil the next draw
      (its best card is lost, the planting is free), not the garden.

    ``""`` when no visit is likely or it bears on nothing the move does."""
    if not sit.neighbours:
        return ""
    data = load()
    chances = planner.act_chances(sit, reveal_of(sit.offer, move.card, planner.tb))
    nid, p = max(chances.items(), key=lambda kv: kv[1], default=(None, 0.0))
    nb = data.neighbours.get(nid) if nid is not None else None
    if nb is None or p < VISIT_WORDS_FROM:
        return ""
    be = "are" if nb.plural else "is"         # "Duke & Duchess Peapod are likely to visit"
    name = HINT_NAMES.get(nb.id, nbmod.mid_sentence(nb.name))
    likely = (f"{name} {be} likely to visit ({round(p * 100)} %)" if p >= VISIT_LIKELY_FROM
              else f"{name} may visit ({round(p * 100)} %)")
    if nb.rule == "take_bees":
        return _bee_visit_words(sit, move, likely)
    if nb.rule == "move_lone":
        return _lone_visit_words(sit, move, garden, likely)
    if nb.rule == "next_draw_highest":
        # G-7: after the last round there is no draw left to spoil
        return "" if sit.final_round else (f"{likely} and would spoil the next draw, not"
                                           " the garden")
    if nb.rule not in nbmod.TAKING_RULES:
        return ""
    slot = nbmod.card_taken(nb, garden, data)
    if slot is None:
        return ""
    taken = garden[slot]
    what = "it" if taken == move.card else f"the {data.card_name(taken)}"
    but = "but " if taken == move.card else ""
    return f"{but}{likely} and would take {what}"


def _bee_visit_words(sit: Situation, move: Move, likely: str) -> str:
    """Bernard's likely visit (``likely``: "Bernard Betteravé is likely to visit (78 %)")
    for a move that changes the Bees (G-4, G-7: he takes every Bee in the supply out of
    the game): the Bee a right card brings would go with the others ("… and would take all
    6 Bees"), the Bee a left card costs would have gone anyway.  ``""`` on a free
    turn or for the centre card."""
    if sit.free or move.position == 1:
        return ""
    if move.position == 0:
        return f"though {likely} and would take that Bee anyway"
    after = sit.supply + 1
    bees = "it" if after == 1 else "both Bees" if after == 2 else f"all {after} Bees"
    return f"but {likely} and would take {bees}"


def _lone_visit_words(sit: Situation, move: Move, garden: dict, likely: str) -> str:
    """Pomme-Frites's likely visit (``likely``) for ``move`` (G-7: the lone cards are picked
    out first and each goes to the first empty slot touching a card): "but … and would
    move it left of Bean 16" when the planted card is lone and has a slot to go to; "…
    likely to visit (70 %), but the Lettuce 22 beside it is no longer lone and stays" when
    the planted card gives a card he would have moved a neighbour; ``""`` when the move
    changes nothing he does."""
    data = load()
    g = dict(garden)
    for src, dst in nbmod.lone_moves(garden, sit.fixed):
        card = g.pop(src)
        if src == move.slot:
            return f"but {likely} and would move it {slot_words(g, dst, data.card_name)}"
        g[dst] = card
    moved_after = {src for src, _ in nbmod.lone_moves(garden, sit.fixed)}
    c, r = move.slot
    kept = [sit.garden[src] for src, _ in nbmod.lone_moves(sit.garden, sit.fixed)
            if src in ((c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1))
            and src not in moved_after]
    if not kept:
        return ""
    return (f"{likely}, but the {data.card_name(max(kept))} beside it is no longer lone and"
            " stays")


#: Share of the Blue Ribbon bonus below which the hint no longer says it counts the
#: ribbon's chance (:func:`blue_counts`).
BLUE_WORDS_FROM = 0.01


def blue_counts(planner: Planner, sit: Situation, value: float) -> bool:
    """True when the Blue Ribbon's chance (G-11, :meth:`Planner.blue_chance`) adds at least
    :data:`BLUE_WORDS_FROM` of its bonus to a planting valued ``value`` (solo only).
    ``value`` already holds that bonus term, so the chance is over-estimated: the words
    go only when even that leaves the ribbon out of reach."""
    bonus, _ = planner.blue_line(sit)
    return bool(bonus) and planner.blue_chance(sit, value, sit.left_after) >= \
        BLUE_WORDS_FROM * bonus


def hint(view: GardenView, legal: list, agent: HeuristicAgent | None = None) -> list:
    """For each of the three offer positions (left, centre, right) holding a card: the
    planting the AI would make with that card and why.

    Returns a list of ``(action, reason)``: ``action`` is the best legal :class:`Plant` of
    that card, or ``None`` when the card cannot be taken now (the reason says why, G-4);
    ``reason`` is a sentence for the player.  The card the AI would choose overall says so.
    Raises ``ValueError`` when no planting is asked for (another phase).
    """
    if view.phase != "plant":
        raise ValueError("hints are given for the planting decision only")
    agent = agent or HeuristicAgent()
    sit = situation(view)
    planner = agent.planner(sit.fixed, sit.solo)
    ranked = agent.rank(view)
    legal_set = set(legal)
    ranked = [(m, v) for m, v in ranked if _move_to_action(m) in legal_set]
    best_overall = ranked[0][0] if ranked else None
    data = load()
    out = []
    for pos, card in enumerate(view.offer):
        if card is None:
            continue
        mine = [(m, v) for m, v in ranked if m.position == pos]
        name = data.card_name(card)
        if not mine:
            why = ("you have no Bee to pay for the left card" if pos == 0
                   else "the Beehive is empty, so there is no Bee to gain for the right card"
                   if pos == 2 else "it cannot be planted now")
            out.append((None, f"The {name} ({POSITIONS[pos]}) cannot be taken: {why}."))
            continue
        m, v = mine[0]
        text = explain(view, m, planner)
        if m == best_overall:
            text += " This is the move I would make."
        else:
            diff = ranked[0][1] - v
            k = round(diff)
            # solo, the values hold the Blue Ribbon bonus times its chance (blue_chance);
            # said only while that chance adds something to the best move's value (a
            # tester read it in games long out of the ribbon's reach)
            ribbon = (", counting the chance of a Blue Ribbon"
                      if blue_counts(planner, sit, ranked[0][1]) else "")
            text += (f" (About {k} point{'s' if k != 1 else ''} worse than my pick{ribbon}.)"
                     if diff >= 0.5 else " (Nearly as good as my pick.)")
        out.append((_move_to_action(m), text))
    return out
