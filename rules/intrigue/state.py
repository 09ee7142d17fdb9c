"""The Intrigue game state: the whole truth of one game (or match) in progress.

Source: intrigue.txt (sections "Setup", "Your turn", "Blocking", "Challenging", "The order of
events", "Losing a card", "Winning", "Variants") and RULINGS C-1..C-5, I-1..I-10.

A turn is a queue of *steps* (public, ``self.steps``) run by :meth:`IntrigueState._continue`
until a seat must decide.  Decisions (``phase``):

* ``action``    – the turn player announces an action (forced coup at 10+ coins).
* ``challenge`` – seats in ``asked`` are asked one by one, clockwise from the seat after the
  claimant, whether they challenge the claim (C-5, I-3); the first ``challenge`` acts.
* ``block``     – seats in ``asked`` may block (foreign aid: every other living seat clockwise
  from the actor; Dagger/steal: the target only).
* ``prove``     – the challenged claimant shows the card or declines (I-4).
* ``lose``      – ``loser`` picks which face-down card to turn face up (asked whenever the
  seat has two face-down cards, even two alike, so the question reveals nothing, C-3; a
  last card is lost without asking).
* ``exchange``  – the exchanger picks the cards to keep (I-8).
* ``over``      – the game (or match, I-10) is finished.

Events (``Event.kind`` and its data): ``announce`` (seat, action, target, claim),
``challenge`` (seat, claimant, rank), ``pass`` (seat, question = "challenge"/"block"),
``block`` (seat, rank; with ``stands=True`` when the block was not overturned, with
``fails=True`` when it was caught and the action goes ahead), ``show`` /
``decline`` (seat, rank, challenger), ``lose`` (seat, rank: the card turned face up),
``coins`` (from, to, amount; -1 is the bank), ``draw`` (seat, count; ``ranks`` only in the
copy private to the drawer, the others get a copy without), ``return`` (seat, count; rank
for a shown card; the exchanger's private copy has kept/returned), ``shuffle`` (size),
``eliminated`` (seat), ``win`` (seat, game, match), ``newgame`` (game, start).

Chance (deals, court shuffles, draws) comes from the state's own ``random.Random`` (C-2).
Cards are always kept sorted in hands (canonical order K Q J 10 A), so the order of a hand
carries no information; the court's order is hidden.
"""
from __future__ import annotations

import itertools
import random
from collections import Counter
from typing import Iterable, Sequence

from rules.core import TERMINAL, Event, Result, State, make_event
from rules.intrigue import actions as A
from rules.intrigue.roles import BLOCK_RANKS, CLAIM_FOR, RANKS, rank_key, role_name, sort_ranks
from rules.intrigue.text import announce_text, cards_text, seat_name
from rules.intrigue.view import DERIVED_FIELDS, PUBLIC_FIELDS, IntrigueView

#: Coins (intrigue.txt "Your turn"): income, foreign aid, tax, Dagger cost, coup cost,
#: steal amount, forced-coup threshold, starting coins.
INCOME, FOREIGN_AID, TAX, DAGGER_COST, COUP_COST, STEAL, FORCED_COUP, START_COINS = \
    1, 2, 3, 3, 7, 2, 10, 2
#: Game wins needed to win a match (RULINGS I-10).
MATCH_WINS = 3
BANK = -1
BLOCKABLE = ("foreign_aid", "dagger", "steal")

_STORED = tuple(f for f in PUBLIC_FIELDS if f not in DERIVED_FIELDS)
_LIST_FIELDS = ("wins", "game_winners", "asked", "steps", "coins", "shown")
_NESTED_FIELDS = ("face_up", "claims")


def deck_for(num_players: int) -> list[str]:
    """The sorted deck for ``num_players``: 3 of each rank (15 cards) for 2–6 players,
    4 of each (20 cards) for 7–8 (RULINGS I-1)."""
    copies = 4 if num_players >= 7 else 3
    return [r for r in RANKS for _ in range(copies)]


class IntrigueState(State):
    """One Intrigue game (or match) in progress.  Build it with
    :meth:`rules.intrigue.game.IntrigueGame.new_state` or, in tests, :func:`from_position`.

    Hidden attributes: ``hands`` (sorted face-down ranks per seat), ``court`` (list, drawn
    from the end), ``drawn`` (exchange buffer), ``rng``.  Every other attribute is public and
    appears in :meth:`view`.
    """

    def __init__(self, num_players: int, match: bool = False):
        self.num_players_ = num_players
        self.deck_size = len(deck_for(num_players))
        self.match = match
        self.game_no = 0
        self.wins = [0] * num_players
        self.game_winners: list[int] = []
        self.start_player = 0
        self.hands: list[list[str]] = [[] for _ in range(num_players)]
        self.court: list[str] = []
        self.drawn: list[str] = []
        self.rng = random.Random(0)
        self.coins = [0] * num_players
        self.face_up: list[list[str]] = [[] for _ in range(num_players)]
        self.claims: list[list[str]] = [[] for _ in range(num_players)]
        self.shown: list[tuple[int, str]] = []
        #: per seat, the cards it knows went into the court, each ``[rank, chance it is still
        #: there]`` (:meth:`_court_add`, :meth:`_court_draw`; RULINGS C-3: a seat remembers
        #: what it has seen, e.g. the two cards it returned in an exchange)
        self.court_known: list[list[list]] = [[] for _ in range(num_players)]
        self.winner: int | None = None
        self.turn = 0
        self.phase = "action"
        self.steps: list[tuple] = []
        self._clear_turn()

    # ------------------------------------------------------------------ setup

    def _clear_turn(self) -> None:
        self.action: str | None = None
        self.target: int | None = None
        self.claim: str | None = None
        self.blocker: int | None = None
        self.block_rank: str | None = None
        self.claimant: int | None = None
        self.claimed_rank: str | None = None
        self.about: str | None = None
        self.challenger: int | None = None
        self.asked: list[int] = []
        self.loser: int | None = None
        self.steps = []

    def _deal(self, start: int) -> list[Event]:
        """Start a new game with ``start`` as start player: shuffle the deck from the state's
        generator, deal 2 cards each (seat order), the rest is the court; 2 coins each, but
        with 2 players the start player takes 1 (intrigue.txt "Setup", RULINGS I-2)."""
        n = self.num_players_
        deck = deck_for(n)
        self.rng.shuffle(deck)
        self.hands = [sort_ranks(deck[2 * s:2 * s + 2]) for s in range(n)]
        self.court = deck[2 * n:]
        self.court_known = [[] for _ in range(n)]
        self.drawn = []
        self.coins = [START_COINS] * n
        if n == 2:
            self.coins[start] = 1
        self.face_up = [[] for _ in range(n)]
        self.claims = [[] for _ in range(n)]
        self.shown = []
        self.game_no += 1
        self.start_player = start
        self.turn = start
        self.phase = "action"
        self._clear_turn()
        ev = [make_event("newgame", f"Game {self.game_no}: {seat_name(start)} starts.",
                         game=self.game_no, start=start)]
        for s in range(n):
            ev += self._draw_events(s, self.hands[s], dealt=True)
        return ev

    # ------------------------------------------------------------------ basics

    @property
    def num_players(self) -> int:
        """Number of seats (2–8)."""
        return self.num_players_

    def alive(self, seat: int) -> bool:
        """True if ``seat`` still has a face-down card."""
        return bool(self.hands[seat])

    def living(self) -> list[int]:
        """Seats still in the game, in seat order."""
        return [s for s in range(self.num_players_) if self.hands[s]]

    def _others_from(self, seat: int) -> list[int]:
        """Living seats other than ``seat``, clockwise from the seat after it (C-1, C-5)."""
        n = self.num_players_
        return [(seat + i) % n for i in range(1, n) if self.hands[(seat + i) % n]]

    def current_player(self) -> int:
        """The seat to decide now, or ``TERMINAL``."""
        p = self.phase
        if p == "over":
            return TERMINAL
        if p in ("action", "exchange"):
            return self.turn
        if p in ("challenge", "block"):
            return self.asked[0]
        if p == "prove":
            return self.claimant
        if p == "lose":
            return self.loser
        raise RuntimeError(f"bad phase {p}")

    # ------------------------------------------------------------------ legality

    def legal_actions(self) -> list:
        """Legal actions of the current player in a fixed order; ``[]`` when over."""
        p = self.phase
        if p == "over":
            return []
        if p == "action":
            return self._turn_actions()
        if p == "challenge":
            return [A.Challenge(), A.Pass()]
        if p == "block":
            return [A.Block(r) for r in BLOCK_RANKS[self.action]] + [A.Pass()]
        if p == "prove":
            show = [A.Show()] if self.claimed_rank in self.hands[self.claimant] else []
            return show + [A.Decline()]
        if p == "lose":
            return [A.Lose(r) for r in sort_ranks(set(self.hands[self.loser]))]
        if p == "exchange":
            pool = sort_ranks(self.hands[self.turn] + self.drawn)
            k = len(self.hands[self.turn])
            return [A.Keep(c) for c in sorted(set(itertools.combinations(pool, k)),
                                              key=lambda c: [rank_key(r) for r in c])]
        raise RuntimeError(f"bad phase {p}")

    def _turn_actions(self) -> list:
        me = self.turn
        coins = self.coins[me]
        others = self._others_from(me)
        coups = [A.Coup(t) for t in sorted(others)] if coins >= COUP_COST else []
        if coins >= FORCED_COUP:
            return coups
        out: list = [A.Income(), A.ForeignAid()] + coups + [A.Tax()]
        if coins >= DAGGER_COST:
            out += [A.Dagger(t) for t in sorted(others)]
        out += [A.Steal(t) for t in sorted(others) if self.coins[t] >= 1]  # I-7
        out.append(A.Exchange())
        return out

    def explain_illegal(self, action) -> str:
        """A sentence saying why ``action`` is not legal now (for the prompt bar)."""
        if self.phase == "over":
            return "The game is over."
        if action in self.legal_actions():
            return f"'{action}' is allowed now."
        turn_kinds = (A.Income, A.ForeignAid, A.Coup, A.Tax, A.Dagger, A.Steal, A.Exchange)
        if isinstance(action, turn_kinds):
            if self.phase != "action":
                return f"It is not the moment for a turn action: {self._waiting_for()}"
            coins = self.coins[self.turn]
            target = getattr(action, "target", None)
            if target is not None:
                if not 0 <= target < self.num_players_:
                    return f"There is no {seat_name(target)}."
                if target == self.turn:
                    return "You cannot choose yourself."
                if not self.alive(target):
                    return f"{seat_name(target)} is out of the game."
            if coins >= FORCED_COUP:
                return "With 10 or more coins you must make a coup."
            if isinstance(action, A.Coup):
                return f"You need {COUP_COST} coins for a coup."
            if isinstance(action, A.Dagger):
                return f"You need {DAGGER_COST} coins for the Dagger."
            if isinstance(action, A.Steal):
                return f"{seat_name(target)} has no coins to steal."
            return f"'{action}' is not allowed now."
        if isinstance(action, (A.Challenge, A.Pass)) and self.phase not in ("challenge", "block"):
            return f"There is nothing to challenge or pass on: {self._waiting_for()}"
        if isinstance(action, A.Challenge):
            return "You may block or pass now, not challenge."
        if isinstance(action, A.Block):
            if self.phase != "block":
                return f"There is nothing to block now: {self._waiting_for()}"
            ranks = " or ".join(role_name(r) for r in BLOCK_RANKS[self.action])
            return f"This action can only be blocked with {ranks}."
        if isinstance(action, (A.Show, A.Decline)):
            if self.phase != "prove":
                return f"Nobody has challenged you: {self._waiting_for()}"
            return f"You do not hold {role_name(self.claimed_rank)}, so you cannot show it."
        if isinstance(action, A.Lose):
            if self.phase != "lose":
                return f"You do not have to lose a card now: {self._waiting_for()}"
            return f"You have no face-down {action.rank}."
        if isinstance(action, A.Keep):
            if self.phase != "exchange":
                return f"You are not exchanging: {self._waiting_for()}"
            return (f"You must keep exactly {len(self.hands[self.turn])} of your cards and the"
                    f" drawn ones ({cards_text(sort_ranks(self.hands[self.turn] + self.drawn))}).")
        return f"'{action}' is not allowed now."

    def _waiting_for(self) -> str:
        who = seat_name(self.current_player())
        return {
            "action": f"{who} must choose an action.",
            "challenge": f"{who} may challenge or pass.",
            "block": f"{who} may block or pass.",
            "prove": f"{who} must show the card or decline.",
            "lose": f"{who} must choose a card to lose.",
            "exchange": f"{who} must choose the cards to keep.",
        }.get(self.phase, "the game is over.")

    # ------------------------------------------------------------------ apply

    def apply(self, action) -> list[Event]:
        """Apply ``action`` for the current player; returns the events.

        Raises :class:`IllegalAction` (state unchanged) if it is not in ``legal_actions()``.
        """
        self._check_legal(action)
        ev: list[Event] = []
        seat = self.current_player()
        phase = self.phase
        self.phase = "auto"
        if phase == "action":
            self._announce(action, ev)
        elif phase == "challenge":
            self._answer_challenge(seat, action, ev)
        elif phase == "block":
            self._answer_block(seat, action, ev)
        elif phase == "prove":
            self._prove(action, ev)
        elif phase == "lose":
            self.loser = None
            self._lose(seat, action.rank, ev)
        elif phase == "exchange":
            self._keep(action, ev)
        self._continue(ev)
        return ev

    def _announce(self, action, ev: list[Event]) -> None:
        """Step 1 of "The order of events": the turn player announces an action."""
        me = self.turn
        kind = {A.Income: "income", A.ForeignAid: "foreign_aid", A.Coup: "coup", A.Tax: "tax",
                A.Dagger: "dagger", A.Steal: "steal", A.Exchange: "exchange"}[type(action)]
        self.action = kind
        self.target = getattr(action, "target", None)
        self.claim = CLAIM_FOR.get(kind)
        ev.append(make_event("announce", announce_text(me, kind, self.target, self.claim),
                             seat=me, action=kind, target=self.target, claim=self.claim))
        if self.claim:
            self.claims[me].append(self.claim)
        if kind == "income":
            self._coins(BANK, me, INCOME, ev)
            self.steps = [("end_turn",)]
        elif kind == "foreign_aid":
            self.steps = [("ask_block",), ("resolve",), ("end_turn",)]
        elif kind == "coup":
            self._coins(me, BANK, COUP_COST, ev)
            self.steps = [("lose", self.target), ("end_turn",)]
        else:
            if kind == "dagger":
                self._coins(me, BANK, DAGGER_COST, ev)  # paid on announce (I-5)
            self.steps = [("ask_challenge", me, self.claim, "action")]
            if kind in BLOCKABLE:
                self.steps.append(("ask_block",))
            self.steps += [("resolve",), ("end_turn",)]

    def _answer_challenge(self, seat: int, action, ev: list[Event]) -> None:
        """A seat answers "do you challenge?" (C-5: the first to accept challenges)."""
        claim = role_name(self.claimed_rank)
        if isinstance(action, A.Challenge):
            self.challenger = seat
            self.asked = []
            ev.append(make_event("challenge", f"{seat_name(seat)} challenges"
                                 f" {seat_name(self.claimant)}'s claim of {claim}.",
                                 seat=seat, claimant=self.claimant, rank=self.claimed_rank))
            self.phase = "prove"
            return
        ev.append(make_event("pass", f"{seat_name(seat)} does not challenge.", seat=seat,
                             question="challenge"))
        self.asked.pop(0)
        if self.asked:
            self.phase = "challenge"
            return
        self._claim_stands(ev)

    def _claim_stands(self, ev: list[Event]) -> None:
        """The claim on the table was not challenged or was proven: a standing block ends the
        turn (the action doesn't happen); a standing action claim goes on.  A proven block
        is announced after the challenger has lost a card and the shown card is replaced
        (rulebook "Challenging": the failed challenge is settled first, then the block)."""
        if self.about == "block":
            stand = ("block_stands", self.blocker, self.block_rank)
            self.steps = [s for s in self.steps if s[0] in ("lose", "replace")] + \
                [stand, ("end_turn",)]
        self.claimant = self.claimed_rank = self.about = self.challenger = None

    def _answer_block(self, seat: int, action, ev: list[Event]) -> None:
        """A seat answers "do you block?" (intrigue.txt "Blocking")."""
        if isinstance(action, A.Block):
            self.blocker, self.block_rank = seat, action.rank
            self.asked = []
            self.claims[seat].append(action.rank)
            ev.append(make_event("block", f"{seat_name(seat)} claims {role_name(action.rank)}"
                                 f" to block.", seat=seat, rank=action.rank))
            # a claim, not a done block: it may still be challenged (rulebook "Challenging")
            self.steps.insert(0, ("ask_challenge", seat, action.rank, "block"))
            return
        ev.append(make_event("pass", f"{seat_name(seat)} does not block.", seat=seat,
                             question="block"))
        self.asked.pop(0)
        if self.asked:
            self.phase = "block"

    def _prove(self, action, ev: list[Event]) -> None:
        """The challenged claimant shows the card or declines (intrigue.txt "Challenging",
        RULINGS I-4, I-5)."""
        c, r, ch = self.claimant, self.claimed_rank, self.challenger
        if isinstance(action, A.Show):
            self.shown.append((c, r))
            ev.append(make_event("show", f"{seat_name(c)} shows {role_name(r)};"
                                 f" {seat_name(ch)} loses a card.", seat=c, rank=r,
                                 challenger=ch))
            # The challenger loses a card, then the shown card is replaced.
            self.steps[:0] = [("lose", ch), ("replace", c, r)]
            self._claim_stands(ev)
            return
        ev.append(make_event("decline", f"{seat_name(c)} does not show {role_name(r)} and"
                             f" loses a card.", seat=c, rank=r, challenger=ch))
        about = self.about
        self.claimant = self.claimed_rank = self.about = self.challenger = None
        if about == "action":
            if self.action == "dagger":  # the only refund (I-5)
                self._coins(BANK, self.turn, DAGGER_COST, ev,
                            " (the Dagger's cost back: the Jack was not shown)")
            self.steps = [("lose", c), ("end_turn",)]
        else:  # the block fails: the action is carried out
            self.steps.insert(0, ("lose", c))

    def _continue(self, ev: list[Event]) -> None:
        """Run automatic steps until some seat must decide (or the game ends)."""
        while self.phase == "auto":
            step = self.steps.pop(0)
            kind = step[0]
            if kind == "ask_challenge":
                _, claimant, rank, about = step
                self.claimant, self.claimed_rank, self.about = claimant, rank, about
                self.asked = self._others_from(claimant)  # C-5, I-3
                self.phase = "challenge"
            elif kind == "ask_block":
                self._ask_block()
            elif kind == "lose":
                seat = step[1]
                if self.alive(seat):
                    # Only a last face-down card is lost without asking: skipping the
                    # choice for two alike cards would tell every seat that the card left
                    # has the same rank (C-3; "Losing a card": you choose).
                    if len(self.hands[seat]) == 1:
                        self._lose(seat, self.hands[seat][0], ev)
                    else:
                        self.loser = seat
                        self.phase = "lose"
            elif kind == "replace":
                self._replace(step[1], step[2], ev)
            elif kind == "block_stands":
                ev.append(make_event("block", f"{seat_name(step[1])}'s block stands; the"
                                     f" action does not happen.", seat=step[1], rank=step[2],
                                     stands=True))
            elif kind == "resolve":
                self._resolve(ev)
            elif kind == "end_turn":
                self._end_turn(ev)
            else:
                raise RuntimeError(f"unknown step {step}")

    def _ask_block(self) -> None:
        """Step 3: foreign aid may be blocked by any other living seat, asked clockwise from
        the actor; Dagger and steal only by their target (if still in the game, I-6)."""
        if self.action == "foreign_aid":
            queue = self._others_from(self.turn)
        elif self.alive(self.target):
            queue = [self.target]
        else:
            queue = []
        if queue:
            self.asked = queue
            self.phase = "block"

    def _resolve(self, ev: list[Event]) -> None:
        """Step 5: carry out the action that was not stopped.  When a block was claimed
        and caught (the blocker did not show the card), a ``block`` event with
        ``fails=True`` first says that the action goes ahead after all, and why a Dagger's
        target loses another card (or, I-6, why it does not)."""
        me, t, kind = self.turn, self.target, self.action
        if self.blocker is not None:      # only a failed block lets the action resolve
            ev.append(make_event("block", self._failed_block_text(), seat=self.blocker,
                                 rank=self.block_rank, fails=True))
        if kind == "foreign_aid":
            self._coins(BANK, me, FOREIGN_AID, ev)
        elif kind == "tax":
            self._coins(BANK, me, TAX, ev)
        elif kind == "dagger":
            if self.alive(t):  # I-6: a target already out suffers nothing more
                self.steps.insert(0, ("lose", t))
        elif kind == "steal":
            amount = min(STEAL, self.coins[t]) if self.alive(t) else 0  # I-7
            if amount:
                self._coins(t, me, amount, ev)
        elif kind == "exchange":
            m = len(self.court)
            self.drawn = sort_ranks([self.court.pop(), self.court.pop()])
            self._court_draw(me, self.drawn, m)
            ev += self._draw_events(me, self.drawn)
            self.phase = "exchange"

    def _failed_block_text(self) -> str:
        """The log line when a caught block lets the action go ahead (intrigue.txt
        "Challenging": "their action or block fails"), e.g. ``"Seat 2's block failed, so
        the Dagger goes ahead: Seat 2 loses another card."``."""
        b, t = seat_name(self.blocker), seat_name(self.target) if self.target is not None \
            else ""
        what = {"foreign_aid": "the foreign aid", "dagger": "the Dagger",
                "steal": "the steal"}[self.action]
        if self.action in ("dagger", "steal") and not self.alive(self.target):
            nothing = "does nothing more" if self.action == "dagger" else "takes nothing"
            return f"{b}'s block failed, but {t} is out of the game: {what} {nothing}."
        if self.action == "dagger":
            return f"{b}'s block failed, so {what} goes ahead: {t} loses another card."
        return f"{b}'s block failed, so {what} goes ahead."

    def _keep(self, action, ev: list[Event]) -> None:
        """Exchange: keep the chosen cards, return the rest, shuffle the court (I-8)."""
        me = self.turn
        rest = Counter(self.hands[me] + self.drawn)
        rest.subtract(action.ranks)
        back = sort_ranks(rest.elements())
        self.hands[me] = list(action.ranks)
        self.drawn = []
        self.court += back
        self._court_add([me], back)                # only the exchanger sees which
        ev.append(make_event("return", f"{seat_name(me)} puts {len(back)} cards back into the"
                             f" court.", seat=me, count=len(back)))
        ev.append(make_event("return", f"{seat_name(me)} keeps {cards_text(action.ranks)} and"
                             f" returns {cards_text(back)}.", private=[me], seat=me,
                             kept=action.ranks, returned=tuple(back)))
        self._shuffle(ev)

    def _replace(self, seat: int, rank: str, ev: list[Event]) -> None:
        """A shown card goes into the court, the court is shuffled, the owner draws a new
        card (intrigue.txt "Challenging")."""
        self.hands[seat].remove(rank)
        self.court.append(rank)
        ev.append(make_event("return", f"{seat_name(seat)} puts the shown card"
                             f" ({role_name(rank).removeprefix('the ')}) into the court.",
                             seat=seat, rank=rank, count=1))
        self._court_add(range(self.num_players_), [rank])   # it was shown to everyone
        self._shuffle(ev)
        m = len(self.court)
        new = self.court.pop()
        self._court_draw(seat, [new], m)
        self.hands[seat] = sort_ranks(self.hands[seat] + [new])
        ev += self._draw_events(seat, [new])

    def _court_add(self, seats, ranks) -> None:
        """``seats`` saw ``ranks`` go into the court: each now knows they are there (RULINGS
        C-3; the cards an exchanger returns, I-8; a card shown after a challenge,
        intrigue.txt "Challenging")."""
        for s in seats:
            self.court_known[s] += [[r, 1.0] for r in ranks]

    def _court_draw(self, drawer: int, ranks, m: int) -> None:
        """``drawer`` drew ``ranks`` from the top of a shuffled court of ``m`` cards.  The
        drawer saw them: a known card of a drawn rank is gone from its list (one per card
        drawn), the others stay.  Every other seat only saw how many: each card it knows of
        is still in the court with chance (m - k) / m (C-3: each seat knows what it saw; the
        court is shuffled whenever cards go into it, I-8 and intrigue.txt "Challenging", so
        every card in it is as likely to be drawn)."""
        k = len(ranks)
        for s in range(self.num_players_):
            known = self.court_known[s]
            if s == drawer:
                for r in ranks:
                    i = max((j for j, e in enumerate(known) if e[0] == r),
                            key=lambda j: known[j][1], default=None)
                    if i is not None:
                        del known[i]
            else:
                for e in known:
                    e[1] *= (m - k) / m if m else 0.0
                known[:] = [e for e in known if e[1] > 1e-9]

    def _shuffle(self, ev: list[Event]) -> None:
        self.rng.shuffle(self.court)
        ev.append(make_event("shuffle", "The court is shuffled.", size=len(self.court)))

    def _draw_events(self, seat: int, ranks: Sequence[str], dealt: bool = False) -> list[Event]:
        """Two ``draw`` events: the cards for the drawer, a count for everyone else; the
        count carries ``onlooker=True``: it hides nothing, so a spectator (``--selfplay``)
        may read it too (C-3)."""
        verb = "is dealt" if dealt else "draws"
        others = [s for s in range(self.num_players_) if s != seat]
        n = len(ranks)
        return [make_event("draw", f"{seat_name(seat)} {verb} {cards_text(ranks)}.",
                           private=[seat], seat=seat, ranks=tuple(ranks), count=n),
                make_event("draw", f"{seat_name(seat)} {verb} {n} card{'s' * (n != 1)}.",
                           private=others, seat=seat, count=n, onlooker=True)]

    def _coins(self, frm: int, to: int, amount: int, ev: list[Event], why: str = "") -> None:
        """Move ``amount`` coins (``BANK`` = -1 is the unlimited bank, I-1); ``why`` is
        added to the log line before its full stop (e.g. an eliminated seat's, I-9)."""
        if frm != BANK:
            self.coins[frm] -= amount
        if to != BANK:
            self.coins[to] += amount
        ev.append(make_event("coins", f"{seat_name(frm).capitalize()} pays {amount}"
                             f" coin{'s' * (amount != 1)} to {seat_name(to)}{why}.",
                             **{"from": frm, "to": to, "amount": amount}))

    def _lose(self, seat: int, rank: str, ev: list[Event]) -> None:
        """Turn ``seat``'s face-down ``rank`` face up; eliminate (I-9) and end the game when
        only one seat keeps a face-down card (intrigue.txt "Losing a card", "Winning")."""
        self.hands[seat].remove(rank)
        self.face_up[seat].append(rank)
        ev.append(make_event("lose", f"{seat_name(seat)} turns {role_name(rank)} face up.",
                             seat=seat, rank=rank))
        if self.hands[seat]:
            return
        if self.coins[seat]:
            self._coins(seat, BANK, self.coins[seat], ev, " (no face-down card left)")  # I-9
        ev.append(make_event("eliminated", f"{seat_name(seat)} is out of the game.", seat=seat))
        living = self.living()
        if len(living) == 1:
            self._game_over(living[0], ev)

    def _game_over(self, winner: int, ev: list[Event]) -> None:
        """One seat is left: record the win; in a match deal the next game with the winner
        starting (I-10) until someone has 3 wins."""
        self.game_winners.append(winner)
        self.wins[winner] += 1
        won = f"wins game {self.game_no}" if self.match else "wins the game"   # I-10
        ev.append(make_event("win", f"{seat_name(winner)} {won}.",
                             seat=winner, game=self.game_no, match=False))
        if self.match and self.wins[winner] < MATCH_WINS:
            ev += self._deal(winner)
            return
        if self.match:
            ev.append(make_event("win", f"{seat_name(winner)} wins the match"
                                 f" {self.wins[winner]} games to"
                                 f" {max(w for s, w in enumerate(self.wins) if s != winner)}.",
                                 seat=winner, game=self.game_no, match=True))
        self._clear_turn()
        self.winner = winner
        self.phase = "over"

    def _end_turn(self, ev: list[Event]) -> None:
        """Play passes clockwise to the next living seat (C-1)."""
        nxt = self._others_from(self.turn)[0]
        self._clear_turn()
        self.turn = nxt
        self.phase = "action"

    # ------------------------------------------------------------------ views

    def view(self, seat: int) -> IntrigueView:
        """What ``seat`` may know (RULINGS C-3): own face-down cards, the exchange draw if
        exchanging, and every public fact.  Raises ``IndexError`` for a bad seat."""
        if not 0 <= seat < self.num_players_:
            raise IndexError(f"no seat {seat}")
        pub = {f: _freeze(getattr(self, f)) for f in _STORED}
        return IntrigueView(
            seat=seat, hand=tuple(self.hands[seat]),
            court_known=tuple((r, round(p, 9)) for r, p in self.court_known[seat]),
            drawn=tuple(self.drawn) if self.phase == "exchange" and seat == self.turn else (),
            num_players=self.num_players_, current=self.current_player(),
            face_down=tuple(len(h) for h in self.hands),
            court_size=len(self.court), drawn_count=len(self.drawn), **pub)

    def determinize(self, seat: int, rng: random.Random) -> "IntrigueState":
        """A full state consistent with ``view(seat)``, built from the view alone.

        Unknown cards = the deck minus ``seat``'s hand and draw, every face-up card and the
        cards known to be held (shown and awaiting replacement).  A card ``seat`` knows went
        into the court (``view.court_known``: the cards it returned in an exchange, a shown
        card) is first kept for the court with its chance of still being there.  The rest
        are sorted, shuffled with ``random.Random(rng.getrandbits(64))`` and dealt to the
        other seats' face-down slots (seat order), the exchanger's draw (if another seat
        exchanges), then the court (shuffled again when cards were kept for it).
        The new state's generator is ``random.Random(rng.getrandbits(64))``.
        """
        return state_from_view(self.view(seat), rng)

    def progress(self) -> str | None:
        """A match (I-10): ``"game N"``; a single game: ``None`` (the app counts moves)."""
        return f"game {self.game_no}" if self.match else None

    def result(self) -> Result:
        """Scores: face-down cards left per seat (match: game wins); winners: the winner.
        Raises ``ValueError`` before the end."""
        if self.phase != "over":
            raise ValueError("the game is not over")
        if self.match:
            return Result(tuple(self.wins), (self.winner,), (("games", str(self.game_no)),))
        return Result(tuple(len(h) for h in self.hands), (self.winner,))

    def summary_lines(self) -> list[str]:
        """Lines printed before the result line by ``--selfplay``."""
        out = []
        for s in range(self.num_players_):
            up = " ".join(self.face_up[s]) or "-"
            c, w = self.coins[s], self.wins[s]
            out.append(f"{seat_name(s)}: {len(self.hands[s])} face down, face up {up},"
                       f" {c} coin{'s' * (c != 1)}"
                       + (f", {w} win{'s' * (w != 1)}" if self.match else ""))
        if self.match:
            out.append("games won by: " + ", ".join(seat_name(w) for w in self.game_winners))
        return out

    # ------------------------------------------------------------------ copies

    def clone(self) -> "IntrigueState":
        """An independent copy (same generator state)."""
        st = IntrigueState.__new__(IntrigueState)
        d = dict(self.__dict__)
        for f in _LIST_FIELDS:
            d[f] = list(d[f])
        for f in _NESTED_FIELDS + ("hands",):
            d[f] = [list(x) for x in d[f]]
        d["court"] = list(self.court)
        d["court_known"] = [[list(e) for e in known] for known in self.court_known]
        d["drawn"] = list(self.drawn)
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        d["rng"] = rng
        st.__dict__.update(d)
        return st

    def snapshot(self) -> tuple:
        """The whole state (hidden cards and generator state included) as a comparable
        tuple, for tests ("apply on a clone equals apply on the original")."""
        pub = tuple(_freeze(getattr(self, f)) for f in _STORED)
        return (pub, _freeze(self.hands), tuple(self.court), tuple(self.drawn),
                self.rng.getstate())


def _freeze(value):
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


def state_from_view(view: IntrigueView, rng: random.Random) -> IntrigueState:
    """The determinization of :meth:`IntrigueState.determinize` (see there)."""
    n = view.num_players
    st = IntrigueState(n, view.match)
    for f in _STORED:
        v = getattr(view, f)
        if f in _NESTED_FIELDS:
            v = [list(x) for x in v]
        elif f in _LIST_FIELDS:
            v = list(v)
        setattr(st, f, v)
    me = view.seat
    known: dict[int, list[str]] = {s: [] for s in range(n)}
    for step in view.steps:  # a shown card is held until it is replaced
        if step[0] == "replace" and step[1] != me:
            known[step[1]].append(step[2])
    unknown = Counter(deck_for(n))
    unknown.subtract(view.hand)
    unknown.subtract(view.drawn)
    for ups in view.face_up:
        unknown.subtract(ups)
    for cards in known.values():
        unknown.subtract(cards)
    if any(c < 0 for c in unknown.values()):
        raise ValueError("view is inconsistent with the deck")
    deal = random.Random(rng.getrandbits(64))
    kept: list[str] = []               # cards this seat knows are (likely) in the court
    for r, p in view.court_known:
        if len(kept) < view.court_size and unknown[r] > 0 and (p >= 1.0 or deal.random() < p):
            unknown[r] -= 1
            kept.append(r)
    pool = sort_ranks(unknown.elements())
    deal.shuffle(pool)
    for s in range(n):
        if s == me:
            st.hands[s] = list(view.hand)
        else:
            extra = view.face_down[s] - len(known[s])
            st.hands[s] = sort_ranks(known[s] + [pool.pop() for _ in range(extra)])
    if view.drawn_count:
        st.drawn = list(view.drawn) if view.turn == me else \
            sort_ranks(pool.pop() for _ in range(view.drawn_count))
    st.court = pool + kept
    if kept:
        deal.shuffle(st.court)
    st.court_known[me] = [[r, p] for r, p in view.court_known]
    if len(st.court) != view.court_size:
        raise ValueError("view is inconsistent with the deck")
    st.rng = random.Random(rng.getrandbits(64))
    return st


def from_position(hands: Sequence[Iterable[str]], coins: Sequence[int],
                  court: Sequence[str] | None = None, turn: int = 0,
                  face_up: Sequence[Iterable[str]] | None = None, match: bool = False,
                  seed: int = 0) -> IntrigueState:
    """Test-only constructor: a game at the start of ``turn``'s turn with chosen cards.

    ``hands``: face-down ranks per seat; ``coins`` per seat; ``face_up`` per seat (default
    none); ``court``: the court from bottom to top (default: the rest of the deck, sorted);
    the generator is ``random.Random(seed)``.  Raises ``ValueError`` when the cards do not
    make up exactly the deck for this player count (I-1).
    """
    n = len(hands)
    st = IntrigueState(n, match)
    st.hands = [sort_ranks(h) for h in hands]
    st.face_up = [list(f) for f in (face_up or [[] for _ in range(n)])]
    rest = Counter(deck_for(n))
    for cards in st.hands + st.face_up:
        rest.subtract(cards)
    if court is None:
        court = sort_ranks(rest.elements())
    rest.subtract(court)
    if any(rest.values()):
        raise ValueError(f"cards do not make up the {st.deck_size}-card deck: {dict(rest)}")
    st.court = list(court)
    st.coins = list(coins)
    st.rng = random.Random(seed)
    st.game_no = 1
    st.start_player = st.turn = turn
    st.phase = "action"
    if len(st.living()) < 2:
        raise ValueError("need at least two seats with face-down cards")
    return st
