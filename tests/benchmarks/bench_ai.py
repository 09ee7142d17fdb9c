"""Benchmark: Intrigue AI decision times per level and win rates between levels.

Run: ``python3 tests/benchmarks/bench_ai.py [--scale X]`` (``--scale 0.25`` for a quick look;
the default takes several minutes on 2 cores).  Not collected by pytest.

Decision times: positions from seeded heuristic-played games at 2, 4 and 6 players; each
level decides every position with more than one legal action; median and 95th percentile.
Win rates: one seat of the "hero" level against the rest of another level, the hero's seat
rotating over the games, with the fair share (1/players) printed next to it.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path


def _setup_path() -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def decision_times(level: str, players: int, positions: int) -> list[float]:
    """Seconds per decision of ``level`` on up to ``positions`` positions (more than one
    legal action) from heuristic-played games at ``players`` seats."""
    from rules.ai.registry import make_agent
    from rules.core import observe
    from rules.intrigue import GAME

    driver = make_agent("intrigue", "heuristic")
    agent = make_agent("intrigue", level)
    times: list[float] = []
    seed = 0
    while len(times) < positions:
        st = GAME.new_state(players, None, 9000 + seed)
        rng, arng = random.Random(seed), random.Random(seed + 1)
        ply = 0
        while not st.is_terminal() and len(times) < positions:
            obs = observe(st, st.current_player())
            if len(obs.legal) > 1 and ply % 3 == 0:
                t0 = time.perf_counter()
                agent.choose(obs, arng)
                times.append(time.perf_counter() - t0)
            st.apply(driver.choose(obs, rng))
            ply += 1
        seed += 1
    return times


def win_rate(hero: str, other: str, players: int, games: int) -> tuple[float, float]:
    """(hero's win rate, seconds) over ``games`` seeded games, hero seat rotating."""
    from rules.ai.registry import make_agent
    from rules.core import observe
    from rules.intrigue import GAME

    wins = 0
    t0 = time.perf_counter()
    for g in range(games):
        k = g % players
        agents = [make_agent("intrigue", other) for _ in range(players)]
        agents[k] = make_agent("intrigue", hero)
        st = GAME.new_state(players, None, 20000 + g)
        rngs = [random.Random(g * 1009 + i * 7919 + 17) for i in range(players)]
        while not st.is_terminal():
            s = st.current_player()
            st.apply(agents[s].choose(observe(st, s), rngs[s]))
        wins += k in st.result().winners
    return wins / games, time.perf_counter() - t0


def main(argv: list[str]) -> int:
    """Print the decision-time table and the win-rate table."""
    _setup_path()
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--scale", type=float, default=1.0, help="multiply every sample size")
    args = p.parse_args(argv)
    sc = args.scale

    def n(x: int) -> int:
        return max(2, int(round(x * sc)))

    import os

    print(f"load average at start: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print("Intrigue AI decision time (milliseconds; positions with >1 legal action)")
    print(f"{'level':>10} {'players':>7} {'n':>4} {'median':>8} {'p95':>8} {'max':>8}")
    for level, count in (("random", 200), ("heuristic", 200), ("search", 40)):
        for players in (2, 4, 6):
            t = sorted(1000 * x for x in decision_times(level, players, n(count)))
            p95 = t[min(len(t) - 1, int(0.95 * len(t)))]
            print(f"{level:>10} {players:>7} {len(t):>4} {statistics.median(t):>8.2f}"
                  f" {p95:>8.2f} {t[-1]:>8.2f}", flush=True)

    print()
    print("Win rates: one hero seat vs the other level in every other seat (seat rotates)")
    print(f"{'hero':>10} {'vs':>10} {'players':>7} {'games':>5} {'win':>6} {'fair':>6}"
          f" {'secs':>6}")
    plan = [("heuristic", "random", 2, 200), ("heuristic", "random", 4, 200),
            ("heuristic", "random", 6, 200), ("random", "heuristic", 4, 200),
            ("search", "random", 2, 20), ("search", "random", 4, 20),
            ("search", "heuristic", 2, 40), ("search", "heuristic", 4, 24),
            ("search", "heuristic", 6, 12)]
    for hero, other, players, games in plan:
        g = n(games)
        rate, secs = win_rate(hero, other, players, g)
        print(f"{hero:>10} {other:>10} {players:>7} {g:>5} {rate:>6.2f} {1 / players:>6.2f}"
              f" {secs:>6.0f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
