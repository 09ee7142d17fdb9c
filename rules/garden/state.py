"""The state of one game of Mr. Cabbagehead's Garden (1 or 2 players).

Rulebook sections: Setup (solo and two players), Planting Phase, Neighbour Phase, Evaluation,
the Neighbours, Grasshoppers, Romancing Eudora; RULINGS G-1..G-13, C-1..C-3.

Flow.  A turn: the offer (left, centre, right) is filled from the deck; the current seat
plants one card (action ``plant``; left costs a Bee, right gains one, G-4); the higher of
the other cards sets how many Neighbour tokens are revealed (G-5); each revealed Grasshopper
is placed by that seat (action ``grasshopper``, G-8); then solo: the leftovers go to the
discard pile; two players: the seat passes one leftover to the opponent in a position of
its choice and the other goes to the bottom of the deck (action ``pass``, G-12).  Drawing an
'On Holiday' card ends the round: the Neighbour phase runs (no decisions, G-6, G-7) and the
next round starts.  In the two-player game the third round ends when both have planted 15
cards; that last turn's leftovers go to the bottom of the deck without a decision (nothing
could use them).  A drawn Rose (Romancing Eudora, solo) asks for ``rose`` / ``rose none``
when it can go somewhere, else it leaves the game (G-9).  After the third Neighbour phase
comes the Evaluation and the game is over.

Chance (shuffles, token draws) comes from the state's own ``random.Random`` (C-2).
"""
from __future__ import annotations

import random
from typing import Mapping

from rules.core import TERMINAL, Event, IllegalAction, Result, State, make_event
from rules.garden import neighbours as nbmod
from rules.garden import plot, scoring
from rules.garden.where import slot_words
from rules.garden.actions import (POSITIONS, DeclineRose, Pass, PlaceGrasshopper, PlaceRose,
                                  Plant, bees_allow)
from rules.garden.data import HOLIDAY, PLANTS_PER_GAME, ROSE, load
from rules.garden.plot import Slot
from rules.garden.view import UNKNOWN, GardenView

#: Neighbour tokens per Neighbour; Grasshopper tokens (rulebook Components).
TOKENS_PER_NEIGHBOUR = 6
GRASSHOPPER_TOKENS = 4
GRASSHOPPER = "grasshopper"
#: Bees at setup (G-4): (on the Beehive, in each supply) by player count.
BEES = {1: (3, 3), 2: (2, 2)}
#: Deck stacking (rulebook Setup): the Vegetable packets from the top, each but the last
#: followed by an 'On Holiday' card; solo also puts one under the last packet.
SOLO_PACKETS = (15, 15, 15)
DUO_PACKETS = (21, 20, 4)


class GardenState(State):
    """One game in progress.  Build it with :meth:`new`; see the module docstring.

    Slots are ``(col, row)`` on an unbounded grid (:mod:`rules.garden.plot`).
    """

    # ------------------------------------------------------------------ setup
    @classmethod
    def new(cls, num_players: int, options: Mapping[str, str], seed: int) -> "GardenState":
        """A fresh game, set up from ``seed`` (rulebook Setup, G-4, G-13, C-1).

        ``options``: complete and validated (``neighbours``, ``grasshoppers``, ``roses``,
        ``fixed_plot``, ``start``).  Raises ``ValueError`` for Romancing Eudora with two
        players or a start seat that is not in the game.
        """
        if options["roses"] == "on" and num_players != 1:
            raise ValueError("Romancing Eudora (roses) is for the game with 1 player only")
        start = options.get("start", "random")
        if start != "random" and not 0 <= int(start) < num_players:
            raise ValueError(f"start must be random or a seat 0..{num_players - 1}, not {start}")
        s = cls.__new__(cls)
        d = load()
        s.data = d
        s.n = num_players
        s.opts = dict(sorted(options.items()))
        s.fixed = options["fixed_plot"] == "on"
        s.rng = random.Random(seed)
        ids = list(d.neighbours)
        if options["neighbours"] == "random":  # G-13
            pick = set(s.rng.sample(sorted(ids), 4))
            s.neighbours = tuple(i for i in ids if i in pick)
        else:
            s.neighbours = tuple(i for i in ids if d.neighbours[i].set == "original")
        vegs = sorted(d.vegetables)
        s.rng.shuffle(vegs)
        packets = SOLO_PACKETS if num_players == 1 else DUO_PACKETS
        s.deck = []
        at = 0
        for i, size in enumerate(packets):
            packet = vegs[at:at + size]
            at += size
            if options["roses"] == "on":  # G-9: one Rose shuffled into each packet
                packet.append(ROSE)
                s.rng.shuffle(packet)
            s.deck += packet
            if num_players == 1 or i < len(packets) - 1:
                s.deck.append(HOLIDAY)
        s.bottomed = set()
        s.offer = [None, None, None]
        s.free_turn = False
        s.ferwig_pending = 0
        s.gardens = [dict() for _ in range(num_players)]
        s.hoppers = [set() for _ in range(num_players)]
        s.roses = set()
        s.compost = [[] for _ in range(num_players)]
        s.planted = [0] * num_players
        hive, each = BEES[num_players]
        s.hive, s.supply, s.bees_out = hive, [each] * num_players, 0
        s.discard = []
        s.roses_drawn = [0, 0, 0]
        s.roses_out = 0
        s.hoppers_out = 0
        s.tiles = {i: 0 for i in s.neighbours}
        s.last_tiles = {}
        s.face_down = sorted([i for i in s.neighbours for _ in range(TOKENS_PER_NEIGHBOUR)]
                             + ([GRASSHOPPER] * GRASSHOPPER_TOKENS
                                if options["grasshoppers"] == "on" else []))
        s.round = 1
        drawn = s.rng.randrange(num_players) if num_players > 1 else 0  # C-1
        s.start_seat = drawn if start == "random" else int(start)
        s.turn_seat = s.start_seat
        s.phase = "plant"
        s.pending_hoppers = 0
        s.rose_pos = None
        ev: list[Event] = []
        names = ", ".join(d.neighbours[i].name for i in s.neighbours)
        ev.append(make_event("setup", nbmod.sentence_end(f"The Neighbours are {names}"),
                             neighbours=s.neighbours))
        if num_players > 1:
            ev.append(make_event("setup", f"Seat {s.start_seat} starts.", seat=s.start_seat))
        s._fill(ev)
        s.setup_events = ev
        return s

    # ------------------------------------------------------------------ basics
    @property
    def num_players(self) -> int:
        """Number of seats (1 or 2)."""
        return self.n

    def current_player(self) -> int:
        """The seat to decide now, or ``TERMINAL``."""
        return TERMINAL if self.phase == "over" else self.turn_seat

    def clone(self) -> "GardenState":
        """An independent deep copy (same generator state)."""
        c = self.__class__.__new__(self.__class__)
        c.__dict__.update(self.__dict__)
        c.rng = random.Random()
        c.rng.setstate(self.rng.getstate())
        c.opts = dict(self.opts)
        c.deck = list(self.deck)
        c.bottomed = set(self.bottomed)
        c.offer = list(self.offer)
        c.gardens = [dict(g) for g in self.gardens]
        c.hoppers = [set(h) for h in self.hoppers]
        c.roses = set(self.roses)
        c.compost = [list(x) for x in self.compost]
        c.planted = list(self.planted)
        c.supply = list(self.supply)
        c.discard = list(self.discard)
        c.roses_drawn = list(self.roses_drawn)
        c.tiles = dict(self.tiles)
        c.last_tiles = dict(self.last_tiles)
        c.face_down = list(self.face_down)
        c.setup_events = list(self.setup_events)
        return c

    def _key(self) -> tuple:
        """Everything that defines the game from here on (for ``==``)."""
        return (self.n, tuple(self.opts.items()), self.neighbours, tuple(self.deck),
                tuple(sorted(self.bottomed)), tuple(self.offer), self.free_turn,
                self.ferwig_pending, tuple(tuple(sorted(g.items())) for g in self.gardens),
                tuple(tuple(sorted(h)) for h in self.hoppers), tuple(sorted(self.roses)),
                tuple(map(tuple, self.compost)), tuple(self.planted), tuple(self.supply),
                self.hive, self.bees_out, tuple(self.discard), tuple(self.roses_drawn),
                self.roses_out, self.hoppers_out, tuple(sorted(self.tiles.items())),
                tuple(sorted(self.last_tiles.items())),
                tuple(self.face_down), self.round, self.start_seat, self.turn_seat,
                self.phase, self.pending_hoppers, self.rose_pos, self.rng.getstate())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GardenState) and self._key() == other._key()

    __hash__ = None  # mutable

    # ------------------------------------------------------------------ legality
    def _bee_problem(self, pos: int) -> str | None:
        if self.free_turn:
            return None
        if bees_allow(pos, self.supply[self.turn_seat], self.hive):
            return None
        if pos == 0:
            return "You have no Bee to pay for the left card."
        return "The Beehive is empty, so the right card cannot be chosen."

    def rose_covered(self) -> set[Slot]:
        """Every slot under a Rose (G-9: a Rose lies over its left slot and the one to its
        right; Roses are solo only, so these are seat 0's slots)."""
        return {s for c, r in self.roses for s in ((c, r), (c + 1, r))}

    def rose_slots(self) -> list[Slot]:
        """Left slots where a Rose may go now (G-9): two horizontally adjacent Vegetables of
        one type, neither slot already under a Rose.  Sorted by (row, col)."""
        g = self.gardens[0]
        covered = self.rose_covered()
        out = []
        for (c, r), n in g.items():
            m = g.get((c + 1, r))
            if (m is not None and self.data.veg(n).type == self.data.veg(m).type
                    and (c, r) not in covered and (c + 1, r) not in covered):
                out.append((c, r))
        return sorted(out, key=lambda s: (s[1], s[0]))

    def leftovers(self) -> list[int]:
        """Cards still in the offer (left to right)."""
        return [c for c in self.offer if c is not None]

    def _pass_positions(self) -> tuple[str, ...]:
        # The next turn is a Ferwig-Radishers turn: planting is free, so the position of the
        # passed card cannot matter; only 'centre' is offered (G-7 two-player note).
        return ("centre",) if self.ferwig_pending > 0 else POSITIONS

    def legal_actions(self) -> list:
        """The current seat's legal actions, in a fixed order: ``plant`` by offer position,
        then slot (row, col); ``grasshopper`` by slot; ``rose`` by slot then ``rose none``;
        ``pass`` by leftover then position.  Empty when the game is over."""
        seat = self.turn_seat
        if self.phase == "plant":
            slots = self.plant_slots(seat)
            return [Plant(card, c, r) for pos, card in enumerate(self.offer)
                    if card is not None and self._bee_problem(pos) is None
                    for (c, r) in slots]
        if self.phase == "grasshopper":
            return [PlaceGrasshopper(c, r) for c, r in self.grasshopper_slots(seat)]
        if self.phase == "rose":
            return [PlaceRose(c, r) for c, r in self.rose_slots()] + [DeclineRose()]
        if self.phase == "pass":
            return [Pass(card, p) for card in self.leftovers() for p in self._pass_positions()]
        return []

    def grasshopper_slots(self, seat: int) -> list[Slot]:
        """Slots of ``seat``'s garden where a Grasshopper may go now (G-8)."""
        return plot.grasshopper_slots(self.gardens[seat], self.hoppers[seat], self.fixed)

    def anchors(self, seat: int) -> set[Slot]:
        """Slots of ``seat``'s garden holding a Grasshopper or under a Rose: they stay when
        the cards go (G-8, G-9), so an emptied floating garden is planted relative to them
        (G-2, :func:`rules.garden.plot.plant_slots`)."""
        out = set(self.hoppers[seat])
        if seat == 0:
            out |= self.rose_covered()
        return out

    def plant_slots(self, seat: int) -> list[Slot]:
        """Slots of ``seat``'s garden a Vegetable may be planted in now (G-2)."""
        return plot.plant_slots(self.gardens[seat], self.fixed, self.anchors(seat))

    def frame_positions(self, seat: int) -> list[Slot]:
        """Top-left slots where ``seat``'s 6 x 3 frame can still go (for the app)."""
        return plot.frame_positions(self.gardens[seat], self.fixed)

    def is_legal(self, action) -> bool:
        """True when ``action`` is in ``legal_actions()`` (checked without listing them)."""
        seat = self.turn_seat
        if self.phase == "plant":
            if type(action) is not Plant or action.card not in self.offer:
                return False
            if self._bee_problem(self.offer.index(action.card)) is not None:
                return False
            return plot.slot_problem(self.gardens[seat], self.fixed,
                                     (action.col, action.row), self.anchors(seat)) is None
        if self.phase == "grasshopper":
            return (type(action) is PlaceGrasshopper
                    and (action.col, action.row) in self.grasshopper_slots(seat))
        if self.phase == "rose":
            return type(action) is DeclineRose or (
                type(action) is PlaceRose and (action.col, action.row) in self.rose_slots())
        if self.phase == "pass":
            return (type(action) is Pass and action.card in self.leftovers()
                    and action.position in self._pass_positions())
        return False

    def _check_legal(self, action) -> None:
        """Raise :class:`IllegalAction` (with :meth:`explain_illegal`) unless legal now."""
        if self.is_terminal():
            raise IllegalAction("The game is over.")
        if not self.is_legal(action):
            raise IllegalAction(self.explain_illegal(action))

    _WAITING = {
        "plant": "Plant one of the cards in front of you first.",
        "grasshopper": "Place the Grasshopper in your garden first.",
        "rose": "Place the Rose, or leave it out ('rose none'), first.",
        "pass": "Pass one of the leftover cards to your opponent first.",
    }

    def explain_illegal(self, action) -> str:
        """A readable reason why ``action`` is not legal now (for the prompt bar)."""
        if self.phase == "over":
            return "The game is over."
        seat = self.turn_seat
        want = {"plant": Plant, "grasshopper": PlaceGrasshopper, "rose": (PlaceRose, DeclineRose),
                "pass": Pass}[self.phase]
        if isinstance(action, Pass) and self.n == 1:
            return "There is no passing in the game for one player."
        if not isinstance(action, want):
            return self._WAITING[self.phase]
        if isinstance(action, Plant):
            if action.card not in self.offer:
                return f"Vegetable {action.card} is not among the cards in front of you."
            bee = self._bee_problem(self.offer.index(action.card))
            if bee:
                return bee
            prob = plot.slot_problem(self.gardens[seat], self.fixed, (action.col, action.row),
                                     self.anchors(seat))
            if prob:
                return prob
        elif isinstance(action, PlaceGrasshopper):
            s = (action.col, action.row)
            if s in self.gardens[seat]:
                return "That slot already holds a Vegetable."
            if s in self.hoppers[seat]:
                return "That slot already holds a Grasshopper."
            if not any(m in self.gardens[seat] for m in plot.neighbours_of(s)):
                return "A Grasshopper must go next to a Vegetable."
            prob = plot.slot_problem(self.gardens[seat], self.fixed, s)
            if prob:
                return prob
        elif isinstance(action, PlaceRose):
            # G-9; the type is judged before the Rose already there (a tester's drop on
            # Lettuce beside a Salsify under a Rose was told only "one Rose")
            pair = [(action.col, action.row), (action.col + 1, action.row)]
            nums = [self.gardens[seat].get(x) for x in pair]
            # G-9: "side by side" is left and right in one row (a tester's Rose on two
            # Salsify one above the other was refused without saying so)
            rule = ("a Rose must cover two side-by-side Vegetables of the same type (left and"
                    " right in one row).")
            if None in nums:
                return rule[0].upper() + rule[1:]
            name = self.data.card_name
            if self.data.veg(nums[0]).type != self.data.veg(nums[1]).type:
                return f"{name(nums[0])} and {name(nums[1])} are not the same type: {rule}"
            covered = self.rose_covered()
            under = [n for x, n in zip(pair, nums) if x in covered]
            if under:
                return f"{name(under[0])} already lies under a Rose: a slot can hold only one."
            return rule[0].upper() + rule[1:]
        elif isinstance(action, Pass):
            if action.card not in self.leftovers():
                return f"Vegetable {action.card} is not left over to pass."
            if action.position not in self._pass_positions():
                return ("The Ferwig-Radishers spoil your opponent's next draw, so the passed card"
                        " goes in the centre.")
        return super().explain_illegal(action)

    # ------------------------------------------------------------------ apply
    def apply(self, action) -> list[Event]:
        """Apply ``action`` for the current seat; returns the events (see module docstring).
        Raises :class:`IllegalAction` with a readable reason, leaving the state unchanged."""
        self._check_legal(action)
        ev: list[Event] = []
        if isinstance(action, Plant):
            self._plant(action, ev)
        elif isinstance(action, PlaceGrasshopper):
            self._place_hopper(action, ev)
        elif isinstance(action, PlaceRose):
            self._place_rose(action, ev)
        elif isinstance(action, DeclineRose):
            self._decline_rose(ev)
        elif isinstance(action, Pass):
            self._pass(action, ev)
        else:  # pragma: no cover - _check_legal rejects everything else
            raise IllegalAction(f"{action} is not an action of this game.")
        return ev

    def _name(self, card: int) -> str:
        return self.data.card_name(card)

    def _who(self, seat: int) -> str:
        return "Mr. Cabbagehead" if self.n == 1 else f"Seat {seat}"

    def _under(self, seat: int, slot: Slot) -> str:
        """What lies over ``slot`` of ``seat``'s garden, in words: ``"the Grasshopper"``
        (G-8), ``"the Rose"`` (G-9, solo), ``"the Grasshopper and the Rose"``, or ``""``."""
        over = [w for w, covered in (("the Grasshopper", slot in self.hoppers[seat]),
                                     ("the Rose", seat == 0 and slot in self.rose_covered()))
                if covered]
        return " and ".join(over)

    def _plant(self, a: Plant, ev: list[Event]) -> None:
        seat = self.turn_seat
        pos = self.offer.index(a.card)
        who = self._who(seat)
        if not self.free_turn and pos == 0:  # G-4
            self.supply[seat] -= 1
            self.hive += 1
            ev.append(make_event("bees", f"{who} pays 1 Bee to the Beehive for the left card.",
                                 seat=seat, delta=-1))
        elif not self.free_turn and pos == 2:
            self.hive -= 1
            self.supply[seat] += 1
            ev.append(make_event("bees", f"{who} takes 1 Bee from the Beehive for the right card.",
                                 seat=seat, delta=1))
        slot = (a.col, a.row)
        g = self.gardens[seat]
        where = slot_words({k: v for k, v in g.items() if k != slot}, slot, self._name,
                           self.fixed)
        if slot in g:  # G-2: planting onto a card sends it to the Compost
            old = g.pop(slot)
            self.compost[seat].append(old)
            ev.append(make_event("compost", f"{who} digs up {self._name(old)} into the Compost.",
                                 seat=seat, card=old, col=a.col, row=a.row))
        g[slot] = a.card
        self.offer[pos] = None
        self.planted[seat] += 1
        # a card may go under a Grasshopper (G-2, G-8) or a Rose (G-9); the Ferwig-Radishers'
        # turn is free whatever the position (G-7)
        under = self._under(seat, slot)
        under = f", under {under}" if under else ""
        which = "free" if self.free_turn else f"the {POSITIONS[pos]} card"
        ev.append(make_event("plant", f"{who} plants {self._name(a.card)} {where}{under}"
                             f" ({which}).", seat=seat, card=a.card,
                             col=a.col, row=a.row, position=POSITIONS[pos]))
        left = self.leftovers()
        if left:  # G-5
            top = max(left)
            self._reveal(seat, self.data.veg(top).neighbour_number, top, ev)
        self._continue_turn(ev)

    def _reveal(self, seat: int, number: int, card: int, ev: list[Event]) -> None:
        k = min(number, len(self.face_down))
        ev.append(make_event("reveal", f"{self._name(card)} reveals {k} Neighbour"
                             f" token{'s' if k != 1 else ''}.", card=card, count=k))
        for _ in range(k):
            tok = self.face_down.pop(self.rng.randrange(len(self.face_down)))
            if tok == GRASSHOPPER:
                self.pending_hoppers += 1
                ev.append(make_event("token", "A Grasshopper token is revealed!", token=tok,
                                     seat=seat))
            else:
                self.tiles[tok] += 1
                name = nbmod.mid_sentence(self.data.neighbours[tok].name)
                ev.append(make_event("token", f"A token of {name} is"
                                     f" revealed ({self.tiles[tok]} on the tile).", token=tok,
                                     count=self.tiles[tok]))

    def _continue_turn(self, ev: list[Event]) -> None:
        """After planting (or placing a Grasshopper): pending Grasshoppers, then leftovers."""
        seat = self.turn_seat
        while self.pending_hoppers:
            if self.grasshopper_slots(seat):
                self.phase = "grasshopper"
                return
            self.pending_hoppers -= 1
            self.hoppers_out += 1
            ev.append(make_event("grasshopper", "The Grasshopper finds no slot and leaves the"
                                 " game.", seat=seat, placed=False))
        left = self.leftovers()
        if self.n == 1:
            for c in left:
                self.discard.append(c)
            if left:
                ev.append(make_event("discard", "Discarded: " + ", ".join(map(self._name, left))
                                     + ".", cards=tuple(left)))
            self._new_offer(ev)
        elif all(p >= PLANTS_PER_GAME for p in self.planted):  # G-12: third round is over
            for c in left:
                self._to_bottom(c)
            if left:
                ev.append(make_event("bottom", "The last leftovers go under the deck: "
                                     + ", ".join(map(self._name, left)) + ".", cards=tuple(left)))
            self.offer = [None, None, None]
            self._round_end(ev)
        else:
            self.phase = "pass"

    def _to_bottom(self, card: int) -> None:
        self.deck.append(card)
        self.bottomed.add(card)

    def _new_offer(self, ev: list[Event]) -> None:
        self.offer = [None, None, None]
        self.free_turn = False
        self._fill(ev)

    def _place_hopper(self, a: PlaceGrasshopper, ev: list[Event]) -> None:
        seat = self.turn_seat
        self.hoppers[seat].add((a.col, a.row))
        self.pending_hoppers -= 1
        where = slot_words(self.gardens[seat], (a.col, a.row), self._name)
        ev.append(make_event("grasshopper", f"{self._who(seat)} puts a Grasshopper {where}.", seat=seat, col=a.col, row=a.row, placed=True))
        self._continue_turn(ev)

    def _pass(self, a: Pass, ev: list[Event]) -> None:
        seat = self.turn_seat
        for c in self.leftovers():
            if c != a.card:
                self._to_bottom(c)
                ev.append(make_event("bottom", f"Seat {seat} puts {self._name(c)} at the bottom"
                                     " of the deck.", seat=seat, card=c))
        other = (seat + 1) % self.n
        ev.append(make_event("pass", f"Seat {seat} passes {self._name(a.card)} to seat {other}"
                             f" ({a.position}).", seat=seat, to=other, card=a.card,
                             position=a.position))
        self.turn_seat = other
        self.offer = [None, None, None]
        self.offer[POSITIONS.index(a.position)] = a.card
        self.free_turn = False
        self._fill(ev)

    def _place_rose(self, a: PlaceRose, ev: list[Event]) -> None:
        self.roses.add((a.col, a.row))
        self.rose_pos = None
        ev.append(make_event("rose", "Mr. Cabbagehead places a Rose over"
                             f" {self._name(self.gardens[0][(a.col, a.row)])} and"
                             f" {self._name(self.gardens[0][(a.col + 1, a.row)])}.", col=a.col, row=a.row, placed=True))
        self._fill(ev)

    def _decline_rose(self, ev: list[Event]) -> None:
        self.rose_pos = None
        self.roses_out += 1
        ev.append(make_event("rose", "Mr. Cabbagehead leaves the Rose out of the game.",
                             placed=False))
        self._fill(ev)

    def _segment(self) -> int:
        """Index (0..2) of the deck packet being drawn (solo: packets end with a Holiday)."""
        return len(SOLO_PACKETS) - sum(1 for c in self.deck if c == HOLIDAY)

    def _fill(self, ev: list[Event]) -> None:
        """Draw into the empty offer positions, left to right, handling Holidays (end of a
        round) and Roses; then apply a pending Ferwig-Radishers visit (G-7)."""
        while not self.free_turn and None in self.offer:
            pos = self.offer.index(None)
            if not self.deck:
                raise RuntimeError("the Vegetable deck ran out (engine invariant broken)")
            card = self.deck.pop(0)
            if card == HOLIDAY:
                ev.append(make_event("holiday", f"An 'On Holiday' card: round {self.round}'s"
                                     " planting is over.", round=self.round))
                self._round_end(ev)
                if self.phase == "over":
                    return
                continue
            if card == ROSE:  # G-9
                self.roses_drawn[self._segment()] += 1
                if self.rose_slots():
                    self.phase = "rose"
                    self.rose_pos = pos
                    ev.append(make_event("rose_drawn", "A Rose is drawn: it may cover two"
                                         " side-by-side Vegetables of one type.", position=pos))
                    return
                self.roses_out += 1
                ev.append(make_event("rose", "A Rose is drawn but has nowhere to go; it leaves"
                                     " the game.", placed=False, nowhere=True))
                continue
            self.bottomed.discard(card)
            self.offer[pos] = card
            ev.append(make_event("draw", f"{self._name(card)} is drawn ({POSITIONS[pos]}).",
                                 card=card, position=POSITIONS[pos], seat=self.turn_seat))
        if not self.free_turn and self.ferwig_pending > 0:
            top = max(self.leftovers())
            self.offer[self.offer.index(top)] = None
            self.ferwig_pending -= 1
            self.free_turn = True
            if self.n == 1:
                self.discard.append(top)
                where, whose = "the discard pile", ""
            else:
                self._to_bottom(top)
                # both players' next draws are spoiled (G-7): say whose this one is (the
                # app reads "Seat N's" as "your" / "Ned's")
                where, whose = "the bottom of the deck", f" from Seat {self.turn_seat}'s draw"
            ev.append(make_event("ferwig", f"The Ferwig-Radishers snatch {self._name(top)}"
                                 f"{whose} (to {where}); this turn's planting is free.",
                                 card=top, seat=self.turn_seat))
        self.phase = "plant"

    # ------------------------------------------------------------------ rounds
    def _round_end(self, ev: list[Event]) -> None:
        self._neighbour_phase(ev)
        ev.append(make_event("round_end", f"Round {self.round} is over.", round=self.round))
        if self.round == 3:
            self._evaluate(ev)
            return
        self.round += 1
        self.phase = "plant"

    def _neighbour_phase(self, ev: list[Event]) -> None:
        """G-6: only a Neighbour with strictly the most tokens acts; then every token is
        turned back and shuffled in (Grasshoppers in gardens stay there)."""
        d = self.data
        top = max(self.tiles.values())
        visitors = [i for i in self.neighbours if self.tiles[i] == top]
        if top == 0 or len(visitors) > 1:
            ev.append(make_event("neighbour", "No Neighbour has the most tokens: they chat with"
                                 " each other and leave the garden alone.", neighbour=""))
        else:
            nb = d.neighbours[visitors[0]]
            ev.append(make_event("neighbour", f"{nb.name} {nbmod.verb(nb, 'visits')}"
                                 f" ({top} tokens).",
                                 neighbour=nb.id))
            for seat in range(self.n):
                self._visit(nb, seat, ev)
        self.face_down = sorted(self.face_down + [i for i in self.neighbours
                                                  for _ in range(self.tiles[i])])
        self.last_tiles = dict(self.tiles)
        self.tiles = {i: 0 for i in self.neighbours}
        ev.append(make_event("tokens", "All Neighbour tokens are turned back and shuffled."))

    def _visit(self, nb, seat: int, ev: list[Event]) -> None:
        who = self._who(seat)
        takes, finds, moves, leaves = (nbmod.verb(nb, w)
                                       for w in ("takes", "finds", "moves", "leaves"))
        g = self.gardens[seat]
        if nb.rule in nbmod.TAKING_RULES:
            slot = nbmod.card_taken(nb, g, self.data)
            if slot is None:
                ev.append(make_event("take", f"{nb.name} {finds} nothing to take from {who}'s"
                                     " garden.",
                                     seat=seat, card=0))
                return
            why = nbmod.take_reason(nb, g, self.data, slot)
            card = g.pop(slot)
            self.discard.append(card)
            ev.append(make_event("take", f"{nb.name} {takes} {self._name(card)} from {who}'s"
                                 f" garden: {why}.", seat=seat, card=card, col=slot[0],
                                 row=slot[1]))
        elif nb.rule == "take_bees":
            k = self.supply[seat]
            self.supply[seat] = 0
            self.bees_out += k
            # G-7 Bernard: "all 6 Bees in ...'s supply", not "6 Bees from ...'s supply out of
            # the game" (session 22's tester found that hard to read)
            bees = "the one Bee" if k == 1 else f"all {k} Bees"
            text = (f"{nb.name} {takes} {bees} in {who}'s supply out of the game." if k
                    else f"{nb.name} {finds} no Bees in {who}'s supply.")
            ev.append(make_event("bees", text, seat=seat, delta=-k))
        elif nb.rule == "move_lone":
            # two gardens: say whose, as the other Neighbours do; alone there is one
            garden = "" if self.n == 1 else f" in {who}'s garden"
            lone = nbmod.lone_slots(g, self.fixed)        # picked out first (G-7)
            to = dict(nbmod.lone_moves(g, self.fixed))
            for src in lone:
                if src not in to:                         # G-7: no such slot, it stays
                    ev.append(make_event(
                        "move", f"{nb.name} {leaves} lone {self._name(g[src])}{garden}"
                        " where it is: it has no slot to go to (no empty slot touches"
                        " another card).", seat=seat, card=0, stays=g[src]))
                    continue
                dst = to[src]
                card = g.pop(src)
                where = slot_words(g, dst, self._name)     # among the cards left in place
                g[dst] = card
                # like a planting there (G-8, G-9): a card leaving or reaching a slot under
                # a Grasshopper or a Rose says so
                left = self._under(seat, src)
                left = f" from under {left}" if left else ""
                under = self._under(seat, dst)
                under = f", under {under}" if under else ""
                ev.append(make_event("move", f"{nb.name} {moves} lone {self._name(card)}"
                                     f"{garden}{left} to the slot {where}{under}.", seat=seat,
                                     card=card, src=src, dst=dst))
            if not lone:
                ev.append(make_event("move", f"{nb.name} {finds} no lone card to move in"
                                     f" {who}'s garden.", seat=seat, card=0))
        elif nb.rule == "next_draw_highest":
            if seat == 0:
                if self.round < 3:
                    self.ferwig_pending = self.n
                    # say what the spoiling does (session 23's tester read only "will
                    # spoil the next draws" in the round's note), G-7 and the two-player NOTE
                    what = (" will spoil the next draw: its highest-numbered card goes to the"
                            " discard pile" if self.n == 1 else
                            " will spoil both players' next draws: from each, the"
                            " highest-numbered card goes under the deck")
                    ev.append(make_event("ferwig", f"{nb.name}{what}, and the planting from the"
                                         " other two is free (no Bee paid or gained).", card=0))
                else:
                    ev.append(make_event("ferwig", f"{nb.name} {finds} no more draws to spoil.",
                                         card=0))
        else:  # pragma: no cover - data error
            raise ValueError(f"unknown Neighbour rule {nb.rule}")

    def _evaluate(self, ev: list[Event]) -> None:
        self.phase = "over"
        for seat in range(self.n):
            lines = self.score_breakdown(seat)
            who = self._who(seat)
            for label, pts in lines:
                ev.append(make_event("score", f"{who}: {label}: {pts}", seat=seat, label=label,
                                     points=pts))
            total = lines[-1][1]
            ribbon = self.data.ribbon(total)
            ev.append(make_event("ribbon", f"{who}: {total} points, "
                                 + ("no ribbon." if ribbon == "none" else f"the {ribbon.title()}"
                                    " Ribbon!"), seat=seat, ribbon=ribbon, points=total))

    # ------------------------------------------------------------------ scoring
    def score_breakdown(self, seat: int) -> list[tuple[str, int]]:
        """The Garden Club's reading of ``seat``'s garden as it stands now: ``(label, points)``
        lines ending with ``("Total", total)`` (see :func:`rules.garden.scoring.breakdown`)."""
        return scoring.breakdown(self.gardens[seat], self.hoppers[seat],
                                 self.roses if seat == 0 else (), len(self.compost[seat]),
                                 self.supply[seat], self.fixed, self.data)

    def total(self, seat: int) -> int:
        """``seat``'s garden's points as it stands now."""
        return self.score_breakdown(seat)[-1][1]

    def progress(self) -> str | None:
        """``"round R of 3"`` (rulebook "Gameplay": three rounds), for the Resume
        button."""
        return f"round {min(self.round, 3)} of 3"

    def result(self) -> Result:
        """Scores (final points per garden), winners (G-12 tie-breaks: points, then different
        types, then Bees, then a shared win; solo: seat 0) and the ribbons (G-11).
        Raises ``ValueError`` before the end."""
        if self.phase != "over":
            raise ValueError("the game is not over")
        totals = tuple(self.total(s) for s in range(self.n))
        keys = [(totals[s], scoring.distinct_types(self.gardens[s], self.data), self.supply[s])
                for s in range(self.n)]
        best = max(keys)
        winners = tuple(s for s in range(self.n) if keys[s] == best)
        ribbons = ",".join(self.data.ribbon(t) for t in totals)
        return Result(totals, winners, (("ribbons", ribbons),))

    def _drawn_bounds(self, seat: int):
        """(col lo, col hi, row lo, row hi) of ``seat``'s garden as printed: the fixed 6 x 3
        frame, or the occupied columns and rows of a floating plot (G-2, G-3); ``None`` for
        an empty floating garden."""
        return (0, plot.WIDTH - 1, 0, plot.HEIGHT - 1) if self.fixed else plot.bounds(
            self.gardens[seat])

    def garden_lines(self, seat: int) -> list[str]:
        """``seat``'s garden as text rows: ``Car19`` per card, ``*`` after a card (or ``.``)
        under a Grasshopper, ``[`` ``]`` around a Rose's two slots; ``.`` for an empty slot.
        Rows are numbered 1.. from the topmost occupied one (G-3), as a player counts them."""
        g, h = self.gardens[seat], self.hoppers[seat]
        b = self._drawn_bounds(seat)
        if b is None:
            return ["(empty)"]
        rose_left = self.roses if seat == 0 else set()
        rose_right = {(c + 1, r) for c, r in rose_left}
        out = []
        for r in range(b[2], b[3] + 1):
            cells = []
            for c in range(b[0], b[1] + 1):
                n = g.get((c, r))
                txt = "." if n is None else self.data.types[self.data.veg(n).type].name[:3] + str(n)
                txt += "*" if (c, r) in h else ""
                pre = "[" if (c, r) in rose_left else " "
                post = "]" if (c, r) in rose_right else " "
                cells.append(f"{pre}{txt:<6}{post}")
            out.append(f"row {r - b[2] + 1}:" + "".join(cells))
        return out

    def summary_lines(self) -> list[str]:
        """Printable Evaluation of every garden: the plot, the breakdown and the ribbon."""
        out = []
        for seat in range(self.n):
            lines = self.score_breakdown(seat)
            total = lines[-1][1]
            h = self.hoppers[seat]
            b = self._drawn_bounds(seat)
            off = sum(1 for c, r in h if b is None or not (b[0] <= c <= b[1]
                                                            and b[2] <= r <= b[3]))
            off = f" ({off} outside the plot, not drawn)" if off else ""
            out.append(f"{self._who(seat)}'s garden: compost {len(self.compost[seat])},"
                       f" bees {self.supply[seat]}, grasshoppers {len(h)}{off}:")
            out += ["  " + x for x in self.garden_lines(seat)]
            for label, pts in lines:
                out.append(f"  {label:<36}{pts:>5}")
            out.append(f"  Ribbon: {self.data.ribbon(total)}")
        return out

    # ------------------------------------------------------------------ information
    def _deck_segments(self) -> list[list[int]]:
        """Deck positions of unseen cards, split at each 'On Holiday' card (top first)."""
        segs: list[list[int]] = [[]]
        for i, c in enumerate(self.deck):
            if c == HOLIDAY:
                segs.append([])
            elif c == ROSE or c not in self.bottomed:
                segs[-1].append(i)
        return segs

    def view(self, seat: int) -> GardenView:
        """What ``seat`` may know (C-3): everything but the unseen deck cards."""
        layout = tuple(UNKNOWN if (c == ROSE or (c != HOLIDAY and c not in self.bottomed))
                       else c for c in self.deck)
        hidden = tuple(sum(1 for i in seg if self.deck[i] == ROSE)
                       for seg in self._deck_segments())
        return GardenView(
            seat=seat, num_players=self.n, options=tuple(self.opts.items()),
            neighbours=self.neighbours, round=self.round, phase=self.phase,
            current_player=self.current_player(), turn_seat=self.turn_seat,
            start_seat=self.start_seat,
            gardens=tuple(tuple(sorted((c, r, n) for (c, r), n in g.items()))
                          for g in self.gardens),
            grasshoppers=tuple(tuple(sorted(h)) for h in self.hoppers),
            roses=tuple(sorted(self.roses)), compost=tuple(map(tuple, self.compost)),
            planted=tuple(self.planted), supply=tuple(self.supply), hive=self.hive,
            bees_out=self.bees_out, offer=tuple(self.offer), free_turn=self.free_turn,
            ferwig_pending=self.ferwig_pending, pending_grasshoppers=self.pending_hoppers,
            rose_position=self.rose_pos, discard=tuple(self.discard), deck_layout=layout,
            roses_hidden=hidden, roses_drawn=tuple(self.roses_drawn), roses_out=self.roses_out,
            grasshoppers_out=self.hoppers_out, tiles=tuple(sorted(self.tiles.items())),
            face_down_tokens=tuple(sorted(self.face_down)),
            last_tiles=tuple(sorted(self.last_tiles.items())))

    def determinize(self, seat: int, rng: random.Random) -> "GardenState":
        """A full state consistent with ``view(seat)``: the unseen Vegetables are sorted, then
        shuffled with a generator seeded from ``rng`` and dealt back into the unseen deck
        positions; each packet keeps its hidden Rose count (G-9); the new state's generator
        is re-seeded from ``rng``.  Equal views give equal results for equal ``rng``."""
        new = self.clone()
        shuffler = random.Random(rng.getrandbits(64))
        segs = self._deck_segments()
        vegs = sorted(self.deck[i] for seg in segs for i in seg if self.deck[i] != ROSE)
        shuffler.shuffle(vegs)
        at = 0
        for seg in segs:
            roses = sum(1 for i in seg if self.deck[i] == ROSE)
            k = len(seg) - roses
            cards = vegs[at:at + k] + [ROSE] * roses
            at += k
            shuffler.shuffle(cards)
            for i, c in zip(seg, cards):
                new.deck[i] = c
        new.rng = random.Random(rng.getrandbits(64))
        new.setup_events = []
        return new
