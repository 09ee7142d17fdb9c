"""Save files on disk: autosave, resume after a crash, finished games for replays, import.

Layout of the data folder (:func:`default_data_dir`)::

    current.json                     the game in progress (autosaved after every action)
    current.prev.json                the autosave before it (the previous good copy)
    current.damaged-<stamp>.json     a damaged autosave, set aside, never deleted
    current.note-seen.json           how far the game in progress was when the person last
                                     closed a round's note (so Resume does not reopen it)
    current.held.json                a placement the person holds for Confirm, not yet
                                     applied, and how far the game was (Resume holds it again)
    finished/<stamp>-<game>.json     finished games, for the replay menu

Every write is atomic (:func:`atomic_write_text`: a temporary file in the same folder,
flush + fsync, ``os.replace``), so a crash or power cut leaves either the old file or the
new one, never half of one.  Every load replays the record through the engine
(:func:`app.persist.record.load_and_replay`), so a damaged or edited file can never build an
impossible state (DESIGN.md "Chance, replays, saves").

This module never imports pygame.
"""
from __future__ import annotations

import json
import os
import re
import tempfile
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from app.persist.record import (GameRecord, GameResolver, RecordError, default_games,
                                load_and_replay)
from rules.core import Event, State

#: Environment variable that overrides the data folder (tests, e2e runs, portable use).
ENV_VAR = "CABBAGE_TABLE_DATA"
#: The folder name under the platform's user data folder.
APP_NAME = "CabbageTable"

CURRENT = "current.json"
PREVIOUS = "current.prev.json"
NOTE_SEEN = "current.note-seen.json"
HELD = "current.held.json"
FINISHED = "finished"


def default_data_dir() -> Path:
    """The folder for saves, statistics and settings.

    ``$CABBAGE_TABLE_DATA`` when set (tests and e2e runs), else
    ``platformdirs.user_data_dir("CabbageTable", appauthor=False)`` (e.g.
    ``~/.local/share/CabbageTable`` on Linux, ``%LOCALAPPDATA%\\CabbageTable`` on Windows).
    The folder is not created here.
    """
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def _fsync_dir(folder: Path) -> None:
    """Make a rename durable on POSIX (no-op where folders cannot be opened)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically: a temporary file in the same folder,
    flushed and fsynced, then ``os.replace``.  Creates the folder if needed.

    Raises ``OSError`` if the disk refuses; the old file is then untouched and no temporary
    file is left behind.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(path.parent)


def file_stamp(when: datetime | str | None = None) -> str:
    """A time as a file-name stamp, ``"20261129T231500Z"`` (UTC).  ``when`` is a datetime,
    ISO-8601 text (as in records) or ``None`` for now; unreadable text gives now."""
    if isinstance(when, str):
        try:
            when = datetime.fromisoformat(when)
        except ValueError:
            when = None
    if when is None:
        when = datetime.now(timezone.utc)
    if when.tzinfo is not None:
        when = when.astimezone(timezone.utc)
    return when.strftime("%Y%m%dT%H%M%SZ")


#: A record is a few kilobytes; anything larger than this is not one (refused unread).
MAX_RECORD_BYTES = 8 * 1024 * 1024


def read_text(path: Path) -> str:
    """The UTF-8 text of ``path``.  Raises :class:`RecordError` (a readable message) when
    the file cannot be read, is larger than :data:`MAX_RECORD_BYTES` or is not UTF-8."""
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_RECORD_BYTES + 1)
    except OSError as exc:
        raise RecordError(f"cannot read {Path(path).name}: {exc.strerror or exc}") from None
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(f"{Path(path).name} is too large to be a game record")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(f"not a text file (byte {exc.start} is not UTF-8)") from None


def set_aside(path: Path) -> Path:
    """Rename the damaged ``path`` (a file, or a folder in a file's place) to
    ``<stem>.damaged-<stamp><suffix>`` beside it, never deleting it, and return the new
    path (``current.damaged-<stamp>.json``, ``stats.damaged-<stamp>.sqlite3``); a free name
    when that one is taken.  Raises ``OSError`` when it cannot be moved."""
    target = _free_name(path.parent, f"{path.stem}.damaged-{file_stamp()}", path.suffix)
    os.replace(path, target)
    return target


def _free_name(folder: Path, stem: str, suffix: str = ".json") -> Path:
    """``folder/stem.json``, or ``stem-2.json``, ``stem-3.json``... if taken."""
    path = folder / f"{stem}{suffix}"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}{suffix}"
        n += 1
    return path


#: How :func:`damage_words` reads a :class:`RecordError` message (the wording of
#: :mod:`app.persist.record`): (pattern, words for the person, technical detail template).
_DAMAGE_WORDS: tuple[tuple[str, str, str], ...] = (
    (r"the file is empty", "it is empty", ""),
    (r"line (\d+): the file ends too early", "it is cut short (not valid JSON)", r"line \1"),
    (r"line (\d+), column (\d+): not JSON", "it is damaged (not valid JSON)",
     r"line \1, column \2"),
    (r"the JSON is nested too deeply", "it is damaged (not valid JSON)", "nested too deeply"),
    (r"'([^']*)' is not allowed in a record", "it is damaged (not valid JSON)", r"'\1'"),
    (r"not a text file \(byte (\d+)", "it is damaged (not text)", r"byte \1"),
    (r"cannot read [^:]*: (.*)", "the file could not be opened", r"\1"),
    (r".* is too large to be a game record", "it is too large to be a saved game", ""),
    (r"format version (\d+) is newer than this program \((\d+)\)",
     "it was saved by a newer version of Cabbage Table", r"format \1, this version reads \2"),
    (r"format version (\d+) is not known", "it is in a format this version does not know",
     r"format \1"),
    (r"unknown game '([^']*)'", "it is a game this version does not have", r"game '\1'"),
    (r"game '([^']*)' cannot be played here", "it is a game this version cannot play",
     r"game '\1'"),
    (r"bad setup", "its table setup is not valid", ""),
    (r"action (\d+) \('([^']*)'\) is not legal", "its moves do not follow the rules",
     r"move \1, '\2'"),
    (r"the moves do not follow the rules", "its moves do not follow the rules", ""),
    (r"the record says the game is finished", "it says the game is over, but its moves do"
     " not end it", ""),
    (r"the game could not be replayed \((\w+)", "it could not be replayed", r"\1"),
)


def damage_words(reason: str) -> tuple[str, str]:
    """A :class:`RecordError` message as (words for a player, short technical detail):
    ``"line 6, column 3: not JSON (expecting property name enclosed in double quotes)"`` ->
    ``("it is damaged (not valid JSON)", "line 6, column 3")``; ``"missing field 'seed'"``
    -> ``("it is not a valid saved game", "missing field 'seed'")``; ``"the file is
    empty"`` -> ``("it is empty", "")``.  The detail is ``""`` when the words say it all;
    any other message gives ``"it is not a valid saved game"`` and its part before the
    first colon (tester report D6: a player read "expecting property name enclosed in
    double quotes")."""
    reason = reason.strip().rstrip(".")
    for pattern, words, detail in _DAMAGE_WORDS:
        m = re.match(pattern, reason)
        if m:
            return words, m.expand(detail)
    return "it is not a valid saved game", reason.split(":")[0].strip()


def _message(sentences: list[str], details: list[tuple[str, str]]) -> str:
    """The sentences for the person, then the technical details, (which file, detail)
    pairs, in one short parenthesis at the end: ``"... Resume goes on from there.
    (Detail: line 6, column 3.)"``, naming the files when there are two details
    (``"(Details: autosave, line 13; save before it, missing field 'seed'.)"``)."""
    text = " ".join(sentences)
    if len(details) == 1:
        text += f" (Detail: {details[0][1]}.)"
    elif details:
        text += f" (Details: {'; '.join(f'{what}, {d}' for what, d in details)}.)"
    return text


@dataclass
class LoadedGame:
    """What :meth:`SaveStore.load_current` found.

    ``record``/``state``/``events``: the game to resume (already replayed), or ``None``/
    ``[]`` when there is nothing to resume; ``state`` may already be terminal (a crash
    right after the last move, before the game was finished).  ``message``: a sentence for the person when
    something was wrong or unusual (a damaged autosave set aside, a fallback to the previous
    copy), else ``None``.  ``source``: the file the game came from.
    """

    record: GameRecord | None = None
    state: State | None = None
    events: list[Event] = field(default_factory=list)
    message: str | None = None
    source: Path | None = None


@dataclass
class FinishedGame:
    """One file of the replay menu: ``path``; ``record`` (shape-checked, not yet replayed)
    or ``None`` with ``error`` saying why the file cannot be used."""

    path: Path
    record: GameRecord | None
    error: str | None = None


class SaveStore:
    """The saves in one data folder (default :func:`default_data_dir`).

    ``games`` maps a game name to its engine (default :func:`rules.registry.get_game`);
    tests pass a fake.  Nothing is written until a method is called.
    """

    def __init__(self, folder: Path | None = None, games: GameResolver = default_games):
        self.folder = Path(folder) if folder is not None else default_data_dir()
        self.games = games

    @property
    def current_path(self) -> Path:
        """``<folder>/current.json``."""
        return self.folder / CURRENT

    @property
    def previous_path(self) -> Path:
        """``<folder>/current.prev.json``."""
        return self.folder / PREVIOUS

    @property
    def finished_dir(self) -> Path:
        """``<folder>/finished``."""
        return self.folder / FINISHED

    # -- the game in progress -----------------------------------------------------------

    def autosave(self, record: GameRecord) -> None:
        """Write ``record`` to ``current.json`` atomically, first copying the current file
        (if it is a well-formed record) to ``current.prev.json``.  A malformed
        ``current.json`` is set aside as ``current.damaged-<stamp>.json`` instead.

        Call after every applied action.  Raises ``OSError`` when the disk refuses (the
        files on disk are then the old ones, intact).
        """
        cur = self.current_path
        if cur.exists():
            try:
                old = read_text(cur)
                GameRecord.from_json(old)
            except RecordError:
                self._set_aside(cur)
            else:
                self._keep_previous(old)
        atomic_write_text(cur, record.to_json())

    def _keep_previous(self, old_text: str) -> None:
        """Make ``current.prev.json`` the current file: a hard link renamed into place (no
        data written), or where links are not supported an atomic copy of ``old_text``."""
        prev = self.previous_path
        link = prev.with_name(f"{prev.name}.{os.getpid()}.link.tmp")
        try:
            link.unlink(missing_ok=True)
            os.link(self.current_path, link)
            os.replace(link, prev)
        except OSError:
            try:
                link.unlink(missing_ok=True)
            except OSError:
                pass
            atomic_write_text(prev, old_text)

    def load_current(self) -> LoadedGame:
        """The game to resume, replayed through the engine, never raising for bad files.

        * ``current.json`` good: it is returned (``message`` ``None``).
        * ``current.json`` damaged (any :class:`RecordError`: truncated, not JSON, wrong
          fields, newer version, illegal move...) or missing while ``current.prev.json``
          exists: the damaged file is renamed ``current.damaged-<stamp>.json`` (never
          deleted), the previous copy is loaded, restored as ``current.json`` and returned,
          and ``message`` says what happened and why, in a player's words (:func:`damage_words`:
          "it is damaged (not valid JSON)"), the kept file's name and what Resume does, the
          technical detail short at the end ("(Detail: line 6, column 3.)").  If that copy
          is damaged too it is set aside the same way, ``record`` is ``None`` and the
          message ends "There is no game to resume."
        * A saved game marked finished is filed with the replays (:meth:`finish`) instead.
        * Nothing saved: an empty :class:`LoadedGame`.
        """
        problems: list[str] = []
        details: list[tuple[str, str]] = []
        cur, prev = self.current_path, self.previous_path
        self._remove_stale_temp_files()
        if cur.exists():
            loaded = self._try_load(cur, problems, details, "The autosave")
            if loaded is not None:
                return loaded
        elif prev.exists():
            problems.append("The autosave was missing.")
        if prev.exists():
            loaded = self._try_load(prev, problems, details, "The save before it")
            if loaded is not None:
                if loaded.record is not None:
                    n = len(loaded.record.actions)
                    problems.append(f"Your game is back as it was one save earlier ({n}"
                                    f" move{'s' * (n != 1)}): Resume goes on from there.")
                    try:
                        atomic_write_text(cur, read_text(prev))
                        loaded.source = cur
                    except (OSError, RecordError) as exc:
                        problems.append(f"(It could not be restored as {CURRENT}: {exc}.)")
                loaded.message = _message(problems + ([loaded.message]
                                                      if loaded.message else []), details)
                return loaded
        if problems:
            problems.append("There is no game to resume.")
        return LoadedGame(message=_message(problems, details) if problems else None)

    def _try_load(self, path: Path, problems: list[str], details: list[tuple[str, str]],
                  what: str) -> LoadedGame | None:
        """Load ``path`` or set it aside and note why (``None``): a sentence for the person
        in ``problems`` (:func:`damage_words`), the short technical detail, if any, in
        ``details`` (``("autosave", "line 6, column 3")``)."""
        try:
            record, state, events = load_and_replay(read_text(path), self.games)
        except RecordError as exc:
            kept = self._set_aside(path)
            words, detail = damage_words(str(exc))
            note = f" The damaged file is kept as {kept.name}." if kept else ""
            problems.append(f"{what} could not be read: {words}.{note}")
            if detail:
                details.append((what[4:], detail))
            return None
        if record.finished:
            try:
                filed = self.finish(record)
            except OSError as exc:
                return LoadedGame(message=f"The last game had finished but could not be filed"
                                          f" with the replays ({exc}).")
            return LoadedGame(message=f"The last game had finished; it is filed with the"
                                      f" replays ({filed.name}).")
        return LoadedGame(record, state, events, None, path)

    def _remove_stale_temp_files(self, age_seconds: float = 600.0) -> None:
        """Delete temporary files of autosaves interrupted by a crash (never renamed into
        place, so never a save), once older than ``age_seconds``."""
        if not self.folder.is_dir():
            return
        now = time.time()
        for name in (CURRENT, PREVIOUS):
            for tmp in self.folder.glob(f"{name}.*.tmp"):
                try:
                    if now - tmp.stat().st_mtime > age_seconds:
                        tmp.unlink()
                except OSError:
                    pass

    def _set_aside(self, path: Path) -> Path | None:
        """Rename a damaged file to ``<stem>.damaged-<stamp>.json`` (:func:`set_aside`);
        None when it cannot be moved."""
        try:
            return set_aside(path)
        except OSError:
            return None

    def clear_current(self) -> None:
        """Forget the game in progress (the person abandoned it): removes ``current.json``,
        ``current.prev.json``, ``current.note-seen.json`` and ``current.held.json``.
        Damaged copies set aside are kept."""
        for p in (self.current_path, self.previous_path, self.folder / NOTE_SEEN,
                  self.folder / HELD):
            p.unlink(missing_ok=True)

    def _write_mark(self, name: str, created: str, actions: int, **extra) -> None:
        """Write a small file tying ``extra`` to the game begun at ``created`` when its
        record had ``actions`` actions (atomically).  Raises ``OSError``."""
        atomic_write_text(self.folder / name, json.dumps(
            {"created": created, "actions": int(actions), **extra}) + "\n")

    def _read_mark(self, name: str, record: GameRecord) -> dict | None:
        """The file :meth:`_write_mark` wrote, when it belongs to ``record`` exactly as long
        as it is now; None when it is missing, unreadable, damaged or stale."""
        try:
            data = json.loads((self.folder / name).read_text(encoding="utf-8"))
            if data["created"] == record.created and data["actions"] == len(record.actions):
                return data
        except (OSError, ValueError, KeyError, TypeError):
            pass
        return None

    def mark_note_seen(self, created: str, actions: int) -> None:
        """Remember that the person closed a round's note of the game in progress begun at
        ``created`` (:attr:`GameRecord.created`) when its record had ``actions`` actions
        (``current.note-seen.json``, written atomically).  Raises ``OSError`` when it
        cannot be written (a nicety: the caller may ignore it)."""
        self._write_mark(NOTE_SEEN, created, actions)

    def note_seen(self, record: GameRecord) -> bool:
        """True when the person closed a round's note with ``record`` (the game in
        progress) exactly as long as it is now (:meth:`mark_note_seen`).  A missing,
        unreadable or damaged file is False: the note is shown again, nothing is lost."""
        return self._read_mark(NOTE_SEEN, record) is not None

    def mark_held(self, created: str, actions: int, text: str | None) -> None:
        """Remember the placement the person holds for Confirm (its legal action text,
        e.g. ``"plant 14 2 1"``) in the game begun at ``created`` with ``actions`` actions
        (``current.held.json``, atomically); ``text`` None removes the file.  Raises
        ``OSError`` when the disk refuses."""
        if text is None:
            (self.folder / HELD).unlink(missing_ok=True)
        else:
            self._write_mark(HELD, created, actions, text=str(text))

    def held_text(self, record: GameRecord) -> str | None:
        """The held placement's action text saved with ``record`` exactly as long as it is
        now (:meth:`mark_held`), else None (no file, damaged, or the game moved on).  The
        caller checks it against the legal actions before showing it."""
        data = self._read_mark(HELD, record)
        text = data.get("text") if data else None
        return text if isinstance(text, str) else None

    # -- finished games -----------------------------------------------------------------

    def finish(self, record: GameRecord) -> Path:
        """File a finished game as ``finished/<stamp>-<game>.json`` (stamp from
        ``record.updated``, i.e. when it finished) and clear the game in progress.

        Filing the same record twice (e.g. after a crash between the two steps) writes one
        file.  Returns the file's path.  Raises ``ValueError`` if ``record.finished`` is
        false, ``OSError`` when the disk refuses (the autosave is then kept).
        """
        if not record.finished:
            raise ValueError("only a finished game can be filed with the replays")
        text = record.to_json()
        stem = f"{file_stamp(record.updated)}-{record.game}"
        target = self.finished_dir / f"{stem}.json"
        n = 2
        while target.exists():
            try:
                same = target.read_text(encoding="utf-8") == text
            except (OSError, UnicodeDecodeError):
                same = False
            if same:
                break
            target = self.finished_dir / f"{stem}-{n}.json"
            n += 1
        else:
            atomic_write_text(target, text)
        self.clear_current()
        return target

    def list_finished(self) -> list[FinishedGame]:
        """Every file in ``finished/``, newest first, for the replay menu.  Records are
        shape-checked only (fast); :meth:`load_replay` replays one.  A damaged file is
        listed with ``record=None`` and ``error`` set."""
        if not self.finished_dir.is_dir():
            return []
        out = []
        for path in sorted(self.finished_dir.glob("*.json"), reverse=True):
            try:
                out.append(FinishedGame(path, GameRecord.from_json(read_text(path))))
            except RecordError as exc:
                out.append(FinishedGame(path, None, str(exc)))
        return out

    def load_replay(self, path: Path) -> tuple[GameRecord, State, list[Event]]:
        """Replay one finished game.  Returns ``(record, final state, all events)``; the
        app steps through ``record.actions`` itself.  Raises :class:`RecordError`."""
        return load_and_replay(read_text(path), self.games)

    def import_file(self, path: Path) -> tuple[GameRecord, State, list[Event]]:
        """Load a record file the person chose (any folder).  Returns ``(record, state,
        events)``; nothing on disk is written or moved.  Raises :class:`RecordError` with
        a readable message for any damage (unreadable, not UTF-8, not a valid record,
        an illegal move...)."""
        return load_and_replay(read_text(path), self.games)
