"""The Garden table driven by posted mouse events (headless, SDL dummy driver).

Events go through ``ctx.stack.handle`` so overlays (confirm, banner, results) get them as in
the app.  RULINGS G-2 (planting, Compost), G-4 (Bees), G-8 (Grasshoppers), G-9 (Roses),
G-12 (passing) are exercised through gestures only.
"""
import itertools
import random

import pygame
import pytest

from app.cli import Setup
from app.garden_overlays import (ConfirmOverlay, GardenResults, HintOverlay, InspectOverlay,
                                 NeighbourBanner)
from app.scenes.garden_table import POSITIONS, GardenTable
from tests.app.helpers import button, click, drag, garden_table


def table(ctx, seats=("human",), seed=4, **options):
    return garden_table(ctx, seats, seed, options)


def offer_pos(t, card):
    return POSITIONS[t.view().offer.index(card)]


def confirm(ctx, t):
    """Press Confirm on a held placement ("Confirm plantings" is on by default)."""
    assert t.provisional is not None, t.message
    click(ctx.stack, button(t.prompt_buttons, "confirm").rect.center)


def test_drag_offered_card_to_lit_slot_plants_it(ctx):
    t = table(ctx)
    v = t.view()
    card = v.offer[1]
    drag(ctx.stack, t.offer_rect("centre").center, t.slot_center((0, 0)), release=False)
    assert t.drag is not None and t.drag.lit == {(0, 0)}      # G-2: first card goes to 0 0
    ctx.stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=t.slot_center((0, 0)),
                                        button=1))
    confirm(ctx, t)
    assert t.session.record == [f"plant {card} 0 0"]
    assert t.view().garden(0) == {(0, 0): card}


def test_illegal_drop_changes_nothing_and_says_why(ctx):
    t = table(ctx)
    before = t.session.state.view(0)
    drag(ctx.stack, t.offer_rect("centre").center, t.slot_center((1, 0)))
    assert t.session.record == []
    assert t.session.state.view(0) == before
    assert "starting slot" in t.message                          # the engine's reason
    assert t.spring is not None                                  # springs back
    drag(ctx.stack, t.offer_rect("centre").center, (800, 500))   # off the garden
    assert t.session.record == [] and "slot of your garden" in t.message


def test_left_card_without_bees_is_refused_with_the_reason(ctx):
    t = table(ctx)
    t.session.state.supply[0] = 0          # set up the situation G-4 describes
    t._refresh()
    drag(ctx.stack, t.offer_rect("left").center, t.slot_center((0, 0)))
    assert t.session.record == []
    assert "Bee" in t.message


def test_composting_asks_first(ctx):
    t = table(ctx)
    first = t.view().offer[1]
    drag(ctx.stack, t.offer_rect("centre").center, t.slot_center((0, 0)))
    confirm(ctx, t)
    assert t.session.record == [f"plant {first} 0 0"]
    card = t.view().offer[1]
    drag(ctx.stack, t.offer_rect("centre").center, t.slot_center((0, 0)))
    top = ctx.stack.top
    assert isinstance(top, ConfirmOverlay)
    assert len(t.session.record) == 1                            # nothing yet
    click(ctx.stack, button(top.buttons, "no").rect.center)
    assert len(t.session.record) == 1 and ctx.stack.top is t
    drag(ctx.stack, t.offer_rect("centre").center, t.slot_center((0, 0)))
    click(ctx.stack, button(ctx.stack.top.buttons, "yes").rect.center)
    assert len(t.session.record) == 1 and t.provisional.composts == first
    confirm(ctx, t)
    assert t.session.record[-1] == f"plant {card} 0 0"
    assert t.view().compost[0] == (first,)                       # G-2: to the Compost


def test_click_card_then_slot_plants(ctx):
    t = table(ctx)
    card = t.view().offer[2]
    click(ctx.stack, t.offer_rect("right").center)
    assert t.selected == ("offer", "right")
    click(ctx.stack, t.slot_center((0, 0)))
    confirm(ctx, t)
    assert t.session.record == [f"plant {card} 0 0"]
    assert t.view().supply[0] == 4                               # G-4: right card gains a Bee


def test_discard_pile_and_compost_open_for_inspection(ctx):
    t = table(ctx)
    drag(ctx.stack, t.offer_rect("centre").center, t.slot_center((0, 0)))
    confirm(ctx, t)
    click(ctx.stack, t.zone("discard").center)
    top = ctx.stack.top
    assert isinstance(top, InspectOverlay)
    assert top.cards == list(t.view().discard) and len(top.cards) == 2
    click(ctx.stack, (5, 5))
    assert ctx.stack.top is t
    click(ctx.stack, t.zone("compost.0").center)
    assert isinstance(ctx.stack.top, InspectOverlay) and ctx.stack.top.cards == []
    assert ctx.stack.top.title.startswith("Mr. Cabbagehead's Compost")


def test_two_player_compost_title_reads_your(ctx):
    t = table(ctx, seats=("human", "heuristic"), seed=3)
    t.inspect("compost", 0)
    assert ctx.stack.top.title.startswith("Your Compost:")
    t.inspect("compost", 1)
    assert ctx.stack.top.title.startswith("Ned's Compost:")


def test_pass_labels_say_when_the_opponent_cannot_take_the_card():
    # G-12 passing with the Bee costs of G-4: an empty Beehive blocks the right card, an
    # empty supply the left one, and the label says so instead of "+1" / "pays"
    from app.garden_moves import pass_cost_label
    assert [pass_cost_label(p, "Ned", 2, 2) for p in POSITIONS] == ["Ned pays", "free",
                                                                      "Ned +1"]
    assert pass_cost_label("right", "Ned", 2, 0) == "Beehive empty"
    assert pass_cost_label("left", "Ned", 0, 2) == "Ned has no Bee"
    assert pass_cost_label("centre", "Ned", 0, 0) == "free"


def test_pass_prompt_names_the_bee_rule_as_it_stands():
    # G-4/G-12: the prompt said "right gives one" with an empty Beehive, where the pass row
    # said "Beehive empty"; both now come from actions.bees_allow
    from app.garden_prompt import pass_bee_clause
    assert pass_bee_clause("Ned", 2, 2) == "left costs Ned a Bee, right gives one"
    assert pass_bee_clause("Ned", 2, 0) == ("left costs Ned a Bee; the Beehive is empty, so"
                                            " Ned cannot take the right")
    assert pass_bee_clause("Ned", 0, 1) == ("Ned has no Bee, so cannot take the left; right"
                                            " gives one")


def test_plant_prompt_names_the_bee_rule_as_it_stands():
    # G-4: the plant prompt said "right gains a Bee" with an empty Beehive (trial 5)
    from app.garden_prompt import plant_bee_clause
    assert plant_bee_clause(3, 3) == "Left costs a Bee, centre is free, right gains a Bee"
    assert plant_bee_clause(3, 0) == ("Left costs a Bee, centre is free, right cannot be taken"
                                      " (Beehive empty)")
    assert plant_bee_clause(0, 3) == ("Left needs a Bee (you have none), centre is free, right"
                                      " gains a Bee")


def test_click_on_a_card_that_cannot_be_planted_says_why_instead_of_picking_it_up(ctx):
    # trial 6: with no way to take it (G-4), a click said "is picked up" and nothing lit
    t = table(ctx)
    state = t.session.state
    state.supply[0] += state.hive                    # empty the Beehive (Bees stay 6)
    state.hive = 0
    t._refresh()
    click(ctx.stack, t.offer_rect("right").center)
    assert t.selected is None
    assert "cannot be planted now: Beehive empty" in t.message
    click(ctx.stack, t.offer_rect("centre").center)    # a plantable card is still picked up
    assert t.selected == ("offer", "centre") and t.targets("offer", "centre")


def test_held_planting_prompt_names_the_pass_as_the_next_step_with_two_players(ctx):
    # trial 6: with two players the Confirm prompt promised a draw; the pass comes next (G-12)
    t = table(ctx, seats=("human", "heuristic"), seed=5, start="0")
    drag(ctx.stack, t.offer_rect("centre").center, t.slot_center((0, 0)))
    assert t.provisional is not None
    sentence = t.prompt_sentence_now(t.view())
    assert "then tokens turn and you pass a leftover to Ned" in sentence
    solo = table(ctx)
    drag(ctx.stack, solo.offer_rect("centre").center, solo.slot_center((0, 0)))
    assert "then tokens turn and cards are drawn" in solo.prompt_sentence_now(solo.view())


def test_pending_bee_count_stays_inside_its_box(ctx, monkeypatch):
    # trial 6: "Your Bees: 2 → 3" ran past the box's right border while a planting was held
    t = table(ctx, seats=("human", "heuristic"), seed=5, start="0")
    drag(ctx.stack, t.offer_rect("right").center, t.slot_center((0, 0)))
    assert t.provisional is not None and t.provisional.position == "right"
    drawn = []
    real = ctx.text.blit

    def spy(surface, text, pos, size, *a, **k):
        rect = real(surface, text, pos, size, *a, **k)
        drawn.append((text, rect))
        return rect
    monkeypatch.setattr(ctx.text, "blit", spy)
    t.draw(pygame.Surface((1280, 720)))
    zone = t.zone(f"supply.{t._off(0)}")
    arrows = [r for text, r in drawn if text.startswith("→ ") and zone.colliderect(r)]
    assert arrows and all(r.right <= zone.right for r in arrows)


def test_pass_prompt_fits_three_lines_with_an_empty_beehive(ctx):
    ctx.settings.anim_speed = 0
    t = table(ctx, seats=("human", "heuristic"), seed=5, start="0")
    _play_one(ctx, t, next(x for x in t.session.legal_texts() if x.startswith("plant")))
    while t.session.state.phase == "grasshopper":
        _play_one(ctx, t, t.session.legal_texts()[0])
    state = t.session.state
    state.supply[0] += state.hive                    # empty the Beehive (Bees stay 6)
    state.hive = 0
    t._refresh()
    from app.garden_prompt import prompt_sentence
    sentence = prompt_sentence(t.view(), True, t.name)
    assert "the Beehive is empty, so Ned cannot take the right" in sentence
    assert "right gives one" not in sentence
    from app.garden_draw import PROMPT
    width = PROMPT.w - 32 - (420 if t.prompt_buttons else 0)     # as the bar draws it
    lines = ctx.text.wrap(sentence, 18, width, bold=True)
    assert len(lines) <= 3, lines


def test_hint_shows_the_ai_suggestion_and_can_play_it(ctx):
    t = table(ctx)
    click(ctx.stack, button(t.prompt_buttons, "hint").rect.center)
    top = ctx.stack.top
    assert isinstance(top, HintOverlay)
    texts = [e[1] for e in top.entries if e[1]]
    assert texts and all(x in t.session.legal_texts() for x in texts)
    assert any("I would make" in e[2] for e in top.entries)
    pos, slot = t.hint_move                                       # outlined on the table
    assert f"plant {t.view().offer[POSITIONS.index(pos)]} {slot[0]} {slot[1]}" in texts
    click(ctx.stack, button(top.buttons, f"use:{texts[0]}").rect.center)
    assert t.session.record == [] and t.provisional.text == texts[0]   # held, as a drop
    confirm(ctx, t)
    assert t.session.record == [texts[0]]


def _gesture_for(t, text):
    """Press, move and release positions for the legal action ``text``."""
    w = text.split()
    me = t.viewer()
    if w[0] == "plant":
        return t.offer_rect(offer_pos(t, int(w[1]))).center, t.slot_center((int(w[2]), int(w[3])))
    if w[0] == "grasshopper":
        return t.hopper_rect().center, t.slot_center((int(w[1]), int(w[2])))
    if w[0] == "rose" and w[1] != "none":
        v = t.view()
        return (t.offer_rect(POSITIONS[v.rose_position]).center,
                t.slot_center((int(w[1]), int(w[2]))))
    if w[0] == "pass":
        return t.offer_rect(offer_pos(t, int(w[1]))).center, t.zone(f"pass.{w[2]}").center
    raise AssertionError((text, me))


def _play_one(ctx, t, text):
    """Do ``text`` by mouse: drag, confirm a Compost, leave the Rose out by its button."""
    n = len(t.session.record)
    if text == "rose none":
        click(ctx.stack, button(t.prompt_buttons, "rose none").rect.center)
    else:
        a, b = _gesture_for(t, text)
        drag(ctx.stack, a, b)
        if isinstance(ctx.stack.top, ConfirmOverlay):
            click(ctx.stack, button(ctx.stack.top.buttons, "yes").rect.center)
        if not text.startswith("pass"):
            assert t.session.record[n:] == [] and t.provisional.text == text
            confirm(ctx, t)
    assert t.session.record[n:] == [text], (text, t.message)
    while isinstance(ctx.stack.top, NeighbourBanner):           # dismiss by a click
        click(ctx.stack, (480, 300))


def test_whole_solo_game_by_mouse_reaches_the_breakdown(ctx):
    ctx.settings.anim_speed = 0
    t = table(ctx, seed=14, grasshoppers="on", roses="on")   # a Rose and a Grasshopper come
    rng = random.Random(3)
    kinds = set()
    while not t.session.state.is_terminal():
        legal = t.session.legal_texts()
        # prefer placing Roses, otherwise any legal action
        roses = [x for x in legal if x.startswith("rose ") and x != "rose none"]
        text = roses[0] if roses else rng.choice(legal)
        kinds.add(text.split()[0])
        _play_one(ctx, t, text)
    assert len(t.session.record) >= 45 // 3
    for _ in range(3):
        ctx.stack.update(0.1)
    top = ctx.stack.top
    assert isinstance(top, GardenResults)
    v = t.view()
    assert top.breakdowns[0][1] == v.breakdown(0)                # G-10, G-11 line by line
    assert top.breakdowns[0][1][-1] == ("Total", t.session.state.result().scores[0])
    assert {"plant", "grasshopper", "rose"} <= kinds, kinds
    surface = pygame.Surface((1280, 720))
    ctx.stack.draw(surface)                                      # the panel draws
    click(ctx.stack, button(top.buttons, "menu").rect.center)
    from app.scenes.menu import TitleMenu
    assert isinstance(ctx.stack.top, TitleMenu)


def test_two_players_pass_by_drag_and_bottom_on_the_deck(ctx):
    ctx.settings.anim_speed = 0
    t = table(ctx, seats=("human", "heuristic"), seed=5, start="0")
    legal = t.session.legal_texts()
    _play_one(ctx, t, next(x for x in legal if x.startswith("plant")))
    while t.session.state.phase == "grasshopper":
        _play_one(ctx, t, t.session.legal_texts()[0])
    assert t.view().phase == "pass"
    left = [c for c in t.view().offer if c is not None]
    assert len(left) == 2
    # put one on the deck (its bottom), then the other into Ned's right place
    drag(ctx.stack, t.offer_rect(offer_pos(t, left[0])).center, t.zone("deck").center)
    assert t.bottom_card == left[0] and t.session.record[-1].startswith("plant")
    drag(ctx.stack, t.offer_rect(offer_pos(t, left[1])).center, t.zone("pass.right").center)
    assert t.session.record[-1] == f"pass {left[1]} right"
    assert t.session.current() == 1
    assert t.step_ai_now()                                       # Ned plants
    while t.session.current() == 1 and t.step_ai_now():
        pass
    assert t.session.current() == 0 or t.session.state.is_terminal()


def test_drop_on_felt_during_pass_springs_back(ctx):
    t = table(ctx, seats=("human", "heuristic"), seed=5, start="0")
    _play_one(ctx, t, next(x for x in t.session.legal_texts() if x.startswith("plant")))
    while t.session.state.phase == "grasshopper":
        _play_one(ctx, t, t.session.legal_texts()[0])
    card = next(c for c in t.view().offer if c is not None)
    n = len(t.session.record)
    drag(ctx.stack, t.offer_rect(offer_pos(t, card)).center, (700, 420))
    assert len(t.session.record) == n and "row" in t.message and t.spring is not None


def test_table_draws_in_every_phase_without_error(ctx):
    t = table(ctx, seats=("human", "heuristic"), seed=7, start="0")
    surface = pygame.Surface((1280, 720))
    for _ in range(6):
        ctx.stack.draw(surface)
        if t.session.human_to_act():
            _play_one(ctx, t, t.session.legal_texts()[0])
        else:
            assert t.step_ai_now()
    assert len(t.session.record) == 6


def test_rules_page_has_the_award_diagrams(ctx):
    from app import garden_figures
    from app.scenes.rules_page import FIGURE, RulesPage

    page = RulesPage(ctx, "garden")
    figs = [line[0][len(FIGURE):] for line in page.lines if line[0].startswith(FIGURE)]
    for award in ("four_corners", "avenue", "promenade", "monopoly", "mixed_plot", "bounty",
                  "bees_knees"):
        assert award in figs                                      # G-10, drawn in code
    surface = pygame.Surface((1280, 720))
    surface.fill((0, 0, 0))
    garden_figures.draw_figure(surface, "four_corners", pygame.Rect(0, 0, 900, 70), ctx.text)
    corner = surface.get_at((5, 5))[:3]
    assert corner == garden_figures.A                             # a coloured corner cell
    page.scroll = page.max_scroll // 2
    page.draw(surface)
    with pytest.raises(KeyError):
        garden_figures.figure_height("nope")


def test_the_rules_pages_offer_figure_labels_keep_clear_of_their_card_edges(ctx):
    """A new player (session 20): "centre" touched the edges of its 50 px card on the
    rules page.  Each position's label ends at least 3 px inside its card."""
    from app import garden_figures
    from rules.core import observe
    from tests.app.helpers import TextRecorder

    surface = pygame.Surface((1280, 720))
    rec = TextRecorder(ctx.text)
    garden_figures.draw_figure(surface, "offer", pygame.Rect(0, 0, 900, 80), rec)
    for pos in ("left", "centre", "right"):
        rect = next(r for w, r, _ in rec.drawn if w == pos)
        card = next(r for r in (pygame.Rect(k * 160, 2, 56, 70) for k in range(3))
                    if r.collidepoint(rect.center))
        assert rect.left >= card.left + 3 and rect.right <= card.right - 3, (pos, rect, card)


def test_grid_shows_every_slot_the_frame_can_still_reach():
    from app.garden_grid import PlotGrid

    zone = pygame.Rect(10, 150, 650, 436)
    empty = PlotGrid.build(zone, {}, False, 72, 100, 6)
    assert (len(empty.cols), len(empty.rows)) == (11, 5)          # G-2: any frame holding 0 0
    assert empty.core == {(0, 0)}
    wide = PlotGrid.build(zone, {(0, 0): 1, (5, 0): 2, (2, 2): 3}, False, 72, 100, 6)
    assert (list(wide.cols), list(wide.rows)) == (list(range(6)), [0, 1, 2])
    assert wide.fixed_cols and wide.fixed_rows
    for slot in wide.slots():
        assert wide.slot_at(wide.cell_rect(slot).center) == slot
    assert wide.slot_at((zone.x + 1, zone.y + 1)) is None
    left_behind = PlotGrid.build(zone, {(0, 0): 1, (5, 0): 2, (2, 2): 3}, False, 72, 100, 6,
                                 extra=((-1, 1),))             # a Grasshopper stays (G-8)
    assert left_behind.slot_at(left_behind.cell_rect((-1, 1)).center) == (-1, 1)
    assert (-1, 1) not in left_behind.band and (0, 1) in left_behind.band
    fixed = PlotGrid.build(zone, {}, True, 72, 100, 6)
    assert (list(fixed.cols), list(fixed.rows)) == (list(range(6)), [0, 1, 2])


def test_gesture_matching_reads_only_the_legal_texts():
    from app import garden_moves as gm

    legal = ["rose 1 0", "rose 3 2", "rose none"]
    assert gm.rose_choice(legal, (2, 0), right_half=False) == "rose 1 0"   # left neighbour
    assert gm.rose_choice(legal, (1, 0), right_half=True) == "rose 1 0"
    assert gm.rose_choice(legal, (5, 1), right_half=True) is None
    # a refused Rose is told about the pair the pointer favoured (session 20's check: a drop
    # on a card's left half was told about the pair to its right), unless only the other
    # pair covers two cards
    garden = {(0, 1): 4, (1, 1): 30, (2, 1): 12, (4, 1): 7, (5, 1): 8}
    assert gm.rose_refused(garden, (1, 1), right_half=False) == "rose 0 1"
    assert gm.rose_refused(garden, (1, 1), right_half=True) == "rose 1 1"
    assert gm.rose_refused(garden, (4, 1), right_half=False) == "rose 4 1"   # 3 1 is empty
    assert gm.rose_refused(garden, (2, 1), right_half=True) == "rose 1 1"    # 3 1 is empty
    assert gm.rose_refused({}, (2, 1), right_half=True) == "rose 2 1"
    passes = ["pass 7 centre", "pass 9 centre"]                      # Ferwig: centre only
    assert gm.bottom_gesture(passes, 7) == "pass 9 centre"
    assert gm.bottom_gesture(["pass 7 left", "pass 7 right", "pass 9 left"], 9) is None
    assert gm.plant_slots(["plant 4 0 0", "plant 5 1 0"], 4) == {(0, 0)}


#: Seed 26 (Original Neighbours, Roses), random plantings: round 2's Rose is drawn with
#: (0 2), (1 2) and (2 2) planted, three types side by side; only "rose 2 0" is legal.
ROSE_AT_26 = ("plant 20 0 0", "plant 25 2 2", "plant 38 5 2", "plant 15 3 1", "plant 18 2 0",
              "plant 45 4 2", "plant 40 3 0", "plant 44 2 1", "plant 7 1 2", "plant 32 0 2",
              "plant 11 0 2", "plant 13 2 0", "plant 3 4 1")


def test_a_refused_rose_drop_is_told_about_the_pair_the_pointer_favoured(ctx):
    """Session 20's check: a Rose dropped on the left half of a card was told about that
    card and the one to its right (the pair starting where it fell)."""
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human",), 26, {"neighbours": "original", "roses": "on"},
                     ROSE_AT_26)
    v = t.view()
    assert v.phase == "rose" and t.session.legal_texts() == ["rose 2 0", "rose none"]
    g, name = v.garden(0), t.card_name
    rose = t.offer_rect(POSITIONS[v.rose_position]).center
    cell = t.shown_grid(0).cell_rect((1, 2))
    for x, pair in ((cell.left + 6, ((0, 2), (1, 2))), (cell.right - 6, ((1, 2), (2, 2)))):
        drag(ctx.stack, rose, (x, cell.centery))
        assert t.provisional is None and t.session.record == list(ROSE_AT_26)
        assert t.message.startswith(f"{name(g[pair[0]])} and {name(g[pair[1]])} are not the"
                                    " same type"), t.message


@pytest.mark.parametrize("speed", [0, 1])
def test_neighbour_banner_holds_the_ai_until_dismissed(ctx, speed):
    # with a person at the table the banner stays until clicked, animations on or off
    ctx.settings.anim_speed = speed
    # Ned starts, so round 1's 'On Holiday' card is drawn for Ned's turn (21 = 3 + 9 x 2)
    t = table(ctx, seats=("human", "heuristic"), seed=5, start="1")
    while not isinstance(ctx.stack.top, NeighbourBanner):
        assert not t.session.state.is_terminal()
        if t.tweens or t.banner_up():        # dealt cards land (and a banner opens) first
            ctx.stack.update(0.1)
        elif t.session.human_to_act():
            legal = t.session.legal_texts()
            text = next((x for x in legal if x.startswith("pass")), legal[0])
            a, b = _gesture_for(t, text)
            drag(ctx.stack, a, b)
            if isinstance(ctx.stack.top, ConfirmOverlay):
                click(ctx.stack, button(ctx.stack.top.buttons, "yes").rect.center)
            if t.provisional is not None:
                confirm(ctx, t)
        else:
            t.since_move = 99
            ctx.stack.update(0.1)
    banner = ctx.stack.top
    assert banner.lines and "round 1" in banner.title.lower()
    assert banner.lines[0].startswith("Tokens:")                  # the standings (G-6)
    assert any("visit" in ln or "chat" in ln for ln in banner.lines[1:])
    # the table behind already shows round 2 (tiles at 0, a new draw): the banner says so
    assert banner.lines[-1].startswith("Round 2 begins when this note closes")
    n = len(t.session.record)
    for _ in range(40):                                           # 20 s: no time-out
        t.since_move = 99
        ctx.stack.update(0.5)
    assert ctx.stack.top is banner
    assert not t.session.human_to_act()                           # Ned plants next...
    assert len(t.session.record) == n                             # ...but waits for it
    click(ctx.stack, (480, 300))
    assert ctx.stack.top is t


def test_a_saved_record_resumes_at_the_same_place(ctx):
    from app.scenes.tables import open_table

    t = table(ctx, seed=9)
    for _ in range(3):
        _play_one(ctx, t, t.session.legal_texts()[0])
    record = tuple(t.session.record)
    again = open_table(ctx, Setup("garden", ["human"], 9, {}), record)
    assert isinstance(again, GardenTable) and tuple(again.session.record) == record
    assert again.view() == t.view()
    assert again.session.log[0].text.startswith("The Neighbours are")


def test_neighbour_banner_fits_wrapped_lines_above_its_note(ctx):
    """Long lines (Pomme-Frites moving many cards) wrap; the panel grows with the wrapped
    lines so the last one ends above the "click to continue" note."""
    long = ("The Right Honourable Pomme-Frites moves Bean 36 from column 2 row 1 to column 4"
            " row 2, next to the Lettuce, and then he moves the Radish as well")
    lines = ["Tokens: Pomme-Frites 3, Sallie 1"] + [long] * 6
    banner = NeighbourBanner(ctx, "Round 1: the Neighbours", lines, [], seconds=0)
    assert len(banner.wrapped) > len(lines)                       # the long lines did wrap
    last_text_bottom = banner.rect.y + 62 + 22 * len(banner.wrapped)
    note_top = banner.rect.bottom - 18 - 10                        # 14 px note, centred
    assert last_text_bottom <= note_top
    assert banner.rect.top >= 0 and banner.rect.bottom <= 720
    surface = pygame.Surface((1280, 720))
    banner.draw(surface)                                           # draws without error


def test_hint_answers_the_grasshopper_rose_and_pass_decisions(ctx):
    """A tester pressed H while placing a Grasshopper and was told hints are only for
    plantings.  The Hint button now also answers the Grasshopper (G-8), Rose (G-9) and pass
    (G-12) decisions in the prompt bar, with a legal choice in the log's words."""
    ctx.settings.anim_speed = 0
    t = table(ctx, seed=14, grasshoppers="on", roses="on")
    # a second apart, as a person's clicks are: Hint where Confirm just was is meant, not
    # the second half of a double click (garden_table.SWAP_GUARD)
    t.clock = itertools.count(0.0, 1.0).__next__
    rng = random.Random(3)
    asked = set()
    while not t.session.state.is_terminal():
        legal = t.session.legal_texts()
        phase = t.view().phase
        if phase in ("grasshopper", "rose"):
            click(ctx.stack, button(t.prompt_buttons, "hint").rect.center)
            assert t.message.startswith("Hint: the AI would "), t.message
            assert ("Grasshopper" if phase == "grasshopper" else "Rose") in t.message
            asked.add(phase)
        roses = [x for x in legal if x.startswith("rose ") and x != "rose none"]
        _play_one(ctx, t, roses[0] if roses else rng.choice(legal))
    assert asked == {"grasshopper", "rose"}

    duo = table(ctx, seats=("human", "heuristic"), seed=5, start="0")
    _play_one(ctx, duo, next(x for x in duo.session.legal_texts() if x.startswith("plant")))
    while duo.session.state.phase == "grasshopper":
        _play_one(ctx, duo, duo.session.legal_texts()[0])
    assert duo.view().phase == "pass"
    duo.show_hint()
    assert duo.message.startswith("Hint: the AI would pass ")
    assert "to Ned (" in duo.message and "bottom of the deck" in duo.message
    # and why (G-12; rules.garden.ai.HeuristicAgent.pass_reason)
    assert "It helps Ned least: about " in duo.message or "Ned could not take it" in duo.message
    assert duo.decision_hint() == duo.message                 # the same answer when asked again


def test_grasshopper_token_in_a_garden_reads_as_a_token_and_keeps_the_numbers_in_sight():
    """G-8: a Grasshopper in a garden is drawn about 70 % of the card's width (it was a
    corner dot of half the width, over the Vegetable number).  On a card it covers only the
    picture: the points and Vegetable number row (top 18 %) and the name band (bottom 22 %)
    stay visible; on an empty slot it is centred."""
    from app.garden_draw import GardenDrawing
    card = pygame.Rect(100, 200, 52, 73)
    on = GardenDrawing.hopper_on(card, True)
    assert on.w == on.h == int(52 * 0.7)
    assert on.top > card.top + 0.18 * card.h and on.bottom < card.bottom - 0.22 * card.h
    assert on.centerx == card.centerx
    empty = GardenDrawing.hopper_on(card, False)
    assert empty.center == card.center and empty.size == on.size
    assert GardenDrawing.hopper_on(pygame.Rect(0, 0, 120, 168), True).w == 44   # capped


def test_grasshopper_and_rose_hints_are_outlined_and_leftovers_grey_meanwhile(ctx):
    """Session 22's tester: the Grasshopper and Rose hints were a prompt line only, with
    nothing on the table among the lit slots (a planting's hint outlines its slot), and
    while a Grasshopper waited the leftover cards' words ("Beehive empty") lit up as if
    they could be taken (G-8, G-9)."""
    from rules.core import observe
    from tests.app.helpers import TextRecorder

    ctx.settings.anim_speed = 0
    t = table(ctx, seed=14, grasshoppers="on", roses="on")
    rng = random.Random(3)
    seen = set()
    while not t.session.state.is_terminal() and seen != {"grasshopper", "rose"}:
        legal = t.session.legal_texts()
        phase = t.view().phase
        if phase in ("grasshopper", "rose") and phase not in seen:
            t.show_hint()
            words = t.message
            ai = t._agent.choose(observe(t.session.state, 0),
                                 random.Random(len(t.session.record)))
            want = ((ai.col, ai.row),) if phase == "grasshopper" else (
                (ai.col, ai.row), (ai.col + 1, ai.row))
            assert t.hint_slots == want, (words, t.hint_slots)
            surf = pygame.Surface((1280, 720))
            rec = TextRecorder(ctx.text)
            ctx.text = rec
            t.draw(surf)
            ctx.text = rec._text
            g = t.shown_grid(0)
            cell = g.card_rect(want[0]).unionall([g.card_rect(x) for x in want[1:]])
            cell = cell.inflate(8, 8)
            px = surf.get_at((cell.centerx, cell.top + 1))[:3]
            assert all(abs(a - b) <= 6 for a, b in zip(px, (120, 220, 255))), px
            assert any(text == "hint" for text, _, _ in rec.drawn)
            if phase == "grasshopper":
                assert t._offer_mine(t.view()) == (False, set())    # no choice: muted
                assert not any(t.offer_takeable(t.view(), (False, set())).values())
            seen.add(phase)
        roses = [x for x in legal if x.startswith("rose ") and x != "rose none"]
        _play_one(ctx, t, roses[0] if roses else rng.choice(legal))
        assert t.hint_slots == ()                          # gone with the next move
    assert seen == {"grasshopper", "rose"}


def test_a_held_cards_note_keeps_clear_of_grasshopper_tokens(ctx):
    """Session 22's tester: "free · pending" of a card held in the top row lay over the
    Grasshopper token beside it (G-8).  Every held planting next to a token, in a seeded
    game with Grasshoppers, puts its note clear of every token."""
    ctx.settings.anim_speed = 0
    checked = 0
    for seed in (14, 21, 33):
        t = table(ctx, seed=seed, grasshoppers="on")
        rng = random.Random(seed)
        while not t.session.state.is_terminal():
            v = t.view()
            hoppers = t.hopper_rects(0, v)
            if v.phase == "plant" and hoppers:
                near = [x for x in t.session.legal_texts() if x.startswith("plant ")
                        and any(abs(int(x.split()[2]) - c) + abs(int(x.split()[3]) - r) == 1
                                for c, r in hoppers)]
                for text in near[:6]:
                    assert t.propose(text)
                    _, box, _ = t.held_note_layout(t.view())
                    tokens = [r for s, r in t.hopper_rects(0, t.view()).items()
                              if s != t.provisional.slot]
                    assert box.collidelist(tokens) == -1, (seed, text)
                    t.undo_placement()
                    checked += 1
            _play_one(ctx, t, rng.choice(t.session.legal_texts()))
    assert checked >= 20


def test_fixed_plot_caption_counts_empty_slots_and_a_lost_rose_is_told(ctx):
    """Session 22's tester: with the fixed plot, cards in columns 1, 2 and 5 read "5 of 6
    columns" (G-2); and a Rose that had nowhere to go left the game with only a log line
    (G-9).  Now the caption counts the empty slots of the set frame, and the prompt bar
    says the Rose went."""
    ctx.settings.anim_speed = 0
    t = table(ctx, seed=4, fixed_plot="on")
    for slot in ((0, 0), (1, 0), (4, 2)):
        text = next(x for x in t.session.legal_texts()
                    if x.startswith("plant ") and x.endswith(f" {slot[0]} {slot[1]}"))
        assert t.submit(text)
    g = t.grid(0)
    assert g.caption(t.view().garden(0)) == "3 in the garden · the 6 x 3 frame is set: 15 empty slots"
    told = 0
    for seed in range(40):
        t = table(ctx, seed=seed, roses="on")
        rng = random.Random(seed)
        while not t.session.state.is_terminal() and not told:
            text = rng.choice([x for x in t.session.legal_texts() if x != "rose none"]
                              or t.session.legal_texts())
            assert t.submit(text)
            if any(e.kind == "rose" and e.get("nowhere") for e in t.session.last_events):
                assert t.message.startswith("A Rose was drawn, but no two side-by-side")
                assert not t.message_error
                told += 1
        if told:
            break
    assert told


def test_the_hint_word_of_a_slot_above_a_card_is_seen(ctx):
    """Session 22's check: a Grasshopper hint for the slot above a card showed its outline
    but not its word: the card below was drawn over "hint".  Session 24's tester then found
    the word, drawn on that card's header, hard to read: an empty slot's hint now has its
    word inside the slot, and a planted card's (a Compost) under it on a dark pill."""
    from tests.app.helpers import TextRecorder

    ctx.settings.anim_speed = 0
    t = table(ctx)
    text = next(x for x in t.session.legal_texts() if x.startswith("plant ") and
                x.endswith(" 0 0"))
    assert t.submit(text)
    t.hint_slots = ((0, -1),)                       # the empty slot above the card
    rec = TextRecorder(ctx.text)
    ctx.text = rec
    surf = pygame.Surface((1280, 720))
    t.draw(surf)
    ctx.text = rec._text
    box = next(r for text, r, _ in rec.drawn if text == "hint")
    grid = t.shown_grid(0)
    assert grid.card_rect((0, -1)).contains(box)                   # inside the empty slot
    assert not box.colliderect(grid.card_rect((0, 0)))             # not on the card
    blue = [surf.get_at((x, y))[:3] for x in range(box.left, box.right)
            for y in range(box.top, box.bottom)]
    assert any(abs(r - 150) < 30 and abs(g - 230) < 30 and b > 220 for r, g, b in blue)
    t.hint_slots = ((0, 0),)                        # the planted card (a Compost)
    rec = TextRecorder(ctx.text)
    ctx.text = rec
    t.draw(surf)
    ctx.text = rec._text
    box = next(r for text, r, _ in rec.drawn if text == "hint")
    below = grid.card_rect((0, 0)).inflate(8, 8)
    assert box.top >= below.bottom                                 # under the outline
    assert surf.get_at((box.left - 2, box.centery))[:3] == (20, 40, 30)  # on its pill
