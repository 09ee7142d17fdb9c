"""Title menu, setup screen, rules page and window scaling (headless)."""
import re

import pygame

from app.scenes.intrigue_table import IntrigueTable
from app.scenes.menu import TitleMenu
from app.scenes.rules_page import RulesPage
from app.scenes.setup import SetupScene
from app.window import Viewport
from tests.app.helpers import button, click


def test_menu_lists_five_games_with_unbuilt_ones_greyed(ctx):
    from rules.registry import CATALOGUE

    menu = ctx.stack.push(TitleMenu(ctx))
    assert [e.name for e, *_ in menu.rows] == [e.name for e in CATALOGUE]
    assert len(menu.rows) == 5
    playable = {e.name for e, ok, *_ in menu.rows if ok}
    greyed = [e.name for e, ok, *_ in menu.rows if not ok]
    assert "intrigue" in playable
    for name in greyed:                                   # greyed games have no button
        assert not any(b.tag.endswith(":" + name) for b in menu.buttons)
    from app.scenes.tables import TABLE_GAMES

    assert playable == set(TABLE_GAMES)             # an engine without a table stays greyed
    assert len(greyed) == 5 - len(TABLE_GAMES)      # today: four greyed, Intrigue playable
    menu.draw(pygame.Surface((1280, 720)))


def test_rules_page_opens_from_menu(ctx):
    menu = ctx.stack.push(TitleMenu(ctx))
    click(menu, button(menu.buttons, "rules:intrigue").rect.center)
    page = ctx.stack.top
    assert isinstance(page, RulesPage) and page.max_scroll > 0
    assert any("challenge" in text.lower() for text, *_ in page.lines)
    page.draw(pygame.Surface((1280, 720)))


def test_setup_screen_builds_the_table(ctx):
    menu = ctx.stack.push(TitleMenu(ctx))
    click(menu, button(menu.buttons, "play:intrigue").rect.center)
    setup = ctx.stack.top
    assert isinstance(setup, SetupScene)
    click(setup, button(setup.buttons, "count-").rect.center)
    assert len(setup.seats) == 3
    click(setup, button(setup.buttons, "seat:1").rect.center)
    assert setup.seats[1] == "search"
    click(setup, setup._seed_rect.center)
    for key, ch in ((pygame.K_BACKSPACE, ""),) * 9 + ((pygame.K_4, "4"), (pygame.K_2, "2")):
        setup.handle(pygame.event.Event(pygame.KEYDOWN, key=key, unicode=ch, mod=0))
    assert setup.seed_text == "42"
    click(setup, button(setup.buttons, "option:match").rect.center)
    assert setup.options["match"] == "on"
    setup.draw(pygame.Surface((1280, 720)))
    click(setup, button(setup.buttons, "start").rect.center)
    t = ctx.stack.top
    assert isinstance(t, IntrigueTable)
    assert t.session.setup.seed == 42 and t.session.setup.seats[1] == "search"
    assert t.session.options["match"] == "on"


def test_setup_player_count_stays_in_range(ctx):
    s = SetupScene(ctx, "intrigue")
    s.set_count(1)
    assert len(s.seats) == 2
    s.set_count(99)
    assert len(s.seats) == 8


def test_viewport_maps_window_pixels_to_logical():
    v = Viewport((2560, 1440))
    assert v.scale == 2.0 and v.to_logical((1280, 720)) == (640, 360)
    v = Viewport((1280, 1000))                            # letterboxed vertically
    assert v.offset == (0, 140) and v.to_logical((0, 140)) == (0, 0)
    ev = v.map_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 500), button=1))
    assert ev.pos == (640, 360)


def test_setup_ai_pace_button_cycles(ctx):
    s = SetupScene(ctx, "intrigue")
    ctx.settings.ai_pace = 0.6
    click(s, button(s.buttons, "pace").rect.center)
    assert ctx.settings.ai_pace == 0.8
    for _ in range(3):
        click(s, button(s.buttons, "pace").rect.center)
    assert ctx.settings.ai_pace == 0.2


def test_a_failing_scene_returns_to_the_menu_with_a_notice(ctx):
    from app.scenes.base import Scene
    from app.window import _guarded

    class Broken(Scene):
        def handle(self, event):
            raise RuntimeError("boom")

    ctx.stack.push(TitleMenu(ctx))
    ctx.stack.push(Broken(ctx))
    _guarded(ctx, ctx.stack.handle, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
    assert isinstance(ctx.stack.top, TitleMenu) and "boom" in ctx.stack.top.notice


def test_setup_greys_out_an_option_the_player_count_forbids(ctx):
    # Romancing Eudora is solo only (G-9): with two players its button cannot be used,
    # and switching to two players turns it off instead of letting Start refuse
    s = SetupScene(ctx, "garden")
    s.set_count(1)
    assert button(s.buttons, "option:roses").enabled
    click(s, button(s.buttons, "option:roses").rect.center)
    assert s.options["roses"] == "on"
    s.set_count(2)
    assert s.options["roses"] == "off"
    assert not button(s.buttons, "option:roses").enabled
    click(s, button(s.buttons, "option:roses").rect.center)
    assert s.options["roses"] == "off"
    assert button(s.buttons, "option:grasshoppers").enabled    # allowed with two players


def _saved_intrigue(tmp_path, created="2026-01-02T03:04:05Z"):
    """A profile folder holding an autosaved 3-seat Intrigue game of two moves."""
    from app.persist.record import GameRecord
    from app.persist.saves import SaveStore
    from rules.intrigue import GAME

    st = GAME.new_state(3, {"start": "0"}, 3)
    rec = GameRecord("intrigue", ["human", "heuristic", "heuristic"], 3, {"start": "0"},
                     created=created)
    store = SaveStore(tmp_path)
    for _ in range(2):
        a = st.legal_actions()[0]
        st.apply(a)
        rec.add(a)
        store.autosave(rec)
    return store


def _damaged_profile(ctx, tmp_path):
    """A profile whose autosave is truncated to 200 bytes (the save before it is good)."""
    from app.profile import Profile

    store = _saved_intrigue(tmp_path)
    store.current_path.write_text(store.current_path.read_text()[:200])     # truncated
    ctx.profile = Profile(tmp_path)
    return store


def _dialog_words(ctx, dlg):
    """The sentence lines the dialog draws (its title and button label left out)."""
    from tests.app.helpers import drawn_words

    skip = {dlg.title} | {b.label for b in dlg.buttons}
    return [(w, r, size) for w, r, size in drawn_words(ctx, dlg) if w not in skip]


def test_a_damaged_autosave_is_explained_whole_in_a_dialog_once(ctx, tmp_path):
    from app.ui.dialog import ConfirmDialog

    _damaged_profile(ctx, tmp_path)
    menu = ctx.stack.push(TitleMenu(ctx))
    assert button(menu.buttons, "resume").label.endswith("(1 move)")        # the copy before
    menu.update(0.0)
    dlg = ctx.stack.top
    assert isinstance(dlg, ConfirmDialog)
    # a player's sentence first, then the kept file, what Resume does, the detail last
    assert dlg.sentence.startswith("The autosave could not be read: it is damaged"
                                   " (not valid JSON).")
    assert "current.damaged-" in dlg.sentence and "Resume goes on" in dlg.sentence
    assert dlg.sentence.index("current.damaged-") < dlg.sentence.index("Resume goes on")
    assert re.search(r"from there\. \(Detail: line \d+, column \d+\.\)$", dlg.sentence)
    assert "expecting" not in dlg.sentence and "truncated?" not in dlg.sentence
    size, lines, step = ctx.text.fit(dlg.sentence, dlg.rect.w - 60, 100, range(20, 13, -1))
    assert (len(lines) - 1) * step + ctx.text.font(size).get_height() <= 100  # all of it
    drawn = _dialog_words(ctx, dlg)                      # the whole sentence is drawn, inside
    assert " ".join(w for w, *_ in drawn).split() == dlg.sentence.split()
    assert all(dlg.rect.contains(r) for _, r, _ in drawn)
    click(dlg, button(dlg.buttons, "ok").rect.center)
    assert ctx.stack.top is menu
    menu.update(0.0)
    assert ctx.stack.top is menu                                            # not again
    menu.draw(pygame.Surface((1280, 720)))


def test_both_saves_damaged_is_said_whole_with_no_game_to_resume(ctx, tmp_path):
    from app.profile import Profile
    from app.ui.dialog import ConfirmDialog

    store = _saved_intrigue(tmp_path)
    store.current_path.write_text(store.current_path.read_text()[:200])
    store.previous_path.write_text('{"x": 1}')
    ctx.profile = Profile(tmp_path)
    menu = ctx.stack.push(TitleMenu(ctx))
    assert not any(b.tag == "resume" for b in menu.buttons)
    menu.update(0.0)
    dlg = ctx.stack.top
    assert isinstance(dlg, ConfirmDialog)
    assert "The save before it could not be read: it is not a valid saved game." in dlg.sentence
    assert "There is no game to resume. (Details: autosave, line" in dlg.sentence
    size, lines, step = ctx.text.fit(dlg.sentence, dlg.rect.w - 60, 100, range(20, 13, -1))
    assert (len(lines) - 1) * step + ctx.text.font(size).get_height() <= 100  # all of it
    drawn = _dialog_words(ctx, dlg)
    assert " ".join(w for w, *_ in drawn).split() == dlg.sentence.split()
    assert all(dlg.rect.contains(r) for _, r, _ in drawn)


def test_the_damaged_autosave_note_is_not_said_again_after_a_game(ctx, tmp_path):
    # tester report D3: OK, Resume, back to the menu -> the note came back every time
    from app.ui.dialog import ConfirmDialog

    _damaged_profile(ctx, tmp_path)
    menu = ctx.stack.push(TitleMenu(ctx))
    menu.update(0.0)
    assert isinstance(ctx.stack.top, ConfirmDialog)
    click(ctx.stack.top, button(ctx.stack.top.buttons, "ok").rect.center)
    for _ in range(2):                                   # two games, back to the menu each time
        click(menu, button(menu.buttons, "resume").rect.center)
        table = ctx.stack.top
        assert isinstance(table, IntrigueTable)
        table.to_menu()                                  # a new menu, as after Escape / Quit
        menu = ctx.stack.top
        assert isinstance(menu, TitleMenu) and menu.resume_record is not None
        for _ in range(3):
            menu.update(0.0)
        assert ctx.stack.top is menu and not menu.notice    # no second dialog
    # a new sentence for the person (a save that failed) is still said, once
    ctx.profile.messages += ["Saving failed: disk full"] * 2
    menu.update(0.0)
    assert isinstance(ctx.stack.top, ConfirmDialog)
    assert ctx.stack.top.sentence == "Saving failed: disk full"
    click(ctx.stack.top, button(ctx.stack.top.buttons, "ok").rect.center)
    menu.update(0.0)
    assert ctx.stack.top is menu


def test_the_menu_footer_keeps_its_line_once_the_dialog_has_spoken(ctx, tmp_path):
    # tester report D4: the note, cut with "...", replaced the footer for the whole run
    from app.scenes.menu import FOOTER
    from tests.app.helpers import drawn_words

    _damaged_profile(ctx, tmp_path)
    menu = ctx.stack.push(TitleMenu(ctx))
    menu.update(0.0)
    click(ctx.stack.top, button(ctx.stack.top.buttons, "ok").rect.center)
    footer = [(w, r) for w, r, _ in drawn_words(ctx, menu) if r.top >= 696]
    assert [w for w, _ in footer] == [FOOTER]
    rect = footer[0][1]
    assert 40 <= rect.left and rect.right <= 1240 and rect.bottom <= 720   # fits its width
    assert not any("…" in w or "autosave" in w for w, *_ in drawn_words(ctx, menu))


def test_resuming_keeps_when_the_game_began(ctx, tmp_path):
    from app.persist.record import GameRecord
    from app.profile import Profile

    store = _saved_intrigue(tmp_path)
    ctx.profile = Profile(tmp_path)
    menu = ctx.stack.push(TitleMenu(ctx))
    click(menu, button(menu.buttons, "resume").rect.center)
    table = ctx.stack.top
    assert isinstance(table, IntrigueTable) and len(table.session.record) == 2
    ctx.profile.saved(table.session)
    saved = GameRecord.from_json(store.current_path.read_text())
    assert saved.created == "2026-01-02T03:04:05Z"


def test_bottom_row_is_centred_without_a_game_to_resume(ctx, tmp_path):
    from app.profile import Profile

    ctx.profile = Profile(tmp_path)                                    # nothing saved
    menu = ctx.stack.push(TitleMenu(ctx))
    row = [button(menu.buttons, t).rect for t in ("replays", "stats", "settings", "quit")]
    assert abs((row[0].left + row[-1].right) / 2 - 640) <= 1
    assert all(a.right + 10 == b.left for a, b in zip(row, row[1:]))
    _saved_intrigue(tmp_path)
    menu.on_enter()                                                    # now one is saved
    resume = button(menu.buttons, "resume").rect
    # session 23: the row keeps its places (a click meant for Statistics resumed the
    # game), Resume is centred above the games, clear of the subtitle and the first row
    assert [button(menu.buttons, t).rect for t in ("replays", "stats", "settings",
                                                   "quit")] == row
    assert resume.centerx == 640 and 122 <= resume.top and resume.bottom <= 194
