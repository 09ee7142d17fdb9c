"""Session 23's second tester (a tour of the whole app): the finished garden's Roses, the
Mixed Plot figure's type marks, the tie-break footer, one word for animation off, the
short Neighbour name in the hint line."""
import pygame

from app import garden_figures
from app.garden_draw import roses_line
from rules.garden import scoring
from tests.app.helpers import TextRecorder, drawn_words, garden_random_actions, garden_table


def finished(ctx, t):
    """Close the last round's note and the results panel over table ``t``."""
    for _ in range(5):
        ctx.stack.update(1 / 60)
        if ctx.stack.top is not t and hasattr(ctx.stack.top, "dismiss"):
            ctx.stack.top.dismiss()
    while ctx.stack.top is not t:
        ctx.stack.pop()


def test_G9_a_rose_over_no_pair_is_removed_from_the_finished_garden(ctx):
    ctx.settings.anim_speed = 0
    opts = {"roses": "on"}
    acts, st = garden_random_actions(1, 28, opts)
    v = st.view(0)
    assert len(v.roses) == 1 and scoring.scoring_roses(v.garden(0), v.roses) == []
    t = garden_table(ctx, ("human",), 28, opts, acts)
    finished(ctx, t)
    assert t.held() is None and t.shown_roses(t.view()) == []
    assert roses_line(t.view()).startswith("Roses: 0 scored, 1 removed (no pair)")
    assert any(w.startswith("Roses: 0 scored") for w, _, _ in drawn_words(ctx, t))
    # while the game goes on, the same Rose is drawn (a card may still come under it)
    before = garden_table(ctx, ("human",), 28, opts, acts[:-1])
    assert before.view().roses and before.shown_roses(before.view()) == list(before.view().roses)


def test_the_mixed_plot_figure_marks_each_type_so_the_two_oranges_differ(ctx):
    rec = TextRecorder(ctx.text)
    surface = pygame.Surface((1280, 200))
    garden_figures.draw_figure(surface, "mixed_plot", pygame.Rect(0, 0, 900, 70), rec)
    marks = [w for w, _, _ in rec.drawn if w in garden_figures.TYPE_MARKS.values()]
    assert len(marks) == 18 and len(set(marks)) == 9           # every cell, nine types
    assert marks[:3] == ["Ca", "Le", "Tu"] and "Pu" in marks[12:]
    rec.drawn.clear()
    garden_figures.draw_figure(surface, "bounty", pygame.Rect(0, 0, 900, 70), rec)
    assert not [w for w, _, _ in rec.drawn if w in garden_figures.TYPE_MARKS.values()]


def test_G12_the_two_player_results_footer_gives_the_last_tie_break(ctx):
    ctx.settings.anim_speed = 0
    acts, _ = garden_random_actions(2, 3, {})
    t = garden_table(ctx, ("human", "heuristic"), 3, {}, acts)
    for _ in range(5):
        ctx.stack.update(1 / 60)
        if hasattr(ctx.stack.top, "dismiss"):
            ctx.stack.top.dismiss()
    panel = ctx.stack.top
    assert panel is not t
    words = [w for w, _, _ in drawn_words(ctx, panel)]
    assert any(w.startswith("Ties: more different types, then more Bees, else shared")
               for w in words), words


def test_animation_off_reads_the_same_on_both_tables(ctx):
    from app.cli import Setup
    from app.scenes.intrigue_table import IntrigueTable
    ctx.settings.anim_speed = 0
    g = garden_table(ctx, ("human",), 4)
    i = IntrigueTable(ctx, Setup("intrigue", ["human", "heuristic"], 4, {}))
    for t in (g, i):
        t._refresh()
        assert t.header_buttons[2].label == "Anim off"
    ctx.settings.anim_speed = 2
    i._refresh()
    assert i.header_buttons[2].label == "Anim 2×"


def test_the_setup_screen_keeps_choices_through_a_change_of_seat_count(ctx):
    """Two players -> one -> two reset Ned's level and who starts, and one -> two -> one
    turned Romancing Eudora off for good (G-9: Roses are solo only)."""
    from app.scenes.setup import SetupScene
    s = SetupScene(ctx, "garden")
    s.set_count(2)
    s.seats[1] = "easy"
    while s.options["start"] != "1":
        s.cycle_option("start")
    s.set_count(1)
    assert s.seats == ["human"] and s.options["start"] == "random"   # no meaning solo
    s.set_count(2)
    assert s.seats == ["human", "easy"] and s.options["start"] == "1"
    s.set_count(1)
    s.cycle_option("roses")
    assert s.options["roses"] == "on"
    s.set_count(2)
    assert s.options["roses"] == "off"                                # solo only
    s.set_count(1)
    assert s.options["roses"] == "on"
    assert s.setup().options["roses"] == "on"
