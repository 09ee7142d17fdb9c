"""The table's sounds (app.sound): synthesized cues, the Sound switch, and the moments a
table plays them.  SDL's dummy audio driver (tests/app/conftest.py) opens a mixer that
plays nothing aloud."""
import pygame

from app.sound import CUES, RATE, TableSounds, synthesize
from tests.app.helpers import drag, garden_table


def test_every_cue_is_short_loud_enough_and_never_clips():
    for name in CUES:
        s = synthesize(name)
        assert 0.04 * RATE <= len(s) <= 1.0 * RATE, name
        peak = max(abs(x) for x in s)
        assert 2000 < peak < 32767, (name, peak)
        assert abs(s[-1]) < 0.05 * peak                       # fades out, no click at the end
    assert synthesize("deal") == synthesize("deal")           # the same every run


def test_the_switch_and_a_missing_device_silence_every_cue(monkeypatch):
    on = [True]
    sounds = TableSounds(lambda: on[0])
    assert sounds.error is None and sounds.play("visit")
    on[0] = False
    assert not sounds.play("visit") and sounds.played == ["visit"]

    def no_device(*a, **k):
        raise pygame.error("No available audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    silent = TableSounds(lambda: True)
    assert silent.error == "No available audio device" and not silent.play("place")


def test_the_garden_table_cues_a_pick_a_refusal_and_a_planting(ctx):
    ctx.settings.anim_speed = 0
    ctx.sounds = TableSounds(lambda: True)
    t = garden_table(ctx, ("human",), 4)
    drag(ctx.stack, t.offer_rect("centre").center, (1100, 300))   # onto the log: refused
    assert ctx.sounds.played == ["pick", "refuse"]
    text = next(x for x in t.session.legal_texts() if x.startswith("plant"))
    assert t.submit(text)
    assert ctx.sounds.played[-1] == "place"


def test_what_the_audio_library_prints_while_opening_stays_off_the_terminal(monkeypatch, capfd):
    """ALSA writes its 'cannot find card' lines straight to descriptor 2 when there is no
    device; a player who started the app from a terminal saw a dozen of them."""
    import os

    def alsa_like(*a, **k):
        os.write(2, b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n")
        raise pygame.error("ALSA: Couldn't open audio device: Unknown error 524")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", alsa_like)
    silent = TableSounds(lambda: True)
    os.write(2, b"after the mixer\n")                  # descriptor 2 is back afterwards
    err = capfd.readouterr().err
    assert "cannot find card" not in err and "after the mixer" in err
    assert "cannot find card '0'" in silent.device_log
    assert silent.error.startswith("ALSA") and not silent.play("place")
