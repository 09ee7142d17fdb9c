"""Benchmark: the solo Garden AI over N seeded games with the Original Neighbours.

Run: ``python3 tests/benchmarks/bench_garden_ai.py --games 1000 [--level search]
[--workers 1] [--first-seed 0] [--budget SECONDS|none] [--out games.jsonl]``; ``--summarize
games.jsonl`` prints the figures of the games recorded so far.  Not collected by pytest.

Prints the score distribution (mean, median, quartiles), how many games end in each ribbon
band (RULINGS G-11), the Blue Ribbon rate, how many gardens stood at the Blue Ribbon when
the last planting was done and how many of them the last Neighbour phase (G-6, G-7) cost
it, the Blue Ribbon rate by how many cards the Neighbours took from the garden over the
game (:func:`cards_taken`), the most a garden that scores the Mixed Plot can score with
15, 14 and 13 cards (:func:`mixed_plot_ceiling`), how often each Award of Merit is
scored, and the decision time of the AI (median and 95th percentile, wall clock and CPU
time: on a machine shared with other jobs the wall clock is longer).  The bar (issue 3):
mean at least 80 and a Blue Ribbon in at least 10 % of 1,000 seeded games, under 1 s per
decision.

Seeds are ``first_seed .. first_seed + games - 1``; the AI's generator per game is
``app.selfplay.agent_rng(seed, 0)``, exactly as in ``--selfplay``.  Games are played on the
engine (``rules.garden``) through ``rules.core.observe``: the AI gets the view only.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from itertools import combinations, product
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

BAR_MEAN = 80
BAR_BLUE = 0.10


def play_one(args: tuple) -> tuple[int, list[str], list[float], str, list[float], int, int]:
    """Play seed ``seed`` with ``level``; returns (score, award labels, decision seconds
    (wall clock), ribbon, decision seconds (CPU time of this process), the garden's points
    before the last Neighbour phase (:func:`before_last_visit`), the cards the Neighbours
    took from it over the game (:func:`cards_taken`))."""
    seed, level, budget = args
    from app.selfplay import agent_rng
    from rules.ai.registry import make_agent
    from rules.core import observe
    from rules.garden import GAME

    agent = make_agent("garden", level, **agent_kwargs(level, budget))
    rng = agent_rng(seed, 0)
    state = GAME.new_state(1, {"neighbours": "original"}, seed)
    times = []
    cpu = []
    taken = 0
    while not state.is_terminal():
        obs = observe(state, 0)
        t0, c0 = time.perf_counter(), time.process_time()
        action = agent.choose(obs, rng)
        times.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
        events = state.apply(action)
        taken += cards_taken(events)
    lines = state.score_breakdown(0)
    awards = [label[len("Award: "):] for label, _ in lines if label.startswith("Award: ")]
    total = lines[-1][1]
    return (total, awards, times, state.data.ribbon(total), cpu,
            before_last_visit(state, events), taken)


def agent_kwargs(level: str, budget: float | None | str) -> dict:
    """Constructor arguments of the benchmarked agent: for level ``search`` a ``budget`` of
    seconds of CPU time per decision, ``"none"`` for no clock (exactly ``top_k`` moves
    re-scored, repeatable on any machine), or ``None`` for the agent's own budget
    (``rules.garden.ai.DEFAULT_TIME_BUDGET``, the one the bar is measured with); other
    levels take none.  (Before session 17 ``None`` was passed on as no clock.)"""
    if level != "search" or budget is None:
        return {}
    return {"time_budget": None if budget == "none" else float(budget)}


def takes(events) -> list:
    """The events among ``events`` in which a Neighbour took a card from seat 0's garden
    (G-7: ``take`` events with a card; a visit that finds nothing has card 0)."""
    return [e for e in events if e.kind == "take" and e.get("seat") == 0 and e.get("card")]


def cards_taken(events) -> int:
    """Cards a Neighbour took from seat 0's garden among ``events`` (:func:`takes`)."""
    return len(takes(events))


def before_last_visit(state, events) -> int:
    """Points of seat 0's finished garden before the last Neighbour phase (G-6, G-7): the
    card a Neighbour took in it (its ``take`` event among ``events``, those of the game's
    last action) put back in its slot.  With the Original Neighbours every visit takes a
    card or nothing, so this is the garden the last planting left."""
    from rules.garden import scoring

    garden = dict(state.gardens[0])
    for e in takes(events):
        garden[(e.get("col"), e.get("row"))] = e.get("card")
    return scoring.breakdown(garden, state.hoppers[0], state.roses, len(state.compost[0]),
                             state.supply[0], state.fixed, state.data)[-1][1]


def mixed_plot_ceiling(cards: int, data=None) -> int:
    """The most adjacency points (G-11) a garden of ``cards`` Vegetables can score while it
    also scores the Mixed Plot (G-10): all 9 types present, three per row, at most 6 cards
    a row, no more cards of a type than the deck has (G-1).  An upper bound: it counts
    every type with two or more cards as one scoring group.  The Four Corners, Avenue,
    Monopoly and Bounty cannot be scored beside the Mixed Plot (the first two put one type
    in two rows, the Monopoly five of a type in a row that holds two more types, the
    Bounty six types in a row), so adding the Mixed Plot, the Promenade and the Bee's
    Knees gives the most such a garden can score.  Raises ValueError if no such garden
    exists (fewer than 9 or more than 18 cards)."""
    from rules.garden.data import load
    from rules.garden.plot import HEIGHT, WIDTH

    data = data or load()
    types = list(data.types)
    if len(types) != MIXED_PLOT_TYPES_PER_ROW * HEIGHT:
        raise ValueError("the Mixed Plot needs the deck's 9 types")
    pts = [data.types[t].points for t in types]
    have = Counter(v.type for v in data.vegetables.values())
    best = None
    for counts in product(*[range(1, min(have[t], WIDTH) + 1) for t in types]):
        if sum(counts) != cards:
            continue
        score = sum(c * p for c, p in zip(counts, pts) if c >= 2)
        if best is not None and score <= best:
            continue
        if _rows_fit(counts):
            best = score
    if best is None:
        raise ValueError(f"no Mixed Plot garden has {cards} cards")
    return best


#: Types in each row of a Mixed Plot (G-10: exactly 3 types a row, none in two rows).
MIXED_PLOT_TYPES_PER_ROW = 3


def _rows_fit(counts) -> bool:
    """True when the 9 type counts split into the plot's three rows of 3 types, each
    within the plot's width (G-10 Mixed Plot, the 6 x 3 plot of G-2)."""
    from rules.garden.plot import WIDTH

    k = MIXED_PLOT_TYPES_PER_ROW
    idx = range(len(counts))
    for row1 in combinations(idx, k):
        if sum(counts[i] for i in row1) > WIDTH:
            continue
        rest = [i for i in idx if i not in row1]
        for row2 in combinations(rest, k):
            row3 = [i for i in rest if i not in row2]
            if sum(counts[i] for i in row2) <= WIDTH and sum(counts[i] for i in row3) <= WIDTH:
                return True
    return False


def _budget(text: str) -> float | str:
    """``--budget``: ``none`` or a positive number of seconds."""
    if text.strip().lower() == "none":
        return "none"
    try:
        x = float(text)
    except ValueError:
        x = 0.0
    if x <= 0:
        raise argparse.ArgumentTypeError(f"not 'none' or a positive number: {text!r}")
    return x


def main(argv: list[str]) -> int:
    """Run the benchmark and print the figures."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--level", default="search", choices=("random", "heuristic", "search"))
    p.add_argument("--workers", type=int, default=1, help="processes (the team rule: 1)")
    p.add_argument("--first-seed", type=int, default=0)
    from rules.garden.ai import DEFAULT_TIME_BUDGET

    p.add_argument("--budget", default=None, type=_budget,
                   help="search: seconds of CPU time per decision, or 'none' for no clock"
                        f" (default: the agent's own, {DEFAULT_TIME_BUDGET:g})")
    p.add_argument("--out", help="append one JSON line per finished game to this file")
    p.add_argument("--summarize", metavar="JSONL",
                   help="print the figures of the games in this file (from --out) and stop")
    a = p.parse_args(argv)
    if a.summarize:
        with open(a.summarize, encoding="utf-8") as f:
            results = [tuple(json.loads(line)["r"]) for line in f if line.strip()]
        report(results, a.level, None, 0.0)
        return 0
    jobs = [(s, a.level, a.budget) for s in range(a.first_seed, a.first_seed + a.games)]
    t0 = time.perf_counter()
    out = open(a.out, "a", encoding="utf-8") if a.out else None
    results = []

    def record(seed: int, r: tuple) -> None:
        results.append(r)
        if out:
            out.write(json.dumps({"seed": seed, "r": r}) + "\n")
            out.flush()
        if len(results) % 50 == 0:
            sc = [x[0] for x in results]
            print(f"  ... {len(results)} games, mean so far {statistics.mean(sc):.1f}",
                  file=sys.stderr, flush=True)

    if a.workers > 1:
        import multiprocessing as mp
        with mp.Pool(a.workers) as pool:
            # in seed order, each game written as soon as it and those before it are done
            for job, r in zip(jobs, pool.imap(play_one, jobs, chunksize=1)):
                record(job[0], r)
    else:
        for job in jobs:
            record(job[0], play_one(job))
    wall = time.perf_counter() - t0
    report(results, a.level, a.first_seed, wall)
    if a.level == "search":
        from rules.garden.ai import DEFAULT_TIME_BUDGET

        print("clock: " + ("none (top_k moves re-scored)" if a.budget == "none" else
                           f"{a.budget if a.budget else DEFAULT_TIME_BUDGET:g} s of CPU time"
                           " per decision"))
    return 0


def report(results: list, level: str, first_seed: int | None, wall: float) -> None:
    """Print the figures of ``results`` (tuples from :func:`play_one`)."""
    from rules.garden.data import load

    scores = [r[0] for r in results]
    times = sorted(t for r in results for t in r[2])
    ribbons = Counter(r[3] for r in results)
    awards = Counter(aw for r in results for aw in r[1])
    n = len(scores)
    q = statistics.quantiles(scores, n=4)
    blue = ribbons.get("blue", 0) / n
    seeds = "" if first_seed is None else f" (seeds {first_seed}..{first_seed + n - 1})"
    print(f"Mr. Cabbagehead's Garden, solo, Original Neighbours, level {level},"
          f" {n} games{seeds}, {wall:.0f} s")
    print(f"score: mean {statistics.mean(scores):.1f}  median {statistics.median(scores):g}"
          f"  quartiles {q[0]:g} / {q[2]:g}  min {min(scores)}  max {max(scores)}"
          f"  stdev {statistics.pstdev(scores):.1f}")
    print("ribbons: " + "  ".join(f"{k} {ribbons.get(k, 0)}"
                                  for k in ("none", "white", "yellow", "red", "blue")))
    print(f"Blue Ribbon rate: {blue:.1%}")
    pre = [r for r in results if len(r) > 5]          # (files from before: no figure)
    if pre:
        ready = [r for r in pre if load().ribbon(r[5]) == "blue"]
        kept = sum(1 for r in ready if r[3] == "blue")
        print(f"Blue before the last Neighbour phase: {len(ready)} games"
              f" of {len(pre)} ({len(ready) / len(pre):.1%}); kept {kept},"
              f" lost {len(ready) - kept} to it")
    took = [r for r in results if len(r) > 6]
    if took:
        by = Counter((min(r[6], 2), r[3] == "blue") for r in took)
        print("Blue Ribbon by cards the Neighbours took: " + "; ".join(
            f"{label}: {by[(k, True)]} of {by[(k, True)] + by[(k, False)]} games"
            for k, label in ((0, "none"), (1, "one"), (2, "two or more"))))
    ap = {a.id: a.points for a in load().awards.values()}
    top = {k: mixed_plot_ceiling(k) + ap["mixed_plot"] + ap["promenade"] for k in (15, 14, 13)}
    print("most a Mixed Plot garden can score (with the Promenade; and the Bee's Knees): "
          + "; ".join(f"{k} cards {v} ({v + ap['bees_knees']})" for k, v in top.items()))
    print("awards scored (games):")
    for name, k in awards.most_common():
        print(f"  {name:<20} {k:>5}  {k / n:6.1%}")
    cpu = sorted(t for r in results for t in r[4])
    for label, ts in (("wall clock", times), ("CPU time", cpu)):
        if ts:
            print(f"decision time ({label}): median {statistics.median(ts) * 1000:.0f} ms,"
                  f" p95 {ts[int(0.95 * (len(ts) - 1))] * 1000:.0f} ms,"
                  f" max {ts[-1] * 1000:.0f} ms over {len(ts)} decisions")
    ok = statistics.mean(scores) >= BAR_MEAN and blue >= BAR_BLUE
    print(f"bar (mean >= {BAR_MEAN}, Blue >= {BAR_BLUE:.0%}): {'MET' if ok else 'NOT MET'}")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
