"""The words of Intrigue's memory aid (RULINGS C-3): the roles a seat has claimed this game
("said K K 10") and the cards it showed after a challenge ("shown K"), fitted to the room a
seat panel has for them.

The font shrinks first (13 px down to :data:`MIN_SIZE`), and the claims may wrap onto more
lines when the panel is tall enough; only when even the smallest font cannot hold them all
are the oldest left out, counted: ``"said +3 … J Q"`` (three earlier claims not shown).  The
latest claim is always kept.  Pure functions of a :class:`app.ui.text.Text` (measuring only,
nothing drawn); the table caches their results, so they never run every frame.
"""
from __future__ import annotations

#: Font sizes tried, largest first (px); the last is the smallest still easy to read.
SIZES = (13, 12, 11, 10)
MIN_SIZE = SIZES[-1]
#: What stands for an empty list ("said –": nothing claimed yet).
NONE = "–"
#: Start of a wrapped continuation line.
INDENT = "  "


def elided(count: int, compact: bool = False) -> str:
    """The token standing for ``count`` older items left out: ``"+3 …"`` (``"+3…"`` when
    ``compact``, the last resort for keeping the latest item in a narrow column)."""
    return f"+{count}…" if compact else f"+{count} …"


def wrap_items(text, head: str, items, size: int, room: int, max_lines: int
               ) -> list[str] | None:
    """``head`` and ``items`` ("said", ["K", "A"]) as lines no wider than ``room`` px at
    ``size`` px: items fill a line, then go on to an indented next line; ``None`` when more
    than ``max_lines`` lines (at least 1) would be needed or a single word is too wide.
    No items: ``["said –"]``."""
    font = text.font(size)
    words = list(items) or [NONE]
    lines = [head]
    if font.size(head)[0] > room:
        return None
    for w in words:
        trial = f"{lines[-1]} {w}"
        if font.size(trial)[0] <= room:
            lines[-1] = trial
            continue
        nxt = f"{INDENT}{w}"
        if font.size(nxt)[0] > room:
            return None
        lines.append(nxt)
        if len(lines) > max_lines:
            return None
    return lines


def _keep_latest(text, head: str, items, size: int, room: int, max_lines: int) -> list[str]:
    """At ``size``: ``items`` with as many of the oldest as needed replaced by their count
    (:func:`elided`), the latest kept: ``"said +4 … J Q"``, ``"said +9… Q"``, and when even
    that is too wide, without the head, ``"+10… Q"``; the bare count (or the head cut to
    ``room``) only when no item fits at all."""
    items = list(items)
    for keep in range(len(items) - 1, 0, -1):
        for compact in ((False, True) if keep == 1 else (False,)):
            got = wrap_items(text, head, [elided(len(items) - keep, compact)] + items[-keep:],
                             size, room, max_lines)
            if got is not None:
                return got
    if items:           # the last resort keeps the latest item and the count, not the head
        bare = f"{elided(len(items) - 1, True)} {items[-1]}"
        if text.font(size).size(bare)[0] <= room:
            return [bare]
    got = wrap_items(text, head, [elided(len(items))], size, room, max_lines)
    return got if got is not None else [text.cut(head, size, room, keep=1)]


def line_step(text, size: int) -> int:
    """Pixels from one memory-aid line's top to the next at ``size`` px: the font's height,
    so that the lines' rects never overlap."""
    return text.font(size).get_height()


def rows_in(text, size: int, height: int | None) -> int:
    """How many lines at ``size`` px fit in ``height`` px (at least 2: a "said" and a
    "shown" line); 2 when ``height`` is ``None``."""
    if height is None:
        return 2
    return max(2, height // line_step(text, size))


def seat_lines(text, said, shown, room: int, height: int | None = None
               ) -> tuple[tuple[str, ...], int]:
    """The memory aid of one seat in a column ``room`` px wide and ``height`` px high:
    (lines, font size).  The "said" line comes first, then one "shown" line, all in one
    size: the largest of :data:`SIZES` at which every item fits on them; failing that, the
    largest at which the claims fit wrapped over every line the height holds but the last;
    failing that, at :data:`MIN_SIZE`, the oldest claims that still do not fit are counted
    instead (``"said +3 … J Q"``)."""
    said, shown = list(said), list(shown)
    for wrap in (False, True):              # one "said" line in any size before wrapping
        for size in SIZES:
            rows = rows_in(text, size, height) if wrap else 2
            a = wrap_items(text, "said", said, size, room, rows - 1)
            b = wrap_items(text, "shown", shown, size, room, 1)
            if a is not None and b is not None:
                return tuple(a + b), size
    size = MIN_SIZE
    rows = rows_in(text, size, height)
    a = wrap_items(text, "said", said, size, room, rows - 1) or \
        _keep_latest(text, "said", said, size, room, rows - 1)
    b = wrap_items(text, "shown", shown, size, room, 1) or \
        _keep_latest(text, "shown", shown, size, room, 1)
    return tuple(a + b), size


def own_line(text, said, shown, room: int) -> tuple[str, int]:
    """The memory aid of the person's own seat on one line of ``room`` px:
    ``"said K J · shown –"`` and its font size (as :func:`seat_lines`: shrink first, then
    count the oldest claims, then the oldest shown cards)."""
    said, shown = list(said), list(shown)

    def line(s_items, h_items) -> str:
        return f"said {' '.join(s_items) or NONE} · shown {' '.join(h_items) or NONE}"

    for size in SIZES:
        got = line(said, shown)
        if text.font(size).size(got)[0] <= room:
            return got, size
    font = text.font(MIN_SIZE)
    for keep_shown in range(len(shown), -1, -1):
        h = ([elided(len(shown) - keep_shown)] if keep_shown < len(shown) else []) + \
            shown[len(shown) - keep_shown:]
        for keep in (range(len(said), 0, -1) if said else [0]):
            s = ([elided(len(said) - keep)] if keep < len(said) else []) + said[-keep:]
            if font.size(line(s, h))[0] <= room:
                return line(s, h), MIN_SIZE
    return text.cut(line(said[-1:], shown[-1:]), MIN_SIZE, room), MIN_SIZE
