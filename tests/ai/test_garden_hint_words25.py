"""The hint's words for a planting that rules an Award of Merit out (RULINGS G-10; session
25's tester read "but it gives up The Promenade" with no Promenade in the garden: the hint
meant the chance of one).  It now says "but it ends any chance of The Promenade"."""
from rules.garden.actions import Plant
from tests.ai.test_garden_hint57 import _states, _why


def test_an_award_ruled_out_is_named_as_a_chance_ended():
    found = []
    for v, legal, planner in _states({}, range(12), lambda v, legal: len(v.gardens[0]) >= 3):
        for a in legal:
            if isinstance(a, Plant):
                why = _why(v, a, planner)
                assert "gives up" not in why, why
                if "ends any chance of" in why:
                    found.append(why)
        if len(found) >= 3:
            break
    assert found, "no planting that rules out an Award in these games"
    assert all("ends any chance of The " in w for w in found), found


def test_a_chance_ended_after_a_loss_is_joined_by_and():
    """Session 25's checker read "it breaks The Bee's Knees (-6), but it ends any chance
    of The Mixed Plot": "but" after a loss.  After "it breaks" or "it loses" the ended
    chance is one more cost, joined by "and"."""
    seen = {"and": 0, "but": 0}
    for v, legal, planner in _states({}, range(40), lambda v, legal: len(v.gardens[0]) >= 3):
        for a in legal:
            if isinstance(a, Plant):
                why = _why(v, a, planner)
                if "ends any chance of" not in why:
                    continue
                head = why.split(" it ends any chance of")[0]
                worse = "it breaks" in head or "it loses" in head
                assert head.endswith("and" if worse else "but"), why
                seen["and" if worse else "but"] += 1
        if min(seen.values()) >= 2:
            break
    assert min(seen.values()) >= 1, seen
