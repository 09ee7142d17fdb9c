"""Words under the offer row and the leftover put on the deck (headless, SDL dummy driver).

G-4: the left card costs a Bee, the right one gains one; a card whose Bee move is impossible
cannot be chosen.  G-12: with two players the two leftovers are passed or put under the deck,
so the planting costs under them no longer apply.
"""
from dataclasses import replace

import pygame

from app.scenes.garden_table import POSITIONS
from app.ui import theme
from tests.app.helpers import drag, garden_table


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
    assert [t.offer_label(empty, p) for p in POSITIONS] == ["no Bee", "free", "hive empty"]
    assert [t.offer_label(replace(v, free_turn=True), p) for p in POSITIONS] == ["free"] * 3
    assert [t.offer_label(replace(v, phase="pass"), p) for p in POSITIONS] == [""] * 3


def test_leftover_on_the_deck_leaves_the_deck_pill_readable(ctx):
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human", "heuristic"), 7)
    until_pass(ctx, t)
    v = t.view()
    r = t.pile_rect("deck")
    pill = pygame.Rect(r.centerx - 18, r.bottom - 26, 36, 18)      # inside the pill's text

    def shot():
        surf = pygame.Surface((1280, 720))
        t.draw(surf)
        return pygame.image.tobytes(surf.subsurface(pill), "RGB")

    before = shot()
    down = next(c for c in v.offer if c is not None)
    drag(ctx.stack, t.offer_rect(POSITIONS[v.offer.index(down)]).center, r.center)
    assert t.bottom_card == down
    assert shot() == before                     # the card lies under the pill, not over it
    # a "to the bottom" tag on the card's top edge, in the tag colour, over everything
    surf = pygame.Surface((1280, 720))
    t.draw(surf)
    tag = pygame.Rect(r.centerx + 8 - 20, r.y + 14 - 3, 40, 6)
    px = [surf.get_at((x, y))[:3] for x in range(tag.left, tag.right)
          for y in range(tag.top, tag.bottom)]
    assert sum(p == theme.ACCENT_SOFT[:3] for p in px) > len(px) // 3
