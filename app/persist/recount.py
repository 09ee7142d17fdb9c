"""Statistics counted again from the finished games when the statistics file was damaged.

Every finished game is kept in ``finished/`` for the replays (:class:`app.persist.saves.
SaveStore`), so a damaged ``stats.sqlite3`` loses nothing that cannot be counted again: a
tester filled it with random bytes and found "No finished games yet" beside a Replays list
of his games.  Headless: no pygame.
"""
from __future__ import annotations

from pathlib import Path

from app.persist import STATS_FILE
from app.persist.record import RecordError
from app.persist.saves import SaveStore
from app.persist.stats import StatsDB


def recount(db: StatsDB, store: SaveStore) -> tuple[int, int]:
    """Add to ``db`` every finished game of ``store`` with exactly one human seat (the games
    the app counts, :meth:`app.profile.Profile.saved`), each replayed by the engine first.
    Returns ``(games counted, files that could not be used)``; a game already in ``db``
    is not counted twice (:meth:`StatsDB.record_game`)."""
    counted = unusable = 0
    for item in store.list_finished():
        if item.record is None:
            unusable += 1
            continue
        humans = [i for i, kind in enumerate(item.record.seats) if kind == "human"]
        if len(humans) != 1:
            continue
        try:
            record, state, _ = store.load_replay(item.path)
            if not state.is_terminal():
                raise RecordError("the game is not over")
            counted += db.record_game(record, state.result(), humans[0])
        except (RecordError, ValueError, OSError):
            unusable += 1
    return counted, unusable


def open_stats(folder: Path) -> StatsDB:
    """The statistics of the data ``folder`` (``folder/stats.sqlite3``, a
    :class:`StatsDB`, raises as it does).  When a damaged file was set aside, the finished
    games are counted again (:func:`recount`) and ``db.message`` says so instead of "new
    statistics were started"."""
    folder = Path(folder)
    db = StatsDB(folder / STATS_FILE)
    if db.set_aside is not None:
        counted, unusable = recount(db, SaveStore(folder))
        skipped = (f" ({unusable} file{'s' * (unusable != 1)} in finished/ could not be"
                   " used)") if unusable else ""
        db.message = (f"The statistics file was damaged, so it was kept as {db.set_aside.name} and"
                      f" the statistics were counted again from your {counted} finished"
                      f" game{'s' * (counted != 1)}{skipped}.")
    return db
