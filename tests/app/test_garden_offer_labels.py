"""Words under the offer row and the leftover put on the deck (headless, SDL dummy driver).

G-4: the left card costs a Bee, the right one gains one; a card whose Bee move is impossible
cannot be chosen.  G-12: with two players the two leftovers are passed or put under the deck,
so the planting costs under them no longer apply.
"""
from dataclasses import replace

import pygame

from app.scenes.garden_table import POSITIONS
from app.ui import theme
from tests.app.helpers import TextRecorder, drag, garden_table


def step(ctx, t, until, close=False, limit=400):
    """Play the first legal action for the person and let Ned move, until ``until()``;
    with ``close`` every Neighbour note is closed on the way."""
    for _ in range(limit):
        if until():
            return
        if close:
            t.close_banner()
        if t.session.human_to_act():
            t.submit(t.session.legal_texts()[0])
            if t.provisional is not None:
                t.confirm_placement()
        else:
            t.since_move = 99
            ctx.stack.update(0.1)
    raise AssertionError("did not get there")


def until_pass(ctx, t):
    """Let Ned play until the person plants, plant the first legal card: the pass phase."""
    for _ in range(200):
        if t.session.human_to_act():
            break
        t.since_move = 99
        ctx.stack.update(0.1)
    assert t.submit(next(x for x in t.session.legal_texts() if x.startswith("plant")))
    if t.provisional is not None:
        t.confirm_placement()
    assert t.view().phase == "pass"


def test_offer_labels_follow_the_bees_and_the_phase(ctx):
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human",), 4)
    v = t.view()
    assert [t.offer_label(v, p) for p in POSITIONS] == ["pay 1 Bee", "free", "+1 Bee"]
    empty = replace(v, hive=0, supply=(0,))
    assert [t.offer_label(empty, p) for p in POSITIONS] == ["no Bee", "free", "Beehive empty"]
    assert [t.offer_label(replace(v, free_turn=True), p) for p in POSITIONS] == ["free"] * 3
    assert [t.offer_label(replace(v, phase="pass"), p) for p in POSITIONS] == [""] * 3
    assert [t.offer_label(replace(v, phase="over"), p) for p in POSITIONS] == [""] * 3


def test_leftover_on_the_deck_shows_its_name_and_a_tag_above_it(ctx):
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human", "heuristic"), 7)
    until_pass(ctx, t)
    v = t.view()
    r = t.pile_rect("deck")
    down = next(c for c in v.offer if c is not None)
    drag(ctx.stack, t.offer_rect(POSITIONS[v.offer.index(down)]).center, r.center)
    assert t.bottom_card == down
    surf = pygame.Surface((1280, 720))
    t.draw(surf)
    # the card's name band is drawn as the card has it: no deck pill over it
    img = t.card_img(down, r.size)
    w, h = img.get_size()
    u = w / 100
    # the name band: 17 u tall from 45 u above the bottom (app.art, since the bottom
    # strip became 23 u); the deck's count lies on the strip below it
    band = pygame.Rect(int(6 * u), int(h - 44 * u), int(w - 12 * u), int(15 * u))
    on_table = band.move(r.x + 8, r.y + 14)
    assert (pygame.image.tobytes(surf.subsurface(on_table), "RGB")
            == pygame.image.tobytes(img.subsurface(band), "RGB"))
    # a "to the bottom" tag on the strip of deck above the card, in the tag colour
    strip = pygame.Rect(r.centerx - 16, r.y + 1, 32, 10)
    px = [surf.get_at((x, y))[:3] for x in range(strip.left, strip.right)
          for y in range(strip.top, strip.bottom)]
    assert sum(p == theme.ACCENT_SOFT[:3] for p in px) > len(px) // 3


def test_G4_pass_row_words_stay_inside_their_boxes(ctx):
    # G-12: the pass row says what each place costs Ned, or why he cannot take it (G-4)
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human", "heuristic"), 7)
    until_pass(ctx, t)
    v = replace(t.view(), hive=0, supply=(2, 0))          # Ned has no Bee, the hive is empty
    rec = ctx.text = TextRecorder(ctx.text)
    t._draw_pass_row(pygame.Surface((1280, 720)), v, set())
    for pos in POSITIONS:
        z = t.zone(f"pass.{pos}")
        inside = [(text, r) for text, r, _ in rec.drawn if z.colliderect(r)]
        words = " ".join(text for text, _ in inside)
        assert all(z.contains(r) for _, r in inside), (pos, inside)
        assert {"left": "Ned has no Bee", "right": "Beehive empty"}.get(pos, "free") in words


def test_no_thinking_while_the_neighbour_note_is_up_and_game_over_pill(ctx):
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human", "heuristic"), 256898)
    from app.garden_overlays import NeighbourBanner
    step(ctx, t, until=lambda: isinstance(ctx.stack.top, NeighbourBanner))
    assert t.banner_up()
    assert t.deck_pill_now(t.view()) == ("round 1", "is over")
    rec = ctx.text = TextRecorder(ctx.text)
    t.draw(pygame.Surface((1280, 720)))
    assert not [text for text, _, _ in rec.drawn if "thinking" in text]
    ctx.text = rec._text
    step(ctx, t, until=t.session.state.is_terminal, close=True)   # to the end
    t.close_banner()
    assert t.deck_pill_now(t.view()) == ("game", "over")
