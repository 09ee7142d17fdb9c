"""The Garden table's log: it starts with an entry's first line (a new player read a stray
"tile)." at its top, the rest of a wrapped entry scrolled away) and the mouse wheel over it
scrolls back through the whole game, as at the Intrigue table.  Headless (SDL dummy
driver)."""
import pygame

from app.garden_draw import LOG
from tests.app.helpers import TextRecorder, drawn_frame, garden_random_actions, garden_table

OPTIONS = {"neighbours": "original"}


def _late_table(ctx, seed):
    acts, _ = garden_random_actions(2, seed, {**OPTIONS, "start": "0"},
                                    lambda s: s.round == 3)
    t = garden_table(ctx, ("human", "heuristic"), seed, {**OPTIONS, "start": "0"}, acts)
    t.close_banner()
    t.tweens.clear()
    return t


def test_the_log_starts_with_a_whole_entry(ctx):
    cut = 0
    for seed in range(1, 9):
        t = _late_table(ctx, seed)
        lines = t.log_lines()
        room = (LOG.h - 40) // t.LOG_STEP
        assert len(lines) > 3 * room                      # a long log: most of it scrolled
        shown, newer = t.log_window()
        assert newer == 0 and shown[-1] == lines[-1]       # ends on the newest line
        assert shown[0][1] and room - 3 <= len(shown) <= room   # whole entries only
        cut += not lines[len(lines) - room][1]             # a plain tail would have cut one
        ctx.stack.scenes.clear()
    assert cut >= 3


def test_the_wheel_scrolls_back_and_forth_within_the_log(ctx):
    t = _late_table(ctx, 3)
    lines = t.log_lines()
    room = (LOG.h - 40) // t.LOG_STEP
    t.pointer = LOG.center
    t.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0,
                                precise_y=2.0))
    assert t.log_scroll == 6
    shown, newer = t.log_window()
    assert newer == 6 and shown[-1] == lines[-7] and shown[0][1]
    surf, texts = drawn_frame(ctx, t)
    assert any(text.startswith("▼ 6 newer lines") for text, _, _ in texts)
    assert t.scroll_log(LOG.center, 1000)                  # the oldest line, no further
    shown, newer = t.log_window()
    assert shown[0] == lines[0] and newer == len(lines) - room + 1
    assert not t.scroll_log((10, 10), -5)                  # not over the log: ignored
    assert t.scroll_log(LOG.center, -1000)
    shown, newer = t.log_window()
    assert newer == 0 and shown[-1] == lines[-1]


def test_a_new_entry_keeps_the_lines_being_read_in_place(ctx):
    t = _late_table(ctx, 5)
    t.scroll_log(LOG.center, 3)
    shown, _ = t.log_window()
    while not t.session.human_to_act():
        t.step_ai_now()
    legal = t.session.legal_texts()
    assert t.submit(legal[0])
    t.step_ai_now()
    assert t.log_window()[0][-1] == shown[-1]              # the same lines, still in view


def test_scrolled_back_the_window_is_full_and_starts_with_an_entry(ctx):
    # a second tester: scrolled back, the entry cut at the top was left out and a blank
    # line stayed at the bottom while the note still counted the line hidden there
    t = _late_table(ctx, 3)
    lines = t.log_lines()
    room = (LOG.h - 40) // t.LOG_STEP
    moved = 0
    for scroll in range(1, 40):
        t.log_scroll = scroll
        shown, newer = t.log_window()
        start = next(i for i in range(len(lines)) if lines[i:i + len(shown)] == shown)
        assert shown[0][1] and len(shown) == room - 1, scroll      # whole entry, full panel
        assert newer == len(lines) - (start + len(shown)) == t.log_scroll
        moved += newer != scroll
    assert moved > 0                          # the window did move to an entry's start


def test_the_log_and_the_bees_wait_for_neds_card_to_land(ctx):
    """Session 21's new player: the log line and the Bee counts changed when Ned's card
    left the offer, not when it landed.  Now they wait for the card, and so do the
    Neighbour tokens it reveals and Ned's seat panel (G-4, G-5)."""
    ctx.settings.anim_speed = 1
    t = garden_table(ctx, ("human", "heuristic"), 6, {**OPTIONS, "start": "1"})
    s = t.session
    before = t.view()
    for _ in range(400):                              # Ned's turn at the table's pace
        ctx.stack.update(0.02)
        if s.record:
            break
    assert len(s.record) == 1 and t.landing_lag() is not None
    planted = [e for e in s.log if e.ply == 1]
    assert any(" plants " in e.text for e in planted)
    assert t.shown_log() == s.log[:len(s.log) - len(planted)]    # the words wait
    after = t.view()
    assert (after.hive, after.supply[1]) == (before.hive - 1, before.supply[1] + 1)  # right
    bees = TextRecorder(t.ctx.text)
    t.ctx.text = bees
    t.draw(pygame.Surface((1280, 720)))
    words = {text for text, _, _ in bees.drawn}
    assert f"Beehive: {before.hive}" in words and f"Ned's Bees: {before.supply[1]}" in words
    assert "24 tokens face down" in words and "planted 0/15 · now 0 pts" in words   # G-5
    assert not any(w.startswith("1 in the garden") for w in words)     # his caption waits
    for _ in range(60):                               # 1.2 s: the card has landed
        ctx.stack.update(0.02)
    assert t.landing_lag() is None and [e for e in t.shown_log() if e.ply == 1] == planted
    bees.drawn.clear()
    t.draw(pygame.Surface((1280, 720)))
    words = {text for text, _, _ in bees.drawn}
    assert f"Beehive: {after.hive}" in words and f"Ned's Bees: {after.supply[1]}" in words
    assert "24 tokens face down" not in words and "planted 1/15 · now 0 pts" in words
    assert any(w.startswith("1 in the garden") for w in words)
