"""A seat remembers the cards it saw go into the court (RULINGS C-3: each seat knows exactly
what the physical game lets it see; I-8: an exchange returns cards to the court, which is
then shuffled; intrigue.txt "Challenging": a shown card goes back and its owner draws anew).

The memory feeds the determinization (the search AI's sampled deals): a card the seat itself
put back is not dealt to an opponent, while it is still surely in the court.
"""
import random
from collections import Counter

from intrigue_helpers import act

from rules.intrigue import from_position

#: 2 players, 15 cards.  Seat 0 holds A K; seat 1 a Q face down and a J face up; the top two
#: court cards (the end of the list) are J J.  Seat 0 exchanges, keeps K A, returns J J.
COURT = ["K", "K", "Q", "Q", "10", "10", "10", "A", "A", "J", "J"]


def exchanged():
    st = from_position([["A", "K"], ["Q"]], [2, 2], court=COURT, turn=0,
                       face_up=[[], ["J"]])
    act(st, 0, "exchange")
    act(st, 1, "pass")
    assert st.drawn == ["J", "J"]
    act(st, 0, "keep K A")
    return st


def test_I8_the_exchanger_remembers_what_it_returned_and_nobody_else_does():
    st = exchanged()
    assert st.view(0).court_known == (("J", 1.0), ("J", 1.0))
    assert st.view(1).court_known == ()                 # seat 1 saw only "2 cards"


def test_C3_determinization_keeps_the_returned_cards_in_the_court():
    st = exchanged()
    rng = random.Random(1)
    for _ in range(300):
        d = st.determinize(0, rng)
        assert "J" not in d.hands[1]                    # all three Jacks are accounted for
        assert Counter(d.court)["J"] == 2 and len(d.court) == len(st.court)
        assert d.view(0) == st.view(0)                  # consistent with what seat 0 knows
    # seat 1 has no such memory: its samples stay consistent with its own view
    assert st.determinize(1, rng).view(1) == st.view(1)


def test_C3_another_seats_draw_makes_the_memory_a_chance():
    st = exchanged()
    m = len(st.court)
    st._court_draw(1, ["K"], m)                         # seat 1 draws one card unseen by 0
    (r1, p1), (r2, p2) = st.view(0).court_known
    assert (r1, r2) == ("J", "J") and abs(p1 - (m - 1) / m) < 1e-9 and p1 == p2
    # in the samples a Jack now sometimes left the court with seat 1's draw
    rng = random.Random(2)
    outside = sum(Counter(st.determinize(0, rng).court)["J"] < 2 for _ in range(400))
    assert 0 < outside < 400


def test_a_shown_card_is_known_by_everyone_and_the_drawer_forgets_what_it_redrew():
    st = from_position([["K", "Q"], ["A", "J"]], [2, 2], turn=0)
    st._court_add(range(2), ["K"])
    m = len(st.court)
    st._court_draw(0, ["K"], m)                         # seat 0 redraws a King
    assert st.view(0).court_known == ()                 # it cannot tell which King
    assert st.view(1).court_known == (("K", round((m - 1) / m, 9)),)
