"""The Intrigue table (DESIGN.md "The app", "UX contract"; intrigue.txt).

Everything on screen is drawn from ``state.view(viewer)`` (never the full state).  The person
acts by the prompt bar's buttons, by dragging an action chip (Coup, Dagger, Steal) onto a
seat, by dragging (or clicking) a card to turn it face up, and by moving cards between the
keep row and the court in an exchange.  Each gesture is matched against the legal actions
(:mod:`app.gesture`): none → spring back with the engine's reason, one → apply, several →
a chooser.  AI seats are asked through the AI worker and paced by ``settings.ai_pace``.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from app.ai_worker import InlineAI
from app.cli import Setup
from app.gesture import Gesture, match_gesture
from app.intrigue_cards import CardPainter
from app.intrigue_memory import line_step, own_line, seat_lines
from app.intrigue_prompt import prompt, situation
from app.scenes.base import Scene
from app.scenes.table_common import TableCommands
from app.session import TableSession
from app.sound import cue
from app.ui import theme
from app.ui.tween import Tween, scaled
from app.ui.widgets import Button, click_buttons, panel
from app.ui.words import ai_level_words, display_seats, seat_label
from rules.core import IllegalAction
from rules.intrigue.roles import ROLES, role_name
from rules.intrigue.state import MATCH_WINS
from rules.words import listed

TABLE = pygame.Rect(0, 0, 960, 590)
LOG = pygame.Rect(972, 60, 298, 530)
PROMPT = pygame.Rect(10, 598, 1260, 114)
COURT = pygame.Rect(436, 230, 88, 124)
BANK = (330, 292)
SEAT_W, SEAT_H = 186, 118
#: Centres of the other seats' panels for 5-7 opponents (fewer sit on an arc).
SLOTS = {
    5: [(105, 300), (190, 100), (480, 70), (770, 100), (855, 300)],
    6: [(105, 330), (105, 180), (330, 70), (630, 70), (855, 180), (855, 330)],
    7: [(105, 330), (105, 190), (250, 70), (480, 70), (710, 70), (855, 190), (855, 330)],
}
MY_CARD = (96, 134)
SMALL_CARD = (40, 56)
CHIPS = ("coup", "dagger", "steal")
CHIP_LABEL = {"coup": "Coup · 7", "dagger": "Dagger · J · 3", "steal": "Steal · 10"}
#: Seconds after a new decision appears during which its buttons, number keys, chips and
#: cards ignore input: a click or key meant for the moment before (while AIs played) must
#: not answer a prompt the person has not read yet.
INPUT_GRACE = 0.35
#: Seconds a card shown to prove a challenged claim stays face up over its seat (at 1x).
SHOW_HOLD = 1.4


@dataclass
class Drag:
    """A drag in progress: ``kind`` (``"chip"``, ``"lose"``, ``"exchange"``), ``key`` (chip
    verb or card index), the item's ``origin`` top-left, the grab ``offset`` and the current
    top-left ``pos``.  ``moved`` is False until the pointer travelled past the threshold."""

    kind: str
    key: object
    origin: tuple[int, int]
    offset: tuple[int, int]
    pos: tuple[int, int]
    size: tuple[int, int]
    moved: bool = False
    lit: list = field(default_factory=list)


class ChooserOverlay(Scene):
    """A small dialog over the table listing several legal actions a gesture can mean
    (``options``: (label, action text)); picking one submits it, Cancel closes."""

    overlay = True

    def __init__(self, ctx, table: "IntrigueTable", title: str, options: list[tuple[str, str]],
                 note: str = ""):
        super().__init__(ctx)
        self.table, self.title = table, title
        #: A line under the title on who is left out and why ("Seat 2 has no coins to
        #: take."), or "": a tester's steal list silently lacked a seat with 0 coins.
        self.note = note
        self._note_fit = ctx.text.fit(note, 420 - 40, 20, range(15, 11, -1)) if note else None
        extra = 26 if note else 0
        h = 90 + extra + 58 * (len(options) + 1)
        self.rect = pygame.Rect(0, 0, 420, h)
        self.rect.center = TABLE.center
        self.buttons = []
        y = self.rect.y + 70 + extra
        for label, text in options:
            self.buttons.append(Button(pygame.Rect(self.rect.x + 40, y, 340, 48), label,
                                       lambda t=text: self.pick(t), tag=text))
            y += 58
        self.buttons.append(Button(pygame.Rect(self.rect.x + 40, y, 340, 48), "Cancel",
                                   ctx.stack.pop, color=(90, 90, 70), tag="cancel"))

    def pick(self, text: str) -> None:
        """Close and submit ``text``."""
        self.ctx.stack.pop()
        self.table.submit(text)

    def handle(self, event):
        """Buttons; Escape cancels."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.pop()
            return
        click_buttons(self.buttons, event)

    def draw(self, surface):
        """Dim the table, draw the dialog."""
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 110))
        surface.blit(dim, (0, 0))
        panel(surface, self.rect)
        self.ctx.text.blit(surface, self.title, (self.rect.centerx, self.rect.y + 34), 22,
                           theme.INK, bold=True, anchor="center")
        if self._note_fit:
            size, lines, _ = self._note_fit
            self.ctx.text.blit(surface, lines[0], (self.rect.centerx, self.rect.y + 64), size,
                               theme.INK_SOFT, anchor="center")
        for b in self.buttons:
            b.draw(surface, self.ctx.text)


ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th")


def finishing_order(session) -> list[int]:
    """Seats of a finished single game from the winner to the first seat out (the later a
    seat went out, the higher it finished; rulebook "Winning", I-9), from the record
    replayed by the engine (a resumed game's early eliminations are not in the table's
    memory).  Raises ``ValueError`` before the end."""
    from rules.core import replay

    st = session.state
    winners = list(st.result().winners)
    _, events = replay(session.game, st.num_players, session.options, session.setup.seed,
                       list(session.record))
    out = [ev.get("seat") for ev in events if ev.kind == "eliminated"]  # every other seat
    return winners + out[::-1]


class ResultsOverlay(Scene):
    """The end of the game: winner, each seat's face-down cards left, Play again (same seats
    and options, new seed), See the table (or Escape: the panel goes, the log can be read
    and scrolled, a "Results" button brings it back) and Menu."""

    overlay = True

    def __init__(self, ctx, table: "IntrigueTable"):
        super().__init__(ctx)
        self.table = table
        n = table.session.state.num_players
        self.rect = pygame.Rect(0, 0, 520, max(360, 230 + 24 * n))
        self.rect.center = TABLE.center
        #: seats from the winner to the first one out (a single game; None in a match)
        self.places = None if table.session.options.get("match") == "on" else \
            finishing_order(table.session)
        x, y = self.rect.x, self.rect.bottom - 74
        self.buttons = [
            Button(pygame.Rect(x + 20, y, 160, 52), "Play again", table.play_again,
                   color=theme.GOOD, tag="again"),
            Button(pygame.Rect(x + 190, y, 160, 52), "See the table", self.close, tag="table"),
            Button(pygame.Rect(x + 360, y, 140, 52), "Menu", table.to_menu, color=(90, 90, 70),
                   tag="menu"),
        ]

    def close(self) -> None:
        """Uncover the finished table; its prompt bar offers "Results" to come back."""
        if self.ctx.stack.top is self:
            self.ctx.stack.pop()
        self.table._refresh()

    def handle(self, event):
        """Buttons; Enter plays again, Escape shows the table."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.table.play_again()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        click_buttons(self.buttons, event)

    def draw(self, surface):
        """The results panel."""
        t = self.ctx.text
        s = self.table.session
        res = s.state.result()
        panel(surface, self.rect)
        names = " and ".join(self.table.name(w) for w in res.winners)
        you_won = any(s.is_human(w) for w in res.winners)
        title = "You win!" if you_won else f"{names} wins"
        if s.options.get("match") == "on":
            title = "You win the match!" if you_won else f"{names} wins the match"
        t.blit(surface, title, (self.rect.centerx, self.rect.y + 44), 36,
               theme.GOOD if you_won else theme.INK, bold=True, anchor="center")
        y = self.rect.y + 90
        if self.places is not None:                      # 1st the winner, then who lasted
            for k, seat in enumerate(self.places):
                score = res.scores[seat]
                detail = (f"{score} face-down card{'s' * (score != 1)} left" if k == 0
                          else "out")
                t.blit(surface, f"{ORDINALS[k]}  {self.table.name(seat)}: {detail}",
                       (self.rect.x + 40, y), 18,
                       theme.GOOD if seat in res.winners else theme.INK_SOFT)
                y += 24
        else:                                            # a match: games won
            for seat, score in enumerate(res.scores):
                line = f"{self.table.name(seat)}: {score} game{'s' * (score != 1)} won"
                t.blit(surface, line, (self.rect.x + 40, y), 18,
                       theme.GOOD if seat in res.winners else theme.INK_SOFT)
                y += 24
        t.blit(surface, f"seed {s.setup.seed} · {len(s.record)} moves",
               (self.rect.centerx, self.rect.bottom - 96), 16, theme.INK_SOFT, anchor="center")
        for b in self.buttons:
            b.draw(surface, t)


class MatchGameOverlay(Scene):
    """Between two games of a match (I-10): who won the game just played, every seat's wins
    so far, and who starts the next game; the table waits (no AI move) until "Next game"
    (or Enter, Space, Escape); "Menu" leaves the match (it is saved and can be resumed).
    The next game is already dealt by the engine."""

    overlay = True

    def __init__(self, ctx, table: "IntrigueTable", winner: int, game_no: int):
        super().__init__(ctx)
        self.table, self.winner, self.game_no = table, winner, game_no
        n = table.session.state.num_players
        self.rect = pygame.Rect(0, 0, 480, 210 + 26 * n)
        self.rect.center = TABLE.center
        y = self.rect.bottom - 72
        self.buttons = [Button(pygame.Rect(self.rect.centerx - 200, y, 220, 52), "Next game",
                               self.close, color=theme.GOOD, tag="next"),
                        Button(pygame.Rect(self.rect.centerx + 40, y, 160, 52), "Menu",
                               table.to_menu, color=(90, 90, 70), tag="menu")]

    def close(self) -> None:
        """Back to the table: the next game goes on."""
        self.table.between_games = False
        self.table.since_move = 0.0
        if self.ctx.stack.top is self:
            self.ctx.stack.pop()
        self.table._refresh()         # the person's prompt, if the next game starts with them

    def handle(self, event):
        """The button, or Enter / Space / Escape."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                          pygame.K_SPACE, pygame.K_ESCAPE):
            self.close()
            return
        click_buttons(self.buttons, event)

    def lines(self) -> list[str]:
        """The panel's lines under its title: each seat's wins, then who starts next."""
        v = self.table.view()
        out = [f"{self.table.name(seat)}: {w} game{'s' * (w != 1)} won"
               for seat, w in enumerate(v.wins)]
        out.append(f"Game {v.game_no}: {self.table.name(v.turn)} starts. "
                   f"First to {MATCH_WINS} wins the match.")
        return out

    def draw(self, surface):
        """The panel over the table."""
        t = self.ctx.text
        panel(surface, self.rect)
        you = self.table.session.is_human(self.winner)
        title = (f"You win game {self.game_no}!" if you else
                 f"{self.table.name(self.winner)} wins game {self.game_no}")
        t.blit(surface, title, (self.rect.centerx, self.rect.y + 40), 30,
               theme.GOOD if you else theme.INK, bold=True, anchor="center")
        y = self.rect.y + 82
        rows = self.lines()
        for k, line in enumerate(rows):
            last = k == len(rows) - 1
            size = t.line_size(line, self.rect.w - 60, (18, 16, 15, 14)) or 14
            t.blit(surface, line, (self.rect.x + 30, y + (8 if last else 0)), size,
                   theme.INK if not last else theme.INK_SOFT)
            y += 26
        for b in self.buttons:
            b.draw(surface, t)


class HandoverOverlay(Scene):
    """Hot seat: with several people at one screen, the table is hidden until the next
    person clicks, so nobody sees another person's cards (C-3)."""

    def __init__(self, ctx, table: "IntrigueTable", seat: int):
        super().__init__(ctx)
        self.table, self.seat = table, seat
        self.buttons = [Button(pygame.Rect(490, 420, 300, 56), f"I am {seat_label(seat)}: show",
                               self.ready, color=theme.GOOD, tag="ready")]

    def ready(self) -> None:
        """Uncover the table for ``seat``."""
        self.table.shown_seat = self.seat
        self.ctx.stack.pop()

    def handle(self, event):
        """The button (or Enter)."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.ready()
            return
        click_buttons(self.buttons, event)

    def update(self, dt):
        """Nothing moves while the table is hidden."""

    def draw(self, surface):
        """A plain screen naming the next person."""
        surface.fill(theme.BG)
        t = self.ctx.text
        t.blit(surface, f"{seat_label(self.seat)}'s decision", (640, 300), 40, theme.ACCENT_SOFT,
               bold=True, anchor="center")
        t.blit(surface, f"Pass the mouse to {seat_label(self.seat)}; the others look away.",
               (640, 360), 22, theme.LIGHT, anchor="center")
        for b in self.buttons:
            b.draw(surface, t)


def bubble_tail(box: pygame.Rect, panel: pygame.Rect) -> list[tuple[int, int]] | None:
    """The tail of a speech bubble ``box`` pointing at its seat's ``panel``: three points
    (base, tip, base) with the base just inside the bubble's side facing the panel and the
    tip on the panel's edge; ``None`` when the two overlap (no side faces the panel)."""
    def clamp(v, lo, hi):
        return max(lo, min(hi, v))

    if box.top >= panel.bottom or box.bottom <= panel.top:
        below = box.top >= panel.bottom
        x = clamp(panel.centerx, box.left + 16, box.right - 16)
        y = box.top + 2 if below else box.bottom - 3
        tip = (clamp(x, panel.left + 8, panel.right - 8), panel.bottom if below else panel.top)
        return [(x - 7, y), tip, (x + 7, y)]
    if box.left >= panel.right or box.right <= panel.left:
        right = box.left >= panel.right
        y = clamp(panel.centery, box.top + 9, box.bottom - 9)
        x = box.left + 2 if right else box.right - 3
        tip = (panel.right if right else panel.left, clamp(y, panel.top + 8, panel.bottom - 8))
        return [(x, y - 6), tip, (x, y + 6)]
    return None


class IntrigueTable(TableCommands, Scene):
    """The Intrigue table for ``setup``.

    Public for tests: ``session`` (:class:`app.session.TableSession`), ``message`` (the
    reason last shown in the prompt bar), ``prompt_buttons``, ``chip_rect(verb)``,
    ``seat_rect(seat)``, ``card_rects()`` (own face-down cards), ``submit(text)``.
    """

    game = "intrigue"

    def __init__(self, ctx, setup: Setup, actions: tuple[str, ...] = (),
                 read_only: bool = False):
        super().__init__(ctx)
        #: A replay shows this table without prompt buttons; it never updates or handles it.
        self.read_only = read_only
        self.session = TableSession(setup, getattr(ctx, "dump_path", None), actions)
        profile = getattr(ctx, "profile", None)
        if profile is not None:
            session = self.session
            session.on_change = lambda: profile.saved(session)
        self.cards = CardPainter(ctx.text, ctx.art)
        self.layout = _load_layout(self.session.state.num_players)
        self.ai = ctx.worker if ctx.worker is not None else InlineAI()
        self.pending_id: int | None = None
        self.pending_answer: str | None = None
        self.pending_len = -1
        self.since_move = 10.0
        self.message = ""
        self.message_t = 0.0
        self.tweens: list[Tween] = []
        self.bubbles: dict[int, tuple[str, float]] = {}
        self._label_layouts: dict[tuple[str, int], tuple[int, list[str], int]] = {}
        self._memory_layouts: dict[tuple, tuple] = {}   # memory aid words, per content
        self.drag: Drag | None = None
        self.spring: Tween | None = None
        self.press: tuple[str, object, tuple[int, int]] | None = None
        self.ex_keep: list[str] = []
        self.ex_court: list[str] = []
        self.ex_key: tuple | None = None
        self.results_shown = False
        #: a match game just ended: (winner, game number) for :class:`MatchGameOverlay`
        self.game_won: tuple[int, int] | None = None
        self.game_won_text = ""       # the engine's line, "Seat 2 wins game 1."
        self.between_games = False    # that panel is up: no AI move until it is closed
        if actions and not read_only:  # resumed right after a match game ended: panel again
            self._note_game_won(self.session.last_events)
            self.bubbles = self.resumed_bubbles()
        self.log_scroll = 0
        self._name_mid: dict[int, int] = {}   # y of each seat's name line, for its wins
        self._reset_log()
        self.fast = False
        #: Scene clock (seconds of ``update``) and when the current decision appeared.
        self.clock = 0.0
        self.prompt_key: tuple | None = None
        self.prompt_since = -1e9
        self.shown_seat = self.session.human_seats[0] if self.session.human_seats else -1
        self.pointer = (0, 0)
        self.header_buttons = [
            Button(pygame.Rect(972, 10, 60, 40), "Rules", self.open_rules, color=(90, 90, 70),
                   tag="rules"),
            Button(pygame.Rect(1038, 10, 60, 40), "Menu", self.to_menu, color=(90, 90, 70),
                   tag="menu"),
            Button(pygame.Rect(1104, 10, 86, 40), "", self.cycle_speed, color=(70, 90, 90),
                   tag="speed", hint="animation speed"),
            Button(pygame.Rect(1196, 10, 74, 40), "", self.toggle_memory_aid,
                   color=(70, 90, 90), tag="aid", hint="memory aid"),
        ]
        self.prompt_buttons: list[Button] = []
        #: Undo the person's last move (Ctrl+Z); enabled only when it revealed nothing.
        self.undo_button = Button(pygame.Rect(PROMPT.right - 112, PROMPT.y + 8, 98, 36), "Undo",
                                  self.undo, color=(90, 90, 70), tag="undo",
                                  hint="undo your last move (Ctrl+Z)")
        if not read_only:
            self.header_buttons.append(self.undo_button)
        self._refresh()
        self.prompt_since = -1e9  # the first decision is not one that appeared mid-play

    # ------------------------------------------------------------------ names and places
    def name(self, seat: int) -> str:
        """``"Seat 3"`` for engine seat 2 (people count seats from 1,
        :func:`app.ui.words.seat_label`), with ``" (you)"`` for a human seat when there is
        one human."""
        kind = self.session.setup.seats[seat]
        if kind == "human" and len(self.session.human_seats) == 1:
            return f"{seat_label(seat)} (you)"
        return seat_label(seat)

    def short(self, seat: int) -> str:
        """Name used in prompt sentences (``"Seat 1 (you)"`` for the person)."""
        return self.name(seat)

    def addressed(self, seat: int) -> str:
        """Name in sentences spoken to the deciding person: ``"you"`` for their own seat."""
        return "you" if seat == self.viewer() and self.session.is_human(seat) else self.name(seat)

    def seat_rect(self, seat: int) -> pygame.Rect:
        """The seat's panel (for the viewer: the area of its own hand)."""
        n = self.session.state.num_players
        d = (seat - self.viewer()) % n
        if self.layout is not None and f"seat.{d}" in self.layout:
            return self.layout.rect(f"seat.{d}")
        if d == 0:
            return pygame.Rect(250, 402, 470, 186)
        k = n - 1
        if k in SLOTS:
            cx, cy = SLOTS[k][d - 1]
        else:
            ang = math.radians(180.0 - 180.0 * d / (k + 1))
            cx = 480 + 390 * math.cos(ang)
            cy = 300 - 235 * math.sin(ang)
        r = pygame.Rect(0, 0, SEAT_W, SEAT_H)
        r.center = (int(cx), int(cy))
        r.clamp_ip(pygame.Rect(8, 8, TABLE.w - 16, 392))
        return r

    def seat_point(self, seat: int) -> tuple[int, int]:
        """Where coins and cards of ``seat`` fly to/from (-1 = the bank)."""
        if seat < 0:
            return self.bank_point()
        return self.seat_rect(seat).center

    def coins_zone(self, seat: int) -> pygame.Rect:
        """The coin icon and count of ``seat`` (layout ``coins.<k>``; the icon at its left,
        the number right of it)."""
        r = self.seat_rect(seat)
        d = (seat - self.viewer()) % self.session.state.num_players
        return self._zone(f"coins.{d}", pygame.Rect(r.right - 68, r.y + 4, 60, 30))

    def coin_icon_size(self, seat: int) -> int:
        """The coin icon's size beside ``seat``'s count (px): 24 for the viewer, else 22."""
        return 24 if seat == self.viewer() else 22

    def coin_point(self, seat: int) -> tuple[int, int]:
        """Where coins of ``seat`` fly to/from: the centre of the coin icon beside its
        count, so a flying coin never lands on the number (and the numbers are drawn over
        the flying coins, :meth:`_draw_coin_counts`); the bank for -1."""
        if seat < 0:
            return self.bank_point()
        cz = self.coins_zone(seat)
        return (cz.x + self.coin_icon_size(seat) // 2, cz.centery)

    def coin_count_pos(self, seat: int) -> tuple[int, int]:
        """The mid-left point of ``seat``'s coin count (right of its icon)."""
        cz = self.coins_zone(seat)
        return (cz.x + (30 if seat == self.viewer() else 27), cz.centery)

    def bank_point(self) -> tuple[int, int]:
        """Centre of the bank (layout zone ``bank``)."""
        if self.layout is not None and "bank" in self.layout:
            return self.layout.rect("bank").center
        return BANK

    def court_rect(self) -> pygame.Rect:
        """The court pile (layout zone ``court``)."""
        if self.layout is not None and "court" in self.layout:
            return self.layout.rect("court")
        return pygame.Rect(COURT)

    def chip_rect(self, verb: str) -> pygame.Rect:
        """Home rect of the action chip ``verb`` in the tray (layout zone ``tray``)."""
        i = CHIPS.index(verb)
        tray = self.layout.rect("tray") if self.layout is not None and "tray" in self.layout \
            else pygame.Rect(12, 430, 226, 156)
        return pygame.Rect(tray.x + 10, tray.y + 10 + i * 50, 200, 42)

    def card_rects(self) -> list[tuple[str, pygame.Rect]]:
        """Own face-down cards (rank, rect) as drawn in the hand area."""
        v = self.view()
        area = self.seat_rect(self.viewer())
        hz = self._zone("hand.0", pygame.Rect(area.x + 6, area.y + 40, 236, 140))
        out = []
        x = hz.x + 8
        for rank in v.hand:
            out.append((rank, pygame.Rect(x, hz.y, *MY_CARD)))
            x += MY_CARD[0] + 12
        return out

    def faceup_rect(self) -> pygame.Rect:
        """The viewer's face-up row (drop zone for a card to lose)."""
        if self.layout is not None and "lost.0" in self.layout:
            return self.layout.rect("lost.0")
        area = self.seat_rect(self.viewer())
        return pygame.Rect(area.x + 250, area.y + 40, 208, MY_CARD[1])

    def exchange_rects(self) -> tuple[list[tuple[int, pygame.Rect]], list[tuple[int, pygame.Rect]]]:
        """Exchange rows: (index into keep list, rect) and (index into court list, rect)."""
        area = self.seat_rect(self.viewer())
        step = min(MY_CARD[0] + 12, (self.keep_zone().w - MY_CARD[0] - 16) //
                   max(1, len(self.ex_keep) - 1))
        keep = [(i, pygame.Rect(area.x + 14 + i * step, area.y + 40, *MY_CARD))
                for i in range(len(self.ex_keep))]
        c = self.court_rect()
        court = [(i, pygame.Rect(c.right + 30 + i * 80, c.y + 6, 72, 100))
                 for i in range(len(self.ex_court))]
        return keep, court

    def keep_zone(self) -> pygame.Rect:
        """Drop zone of the keep row in an exchange."""
        area = self.seat_rect(self.viewer())
        return pygame.Rect(area.x + 6, area.y + 32, 2 * MY_CARD[0] + 40, MY_CARD[1] + 16)

    def court_zone(self) -> pygame.Rect:
        """Drop zone of the court in an exchange: the pile and the row of cards to put
        back, wide enough for every card in that row (up to four: two drawn and both of
        the person's; three stuck out of a fixed 300 px frame)."""
        c = self.court_rect()
        row_right = c.right + 30 + 80 * max(2, len(self.ex_court)) - 8
        return pygame.Rect(c.x - 10, c.y - 10, row_right + 10 - (c.x - 10), c.h + 20)

    # ------------------------------------------------------------------ actions
    def submit(self, text: str) -> bool:
        """Apply ``text`` for the deciding person.  Returns True when applied; otherwise the
        engine's reason is shown in the prompt bar and nothing changes."""
        if not self.session.human_to_act():
            self.say("Wait: it is not your decision now.")
            return False
        if self.between_games:        # the next game of the match begins with Next game
            self.say("The next game begins when you press Next game.")
            return False
        seat = self.session.current()
        try:
            events = self.session.apply_text(text)
        except IllegalAction as exc:
            self.say(display_seats(exc.reason))
            return False
        self._after_apply(seat, text, events)
        return True

    def try_gesture(self, gesture: Gesture, title: str = "Which one?", note: str = "") -> str:
        """Match ``gesture`` against the legal actions: ``"none"`` (reason shown),
        ``"applied"`` or ``"chooser"`` (several: a chooser overlay is pushed, with ``note``
        under its title)."""
        if not self.session.human_to_act() or self.between_games:
            self.say("Wait: it is not your decision now.")
            return "none"
        legal = self.session.legal_texts()
        found = match_gesture(gesture, legal)
        if not found:
            self.say(self._reason(gesture))
            return "none"
        if len(found) == 1:
            self.submit(found[0])
            return "applied"
        self.ctx.stack.push(ChooserOverlay(self.ctx, self, title,
                                           [(self.describe(t), t) for t in found], note))
        return "chooser"

    def _reason(self, gesture: Gesture) -> str:
        text = gesture.text()
        if gesture.verb in CHIPS and gesture.target is None:
            others = [s for s in range(self.session.state.num_players) if s != self.viewer()]
            text = f"{gesture.verb} {others[0]}"
        return display_seats(self.session.explain(text))

    def describe(self, text: str) -> str:
        """Button label for an action text (``"Dagger on Seat 2"``)."""
        w = text.split()
        if w[0] in CHIPS and len(w) == 2:
            prep = "from" if w[0] == "steal" else "on"      # as the log: "steal from Seat 2"
            return f"{w[0].capitalize()} {prep} {self.name(int(w[1]))}"
        if w[0] == "block":
            return f"Block with {ROLES[w[1]].name}"
        if w[0] == "lose":
            return f"Turn {ROLES[w[1]].name} face up"
        return self.describe_bubble(text)

    def say(self, text: str) -> None:
        """Show ``text`` in the prompt bar (a reason or a notice, in display words: engine
        texts go through :func:`app.ui.words.display_seats` first)."""
        self.message = text
        self.message_t = 6.0

    def _note_game_won(self, events) -> None:
        """When ``events`` end a game of a match that goes on (I-10), make the table wait
        for :class:`MatchGameOverlay` (a replay does not)."""
        for ev in events:
            if ev.kind == "win" and not ev.get("match") and not self.session.state.is_terminal():
                self.game_won_text = ev.text
                if not self.read_only:
                    self.game_won = (ev.get("seat"), ev.get("game"))
                    self.between_games = True
                return

    def bubble_words(self, text: str, events) -> str:
        """The speech bubble for action ``text`` that produced ``events``: as
        :meth:`describe_bubble`, but a shown card is named ("Shows the King"), as in the
        log, and a coup, Dagger or steal names its target ("Steal (10) → Seat 1 (you)").
        Also used by the replay viewer, so a replay says the same."""
        shown = next((ev.get("rank") for ev in events if ev.kind == "show"), None)
        if text == "show" and shown:
            return f"Shows {role_name(shown)}"
        w = text.split()
        if w[0] in CHIPS and len(w) == 2 and w[1].isdigit():
            # the target on the table too, not only in the prompt and the log (session
            # 24's tester): "Dagger (Jack) → Seat 3"
            return f"{self.describe_bubble(text)} → {self.name(int(w[1]))}"
        return self.describe_bubble(text)

    def _after_apply(self, seat: int, text: str, events) -> None:
        self.message = ""
        self.since_move = 0.0
        self.pending_id = None
        self.pending_answer = None
        kinds = {ev.kind for ev in events}
        if "announce" in kinds:
            # a new turn: the last turn's words are done with (session 25's tester saw one
            # seat's "Tax (King)" still up while the next seat claimed the King)
            self.bubbles.clear()
        self.bubbles[seat] = (self.bubble_words(text, events), 2.2)
        for kinds_of, name in (({"challenge", "block"}, "visit"), ({"lose", "show", "coins"},
                                                                  "place"),
                               ({"draw", "return", "shuffle"}, "deal")):
            if kinds & kinds_of:
                cue(self.ctx, name)
                break
        self._note_game_won(events)   # the match panel says who won (no second notice)
        self._animate(events)
        self._refresh()

    def resumed_bubbles(self) -> dict[int, tuple[str, float]]:
        """The speech bubbles of a game resumed from its record, as they were up when it
        was saved: the open claim's (:meth:`claim_seat`, the words of that seat's latest
        action, kept up until the claim is decided) and the latest action's (its usual
        2.2 s).  Seats and events of each action come from the record replayed by the
        engine (the table keeps no bubble in the autosave).  Empty at the start, at the
        end, and between two games of a match (:class:`MatchGameOverlay` clears them)."""
        s = self.session
        if not s.record or s.state.is_terminal() or self.game_won is not None:
            return {}
        st = s.game.new_state(len(s.setup.seats), s.options, s.setup.seed)
        last: dict[int, tuple[str, list]] = {}    # seat -> (its latest action, its events)
        mover = -1
        for text in s.record:
            mover = st.current_player()
            last[mover] = (text, list(st.apply(st.find_action(text))))
        out: dict[int, tuple[str, float]] = {}
        claim = self.claim_seat()
        for seat in (claim, mover):
            if seat is not None and seat in last and seat not in out:
                out[seat] = (self.bubble_words(*last[seat]), 2.2)
        return out

    def claim_seat(self) -> int | None:
        """The seat whose claim the table is deciding on now (its bubble stays up until
        the decision is made): the claimant while a claim may be challenged or must be
        proved, the acting seat while its action may be blocked; else ``None``."""
        v = self.view()
        if v.phase in ("challenge", "prove"):
            return v.claimant
        if v.phase == "block":
            return v.turn
        return None

    @staticmethod
    def describe_bubble(text: str) -> str:
        """Short speech-bubble words for an action (``"Tax (King)"``, ``"Block (10)"``: a
        role as the log names it)."""
        w = text.split()
        return {
            "income": "Income", "foreign_aid": "Foreign aid", "tax": "Tax (King)",
            "exchange": "Exchange (Ace)", "challenge": "I challenge!", "pass": "Pass",
            "show": "Shows the card", "decline": "Won't show", "coup": "Coup!",
            "dagger": "Dagger (Jack)", "steal": "Steal (10)", "keep": "Done exchanging",
            "lose": "Loses a card",
        }.get(w[0], text) if w[0] != "block" else f"Block ({role_name(w[1])[4:]})"

    # ------------------------------------------------------------------ scene flow
    def toggle_memory_aid(self) -> None:
        """Show or hide what each seat has claimed and shown this game (RULINGS C-3: public
        knowledge the physical game leaves to memory)."""
        self.ctx.settings.memory_aid = not self.ctx.settings.memory_aid
        if getattr(self.ctx, "profile", None) is not None:
            self.ctx.profile.settings.memory_aid = self.ctx.settings.memory_aid
        self._refresh()

    # ------------------------------------------------------------------ refresh
    def _refresh(self) -> None:
        """Rebuild prompt buttons and exchange rows from the view and legal actions."""
        self.header_buttons[2].label = self.speed_label()
        self.header_buttons[3].label = "Aid on" if self.ctx.settings.memory_aid else "Aid off"
        s = self.session
        self.prompt_buttons = []
        if self.read_only:
            return
        self.undo_button.enabled = s.undo_target() is not None
        if self.fast and not self.humans_out():
            self.fast = False     # a match's next game: the person plays again, at pace (I-10)
        key = (len(s.record), s.current()) if s.human_to_act() else None
        if key != self.prompt_key:  # a new decision: input waits INPUT_GRACE seconds
            self.prompt_key = key
            self.prompt_since = self.clock
        if not s.human_to_act() or self.between_games:
            if s.state.is_terminal() and self.results_shown:
                self.prompt_buttons.append(Button(pygame.Rect(PROMPT.x + 16, PROMPT.y + 58, 200,
                                                              46), "Results", self.show_results,
                                                  color=theme.GOOD, tag="results"))
            if self.humans_out() and not s.state.is_terminal() and not self.fast:
                self.prompt_buttons.append(Button(pygame.Rect(PROMPT.x + 16, PROMPT.y + 58, 260,
                                                              46), "Fast-forward to the end",
                                                  self.fast_forward, tag="fast"))
            return
        v = self.view()
        _, btns = prompt(v, s.legal_texts(), self.addressed)
        x = PROMPT.x + 16
        for b in btns:
            w = max(150, min(280, 40 + self.ctx.text.font(18, True).size(b.label)[0]))
            self.prompt_buttons.append(Button(pygame.Rect(x, PROMPT.y + 58, w, 46), b.label,
                                              lambda t=b.text: self.submit(t), tag=b.text))
            x += w + 12
        if v.phase == "exchange":
            key = (len(s.record), v.hand, v.drawn)
            if self.ex_key != key:
                self.ex_key = key
                self.ex_keep = list(v.hand)
                self.ex_court = list(v.drawn)
            need = v.face_down[v.seat]
            ok = self.keep_valid()
            label = (f"Keep {' and '.join(ROLES[r].name for r in self.ex_keep)}" if ok else
                     f"Keep {need} ({len(self.ex_keep)} chosen)")
            w = max(220, 40 + self.ctx.text.font(17, True).size(label)[0])
            self.prompt_buttons.append(Button(pygame.Rect(x, PROMPT.y + 58, w, 46), label,
                                              self.confirm_keep, enabled=ok, color=theme.GOOD,
                                              tag="keep"))
            if ok and self.message:  # a reason about an earlier, invalid choice is stale
                self.message, self.message_t = "", 0.0

    def keep_valid(self) -> bool:
        """True when the cards now in the exchange's keep row are a legal ``keep`` (the
        right number, drawn from hand and court: intrigue.txt "Exchange")."""
        if not self.session.human_to_act() or self.view().phase != "exchange":
            return False
        if not self.ex_keep:
            # an empty row is no choice at all (a gesture without ranks would match every
            # legal keep: a tester got "Which one?" with three identical buttons)
            return False
        legal = self.session.legal_texts()
        return bool(match_gesture(Gesture("keep", ranks=tuple(self.ex_keep)), legal))

    def input_ready(self) -> bool:
        """False during the first :data:`INPUT_GRACE` seconds of a new decision: then the
        prompt buttons, number keys, chips and cards ignore clicks and keys."""
        return self.clock - self.prompt_since >= INPUT_GRACE

    def undo(self) -> bool:
        """Undo the person's last move, until another seat has moved and when
        nothing was revealed, drawn or shuffled since (:meth:`app.session.TableSession.undo`).  The
        state is rebuilt from the record, never re-dealt.  Returns True when undone."""
        s = self.session
        why = s.undo_refusal()
        if self.read_only or not s.undo():
            self.say(f"Undo is not possible now: {why or 'this is a replay'}.")
            return False
        self.cancel_drag()
        self.pending_id = None
        self.pending_answer = None
        self.pending_len = -1
        self.tweens.clear()
        # the open claim's bubble (and the latest move's) as on resume: the prompt asks
        # about that claim, so its words stay in view (a tester saw it vanish)
        self.bubbles = self.resumed_bubbles()
        self._reset_log()
        self.log_scroll = 0
        self.ex_key = None
        self.since_move = 0.0
        self.say("Undone: back to just before your last move.")
        self._refresh()
        return True

    def humans_out(self) -> bool:
        """True when every person's seat is out of the game (only AIs are left)."""
        v = self.view()
        humans = self.session.human_seats
        return bool(humans) and all(v.face_down[h] == 0 for h in humans)

    def show_results(self) -> None:
        """Bring the results panel back over a finished table (after "See the table")."""
        if self.session.state.is_terminal() and self.ctx.stack.top is self:
            self.ctx.stack.push(ResultsOverlay(self.ctx, self))

    def fast_forward(self) -> None:
        """Let the remaining AIs finish without pacing or animation."""
        self.fast = True
        self.tweens.clear()
        self._refresh()

    def confirm_keep(self) -> None:
        """Submit the exchange with the cards now in the keep row; a choice that is not a
        legal keep (wrong number of cards) is refused in words, nothing submitted."""
        if self.session.human_to_act() and not self.keep_valid():
            need = self.view().face_down[self.viewer()]
            self.say(f"Keep exactly {need} card{'s' * (need != 1)}: move cards between your "
                     "hand and the court, then press Keep.")
            return
        self.try_gesture(Gesture("keep", ranks=tuple(self.ex_keep)))

    # ------------------------------------------------------------------ AI
    def update(self, dt: float) -> None:
        """Animations, AI requests and pacing, results."""
        self.since_move += dt
        self.clock += dt
        if self.message_t > 0:
            self.message_t -= dt
        open_claim = self.claim_seat()
        for seat in list(self.bubbles):
            text, left = self.bubbles[seat]
            if seat == open_claim:
                continue                 # the claim being asked about stays in view
            if left - dt <= 0:
                del self.bubbles[seat]
            else:
                self.bubbles[seat] = (text, left - dt)
        for tw in self.tweens:
            tw.step(dt)
        self.tweens = [tw for tw in self.tweens if not tw.done]
        if self.spring is not None:
            self.spring.step(dt)
            if self.spring.done:
                self.spring = None
        self._drive_ai()
        s = self.session
        if len(s.human_seats) > 1 and s.human_to_act() and s.current() != self.shown_seat \
                and self.ctx.stack.top is self and not self.tweens:
            self.cancel_drag()
            self.ctx.stack.push(HandoverOverlay(self.ctx, self, s.current()))
            return
        if self.game_won is not None and not self.tweens and self.ctx.stack.top is self:
            winner, game_no = self.game_won
            self.game_won = None
            self.bubbles.clear()
            cue(self.ctx, "end")
            self.ctx.stack.push(MatchGameOverlay(self.ctx, self, winner, game_no))
            return
        if s.state.is_terminal() and not self.tweens and not self.results_shown \
                and self.ctx.stack.top is self:
            self.results_shown = True
            self.bubbles.clear()      # nothing peeks out from behind the results
            cue(self.ctx, "end")
            self.ctx.stack.push(ResultsOverlay(self.ctx, self))

    def _drive_ai(self) -> None:
        s = self.session
        if self.between_games or not self._ai_answer_ready():
            return
        if self.since_move < self.ctx.settings.ai_pace and not self.fast:
            return
        seat = s.current()
        text = self.pending_answer
        try:
            events = s.apply_text(text)
        except IllegalAction as exc:  # a stale or bad answer: ask again
            self.say(f"AI move refused: {display_seats(exc.reason)}")
            self.pending_id = None
            return
        self._after_apply(seat, text, events)

    def step_ai_now(self) -> bool:
        """Apply the AI's move at once, ignoring pacing and animations (screenshots, tests).
        Returns False when a person must decide or the game is over."""
        s = self.session
        if s.state.is_terminal() or s.is_human(s.current()):
            return False
        self.since_move = 1e9
        self.tweens.clear()
        self.between_games = False    # no waiting for the match panel either
        before = len(s.record)
        for _ in range(200):
            self._drive_ai()
            if len(s.record) != before:
                return True
            self.tweens.clear()
            self.since_move = 1e9
        return False

    # ------------------------------------------------------------------ animation
    def _animate(self, events) -> None:
        sp = self.speed
        if sp <= 0 or self.fast:
            return
        viewer = self.viewer()
        delay = 0.0
        for ev in events:
            if not ev.visible_to(viewer):
                continue
            k = ev.kind
            if k == "newgame":   # a match's next deal: its counts are not those in flight
                for tw in self.tweens:
                    if tw.what[0] == "coin":
                        tw.what = ("coin",)
            if k == "coins":
                frm, to, amount = ev.get("from"), ev.get("to"), int(ev.get("amount", 1))
                n = min(amount, 7)
                for i in range(n):   # the first coin carries what more than 7 do not show
                    value = amount - (n - 1) if i == 0 else 1
                    self.tweens.append(Tween(("coin", frm, to, value), self.coin_point(frm),
                                             self.coin_point(to), scaled(0.45, sp),
                                             delay + scaled(0.07 * i, sp)))
                delay += scaled(0.25, sp)
            elif k == "draw" and ev.get("seat") is not None:
                for i in range(int(ev.get("count", 1) or 1)):
                    self.tweens.append(Tween(("back",), self.court_rect().center,
                                             self.seat_point(ev.get("seat")),
                                             scaled(0.45, sp), delay + scaled(0.1 * i, sp)))
                delay += scaled(0.3, sp)
            elif k == "return" and ev.get("count"):
                for i in range(int(ev.get("count"))):
                    self.tweens.append(Tween(("back",), self.seat_point(ev.get("seat")),
                                             self.court_rect().center, scaled(0.45, sp),
                                             delay + scaled(0.1 * i, sp)))
                delay += scaled(0.3, sp)
            elif k == "lose":
                seat = ev.get("seat")
                start = self.seat_point(seat)
                self.tweens.append(Tween(("face", ev.get("rank")),
                                         (start[0], start[1] - 40), start, scaled(0.7, sp), delay))
                delay += scaled(0.4, sp)
            elif k == "show":
                # the proved card rises from its seat and stays up for SHOW_HOLD s before
                # it goes back into the court (its "return" comes after the challenger's
                # loss); session 25's tester never saw it, only the bubble
                seat = ev.get("seat")
                start = self.seat_point(seat)
                up = (start[0], start[1] - 30)
                self.tweens.append(Tween(("face", ev.get("rank")), start, up,
                                         scaled(0.6, sp), delay))
                self.tweens.append(Tween(("face", ev.get("rank")), up, up,
                                         scaled(SHOW_HOLD, sp), delay + scaled(0.6, sp)))
                delay += scaled(0.5, sp)

    def shown_coins(self, v, seat: int) -> int:
        """The coin count drawn beside ``seat``: the view's count (``v.coins``) less the
        coins still flying to it, plus those still waiting to leave it.  So a count goes
        down as each coin takes off and up as each lands, while the state (and what the
        prompt and the chips offer) changes at once; with animation Off nothing flies and
        the count is the view's.  Coins flying across a match's new deal count for
        neither game."""
        n = v.coins[seat]
        for tw in self.tweens:
            if tw.what[0] != "coin" or len(tw.what) < 4:
                continue
            _, frm, to, value = tw.what
            if to == seat and not tw.done:
                n -= value
            if frm == seat and not tw.started:
                n += value
        return n

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        """Mouse and keys: header and prompt buttons, chips and cards (click or drag)."""
        if event.type in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
            self.cancel_drag()
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_log(self.pointer, event.y)
            return
        if event.type == pygame.MOUSEMOTION:
            self._pointer_moved(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press = None
            hit = self._hit(event.pos) if self.input_ready() else None
            if hit is not None:
                self.press = (hit[0], hit[1], event.pos)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            press, self.press = self.press, None
            if self.drag is not None:
                self._drop(event.pos)
                return
            if click_buttons(self.header_buttons, event):
                return
            if not self.read_only and not self.undo_button.enabled \
                    and self.undo_button.contains(event.pos):
                self.undo()               # greyed: a click still says why (not a silent no)
                return
            if not self.input_ready():  # a click meant for the moment before the prompt
                return
            if click_buttons(self.prompt_buttons, event):
                return
            if press is not None and self._hit(event.pos) == press[:2]:
                self._click(press[0], press[1])

    def scroll_log(self, pos: tuple[int, int], notches: int) -> bool:
        """The mouse wheel over the log: ``notches`` (pygame's ``MOUSEWHEEL`` ``y``,
        positive: back to older lines) times 3 lines, never past the newest line.  ``pos``:
        the pointer in logical pixels.  True when ``pos`` is over the log.  Also called by
        the replay viewer, which keeps every other input from the table."""
        if not LOG.collidepoint(pos):
            return False
        self.log_scroll = max(0, self.log_scroll + 3 * notches)
        return True

    def _key(self, event) -> None:
        """Keys, a second way to every action: 1-9 press the prompt bar's buttons, C / D / S
        pick the Coup / Dagger / Steal chip (then the chooser), R opens the rules, Escape
        ends a drag."""
        if event.key == pygame.K_ESCAPE:
            self.cancel_drag()
            return
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
            return
        if event.key == pygame.K_r:
            self.open_rules()
            return
        if pygame.K_1 <= event.key <= pygame.K_9:
            # the prompt's buttons by number: a decision's after its grace, and "Fast-forward
            # to the end" once the person is out (no decision then)
            if self.session.human_to_act() and not self.input_ready():
                return
            i = event.key - pygame.K_1
            if i < len(self.prompt_buttons) and self.prompt_buttons[i].enabled:
                self.prompt_buttons[i].action()
            return
        if not self.session.human_to_act() or not self.input_ready():
            return  # typed while the AIs played, or before the new prompt could be read
        chip = {pygame.K_c: "coup", pygame.K_d: "dagger", pygame.K_s: "steal"}.get(event.key)
        if chip is not None:
            if self._hit(self.chip_rect(chip).center) is not None:
                self._click("chip", chip)
            else:
                self.say("No action on a player can be chosen now.")
            return

    def _hit(self, pos) -> tuple[str, object] | None:
        """The draggable item under ``pos``: ("chip", verb), ("lose", rank),
        ("exkeep", index), ("excourt", index) — only when the person is deciding."""
        s = self.session
        if not s.human_to_act():
            return None
        v = self.view()
        if v.phase == "action":
            for verb in CHIPS:
                if self.chip_rect(verb).collidepoint(pos):
                    return ("chip", verb)
        elif v.phase in ("lose", "prove"):
            for rank, r in self.card_rects():
                if r.collidepoint(pos):
                    return ("lose" if v.phase == "lose" else "show", rank)
        elif v.phase == "exchange":
            keep, court = self.exchange_rects()
            for i, r in keep:
                if r.collidepoint(pos):
                    return ("exkeep", i)
            for i, r in court:
                if r.collidepoint(pos):
                    return ("excourt", i)
        return None

    def _item_rect(self, kind: str, key) -> pygame.Rect:
        if kind == "chip":
            return self.chip_rect(key)
        if kind in ("lose", "show"):
            return dict(self.card_rects())[key]
        keep, court = self.exchange_rects()
        return dict(keep if kind == "exkeep" else court)[key]

    def _start_drag(self, kind: str, key, start) -> None:
        r = self._item_rect(kind, key)
        cue(self.ctx, "pick")
        d = Drag(kind, key, r.topleft, (start[0] - r.x, start[1] - r.y), r.topleft, r.size)
        legal = self.session.legal_texts()
        if kind == "chip":
            d.lit = [s for s in range(self.session.state.num_players)
                     if s != self.viewer() and match_gesture(Gesture(key, s), legal)]
        elif kind == "lose":
            d.lit = ["faceup"] if match_gesture(Gesture("lose", ranks=(key,)), legal) else []
        elif kind == "show":
            v = self.view()
            d.lit = ["court"] if key == v.claimed_rank and "show" in legal else []
        elif kind == "exkeep":
            d.lit = ["court"]
        else:
            d.lit = ["keep"]
        self.drag = d

    def chip_target(self) -> tuple[int, bool] | None:
        """While an action chip is dragged: ``(seat, legal)`` for the other player's seat
        under the pointer, where ``legal`` says the drop there would be taken (the seat is
        one of the drag's lit targets); ``None`` when no chip is dragged or the pointer is
        over no other seat.  The seat is drawn filled (legal) or ringed in red (not)."""
        d = self.drag
        if d is None or d.kind != "chip" or not d.moved:
            return None
        seat = self.other_seat_at(self.pointer)
        return None if seat is None else (seat, seat in d.lit)

    def other_seat_at(self, pos) -> int | None:
        """The seat, not the viewer's own, whose panel is under ``pos`` (logical px)."""
        return next((s for s in range(self.session.state.num_players)
                     if s != self.viewer() and self.seat_rect(s).collidepoint(pos)), None)

    def _drop(self, pos) -> None:
        d, self.drag = self.drag, None
        if d is None:
            return
        if pygame.Rect(d.origin, d.size).collidepoint(pos):
            # dropped back where it was picked up: a cancel, not a mistake (session 25's
            # checker was told "Drop the chip on another player's seat." in red)
            self._spring_back(d, cancel=True)
            return
        ok = False
        if d.kind == "chip":
            target = self.other_seat_at(pos)
            if target is None:
                self.say("Drop the chip on another player's seat.")
            else:
                ok = self.try_gesture(Gesture(d.key, target)) != "none"
        elif d.kind == "lose":
            if self.faceup_rect().inflate(40, 40).collidepoint(pos):
                ok = self.try_gesture(Gesture("lose", ranks=(d.key,))) != "none"
            else:
                self.say("Drop the card on your face-up row (or just click it).")
        elif d.kind == "show":
            if self.court_rect().inflate(80, 80).collidepoint(pos):
                ok = self._show(d.key)
            else:
                self.say("Drop the card on the court to show it (or press Show / Decline).")
        elif d.kind == "exkeep" and self.court_zone().collidepoint(pos):
            self.ex_court.append(self.ex_keep.pop(d.key))
            ok = True
        elif d.kind == "excourt" and self.keep_zone().collidepoint(pos):
            self.ex_keep.append(self.ex_court.pop(d.key))
            ok = True
        if ok:
            self._refresh()
        else:
            self._spring_back(d)

    def cancel_drag(self) -> None:
        """End a drag without a drop (focus lost, pointer left the window, Escape)."""
        self.press = None
        if self.drag is not None:
            d, self.drag = self.drag, None
            self._spring_back(d)

    def _show(self, rank: str) -> bool:
        """Show ``rank`` to answer a challenge: it must be the claimed role (and the engine
        must allow ``show``).  Returns True when applied."""
        v = self.view()
        if rank != v.claimed_rank:
            self.say(f"You are asked for {ROLES[v.claimed_rank].name}, not {ROLES[rank].name}.")
            return False
        return self.try_gesture(Gesture("show")) == "applied"

    def left_out_note(self, verb: str) -> str:
        """Who a targeted action ``verb`` cannot be aimed at, and why, for the chooser: for
        ``steal``, the seats still in with no coins ("Seat 2 has no coins to take."; RULINGS
        I-7: a steal needs a target with at least 1 coin, so the engine offers none); else
        ``""``."""
        if verb != "steal":
            return ""
        v = self.view()
        broke = [s for s in v.living() if s != v.seat and v.coins[s] == 0]
        if not broke:
            return ""
        who = listed([self.name(s) for s in broke])
        return f"{who} {'has' if len(broke) == 1 else 'have'} no coins to take."

    def _click(self, kind: str, key) -> None:
        if kind == "show":
            self._show(key)
        elif kind == "chip":
            self.try_gesture(Gesture(key), title=f"{key.capitalize()}: on whom?",
                             note=self.left_out_note(key))
        elif kind == "lose":
            self.try_gesture(Gesture("lose", ranks=(key,)))
        elif kind == "exkeep":
            self.ex_court.append(self.ex_keep.pop(key))
            self._refresh()
        elif kind == "excourt":
            self.ex_keep.append(self.ex_court.pop(key))
            self._refresh()

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The whole table from ``view(viewer)``."""
        v = self.view()
        t = self.ctx.text
        surface.fill(theme.BG)
        pygame.draw.rect(surface, theme.FELT, TABLE.inflate(-8, -8), border_radius=40)
        pygame.draw.rect(surface, theme.FELT_DARK, TABLE.inflate(-8, -8), 6, border_radius=40)
        self._draw_header(surface, v)
        self._draw_center(surface, v)
        under = self.chip_target()                 # the seat a dragged chip is over
        for seat in range(v.num_players):
            if seat != self.viewer():
                self._draw_seat(surface, v, seat, under)
        self._draw_me(surface, v)
        self._draw_tray(surface, v)
        self._draw_log(surface)
        self._draw_prompt(surface, v)
        for b in self.header_buttons:
            b.draw(surface, t, 15)
        placed: list[pygame.Rect] = []
        for seat, (text, _) in self.bubbles.items():
            self._draw_bubble(surface, seat, text, placed)
        for tw in self.tweens:
            if tw.started:
                self._draw_flying(surface, tw.what, tw.pos())
        self._draw_coin_counts(surface, v)
        if self.spring is not None:
            kind, key, size = self.spring.what
            self._draw_item(surface, kind, key, self.spring.pos(), size)
        if self.drag is not None:
            self._draw_item(surface, self.drag.kind, self.drag.key, self.drag.pos, self.drag.size)

    def _draw_coin_counts(self, surface, v) -> None:
        """Every seat's coin count, drawn after the flying coins so that a coin landing
        beside a number never covers it (a tester saw the counts hidden)."""
        t = self.ctx.text
        me = self.viewer()
        for seat in range(v.num_players):
            t.blit(surface, str(self.shown_coins(v, seat)), self.coin_count_pos(seat),
                   22 if seat == me else 20, theme.LIGHT if seat == me else theme.INK,
                   bold=True, anchor="midleft")

    def match_line_rect(self) -> pygame.Rect:
        """Where a match's line ("Match · game 2 · first to 3 wins", I-10) goes: above the
        court's label, clear of the person's panel and bubble (it sat under both); speech
        bubbles keep clear of it (:meth:`bubble_rect`).  Each seat's wins are on its panel
        (:meth:`wins_text`)."""
        court = self.court_rect()
        w, h = self.ctx.text.font(16).size(self.match_line(self.view()))
        r = pygame.Rect(0, 0, w + 8, h)
        r.midbottom = (court.centerx, court.y - 42)
        return r

    @staticmethod
    def match_line(v) -> str:
        """The line naming a match's game (I-10): ``"Match · game 2 · first to 3 wins"``."""
        return f"Match · game {v.game_no} · first to {MATCH_WINS} wins"

    @staticmethod
    def wins_text(wins: int) -> str:
        """A seat's game wins in a match, drawn after its name: ``"★2"`` (I-10)."""
        return f"★{wins}"

    def _draw_wins(self, surface, v, seat: int, name_right: int, room_right: int,
                   color) -> int:
        """A match seat's wins between its name (ending at ``name_right`` px) and its coins
        (from ``room_right``), 16 down to 11 px, left out only if even 11 px does not fit.
        Returns where the name and the wins end (``name_right`` when none are drawn)."""
        if not v.match:
            return name_right
        t = self.ctx.text
        text = self.wins_text(v.wins[seat])
        size = t.line_size(text, room_right - name_right - 16, (16, 15, 14, 13, 12, 11), True)
        if size is None:
            return name_right
        t.blit(surface, text, (name_right + 7, self._name_mid[seat]), size, color,
               bold=True, anchor="midleft")
        return name_right + 7 + t.font(size, True).size(text)[0]

    def _draw_header(self, surface, v) -> None:
        t = self.ctx.text
        if v.match:
            t.blit(surface, self.match_line(v), self.match_line_rect().center, 16,
                   theme.ACCENT_SOFT, anchor="center")

    def _draw_center(self, surface, v) -> None:
        t = self.ctx.text
        # bank
        bank = self.bank_point()
        for i in range(5):
            c = self.cards.coin(26)
            surface.blit(c, (bank[0] - 13 + (i % 3) * 6, bank[1] - 13 - i * 4))
        t.blit(surface, "bank", (bank[0], bank[1] + 26), 15, theme.LIGHT, anchor="center")
        # court
        ex = self.session.human_to_act() and v.phase == "exchange"
        for i in range(min(v.court_size, 5)):
            court = self.court_rect()
            surface.blit(self.cards.back(court.size), (court.x + i * 2, court.y - i * 2))
        court = self.court_rect()
        t.blit(surface, f"court: {v.court_size} cards", (court.centerx, court.y - 22), 15,
               theme.LIGHT, anchor="center")
        if self.drag is not None and self.drag.kind == "show" and "court" in self.drag.lit:
            pygame.draw.rect(surface, theme.ACCENT, self.court_rect().inflate(16, 16), 4,
                             border_radius=12)
        if ex:
            zone = self.court_zone()
            lit = self.drag is not None and "court" in self.drag.lit
            pygame.draw.rect(surface, theme.ACCENT if lit else theme.FELT_DARK, zone, 3,
                             border_radius=10)
            # under the row, on open felt: above it the label ran under the seat panel at
            # the upper right in a five-player game ("return to cour", a tester)
            t.blit(surface, "return to court", (zone.centerx + 44, zone.bottom + 12), 15,
                   theme.ACCENT_SOFT, anchor="center")
            _, court = self.exchange_rects()
            for i, r in court:
                if self._dragging("excourt", i):
                    continue
                surface.blit(self.cards.card(self.ex_court[i], r.size), r)

    def _dragging(self, kind, key) -> bool:
        for obj in (self.drag, ):
            if obj is not None and obj.kind == kind and obj.key == key:
                return True
        if self.spring is not None and self.spring.what[:2] == (kind, key):
            return True
        return False

    def _draw_seat(self, surface, v, seat: int, under=None) -> None:
        """One opponent's panel; ``under``: :meth:`chip_target` of this frame."""
        t = self.ctx.text
        r = self.seat_rect(seat)
        alive = v.face_down[seat] > 0
        current = v.current == seat
        lit = self.drag is not None and self.drag.kind == "chip" and seat in self.drag.lit
        col = theme.PANEL if alive else (120, 124, 118)
        if under is not None and under[0] == seat and under[1]:
            col = theme.ACCENT_SOFT                     # the drop would act on this seat
        panel(surface, r, col, border=theme.ACCENT if (current or lit) else theme.PANEL_DARK)
        if lit:
            glow = r.inflate(12, 12)
            pygame.draw.rect(surface, theme.ACCENT, glow, 4, border_radius=18)
        if under is not None and under[0] == seat and not under[1]:
            # the chip is over a seat it cannot go to: the drop would spring back
            pygame.draw.rect(surface, theme.DANGER, r.inflate(12, 12), 4, border_radius=18)
        if current:
            pygame.draw.rect(surface, theme.ACCENT, r, 4, border_radius=14)
        kind = self.session.setup.seats[seat]
        d = (seat - self.viewer()) % v.num_players
        hz = self._zone(f"hand.{d}", pygame.Rect(r.x + 6, r.y + 40, 174, 72))
        cz = self._zone(f"coins.{d}", pygame.Rect(r.right - 68, r.y + 4, 60, 30))
        size = (48, 68) if hz.h >= 68 else SMALL_CARD
        t.blit(surface, self.name(seat), (r.x + 12, r.y + 8), 18, theme.INK, bold=True)
        self._name_mid[seat] = r.y + 8 + t.font(18, True).get_height() // 2
        self._draw_wins(surface, v, seat, r.x + 12 + t.font(18, True).size(self.name(seat))[0],
                        cz.x, theme.GOLD_INK)
        surface.blit(self.cards.coin(22), (cz.x, cz.centery - 11))   # count: _draw_coin_counts
        x = hz.x + 4
        for _ in range(v.face_down[seat]):
            surface.blit(self.cards.back(size), (x, hz.y))
            x += size[0] + 6
        for rank in v.face_up[seat]:
            surface.blit(self.cards.card(rank, size, greyed=True), (x, hz.y))
            x += size[0] + 6
        size, lines, step = self.level_label_layout(kind, r.right - 8 - (x + 2))
        for i, line in enumerate(lines):
            t.blit(surface, line, (r.right - 8, hz.y + 2 + i * step), size, theme.INK_SOFT,
                   anchor="topright")
        status_y = r.bottom - 14
        if self.ctx.settings.memory_aid:
            # under the level words, above the "thinking..." line (14 px at most) or the
            # taller "out"
            clear = (t.font(18, True) if not alive else t.font(14)).get_height() // 2 + 1
            self._draw_memory(surface, v, seat, x + 2, hz.y + 3 + len(lines) * step,
                              r.right - 6, status_y - clear)
        if not alive:
            t.blit(surface, "out", (r.right - 12, status_y), 18, theme.DANGER, bold=True,
                   anchor="midright")
        elif current and not self.session.is_human(seat) and not self.read_only \
                and not self.between_games:
            dots = "." * (1 + int(self.since_move * 3) % 3)
            left = max(x + 2, r.right - 74)           # right of the cards, never on them
            size = t.line_size("thinking...", r.right - 6 - left, (14, 13, 12)) or 11
            t.blit(surface, "thinking" + dots, (left, status_y), size, theme.INK_SOFT,
                   anchor="midleft")

    @staticmethod
    def level_label(kind: str) -> str:
        """A seat panel's level words: ``"person"`` or ``"AI: medium"``."""
        return "person" if kind == "human" else f"AI: {ai_level_words(kind)}"

    def level_label_lines(self, label: str, room: int) -> tuple[int, list[str], int]:
        """(font size, lines, line step) for a seat's level label (``"AI: medium"``) in
        ``room`` px between its cards and the panel's edge: one line at 13 down to 10 px
        when it fits (the memory aid's lines and "thinking" sit below it), else wrapped at
        12 px (``"AI:"`` over ``"medium"``), so the words never run under the cards."""
        t = self.ctx.text
        size = t.line_size(label, room, (13, 12, 11, 10))
        if size is not None:
            return size, [label], t.line_height(size)
        return 12, t.wrap(label, 12, room), t.line_height(12)

    def level_label_layout(self, kind: str, room: int) -> tuple[int, list[str], int]:
        """:meth:`level_label_lines` for a seat of ``kind``, with every panel's one-line
        label in one size, the one the widest label of this table needs.  Memoised: the
        seats and the room do not change during a game."""
        key = (kind, room)
        hit = self._label_layouts.get(key)
        if hit is None:
            size, lines, step = self.level_label_lines(self.level_label(kind), room)
            if len(lines) == 1:
                size = min(self.level_label_lines(self.level_label(k), room)[0]
                           for k in self.session.setup.seats)
            hit = self._label_layouts[key] = (size, lines, step)
        return hit

    def _zone(self, name: str, fallback: pygame.Rect) -> pygame.Rect:
        """The layout zone ``name`` (a copy), or ``fallback`` without a layout."""
        if self.layout is not None and name in self.layout:
            return self.layout.rect(name)
        return fallback

    def _draw_memory(self, surface, v, seat: int, x: int, top: int, right: int,
                     bottom: int) -> None:
        """Memory aid (RULINGS C-3): the roles ``seat`` claimed and the cards it showed, in
        the column from ``x`` to ``right`` and ``top`` to ``bottom`` (px), all lines in one
        size (:meth:`memory_lines`)."""
        t = self.ctx.text
        said = tuple(v.claims[seat])
        shown = tuple(rank for s_, rank in v.shown if s_ == seat)
        lines, size = self.memory_lines(list(said), list(shown), right - x, bottom - top)
        step = line_step(t, size)
        for i, line in enumerate(lines):
            t.blit(surface, line, (x, top + i * step), size, theme.INK_SOFT)

    def memory_lines(self, said: list[str], shown: list[str], room: int,
                     height: int | None = None) -> tuple[tuple[str, ...], int]:
        """An opponent's memory aid in ``room`` x ``height`` px (RULINGS C-3): its lines
        (``"said K Q A"`` — wrapped over more lines when the height allows — then
        ``"shown –"``) and their one font size.  The font shrinks (13 to 10 px) before any
        claim is left out; only when 10 px cannot hold them all are the oldest counted
        instead (``"said +3 … J Q"``), the latest always kept
        (:func:`app.intrigue_memory.seat_lines`).  Measured once per content and room."""
        return self._memory_layout(("seat", tuple(said), tuple(shown), room, height),
                                   lambda: seat_lines(self.ctx.text, said, shown, room, height))

    def _memory_layout(self, key: tuple, make):
        """``make()`` for ``key``, worked out once (the memory aid is drawn every frame)."""
        hit = self._memory_layouts.get(key)
        if hit is None:
            hit = self._memory_layouts[key] = make()
        return hit

    def own_memory_line(self, said: list[str], shown: list[str], room: int
                        ) -> tuple[str, int]:
        """The person's own memory aid on one line of ``room`` px, ``"said K J · shown –"``,
        and its font size (RULINGS C-3: their own claims are public knowledge too;
        :func:`app.intrigue_memory.own_line`).  Measured once per content and room."""
        return self._memory_layout(("own", tuple(said), tuple(shown), room),
                                   lambda: own_line(self.ctx.text, said, shown, room))

    def own_memory_rect(self) -> pygame.Rect:
        """Where the person's own memory aid line goes: along the bottom of their face-up
        row, under the face-up cards (they end 18 px above the row's bottom)."""
        fu = self.faceup_rect()
        return pygame.Rect(fu.x + 8, fu.bottom - 17, fu.w - 16, 15)

    def _draw_own_memory(self, surface, v) -> None:
        me = self.viewer()
        r = self.own_memory_rect()
        line, size = self.own_memory_line(list(v.claims[me]),
                                          [rank for s_, rank in v.shown if s_ == me], r.w)
        self.ctx.text.blit(surface, line, r.center, size, (190, 210, 196), anchor="center")

    def _draw_me(self, surface, v) -> None:
        t = self.ctx.text
        me = self.viewer()
        area = self.seat_rect(me)
        current = v.current == me
        pygame.draw.rect(surface, theme.FELT_DARK, area, border_radius=16)
        if current:
            pygame.draw.rect(surface, theme.ACCENT, area, 3, border_radius=16)
        label = self.name(me) if self.session.is_human(me) else f"{self.name(me)} (watching)"
        t.blit(surface, label, (area.x + 14, area.y + 8), 20, theme.LIGHT, bold=True)
        cz = self._zone("coins.0", pygame.Rect(area.right - 68, area.y + 4, 60, 30))
        self._name_mid[me] = area.y + 8 + t.font(20, True).get_height() // 2
        name_end = self._draw_wins(surface, v, me, area.x + 14 + t.font(20, True).size(label)[0],
                                   cz.x - 8 - t.font(15).size("coins")[0], theme.ACCENT)
        surface.blit(self.cards.coin(24), (cz.x, cz.centery - 12))   # count: _draw_coin_counts
        t.blit(surface, "coins", (cz.x - 8, cz.centery + 1), 15, (190, 210, 196),
               anchor="midright")
        if v.phase == "exchange" and self.session.human_to_act():
            zone = self.keep_zone()
            lit = self.drag is not None and "keep" in self.drag.lit
            pygame.draw.rect(surface, theme.ACCENT if lit else theme.ACCENT_SOFT, zone, 3,
                             border_radius=10)
            keep, _ = self.exchange_rects()
            for i, r in keep:
                if not self._dragging("exkeep", i):
                    surface.blit(self.cards.card(self.ex_keep[i], r.size), r)
        else:
            losing = v.phase == "lose" and self.session.human_to_act()
            for rank, r in self.card_rects():
                if self._dragging("lose", rank) or self._dragging("show", rank):
                    continue
                surface.blit(self.cards.card(rank, r.size), r)
                if losing and r.collidepoint(self.pointer):
                    pygame.draw.rect(surface, theme.DANGER, r.inflate(6, 6), 3, border_radius=10)
        fu = self.faceup_rect()
        lit = self.drag is not None and "faceup" in self.drag.lit
        if lit:
            pygame.draw.rect(surface, theme.ACCENT, fu.inflate(8, 8), 4, border_radius=12)
        x = fu.x
        exchanging = v.phase == "exchange" and self.session.human_to_act()
        if not v.face_up[me] and not exchanging:
            pygame.draw.rect(surface, (46, 110, 78), fu, 2, border_radius=10)
            t.blit(surface, "face-up cards", fu.center, 15, (150, 200, 170), anchor="center")
        for rank in v.face_up[me]:
            surface.blit(self.cards.card(rank, (80, 112), greyed=True), (x, fu.y + 10))
            x += 92
        if self.ctx.settings.memory_aid:
            self._draw_own_memory(surface, v)
        if v.face_down[me] == 0:
            # in the header, between the name (and a match's wins) and the coins, centred
            # when there is room: the face-up cards fill the rest
            words = "You are out" if self.session.is_human(me) else "out"
            w = t.font(22, True).size(words)[0]
            x = max(area.centerx - w // 2, name_end + 16)
            t.blit(surface, words, (x, self._name_mid[me]), 22, theme.DANGER, bold=True,
                   anchor="midleft")

    def _draw_tray(self, surface, v) -> None:
        t = self.ctx.text
        mine = self.session.human_to_act() and v.phase == "action"
        legal = self.session.legal_texts() if mine else []
        t.blit(surface, "Actions on a player", (22, 414), 15, theme.LIGHT)
        for verb in CHIPS:
            r = self.chip_rect(verb)
            if self._dragging("chip", verb):
                pygame.draw.rect(surface, theme.FELT_DARK, r, border_radius=21)
                continue
            ok = bool(match_gesture(Gesture(verb), legal))
            self._draw_chip(surface, verb, r.topleft, ok)
            if ok and r.collidepoint(self.pointer) and self.drag is None:
                pygame.draw.rect(surface, theme.ACCENT, r.inflate(6, 6), 3, border_radius=24)

    def _draw_chip(self, surface, verb, pos, ok: bool) -> None:
        r = pygame.Rect(pos, (200, 42))
        col = {"coup": (150, 50, 40), "dagger": (40, 70, 140), "steal": (40, 110, 60)}[verb]
        if not ok:
            col = (92, 100, 96)
        pygame.draw.rect(surface, (0, 0, 0), r.move(0, 3), border_radius=21)
        pygame.draw.rect(surface, col, r, border_radius=21)
        pygame.draw.rect(surface, theme.ACCENT_SOFT if ok else (130, 130, 130), r, 2,
                         border_radius=21)
        self.ctx.text.blit(surface, CHIP_LABEL[verb], r.center, 17,
                           theme.LIGHT if ok else (190, 190, 190), bold=True, anchor="center")

    def _draw_item(self, surface, kind, key, pos, size) -> None:
        if kind == "chip":
            self._draw_chip(surface, key, (int(pos[0]), int(pos[1])), True)
        elif kind in ("lose", "show"):
            surface.blit(self.cards.card(key, size), pos)
        elif kind == "exkeep" and key < len(self.ex_keep):
            surface.blit(self.cards.card(self.ex_keep[key], size), pos)
        elif kind == "excourt" and key < len(self.ex_court):
            surface.blit(self.cards.card(self.ex_court[key], size), pos)

    def _draw_flying(self, surface, what, pos) -> None:
        if what[0] == "coin":
            img = self.cards.coin(22)
        elif what[0] == "back":
            img = self.cards.back(SMALL_CARD)
        else:
            img = self.cards.card(what[1], (60, 84))
        surface.blit(img, img.get_rect(center=(int(pos[0]), int(pos[1]))))

    def _draw_bubble(self, surface, seat, text, placed: list) -> None:
        t = self.ctx.text
        img = t.render(text, 17, theme.INK, bold=True)
        box = self.bubble_rect(seat, img.get_rect().inflate(20, 12).size, placed)
        placed.append(box)
        tail = bubble_tail(box, self.seat_rect(seat))
        if tail:
            pygame.draw.polygon(surface, (255, 252, 236), tail)
            pygame.draw.lines(surface, theme.ACCENT, False, tail, 2)
        pygame.draw.rect(surface, (255, 252, 236), box, border_radius=12)
        pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=12)
        surface.blit(img, img.get_rect(center=box.center))

    def bubble_rect(self, seat: int, size: tuple[int, int], placed=()) -> pygame.Rect:
        """Where ``seat``'s speech bubble of ``size`` (w, h px) goes: under an opponent's
        panel (above the person's hand), slid sideways, or beside the panel on the side of
        the centre, or above it, whichever first covers no other seat's panel, the action
        tray and its heading, the court, the bank, the match line or a bubble already
        ``placed`` (a list of rects); failing that, the first that covers only the court, the
        bank or the match line (a session-26 tester's five-seat match: Seat 3's "Steal (10)"
        bubble covered Seat 2's clues); under the panel when every place covers something
        (eight seats and a long action)."""
        r = self.seat_rect(seat)
        tray = self.chip_rect(CHIPS[0]).unionall([self.chip_rect(c) for c in CHIPS])
        tray.union_ip(pygame.Rect(tray.x, tray.y - 26, tray.w, 26))   # "Actions on a player"
        others = [self.seat_rect(s) for s in range(self.session.state.num_players) if s != seat]
        bank = pygame.Rect(0, 0, 70, 70)
        bank.center = self.bank_point()
        bank.h += 24                                      # the word "bank" under the coins
        hard = others + [tray] + list(placed)
        soft = [self.court_rect(), bank]
        if self.view().match:
            soft.append(self.match_line_rect())
        blocks = hard + soft
        box = pygame.Rect((0, 0), size)
        cands = []
        if seat == self.viewer():
            box.midbottom = (r.centerx, r.y - 4)
            cands.append(box.copy())
        else:
            for dx in (0, -20, 20, -40, 40, -60, 60, -80, 80, -100, 100, -120, 120):
                box.midtop = (r.centerx + dx, r.bottom + 6)
                cands.append(box.copy())
            if r.centerx < self.court_rect().centerx:
                box.midleft = (r.right + 6, r.centery)
            else:
                box.midright = (r.x - 6, r.centery)
            cands.append(box.copy())
            box.midbottom = (r.centerx, r.y - 4)
            cands.append(box.copy())
        for must_miss in (blocks, hard):
            for c in cands:
                if TABLE.contains(c) and c.collidelist(must_miss) < 0:
                    return c
        first = cands[0]
        first.clamp_ip(TABLE)
        return first

    def _draw_log(self, surface) -> None:
        t = self.ctx.text
        panel(surface, LOG, (238, 232, 214))
        t.blit(surface, "Game log", (LOG.x + 12, LOG.y + 8), 17, theme.INK, bold=True)
        t.blit(surface, f"seed {self.session.setup.seed}", (LOG.right - 12, LOG.y + 10), 14,
               theme.INK_SOFT, anchor="topright")
        lines = self.shown_log_lines()
        room = (LOG.h - 40) // 18
        # scrolled back, the hint below takes a line, so the oldest line needs one more step
        self.log_scroll = max(0, min(self.log_scroll, len(lines) - room + 1)) \
            if len(lines) > room else 0
        end = len(lines) - self.log_scroll
        shown = room - 1 if self.log_scroll else room
        y = LOG.y + 34
        window = lines[max(0, end - shown):end]
        if window and window[0][2] and not window[0][1]:
            # the top cut through the wrapped note: it is drawn whole, and the newest lines
            # under it (a tester read only its tail, "Settings, to keep them)")
            note = [x for x in lines if x[2]]
            rest = [x for x in window if not x[2]]
            window = note + (rest[-(shown - len(note)):] if shown > len(note) else [])
        for ln, first, note in window:
            t.blit(surface, ("" if first else "  ") + ln, (LOG.x + 12, y), 14,
                   theme.INK_SOFT if note else theme.INK)
            y += 18
        if self.log_scroll:
            t.blit(surface, f"▼ {self.log_scroll} newer lines (scroll down)",
                   (LOG.centerx, LOG.bottom - 12), 13, theme.DANGER, anchor="center")

    #: Turn actions: a ply whose action is one of these begins a new turn in the log.
    TURN_WORDS = frozenset({"income", "foreign_aid", "coup", "tax", "dagger", "steal",
                            "exchange"})
    #: The log's first line when the memory aid is off and earlier turns are left out.
    EARLIER_NOTE = ("(earlier turns: turn the memory aid on, with the Aid button above or "
                    "in Settings, to keep them)")

    def _reset_log(self) -> None:
        """Forget the wrapped log (it is rebuilt from ``session.log``; after an undo)."""
        self._log_lines: list[tuple[str, bool]] = []
        self._log_turns: list[int] = []     # the turn (1, 2, ...) of each wrapped line
        self._ply_turns: list[int] = []     # the turn of each ply of the record
        self._log_done = 0
        self._log_shown: tuple = (None, [])  # (key, lines) of :meth:`shown_log_lines`

    def _turn_of(self, ply: int) -> int:
        """The turn (counted from 1 over the whole game or match) that the record's
        ``ply`` (1-based) belongs to: a new turn starts with each turn action."""
        record = self.session.record
        while len(self._ply_turns) < ply:
            text = record[len(self._ply_turns)]
            last = self._ply_turns[-1] if self._ply_turns else 0
            self._ply_turns.append(last + (text.split()[0] in self.TURN_WORDS))
        return self._ply_turns[ply - 1] if ply > 0 else 0

    def log_lines(self) -> list[tuple[str, bool]]:
        """The whole game log wrapped to the panel width, as (line, first line of an
        entry); wrapped once per entry and cached.  What is drawn is
        :meth:`shown_log_lines`."""
        t = self.ctx.text
        while self._log_done < len(self.session.log):
            entry = self.session.log[self._log_done]
            turn = self._turn_of(entry.ply)
            for j, ln in enumerate(t.wrap(display_seats(entry.text), 14, LOG.w - 24)):
                self._log_lines.append((ln, j == 0))
                self._log_turns.append(turn)
                if self.log_scroll:
                    self.log_scroll += 1  # keep the lines being read in place
            self._log_done += 1
        return self._log_lines

    def log_complete(self) -> bool:
        """True when the log shows the whole game: with the memory aid on, once the game
        is over, and in a replay (after the game).  Otherwise it keeps only the last turns,
        one per seat still in (:meth:`shown_log_lines`; RULINGS C-3: earlier claims and
        shown cards are left to memory)."""
        return bool(self.ctx.settings.memory_aid or self.read_only
                    or self.session.state.is_terminal())

    def shown_log_lines(self) -> list[tuple[str, bool, bool]]:
        """The log lines drawn, as (line, first line of an entry, is the note): all of
        :meth:`log_lines` when :meth:`log_complete`, else the lines of the last turns in the
        log, one for each seat still in (at least two: the one under way, or just played,
        and those before it back to the person's own last turn: what a player at the table
        has just seen and heard), under :attr:`EARLIER_NOTE` when earlier lines are left
        out (RULINGS C-3)."""
        lines = self.log_lines()
        keep = max(2, len(self.view().living()))
        key = (len(lines), self.log_complete(), keep)
        if self._log_shown[0] == key:                  # built once per change, not per frame
            return self._log_shown[1]
        out = [(ln, first, False) for ln, first in lines]
        if not key[1] and lines:
            last = self._log_turns[-1]
            start = next(i for i, turn in enumerate(self._log_turns)
                         if turn >= last - (keep - 1))
            if start > 0:
                note = self.ctx.text.wrap(self.EARLIER_NOTE, 14, LOG.w - 24)
                out = [(ln, j == 0, True) for j, ln in enumerate(note)] + out[start:]
        self._log_shown = (key, out)
        return out

    def prompt_sentence(self) -> str:
        """The sentence of the prompt bar now: the person's choice when they decide,
        otherwise what is happening (with whom the table waits for)."""
        s = self.session
        v = self.view()
        if self.between_games:
            sentence = f"Game {v.game_no} is dealt: it begins when you press Next game."
        elif s.state.is_terminal():
            res = s.state.result()
            won = " and ".join(self.name(w) for w in res.winners)
            what = "the match" if s.options.get("match") == "on" else "the game"
            sentence = f"The game is over: {won} wins {what}."
        elif s.human_to_act():
            sentence, _ = prompt(v, s.legal_texts(), self.addressed)
        else:
            sentence = situation(v, self.short)
            if s.current() not in (v.turn, v.claimant, v.loser, v.challenger):
                sentence += f" Waiting for {self.name(s.current())}…"
            else:
                sentence = sentence.rstrip(".") + "…"
        return sentence

    def prompt_text_area(self) -> pygame.Rect:
        """Where the prompt sentence may be drawn: the top of the bar left of the Undo
        button, above the prompt buttons when there are any (then 50 px high), else 64 px
        (the line of a reason stays free at the bottom right)."""
        h = 50 if self.prompt_buttons else 64
        if self.read_only:  # a replay's control bar covers the bottom of the bar
            h = 46
        return pygame.Rect(PROMPT.x + 16, PROMPT.y + 7, PROMPT.w - 140, h)

    def message_layout(self) -> tuple[int, list[str], int]:
        """(font size, lines, line step) of the reason or notice drawn at the bottom right of
        the prompt bar, right of the prompt buttons: one or two lines, 17 down to 12 px, in
        the room between the last button and the bar's edge (:meth:`app.ui.text.Text.fit`);
        it used to run under the buttons when long."""
        left = (self.prompt_buttons[-1].rect.right + 12) if self.prompt_buttons \
            else PROMPT.x + 16
        return self.ctx.text.fit(self.message, PROMPT.right - 16 - left, 44,
                                 sizes=range(17, 11, -1), bold=True)

    def prompt_layout(self, sentence: str) -> tuple[int, list[str], int]:
        """(font size, lines, line height) of ``sentence`` in :meth:`prompt_text_area`,
        wrapped with the bold font it is drawn in; the font shrinks (19 px down to 13 px)
        until every line fits, never dropping a line (:meth:`app.ui.text.Text.fit`).  Two
        lines are split between sentences when both fit (:meth:`app.ui.text.Text.sentence_break`),
        so a question does not end with a stray "card.)" on a line of its own."""
        area = self.prompt_text_area()
        size, lines, step = self.ctx.text.fit(sentence, area.w, area.h, sizes=range(19, 12, -1),
                                              bold=True)
        if len(lines) == 2:
            lines = self.ctx.text.sentence_break(sentence, size, area.w, bold=True) or lines
        return size, lines, step

    def _draw_prompt(self, surface, v) -> None:
        t = self.ctx.text
        panel(surface, PROMPT, (250, 246, 232))
        sentence = self.prompt_sentence()
        size, lines, step = self.prompt_layout(sentence)
        area = self.prompt_text_area()
        y = area.y
        for ln in lines:
            t.blit(surface, ln, (area.x, y), size, theme.INK, bold=True)
            y += step
        if self.message and self.message_t > 0:
            col = (40, 90, 60) if self.message.startswith("Undone") else theme.DANGER
            size, lines, step = self.message_layout()
            y = PROMPT.y + 81 - (len(lines) - 1) * step // 2
            for ln in lines:
                t.blit(surface, ln, (PROMPT.right - 16, y), size, col, bold=True,
                       anchor="midright")
                y += step
        for i, b in enumerate(self.prompt_buttons):
            b.draw(surface, t, 17)
            if i < 9:
                t.blit(surface, str(i + 1), (b.rect.x + 7, b.rect.y + 3), 12, theme.ACCENT_SOFT,
                       bold=True)


def _load_layout(n: int):
    """The Tiled layout of the Intrigue table for ``n`` seats, or None when it cannot be read
    (the table then uses its built-in geometry, which matches the map)."""
    try:
        from app.layout import load_layout

        return load_layout("intrigue", n)
    except Exception:
        return None

