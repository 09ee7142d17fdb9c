"""Stepping through a finished game's record (issue 4 item 4), independent of drawing.

A replay rebuilds the game from its :class:`app.persist.record.GameRecord` (same seed, same
actions: RULINGS C-2) and moves a cursor over the actions.  What may be shown is always
``state.view(seat)`` of the record's person (the first ``"human"`` seat, else seat 0 as an
onlooker), never another seat's hidden card.  This module never imports pygame.
"""
from __future__ import annotations

from app.cli import Setup
from app.persist.record import GameRecord

#: Replay speeds offered, in moves per second.
REPLAY_SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0)


def record_setup(record: GameRecord) -> Setup:
    """The table :class:`app.cli.Setup` (game, seats, seed, options) of ``record``."""
    return Setup(record.game, list(record.seats), record.seed, dict(record.options))


def person_seat(record: GameRecord) -> int:
    """The seat whose view a replay shows: the first ``"human"`` seat, else 0."""
    return record.seats.index("human") if "human" in record.seats else 0


class ReplayCursor:
    """Where a replay is: ``step`` actions of ``record.actions`` applied (0..``length``).

    ``playing`` and ``speed`` (moves per second, one of :data:`REPLAY_SPEEDS`) drive
    :meth:`tick`.  The cursor only counts; the scene rebuilds the state for ``step``.
    """

    def __init__(self, record: GameRecord, step: int = 0):
        self.record = record
        self.length = len(record.actions)
        self.step = max(0, min(step, self.length))
        self.playing = False
        self.speed = 1.0
        self._clock = 0.0

    def go(self, step: int) -> int:
        """Move to ``step`` (clamped to 0..length); returns the new step."""
        self.step = max(0, min(step, self.length))
        if self.step >= self.length:
            self.playing = False
        self._clock = 0.0
        return self.step

    def toggle_play(self) -> None:
        """Play/pause; playing from the end starts again from the beginning."""
        if not self.playing and self.step >= self.length:
            self.step = 0
        self.playing = not self.playing
        self._clock = 0.0

    def cycle_speed(self) -> float:
        """Next speed of :data:`REPLAY_SPEEDS` (wrapping); returns it."""
        i = REPLAY_SPEEDS.index(self.speed) if self.speed in REPLAY_SPEEDS else 0
        self.speed = REPLAY_SPEEDS[(i + 1) % len(REPLAY_SPEEDS)]
        return self.speed

    def tick(self, dt: float) -> int:
        """Advance the play clock by ``dt`` seconds; returns how many steps forward to take
        now (0 when paused or at the end)."""
        if not self.playing:
            return 0
        self._clock += dt
        n = 0
        while self._clock >= 1.0 / self.speed and self.step + n < self.length:
            self._clock -= 1.0 / self.speed
            n += 1
        if self.step + n >= self.length and n:
            self.playing = False
        return n


def result_words(record: GameRecord) -> str:
    """The outcome of a finished ``record`` for a list line, from its result line
    (:meth:`rules.core.Result.line`, ``"result: winner=0 scores=106 ribbons=blue"``):
    ``"score 106 · blue ribbon"`` (solo), ``"seat 1 won · scores 0, 1"``; the raw line
    when it cannot be read; ``""`` when unfinished."""
    line = record.result or ""
    fields = dict(tok.split("=", 1) for tok in line.split()[1:] if "=" in tok)
    if "winner" not in fields:
        return line
    me = person_seat(record) if "human" in record.seats else None
    winners = [w for w in fields["winner"].split(",") if w.strip().isdigit()]
    scores = fields.get("scores", "").split(",")
    if me is not None and str(me) in winners:
        head = "you won" if len(winners) == 1 else "you shared the win"
    else:
        head = " and ".join(f"seat {w}" for w in winners) + " won"
    parts = [head] if len(record.seats) > 1 else []  # a solo game has no one to beat
    if me is not None and me < len(scores) and len(record.seats) == 1:
        parts.append(f"score {scores[me]}")
    elif scores != [""]:
        parts.append("scores " + ", ".join(scores))
    ribbons = fields.get("ribbons", "").split(",")
    if me is not None and me < len(ribbons) and ribbons[me] not in ("", "none"):
        parts.append(f"{ribbons[me]} ribbon")
    return " · ".join(parts)
