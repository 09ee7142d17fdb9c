"""Tester trial 52: the Replays list's rows, the Garden setup's random Neighbours, the
window's minimum size and the two-player Garden setup's seat captions."""
import warnings

import pygame

from tests.app.helpers import drawn_words


def _window_minimum() -> tuple[int, int]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return tuple(pygame.Window.from_display_module().minimum_size)


# --- 3. the window has a minimum size ---------------------------------------------------

def test_a_window_asked_for_480x300_opens_at_the_minimum_and_keeps_it(ctx):
    """A tester shrank the window to 480x300 and could read nothing: a display opened
    smaller grows to 960x540, and the window carries that minimum (the window manager
    stops a drag there), again after every re-open."""
    from app.window import apply_display

    surface = apply_display((480, 300), False)
    assert surface.get_size() == (960, 540)
    assert _window_minimum() == (960, 540)
    # a re-open (Settings' size, within the dummy driver's 1024x768 screen) keeps it
    surface = apply_display((1024, 576), False)
    assert surface.get_size() == (1024, 576)
    assert _window_minimum() == (960, 540)


def test_a_resize_below_the_minimum_is_undone():
    """Without a window manager the minimum is only a hint: a resize event to a smaller
    window re-opens it at the minimum; a fullscreen or large enough window is left."""
    from app.window import keep_minimum, minimum_size

    pygame.display.init()
    try:
        pygame.display.set_mode((480, 300), pygame.RESIZABLE)
        surface = keep_minimum((480, 300), False)
        assert surface is not None and surface.get_size() == (960, 540)
        assert keep_minimum((1280, 720), False) is None
        assert keep_minimum((480, 300), True) is None
        assert minimum_size((800, 600)) == (800, 540)     # a smaller screen still fits
    finally:
        pygame.display.quit()


# --- 1. the Replays list: room per row, the seed, the Garden's Neighbours ---------------

def _blits(ctx, scene):
    """Every (text, top-left) the scene draws in one frame."""
    return [(t, r.topleft) for t, r, _ in drawn_words(ctx, scene)]


def test_replays_rows_have_room_and_show_seed_and_the_games_neighbours(ctx, tmp_path):
    """A tester: rows packed tight, no seed, no word of which Neighbours came.  Each row is
    now three lines with air between rows; its last line gives the seed and, for the
    Garden, the four Neighbours the game really had (its setup event, replayed)."""
    from app.profile import Profile
    from app.scenes.replays import ReplaysScene
    from tests.app.quickgames import play_quick

    ctx.profile = Profile(tmp_path)
    rec, session = play_quick("garden", ["human", "heuristic"], 22, {"neighbours": "random"})
    ctx.profile.store.finish(rec)
    other, _ = play_quick("intrigue", ["human", "random"], 44)
    ctx.profile.store.finish(other)
    ids = session.state.neighbours                  # the Neighbours of the game as played
    names = [session.state.data.neighbours[i].name for i in ids]
    assert len(names) == 4 and set(ids) != {"carrotbody", "mayor", "sallie", "horace"}

    scene = ReplaysScene(ctx)
    texts = _blits(ctx, scene)
    seed_line = next(t for t, _ in texts if t.startswith("Seed 22"))
    for name in names:          # short form: a word of each name, e.g. "Mayor", "Sallie"
        assert any(w.rstrip(",.") in seed_line for w in name.split() if len(w) > 4), name
    assert any(t == "Seed 44" for t, _ in texts)          # Intrigue: its seed alone
    tops = sorted(b.rect.y for b in scene.rows)
    assert len(tops) == 2 and tops[1] - tops[0] >= 3 * 20 + 10   # three lines and air
    # every line of a row lies above the next row's first line
    firsts = sorted(pos[1] for t, pos in texts if t.startswith(("Mr. Cabbagehead", "Intrigue")))
    lasts = sorted(pos[1] for t, pos in texts if t.startswith("Seed "))
    assert lasts[0] + 18 + 8 <= firsts[1]


def test_the_shortened_neighbour_names_are_whole_words_of_each_name():
    """The list's short names come from the rules' own names, one per Neighbour and all
    different (a reader can tell the four apart)."""
    from app.neighbour_names import short_neighbour_name
    from rules.garden.data import load

    nbs = load().neighbours
    short = {i: short_neighbour_name(i, nb.name) for i, nb in nbs.items()}
    assert len(set(short.values())) == len(nbs)
    for i, s in short.items():
        assert s in nbs[i].name and len(s) <= 16 and not s.endswith((",", "."))
    assert short["mayor"] == "Mayor" and short["pomme_frites"] == "Pomme-Frites"


# --- 2. the Garden setup names the Neighbours the seed brings ---------------------------

def _drawn(ctx, scene):
    """Every (text, drawn rect) of one frame of ``scene``."""
    return [(t, r) for t, r, _ in drawn_words(ctx, scene)]


def _type_seed(scene, digits: str) -> None:
    from tests.app.helpers import click

    click(scene, scene._seed_rect.center)
    for _ in range(12):
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0,
                                        unicode=""))
    for d in digits:
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_0 + int(d), mod=0,
                                        unicode=d))


def test_random_neighbours_shown_on_setup_are_the_four_the_started_game_has(ctx):
    """A tester could not see which four Neighbours a seed brings.  The setup screen names
    them beside the option (asked of the engine, not picked again), they follow the seed as
    it is typed, and Start opens a table with exactly those four — solo and two players."""
    from app.neighbour_names import short_neighbour_name
    from app.scenes.garden_table import GardenTable
    from app.scenes.setup import SetupScene
    from tests.app.helpers import button, click

    seen_sets = set()
    for players, seed in ((1, "11"), (2, "22"), (1, "401075"), (2, "7")):
        while len(ctx.stack.scenes):
            ctx.stack.pop()
        s = ctx.stack.push(SetupScene(ctx, "garden"))
        s.set_count(players)
        while s.options["neighbours"] != "random":
            click(s, button(s.buttons, "option:neighbours").rect.center)
        _type_seed(s, seed)
        texts = [t for t, _ in _drawn(ctx, s)]
        head = next(t for t in texts if t.startswith("Four of all ten, drawn from seed"))
        assert head.endswith(f"seed {seed}:")
        shown = texts[texts.index(head) + 1]
        click(s, button(s.buttons, "start").rect.center)
        table = ctx.stack.top
        assert isinstance(table, GardenTable) and table.session.setup.seed == int(seed)
        state = table.session.state
        want = ", ".join(short_neighbour_name(i, state.data.neighbours[i].name)
                         for i in state.neighbours)
        assert shown == want, (players, seed)
        seen_sets.add(state.neighbours)
    assert len(seen_sets) >= 3                            # the seeds really differ


def test_original_neighbours_are_named_too_and_other_options_keep_their_help(ctx):
    from app.scenes.setup import SetupScene

    s = SetupScene(ctx, "garden")
    s.options["neighbours"] = "original"
    texts = [t for t, _ in _drawn(ctx, s)]
    assert "The four Original Neighbours:" in texts
    assert "Carrotbody, Mayor, Sallie, Horace" in texts
    assert "Shuffle four Grasshopper tokens in with the Neighbour tokens." in texts


# --- 4. the two-player Garden's "Ned" caption is clear of the "Options" heading ---------

def test_seat_captions_and_buttons_end_above_the_options_heading(ctx):
    """A tester saw "Ned" (under "Seat 2") sit on the "Options" heading.  With the most
    seats each game allows, the lowest seat row (its caption and button) ends at least
    12 px above the heading, and the option rows still end inside the panel."""
    from app.scenes.setup import OPTIONS_BOTTOM, SetupScene

    for game, n in (("garden", 2), ("intrigue", 8)):
        s = SetupScene(ctx, game)
        s.set_count(n)
        drawn = _drawn(ctx, s)
        heading = next(r for t, r in drawn if t == "Options")
        captions = [r for t, r in drawn if t.startswith("Seat ") or t == "Ned"]
        assert len([r for t, r in drawn if t.startswith("Seat ")]) == n
        if game == "garden":
            ned = next(r for t, r in drawn if t == "Ned")
            assert heading.top - ned.bottom >= 12, (heading, ned)
        seats = [b.rect for b in s.buttons if b.tag.startswith("seat:")]
        assert heading.top - max(r.bottom for r in seats + captions) >= 12, game
        opts = [b.rect for b in s.buttons if b.tag.startswith("option:")]
        assert min(r.top for r in opts) > heading.bottom
        assert max(r.bottom for r in opts) <= OPTIONS_BOTTOM
        assert min(r.height for r in opts) >= 36
