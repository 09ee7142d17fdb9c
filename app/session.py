"""One game at the table, independent of drawing: the engine state, the action record, the
seats, the log, the AI questions and the debug dump.

The session never decides legality: :meth:`TableSession.apply_text` finds the action among
``state.legal_actions()`` (``State.find_action``) and lets the engine apply it; an
:class:`~rules.core.IllegalAction` leaves state and record unchanged.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass

from app.ai_worker import AIRequest
from app.cli import Setup
from rules.core import Event, IllegalAction
from rules.registry import get_game


@dataclass
class LogLine:
    """A line of the game log: ``text`` and the ``ply`` (1-based) of the action."""

    ply: int
    text: str


class TableSession:
    """The game of ``setup``: ``state`` (full truth, never drawn directly), ``record``
    (action texts applied so far), ``log`` (lines visible to the viewing seat),
    ``last_events`` (events of the last applied action).

    ``actions``: texts to replay first (resuming a saved game); raises
    :class:`IllegalAction` naming the first one that is not legal.
    ``on_change``: called with no argument after every applied action (autosave).
    ``dump_path``: when set, the record is written there as JSON after every applied action
    (``CABBAGE_TABLE_STATE_DUMP``, used by the e2e test).
    Raises ``ValueError`` for a bad player count or option (from the engine).
    """

    def __init__(self, setup: Setup, dump_path: str | None = None,
                 actions: tuple[str, ...] | list[str] = ()):
        self.setup = setup
        self.game = get_game(setup.game)
        self.options = self.game.check_options(setup.options)
        self.state = self.game.new_state(len(setup.seats), self.options, setup.seed)
        self.record: list[str] = []
        self.log: list[LogLine] = []
        self.last_events: list[Event] = []
        self.dump_path = dump_path
        if dump_path and os.path.dirname(dump_path):
            os.makedirs(os.path.dirname(dump_path), exist_ok=True)   # not made yet
        self._last_viewer = self.human_seats[0] if self.human_seats else 0
        self.on_change = None
        self._log_setup()
        for text in actions:  # a resumed game: every action is checked by the engine again
            self.apply_text(text)
        self._dump()

    def _log_setup(self) -> None:
        """Start the log with the setup's events the viewer may read (``setup_events`` of
        the new state, ply 0): who starts, the Neighbours in play, the person's own deal.
        The Intrigue table's log began with the first move and never said who starts
        (session 24's tester)."""
        viewer = self.viewer()
        for ev in getattr(self.state, "setup_events", []):
            line = self.event_text(ev, viewer)
            if line:
                self.log.append(LogLine(0, line))

    # --- seats -------------------------------------------------------------------------
    @property
    def human_seats(self) -> list[int]:
        """Seats played by a person (in seat order)."""
        return [i for i, k in enumerate(self.setup.seats) if k == "human"]

    def is_human(self, seat: int) -> bool:
        """True if ``seat`` is played by a person."""
        return 0 <= seat < len(self.setup.seats) and self.setup.seats[seat] == "human"

    def viewer(self) -> int:
        """The seat whose view is drawn: the human to act now, else the last human who
        acted, else (no human at all) seat 0 as an onlooker of that seat."""
        cur = self.state.current_player()
        if self.is_human(cur):
            self._last_viewer = cur
        return self._last_viewer

    def current(self) -> int:
        """The seat to act now, or -1 when the game is over."""
        return self.state.current_player()

    def human_to_act(self) -> bool:
        """True when a person must decide now."""
        return not self.state.is_terminal() and self.is_human(self.current())

    # --- actions -----------------------------------------------------------------------
    def legal_texts(self) -> list[str]:
        """The texts of the legal actions now, in the engine's order."""
        if self.state.is_terminal():
            return []
        return [str(a) for a in self.state.legal_actions()]

    def explain(self, text: str) -> str:
        """Why ``text`` is not legal now, in words (the engine's ``explain_illegal``)."""
        try:
            action = self.game.parse_action(text)
        except IllegalAction as exc:
            return exc.reason
        if self.state.is_terminal():
            return "The game is over."
        return self.state.explain_illegal(action)

    def apply_text(self, text: str) -> list[Event]:
        """Apply the legal action whose text is ``text`` for the current seat.

        Returns its events; raises :class:`IllegalAction` (with the engine's reason) and
        changes nothing when it is not legal now.
        """
        if self.state.is_terminal():
            raise IllegalAction("The game is over.")
        try:
            action = self.state.find_action(text)
        except IllegalAction:
            raise IllegalAction(self.explain(text)) from None
        events = self.state.apply(action)
        self.record.append(text)
        self.last_events = list(events)
        viewer = self.viewer()
        for ev in events:
            line = self.event_text(ev, viewer)
            if line:
                self.log.append(LogLine(len(self.record), line))
        self._dump()
        if self.on_change is not None:
            self.on_change()
        return events

    # --- undo (issue 4 item 7; DESIGN.md "undo never crosses a reveal or a shuffle") -----
    def undo_target(self) -> int | None:
        """How many actions an undo would keep: the person's latest action goes, provided
        no other seat has acted since and nothing was revealed, drawn or shuffled
        (:func:`app.persist.record.undo_point`); ``None`` when undo is not possible
        (:meth:`undo_refusal` says why).  Cached per record length."""
        return self._undo_scan()[0]

    def undo_refusal(self) -> str | None:
        """Why undo is not possible now, in a person's words (``"Seat 3 has moved since your
        last move"``, ``"the game is over"``, ...), or ``None`` when it is
        (:func:`app.persist.record.undo_refusal`)."""
        return self._undo_scan()[1]

    def _undo_scan(self) -> tuple[int | None, str | None]:
        from app.persist.record import GameRecord, undo_check

        key = len(self.record)
        cached = getattr(self, "_undo_cache", None)
        if cached is not None and cached[0] == key:
            return cached[1]
        if self.state.is_terminal():
            got = (None, "the game is over")
        elif len(self.human_seats) != 1:
            got = (None, "undo needs exactly one person at the table")
        elif not self.record:
            got = (None, "you have not moved yet")
        else:
            rec = GameRecord(self.setup.game, list(self.setup.seats), self.setup.seed,
                             dict(self.options), list(self.record))
            got = undo_check(rec, self.human_seats[0])
        self._undo_cache = (key, got)
        return got

    def undo(self) -> bool:
        """Undo the person's latest action when
        :meth:`undo_target` allows: the state is rebuilt by replaying the kept actions
        from the seed (never a new random outcome, RULINGS C-2) and the log rebuilt.
        ``on_change`` is called once afterwards (autosave of the shorter record).
        Returns False, changing nothing, when undo is not possible."""
        n = self.undo_target()
        if n is None:
            return False
        keep = self.record[:n]
        on_change, self.on_change = self.on_change, None
        try:
            self.state = self.game.new_state(len(self.setup.seats), self.options,
                                             self.setup.seed)
            self.record, self.log, self.last_events = [], [], []
            self._log_setup()
            for text in keep:
                self.apply_text(text)
            self.last_events = []
        finally:
            self.on_change = on_change
        self._dump()
        if self.on_change is not None:
            self.on_change()
        return True

    @staticmethod
    def event_text(ev: Event, seat: int) -> str:
        """The log line of ``ev`` as ``seat`` may read it ('' when hidden from it)."""
        text_for = getattr(ev, "text_for", None)
        if callable(text_for):
            return text_for(seat) or ""
        return ev.text if ev.visible_to(seat) else ""

    def ai_request(self) -> AIRequest:
        """The question for the AI seat to act now (the whole record, C-2)."""
        seat = self.current()
        return AIRequest(self.setup.game, len(self.setup.seats),
                         tuple(sorted(self.options.items())), self.setup.seed, tuple(self.record), seat, self.setup.seats[seat])

    # --- debug dump --------------------------------------------------------------------
    def snapshot(self) -> dict:
        """The record as a JSON-able dict: game, seats, seed, options, actions, current seat,
        terminal flag and (when over) the result line."""
        out = {"game": self.setup.game, "seats": list(self.setup.seats), "seed": self.setup.seed,
               "options": dict(self.options), "actions": list(self.record),
               "current": self.current(), "terminal": self.state.is_terminal()}
        if self.state.is_terminal():
            out["result"] = self.state.result().line()
        return out

    def _dump(self) -> None:
        if not self.dump_path:
            return
        tmp = self.dump_path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(self.snapshot(), f)
        os.replace(tmp, self.dump_path)
