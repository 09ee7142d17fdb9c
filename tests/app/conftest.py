"""Headless pygame for the app tests: the dummy video driver is set before pygame loads."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402


@pytest.fixture
def ctx():
    """An app context with fonts, art and an in-process AI, on a dummy display."""
    from app.ai_worker import InlineAI
    from app.window import build_context

    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 720))
    c = build_context(worker=InlineAI())
    c.dump_path = None
    yield c
    pygame.display.quit()
