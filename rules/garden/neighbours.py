"""What a visiting Neighbour does to one garden (rulebook 'The Neighbours', RULINGS G-7).

Each Neighbour in ``neighbours.json`` names a ``rule``; this module implements the rules:

* ``next_to_type`` (Lord Carrotbody): the highest-numbered card not of ``types`` that touches
  a card of ``types``; if there is none, the highest-numbered card.
* ``highest_of_types`` (Mayor, Widow): the highest-numbered card of ``types``, else nothing.
* ``lowest`` (Sallie): the lowest-numbered card.
* ``highest`` (Peapod): the highest-numbered card.
* ``most_common_type`` (Horace): the type with most cards (ties: higher points, then the
  higher top card number); its highest-numbered card.
* ``only_of_type`` (Callahan): the highest-numbered card alone of its type, else nothing.
* ``move_lone`` (Pomme-Frites): see :func:`lone_moves`.
* ``take_bees`` (Bernard) and ``next_draw_highest`` (Ferwig-Radishers) act on the Bees and
  on the next draw; the state handles them (:mod:`rules.garden.state`).

"Adjacent" is orthogonal everywhere (G-7).
"""
from __future__ import annotations

from collections import Counter
from typing import Mapping

from rules.garden import plot
from rules.garden.data import GardenData, Neighbour
from rules.garden.plot import Slot
from rules.words import listed

#: Rules that take one card from the garden (answered by :func:`card_taken`).
TAKING_RULES = ("next_to_type", "highest_of_types", "lowest", "highest", "most_common_type",
                "only_of_type")


def verb(nb: Neighbour, singular: str) -> str:
    """``singular`` ("visits", "takes", "finds", "moves", "leaves") as the Neighbour's name
    needs it: unchanged for one person, without its final "s" for a plural name
    (``Neighbour.plural``, e.g. "The Ferwig-Radishers visit")."""
    return singular[:-1] if nb.plural and singular.endswith("s") else singular


def mid_sentence(name: str) -> str:
    """A Neighbour's name inside a sentence: a leading "The" in lower case ("a token of the
    Mayor of Onion Town"), other names unchanged."""
    return "the" + name[3:] if name.startswith("The ") else name


def sentence_end(text: str) -> str:
    """``text`` with one full stop at the end (a name such as "…, Esq." already has it)."""
    return text if text.endswith(".") else text + "."


def _highest(slots: list[Slot], garden: Mapping[Slot, int]) -> Slot | None:
    return max(slots, key=lambda s: garden[s], default=None)


def card_taken(nb: Neighbour, garden: Mapping[Slot, int], data: GardenData) -> Slot | None:
    """The slot of the card ``nb`` takes from ``garden`` (G-7), or ``None`` for no effect.

    Raises ``ValueError`` for a rule that takes no card.
    """
    if not garden:
        return None
    all_slots = list(garden)
    tp = {s: data.veg(n).type for s, n in garden.items()}
    if nb.rule == "next_to_type":
        near = [s for s in all_slots if tp[s] not in nb.types
                and any(tp.get(m) in nb.types for m in plot.neighbours_of(s))]
        return _highest(near, garden) if near else _highest(all_slots, garden)
    if nb.rule == "highest_of_types":
        return _highest([s for s in all_slots if tp[s] in nb.types], garden)
    if nb.rule == "lowest":
        return min(all_slots, key=lambda s: garden[s])
    if nb.rule == "highest":
        return _highest(all_slots, garden)
    if nb.rule == "most_common_type":
        by: dict[str, list[Slot]] = {}
        for s in all_slots:
            by.setdefault(tp[s], []).append(s)
        best = max(by, key=lambda t: (len(by[t]), data.types[t].points,
                                      max(garden[s] for s in by[t])))
        return _highest(by[best], garden)
    if nb.rule == "only_of_type":
        count: dict[str, int] = {}
        for s in all_slots:
            count[tp[s]] = count.get(tp[s], 0) + 1
        return _highest([s for s in all_slots if count[tp[s]] == 1], garden)
    raise ValueError(f"{nb.name} does not take a card (rule {nb.rule})")


def take_reason(nb: Neighbour, garden: Mapping[Slot, int], data: GardenData,
                slot: Slot) -> str:
    """Why ``nb`` takes the card in ``slot`` of ``garden`` (as :func:`card_taken` chose it,
    G-7), in words for the log and the Neighbour note, e.g. ``"the lowest-numbered card
    there"`` or ``"the highest-numbered card of the type there is most of (3 Peas, tied with
    Beans; Peas score most)"``; no capital, no full stop.  A tester could not tell why
    Horace took a Pea from a garden with three Peas, three Beans and three Ruta Baga.

    Raises ``ValueError`` for a rule that takes no card, ``KeyError`` for an empty slot.
    """
    card = garden[slot]
    tp = {s: data.veg(n).type for s, n in garden.items()}
    kinds = listed([data.types[t].singular for t in nb.types], "or") if nb.types else ""
    if nb.rule == "next_to_type":
        if any(tp[slot] not in nb.types and tp.get(m) in nb.types
               for m in plot.neighbours_of(slot)):
            return f"the highest-numbered card of another type next to a {kinds}"
        if not any(t in nb.types for t in tp.values()):
            return f"with no {kinds} there, the highest-numbered card"
        return f"with no other card next to a {kinds}, the highest-numbered card"
    if nb.rule == "highest_of_types":
        return f"the highest-numbered {kinds} there"
    if nb.rule == "lowest":
        return "the lowest-numbered card there"
    if nb.rule == "highest":
        return "the highest-numbered card there"
    if nb.rule == "only_of_type":
        return "the highest-numbered card that is the only one of its type there"
    if nb.rule == "most_common_type":
        counts = Counter(tp.values())
        mine = tp[slot]
        n = counts[mine]
        vt = data.types[mine]
        head = ("the highest-numbered card of the type there is most of"
                f" ({n} {vt.name if n != 1 else vt.singular}")
        tied = [t for t, k in counts.items() if k == n and t != mine]
        if not tied:
            return head + ")"
        tied.sort(key=lambda t: (-data.types[t].points, data.types[t].name))
        others = (listed([data.types[t].name for t in tied]) if len(tied) <= 2
                  else f"{len(tied)} other types")
        equal = [data.types[t].name for t in tied if data.types[t].points == vt.points]
        higher = "higher" if len(equal) == 1 else "highest"
        if not equal:
            why = f"{vt.name} score most"
        elif len(equal) == len(tied):
            why = f"same points, and {data.card_name(card)} is the {higher} card"
        else:
            why = (f"{listed([vt.name] + equal)} score most, and"
                   f" {data.card_name(card)} is the {higher} card")
        return head + f", tied with {others}; {why})"
    raise ValueError(f"{nb.name} does not take a card (rule {nb.rule})")


def lone_slots(garden: Mapping[Slot, int], fixed: bool) -> list[Slot]:
    """The lone cards' slots (touching no other card) in the reading order of the garden's
    6 x 3 frame (:func:`plot.reading_order_slots`): the cards Pomme-Frites picks out first,
    before any of them moves (G-7).  Empty for an empty garden."""
    order = plot.reading_order_slots(garden, fixed)
    return [s for s in order if s in garden
            and not any(m in garden for m in plot.neighbours_of(s))]


def lone_moves(garden: Mapping[Slot, int], fixed: bool) -> list[tuple[Slot, Slot]]:
    """Pomme-Frites's moves (G-7), as ``[(from, to), ...]`` applied one after the other.

    The lone cards (touching no other card) are found first, in reading order of the
    garden's 6 x 3 frame (row 1 left to right, then row 2, row 3; row 1 and column 1 are the
    top row and leftmost column used, G-3, or the fixed frame in the fixed-plot variant:
    :func:`plot.reading_order_slots`).  Each in turn
    moves to the first empty slot in that reading order that touches another card and keeps
    the garden within 6 x 3; a card with no such slot stays.
    """
    g = dict(garden)
    order = plot.reading_order_slots(g, fixed)
    moves = []
    for s in lone_slots(g, fixed):
        card = g.pop(s)
        target = None
        for t in order:
            if t == s or t in g:
                continue
            if any(m in g for m in plot.neighbours_of(t)) and plot.fits(list(g) + [t]):
                target = t
                break
        if target is None:
            g[s] = card
        else:
            g[target] = card
            moves.append((s, target))
    return moves
