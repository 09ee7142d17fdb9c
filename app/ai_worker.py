"""AI opponents off the frame loop (DESIGN.md: a thread would starve the frame loop under
the GIL).

:class:`AIWorker` runs :func:`_worker_main` in a ``spawn`` process started and warmed at
launch.  A request is the whole game record — (game name, number of players, options, seed,
action texts so far, seat, level) — and the answer is the chosen action's text.  The worker
rebuilds the state by :func:`rules.core.replay` and asks the agent with
``observe(state, seat)``, so it never needs more than the record.

:class:`InlineAI` answers the same requests in the calling process (tests, screenshots).
"""
from __future__ import annotations

import multiprocessing as mp
import os
import queue
import random
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class AIRequest:
    """One question to the AI: which action should ``seat`` (an AI of ``level``) take in the
    game described by the record?  ``actions`` are the action texts applied so far."""

    game: str
    num_players: int
    options: tuple[tuple[str, str], ...]
    seed: int
    actions: tuple[str, ...]
    seat: int
    level: str


def move_rng(req: AIRequest) -> random.Random:
    """The agent's generator for this decision: depends on the seed, the seat and the ply
    only, so the same record always gives the same AI answer (replays repeat exactly)."""
    return random.Random(req.seed * 1009 + req.seat * 7919 + len(req.actions) * 104729 + 17)


def search_seconds() -> float:
    """Thinking time of a ``search`` AI at the table, in seconds:
    ``$CABBAGE_TABLE_SEARCH_SECONDS`` or 1.5.  (Self-play keeps the agents' own fixed
    iteration counts; at the table a person should not wait long.)"""
    try:
        return max(0.1, float(os.environ.get("CABBAGE_TABLE_SEARCH_SECONDS", "1.5")))
    except ValueError:
        return 1.5


def table_budget(game_name: str) -> float:
    """Thinking time of ``game_name``'s ``search`` AI at the table, in seconds:
    :func:`search_seconds`, but no more than the game's own ``DEFAULT_TIME_BUDGET`` where
    its AI module sets one.  The Garden's (0.85 s of CPU time) is the budget its solo
    benchmark measures the bar of under 1 s per decision with (issue 3); with no clock its
    13th planting took up to 1.6 s of CPU time on a slow machine, which 1.5 s hardly cuts."""
    from rules.ai.registry import game_ai

    own = getattr(game_ai(game_name), "DEFAULT_TIME_BUDGET", None)
    limit = search_seconds()
    return limit if own is None else min(limit, float(own))


class _Solver:
    """Agents cached per (game, level); answers :class:`AIRequest` with an action text."""

    def __init__(self) -> None:
        self.agents: dict[tuple[str, str], Any] = {}

    def warm(self, game_names: tuple[str, ...]) -> None:
        """Import the engines and AI modules so the first real request is quick."""
        from rules.registry import get_game
        import rules.ai.registry  # noqa: F401

        for name in game_names:
            try:
                get_game(name)
            except (LookupError, KeyError, ImportError):
                pass

    def solve(self, req: AIRequest) -> str:
        """The action text the agent picks.  Raises whatever the engine raises for a bad
        record (the caller reports it)."""
        from rules.ai.registry import make_agent
        from rules.core import observe, replay
        from rules.registry import get_game

        game = get_game(req.game)
        state, _ = replay(game, req.num_players, dict(req.options), req.seed, req.actions)
        key = (req.game, req.level)
        if key not in self.agents:
            kwargs = {}
            if req.level == "search":  # bounded thinking time at the table
                kwargs["time_budget"] = table_budget(req.game)
            self.agents[key] = make_agent(req.game, req.level, **kwargs)
        action = self.agents[key].choose(observe(state, req.seat), move_rng(req))
        return str(action)


def _worker_main(requests, answers, parent_pid: int = 0) -> None:
    """The worker process loop: ``("warm", names)``, ``("ask", id, AIRequest)`` or
    ``("stop",)`` in; ``(id, text, error)`` out.  Exits by itself when the app process
    ``parent_pid`` is gone (e.g. killed), so no orphan is left behind."""
    solver = _Solver()
    while True:
        try:
            msg = requests.get(timeout=1.0)
        except queue.Empty:
            if parent_pid and os.getppid() != parent_pid:
                return
            continue
        if msg[0] == "stop":
            return
        if msg[0] == "warm":
            solver.warm(msg[1])
            answers.put((-1, "warm", None))
            continue
        _, req_id, req = msg
        try:
            answers.put((req_id, solver.solve(req), None))
        except Exception as exc:  # reported to the table, which shows it
            answers.put((req_id, None, f"{type(exc).__name__}: {exc}"))


class AIWorker:
    """The AI process.  ``ask(req)`` returns a request id; ``poll()`` returns finished
    ``(id, text, error)`` answers without blocking.  Answers for ids the caller no longer
    waits for are simply dropped by the caller."""

    def __init__(self) -> None:
        self._ctx = mp.get_context("spawn")
        self._req = self._ctx.Queue()
        self._ans = self._ctx.Queue()
        self._proc = None
        self._next = 0
        self._outstanding: dict[int, AIRequest] = {}
        self._games: tuple[str, ...] = ("intrigue",)
        self.warm = False
        self.restarts = 0

    def start(self, games: tuple[str, ...] | None = None) -> None:
        """Start the process and ask it to import the engines (warm-up): ``games``, by
        default every built game of :data:`rules.registry.CATALOGUE`."""
        if games is None:
            from rules.registry import CATALOGUE

            games = tuple(e.name for e in CATALOGUE if e.available)
        self._games = tuple(games)
        self._proc = self._ctx.Process(target=_worker_main,
                                       args=(self._req, self._ans, os.getpid()),
                                       daemon=True, name="cabbage-ai")
        self._proc.start()
        self._req.put(("warm", tuple(games)))

    def ask(self, req: AIRequest) -> int:
        """Queue ``req``; returns its id."""
        self._next += 1
        self._outstanding[self._next] = req
        self._req.put(("ask", self._next, req))
        return self._next

    def _revive(self) -> None:
        """A worker that died (killed, crashed) is replaced and asked again."""
        if self._proc is None or self._proc.is_alive():
            return
        self.restarts += 1
        self._req = self._ctx.Queue()
        self._ans = self._ctx.Queue()
        self.start(self._games)
        for req_id, req in self._outstanding.items():
            self._req.put(("ask", req_id, req))

    def poll(self) -> list[tuple[int, str | None, str | None]]:
        """Every answer that has arrived, without waiting (restarting a dead worker)."""
        self._revive()
        out = []
        while True:
            try:
                item = self._ans.get_nowait()
            except queue.Empty:
                break
            if item[0] == -1:
                self.warm = True
                continue
            self._outstanding.pop(item[0], None)
            out.append(item)
        return out

    def stop(self) -> None:
        """Stop the process (waits up to 2 s, then terminates it)."""
        if self._proc is None:
            return
        try:
            self._req.put(("stop",))
            self._proc.join(2.0)
        finally:
            if self._proc.is_alive():
                self._proc.terminate()
            self._proc = None


class InlineAI:
    """Same interface as :class:`AIWorker`, answering in the calling process at ``ask``
    time (for tests and ``--screenshot``)."""

    def __init__(self) -> None:
        self._solver = _Solver()
        self._done: list[tuple[int, str | None, str | None]] = []
        self._next = 0
        self.warm = True

    def ask(self, req: AIRequest) -> int:
        """Answer ``req`` now; the answer is returned by the next :meth:`poll`."""
        self._next += 1
        try:
            self._done.append((self._next, self._solver.solve(req), None))
        except Exception as exc:
            self._done.append((self._next, None, f"{type(exc).__name__}: {exc}"))
        return self._next

    def poll(self) -> list[tuple[int, str | None, str | None]]:
        """Answers computed so far."""
        out, self._done = self._done, []
        return out

    def stop(self) -> None:
        """Nothing to stop."""
