"""A two-player garden shows what a planting held for Confirm would score, in the person's
seat box, as the solo Garden Club box does (G-11; session 26's tester missed the solo "If
planted" preview against Ned)."""
from rules.garden import scoring
from tests.app.helpers import drawn_words, garden_random_actions, garden_table

OPTS = {"neighbours": "original", "start": "0"}


def _two_player_table(ctx):
    ctx.settings.anim_speed = 0
    ctx.settings.confirm_plantings = True
    acts, _ = garden_random_actions(2, 3, OPTS, lambda s: len(s.gardens[0]) == 3
                                    and s.phase == "plant" and s.current_player() == 0)
    t = garden_table(ctx, ("human", "heuristic"), 3, OPTS, acts)
    t.close_banner()
    t.tweens.clear()
    return t


def _seat_line(ctx, t):
    return [w for w, _, _ in drawn_words(ctx, t)
            if w.startswith(("planted ", "if planted"))]


def test_the_seat_box_gives_the_held_plantings_points(ctx):
    t = _two_player_table(ctx)
    v = t.view()
    now = v.breakdown(0)[-1][1]
    assert f"planted 3/15 · now {now} pts" in _seat_line(ctx, t)
    text = next(x for x in t.session.legal_texts() if x.startswith("plant "))
    assert t.propose(text) and t.provisional is not None
    _, card, c, r = text.split()
    garden = dict(v.garden(0))
    garden[(int(c), int(r))] = int(card)
    supply = v.supply[0] + t.held_bee_change(v)
    expected = scoring.breakdown(garden, tuple(v.grasshoppers[0]), (), len(v.compost[0]),
                                 supply, False)[-1][1]
    lines = _seat_line(ctx, t)
    assert f"if planted: {expected} pts (now {now})" in lines
    # Ned's box keeps its own line
    assert any(w.startswith("planted ") for w in lines)
    t.undo_placement()
    assert f"planted 3/15 · now {now} pts" in _seat_line(ctx, t)
