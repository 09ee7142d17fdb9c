"""Pure-Python rule engines for Cabbage Table (never imports pygame).

One package per game (``rules.intrigue``, ``rules.garden``, ...), the shared interface in
:mod:`rules.core`, the list of games in :mod:`rules.registry`, opponents in :mod:`rules.ai`.
"""
