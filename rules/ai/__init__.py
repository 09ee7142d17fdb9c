"""Opponents.  Every agent sees only an :class:`rules.core.Observation` (its seat's view,
its legal actions and a sampler of determinizations), never the true state.

:func:`rules.ai.registry.make_agent` builds an agent by level name
(``random``, ``heuristic``, ``search``) for a game.
"""
