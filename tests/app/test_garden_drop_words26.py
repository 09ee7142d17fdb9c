"""What the Garden table says when a drag cannot be taken (session 26's tester): a planted
card dragged away stays put with the reason (rulebook, Planting Phase: planted cards may not
be moved), as does a Grasshopper (G-8: it stays for the rest of the game); an offered card
dropped in the garden's panel past the drawn slots is told the plot's reason (G-2), not only
to use a lit slot; a drag from a planted card is not a click where it ends."""
from app.scenes.garden_table import PLANTED_STAYS
from tests.app.helpers import drag, garden_table


def _settled(t):
    t.tweens.clear()
    t._layouts.clear()


def _plant_two(t):
    s = t.session
    assert t.submit(s.legal_texts()[1])                        # the first card at (0, 0)
    text = next(x for x in s.legal_texts() if x.endswith(" 3 0"))
    assert t.submit(text)                                      # columns 0..3 used
    _settled(t)


def test_dragging_a_planted_card_says_it_stays(ctx):
    t = garden_table(ctx, seats=("human",), seed=4)
    _plant_two(t)
    before = dict(t.view().garden(0))
    start = t.shown_grid(0).card_rect((0, 0)).center
    drag(t, start, (start[0], start[1] + 80))
    assert t.message == PLANTED_STAYS
    assert dict(t.view().garden(0)) == before


def test_a_click_on_a_planted_card_is_not_called_a_drag(ctx):
    t = garden_table(ctx, seats=("human",), seed=4)
    _plant_two(t)
    t.message = ""
    start = t.shown_grid(0).card_rect((0, 0)).center
    drag(t, start, (start[0] + 2, start[1]))                   # within the drag threshold
    assert t.message != PLANTED_STAYS


def test_a_drop_past_the_drawn_slots_gives_the_plots_reason(ctx):
    t = garden_table(ctx, seats=("human",), seed=4)
    _plant_two(t)
    grid = t.shown_grid(0)
    zone = t.layout["plot.0"].rect
    left = grid.bounds().left
    assert left - 2 * grid.cell[0] > zone.left               # room in the panel left of the grid
    target = (int(left - 1.5 * grid.cell[0]), grid.cell_rect((0, 0)).centery)
    assert grid.slot_at(target) is None
    assert grid.cell_at(target)[0] == grid.cols.start - 2
    before = dict(t.view().garden(0))
    drag(t, t.offer_rect("centre").center, target)
    assert t.message == "That slot would make the garden wider than 6 columns."
    assert dict(t.view().garden(0)) == before


def test_a_drop_outside_the_garden_panel_says_where_to_drop(ctx):
    t = garden_table(ctx, seats=("human",), seed=4)
    _plant_two(t)
    target = (1100, 300)                                       # on the game log
    assert not t.layout["plot.0"].rect.collidepoint(target)
    drag(t, t.offer_rect("centre").center, target)
    assert t.message == "Drop it on a slot of your garden (the lit ones are allowed)."


def test_a_drag_from_a_planted_card_does_not_plant_the_selected_card(ctx):
    # session 26's check: with an offered card selected by a click, a drag from a planted
    # card to an empty slot planted the selected card where the button came up
    from tests.app.helpers import click

    t = garden_table(ctx, seats=("human",), seed=4)
    _plant_two(t)
    click(t, t.offer_rect("centre").center)
    assert t.selected == ("offer", "centre")
    grid = t.shown_grid(0)
    empty = grid.cell_rect((1, 0)).center                     # a lit slot between the two
    assert (1, 0) in t.targets("offer", "centre")
    record = list(t.session.record)
    drag(t, grid.card_rect((0, 0)).center, empty)
    assert t.provisional is None and t.session.record == record
    assert t.message == PLANTED_STAYS
    click(t, empty)                                            # a click there still plants
    assert t.provisional is not None or len(t.session.record) > len(record)


def test_while_a_planting_is_held_a_planted_card_only_stays(ctx):
    t = garden_table(ctx, seats=("human",), seed=4)
    ctx.settings.confirm_plantings = True
    _plant_two(t)
    text = next(x for x in t.session.legal_texts() if x.endswith(" 1 0"))
    assert t.propose(text) and t.provisional is not None
    start = t.shown_grid(0).card_rect((0, 0)).center
    drag(t, start, (start[0], start[1] + 80))
    assert t.message == "Planted cards stay where they are."


def test_escape_gives_up_a_press_on_a_planted_card(ctx):
    import pygame

    t = garden_table(ctx, seats=("human",), seed=4)
    _plant_two(t)
    start = t.shown_grid(0).card_rect((0, 0)).center
    drag(t, start, (start[0], start[1] + 80), release=False)
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    said = t.message
    t.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(start[0], start[1] + 80), button=1))
    assert t.message == said != PLANTED_STAYS


def test_a_dragged_grasshopper_says_it_stays(ctx):
    from app.scenes.garden_table import HOPPER_STAYS
    from tests.app.helpers import garden_random_actions

    opts = {"neighbours": "original", "grasshoppers": "on"}

    def bare_hopper(s):
        return (s.phase == "plant" and s.current_player() == 0
                and any(h not in s.gardens[0] for h in s.hoppers[0]))

    acts, state = garden_random_actions(1, 5, opts, bare_hopper)
    assert bare_hopper(state)
    t = garden_table(ctx, seats=("human",), seed=5, options=opts, actions=acts)
    _settled(t)
    slot = next(h for h in state.hoppers[0] if h not in state.gardens[0])
    start = t.shown_grid(0).card_rect(slot).center
    drag(t, start, (start[0] + 70, start[1] + 70))
    assert t.message == HOPPER_STAYS
