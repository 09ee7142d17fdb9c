"""Benchmark: the ``easy`` AI level against ``random``, ``heuristic`` (medium) and ``search``
(hard) in both built games.  Prints figures; asserts nothing.

Run: ``python3 tests/benchmarks/bench_easy.py [--scale X] [--workers N]
[--search-iterations K] [--only mix,duel,hero,tester,garden]`` (``--scale 0.25`` for a quick look; the default plays 240
four-seat Intrigue games with a ``search`` seat and takes a long while on 2 cores).  Not
collected by pytest.

* Intrigue, 4 seats, one of each level (easy, heuristic, search, random); every game a
  different seat order, cycling through all 24 orders, so each level sits in each seat
  equally often.  Per level: win rate (fair share 0.25), how often it is the first out,
  its mean place (1 = winner, 4 = first out), its challenges per game and how many of them
  it won (the claimant declined to show, intrigue.txt 'Challenging').
* Intrigue, 2 seats, easy against heuristic and against random (seats alternating).
* Intrigue, 4 seats, one hero (heuristic, then search) against three easy and against three
  heuristic players: how much easier a table of easy opponents is for a good player (a
  heuristic hero against three heuristics is the fair share, 0.25, by symmetry).
* The tester's table: seats hard, medium, easy, medium, seeds 1-12 (the report that the old
  easy, a random player, was first out in 11 of 12) and seeds 1-48 (12 games say little).
* Garden solo (Original Neighbours): mean / median score of easy, heuristic and random over
  the same seeds (default 200).
* Garden, 2 players: easy against heuristic (seats alternating), win rate and mean scores.

Seeds are fixed; an AI's generator is ``app.selfplay.agent_rng(seed, seat)`` as in
``--selfplay``.  Agents see only ``rules.core.observe`` (the view and legal actions).
"""
from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

#: Sections of the benchmark, in the order they run (``--only``).
SECTIONS = ("mix", "duel", "hero", "tester", "garden")

#: Intrigue four-seat line-up, weakest first.
LINEUP = ("random", "easy", "heuristic", "search")


def _agent(game: str, level: str, iterations: int | None):
    from rules.ai.registry import make_agent

    kwargs = {"iterations": iterations} if level == "search" and iterations else {}
    return make_agent(game, level, **kwargs)


def intrigue_game(args: tuple) -> dict:
    """Play one Intrigue game; ``args`` = (seed, seat levels, search iterations or None).

    Returns ``{"levels", "winners", "out" (seats in order of elimination), "challenges"
    (per seat), "won" (challenges per seat the claimant declined to answer), "secs"}``."""
    seed, levels, iterations = args
    from app.selfplay import agent_rng
    from rules.core import observe
    from rules.intrigue import GAME

    t0 = time.perf_counter()
    n = len(levels)
    agents = [_agent("intrigue", lv, iterations) for lv in levels]
    rngs = [agent_rng(seed, i) for i in range(n)]
    st = GAME.new_state(n, None, seed)
    out: list[int] = []
    challenges, won = [0] * n, [0] * n
    challenger = None
    while not st.is_terminal():
        seat = st.current_player()
        action = agents[seat].choose(observe(st, seat), rngs[seat])
        text = str(action)
        if text == "challenge":
            challenges[seat] += 1
            challenger = seat
        elif text in ("show", "decline") and challenger is not None:
            won[challenger] += text == "decline"
            challenger = None
        alive = [len(h) > 0 for h in st.hands]
        st.apply(action)
        out += [s for s in range(n) if alive[s] and not st.hands[s]]
    return {"levels": list(levels), "winners": list(st.result().winners), "out": out,
            "challenges": challenges, "won": won, "secs": time.perf_counter() - t0}


def garden_game(args: tuple) -> dict:
    """Play one Garden game; ``args`` = (seed, seat levels).  Original Neighbours.
    Returns ``{"levels", "scores", "winners", "secs"}``."""
    seed, levels = args
    from app.selfplay import agent_rng
    from rules.core import observe
    from rules.garden import GAME

    t0 = time.perf_counter()
    agents = [_agent("garden", lv, None) for lv in levels]
    rngs = [agent_rng(seed, i) for i in range(len(levels))]
    st = GAME.new_state(len(levels), {"neighbours": "original"}, seed)
    while not st.is_terminal():
        seat = st.current_player()
        st.apply(agents[seat].choose(observe(st, seat), rngs[seat]))
    res = st.result()
    return {"levels": list(levels), "scores": [st.total(i) for i in range(len(levels))],
            "winners": list(res.winners), "secs": time.perf_counter() - t0}


def run(fn, jobs: list, workers: int) -> list:
    """``fn`` over ``jobs``, in ``workers`` processes when more than one."""
    if workers <= 1:
        return [fn(j) for j in jobs]
    from multiprocessing import Pool

    with Pool(workers) as pool:
        return pool.map(fn, jobs, chunksize=1)


def intrigue_table(results: list[dict], title: str) -> None:
    """Print per level: games, win rate, first out, mean place, challenges."""
    n_seats = len(results[0]["levels"])
    seats_of = Counter()
    wins, first, place, chal, chal_won = Counter(), Counter(), Counter(), Counter(), Counter()
    for r in results:
        lv = r["levels"]
        order = r["out"] + [s for s in range(n_seats) if s not in r["out"]]
        for s in range(n_seats):
            seats_of[lv[s]] += 1
            place[lv[s]] += n_seats - order.index(s)
            chal[lv[s]] += r["challenges"][s]
            chal_won[lv[s]] += r["won"][s]
        for w in r["winners"]:
            wins[lv[w]] += 1
        if r["out"]:
            first[lv[r["out"][0]]] += 1
    secs = sum(r["secs"] for r in results)
    print(f"{title}: {len(results)} games, {secs:.0f} s of play")
    print(f"{'level':>10} {'seats':>6} {'win':>6} {'fair':>6} {'1st out':>8} {'place':>6}"
          f" {'chall/g':>8} {'won':>9}")
    levels = [lv for lv in LINEUP if lv in seats_of] + [lv for lv in seats_of
                                                         if lv not in LINEUP]
    for lv in levels:
        k = seats_of[lv]
        print(f"{lv:>10} {k:>6} {wins[lv] / k:>6.2f} {1 / n_seats:>6.2f}"
              f" {first[lv] / k:>8.2f} {place[lv] / k:>6.2f} {chal[lv] / k:>8.2f}"
              f" {chal_won[lv]:>4}/{chal[lv]:<4}", flush=True)
    print()


def main(argv: list[str]) -> int:
    """Print the Intrigue and Garden tables (see the module docstring)."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--scale", type=float, default=1.0, help="multiply every sample size")
    p.add_argument("--workers", type=int, default=1, help="processes to play games in")
    p.add_argument("--search-iterations", type=int, default=None,
                   help="iterations of the search level (default: its own default)")
    p.add_argument("--only", default=",".join(SECTIONS),
                   help=f"comma-separated sections to run (default all: {','.join(SECTIONS)})")
    args = p.parse_args(argv)
    only = set(args.only.split(","))
    if not only <= set(SECTIONS):
        p.error(f"--only takes {', '.join(SECTIONS)}")

    def n(x: int) -> int:
        return max(2, int(round(x * args.scale)))

    import os

    print(f"load average at start: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores,"
          f" {args.workers} worker(s)")
    print()
    it = args.search_iterations
    if "mix" in only:
        orders = list(itertools.permutations(LINEUP))
        jobs = [(40000 + g, orders[g % len(orders)], it) for g in range(n(240))]
        intrigue_table(run(intrigue_game, jobs, args.workers),
                       "Intrigue, 4 seats: random, easy, heuristic (medium), search (hard),"
                       " seat order cycling over all 24")
    if "duel" in only:
        for other in ("heuristic", "random"):
            jobs = [(50000 + g, ("easy", other) if g % 2 == 0 else (other, "easy"), it)
                    for g in range(n(400))]
            intrigue_table(run(intrigue_game, jobs, args.workers),
                           f"Intrigue, 2 seats: easy vs {other}, seats alternating")
    if "hero" in only:
        for hero, games in (("heuristic", 400), ("search", 96)):
            for other in ("easy", "heuristic"):
                if other == hero:
                    continue
                jobs = []
                for g in range(n(games)):
                    seats = [other] * 4
                    seats[g % 4] = hero
                    jobs.append((70000 + g, tuple(seats), it))
                intrigue_table(run(intrigue_game, jobs, args.workers),
                               f"Intrigue, 4 seats: one {hero} against three {other},"
                               " the hero's seat rotating")
    if "tester" in only:
        last = max(12, n(48))
        jobs = [(seed, ("search", "heuristic", "easy", "heuristic"), it)
                for seed in range(1, last + 1)]
        res = run(intrigue_game, jobs, args.workers)
        for upto in sorted({12, last}):
            part = res[:upto]
            intrigue_table(part, "The tester's table: hard, medium, easy, medium,"
                                 f" seeds 1-{upto}")
            print("  easy (seat 2) first out in"
                  f" {sum(bool(r['out']) and r['out'][0] == 2 for r in part)} of {upto},"
                  f" won {sum(2 in r['winners'] for r in part)}")
            print()

    if "garden" in only:
        seeds = range(n(200))
        print(f"Garden solo, Original Neighbours, seeds 0..{len(seeds) - 1}")
        print(f"{'level':>10} {'mean':>7} {'median':>7} {'q1':>5} {'q3':>5} {'s/game':>7}")
        solo = {}
        for lv in ("random", "easy", "heuristic"):
            res = run(garden_game, [(s, (lv,)) for s in seeds], args.workers)
            sc = [r["scores"][0] for r in res]
            solo[lv] = sc
            q = statistics.quantiles(sc, n=4)
            print(f"{lv:>10} {statistics.mean(sc):>7.1f} {statistics.median(sc):>7.1f}"
                  f" {q[0]:>5.0f} {q[2]:>5.0f}"
                  f" {statistics.mean(r['secs'] for r in res):>7.3f}", flush=True)
        for a, b in (("easy", "random"), ("heuristic", "easy")):
            better = sum(x > y for x, y in zip(solo[a], solo[b]))
            print(f"  {a} scores more than {b} on {better} of {len(seeds)} seeds")
        print()
        games = n(200)
        print(f"Garden, 2 players: easy vs heuristic, {games} games, seats alternating")
        jobs = [(60000 + g, ("easy", "heuristic") if g % 2 == 0 else ("heuristic", "easy"))
                for g in range(games)]
        res = run(garden_game, jobs, args.workers)
        wins, ties, pts = Counter(), 0, {"easy": [], "heuristic": []}
        for r in res:
            lv = r["levels"]
            if len(r["winners"]) > 1:
                ties += 1
            else:
                wins[lv[r["winners"][0]]] += 1
            for s, x in enumerate(r["scores"]):
                pts[lv[s]].append(x)
        for lv in ("easy", "heuristic"):
            print(f"{lv:>10} wins {wins[lv]:>4} ({wins[lv] / games:.2f}),"
                  f" mean score {statistics.mean(pts[lv]):.1f}")
        print(f"{'shared':>10} {ties:>9}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
