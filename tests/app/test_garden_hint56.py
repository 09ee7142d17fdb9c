"""The hint panel draws every word of each sentence inside its column (headless, SDL dummy
driver): the AI's pick is drawn bold but was measured plain, so a bold line ran under the
"Do it" button, and a sentence past five lines lost its end."""
import pygame

from app.garden_overlays import HintOverlay
from tests.app.helpers import drawn_words

LONG = ("Plant the Pumpkin 14 right of Turnip 33 and above Carrot 2: it brings The Promenade"
        " closer, it brings a Bee (the Bee's Knees needs all 6), but Bernard Betteravé is"
        " likely to visit (78 %) and would take all 6 Bees; Pomme-Frites would move it right"
        " of Radish 35 and the Ferwig-Radishers would spoil the next draw, not the garden."
        " This is the move I would make.")
PLAIN = LONG.replace(" This is the move I would make.", " (Nearly as good as my pick.)")


def test_every_word_is_drawn_inside_its_column(ctx):
    img = pygame.Surface((64, 90))
    entries = [(img, "plant 14 1 0", LONG), (img, "plant 33 0 1", PLAIN),
               (img, "plant 2 0 0", "Plant the Carrot 2 as the first card.")]
    o = ctx.stack.push(HintOverlay(ctx, entries, lambda _t: None))
    drawn = drawn_words(ctx, o)
    do_it = [b.rect for b in o.buttons if b.tag.startswith("use:")]
    for i, (_, _, why) in enumerate(entries):
        top = o.rect.y + 70 + i * 124
        mine = [(w, r) for w, r, _ in drawn if r.x == o.rect.x + 108 and top <= r.y < top + 124]
        assert " ".join(w for w, _ in mine) == why              # nothing dropped
        for _, r in mine:
            assert r.right <= do_it[i].x - 8                     # clear of "Do it"
            assert r.bottom <= top + 124 - 6                     # above the next card's row
    assert o.layouts[0][0] < 17                                  # the long one got smaller
    assert o.layouts[2][0] == 17


def test_do_it_sits_level_with_the_middle_of_its_card(ctx):
    """A new player (session 20): at the bottom of its row "Do it" read as lower than the
    sentence it belongs to.  Its middle is now within 20 px of its card's middle."""
    img = pygame.Surface((64, 90))
    entries = [(img, "plant 14 1 0", LONG), (img, "plant 33 0 1", PLAIN)]
    o = ctx.stack.push(HintOverlay(ctx, entries, lambda _t: None))
    do_it = [b.rect for b in o.buttons if b.tag.startswith("use:")]
    for i, r in enumerate(do_it):
        card_mid = o.rect.y + 70 + i * 124 + img.get_height() // 2
        assert abs(r.centery - card_mid) <= 20, (r, card_mid)
