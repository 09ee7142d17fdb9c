"""Mr. Cabbagehead's Garden (1-2 players): rules engine.

Modules: :mod:`~rules.garden.data` (cards, Neighbours, Awards from JSON, G-1),
:mod:`~rules.garden.plot` (slots and the 6 x 3 frame, G-2, G-3), :mod:`~rules.garden.scoring`
(Evaluation, G-8..G-11), :mod:`~rules.garden.neighbours` (G-7), :mod:`~rules.garden.actions`,
:mod:`~rules.garden.view`, :mod:`~rules.garden.state`, :mod:`~rules.garden.game`.
``GAME`` is the game object the registry loads.
"""
from rules.garden.game import GardenGame

GAME = GardenGame()

__all__ = ["GAME", "GardenGame"]
