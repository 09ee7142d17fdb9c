"""Gestures matched against the engine's legal actions (python-chess ``find_move`` manners).

A :class:`Gesture` is what the person did with the mouse — a verb (the chip or card that
moved), maybe a target seat, maybe the ranks of cards — and :func:`match_gesture` returns the
legal action texts it can mean: none → the piece springs back with the engine's reason; one →
apply it; several → a small chooser.  The app never decides legality itself.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Gesture:
    """``verb``: first word of the action text (``"dagger"``, ``"lose"``, ``"keep"``,
    ``"block"`` ...); ``target``: the seat a chip was dropped on, or None; ``ranks``: the card
    ranks involved (the card turned face up, the cards kept), order irrelevant."""

    verb: str
    target: int | None = None
    ranks: tuple[str, ...] = ()

    def text(self) -> str:
        """The action text this gesture would be if it were legal (for the engine's
        explanation when it is not)."""
        words = [self.verb]
        if self.target is not None:
            words.append(str(self.target))
        words += list(self.ranks)
        return " ".join(words)


def match_gesture(gesture: Gesture, legal: list[str]) -> list[str]:
    """The texts in ``legal`` (in their order) that ``gesture`` can mean.

    A verb alone matches every legal action with that first word; a target must equal the
    action's seat argument; ranks must equal the action's ranks as a multiset.
    """
    out = []
    for text in legal:
        words = text.split()
        if not words or words[0] != gesture.verb:
            continue
        args = words[1:]
        if gesture.target is not None:
            if len(args) != 1 or not args[0].isdigit() or int(args[0]) != gesture.target:
                continue
        if gesture.ranks and sorted(args) != sorted(gesture.ranks):
            continue
        out.append(text)
    return out
