"""Input meant for the moment before a new decision never answers it (tester report: a key
pressed while AIs played counted as Challenge on a prompt that had just appeared)."""
import pygame

from app.cli import Setup
from app.scenes.intrigue_table import INPUT_GRACE, IntrigueTable
from app.ui.words import display_seats, player_text, seat_label
from tests.app.helpers import button, click


def _key(t, key):
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def _until_person(ctx):
    from app.scenes.menu import TitleMenu

    ctx.stack.push(TitleMenu(ctx))
    t = ctx.stack.push(IntrigueTable(ctx, Setup("intrigue", ["human", "random", "random"], 3,
                                                {"start": "1"})))
    assert not t.session.human_to_act()
    for _ in range(50):
        if t.session.human_to_act():
            break
        _key(t, pygame.K_1)                        # typed while the AI plays: dropped
        t.step_ai_now()
    assert t.session.human_to_act() and t.prompt_buttons
    return t


def test_keys_and_clicks_on_a_new_prompt_wait_for_the_grace(ctx):
    t = _until_person(ctx)
    n = len(t.session.record)
    _key(t, pygame.K_1)                            # queued during the AI turn
    click(t, t.prompt_buttons[0].rect.center)
    assert len(t.session.record) == n and not t.input_ready()
    t.update(INPUT_GRACE / 2)
    _key(t, pygame.K_1)
    assert len(t.session.record) == n
    t.update(INPUT_GRACE)                          # the person has seen the prompt now
    assert t.input_ready()
    click(t, t.prompt_buttons[0].rect.center)
    assert len(t.session.record) == n + 1


def test_header_buttons_answer_during_the_grace(ctx):
    t = _until_person(ctx)
    click(t, button(t.header_buttons, "aid").rect.center)
    assert ctx.settings.memory_aid


def test_a_new_decision_after_the_person_moved_starts_a_new_grace(ctx):
    t = _until_person(ctx)
    t.update(INPUT_GRACE)
    first = t.prompt_key
    _key(t, pygame.K_1)
    assert t.prompt_key != first or not t.session.human_to_act()


def test_seats_are_numbered_from_one_for_people(ctx):
    assert seat_label(0) == "Seat 1" and seat_label(7) == "Seat 8"
    assert display_seats("Seat 0 steals from Seat 2.") == "Seat 1 steals from Seat 3."
    assert player_text("Who starts (RULINGS C-1).") == "Who starts."
    t = IntrigueTable(ctx, Setup("intrigue", ["human", "random", "random"], 3, {"start": "1"}))
    assert t.name(0) == "Seat 1 (you)" and t.name(2) == "Seat 3"
    t.step_ai_now()
    assert all("Seat 0" not in ln for ln, _ in t.log_lines())
    assert any("Seat 2" in ln for ln, _ in t.log_lines())  # engine seat 1 acted first
