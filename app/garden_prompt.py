"""The prompt bar sentence of the Garden table: what the deciding person may do now, in our
own words, from the view only (DESIGN.md "UX contract")."""
from __future__ import annotations

from typing import Callable


def prompt_sentence(view, my_turn: bool, name: Callable[[int], str], waiting_for: str = "",
                    bottom_card: int | None = None) -> str:
    """One or two sentences for the prompt bar.

    ``view``: a :class:`rules.garden.view.GardenView`; ``my_turn``: a person decides now;
    ``name(seat)``: display name; ``waiting_for``: name of the AI being waited for;
    ``bottom_card``: a leftover the person already dragged onto the deck (two players).
    """
    if view.phase == "over":
        return "The Garden Club has judged the garden."
    if not my_turn:
        who = waiting_for or name(view.current_player)
        return f"Round {view.round} of 3 · {who} is deciding…"
    if view.phase == "plant":
        if view.free_turn:
            return ("The Ferwig-Radishers took a card from this draw: plant one of the two left"
                    " for free (drag it onto a lit slot, or click it, then a slot).")
        return (f"Round {view.round} of 3 · Plant one card: drag it onto a lit slot of your garden"
                " (or click it, then a slot). Left costs a Bee, centre is free, right gains a"
                " Bee; a planted card you cover goes to the Compost (−2).")
    if view.phase == "grasshopper":
        return ("A Grasshopper! Drag it onto a lit empty slot next to one of your Vegetables"
                " (or click it, then a slot). Same-type cards touching it lose a point each.")
    if view.phase == "rose":
        return ("A Rose for Eudora! Drag it over two side-by-side Vegetables of one type (lit)"
                " — it scores 5 if it still covers a pair at the end — or leave it out.")
    if view.phase == "pass":
        other = name((view.seat + 1) % view.num_players)
        left = [c for c in view.offer if c is not None]
        if view.ferwig_pending:
            one = "the last card" if len(left) == 1 else "one leftover"
            return (f"Pass {one} to {other}: drag it into the centre of {other}'s row below"
                    " the offer (the Ferwig-Radishers spoil the next draw, so only the centre"
                    " counts)." + ("" if len(left) == 1 else
                                   " The other goes to the bottom of the deck."))
        if len(left) == 1:
            return (f"Pass the last card to {other}: drag it into {other}'s row below the offer"
                    f" (left costs {other} a Bee, right gives one).")
        if bottom_card is not None:
            return (f"Now drag the other card into {other}'s row below the offer (left, centre"
                    " or right); the one on the deck goes to the bottom.")
        return (f"Pass a leftover to {other}: drag it into {other}'s row below the offer (left"
                f" costs {other} a Bee, right gives one). The other card goes to the bottom of"
                " the deck — you may drag it onto the deck first.")
    return ""
