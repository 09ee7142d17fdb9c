"""Words the games' logs share (no game's rules here)."""
from __future__ import annotations


def listed(words: list[str], joint: str = "and") -> str:
    """Items as a person lists them: ``["Q"]`` -> ``"Q"``, ``["K", "A"]`` -> ``"K and
    A"``, ``["Turnip", "Salsify", "Radish"]`` with ``joint="or"`` -> ``"Turnip, Salsify or
    Radish"`` (commas, then one ``joint``).  Raises ``IndexError`` for no items."""
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + f" {joint} " + words[-1]
