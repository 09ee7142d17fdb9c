"""A speech bubble never covers another seat's panel when a place that covers only the
court, the bank or the match line exists (session 26's tester, five seats in a match: Seat
3's "Steal (10) → Seat 1 (you)" covered Seat 2's level and clues)."""
from app.cli import Setup
from app.scenes.intrigue_table import IntrigueTable


def _table(ctx, seats, options):
    from app.scenes.menu import TitleMenu

    ctx.stack.push(TitleMenu(ctx))
    t = IntrigueTable(ctx, Setup("intrigue", list(seats), 899199, options))
    ctx.stack.push(t)
    return t


def _size(ctx, text):
    return ctx.text.render(text, 17, (0, 0, 0), bold=True).get_rect().inflate(20, 12).size


def test_a_long_bubble_in_a_five_seat_match_covers_no_other_panel(ctx):
    t = _table(ctx, ["human"] + ["heuristic"] * 4, {"start": "0", "match": "on"})
    assert t.view().match
    n = t.session.state.num_players
    size = _size(ctx, "Steal (10) → Seat 1 (you)")
    for seat in range(1, n):
        box = t.bubble_rect(seat, size)
        others = [t.seat_rect(s) for s in range(n) if s != seat]
        assert box.collidelist(others) < 0, (seat, box)
        assert not box.colliderect(t.court_rect()), seat

