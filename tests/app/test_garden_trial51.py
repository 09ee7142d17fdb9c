"""Four defects from a tester's trial of the Garden table (headless, SDL dummy driver).

1. Grasshoppers left outside the settled 6 x 3 frame (G-2, G-3, G-8) floated beside the grid
   unexplained.  No card can be planted under such a Grasshopper while the frame stands, and
   only a card under a Grasshopper costs its neighbours a point (G-8), so it costs nothing:
   the table draws it dimmed with "off the plot", outlines the frame around the 6 x 3 slots
   only, says so when pointed at, and the Garden Club's lines agree.
2. The words under the offer positions stay readable with a Grasshopper waiting in the offer:
   drawn after (over) the token, clear of it, and clear of each other and of "discard: N"
   ("Beehive empty" ran into "discard: 12" in the two-player row).
3. A leftover put on the deck (G-12): the "N left this round" count stays in sight (it was
   hidden under the card) and the "to the bottom" tag keeps off the card's edge.
4. Stepping through a replay shows a round's Neighbour visit as the live table does (the
   note over the table, the round that ended behind it); it was only in the log.  The replay
   also draws each garden where it is laid out (a re-lay glide never ran there).

The games are fixed action records replayed by the engine (seed 5 solo, seed 3 for two,
Grasshoppers on, random Neighbours), so no AI decides anything here.
"""
from dataclasses import replace

import pygame

from app.garden_grid import PlotGrid, off_plot
from app.persist.record import GameRecord
from app.scenes.garden_table import POSITIONS
from app.ui import theme
from tests.app.helpers import drag, drawn_frame, garden_table

OPTIONS = {"grasshoppers": "on", "neighbours": "random"}
#: Seed 5, one player: after these 13 moves the frame is settled at columns -4..1, rows
#: -2..0, and the Grasshopper put at (-5, 0) in round 2 lies outside it; the one at (1, 0)
#: is on Bean 1 beside Bean 10, the one at (0, -1) on an empty slot of the frame.
SOLO = ("plant 10 0 0", "plant 33 -4 -2", "grasshopper 0 -1", "plant 17 -3 -1",
        "plant 21 -4 -1", "plant 39 -2 -1", "plant 18 -1 -1", "grasshopper 1 0",
        "plant 3 -4 0", "plant 13 -3 0", "grasshopper -5 0", "plant 14 -2 -2", "plant 1 1 0")
#: ... and its last five plantings: the Grasshopper at (-5, 0) is still off the plot at the
#: end, the one at (0, -1) now on Ruta Baga 8 beside Ruta Baga 39.
SOLO_END = ("plant 19 -1 -2", "plant 24 -3 -2", "plant 8 0 -1", "plant 2 0 -2",
            "plant 42 1 -2")
#: Seed 3, two players (you, Ned): 10 moves leave your Grasshopper waiting in the offer
#: with the Beehive empty; the 44th ends round 2 and Lord Carrotbody takes a card from each
#: garden.
DUO = ("plant 12 0 0", "pass 16 left", "plant 18 0 0", "pass 16 left", "plant 20 -1 0",
       "pass 16 right", "plant 9 -3 -1", "grasshopper 0 -1", "pass 16 left", "plant 24 -4 -2",
       "grasshopper -1 -1", "pass 7 right", "plant 25 1 1", "grasshopper 2 1", "pass 7 right",
       "plant 14 -3 -1", "pass 7 right", "plant 10 2 1", "pass 7 right", "plant 2 -3 -2",
       "pass 19 left", "plant 6 1 -1", "grasshopper 2 0", "pass 3 left", "plant 32 -2 -1",
       "pass 3 right", "plant 37 -2 -1", "pass 3 left", "plant 8 -1 -1", "pass 3 left",
       "plant 43 1 0", "pass 3 right", "plant 21 -1 -2", "pass 3 left", "plant 42 0 -1",
       "pass 3 left", "plant 13 -2 0", "pass 3 right", "plant 17 -3 0", "pass 3 left",
       "plant 44 -4 0", "pass 1 right", "plant 5 -1 -1", "pass 1 right", "plant 38 -4 -2")


def drawn(ctx, table):
    """(surface, [(text, rect, size)]) of one frame of ``table`` as it stands (tweens kept)."""
    return drawn_frame(ctx, table)


# --------------------------------------------------------------------- 1. off the plot
def test_G2_G8_which_grasshoppers_are_off_the_plot():
    wide = {(0, 0): 1, (5, 0): 2}                    # columns settled, rows not yet
    assert off_plot(wide, [(-1, 0), (6, 0), (2, -1), (2, 1)], False) == {(-1, 0), (6, 0)}
    tall = {(0, 0): 1, (0, 2): 2, (5, 1): 3}         # the whole frame settled
    assert off_plot(tall, [(0, -1), (6, 1), (4, 2)], False) == {(0, -1), (6, 1)}
    assert off_plot({}, [(3, 3)], False) == set()   # no card, no frame (G-2)
    assert off_plot({(0, 0): 1}, [(1, 0), (5, 2)], True) == set()     # the fixed plot


def test_G8_grasshopper_outside_the_settled_frame_is_marked_and_costs_nothing(ctx):
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human",), 5, OPTIONS, SOLO)
    t.close_banner()
    v = t.view()
    assert set(v.grasshoppers[0]) == {(-5, 0), (0, -1), (1, 0)}
    assert t.off_plot_hoppers(0, v) == {(-5, 0)}
    # the frame is settled although the grid shows the column of the Grasshopper left out;
    # its outline goes round the 6 x 3 slots only, not round that column
    g = t.shown_grid(0, v)
    assert len(g.cols) == 7 and g.fixed_cols and g.fixed_rows
    frame = g.frame_rect()
    assert frame.size == (6 * round(g.cell[0]), 3 * round(g.cell[1]))
    assert not frame.colliderect(g.cell_rect((-5, 0)))
    # what each Grasshopper takes adds up to the Garden Club's "Grasshoppers" line (G-8):
    # the one on Bean 1 takes Bean 10's point; the empty one and the one off the plot none
    costs = {h: t.hopper_cost(0, v, h) for h in v.grasshoppers[0]}
    assert costs == {(-5, 0): 0, (0, -1): 0, (1, 0): 1}
    assert dict(v.breakdown(0))["Grasshoppers"] == -sum(costs.values())
    words = t.hopper_words(0, v, (-5, 0))
    assert "off the plot" in words and "costs nothing" in words
    assert "takes 1 point" in t.hopper_words(0, v, (1, 0))
    # drawn: "off the plot" under the token in its slot, and the note in the Club's box
    surf, texts = drawn(ctx, t)
    card = g.card_rect((-5, 0))
    under = [r for text, r, _ in texts if text == "off the plot"]
    assert len(under) == 1 and card.contains(under[0])
    assert under[0].top > t.hopper_on(card, False).bottom
    assert "1 Grasshopper off the plot: no cost" in [text for text, _, _ in texts]
    # pointing at it tells why (and the others say what they cost)
    t.pointer = t.hopper_rects(0, v)[(-5, 0)].center
    tip = t.pointer_tip_layout(v)
    assert tip is not None and "off the plot" in " ".join(tip[0])
    t.pointer = t.hopper_rects(0, v)[(1, 0)].center
    assert "Bean 1" in " ".join(t.pointer_tip_layout(v)[0])
    t.pointer = (5, 5)
    assert t.pointer_tip_layout(v) is None


def test_G8_the_results_say_the_grasshopper_off_the_plot_cost_nothing(ctx):
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human",), 5, OPTIONS, SOLO + SOLO_END)
    t.close_banner()
    v = t.view()
    assert t.session.state.is_terminal() and t.off_plot_hoppers(0, v) == {(-5, 0)}
    costs = [t.hopper_cost(0, v, h) for h in v.grasshoppers[0]]
    assert dict(v.breakdown(0))["Grasshoppers"] == -sum(costs) == -2
    t.show_results()
    panel = ctx.stack.top
    assert panel.notes == ["1 Grasshopper off the plot: no cost"]
    surf, texts = drawn(ctx, panel)
    shown = [(text, r) for text, r, _ in texts]
    note = next(r for text, r in shown if text == "1 Grasshopper off the plot: no cost")
    total = next(r for text, r in shown if text == "Total")
    assert note.top >= total.bottom                      # under the total, adding nothing
    assert "costs nothing" in t.hopper_words(0, v, (-5, 0))


def test_a_settled_grid_without_grasshoppers_outside_is_outlined_as_before():
    zone = pygame.Rect(10, 150, 650, 436)
    g = PlotGrid.build(zone, {(0, 0): 1, (5, 0): 2, (2, 2): 3}, False, 72, 100, 6)
    assert g.fixed_cols and g.fixed_rows and g.frame_rect() == g.bounds()


# --------------------------------------------------------------------- 2. offer words
def offer_words(texts, v, t):
    """The offer labels as drawn: [(position, text, rect)] for the words under the offer."""
    out = []
    for pos in POSITIONS:
        placed = t.offer_label_layout(v, pos)
        for text in (placed[0] if placed else []):
            out += [(pos, w, r) for w, r, _ in texts if w == text and r.y > 60
                    and t.zone(f"offer.{pos}").left - 20 < r.centerx
                    < t.zone(f"offer.{pos}").right + 20]
    return out


def test_offer_words_stay_clear_of_the_waiting_grasshopper_and_of_each_other(ctx):
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human", "heuristic"), 3, OPTIONS, DUO[:10])
    v = t.view()
    assert v.phase == "grasshopper" and t.session.human_to_act() and v.hive == 0
    assert t.offer_label(v, "right") == "Beehive empty"
    # a dozen cards on the discard pile: its count is at its widest
    v12 = replace(v, discard=tuple(range(30, 42)))
    t.view = lambda viewer=None: v12
    surf, texts = drawn(ctx, t)
    words = offer_words(texts, v12, t)
    assert {pos for pos, _, _ in words} == set(POSITIONS)
    count = next(r for text, r, _ in texts if text == "discard: 12")
    token = t.hopper_rect().inflate(8, 8)                       # with its gold ring
    for pos, text, r in words:
        assert not r.colliderect(token), text
        assert not r.inflate(6, 0).colliderect(count), (text, r, count)   # 3 px apart
        for other_pos, other, o in words:
            if other_pos != pos:
                assert not r.inflate(6, 0).colliderect(o), (text, other)
        # nothing is drawn over the words: their pixels are the words' own colours
        assert any(surf.get_at((x, y))[:3] == theme.MUTED[:3]
                   or surf.get_at((x, y))[:3] in ((250, 220, 120), (240, 170, 150),
                                                  theme.LIGHT[:3])
                   for x in range(r.left, r.right) for y in range(r.top, r.bottom)), text
    # in the narrow two-player row "Beehive empty" takes two lines
    assert [text for pos, text, _ in words if pos == "right"] == ["Beehive", "empty"]


def test_the_waiting_grasshopper_never_covers_offer_words_at_either_table(ctx):
    ctx.settings.anim_speed = 0
    for seats, actions in ((("human",), SOLO[:2]), (("human", "heuristic"), DUO[:10])):
        t = garden_table(ctx, seats, 5 if len(seats) == 1 else 3, OPTIONS, actions)
        v = t.view()
        assert v.phase == "grasshopper"
        hr = t.hopper_rect()
        token = hr.inflate(8, 8)                                # with its gold ring
        caption = pygame.Rect((0, 0), ctx.text.font(13, True).size("Grasshopper!"))
        caption.center = (hr.centerx, hr.y - 14)                 # as _draw_pending has it
        for pos in POSITIONS:
            placed = t.offer_label_layout(v, pos)
            for r in (placed[2] if placed else []):
                assert not r.colliderect(token) and not r.colliderect(caption), (seats, pos)


# --------------------------------------------------------------------- 3. on the deck
def test_G12_leftover_on_the_deck_leaves_the_count_and_its_tag_readable(ctx):
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human", "heuristic"), 3, OPTIONS, DUO[:11])
    v = t.view()
    assert v.phase == "pass" and t.session.human_to_act()
    down = v.offer[0]
    drag(ctx.stack, t.offer_rect("left").center, t.pile_rect("deck").center)
    assert t.bottom_card == down
    surf, texts = drawn(ctx, t)
    card = t.bottom_card_rect()
    assert card.topleft == (t.pile_rect("deck").x + 8, t.pile_rect("deck").y + 14)
    # the count stays in sight (a tester: the card covered it) on one line in the card's
    # bottom strip, below its name band, clear of its picture (session 22: two testers
    # found the two-line pill across it), over its spent Neighbour number
    top, under = t.deck_pill_words(v)
    assert (top, under) == ("10 left", "this round")
    pill = next(r for text, r, _ in texts if text == top)
    assert under not in [text for text, _, _ in texts]
    h = card.h
    assert pill.top >= card.bottom - int(h * 0.17) - 2 and pill.bottom <= card.bottom - 1
    assert card.left < pill.left and pill.right <= card.right - 3
    x, y = pill.left - 2, pill.centery
    assert surf.get_at((x, y))[:3] == (20, 40, 30)               # the pill, not the card
    # the tag: its words drawn inside it, and no tag colour within 2 px above the card
    tag = t.bottom_tag_rect()
    words = next(r for text, r, _ in texts if text == "to the bottom")
    assert tag.contains(words) and tag.bottom <= card.top - 3
    assert tag.left >= 10                   # clear of the window's edge (it was 5, a tester)
    edge = [surf.get_at((x, y))[:3] for x in range(card.left + 6, card.right - 6)
            for y in (card.top - 2, card.top - 1)]
    assert theme.ACCENT_SOFT[:3] not in edge
    # taken back: the count returns to the deck's foot
    t._unbottom()
    surf, texts = drawn(ctx, t)
    a = next(r for text, r, _ in texts if text == top)
    assert a.bottom <= t.pile_rect("deck").bottom and not a.colliderect(card.move(0, 90))


# --------------------------------------------------------------------- 4. replays
def viewer_for(ctx, actions):
    from app.scenes.replays import ReplayViewer

    rec = GameRecord("garden", ["human", "heuristic"], 3, dict(OPTIONS), list(actions))
    ctx.stack.push(ReplayViewer(ctx, rec))
    return ctx.stack.top


def test_G6_replay_step_shows_the_neighbour_visit_as_the_live_table_does(ctx):
    ctx.settings.anim_speed = 1
    viewer = viewer_for(ctx, DUO)
    surf = pygame.Surface((1280, 720))
    notes = []
    for _ in range(44):                  # 43 moves, and the note's own Next (it goes first)
        viewer.next()
        viewer.draw(surf)
        # a note only where a Neighbour phase came: the end of round 1 (move 24, a tie)
        ends = any(ev.kind == "neighbour" for ev in viewer.table.session.last_events)
        assert ends == (viewer.cursor.step == 24)
        if viewer.table.banner_up():
            notes.append(viewer.cursor.step)
    assert notes == [24] and viewer.cursor.step == 43
    viewer.next()                                    # Ned's pass ends round 2
    t = viewer.table
    assert any(ev.kind == "neighbour" for ev in t.session.last_events)
    viewer.draw(pygame.Surface((1280, 720)))
    surf, texts = drawn(t.ctx, t)           # the table draws with its read-only context
    words = [text for text, _, _ in texts]
    assert "End of round 2: the Neighbours visit" in words
    assert any("Lord Carrotbody takes Turnip 24" in w for w in words)
    assert "replay: Next > (or →) shows the next round's first cards" in words
    # the table behind shows the round that ended, as behind the live note (G-6)
    assert t.banner_up() and t.held() is not None
    assert t.deck_pill_now(t.view()) == ("round 2", "is over")
    assert dict(t.held().tiles)["carrotbody"] == 6
    # the card taken still lies in its slot while the note names the taker
    visits = [tw for tw in t.tweens if tw.what[0] == "visit"]
    assert {tw.what[1] for tw in visits} == {24, 25}
    # the viewer keeps the keys: the note is not on the scene stack; Next first takes the
    # note away and shows the same move's table: round 3's first draw (it was skipped)
    assert ctx.stack.top is viewer and t.banner not in ctx.stack.scenes
    viewer.next()
    viewer.draw(surf)
    assert viewer.cursor.step == 44
    assert not viewer.table.banner_up() and not viewer.table.tweens
    view = viewer.view()
    assert view.round == 3 and all(view.offer)
    assert viewer.table.deck_pill_now(view) != ("round 2", "is over")
    viewer.next()                                    # then Next steps on
    assert viewer.cursor.step == 45
    viewer.previous()                                # rebuilt from the record
    viewer.draw(surf)
    surf, texts = drawn(viewer.table.ctx, viewer.table)
    assert viewer.table.banner_up()
    assert "End of round 2: the Neighbours visit" in [text for text, _, _ in texts]


def test_replay_draws_each_garden_where_it_is_laid_out(ctx):
    ctx.settings.anim_speed = 1
    viewer = viewer_for(ctx, DUO[:30])
    surf = pygame.Surface((1280, 720))
    for _ in range(30):
        viewer.next()
        viewer.draw(surf)
        t = viewer.table
        for seat in (0, 1):
            assert t.shown_grid(seat).same_place(t.grid(seat)), (viewer.cursor.step, seat)
        assert not [tw for tw in t.tweens if tw.what[0] in ("relay", "slide")]


def test_the_last_rounds_deck_count_is_the_cards_still_to_be_drawn():
    """A tester read "13 left this round" on the two-player game's last planting: in round
    3 (no 'On Holiday' card left, G-12) the count took in the cards put under the deck,
    which are never drawn.  Now, at every decision of round 3, it is exactly the number of
    cards the rest of the game draws (random play, every Neighbour set)."""
    import random

    from app.garden_draw import GardenDrawing
    from rules.garden import GAME

    checked = 0
    for seed in range(6):
        rng = random.Random(seed)
        state = GAME.new_state(2, {"neighbours": "random"}, seed)
        counts = []                          # (count shown, draws seen since) per decision
        while not state.is_terminal():
            v = state.view(state.current_player())
            if v.round == 3 and v.phase in ("plant", "pass", "grasshopper"):
                counts.append([GardenDrawing.cards_this_round(v), 0])
            events = state.apply(rng.choice(state.legal_actions()))
            drawn = sum(1 for e in events if e.kind == "draw")
            for c in counts:
                c[1] += drawn
        assert counts and counts[-1][0] == 0
        for shown, drawn in counts:
            assert shown == drawn
        checked += len(counts)
    assert checked > 60
