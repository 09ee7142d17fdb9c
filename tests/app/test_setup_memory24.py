"""The setup screen remembers, across visits, what the player chose for a seat count other
than the one last played: Romancing Eudora (solo only, G-9) and Ned's level survive a
two-player game in between (a tester found the solo setup back at Eudora off)."""
import json

from app.persist.settings import Settings, load_settings, save_settings, settings_from_dict
from app.profile import Profile
from app.scenes.setup import SetupScene


def visit(ctx, profile):
    ctx.profile = profile
    return SetupScene(ctx, "garden")


def fake_start(scene):
    """What Start stores, without opening the table."""
    scene.ctx.profile.settings.remember_setup(scene.game_name, scene.seats, scene.options,
                                              scene._chosen, scene._dropped)
    scene.ctx.profile.save_settings()


def test_solo_choice_and_ned_survive_a_game_of_the_other_count(ctx, tmp_path):
    s = visit(ctx, Profile(tmp_path))
    s.set_count(1)
    s.cycle_option("roses")
    assert s.options["roses"] == "on"
    fake_start(s)                                   # a solo game with Romancing Eudora
    s = visit(ctx, Profile(tmp_path))
    s.set_count(2)
    assert s.options["roses"] == "off"              # solo only (G-9)
    s.cycle_seat(1)                                 # Ned: medium -> hard
    assert s.seats == ["human", "search"]
    fake_start(s)                                   # a two-player game
    s = visit(ctx, Profile(tmp_path))               # the next visit, from a fresh profile
    assert s.seats == ["human", "search"] and s.options["roses"] == "off"
    s.set_count(1)
    assert s.options["roses"] == "on"               # the solo choice came back
    fake_start(s)
    s = visit(ctx, Profile(tmp_path))
    s.set_count(2)
    assert s.seats == ["human", "search"]           # Ned at the level last chosen


def test_memory_is_checked_when_loaded(tmp_path):
    s = Settings()
    s.remember_setup("garden", ["human"], {"roses": "on"}, {"roses": "on"}, ["search"])
    path = tmp_path / "settings.json"
    save_settings(s, path)
    back, msgs = load_settings(path)
    assert msgs == [] and back.setup_for("garden") == {
        "seats": ["human"], "options": {"roses": "on"}, "chosen": {"roses": "on"},
        "dropped": ["search"]}
    data = json.loads(path.read_text())
    data["last_setup"]["garden"]["dropped"] = ["wizard"]
    back, msgs = settings_from_dict(data)
    assert back.setup_for("garden") is None
    assert "'garden' was dropped: dropped must be a list of" in "\n".join(msgs)
    data["last_setup"]["garden"]["dropped"] = []
    data["last_setup"]["garden"]["chosen"] = {"roses": 1}
    back, msgs = settings_from_dict(data)
    assert "chosen must map names to text" in "\n".join(msgs)


def test_an_unknown_remembered_value_is_ignored(ctx, tmp_path):
    p = Profile(tmp_path)
    p.settings.remember_setup("garden", ["human", "heuristic"], {}, {"roses": "maybe"}, [])
    s = visit(ctx, p)
    s.set_count(1)
    assert s.options["roses"] == "off"


def key(scene, k, uni=""):
    import pygame

    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=uni, scancode=0))


def test_escape_in_the_seed_box_ends_editing_and_back_keeps_the_choices(ctx, tmp_path):
    # session 24's tester: Intrigue with 3 players, typed in the seed box, pressed Escape:
    # back at the menu, and the setup came back with 4 players and a new seed
    import pygame

    from app.scenes.menu import TitleMenu
    from tests.app.helpers import click

    ctx.profile = Profile(tmp_path)
    ctx.stack.push(TitleMenu(ctx))
    s = ctx.stack.push(SetupScene(ctx, "intrigue"))
    s.set_count(3)
    click(s, s._seed_rect.center)
    assert s.seed_focus and s.seed_selected
    for d in "4711":
        key(s, pygame.K_0 + int(d), d)
    key(s, pygame.K_ESCAPE)
    assert ctx.stack.top is s and not s.seed_focus and s.seed_text == "4711"
    key(s, pygame.K_ESCAPE)                                   # now it goes back
    assert isinstance(ctx.stack.top, TitleMenu)
    again = SetupScene(ctx, "intrigue")
    assert len(again.seats) == 3
    assert Profile(tmp_path).settings.setup_for("intrigue")["seats"] == s.seats
