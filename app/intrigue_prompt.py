"""The prompt bar of the Intrigue table: what the deciding person may do now, in words, and
the buttons for it (DESIGN.md "UX contract").  Built only from ``state.view(seat)`` and the
legal action texts; the wording is ours.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from rules.intrigue.roles import ROLES

ACTION_LABELS = {
    "income": "Income (+1)",
    "foreign_aid": "Foreign aid (+2)",
    "tax": "Tax +3 (claim King)",
    "exchange": "Exchange (claim Ace)",
    "coup": "Coup (pay 7)",
    "dagger": "Dagger (claim Jack, pay 3)",
    "steal": "Steal (claim 10)",
}


@dataclass(frozen=True)
class PromptButton:
    """A button of the prompt bar: ``label`` and the action ``text`` it submits
    (``""`` for a button that only starts a gesture, e.g. choosing a target)."""

    label: str
    text: str


def role(rank: str | None) -> str:
    """``"the King"`` for ``"K"``."""
    return ROLES[rank].name if rank in ROLES else "a role"


def action_phrase(action: str | None, target: int | None, name: Callable[[int], str]) -> str:
    """What an announced action does, e.g. ``"steal from Seat 2"``."""
    t = name(target) if target is not None else ""
    return {
        "income": "take income",
        "foreign_aid": "take foreign aid",
        "coup": f"make a coup against {t}",
        "tax": "take tax",
        "dagger": f"use the Dagger on {t}",
        "steal": f"steal from {t}",
        "exchange": "exchange cards with the court",
    }.get(action or "", action or "act")


def situation(view, name: Callable[[int], str]) -> str:
    """One sentence for what is happening at the table now (for any seat)."""
    p = view.phase
    if p == "over":
        return "The game is over."
    if p == "action":
        return f"{name(view.turn)} is choosing an action."
    if p == "challenge":
        if view.about == "block":
            return (f"{name(view.claimant)} claims {role(view.claimed_rank)} to block "
                    f"{name(view.turn)}.")
        return (f"{name(view.claimant)} claims {role(view.claimed_rank)} to "
                f"{action_phrase(view.action, view.target, name)}.")
    if p == "block":
        return f"{name(view.turn)} wants to {action_phrase(view.action, view.target, name)}."
    if p == "prove":
        return (f"{name(view.challenger)} challenges {name(view.claimant)}'s claim to "
                f"{role(view.claimed_rank)}.")
    if p == "lose":
        return f"{name(view.loser)} must turn a card face up."
    if p == "exchange":
        return f"{name(view.turn)} is exchanging cards with the court."
    return ""


def prompt(view, legal: list[str], name: Callable[[int], str]) -> tuple[str, list[PromptButton]]:
    """The sentence and buttons for the person deciding now (``view.seat`` == current).

    ``legal``: the legal action texts.  Every legal action is reachable from a button or a
    gesture that the sentence names.
    """
    p = view.phase
    words = {t.split()[0] for t in legal}
    # with one face-down card left, losing a card means leaving the game (I-9): say so
    last = view.face_down[view.seat] == 1
    lose = "you lose your last card and are out" if last else "you lose a card"
    if p == "action":
        if words == {"coup"}:
            return ("You have 10 coins or more, so you must make a coup: drag the Coup chip "
                    "onto a player (or click it).", [])
        btns = [PromptButton(ACTION_LABELS[w], w) for w in
                ("income", "foreign_aid", "tax", "exchange") if w in words]
        return ("Your turn: pick one action. Click it below, or drag a Coup / Dagger / Steal "
                "chip onto a player.", btns)
    if p == "challenge":
        who = name(view.claimant)
        if view.about == "block":
            what = f"{who} claims {role(view.claimed_rank)} to block."
        else:
            what = (f"{who} claims {role(view.claimed_rank)} to "
                    f"{action_phrase(view.action, view.target, name)}.")
        return (what + f" Do you challenge? (If they hold it, {lose}.)",
                [PromptButton("Challenge", "challenge"), PromptButton("Let it pass", "pass")])
    if p == "block":
        what = f"{name(view.turn)} wants to {action_phrase(view.action, view.target, name)}."
        btns = [PromptButton(f"Block with {ROLES[t.split()[1]].name}", t)
                for t in legal if t.startswith("block ")]
        btns.append(PromptButton("Don't block", "pass"))
        return what + " Block it by claiming a role, or let it happen?", btns
    if p == "prove":
        what = (f"{name(view.challenger)} challenges your claim to {role(view.claimed_rank)}. ")
        btns = []
        if "show" in words:
            btns.append(PromptButton(f"Show {ROLES[view.claimed_rank].name}", "show"))
            what += ("Show the card — drag it onto the court or press Show — and they lose a "
                     "card; or decline and " + ("you lose your last card and are out."
                                                if last else "you lose one."))
        else:
            what += f"You do not hold it: decline, and {lose}."
        btns.append(PromptButton("Decline", "decline"))
        return what, btns
    if p == "lose":
        return ("You lose a card: click one of your face-down cards, or drag it onto your "
                "face-up row.", [])
    if p == "exchange":
        keep = view.face_down[view.seat]
        return (f"Exchange: keep {keep} card{'s' if keep > 1 else ''}. Drag cards between "
                "your hand and the court (or click them), then press Keep.", [])
    return "Choose an action.", [PromptButton(t, t) for t in legal]
