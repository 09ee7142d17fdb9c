"""What a spectator reads of an Intrigue game (``--selfplay``): every public line, and the
lines other seats read that hide nothing (a draw's count, never its cards; RULINGS C-3).
intrigue.txt "Challenging": a shown card goes back into the court and its owner draws anew.
"""
from __future__ import annotations

import io

from app.selfplay import onlooker_sees, selfplay
from rules.core import make_event
from rules.registry import get_game


def test_onlooker_reads_public_and_flagged_lines_only():
    assert onlooker_sees(make_event("coins", "The bank pays 3 coins to Seat 1."))
    assert onlooker_sees(make_event("draw", "Seat 0 draws 1 card.", private=[1, 2],
                                    onlooker=True))
    assert not onlooker_sees(make_event("draw", "Seat 0 draws the Queen.", private=[0]))
    assert not onlooker_sees(make_event("note", "", onlooker=True))


def test_deal_events_say_who_starts_game_one_and_hide_the_cards():
    st = get_game("intrigue").new_state(4, {}, 5)
    seen = [ev.text for ev in st.setup_events if onlooker_sees(ev)]
    assert seen[0].startswith("Game 1: Seat ") and seen[0].endswith(" starts.")
    assert seen[1:] == [f"Seat {s} is dealt 2 cards." for s in range(4)]
    private = [ev for ev in st.setup_events if ev.private is not None and not ev.get("onlooker")]
    assert [ev.private for ev in private] == [(s,) for s in range(4)]   # own cards only


def test_selfplay_prints_the_draw_after_a_shown_card():
    out = io.StringIO()
    selfplay("intrigue", ["search", "heuristic", "random", "random"], 1, out=out)
    lines = [ln.strip() for ln in out.getvalue().splitlines()]
    assert lines[1].startswith("Game 1: Seat ")
    shown = [i for i, ln in enumerate(lines) if "puts the shown card (" in ln]
    assert shown                                     # seed 1 has a successful defence
    for i in shown:
        seat = lines[i].split()[1]
        after = lines[i + 1:i + 3]
        assert f"Seat {seat} draws 1 card." in after
    drawn = [ln for ln in lines if " draws " in ln or " is dealt " in ln]
    assert drawn and all(ln.endswith((" 1 card.", " 2 cards.")) for ln in drawn)
