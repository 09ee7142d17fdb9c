"""The settings screen (issue 4 item 6): choices apply at once and survive a restart."""
import pygame

from app.profile import Profile
from app.scenes.settings import SettingsScene
from tests.app.helpers import button, click


def test_settings_survive_a_restart(ctx, tmp_path):
    ctx.profile = Profile(tmp_path)
    scene = SettingsScene(ctx)
    ctx.stack.push(scene)
    for tag in ("size:1600x900", "anim:3", "pace:1.2", "sound:off", "aid:on"):
        click(scene, button(scene.buttons, tag).rect.center)
    assert ctx.settings.anim_speed == 3 and ctx.settings.ai_pace == 1.2
    assert ctx.settings.memory_aid is True
    assert ctx.display_request == ((1600, 900), False)
    ctx.profile.settings.window_position = (123, 45)  # as the window loop records it
    ctx.profile.save_settings()
    again = Profile(tmp_path)  # a new run reads the file
    s = again.settings
    assert tuple(s.window_size) == (1600, 900)
    assert tuple(s.window_position) == (123, 45)
    assert (s.animation_speed, s.ai_pace, s.sound, s.memory_aid) == (3, 1.2, False, True)
    assert not again.messages


def test_fullscreen_request_and_sound_note(ctx, tmp_path):
    ctx.profile = Profile(tmp_path)
    scene = SettingsScene(ctx)
    click(scene, button(scene.buttons, "fullscreen:on").rect.center)
    assert ctx.display_request[1] is True and ctx.profile.settings.fullscreen
    texts = []
    orig = ctx.text.blit

    def spy(surface, text, *a, **k):
        texts.append(text)
        return orig(surface, text, *a, **k)

    ctx.text.blit = spy
    scene.draw(pygame.Surface((1280, 720)))
    assert any(t.startswith("Short cues when a card is picked up") for t in texts)

    class NoDevice:                                    # a machine without audio
        error = "No available audio device"
    ctx.sounds = NoDevice()
    texts.clear()
    scene.draw(pygame.Surface((1280, 720)))
    assert any(t.startswith("No audio device could be opened, so nothing is heard")
               and "No available audio device" in t for t in texts)


def test_the_sound_switch_is_live(ctx, tmp_path):
    """Off on the Settings screen: the table's cues stop at once (app.sound)."""
    from app.sound import TableSounds

    ctx.profile = Profile(tmp_path)
    ctx.sounds = TableSounds(lambda: ctx.settings.sound)
    assert ctx.sounds.error is None                     # SDL's dummy audio driver
    scene = SettingsScene(ctx)
    click(scene, button(scene.buttons, "sound:off").rect.center)
    assert ctx.settings.sound is False and not ctx.sounds.play("place")
    click(scene, button(scene.buttons, "sound:on").rect.center)
    assert ctx.settings.sound is True and ctx.sounds.play("place")
    assert ctx.sounds.played == ["place"]


def test_menu_opens_settings_replays_and_statistics(ctx, tmp_path):
    from app.scenes.menu import TitleMenu
    from app.scenes.replays import ReplaysScene
    from app.scenes.stats import StatsScene

    ctx.profile = Profile(tmp_path)
    menu = ctx.stack.push(TitleMenu(ctx))
    for tag, cls in (("settings", SettingsScene), ("replays", ReplaysScene),
                     ("stats", StatsScene)):
        click(menu, button(menu.buttons, tag).rect.center)
        assert isinstance(ctx.stack.top, cls)
        ctx.stack.top.draw(pygame.Surface((1280, 720)))
        ctx.stack.pop()


def test_a_fresh_install_opens_at_one_of_the_offered_window_sizes():
    """A tester: the first window was 1280x800, not among Settings' sizes (none lit) and
    letterboxed with black bars; it is now the table's own 1280x720."""
    from app.persist.settings import Settings
    from app.scenes.settings import WINDOW_PRESETS
    assert tuple(Settings().window_size) == (1280, 720) and (1280, 720) in WINDOW_PRESETS


def test_the_screen_follows_the_windows_real_state(ctx, tmp_path, monkeypatch):
    """Session 23's tester: F11 on this screen, or a switch the system refused, left
    "On" lit over a window.  The buttons show the settings as they are now, and the
    window loop sets them from what the system says (app.window.is_fullscreen); going
    fullscreen asks for the desktop's own size, not the window's (no mode change)."""
    from app import window
    from app.ui import theme

    ctx.profile = Profile(tmp_path)
    scene = SettingsScene(ctx)
    assert button(scene.buttons, "fullscreen:off").color == theme.GOOD
    ctx.profile.settings.fullscreen = True              # F11 pressed on this screen
    scene.update(1 / 60)
    assert button(scene.buttons, "fullscreen:on").color == theme.GOOD
    assert button(scene.buttons, "fullscreen:off").color != theme.GOOD

    monkeypatch.setattr(pygame.display, "is_fullscreen", lambda: False)
    assert window.is_fullscreen(True) is False          # refused: the system says so
    monkeypatch.delattr(pygame.display, "is_fullscreen")
    assert window.is_fullscreen(True) is True           # cannot say: as asked

    asked = []
    monkeypatch.setattr(pygame.display, "set_mode",
                        lambda size, flags=0: asked.append((tuple(size), flags))
                        or pygame.Surface((10, 10)))
    window.apply_display((1280, 720), True)
    window.apply_display((1280, 720), False)
    assert asked[0] == ((0, 0), pygame.FULLSCREEN)
    assert asked[1][1] == pygame.RESIZABLE and asked[1][0][0] >= 960
