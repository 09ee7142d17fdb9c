"""Intrigue action texts, illegal actions and their reasons, options and the roles data."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.core import IllegalAction
from rules.intrigue import (GAME, RANKS, ROLES, Block, Challenge, Coup, Dagger, Decline,
                            Exchange, ForeignAid, Income, Keep, Lose, Pass, Show, Steal, Tax,
                            from_position)

ALL_ACTIONS = [Income(), ForeignAid(), Coup(2), Tax(), Dagger(2), Steal(1), Exchange(),
               Challenge(), Pass(), Block("K"), Block("Q"), Block("10"), Block("A"), Show(),
               Decline(), Lose("Q"), Lose("10"), Keep(("K", "A")), Keep(("A",)), Coup(7)]


@pytest.mark.parametrize("action", ALL_ACTIONS, ids=str)
def test_action_text_round_trip(action):
    text = str(action)
    assert GAME.parse_action(text) == action
    assert str(GAME.parse_action(text)) == text


def test_action_texts_are_the_documented_ones():
    assert [str(a) for a in ALL_ACTIONS[:9]] == [
        "income", "foreign_aid", "coup 2", "tax", "dagger 2", "steal 1", "exchange",
        "challenge", "pass"]
    assert str(Keep(("A", "K"))) == "keep K A"  # ranks kept, sorted
    assert GAME.parse_action("keep A K") == Keep(("K", "A"))
    assert str(Block("10")) == "block 10" and str(Lose("Q")) == "lose Q"
    with pytest.raises(IllegalAction):
        Keep(("X",))


@pytest.mark.parametrize("text", ["", "coup", "coup x", "coup -1", "block 9", "lose", "keep",
                                  "keep K K K", "tax 1", "Income", "steal 123", "block"])
def test_parse_rejects_unknown_text(text):
    with pytest.raises(IllegalAction):
        GAME.parse_action(text)


def test_every_legal_action_round_trips_in_a_game():
    import random
    st = GAME.new_state(4, {}, seed=2)
    rng = random.Random(2)
    seen = set()
    while not st.is_terminal():
        for a in st.legal_actions():
            assert GAME.parse_action(str(a)) == a
            seen.add(type(a).__name__)
        st.apply(rng.choice(st.legal_actions()))
    assert {"Income", "Challenge", "Pass", "Decline", "Lose"} <= seen


def _situations():
    """States in each decision phase, with actions that are illegal there."""
    base = lambda: from_position([["K", "Q"], ["J", "A"], ["Q", "10"]], [2, 0, 2], turn=0)
    st = base()
    yield st, [Coup(1), Dagger(1), Steal(1), Steal(0), Coup(5), Show(), Pass(), Block("K"),
               Lose("K"), Keep(("K", "Q"))]
    st = base()
    st.apply(Tax())
    yield st, [Block("K"), Show(), Income(), Lose("J"), Keep(("J",))]
    st = base()
    st.apply(ForeignAid())
    yield st, [Challenge(), Block("Q"), Block("A"), Show(), Tax()]
    st = base()
    st.apply(Tax())
    st.apply(Challenge())
    yield st, [Pass(), Challenge(), Lose("K"), Income()]
    st = base()
    st.apply(Exchange())
    st.apply(Pass())
    st.apply(Pass())
    yield st, [Keep(("K", "Q", "J")), Keep(("J", "J")), Pass(), Income(), Lose("K")]


def test_illegal_apply_raises_and_leaves_state_unchanged():
    count = 0
    for st, bad in _situations():
        for action in bad:
            before = st.snapshot()
            views = [st.view(s) for s in range(3)]
            assert action not in st.legal_actions()
            with pytest.raises(IllegalAction) as exc:
                st.apply(action)
            assert exc.value.reason and "allowed now" not in exc.value.reason
            assert st.snapshot() == before
            assert [st.view(s) for s in range(3)] == views
            count += 1
    assert count >= 25


def test_explain_illegal_reasons():
    st = from_position([["K", "Q"], ["J", "A"], ["Q", "10"]], [2, 0, 2], turn=0)
    assert st.explain_illegal(Coup(1)) == "You need 7 coins for a coup."
    assert st.explain_illegal(Steal(1)) == "Seat 1 has no coins to steal."
    assert st.explain_illegal(Dagger(2)) == "You need 3 coins for the Dagger."
    assert st.explain_illegal(Steal(0)) == "You cannot choose yourself."
    assert st.explain_illegal(Coup(6)) == "There is no Seat 6."
    assert "challenge" in st.explain_illegal(Challenge())
    st.coins[0] = 12
    assert st.explain_illegal(Income()) == "With 10 or more coins you must make a coup."
    st.coins[0] = 2
    st.apply(ForeignAid())
    assert st.explain_illegal(Block("Q")) == "This action can only be blocked with the King."
    assert "Seat 1 may block or pass" in st.explain_illegal(Tax())


def test_options_and_player_counts():
    assert GAME.name == "intrigue" and GAME.title == "Intrigue"
    assert (GAME.min_players, GAME.max_players) == (2, 8)
    assert GAME.default_options() == {"match": "off", "start": "random"}
    with pytest.raises(ValueError):
        GAME.new_state(9, {}, 1)
    with pytest.raises(ValueError):
        GAME.new_state(1, {}, 1)
    with pytest.raises(ValueError):
        GAME.new_state(3, {"match": "maybe"}, 1)
    assert GAME.new_state(3, {"match": "on"}, 1).match is True


def test_roles_data_file():
    raw = json.loads((Path(__file__).parents[2] / "rules" / "intrigue" / "roles.json")
                     .read_text(encoding="utf-8"))
    assert [r["rank"] for r in raw["roles"]] == list(RANKS) == ["K", "Q", "J", "10", "A"]
    assert ROLES["K"].action == "tax" and ROLES["J"].action == "dagger"
    assert ROLES["10"].action == "steal" and ROLES["A"].action == "exchange"
    assert ROLES["Q"].action is None and ROLES["Q"].blocks == ("dagger",)
    assert set(ROLES["10"].blocks) == set(ROLES["A"].blocks) == {"steal"}
    assert all(r.text for r in ROLES.values())
