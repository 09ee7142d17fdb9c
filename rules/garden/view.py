"""What one seat may know in Mr. Cabbagehead's Garden (RULINGS C-3).

Everything on the table is public: both gardens (two players), the offered cards, Bees,
Neighbour tiles and tokens, the discard pile and the Compost.  The only hidden thing is the
order and content of the unseen part of the Vegetable deck.  Cards placed at the bottom of
the deck in the two-player game were shown face up first, so they are public knowledge
(C-3): the deck layout shows them, and the 'On Holiday' cards, in place.
"""
from __future__ import annotations

from dataclasses import dataclass

from rules.garden.data import DRAWN_PER_PASSED_TURN, HOLIDAY, PLANTS_PER_GAME

#: Marker for a deck position whose card the seat cannot know.
UNKNOWN = -1


@dataclass(frozen=True)
class GardenView:
    """A seat's view: frozen, hashable, comparable.

    Shapes: ``gardens[seat]`` is a sorted tuple of ``(col, row, vegetable number)``;
    ``grasshoppers[seat]`` sorted ``(col, row)`` slots; ``roses`` sorted left slots of the
    Roses (seat 0, solo); ``offer`` the three offer positions left/centre/right (a number or
    ``None``); ``deck_layout`` top to bottom, :data:`UNKNOWN` for an unseen card, 0 for an
    'On Holiday' card, else the known Vegetable number; ``roses_hidden`` how many Rose cards
    each deck segment (between 'On Holiday' cards, top first) still hides; ``tiles`` sorted
    ``(neighbour id, tokens)``; ``face_down_tokens`` the sorted face-down token pool
    (neighbour ids and ``"grasshopper"``); ``last_tiles`` the tiles as the latest Neighbour
    phase counted them, before the tokens were turned back (G-6), empty before the first.
    """

    seat: int
    num_players: int
    options: tuple[tuple[str, str], ...]
    neighbours: tuple[str, ...]
    round: int
    phase: str
    current_player: int
    turn_seat: int
    start_seat: int
    gardens: tuple[tuple[tuple[int, int, int], ...], ...]
    grasshoppers: tuple[tuple[tuple[int, int], ...], ...]
    roses: tuple[tuple[int, int], ...]
    compost: tuple[tuple[int, ...], ...]
    planted: tuple[int, ...]
    supply: tuple[int, ...]
    hive: int
    bees_out: int
    offer: tuple[int | None, ...]
    free_turn: bool
    ferwig_pending: int
    pending_grasshoppers: int
    rose_position: int | None
    discard: tuple[int, ...]
    deck_layout: tuple[int, ...]
    roses_hidden: tuple[int, ...]
    roses_drawn: tuple[int, ...]
    roses_out: int
    grasshoppers_out: int
    tiles: tuple[tuple[str, int], ...]
    face_down_tokens: tuple[str, ...]
    last_tiles: tuple[tuple[str, int], ...] = ()

    def vegetables_before_holiday(self) -> int | None:
        """How many Vegetables the deck still holds above the next 'On Holiday' card, the
        round's last draws (rulebook "The Planting Phase"; Roses hidden in the packet do not
        count, G-9); ``None`` when no 'On Holiday' card is left (the two-player game's last
        round, which ends on the plantings, G-12)."""
        if HOLIDAY not in self.deck_layout:
            return None
        roses = self.roses_hidden[0] if self.roses_hidden else 0
        return self.deck_layout.index(HOLIDAY) - roses

    def cards_to_draw_this_round(self) -> int:
        """Cards still to be drawn this round: those above the next 'On Holiday' card (a
        Rose hidden there included, G-9); in the two-player game's last round, which has
        none and ends on the plantings (G-12), :data:`DRAWN_PER_PASSED_TURN` for each turn
        still to come after the one whose cards are out, so it reaches 0 on the game's last
        planting (the cards put under the deck are never drawn); solo, the rest of the
        deck."""
        lay = self.deck_layout
        if HOLIDAY in lay:
            return lay.index(HOLIDAY)
        if self.num_players > 1:
            turns = sum(max(0, PLANTS_PER_GAME - p) for p in self.planted)
            if self.phase == "plant":              # this turn's cards are out already
                turns -= 1
            return min(len(lay), DRAWN_PER_PASSED_TURN * max(0, turns))
        return len(lay)

    def garden(self, seat: int) -> dict[tuple[int, int], int]:
        """``seat``'s garden as ``{(col, row): vegetable number}``."""
        return {(c, r): n for c, r, n in self.gardens[seat]}

    def breakdown(self, seat: int) -> list[tuple[str, int]]:
        """The Garden Club's reading of ``seat``'s garden as it stands in this view (same
        lines as ``GardenState.score_breakdown``; G-8..G-11)."""
        from rules.garden import scoring

        return scoring.breakdown(self.garden(seat), self.grasshoppers[seat],
                                 self.roses if seat == 0 else (), len(self.compost[seat]),
                                 self.supply[seat], dict(self.options)["fixed_plot"] == "on")
