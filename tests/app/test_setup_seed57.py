"""The setup screen's seed box edits like a text field (a tester: Ctrl+A, Backspace, then
"59" gave "1659859"): a click into it selects the seed, as Ctrl+A does; a digit then
replaces it, Backspace or Delete clears it; without a selection digits are added and
Backspace takes the last one (headless, SDL dummy driver)."""
import pygame

from app.scenes.setup import SetupScene
from tests.app.helpers import click, drawn_words


def key(scene, k, unicode="", mod=0):
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode))


def typed(scene, digits):
    for d in digits:
        key(scene, pygame.K_0 + int(d), d)


def test_ctrl_a_then_backspace_then_digits_gives_the_digits(ctx):
    s = SetupScene(ctx, "garden")
    s.seed_text = "1659"
    click(s, s._seed_rect.center)
    s.seed_selected = False                       # focused, nothing selected
    typed(s, "8")
    assert s.seed_text == "16598"
    key(s, pygame.K_a, "a", pygame.KMOD_CTRL)
    key(s, pygame.K_BACKSPACE)
    typed(s, "59")
    assert s.seed_text == "59"
    key(s, pygame.K_BACKSPACE)
    assert s.seed_text == "5"


def test_a_click_into_the_box_selects_the_seed_and_typing_replaces_it(ctx):
    s = SetupScene(ctx, "garden")
    s.seed_text = "123456"
    click(s, s._seed_rect.center)
    assert s.seed_focus and s.seed_selected
    s.draw(pygame.Surface((1280, 720)))           # the selection is drawn
    typed(s, "42")
    assert s.seed_text == "42" and not s.seed_selected
    key(s, pygame.K_a, "a", pygame.KMOD_CTRL)
    key(s, pygame.K_DELETE)
    assert s.seed_text == ""
    click(s, s._seed_rect.center)                 # a second click keeps the caret
    assert not s.seed_selected


def test_enter_in_the_seed_box_ends_editing_and_a_second_enter_starts(ctx):
    """A tester typed a seed and pressed Enter: the game started before they had looked at
    the options.  Enter in the box now only ends its editing; Enter again starts."""
    s = SetupScene(ctx, "garden")
    started = []
    s.start = lambda: started.append(s.seed_text)
    click(s, s._seed_rect.center)
    typed(s, "22773")
    key(s, pygame.K_RETURN)
    assert not started and not s.seed_focus and s.seed_text == "22773"
    typed(s, "9")                                 # no longer editing the box
    assert s.seed_text == "22773"
    key(s, pygame.K_KP_ENTER)
    assert started == ["22773"]


def test_an_emptied_seed_box_gets_a_fresh_seed_not_seed_0(ctx):
    """Session 20's check: an empty seed box started seed 0 without a word.  Leaving the
    box (Enter, or a click elsewhere) or Start with it empty draws a fresh seed and shows
    it; while empty the box says "random"."""
    from app.scenes.garden_table import GardenTable

    s = SetupScene(ctx, "garden")
    real_start, started = s.start, []
    s.start = lambda: started.append(s.setup().seed)
    click(s, s._seed_rect.center)
    key(s, pygame.K_BACKSPACE)                     # the selected seed goes
    assert s.seed_text == ""
    assert "random" in [w[0] for w in drawn_words(ctx, s)]
    key(s, pygame.K_RETURN)                        # leaves the box: a seed is drawn
    assert s.seed_text.isdigit() and int(s.seed_text) >= 1
    shown = s.seed_text
    key(s, pygame.K_RETURN)
    assert started == [int(shown)]
    click(s, s._seed_rect.center)
    key(s, pygame.K_BACKSPACE)
    click(s, (640, 500))                           # a click elsewhere leaves it too
    assert s.seed_text.isdigit() and int(s.seed_text) >= 1
    s.seed_text = ""                               # Start with the box empty
    ctx.stack.push(s)
    real_start()
    table = ctx.stack.top
    assert isinstance(table, GardenTable) and table.session.setup.seed >= 1
    assert s.seed_text == str(table.session.setup.seed)
