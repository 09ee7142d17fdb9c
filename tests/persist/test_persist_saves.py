"""app/persist/saves.py: atomic autosave with a previous good copy, damaged autosaves set
aside with a message and the previous copy resumed, finished games filed for replays,
import of a chosen file.  Everything in tmp_path; the real user folder is never touched."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from app.persist import saves as saves_mod
from app.persist.record import GameRecord, RecordError
from app.persist.saves import SaveStore, atomic_write_text, default_data_dir, file_stamp
from persist_fakegame import games, play_to_end


def rec(actions, **kw) -> GameRecord:
    base = dict(game="pebbles", seats=["human", "heuristic"], seed=5, options={},
                actions=list(actions), created="2026-11-29T10:00:00+00:00")
    base.update(kw)
    return GameRecord(**base)


@pytest.fixture
def store(tmp_path) -> SaveStore:
    return SaveStore(tmp_path / "data", games)


def names(folder: Path) -> set[str]:
    return {p.name for p in folder.iterdir()}


def test_default_data_dir_env_override(monkeypatch, tmp_path):
    monkeypatch.setenv("CABBAGE_TABLE_DATA", str(tmp_path / "x"))
    assert default_data_dir() == tmp_path / "x"
    monkeypatch.delenv("CABBAGE_TABLE_DATA")
    d = default_data_dir()
    assert d.name == "CabbageTable" and d != tmp_path / "x"


def test_store_uses_env_folder_by_default(monkeypatch, tmp_path):
    monkeypatch.setenv("CABBAGE_TABLE_DATA", str(tmp_path / "env"))
    s = SaveStore(games=games)
    s.autosave(rec(["take 1"]))
    assert (tmp_path / "env" / "current.json").exists()


def test_nothing_saved_gives_nothing_and_no_message(store):
    got = store.load_current()
    assert got.record is None and got.message is None and got.state is None


def test_autosave_and_resume(store):
    store.autosave(rec(["take 1"]))
    store.autosave(rec(["take 1", "take 2"]))
    got = store.load_current()
    assert got.message is None
    assert got.record.actions == ["take 1", "take 2"]
    assert got.state.taken == [1, 2]
    assert got.source == store.current_path
    # the previous good copy is the save before
    prev = GameRecord.from_json(store.previous_path.read_text())
    assert prev.actions == ["take 1"]
    assert names(store.folder) == {"current.json", "current.prev.json"}


DAMAGES = {
    "truncated": lambda text: text[: len(text) // 2],
    "not JSON": lambda text: "this is not a save\n",
    "empty": lambda text: "",
    "wrong types": lambda text: text.replace('"seed": 5', '"seed": "five"'),
    "missing field": lambda text: json.dumps({k: v for k, v in json.loads(text).items()
                                              if k != "seed"}),
    "unknown game": lambda text: text.replace('"pebbles"', '"chess"'),
    "newer version": lambda text: text.replace('"format_version": 1', '"format_version": 7'),
    "illegal action": lambda text: text.replace('"take 2"', '"take 9"'),
    "not UTF-8": lambda text: "\udcff",  # written as bytes below
}

#: The player's words for each damage (tester report D6), then the short technical detail
#: at the end of the message ("" when the words say it all).
WORDS = {
    "truncated": ("it is cut short (not valid JSON)", "line 11"),
    "not JSON": ("it is damaged (not valid JSON)", "line 1, column 1"),
    "empty": ("it is empty", ""),
    "wrong types": ("it is not a valid saved game",
                    "field 'seed' must be a whole number, not text"),
    "missing field": ("it is not a valid saved game", "missing field 'seed'"),
    "unknown game": ("it is a game this version does not have", "game 'chess'"),
    "newer version": ("it was saved by a newer version of Cabbage Table",
                      "format 7, this version reads 1"),
    "illegal action": ("its moves do not follow the rules", "move 2, 'take 9'"),
    "not UTF-8": ("it is damaged (not text)", "byte 0"),
}


@pytest.mark.parametrize("damage", list(DAMAGES))
def test_damaged_autosave_falls_back_to_previous_copy(store, damage):
    store.autosave(rec(["take 1"]))
    store.autosave(rec(["take 1", "take 2"]))
    good_text = store.current_path.read_text()
    if damage == "not UTF-8":
        store.current_path.write_bytes(b"\xff\xfe\x00garbage")
    else:
        store.current_path.write_text(DAMAGES[damage](good_text))
    damaged_bytes = store.current_path.read_bytes()
    got = store.load_current()
    # the previous good copy is resumed, with a message saying what happened and why
    assert got.record is not None and got.record.actions == ["take 1"]
    assert got.state.taken == [1, 0]
    words, detail = WORDS[damage]
    # a player's sentence first, the kept file, what Resume does, the detail short, last
    assert got.message.startswith(f"The autosave could not be read: {words}. The damaged"
                                  f" file is kept as current.damaged-")
    resume = "Your game is back as it was one save earlier (1 move): Resume goes on from there."
    assert got.message.endswith(resume + (f" (Detail: {detail}.)" if detail else ""))
    assert ".." not in got.message and "starting at" not in got.message
    assert "expecting" not in got.message and "truncated?" not in got.message
    # the damaged file is kept, renamed, byte for byte
    kept = [p for p in store.folder.iterdir() if p.name.startswith("current.damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == damaged_bytes
    assert kept[0].name in got.message
    # the previous copy is restored as the autosave: the next launch resumes it quietly
    again = store.load_current()
    assert again.message is None and again.record.actions == ["take 1"]


def test_damage_messages_say_what_is_wrong(store):
    store.autosave(rec(["take 1"]))
    store.autosave(rec(["take 1", "take 2"]))
    store.current_path.write_text(store.current_path.read_text().replace(
        '"format_version": 1', '"format_version": 7'))
    msg = store.load_current().message
    assert msg.startswith("The autosave could not be read: it was saved by a newer version"
                          " of Cabbage Table.")
    assert msg.endswith("(Detail: format 7, this version reads 1.)")


def test_a_file_that_is_json_but_not_a_record_is_named_so(store):
    store.autosave(rec(["take 1"]))
    store.autosave(rec(["take 1", "take 2"]))
    store.current_path.write_text('{"x": 1}')
    msg = store.load_current().message
    assert msg.startswith("The autosave could not be read: it is not a valid saved game.")
    assert "Resume goes on from there." in msg
    assert msg.endswith("(Detail: missing field 'format_version'.)")


def test_damage_words_put_the_player_first_and_keep_the_detail_short():
    from app.persist.saves import damage_words
    assert damage_words("line 6, column 3: not JSON (expecting property name enclosed in"
                        " double quotes)") == ("it is damaged (not valid JSON)",
                                               "line 6, column 3")
    assert damage_words("the file is empty") == ("it is empty", "")
    # a message it does not know: plain words, the part before the first colon as detail
    assert damage_words("seat 2: 'x' is not a seat kind") == ("it is not a valid saved game",
                                                              "seat 2")


def test_json_complaints_read_as_words():
    from app.persist.record import json_problem
    assert json_problem("Unterminated string starting at") == "unterminated string"
    assert json_problem("Expecting ',' delimiter") == "expecting ',' delimiter"
    assert json_problem("Extra data") == "extra data"


def test_both_copies_damaged_gives_no_game_and_keeps_both(store):
    store.autosave(rec(["take 1"]))
    store.autosave(rec(["take 1", "take 2"]))
    store.current_path.write_text("{")
    store.previous_path.write_text("[]")
    got = store.load_current()
    assert got.record is None
    assert got.message.startswith("The autosave could not be read: it is cut short (not"
                                  " valid JSON). The damaged file is kept as")
    assert "The save before it could not be read: it is not a valid saved game. The damaged" \
        " file is kept as current.prev.damaged-" in got.message
    assert got.message.endswith("There is no game to resume. (Details: autosave, line 1;"
                                " save before it, a record must be a JSON object, not a list.)")
    kept = sorted(p.read_text() for p in store.folder.iterdir() if ".damaged-" in p.name)
    assert kept == ["[]", "{"]


def test_missing_current_with_previous_resumes_previous(store):
    store.autosave(rec(["take 1"]))
    store.autosave(rec(["take 1", "take 2"]))
    store.current_path.unlink()
    got = store.load_current()
    assert got.record.actions == ["take 1"] and "missing" in got.message


def test_autosave_sets_aside_a_malformed_current_instead_of_copying_it(store):
    store.autosave(rec(["take 1"]))
    store.autosave(rec(["take 1", "take 2"]))
    store.current_path.write_text("garbage")
    store.autosave(rec(["take 1", "take 2", "take 1"]))
    # prev is still the last good copy, the garbage is kept aside
    assert GameRecord.from_json(store.previous_path.read_text()).actions == ["take 1"]
    kept = [p for p in store.folder.iterdir() if ".damaged-" in p.name]
    assert [p.read_text() for p in kept] == ["garbage"]
    assert store.load_current().record.actions == ["take 1", "take 2", "take 1"]


def test_crash_in_os_replace_leaves_old_files(store, monkeypatch):
    store.autosave(rec(["take 1"]))
    store.autosave(rec(["take 1", "take 2"]))
    before = {p.name: p.read_bytes() for p in store.folder.iterdir()}

    def boom(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        store.autosave(rec(["take 1", "take 2", "take 1"]))
    monkeypatch.undo()
    after = {p.name: p.read_bytes() for p in store.folder.iterdir()}
    assert after == before  # no temp file left, old files intact
    assert store.load_current().record.actions == ["take 1", "take 2"]


def test_crash_replacing_current_only_leaves_old_or_new(store, monkeypatch):
    store.autosave(rec(["take 1"]))
    store.autosave(rec(["take 1", "take 2"]))
    real_replace = os.replace

    def replace_but_not_current(src, dst):
        if Path(dst).name == "current.json":
            raise OSError(5, "Input/output error")
        return real_replace(src, dst)

    monkeypatch.setattr(os, "replace", replace_but_not_current)
    with pytest.raises(OSError):
        store.autosave(rec(["take 1", "take 2", "take 1"]))
    monkeypatch.undo()
    assert not [p for p in store.folder.iterdir() if p.suffix == ".tmp"]
    got = store.load_current()
    assert got.message is None and got.record.actions == ["take 1", "take 2"]


def test_crash_before_the_write_is_flushed_keeps_old_file(tmp_path, monkeypatch):
    target = tmp_path / "f.json"
    atomic_write_text(target, "old")

    def no_fsync(fd):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "fsync", no_fsync)
    with pytest.raises(OSError):
        atomic_write_text(target, "new")
    monkeypatch.undo()
    assert target.read_text() == "old" and names(tmp_path) == {"f.json"}


def test_finish_files_the_game_and_clears_current(store):
    actions = play_to_end()
    r = rec(actions)
    store.autosave(r)
    _, state, _ = store.import_file(store.current_path)
    r.finish(state.result())
    r.updated = "2026-11-29T11:30:00+00:00"
    path = store.finish(r)
    assert path == store.finished_dir / "20261129T113000Z-pebbles.json"
    assert not store.current_path.exists() and not store.previous_path.exists()
    assert store.load_current().record is None
    # filing the same record again writes no second file
    assert store.finish(r) == path
    assert len(list(store.finished_dir.iterdir())) == 1
    # a different game finished in the same second gets its own file
    r2 = rec(actions, seed=5, created="2026-11-29T11:00:00+00:00", finished=True,
             result=r.result, updated=r.updated)
    path2 = store.finish(r2)
    assert path2.name == "20261129T113000Z-pebbles-2.json"
    record, final, events = store.load_replay(path)
    assert record == r and final.is_terminal() and len(events) == len(actions)


def test_finish_refuses_unfinished(store):
    with pytest.raises(ValueError):
        store.finish(rec(["take 1"]))


def test_finished_game_left_in_current_is_filed_on_load(store):
    # crash between writing finished/ and clearing current: the next load files it once.
    actions = play_to_end()
    r = rec(actions)
    _, state, _ = store.import_file(_write(store.folder / "x.json", r))
    r.finish(state.result())
    store.autosave(r)
    got = store.load_current()
    assert got.record is None and "filed with the replays" in got.message
    assert len(store.list_finished()) == 1 and not store.current_path.exists()


def _write(path: Path, r: GameRecord) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(r.to_json())
    return path


def test_list_finished_newest_first_with_damaged_flagged(store):
    actions = play_to_end()
    for hour in (9, 11, 10):
        r = rec(actions, finished=True, updated=f"2026-11-29T{hour:02d}:00:00+00:00")
        _, state, _ = store.import_file(_write(store.folder / "tmp.json", r))
        r.result = state.result().line()
        store.finish(r)
    (store.finished_dir / "20261129T120000Z-pebbles.json").write_text("{broken")
    listed = store.list_finished()
    assert [f.path.name[:15] for f in listed] == ["20261129T120000", "20261129T110000",
                                                  "20261129T100000", "20261129T090000"]
    assert listed[0].record is None and "not JSON" in listed[0].error
    assert all(f.record is not None and f.error is None for f in listed[1:])


def test_import_file_refuses_damage_and_touches_nothing(store, tmp_path):
    store.autosave(rec(["take 1"]))
    before = {p.name: p.read_bytes() for p in store.folder.iterdir()}
    bad = tmp_path / "mine.json"
    bad.write_text(rec(["take 1", "take 9"]).to_json())
    with pytest.raises(RecordError) as info:
        store.import_file(bad)
    assert "action 2 ('take 9')" in str(info.value)
    bad.write_bytes(b"\x89PNG\r\n")
    with pytest.raises(RecordError, match="not a text file"):
        store.import_file(bad)
    with pytest.raises(RecordError, match="cannot read"):
        store.import_file(tmp_path / "nope.json")
    assert bad.read_bytes() == b"\x89PNG\r\n"
    assert {p.name: p.read_bytes() for p in store.folder.iterdir()} == before
    good = _write(tmp_path / "good.json", rec(["take 2"]))
    record, state, _ = store.import_file(good)
    assert record.actions == ["take 2"] and state.taken == [2, 0]


def test_clear_current(store):
    store.autosave(rec(["take 1"]))
    store.autosave(rec(["take 1", "take 1"]))
    store.clear_current()
    assert store.load_current().record is None
    assert not store.current_path.exists() and not store.previous_path.exists()


def test_file_stamp():
    assert file_stamp("2026-01-02T03:04:05+00:00") == "20260102T030405Z"
    assert file_stamp("2026-01-02T03:04:05+02:00") == "20260102T010405Z"
    assert len(file_stamp()) == 16 and file_stamp().endswith("Z")


def test_no_pygame_import():
    import subprocess
    import sys

    code = ("import sys; import app.persist.record, app.persist.saves, app.persist.stats,"
            " app.persist.settings; assert 'pygame' not in sys.modules, 'pygame imported'")
    root = Path(saves_mod.__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True,
                         text=True)
    assert out.returncode == 0, out.stderr


def test_stale_temp_files_of_a_crashed_autosave_are_removed(store):
    store.autosave(rec(["take 1"]))
    stale = store.folder / "current.json.abc123.tmp"
    fresh = store.folder / "current.json.def456.tmp"
    stale.write_text('{"half": ')
    fresh.write_text('{"half": ')
    old = stale.stat().st_mtime - 3600
    os.utime(stale, (old, old))
    got = store.load_current()
    assert got.record.actions == ["take 1"] and got.message is None
    assert not stale.exists() and fresh.exists()  # a fresh one may belong to a live write


def test_huge_file_refused_unread(tmp_path, store, monkeypatch):
    monkeypatch.setattr(saves_mod, "MAX_RECORD_BYTES", 100)
    big = tmp_path / "big.json"
    big.write_text(rec(["take 1"] * 3).to_json())
    with pytest.raises(RecordError, match="too large"):
        store.import_file(big)


def test_finished_game_in_current_that_cannot_be_filed_gives_message(store, monkeypatch):
    actions = play_to_end()
    r = rec(actions)
    _, state, _ = store.import_file(_write(store.folder / "x.json", r))
    r.finish(state.result())
    store.autosave(r)

    def refuse_disk(*a, **k):
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(saves_mod, "atomic_write_text", refuse_disk)
    got = store.load_current()
    assert got.record is None and "could not be filed" in got.message
    assert store.current_path.exists()  # nothing lost


def test_game_over_but_not_yet_finished_resumes_as_terminal(store):
    # A crash right after the last move: the autosave holds every move, not marked finished.
    actions = play_to_end()
    store.autosave(rec(actions))
    got = store.load_current()
    assert got.message is None and got.record.finished is False
    assert got.state.is_terminal()


def test_previous_copy_without_hard_links(store, monkeypatch):
    # Filesystems without hard links (FAT, some network drives): the copy is written instead.
    def no_link(src, dst):
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_link)
    store.autosave(rec(["take 1"]))
    store.autosave(rec(["take 1", "take 2"]))
    assert GameRecord.from_json(store.previous_path.read_text()).actions == ["take 1"]
    assert names(store.folder) == {"current.json", "current.prev.json"}
    store.autosave(rec(["take 1", "take 2", "take 1"]))
    assert GameRecord.from_json(store.previous_path.read_text()).actions == ["take 1", "take 2"]


def test_a_closed_round_note_is_remembered_for_that_record_only(store):
    """current.note-seen.json: the game begun at ``created`` with N actions had its round
    note closed (so Resume does not reopen it).  Another game, another length, a damaged
    or missing file: not seen.  Abandoning the game forgets it."""
    r = rec(["a", "b", "c"])
    store.autosave(r)
    assert not store.note_seen(r)                               # no file yet
    store.mark_note_seen(r.created, 3)
    assert store.note_seen(r)
    assert not store.note_seen(rec(["a", "b", "c", "d"], created=r.created))
    assert not store.note_seen(rec(["a", "b", "c"], created="2020-01-01T00:00:00+00:00"))
    (store.folder / saves_mod.NOTE_SEEN).write_text('{"created": ', encoding="utf-8")
    assert not store.note_seen(r)                               # damaged: shown again
    store.mark_note_seen(r.created, 3)
    store.clear_current()
    assert not (store.folder / saves_mod.NOTE_SEEN).exists() and not store.note_seen(r)


def test_a_held_placement_is_kept_for_that_record_only(store):
    """current.held.json: the placement held for Confirm in the game begun at ``created``
    with N actions.  Another length, another game, a damaged file: none.  None removes it,
    and so does abandoning the game."""
    r = rec(["a", "b"])
    store.autosave(r)
    assert store.held_text(r) is None
    store.mark_held(r.created, 2, "plant 14 2 1")
    assert store.held_text(r) == "plant 14 2 1"
    assert store.held_text(rec(["a", "b", "c"], created=r.created)) is None
    assert store.held_text(rec(["a", "b"], created="2020-01-01T00:00:00+00:00")) is None
    store.mark_held(r.created, 2, None)
    assert not (store.folder / saves_mod.HELD).exists() and store.held_text(r) is None
    store.mark_held(r.created, 2, None)                          # nothing to remove: fine
    (store.folder / saves_mod.HELD).write_text('{"created": 3', encoding="utf-8")
    assert store.held_text(r) is None
    store.mark_held(r.created, 2, "rose 1 0")
    store.clear_current()
    assert not (store.folder / saves_mod.HELD).exists()
