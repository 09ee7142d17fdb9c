"""Replays (issue 4 item 4): the list of finished games and the step-by-step viewer."""
import pygame

from app.profile import Profile
from app.replay import REPLAY_SPEEDS, ReplayCursor
from app.scenes.replays import ReplaysScene, ReplayViewer
from tests.app.helpers import button, click
from tests.app.quickgames import play_quick


def test_viewer_steps_forward_and_back_to_the_same_view(ctx):
    rec, session = play_quick("intrigue", ["human", "random", "random"], 11)
    v = ReplayViewer(ctx, rec)
    views = [v.view()]
    for _ in range(6):
        v.next()
        views.append(v.view())
    assert v.cursor.step == 6
    assert views[0] != views[3]
    for k in range(5, 2, -1):
        v.previous()
        assert v.view() == views[k]
    pygame.event.post  # keys work like the buttons
    v.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    assert v.view() == views[4]
    v.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    assert v.cursor.step == len(rec.actions)
    assert v.view() == session.state.view(0)
    assert v.table.session.state.is_terminal()


def test_play_at_a_speed_reaches_the_end_and_stops(ctx):
    rec, _ = play_quick("intrigue", ["random", "human"], 3)
    v = ReplayViewer(ctx, rec)
    assert v.seat == 1
    click(v, button(v.buttons, "speed").rect.center)
    assert v.cursor.speed == REPLAY_SPEEDS[2]
    click(v, button(v.buttons, "play").rect.center)
    assert v.cursor.playing
    v.update(1.0 / v.cursor.speed + 0.01)
    assert v.cursor.step == 1
    for _ in range(len(rec.actions) + 5):
        v.update(1.0)
    assert v.cursor.step == len(rec.actions) and not v.cursor.playing


def test_cursor_tick_counts_steps():
    from app.persist.record import GameRecord

    c = ReplayCursor(GameRecord("intrigue", ["human", "random"], 1, actions=["a"] * 5))
    assert c.tick(10.0) == 0
    c.toggle_play()
    c.speed = 2.0
    assert c.tick(1.01) == 2
    c.go(4)
    assert c.tick(5.0) == 1 and not c.playing


def test_replay_never_draws_another_seats_hidden_card(ctx):
    """The picture at every step depends only on view(person): changing the AI seats'
    hidden cards (keeping their count) changes nothing drawn; view() is asked only for the
    person's seat."""
    rec, _ = play_quick("intrigue", ["human", "random", "random"], 5)
    v = ReplayViewer(ctx, rec)
    state_cls = type(v.table.session.state)
    seats_asked = []
    orig_view = state_cls.view

    def spy(self, seat):
        seats_asked.append(seat)
        return orig_view(self, seat)

    state_cls.view = spy
    try:
        surf = pygame.Surface((1280, 720))
        for step in range(0, len(rec.actions) + 1, 3):
            v.go(step)
            state = v.table.session.state
            v.draw(surf)
            before = pygame.image.tobytes(surf, "RGB")
            saved = [list(h) for h in state.hands]
            swap = {"K": "Q", "Q": "J", "J": "10", "10": "A", "A": "K"}
            for s in (1, 2):
                state.hands[s] = sorted(swap[r] for r in state.hands[s])
            v.draw(surf)
            after = pygame.image.tobytes(surf, "RGB")
            state.hands = saved
            assert before == after, f"step {step}: the picture shows an AI seat's hidden card"
    finally:
        state_cls.view = orig_view
    assert seats_asked and set(seats_asked) == {0}


def test_replays_list_shows_damaged_files_and_opens_a_good_one(ctx, tmp_path):
    profile = Profile(tmp_path)
    ctx.profile = profile
    rec, _ = play_quick("intrigue", ["human", "heuristic"], 8)
    good = profile.store.finish(rec)
    bad = profile.store.finished_dir / "2026-01-01-000000-intrigue.json"
    bad.write_text('{"format_version": 1, "game": "intrigue", ', encoding="utf-8")
    scene = ReplaysScene(ctx)
    ctx.stack.push(scene)
    assert [e.path for e in scene.entries] == sorted([good, bad], reverse=True)
    damaged = [e for e in scene.entries if e.record is None]
    assert len(damaged) == 1 and "truncated" in damaged[0].error
    scene.draw(pygame.Surface((1280, 720)))  # a damaged file is listed, not a crash
    assert len(scene.rows) == 1
    click(scene, scene.rows[0].rect.center)
    assert isinstance(ctx.stack.top, ReplayViewer)
    assert ctx.stack.top.record.actions == rec.actions


def test_garden_replay_uses_the_garden_table(ctx):
    rec, session = play_quick("garden", ["human"], 4)
    v = ReplayViewer(ctx, rec)
    v.go(len(rec.actions))
    assert v.view() == session.state.view(0)
    v.previous()
    v.draw(pygame.Surface((1280, 720)))
    assert v.cursor.step == len(rec.actions) - 1


def test_result_words_for_the_list():
    from app.persist.record import GameRecord
    from app.replay import result_words

    solo = GameRecord("garden", ["human"], 1, finished=True,
                      result="result: winner=0 scores=106 ribbons=blue")
    assert result_words(solo) == "106 points, Blue Ribbon"
    poor = GameRecord("garden", ["human"], 1, finished=True,
                      result="result: winner=0 scores=32 ribbons=none")
    assert result_words(poor) == "32 points, no ribbon"
    lost = GameRecord("intrigue", ["human", "heuristic"], 1, finished=True,
                      result="result: winner=1 scores=0,2")
    assert result_words(lost) == "Seat 2 won — 2 cards left"
    won = GameRecord("intrigue", ["human", "heuristic", "random"], 1, finished=True,
                     result="result: winner=0 scores=1,0,0")
    assert result_words(won) == "You won — 1 card left"
    match = GameRecord("intrigue", ["random", "random"], 1, {"match": "on"}, finished=True,
                       result="result: winner=0+1 scores=3,3")
    assert result_words(match) == "Seat 1 and Seat 2 shared the win — 3 games won"
    duel = GameRecord("garden", ["human", "heuristic"], 1, finished=True,
                      result="result: winner=1 scores=44,58 ribbons=red,blue")
    assert result_words(duel) == "Ned won — 58 points to 44"     # the table says "Ned"
    odd = GameRecord("intrigue", ["human", "random"], 1, finished=True, result="result: ??")
    assert result_words(odd) == "finished"


def test_list_rows_speak_player_words_and_fit_before_watch(ctx):
    from app.persist.record import GameRecord
    from app.scenes.replays import ROW_TEXT_W, ReplaysScene

    rec = GameRecord("intrigue", ["human"] + ["heuristic"] * 6 + ["search"], 1,
                     finished=True, result="result: winner=3 scores=0,0,0,2,0,0,0,0",
                     actions=["income"] * 140)
    rec.updated = "2026-11-29T23:41:07+00:00"
    top, bottom = ReplaysScene.row_lines(rec)
    assert top == "Intrigue · 29 Nov 2026, 23:41 · 140 moves"
    assert bottom == "Seat 4 won — 2 cards left · you vs 7 AIs (6 medium, 1 hard)"
    for text in (top, bottom):
        assert "=" not in text and "result" not in text
    assert ctx.text.font(16, True).size(top)[0] <= ROW_TEXT_W
    assert ctx.text.font(15).size(bottom)[0] <= ROW_TEXT_W
    rec.options = {"match": "on"}                 # the tester could not tell a match apart
    top, _ = ReplaysScene.row_lines(rec)
    assert top == "Intrigue match · 29 Nov 2026, 23:41 · 140 moves"


def test_status_line_names_only_the_persons_own_next_move(ctx):
    """An AI's next action text (e.g. 'keep J 10' after an exchange) would show its hidden
    cards: the status line names only the seat."""
    rec, _ = play_quick("intrigue", ["human", "random"], 13)
    v = ReplayViewer(ctx, rec)
    texts = []
    orig = ctx.text.blit

    def spy(surface, text, *a, **k):
        texts.append(text)
        return orig(surface, text, *a, **k)

    ctx.text.blit = spy
    surf = pygame.Surface((1280, 720))
    for step in range(len(rec.actions)):
        v.go(step)
        texts.clear()
        v.draw(surf)
        status = [t for t in texts if t.startswith("Move ")][0]
        if v.table.session.current() != 0:
            assert status.endswith(f"Seat {v.table.session.current() + 1} moves next")
        else:
            assert status.endswith(v.table.describe(rec.actions[step]))
        assert "_" not in status and "thinking" not in " ".join(texts)


def test_garden_replay_covers_the_players_instructions(ctx):
    """The Garden table's prompt ("drag it onto a lit slot…") would run under the control
    bar: the viewer covers it and names the replay instead; the speed reads in words."""
    rec, _ = play_quick("garden", ["human"], 7)
    v = ReplayViewer(ctx, rec)
    v.next()
    texts = []
    orig = ctx.text.blit

    def spy(surface, text, *a, **k):
        texts.append(text)
        return orig(surface, text, *a, **k)

    ctx.text.blit = spy
    try:
        v.draw(pygame.Surface((1280, 720)))
    finally:
        ctx.text.blit = orig
    assert "Replay of Mr. Cabbagehead's Garden" in texts and "seen by you" in texts
    assert "1 move a second" in texts                  # the speed button, whole
    assert not any("thinking" in t or "moves/s" in t for t in texts)


def test_a_replayed_show_names_the_card_as_the_live_table_did(ctx):
    """The tester saw "Shows the card" in a replay where the live game said "Shows the
    King": both now come from IntrigueTable.bubble_words."""
    from rules.core import replay
    from rules.intrigue import GAME
    from rules.intrigue.roles import role_name

    for seed in range(1, 40):
        rec, _ = play_quick("intrigue", ["human", "random", "random"], seed)
        if "show" in rec.actions:
            break
    i = rec.actions.index("show")
    _, events = replay(GAME, 3, rec.options, rec.seed, rec.actions[:i + 1])
    rank = next(ev.get("rank") for ev in reversed(events) if ev.kind == "show")
    v = ReplayViewer(ctx, rec)
    for _ in range(i + 1):
        v.next()
    (words, _), = v.table.bubbles.values()
    assert words == f"Shows {role_name(rank)}"            # e.g. "Shows the King"


def test_viewer_badge_date_is_the_one_the_list_shows(ctx):
    """A tester saw 05:13 in the list and 05:10 on the replay's badge (start time): both
    now show when the game ended."""
    rec, _ = play_quick("intrigue", ["human", "random"], 4)
    rec.created = "2026-12-01T05:10:02+00:00"
    rec.updated = "2026-12-01T05:13:40+00:00"
    top, _ = ReplaysScene.row_lines(rec)
    v = ReplayViewer(ctx, rec)
    assert v.when() in top
    from app.ui.words import when_words
    assert v.when() != when_words(rec.created)


def test_the_list_says_which_variants_a_game_was_played_with(ctx):
    """A tester could not tell Garden games with the fixed plot and Grasshoppers from the
    others in the Replays list; the second line names every option away from its default
    (not who starts, not Intrigue's match, which the first line names)."""
    from app.persist.record import GameRecord
    from app.scenes.replays import ReplaysScene, options_words

    rec = GameRecord("garden", ["human", "search"], 5, finished=True,
                     result="result: winner=0 scores=70,60 ribbons=yellow,white",
                     actions=["x"] * 60, options={"neighbours": "random", "grasshoppers": "on",
                                                  "roses": "off", "fixed_plot": "on",
                                                  "start": "1"})
    assert options_words(rec) == "random Neighbours, Grasshoppers, Fixed plot"
    _, bottom = ReplaysScene.row_lines(rec)
    assert bottom.endswith(" · random Neighbours, Grasshoppers, Fixed plot")
    rec.options = {"start": "0"}
    assert options_words(rec) == "" and not ReplaysScene.row_lines(rec)[1].endswith(" · ")


def test_replay_log_scrolls_with_the_wheel_over_it(ctx):
    """In a replay the mouse wheel over the log scrolls it back as at the live table (the
    viewer keeps every other input from the table); away from the log it does nothing."""
    rec, _ = play_quick("intrigue", ["human", "random", "random"], 11)
    v = ReplayViewer(ctx, rec)
    v.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    surface = pygame.Surface((1280, 720))
    v.draw(surface)
    assert len(v.table.log_lines()) > 30
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2)
    v.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(0, 0),
                                buttons=(0, 0, 0)))
    v.handle(wheel)
    assert v.table.log_scroll == 0                       # not over the log
    v.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(1100, 300), rel=(0, 0),
                                buttons=(0, 0, 0)))
    v.handle(wheel)
    v.draw(surface)
    assert v.table.log_scroll == 6
    v.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-5))
    assert v.table.log_scroll == 0
