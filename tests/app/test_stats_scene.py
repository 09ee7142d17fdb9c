"""Statistics (issue 4 item 5): real figures after several games, kept across a restart."""
import pygame

from app.persist.stats import StatsDB
from app.profile import Profile
from app.scenes.stats import StatsScene, chart_points, opponent_words
from tests.app.quickgames import play_quick


def test_statistics_after_several_games_survive_a_restart(ctx, tmp_path):
    profile = Profile(tmp_path)
    results = []
    for seed in (1, 2, 3):
        rec, s = play_quick("intrigue", ["human", "random"], seed, profile=profile)
        results.append(s.state.result())
    garden = []
    for seed in (4, 5, 6, 7):
        rec, s = play_quick("garden", ["human"], seed, profile=profile)
        garden.append(s.state.result().scores[0])
    # a new run: reopen the statistics file
    ctx.profile = Profile(tmp_path)
    with StatsDB(tmp_path / "stats.sqlite3") as db:
        assert db.per_game("intrigue").games == 3
        assert [a.score for a in db.solo_attempts("garden")] == garden
    page = StatsScene(ctx)
    wins = sum(0 in r.winners for r in results)
    vs = opponent_words("random")                   # the random AI's level words
    assert any(f"Intrigue — {vs}: 3 games, {wins} won" in ln for ln in page.lines)
    assert len(page.attempt_lines) == 4
    assert f"  {garden[0]:d}, " in page.attempt_lines[0]
    assert "+" not in page.attempt_lines[0]     # a score, not a gain (session 14 tester)
    assert page.summary.ribbons.attempts == 4
    page.draw(pygame.Surface((1280, 720)))
    assert len(profile.store.list_finished()) == 7


def test_chart_points_order_and_range():
    r = pygame.Rect(0, 0, 100, 50)
    pts = chart_points([-5, 10, 0], r)
    assert pts[0][0] < pts[1][0] < pts[2][0]
    assert pts[1][1] == 0 and pts[0][1] == 50


def test_solo_garden_games_are_attempts_not_wins_in_the_totals(ctx, tmp_path):
    profile = Profile(tmp_path)
    for seed in (4, 5):
        play_quick("garden", ["human"], seed, profile=profile)
    ctx.profile = profile
    page = StatsScene(ctx)
    assert any("solo: 2 attempts" in ln for ln in page.lines)
    assert not any("Garden" in ln for ln in page.total_lines)     # nobody was beaten
    # the heading does not call solo attempts games "against the computer" (a tester)
    from tests.app.helpers import drawn_words
    words = [w for w, _, _ in drawn_words(ctx, page)]
    assert "Your games" in words and "Games against the computer" not in words
    _, duel = play_quick("garden", ["human", "random"], 6, profile=profile)
    won = int(0 in duel.state.result().winners)
    page = StatsScene(ctx)
    garden_totals = [ln for ln in page.total_lines if "Garden" in ln]
    assert len(garden_totals) == 1 and "all opponents: 1 game," in garden_totals[0]
    assert f"{won} won" in garden_totals[0]


def test_the_solo_chart_draws_the_blue_ribbon_line_and_labels_level_with_the_dots(ctx):
    # a tester: the axis labels sat 8 px off the dots, the lowest dot on the chart's edge;
    # the line is the Blue Ribbon's lowest total, 101 (RULINGS G-11)
    from types import SimpleNamespace as NS

    from app.scenes.stats import DOT_RADIUS, StatsSummary, axis_range
    from app.ui import theme
    from tests.app.helpers import TextRecorder

    page = StatsScene(ctx)
    att = [NS(score=76, ribbon="yellow", finished_at="2026-12-02T17:30", options={}),
           NS(score=66, ribbon="yellow", finished_at="2026-12-02T17:36", options={})]
    page.summary = StatsSummary(attempts=att, ribbons=NS(blue=0, blue_rate=0.0,
                                                         counts={"yellow": 2}))
    page.message = None
    ctx.text = rec = TextRecorder(ctx.text)
    surface = pygame.Surface((1280, 720))
    page.draw(surface)
    box = pygame.Rect(650, 80, 600, 560)                   # as StatsScene.draw lays it out
    chart = pygame.Rect(box.x + 60, box.y + 104, box.w - 90, 200)
    plot = chart.inflate(0, -2 * (DOT_RADIUS + 3))
    lo, hi = axis_range([76, 66, 101])
    assert (lo, hi) == (66, 101)
    pts = chart_points([76, 66], plot, (lo, hi))
    assert all(chart.top + DOT_RADIUS < y < chart.bottom - DOT_RADIUS for _, y in pts)
    label = {text: r for text, r, _ in rec.drawn}
    assert abs(label["66"].centery - pts[1][1]) <= 1        # level with the lowest dot
    assert abs(label["101"].centery - plot.top) <= 1
    assert "Blue Ribbon 101" in label
    blue = theme.RIBBON_COLOURS["blue"]
    assert surface.get_at((chart.x + 2, plot.top))[:3] == blue[:3]   # the dashed line
