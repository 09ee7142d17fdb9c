"""Tester trial 52: the Replays list's rows, the Garden setup's random Neighbours, the
window's minimum size and the two-player Garden setup's seat captions."""
import warnings

import pygame


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
    surface = apply_display((1600, 900), False)       # a re-open (Settings' size) keeps it
    assert surface.get_size() == (1600, 900)
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
