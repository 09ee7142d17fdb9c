"""Intrigue events: every coin move, lost card and elimination is announced by an event, with
a log line; private cards appear only in events private to their owner."""
from __future__ import annotations

import random

import pytest

from rules.intrigue import GAME

KINDS = {"announce", "challenge", "pass", "block", "show", "decline", "lose", "coins", "draw",
         "return", "shuffle", "eliminated", "win", "newgame"}


@pytest.mark.parametrize("n", [2, 3, 4, 6, 8])
@pytest.mark.parametrize("match", ["off", "on"])
def test_events_account_for_every_change(n, match):
    for seed in range(5):
        st = GAME.new_state(n, {"match": match}, seed)
        rng = random.Random(seed)
        coins = list(st.coins)
        face_up = [[] for _ in range(n)]
        out = set()
        while not st.is_terminal():
            seat = st.current_player()
            ev = st.apply(rng.choice(st.legal_actions()))
            for e in ev:
                assert e.kind in KINDS and e.text
                if e.kind == "coins":
                    if e.get("from") >= 0:
                        coins[e.get("from")] -= e.get("amount")
                    if e.get("to") >= 0:
                        coins[e.get("to")] += e.get("amount")
                elif e.kind == "lose":
                    face_up[e.get("seat")].append(e.get("rank"))
                elif e.kind == "eliminated":
                    out.add(e.get("seat"))
                elif e.kind == "newgame":
                    coins = [1 if n == 2 and s == e.get("start") else 2 for s in range(n)]
                    face_up = [[] for _ in range(n)]
                    out = set()
                elif e.kind == "draw":
                    if e.get("ranks") is not None:
                        assert e.private == (e.get("seat"),)
                    else:
                        assert e.get("seat") not in e.private
                elif e.kind == "return" and e.get("kept") is not None:
                    assert e.private == (seat,)
            assert coins == st.coins
            assert face_up == st.face_up
            assert out == {s for s in range(n) if not st.hands[s]}


def test_card_lists_read_as_a_person_lists_them():
    from rules.intrigue.text import cards_text
    assert cards_text([]) == "no cards"
    assert cards_text(["Q"]) == "Q"
    assert cards_text(["K", "A"]) == "K and A"
    assert cards_text(["Q", "J", "10"]) == "Q, J and 10"


def _play_out(match: bool, seed: int):
    import random

    from rules.intrigue import GAME

    st = GAME.new_state(3, {"match": "on" if match else "off"}, seed)
    rng = random.Random(seed)
    texts = []
    while not st.is_terminal():
        texts += [e.text for e in st.apply(rng.choice(st.legal_actions()))]
    return [t for t in texts if " wins " in t]


def test_a_single_game_is_won_not_game_one_of_a_match():
    wins = _play_out(False, 5)
    assert len(wins) == 1 and wins[0].endswith("wins the game.")       # I-10: no match
    match = _play_out(True, 5)
    assert match[0].endswith("wins game 1.") and "wins the match" in match[-1]


def test_claims_are_announced_as_claims_not_as_done():
    """A claimed action or block may still be challenged (rulebook "Challenging"), so its
    line says what is claimed, and a later line what happened (session-7 trial)."""
    from rules.intrigue.state import from_position

    st = from_position([["K", "Q"], ["10", "A"], ["J", "J"]], [2, 2, 2], turn=0)
    ev = st.apply(next(a for a in st.legal_actions() if str(a) == "steal 1"))
    assert ev[0].text == "Seat 0 claims the 10 to steal from Seat 1."
    for seat in (1, 2):
        assert st.current_player() == seat
        st.apply(next(a for a in st.legal_actions() if str(a) == "pass"))
    ev = st.apply(next(a for a in st.legal_actions() if str(a) == "block 10"))
    assert ev[0].text == "Seat 1 claims the 10 to block."


def test_summary_lines_say_one_coin_and_one_win():
    """Session 24's tester: self-play summaries said "1 coins" and "1 wins"."""
    from rules.registry import get_game

    g = get_game("intrigue")
    s = g.new_state(2, g.check_options({"match": "on", "start": "0"}), 3)
    s.coins = [1, 2]
    s.wins = [1, 0]
    lines = s.summary_lines()
    assert "1 coin," in lines[0] and "1 win" in lines[0] and "1 wins" not in lines[0]
    assert "2 coins, 0 wins" in lines[1]
