"""Session 23's tester (two players and solo with random Neighbours): the finished table
keeps the last Neighbour phase's count (G-6), and the Compost question tells the
planting's Bee move (G-4)."""
from app.garden_overlays import ConfirmOverlay
from tests.app.helpers import drawn_frame, drawn_words, garden_random_actions, garden_table


def words(drawn):
    return [w for w, _, _ in drawn]


def test_G6_the_finished_table_shows_the_last_neighbour_phase_not_the_turned_back_tokens(ctx):
    ctx.settings.anim_speed = 0
    for seed in (1, 2, 3):
        acts, st = garden_random_actions(1, seed, {})
        t = garden_table(ctx, ("human",), seed, {}, acts)
        for _ in range(5):                           # the last round's note, closed
            ctx.stack.update(1 / 60)
            if ctx.stack.top is not t and hasattr(ctx.stack.top, "dismiss"):
                ctx.stack.top.dismiss()
        while ctx.stack.top is not t:                 # the results panel, if it opened
            ctx.stack.pop()
        v = t.view()
        assert v.phase == "over" and t.held() is None
        last = dict(v.last_tiles)
        assert sum(last.values()) > 0 and not any(dict(v.tiles).values())
        drawn = drawn_words(ctx, t)
        w = words(drawn)
        for i, nid in enumerate(v.neighbours):       # each tile's count as it was counted
            box = t.zone(f"neighbour.{i}")
            shown = [x for x, r, _ in drawn if box.contains(r) and x.isdigit()]
            assert shown == [str(last[nid])], (seed, nid, shown)
        assert "last Neighbour phase:" in w and not any("face down" in x for x in w)
        zone = t.zone("tokens")
        assert all(zone.contains(r) for x, r, _ in drawn
                   if x == "last Neighbour phase:" or x.endswith("visited")
                   or x.endswith("tokens)"))
        top = max(last.values())
        leaders = [k for k, n in last.items() if n == top]
        hint = next(x for x in w if x.endswith("visited") or x.endswith("tokens)"))
        if len(leaders) == 1:
            name = t.data.neighbours[leaders[0]].name
            assert hint == f"{name} visited ({top} tokens)"
        else:
            assert hint == f"a tie at {top}: nobody visited"
        ctx.stack.pop()


def test_G4_the_compost_question_says_the_left_card_still_costs_a_bee(ctx):
    ctx.settings.anim_speed = 0
    ctx.settings.confirm_plantings = False
    t = garden_table(ctx, ("human",), 4)
    v = t.view()
    assert t.submit(f"plant {v.offer[1]} 0 0")
    ctx.stack.update(1 / 60)
    v = t.view()
    assert v.supply[0] >= 1
    on_card = t.grid(0).card_rect((0, 0)).center
    assert t.drop_at("offer", "left", on_card) is False
    q = ctx.stack.top
    assert isinstance(q, ConfirmOverlay) and "Compost the" in q.title
    assert "The left card also costs 1 Bee (back to the Beehive)." in q.lines
    # every wrapped line is drawn above the buttons
    _, drawn = drawn_frame(ctx, q)
    body = [r for x, r, size in drawn if size == 17]
    assert body and max(r.bottom for r in body) <= min(b.rect.top for b in q.buttons) - 4
