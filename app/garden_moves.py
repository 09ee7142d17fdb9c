"""Garden gestures matched against the engine's legal action texts (the app never decides
legality, DESIGN.md "Drag-and-drop").

Action texts (:mod:`rules.garden.actions`): ``plant N C R``, ``grasshopper C R``,
``rose C R``, ``rose none``, ``pass N left|centre|right``.  Every function here takes the list
of legal texts (``TableSession.legal_texts()``) and reads it; none of them knows a rule
(the pass label asks the rules whether the opponent's Bees allow a position, G-4, and is told
when a Ferwig-Radishers turn leaves only the centre, G-7).
"""
from __future__ import annotations

from rules.garden.actions import POSITIONS, bees_allow

Slot = tuple[int, int]

#: The word for each offer position's Bee move (G-4).
COST_WORDS = {"left": "costs 1 Bee", "centre": "free", "right": "gains 1 Bee"}


def plant_cost_words(position: str, supply: int, hive: int, free: bool = False) -> str:
    """The Bee move of taking the offered card at ``position`` to plant it, in a few words:
    :data:`COST_WORDS`, ``"free (Ferwig-Radishers)"`` on a ``free`` turn, or why the card
    cannot be chosen now ("no Bee to pay, cannot be taken", "Beehive empty, cannot be
    taken"), asked of the rules (G-4,
    :func:`rules.garden.actions.bees_allow`).  ``supply``: the taker's Bees; ``hive``: the
    Beehive's.  Raises ValueError for an unknown position."""
    if free:
        return "free (Ferwig-Radishers)"
    if not bees_allow(POSITIONS.index(position), supply, hive):
        why = "no Bee to pay" if position == "left" else "Beehive empty"
        return f"{why}, cannot be taken"
    return COST_WORDS[position]


#: The short word under each offer position for its Bee move (G-4).
OFFER_LABELS = {"left": "pay 1 Bee", "centre": "free", "right": "+1 Bee"}


def offer_label(position: str, supply: int, hive: int, free: bool = False) -> str:
    """The short words under offer ``position`` for the seat about to plant: its Bee move
    (:data:`OFFER_LABELS`), ``"free"`` on a Ferwig-Radishers turn (G-7), or why it cannot be
    taken ("no Bee", "Beehive empty"), asked of the rules (G-4,
    :func:`rules.garden.actions.bees_allow`).  ``supply``: that seat's Bees."""
    if free:
        return "free"
    if not bees_allow(POSITIONS.index(position), supply, hive):
        return "no Bee" if position == "left" else "Beehive empty"
    return OFFER_LABELS[position]


def _split(legal: list[str], verb: str) -> list[list[str]]:
    return [t.split()[1:] for t in legal if t.split()[:1] == [verb]]


def plant_slots(legal: list[str], card: int) -> set[Slot]:
    """Slots where Vegetable ``card`` may be planted now (from ``plant`` texts)."""
    return {(int(a[1]), int(a[2])) for a in _split(legal, "plant") if int(a[0]) == card}


def plantable_cards(legal: list[str]) -> set[int]:
    """Vegetable numbers of the offer that some legal ``plant`` uses (G-4: a card whose Bee
    move is impossible is missing)."""
    return {int(a[0]) for a in _split(legal, "plant")}


def plant_text(card: int, slot: Slot) -> str:
    """The action text of planting ``card`` in ``slot`` (legal or not)."""
    return f"plant {card} {slot[0]} {slot[1]}"


def grasshopper_slots(legal: list[str]) -> set[Slot]:
    """Slots where the revealed Grasshopper may go (G-8)."""
    return {(int(a[0]), int(a[1])) for a in _split(legal, "grasshopper")}


def rose_slots(legal: list[str]) -> set[Slot]:
    """Left slots where the drawn Rose may go (G-9); ``rose none`` is not included."""
    return {(int(a[0]), int(a[1])) for a in _split(legal, "rose") if a != ["none"]}


def rose_choice(legal: list[str], slot: Slot, right_half: bool) -> str | None:
    """The ``rose`` text meant by dropping the Rose on ``slot``: a Rose covers ``slot`` and
    its right neighbour, or its left neighbour and ``slot``; ``right_half`` (the pointer in
    the right half of the cell) prefers the pair to the right.  ``None`` when neither is
    legal."""
    ok = rose_slots(legal)
    for p in rose_pairs(slot, right_half):
        if p in ok:
            return f"rose {p[0]} {p[1]}"
    return None


def rose_pairs(slot: Slot, right_half: bool) -> list[Slot]:
    """Left slots of the two pairs a Rose dropped on ``slot`` may cover, the one the
    pointer favours first: ``slot`` and its right neighbour when ``right_half``, else its
    left neighbour and ``slot`` (G-9)."""
    c, r = slot
    return [(c, r), (c - 1, r)] if right_half else [(c - 1, r), (c, r)]


def rose_refused(garden: dict, slot: Slot, right_half: bool) -> str:
    """The ``rose`` text whose refusal to show for a Rose dropped on ``slot`` where
    :func:`rose_choice` found no legal pair (G-9: two side-by-side Vegetables of one type):
    the pair the pointer favours, unless only the other covers two planted cards (its
    reason names them; the favoured one's would only say a Rose needs two cards).
    ``garden``: slot -> Vegetable number."""
    pairs = rose_pairs(slot, right_half)
    full = [p for p in pairs if p in garden and (p[0] + 1, p[1]) in garden]
    p = full[0] if full else pairs[0]
    return f"rose {p[0]} {p[1]}"


def pass_positions(legal: list[str], card: int) -> list[str]:
    """Positions (left/centre/right) the leftover ``card`` may be passed to (G-12)."""
    return [a[1] for a in _split(legal, "pass") if int(a[0]) == card]


def passable_cards(legal: list[str]) -> list[int]:
    """Leftover cards that may be passed, in the engine's order."""
    out: list[int] = []
    for a in _split(legal, "pass"):
        if int(a[0]) not in out:
            out.append(int(a[0]))
    return out


def bottom_gesture(legal: list[str], bottom_card: int) -> str | None:
    """When ``bottom_card`` is dragged onto the deck, the ``pass`` it decides by itself: the
    other leftover passes, if there is exactly one other and exactly one position for it;
    else ``None`` (the person still places the other card)."""
    others = [c for c in passable_cards(legal) if c != bottom_card]
    if len(others) != 1:
        return None
    pos = pass_positions(legal, others[0])
    return f"pass {others[0]} {pos[0]}" if len(pos) == 1 else None


def pass_cost_label(position: str, other: str, other_supply: int, hive: int,
                    ferwig: bool = False) -> str:
    """What taking a card passed to ``position`` will mean for the opponent named ``other``
    (two players, G-12, with the Bee costs of G-4): ``"Ned pays"``, ``"free"``,
    ``"Ned +1"``, or why Ned cannot take it at all ("Ned has no Bee", "Beehive empty"), a
    blocking play the player should see.  ``other_supply``/``hive``: Bees now.

    ``ferwig``: the Ferwig-Radishers spoil Ned's next draw (``view.ferwig_pending``, G-7):
    that planting is free whatever the position, so the rules offer the centre only
    (:meth:`rules.garden.state.GardenState.legal_actions`): left and right say
    ``"closed"``, the centre ``"next turn free"``, and no Bee is promised or charged.
    Raises KeyError for an unknown position."""
    if position not in POSITIONS:
        raise KeyError(position)
    if ferwig:
        return {"left": "closed", "centre": "next turn free", "right": "closed"}[position]
    if not bees_allow(POSITIONS.index(position), other_supply, hive):
        return f"{other} has no Bee" if position == "left" else "Beehive empty"
    return {"left": f"{other} pays", "centre": "free", "right": f"{other} +1"}[position]
