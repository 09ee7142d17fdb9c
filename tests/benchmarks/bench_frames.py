"""Frame time of the Intrigue table (issue 2 item 9): while the person drags an action chip,
and while an AI opponent thinks in the worker process.  Prints median and p95 in ms.

Run: ``python3 tests/benchmarks/bench_frames.py [--frames 300]``.  Headless (SDL dummy
driver); a frame is ``update(dt)`` + ``draw`` to the logical 1280x720 surface + the scale to
a 1280x720 window surface, the same work the window's loop does.  Never run by the test command.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pygame  # noqa: E402

from app.cli import Setup  # noqa: E402


def _p95(xs: list[float]) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(0.95 * len(xs)))]


def _frame(ctx, screen, logical, dt: float) -> float:
    t0 = time.perf_counter()
    ctx.stack.update(dt) if hasattr(ctx.stack, "update") else ctx.stack.top.update(dt)
    logical.fill((0, 0, 0))
    ctx.stack.draw(logical) if hasattr(ctx.stack, "draw") else ctx.stack.top.draw(logical)
    pygame.transform.smoothscale(logical, screen.get_size(), screen)
    return (time.perf_counter() - t0) * 1000.0


def bench_drag(seats: int, frames: int, worker) -> list[float]:
    """Frame times (ms) while a Steal chip is held and moved across the table."""
    from app.scenes.intrigue_table import IntrigueTable
    from app.window import build_context

    ctx = build_context(worker=worker)
    screen = pygame.display.get_surface()
    logical = pygame.Surface((1280, 720))
    t = IntrigueTable(ctx, Setup("intrigue", ["human"] + ["random"] * (seats - 1), 4,
                                 {"start": "0"}))
    ctx.stack.push(t)
    start = t.chip_rect("steal").center
    t.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    t.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    out = []
    for k in range(frames):
        pos = (200 + (k * 7) % 700, 150 + (k * 3) % 300)
        t.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(7, 3), buttons=(1, 0, 0)))
        out.append(_frame(ctx, screen, logical, 1 / 60))
    assert t.drag is not None, "the drag ended early: the benchmark measured something else"
    return out


def bench_ai_thinking(seats: int, frames: int, worker) -> tuple[list[float], int]:
    """Frame times (ms) of an AI-only table (search level) while the worker thinks.
    Returns the times and the number of AI moves applied meanwhile."""
    from app.scenes.intrigue_table import IntrigueTable
    from app.window import build_context

    ctx = build_context(worker=worker)
    ctx.settings.ai_pace = 0.0
    screen = pygame.display.get_surface()
    logical = pygame.Surface((1280, 720))
    t = IntrigueTable(ctx, Setup("intrigue", ["search"] * seats, 9, {"start": "0"}))
    ctx.stack.push(t)
    out = []
    for _ in range(frames):
        out.append(_frame(ctx, screen, logical, 1 / 60))
        time.sleep(max(0.0, 1 / 60 - out[-1] / 1000))
    return out, len(t.session.record)


def main() -> int:
    """Print the figures."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--frames", type=int, default=300)
    args = ap.parse_args()
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 720))
    from app.ai_worker import AIWorker, InlineAI

    for seats in (4, 8):
        xs = bench_drag(seats, args.frames, InlineAI())
        print(f"drag, {seats} seats: frame median {statistics.median(xs):.2f} ms,"
              f" p95 {_p95(xs):.2f} ms over {len(xs)} frames")
    worker = AIWorker()
    worker.start()
    try:
        while not worker.warm:
            worker.poll()
            time.sleep(0.05)
        for seats in (4, 8):
            xs, moves = bench_ai_thinking(seats, args.frames, worker)
            print(f"AI (search) thinking, {seats} seats: frame median {statistics.median(xs):.2f} ms,"
                  f" p95 {_p95(xs):.2f} ms over {len(xs)} frames; {moves} AI moves applied")
    finally:
        worker.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
