"""Quick finished games for the app tests: every seat (the person's too) plays a random
legal action from a seeded generator, through :class:`app.session.TableSession`."""
import random

from app.cli import Setup
from app.persist.record import GameRecord
from app.session import TableSession


def play_quick(game: str, seats: list[str], seed: int, options=None, stop_at=None,
               profile=None) -> tuple[GameRecord, TableSession]:
    """Play ``game`` to the end (or to ``stop_at`` actions) with random legal actions.

    Returns the record (finished when the game is over) and the session.  With ``profile``
    every action goes through :meth:`app.profile.Profile.saved` like in the window."""
    session = TableSession(Setup(game, list(seats), seed, dict(options or {})))
    if profile is not None:
        session.on_change = lambda: profile.saved(session)
    rng = random.Random(seed)
    while not session.state.is_terminal():
        if stop_at is not None and len(session.record) >= stop_at:
            break
        session.apply_text(rng.choice(session.legal_texts()))
    rec = GameRecord(game, list(seats), seed, dict(session.options), list(session.record))
    if session.state.is_terminal():
        rec.finish(session.state.result())
    return rec, session
