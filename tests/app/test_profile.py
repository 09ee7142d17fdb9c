"""Autosave, resume from the menu, finished games filed, setup remembered (tmp data folder)."""
from app.cli import Setup
from app.profile import Profile
from app.scenes.intrigue_table import IntrigueTable
from app.scenes.menu import TitleMenu
from app.scenes.setup import SetupScene
from tests.app.helpers import button, click, play_on


def test_autosave_and_resume_from_menu(ctx, tmp_path):
    ctx.profile = Profile(tmp_path)
    ctx.stack.push(TitleMenu(ctx))
    t = ctx.stack.push(IntrigueTable(ctx, Setup("intrigue", ["human", "random"], 5,
                                                {"start": "0"})))
    t.submit("income")
    t.step_ai_now()
    record = list(t.session.record)
    assert len(record) == 2 and ctx.profile.store.current_path.exists()
    menu = ctx.stack.reset(TitleMenu(ctx))             # back to the menu, game unfinished
    click(menu, button(menu.buttons, "resume").rect.center)
    resumed = ctx.stack.top
    assert isinstance(resumed, IntrigueTable)
    assert resumed.session.record == record
    assert resumed.session.state.view(0) == t.session.state.view(0)


def test_finished_game_is_filed_and_counted(ctx, tmp_path):
    ctx.profile = Profile(tmp_path)
    ctx.stack.push(TitleMenu(ctx))
    t = ctx.stack.push(IntrigueTable(ctx, Setup("intrigue", ["random", "random"], 3, {})))
    for _ in range(500):
        if not t.step_ai_now():
            break
    assert t.session.state.is_terminal()
    assert not ctx.profile.store.current_path.exists()
    assert len(ctx.profile.store.list_finished()) == 1
    menu = ctx.stack.reset(TitleMenu(ctx))
    assert not any(b.tag == "resume" for b in menu.buttons)


def test_setup_is_remembered(ctx, tmp_path):
    ctx.profile = Profile(tmp_path)
    ctx.stack.push(TitleMenu(ctx))
    s = ctx.stack.push(SetupScene(ctx, "intrigue"))
    s.set_count(3)
    s.cycle_seat(2)
    s.start()
    again = SetupScene(ctx, "intrigue")
    assert again.seats == s.seats
    assert Profile(tmp_path).settings.setup_for("intrigue")["seats"] == s.seats


def test_statistics_page_lists_a_finished_game(ctx, tmp_path):
    from app.scenes.stats import StatsScene, opponent_words

    ctx.profile = Profile(tmp_path)
    ctx.stack.push(TitleMenu(ctx))
    t = ctx.stack.push(IntrigueTable(ctx, Setup("intrigue", ["human", "random"], 3,
                                                {"start": "0"})))
    # the person always takes income
    assert play_on(t, lambda t: t.session.state.is_terminal())
    menu = ctx.stack.reset(TitleMenu(ctx))
    click(menu, button(menu.buttons, "stats").rect.center)
    page = ctx.stack.top
    assert isinstance(page, StatsScene)
    vs = opponent_words("random")                   # the random AI's level words
    assert len(page.lines) == 1 and f"Intrigue — {vs}: 1 game" in page.lines[0]
