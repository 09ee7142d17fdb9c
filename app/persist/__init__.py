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

How the app uses it (one game)::

    store = SaveStore()                                  # default_data_dir()
    got = store.load_current()                           # at launch: resume after a crash?
    if got.message: show(got.message)                    # damaged autosave, fallback used
    record = got.record or GameRecord(game, seats, seed, options)
    ...                                                  # after each applied action:
    record.add(action); store.autosave(record)           # OSError -> show, keep playing
    ...                                                  # when state.is_terminal():
    record.finish(state.result())
    with StatsDB(default_data_dir() / STATS_FILE) as db:   # first: it counts a game once,
        db.record_game(record, state.result(), human_seat)  # so a crash here is harmless
    store.finish(record)                                 # file for replays, clear current

A resumed game may already be over (a crash right after the last move): then
``got.state.is_terminal()`` and the app shows the result and finishes it as above.

Undo: ``n = undo_point(record, human_seat)``; if not None, ``record = truncate(record, n)``
and rebuild the state with ``replay_record(record)``.
"""
from app.persist.record import (FORMAT_VERSION, UNDO_BARRIER_KINDS, GameRecord, RecordError,
                                load_and_replay, replay_record, truncate, undo_point)
from app.persist.saves import FinishedGame, LoadedGame, SaveStore, default_data_dir
from app.persist.settings import Settings, load_settings, save_settings, settings_path
from app.persist.stats import StatsDB, StatsError

#: The statistics file name inside the data folder.
STATS_FILE = "stats.sqlite3"

__all__ = ["FORMAT_VERSION", "UNDO_BARRIER_KINDS", "GameRecord", "RecordError",
           "load_and_replay", "replay_record", "truncate", "undo_point", "FinishedGame",
           "LoadedGame", "SaveStore", "default_data_dir", "Settings", "load_settings",
           "save_settings", "settings_path", "StatsDB", "StatsError", "STATS_FILE"]
