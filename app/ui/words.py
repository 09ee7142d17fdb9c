"""Player-facing wording shared by the scenes: seat names numbered from 1 for people, no
ruling ids, plain dates.

The engine numbers seats from 0 (``seat 0`` .. ``seat 7``) and its texts (log lines,
reasons, option help) say ``Seat N`` with that number and may cite ``(RULINGS I-10)``;
everything a person reads goes through these helpers first, so the screen says
``Seat 1`` .. ``Seat 8`` and never a ruling id.  Engine seats stay 0-based everywhere else.
"""
from __future__ import annotations

import re

_SEAT = re.compile(r"\b([Ss]eat) (\d+)\b")
_RULING_PAREN = re.compile(r"\s*\((?:see\s+)?RULINGS?\s+[A-Z]-\d+(?:\s*(?:,|and|\.\.|–|-)\s*"
                           r"[A-Z]?-?\d+)*\)", re.IGNORECASE)
_RULING_BARE = re.compile(r",?\s*\bRULINGS?\s+[A-Z]-\d+(?:\s*(?:,|and)\s*[A-Z]-\d+)*",
                          re.IGNORECASE)


def seat_label(seat: int) -> str:
    """``"Seat 1"`` for engine seat 0 (people count from 1).  ``seat``: 0-based index."""
    return f"Seat {seat + 1}"


def display_seats(text: str) -> str:
    """``text`` from the engine with every ``Seat N`` / ``seat N`` (0-based) renumbered for
    people (``Seat N+1``), e.g. ``"Seat 0 takes income."`` → ``"Seat 1 takes income."``."""
    return _SEAT.sub(lambda m: f"{m.group(1)} {int(m.group(2)) + 1}", text)


def strip_rulings(text: str) -> str:
    """``text`` without ruling ids (``" (RULINGS I-10)"``, ``"RULINGS C-1"``): they are the
    team's references, not words for a player."""
    out = _RULING_PAREN.sub("", text)
    out = _RULING_BARE.sub("", out)
    return re.sub(r"\s+([.,;:])", r"\1", out).strip()


def player_text(text: str) -> str:
    """Both :func:`strip_rulings` and :func:`display_seats`: engine words made fit for a
    person to read."""
    return display_seats(strip_rulings(text))


def when_words(stamp: str) -> str:
    """An ISO time stamp (``"2026-11-29T23:41:07+00:00"``) as ``"29 Nov 2026, 23:41"``
    in the computer's local time (a stamp without a zone is taken as it is); the first 16
    characters, ``T`` made a space, when it cannot be read."""
    from datetime import datetime

    try:
        dt = datetime.fromisoformat(stamp)
        if dt.tzinfo is not None:
            dt = dt.astimezone()
    except (TypeError, ValueError, OverflowError, OSError):
        return (stamp or "")[:16].replace("T", " ")
    return f"{dt.day} {dt:%b %Y, %H:%M}"


#: What a player reads for each AI seat kind of :data:`app.cli.SEAT_KINDS`.
AI_LEVEL_WORDS = {"random": "random", "easy": "easy", "heuristic": "medium", "search": "hard"}


def ai_level_words(kind: str) -> str:
    """The difficulty word a player reads for an AI seat ``kind`` (a str of
    :data:`app.cli.SEAT_KINDS`): ``"easy"`` → ``"easy"``, ``"heuristic"`` → ``"medium"``,
    ``"search"`` → ``"hard"``; ``"random"`` (uniformly random moves, which older versions
    called easy: records and statistics from then name it) → ``"random"``.  Any other
    string, ``"human"`` included, comes back unchanged (a person is not a level: the setup
    button says ``"Human (you)"`` itself, and a statistics line against people reads
    ``"vs human"``).  Only the screen uses these words; the command line
    (``--seats heuristic``), saved setups, records and statistics keep the kind names."""
    return AI_LEVEL_WORDS.get(kind, kind)


def garden_name(seat: int, kinds) -> str:
    """The name a Garden seat goes by on screen, in the log and in the replays list.

    ``seat``: 0-based; ``kinds``: the table's seat kinds (``"human"`` or an AI kind of
    :data:`app.cli.SEAT_KINDS`), one per seat.  Alone: ``"Mr. Cabbagehead"``.  Two players
    (rulebook 'Rules for 2 Players': Mr. Cabbagehead against Ned): the one person is
    ``"You"`` and the AI ``"Ned"``; two people are ``"Player 1"`` / ``"Player 2"``; two AIs
    ``"Mr. Cabbagehead"`` / ``"Ned"``."""
    kinds = list(kinds)
    if len(kinds) == 1:
        return "Mr. Cabbagehead"
    people = [s for s, k in enumerate(kinds) if k == "human"]
    if kinds[seat] == "human":
        return "You" if len(people) == 1 else f"Player {seat + 1}"
    if not people:
        return ("Mr. Cabbagehead", "Ned")[seat]
    return "Ned"
