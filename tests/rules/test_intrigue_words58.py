"""Trial 58 (intrigue.txt "Challenging": a caught block fails; RULINGS I-6): the log says
why a second card is lost.  After a failed Queen block the log read
"Seat 3 turns the Jack face up. / Seat 3 turns the 10 face up." with no word that the Dagger
still lands.  A caught block now adds a ``block`` event with ``fails=True`` when the action
resolves (event text only: the rules and the other events are unchanged)."""
from __future__ import annotations

from rules.intrigue.state import from_position
from tests.rules.intrigue_helpers import act, acts


def _lines(events):
    return [(e.kind, e.text) for e in events]


def test_failed_queen_block_says_the_dagger_lands_before_the_second_card():
    st = from_position([["J", "K"], ["A", "10"], ["K", "Q"]], [3, 2, 2])
    ev = acts(st, [(0, "dagger 1"), (1, "pass"), (2, "pass"), (1, "block Q"), (2, "pass"),
                   (0, "challenge"), (1, "decline"), (1, "lose A")])
    kinds = [e.kind for e in ev]
    assert kinds[:3] == ["lose", "block", "lose"], _lines(ev)
    why = ev[1]
    assert why.get("fails") is True and why.get("seat") == 1 and why.get("rank") == "Q"
    assert why.text == "Seat 1's block failed, so the Dagger goes ahead: Seat 1 loses another card."
    assert why.private is None                              # everyone reads it
    assert st.face_up[1] == ["A", "10"] and st.coins == [0, 0, 2]     # the rules unchanged


def test_failed_block_on_a_last_card_says_the_dagger_does_nothing_more():
    """I-6: the target went out by the failed block; the Dagger does nothing more, and the
    log now says so instead of falling silent."""
    st = from_position([["J", "K"], ["A"], ["K", "Q"]], [3, 2, 2], face_up=[[], ["10"], []])
    ev = acts(st, [(0, "dagger 1"), (1, "pass"), (2, "pass"), (1, "block Q"), (2, "pass"),
                   (0, "challenge"), (1, "decline")])
    texts = [e.text for e in ev]
    assert "Seat 1's block failed, but Seat 1 is out of the game: the Dagger does nothing more." \
        in texts
    assert texts.index("Seat 1 is out of the game.") < len(texts) - 1


def test_failed_blocks_of_a_steal_and_of_foreign_aid_say_the_action_goes_ahead():
    st = from_position([["10", "K"], ["A", "Q"], ["K", "J"]], [2, 2, 2])
    ev = acts(st, [(0, "steal 1"), (1, "pass"), (2, "pass"), (1, "block 10"), (2, "pass"),
                   (0, "challenge"), (1, "decline"), (1, "lose A")])
    assert _lines(ev)[1:3] == [("block", "Seat 1's block failed, so the steal goes ahead."),
                               ("coins", "Seat 1 pays 2 coins to Seat 0.")]
    st = from_position([["10", "K"], ["A", "Q"], ["K", "J"]], [2, 2, 2])
    ev = acts(st, [(0, "foreign_aid"), (1, "block K"), (2, "pass"), (0, "challenge"),
                   (1, "decline"), (1, "lose Q")])
    assert ("block", "Seat 1's block failed, so the foreign aid goes ahead.") in _lines(ev)


def test_a_standing_or_shown_block_adds_no_failed_line():
    st = from_position([["J", "K"], ["Q", "10"], ["K", "A"]], [3, 2, 2])
    ev = acts(st, [(0, "dagger 1"), (1, "pass"), (2, "pass"), (1, "block Q"), (2, "pass"),
                   (0, "challenge"), (1, "show")])
    ev += act(st, 0, "lose K")
    assert not [e for e in ev if e.get("fails")]
    assert [e for e in ev if e.kind == "block" and e.get("stands")]
