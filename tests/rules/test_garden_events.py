"""Events and printed output of Mr. Cabbagehead's Garden: every change is an event with a
log line; ``--selfplay`` prints the game, the breakdown and the result line."""
from __future__ import annotations

import io
import random

from test_garden_helpers import state

from app.selfplay import selfplay
from rules.garden import GAME


def play(n, options, seed):
    s = GAME.new_state(n, options, seed)
    rng = random.Random(seed)
    events = list(s.setup_events)
    while not s.is_terminal():
        events += s.apply(rng.choice(s.legal_actions()))
    return s, events


def test_every_kind_of_change_is_an_event_with_text():
    kinds = set()
    for seed in range(6):
        for n, opts in ((1, {"grasshoppers": "on", "roses": "on", "neighbours": "random"}),
                        (2, {"grasshoppers": "on", "neighbours": "random"})):
            s, events = play(n, opts, seed)
            assert all(e.text for e in events)
            kinds |= {e.kind for e in events}
            assert [e.kind for e in events].count("round_end") == 3
            assert [e.kind for e in events].count("ribbon") == n
    assert {"setup", "draw", "plant", "compost", "bees", "reveal", "token", "grasshopper",
            "discard", "pass", "bottom", "holiday", "neighbour", "tokens", "round_end", "score",
            "ribbon", "rose_drawn", "rose"} <= kinds


def test_evaluation_events_match_the_breakdown():
    s, events = play(1, {}, 4)
    lines = s.score_breakdown(0)
    scored = [(e.get("label"), e.get("points")) for e in events if e.kind == "score"]
    assert scored == lines
    assert lines[-1][0] == "Total" and sum(p for _, p in lines[:-1]) == lines[-1][1]


def test_view_breakdown_equals_state_breakdown():
    s, _ = play(1, {"grasshoppers": "on", "roses": "on"}, 2)
    assert s.view(0).breakdown(0) == s.score_breakdown(0)
    t, _ = play(2, {"fixed_plot": "on"}, 2)
    assert [t.view(0).breakdown(i) for i in (0, 1)] == [t.score_breakdown(i) for i in (0, 1)]


def test_summary_lines_hold_the_breakdown_and_ribbon():
    s = state(1, seed=1)
    s.gardens[0] = {(0, 0): 2, (1, 0): 11}
    out = s.summary_lines()
    assert any("Carrots: 2 scored x 3" in x and x.rstrip().endswith("6") for x in out)
    assert out[-1].strip() == "Ribbon: none"
    assert any("Car2" in x and "Car11" in x for x in out)


def test_selfplay_prints_game_breakdown_and_result_line():
    for seats in (["random"], ["random", "random"]):
        buf = io.StringIO()
        assert selfplay("garden", seats, 3, None, out=buf) == 0
        text = buf.getvalue().splitlines()
        last = text[-1]
        assert last.startswith("result: winner=") and " scores=" in last and " ribbons=" in last
        assert len(last.split("ribbons=")[1].split(",")) == len(seats)
        assert any(x.strip().startswith("Total") for x in text)
        assert any(": plant " in x for x in text)
        # audit 5: the public setup comes first (Neighbours in play, the first draw)
        assert text[0] == "   0 setup:" and text[1].strip().startswith("The Neighbours are")
        assert text.index("   0 setup:") < min(i for i, x in enumerate(text) if ": plant " in x)
