"""Stepping through a finished game's record (issue 4 item 4), independent of drawing.

A replay rebuilds the game from its :class:`app.persist.record.GameRecord` (same seed, same
actions: RULINGS C-2) and moves a cursor over the actions.  What may be shown is always
``state.view(seat)`` of the record's person (the first ``"human"`` seat, else seat 0 as an
onlooker), never another seat's hidden card.  This module never imports pygame.
"""
from __future__ import annotations

from app.cli import SEAT_KINDS, Setup
from app.neighbour_names import game_neighbours, short_names
from app.persist.record import GameRecord
from app.ui.words import ai_level_words, garden_name, seat_label

#: Replay speeds offered, in moves per second.
REPLAY_SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0)


def record_setup(record: GameRecord) -> Setup:
    """The table :class:`app.cli.Setup` (game, seats, seed, options) of ``record``."""
    return Setup(record.game, list(record.seats), record.seed, dict(record.options))


def record_neighbours(record: GameRecord) -> list[tuple[str, str]]:
    """The Neighbours of a Garden ``record`` as ``[(id, full name), ...]`` in the game's
    order, rebuilt by the engine from its seat count, options and seed
    (:func:`app.neighbour_names.game_neighbours`, RULINGS G-13, C-2): the record does not
    list them.  ``[]`` for another game or a record the engine refuses."""
    if record.game != "garden":
        return []
    return game_neighbours(len(record.seats), record.options, record.seed)


def record_details(record: GameRecord) -> str:
    """A list line's third line: the seed (RULINGS C-2: the same seed deals the same game),
    and for the Garden which Neighbours came, short
    (:func:`app.neighbour_names.short_neighbour_name`):
    ``"Seed 401075 · Neighbours: Carrotbody, Mayor, Sallie, Horace"``; ``"Seed 44"``
    for another game."""
    neighbours = record_neighbours(record)
    seed = f"Seed {record.seed}"
    return f"{seed} · Neighbours: {short_names(neighbours)}" if neighbours else seed


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


def _who(seat: int, me: int | None) -> str:
    return "You" if seat == me else seat_label(seat)


def result_words(record: GameRecord) -> str:
    """The outcome of a finished ``record`` in a person's words, from its result line
    (:meth:`rules.core.Result.line`, ``"result: winner=0 scores=32 ribbons=none"``):

    - Garden alone: ``"32 points, no ribbon"`` / ``"106 points, Blue Ribbon"``;
    - Intrigue: ``"Seat 2 won — 2 cards left"`` (a match: ``"— 3 games won"``),
      ``"You won — …"`` for the person's seat;
    - Garden for two, by the table's names (:func:`app.ui.words.garden_name`):
      ``"You won — 58 points to 44"``, ``"Ned won — 77 points to 48"``;
    - any other game: ``"Seat 2 won — scores 3, 0, 3"``.

    Seats are numbered from 1 (:func:`app.ui.words.seat_label`).  ``""`` when unfinished;
    ``"finished"`` when the line cannot be read (never the raw line)."""
    line = record.result or ""
    if not line:
        return ""
    fields = dict(tok.split("=", 1) for tok in line.split()[1:] if "=" in tok)
    winners = [int(w) for w in fields.get("winner", "").replace(",", "+").split("+")
               if w.strip().isdigit()]
    try:
        scores = [int(x) for x in fields.get("scores", "").split(",") if x.strip()]
    except ValueError:
        scores = []
    if not winners or not scores:
        return "finished"
    me = person_seat(record) if "human" in record.seats else None
    ribbons = fields.get("ribbons", "").split(",")

    def ribbon(seat: int) -> str:
        word = ribbons[seat] if seat < len(ribbons) else ""
        return "no ribbon" if word in ("", "none", "no") else f"{word.capitalize()} Ribbon"

    if len(record.seats) == 1:  # a solo game has no one to beat
        points = f"{scores[0]} point{'s' * (scores[0] != 1)}"
        return f"{points}, {ribbon(0)}" if "ribbons" in fields else points
    if record.game == "garden":    # the names the table used: "Ned won", not "Seat 2 won"
        names = [garden_name(w, record.seats) for w in winners]
    else:
        names = [_who(w, me) for w in winners]
    if len(names) == 1:
        head = f"{names[0]} won"
    else:
        head = " and ".join(names) + " shared the win"
    best = scores[winners[0]] if winners[0] < len(scores) else 0
    if record.game == "intrigue":
        if record.options.get("match") == "on":
            tail = f"{best} game{'s' * (best != 1)} won"
        else:
            tail = f"{best} card{'s' * (best != 1)} left"
    elif record.game == "garden":
        others = [scores[s] for s in range(len(scores)) if s not in winners]
        tail = f"{best} points" + (f" to {max(others)}" if others else "")
    else:
        tail = "scores " + ", ".join(str(x) for x in scores)
    return f"{head} — {tail}"


def seats_words(record: GameRecord) -> str:
    """Who played, for a list line, the AIs by difficulty (:func:`app.ui.words.ai_level_words`,
    easiest first): ``"you vs 3 AIs (medium)"``, ``"you vs 2 AIs (1 easy, 1 hard)"``,
    ``"you alone"``, ``"4 AIs (easy)"``; a record of random-move seats (``random``, which
    older versions called easy) says ``"random"``.  The record keeps its kind names."""
    from collections import Counter

    people = sum(1 for k in record.seats if k == "human")
    ais = Counter(k for k in record.seats if k != "human")
    n_ai = sum(ais.values())
    if len(ais) == 1:
        levels = ai_level_words(next(iter(ais)))
    else:
        def order(item):  # SEAT_KINDS runs random → easy → hard; a kind it lacks goes last
            k = item[0]
            return (SEAT_KINDS.index(k) if k in SEAT_KINDS else len(SEAT_KINDS), k)

        levels = ", ".join(f"{c} {ai_level_words(k)}" for k, c in sorted(ais.items(), key=order))
    ai_part = f"{n_ai} AI{'s' * (n_ai != 1)} ({levels})" if n_ai else ""
    if people == 0:
        return ai_part
    you = "you" if people == 1 else f"{people} people"
    return f"{you} vs {ai_part}" if ai_part else f"{you} alone"
