"""The window loop at rest (a tester measured the app at 50-63 % of a core while it only
waited for the player): an unchanged frame is not put on the screen, and after
STILL_FRAMES unchanged frames the loop slows to FPS_STILL until something moves."""
import pygame

from app.window import (FPS_MOVING, FPS_STILL, REDRAW_EVENTS, STILL_FRAMES, frame_rate)


def test_the_frame_rate_drops_only_after_a_run_of_unchanged_frames():
    assert frame_rate(0) == FPS_MOVING == 60
    assert frame_rate(STILL_FRAMES - 1) == FPS_MOVING
    assert frame_rate(STILL_FRAMES) == frame_rate(10 * STILL_FRAMES) == FPS_STILL
    assert FPS_STILL < FPS_MOVING and STILL_FRAMES / FPS_MOVING <= 0.5   # half a second


def test_uncovering_or_resizing_the_window_puts_the_picture_up_again():
    for kind in (pygame.WINDOWEXPOSED, pygame.VIDEOEXPOSE, pygame.WINDOWRESIZED,
                 pygame.WINDOWSIZECHANGED, pygame.WINDOWRESTORED):
        assert kind in REDRAW_EVENTS
    assert pygame.MOUSEMOTION not in REDRAW_EVENTS


def test_a_scene_shown_anew_is_told_where_the_pointer_is(ctx):
    """A tester closed a dialog without moving the mouse and the button under where the
    dialog's Cancel had been stayed lit.  The loop sends the new top scene a zero-distance
    motion at the pointer (pointer_event); a table takes it as its pointer."""
    from app.window import pointer_event
    pygame.mouse.set_pos((300, 200))
    ev = pointer_event()
    assert ev.type == pygame.MOUSEMOTION and ev.rel == (0, 0) and len(ev.buttons) == 3
    from tests.app.helpers import garden_table
    t = garden_table(ctx, ("human",), 4)
    t.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    t.handle(ev)
    assert t.pointer == ev.pos
