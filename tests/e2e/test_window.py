"""End to end: the real window under Xvfb, driven with xdotool, checked through the record
the app dumps after every applied action (``CABBAGE_TABLE_STATE_DUMP``)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.e2e.xhelpers import free_display, geometry, require_tools, stop, wait

pytestmark = pytest.mark.e2e
ROOT = Path(__file__).resolve().parents[2]


def _targets():
    """Logical points of the Steal chip and seat 1's panel, from a headless table."""
    code = (
        "import os; os.environ['SDL_VIDEODRIVER']='dummy'\n"
        "import pygame; pygame.display.init(); pygame.font.init(); pygame.display.set_mode((8,8))\n"
        "from app.ai_worker import InlineAI\nfrom app.window import build_context\n"
        "from app.cli import Setup\nfrom app.scenes.intrigue_table import IntrigueTable\n"
        "ctx=build_context(worker=InlineAI()); ctx.dump_path=None\n"
        "t=IntrigueTable(ctx, Setup('intrigue',['human','random'],7,{'start':'0'}))\n"
        "print(*t.chip_rect('steal').center, *t.seat_rect(1).center)\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True)
    x1, y1, x2, y2 = map(int, out.stdout.split()[-4:])
    return (x1, y1), (x2, y2)


def test_drag_steal_onto_seat_in_real_window(tmp_path):
    require_tools()
    chip, seat = _targets()
    n = free_display()
    env = dict(os.environ, DISPLAY=f":{n}", SDL_AUDIODRIVER="dummy",
               CABBAGE_TABLE_DATA=str(tmp_path / "data"),
               CABBAGE_TABLE_STATE_DUMP=str(tmp_path / "dump.json"))
    env.pop("SDL_VIDEODRIVER", None)
    xvfb = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    app = None
    errlog = tmp_path / "app-stderr.txt"

    def said() -> str:
        return errlog.read_text(errors="replace")[-3000:] if errlog.exists() else ""

    try:
        wait(lambda: Path(f"/tmp/.X11-unix/X{n}").exists(), 10, "Xvfb")
        app = subprocess.Popen([sys.executable, "main.py", "--game", "intrigue", "--seats",
                                "human,random", "--seed", "7", "--option", "start=0"],
                               cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                               stderr=errlog.open("wb"))
        dump = tmp_path / "dump.json"
        try:
            wait(lambda: dump.exists() or app.poll() is not None, 90,
                  "the app's first record dump")
        except AssertionError:
            raise AssertionError("no record dump; app said:\n" + said()) from None
        assert dump.exists(), "the app ended early:\n" + said()
        wx, wy, ww, wh = wait(lambda: geometry(env), 60, "the Cabbage Table window")
        time.sleep(1.0)                                    # first frames drawn
        scale = min(ww / 1280, wh / 720)
        ox, oy = (ww - int(1280 * scale)) // 2, (wh - int(720 * scale)) // 2

        def screen(p):
            return str(wx + ox + int(p[0] * scale)), str(wy + oy + int(p[1] * scale))

        def xdo(*args):
            subprocess.run(["xdotool", *args], env=env, check=True)
            time.sleep(0.15)

        assert json.loads(dump.read_text())["actions"] == []
        xdo("mousemove", *screen(chip))
        xdo("mousedown", "1")
        xdo("mousemove", *screen(((chip[0] + seat[0]) // 2, (chip[1] + seat[1]) // 2)))
        xdo("mousemove", *screen(seat))
        xdo("mouseup", "1")
        rec = wait(lambda: json.loads(dump.read_text())["actions"] or None, 20,
                    "the dragged action in the record")
        assert rec[0] == "steal 1"
        # The AI (in its worker process) answers the claim: challenge or pass.
        rec = wait(lambda: (lambda a: a if len(a) > 1 else None)(
            json.loads(dump.read_text())["actions"]), 60, "the AI's answer")
        assert rec[1] in ("challenge", "pass")
        assert app.poll() is None, said()
    finally:
        stop(app, xvfb)


def test_f11_switches_quietly_and_the_setting_follows(tmp_path):
    """Session 23's tester: every F11 printed pygame's "re-creating window in
    toggle_fullscreen" warning on the terminal.  F11 now goes the Settings screen's way
    (app.window.apply_display); three presses leave it fullscreen, as the saved settings
    say after a normal close, and the app prints nothing."""
    from tests.e2e.xhelpers import app_env, app_said, launch

    require_tools()
    n = free_display()
    data, dump, errlog = tmp_path / "data", tmp_path / "dump.json", tmp_path / "err.txt"
    env = app_env(n, data, dump)
    env.pop("PYGAME_HIDE_SUPPORT_PROMPT", None)
    procs: list = []
    try:
        launch(n, env, ["--game", "garden", "--seats", "human", "--seed", "3"], dump, errlog,
               ROOT, procs)
        for _ in range(3):
            subprocess.run(["xdotool", "key", "F11"], env=env, check=True)
            time.sleep(1.0)
        app = procs[-1]
        app.terminate()                                  # SDL turns it into a quit event
        app.wait(30)
        settings = json.loads((data / "settings.json").read_text())
        assert settings["fullscreen"] is True, app_said(errlog)()
        assert errlog.read_text(errors="replace").strip() == "", app_said(errlog)()
    finally:
        stop(*procs)


def test_a_second_window_on_the_same_saves_is_refused(tmp_path):
    """Session 24's tester opened the app twice on one data folder, resumed the same game in
    both, and lost a planting without a word.  The second window now says the app is
    already open and changes nothing; once the first is killed (-9), the folder is free."""
    from tests.e2e.xhelpers import app_env, app_said, launch

    require_tools()
    n = free_display()
    data, dump = tmp_path / "data", tmp_path / "dump.json"
    env = app_env(n, data, dump)
    procs: list = []
    try:
        launch(n, env, ["--game", "garden", "--seats", "human", "--seed", "3"], dump,
               tmp_path / "first.txt", ROOT, procs)

        def folder():
            return {f.name: f.read_bytes() for f in data.iterdir() if f.is_file()}

        before = folder()

        def second(name: str, argv: list[str]):
            log = tmp_path / name
            env2 = dict(env, CABBAGE_TABLE_STATE_DUMP=str(tmp_path / f"{name}.json"))
            p = subprocess.Popen([sys.executable, "main.py", *argv], cwd=ROOT, env=env2,
                                 stdout=subprocess.DEVNULL, stderr=log.open("wb"))
            procs.append(p)
            return p, log

        argv = ["--game", "garden", "--seats", "human", "--seed", "9"]
        b, blog = second("second.txt", argv)
        wait(lambda: "already open" in blog.read_text(errors="replace") or b.poll() is not None,
             60, "the second window's notice", app_said(blog))
        assert "already open with the data folder" in blog.read_text(), app_said(blog)()
        time.sleep(2.0)
        assert b.poll() is None, app_said(blog)()           # it shows the dialog
        b.terminate()
        assert b.wait(30) == 0
        assert folder() == before                                      # nothing written
        assert not (tmp_path / "second.txt.json").exists()             # no game opened
        first = procs[1]
        assert first.poll() is None
        first.kill()                                       # the system lets the lock go
        first.wait(30)
        c, clog = second("third.txt", argv)
        wait(lambda: (tmp_path / "third.txt.json").exists() or c.poll() is not None, 90,
             "the third window's game", app_said(clog))
        assert "already open" not in clog.read_text(errors="replace")
    finally:
        stop(*procs)


def test_ctrl_q_quits_from_the_table_and_the_game_resumes(tmp_path):
    """Session 24's tester: Ctrl+Q did nothing.  It now closes the app like the window's
    close button: the settings are written and the game in progress is kept."""
    from tests.e2e.xhelpers import app_env, app_said, launch

    require_tools()
    n = free_display()
    data, dump, errlog = tmp_path / "data", tmp_path / "dump.json", tmp_path / "err.txt"
    env = app_env(n, data, dump)
    procs: list = []
    try:
        launch(n, env, ["--game", "intrigue", "--seats", "human,random", "--seed", "7",
                        "--option", "start=0"], dump, errlog, ROOT, procs)
        app = procs[-1]
        subprocess.run(["xdotool", "key", "ctrl+q"], env=env, check=True)
        assert app.wait(30) == 0, app_said(errlog)()
        assert (data / "settings.json").exists()
    finally:
        stop(*procs)
