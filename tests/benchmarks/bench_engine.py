"""Benchmark: random Intrigue games per second at each player count.

Run: ``python3 tests/benchmarks/bench_engine.py [seconds_per_count]`` (default 3 s per
player count).  Prints games/s, plies/s and mean plies per game.  Not collected by pytest.
"""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path


def bench(game, players: int, seconds: float) -> tuple[int, int, float]:
    """Play uniformly random games at ``players`` seats for about ``seconds``.

    Returns (games, plies, elapsed seconds)."""
    games = plies = 0
    seed = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        rng = random.Random(seed)
        state = game.new_state(players, None, seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            plies += 1
        games += 1
        seed += 1
    return games, plies, time.perf_counter() - t0


def main(argv: list[str]) -> int:
    """Print one line per player count of the Intrigue engine."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from rules.registry import get_game

    seconds = float(argv[0]) if argv else 3.0
    game = get_game("intrigue")
    print(f"Intrigue engine, uniformly random play, {seconds:g} s per player count")
    print(f"{'players':>7} {'games/s':>9} {'plies/s':>9} {'plies/game':>10}")
    for n in range(game.min_players, game.max_players + 1):
        g, p, dt = bench(game, n, seconds)
        print(f"{n:>7} {g / dt:>9.1f} {p / dt:>9.0f} {p / max(g, 1):>10.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
