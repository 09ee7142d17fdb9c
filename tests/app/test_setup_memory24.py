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
