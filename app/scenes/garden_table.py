"""The Mr. Cabbagehead's Garden table (DESIGN.md "The app", "UX contract";
mr-cabbageheads-garden.txt, RULINGS G-1..G-13).

Drawn from the Tiled layout ``assets/layouts/garden.tmx`` and from ``state.view(viewer)``
only.  The person plants by dragging an offered card onto a lit slot of the garden (or by
clicking the card, then the slot); a drop onto a planted card asks before composting it (G-2).
Grasshoppers (G-8) and Roses (G-9) are placed the same way; in the two-player game the
leftover cards are dragged into the opponent's row (``pass.left/centre/right``) or onto the
deck (its bottom) (G-12).  Each gesture becomes an action text matched against
``legal_actions()`` (:mod:`app.garden_moves`): not legal → the card springs back and the
engine's reason is shown in the prompt bar.  The Neighbour phase is shown as a banner
(:class:`app.garden_overlays.NeighbourBanner`) and log lines; the end shows the Garden Club's
breakdown with the ribbon.  A "Hint" button asks :func:`rules.garden.ai.hint`.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from app import garden_moves as gm
from app.ai_worker import InlineAI
from app.cli import Setup
from app.garden_grid import PlotGrid
from app.garden_overlays import (ConfirmOverlay, GardenResults, HintOverlay, InspectOverlay,
                                 NeighbourBanner, draw_ribbon)
from app.garden_prompt import prompt_sentence
from app.scenes.base import Scene
from app.session import LogLine, TableSession
from app.ui import theme
from app.ui.tween import Tween, scaled
from app.ui.widgets import Button, click_buttons, panel
from rules.core import IllegalAction
from rules.garden.data import load as load_data

SPEEDS = (0.0, 1.0, 2.0, 3.0)
DRAG_THRESHOLD = 6
POSITIONS = gm.POSITIONS
PROMPT = pygame.Rect(10, 598, 1260, 114)
LOG = pygame.Rect(972, 60, 298, 530)
COST_LABEL = {"left": "pay 1 Bee", "centre": "free", "right": "+1 Bee"}


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


class GardenTable(Scene):
    """The Garden table for ``setup`` (1 or 2 seats).

    Public for tests: ``session``, ``message`` (reason last shown), ``prompt_buttons``,
    ``offer_rect(pos)``, ``slot_center(slot, seat)``, ``grid(seat)``, ``zone(name)``,
    ``submit(text)``, ``drop_at(kind, key, pos)``, ``click_at(pos)``.
    """

    def __init__(self, ctx, setup: Setup):
        super().__init__(ctx)
        self.session = TableSession(setup, getattr(ctx, "dump_path", None))
        self.data = load_data()
        from app.layout import load_layout

        self.layout = load_layout("garden", self.session.state.num_players)
        self.ai = ctx.worker if ctx.worker is not None else InlineAI()
        self.pending_id: int | None = None
        self.pending_answer: str | None = None
        self.pending_len = -1
        self.since_move = 10.0
        self.message = ""
        self.message_t = 0.0
        self.message_error = True
        self.tweens: list[Tween] = []
        self.hidden: dict[tuple[int, tuple[int, int]], float] = {}
        self.drag: Drag | None = None
        self.spring: Tween | None = None
        self.press: tuple[str, object, tuple[int, int]] | None = None
        self.selected: tuple[str, object] | None = None
        self.bottom_card: int | None = None
        self.banner: NeighbourBanner | None = None
        self.results_shown = False
        self.pointer = (0, 0)
        self._agent = None
        self.header_buttons = [
            Button(pygame.Rect(972, 10, 90, 40), "Rules", self.open_rules, color=(90, 90, 70),
                   tag="rules"),
            Button(pygame.Rect(1068, 10, 90, 40), "Menu", self.to_menu, color=(90, 90, 70),
                   tag="menu"),
            Button(pygame.Rect(1164, 10, 106, 40), "", self.cycle_speed, color=(70, 90, 90),
                   tag="speed"),
        ]
        self.prompt_buttons: list[Button] = []
        for ev in getattr(self.session.state, "setup_events", []):
            if ev.visible_to(self.viewer()):
                self.session.log.append(LogLine(0, ev.text))
        self._refresh()

    # ------------------------------------------------------------------ names and places
    @property
    def speed(self) -> float:
        """Animation speed 0..3 from the settings."""
        return float(self.ctx.settings.anim_speed)

    def viewer(self) -> int:
        """The seat whose view is drawn."""
        return self.session.viewer()

    def view(self):
        """``state.view(viewer)``: the only source of what is drawn."""
        return self.session.state.view(self.viewer())

    def name(self, seat: int) -> str:
        """Display name: solo "Mr. Cabbagehead"; two players "You" / "Ned" (an AI seat) or
        "Player 1/2" when both seats are people."""
        s = self.session
        if s.state.num_players == 1:
            return "Mr. Cabbagehead"
        humans = s.human_seats
        if s.is_human(seat):
            return "You" if len(humans) == 1 else f"Player {seat + 1}"
        if not humans:
            return ("Mr. Cabbagehead", "Ned")[seat]
        return "Ned"

    def with_names(self, text: str) -> str:
        """An engine line with "Seat N" replaced by the display names."""
        for seat in range(self.session.state.num_players):
            text = text.replace(f"Seat {seat}'s", f"{self.name(seat)}'s")
            text = text.replace(f"Seat {seat}", self.name(seat))
            text = text.replace(f"to seat {seat}", f"to {self.name(seat)}")
        for verb in ("starts", "plants", "pays", "takes", "digs", "puts", "passes"):
            text = text.replace(f"You {verb}", f"You {verb[:-2] if verb == 'passes' else verb[:-1]}")
        return text

    def zone(self, name: str) -> pygame.Rect:
        """A copy of the layout zone's rect."""
        return self.layout.rect(name)

    def _off(self, seat: int) -> int:
        return (seat - self.viewer()) % self.session.state.num_players

    def seat_zone(self, kind: str, seat: int) -> pygame.Rect:
        """The ``kind`` zone ("plot", "supply", "compost", "seat") of engine seat ``seat``."""
        return self.zone(f"{kind}.{self._off(seat)}")

    def grid(self, seat: int, view=None) -> PlotGrid:
        """The drawn grid of ``seat``'s garden."""
        v = view or self.view()
        z = self.layout[f"plot.{self._off(seat)}"]
        return PlotGrid.build(z.rect, v.garden(seat), dict(v.options)["fixed_plot"] == "on",
                              z.prop("card_w"), z.prop("card_h"), z.prop("gap"))

    def slot_center(self, slot, seat: int | None = None) -> tuple[int, int]:
        """Centre of ``slot`` of ``seat``'s garden (default the viewer's)."""
        return self.grid(self.viewer() if seat is None else seat).cell_rect(slot).center

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

    # ------------------------------------------------------------------ cards
    def card_img(self, n: int, size: tuple[int, int], count: bool = False) -> pygame.Surface:
        """The face of Vegetable ``n`` at ``size`` (the Neighbour number on it, G-1)."""
        d = self.data
        v = d.veg(n)
        cnt = sum(1 for x in d.vegetables.values() if x.type == v.type) if count else None
        if self.ctx.art is not None:
            return self.ctx.art.card_garden(v.type, n, v.points, v.neighbour_number, size,
                                            count=cnt)
        s = pygame.Surface(size)
        s.fill((250, 246, 232))
        self.ctx.text.blit(s, str(n), (4, 4), 14, theme.INK, bold=True)
        return s

    def back_img(self, size, holiday: bool = False) -> pygame.Surface:
        """The back of a Garden card (or an 'On Holiday' card)."""
        if self.ctx.art is not None:
            return self.ctx.art.garden_back(size, holiday=holiday)
        s = pygame.Surface(size)
        s.fill((40, 90, 60))
        return s

    def rose_img(self, size) -> pygame.Surface:
        """A Rose card (Romancing Eudora), drawn here."""
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, (252, 236, 240), (0, 0, w, h), border_radius=8)
        pygame.draw.rect(s, (190, 60, 90), (0, 0, w, h), 3, border_radius=8)
        cx, cy = w // 2, int(h * .42)
        pygame.draw.line(s, (60, 130, 60), (cx, cy), (cx, int(h * .8)), 3)
        for k, rr in enumerate((int(w * .26), int(w * .18), int(w * .1))):
            pygame.draw.circle(s, ((200, 40, 70), (230, 80, 110), (170, 30, 60))[k], (cx, cy), rr)
        self.ctx.text.blit(s, "Rose", (cx, int(h * .88)), max(10, h // 9), (150, 40, 70),
                           bold=True, anchor="center")
        return s

    def card_name(self, n: int) -> str:
        """``"Carrot 19"``."""
        return self.data.card_name(n)

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

    def say(self, text: str, error: bool = True) -> None:
        """Show ``text`` in the prompt bar: a reason (red) or, with ``error=False``, a
        notice."""
        self.message = text
        self.message_t = 7.0
        self.message_error = error

    def _after_apply(self, seat: int, before, events) -> None:
        self.message = ""
        self.since_move = 0.0
        self.pending_id = None
        self.pending_answer = None
        self.selected = None
        self.bottom_card = None
        self._animate(seat, before, events)
        self._show_neighbour_phase(events)
        self._refresh()

    # ------------------------------------------------------------------ scene flow
    def open_rules(self) -> None:
        """Push the Garden rules page."""
        from app.scenes.rules_page import RulesPage

        self.cancel_drag()
        self.ctx.stack.push(RulesPage(self.ctx, "garden"))

    def to_menu(self) -> None:
        """Back to the title menu."""
        from app.scenes.menu import TitleMenu

        self.ctx.stack.reset(TitleMenu(self.ctx))

    def play_again(self) -> None:
        """Same seats and options, next seed."""
        from app.scenes.menu import TitleMenu

        s = self.session.setup
        new = Setup(s.game, list(s.seats), (s.seed * 7919 + 1) % 1_000_003, dict(s.options))
        self.ctx.stack.reset(TitleMenu(self.ctx))
        self.ctx.stack.push(GardenTable(self.ctx, new))

    def cycle_speed(self) -> None:
        """Animation speed 0× → 1× → 2× → 3× → 0×."""
        cur = self.speed
        i = SPEEDS.index(cur) if cur in SPEEDS else 1
        self.ctx.settings.anim_speed = SPEEDS[(i + 1) % len(SPEEDS)]
        self._refresh()

    def show_hint(self) -> None:
        """The AI's suggestion for each offered card (:func:`rules.garden.ai.hint`), from the
        view and the legal actions only."""
        s = self.session
        v = self.view()
        if not s.human_to_act() or v.phase != "plant":
            self.say("Hints are given when you choose a card to plant.")
            return
        from rules.garden.ai import HeuristicAgent, hint

        if self._agent is None:
            self._agent = HeuristicAgent()
        entries = []
        for action, why in hint(v, s.state.legal_actions(), self._agent):
            card = action.card if action is not None else None
            if card is None:
                card = next((c for c in v.offer if c is not None and str(c) in why.split("(")[0]
                             + " "), None)
            img = None
            for c in v.offer:
                if c is not None and (action is not None and c == action.card
                                      or action is None and self.card_name(c) in why):
                    img = self.card_img(c, (64, 90))
            entries.append((img, str(action) if action is not None else None, why))
        self.ctx.stack.push(HintOverlay(self.ctx, entries, self.submit))

    def show_results(self) -> None:
        """Push the Garden Club's results panel (G-10, G-11)."""
        s = self.session
        v = self.view()
        res = s.state.result()
        rows = []
        for seat in range(v.num_players):
            lines = v.breakdown(seat)
            rows.append((self.name(seat), lines, self.data.ribbon(lines[-1][1])))
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
            footer = (f"Ties go to more different types, then more Bees (G-12) · seed"
                      f" {s.setup.seed}")
        self.ctx.stack.push(GardenResults(self.ctx, title, rows, footer, self.play_again,
                                          self.to_menu))

    # ------------------------------------------------------------------ refresh
    def _refresh(self) -> None:
        """Rebuild the prompt buttons from the view and the legal actions."""
        sp = self.speed
        self.header_buttons[2].label = f"Anim {int(sp)}×" if sp else "Anim off"
        s = self.session
        self.prompt_buttons = []
        x = PROMPT.right - 16
        if s.state.is_terminal():
            b = Button(pygame.Rect(x - 160, PROMPT.y + 58, 160, 44), "Results",
                       self.show_results, color=theme.GOOD, tag="results")
            self.prompt_buttons.append(b)
            return
        if not s.human_to_act():
            return
        v = self.view()
        legal = s.legal_texts()
        if v.phase == "plant":
            self.prompt_buttons.append(Button(pygame.Rect(x - 150, PROMPT.y + 58, 150, 44),
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

    def _unbottom(self) -> None:
        self.bottom_card = None
        self._refresh()

    # ------------------------------------------------------------------ AI
    def update(self, dt: float) -> None:
        """Animations, AI requests and pacing, results."""
        self.since_move += dt
        if self.message_t > 0:
            self.message_t -= dt
        for tw in self.tweens:
            tw.step(dt)
        self.tweens = [tw for tw in self.tweens if not tw.done]
        for k in list(self.hidden):
            self.hidden[k] -= dt
            if self.hidden[k] <= 0:
                del self.hidden[k]
        if self.spring is not None:
            self.spring.step(dt)
            if self.spring.done:
                self.spring = None
        if self.banner is not None and self.banner.closed:
            self.banner = None
        if self.banner is None:
            self._drive_ai()
        s = self.session
        if s.state.is_terminal() and not self.tweens and not self.results_shown \
                and self.banner is None and self.ctx.stack.top is self:
            self.results_shown = True
            self._refresh()
            self.show_results()

    def _drive_ai(self) -> None:
        s = self.session
        for req_id, text, err in self.ai.poll():
            if req_id != self.pending_id:
                continue
            if err is not None or text is None:
                legal = s.legal_texts()
                self.say(f"AI error ({err}); it plays {legal[0]}.")
                text = legal[0]
            self.pending_answer = text
        if s.state.is_terminal() or s.is_human(s.current()):
            return
        if self.pending_id is None or self.pending_len != len(s.record):
            self.pending_id = self.ai.ask(s.ai_request())
            self.pending_len = len(s.record)
            self.pending_answer = None
            for req_id, text, err in self.ai.poll():  # inline AI answers at once
                if req_id == self.pending_id:
                    self.pending_answer = text if err is None else s.legal_texts()[0]
        if self.pending_answer is None or self.tweens:
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
                return True
        return False

    def close_banner(self) -> None:
        """Dismiss the Neighbour banner if one is up."""
        if self.banner is not None:
            self.banner.dismiss()
            self.banner = None

    # ------------------------------------------------------------------ events shown
    def _animate(self, seat: int, before, events) -> None:
        """Cards fly: offer → slot when planted, slot → Compost, slot → discard when a
        Neighbour takes one.  Geometry of the garden before the move is used for the sources."""
        sp = self.speed
        if sp <= 0:
            return
        delay = 0.0
        v = self.view()
        for ev in events:
            k = ev.kind
            if k == "plant":
                pos = ev.get("position")
                slot = (ev.get("col"), ev.get("row"))
                g = self.grid(seat, v)
                src = self.offer_rect(pos) if seat == self.viewer() or v.num_players == 1 \
                    else self.offer_rect(pos)
                dst = g.card_rect(slot)
                dur = scaled(0.45, sp)
                self.tweens.append(Tween(("card", ev.get("card"), dst.size), src.topleft,
                                         dst.topleft, dur, delay))
                self.hidden[(seat, slot)] = dur + delay
                delay += scaled(0.2, sp)
            elif k == "compost":
                slot = (ev.get("col"), ev.get("row"))
                g = self.grid(seat, before)
                src = g.card_rect(slot)
                dst = self.pile_rect(f"compost.{self._off(seat)}")
                self.tweens.append(Tween(("card", ev.get("card"), dst.size), src.topleft,
                                         dst.topleft, scaled(0.5, sp), delay))
            elif k == "take" and ev.get("card"):
                s2 = ev.get("seat")
                slot = (ev.get("col"), ev.get("row"))
                g = self.grid(s2, before)
                src = g.card_rect(slot)
                dst = self.pile_rect("discard")
                self.tweens.append(Tween(("card", ev.get("card"), src.size), src.topleft,
                                         dst.topleft, scaled(0.8, sp), delay + scaled(0.3, sp)))
            elif k == "discard":
                for c in ev.get("cards", ()):
                    pos = POSITIONS[before.offer.index(c)] if c in before.offer else "centre"
                    src = self.offer_rect(pos)
                    dst = self.pile_rect("discard")
                    self.tweens.append(Tween(("card", c, dst.size), src.topleft, dst.topleft,
                                             scaled(0.4, sp), delay))
                delay += scaled(0.15, sp)

    def _show_neighbour_phase(self, events) -> None:
        """A banner for the Neighbour phase (G-6, G-7): who visits and what they take, with
        the taken cards; it stays a few seconds or until dismissed; AI moves wait for it."""
        if not any(ev.kind == "neighbour" for ev in events):
            return
        lines: list[str] = []
        cards: list[tuple[str, pygame.Surface]] = []
        title = "The Neighbours come round"
        started = False
        for ev in events:
            if ev.kind == "holiday":
                title = f"End of round {ev.get('round')}: the Neighbours visit"
                started = True
            elif ev.kind == "neighbour":
                started = True
            if not started:
                continue
            if ev.kind in ("neighbour", "take", "bees", "move", "ferwig"):
                lines.append(self.with_names(ev.text))
                if ev.kind == "take" and ev.get("card"):
                    who = self.name(ev.get("seat"))
                    cards.append((f"from {who}", self.card_img(ev.get("card"), (64, 90))))
        if any(ev.kind == "round_end" and ev.get("round") == 3 for ev in events):
            lines.append("That was the last round: the Garden Club arrives to judge.")
        secs = 0.0 if self.speed <= 0 else 10.0
        self.banner = NeighbourBanner(self.ctx, title, lines, cards, seconds=secs)
        self.ctx.stack.push(self.banner)

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        """Mouse and keys: buttons, offered cards and tokens (click or drag), piles."""
        if event.type in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
            self.cancel_drag()
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.drag:
                    self.cancel_drag()
                elif self.selected:
                    self.selected = None
                else:
                    self.to_menu()
            elif event.key == pygame.K_h:
                self.show_hint()
            return
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            click_buttons(self.header_buttons + self.prompt_buttons, event)
            if self.press and not self.drag:
                kind, key, start = self.press
                if abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) > DRAG_THRESHOLD:
                    self._start_drag(kind, key, start)
            if self.drag:
                d = self.drag
                d.pos = (event.pos[0] - d.offset[0], event.pos[1] - d.offset[1])
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press = None
            hit = self._hit(event.pos)
            if hit is not None:
                self.press = (hit[0], hit[1], event.pos)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            press, self.press = self.press, None
            if self.drag is not None:
                d, self.drag = self.drag, None
                if not self.drop_at(d.kind, d.key, event.pos):
                    self._spring_back(d)
                return
            if click_buttons(self.header_buttons + self.prompt_buttons, event):
                return
            if press is not None and self._hit(event.pos) == press[:2]:
                if self.selected == press[:2]:
                    self.selected = None
                else:
                    self.selected = press[:2]
                return
            self.click_at(event.pos)

    def _items(self) -> list[tuple[tuple[str, object], pygame.Rect]]:
        """The draggable items now: offered cards (plant or pass), the Grasshopper, the
        Rose — only while the person decides."""
        s = self.session
        if not s.human_to_act():
            return []
        v = self.view()
        legal = s.legal_texts()
        out = []
        if v.phase in ("plant", "pass"):
            for i, c in enumerate(v.offer):
                if c is not None and c != self.bottom_card:
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
        self.selected = None
        self.drag = Drag(kind, key, r.topleft, (start[0] - r.x, start[1] - r.y), r.topleft,
                         r.size, self.targets(kind, key))

    def _spring_back(self, d: Drag) -> None:
        self.spring = Tween((d.kind, d.key, d.size), d.pos, d.origin, scaled(0.3, self.speed))

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
        if self.zone("discard").collidepoint(pos):
            self.inspect("discard")
            return
        for seat in range(v.num_players):
            if self.seat_zone("compost", seat).collidepoint(pos):
                self.inspect("compost", seat)
                return
        for i, nid in enumerate(v.neighbours):
            if self.zone(f"neighbour.{i}").collidepoint(pos):
                nb = self.data.neighbours[nid]
                self.say(f"{nb.name}: {nb.text}", error=False)
                return
        if self.zone("deck").collidepoint(pos):
            self.say(self.deck_words(v), error=False)

    def inspect(self, pile: str, seat: int = 0) -> None:
        """Open the discard pile or ``seat``'s Compost in an overlay listing its cards."""
        v = self.view()
        if pile == "discard":
            cards, title = list(v.discard), f"Discard pile: {len(v.discard)} cards"
            empty = "No card has been discarded yet."
        else:
            cards = list(v.compost[seat])
            title = f"{self.name(seat)}'s Compost: {len(cards)} cards (−2 each at the end)"
            empty = "The Compost is empty."
        self.ctx.stack.push(InspectOverlay(self.ctx, title, cards, self.card_img,
                                           self.card_name, empty))

    def deck_words(self, v) -> str:
        """How many cards are left before the next 'On Holiday' card."""
        lay = v.deck_layout
        if 0 in lay:
            k = lay.index(0)
            return (f"Round {v.round} of 3: {k} card{'s' * (k != 1)} before the next 'On Holiday'"
                    " card ends the round.")
        return (f"Round {v.round} of 3 (the last): {len(lay)} cards in the deck;"
                " the round ends when every garden has 15 plantings.")

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
                    return self.submit(f"pass {card} {p}")
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
        slot = self.grid(me).slot_at(pos)
        if slot is None:
            self.say("Drop it on a slot of your garden (the lit ones are allowed).")
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
                     " end (G-2)."],
                    "Compost it", lambda: self.submit(text), "Keep it",
                    image=self.card_img(old, (56, 78))))
                return False
            return self.submit(text)
        if kind == "hopper":
            return self.submit(f"grasshopper {slot[0]} {slot[1]}")
        if kind == "rose":
            text = gm.rose_choice(legal, slot, self.grid(me).right_half(pos))
            if text is None:
                self.say(s.explain(f"rose {slot[0]} {slot[1]}"))
                return False
            return self.submit(text)
        return False

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The whole table from ``view(viewer)``."""
        v = self.view()
        if self.ctx.art is not None:
            surface.blit(self.ctx.art.felt((1280, 720)), (0, 0))
        else:
            surface.fill(theme.FELT)
        lit = self.drag.lit if self.drag else (self.targets(*self.selected)
                                               if self.selected else self._waiting_targets(v))
        self._draw_deck(surface, v, lit)
        self._draw_offer(surface, v)
        self._draw_piles(surface, v)
        self._draw_neighbours(surface, v)
        self._draw_bees(surface, v)
        for seat in range(v.num_players):
            self._draw_seat(surface, v, seat)
            self._draw_plot(surface, v, seat, lit if seat == self.viewer() else set())
        if v.num_players == 1:
            self._draw_eudora(surface, v)
        if v.num_players > 1:
            self._draw_pass_row(surface, v, lit)
        self._draw_pending(surface, v)
        self._draw_log(surface)
        self._draw_prompt(surface, v)
        for b in self.header_buttons:
            b.draw(surface, self.ctx.text, 17)
        for tw in self.tweens:
            if tw.started:
                kind, n, size = tw.what
                surface.blit(self.card_img(n, size), (int(tw.pos()[0]), int(tw.pos()[1])))
        if self.spring is not None:
            kind, key, size = self.spring.what
            self._draw_item(surface, kind, key, self.spring.pos(), size)
        if self.drag is not None:
            d = self.drag
            self._draw_item(surface, d.kind, d.key, d.pos, d.size)
            self._draw_drag_note(surface, v, d)

    def _waiting_targets(self, v) -> set:
        """With a Grasshopper or a Rose to place, its targets are lit even before it is
        picked up (there is nothing else to do)."""
        if not self.session.human_to_act() or v.phase not in ("grasshopper", "rose"):
            return set()
        return self.targets("hopper" if v.phase == "grasshopper" else "rose", 0)

    def _draw_item(self, surface, kind, key, pos, size) -> None:
        pos = (int(pos[0]), int(pos[1]))
        if kind == "offer":
            card = self._item_card(kind, key)
            if card is not None:
                surface.blit(self.card_img(card, size), pos)
        elif kind == "hopper":
            self._draw_hopper(surface, pygame.Rect(pos, size))
        elif kind == "rose":
            surface.blit(self.rose_img(size), pos)

    def _draw_drag_note(self, surface, v, d: Drag) -> None:
        """The Bee cost next to the dragged card, and what dropping here would do."""
        t = self.ctx.text
        note = ""
        if d.kind == "offer" and v.phase == "plant" and d.key in POSITIONS:
            note = "free (Ferwig-Radishers)" if v.free_turn else gm.COST_WORDS[d.key]
            slot = self.grid(self.viewer()).slot_at(self.pointer)
            old = v.garden(self.viewer()).get(slot) if slot else None
            if old is not None and slot in d.lit:
                note += f" · composts {self.card_name(old)} (−2)"
        elif d.kind == "offer" and v.phase == "pass":
            note = "to a place in the row below, or onto the deck"
        if not note:
            return
        img = t.render(note, 16, theme.INK, bold=True)
        box = img.get_rect()
        box.inflate_ip(16, 8)
        box.midtop = (d.pos[0] + d.size[0] // 2, d.pos[1] + d.size[1] + 4)
        box.clamp_ip(pygame.Rect(0, 0, 1280, 720))
        pygame.draw.rect(surface, (255, 248, 220), box, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=8)
        surface.blit(img, img.get_rect(center=box.center))

    def _shadowed(self, surface, img, pos) -> None:
        if self.ctx.art is not None:
            from app.art import SHADOW_OFFSET, SHADOW_PAD

            surface.blit(self.ctx.art.shadow(img.get_size()),
                         (pos[0] - SHADOW_PAD + SHADOW_OFFSET[0],
                          pos[1] - SHADOW_PAD + SHADOW_OFFSET[1]))
        surface.blit(img, pos)

    def _draw_deck(self, surface, v, lit) -> None:
        t = self.ctx.text
        z = self.zone("deck")
        r = self.pile_rect("deck")
        n = len(v.deck_layout)
        for i in range(min(4, max(1, n // 8))):
            self._shadowed(surface, self.back_img(r.size), (r.x - i * 2, r.y - i * 2))
        if "deck" in lit:
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(10, 10), 4, border_radius=10)
        if self.bottom_card is not None:
            img = self.card_img(self.bottom_card, r.size)
            surface.blit(img, (r.x + 8, r.y + 14))
            t.blit(surface, "to bottom", (r.centerx + 8, r.bottom + 4), 13, theme.ACCENT_SOFT,
                   bold=True, anchor="midtop")
        # round marker: three dots, the current one gold
        y = z.bottom - 8 if v.num_players == 1 else z.bottom + 8
        for k in range(3):
            col = theme.ACCENT if k + 1 == v.round else ((90, 130, 100) if k + 1 > v.round
                                                         else (200, 200, 180))
            pygame.draw.circle(surface, col, (z.x + 14 + k * 16, y), 6)
            pygame.draw.circle(surface, (20, 40, 30), (z.x + 14 + k * 16, y), 6, 1)
        left = v.deck_layout.index(0) if 0 in v.deck_layout else n
        t.blit(surface, f"{left} left", (z.x + 60, y), 12, theme.LIGHT, bold=True,
               anchor="midleft")

    def _draw_offer(self, surface, v) -> None:
        t = self.ctx.text
        mine = self.session.human_to_act() and v.phase in ("plant", "pass")
        legal = self.session.legal_texts() if mine else []
        plantable = gm.plantable_cards(legal) if v.phase == "plant" else set(v.offer)
        for i, pos in enumerate(POSITIONS):
            z = self.zone(f"offer.{pos}")
            r = self.offer_rect(pos)
            pygame.draw.rect(surface, (24, 70, 48), r, border_radius=8)
            pygame.draw.rect(surface, (70, 120, 90), r, 2, border_radius=8)
            c = v.offer[i]
            label = "free" if v.free_turn else COST_LABEL[pos]
            ok = c is not None and (c in plantable or not mine)
            col = (250, 220, 120) if pos == "right" else ((240, 170, 150) if pos == "left"
                                                          else theme.LIGHT)
            pill = t.render(label, 13, col if ok else theme.MUTED, bold=True)
            pr = pill.get_rect(midtop=(z.centerx, r.bottom + 1))
            surface.blit(pill, pr)
            if pos != "centre" and not v.free_turn and self.ctx.art is not None:
                surface.blit(self.ctx.art.bee(7), (pr.x - 16, pr.y))
            if c is None:
                if v.rose_position == i and v.phase == "rose":
                    if not self._moving("rose", 0):
                        self._shadowed(surface, self.rose_img(r.size), r.topleft)
                continue
            if self._moving("offer", pos) or c == self.bottom_card:
                continue
            img = self.card_img(c, r.size, count=True)
            self._shadowed(surface, img, r.topleft)
            if mine and v.phase == "plant" and c not in plantable:
                grey = pygame.Surface(r.size, pygame.SRCALPHA)
                grey.fill((40, 40, 40, 130))
                surface.blit(grey, r)
            elif mine and (self.selected == ("offer", pos)):
                pygame.draw.rect(surface, theme.ACCENT, r.inflate(8, 8), 4, border_radius=10)
            elif mine and r.collidepoint(self.pointer) and self.drag is None:
                pygame.draw.rect(surface, theme.ACCENT_SOFT, r.inflate(6, 6), 2, border_radius=10)

    def _moving(self, kind, key) -> bool:
        if self.drag is not None and (self.drag.kind, self.drag.key) == (kind, key):
            return True
        return self.spring is not None and self.spring.what[:2] == (kind, key)

    def _draw_piles(self, surface, v) -> None:
        t = self.ctx.text
        piles = [("discard", list(v.discard), "discard")]
        for seat in range(v.num_players):
            piles.append((f"compost.{self._off(seat)}", list(v.compost[seat]),
                          "Compost" if v.num_players == 1 else f"Compost"))
        for zname, cards, label in piles:
            z = self.zone(zname)
            r = self.pile_rect(zname)
            small = z.h < 80
            hover = z.collidepoint(self.pointer) and self.drag is None
            if cards:
                self._shadowed(surface, self.card_img(cards[-1], r.size), r.topleft)
            else:
                pygame.draw.rect(surface, (24, 70, 48), r, border_radius=8)
                pygame.draw.rect(surface, (70, 120, 90), r, 2, border_radius=8)
            words = f"{label}: {len(cards)}"
            if small:
                t.blit(surface, words, (r.right + 6, z.y + 10), 13, theme.LIGHT, bold=True)
                t.blit(surface, "click to look", (r.right + 6, z.y + 30), 11, theme.MUTED)
            else:
                t.blit(surface, words, (z.centerx, r.bottom + 1), 13, theme.LIGHT, bold=True,
                       anchor="midtop")
            if hover:
                pygame.draw.rect(surface, theme.ACCENT_SOFT, z, 2, border_radius=8)

    def _draw_neighbours(self, surface, v) -> None:
        t = self.ctx.text
        tiles = dict(v.tiles)
        top = max(tiles.values()) if tiles else 0
        leaders = [i for i in v.neighbours if tiles[i] == top]
        for i, nid in enumerate(v.neighbours):
            z = self.zone(f"neighbour.{i}")
            nb = self.data.neighbours[nid]
            idx = list(self.data.neighbours).index(nid)
            tw = z.w - 64
            tile = pygame.Rect(z.x, z.y, tw, z.h)
            if self.ctx.art is not None:
                surface.blit(self.ctx.art.neighbour_tile(nb.name, tile.size, idx), tile)
            else:
                panel(surface, tile)
                t.blit(surface, nb.name, (tile.x + 8, tile.y + 8), 14, theme.INK, bold=True)
            k = tiles[nid]
            box = pygame.Rect(z.right - 60, z.y + 2, 58, z.h - 4)
            pygame.draw.rect(surface, (20, 56, 38), box, border_radius=8)
            if self.ctx.art is not None and k:
                initials = "".join(w[0] for w in nb.name.replace("The ", "").split()[:2])
                r = min(12, box.h // 2 - 3)
                for j in range(min(k, 6)):
                    surface.blit(self.ctx.art.neighbour_token(idx, r, True, initials[:2]),
                                 (box.x + 3 + j * 5, box.centery - r))
            t.blit(surface, str(k), (box.right - 6, box.centery), 20,
                   theme.ACCENT_SOFT if k else theme.MUTED, bold=True, anchor="midright")
            if k and k == top and len(leaders) == 1:
                pygame.draw.rect(surface, theme.ACCENT, z.inflate(4, 4), 3, border_radius=10)
        tz = self.zone("tokens")
        n = len(v.face_down_tokens)
        if self.ctx.art is not None:
            for j in range(min(n, 10)):
                surface.blit(self.ctx.art.neighbour_token(0, 11, False), (tz.x + 6 + j * 9,
                                                                         tz.y + 6))
        hint = ""
        if leaders and top and len(leaders) == 1:
            hint = f"{self.data.neighbours[leaders[0]].name} would visit now"
        elif top:
            hint = "tied: nobody would visit now"
        t.blit(surface, f"{n} tokens face down", (tz.x + 6 + min(n, 10) * 9 + 20, tz.y + 8), 14,
               theme.LIGHT, bold=True)
        if hint:
            t.blit(surface, hint, (tz.x + 6, tz.y + 34), 13, theme.ACCENT_SOFT)

    def _draw_bees(self, surface, v) -> None:
        t = self.ctx.text
        rows = [("beehive", v.hive, "Beehive")]
        for seat in range(v.num_players):
            rows.append((f"supply.{self._off(seat)}", v.supply[seat],
                         "Your Bees" if self.session.is_human(seat) and v.num_players > 1
                         else ("Bees" if v.num_players == 1 else f"{self.name(seat)}'s Bees")))
        for zname, k, label in rows:
            z = self.zone(zname)
            pygame.draw.rect(surface, (20, 56, 38), z, border_radius=10)
            t.blit(surface, f"{label}: {k}", (z.x + 8, z.y + 5), 14, theme.LIGHT, bold=True)
            if self.ctx.art is not None:
                step = min(20, (z.w - 30) // max(1, k)) if k else 20
                for j in range(k):
                    surface.blit(self.ctx.art.bee(10), (z.x + 8 + j * step, z.bottom - 26))
        if v.bees_out:
            t.blit(surface, f"{v.bees_out} Bee{'s' * (v.bees_out != 1)} out of the game",
                   (self.zone("beehive").x + 8, self.zone("beehive").bottom + 2), 12, theme.MUTED)

    def _draw_seat(self, surface, v, seat: int) -> None:
        t = self.ctx.text
        z = self.seat_zone("seat", seat)
        current = v.current_player == seat and v.phase != "over"
        pygame.draw.rect(surface, (16, 44, 30), z, border_radius=10)
        pygame.draw.rect(surface, theme.ACCENT if current else (70, 110, 84), z,
                         3 if current else 2, border_radius=10)
        kind = self.session.setup.seats[seat]
        who = self.name(seat) + ("" if kind == "human" else f" · AI {kind}")
        t.blit(surface, who, (z.x + 10, z.y + 6), 16, theme.LIGHT, bold=True)
        total = v.breakdown(seat)[-1][1]
        line = f"planted {v.planted[seat]}/15 · now {total} pts"
        t.blit(surface, line, (z.x + 10, z.y + 30), 14, theme.ACCENT_SOFT)
        if current and not self.session.is_human(seat):
            dots = "." * (1 + int(self.since_move * 3) % 3)
            t.blit(surface, "thinking" + dots, (z.right - 8, z.bottom - 6), 13, theme.LIGHT,
                   anchor="bottomright")

    def _draw_plot(self, surface, v, seat: int, lit: set) -> None:
        t = self.ctx.text
        z = self.seat_zone("plot", seat)
        g = self.grid(seat, v)
        garden = v.garden(seat)
        hoppers = set(v.grasshoppers[seat])
        pygame.draw.rect(surface, (22, 60, 40), z, border_radius=12)
        t.blit(surface, g.caption(garden), (z.x + 10, z.y + 4), 13, theme.LIGHT)
        pointer_slot = g.slot_at(self.pointer) if seat == self.viewer() else None
        for slot in g.slots():
            cell = g.card_rect(slot)
            in_core = slot in g.core
            col = (56, 112, 76) if in_core else (40, 88, 60)
            pygame.draw.rect(surface, col, cell, 1 if not in_core else 2, border_radius=6)
            if slot in lit:
                glow = pygame.Surface(cell.size, pygame.SRCALPHA)
                glow.fill((255, 214, 90, 60 if slot != pointer_slot else 130))
                surface.blit(glow, cell)
                pygame.draw.rect(surface, theme.ACCENT, cell, 2, border_radius=6)
        # the frame as it stands (only once all of it is settled)
        if g.fixed_cols and g.fixed_rows:
            pygame.draw.rect(surface, (120, 170, 130), g.bounds().inflate(6, 6), 2,
                             border_radius=10)
        for slot, n in garden.items():
            if (seat, slot) in self.hidden:
                continue
            r = g.card_rect(slot)
            self._shadowed(surface, self.card_img(n, r.size), r.topleft)
            if slot in lit:
                moving = self.drag.kind if self.drag else (self.selected[0] if self.selected
                                                           else "")
                pygame.draw.rect(surface, theme.DANGER if moving == "offer" else theme.ACCENT,
                                 r.inflate(4, 4), 3, border_radius=8)
        if seat == 0:
            for c, r in v.roses:
                a, b = g.card_rect((c, r)), g.card_rect((c + 1, r))
                band = pygame.Rect(a.centerx, a.y + a.h // 3, b.centerx - a.centerx, a.h // 3)
                s = pygame.Surface(band.size, pygame.SRCALPHA)
                s.fill((220, 60, 100, 170))
                surface.blit(s, band)
                pygame.draw.circle(surface, (200, 40, 70), band.center, min(band.h, 18) // 2 + 4)
        for slot in hoppers:
            cell = g.card_rect(slot)
            hr = pygame.Rect(0, 0, min(30, cell.w // 2), min(30, cell.w // 2))
            hr.topright = (cell.right - 1, cell.y + 1)
            self._draw_hopper(surface, hr)

    def _draw_hopper(self, surface, r: pygame.Rect) -> None:
        """A Grasshopper token: a green disc with a little hopper."""
        pygame.draw.circle(surface, (30, 60, 20), r.center, r.w // 2)
        pygame.draw.circle(surface, (120, 190, 60), r.center, r.w // 2 - 2)
        cx, cy = r.center
        u = r.w / 30
        pygame.draw.ellipse(surface, (40, 90, 30), (cx - 9 * u, cy - 3 * u, 16 * u, 7 * u))
        pygame.draw.line(surface, (40, 90, 30), (cx + 2 * u, cy), (cx + 8 * u, cy - 7 * u),
                         max(1, int(2 * u)))
        pygame.draw.line(surface, (40, 90, 30), (cx + 8 * u, cy - 7 * u),
                         (cx + 10 * u, cy + 6 * u), max(1, int(2 * u)))
        pygame.draw.circle(surface, (20, 30, 10), (int(cx - 7 * u), int(cy - 1 * u)),
                           max(1, int(1.5 * u)))

    def _draw_pending(self, surface, v) -> None:
        """The revealed Grasshopper waiting to be placed."""
        if v.phase != "grasshopper" or v.pending_grasshoppers <= 0:
            return
        r = self.hopper_rect()
        if not self._moving("hopper", 0):
            self._draw_hopper(surface, r)
        if self.session.human_to_act():
            pygame.draw.circle(surface, theme.ACCENT, r.center, r.w // 2 + 4, 3)
        self.ctx.text.blit(surface, "Grasshopper!", (r.centerx, r.y - 14), 13,
                           theme.ACCENT_SOFT, bold=True, anchor="center")

    def _draw_pass_row(self, surface, v, lit) -> None:
        """Two players: the opponent's next row, where the passed card lands (G-12)."""
        t = self.ctx.text
        mine = self.session.human_to_act() and v.phase == "pass"
        if not mine:
            return
        other = self.name((self.viewer() + 1) % v.num_players)
        z0 = self.zone("pass.left")
        t.blit(surface, f"{other}'s row:", (z0.x - 6, z0.centery), 13, theme.ACCENT_SOFT,
               bold=True, anchor="midright")
        for pos in POSITIONS:
            z = self.zone(f"pass.{pos}")
            on = f"pass.{pos}" in lit
            hover = z.collidepoint(self.pointer) and on
            s = pygame.Surface(z.size, pygame.SRCALPHA)
            s.fill((255, 214, 90, 110 if hover else (50 if on else 20)))
            surface.blit(s, z)
            pygame.draw.rect(surface, theme.ACCENT if on else (80, 120, 90), z, 2,
                             border_radius=8)
            t.blit(surface, pos, (z.centerx, z.y + 16), 14, theme.LIGHT, bold=True,
                   anchor="center")
            cost = {"left": f"{other} pays", "centre": "free", "right": f"{other} +1"}[pos]
            t.blit(surface, cost, (z.centerx, z.y + 38), 11, theme.LIGHT, anchor="center")

    def _draw_eudora(self, surface, v) -> None:
        """Solo: the Garden Club's reading so far, and the Roses (Romancing Eudora)."""
        t = self.ctx.text
        z = self.zone("eudora")
        pygame.draw.rect(surface, (20, 56, 38), z, border_radius=10)
        lines = v.breakdown(0)
        total = lines[-1][1]
        word = self.data.ribbon(total)
        t.blit(surface, f"Garden Club now: {total}", (z.x + 10, z.y + 6), 15,
               theme.ACCENT_SOFT, bold=True)
        y = z.y + 28
        body = lines[:-1]
        if not body:
            t.blit(surface, "nothing scores yet", (z.x + 10, y), 12, theme.MUTED)
        shown = body if len(body) <= 5 else body[:4]
        for label, pts in shown:
            t.blit(surface, f"{label}", (z.x + 10, y), 12, theme.MUTED)
            t.blit(surface, f"{pts:+d}", (z.right - 62, y), 12, theme.MUTED, anchor="topright")
            y += 15
        if len(body) > len(shown):
            t.blit(surface, f"+ {len(body) - len(shown)} more lines", (z.x + 10, y), 12,
                   theme.MUTED)
        draw_ribbon(surface, (z.right - 28, z.y + 44), word, 16)
        if dict(v.options).get("roses") == "on":
            t.blit(surface, f"Roses: {len(v.roses)} placed, {sum(v.roses_hidden)} still in"
                   " the deck", (z.x + 10, z.bottom + 4), 12, theme.LIGHT)

    def _draw_log(self, surface) -> None:
        t = self.ctx.text
        panel(surface, LOG, (238, 232, 214))
        t.blit(surface, "Game log", (LOG.x + 12, LOG.y + 8), 17, theme.INK, bold=True)
        t.blit(surface, f"seed {self.session.setup.seed}", (LOG.right - 12, LOG.y + 10), 14,
               theme.INK_SOFT, anchor="topright")
        lines: list[tuple[str, bool]] = []
        for entry in self.session.log[-40:]:
            text = self.with_names(entry.text)
            for j, ln in enumerate(t.wrap(text, 13, LOG.w - 24)):
                lines.append((ln, j == 0))
        room = (LOG.h - 40) // 17
        y = LOG.y + 34
        for ln, first in lines[-room:]:
            t.blit(surface, ("" if first else "  ") + ln, (LOG.x + 12, y), 13, theme.INK)
            y += 17

    def _draw_prompt(self, surface, v) -> None:
        t = self.ctx.text
        s = self.session
        panel(surface, PROMPT, (250, 246, 232))
        waiting = "" if s.state.is_terminal() else self.name(s.current())
        sentence = prompt_sentence(v, s.human_to_act(), self.name, waiting, self.bottom_card)
        if self.selected is not None and s.human_to_act():
            sentence = "Selected — now click a lit place (or click the card again to let go)."
        width = PROMPT.w - 32 - (420 if self.prompt_buttons else 0)
        y = PROMPT.y + 8
        for ln in t.wrap(sentence, 18, width, bold=True)[:3]:
            t.blit(surface, ln, (PROMPT.x + 16, y), 18, theme.INK, bold=True)
            y += 22
        if self.message and self.message_t > 0:
            for ln in t.wrap(self.message, 17, width, bold=True)[:2]:
                t.blit(surface, ln, (PROMPT.x + 16, max(y + 2, PROMPT.y + 72)), 17,
                       theme.DANGER if self.message_error else (40, 90, 60), bold=True)
                y += 20
        for b in self.prompt_buttons:
            b.draw(surface, t, 17)
