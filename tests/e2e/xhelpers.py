"""Helpers of the end-to-end tests: a free Xvfb display, polling waits, and the app window's
geometry read with ``xwininfo`` (``xdotool search`` can fail with BadWindow)."""
from __future__ import annotations

import subprocess
import time
from pathlib import Path

import pytest

#: Programs the e2e tests need (Debian: xvfb, xdotool, x11-utils).
TOOLS = ("Xvfb", "xdotool", "xwininfo")


def free_display() -> int:
    """A display number in :93-:98 with no X server; skips the test when there is none."""
    for n in range(93, 99):
        if not Path(f"/tmp/.X{n}-lock").exists() and not Path(f"/tmp/.X11-unix/X{n}").exists():
            return n
    pytest.skip("no free X display number in :93-:98")


def wait(pred, timeout: float, what: str, said=lambda: ""):
    """Poll ``pred`` every 0.2 s until it returns something true (returned) or ``timeout``
    seconds pass (AssertionError naming ``what``, followed by ``said()``)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = pred()
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}\n{said()}")


def geometry(env) -> tuple[int, int, int, int] | None:
    """(x, y, width, height) of the "Cabbage Table" window, or None while it is not mapped."""
    out = subprocess.run(["xwininfo", "-name", "Cabbage Table"], env=env, capture_output=True,
                         text=True)
    if out.returncode != 0:
        return None
    vals = {}
    for line in out.stdout.splitlines():
        line = line.strip()
        for key in ("Absolute upper-left X", "Absolute upper-left Y", "Width", "Height"):
            if line.startswith(key + ":"):
                vals[key] = int(line.split(":")[1])
    if len(vals) < 4 or vals["Width"] < 100:
        return None
    return (vals["Absolute upper-left X"], vals["Absolute upper-left Y"], vals["Width"],
            vals["Height"])


def stop(*procs) -> None:
    """Terminate each started process (app, Xvfb; ``None`` skipped) and reap it: SIGTERM,
    up to 10 s, then SIGKILL."""
    for p in procs:
        if p is None or p.poll() is not None:
            continue
        p.terminate()
        try:
            p.wait(10)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait(10)
