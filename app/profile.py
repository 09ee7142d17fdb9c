"""The person's data used by the window: settings, autosave/resume and statistics
(:mod:`app.persist`), in one folder (``$CABBAGE_TABLE_DATA`` or the user data folder).

:class:`Profile` is created by :func:`app.window.run_window` and put in the app context;
tests and ``--screenshot`` run without one (``ctx.profile is None``), so they never touch
the person's files.  Disk errors never stop a game: they are kept in ``messages``.
"""
from __future__ import annotations

from pathlib import Path

from app.cli import Setup
from app.persist.record import GameRecord
from app.persist.saves import SaveStore, default_data_dir
from app.persist.settings import Settings, load_settings, save_settings, settings_path


class Profile:
    """Settings, saves and statistics in ``folder`` (default :func:`default_data_dir`).

    ``settings``: the loaded :class:`app.persist.settings.Settings`; ``messages``: sentences
    for the person (a damaged file set aside, a disk error) not yet shown: the title menu
    takes each out when its dialog opens, so it is shown once a run
    (:func:`app.scenes.menu.pending_message`).
    """

    def __init__(self, folder: Path | None = None):
        self.folder = Path(folder) if folder is not None else default_data_dir()
        self.settings, self.messages = load_settings(settings_path(self.folder))
        self.store = SaveStore(self.folder)
        self._records: dict[int, GameRecord] = {}
        #: How far the game :meth:`resumable` found has got, in its game's words
        #: (:meth:`rules.core.State.progress`, e.g. ``"round 2 of 3"``), or None.
        self.resumable_progress: str | None = None

    # --- settings ----------------------------------------------------------------------
    def save_settings(self) -> None:
        """Write the settings (errors go to ``messages``)."""
        try:
            save_settings(self.settings, settings_path(self.folder))
        except OSError as exc:
            self.messages.append(f"The settings could not be saved ({exc.strerror or exc}).")

    # --- the game in progress ------------------------------------------------------------
    def resumable(self) -> GameRecord | None:
        """The unfinished game of the last run (replayed and checked by the engine), or
        None.  A message about a damaged autosave is added to ``messages``; how far the
        game has got goes to ``resumable_progress``."""
        loaded = self.store.load_current()
        if loaded.message:
            self.messages.append(loaded.message)
        self.resumable_progress = None
        if loaded.record is None or loaded.state is None or loaded.state.is_terminal():
            return None
        self.resumable_progress = loaded.state.progress()
        return loaded.record

    def record_for(self, session) -> GameRecord:
        """The :class:`GameRecord` kept for ``session`` (created on first use)."""
        key = id(session)
        rec = self._records.get(key)
        if rec is None:
            s = session.setup
            rec = GameRecord(s.game, list(s.seats), s.seed, dict(session.options))
            self._records[key] = rec
        return rec

    def resumed(self, session, record: GameRecord) -> None:
        """``session`` goes on from the saved ``record``: its autosaves and its replay keep
        the record's ``created`` time (when the game began, not when it was resumed)."""
        rec = self.record_for(session)
        rec.created = record.created

    def saved(self, session) -> None:
        """Autosave ``session`` after an applied action; file it with the replays and count
        it in the statistics when it is over."""
        rec = self.record_for(session)
        same = 0  # after an undo the session's record is shorter: cut the saved one too
        while (same < min(len(rec.actions), len(session.record))
               and rec.actions[same] == session.record[same]):
            same += 1
        if same < len(rec.actions):
            del rec.actions[same:]
        while len(rec.actions) < len(session.record):
            rec.add(session.record[len(rec.actions)])
        try:
            if session.state.is_terminal():
                result = session.state.result()
                rec.finish(result)
                self.store.finish(rec)
                humans = session.human_seats
                if len(humans) == 1:
                    from app.persist.recount import open_stats

                    with open_stats(self.folder) as db:
                        db.record_game(rec, result, humans[0])
                        if db.message:
                            self.messages.append(db.message)
            else:
                self.store.autosave(rec)
        except Exception as exc:  # a full disk or a damaged stats file must not stop play
            self.messages.append(f"Saving failed: {exc}")

    def note_closed(self, session) -> None:
        """The person closed a round's note in ``session`` (a game being autosaved): a
        Resume at this same point does not open it again (:meth:`SaveStore.mark_note_seen`;
        a tester closed round 1's note, quit, and met it again on Resume).  A failed
        write is ignored: the note would only show once more.  Nothing is written for a
        finished game: it is filed and there is nothing to resume (the last round's note,
        closed after the game ended, left a stale mark behind)."""
        if session.state.is_terminal():
            return
        rec = self.record_for(session)
        try:
            self.store.mark_note_seen(rec.created, len(session.record))
        except OSError:
            pass

    def note_was_closed(self, record: GameRecord) -> bool:
        """True when the round's note at the end of the saved ``record`` was closed
        before the app was left (:meth:`note_closed`)."""
        return self.store.note_seen(record)

    def held_changed(self, session, text: str | None) -> None:
        """The person now holds ``text`` (a legal placement not yet confirmed) in
        ``session``, or nothing (None): a Resume at this point holds it again
        (:meth:`SaveStore.mark_held`; a planting held when the app closed used to be lost
        without a word).  A failed write goes to ``messages``: only the held card is at
        stake, never the game."""
        rec = self.record_for(session)
        try:
            if text is not None and not session.record:
                # nothing is autosaved before the first move: save the game now, or a card
                # held as the first move is kept with no game to resume (session 22's check)
                self.store.autosave(rec)
            self.store.mark_held(rec.created, len(session.record), text)
        except OSError as exc:
            self.messages.append(f"The card you hold could not be remembered ({exc}).")

    def held_placement(self, record: GameRecord) -> str | None:
        """The placement held for Confirm when the saved ``record`` was left, or None
        (:meth:`held_changed`)."""
        return self.store.held_text(record)

    def setup_of(self, record: GameRecord) -> Setup:
        """The table setup of a saved ``record``."""
        return Setup(record.game, list(record.seats), record.seed, dict(record.options))


def default_settings() -> Settings:
    """Settings as used without a profile."""
    return Settings()
