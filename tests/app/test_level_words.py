"""Players read AI difficulty words (easy / medium / hard), not the engineering seat kinds
(easy / heuristic / search; ``random``, random moves, reads "random"); the Garden's second seat is named Ned in setup ("Rules for 2
Players").  Stored data (setups, records, statistics levels) keeps the kind names."""
import pygame

from app.persist.record import GameRecord
from app.persist.stats import LevelStats
from app.replay import seats_words
from app.scenes.replays import ReplaysScene
from app.scenes.setup import SetupScene, seat_caption
from app.scenes.stats import level_line, opponent_words
from app.ui.words import ai_level_words
from rules.registry import entry, seat_name
from tests.app.helpers import TextRecorder, button, click


def test_ai_level_words_maps_every_ai_kind_and_leaves_others():
    assert ai_level_words("easy") == "easy"
    assert ai_level_words("random") == "random"       # random moves: not called easy (trial 59)
    assert ai_level_words("heuristic") == "medium"
    assert ai_level_words("search") == "hard"
    assert ai_level_words("human") == "human"
    assert ai_level_words("something-new") == "something-new"


def test_setup_seat_buttons_show_difficulty_and_keep_kind_names(ctx):
    ctx.profile = None
    s = SetupScene(ctx, "intrigue")
    assert s.seats == ["human", "heuristic", "heuristic", "heuristic"]
    labels = [button(s.buttons, f"seat:{i}").label for i in range(4)]
    assert labels == ["Human (you)", "AI: medium", "AI: medium", "AI: medium"]
    seen = []
    for _ in range(4):  # heuristic → search → human → easy → heuristic
        click(s, button(s.buttons, "seat:1").rect.center)
        seen.append((s.seats[1], button(s.buttons, "seat:1").label))
    # with two people at the table neither seat is "you" (they share the screen)
    assert seen == [("search", "AI: hard"), ("human", "Human"),
                    ("easy", "AI: easy"), ("heuristic", "AI: medium")]
    assert button(s.buttons, "seat:0").label == "Human (you)"
    s.set_count(5)
    assert button(s.buttons, "seat:4").label == "AI: medium"
    # what Start opens (and a profile remembers) still says the kind
    assert s.setup().seats == ["human", "heuristic", "heuristic", "heuristic", "heuristic"]
    for b in s.buttons:
        if b.tag.startswith("seat:"):
            assert not any(k in b.label for k in ("random", "heuristic", "search"))


def test_garden_seat_names_are_catalogue_data():
    assert entry("garden").seat_names[1] == "Ned"
    assert seat_name("garden", 1) == "Ned"
    assert seat_name("garden", 0) == "" and seat_name("garden", 5) == ""
    assert seat_name("intrigue", 1) == ""


def test_garden_setup_caption_names_ned(ctx):
    assert seat_caption("garden", 1) == ("Seat 2", "Ned")
    assert seat_caption("garden", 0) == ("Seat 1", "")
    assert seat_caption("intrigue", 1) == ("Seat 2", "")
    # a person sitting in seat 2 is "You" at the table, so the setup does not call them Ned
    assert seat_caption("garden", 1, "human") == ("Seat 2", "")


def _seat_texts(ctx, game, n):
    ctx.profile = None
    s = SetupScene(ctx, game)
    s.set_count(n)
    rec = TextRecorder(ctx.text)
    ctx.text = rec
    try:
        s.draw(pygame.Surface((1280, 720)))
    finally:
        ctx.text = rec._text
    return s, rec.drawn


def test_garden_setup_draws_ned_under_seat_2_left_of_the_button(ctx):
    s, drawn = _seat_texts(ctx, "garden", 2)
    seat_btn = button(s.buttons, "seat:1").rect
    ned = [(r, size) for text, r, size in drawn if text == "Ned"]
    assert len(ned) == 1
    ned_rect, size = ned[0]
    label = next(r for text, r, _ in drawn if text == "Seat 2")
    assert size < 20                                   # smaller than the seat number
    for r in (label, ned_rect):                        # left of the button, inside its row
        assert r.right < seat_btn.left
        assert seat_btn.top <= r.top and r.bottom <= seat_btn.bottom
    assert label.bottom <= ned_rect.top + 2            # name under the number, not over it
    assert not any(text == "Ned" for text, _, _ in _seat_texts(ctx, "intrigue", 4)[1])


def test_stats_lines_show_difficulty():
    titles = {"intrigue": "Intrigue"}
    r = LevelStats("intrigue", "heuristic", 5, 2, 0.4, 0.6, 1)
    assert level_line(r, titles) == ("Intrigue — vs medium AI: 5 games, 2 won (40%),"
                                     " average 0.6 cards left, best 1")
    g = LevelStats("garden", "solo", 11, 0, 0.0, 78.2, 106)
    assert level_line(g, {"garden": "The Garden"}) == ("The Garden — solo: 11 attempts,"
                                                        " average 78.2 points, best 106")
    assert opponent_words("easy") == "vs easy AI"
    assert opponent_words("search") == "vs hard AI"
    assert opponent_words("mixed") == "vs mixed opponents"
    assert opponent_words("all") == "all opponents"
    assert r.level == "heuristic"                      # the stored level is untouched


def test_replay_lines_show_difficulty():
    rec = GameRecord("intrigue", ["human", "heuristic", "heuristic", "heuristic"], 1)
    assert seats_words(rec) == "you vs 3 AIs (medium)"
    mixed = GameRecord("intrigue", ["search", "human", "easy"], 1)
    assert seats_words(mixed) == "you vs 2 AIs (1 easy, 1 hard)"     # easiest first
    assert seats_words(GameRecord("intrigue", ["easy"] * 4, 1)) == "4 AIs (easy)"
    assert seats_words(GameRecord("intrigue", ["random"] * 4, 1)) == "4 AIs (random)"
    assert seats_words(GameRecord("garden", ["human"], 1)) == "you alone"
    rec.finished, rec.result = True, "result: winner=1 scores=0,2,0,0"
    _, bottom = ReplaysScene.row_lines(rec)
    assert bottom.endswith("you vs 3 AIs (medium)")
    assert rec.seats == ["human", "heuristic", "heuristic", "heuristic"]


def test_start_option_names_your_seat():
    from app.scenes.setup import option_words

    assert option_words("start", "0", ["human", "heuristic"]) == "Seat 1 (you)"
    assert option_words("start", "1", ["human", "heuristic"]) == "Seat 2"
    assert option_words("start", "1", ["human", "human"]) == "Seat 2"      # two people
    assert option_words("start", "random", ["human", "heuristic"]) == "random"
    assert option_words("neighbours", "original") == "original"
    # an AI seat the rulebook names, as its caption does (a tester read "Seat 2" beside
    # "Seat 1 (you)" as uneven)
    assert option_words("start", "1", ["human", "heuristic"], "garden") == "Seat 2 (Ned)"
    assert option_words("start", "0", ["human", "heuristic"], "garden") == "Seat 1 (you)"
    assert option_words("start", "1", ["human", "human"], "garden") == "Seat 2"
    assert option_words("start", "2", ["human", "easy", "easy"], "intrigue") == "Seat 3"
