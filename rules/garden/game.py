"""The :class:`~rules.core.Game` of Mr. Cabbagehead's Garden: name, title, 1-2 players,
setup options (RULINGS G-13) and the action parser."""
from __future__ import annotations

from typing import Mapping

from rules.core import Game, Option
from rules.garden.actions import Action, parse_action
from rules.garden.state import GardenState


class GardenGame(Game):
    """Mr. Cabbagehead's Garden (``garden``), 1-2 players.

    Options (G-13): ``neighbours`` original|random (the four Original Neighbours, or 4 of
    all 10 drawn from the seed); ``grasshoppers`` off|on; ``roses`` off|on (Romancing
    Eudora, one player only); ``fixed_plot`` off|on (the 6 x 3 frame fixed from the start);
    ``start`` random|0|1 (the start player, C-1).
    """

    name = "garden"
    title = "Mr. Cabbagehead's Garden"
    min_players = 1
    max_players = 2
    options = (
        Option("neighbours", "Neighbours", ("original", "random"), "original",
               "The four Original Neighbours, or four drawn at random from all ten: the"
               " Original four and the six New Neighbours (RULINGS G-13)."),
        Option("grasshoppers", "Grasshoppers", ("off", "on"), "off",
               "Shuffle four Grasshopper tokens in with the Neighbour tokens."),
        Option("roses", "Romancing Eudora", ("off", "on"), "off",
               "One Rose card in each packet of the deck (one player only)."),
        Option("fixed_plot", "Fixed plot", ("off", "on"), "off",
               "The 6 x 3 plot is fixed from the first card (harder)."),
        Option("start", "Start player", ("random", "0", "1"), "random",
               "Who plants first with two players; random is drawn from the seed (RULINGS C-1).",
               min_players=2),
    )

    def new_state(self, num_players: int, options: Mapping[str, str] | None = None,
                  seed: int = 0) -> GardenState:
        """A fresh game.  Raises ``ValueError`` for a bad player count or option (including
        Romancing Eudora with two players)."""
        self.check_players(num_players)
        return GardenState.new(num_players, self.check_options(options), seed)

    def parse_action(self, text: str) -> Action:
        """The action whose ``str()`` is ``text`` (:func:`rules.garden.actions.parse_action`).
        Raises :class:`~rules.core.IllegalAction` for text naming no action."""
        return parse_action(text)
