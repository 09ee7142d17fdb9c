"""The table's sounds: a few short cues synthesized when the app starts (no sound files).

:class:`TableSounds` is made by :func:`app.window.run_window` and kept in the app context
(``ctx.sounds``; None in tests and ``--screenshot`` runs, where every cue is skipped).  It
plays nothing while the Settings screen's Sound switch is off (``ctx.settings.sound``), and
nothing when the machine has no audio device: then :attr:`TableSounds.error` says why and
the Settings screen shows it.

The cues (:data:`CUES`): ``pick`` a card lifted, ``place`` a card put down (a planting, a
pass, a card played), ``deal`` cards turned up from the deck, ``refuse`` a drop sprung back,
``visit`` a Neighbour's note or an Intrigue challenge, ``end`` the game's result.
"""
from __future__ import annotations

import math
import os
import random
import tempfile
from array import array
from contextlib import contextmanager
from typing import Callable, Iterator

import pygame

#: Samples per second of the synthesized cues.
RATE = 22050
#: The cues, each as (tones, noise): tones are (start s, length s, from Hz, to Hz, volume
#: 0..1), a sine gliding between the two pitches and fading out; noise is (length s,
#: volume, brightness 0..1) of a short brush, or None.
CUES: dict[str, tuple[tuple[tuple[float, float, float, float, float], ...],
                      tuple[float, float, float] | None]] = {
    "pick": (((0.0, 0.05, 900, 1200, 0.10),), (0.03, 0.10, 0.7)),
    "place": (((0.0, 0.09, 230, 140, 0.45),), (0.04, 0.18, 0.3)),
    "deal": ((), (0.07, 0.16, 0.8)),
    "refuse": (((0.0, 0.08, 196, 190, 0.30), (0.10, 0.10, 165, 160, 0.30)), None),
    "visit": (((0.0, 0.35, 659, 659, 0.22), (0.12, 0.35, 880, 880, 0.20),
               (0.24, 0.45, 988, 988, 0.18)), None),
    "end": (((0.0, 0.30, 523, 523, 0.22), (0.12, 0.30, 659, 659, 0.22),
             (0.24, 0.30, 784, 784, 0.22), (0.36, 0.60, 1047, 1047, 0.20)), None),
}


def synthesize(name: str, rate: int = RATE) -> array:
    """The cue ``name`` (a key of :data:`CUES`) as signed 16-bit mono samples at ``rate``
    per second.  The noise is seeded by the cue's name, so a cue sounds the same every run.
    Raises ``KeyError`` for an unknown cue."""
    tones, noise = CUES[name]
    length = max([start + dur for start, dur, *_ in tones] + [noise[0] if noise else 0.0])
    out = [0.0] * int(length * rate + 1)
    for start, dur, f0, f1, vol in tones:
        first, n = int(start * rate), int(dur * rate)
        phase = 0.0
        for i in range(n):
            k = i / n
            phase += 2 * math.pi * (f0 + (f1 - f0) * k) / rate
            attack = min(1.0, i / (0.004 * rate))      # no click at the start
            out[first + i] += vol * attack * math.exp(-5.0 * k) * math.sin(phase)
    if noise:
        dur, vol, bright = noise
        rng = random.Random(name)
        last = 0.0
        n = int(dur * rate)
        for i in range(n):
            white = rng.uniform(-1.0, 1.0)
            last += bright * (white - last)               # a simple low-pass: duller brush
            out[i] += vol * math.exp(-6.0 * i / n) * last
    return array("h", (int(max(-1.0, min(1.0, x)) * 32767) for x in out))


@contextmanager
def native_stderr_captured() -> Iterator[list[str]]:
    """Catch what native libraries write to file descriptor 2 inside the block.

    Opening the mixer with no audio device makes ALSA print a dozen lines straight to the
    process's stderr (not through Python), which a player who started the app from a
    terminal takes for a crash.  Yields a list that holds, after the block, the captured
    text (one string, decoded leniently).  Where descriptor 2 cannot be duplicated (a frozen
    windowed app on Windows has none) nothing is captured and the list stays empty; nothing
    is ever lost from Python's own ``sys.stderr``, which is not touched."""
    out: list[str] = []
    try:
        saved = os.dup(2)
    except OSError:
        yield out
        return
    with tempfile.TemporaryFile() as sink:
        os.dup2(sink.fileno(), 2)
        try:
            yield out
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            out.append(sink.read().decode("utf-8", "replace"))


class TableSounds:
    """The cues of :data:`CUES`, ready to play.

    ``enabled``: asked before every cue (the Sound switch).  Opening the mixer may fail (no
    audio device, a headless machine): :attr:`error` is then the reason, and :meth:`play`
    does nothing.  :attr:`played` lists the cues played, newest last (the last 50);
    :attr:`device_log` is what the audio libraries printed while the mixer opened (kept off
    the terminal by :func:`native_stderr_captured`)."""

    def __init__(self, enabled: Callable[[], bool]):
        self.enabled = enabled
        self.error: str | None = None
        self.played: list[str] = []
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.device_log = ""
        printed: list[str] = []
        try:
            if pygame.mixer.get_init() is None:
                with native_stderr_captured() as printed:
                    pygame.mixer.init(frequency=RATE, size=-16, channels=2, buffer=512)
            rate, size, channels = pygame.mixer.get_init()
            if size != -16:
                raise pygame.error(f"the audio device wants {size}-bit samples")
            for name in CUES:
                mono = synthesize(name, rate)
                if channels > 1:
                    mono = array("h", (x for x in mono for _ in range(channels)))
                self._sounds[name] = pygame.mixer.Sound(buffer=mono.tobytes())
        except (pygame.error, NotImplementedError, OSError) as exc:
            # no device, or a pygame built without its mixer module (NotImplementedError)
            self.error = str(exc) or "the audio device could not be opened"
            self._sounds.clear()
        finally:
            self.device_log = "".join(printed)

    def play(self, name: str) -> bool:
        """Play cue ``name`` when the switch is on and a device is open.  Returns True when
        it was played.  Raises ``KeyError`` for a name not in :data:`CUES`."""
        if name not in CUES:
            raise KeyError(name)
        if self.error is not None or not self.enabled():
            return False
        self._sounds[name].play()
        self.played = (self.played + [name])[-50:]
        return True


def cue(ctx, name: str) -> None:
    """Play cue ``name`` through ``ctx.sounds`` if the app has one (not in tests or
    screenshots)."""
    sounds = getattr(ctx, "sounds", None)
    if sounds is not None:
        sounds.play(name)
