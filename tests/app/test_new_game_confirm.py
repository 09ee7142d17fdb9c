"""Starting a new game never silently abandons an unfinished one (tester report: with
"Resume Intrigue (6 moves)" on the menu, Intrigue → Start discarded the save); the menu's
Resume label fits its button; the setup screen speaks player words."""
import pygame

from app.cli import Setup
from app.persist.record import GameRecord
from app.profile import Profile
from app.scenes.intrigue_table import IntrigueTable
from app.scenes.menu import TitleMenu, resume_label
from app.scenes.setup import SetupScene
from app.ui.dialog import ConfirmDialog
from app.window import first_scene
from tests.app.helpers import button, click


def _unfinished(ctx, tmp_path):
    ctx.profile = Profile(tmp_path)
    ctx.stack.push(TitleMenu(ctx))
    t = ctx.stack.push(IntrigueTable(ctx, Setup("intrigue", ["human", "random"], 5,
                                                {"start": "0"})))
    t.submit("income")
    t.step_ai_now()
    record = list(t.session.record)
    menu = ctx.stack.reset(TitleMenu(ctx))
    return menu, record


def _start_from_setup(ctx, menu):
    click(menu, button(menu.buttons, "play:intrigue").rect.center)
    setup = ctx.stack.top
    assert isinstance(setup, SetupScene)
    click(setup, button(setup.buttons, "start").rect.center)
    return setup


def test_start_asks_first_and_cancel_keeps_everything(ctx, tmp_path):
    menu, record = _unfinished(ctx, tmp_path)
    setup = _start_from_setup(ctx, menu)
    dialog = ctx.stack.top
    assert isinstance(dialog, ConfirmDialog)
    assert "unfinished game of Intrigue (2 moves)" in dialog.sentence.replace("\u00a0", " ")
    assert [b.tag for b in dialog.buttons] == ["resume", "abandon", "cancel"]
    dialog.draw(pygame.Surface((1280, 720)))
    click(dialog, button(dialog.buttons, "cancel").rect.center)
    assert ctx.stack.top is setup
    assert ctx.profile.resumable().actions == record          # the save is untouched


def test_resume_from_the_question_opens_the_saved_game(ctx, tmp_path):
    menu, record = _unfinished(ctx, tmp_path)
    _start_from_setup(ctx, menu)
    click(ctx.stack.top, button(ctx.stack.top.buttons, "resume").rect.center)
    t = ctx.stack.top
    assert isinstance(t, IntrigueTable) and t.session.record == record
    assert not any(isinstance(s, SetupScene) for s in ctx.stack.scenes)


def test_abandon_and_start_clears_the_save_and_opens_a_new_table(ctx, tmp_path):
    menu, _ = _unfinished(ctx, tmp_path)
    _start_from_setup(ctx, menu)
    click(ctx.stack.top, button(ctx.stack.top.buttons, "abandon").rect.center)
    t = ctx.stack.top
    assert isinstance(t, IntrigueTable) and t.session.record == []
    assert ctx.profile.resumable() is None
    assert not any(isinstance(s, SetupScene) for s in ctx.stack.scenes)


def test_start_without_a_save_opens_at_once(ctx, tmp_path):
    ctx.profile = Profile(tmp_path)
    menu = ctx.stack.push(TitleMenu(ctx))
    _start_from_setup(ctx, menu)
    assert isinstance(ctx.stack.top, IntrigueTable)


def test_game_on_the_command_line_asks_too(ctx, tmp_path):
    _unfinished(ctx, tmp_path)
    ctx.stack.scenes.clear()
    first_scene(ctx, Setup("intrigue", ["human", "random", "random"], 8, {}))
    assert isinstance(ctx.stack.top, ConfirmDialog)
    ctx.stack.top.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert isinstance(ctx.stack.top, TitleMenu)                 # Cancel: back to the menu
    assert ctx.profile.resumable() is not None


def test_resume_label_fits_its_button(ctx):
    for game in ("intrigue", "garden"):
        for n in (1, 6, 1234):
            rec = GameRecord(game, ["human"], 1, {}, ["x"] * n)
            label, size = resume_label(ctx.text, rec, 524)
            assert ctx.text.font(size, True).size(label)[0] <= 524 and "…" not in label
            assert label.startswith("Resume") and size >= 17
    garden, _ = resume_label(ctx.text, GameRecord("garden", ["human"], 1, {}, ["x"] * 6), 524)
    assert garden == "Resume Mr. Cabbagehead's Garden (6 moves)"   # whole, with the count


def test_setup_screen_has_no_ruling_ids_and_seats_from_one(ctx):
    setup = SetupScene(ctx, "intrigue")
    surface = pygame.Surface((1280, 720))
    seen = []
    real = ctx.text.blit

    def spy(surf, text, *a, **k):
        seen.append(text)
        return real(surf, text, *a, **k)

    ctx.text.blit = spy
    try:
        setup.draw(surface)
        for _ in range(3):
            click(setup, button(setup.buttons, "option:start").rect.center)
        setup.draw(surface)
    finally:
        ctx.text.blit = real
    assert not any("RULINGS" in s or "I-10" in s or "C-1" in s for s in seen), seen
    assert "Seat 1" in seen and "Seat 0" not in seen
    assert button(setup.buttons, "option:start").label == "Seat 3"  # random → 0 → 1 → 2


def _garden_save(tmp_path, rounds_done: int, seats=("human", "heuristic")):
    """A Garden autosave (two players, seed 4) just after ``rounds_done`` Neighbour
    phases, played with random legal moves."""
    import random

    from rules.garden import GAME

    st = GAME.new_state(len(seats), {}, 4)
    rng = random.Random(4)
    rec = GameRecord("garden", list(seats), 4, {})
    while st.round <= rounds_done:
        a = rng.choice(st.legal_actions())
        rec.add(a)
        st.apply(a)
    profile = Profile(tmp_path)
    profile.store.autosave(rec)
    return profile, len(rec.actions)


def test_resume_button_says_the_gardens_round_not_its_action_count(ctx, tmp_path):
    # tester report: "Resume ... (26 moves)" for one Garden round against Ned counted the
    # passes; the button now gives the game's own measure (State.progress)
    ctx.profile, n = _garden_save(tmp_path, 1)
    menu = ctx.stack.push(TitleMenu(ctx))
    label = button(menu.buttons, "resume").label
    assert label == "Resume Mr. Cabbagehead's Garden (round 2 of 3)", (label, n)
    assert n >= 20                        # the old label said "20 moves" for one round
    click(menu, button(menu.buttons, "play:garden").rect.center)
    setup = ctx.stack.top
    click(setup, button(setup.buttons, "start").rect.center)
    dialog = ctx.stack.top
    assert isinstance(dialog, ConfirmDialog)
    assert "unfinished game of Mr. Cabbagehead's Garden (round 2 of 3)." in \
        dialog.sentence.replace("\u00a0", " ")


def test_resume_label_falls_back_to_the_action_count():
    rec = GameRecord("intrigue", ["human"], 1, {}, ["x"] * 6)
    from app.scenes.menu import progress_words
    assert progress_words(rec) == "6 moves" and progress_words(rec, "game 2") == "game 2"
    assert progress_words(GameRecord("intrigue", ["human"], 1, {}, ["x"])) == "1 move"


def test_progress_in_each_games_words():
    # the Garden is played in three rounds (rulebook "Gameplay"); an
    # Intrigue match is a series of games (RULINGS I-10)
    from rules.garden import GAME as GARDEN
    from rules.intrigue import GAME as INTRIGUE
    assert GARDEN.new_state(1, {}, 3).progress() == "round 1 of 3"
    assert INTRIGUE.new_state(3, {"match": "on"}, 1).progress() == "game 1"   # I-10
    assert INTRIGUE.new_state(3, {}, 1).progress() is None      # a single game: moves
