"""End to end (issue 4 "Never lose a game"): the real app under Xvfb plays a few moves, is
killed with SIGKILL mid-game, is started again, and Resume on the menu brings back exactly
the game that was autosaved: same record, same view of the person's seat.

Robust on a loaded machine: every wait polls with a generous deadline, no fixed sleeps
except short pauses between synthetic input events."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.e2e.xhelpers import free_display, geometry, require_tools, stop, wait

pytestmark = pytest.mark.e2e
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def _wait_quiet(pred, timeout: float) -> bool:
    """Poll ``pred`` for up to ``timeout`` seconds; True if it became true."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if pred():
            return True
        time.sleep(0.1)
    return False


def _read_json(path: Path):
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def _view_after(actions):
    from rules.registry import get_game

    game = get_game("intrigue")
    state = game.new_state(2, game.check_options({"start": "0"}), 7)
    for a in actions:
        state.apply(game.parse_action(a))
    return state.view(0)


def test_kill_mid_game_then_resume_from_the_menu(tmp_path):
    require_tools()
    n = free_display()
    data = tmp_path / "data"
    dump = tmp_path / "dump.json"
    env = dict(os.environ, DISPLAY=f":{n}", SDL_AUDIODRIVER="dummy",
               CABBAGE_TABLE_DATA=str(data), CABBAGE_TABLE_STATE_DUMP=str(dump),
               CABBAGE_TABLE_AI_PACE="0.2")
    env.pop("SDL_VIDEODRIVER", None)
    xvfb = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    apps: list[subprocess.Popen] = []
    errlog = tmp_path / "app-stderr.txt"

    def said() -> str:
        return "app said:\n" + (errlog.read_text(errors="replace")[-3000:]
                                if errlog.exists() else "")

    def start(*args):
        dump.unlink(missing_ok=True)
        p = subprocess.Popen([sys.executable, "main.py", *args], cwd=ROOT, env=env,
                             stdout=subprocess.DEVNULL, stderr=errlog.open("ab"))
        apps.append(p)
        wait(lambda: geometry(env) or p.poll() is not None, 120, "the window", said)
        assert p.poll() is None, said()
        return p

    def xdo(*args):
        subprocess.run(["xdotool", *args], env=env, check=True)
        time.sleep(0.15)

    def click_logical(p):
        wx, wy, ww, wh = geometry(env)
        scale = min(ww / 1280, wh / 720)
        ox, oy = (ww - int(1280 * scale)) // 2, (wh - int(720 * scale)) // 2
        xdo("mousemove", str(wx + ox + int(p[0] * scale)), str(wy + oy + int(p[1] * scale)))
        xdo("click", "1")

    try:
        wait(lambda: Path(f"/tmp/.X11-unix/X{n}").exists(), 20, "Xvfb")
        app = start("--game", "intrigue", "--seats", "human,random", "--seed", "7",
                    "--option", "start=0")
        wait(lambda: dump.exists(), 90, "the first record dump", said)
        wid = subprocess.run(["xdotool", "search", "--name", "Cabbage Table"], env=env,
                             capture_output=True, text=True).stdout.split()
        # play: whenever the person is to act, press "1" (the first button of the prompt bar)
        end = time.monotonic() + 120
        while time.monotonic() < end:
            d = _read_json(dump)
            if d and len(d["actions"]) >= 5:
                break
            if d and d["current"] == 0 and not d["terminal"]:
                before = len(d["actions"])
                if wid:
                    xdo("windowfocus", "--sync", wid[0])
                # A new decision ignores input for a moment (the table's input grace), so
                # press again until the move is applied.
                def applied():
                    cur = _read_json(dump) or {"actions": [], "current": 0}
                    return len(cur["actions"]) > before or cur.get("current") != 0

                deadline = time.monotonic() + 30
                while not applied() and time.monotonic() < deadline:
                    xdo("key", "1")
                    _wait_quiet(applied, 1.0)
                assert applied(), "timed out waiting for the key press to be applied\n" + said()
            time.sleep(0.2)
        d = _read_json(dump)
        assert d and len(d["actions"]) >= 3 and not d["terminal"], f"{d}\n{said()}"
        # the autosave holds every action the dump shows, then: kill -9 mid-game
        current = data / "current.json"
        wait(lambda: (_read_json(current) or {}).get("actions") ==
              (_read_json(dump) or {}).get("actions"), 30, "the autosave", said)
        os.kill(app.pid, signal.SIGKILL)
        app.wait(30)
        saved = _read_json(current)
        assert saved is not None and len(saved["actions"]) >= 3
        # restart on the menu and press Resume
        start()
        assert not dump.exists()
        # the Resume button (app/scenes/menu.py); a loaded machine may draw the menu after
        # the window appears, so click again until the resumed table dumps its record
        clicked = 0.0

        def resumed_or_click():
            nonlocal clicked
            d = _read_json(dump)
            if d is None and time.monotonic() - clicked > 3.0:
                click_logical((640, 160))
                clicked = time.monotonic()
            return d

        resumed = wait(resumed_or_click, 60, "the resumed table", said)
        assert resumed["actions"][:len(saved["actions"])] == saved["actions"]
        assert _view_after(saved["actions"]) == \
            _view_after(resumed["actions"][:len(saved["actions"])])
        if resumed["actions"] == saved["actions"]:
            assert resumed["current"] == _view_after(saved["actions"]).current
        assert apps[-1].poll() is None, said()
    finally:
        stop(*apps, xvfb)
