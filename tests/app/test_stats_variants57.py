"""The Garden's solo attempts on the Statistics page say which variant each was, and when
they mix variants the standard game's figures stand on their own line (a tester saw a
Romancing Eudora 88 and a fixed-plot 48 averaged as one list; RULINGS G-13 options)."""
import pygame

from app.persist.stats import StatsDB
from app.profile import Profile
from app.scenes.stats import StatsScene, garden_variant
from tests.app.quickgames import play_quick


def test_variant_words():
    assert garden_variant({}) == ""
    assert garden_variant({"neighbours": "original", "grasshoppers": "off"}) == ""
    assert garden_variant({"roses": "on", "fixed_plot": "on"}) == "Romancing Eudora, fixed plot"
    assert garden_variant({"neighbours": "random", "grasshoppers": "on"}) == (
        "random Neighbours, Grasshoppers")


def test_attempts_name_their_variant_and_the_standard_game_stands_alone(ctx, tmp_path):
    profile = Profile(tmp_path)
    plays = [({}, 4), ({"roses": "on"}, 5), ({"fixed_plot": "on"}, 6), ({}, 7)]
    scores = []
    for options, seed in plays:
        _, s = play_quick("garden", ["human"], seed, options, profile=profile)
        scores.append(s.state.result().scores[0])
    ctx.profile = Profile(tmp_path)
    with StatsDB(tmp_path / "stats.sqlite3") as db:
        assert [a.options.get("roses") for a in db.solo_attempts("garden")][1] == "on"
    page = StatsScene(ctx)
    assert page.attempt_lines[1].endswith("· Romancing Eudora")
    assert page.attempt_lines[2].endswith("· fixed plot")
    assert "·" not in page.attempt_lines[0] and page.attempt_lines[0].endswith(" ribbon")
    std = [scores[0], scores[3]]
    line = page.standard_line()
    assert line.startswith("Standard game: 2 attempts")
    assert f"best {max(std):d}" in line and f"average {sum(std) / 2:.1f}" in line
    page.draw(pygame.Surface((1280, 720)))


def test_one_kind_of_attempt_needs_no_standard_line(ctx, tmp_path):
    profile = Profile(tmp_path)
    for seed in (4, 5):
        play_quick("garden", ["human"], seed, {"roses": "on"}, profile=profile)
    ctx.profile = Profile(tmp_path)
    assert StatsScene(ctx).standard_line() == ""


def test_a_long_variant_line_fits_the_panel(ctx, tmp_path):
    profile = Profile(tmp_path)
    play_quick("garden", ["human"], 4, {"neighbours": "random", "grasshoppers": "on",
                                         "fixed_plot": "on"}, profile=profile)
    play_quick("garden", ["human"], 5, {}, profile=profile)
    ctx.profile = Profile(tmp_path)
    page = StatsScene(ctx)
    line = page.attempt_lines[0]
    assert line.endswith("random Neighbours, Grasshoppers, fixed plot")
    # too long for one row at 15 px: the attempt at 15 px, its variant below at 13 px,
    # indented, every word kept (session 20: a long entry was drawn smaller and cut)
    rows = page.attempt_rows(line, 560)
    assert ctx.text.font(15).size(line)[0] > 560
    assert rows[0][0] == 15 and rows[0][2] == 0 and all(r[:3:2] == (13, 24) for r in rows[1:])
    assert " ".join(r[1] for r in rows).replace("· ", "").split() == \
        line.replace("· ", "").split()
    assert not rows[1][1].startswith("·")      # session 20's check: it read as stray
    assert all(ctx.text.font(size).size(text)[0] + indent <= 560 for size, text, indent in rows)
    short = page.attempt_lines[1]
    assert page.attempt_rows(short, 560) == [(15, short, 0)]
