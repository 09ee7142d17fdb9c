"""app/persist/settings.py: round trip, damaged file or values -> defaults with a message,
never a crash, atomic save."""
from __future__ import annotations

import json
import os

import pytest

from app.persist.settings import (Settings, load_settings, save_settings, settings_from_dict,
                                  settings_path)


def test_missing_file_gives_defaults_quietly(tmp_path):
    s, msgs = load_settings(tmp_path / "settings.json")
    assert s == Settings() and msgs == []


def test_round_trip(tmp_path):
    path = settings_path(tmp_path)
    assert path == tmp_path / "settings.json"
    s = Settings(window_size=(1600, 900), window_position=(-20, 40), fullscreen=True,
                 animation_speed=0, ai_pace=1.5, sound=False, memory_aid=True)
    s.remember_setup("intrigue", ["human", "search", "random"], {"match": "on"})
    save_settings(s, path)
    back, msgs = load_settings(path)
    assert msgs == [] and back == s
    assert back.setup_for("intrigue") == {"seats": ["human", "search", "random"],
                                          "options": {"match": "on"}}
    assert back.setup_for("garden") is None


def test_settings_path_uses_env_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("CABBAGE_TABLE_DATA", str(tmp_path))
    assert settings_path() == tmp_path / "settings.json"


@pytest.mark.parametrize("raw", [b"", b"{not json", b"\xff\xfe\x00", b'{"sound": tru'])
def test_damaged_file_gives_defaults_and_is_kept(tmp_path, raw):
    path = tmp_path / "settings.json"
    path.write_bytes(raw)
    s, msgs = load_settings(path)
    assert s == Settings()
    assert len(msgs) == 1 and "damaged" in msgs[0] and "using the default settings" in msgs[0]
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("settings.damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == raw
    assert kept[0].name in msgs[0]


def test_not_an_object_gives_defaults(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("[1, 2, 3]")
    s, msgs = load_settings(path)
    assert s == Settings() and "not a JSON object" in msgs[0]


@pytest.mark.parametrize("key,value", [
    ("window_size", [10, 10]), ("window_size", "big"), ("window_size", [800]),
    ("window_size", [800.5, 600]), ("window_position", [1, "x"]), ("fullscreen", "yes"),
    ("animation_speed", 4), ("animation_speed", -1), ("animation_speed", True),
    ("animation_speed", 1.0), ("ai_pace", 0.05), ("ai_pace", 30), ("ai_pace", "fast"),
    ("ai_pace", float("nan")), ("sound", 1), ("memory_aid", None),
])
def test_bad_value_falls_back_to_its_default_only(tmp_path, key, value):
    path = tmp_path / "settings.json"
    good = Settings(sound=False, ai_pace=1.2, animation_speed=3).to_dict()
    good[key] = value
    path.write_text(json.dumps(good))
    s, msgs = load_settings(path)
    assert getattr(s, key) == getattr(Settings(), key)
    assert len(msgs) == 1 and f"Setting '{key}'" in msgs[0] and "using the default" in msgs[0]
    # the other settings are kept
    for other, v in (("sound", False), ("ai_pace", 1.2), ("animation_speed", 3)):
        if other != key:
            assert getattr(s, other) == v


def test_unknown_setting_and_bad_setups_dropped_with_messages():
    data = Settings().to_dict()
    data["colour_scheme"] = "green"
    data["last_setup"] = {
        "intrigue": {"seats": ["human", "search"], "options": {}},
        "chess": {"seats": ["human"], "options": {}},
        "garden": {"seats": ["wizard"], "options": {}},
        "roost": {"seats": ["human", "random"], "options": {"x": 1}},
        "wilk": "human,random",
    }
    s, msgs = settings_from_dict(data)
    assert s.last_setup == {"intrigue": {"seats": ["human", "search"], "options": {}}}
    text = "\n".join(msgs)
    assert "Unknown setting 'colour_scheme'" in text
    assert "unknown game 'chess'" in text
    assert "'garden' was dropped: seats must be" in text
    assert "'roost' was dropped: options must map" in text
    assert "'wilk' was dropped" in text
    assert len(msgs) == 5


def test_newer_version_loads_what_it_can():
    data = Settings(fullscreen=True).to_dict()
    data["version"] = 5
    s, msgs = settings_from_dict(data)
    assert s.fullscreen is True and "newer program" in msgs[0]


def test_remember_setup_refuses_bad_seats():
    s = Settings()
    with pytest.raises(ValueError):
        s.remember_setup("intrigue", ["human", "wizard"], {})
    assert s.last_setup == {}


def test_save_is_atomic(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    save_settings(Settings(sound=False), path)

    def boom(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        save_settings(Settings(sound=True), path)
    monkeypatch.undo()
    s, msgs = load_settings(path)
    assert s.sound is False and msgs == []
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


@pytest.mark.parametrize("raw, words", [
    (b'{"sound": true,\n "x" 1}', "not valid JSON, line 2, column 6"),
    (b"\xbf\xff\x00", "not text"),
])
def test_damage_is_said_in_words_not_python(tmp_path, raw, words):
    # session 24's tester: "(Expecting ',' delimiter: line 4 column 6 (char 40))"
    path = settings_path(tmp_path)
    path.write_bytes(raw)
    _, msgs = load_settings(path)
    assert msgs[0].startswith(f"The settings file was damaged ({words}); using the default")
    assert "Expecting" not in msgs[0] and "codec" not in msgs[0] and "char" not in msgs[0]


def test_a_folder_in_place_of_the_file_is_set_aside_so_saving_works(tmp_path):
    # the tester's settings.json was a folder: every later change failed with "[Errno 21]"
    path = settings_path(tmp_path)
    path.mkdir()
    (path / "inside.txt").write_text("kept")
    s, msgs = load_settings(path)
    assert s == Settings()
    assert msgs[0].startswith("The settings file was damaged (it is a folder, not a file)")
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("settings.damaged-")]
    assert len(kept) == 1 and (kept[0] / "inside.txt").read_text() == "kept"
    assert kept[0].name in msgs[0]
    s.sound = False
    save_settings(s, path)                                   # no longer refused
    assert load_settings(path) == (s, [])


def test_an_empty_settings_file_is_called_empty(tmp_path):
    path = settings_path(tmp_path)
    path.write_text("  \n")
    _, msgs = load_settings(path)
    assert msgs[0].startswith("The settings file was damaged (it is empty); using the default")
