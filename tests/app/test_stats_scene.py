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
