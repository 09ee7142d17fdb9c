"""The garden grid keeps its places while the floating plot narrows (G-2, G-3; session 25's
tester: the grid shifted and grew after almost every planting)."""
import pygame

from app.garden_grid import PlotGrid
from tests.app.helpers import garden_table

ZONE = pygame.Rect(20, 250, 460, 330)
SIZE = (70, 98, 6)


def build(garden):
    return PlotGrid.build(ZONE, {s: 10 for s in garden}, False, *SIZE)


def test_kept_draws_a_narrower_band_where_the_anchor_drew_it():
    anchor = build([(0, 0)])
    fresh = build([(0, 0), (2, 0)])                   # band 11 -> 9 columns, still floating
    assert len(fresh.cols) < len(anchor.cols)
    assert fresh.card_rect((0, 0)) != anchor.card_rect((0, 0))    # centred anew it moves
    kept = fresh.kept(anchor)
    assert kept is not None
    for slot in fresh.slots():                        # every slot where the anchor has it
        assert kept.cell_rect(slot) == anchor.cell_rect(slot)
    assert kept.cols == fresh.cols and kept.band == fresh.band


def test_kept_gives_way_when_the_frame_settles_with_bigger_cells():
    anchor = build([(0, 0), (2, 0)])
    settled = build([(0, 0), (5, 0), (0, 1), (0, 2)])          # 6 x 3 frame set
    assert settled.fixed_cols and settled.fixed_rows
    assert settled.cell[0] > anchor.cell[0]
    assert settled.kept(anchor) is None


def test_kept_gives_way_when_the_band_no_longer_fits():
    anchor = build([(0, 0), (5, 0), (0, 1), (0, 2)])           # big cells, 6 x 3
    wide = build([(0, 0)])                                     # a take left one card: 11 x 5
    assert wide.kept(anchor) is None


def _card_rect(t, slot):
    t.tweens.clear()
    t._layouts.clear()
    return t.shown_grid(0).card_rect(slot)


def test_planted_card_stays_put_while_the_plot_floats(ctx):
    t = garden_table(ctx, seats=("human",), seed=4)
    s = t.session
    assert t.submit(s.legal_texts()[1])                        # plant at (0, 0)
    first = _card_rect(t, (0, 0))
    for col in (2, 3):                                         # the band narrows twice
        text = next(x for x in s.legal_texts() if x.endswith(f" {col} 0"))
        assert t.submit(text)
        assert _card_rect(t, (0, 0)) == first
    assert not t.grid(0).fixed_cols
    text = next(x for x in s.legal_texts() if x.endswith(" 5 0"))
    assert t.submit(text)                                      # columns 0..5: settled
    g = t.grid(0)
    assert g.fixed_cols
    assert _card_rect(t, (0, 0)) != first                      # laid out anew, once


def test_places_follow_the_actions_not_the_frames_drawn(ctx):
    """The anchor moves only when an action is applied (settle_layouts): drawing a grid,
    however often, never changes where a later garden is drawn, so a table rebuilt from the
    record action by action (the e2e tests) draws every slot where the window does."""
    a = garden_table(ctx, seats=("human",), seed=4)
    b = garden_table(ctx, seats=("human",), seed=4)
    for col in (0, 2, 3, 5):
        text = next(x for x in a.session.legal_texts() if x.endswith(f" {col} 0"))
        assert a.submit(text)
        for _ in range(3):
            a.grid(0)                                          # frames drawn in between
        b.session.apply_text(text)
        b.settle_layouts()
        assert b.grid(0).card_rect((0, 0)) == a.grid(0).card_rect((0, 0))
        assert b.grid(0).cell == a.grid(0).cell


def _live_grids(ctx, seats, seed, n):
    """A table played by submit() with the heuristic's choices for ``n`` actions (every
    seat), and the grids of every garden after each action."""
    import random

    from rules.ai.registry import make_agent
    from rules.core import observe

    t = garden_table(ctx, seats=seats, seed=seed)
    agent, rng, out = make_agent("garden", "heuristic"), random.Random(seed), []
    for _ in range(n):
        st = t.session.state
        if st.is_terminal():
            break
        a = agent.choose(observe(st, st.current_player()), rng)
        assert t.submit(str(a)) if t.session.human_to_act() else t.step_ai_now()
        out.append((tuple(t.session.record), [t.grid(s) for s in range(len(seats))]))
    return out


def test_a_resumed_game_and_a_replay_draw_the_gardens_where_the_live_table_did(ctx):
    """Session 25's frozen-build tester: after Resume the gardens were redrawn at another
    place and size, and Replays re-fitted them at every step.  Both now rebuild the live
    table's places from the record (settle_layouts after each action)."""
    from app.cli import Setup
    from app.scenes.garden_table import GardenTable

    seats = ("human", "heuristic")
    live = _live_grids(ctx, seats, 11, 60)
    assert len(live) > 30
    moved = 0
    for record, grids in live:
        again = GardenTable(ctx, Setup("garden", list(seats), 11, {}), record)
        shown = GardenTable(ctx, Setup("garden", list(seats), 11, {}), record, read_only=True)
        for s, g in enumerate(grids):
            for t in (again, shown):
                assert (t.grid(s).origin, t.grid(s).cell) == (g.origin, g.cell), (record, s)
            own = t._own_grid(s, t.view())
            moved += (own.origin, own.cell) != (g.origin, g.cell)
    assert moved > 0          # some steps differ from a layout of their own: the check bites
    # a replay stepped forward action by action, as the viewer does
    step = GardenTable(ctx, Setup("garden", list(seats), 11, {}), (), read_only=True)
    for record, grids in live:
        step.session.apply_text(record[-1])
        step._refresh()
        assert [(step.grid(s).origin, step.grid(s).cell) for s in range(2)] == \
            [(g.origin, g.cell) for g in grids]
