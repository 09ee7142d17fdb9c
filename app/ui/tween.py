"""Tweens: something moving from one point to another over time (card and coin moves,
spring-back of an illegal drop).  Durations are divided by the animation speed setting
(0 = instant, 1 = normal, up to 3×)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


def ease_out(t: float) -> float:
    """Cubic ease-out on 0..1."""
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


def scaled(duration: float, speed: float) -> float:
    """``duration`` seconds at animation ``speed`` (0 → 0 s, instant)."""
    return 0.0 if speed <= 0 else duration / speed


@dataclass
class Tween:
    """A moving item: ``what`` (free data the scene draws, e.g. ``("coin",)`` or
    ``("card", "K")``), ``start``/``end`` logical points, ``duration`` and ``delay`` in
    seconds.  ``t`` counts elapsed seconds including the delay."""

    what: Any
    start: tuple[float, float]
    end: tuple[float, float]
    duration: float
    delay: float = 0.0
    t: float = 0.0

    def step(self, dt: float) -> None:
        """Advance ``dt`` seconds."""
        self.t += dt

    @property
    def started(self) -> bool:
        """True once the delay is over."""
        return self.t >= self.delay

    @property
    def done(self) -> bool:
        """True when the move has arrived."""
        return self.t >= self.delay + self.duration

    def pos(self) -> tuple[float, float]:
        """The current point (``start`` before the delay, ``end`` when done)."""
        if self.duration <= 0:
            return self.end if self.started else self.start
        k = ease_out((self.t - self.delay) / self.duration)
        return (self.start[0] + (self.end[0] - self.start[0]) * k,
                self.start[1] + (self.end[1] - self.start[1]) * k)
