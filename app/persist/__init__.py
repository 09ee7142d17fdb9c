"""Saves, replays, statistics and settings: "never lose a game" (issue 4).

Headless on purpose: nothing here imports pygame, so the modules work in tests, in the
self-play runner and in the frozen app's checks alike.

* :mod:`app.persist.record` -- :class:`GameRecord` (game, options, seats, seed, actions) as
  versioned JSON, strict validation, format migrations, replay through the engine, undo helpers.
* :mod:`app.persist.saves` -- :class:`SaveStore`: atomic autosave with a previous good copy,
  damaged-file fallback, finished games for replays, importing a record file.
* :mod:`app.persist.stats` -- :class:`StatsDB`: results per game and opponent level (sqlite3).
* :mod:`app.persist.settings` -- :class:`Settings` loaded and saved as JSON, never crashing.

The data folder is :func:`app.persist.saves.default_data_dir` (``platformdirs``, or the
``CABBAGE_TABLE_DATA`` environment variable for tests and e2e runs).
"""
