"""Undo in the Garden (issue 4 item 7): a planting (or a Grasshopper or Rose placement) is
held on the table for Confirm/Undo before the engine sees it, because the engine reveals
Neighbour tokens and draws the next cards inside the planting itself (RULINGS C-2: undo
never gives a new random outcome, so it must come before anything is revealed)."""
import pygame

from app.cli import Setup
from app.garden_draw import CAPTION_H
from app.garden_grid import PlotGrid
from app.profile import Profile
from app.scenes.garden_table import GardenTable, Provisional
from app.session import TableSession
from tests.app.helpers import button, click, drag


def table(ctx, seed=4, **options):
    from app.scenes.menu import TitleMenu

    ctx.settings.anim_speed = 0
    ctx.stack.push(TitleMenu(ctx))
    t = GardenTable(ctx, Setup("garden", ["human"], seed, dict(options)))
    ctx.stack.push(t)
    return t


def key(ctx, k, mod=0):
    ctx.stack.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def test_a_drop_is_held_and_changes_nothing_in_the_engine(ctx):
    t = table(ctx)
    before = t.session.state.view(0)
    card = before.offer[2]                                         # right: gains a Bee (G-4)
    drag(ctx.stack, t.offer_rect("right").center, t.slot_center((0, 0)))
    assert t.provisional == Provisional(f"plant {card} 0 0", "plant", (0, 0), card, "right")
    assert t.session.record == [] and t.session.state.view(0) == before   # nothing revealed
    assert t.view().garden(0) == {} and t.shown_garden(0, t.view()) == {(0, 0): card}
    assert ("offer", "left") not in [k for k, _ in t._items()]     # no new gesture meanwhile
    assert t._pending_bees(t.view()) == {"beehive": -1, "supply.0": 1}
    assert {b.tag for b in t.prompt_buttons} == {"confirm", "undo"}
    t.draw(pygame.Surface((1280, 720)))                            # draws as a planted card
    assert t.held_note(t.view()) == "gains 1 Bee · pending"


def test_undo_puts_the_card_back_and_confirm_applies_exactly_the_action(ctx):
    t = table(ctx)
    before = t.session.state.view(0)
    card = before.offer[0]
    drag(ctx.stack, t.offer_rect("left").center, t.slot_center((0, 0)))
    click(ctx.stack, button(t.prompt_buttons, "undo").rect.center)
    assert t.provisional is None and t.session.record == []
    assert t.session.state.view(0) == before
    assert ("offer", "left") in [k for k, _ in t._items()]        # back in its offer place
    assert t.message.startswith("Undone") and not t.message_error
    drag(ctx.stack, t.offer_rect("left").center, t.slot_center((0, 0)))
    key(ctx, pygame.K_z, pygame.KMOD_LCTRL)                        # Ctrl+Z does the same
    assert t.provisional is None and t.session.state.view(0) == before
    drag(ctx.stack, t.offer_rect("left").center, t.slot_center((0, 0)))
    key(ctx, pygame.K_RETURN)                                      # Enter confirms
    assert t.provisional is None and t.session.record == [f"plant {card} 0 0"]
    same = TableSession(Setup("garden", ["human"], 4, {}))
    same.apply_text(f"plant {card} 0 0")
    assert t.session.state.view(0) == same.state.view(0)           # the same cards come


def test_with_the_setting_off_a_drop_applies_at_once(ctx, tmp_path):
    ctx.settings.confirm_plantings = False                         # no profile: live setting
    t = table(ctx)
    card = t.view().offer[1]
    drag(ctx.stack, t.offer_rect("centre").center, t.slot_center((0, 0)))
    assert t.provisional is None and t.session.record == [f"plant {card} 0 0"]
    ctx.profile = Profile(tmp_path)                                # the profile's setting wins
    assert t.confirm_plantings() is True
    drag(ctx.stack, t.offer_rect("centre").center, t.slot_center((1, 0)))
    assert t.provisional is not None and len(t.session.record) == 1


def test_the_setting_is_chosen_on_the_settings_screen_and_kept(ctx, tmp_path):
    from app.scenes.settings import SettingsScene

    ctx.profile = Profile(tmp_path)
    assert ctx.profile.settings.confirm_plantings is True          # default on
    scene = SettingsScene(ctx)
    ctx.stack.push(scene)
    click(scene, button(scene.buttons, "confirm:off").rect.center)
    assert Profile(tmp_path).settings.confirm_plantings is False
    scene.draw(pygame.Surface((1280, 720)))
    ctx.stack.pop()
    t = table(ctx)
    drag(ctx.stack, t.offer_rect("centre").center, t.slot_center((0, 0)))
    assert t.provisional is None and len(t.session.record) == 1


def test_a_grasshopper_placement_is_held_too(ctx):
    t = table(ctx, seed=14, grasshoppers="on")
    s = t.session
    for _ in range(60):                                            # plant until one turns up
        if s.state.phase == "grasshopper":
            break
        text = s.legal_texts()[0]
        t.propose(text)
        t.confirm_placement()
        t.close_banner()
        while ctx.stack.top is not t:
            ctx.stack.pop()
    assert s.state.phase == "grasshopper"
    before, n = s.state.view(0), len(s.record)
    text = s.legal_texts()[0]
    col, row = (int(x) for x in text.split()[1:])
    drag(ctx.stack, t.hopper_rect().center, t.slot_center((col, row)))
    assert t.provisional.text == text and len(s.record) == n and s.state.view(0) == before
    assert (col, row) in t.shown_hoppers(0, t.view())
    t.draw(pygame.Surface((1280, 720)))
    assert t.undo_placement() and s.state.view(0) == before
    assert t.propose(text) and t.confirm_placement() and s.record[-1] == text


def test_state_dump_into_a_folder_not_made_yet(tmp_path):
    """CABBAGE_TABLE_STATE_DUMP may name a file in a folder that does not exist yet (the
    data folder is made later): the session makes the folder instead of crashing."""
    import json
    dump = tmp_path / "not" / "made" / "dump.json"
    s = TableSession(Setup("garden", ["human"], 4, {}), str(dump))
    first = json.loads(dump.read_text(encoding="utf-8"))
    assert first["actions"] == [] and first["game"] == "garden"
    s.apply_text(s.legal_texts()[0])
    assert json.loads(dump.read_text(encoding="utf-8"))["actions"] == s.record


def test_the_pending_note_covers_no_other_card(ctx):
    """The tester: "costs 1 Bee · pending" under a held card hid the top and the badge of
    the card in the slot below.  It now goes below, else above, else over the held card's
    own lower edge."""
    t = table(ctx)
    for slot in ((0, 0), (0, 1)):                        # plant two cards, one column
        drag(ctx.stack, t.offer_rect("centre").center, t.slot_center(slot))
        assert t.provisional is not None and t.provisional.slot == slot
        click(t, button(t.prompt_buttons, "confirm").rect.center)
        t.update(5.0)
    drag(ctx.stack, t.offer_rect("centre").center, t.slot_center((0, -1)))  # above them
    held = t.provisional
    assert held is not None and held.slot == (0, -1)
    v = t.view()
    g = t.grid(0, v)
    size = ctx.text.font(12, True).size(t.held_note(v))
    note = t.held_note_box(pygame.Rect((0, 0), size).inflate(10, 4), g.card_rect((0, -1)), g,
                           list(t.shown_garden(0, v)), held)          # as _draw_held does
    t.draw(pygame.Surface((1280, 720)))
    assert note.bottom <= g.card_rect((0, -1)).top       # above: a card lies below
    for slot in ((0, 0), (0, 1)):
        assert not note.colliderect(g.card_rect(slot)), slot


def test_the_pending_note_of_a_top_row_card_leaves_the_caption_alone(ctx):
    """A full garden of three rows with a Grasshopper left below it (G-8) fills its panel:
    a card held in the top row, a card under it, had its note put above it, over the
    caption "12 in the garden · 6 of 6 columns…".  It now sits on the held card's edge."""
    t = table(ctx)
    z = t.layout["plot.0"]
    garden = {(c, r): 10 + c + 6 * (r + 1) for c in range(6) for r in (0, 1)}
    garden[(0, -1)] = 40                                      # held, top row
    g = PlotGrid.build(z.rect, garden, False, z.prop("card_w"), z.prop("card_h"),
                       z.prop("gap"), extra=((2, 2),))
    held = Provisional("plant 40 0 -1", "plant", (0, -1), 40, "centre")
    box = pygame.Rect(0, 0, 150, 19)
    r = g.card_rect((0, -1))
    assert r.top - 3 - box.h < z.rect.y + CAPTION_H     # above it would cover the caption
    note = t.held_note_box(box, r, g, list(garden), held)
    assert note.top >= z.rect.y + CAPTION_H
    for slot in garden:
        if slot != (0, -1):
            assert not note.colliderect(g.card_rect(slot)), slot


def test_the_prompt_names_the_held_cost_without_brackets_in_brackets(ctx):
    # a tester read "not planted yet (free (Ferwig-Radishers))"
    from tests.app.helpers import garden_random_actions

    t = table(ctx)
    card = t.view().offer[2]
    assert t.propose(f"plant {card} 0 0")
    assert t.prompt_sentence_now(t.view()).startswith(
        f"The {t.card_name(card)} lies in its slot but is not planted yet: gains 1 Bee.")
    options = {"neighbours": "random"}
    seed = next(s for s in range(200) if garden_random_actions(
        1, s, options, lambda st: st.free_turn)[1].free_turn)
    acts, _ = garden_random_actions(1, seed, options, lambda st: st.free_turn)
    ctx.stack.scenes.clear()
    t = GardenTable(ctx, Setup("garden", ["human"], seed, options), tuple(acts))
    ctx.stack.push(t)
    t.close_banner()
    v = t.view()
    assert v.free_turn
    text = next(x for x in t.session.legal_texts() if x.startswith("plant"))
    assert t.propose(text)
    sentence = t.prompt_sentence_now(t.view())
    assert "not planted yet: free (Ferwig-Radishers)." in sentence and "))" not in sentence


def test_a_held_grasshopper_before_another_says_what_cannot_be_undone(ctx):
    # a tester read "then you place the next Grasshopper, which cannot be undone"
    from tests.app.helpers import garden_random_actions

    options = {"grasshoppers": "on"}
    stop = lambda st: st.phase == "grasshopper" and st.pending_hoppers > 1  # noqa: E731
    seed = next(s for s in range(300) if stop(garden_random_actions(1, s, options, stop)[1]))
    acts, _ = garden_random_actions(1, seed, options, stop)
    t = GardenTable(ctx, Setup("garden", ["human"], seed, options), tuple(acts))
    ctx.stack.push(t)
    t.close_banner()
    assert t.propose(t.session.legal_texts()[0])
    sentence = t.prompt_sentence_now(t.view())
    assert ("then you place the next Grasshopper; a Grasshopper confirmed cannot be moved."
            in sentence) and "which cannot be undone" not in sentence
    lines, _ = t.prompt_lines(t.view())
    assert " ".join(lines) == sentence and len(lines) <= 3, lines     # all of it is drawn


def test_a_card_held_when_the_app_closes_is_held_again_on_resume(ctx, tmp_path):
    """Session 20's tester: a planting held for Confirm when the app closed was gone on
    Resume, without a word.  The profile keeps it (``current.held.json``) until Confirm or
    Undo; Resume holds it again, still unapplied (C-2: nothing revealed or drawn)."""
    from app.persist import saves as saves_mod
    from app.scenes.menu import resume_game

    def resume():
        ctx.stack.scenes.clear()                      # the app is gone; a new run
        ctx.profile = Profile(tmp_path)
        rec = ctx.profile.resumable()
        assert rec is not None and resume_game(ctx, rec) == ""
        return ctx.stack.top

    ctx.profile = Profile(tmp_path)
    t = table(ctx)
    first = next(x for x in t.session.legal_texts() if x.startswith("plant"))
    assert t.submit(first)                            # autosaved: a game to resume
    card = t.view().offer[1]
    drag(ctx.stack, t.offer_rect("centre").center, t.slot_center((3, 1)))
    held = t.provisional
    assert held is not None and held.card == card
    assert (tmp_path / saves_mod.HELD).exists()
    before = t.session.state.view(0)
    again = resume()
    assert isinstance(again, GardenTable) and again is not t
    assert again.provisional == held                  # same card, same slot, same cost
    assert again.session.record == [first] and again.session.state.view(0) == before
    assert again.message.startswith(f"The {again.card_name(card)} you held")
    assert {b.tag for b in again.prompt_buttons} == {"confirm", "undo"}
    key(ctx, pygame.K_z, pygame.KMOD_LCTRL)           # Undo forgets it on disk too
    assert again.provisional is None and not (tmp_path / saves_mod.HELD).exists()
    assert resume().provisional is None
    third = ctx.stack.top
    drag(ctx.stack, third.offer_rect("centre").center, third.slot_center((3, 1)))
    key(ctx, pygame.K_RETURN)                         # Confirm applies it and forgets it
    assert third.session.record == [first, held.text]
    assert not (tmp_path / saves_mod.HELD).exists()
    assert resume().provisional is None


def test_a_stale_or_illegal_held_file_holds_nothing(ctx, tmp_path):
    """A held file from another point of the game, or naming a move not legal now (edited
    by hand), holds nothing on Resume; the game itself resumes as saved."""
    from app.persist import saves as saves_mod
    from app.scenes.menu import resume_game

    ctx.profile = Profile(tmp_path)
    t = table(ctx)
    first = next(x for x in t.session.legal_texts() if x.startswith("plant"))
    assert t.submit(first)
    rec = ctx.profile.record_for(t.session)
    store = ctx.profile.store
    for actions, text in ((0, t.session.legal_texts()[0]), (1, "plant 99 0 0"),
                          (1, "pass left")):
        store.mark_held(rec.created, actions, text)
        ctx.stack.scenes.clear()
        ctx.profile = Profile(tmp_path)
        saved = ctx.profile.resumable()
        assert resume_game(ctx, saved) == ""
        again = ctx.stack.top
        assert again.provisional is None and again.session.record == [first]
    (tmp_path / saves_mod.HELD).write_text('{"created": ', encoding="utf-8")
    assert ctx.profile.held_placement(saved) is None


def test_a_new_pick_or_drag_clears_the_undone_notice(ctx):
    """A tester undid a planting, then clicked an offer card: "... is picked up — now
    click a lit place" came up, and "Undone: the card is back in the offer" stayed under
    it.  A new pick, or a new drag, ends the old notice."""
    t = table(ctx)
    drag(ctx.stack, t.offer_rect("centre").center, t.slot_center((0, 0)))
    key(ctx, pygame.K_z, pygame.KMOD_LCTRL)
    assert t.message.startswith("Undone")
    click(ctx.stack, t.offer_rect("centre").center)                # picked up by a click
    assert t.selected == ("offer", "centre") and t.message == ""
    click(ctx.stack, t.offer_rect("centre").center)                # put down again
    drag(ctx.stack, t.offer_rect("centre").center, t.slot_center((0, 0)))
    key(ctx, pygame.K_z, pygame.KMOD_LCTRL)
    assert t.message.startswith("Undone")
    drag(ctx.stack, t.offer_rect("centre").center, (640, 300), release=False)
    assert t.drag is not None and t.message == ""


def test_a_first_card_held_when_the_app_closes_can_be_resumed(ctx, tmp_path):
    """Session 22's check: a card held as the game's very first move, then the app
    killed: no Resume was offered (nothing is autosaved before the first move), though
    the held card was kept.  Holding it now saves the game too."""
    from app.scenes.menu import resume_game

    ctx.profile = Profile(tmp_path)
    t = table(ctx)
    drag(ctx.stack, t.offer_rect("centre").center, t.slot_center((0, 0)))
    held = t.provisional
    assert held is not None and t.session.record == []
    ctx.stack.scenes.clear()
    ctx.profile = Profile(tmp_path)
    rec = ctx.profile.resumable()
    assert rec is not None and rec.actions == [] and resume_game(ctx, rec) == ""
    again = ctx.stack.top
    assert isinstance(again, GardenTable) and again.provisional == held


def test_a_card_dropped_back_where_it_was_picked_up_is_a_quiet_cancel(ctx):
    """Session 22's check: dropping an offer card back on its own place said "Drop it on
    a slot of your garden" in red.  It springs home without a word and nothing is held."""
    t = table(ctx)
    start = t.offer_rect("left").center
    drag(ctx.stack, start, (start[0] + 5, start[1] + 40))       # a short drag, still home
    assert t.message == "" and t.provisional is None and t.session.record == []
    drag(ctx.stack, start, (640, 160))                           # off the garden: told
    # (640, 160) is in the garden's panel, past the drawn slots: the plot's reason (G-2;
    # before session 26 "Drop it on a slot of your garden ...")
    assert t.message == ("In an empty garden every slot is alike: plant the first Vegetable"
                         " in the starting slot (the lit one).")
