"""A window never larger than the screen (session 24's tester chose 1920×1080 on a
1280×720 screen and could no longer reach Back or Quit, even after a restart)."""
import pygame

from app.persist.settings import Settings
from app.profile import Profile
from app.scenes.settings import WINDOW_PRESETS, SettingsScene
from app.window import desktop_size, fit_desktop, switch_display
from tests.app.helpers import button, click


def test_fit_desktop_cuts_each_direction():
    assert fit_desktop((1920, 1080), (1280, 720)) == (1280, 720)
    assert fit_desktop((1600, 900), (1680, 800)) == (1600, 800)
    assert fit_desktop((1024, 576), (1920, 1080)) == (1024, 576)
    assert fit_desktop((1600, 900), None) == (1600, 900)


def test_presets_larger_than_the_screen_are_greyed_and_do_nothing(ctx, tmp_path):
    ctx.profile = Profile(tmp_path)
    ctx.desktop = (1280, 720)
    scene = SettingsScene(ctx)
    ctx.stack.push(scene)
    enabled = {b.tag: b.enabled for b in scene.buttons if b.tag.startswith("size:")}
    assert enabled == {"size:1024x576": True, "size:1280x720": True,
                       "size:1600x900": False, "size:1920x1080": False}
    click(scene, button(scene.buttons, "size:1920x1080").rect.center)
    assert ctx.display_request is None
    assert tuple(ctx.profile.settings.window_size) == (1280, 720)
    scene.choose("size:1920x1080", (1920, 1080))         # not even from code
    assert ctx.display_request is None
    assert "larger than this screen (1280×720)" in scene.size_note()
    click(scene, button(scene.buttons, "size:1024x576").rect.center)
    assert ctx.display_request == ((1024, 576), False)
    ctx.desktop = (2560, 1440)
    assert all(b.enabled for b in SettingsScene(ctx).buttons if b.tag.startswith("size:"))
    assert SettingsScene(ctx).size_note().startswith("The table is drawn at 1280×720")
    assert len(WINDOW_PRESETS) == 4


def test_a_remembered_size_larger_than_the_screen_opens_cut_to_it(ctx):
    desk = desktop_size()                               # the dummy driver's screen
    assert desk is not None
    prefs = Settings(window_size=(desk[0] + 600, desk[1] + 400))
    surface = switch_display(prefs, prefs.window_size, False)
    assert surface.get_size() == desk
    assert tuple(prefs.window_size) == desk             # and remembered as opened
    pygame.display.set_mode((1280, 720))


def test_ctrl_q_and_cmd_q_are_the_quit_keys():
    from app.window import is_quit_key

    def down(k, mod):
        return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)

    assert is_quit_key(down(pygame.K_q, pygame.KMOD_LCTRL))
    assert is_quit_key(down(pygame.K_q, pygame.KMOD_RMETA))
    assert not is_quit_key(down(pygame.K_q, 0))                 # a plain q
    assert not is_quit_key(down(pygame.K_w, pygame.KMOD_LCTRL))
    assert not is_quit_key(pygame.event.Event(pygame.KEYUP, key=pygame.K_q,
                                              mod=pygame.KMOD_LCTRL))


def test_a_greyed_button_is_drawn_flat(ctx):
    # session 24's check: greyed window sizes kept the drop shadow and looked pressable
    from app.ui.widgets import Button

    def shadow_pixel(enabled):
        s = pygame.Surface((200, 100))
        s.fill((200, 200, 200))
        Button(pygame.Rect(20, 20, 150, 40), "x", enabled=enabled).draw(s, ctx.text)
        return tuple(s.get_at((95, 62)))[:3]          # just below the button's bottom edge

    assert shadow_pixel(True) == (0, 0, 0)
    assert shadow_pixel(False) == (200, 200, 200)
