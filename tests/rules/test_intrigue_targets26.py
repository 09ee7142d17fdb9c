"""An Intrigue target is a seat number: ``True`` equals 1 in Python and was taken as seat 1
("... makes a coup against Seat True", session 26's rules check); a made-up action with a
non-seat target is refused when it is made, with the reason."""
import pytest

from rules.core import IllegalAction
from rules.intrigue.actions import Coup, Dagger, Steal, parse_action


@pytest.mark.parametrize("kind", [Coup, Dagger, Steal])
@pytest.mark.parametrize("target", [True, False, "1", 1.0, None])
def test_a_target_that_is_not_a_seat_number_is_refused(kind, target):
    with pytest.raises(IllegalAction, match="seat number"):
        kind(target)


@pytest.mark.parametrize("text", ["coup 2", "dagger 0", "steal 7"])
def test_seat_numbers_still_make_actions(text):
    a = parse_action(text)
    assert str(a) == text and type(a.target) is int
