"""The Replays menu and the replay viewer (issue 4 item 4).

:class:`ReplaysScene` lists the finished games (:meth:`app.persist.saves.SaveStore.
list_finished`), newest first; a damaged file is listed with its error and cannot be opened.
:class:`ReplayViewer` rebuilds the game from its record (same seed, same actions, RULINGS
C-2) and shows it step by step or played at a chosen speed, drawn by the game's own table
scene in a read-only copy (no autosave, no AI, no input), from the record's person's seat:
the table draws only ``state.view(seat)``, so no other seat's hidden card is ever shown.
"""
from __future__ import annotations

import dataclasses

import pygame

from app.persist.record import GameRecord
from app.replay import (ReplayCursor, person_seat, record_details, record_setup, result_words,
                        seats_words)
from app.scenes.base import Scene
from app.ui import theme
from app.ui.widgets import Button, click_buttons, panel
from app.ui.words import seat_label, when_words

#: The control bar drawn over the bottom of the table's prompt area.
BAR = pygame.Rect(10, 652, 1260, 62)
#: The label drawn over the table's header buttons (they do nothing in a replay).
BADGE = pygame.Rect(966, 4, 308, 52)


def read_only_context(ctx):
    """A copy of the app context for a replayed table: no profile (no autosave, no
    statistics), no debug dump, no AI worker (the table never asks: it is not updated)."""
    return dataclasses.replace(ctx, profile=None, dump_path=None, worker=None)


def build_table(ctx, record: GameRecord, step: int):
    """A table scene of ``record.game`` with the first ``step`` actions applied, read-only
    (``read_only = True``; never pushed on the stack).  Raises ``LookupError`` for a game
    without a table, :class:`rules.core.IllegalAction` if an action does not replay."""
    setup = record_setup(record)
    actions = tuple(record.actions[:step])
    rctx = read_only_context(ctx)
    if record.game == "intrigue":
        from app.scenes.intrigue_table import IntrigueTable

        table = IntrigueTable(rctx, setup, actions, read_only=True)
    elif record.game == "garden":
        from app.scenes.garden_table import GardenTable

        table = GardenTable(rctx, setup, actions, read_only=True)
    else:
        raise LookupError(f"no table for {record.game} yet")
    table.session.on_change = None
    return table


def speed_words(speed: float) -> str:
    """A replay speed (moves per second) in words: ``"1 move a second"``,
    ``"2 moves a second"``, ``"1 move every 2 s"`` for 0.5."""
    if speed >= 1:
        return f"{speed:g} move{'s' * (speed != 1)} a second"
    return f"1 move every {1 / speed:g} s"


def options_words(record: GameRecord) -> str:
    """The variants and expansions a recorded game was played with, as the setup screen
    names them, e.g. ``"random Neighbours, Grasshoppers, Fixed plot"``: every option set
    away from its default, except who starts and Intrigue's match (said elsewhere); ``""``
    when none (a tester could not tell games with and without the fixed plot apart).  A
    choice that is not on/off reads value first ("random Neighbours"), so it is not taken
    for the list of Neighbours the row's next line gives."""
    from rules.registry import get_game
    try:
        options = get_game(record.game).options
    except (KeyError, LookupError):
        return ""
    out = []
    for o in options:
        value = record.options.get(o.key, o.default)
        if o.key in ("start", "match") or value == o.default:
            continue
        out.append(o.label if (value, o.default) == ("on", "off") else f"{value} {o.label}")
    return ", ".join(out)


class ReplayViewer(Scene):
    """One finished game, replayed.  Public for tests: ``cursor`` (:class:`app.replay.
    ReplayCursor`), ``table`` (the read-only table scene), ``seat`` (whose view is shown),
    ``view()``, ``next()``, ``previous()``, ``buttons``.

    Keys: Right/Left next/previous move, Space play/pause, Home/End first/last, S speed,
    Escape back.
    """

    def __init__(self, ctx, record: GameRecord):
        super().__init__(ctx)
        self.record = record
        self.seat = person_seat(record)
        self.cursor = ReplayCursor(record)
        self.table = build_table(ctx, record, 0)
        self.pointer = (0, 0)       # logical pixels, for the mouse wheel over the table's log
        self.buttons = [
            Button(pygame.Rect(BAR.x + 10, BAR.y + 9, 60, 44), "|<", lambda: self.go(0),
                   color=(90, 90, 70), tag="first"),
            Button(pygame.Rect(BAR.x + 78, BAR.y + 9, 110, 44), "< Prev", self.previous,
                   color=(90, 90, 70), tag="prev"),
            Button(pygame.Rect(BAR.x + 196, BAR.y + 9, 110, 44), "Play", self.toggle_play,
                   color=theme.GOOD, tag="play"),
            Button(pygame.Rect(BAR.x + 314, BAR.y + 9, 110, 44), "Next >", self.next,
                   color=(90, 90, 70), tag="next"),
            Button(pygame.Rect(BAR.x + 432, BAR.y + 9, 60, 44), ">|", self.last,
                   color=(90, 90, 70), tag="last"),
            Button(pygame.Rect(BAR.x + 500, BAR.y + 9, 170, 44), "", self.cycle_speed,
                   color=(70, 90, 90), tag="speed"),
            Button(pygame.Rect(BAR.right - 130, BAR.y + 9, 120, 44), "Back", ctx.stack.pop,
                   color=(90, 90, 70), tag="back"),
        ]
        self._labels()

    # --- what is shown -----------------------------------------------------------------
    def when(self) -> str:
        """The badge's date: when the game ended (``record.updated``), as the replays
        list shows it (``"1 Dec 2026, 05:13"``), so the two agree."""
        return when_words(self.record.updated)

    def view(self):
        """``state.view(seat)`` at the current step: everything drawn comes from it."""
        return self.table.session.state.view(self.seat)

    def _labels(self) -> None:
        c = self.cursor
        self.buttons[2].label = "Pause" if c.playing else "Play"
        self.buttons[5].label = speed_words(c.speed)
        self.buttons[0].enabled = self.buttons[1].enabled = c.step > 0
        # with a table's note up Next takes it away, also at the last move (a tester was
        # stuck at the third round's note with Next greyed out)
        self.buttons[3].enabled = c.step < c.length or self._note_up()
        self.buttons[4].enabled = c.step < c.length or self._note_up()

    def status(self) -> str:
        """The control bar's line: ``"Move 4 of 31 · Seat 3 moves next"``, the person's own
        next move in words (``"your move next: Foreign aid"``; an AI's only at a table whose
        ``public_actions`` is true, the Garden: ``"Ned moves next: pass Bean 16 to you
        (left)"``; elsewhere its words could show hidden cards; never a raw action text),
        the outcome at the end."""
        c = self.cursor
        status = f"Move {c.step} of {c.length}"
        if c.step >= c.length and self.record.result:
            return f"{status} · {result_words(self.record)}"
        if c.step < c.length:
            actor = self.table.session.current()
            describe = getattr(self.table, "describe", None)
            if actor != self.seat or self.record.seats[actor] != "human":
                name = getattr(self.table, "name", seat_label)  # the table's own names
                if describe is not None and getattr(self.table, "public_actions", False):
                    # every move of this game is seen by all (the Garden: plantings,
                    # passes; C-3), so an AI's move is told too, as the log tells it
                    return (f"{status} · {name(actor)} moves next:"
                            f" {describe(self.record.actions[c.step])}")
                return f"{status} · {name(actor)} moves next"
            if describe is not None:
                return f"{status} · your move next: {describe(self.record.actions[c.step])}"
            return f"{status} · your move next"
        return status

    def status_lines(self, t) -> list[tuple[str, int, int, tuple, bool]]:
        """The control bar's lines right of its buttons, as ``(text, y offset in the bar,
        size, colour, bold)``: the :meth:`status` line at 17 px down to 13, over the keys'
        hint.  A status too long for one line even at 13 px (the Garden's next move named
        by the cards around its slot) takes two lines at 14 px and the hint shrinks below
        them, so no words run under the Back button."""
        status = self.status()
        room = self.buttons[-1].rect.x - 12 - (BAR.x + 686)
        keys = "← → step · Space play · S speed · Home/End · Esc back"
        size = t.line_size(status, room, range(17, 12, -1), bold=True)
        if size is not None:
            return [(status, 12, size, theme.LIGHT, True), (keys, 38, 13, theme.MUTED, False)]
        lines = t.wrap(status, 14, room, bold=True)
        if len(lines) > 2:       # never seen: keep two lines, the second cut to the room
            lines = [lines[0], t.cut(" ".join(lines[1:]), 14, room, bold=True, keep=0)]
        return [(lines[0], 3, 14, theme.LIGHT, True), (lines[1], 21, 14, theme.LIGHT, True),
                (keys, 43, 11, theme.MUTED, False)]

    # --- moving ------------------------------------------------------------------------
    def go(self, step: int) -> None:
        """Show the game after ``step`` actions (rebuilt from the record when going back)."""
        old = self.cursor.step
        new = self.cursor.go(step)
        if new < old:
            self.table = build_table(self.ctx, self.record, new)
        else:
            for i in range(old, new):
                self._apply(i)
        self._labels()

    def _apply(self, i: int) -> None:
        s = self.table.session
        seat = s.current()
        text = self.record.actions[i]
        events = s.apply_text(text)
        words = getattr(self.table, "bubble_words", None)
        if words is not None and hasattr(self.table, "bubbles"):
            self.table.bubbles = {seat: (words(text, events), 1e9)}
        if hasattr(self.table, "_refresh"):
            self.table._refresh()

    def next(self) -> None:
        """One move forward; with a table's note up (the Garden's Neighbour visit), first
        only that note goes, so the table after the move shows (:meth:`_dismiss_note`)."""
        if not self._dismiss_note():
            self.go(self.cursor.step + 1)

    def last(self) -> None:
        """The end of the game: after the last move, with its note (the Garden's last
        Neighbour visit) taken away, so the final gardens show (a tester's >| stopped on the
        third round's note, "Move 15 of 15" with Next still lit)."""
        self.go(self.cursor.length)
        self._dismiss_note()

    def previous(self) -> None:
        """One move back."""
        self.go(self.cursor.step - 1)

    def toggle_play(self) -> None:
        """Play or pause at the chosen speed."""
        if not self.cursor.playing and self.cursor.step >= self.cursor.length:
            self.go(0)
        self.cursor.toggle_play()
        self._labels()

    def cycle_speed(self) -> None:
        """Next replay speed (0.5, 1, 2, 4 moves a second)."""
        self.cursor.cycle_speed()
        self._labels()

    # --- scene -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Play: take the steps the clock asks for."""
        n = self.cursor.tick(dt)
        if n and self._dismiss_note():    # a note takes one beat of its own, as Next does
            n -= 1
        if n:
            self.go(self.cursor.step + n)

    def handle(self, event):
        """Buttons and keys; the table underneath receives no input but the mouse wheel
        over its log (Intrigue), which scrolls the log as at the live table, and at the
        Garden's the pointer (the notes of Grasshoppers and Neighbour tiles) and a click on
        a pile, which opens it."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            hover = getattr(self.table, "replay_pointer", None)
            if hover is not None:          # the Garden's notes on hover, piles' outlines
                hover(event.pos)
        if event.type == pygame.MOUSEWHEEL:
            scroll = getattr(self.table, "scroll_log", None)
            if scroll is not None:
                scroll(self.pointer, event.y)
            return
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k == pygame.K_ESCAPE:
                self.ctx.stack.pop()
            elif k == pygame.K_RIGHT:
                self.next()
            elif k == pygame.K_LEFT:
                self.previous()
            elif k == pygame.K_SPACE:
                self.toggle_play()
            elif k == pygame.K_HOME:
                self.go(0)
            elif k == pygame.K_END:
                self.last()
            elif k == pygame.K_s:
                self.cycle_speed()
            return
        if click_buttons(self.buttons, event):
            return
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1
                and event.pos[1] < BAR.y and not self._dismiss_note()):
            click = getattr(self.table, "replay_click", None)
            if click is not None:          # the Garden's discard pile and Compost open
                click(event.pos)

    def _note_up(self) -> bool:
        """True while a table's note is over the move shown (the Garden's Neighbour
        visit)."""
        up = getattr(self.table, "banner_up", None)
        return bool(up is not None and up())

    def _dismiss_note(self) -> bool:
        """A table's note over the move shown (the Garden's Neighbour visit) goes, so the
        table after that move shows: the next round's first draw, or at the last move the
        final position; True when one went."""
        dismiss = getattr(self.table, "dismiss_replay_note", None)
        gone = bool(dismiss is not None and dismiss())
        if gone:
            self._labels()
        return gone

    def draw(self, surface):
        """The read-only table, a badge over its header and the control bar."""
        from app.scenes.menu import entry_title

        self.table.draw(surface)
        t = self.ctx.text
        panel(surface, BADGE, (60, 52, 40), border=theme.ACCENT)
        t.blit(surface, "REPLAY", (BADGE.x + 14, BADGE.y + 6), 20, theme.ACCENT_SOFT, bold=True)
        seen = (f"seen by you ({seat_label(self.seat)})"
                if self.record.seats[self.seat] == "human" else
                f"seen from {seat_label(self.seat)}")
        if len(self.record.seats) == 1:
            seen = "seen by you"
        t.blit(surface, seen, (BADGE.x + 14, BADGE.y + 30), 14, theme.LIGHT)
        t.blit(surface, self.when(), (BADGE.right - 12, BADGE.y + 8), 14,
               theme.LIGHT, anchor="topright")
        if not hasattr(self.table, "prompt_text_area"):
            # a table whose prompt does not know about replays (the Garden's): its
            # instructions to the player ("drag it onto a lit slot…") are covered
            # down to the bar's bottom edge, so the cover's rounded corners lie under the
            # bar's and none peeks out beside it (testers saw cream corners stick out)
            cover = pygame.Rect(BAR.x, BAR.y - 56, BAR.w, 56 + BAR.h)
            panel(surface, cover, (250, 246, 232))
            t.blit(surface, f"Replay of {entry_title(self.record.game)}",
                   (cover.x + 16, cover.y + 8), 19, theme.INK, bold=True)
        panel(surface, BAR, (60, 52, 40), border=theme.ACCENT)
        x = BAR.x + 686
        for text, pos, size, colour, bold in self.status_lines(t):
            t.blit(surface, text, (x, BAR.y + pos), size, colour, bold=bold)
        for b in self.buttons:
            b.draw(surface, t, 17)


#: x of a list row's Watch button (120 px wide, 20 px in from the list panel's right edge).
WATCH_X = 1080
#: Width of a list row's text: from the text's left edge to before the Watch button.
ROW_TEXT_W = WATCH_X - 84 - 16
#: y of the first list row and the distance between rows (px): three lines of text
#: (16, 15, 15 px at 0, 22, 42 px down) and 12 px of air with a rule between rows.  The
#: rows were 42 px apart with two lines each, packed tight (tester, trial 52).
ROW_TOP, ROW_STEP = 104, 74


class ReplaysScene(Scene):
    """The list of finished games, newest first, :attr:`PER_PAGE` to a page.  Public for
    tests: ``entries`` (:class:`app.persist.saves.FinishedGame`), ``rows`` (button per
    openable entry), ``lines`` (page entry index -> its three lines), ``open(i)``,
    ``notice``."""

    #: Rows on a page: 7 rows of :data:`ROW_STEP` end at y 622, inside the list panel
    #: (bottom edge y 646) and above the page buttons.
    PER_PAGE = 7

    def __init__(self, ctx):
        super().__init__(ctx)
        profile = getattr(ctx, "profile", None)
        self.notice = ""
        self.page = 0
        if profile is None:
            self.entries = []
            self.notice = "Replays are kept only in the app window."
        else:
            try:
                self.entries = profile.store.list_finished()
            except OSError as exc:
                self.entries = []
                self.notice = f"The replays folder could not be read ({exc})."
        self._build()

    def _build(self) -> None:
        self.rows: list[Button] = []
        first = self.page * self.PER_PAGE
        #: the page's rows in words (:meth:`row_lines`), made once per page, not per frame
        self.lines = {}
        for j, e in enumerate(self.entries[first:first + self.PER_PAGE]):
            i = first + j
            if e.record is not None:
                self.lines[i] = (*self.row_lines(e.record), record_details(e.record))
                self.rows.append(Button(pygame.Rect(WATCH_X, ROW_TOP + ROW_STEP * j + 10,
                                                    120, 40), "Watch",
                                        lambda i=i: self.open(i), tag=f"watch:{i}"))
        self.buttons = [Button(pygame.Rect(40, 660, 140, 48), "Back", self.ctx.stack.pop,
                               color=(90, 90, 70), tag="back")]
        if self.page > 0:
            self.buttons.append(Button(pygame.Rect(900, 660, 150, 48), "Newer",
                                       lambda: self._turn(-1), color=(90, 90, 70), tag="newer"))
        if first + self.PER_PAGE < len(self.entries):
            self.buttons.append(Button(pygame.Rect(1060, 660, 150, 48), "Older",
                                       lambda: self._turn(1), color=(90, 90, 70), tag="older"))

    @staticmethod
    def row_lines(record: GameRecord) -> tuple[str, str]:
        """The two lines of a finished game in the list: ``"Intrigue · 29 Nov 2026, 23:41 ·
        42 moves"`` (``"Intrigue match · …"`` for a match, I-10) and ``"Seat 2 won — 2 cards
        left · you vs 3 AIs (medium)"``, then the variants played (:func:`options_words`)."""
        from app.scenes.menu import entry_title

        n = len(record.actions)
        match = " match" if record.options.get("match") == "on" else ""   # I-10
        top = (f"{entry_title(record.game)}{match} · {when_words(record.updated)} · "
               f"{n} move{'s' * (n != 1)}")
        outcome = result_words(record) or "unfinished"
        bottom = f"{outcome} · {seats_words(record)}"
        played = options_words(record)
        return top, f"{bottom} · {played}" if played else bottom

    def _turn(self, d: int) -> None:
        self.page = max(0, self.page + d)
        self._build()

    def open(self, i: int) -> None:
        """Open the replay viewer on entry ``i`` (replayed and checked by the engine first;
        a record that does not replay gives a notice instead)."""
        e = self.entries[i]
        if e.record is None:
            self.notice = f"{e.path.name} cannot be replayed: {e.error}"
            return
        try:
            record, _, _ = self.ctx.profile.store.load_replay(e.path)
            viewer = ReplayViewer(self.ctx, record)
        except Exception as exc:  # RecordError, an engine refusing an action, no table
            self.notice = f"{e.path.name} cannot be replayed: {exc}"
            return
        self.ctx.stack.push(viewer)

    def handle(self, event):
        """Buttons; Escape goes back."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.pop()
            return
        click_buttons(self.rows + self.buttons, event)

    def draw(self, surface):
        """Three lines per finished game: game, date, moves; outcome, who played and the
        variants; the seed and, for the Garden, its Neighbours (:func:`app.replay.
        record_details`).  A damaged file: its name and error.  A thin rule between rows."""
        t = self.ctx.text
        surface.fill(theme.BG)
        t.blit(surface, "Replays", (640, 46), 34, theme.ACCENT_SOFT, bold=True, anchor="center")
        body = pygame.Rect(60, 90, 1160, 556)
        panel(surface, body)
        if not self.entries:
            t.blit(surface, "No finished games yet.", (body.x + 30, body.y + 24), 20,
                   theme.INK_SOFT)
        first = self.page * self.PER_PAGE
        shown = self.entries[first:first + self.PER_PAGE]
        for j, e in enumerate(shown):
            y = ROW_TOP + ROW_STEP * j
            if j:
                pygame.draw.line(surface, theme.PANEL_DARK, (body.x + 20, y - 7),
                                 (body.right - 20, y - 7))
            if e.record is None:
                line = f"{e.path.name}: damaged, cannot be replayed — {e.error}"
                t.blit(surface, t.cut(line, 16, 1100, keep=10), (body.x + 24, y + 20), 16,
                       theme.DANGER)
                continue
            top, bottom, details = self.lines[first + j]
            room = ROW_TEXT_W
            t.blit(surface, t.cut(top, 16, room, bold=True, keep=10), (body.x + 24, y), 16,
                   theme.INK, bold=True)
            t.blit(surface, t.cut(bottom, 15, room, keep=10), (body.x + 24, y + 22), 15,
                   theme.INK_SOFT)
            t.blit(surface, t.cut(details, 15, room, keep=10), (body.x + 24, y + 42), 15,
                   theme.INK_SOFT)
        for b in self.rows:
            b.draw(surface, t, 17)
        if self.notice:
            t.blit(surface, self.notice[:130], (640, 632), 16, theme.DANGER, anchor="center")
        for b in self.buttons:
            b.draw(surface, t)
