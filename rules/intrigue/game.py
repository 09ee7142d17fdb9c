"""The Intrigue :class:`~rules.core.Game`: player counts, options, new states, action texts."""
from __future__ import annotations

import random
from typing import Mapping

from rules.core import Game, Option
from rules.intrigue.actions import parse_action
from rules.intrigue.state import IntrigueState


class IntrigueGame(Game):
    """Intrigue (intrigue.txt), 2–8 players (7–8 with 20 cards, RULINGS I-1).

    Options: ``match`` (``off``/``on``: first to 3 game wins, the winner starts the next game,
    I-10); ``start`` (``random`` or a seat ``0``..``7``: the start player, drawn from the
    seed by default, C-1).
    """

    name = "intrigue"
    title = "Intrigue"
    min_players = 2
    max_players = 8
    options = (
        Option("match", "Match: first to 3 wins", ("off", "on"), "off",
               "Play games until one player has won 3 (RULINGS I-10)."),
        Option("start", "Start player", ("random",) + tuple(str(i) for i in range(8)), "random",
               "Who starts the first game; random is drawn from the seed (RULINGS C-1)."),
    )

    def new_state(self, num_players: int, options: Mapping[str, str] | None = None,
                  seed: int = 0) -> IntrigueState:
        """A fresh game.  The generator ``random.Random(seed)`` first draws the start player
        (when ``start=random``), then shuffles the deck.  Raises ``ValueError`` for a bad
        player count, option, or a start seat outside the table."""
        self.check_players(num_players)
        opts = self.check_options(options)
        rng = random.Random(seed)
        if opts["start"] == "random":
            start = rng.randrange(num_players)
        else:
            start = int(opts["start"])
            if start >= num_players:
                raise ValueError(f"start seat {start} does not exist with {num_players} players")
        st = IntrigueState(num_players, opts["match"] == "on")
        st.rng = rng
        st.setup_events = st._deal(start)    # who starts game 1, the deal (for --selfplay)
        return st

    def parse_action(self, text: str):
        """The action whose ``str()`` is ``text`` (:func:`rules.intrigue.actions.parse_action`).
        Raises :class:`~rules.core.IllegalAction` for unknown text."""
        return parse_action(text)
