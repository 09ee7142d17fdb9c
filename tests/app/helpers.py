"""Posting mouse gestures straight into a scene's ``handle`` (logical coordinates)."""
import pygame


def click(scene, pos):
    """Press and release the left button at ``pos``."""
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def drag(scene, start, end, release=True):
    """Press at ``start``, move in steps to ``end``, release there (unless ``release``)."""
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for k in range(1, 6):
        p = (start[0] + (end[0] - start[0]) * k // 5, start[1] + (end[1] - start[1]) * k // 5)
        scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0)))
    if release:
        scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def button(buttons, tag):
    """The button whose tag is ``tag``."""
    for b in buttons:
        if b.tag == tag:
            return b
    raise AssertionError(f"no button {tag!r} among {[b.tag for b in buttons]}")


def settle(table):
    """Let a table's input grace for a new decision pass (``INPUT_GRACE`` seconds on its
    scene clock) without letting the AIs move."""
    from app.scenes.intrigue_table import INPUT_GRACE

    table.clock = max(table.clock, table.prompt_since + INPUT_GRACE)


def garden_table(ctx, seats=("human",), seed=4, options=None, actions=()):
    """A Garden table for ``seats`` and ``seed`` (with ``options``, after ``actions``) on
    top of the title menu, the way the app opens one; returns the table scene."""
    from app.cli import Setup
    from app.scenes.garden_table import GardenTable
    from app.scenes.menu import TitleMenu

    ctx.stack.push(TitleMenu(ctx))
    t = GardenTable(ctx, Setup("garden", list(seats), seed, dict(options or {})), actions)
    ctx.stack.push(t)
    return t


class TextRecorder:
    """Wraps an app context's Text (``ctx.text = TextRecorder(ctx.text)``): records every
    ``blit`` as ``(text, drawn rect, size)`` in ``drawn``; everything else passes through."""

    def __init__(self, text):
        self._text = text
        self.drawn = []

    def __getattr__(self, name):
        return getattr(self._text, name)

    def blit(self, surface, text, pos, size, color, bold=False, anchor="topleft"):
        rect = self._text.blit(surface, text, pos, size, color, bold, anchor)
        self.drawn.append((text, rect, size))
        return rect


def drawn_frame(ctx, scene):
    """(surface, every ``(text, rect, size)``) of one frame of ``scene`` as it stands (its
    tweens kept), drawn with the context's text helper."""
    rec = TextRecorder(ctx.text)
    ctx.text = rec
    surf = pygame.Surface((1280, 720))
    try:
        scene.draw(surf)
    finally:
        ctx.text = rec._text
    return surf, rec.drawn


def drawn_words(ctx, scene):
    """Every ``(text, rect, size)`` ``scene`` draws with the context's text helper, in one
    frame (a table's tweens cleared first)."""
    if hasattr(scene, "tweens"):
        scene.tweens.clear()
    return drawn_frame(ctx, scene)[1]


def play_on(table, until, steps=300, prefer="income"):
    """Play an Intrigue ``table`` on until ``until(table)`` is true (checked before each
    step; at most ``steps`` steps): the person takes ``prefer`` (an action text) when it
    may, else its last legal choice; the AIs move at once.  Returns ``until(table)``."""
    for _ in range(steps):
        if until(table):
            break
        if table.session.human_to_act():
            legal = table.session.legal_texts()
            table.submit(prefer if prefer in legal else legal[-1])
        else:
            table.step_ai_now()
    return until(table)


def open_claims(tables, asked, claims=3, steps=300):
    """Each Intrigue table of ``tables`` played on (:func:`play_on`) to its first ``claims``
    moments where ``asked(table)`` holds with a claim open; yields ``(table, claimant seat,
    the claimant's bubble words)``.  The caller moves the table past the claim before the
    next one is looked for."""
    for t in tables:
        for _ in range(claims):
            if not play_on(t, asked, steps):
                break
            who = t.claim_seat()
            yield t, who, t.bubbles[who][0]


def garden_random_actions(seats: int, seed: int, options, stop=None):
    """A Garden game from ``seed`` (``options`` as given to the engine) played with seeded
    random legal actions until ``stop(state)`` holds or the game ends: ``(actions as the
    engine's text, the state reached)``."""
    import random

    from rules.garden import GAME

    rng = random.Random(seed)
    state = GAME.new_state(seats, options, seed)
    out = []
    while not state.is_terminal() and not (stop is not None and stop(state)):
        a = rng.choice(state.legal_actions())
        out.append(str(a))
        state.apply(a)
    return out, state
