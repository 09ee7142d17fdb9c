"""The Mr. Cabbagehead's Garden table (DESIGN.md "The app", "UX contract";
mr-cabbageheads-garden.txt, RULINGS G-1..G-13).

Drawn from the Tiled layout ``assets/layouts/garden.tmx`` and from ``state.view(viewer)``
only.  The person plants by dragging an offered card onto a lit slot of the garden (or by
clicking the card, then the slot); a drop onto a planted card asks before composting it (G-2).
Grasshoppers (G-8) and Roses (G-9) are placed the same way; in the two-player game the
leftover cards are dragged into the opponent's row (``pass.left/centre/right``) or onto the
deck (its bottom) (G-12).  Each gesture becomes an action text matched against
``legal_actions()`` (:mod:`app.garden_moves`): not legal → the card springs back and the
engine's reason is shown in the prompt bar.

Undo (issue 4 item 7): the engine reveals Neighbour tokens and draws the next cards inside the
planting action itself, so a planting cannot be taken back once applied.  With the setting
"Confirm plantings" on (the default, :attr:`app.persist.settings.Settings.confirm_plantings`)
a legal planting, Grasshopper or Rose drop is first held as a :class:`Provisional`: drawn in
its slot, nothing sent to the engine, nothing revealed or drawn; "Confirm" (Enter) applies the
very action text checked at drop time, "Undo" (Ctrl+Z, Escape) puts the item back where it
came from.  With the setting off a drop applies at once.  Passing a leftover (two players) and
"Leave the Rose out" stay immediate.  The Neighbour phase is shown as a banner
(:class:`app.garden_overlays.NeighbourBanner`) and log lines; the cards Pomme-Frites moves
glide to their new slots once it is gone (G-7), and only then are the next round's first
cards dealt (:meth:`GardenTable.between_rounds`); a card the Ferwig-Radishers snatch is dealt
and then flies to the discard pile or the deck, its gap in the offer labelled (G-7); a passed
card glides to its offer position (G-12) (:meth:`GardenTable._animate`); when the floating
plot's grid is laid out anew the whole garden glides to its new places and drops are resolved
where it is drawn (:meth:`GardenTable.shown_grid`); the end shows the Garden Club's
breakdown with the ribbon.  A "Hint" button asks :func:`rules.garden.ai.hint`.
"""
from __future__ import annotations

import random
import re
import time
from dataclasses import dataclass, field, replace

import pygame

from app import garden_moves as gm
from app.ai_worker import InlineAI
from app.cli import Setup
from app.garden_draw import LOG, ZOOM_QUIET, GardenDrawing, off_plot_note
from app.garden_grid import PlotGrid
from app.garden_overlays import (ConfirmOverlay, GardenResults, HintOverlay, InspectOverlay,
                                 NeighbourBanner)
from app.scenes.base import Scene
from app.scenes.table_common import DRAG_THRESHOLD, TableCommands
from app.session import TableSession
from app.sound import cue
from app.ui import theme
from app.ui.tween import Tween, scaled
from app.ui.widgets import Button, click_buttons
from app.ui.words import garden_name
from rules.core import IllegalAction, observe, replay
from rules.garden import scoring
from rules.garden.actions import DeclineRose, PlaceGrasshopper, PlaceRose, Plant, parse_action
from rules.garden.data import load as load_data
from rules.garden.where import slot_words

#: Decisions the Hint button answers: planting with a panel for the three offered cards,
#: the others (G-8, G-9, G-12) in the prompt bar.
HINT_PHASES = ("plant", "grasshopper", "rose", "pass")

POSITIONS = gm.POSITIONS
#: "You" inside a sentence (after a lower-case word), as the display names make it from an
#: engine line's "Seat N": it reads "you" there.
_YOU_INSIDE = re.compile(r"(?<=[a-z,] )You\b")
PROMPT = pygame.Rect(10, 598, 1260, 114)
#: Seconds (at animation speed 1) a card Pomme-Frites moves takes to glide to its new slot
#: (G-7), and between the starts of two such glides (the next starts as the last lands).
MOVE_SECONDS = 0.4
#: A click on a prompt button other than the one clicked this many seconds before, at the
#: same spot (within SWAP_GUARD_PX), is the second half of a double click: ignored.  A
#: tester's double click on Confirm opened the Hint that took its place.
SWAP_GUARD = 0.5
SWAP_GUARD_PX = 12
MOVE_STEP = 0.3
#: Seconds (at speed 1) a passed card takes to glide to its offer position (G-12).
PASS_SECONDS = 0.5
#: Seconds (at speed 1) a garden takes to glide to its new places, slots and cards together,
#: when its grid is laid out anew (the floating plot, G-2/G-3; :meth:`GardenTable.shown_grid`).
#: It was 0.25 s for the cards alone, most of it in the first 0.05 s of the ease-out.
SLIDE_SECONDS = 0.4
#: Seconds a drawn card takes from the deck to its offer position, and the gap between two.
DEAL_SECONDS = 0.35
DEAL_STEP = 0.12
#: Seconds (at speed 1) a card the Ferwig-Radishers snatch from a draw (G-7) lies in its offer
#: position once dealt, so it is seen, and then takes to fly to the discard pile (solo) or
#: onto the deck (two players: its bottom, G-12).
SNATCH_REST = 0.6
SNATCH_SECONDS = 0.5
#: What a drag of a planted card says (rulebook, Planting Phase: planted cards may not be
#: moved; a new card planted on one sends it to the Compost, G-2): while the person plants,
#: :data:`PLANTED_STAYS`, with the way to replace one; else :data:`PLANTED_STAY`.
PLANTED_STAY = "Planted cards stay where they are."
PLANTED_STAYS = (PLANTED_STAY + " To replace one, plant an offered card on it: the old card"
                 " goes to the Compost (−2 at the end).")
#: What a drag of a Grasshopper in the person's garden says (G-8: it stays for the game).
HOPPER_STAYS = "A Grasshopper stays where it was placed, for the rest of the game."
#: The Neighbour note's last line in the replay viewer: Next, → or a click takes the note away
#: and shows the same move's table, the next round's first draw on it; the next Next steps
#: on (:meth:`GardenTable.dismiss_replay_note`).
REPLAY_NOTE = "replay: Next > (or →) shows the next round's first cards"
#: The replay note's last line at the game's last move (no move follows; Next is still on).
REPLAY_LAST_NOTE = "replay: Next > (or →) shows the final gardens"


@dataclass
class RoundEndHold:
    """What the table keeps showing while a round's Neighbour banner is up, so the table
    behind agrees with the note (rulebook "The Neighbour Phase"; G-6): ``tiles`` (Neighbour
    id -> tokens as the phase counted them, the round's last reveal included),
    ``face_down`` (tokens face down then), ``round`` (the round that ended) and
    ``log_hidden`` (log lines from the tokens' turning back on: the next round's first draw,
    or the Evaluation, held back until the note closes) and ``dealt`` (Vegetable numbers of
    that first draw, kept off the offer row until then, also with animation off).

    The next round's first draw touches the piles too, and they wait with it: ``discarded``
    (cards put on the discard pile then: solo, the one the Ferwig-Radishers snatch, G-7),
    kept off the pile's top and count; ``bottomed`` (cards put under the deck then: two
    players, the snatched one, G-12), kept out of the memory aid's list; ``deck`` (cards in
    the deck as the round ended, before that draw; ``None`` when not known), the deck's
    thickness; ``roses_out`` (Roses that draw found no place for and took out of the game,
    G-9), still counted in the deck.  The hold lasts while the note is up and then while Pomme-Frites' moves
    glide (:meth:`GardenTable.between_rounds`)."""

    tiles: dict
    face_down: int
    round: int
    log_hidden: int
    dealt: frozenset = frozenset()
    discarded: frozenset = frozenset()
    bottomed: frozenset = frozenset()
    deck: int | None = None
    roses_out: int = 0


def cards_word(k: int) -> str:
    """``"1 card"``, ``"0 cards"``, ``"12 cards"``."""
    return f"{k} card{'s' * (k != 1)}"


@dataclass
class Drag:
    """A drag in progress: ``kind`` ("offer", "hopper", "rose"), ``key`` (offer position),
    the item's ``origin`` top-left, grab ``offset``, current top-left ``pos``, ``size``,
    ``lit`` (slots of the viewer's garden, or zone names such as "pass.left", "deck")."""

    kind: str
    key: object
    origin: tuple[int, int]
    offset: tuple[int, int]
    pos: tuple[int, int]
    size: tuple[int, int]
    lit: set = field(default_factory=set)
    moved: bool = False


def holdable(text: str) -> bool:
    """True for a placement that may be held for Confirm (``plant N C R``, ``grasshopper
    C R``, ``rose C R``; not ``rose none``, G-9): applied, it turns tokens or draws cards,
    so it waits (RULINGS C-2)."""
    w = text.split()
    return bool(w) and w[0] in ("plant", "grasshopper", "rose") and w[1:] != ["none"]


@dataclass(frozen=True)
class Landing:
    """An AI seat's planting in flight (:meth:`GardenTable.landing_lag`): ``ply`` of its
    action (:class:`app.session.LogLine`), the ``tween`` carrying its card, and the view
    ``before`` it, whose Bees (G-4), Neighbour tokens (G-5) and seat counts are drawn until
    the card lands."""

    ply: int
    tween: Tween
    before: object


@dataclass(frozen=True)
class Provisional:
    """A placement shown but not yet applied (module doc, issue 4 item 7).

    ``text``: the legal action text applied on Confirm (``plant N C R``, ``grasshopper C R``
    or ``rose C R``); ``kind``: its verb; ``slot``: (col, row) of the viewer's garden (for a
    Rose, the left one of the pair); ``card``: the Vegetable number planted (None otherwise);
    ``position``: the offer position it came from (left/centre/right, plantings only);
    ``composts``: the planted card it would dig up (G-2), or None.
    """

    text: str
    kind: str
    slot: tuple[int, int]
    card: int | None = None
    position: str | None = None
    composts: int | None = None


class GardenTable(TableCommands, GardenDrawing, Scene):
    """The Garden table for ``setup`` (1 or 2 seats).

    Public for tests: ``session``, ``message`` (reason last shown), ``prompt_buttons``,
    ``offer_rect(pos)``, ``slot_center(slot, seat)``, ``grid(seat)`` (as laid out),
    ``shown_grid(seat)`` (as drawn now, gliding after a re-lay), ``zone(name)``,
    ``submit(text)``, ``propose(text)``, ``provisional``, ``confirm_placement()``,
    ``undo_placement()``, ``drop_at(kind, key, pos)``, ``click_at(pos)``.
    """

    game = "garden"

    def __init__(self, ctx, setup: Setup, actions: tuple[str, ...] = (),
                 read_only: bool = False):
        super().__init__(ctx)
        #: In the replay viewer: never updated nor put on the stack (:meth:`follow_replay`).
        self.read_only = read_only
        self._replay_step: int | None = None     # the record length follow_replay showed
        self._dim_hoppers: dict = {}              # drawing caches (GardenDrawing)
        self._tip_lines: dict = {}
        self._club_reading: tuple | None = None   # (key, title, lines) of the Club's box
        self._held_note: tuple | None = None      # (key, layout) of the held card's note
        self.session = TableSession(setup, getattr(ctx, "dump_path", None))
        self.data = load_data()
        from app.layout import load_layout

        self.layout = load_layout("garden", self.session.state.num_players)
        self._anchors: dict = {}          # seat -> the grid whose places it keeps (_anchored)
        # ``actions``: a resumed game's (or a replay's) record, each action checked by the
        # engine again and the gardens' places settled after it, as at the live table
        for text in actions:
            self.session.apply_text(text)
            self.settle_layouts()
        profile = getattr(ctx, "profile", None)
        if profile is not None:                      # autosave after every action
            session = self.session
            session.on_change = lambda: profile.saved(session)
        self.ai = ctx.worker if ctx.worker is not None else InlineAI()
        self.pending_id: int | None = None
        self.pending_answer: str | None = None
        self.pending_len = -1
        self.since_move = 10.0
        self.message = ""
        self.message_t = 0.0
        self.message_error = True
        self.tweens: list[Tween] = []
        self.drag: Drag | None = None
        self.spring: Tween | None = None
        self.press: tuple[str, object, tuple[int, int]] | None = None
        #: where the last left-button press began: a press moved away and released, on no
        #: draggable item, is not a click (a drag of a planted card planted the selected
        #: offer card where it was released, session 26's check); from a planted card or
        #: Grasshopper (:meth:`planted_at`) it says why that stays (:meth:`stays_words`)
        self.down_at: tuple[int, int] | None = None
        self.selected: tuple[str, object] | None = None
        self._bottom_card: int | None = None
        self.banner: NeighbourBanner | None = None
        #: a banner waiting for the cards still gliding (a planting or pass) to land first
        self.banner_pending: NeighbourBanner | None = None
        self.hold: RoundEndHold | None = None     # the round's end, while its banner is up
        self._snatch_legs: list[Tween] = []       # the snatched card's last two tweens (G-7)
        self._landing: Landing | None = None      # an AI's card in flight (landing_lag)
        self._layouts: dict = {}          # seat -> (garden, grid) last laid out (shown_grid)
        self.results_shown = False
        self.pointer = (0, 0)
        #: Where the pointer was when a drop, click or Confirm placed something; the
        #: enlarged garden card waits until it moves ZOOM_QUIET px from there (a new player:
        #: after a drop it covered the cards round the one just planted).
        self.zoom_quiet: tuple[int, int] | None = None
        #: The table was covered (a hint, a question, a Neighbour note) and is uncovered:
        #: the pointer's next position, wherever the overlay's button left it, starts a quiet
        #: (session 20's check: a Neighbour tile's note sprang up on clicking "Do it").
        self.quiet_next_motion = False
        self._entered = False             # on_enter: pushed already (then it is uncovered)
        self._agent = None
        #: The card the opponent just passed to the person (two players), tagged in the offer;
        #: a resumed game finds it in the events of its last replayed action.
        self.passed_in: int | None = self.passed_to_person(self.session.last_events)
        #: The AI's pick after a hint, (offer position, slot), outlined until the next move.
        self.hint_move: tuple[str, tuple[int, int]] | None = None
        #: The slots of the AI's Grasshopper or Rose placement after a hint (G-8, G-9),
        #: outlined like the planting hint's until the next move.
        self.hint_slots: tuple[tuple[int, int], ...] = ()
        #: A placement held for Confirm/Undo (None when there is none): :attr:`provisional`.
        self._provisional: Provisional | None = None
        self.log_scroll = 0          # log lines scrolled back from the newest (mouse wheel)
        self._confirmed: tuple[int, int] | None = None   # its slot, while being applied
        self._pass_drop: tuple[int, int] | None = None   # where a pass was dropped, applying
        self.header_buttons = [
            Button(pygame.Rect(972, 10, 90, 40), "Rules", self.open_rules, color=(90, 90, 70),
                   tag="rules"),
            Button(pygame.Rect(1068, 10, 90, 40), "Menu", self.to_menu, color=(90, 90, 70),
                   tag="menu"),
            Button(pygame.Rect(1164, 10, 106, 40), "", self.cycle_speed, color=(70, 90, 90),
                   tag="speed"),
        ]
        self.prompt_buttons: list[Button] = []
        #: (tag, logical position, clock time) of the last prompt button clicked, and the
        #: clock (seconds; tests replace it), for the double-click guard (SWAP_GUARD).
        self._last_button: tuple[str, tuple[int, int], float] | None = None
        self.clock = time.monotonic
        self._refresh()                          # in a replay, also its note (follow_replay)
        if actions and self.session.human_seats and not read_only:
            self._reopen_round_note(tuple(actions))

    # ------------------------------------------------------------------ names and places
    def name(self, seat: int) -> str:
        """Display name: solo "Mr. Cabbagehead"; two players "You" / "Ned" (an AI seat) or
        "Player 1/2" when both seats are people (:func:`app.ui.words.garden_name`, which
        the replays list uses too)."""
        return garden_name(seat, self.session.setup.seats)

    def with_names(self, text: str) -> str:
        """An engine line with "Seat N" replaced by the display names."""
        for seat in range(self.session.state.num_players):
            text = text.replace(f"Seat {seat}'s", self.whose(seat))
            text = text.replace(f"Seat {seat}", self.name(seat))
            text = text.replace(f"to seat {seat}", f"to {self.name(seat)}")
        for verb in ("starts", "plants", "pays", "takes", "digs", "puts", "passes"):
            plain = verb[:-2] if verb == "passes" else verb[:-1]
            text = text.replace(f"You {verb}", f"You {plain}")
        # "You" opens a sentence; inside one it is "you" ("Ned passes Bean 16 to you")
        return _YOU_INSIDE.sub("you", text)

    #: every Garden action is seen by both players (offer and gardens face up, G-12), so
    #: the replay bar may tell an AI's move in words too (app.scenes.replays)
    public_actions = True

    def describe(self, text: str) -> str:
        """An action text in the log's words, for the replay bar and the AI-error notice
        (they showed ``"plant 3 0 0"``): ``"plant Radish 3 as the first card"``,
        ``"pass Pumpkin 5 to Ned (left)"``, ``"put the Grasshopper above Radish 3"``,
        ``"put the Rose on Lettuce 4 and Lettuce 13"``, ``"leave the Rose out"``.  Slots are
        named by the cards around them in the acting seat's garden as it stands now
        (:func:`rules.garden.where.slot_words`).  A text that is no Garden action comes back
        unchanged."""
        try:
            action = parse_action(text)
        except IllegalAction:
            return text
        v = self.view()
        seat = self.session.current() if not self.session.state.is_terminal() else 0
        seat = seat if 0 <= seat < len(v.gardens) else 0
        garden = {(c, r): n for c, r, n in v.gardens[seat]}
        name = self.card_name
        if isinstance(action, Plant):
            fixed = dict(v.options).get("fixed_plot") == "on"
            return (f"plant {name(action.card)} "
                    f"{slot_words(garden, (action.col, action.row), name, fixed)}")
        if isinstance(action, PlaceGrasshopper):
            return f"put the Grasshopper {slot_words(garden, (action.col, action.row), name)}"
        if isinstance(action, PlaceRose):
            pair = [garden.get((action.col + k, action.row)) for k in (0, 1)]
            if None in pair:
                return "put the Rose"
            return f"put the Rose on {name(pair[0])} and {name(pair[1])}"
        if isinstance(action, DeclineRose):
            return "leave the Rose out"
        other = self.name((seat + 1) % max(1, v.num_players))
        other = "you" if other == "You" else other
        return f"pass {name(action.card)} to {other} ({action.position})"

    def passed_to_person(self, events) -> int | None:
        """The card a "pass" event among ``events`` gives the person at this table (G-12),
        or ``None``."""
        return next((ev.get("card") for ev in events if ev.kind == "pass"
                     and ev.get("to") == self.viewer()
                     and self.session.is_human(ev.get("to"))), None)

    def opponent(self) -> int:
        """Two players: the seat across from the viewer (who passes to it, G-12)."""
        return (self.viewer() + 1) % self.session.state.num_players

    def whose(self, seat: int) -> str:
        """"your" for the one person at the table, else "Ned's" and the like."""
        name = self.name(seat)
        return "your" if name == "You" else f"{name}'s"

    def zone(self, name: str) -> pygame.Rect:
        """A copy of the layout zone's rect."""
        return self.layout.rect(name)

    def _off(self, seat: int) -> int:
        return (seat - self.viewer()) % self.session.state.num_players

    def seat_zone(self, kind: str, seat: int) -> pygame.Rect:
        """The ``kind`` zone ("plot", "supply", "compost", "seat") of engine seat ``seat``."""
        return self.zone(f"{kind}.{self._off(seat)}")

    def grid(self, seat: int, view=None) -> PlotGrid:
        """The grid of ``seat``'s garden as laid out: where it is drawn once any re-lay
        glide has ended (:meth:`shown_grid`).

        A held planting (:attr:`provisional`) keeps the places of the garden without it:
        the slots and cards stay still under the pointer until Confirm, which re-lays the
        grid (two testers found the whole garden gliding away from a card just dropped
        unsettling).  The held card's effect on the frame (G-2, G-3) shows at once all the
        same: the slots no frame reaches with it are drawn faintly (``faded``; removed at
        once, the grid seemed to jump to one side, a tester), and the core and the settled
        frame's outline are those with it."""
        v = view or self.view()
        z = self.layout[f"plot.{self._off(seat)}"]
        fixed = dict(v.options)["fixed_plot"] == "on"
        size = (z.prop("card_w"), z.prop("card_h"), z.prop("gap"))
        hoppers = tuple(self.shown_hoppers(seat, v))
        laid = PlotGrid.build(z.rect, self.shown_garden(seat, v), fixed, *size, extra=hoppers)
        if self._held(seat, "plant") is None:
            return self._anchored(seat, laid)
        still = self._anchored(seat, self._own_grid(seat, v))
        return replace(still, core=laid.core, band=laid.band, fixed_cols=laid.fixed_cols,
                       fixed_rows=laid.fixed_rows, faded=frozenset(still.band - laid.band))

    def _own_grid(self, seat: int, v) -> PlotGrid:
        """``seat``'s garden and Grasshoppers in view ``v`` as the engine has them (no held
        placement), laid out on their own (centred in the zone)."""
        z = self.layout[f"plot.{self._off(seat)}"]
        fixed = dict(v.options)["fixed_plot"] == "on"
        return PlotGrid.build(z.rect, dict(v.garden(seat)), fixed,
                              z.prop("card_w"), z.prop("card_h"), z.prop("gap"),
                              extra=tuple(v.grasshoppers[seat]))

    def _anchored(self, seat: int, fresh: PlotGrid) -> PlotGrid:
        """``fresh`` (a garden's grid laid out on its own) in the places of ``seat``'s
        anchor layout (:meth:`settle_layouts`) when :meth:`PlotGrid.kept` allows, else
        ``fresh``."""
        anchor = self._anchors.get(seat)
        kept = fresh.kept(anchor) if anchor is not None else None
        return fresh if kept is None else kept

    def settle_layouts(self, v=None) -> None:
        """After each action the engine applies: every garden whose grid can no longer keep
        its anchor's places (:meth:`PlotGrid.kept`) takes its own layout as the new anchor.
        Done once an action, rather than when a frame is drawn, so the places depend only
        on the game's actions: a resumed game and a replay's every step rebuild them from
        the record (the constructor settles them after each recorded action) and draw each
        garden where the live table did (session 25's tester saw the gardens move on Resume and in Replays).  ``v``:
        the view after the action (default: now)."""
        v = v or self.view()
        for seat in range(v.num_players):
            fresh = self._own_grid(seat, v)
            anchor = self._anchors.get(seat)
            if anchor is None or fresh.kept(anchor) is None:
                self._anchors[seat] = fresh

    def _held(self, seat: int, kind: str) -> Provisional | None:
        p = getattr(self, "provisional", None)
        if p is None or p.kind != kind or seat != self.viewer():
            return None
        return p

    def shown_garden(self, seat: int, v) -> dict:
        """``{slot: card}`` of ``seat``'s garden as drawn: the view's, plus a held planting
        (covering the card it would compost)."""
        garden = dict(v.garden(seat))
        held = self._held(seat, "plant")
        if held is not None:
            garden[held.slot] = held.card
        return garden

    def shown_hoppers(self, seat: int, v) -> list:
        """Slots of ``seat``'s Grasshoppers as drawn, a held one included (G-8)."""
        out = list(v.grasshoppers[seat])
        held = self._held(seat, "grasshopper")
        if held is not None:
            out.append(held.slot)
        return out

    def shown_roses(self, v) -> list:
        """Left slots of the Roses as drawn (solo, G-9), a held one included.  Once the
        game is over and its last Neighbour note is closed, only the Roses that score: one
        no longer over a pair of one type is removed at the end (rulebook, Romancing
        Eudora; a tester saw one left half over an empty slot)."""
        if v.phase == "over" and self.held() is None:
            return scoring.scoring_roses(v.garden(0), v.roses, self.data)
        out = list(v.roses)
        held = self._held(0, "rose")
        if held is not None:
            out.append(held.slot)
        return out

    def slot_center(self, slot, seat: int | None = None) -> tuple[int, int]:
        """Centre of ``slot`` of ``seat``'s garden (default the viewer's) as drawn now
        (:meth:`shown_grid`)."""
        return self.shown_grid(self.viewer() if seat is None else seat).cell_rect(slot).center

    def offer_rect(self, pos: str) -> pygame.Rect:
        """Where the offered card at ``pos`` (left/centre/right) is drawn."""
        z = self.layout[f"offer.{pos}"]
        r = pygame.Rect(0, 0, z.prop("card_w"), z.prop("card_h"))
        r.midtop = (z.rect.centerx, z.rect.y + 2)
        return r

    def hopper_rect(self) -> pygame.Rect:
        """Where a revealed Grasshopper waits to be placed: in the empty place of the offer
        (the card just planted came from there)."""
        v = self.view()
        pos = next((p for p, c in zip(POSITIONS, v.offer) if c is None), "centre")
        r = pygame.Rect(0, 0, 52, 52)
        r.center = self.offer_rect(pos).center
        return r

    def pile_rect(self, name: str) -> pygame.Rect:
        """The card rect of a pile zone (deck, discard, compost.i)."""
        z = self.layout[name]
        cw, ch = z.prop("card_w", 64), z.prop("card_h", 90)
        r = pygame.Rect(0, 0, cw, ch)
        r.midtop = (z.rect.centerx, z.rect.y + 2)
        if z.rect.h < ch + 4 or z.rect.w > 2 * cw + 20:
            r.midleft = (z.rect.x + 6, z.rect.centery)
        return r

    # ------------------------------------------------------------------ actions
    def submit(self, text: str) -> bool:
        """Apply ``text`` for the deciding person.  Returns True when applied; otherwise the
        engine's reason is shown in the prompt bar and nothing changes."""
        if not self.session.human_to_act():
            self.say("Wait: it is not your decision now.")
            return False
        seat = self.session.current()
        before = self.view()
        try:
            events = self.session.apply_text(text)
        except IllegalAction as exc:
            self.say(exc.reason)
            return False
        self._after_apply(seat, before, events)
        return True

    def confirm_plantings(self) -> bool:
        """The "Confirm plantings" setting: the person's profile when there is one, else
        the app's live settings (default True)."""
        profile = getattr(self.ctx, "profile", None)
        if profile is not None:
            return bool(getattr(profile.settings, "confirm_plantings", True))
        return bool(getattr(self.ctx.settings, "confirm_plantings", True))

    @property
    def provisional(self) -> Provisional | None:
        """The placement held for Confirm/Undo, or None.  Setting it tells the profile
        (:meth:`app.profile.Profile.held_changed`), so a Resume holds the same card in the
        same slot again (:meth:`restore_held`)."""
        return self._provisional

    @provisional.setter
    def provisional(self, held: Provisional | None) -> None:
        before, self._provisional = self._provisional, held
        if (before.text if before else None) == (held.text if held else None):
            return
        profile = getattr(self.ctx, "profile", None)
        if profile is not None and not self.read_only and self.session.human_seats:
            profile.held_changed(self.session, held.text if held else None)

    @property
    def bottom_card(self) -> int | None:
        """The leftover the person put on the deck in a two-player pass (G-12), not sent to
        the engine until the other card is passed; None when there is none.  Setting it
        tells the profile as the held text ``"bottom <card>"``, so a Resume puts the same
        card on the deck again (:meth:`restore_held`; session 25's tester found it back in
        the offer)."""
        return self._bottom_card

    @bottom_card.setter
    def bottom_card(self, card: int | None) -> None:
        before, self._bottom_card = self._bottom_card, card
        if before == card:
            return
        profile = getattr(self.ctx, "profile", None)
        if profile is not None and not self.read_only and self.session.human_seats:
            profile.held_changed(self.session, None if card is None else f"bottom {card}")

    def restore_held(self, text: str) -> bool:
        """Hold ``text`` again in a resumed game (:meth:`TableCommands.restore_held`),
        whatever the "Confirm plantings" setting says now; nothing is applied: a planting,
        Grasshopper or Rose in its slot, or ``"bottom <card>"`` a leftover on the deck
        (:attr:`bottom_card`).  False (and nothing held) when it is not legal at this
        point."""
        if text.startswith("bottom "):
            return self._restore_bottom(text)
        if not self._hold(text, quiet=True):
            return False
        self.say(f"The {self.held_name(self.provisional)} you held when you left is still"
                 " waiting in its slot.", error=False)
        return True

    def _restore_bottom(self, text: str) -> bool:
        s = self.session
        try:
            card = int(text.split()[1])
        except (IndexError, ValueError):
            return False
        if s.state.is_terminal() or not s.human_to_act() or self.view().phase != "pass" \
                or card not in gm.passable_cards(s.legal_texts()):
            return False
        self.bottom_card = card
        self._refresh()
        self.say(f"The {self.card_name(card)} you put on the deck when you left is still"
                 " there: pass the other card.", error=False)
        return True

    def propose(self, text: str) -> bool:
        """A legal planting, Grasshopper or Rose placement chosen by the person: held as
        :attr:`provisional` when :meth:`confirm_plantings` is on (nothing is sent to the
        engine), else applied at once by :meth:`submit`.  Any other text is submitted.
        Returns True when held or applied; False (reason shown) when not legal now."""
        if not self.confirm_plantings() or not holdable(text):
            return self.submit(text)
        return self._hold(text)

    def _hold(self, text: str, quiet: bool = False) -> bool:
        """Hold the placement ``text`` (``plant N C R``, ``grasshopper C R``, ``rose C R``)
        as :attr:`provisional` after checking it against the engine's legal actions; the
        reason is shown (unless ``quiet``) and False returned when it is not legal now."""
        if not holdable(text):
            return False
        w = text.split()
        s = self.session
        if not s.human_to_act():
            if not quiet:
                self.say("Wait: it is not your decision now.")
            return False
        if text not in s.legal_texts():          # checked against the engine now, as a drop
            if not quiet:
                self.say(s.explain(text))
            return False
        v = self.view()
        nums = [int(x) for x in w[1:]]
        if w[0] == "plant":
            card, slot = nums[0], (nums[1], nums[2])
            held = Provisional(text, "plant", slot, card, POSITIONS[v.offer.index(card)],
                               v.garden(self.viewer()).get(slot))
        else:
            held = Provisional(text, w[0], (nums[0], nums[1]))
        self.provisional = held
        self.spring = None
        self.selected = None
        self.drag = None
        self.message = ""
        self._refresh()
        return True

    def held_item_at(self, pos) -> bool:
        """True when a placement is held (:attr:`provisional`) and ``pos`` is on it or on
        a card still in the offer: things a person may try to move meanwhile."""
        held = self.provisional
        if held is None:
            return False
        v = self.view()
        if self.shown_grid(self.viewer(), v).card_rect(held.slot).collidepoint(pos):
            return True
        return any(card is not None and self.offer_rect(p).collidepoint(pos)
                   for p, card in zip(POSITIONS, v.offer))

    def off_grid_words(self, kind: str, key, grid: PlotGrid, pos) -> str:
        """Why a drop at ``pos``, on no slot drawn in the person's ``grid``, springs back.
        An offered card dropped in the garden's panel past the drawn slots gets the plot's
        reason for the slot it would be (G-2: "wider than 6 columns"; a session-26 tester
        was told only to use a lit slot); elsewhere, where to drop it."""
        me = self.viewer()
        if kind == "offer" and self.view().phase == "plant" \
                and self.layout[f"plot.{self._off(me)}"].rect.collidepoint(pos):
            card = self._item_card(kind, key)
            text = gm.plant_text(card, grid.cell_at(pos))
            if text not in self.session.legal_texts():
                return self.session.explain(text)
        return "Drop it on a slot of your garden (the lit ones are allowed)."

    def planted_at(self, pos) -> tuple[str, tuple[int, int]] | None:
        """What of the person's garden is under ``pos`` (as drawn): ``("card", slot)`` for
        a planted card, ``("hopper", slot)`` for a Grasshopper on an empty slot, or
        ``None``."""
        me = self.viewer()
        v = self.view()
        grid = self.shown_grid(me, v)
        for slot in v.garden(me):
            if grid.card_rect(slot).collidepoint(pos):
                return ("card", slot)
        for slot in v.grasshoppers[me]:
            if grid.card_rect(slot).collidepoint(pos):
                return ("hopper", slot)
        return None

    def stays_words(self, what: str) -> str:
        """Why a planted card (``what`` "card") or a Grasshopper ("hopper") dragged by the
        person stays: :data:`PLANTED_STAYS` whole while the person may plant (no placement
        held), its first sentence otherwise, :data:`HOPPER_STAYS`; nothing once the game is
        over or in a replay."""
        s = self.session
        if self.read_only or s.state.is_terminal():
            return ""
        if what == "hopper":
            return HOPPER_STAYS
        if s.human_to_act() and self.provisional is None and self.view().phase == "plant":
            return PLANTED_STAYS
        return PLANTED_STAY

    def held_words(self) -> str:
        """What a press on the held placement or the offer says while it waits."""
        return (f"First Confirm the {self.held_name(self.provisional)} where it lies, or Undo"
                " (Ctrl+Z) to choose again.")

    def confirm_placement(self) -> bool:
        """Apply the held placement's action text (the one checked at drop time).  Returns
        True when applied; False when nothing is held or the engine refuses (the reason is
        shown and the placement is dropped)."""
        held, self.provisional = self.provisional, None
        if held is None:
            return False
        self.zoom_quiet = self.pointer
        self._confirmed = held.slot
        try:
            ok = self.submit(held.text)
        finally:
            self._confirmed = None
        if not ok:
            self._refresh()
        return ok

    def undo_placement(self) -> bool:
        """Put the held card, Grasshopper or Rose back where it came from; the engine was
        never asked, so nothing else changes.  Returns False when nothing is held."""
        held = self.provisional
        if held is None:
            return False
        src = self.shown_grid(self.viewer()).card_rect(held.slot)     # where it lies now
        self.provisional = None
        if held.kind == "plant":
            dst = self.offer_rect(held.position)
            self.spring = Tween(("offer", held.position, dst.size), src.topleft, dst.topleft,
                                scaled(0.3, self.speed))
        elif held.kind == "grasshopper":
            dst = self.hopper_rect()
            self.spring = Tween(("hopper", 0, dst.size), src.topleft, dst.topleft,
                                scaled(0.3, self.speed))
        else:
            v = self.view()
            if v.rose_position is not None:
                dst = self.offer_rect(POSITIONS[v.rose_position])
                self.spring = Tween(("rose", 0, dst.size), src.topleft, dst.topleft,
                                    scaled(0.3, self.speed))
        what = {"plant": "the card is back in the offer", "grasshopper":
                "the Grasshopper is back", "rose": "the Rose is back"}[held.kind]
        self.say(f"Undone: {what}; nothing was revealed or drawn.", error=False)
        self._refresh()
        return True

    def say(self, text: str, error: bool = True) -> None:
        """Show ``text`` in the prompt bar: a reason (red) or, with ``error=False``, a
        notice."""
        self.message = text
        self.message_t = 7.0
        self.message_error = error

    def _after_apply(self, seat: int, before, events) -> None:
        self.settle_layouts()
        self.message = ""
        self.since_move = 0.0
        self.pending_id = None
        self.pending_answer = None
        self.selected = None
        on_deck = self.bottom_card                  # already drawn on the deck (G-12)
        self.bottom_card = None
        self.hint_move = None
        self.hint_slots = ()
        self.provisional = None
        self.passed_in = self.passed_to_person(events)
        if any(ev.kind == "rose" and ev.get("nowhere") for ev in events):
            # G-9: it leaves the game at once; said where the person looks, not only in the
            # log (session 22's tester missed it)
            self.say("A Rose was drawn, but no two side-by-side Vegetables of one type could"
                     " take it: it left the game, and another card was drawn.", error=False)
        kinds = {ev.kind for ev in events}
        if kinds & {"plant", "pass", "grasshopper", "rose"}:
            cue(self.ctx, "place")
        elif "draw" in kinds:
            cue(self.ctx, "deal")
        self._animate(seat, before, events, on_deck)
        self._show_neighbour_phase(events, before)
        self._refresh()

    # ------------------------------------------------------------------ scene flow
    def show_hint(self) -> None:
        """The AI's suggestion for each offered card (:func:`rules.garden.ai.hint`), from the
        view and the legal actions only."""
        s = self.session
        v = self.view()
        if self.provisional is not None:
            self.say("Confirm or undo the card in your garden first.")
            return
        if not s.human_to_act() or v.phase not in HINT_PHASES:
            self.say("Hints are given when you have a choice to make.")
            return
        from rules.garden.ai import HeuristicAgent, hint

        if self._agent is None:
            self._agent = HeuristicAgent()
        if v.phase != "plant":
            self.say(self.decision_hint(), error=False)
            return
        entries = []
        cards = [c for c in v.offer if c is not None]      # hint() answers in offer order
        self.hint_move = None
        self.hint_slots = ()
        for card, (action, why) in zip(cards, hint(v, s.state.legal_actions(), self._agent)):
            entries.append((self.card_img(card, (64, 90)),
                            str(action) if action is not None else None, why))
            if action is not None and "I would make" in why:
                self.hint_move = (POSITIONS[v.offer.index(card)], (action.col, action.row))
        self.ctx.stack.push(HintOverlay(self.ctx, entries, self.propose))

    def decision_hint(self) -> str:
        """The AI's choice for the person's Grasshopper (G-8), Rose (G-9) or pass (G-12)
        decision, in the log's words: ``"Hint: the AI would put the Grasshopper below
        Bean 10."``; for a pass, with why (:meth:`rules.garden.ai.HeuristicAgent.pass_reason`).
        From the view and the legal actions only (RULINGS C-3); the AI's generator is seeded
        by the move number, so asking twice gives the same answer.  A Grasshopper or Rose
        answer also sets :attr:`hint_slots`, outlined on the table."""
        s = self.session
        obs = observe(s.state, s.current())
        action = self._agent.choose(obs, random.Random(len(s.record)))
        words = self.describe(str(action))
        if isinstance(action, PlaceGrasshopper):     # outlined on the table as well (a
            self.hint_slots = ((action.col, action.row),)   # tester could not find the slot
        elif isinstance(action, PlaceRose):          # among the other lit ones)
            self.hint_slots = ((action.col, action.row), (action.col + 1, action.row))
        if obs.view.phase != "pass":
            return f"Hint: the AI would {words}."
        # why that card and that place (a tester read a pass to a place Ned cannot take
        # as a mistake)
        other = self.name((s.current() + 1) % obs.view.num_players)
        why = self._agent.pass_reason(obs.view, s.state.legal_actions(), action, other)
        return f"Hint: the AI would {words}, the other to the bottom of the deck. {why}"

    def show_results(self) -> None:
        """Push the Garden Club's results panel (G-10, G-11)."""
        s = self.session
        v = self.view()
        res = s.state.result()
        rows = []
        notes = []
        for seat in range(v.num_players):
            lines = v.breakdown(seat)
            rows.append((self.name(seat), lines, self.data.ribbon(lines[-1][1])))
            # Grasshoppers off the plot take nothing (G-8): said under the total
            notes.append(off_plot_note(len(self.off_plot_hoppers(seat, v))))
        if v.num_players == 1:
            total = rows[0][1][-1][1]
            word = rows[0][2]
            title = {"none": "No ribbon this year", "white": "The White Ribbon!",
                     "yellow": "The Yellow Ribbon!", "red": "The Red Ribbon!",
                     "blue": "The Blue Ribbon!"}[word]
            footer = f"{total} points · seed {s.setup.seed}"
        else:
            if len(res.winners) > 1:
                title = "A shared win"
            else:
                w = res.winners[0]
                title = "You win!" if s.is_human(w) and len(s.human_seats) == 1 else \
                    f"{self.name(w)} wins"
            # G-12's tie-breaks, the last one too (a tester missed the shared win)
            footer = (f"Ties: more different types, then more Bees, else shared"
                      f" · seed {s.setup.seed}")
        self.ctx.stack.push(GardenResults(self.ctx, title, rows, footer, self.play_again,
                                          self.to_menu, notes=notes))

    # ------------------------------------------------------------------ refresh
    def _refresh(self) -> None:
        """Rebuild the prompt buttons from the view and the legal actions."""
        self.follow_replay()
        self.header_buttons[2].label = self.speed_label()
        s = self.session
        self.prompt_buttons = []
        x = PROMPT.right - 16
        if s.state.is_terminal() and not self.between_rounds():
            b = Button(pygame.Rect(x - 160, PROMPT.y + 58, 160, 44), "Results",
                       self.show_results, color=theme.GOOD, tag="results")
            self.prompt_buttons.append(b)
            return
        if not s.human_to_act() or self.between_rounds():
            return
        v = self.view()
        legal = s.legal_texts()
        if self.provisional is not None:
            self.prompt_buttons.append(Button(pygame.Rect(x - 160, PROMPT.y + 58, 160, 44),
                                              "Confirm", self.confirm_placement,
                                              color=theme.GOOD, tag="confirm",
                                              hint="apply it (Enter)"))
            self.prompt_buttons.append(Button(pygame.Rect(x - 320, PROMPT.y + 58, 150, 44),
                                              "Undo", self.undo_placement, color=(90, 90, 70),
                                              tag="undo", hint="put it back (Ctrl+Z)"))
            return
        if v.phase in HINT_PHASES:
            hx = x - 150 if self.bottom_card is None else x - 340   # left of "Take it back"
            self.prompt_buttons.append(Button(pygame.Rect(hx, PROMPT.y + 58, 150, 44),
                                              "Hint", self.show_hint, color=(120, 100, 40),
                                              tag="hint"))
        if "rose none" in legal:
            self.prompt_buttons.append(Button(pygame.Rect(x - 380, PROMPT.y + 58, 210, 44),
                                              "Leave the Rose out",
                                              lambda: self.submit("rose none"),
                                              color=(120, 70, 80), tag="rose none"))
        if self.bottom_card is not None:
            self.prompt_buttons.append(Button(pygame.Rect(x - 180, PROMPT.y + 58, 180, 44),
                                              "Take it back", self._unbottom, color=(90, 90, 70),
                                              tag="unbottom"))

    def _second_click_of_a_swap(self, pos: tuple[int, int]) -> bool:
        """True when a click at ``pos`` lands on a prompt button that took the place of the
        one clicked just before (:data:`SWAP_GUARD`): it is swallowed.  Otherwise a click
        on a prompt button is remembered for the next one."""
        hit = next((b for b in self.prompt_buttons if b.enabled and b.contains(pos)), None)
        if hit is None:
            return False
        now, last = self.clock(), self._last_button
        self._last_button = (hit.tag, tuple(pos), now)
        return (last is not None and last[0] != hit.tag and now - last[2] < SWAP_GUARD
                and abs(pos[0] - last[1][0]) <= SWAP_GUARD_PX
                and abs(pos[1] - last[1][1]) <= SWAP_GUARD_PX)

    def _unbottom(self) -> None:
        self.bottom_card = None
        self._refresh()

    # ------------------------------------------------------------------ AI
    def update(self, dt: float) -> None:
        """Animations, AI requests and pacing, results."""
        self.since_move += dt
        if self.message_t > 0:
            self.message_t -= dt
        banner_up = self.banner_up()
        between = self.between_rounds()
        for tw in self.tweens:
            if banner_up and tw.what[0] == "visit":
                continue                   # the visit's takes and Pomme-Frites' moves wait
                                           # until the Neighbour banner goes
            if between and tw.what[0] == "after":
                continue                   # the next round's first cards (and a pass that
                                           # ended the round) wait until the moves landed
            tw.step(dt)
        self.tweens = [tw for tw in self.tweens if not tw.done]
        self._follow_layout()
        if self.spring is not None:
            self.spring.step(dt)
            if self.spring.done:
                self.spring = None
        if self.banner_pending is not None and not self._cards_in_flight():
            self._push_banner(self.banner_pending)
        if self.banner is not None and self.banner.closed:
            self.banner = None
            self._note_closed()
            self._refresh()
        if self.hold is not None and not self.between_rounds():
            self.hold = None                    # the table shows the next round now
            self._refresh()                     # the prompt's buttons come back
        if self.snatch_flying():
            self.since_move = 0.0               # the AI's pace counts from its landing
        if not self.between_rounds() and not self._next_round_dealing():
            self._drive_ai()
        s = self.session
        if s.state.is_terminal() and not self.tweens and not self.results_shown \
                and not self.banner_up() and self.ctx.stack.top is self:
            self.results_shown = True
            self._refresh()
            cue(self.ctx, "end")
            self.show_results()

    def _drive_ai(self) -> None:
        s = self.session
        if not self._ai_answer_ready():
            return
        if self.since_move < self.ctx.settings.ai_pace:
            return
        seat = s.current()
        text = self.pending_answer
        before = self.view()
        try:
            events = s.apply_text(text)
        except IllegalAction as exc:  # a stale or bad answer: ask again
            self.say(f"AI move refused: {exc.reason}")
            self.pending_id = None
            return
        self._after_apply(seat, before, events)

    def step_ai_now(self) -> bool:
        """Apply the AI's move at once, ignoring pacing, animations and banners
        (screenshots, tests).  Returns False when a person must decide or the game is over."""
        s = self.session
        if s.state.is_terminal() or s.is_human(s.current()):
            return False
        before = len(s.record)
        for _ in range(200):
            self.since_move = 1e9
            self.tweens.clear()
            self.close_banner()
            self._drive_ai()
            if len(s.record) != before:
                self.close_banner()
                self._layouts.clear()        # no re-lay glide: its garden is drawn laid out
                return True
        return False

    def hidden(self) -> set:
        """(seat, slot) of planted or moved cards still flying there, or gliding with their
        garden's re-lay ("slide", :meth:`shown_grid`), and ("offer", pos) of a passed card
        still flying to its offer position (drawn by their tween)."""
        return {tw.what[3] for tw in self.tweens if tw.what[3] is not None and not tw.done}

    def _follow_layout(self) -> None:
        """Notice, once a frame, every garden whose grid has been laid out anew, so its
        glide starts (:meth:`shown_grid`)."""
        v = self.view()
        for seat in range(v.num_players):
            self.shown_grid(seat, v)

    def shown_grid(self, seat: int, view=None) -> PlotGrid:
        """The grid of ``seat``'s garden as it is drawn now, and as drops and clicks are
        resolved (:meth:`drop_at`): :meth:`grid` itself, except while a re-lay glides.

        When the grid is laid out anew (a dimension of the floating plot's frame settles,
        G-2/G-3, or it no longer fits when a Neighbour takes a card: :meth:`_anchored`) the
        whole garden glides there over :data:`SLIDE_SECONDS` (at
        the animation speed; at once when animation is off): the slots, their lit glow, the
        Roses and Grasshoppers on them, the held card and its note as one grid part of the
        way (:meth:`app.garden_grid.PlotGrid.between`, a "relay" tween), and each card
        already planted by a "slide" tween on the same clock and easing, so a card is always
        drawn where the grid says its slot is.  A drop is thus never resolved against a
        layout not drawn yet (a tester aimed at an empty slot where it had just been and hit
        a planted card).  A re-lay noticed here before any frame stepped it still shows the
        old places (the glide's start); one that comes during a glide starts from where the
        grid is drawn then.  A card already moving (planted, moved by Pomme-Frites) keeps
        its own glide.  ``view``: the current view, when the caller has it (never an older
        one: the garden seen here is remembered as the one drawn)."""
        v = view or self.view()
        target = self.grid(seat, v)
        garden = self.shown_garden(seat, v)
        if self.read_only:
            # a replay's table is never updated (no clock): a glide would stay at its start
            # and the garden be drawn in its old places for good (:meth:`follow_replay`)
            self._layouts[seat] = (garden, target)
            return target
        relay = next((tw for tw in self.tweens if tw.what[0] == "relay"
                      and tw.what[1] == seat and not tw.done), None)
        old = self._layouts.get(seat)
        self._layouts[seat] = (garden, target)
        if old is None or old[1].same_place(target):
            if relay is None:
                return target
            return target.between(relay.what[2], relay.pos()[0])
        # laid out anew: glide from where the garden is drawn now
        start = old[1] if relay is None else old[1].between(relay.what[2], relay.pos()[0])
        self.tweens = [tw for tw in self.tweens if self._glide_seat(tw) != seat]
        sp = self.speed
        if sp <= 0:
            return target
        secs = scaled(SLIDE_SECONDS, sp)
        self.tweens.append(Tween(("relay", seat, start, None), (0.0, 0.0), (1.0, 0.0), secs))
        flying = self.hidden()
        og_garden = old[0]
        for slot, card in garden.items():
            if og_garden.get(slot) != card or (seat, slot) in flying:
                continue
            a, b = start.card_rect(slot), target.card_rect(slot)
            if a != b:
                self.tweens.append(Tween(("slide", card, b.size, (seat, slot)), a.topleft,
                                         b.topleft, secs))
        return start

    @staticmethod
    def _glide_seat(tw: Tween) -> int | None:
        """The seat whose re-lay ``tw`` draws (a "relay" or "slide" tween), else None."""
        if tw.what[0] == "relay":
            return tw.what[1]
        if tw.what[0] == "slide":
            return tw.what[3][0]
        return None

    def land_offer(self) -> None:
        """Cards still gliding into the offer row (dealt from the deck, or passed, or a
        snatched one on its way from there, G-7) land at once: a press never waits for an
        animation (none while the Neighbour banner is up or about to open, when the next
        cards stay on their way).  A press while the visit's cards are still on their way
        after the note (:meth:`visit_playing`: a taken card, Pomme-Frites' moves) lands
        them too."""
        if self.banner_up():
            return
        self.tweens = [tw for tw in self.tweens
                       if tw.what[0] != "visit"
                       and not (tw.what[0] in ("card", "after") and tw.what[3] is not None
                                and tw.what[3][0] == "offer")]

    def held(self) -> RoundEndHold | None:
        """The round's end the table still shows (:class:`RoundEndHold`), while its banner is
        up or about to open and then while the visit's cards are on their way
        (:meth:`between_rounds`); else ``None``."""
        return self.hold if self.between_rounds() else None

    def moves_playing(self) -> bool:
        """True while cards Pomme-Frites moves (G-7) still glide to their new slots: "visit"
        tweens that land in a slot (the prompt's words then name his moves)."""
        return any(tw.what[0] == "visit" and tw.what[3] is not None and not tw.done
                   for tw in self.tweens)

    def visit_playing(self) -> bool:
        """True while the Neighbour visit's cards are still on their way once its note has
        closed: a card a Neighbour takes flying to the discard pile (G-6, G-7), or
        Pomme-Frites' moves gliding to their new slots (:meth:`moves_playing`).  Every
        "visit" tween counts: the next round waits for all of them (a taken card used to
        fly while the next round's cards were dealt, two motions at once)."""
        return any(tw.what[0] == "visit" and not tw.done for tw in self.tweens)

    def between_rounds(self) -> bool:
        """True from a round's end until its Neighbour visit has played out in the gardens:
        the note is up or about to open (:meth:`banner_up`), or, once it is closed, the
        visit's cards are still on their way: a taken card to the discard pile, Pomme-Frites'
        moves to their new slots (:meth:`visit_playing`).
        Meanwhile the table keeps showing the round that ended (:meth:`held`), the next
        round's first cards wait on the deck, the prompt has no buttons and no AI moves:
        the next round begins once the gardens are as the visit left them (a tester saw
        Pomme-Frites' moves glide while round 3 was dealt and the prompt already said
        "Round 3 of 3 · Plant one card")."""
        return self.banner_up() or self.visit_playing()

    def _next_round_dealing(self) -> bool:
        """True while the next round's first cards ("after" tweens) are still being dealt:
        an AI waits for them to be on the table before it plays one."""
        return any(tw.what[0] == "after" and not tw.done for tw in self.tweens)

    def _cards_in_flight(self) -> bool:
        """True while a move's own cards ("card" tweens) are still gliding: a Neighbour
        banner opens only after they land."""
        return any(tw.what[0] == "card" for tw in self.tweens)

    def on_enter(self) -> None:
        """Uncovered (not when first pushed): no pointer note and no enlarged card until the
        pointer has moved :data:`ZOOM_QUIET` px from where it next shows up
        (:attr:`quiet_next_motion`; the table's pointer is stale while an overlay had the
        input).  The double-click guard forgets the last button: the clicks in between
        went to the overlay (Hint, then its "use", then Confirm at once is meant)."""
        if self._entered:
            self.zoom_quiet = self.pointer
            self.quiet_next_motion = True
        self._entered = True
        self._last_button = None

    def covered(self) -> bool:
        """True while another scene (a hint, a question, the pile's contents) lies over
        this table on the stack: pointer notes and the enlarged card are not drawn under it
        (session 21's check: a Neighbour tile's note stayed beside the open hint)."""
        scenes = self.ctx.stack.scenes
        return self in scenes and scenes[-1] is not self

    def banner_up(self) -> bool:
        """True while the Neighbour banner is open or waiting to open (the table behind
        waits for it: no AI move, no prompt buttons, dealt cards and moves held back)."""
        return self.banner_pending is not None or (self.banner is not None
                                                   and not self.banner.closed)

    def _push_banner(self, banner: NeighbourBanner) -> None:
        cue(self.ctx, "visit")
        self.banner_pending = None
        self.banner = banner
        self.ctx.stack.push(banner)
        self._refresh()

    def close_banner(self) -> None:
        """Dismiss the Neighbour banner if one is up (or forget one waiting to open), as a
        click on it does: the visit's cards then play out, the round that ended held on
        the table while they are on their way (:meth:`between_rounds`)."""
        self.banner_pending = None
        if not self.visit_playing():
            self.hold = None
        if self.banner is not None:
            self.banner.dismiss()
            self.banner = None
            self._note_closed()
            self._refresh()

    def _note_closed(self) -> None:
        """A round's note was closed at a live table: the profile remembers it, so a
        Resume at this point does not open it again (:meth:`Profile.note_closed`)."""
        profile = getattr(self.ctx, "profile", None)
        if profile is not None and not self.read_only and self.session.human_seats:
            profile.note_closed(self.session)

    def skip_reopened_note(self) -> None:
        """A resumed game whose round's note (:meth:`_reopen_round_note`) the person had
        already closed: the table shows the next round at once, its cards in place."""
        if self.banner_pending is not None or self.banner is not None:
            self.banner_pending = None
            if self.banner is not None:
                self.banner.dismiss()
            self._drop_round_note()

    def _drop_round_note(self) -> None:
        """The table after a round's note without playing it out: no note, the round that
        ended no longer held, no motions; the prompt for what comes next."""
        self.banner = None
        self.hold = None
        self.tweens = []
        self._refresh()

    # ------------------------------------------------------------------ events shown
    def _animate(self, seat: int, before, events, on_deck: int | None = None) -> None:
        """Cards fly: offer → slot when planted, slot → Compost, slot → discard when a
        Neighbour takes one.  Geometry of the garden before the move is used for the sources.

        Events a player could not follow without motion: a card Pomme-Frites moves (G-7,
        engine "move" events) glides from its old slot to its new one, one after another,
        once the Neighbour banner is gone (:data:`MOVE_SECONDS` each); a passed card (G-12,
        "pass" events) glides from the passer's side to its offer position
        (:meth:`_animate_pass`); a drawn card ("draw" events) is dealt from the deck to its
        offer position, hidden there (and not clickable) until it lands; one the
        Ferwig-Radishers snatch (G-7, a "ferwig" event with its card) is dealt too and then
        flies on to the discard pile or the deck (:meth:`_animate_snatch`).  A card a
        Neighbour takes stays in its slot while the banner names the taker, then goes to the
        discard pile.  Kinds: "card" tweens play at once, and a Neighbour banner opens only
        after they have landed; "visit" tweens (the Neighbour phase's takes and moves) wait
        until the banner is closed, and "after" tweens (the next round's first draw) until
        Pomme-Frites' moves have landed too (:meth:`between_rounds`).  Speed 0 adds no tween;
        with the tweens cleared (screenshots, :meth:`step_ai_now`) the table draws the final
        state."""
        sp = self.speed
        if sp <= 0:
            return
        delay = 0.0
        move_delay = 0.0
        dealt = 0
        deal_at = scaled(0.3, sp)       # after the planted card and the leftovers set off
        banner = any(ev.kind == "neighbour" for ev in events)    # a banner comes up too
        snatched = {ev.get("card") for ev in events if ev.kind == "ferwig" and ev.get("card")}
        v = self.view()
        for ev in events:
            k = ev.kind
            if k == "move" and ev.get("card"):
                # G-7 Pomme-Frites: both slots in the garden's grid as drawn now, so the card
                # leaves the slot that is empty on the table and lands where it now lies
                s2 = ev.get("seat")
                src, dst = tuple(ev.get("src")), tuple(ev.get("dst"))
                g = self.grid(s2, v)
                a, b = g.card_rect(src), g.card_rect(dst)
                self.tweens.append(Tween(("visit", ev.get("card"), b.size, (s2, dst)),
                                         a.topleft, b.topleft, scaled(MOVE_SECONDS, sp),
                                         move_delay))
                move_delay += scaled(MOVE_STEP, sp)
                continue
            if k in ("pass", "bottom"):
                self._animate_pass(ev, before, self._pass_drop, on_deck, sp)
                continue
            if k == "plant":
                pos = ev.get("position")
                slot = (ev.get("col"), ev.get("row"))
                if slot == self._confirmed and seat == self.viewer():
                    continue                           # it already lies there (provisional)
                g = self.grid(seat, v)
                src = self.offer_rect(pos)             # the offer row is shared (G-12)
                dst = g.card_rect(slot)
                dur = scaled(0.45, sp)
                tw = Tween(("card", ev.get("card"), dst.size, (seat, slot)),
                           src.topleft, dst.topleft, dur, delay)
                self.tweens.append(tw)
                if not self.session.is_human(seat):      # its words wait for its landing
                    self._landing = Landing(len(self.session.record), tw, before)
                delay += scaled(0.2, sp)
            elif k == "compost":
                slot = (ev.get("col"), ev.get("row"))
                g = self.grid(seat, before)
                src = g.card_rect(slot)
                dst = self.pile_rect(f"compost.{self._off(seat)}")
                self.tweens.append(Tween(("card", ev.get("card"), dst.size, None), src.topleft,
                                         dst.topleft, scaled(0.5, sp), delay))
            elif k == "take" and ev.get("card"):
                s2 = ev.get("seat")
                slot = (ev.get("col"), ev.get("row"))
                g = self.grid(s2, v)       # its slot in the garden as drawn now, like the
                src = g.card_rect(slot)    # cards around it (Pomme-Frites' moves alike)
                dst = self.pile_rect("discard")
                # a visit: the card stays in its slot while the banner names who takes it,
                # then leaves for the discard pile
                self.tweens.append(Tween(("visit", ev.get("card"), src.size, None), src.topleft,
                                         dst.topleft, scaled(0.8, sp), scaled(0.3, sp)))
            elif k == "draw" and ev.get("card"):
                # a drawn card glides from the deck to its offer place (hidden there until it
                # lands), after the planted card and the leftovers have left the row
                pos = ev.get("position")
                src, dst = self.pile_rect("deck"), self.offer_rect(pos)
                kind = "after" if banner else "card"
                at = deal_at + scaled(DEAL_STEP, sp) * dealt
                self.tweens.append(Tween((kind, ev.get("card"), dst.size, ("offer", pos)),
                                         src.topleft, dst.topleft, scaled(DEAL_SECONDS, sp),
                                         at))
                dealt += 1
                if ev.get("card") in snatched:
                    self._animate_snatch(kind, ev.get("card"), pos,
                                         at + scaled(DEAL_SECONDS, sp), sp)
            elif k == "discard":
                for c in ev.get("cards", ()):
                    pos = POSITIONS[before.offer.index(c)] if c in before.offer else "centre"
                    src = self.offer_rect(pos)
                    dst = self.pile_rect("discard")
                    self.tweens.append(Tween(("card", c, dst.size, None), src.topleft, dst.topleft,
                                             scaled(0.4, sp), delay))
                delay += scaled(0.15, sp)

    def _animate_snatch(self, kind: str, card: int, pos: str, landed: float,
                        sp: float) -> None:
        """The card the Ferwig-Radishers snatch from a draw (G-7), once dealt to its offer
        position (at ``landed`` seconds), lies there :data:`SNATCH_REST` and then flies to
        the discard pile (solo) or onto the deck (two players: it goes to the bottom,
        G-12) over :data:`SNATCH_SECONDS` (at speed ``sp``).  Two more tweens of ``kind``
        ("card", or "after" for the next round's first draw, which waits for the round's
        Neighbour visit), both hiding its offer position like the deal; the pile shows it
        once it lands (:meth:`app.garden_draw.GardenDrawing.landing`)."""
        at = self.offer_rect(pos)
        pile = self.pile_rect("discard" if self.session.state.num_players == 1 else "deck")
        rest = scaled(SNATCH_REST, sp)
        legs = [Tween((kind, card, at.size, ("offer", pos)), at.topleft, at.topleft, rest,
                      landed),
                Tween((kind, card, pile.size, ("offer", pos)), at.topleft, pile.topleft,
                      scaled(SNATCH_SECONDS, sp), landed + rest)]
        self.tweens += legs
        self._snatch_legs = legs

    def landing_lag(self) -> "Landing | None":
        """The AI's planted card still flying to its slot (:class:`Landing`), or None once
        it has landed (or with no motion: speed 0, tweens cleared).  Until then the log
        holds that move's lines, and the Bee boxes, the Neighbour tiles and tokens and the
        seat panels show their counts from before it, so what the card did is read when it
        arrives (session 21's new player: the log ran ahead of Ned's card)."""
        lag = self._landing
        if lag is not None and (lag.tween.done or not any(lag.tween is x for x in self.tweens)):
            lag = self._landing = None
        return lag

    def snatch_flying(self) -> bool:
        """True while the card the Ferwig-Radishers snatched (G-7) is still shown in the offer
        or on its way to its pile (:meth:`_animate_snatch`): an AI waits, and its pace
        counts from the landing, so the gap's words are seen before it plays."""
        return any(not tw.done and any(tw is x for x in self.tweens)
                   for tw in self._snatch_legs)

    def _animate_pass(self, ev, before, drop, on_deck, sp: float) -> None:
        """Two players (G-12): the passed card glides to its offer position (hidden there
        while it flies).  Passed by the person at this table: from where it was dropped
        (``drop``, a logical point) or else its old offer place.  Passed by another seat
        (Ned): first from its old offer place to the passer's seat panel, then from there to
        its new place, so the person sees which card went and where it landed.  The other
        leftover (a "bottom" event) slides from its offer place onto the deck, unless the
        person had already put it there (``on_deck``).  When the pass ends a round, the
        Neighbour banner opens only once these cards have landed (``banner_pending``)."""
        card, passer = ev.get("card"), ev.get("seat")
        size = self.offer_rect("centre").size
        old = (self.offer_rect(POSITIONS[before.offer.index(card)]) if card in before.offer
               else None)
        mine = passer == self.viewer() and self.session.is_human(passer)
        if ev.kind == "bottom":
            if old is not None and card != on_deck:
                dst = self.pile_rect("deck")
                self.tweens.append(Tween(("card", card, dst.size, None), old.topleft,
                                         dst.topleft, scaled(PASS_SECONDS, sp)))
            return
        pos = ev.get("position")
        dst = self.offer_rect(pos)
        hide = ("offer", pos)
        if mine:
            src = pygame.Rect((0, 0), size)
            if drop is not None:
                src.center = drop
            elif old is not None:
                src = old
            else:
                src.center = self.seat_zone("seat", passer).center
            self.tweens.append(Tween(("card", card, size, hide), src.topleft, dst.topleft,
                                     scaled(PASS_SECONDS, sp)))
            return
        side = pygame.Rect((0, 0), size)
        side.center = self.seat_zone("seat", passer).center
        leg = scaled(PASS_SECONDS * 0.6, sp)
        if old is not None:
            self.tweens.append(Tween(("card", card, size, hide), old.topleft, side.topleft,
                                     leg))
        else:
            leg = 0.0
        self.tweens.append(Tween(("card", card, size, hide), side.topleft, dst.topleft,
                                 scaled(PASS_SECONDS, sp), leg))

    def follow_replay(self) -> None:
        """In the replay viewer (``read_only``), show the move just stepped to the way the
        live table shows it: a move that ends a round opens the Neighbour note over the
        table (G-6, G-7) with the round that ended behind it (:class:`RoundEndHold`) and the
        cards a Neighbour takes still in their slots, as at the live table while its note is
        up.  Does nothing at a live table.

        The viewer (:class:`app.scenes.replays.ReplayViewer`) drives this table only
        through its session: it applies each recorded action with ``session.apply_text``,
        then calls :meth:`_refresh`, and draws the table every frame; it never updates it
        (no clock, so nothing glides) and never puts it on the scene stack.  Going back it
        builds a new table from the record.  So the note is not pushed on the stack: it is
        kept in ``banner`` and drawn by :meth:`draw`, and it goes when the viewer steps to
        another move, or when the viewer's Next, → or a click takes it away
        (:meth:`dismiss_replay_note`), so the next round's first draw is seen.  It is
        called from :meth:`_refresh`, which the constructor and every forward step call,
        not every frame.  Each time the record's length changes the table forgets the
        last step's note and motions and reads ``session.last_events`` (also for the card
        Ned passed, tagged "from Ned" as live); the view before the move is rebuilt by
        replaying the record without its last action, as on resume."""
        if not self.read_only:
            return
        n = len(self.session.record)
        if self._replay_step == n:
            return
        self._replay_step = n
        self.settle_layouts()            # a step forward: the live table's places (idempotent)
        self.tweens = []
        self.spring = None
        self.banner_pending = None
        self.banner = None
        self.hold = None
        events = self.session.last_events
        self.passed_in = self.passed_to_person(events)       # "from Ned", as live (G-12)
        if not n or not any(ev.kind == "neighbour" for ev in events):
            return
        s = self.session
        earlier, _ = replay(s.game, s.state.num_players, s.options, s.setup.seed,
                            tuple(s.record[:-1]))
        before = earlier.view(self.viewer())
        # the takes and Pomme-Frites' moves wait in their old slots while the note is up
        # ("visit" tweens, never stepped here); the move's other motions are not shown
        self._animate(earlier.current_player(), before, events, None)
        self.tweens = [tw for tw in self.tweens if tw.what[0] == "visit"]
        self._show_neighbour_phase(events, before, defer=True)
        self.banner, self.banner_pending = self.banner_pending, None

    def dismiss_replay_note(self) -> bool:
        """In the replay viewer, take the Neighbour note away and show the table after the
        same move: the next round's first draw, whose cards the round's last move dealt
        (rulebook, Planting Phase; before, stepping past the note skipped that offer), or
        at the game's last move the final gardens and the Garden Club's breakdown.
        Returns True when a note was taken away; False elsewhere (a live table, no note)."""
        if not (self.read_only and self.banner is not None):
            return False
        self._drop_round_note()
        return True

    def _reopen_round_note(self, actions: tuple[str, ...]) -> None:
        """A game resumed right after a round's end (the app was closed, or killed, while
        the round's Neighbour note was up): the note opens again when the table does, with
        the round that ended behind it (:class:`RoundEndHold`), as if the move had just been
        made (its cards glide again).  ``actions``: the resumed record; the view before its
        last action is rebuilt by replaying the others (G-6, G-7)."""
        events = self.session.last_events
        if not any(ev.kind == "neighbour" for ev in events):
            return
        earlier, _ = replay(self.session.game, self.session.state.num_players,
                            self.session.options, self.session.setup.seed, actions[:-1])
        before = earlier.view(self.viewer())
        # the move's cards glide again (the next round's stay on the deck until it closes)
        self._animate(earlier.current_player(), before, events, None)
        self._show_neighbour_phase(events, before, defer=True)
        self._refresh()                          # no prompt buttons while it is coming

    def _show_neighbour_phase(self, events, before, defer: bool = False) -> None:
        """A banner for the Neighbour phase (G-6, G-7): the tokens on each tile, who visits
        and what they take, with the taken cards; it stays a few seconds or until
        dismissed; AI moves wait for it.  ``before``: the view before the move (the tiles
        are counted from it and the move's token events, since the phase turns them back).
        ``defer``: open it on the next frame (the table is not on the screen yet).  The note
        tells the round that ended: not the card the Ferwig-Radishers snatch from the next
        round's first draw (G-7; "Round N begins when this note closes"), which the table
        deals and sends on once the visit is over (:meth:`_animate_snatch`, the log)."""
        if not any(ev.kind == "neighbour" for ev in events):
            return
        replaying = self.read_only        # in the replay viewer
        tiles = dict(before.tiles)
        for ev in events:
            if ev.kind == "neighbour":
                break
            if ev.kind == "round_end":          # an earlier round ended in the same move
                tiles = {k: 0 for k in tiles}
            if ev.kind == "token" and ev.get("token") in tiles:
                tiles[ev.get("token")] = ev.get("count")
        names = self.data.neighbours
        viewer = self.viewer()
        back = next((i for i, ev in enumerate(events) if ev.kind == "tokens"), len(events))
        hidden = sum(1 for ev in events[back:] if self.session.event_text(ev, viewer))
        phase = next((i for i, ev in enumerate(events) if ev.kind == "neighbour"), back)
        shown_down = len(before.face_down_tokens) - sum(1 for ev in events[:phase]
                                                        if ev.kind == "token")
        ended = next((ev.get("round") for ev in events if ev.kind in ("holiday", "round_end")),
                     before.round)
        dealt = frozenset(ev.get("card") for ev in events[back:]
                          if ev.kind == "draw" and ev.get("card"))
        # the next round's first draw, Ferwig-Radishers' snatch included (G-7): on the
        # discard pile (solo) or under the deck (two players) only once the note is closed
        snatch = frozenset(ev.get("card") for ev in events[back:]
                           if ev.kind == "ferwig" and ev.get("card"))
        v = self.view()
        solo = v.num_players == 1
        # cards the draw took off the deck: Vegetables, and Roses (G-9) drawn with them
        off_deck = sum(1 for ev in events[back:] if ev.kind == "rose_drawn" or (
            ev.kind == "draw" and ev.get("card")) or (ev.kind == "rose" and not ev.get("placed")))
        deck = len(v.deck_layout) + off_deck - (0 if solo else len(snatch))
        hold = RoundEndHold(dict(tiles), shown_down, ended, hidden, dealt,
                            discarded=snatch if solo else frozenset(),
                            bottomed=frozenset() if solo else snatch, deck=deck,
                            roses_out=sum(1 for ev in events[back:]
                                          if ev.kind == "rose" and not ev.get("placed")))
        # a no-break space keeps each count on its name's line ("…, Esq.\u00a01")
        lines: list[str] = ["Tokens: " + ", ".join(
            f"{names[k].name}\u00a0{n}" for k, n in sorted(tiles.items(), key=lambda kv: -kv[1]))]
        cards: list[tuple[str, pygame.Surface]] = []
        title = "The Neighbours come round"
        ends = [ev.get("round") for ev in events if ev.kind == "round_end"]
        if ends:
            title = f"End of round {ends[0]}: the Neighbours visit"
        started = False
        for i, ev in enumerate(events):
            if ev.kind == "holiday":
                title = f"End of round {ev.get('round')}: the Neighbours visit"
                started = True
            elif ev.kind == "neighbour":
                started = True
            if not started or (i > back and ev.kind == "ferwig" and ev.get("card")):
                continue        # the next round's snatch is shown when its cards come (G-7)
            if ev.kind in ("neighbour", "take", "bees", "move", "ferwig"):
                lines.append(self.with_names(ev.text))
                if ev.kind == "take" and ev.get("card"):
                    who = self.whose(ev.get("seat"))
                    cards.append((f"from {who} garden", self.card_img(ev.get("card"), (64, 90))))
        if any(ev.kind == "round_end" and ev.get("round") == 3 for ev in events):
            lines.append("That was the last round: the Garden Club arrives to judge.")
        elif ends and not self.session.state.is_terminal():
            # the table behind keeps the round that ended until the note closes (hold)
            when = "with the next move" if replaying else "when this note closes"
            lines.append(f"Round {ends[-1] + 1} begins {when}: the tokens are"
                         " turned back and its first cards come to the table.")
        # a person at the table reads the visit at their own pace: the banner (and with it
        # the AI, which waits for it) stays until they click; a game of AIs only moves on
        secs = 0.0 if self.speed <= 0 or self.session.human_seats or replaying else 10.0
        self.close_banner()                      # never two banners on top of each other
        self.hold = hold
        note = "click to continue"
        if replaying:
            note = REPLAY_LAST_NOTE if self.session.state.is_terminal() else REPLAY_NOTE
        banner = NeighbourBanner(self.ctx, title, lines, cards, seconds=secs, note=note)
        if defer or self._cards_in_flight():
            self.banner_pending = banner         # the move's cards land first, then it opens
        else:
            self._push_banner(banner)

    # ------------------------------------------------------------------ input
    def scroll_log(self, pos: tuple[int, int], notches: int) -> bool:
        """The mouse wheel over the log: ``notches`` (pygame's ``MOUSEWHEEL`` ``y``,
        positive: back to older lines) times 3 lines (:meth:`log_window` keeps it within
        the log).  ``pos``: the pointer in logical pixels.  True when ``pos`` is over the
        log.  Also called by the replay viewer, which keeps every other input from the
        table."""
        if not LOG.collidepoint(pos):
            return False
        self.log_scroll = max(0, self.log_scroll + 3 * notches)
        return True

    def handle(self, event: pygame.event.Event) -> None:
        """Mouse and keys: buttons, offered cards and tokens (click or drag), piles; the
        mouse wheel over the log scrolls it."""
        if event.type in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
            self.cancel_drag()
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.down_at = None                         # a press held on is given up
            ctrl_z = event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL
            if self.provisional is not None and (ctrl_z or event.key in (
                    pygame.K_ESCAPE, pygame.K_BACKSPACE)):
                self.undo_placement()
            elif self.provisional is not None and event.key in (pygame.K_RETURN,
                                                                 pygame.K_KP_ENTER):
                self.confirm_placement()
            elif ctrl_z:
                self.say("Nothing to undo: a confirmed planting has turned Neighbour tokens"
                         " and drawn cards." if self.confirm_plantings() else
                         "Nothing to undo: plantings apply at once (Settings: Confirm"
                         " plantings is off).", error=False)
            elif event.key == pygame.K_ESCAPE:
                if self.drag:
                    self.cancel_drag()
                elif self.selected:
                    self.selected = None
                else:   # never leaves the game: one Escape too many after a viewer did
                    self.say("Escape puts back a card being moved; the Menu button leaves"
                             " the table (the game is saved).", error=False)
            elif event.key == pygame.K_h:
                self.show_hint()
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_log(self.pointer, event.y)
            return
        if event.type == pygame.MOUSEMOTION:
            self._pointer_moved(event)
            if self.quiet_next_motion:
                self.quiet_next_motion = False
                self.zoom_quiet = event.pos
                return
            q = self.zoom_quiet
            if q is not None and abs(event.pos[0] - q[0]) + abs(event.pos[1] - q[1]) \
                    > ZOOM_QUIET:
                self.zoom_quiet = None
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press = None
            self.down_at = event.pos
            self.land_offer()
            hit = self._hit(event.pos)
            if hit is not None:
                self.press = (hit[0], hit[1], event.pos)
            elif self.held_item_at(event.pos):
                # nothing moves while a placement waits: say why (a tester's drags of the
                # held card and of the other offered cards did nothing, silently)
                self.say(self.held_words(), error=False)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            press, self.press = self.press, None
            down, self.down_at = self.down_at, None
            self.zoom_quiet = event.pos
            if self.drag is not None:
                d, self.drag = self.drag, None
                if pygame.Rect(d.origin, d.size).collidepoint(event.pos):
                    # dropped back where it was picked up: a cancel, not a mistake (session
                    # 22's check: it was told "Drop it on a slot of your garden" in red)
                    self._spring_back(d, cancel=True)
                    return
                if not self.drop_at(d.kind, d.key, self.aim_point(d, event.pos)):
                    self._spring_back(d)
                return
            if self._second_click_of_a_swap(event.pos):
                return
            if click_buttons(self.header_buttons + self.prompt_buttons, event):
                return
            if press is not None and self._hit(event.pos) == press[:2]:
                if self.selected == press[:2]:
                    self.selected = None
                elif not self.targets(*press[:2]):
                    self.selected = None          # nowhere to put it: say why, pick nothing
                    self.say(self.no_place_words(*press[:2]))
                else:
                    self.selected = press[:2]
                    # a new pick: the last refusal, or a notice such as "Undone: ...", is
                    # out of date (a tester saw "Undone" stay under "... is picked up")
                    self.message = ""
                return
            if down is not None and abs(event.pos[0] - down[0]) \
                    + abs(event.pos[1] - down[1]) > DRAG_THRESHOLD:
                # a drag of nothing draggable: not a click where it ends; a drag of a planted
                # card or Grasshopper says why it stays (a session-26 tester dragged a
                # planted Pea and nothing was said)
                planted = None if self.held_item_at(down) else self.planted_at(down)
                words = self.stays_words(planted[0]) if planted is not None else ""
                if words:
                    self.say(words)
                return
            self.click_at(event.pos)

    def _items(self) -> list[tuple[tuple[str, object], pygame.Rect]]:
        """The draggable items now: offered cards (plant or pass), the Grasshopper, the
        Rose — only while the person decides."""
        s = self.session
        if not s.human_to_act() or self.provisional is not None or self.between_rounds():
            return []
        v = self.view()
        legal = s.legal_texts()
        out = []
        if v.phase in ("plant", "pass"):
            flying = self.hidden()
            for i, c in enumerate(v.offer):
                if c is not None and c != self.bottom_card \
                        and ("offer", POSITIONS[i]) not in flying:   # not while dealt
                    out.append((("offer", POSITIONS[i]), self.offer_rect(POSITIONS[i])))
            if self.bottom_card is not None and v.phase == "pass":
                out.append((("offer", "bottom"), self.pile_rect("deck")))
        elif v.phase == "grasshopper" and gm.grasshopper_slots(legal):
            out.append((("hopper", 0), self.hopper_rect()))
        elif v.phase == "rose" and v.rose_position is not None:
            out.append((("rose", 0), self.offer_rect(POSITIONS[v.rose_position])))
        return out

    def _hit(self, pos) -> tuple[str, object] | None:
        for key, r in self._items():
            if r.collidepoint(pos):
                return key
        return None

    def _item_card(self, kind: str, key) -> int | None:
        """The Vegetable number an "offer" item carries."""
        if kind != "offer":
            return None
        v = self.view()
        if key == "bottom":
            return self.bottom_card
        return v.offer[POSITIONS.index(key)]

    def no_place_words(self, kind: str, key) -> str:
        """Why the item clicked has no place to go now: for an offered card in the planting
        its Bee reason (G-4, :meth:`plant_cost_words`), else a plain sentence."""
        v = self.view()
        card = self._item_card(kind, key)
        name = self.card_name(card) if card else "That card"
        if kind == "offer" and v.phase == "plant" and key in POSITIONS:
            return f"{name} cannot be planted now: {self.plant_cost_words(v, key)}."
        return f"{name} cannot go anywhere now."

    def targets(self, kind: str, key) -> set:
        """What the item may be dropped on now, from the legal actions: slots of the
        viewer's garden, or zone names ("pass.left", "deck")."""
        legal = self.session.legal_texts()
        v = self.view()
        if kind == "offer":
            card = self._item_card(kind, key)
            if card is None:
                return set()
            if v.phase == "plant":
                return gm.plant_slots(legal, card)
            if v.phase == "pass":
                out = {f"pass.{p}" for p in gm.pass_positions(legal, card)}
                if card != self.bottom_card and len(gm.passable_cards(legal)) > 1:
                    out.add("deck")
                return out
        if kind == "hopper":
            return gm.grasshopper_slots(legal)
        if kind == "rose":
            rs = gm.rose_slots(legal)
            return rs | {(c + 1, r) for c, r in rs}
        return set()

    def _item_rect(self, kind, key) -> pygame.Rect:
        for k, r in self._items():
            if k == (kind, key):
                return r
        return pygame.Rect(0, 0, 10, 10)

    def _start_drag(self, kind: str, key, start) -> None:
        r = self._item_rect(kind, key)
        cue(self.ctx, "pick")
        self.selected = None
        self.message = ""      # a new attempt: the last refusal or notice is out of date
        self.drag = Drag(kind, key, r.topleft, (start[0] - r.x, start[1] - r.y), r.topleft,
                         r.size, self.targets(kind, key))

    #: Share of the smaller of the dragged card and a lit slot's card that must overlap
    #: for a drop with the pointer beside the garden to go there (:meth:`aim_point`).
    AIM_OVERLAP = 0.4

    def aim_point(self, d: Drag | None, pointer: tuple[int, int],
                  grid: PlotGrid | None = None) -> tuple[int, int]:
        """Where a drop of drag ``d`` with the pointer at ``pointer`` is aimed: the pointer
        itself, except when it is on no slot of the viewer's garden while the dragged card
        or Grasshopper and a lit slot's card overlap by :data:`AIM_OVERLAP` of the smaller
        one's area or more; then the centre of that slot (the one it covers most).  A
        tester's drop with the pointer 6 px left of the garden sprang back although the card
        covered the slot; in the gaps between slots the pointer already finds one.  (Of the
        dragged card's own area, a two-player garden's slots, 36 x 50 px under a 64 x 90
        offer card, could never qualify: a second tester.)  Roses (which half of a pair)
        and the pass rows and the deck go by the pointer alone.  ``grid``: the viewer's
        grid as drawn, when the caller has it (:meth:`shown_grid`)."""
        if d is None or d.kind not in ("offer", "hopper"):
            return pointer
        g = grid or self.shown_grid(self.viewer())
        if g.slot_at(pointer) is not None:
            return pointer
        item = pygame.Rect(d.pos, d.size)
        best = None
        for slot in d.lit:
            if not isinstance(slot, tuple):
                continue                      # a zone name ("pass.left", "deck")
            cell = g.card_rect(slot)
            over = item.clip(cell)
            area = over.w * over.h
            least = min(item.w * item.h, cell.w * cell.h)
            if area >= self.AIM_OVERLAP * least and (best is None or area > best[0]):
                best = (area, g.cell_rect(slot).center)
        return best[1] if best is not None else pointer

    def cancel_drag(self) -> None:
        """End a drag without a drop (focus lost, pointer left the window, Escape)."""
        self.press = None
        if self.drag is not None:
            d, self.drag = self.drag, None
            self._spring_back(d)

    def click_at(self, pos) -> None:
        """A click that is not on a draggable item: with an item selected, drop it here;
        otherwise open a pile (Compost, discard), explain a Neighbour tile or the deck."""
        if self.selected is not None:
            kind, key = self.selected
            if self.drop_at(kind, key, pos):
                self.selected = None
            return
        v = self.view()
        pile = self.pile_at(pos, v)
        if pile is not None:
            self.inspect(*pile)
            return
        for i, nid in enumerate(v.neighbours):
            if self.zone(f"neighbour.{i}").collidepoint(pos):
                nb = self.data.neighbours[nid]
                self.say(f"{nb.name}: {nb.text}", error=False)
                return
        if self.zone("deck").collidepoint(pos):
            self.say(self.deck_words(v), error=False)
            if self.ctx.settings.memory_aid and self.under_deck(v):
                self.inspect("deck")

    def compost_bee_line(self, v, seat: int, position: str) -> str:
        """The Compost question's line on the planting's Bee move (G-4), as the offer row
        says it: the left card still costs a Bee when it digs up a card (a tester missed
        it there), the right one still gains one, the centre and a Ferwig-Radishers turn
        (G-7) are free."""
        if v.free_turn:
            return "This turn's planting is free (Ferwig-Radishers): no Bee moves."
        return {"left": "The left card also costs 1 Bee (back to the Beehive).",
                "centre": "The centre card is free: no Bee moves.",
                "right": "The right card also gains 1 Bee (from the Beehive)."}[position]

    def stays_on_slot(self, v, seat: int, slot, card: int) -> list[str]:
        """What stays on ``slot`` when ``card`` is planted there over another card, in
        sentences for the Compost question: a Rose over it (G-9: the new card goes under the
        Rose) and a Grasshopper on it (G-8: it stays, now on the new card)."""
        out = []
        c, r = slot
        if seat == 0 and ((c, r) in v.roses or (c - 1, r) in v.roses):
            out.append(f"The Rose stays, over the {self.card_name(card)}.")
        if slot in v.grasshoppers[seat]:
            out.append(f"The Grasshopper stays, on the {self.card_name(card)}.")
        return out

    def replay_pointer(self, pos) -> None:
        """In the replay viewer, the pointer at ``pos`` (logical pixels): the viewer keeps
        every input from a replayed table, but hovering still shows what the live table
        shows without a choice: a Grasshopper's or a Neighbour tile's note (G-8, G-7) and a
        pile's outline."""
        if self.read_only:
            self.pointer = pos

    def replay_click(self, pos) -> bool:
        """In the replay viewer, a click at ``pos`` on the discard pile or a Compost opens
        it, as at the live table (rulebook: both may always be inspected); True when one
        opened.  Nothing else answers: a replayed game takes no moves."""
        pile = self.pile_at(pos, self.view()) if self.read_only else None
        if pile is not None:
            self.inspect(*pile)
        return pile is not None

    def pile_at(self, pos, v) -> tuple[str, int] | None:
        """``("discard", 0)`` or ``("compost", seat)`` for the pile drawn under ``pos``
        (logical pixels), the arguments of :meth:`inspect`; ``None`` elsewhere."""
        if self.zone("discard").collidepoint(pos):
            return "discard", 0
        for seat in range(v.num_players):
            if self.seat_zone("compost", seat).collidepoint(pos):
                return "compost", seat
        return None

    def inspect(self, pile: str, seat: int = 0) -> None:
        """Open the discard pile, ``seat``'s Compost or (``"deck"``, the memory aid) the cards
        known to be in the deck in an overlay listing its cards."""
        v = self.view()
        if pile == "discard":
            cards = list(v.discard)
            title, note = f"Discard pile: {cards_word(len(cards))}", ""
            empty = "No card has been discarded yet."
        elif pile == "deck":
            hold = self.held()          # not yet the next round's snatch (G-7, G-12)
            cards = [c for c in self.under_deck(v) if not (hold and c in hold.bottomed)]
            title = f"Under the deck: {cards_word(len(cards))}, in the order they come up"
            note = "Memory aid: both players saw these go under the deck."  # C-3, G-12
            empty = "No card you know of is in the deck."
        else:
            cards = list(v.compost[seat])
            owner = self.whose(seat)
            title = f"{owner[:1].upper()}{owner[1:]} Compost: {cards_word(len(cards))}"
            note = "Each card in a Compost costs 2 points at the end."     # G-2
            empty = "The Compost is empty."
        self.ctx.stack.push(InspectOverlay(self.ctx, title, cards, self.card_img,
                                           self.card_name, empty, note=note))

    @staticmethod
    def under_deck(v) -> list[int]:
        """The Vegetables known to be in the deck, in the order they will be drawn (top
        first): the leftovers put under it in the open (G-12, the Ferwig-Radishers' snatch
        with two players, G-7).  Public knowledge left to memory (RULINGS C-3): the table
        shows it only with the memory aid; ``[]`` playing alone."""
        return [c for c in v.deck_layout if c > 0]

    def deck_words(self, v) -> str:
        """How many cards are left before the next 'On Holiday' card, and in the whole deck
        (the deck's pill counts only this round's); between rounds (:meth:`held`) that the
        round is over, not yet the next round's count."""
        hold = self.held()
        if hold:                        # the round's end is still on the table (G-6)
            return (f"Round {hold.round} of 3 is over: "
                    + ("the Garden Club judges next." if v.phase == "over" else
                       "the next round's first cards are drawn when the Neighbours' visit is"
                       " over."))
        lay = v.deck_layout
        k = self.cards_this_round(v)
        known = len(self.under_deck(v))
        aid = ""
        if known and not self.ctx.settings.memory_aid:
            aid = (f" {cards_word(known)} under it {'is' if known == 1 else 'are'} known"
                   " (memory aid, Settings).")
        if 0 in lay:
            whole = len(lay) - lay.count(0)
            return (f"Round {v.round} of 3: {cards_word(k)} before the next 'On Holiday'"
                    f" card ends the round ({cards_word(whole)} in the whole deck).{aid}")
        return (f"Round {v.round} of 3 (the last): {cards_word(k)} still to be drawn"
                f" ({cards_word(len(lay))} in the deck); the round ends when every garden has"
                f" 15 plantings.{aid}")

    def drop_at(self, kind: str, key, pos) -> bool:
        """Drop the item (``kind``, ``key``) at ``pos``.  Returns True when an action was
        applied or a follow-up started (a confirm dialog, a card put on the deck); False
        (with the reason shown) when the item should spring back."""
        s = self.session
        if not s.human_to_act():
            self.say("Wait: it is not your decision now.")
            return False
        v = self.view()
        me = self.viewer()
        legal = s.legal_texts()
        if kind == "offer" and v.phase == "pass":
            card = self._item_card(kind, key)
            for p in POSITIONS:
                if self.zone(f"pass.{p}").collidepoint(pos):
                    self._pass_drop = tuple(pos)       # the passed card glides on from here
                    ok = self.submit(f"pass {card} {p}")
                    self._pass_drop = None
                    return ok
            if self.zone("deck").collidepoint(pos):
                if card == self.bottom_card:
                    return False
                auto = gm.bottom_gesture(legal, card)
                if auto is not None:
                    return self.submit(auto)
                if card not in gm.passable_cards(legal):
                    self.say(s.explain(f"pass {card} centre"))
                    return False
                self.bottom_card = card
                self._refresh()
                return True
            other = self.name((me + 1) % v.num_players)
            self.say(f"Drop the card into {other}'s row (left, centre or right) below the offer,"
                     " or onto the deck to send it to the bottom.")
            return False
        shown = self.shown_grid(me, v)       # as drawn now, also while a re-lay glides
        slot = shown.slot_at(pos)
        if slot is None:
            self.say(self.off_grid_words(kind, key, shown, pos))
            return False
        if kind == "offer":
            card = self._item_card(kind, key)
            text = gm.plant_text(card, slot)
            if text not in legal:
                self.say(s.explain(text))
                return False
            old = v.garden(me).get(slot)
            if old is not None:
                self.ctx.stack.push(ConfirmOverlay(
                    self.ctx, f"Compost the {self.card_name(old)}?",
                    [f"Planting the {self.card_name(card)} here digs up the"
                     f" {self.card_name(old)}: it goes to the Compost and costs 2 points at the"
                     " end."] + self.stays_on_slot(v, me, slot, card)
                    + [self.compost_bee_line(v, me, key)],
                    "Compost it", lambda: self.propose(text), "Keep it",
                    image=self.card_img(old, (56, 78))))
                return False
            return self.propose(text)
        if kind == "hopper":
            return self.propose(f"grasshopper {slot[0]} {slot[1]}")
        if kind == "rose":
            text = gm.rose_choice(legal, slot, shown.right_half(pos))
            if text is None:       # why not, for the pair the pointer favoured
                self.say(s.explain(gm.rose_refused(v.garden(me), slot,
                                                   shown.right_half(pos))))
                return False
            return self.propose(text)
        return False
