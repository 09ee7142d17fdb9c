"""Session 10 tester report: in the discard pile (31 cards, the small card size) captions
wider than a card ran into each other: "Turnip 33Pumpkin 41", "Carrot 11Ruta Baga 29"."""
import pygame

from app.garden_overlays import InspectOverlay
from rules.garden.data import load
from tests.app.helpers import drawn_words, garden_table

#: the tester's discard pile, in its order (p28.png)
TESTER_PILE = [18, 1, 22, 5, 33, 41, 6, 8, 9, 20, 23, 11, 29, 24, 40, 31, 44, 32, 13, 30,
               36, 7, 21, 12, 42, 28, 15, 45, 39, 10, 3]


def _captions(ctx, overlay):
    """Every caption line drawn under a card: (words, rect, the card's rect)."""
    drawn = drawn_words(ctx, overlay)
    w, h = overlay.size
    cards = []
    for i in range(len(overlay.cards)):
        r, c = divmod(i, overlay.per_row)
        x = overlay.rect.x + 24 + c * (w + 14)
        cards.append(pygame.Rect(x, overlay.rect.y + overlay.top + r * overlay.pitch, w, h))
    out = []
    for words, rect, _ in drawn:
        under = [c for c in cards if c.left <= rect.centerx <= c.right and
                 c.bottom <= rect.top <= c.bottom + 40]
        if under:
            out.append((words, rect, under[0]))
    return out


def test_pile_captions_stay_in_their_card_column(ctx):
    t = garden_table(ctx)
    numbers = sorted(load().vegetables)
    piles = [TESTER_PILE, numbers[:12], numbers[:30], numbers[:40], numbers]
    for cards in piles:
        o = InspectOverlay(ctx, f"Discard pile: {len(cards)} cards", cards, t.card_img,
                           t.card_name)
        drawn = _captions(ctx, o)
        for n in cards:                      # every card's name is drawn, whole or wrapped
            said = " ".join(w for w, _, c in drawn if c.collidepoint(_card_rect(o, n).center))
            assert said.replace("…", "") and t.card_name(n).startswith(said.rstrip("…")), \
                (n, said)
        for words, rect, card in drawn:
            # within the card's column: its width plus half the gap each side
            assert card.left - 7 <= rect.left and rect.right <= card.right + 7, (words, rect)
            assert o.rect.contains(rect), (words, rect, o.rect)
        for (wa, a, _), (wb, b, _) in zip(drawn, drawn[1:]):
            assert not a.colliderect(b), (wa, wb)
        for (wa, a, _) in drawn:                          # no caption under a card below
            assert not any(a.colliderect(_card_rect(o, n)) for n in cards), wa
    # the tester's words come out whole, a name over its number when it must wrap
    o = InspectOverlay(ctx, "Discard pile: 31 cards", TESTER_PILE, t.card_img, t.card_name)
    words = [w for w, _, _ in _captions(ctx, o)]
    assert not any("…" in w for w in words)
    pairs = list(zip(words, words[1:]))
    for name in ("Turnip 33", "Pumpkin 41", "Carrot 11", "Ruta Baga 29"):
        assert name in words or tuple(name.rsplit(" ", 1)) in pairs, name


def _card_rect(o, n):
    w, h = o.size
    r, c = divmod(o.cards.index(n), o.per_row)
    pitch = getattr(o, "pitch", h + 26)
    return pygame.Rect(o.rect.x + 24 + c * (w + 14), o.rect.y + o.top + r * pitch, w, h)
