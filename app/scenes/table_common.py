"""What every table scene does the same way: the drawn view, the AI question loop and the
header commands (rules page, back to the menu, play again, animation speed).  A table mixes
in :class:`TableCommands` and sets ``game`` (the engine name); it provides ``ctx``,
``session``, ``cancel_drag()`` and ``_refresh()``."""
from __future__ import annotations

from app.cli import Setup
from app.sound import cue
from app.ui.tween import Tween, scaled
from app.ui.widgets import click_buttons

#: Logical pixels the pointer must travel with the button down before a press becomes a drag.
DRAG_THRESHOLD = 6

#: Animation speeds the header button cycles through (0 = instant).
SPEEDS = (0.0, 1.0, 2.0, 3.0)


def next_seed(seed: int) -> int:
    """The seed of "play again": a new deal, still reproducible from the old seed."""
    return (seed * 7919 + 1) % 1_000_003


class TableCommands:
    """Header commands, the drawn view and the AI question loop shared by the Intrigue and
    Garden tables.

    The AI part expects ``ai`` (an :class:`app.ai_worker.AIWorker` or ``InlineAI``),
    ``pending_id``, ``pending_len``, ``pending_answer``, ``tweens`` and ``say(text)``."""

    game: str = ""

    def skip_reopened_note(self) -> None:
        """A resumed game whose last round's note the person had already closed before the
        app was left (:meth:`app.profile.Profile.note_was_closed`): the table does not open
        it again.  Tables without such notes do nothing."""

    def restore_held(self, text: str) -> bool:
        """A resumed game in which the person held ``text`` for Confirm when the app was
        left (:meth:`app.profile.Profile.held_placement`): hold it again.  Tables without
        held placements do nothing and return False."""
        return False

    @property
    def speed(self) -> float:
        """Animation speed 0..3 from the settings."""
        return float(self.ctx.settings.anim_speed)

    def speed_label(self) -> str:
        """The header button's words for the animation speed, the same on every table
        (the Garden said "Anim off" and Intrigue "Anim 0" for one setting): "Anim 2×" or
        "Anim off"."""
        sp = self.speed
        return f"Anim {int(sp)}×" if sp else "Anim off"

    def viewer(self) -> int:
        """The seat whose view is drawn."""
        return self.session.viewer()

    def view(self):
        """``state.view(viewer)``: the only source of what is drawn."""
        return self.session.state.view(self.viewer())

    def _spring_back(self, d, cancel: bool = False) -> None:
        """The dragged item ``d`` (a table's ``Drag``: ``kind``, ``key``, ``size``, ``pos``,
        ``origin``) glides back to where it came from: 0.3 s with the "refuse" cue after a
        refused drop, 0.15 s and silent when ``cancel`` (dropped back home).  Expects
        ``spring`` and ``speed``."""
        if not cancel:
            cue(self.ctx, "refuse")
        self.spring = Tween((d.kind, d.key, d.size), d.pos, d.origin,
                            scaled(0.15 if cancel else 0.3, self.speed))

    def _pointer_moved(self, event) -> None:
        """Mouse motion: hover the buttons, turn a press into a drag past
        :data:`DRAG_THRESHOLD`, move the dragged item with the pointer.  Expects ``pointer``,
        ``press`` ((kind, key, start) or None), ``drag``, ``header_buttons``,
        ``prompt_buttons`` and ``_start_drag(kind, key, start)``."""
        self.pointer = event.pos
        click_buttons(self.header_buttons + self.prompt_buttons, event)
        if self.press and not self.drag:
            kind, key, start = self.press
            if abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) > DRAG_THRESHOLD:
                self._start_drag(kind, key, start)
        if self.drag:
            d = self.drag
            d.pos = (event.pos[0] - d.offset[0], event.pos[1] - d.offset[1])
            d.moved = True

    def describe(self, text: str) -> str:
        """An action text in player words (tables override this)."""
        return text

    def _ai_answer_ready(self) -> bool:
        """Collect the worker's answers; ask it when an AI seat is to act and has not been
        asked for this position yet.  True when an answer for the current position is in
        ``pending_answer`` and no animation is running.  A failed AI plays the first legal
        action, and says so."""
        s = self.session
        for req_id, text, err in self.ai.poll():
            if req_id != self.pending_id:
                continue
            if err is not None or text is None:
                legal = s.legal_texts()
                self.say(f"AI error ({err}); it plays {self.describe(legal[0])}.")
                text = legal[0]
            self.pending_answer = text
        if s.state.is_terminal() or s.is_human(s.current()):
            return False
        if self.pending_id is None or self.pending_len != len(s.record):
            self.pending_id = self.ai.ask(s.ai_request())
            self.pending_len = len(s.record)
            self.pending_answer = None
            for req_id, text, err in self.ai.poll():  # inline AI answers at once
                if req_id == self.pending_id:
                    self.pending_answer = text if err is None else s.legal_texts()[0]
        return self.pending_answer is not None and not self.tweens

    def open_rules(self) -> None:
        """Push this game's rules page."""
        from app.scenes.rules_page import RulesPage

        self.cancel_drag()
        self.ctx.stack.push(RulesPage(self.ctx, self.game))

    def to_menu(self) -> None:
        """Back to the title menu (the game stays saved)."""
        from app.scenes.menu import TitleMenu

        self.ctx.stack.reset(TitleMenu(self.ctx))

    def play_again(self) -> None:
        """Same seats and options, next seed."""
        from app.scenes.menu import TitleMenu

        s = self.session.setup
        new = Setup(s.game, list(s.seats), next_seed(s.seed), dict(s.options))
        self.ctx.stack.reset(TitleMenu(self.ctx))
        self.ctx.stack.push(type(self)(self.ctx, new))

    def cycle_speed(self) -> None:
        """Animation speed 0× → 1× → 2× → 3× → 0×, remembered in the settings."""
        cur = self.speed
        i = SPEEDS.index(cur) if cur in SPEEDS else 1
        self.ctx.settings.anim_speed = SPEEDS[(i + 1) % len(SPEEDS)]
        if getattr(self.ctx, "profile", None) is not None:
            self.ctx.profile.settings.animation_speed = int(self.ctx.settings.anim_speed)
        self._refresh()
