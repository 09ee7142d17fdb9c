"""The agent interface and the Random level."""
from __future__ import annotations

import random
from abc import ABC, abstractmethod

from rules.core import Observation


class Agent(ABC):
    """An AI seat.  ``choose`` returns one of ``obs.legal``.

    Agents are deterministic given the ``rng`` they are handed, so seeded self-play and
    tests repeat exactly.  They must not keep a reference to anything but the observation.
    """

    level: str = ""

    @abstractmethod
    def choose(self, obs: Observation, rng: random.Random):
        """Pick a legal action for ``obs.seat``.  ``obs.legal`` is never empty here."""


class RandomAgent(Agent):
    """Level ``random``: a uniformly random legal action."""

    level = "random"

    def choose(self, obs: Observation, rng: random.Random):
        """A uniformly random element of ``obs.legal``."""
        return rng.choice(obs.legal)
