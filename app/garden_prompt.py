"""The prompt bar sentence of the Garden table: what the deciding person may do now, in our
own words, from the view only (DESIGN.md "UX contract")."""
from __future__ import annotations

from typing import Callable

from rules.garden.actions import bees_allow


def pass_bee_clause(other: str, other_supply: int, hive: int) -> str:
    """What the pass positions mean for the opponent named ``other`` now (G-4, G-12), as
    the bracketed clause of the pass prompt: normally ``"left costs Ned a Bee, right gives
    one"``; when Ned has no Bee or the Beehive is empty, that the left (right) card is one
    Ned cannot take, so the prompt never promises a Bee the rules refuse; such a clause is
    set off by a semicolon ("Ned has no Bee, so cannot take the left; right gives one"), as
    two commas in a row read as one run-on sentence.  ``other_supply``, ``hive``: Bees
    now."""
    can_left, can_right = bees_allow(0, other_supply, hive), bees_allow(2, other_supply, hive)
    left = (f"left costs {other} a Bee" if can_left
            else f"{other} has no Bee, so cannot take the left")
    right = ("right gives one" if can_right
             else f"the Beehive is empty, so {other} cannot take the right")
    return f"{left}{', ' if can_left and can_right else '; '}{right}"


def plant_bee_clause(supply: int, hive: int) -> str:
    """The Bee part of the plant prompt for a seat with ``supply`` Bees and a Beehive of
    ``hive`` (G-4): ``"Left costs a Bee, centre is free, right gains a Bee"``, with the left
    (right) card named as one that cannot be taken when the supply (Beehive) is empty."""
    left = ("Left costs a Bee" if bees_allow(0, supply, hive)
            else "Left needs a Bee (you have none)")
    right = ("right gains a Bee" if bees_allow(2, supply, hive)
             else "right cannot be taken (Beehive empty)")
    return f"{left}, centre is free, {right}"


def result_clause(result, name: Callable[[int], str]) -> str:
    """After the Evaluation of a two-player game, who won and by what, for the prompt bar:
    ``" Ned wins, 77 to 48."``, ``" You win, 58 to 44."``, ``" A shared win at 50 points."``
    ``result``: the engine's :class:`rules.core.Result` (``scores``, ``winners`` with the
    G-12 tie-breaks applied); ``name(seat)``: display name.  ``""`` for one player (the
    ribbon panel says how it went)."""
    scores, winners = list(result.scores), list(result.winners)
    if len(scores) < 2 or not winners:
        return ""
    if len(winners) > 1:
        return f" A shared win at {scores[winners[0]]} points."
    w = winners[0]
    who = name(w)
    other = max(p for seat, p in enumerate(scores) if seat != w)
    return f" {who} {'win' if who == 'You' else 'wins'}, {scores[w]} to {other}."


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
        bees = plant_bee_clause(view.supply[view.seat], view.hive)
        return (f"Round {view.round} of 3 · Plant one card: drag it onto a lit slot of your garden"
                f" (or click it, then a slot). {bees}; a planted card you cover goes to the"
                " Compost (−2).")
    if view.phase == "grasshopper":
        return ("A Grasshopper! Drag it onto a lit empty slot next to one of your Vegetables"
                " (or click it, then a slot). A Vegetable later planted under it makes each"
                " card of its type beside it score a point less.")      # G-8
    if view.phase == "rose":
        return ("A Rose for Eudora! Drag it over two side-by-side Vegetables of one type (lit)"
                " — it scores 5 if it still covers a pair at the end — or leave it out.")
    if view.phase == "pass":
        opp = (view.seat + 1) % view.num_players
        other = name(opp)
        bees = pass_bee_clause(other, view.supply[opp], view.hive)
        left = [c for c in view.offer if c is not None]
        if view.ferwig_pending:
            one = "the last card" if len(left) == 1 else "one leftover"
            return (f"Pass {one} to {other}: drag it into the centre of {other}'s row below"
                    " the offer (the Ferwig-Radishers spoil the next draw, so only the centre"
                    " counts)." + ("" if len(left) == 1 else
                                   " The other goes to the bottom of the deck."))
        if len(left) == 1:
            return (f"Pass the last card to {other}: drag it into {other}'s row below the offer"
                    f" ({bees}).")
        if bottom_card is not None:
            return (f"Now drag the other card into {other}'s row below the offer (left, centre"
                    " or right); the one on the deck goes to the bottom.")
        return (f"Pass a leftover to {other}: drag it into {other}'s row below the offer"
                f" ({bees}). The other card goes to the bottom of the deck — you may drag it"
                " onto the deck first.")
    return ""
