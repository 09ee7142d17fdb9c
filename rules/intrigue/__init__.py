"""Intrigue: a bluffing game of claims, challenges and blocks (intrigue.txt, RULINGS I-*).

``GAME`` is the :class:`~rules.intrigue.game.IntrigueGame`; the state is
:class:`~rules.intrigue.state.IntrigueState`, the view :class:`~rules.intrigue.view.IntrigueView`.
"""
from rules.intrigue.actions import (Block, Challenge, Coup, Dagger, Decline, Exchange, ForeignAid,
                                    Income, Keep, Lose, Pass, Show, Steal, Tax, parse_action)
from rules.intrigue.game import IntrigueGame
from rules.intrigue.roles import RANKS, ROLES
from rules.intrigue.state import IntrigueState, deck_for, from_position
from rules.intrigue.view import IntrigueView

GAME = IntrigueGame()

__all__ = ["GAME", "IntrigueGame", "IntrigueState", "IntrigueView", "RANKS", "ROLES",
           "deck_for", "from_position", "parse_action", "Block", "Challenge", "Coup", "Dagger",
           "Decline", "Exchange", "ForeignAid", "Income", "Keep", "Lose", "Pass", "Show",
           "Steal", "Tax"]
