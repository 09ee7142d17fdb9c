"""One running app per data folder.

Two windows on the same saves overwrite each other's game in progress without a word (a
tester resumed one game in two windows and lost a planting).  The window claims the folder
with an operating-system file lock (the ``filelock`` library: ``fcntl.flock`` on Linux and
macOS, ``msvcrt.locking`` on Windows), which the system lets go when the process ends, even
when it is killed, so no stale lock is left behind.
"""
from __future__ import annotations

from pathlib import Path

from filelock import FileLock, Timeout

#: The lock's file in the data folder (empty; only its lock matters).
LOCK_FILE = "cabbage-table.lock"


class FolderLock:
    """The claim of one data ``folder`` by this run.

    :meth:`claim` returns False only when another running app holds the folder.  When the
    lock cannot be made at all (a read-only folder, a file system without locks), it returns
    True and keeps the reason in ``error``: the person can still play, and the saves report
    their own disk errors.
    """

    def __init__(self, folder: Path):
        self.path = Path(folder) / LOCK_FILE
        self.error: str | None = None
        self._lock: FileLock | None = None

    def claim(self) -> bool:
        """Take the folder for this run without waiting: True when it is ours (or cannot
        be locked, see the class docstring), False when another app holds it."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            lock = FileLock(str(self.path))
            lock.acquire(timeout=0)
        except Timeout:
            return False
        except OSError as exc:
            self.error = str(exc)
            return True
        self._lock = lock
        return True

    @property
    def held(self) -> bool:
        """True while this run holds the lock."""
        return self._lock is not None and self._lock.is_locked

    def release(self) -> None:
        """Let the folder go (at exit; the system does it anyway when the process ends)."""
        if self._lock is not None:
            self._lock.release()
            self._lock = None
