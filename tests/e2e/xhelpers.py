"""Helpers of the end-to-end tests: a free Xvfb display, polling waits, the app window's
geometry read with ``xwininfo`` (``xdotool search`` can fail with BadWindow), the app's
record dump and screenshot pixels."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

#: Start of the Garden e2e tests' geometry helper program (a headless table, SDL dummy
#: driver): imports and the app context ``ctx``; each test appends its question loop.
GEOMETRY_PROLOGUE = """
import json, os, sys
os.environ['SDL_VIDEODRIVER'] = 'dummy'
import pygame
pygame.display.init(); pygame.font.init(); pygame.display.set_mode((8, 8))
from app.ai_worker import InlineAI
from app.window import build_context
from app.cli import Setup
from app.garden_overlays import GardenResults
from app.scenes.garden_table import GardenTable
ctx = build_context(worker=InlineAI()); ctx.dump_path = None

# answer(t, q, out): add 'confirm' (when q['text'] is held) and 'results' (the results
# panel's rect, when the game is over) to out, and print it as one JSON line.  The table is
# the one the person sees once a round's note (reopened for a record that ends a round) is
# closed, as the test closes it in the window first, and the visit's cards have landed (a
# taken card, Pomme-Frites' moves), as the person's next press lands them (land_offer).
def answer(t, q, out):
    t.close_banner()
    t.land_offer()
    if q.get('text') and t.propose(q['text']):
        out['confirm'] = next(b.rect.center for b in t.prompt_buttons if b.tag == 'confirm')
    if t.session.state.is_terminal():
        ctx.stack.push(t); t.show_results()
        top = ctx.stack.top
        out['results'] = list(top.rect) if isinstance(top, GardenResults) else None
    print(json.dumps(out), flush=True)
"""

#: Programs the e2e tests need (Debian: xvfb, xdotool, x11-utils).
TOOLS = ("Xvfb", "xdotool", "xwininfo")


def require_tools(*extra: str) -> None:
    """Skip the test when :data:`TOOLS` or ``extra`` programs are missing."""
    missing = [t for t in (*TOOLS, *extra) if shutil.which(t) is None]
    if missing:
        pytest.skip(f"needs {', '.join(missing)} (apt-get install xvfb xdotool x11-utils"
                    " imagemagick)")


def app_env(display: int, data: Path, dump: Path) -> dict:
    """The app's environment on Xvfb ``display``: its user folder ``data``, its record
    dumped to ``dump`` after every step, real video driver, no sound."""
    env = dict(os.environ, DISPLAY=f":{display}", SDL_AUDIODRIVER="dummy",
               CABBAGE_TABLE_DATA=str(data), CABBAGE_TABLE_STATE_DUMP=str(dump))
    env.pop("SDL_VIDEODRIVER", None)
    return env


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


def read_json(path: Path):
    """The JSON in ``path``, or None while it is missing or half written."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def pixels(png: Path, window, rect, step: int = 2) -> list[tuple[int, int, int]]:
    """RGB of the screenshot ``png`` at the logical points of ``rect`` (x, y, w, h), every
    ``step`` logical pixels, mapped through the letterbox of ``window`` (x, y, w, h) of the
    logical 1280 x 720 table."""
    import pygame

    img = pygame.image.load(str(png))
    wx, wy, ww, wh = window
    scale = min(ww / 1280, wh / 720)
    ox, oy = (ww - int(1280 * scale)) // 2, (wh - int(720 * scale)) // 2
    x0, y0, w, h = rect
    return [tuple(img.get_at((wx + ox + int(lx * scale), wy + oy + int(ly * scale)))[:3])
            for ly in range(y0, y0 + h, step) for lx in range(x0, x0 + w, step)]


def near(px, rgb, tol: int) -> bool:
    """Each channel of ``px`` within ``tol`` of ``rgb``."""
    return all(abs(px[i] - rgb[i]) <= tol for i in range(3))


class Mouse:
    """xdotool on the app window ``window`` (x, y, w, h from :func:`geometry`) of display
    ``env``: logical 1280 x 720 points mapped through the window's letterbox."""

    def __init__(self, env: dict, window):
        self.env = env
        wx, wy, ww, wh = window
        self.scale = min(ww / 1280, wh / 720)
        self.origin = (wx + (ww - int(1280 * self.scale)) // 2,
                       wy + (wh - int(720 * self.scale)) // 2)

    def screen(self, p) -> tuple[str, str]:
        """Screen coordinates (as xdotool arguments) of the logical point ``p``."""
        return (str(self.origin[0] + int(p[0] * self.scale)),
                str(self.origin[1] + int(p[1] * self.scale)))

    def xdo(self, *args, pause: float = 0.08) -> None:
        """Run one xdotool command, then wait ``pause`` seconds."""
        subprocess.run(["xdotool", *args], env=self.env, check=True)
        time.sleep(pause)

    def drag(self, a, b) -> None:
        """Press on ``a``, move in steps (past the drag threshold), release on ``b``."""
        self.xdo("mousemove", *self.screen(a))
        self.xdo("mousedown", "1")
        for k in range(1, 6):
            self.xdo("mousemove", *self.screen((a[0] + (b[0] - a[0]) * k // 5,
                                                a[1] + (b[1] - a[1]) * k // 5)))
        self.xdo("mouseup", "1", pause=0.2)

    def click(self, p) -> None:
        """Click the logical point ``p``."""
        self.xdo("mousemove", *self.screen(p))
        self.xdo("click", "1", pause=0.2)


class Geometry:
    """A helper process (SDL dummy driver) answering where things are drawn: ``program``
    (:data:`GEOMETRY_PROLOGUE` plus the test's question loop) reads one JSON question a line
    and prints one JSON answer a line; run in the project folder ``root``."""

    def __init__(self, program: str, root: Path):
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   PYGAME_HIDE_SUPPORT_PROMPT="1")
        env.pop("CABBAGE_TABLE_STATE_DUMP", None)
        self.proc = subprocess.Popen([sys.executable, "-c", program], cwd=root, env=env,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True)

    def ask(self, **question) -> dict:
        """The answer to ``question``.  Raises AssertionError (with its stderr) when the
        helper died."""
        self.proc.stdin.write(json.dumps(question) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise AssertionError("geometry helper died:\n" + self.proc.stderr.read()[-3000:])
        return json.loads(line)

    def close(self) -> None:
        """Stop the helper (it was started here)."""
        if self.proc.poll() is None:
            self.proc.stdin.close()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)


def app_said(errlog: Path):
    """A function giving the end of the app's stderr ``errlog``, for failure messages."""
    def said() -> str:
        return "app said:\n" + (errlog.read_text(errors="replace")[-3000:]
                                if errlog.exists() else "")
    return said


def launch(display: int, env: dict, argv: list[str], dump: Path, errlog: Path, root: Path,
           procs: list):
    """Start Xvfb (1280 x 800) on ``display`` and the app (``main.py`` + ``argv``, in
    ``root``, with ``env``) on it; both are appended to ``procs`` at once so the caller's
    ``finally: stop(*procs)`` reaps them.  Waits for the first record ``dump`` and the
    window, then one second for the first frames.  Returns the window (x, y, w, h)."""
    procs.append(subprocess.Popen(["Xvfb", f":{display}", "-screen", "0", "1280x800x24",
                                   "-nolisten", "tcp"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
    said = app_said(errlog)
    wait(lambda: Path(f"/tmp/.X11-unix/X{display}").exists(), 20, "Xvfb")
    app = subprocess.Popen([sys.executable, "main.py", *argv], cwd=root, env=env,
                           stdout=subprocess.DEVNULL, stderr=errlog.open("wb"))
    procs.append(app)
    wait(lambda: dump.exists() or app.poll() is not None, 90, "the first record dump", said)
    assert app.poll() is None, said()
    window = wait(lambda: geometry(env), 60, "the Cabbage Table window", said)
    time.sleep(1.0)                                    # first frames drawn
    return window
