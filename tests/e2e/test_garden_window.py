"""End to end: a whole solo game of Mr. Cabbagehead's Garden (seat "human", Original
Neighbours, seed 5) played in the real window under Xvfb by mouse drags with xdotool.

Each planting drags the chosen offered card onto a slot of the garden, then presses Confirm
(the setting "Confirm plantings" is on by default, so a drop alone is only held); the
Neighbour-phase banner is dismissed with a click.  After every step the record the app dumps
(``CABBAGE_TABLE_STATE_DUMP``) is read back and the next planting is chosen from the state the
rules engine rebuilds from it (:func:`rules.core.replay`).  Logical points (offered card,
slot, Confirm button) come from a headless :class:`app.scenes.garden_table.GardenTable`
in a helper process (SDL dummy driver) built on the same record.

Also checked: two drops the table must refuse (RULINGS G-2: the first card anywhere but
0 0; the second card 6 columns away from the first, outside every 6 x 3 frame) leave the
record as it was, the card springs back (the offer looks as before on a screenshot), the
reason is shown in red in the prompt bar, and the next planting applies exactly itself (so
nothing was held).  At the end the record holds the 15 plantings, the game is over with the
engine's result and score, and the Garden Club's results panel is on the screenshot
(``import -window root``; set ``GARDEN_E2E_SHOT`` to a path to keep a copy)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.e2e.xhelpers import (GEOMETRY_PROLOGUE, Geometry, Mouse, app_env, app_said,
                                free_display, launch, near as _near, pixels as _pixels,
                                read_json as _read_json, require_tools, stop, wait)

pytestmark = pytest.mark.e2e
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

SEED = 5
OPTIONS = {"neighbours": "original"}
PLANTINGS = 15            # a solo game: 15 plantings over three rounds (G-6)

#: The helper process: one JSON question a line -> one JSON answer a line.
#: Question: ``actions`` (the record), ``pos`` (offer position), ``slot`` [col, row],
#: optional ``text`` (the planting to hold, to find the Confirm button).  Asked through
#: :class:`tests.e2e.xhelpers.Geometry`.
#: Answer: logical centres ``card``, ``slot`` (the cell, shown or not), ``shown`` (the slot is
#: on the drawn grid), ``confirm`` (when ``text`` was held), ``results`` (the results panel's
#: rect [x, y, w, h], when the game is over).
_GEOMETRY = GEOMETRY_PROLOGUE + f"""
for line in sys.stdin:
    q = json.loads(line)
    t = GardenTable(ctx, Setup('garden', ['human'], {SEED}, {OPTIONS!r}), tuple(q['actions']))
    out = {{'card': t.offer_rect(q['pos']).center}}
    g = t.grid(0)
    slot = tuple(q['slot'])
    out['slot'] = g.cell_rect(slot).center
    out['shown'] = g.slot_at(out['slot']) == slot
    answer(t, q, out)
"""

TABLE_CENTER = (480, 295)     # where the Neighbour banner is drawn (app/garden_overlays.py)
REASON = (26, 668, 700, 40)   # the prompt bar's red reason line (app/garden_draw.py)
#: Seconds to let a planting's cards settle at animation speed 1: the planted card's glide,
#: then three cards dealt from the deck (app/scenes/garden_table.py, DEAL_SECONDS).
DEAL_WAIT = 1.3


def _replay(actions):
    """(state, events of the last action) rebuilt from the record by the rules engine."""
    from rules.core import replay
    from rules.registry import get_game

    game = get_game("garden")
    opts = game.check_options(OPTIONS)
    state, _ = replay(game, 1, opts, SEED, list(actions)[:-1])
    events = state.apply(game.parse_action(actions[-1])) if actions else []
    return state, events


def _choose(state):
    """A legal planting: the centre card (free, G-4) if it can go somewhere, into the first
    empty slot of columns 0..5, rows 0..2 (the frame around the first card at 0 0) that the
    engine allows.  Returns (offer position, (col, row), action text)."""
    from rules.garden.actions import POSITIONS

    v = state.view(0)
    legal = {str(a) for a in state.legal_actions()}
    garden = v.garden(0)
    for pos in ("centre", "right", "left"):
        card = v.offer[POSITIONS.index(pos)]
        if card is None:
            continue
        for r in range(3):
            for c in range(6):
                text = f"plant {card} {c} {r}"
                if (c, r) not in garden and text in legal:
                    return pos, (c, r), text
    raise AssertionError(f"no planting found; legal: {sorted(legal)[:10]}")


def test_whole_solo_garden_game_by_mouse_drags(tmp_path):
    require_tools("import")
    n = free_display()
    dump = tmp_path / "dump.json"
    env = app_env(n, tmp_path / "data", dump)
    from app.ui import theme

    geo = Geometry(_GEOMETRY, ROOT)
    errlog = tmp_path / "app-stderr.txt"
    said = app_said(errlog)
    procs: list = []
    try:
        window = launch(n, env, ["--game", "garden", "--seats", "human", "--seed", str(SEED),
                                 "--option", "neighbours=original"], dump, errlog, ROOT, procs)
        app = procs[1]
        mouse = Mouse(env, window)
        drag, click = mouse.drag, mouse.click

        def record():
            return (_read_json(dump) or {}).get("actions")

        def shoot(name: str) -> Path:
            path = tmp_path / name
            subprocess.run(["import", "-window", "root", str(path)], env=env, check=True)
            return path

        def refused_drop(actions, pos, slot):
            """Drag the card at ``pos`` onto ``slot``: the table must refuse it: nothing
            applied (the caller's next planting shows nothing was held either), the card
            springs back to the offer and the reason is shown in red in the prompt bar."""
            g = geo.ask(actions=list(actions), pos=pos, slot=list(slot))
            before = _read_json(dump)
            card = (g["card"][0] - 40, g["card"][1] - 56, 80, 112)
            shot0 = shoot(f"before-{len(actions)}.png")
            drag(g["card"], g["slot"])
            time.sleep(1.0)                               # the spring-back tween ends
            shot1 = shoot(f"refused-{len(actions)}.png")
            assert app.poll() is None, said()
            assert _read_json(dump) == before, f"the drop on {slot} was applied\n{said()}"
            a, b = _pixels(shot0, window, card), _pixels(shot1, window, card)
            same = sum(p == q for p, q in zip(a, b)) / len(a)
            assert same > 0.95, f"the card is not back in the offer ({same:.2f})"
            red = [sum(_near(px, theme.DANGER, 40) for px in _pixels(sh, window, REASON, 1))
                   for sh in (shot0, shot1)]
            assert red[0] == 0 and red[1] > 40, f"no reason shown in red: {red}"
            return g

        d = _read_json(dump)
        assert d["actions"] == [] and d["seats"] == ["human"] and not d["terminal"]
        actions: list[str] = []
        banners = 0
        for i in range(PLANTINGS):
            state, _ = _replay(actions)
            assert not state.is_terminal() and state.view(0).phase == "plant"
            pos, slot, text = _choose(state)
            if i == 0:
                # G-2: the first card goes to 0 0; a drop on 1 0 (a drawn slot) is refused
                assert slot == (0, 0)
                assert refused_drop(actions, pos, (1, 0))["shown"]
            if i == 1:
                # G-2: no 6 x 3 frame holds 0 0 and 6 0 (not even drawn): it springs back
                assert not refused_drop(actions, pos, (6, 0))["shown"]
            g = geo.ask(actions=list(actions), pos=pos, slot=list(slot), text=text)
            assert g["shown"] and g["confirm"]
            drag(g["card"], g["slot"])
            assert record() == actions, "a drop alone must only hold the planting"
            click(g["confirm"])
            wait(lambda: record() != actions, 20, f"planting {i + 1} ({text})", said)
            # exactly this planting: the refused drops before it were not held either
            assert record() == actions + [text]
            actions = actions + [text]
            state, events = _replay(actions)
            # as a person waits: the planted card lands and the next cards are dealt from
            # the deck (under a second), or the Neighbour banner opens once it has landed
            time.sleep(DEAL_WAIT)
            if any(ev.kind == "neighbour" for ev in events):
                banners += 1
                click(TABLE_CENTER)                       # "click to continue"
                time.sleep(DEAL_WAIT)                     # round 2's first cards are dealt
        assert banners == 3                               # one Neighbour phase a round

        d = _read_json(dump)
        assert d["actions"] == actions and len(actions) == PLANTINGS
        assert all(a.startswith("plant ") for a in actions)
        assert d["terminal"] is True
        assert d["result"] == state.result().line()
        breakdown = state.view(0).breakdown(0)
        assert breakdown[-1][0] == "Total" and f"scores={breakdown[-1][1]}" in d["result"]
        g = geo.ask(actions=list(actions), pos="centre", slot=[0, 0])
        assert g["results"] is not None
        shot = tmp_path / "final.png"
        share = 0.0
        end = time.monotonic() + 20
        while time.monotonic() < end:                     # the panel opens after the banner
            time.sleep(1.0)
            shoot(shot.name)
            strip = g["results"]                          # its left margin: no text
            strip = (strip[0] + 8, strip[1] + 20, 20, strip[3] - 40)
            px = _pixels(shot, window, strip, 4)
            share = sum(_near(p, theme.PANEL, 6) for p in px) / len(px)
            if share > 0.9:
                break
        assert shot.stat().st_size > 20_000
        assert share > 0.9, f"no results panel on the screenshot ({share:.2f})\n{said()}"
        keep = os.environ.get("GARDEN_E2E_SHOT")          # to look at it by hand
        if keep:
            shutil.copy(shot, keep)
        assert app.poll() is None, said()
    finally:
        geo.close()
        stop(*reversed(procs))
