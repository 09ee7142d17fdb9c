"""Log lines of Intrigue events, with ``Seat N`` names (the app may substitute names)."""
from __future__ import annotations

from rules.intrigue.roles import role_name
from rules.words import listed


def seat_name(seat: int) -> str:
    """``"Seat 2"`` for seat 2; ``"the bank"`` for -1."""
    return "the bank" if seat < 0 else f"Seat {seat}"


def announce_text(actor: int, action: str, target: int | None, claim: str | None) -> str:
    """The line for an announced action, e.g. ``"Seat 1 claims the 10 to steal from
    Seat 0."``: a claimed action is only announced here; it may still be challenged or
    blocked, and a later line says what happened (rulebook "Challenging", "Blocking")."""
    a, t = seat_name(actor), seat_name(target) if target is not None else ""
    plain = {
        "income": f"{a} takes income.",
        "foreign_aid": f"{a} asks for foreign aid.",
        "coup": f"{a} makes a coup against {t}.",
    }
    if action in plain:
        return plain[action]
    what = {
        "tax": "take tax",
        "dagger": f"use the Dagger on {t}",
        "steal": f"steal from {t}",
        "exchange": "exchange cards with the court",
    }[action]
    return f"{a} claims {role_name(claim)} to {what}."


def cards_text(ranks) -> str:
    """``"Q"`` / ``"K and A"`` / ``"Q, J and 10"`` / ``"no cards"``: ranks as a person
    lists them (commas, then one "and")."""
    ranks = list(ranks)
    return listed(ranks) if ranks else "no cards"
