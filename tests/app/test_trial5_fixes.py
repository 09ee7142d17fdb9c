"""Display fixes from the fifth new-player trial of the solo Garden (screenshots s07-s45):
the prompt bar's width, the Compost window's title, plurals, the statistics chart, the drag
note of a card the Bees rule out (G-4), the setup screen's solo default, the deck's pill,
Horace's tie-breaks on the rules page (G-7), and one size for the Neighbour tile names."""
import pygame

from app.garden_draw import PROMPT, PROMPT_GAP
from app.garden_overlays import InspectOverlay
from app.scenes.garden_table import POSITIONS
from tests.app.helpers import drag, garden_table


def table(ctx, seats=("human",), seed=832478, **options):
    return garden_table(ctx, seats, seed, options)


def _check_bar(ctx, t):
    """Every sentence and note line of the bar is shown whole, within four lines, and no
    line that reaches down to the prompt buttons runs into them."""
    v = t.view()
    lines, note = t.prompt_lines(v)
    sentence = t.prompt_sentence_now(v)
    assert " ".join(lines) == sentence, (lines, sentence)          # no line dropped
    assert " ".join(note) == t.message, (note, t.message)
    assert len(lines) + len(note) <= 4
    left = min(b.rect.x for b in t.prompt_buttons)
    tops = [b.rect.y for b in t.prompt_buttons]
    rows = [(ln, 18, PROMPT.y + 8 + 22 * k) for k, ln in enumerate(lines)]
    y0 = PROMPT.y + 8 + 22 * len(lines) + 2
    rows += [(ln, 17, y0 + 20 * k) for k, ln in enumerate(note)]
    for ln, size, y in rows:
        font = ctx.text.font(size, True)
        w, h = font.size(ln)
        assert PROMPT.x + 16 + w <= PROMPT.right - 16, ln           # inside the bar
        if y + h > min(tops) - 2:                                    # beside the buttons
            assert PROMPT.x + 16 + w <= left - PROMPT_GAP, ln
        assert y + h <= PROMPT.bottom, ln
    return lines, note


def test_first_card_refusal_and_plant_prompt_both_fit_the_bar(ctx):
    # s11: the text wrapped at ~800 px (a fixed 420 px kept for buttons), so the red reason
    # pushed out the prompt's third line
    t = table(ctx)
    assert t.drop_at("offer", "centre", t.slot_center((1, 0))) is False
    assert t.message and t.message_error
    lines, note = _check_bar(ctx, t)
    assert lines[-1].endswith("(−2).") and note


def test_neighbour_text_fits_beside_the_hint_and_the_confirm_buttons(ctx):
    # s24: clicking a Neighbour tile while the plant prompt (Hint) or a held planting
    # (Undo, Confirm) is shown; every Neighbour's text, the long New Neighbours' too
    t = table(ctx, neighbours="random", seed=11)
    for held in (False, True):
        if held:
            t.propose(f"plant {t.view().offer[1]} 0 0")
            assert t.provisional is not None
        for nb in t.data.neighbours.values():
            t.say(f"{nb.name}: {nb.text}", error=False)
            _check_bar(ctx, t)


def test_prompt_text_runs_up_to_the_leftmost_button(ctx):
    t = table(ctx)
    hint = min(b.rect.x for b in t.prompt_buttons)
    assert t.prompt_text_width() == hint - PROMPT_GAP - (PROMPT.x + 16)
    assert t.prompt_text_width() > 1000                              # not ~800 px any more
    t.prompt_buttons = []
    assert t.prompt_text_width() == PROMPT.w - 32


def test_compost_title_says_one_card_and_fits_left_of_close(ctx):
    # s33/z33: "Mr. Cabbagehead's Compost: 1 cards (−2 each at the" ran under Close
    t = table(ctx)
    t.session.state.compost[0].append(15)        # a card dug up (G-2), for the look only
    t.inspect("compost", 0)
    top = ctx.stack.top
    assert isinstance(top, InspectOverlay)
    assert top.title == "Mr. Cabbagehead's Compost: 1 card"
    assert "2 points" in top.note
    size, lines, _ = top.title_layout()
    area = top.title_area()
    assert " ".join(lines) == top.title
    assert all(ctx.text.font(size, True).size(ln)[0] <= area.w for ln in lines)
    assert area.right <= top.close.rect.x
    top.draw(pygame.Surface((1280, 720)))
    ctx.stack.pop()
    t.inspect("discard")
    assert ctx.stack.top.title == "Discard pile: 0 cards"


def test_a_long_inspect_title_wraps_instead_of_hiding(ctx):
    o = InspectOverlay(ctx, "Mr. Cabbagehead's Compost: 12 cards, and a title far too long"
                       " for a single line of the window", [1, 2], lambda n, s:
                       pygame.Surface(s), str, note="a note")
    size, lines, step = o.title_layout()
    area = o.title_area()
    assert len(lines) == 2 and " ".join(lines) == o.title
    assert all(ctx.text.font(size, True).size(ln)[0] <= area.w for ln in lines)
    # the cards start below the title's two lines and the note
    assert o.rect.y + o.top >= area.y + step + ctx.text.font(size, True).get_height()


def test_statistics_say_one_attempt(ctx, tmp_path):
    # s45: "1 attempts"
    from app.profile import Profile
    from app.scenes.stats import StatsScene
    from tests.app.quickgames import play_quick

    profile = Profile(tmp_path)
    play_quick("garden", ["human"], 4, profile=profile)
    ctx.profile = profile
    page = StatsScene(ctx)
    assert page.garden_line().startswith("1 attempt · ")
    assert any("solo: 1 attempt," in ln for ln in page.lines)


def test_equal_scores_get_a_padded_axis_with_two_different_labels():
    # s45: one attempt read "+59" at the top and at the bottom of the axis
    from app.scenes.stats import axis_range, chart_points

    assert axis_range([59]) == (54, 64)
    assert axis_range([59, 59, 59]) == (54, 64)
    assert axis_range([-3, 40]) == (-3, 40)
    r = pygame.Rect(0, 0, 100, 50)
    assert [p[1] for p in chart_points([59, 59], r)] == [25, 25]   # in the middle
    pts = chart_points([-5, 10, 0], r)
    assert pts[1][1] == 0 and pts[0][1] == 50


def _dark_pixels_around(surface, centre, radius=9) -> int:
    x0, y0 = centre
    n = 0
    for x in range(x0 - radius, x0 + radius + 1):
        for y in range(y0 - radius, y0 + radius + 1):
            c = surface.get_at((x, y))
            if c.r + c.g + c.b < 300:
                n += 1
    return n


def test_white_ribbon_dot_has_a_visible_dark_ring(ctx):
    # s45: the White Ribbon dot was white on cream, only a hairline showing
    from types import SimpleNamespace as NS

    from app.scenes.stats import (DOT_RADIUS, StatsScene, StatsSummary, axis_range,
                                  chart_points)

    page = StatsScene(ctx)
    att = [NS(score=59, ribbon="white", finished_at="2026-11-30T21:34",
              options={})]
    page.summary = StatsSummary(attempts=att, ribbons=NS(blue=0, blue_rate=0.0,
                                                         counts={"white": 1}))
    page.message = None
    surface = pygame.Surface((1280, 720))
    page.draw(surface)
    box = pygame.Rect(650, 80, 600, 560)                   # as StatsScene.draw lays it out
    chart = pygame.Rect(box.x + 60, box.y + 104, box.w - 90, 200)
    plot = chart.inflate(0, -2 * (DOT_RADIUS + 3))           # the dots' band
    (x, y), = chart_points([59], plot, axis_range([59, page.blue_at()]))
    # a 2 px ring of radius 7 is about 80 dark pixels; the old 1 px hairline about 30
    assert _dark_pixels_around(surface, (x, y)) >= 55
    c = surface.get_at((x, y))
    assert c.r + c.g + c.b > 600                          # still a white dot inside


def test_drag_note_gives_the_reason_a_card_cannot_be_taken(ctx):
    # s20a: with the Beehive empty the right card said "gains 1 Bee" while dragged (G-4)
    from app.garden_moves import plant_cost_words

    assert plant_cost_words("right", 6, 0) == "Beehive empty, cannot be taken"
    assert plant_cost_words("left", 0, 6) == "no Bee to pay, cannot be taken"
    assert [plant_cost_words(p, 3, 3) for p in POSITIONS] == ["costs 1 Bee", "free",
                                                                 "gains 1 Bee"]
    assert plant_cost_words("right", 6, 0, free=True) == "free (Ferwig-Radishers)"
    t = table(ctx)
    st = t.session.state
    st.supply[0] += st.hive                              # the Beehive empties (6 Bees kept)
    st.hive = 0
    t._refresh()
    r = t.offer_rect("right")
    drag(ctx.stack, r.center, (r.centerx + 100, r.centery + 250), release=False)
    assert t.drag is not None and t.drag.key == "right"
    note, _ = t.drag_note(t.view(), t.drag)
    assert note.startswith("Beehive empty") and "gains" not in note
    t.draw(pygame.Surface((1280, 720)))
    t.cancel_drag()
    st.hive, st.supply[0] = 6, 0                         # now the left card: no Bee to pay
    t._refresh()
    r = t.offer_rect("left")
    drag(ctx.stack, r.center, (r.centerx + 100, r.centery + 250), release=False)
    note, _ = t.drag_note(t.view(), t.drag)
    assert note.startswith("no Bee to pay") and "costs" not in note


def test_setup_offers_the_garden_solo_and_greys_out_the_start_player(ctx, tmp_path):
    # s07/s08: the Garden opened with two players; with one seat "Start player" (C-1)
    # changes nothing but could still be clicked
    from app.scenes.setup import SetupScene
    from tests.app.helpers import button

    ctx.profile = None
    s = SetupScene(ctx, "garden")
    assert s.seats == ["human"]
    b = button(s.buttons, "option:start")
    assert not b.enabled
    assert button(s.buttons, "option:roses").enabled           # solo only: matters alone
    before = s.options["start"]
    s.cycle_option("start")
    assert s.options["start"] == before
    s.set_count(2)
    assert button(s.buttons, "option:start").enabled
    s.cycle_option("start")
    assert s.options["start"] != before
    assert len(SetupScene(ctx, "intrigue").seats) == 4         # other games unchanged
    # a remembered setup wins over the default
    from app.profile import Profile

    profile = Profile(tmp_path)
    profile.settings.remember_setup("garden", ["human", "search"], s.options)
    ctx.profile = profile
    assert SetupScene(ctx, "garden").seats == ["human", "search"]


def test_deck_pill_says_it_counts_this_round(ctx):
    # s09: "12 left" read like the whole deck (48 cards, 15 a round alone; G-12: 21/20/4)
    t = table(ctx)
    v = t.view()
    assert t.deck_pill_words(v) == ("12 left", "this round")
    whole = len(v.deck_layout) - v.deck_layout.count(0)
    assert f"{whole} cards in the whole deck" in t.deck_words(v)
    w = max(ctx.text.font(12, True).size("12 left")[0],
            ctx.text.font(10, True).size("this round")[0]) + 10
    assert w <= t.zone("deck").w                          # the pill stays on the deck
    t2 = table(ctx, seats=("human", "heuristic"), start="0")
    top, under = t2.deck_pill_words(t2.view())
    assert top.endswith(" left") and under == "this round"


def test_rules_page_gives_horaces_tie_breaks():
    # G-7: most cards, ties to the higher point value, then the highest Vegetable number
    from app.scenes.rules_page import rules_text

    line = next(ln for ln in rules_text("garden").splitlines() if "Horace" in ln)
    assert "most" in line and "points" in line and "highest card number" in line
    assert "highest-numbered card" in line


def test_neighbour_names_share_one_size(ctx, monkeypatch):
    # z09n: "Lord Carrotbody" was drawn larger than the three longer names: each tile shrank
    # its own name; now the table asks the art for one size that fits all four
    t = table(ctx)
    v = t.view()
    names = [t.data.neighbours[n].name for n in v.neighbours]
    asked = []
    real = ctx.art.neighbour_tile

    def spy(name, size, index=0, name_px=None):
        asked.append((name, name_px))
        return real(name, size, index, name_px)

    monkeypatch.setattr(ctx.art, "neighbour_tile", spy)
    t.draw(pygame.Surface((1280, 720)))
    assert sorted(n for n, _ in asked) == sorted(names)
    sizes = {px for _, px in asked}
    assert len(sizes) == 1 and None not in sizes, asked
    px = sizes.pop()
    # the largest size at which all four fit: one size up, some name no longer fits
    art = ctx.art
    box = art._ntile_name_box(*t.neighbour_tile_rect(0).size)
    font = art.fonts.get_font(px + 1, True)

    def fits(name):
        lines = art._wrap(name, font, box.width)
        return (len(lines) * font.get_linesize() <= box.height
                and max(font.size(x)[0] for x in lines) <= box.width)
    assert px == art._ntile_px(t.neighbour_tile_rect(0).h) or not all(fits(n) for n in names)
    # and at that size every name fits, so none is shrunk further on its own tile
    font = art.fonts.get_font(px, True)
    assert all(len(art._wrap(n, font, box.width)) * font.get_linesize() <= box.height
               for n in names)


def test_the_drag_note_goes_above_a_card_held_low_over_the_garden():
    """Session 21's new player: "costs 1 Bee" under a card dragged over the garden's bottom
    row lay over the prompt's first line.  Below the card where it fits above the prompt
    bar; above the card otherwise; beside it when asked."""
    from app.garden_draw import PROMPT, GardenDrawing
    from app.scenes.garden_table import Drag

    high = Drag("offer", "left", (0, 0), (0, 0), (150, 200), (72, 100))
    low = Drag("offer", "left", (0, 0), (0, 0), (150, 470), (72, 100))
    size = (90, 20)
    below = GardenDrawing.drag_note_rect(size, high, False)
    assert below.top == 200 + 100 + 4 and below.bottom <= PROMPT.y
    above = GardenDrawing.drag_note_rect(size, low, False)
    assert above.bottom == 470 - 4 and above.bottom <= PROMPT.y
    beside = GardenDrawing.drag_note_rect(size, low, True)
    assert beside.left == 150 + 72 + 8 and beside.centery == 470 + 50


def test_the_drag_note_above_a_low_card_keeps_off_planted_cards():
    """Session 21's check: above a card held low in a two-player garden, the note hid a
    planted card's Neighbour number.  It goes right or left of the card instead when
    above covers a planted card, and above again when every side covers one (the least
    covered)."""
    from app.garden_draw import GardenDrawing
    from app.scenes.garden_table import Drag

    low = Drag("offer", "left", (0, 0), (0, 0), (150, 470), (72, 100))
    size = (90, 20)
    planted_above = pygame.Rect(150, 360, 72, 100)           # the slot above the held card
    r = GardenDrawing.drag_note_rect(size, low, False, [planted_above])
    assert r.left == 150 + 72 + 8 and not r.colliderect(planted_above)
    right = pygame.Rect(230, 470, 72, 100)
    r = GardenDrawing.drag_note_rect(size, low, False, [planted_above, right])
    assert r.right == 150 - 8 and not r.colliderect(planted_above)
    left = pygame.Rect(70, 470, 72, 100)
    r = GardenDrawing.drag_note_rect(size, low, False, [planted_above, right, left])
    assert r.bottom == 470 - 4                               # all covered: above, as before
    assert GardenDrawing.drag_note_rect(size, low, False, [right]).bottom == 470 - 4


def test_one_wheel_notch_scrolls_the_rules_page_once(ctx):
    """pygame sends a MOUSEWHEEL event and a button 4/5 press for each notch of the wheel;
    the rules page counted both, so a tester saw nine notches skip a whole section."""
    from app.scenes.rules_page import WHEEL_STEP, RulesPage

    page = RulesPage(ctx, "garden")
    assert page.max_scroll > 4 * WHEEL_STEP
    page.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    page.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 300), button=5))
    assert page.scroll == WHEEL_STEP
    page.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    page.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 300), button=4))
    assert page.scroll == 0
