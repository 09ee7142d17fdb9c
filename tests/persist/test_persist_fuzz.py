"""Fuzzing the loaders: any damage to a record file (a cut, a changed, inserted or deleted
character, random JSON values in any field) gives a loaded game or a RecordError with a
message, never another exception; load_current never raises and never loses the good copy."""
from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.persist.record import GameRecord, RecordError, load_and_replay
from app.persist.saves import SaveStore
from app.persist.settings import settings_from_dict
from persist_fakegame import games

GOOD = GameRecord(game="pebbles", seats=["human", "random"], seed=5,
                  actions=["take 1", "peek", "take 2", "take 1"],
                  created="2026-11-29T10:00:00+00:00").to_json()


@st.composite
def damaged(draw) -> str:
    text = GOOD
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["cut", "change", "insert", "delete"]))
        i = draw(st.integers(0, max(0, len(text) - 1)))
        ch = draw(st.characters(codec="utf-8"))
        if kind == "cut":
            text = text[:i]
        elif kind == "change":
            text = text[:i] + ch + text[i + 1:]
        elif kind == "insert":
            text = text[:i] + ch + text[i:]
        else:
            text = text[:i] + text[i + 1:]
    return text


def load_or_refuse(text: str) -> bool:
    """True if loaded, False if refused with a message; any other exception fails."""
    try:
        load_and_replay(text, games)
    except RecordError as exc:
        assert str(exc), "a refusal must say why"
        return False
    return True


@settings(max_examples=200, deadline=None)
@given(damaged())
def test_damaged_text_loads_or_is_refused_with_a_message(text):
    load_or_refuse(text)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.floats(allow_nan=False)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=3),
    max_leaves=5)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(list(json.loads(GOOD))), json_values)
def test_any_value_in_any_field_loads_or_is_refused(field, value):
    d = json.loads(GOOD)
    d[field] = value
    load_or_refuse(json.dumps(d))


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(damaged())
def test_load_current_never_raises_and_keeps_the_good_copy(tmp_path_factory, text):
    store = SaveStore(tmp_path_factory.mktemp("fuzz"), games)
    store.autosave(GameRecord.from_json(GOOD))
    store.autosave(GameRecord.from_json(GOOD))
    store.current_path.write_text(text, encoding="utf-8")
    loaded = load_or_refuse(text)
    got = store.load_current()
    assert got.record is not None  # either the damaged-looking text was fine, or prev
    if not loaded:
        assert got.message and "could not be read" in got.message
        assert got.record == GameRecord.from_json(GOOD)


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.sampled_from(["window_size", "window_position", "fullscreen",
                                        "animation_speed", "ai_pace", "sound", "memory_aid",
                                        "last_setup", "version", "other"]), json_values))
def test_settings_never_crash(data):
    s, messages = settings_from_dict(data)
    assert 0 <= s.animation_speed <= 3 and 0.2 <= s.ai_pace <= 2.0
    assert all(isinstance(m, str) and m for m in messages)
