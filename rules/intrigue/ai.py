"""Intrigue opponents: ``EASY`` (level ``easy``), ``HEURISTIC`` (level ``heuristic``) and
``SEARCH`` (level ``search``).

All three see only an :class:`~rules.core.Observation`: the seat's
:class:`~rules.intrigue.view.IntrigueView`, its legal actions and (search only) sampled
determinizations.  Card counting uses exactly what RULINGS C-3 makes public: face-up cards,
each seat's claims (``view.claims``) and shown cards (``view.shown``), plus the seat's own
hand and exchange draw.

Found by :func:`rules.ai.registry.make_agent` as ``EASY`` / ``HEURISTIC`` / ``SEARCH``.
"""
from __future__ import annotations

import random
from typing import Sequence

from rules.ai.base import Agent
from rules.ai.ismcts import ISMCTSAgent
from rules.core import Observation, State
from rules.intrigue.roles import RANKS
from rules.intrigue.state import state_from_view
from rules.intrigue.view import PUBLIC_FIELDS, IntrigueView

#: Coins (intrigue.txt "Your turn"), as the engine uses them.
COUP_COST, DAGGER_COST, FORCED_COUP = 7, 3, 10

#: How much a face-down card of each rank is worth keeping (exchange, losing a card):
#: the King's tax is the steadiest income, the Jack's Dagger the cheapest attack, the 10
#: steals and blocks steals, the Queen only defends, the Ace's exchange is slow.
KEEP_VALUE = {"K": 5.0, "J": 4.0, "10": 3.5, "Q": 3.0, "A": 2.0}

#: Rank whose card performs each role action (intrigue.txt "Role actions").
ACTION_RANK = {"tax": "K", "dagger": "J", "steal": "10", "exchange": "A"}


# ---------------------------------------------------------------------- card counting

def copies_per_rank(view: IntrigueView) -> int:
    """Copies of each rank in the deck: 3 (15 cards) or 4 (20 cards, RULINGS I-1)."""
    return view.deck_size // len(RANKS)


def unseen_counts(view: IntrigueView) -> dict[str, int]:
    """Per rank, the copies ``view.seat`` cannot see: the deck minus its own hand and draw
    and every face-up card.  These are spread over the other seats' face-down cards, the
    court and another seat's exchange draw."""
    copies = copies_per_rank(view)
    c = {r: copies for r in RANKS}
    for r in view.hand:
        c[r] -= 1
    for r in view.drawn:
        c[r] -= 1
    for up in view.face_up:
        for r in up:
            c[r] -= 1
    return c


def p_holds_any(unseen_of_rank: int, unseen_total: int, hidden_cards: int) -> float:
    """Probability that ``hidden_cards`` cards drawn at random from ``unseen_total`` unseen
    cards include at least one of ``unseen_of_rank`` copies (hypergeometric)."""
    if unseen_of_rank <= 0 or hidden_cards <= 0:
        return 0.0
    p_none = 1.0
    for i in range(hidden_cards):
        rest = unseen_total - i
        if rest <= 0:
            break
        p_none *= max(0.0, (rest - unseen_of_rank) / rest)
    return 1.0 - p_none


def claim_credibility(view: IntrigueView, seat: int, rank: str,
                      bluff_prior: float = 0.35) -> float:
    """Estimated probability that ``seat`` holds ``rank`` now, given what ``view.seat``
    knows: the card-count prior (:func:`p_holds_any`) updated by the fact that ``seat``
    claims it (a holder always may claim it, a non-holder bluffs with ``bluff_prior``),
    raised for a story told before (earlier claims of the same rank), lowered for a seat that
    has claimed more different ranks than it can hold.  ``0.0`` when every copy is visible
    to ``view.seat`` (the claim is impossible)."""
    unseen = unseen_counts(view)
    u = unseen[rank]
    if u <= 0:
        return 0.0
    total = sum(max(0, v) for v in unseen.values())
    prior = p_holds_any(u, total, view.face_down[seat])
    history = view.claims[seat]
    earlier = list(history)
    if earlier and earlier[-1] == rank:
        earlier = earlier[:-1]  # the claim being judged is already recorded
    beta = bluff_prior
    if rank in earlier:
        beta *= 0.6
    if len(set(earlier) | {rank}) > 2:
        beta = min(1.0, beta * 1.6)
    for s, r in view.shown:  # this seat proved the rank before; it went back to the court
        if s == seat and r == rank:
            beta *= 0.8
    return prior / (prior + beta * (1.0 - prior)) if prior > 0 else 0.0


def hand_value(ranks: Sequence[str]) -> float:
    """Worth of a set of face-down cards: :data:`KEEP_VALUE` each, a second copy of a rank
    counts 40 % (it adds no new role)."""
    seen: set[str] = set()
    total = 0.0
    for r in sorted(ranks, key=lambda x: -KEEP_VALUE[x]):
        total += KEEP_VALUE[r] * (0.4 if r in seen else 1.0)
        seen.add(r)
    return total


def threat(view: IntrigueView, seat: int) -> float:
    """How dangerous ``seat`` is to everyone else: face-down cards first, then coins (a
    coup is 7 coins away), then the aggressive roles it has claimed."""
    if not view.alive(seat):
        return -1.0
    claimed = set(view.claims[seat])
    return (view.face_down[seat] * 10.0 + view.coins[seat]
            + (1.5 if "J" in claimed else 0.0) + (1.0 if "K" in claimed else 0.0))


# ---------------------------------------------------------------------- the heuristic

class IntrigueHeuristic(Agent):
    """Level ``heuristic``: a rule-based Intrigue player working only from ``obs.view`` and
    ``obs.legal``.

    * Turn: coup the most threatening opponent at 7+ coins (forced at 10, intrigue.txt);
      otherwise use a role it holds (Dagger when affordable, tax, steal from a rich seat
      that has not claimed a steal blocker, exchange a weak hand); bluff a role with
      probability ``bluff_rate`` when the role is still plausible; else foreign aid unless an
      opponent has claimed the King, else income.
    * Challenge: always when the claim is impossible (every copy visible to it, including
      its own hand); otherwise when :func:`claim_credibility` is below a threshold that is
      higher when the claim hurts it and lower when it has one card left.
    * Block: truthfully when it holds a blocking card; bluff a block with a rate depending
      on what is at stake (always the Queen against a Dagger on its last card).
    * Show the card when challenged and holding it; lose and keep cards by
      :func:`hand_value`.

    ``bluff_rate`` in [0, 1] (default 0.2); ``caution`` scales every challenge threshold
    (default 1.0).  Deterministic given the ``rng``.
    """

    level = "heuristic"

    def __init__(self, bluff_rate: float = 0.2, caution: float = 1.0):
        if not 0.0 <= bluff_rate <= 1.0:
            raise ValueError(f"bluff_rate must be in [0, 1], not {bluff_rate}")
        self.bluff_rate = bluff_rate
        self.caution = caution

    def choose(self, obs: Observation, rng: random.Random):
        """A legal action for ``obs.seat`` (see the class docstring)."""
        legal = obs.legal
        if len(legal) == 1:
            return legal[0]
        return self.decide(obs.view, legal, rng)

    def decide(self, view: IntrigueView, legal: list, rng: random.Random):
        """The decision from a view and its legal actions (also used by rollouts)."""
        by_text = {str(a): a for a in legal}
        phase = view.phase
        if phase == "action":
            text = self._turn(view, by_text, rng)
        elif phase == "challenge":
            text = self._challenge(view, rng)
        elif phase == "block":
            text = self._block(view, by_text, rng)
        elif phase == "prove":
            text = "show" if "show" in by_text else "decline"
        elif phase == "lose":
            text = self._lose(view, by_text)
        elif phase == "exchange":
            text = self._keep(view, by_text)
        else:
            text = None
        return by_text.get(text, legal[0]) if text is not None else legal[0]

    # -- turn ----------------------------------------------------------------------
    def _opponents(self, view: IntrigueView) -> list[int]:
        return [s for s in view.living() if s != view.seat]

    def _plausible(self, view: IntrigueView, rank: str) -> bool:
        """Could the others believe ``view.seat`` holds ``rank``?  Not if every copy but its
        own would be face up (the others cannot rule out cards in its hand, but 2 of 3
        face up makes a claim a likely challenge)."""
        up = sum(u.count(rank) for u in view.face_up)
        return up <= copies_per_rank(view) - 2

    def _turn(self, view: IntrigueView, legal: dict, rng: random.Random) -> str:
        me = view.seat
        coins = view.coins[me]
        hand = set(view.hand)
        opps = self._opponents(view)
        by_threat = sorted(opps, key=lambda s: (-threat(view, s), s))
        strongest = by_threat[0]
        if coins >= COUP_COST:
            # Coup the strongest; finish off a one-card seat if it is nearly as strong.
            return f"coup {strongest}"
        bluffing = rng.random() < self.bluff_rate * (0.5 if view.face_down[me] == 1 else 1.0)

        def dagger_target() -> int:
            # Prefer a seat that has not claimed the Queen; among them the most threatening.
            ranked = sorted(opps, key=lambda s: ("Q" in view.claims[s], -threat(view, s), s))
            return ranked[0]

        def steal_target() -> int | None:
            rich = [s for s in opps if view.coins[s] >= 2
                    and not ({"10", "A"} & set(view.claims[s]))]
            if not rich:
                return None
            return max(rich, key=lambda s: (view.coins[s], threat(view, s), -s))

        dt = dagger_target()
        # A seat that has claimed the Queen will likely block again: save for a coup instead
        # (also keeps Dagger/Queen exchanges from draining every purse forever).
        dagger_ok = "Q" not in view.claims[dt] or rng.random() < 0.1
        if "J" in hand and coins >= DAGGER_COST and dagger_ok and f"dagger {dt}" in legal:
            return f"dagger {dt}"
        if "K" in hand:
            return "tax"
        st = steal_target()
        if "10" in hand and st is not None:
            return f"steal {st}"
        if "A" in hand and hand_value(view.hand) < 7.0:
            return "exchange"
        if bluffing:
            options = []
            if coins >= DAGGER_COST and dagger_ok and self._plausible(view, "J"):
                options.append((2.0 if len(opps) == 1 else 1.0, f"dagger {dt}"))
            if self._plausible(view, "K"):
                options.append((2.0, "tax"))
            if st is not None and self._plausible(view, "10"):
                options.append((1.0, f"steal {st}"))
            # A told story is more believable: weight roles claimed before.
            told = set(view.claims[me])
            options = [(w * (2.0 if ACTION_RANK[t.split()[0]] in told else 1.0), t)
                       for w, t in options if t in legal]
            if options:
                total = sum(w for w, _ in options)
                x = rng.random() * total
                for w, t in options:
                    x -= w
                    if x <= 0:
                        return t
                return options[-1][1]
        king_claimed = any("K" in view.claims[s] for s in opps)
        if not king_claimed or rng.random() < 0.25:
            return "foreign_aid"
        return "income"

    # -- challenge -----------------------------------------------------------------
    def _challenge(self, view: IntrigueView, rng: random.Random) -> str:
        me = view.seat
        claimant, rank, about = view.claimant, view.claimed_rank, view.about
        cred = claim_credibility(view, claimant, rank)
        if cred <= 0.0:
            return "challenge"  # impossible claim: every copy is visible to me (C-3)
        mine = view.face_down[me]
        hurts_me = False
        threshold = 0.12
        if about == "action":
            if view.target == me and view.action in ("dagger", "steal"):
                hurts_me = True
                if view.action == "dagger":
                    # On my last card with no Queen, a dagger ends me unless stopped.
                    if mine == 1 and "Q" not in view.hand:
                        threshold = 0.55
                    else:
                        threshold = 0.3 if "Q" not in view.hand else 0.05
                else:
                    threshold = 0.25 if not ({"10", "A"} & set(view.hand)) else 0.05
            elif view.action == "tax":
                # Tax that brings a seat to a coup is worth contesting.
                threshold = 0.22 if view.coins[claimant] + 3 >= COUP_COST else 0.12
        else:  # a block of somebody's action
            if view.turn == me:
                hurts_me = True
                threshold = 0.3
            else:
                threshold = 0.08
        if len(view.living()) == 2:
            threshold += 0.08  # every claim of the only opponent hurts me
        if mine == 1 and not (hurts_me and view.action == "dagger"):
            threshold *= 0.5  # a wrong challenge would end my game
        threshold *= self.caution
        # A little noise so the heuristic cannot be read exactly.
        return "challenge" if cred < threshold + (rng.random() - 0.5) * 0.06 else "pass"

    # -- block ---------------------------------------------------------------------
    def _block(self, view: IntrigueView, legal: dict, rng: random.Random) -> str:
        me = view.seat
        hand = set(view.hand)
        for text in legal:
            if text.startswith("block ") and text.split()[1] in hand:
                return text  # a truthful block
        mine = view.face_down[me]
        if view.action == "dagger" and "block Q" in legal:
            if mine == 1:
                return "block Q"  # nothing left to lose
            if self._plausible(view, "Q") and rng.random() < self.bluff_rate:
                return "block Q"
            return "pass"
        if view.action == "steal":
            stake = min(2, view.coins[me])
            options = [t for t in legal if t.startswith("block ")
                       and self._plausible(view, t.split()[1])]
            if options and stake >= 2 and rng.random() < self.bluff_rate * 1.5:
                told = [t for t in options if t.split()[1] in view.claims[me]]
                return (told or options)[rng.randrange(len(told or options))]
            return "pass"
        if view.action == "foreign_aid" and "block K" in legal:
            actor = view.turn
            urgent = view.coins[actor] + 2 >= COUP_COST
            rate = self.bluff_rate * (1.5 if urgent else 0.5)
            if mine == 2 and self._plausible(view, "K") and rng.random() < rate:
                return "block K"
        return "pass"

    # -- cards ---------------------------------------------------------------------
    def _lose(self, view: IntrigueView, legal: dict) -> str:
        hand = list(view.hand)
        best, best_v = None, None
        for text in legal:
            rank = text.split()[1]
            rest = list(hand)
            rest.remove(rank)
            v = hand_value(rest) + (0.5 if rank not in view.claims[view.seat] else 0.0)
            if best_v is None or v > best_v:
                best, best_v = text, v
        return best

    def _keep(self, view: IntrigueView, legal: dict) -> str:
        best, best_v = None, None
        told = set(view.claims[view.seat])
        for text in legal:
            ranks = text.split()[1:]
            v = hand_value(ranks) + 0.3 * sum(r in told for r in ranks)
            if best_v is None or v > best_v:
                best, best_v = text, v
        return best


HEURISTIC = IntrigueHeuristic


# ---------------------------------------------------------------------- the easy level

class IntrigueEasy(IntrigueHeuristic):
    """Level ``easy``: a beginner at the table, weak but sensible, working only from
    ``obs.view`` and ``obs.legal`` (RULINGS C-3) and taking every chance from the ``rng``
    handed to :meth:`choose` (deterministic given it).

    It plays its own cards honestly (a King taxes, a Jack daggers, a held card is always
    shown when challenged, a held Queen always blocks a Dagger), with a new player's
    mistakes (intrigue.txt 'Tips for beginners' lists what it does not yet do):

    * Turn: with chance ``slip`` it forgets its role and takes foreign aid (or income)
      instead, even after an opponent has claimed the King; at 7+ coins it coups the most
      threatening opponent, but with chance ``slip`` any opponent; it daggers the most
      threatening seat even when that seat has claimed the Queen and steals from the
      richest even when it has claimed a steal blocker.
    * Bluffs: with chance ``bluff_rate`` (default 0.08, none on its last card) a tax, a
      steal or a Dagger picked at random, without counting the face-up cards or keeping
      to a story told before.
    * Challenge (intrigue.txt 'Challenging', C-5): rarely, and mostly a claim it sees is
      unlikely.  An impossible claim (every copy visible to it) with chance 0.75 (it does
      not always count); otherwise only when :func:`claim_credibility` is below 0.2, with
      chance 0.5 (0.25 on its last card), or, when the claim is a Dagger or steal aimed at
      it, below 0.3 with chance 0.35.
    * Block: with a card it holds, always against a Dagger, otherwise it forgets with
      chance ``slip``; a Queen bluff against a Dagger on its last card half the time;
      other bluffed blocks seldom (``bluff_rate / 2``, never on its last card).
    * Cards: with chance ``slip`` it turns up (loses) or keeps (exchange) a card at random
      instead of by :func:`hand_value`.

    ``slip`` in [0, 1] (default 0.35) and ``bluff_rate`` in [0, 1]; ``ValueError`` outside.
    Measured against ``random``, ``heuristic`` and ``search`` by
    ``tests/benchmarks/bench_easy.py``.
    """

    level = "easy"

    def __init__(self, bluff_rate: float = 0.08, slip: float = 0.35):
        super().__init__(bluff_rate=bluff_rate)
        if not 0.0 <= slip <= 1.0:
            raise ValueError(f"slip must be in [0, 1], not {slip}")
        self.slip = slip

    def decide(self, view: IntrigueView, legal: list, rng: random.Random):
        """The decision from a view and its legal actions (see the class docstring): the
        heuristic's dispatch with this class's turn, challenge and block; a card to lose
        or keep is, with chance ``slip``, any legal one."""
        if view.phase in ("lose", "exchange") and rng.random() < self.slip:
            return legal[rng.randrange(len(legal))]
        return super().decide(view, legal, rng)

    def _turn(self, view: IntrigueView, legal: dict, rng: random.Random) -> str:
        me = view.seat
        coins = view.coins[me]
        hand = set(view.hand)
        opps = self._opponents(view)
        strongest = sorted(opps, key=lambda s: (-threat(view, s), s))[0]
        if coins >= COUP_COST:
            if rng.random() < self.slip:
                return f"coup {opps[rng.randrange(len(opps))]}"
            return f"coup {strongest}"
        safe = "foreign_aid" if rng.random() < 0.7 else "income"
        if rng.random() < self.slip:
            return safe  # forgets to use its role
        rich = [s for s in opps if view.coins[s] >= 1]
        richest = max(rich, key=lambda s: (view.coins[s], -s)) if rich else None
        if "J" in hand and coins >= DAGGER_COST:
            return f"dagger {strongest}"
        if "K" in hand:
            return "tax"
        if "10" in hand and richest is not None and view.coins[richest] >= 2:
            return f"steal {richest}"
        if "A" in hand and hand_value(view.hand) < 7.0:
            return "exchange"
        if view.face_down[me] > 1 and rng.random() < self.bluff_rate:
            options = ["tax"]
            if richest is not None and view.coins[richest] >= 2:
                options.append(f"steal {richest}")
            if coins >= DAGGER_COST:
                options.append(f"dagger {strongest}")
            pick = options[rng.randrange(len(options))]
            if pick in legal:
                return pick
        return safe

    def _challenge(self, view: IntrigueView, rng: random.Random) -> str:
        me = view.seat
        cred = claim_credibility(view, view.claimant, view.claimed_rank)
        last_card = view.face_down[me] == 1
        if cred <= 0.0:
            return "challenge" if rng.random() < 0.75 else "pass"
        hit = (view.about == "action" and view.target == me
               and view.action in ("dagger", "steal"))
        threshold, chance = (0.3, 0.35) if hit else (0.2, 0.5)
        if last_card and not hit:
            chance *= 0.5
        if cred < threshold and rng.random() < chance:
            return "challenge"
        return "pass"

    def _block(self, view: IntrigueView, legal: dict, rng: random.Random) -> str:
        hand = set(view.hand)
        for text in legal:
            if text.startswith("block ") and text.split()[1] in hand:
                if view.action == "dagger" or rng.random() >= self.slip:
                    return text  # a truthful block (it may forget one that saves no card)
                return "pass"
        if view.action == "dagger" and "block Q" in legal and view.face_down[view.seat] == 1:
            return "block Q" if rng.random() < 0.5 else "pass"
        bluffs = [t for t in legal if t.startswith("block ")]
        if bluffs and view.face_down[view.seat] > 1 and rng.random() < self.bluff_rate / 2:
            return bluffs[rng.randrange(len(bluffs))]
        return "pass"


EASY = IntrigueEasy


# ---------------------------------------------------------------------- search

def strength_evaluate(state: State) -> list[float]:
    """Score of an unfinished rollout per seat, in [0, 1], summing to 1: each living seat's
    share of ``face_down * 4 + coins / 3`` (public facts only: counts, not ranks)."""
    w = [(len(h) * 4.0 + c / 3.0) if h else 0.0 for h, c in zip(state.hands, state.coins)]
    total = sum(w) or 1.0
    return [x / total for x in w]


class SeatLens:
    """A cheap read-only stand-in for ``state.view(seat)`` in rollouts: the same attribute
    names as :class:`~rules.intrigue.view.IntrigueView`, read straight from the state's
    public attributes (``PUBLIC_FIELDS``) plus the seat's own ``hand`` and exchange draw.
    Hidden attributes (other hands, the court's cards) are not reachable through it, so a
    rollout seat plays on its own information only (C-3).  Raises ``AttributeError`` for
    any other name."""

    __slots__ = ("_state", "seat", "hand", "drawn", "face_down", "num_players", "court_size")

    def __init__(self, state, seat: int):
        self._state = state
        self.seat = seat
        self.hand = tuple(state.hands[seat])
        self.drawn = tuple(state.drawn) if state.phase == "exchange" and seat == state.turn \
            else ()
        self.face_down = tuple(len(h) for h in state.hands)
        self.num_players = len(self.face_down)
        self.court_size = len(state.court)

    def __getattr__(self, name: str):
        if name in _LENS_FIELDS:
            return getattr(self._state, name)
        raise AttributeError(name)

    def alive(self, seat: int) -> bool:
        """True if ``seat`` still has a face-down card."""
        return self.face_down[seat] > 0

    def living(self) -> tuple[int, ...]:
        """Seats still in the game, in seat order."""
        return tuple(s for s, fd in enumerate(self.face_down) if fd > 0)


_LENS_FIELDS = frozenset(PUBLIC_FIELDS) - {"face_down", "num_players", "court_size",
                                           "current", "drawn_count"}


class HeuristicRollout:
    """Rollout policy ``(state, rng) -> action`` for :class:`ISMCTSAgent`: the heuristic
    playing every seat from that seat's own view of the determinized state (so rollouts
    never use cards the seat could not see)."""

    def __init__(self, bluff_rate: float = 0.2):
        self.agent = IntrigueHeuristic(bluff_rate=bluff_rate)

    def __call__(self, state: State, rng: random.Random):
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return self.agent.decide(SeatLens(state, state.current_player()), legal, rng)


def claim_weighted_sample(obs: Observation, rng: random.Random, bluff_prior: float = 0.35,
                          tries: int = 6) -> State:
    """A determinization of ``obs`` in which seats tend to hold what they claimed.

    Determinizations (:func:`rules.intrigue.state.state_from_view`, the same as
    ``State.determinize``) deal unseen cards uniformly; but a seat that claims a rank
    usually holds it.  Each draw is accepted with probability ``bluff_prior ** k``, ``k``
    being the number of ranks among each other living seat's last two claims (the claim on
    the table included) that the drawn hand lacks; after ``tries`` draws the last one is
    used.  Uses only the public claims of the view (C-3), so it leaks nothing."""
    view = obs.view
    me = view.seat
    recent = [(s, set(view.claims[s][-2:])) for s in range(view.num_players)
              if s != me and view.face_down[s] and view.claims[s]]
    st = None
    for _ in range(tries):
        st = state_from_view(view, rng)
        w = 1.0
        for s, ranks in recent:
            hand = st.hands[s]
            for r in ranks:
                if r not in hand:
                    w *= bluff_prior
        if w >= 1.0 or rng.random() < w:
            return st
    return st


#: Search defaults: a 4-player decision in well under a second on the reference machine
#: (tests/benchmarks/bench_ai.py prints the figures).  A rollout of 24 plies covers about
#: three turns at 4 players; :func:`strength_evaluate` scores the rest.
DEFAULT_ITERATIONS = 200
DEFAULT_ROLLOUT_DEPTH = 24
#: Progressive-bias weight toward the heuristic's move.  Measured against 3 heuristic seats
#: at 4 players (same 16 seeded games): weight 1.0 won 4/16, weight 3.0 won 5/16; at 2
#: players both won about 3/4 of the games.
DEFAULT_PRIOR_WEIGHT = 3.0


class IntrigueSearch(ISMCTSAgent):
    """Level ``search`` for Intrigue: :class:`~rules.ai.ismcts.ISMCTSAgent` where the
    heuristic (:class:`HeuristicRollout`, every seat playing from its own view) is

    * the rollout policy, rollouts cut after :data:`DEFAULT_ROLLOUT_DEPTH` plies and scored
      by :func:`strength_evaluate`;
    * the model of the other seats inside the tree (``opponent_policy``), so the tree never
      answers the searcher's own hand as if it could see it;
    * a progressive bias at the searcher's own nodes (``prior_policy``, weight
      :data:`DEFAULT_PRIOR_WEIGHT`);

    and determinizations favour hands that hold what each seat claimed
    (:func:`claim_weighted_sample`).

    :data:`DEFAULT_ITERATIONS` iterations by default.  Keyword arguments as for
    ``ISMCTSAgent`` override any of these."""

    def __init__(self, **kwargs):
        kwargs.setdefault("rollout_policy", HeuristicRollout())
        kwargs.setdefault("opponent_policy", kwargs["rollout_policy"])
        kwargs.setdefault("prior_policy", kwargs["rollout_policy"])
        kwargs.setdefault("prior_weight", DEFAULT_PRIOR_WEIGHT)
        kwargs.setdefault("evaluate", strength_evaluate)
        kwargs.setdefault("sampler", claim_weighted_sample)
        kwargs.setdefault("max_rollout_depth", DEFAULT_ROLLOUT_DEPTH)
        kwargs.setdefault("iterations", DEFAULT_ITERATIONS)
        super().__init__(**kwargs)


SEARCH = IntrigueSearch

__all__ = ["EASY", "HEURISTIC", "SEARCH", "IntrigueEasy", "IntrigueHeuristic", "IntrigueSearch",
           "HeuristicRollout", "claim_credibility", "hand_value", "p_holds_any", "strength_evaluate",
           "unseen_counts", "threat"]
