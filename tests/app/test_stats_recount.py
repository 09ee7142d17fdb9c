"""A damaged statistics file is counted again from the finished games (session 24's tester
filled stats.sqlite3 with random bytes and found "No finished games yet" beside a Replays
list of his games; the notice was also cut short at 130 characters)."""
import pygame

from app.persist.recount import open_stats, recount
from app.persist.saves import SaveStore
from app.persist.stats import StatsDB
from app.profile import Profile
from app.scenes.stats import MESSAGE_BOX, StatsScene
from tests.app.quickgames import play_quick


def finished_games(folder):
    """Three games played through the profile: two solo Gardens and an Intrigue game (one
    person each: counted), and one with two people (never counted)."""
    profile = Profile(folder)
    play_quick("garden", ["human"], 5, profile=profile)
    play_quick("garden", ["human"], 6, profile=profile)
    play_quick("intrigue", ["human", "random"], 7, profile=profile)
    play_quick("intrigue", ["human", "human"], 8, profile=profile)
    return profile


def rows(folder):
    with StatsDB(folder / "stats.sqlite3") as db:
        return sorted((r.game, r.level, r.games) for r in db.by_level())


def test_damaged_statistics_are_counted_again_from_the_finished_games(tmp_path):
    finished_games(tmp_path)
    before = rows(tmp_path)
    assert before == [("garden", "solo", 2), ("intrigue", "random", 1)]
    (tmp_path / "stats.sqlite3").write_bytes(bytes(range(256)) * 40)
    with open_stats(tmp_path) as db:
        assert db.set_aside is not None and db.set_aside.exists()
        assert db.message == (f"The statistics file was damaged, so it was kept as"
                              f" {db.set_aside.name} and the statistics were counted again"
                              f" from your 3 finished games.")
    assert rows(tmp_path) == before
    with open_stats(tmp_path) as db:                     # a good file: left as it is
        assert db.message is None and db.set_aside is None
    assert rows(tmp_path) == before


def test_recount_skips_unusable_files_and_counts_once(tmp_path):
    finished_games(tmp_path)
    store = SaveStore(tmp_path)
    (store.finished_dir / "zz-broken.json").write_text("{not json")
    with StatsDB(tmp_path / "stats.sqlite3") as db:
        assert recount(db, store) == (0, 1)              # all three already counted
    (tmp_path / "stats.sqlite3").write_bytes(b"garbage" * 500)
    with open_stats(tmp_path) as db:
        assert "from your 3 finished games (1 file in finished/ could not be used)." \
            in db.message


def test_the_statistics_screen_shows_the_whole_notice(ctx, tmp_path):
    finished_games(tmp_path)
    (tmp_path / "stats.sqlite3").write_bytes(b"garbage" * 500)
    ctx.profile = Profile(tmp_path)
    scene = StatsScene(ctx)
    assert scene.message.startswith("The statistics file was damaged")
    assert len(scene.message) > 130
    drawn = []
    orig = ctx.text.blit

    def spy(surface, text, pos, *a, **k):
        drawn.append((text, pos))
        return orig(surface, text, pos, *a, **k)

    ctx.text.blit = spy
    scene.draw(pygame.Surface((1280, 720)))
    notice = [(t, p) for t, p in drawn if MESSAGE_BOX.collidepoint(p)]
    assert " ".join(t for t, _ in notice) == scene.message
    assert scene.summary.levels                           # and the figures are back


def test_closing_the_last_note_of_a_finished_game_leaves_no_mark(tmp_path):
    # session 24's check found current.note-seen.json left after both games had finished
    from app.persist.saves import NOTE_SEEN

    profile = Profile(tmp_path)
    _, session = play_quick("garden", ["human"], 5, profile=profile, stop_at=10)
    profile.note_closed(session)                          # mid-game: remembered
    assert (tmp_path / NOTE_SEEN).exists()
    while not session.state.is_terminal():
        session.apply_text(session.legal_texts()[0])
    assert not (tmp_path / NOTE_SEEN).exists()            # filed: cleared
    profile.note_closed(session)                          # the last note, closed after
    assert not (tmp_path / NOTE_SEEN).exists()
