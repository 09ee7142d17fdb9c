"""Defects from a tester's trial of the Garden table around round ends and the New
Neighbours (headless, SDL dummy driver; rulebook "The New Neighbours", RULINGS G-6, G-7, G-12).

1. The card the Ferwig-Radishers snatch from a draw (G-7) was never seen: not dealt, not sent
   to the discard pile (solo) or under the deck (two players, G-12), a bare gap in the offer.
   Now it is dealt to its offer position, lies there, then flies to its pile, and the gap
   says which card went where ("snatched" under it).
2. While the round's Neighbour note was up (it says the next round begins when it closes),
   the discard pile already showed the card snatched from the next round's first draw, and
   the offer row the next round's words.  The hold on the next round now covers the piles
   and the offer's words too, and the note no longer tells the snatch ahead of its draw.
3. Pomme-Frites' moves (G-7) glided while the next round's cards were dealt and the prompt
   already asked for a planting.  The next round now begins once the moved cards are in
   their new slots; meanwhile the round that ended stays on the table.
4. Two players: "N Bees out of the game" (Bernard, G-7) hung under the Beehive box and
   touched Ned's Compost; it is now inside the box, clear of its Bees.
5. (Noticed later, session 18.) A card a Neighbour took (G-6, G-7) flew to the discard
   pile while the next round's cards were dealt.  The next round now waits for it too.

The games are fixed records replayed by the engine (random Neighbours): seed 11 solo (the
Ferwig-Radishers end round 2 and snatch Lettuce 40), seed 267 with two players (they end
round 1 and snatch Salsify 28, then Lettuce 22 from Ned's draw), seed 16 solo (Pomme-Frites
moves two cards at the end of round 1), seed 2314 with two players (Bernard takes all six
Bees), seed 49 solo (Bernard takes one Bee, five stay on the Beehive), seed 1 solo (Original
Neighbours: Horace takes Turnip 24 at the end of round 1).
"""
import pygame
import pytest

from app.garden_overlays import NeighbourBanner
from app.scenes.garden_table import POSITIONS
from tests.app.helpers import drawn_frame, garden_table

RANDOM = {"neighbours": "random"}
#: The tester's two-player games: random Neighbours, you (seat 0) start.
DUO = {"neighbours": "random", "start": "0"}
#: Seed 11 solo: the 10th planting ends round 2; the Ferwig-Radishers visit and snatch
#: Lettuce 40 (left) from round 3's first draw to the discard pile.
SOLO11 = ("plant 19 0 0", "plant 39 -5 0", "plant 30 -4 0", "plant 35 -3 1", "plant 43 -4 1",
          "plant 23 -4 2", "plant 28 0 0", "plant 1 -1 0", "plant 37 -4 0", "plant 15 -4 1")
#: Seed 267, you and Ned: Ned's pass (the 20th move) ends round 1, the Ferwig-Radishers
#: snatch Salsify 28 (centre) from your draw and, after your pass (the 22nd), Lettuce 22
#: (left) from Ned's, each to the bottom of the deck.
DUO267 = ("plant 5 0 0", "pass 12 centre", "plant 10 0 0", "pass 12 left", "plant 19 1 0",
          "pass 20 centre", "plant 6 -3 -1", "pass 20 right", "plant 13 -1 0", "pass 20 centre",
          "plant 20 -4 -2", "pass 2 right", "plant 45 -1 1", "pass 2 centre", "plant 24 -2 -1",
          "pass 2 left", "plant 40 -2 0", "pass 2 centre", "plant 16 -1 0", "pass 4 left",
          "plant 4 -2 1", "pass 21 centre")
#: Seed 16 solo (as tests/app/test_garden_motion.py): the 5th planting ends round 1 and
#: Pomme-Frites moves Bean 36 and Lettuce 4 (G-7).
PF16 = ("plant 4 0 0", "plant 39 -4 -1", "plant 13 -2 -1", "plant 36 1 -1", "plant 25 -3 -1")
#: Seed 1 solo, Original Neighbours: the 5th planting ends round 1; Horace visits and takes
#: Turnip 24 (G-6, G-7).
TAKE1 = ("plant 43 0 0", "plant 6 -4 -2", "plant 24 -3 -2", "plant 21 -2 -1", "plant 35 -1 0")
#: Seed 2314, you and Ned: Ned's pass ends round 1 and Bernard takes your six Bees.
DUO2314 = ("plant 35 0 0", "pass 20 centre", "plant 5 0 0", "pass 20 right", "plant 1 1 0",
           "pass 20 centre", "plant 40 -3 -1", "pass 20 left", "plant 39 2 0", "pass 20 centre",
           "plant 16 1 1", "pass 20 left", "plant 42 3 0", "pass 20 centre", "plant 9 -1 -1",
           "pass 20 left", "plant 6 4 0", "pass 20 centre", "plant 20 0 -1", "pass 10 right")
#: Seed 49 solo: the 5th planting ends round 1; Bernard takes 1 Bee, 5 stay on the Beehive.
SOLO49 = ("plant 29 0 0", "plant 37 -3 -2", "plant 17 -2 -1", "plant 39 1 0",
          "plant 40 -4 -1")


def run(ctx, seconds, dt=0.05):
    for _ in range(int(seconds / dt)):
        ctx.stack.update(dt)


def frame(ctx, table):
    """(surface, [(text, rect, size)]) of one frame of ``table`` as it stands (tweens kept)."""
    return drawn_frame(ctx, table)


def words(drawn):
    return [text for text, _, _ in drawn]


def ned_plays(t, text):
    """Ned's move ``text`` through the table, as its AI driver applies it."""
    seat, before = t.session.current(), t.view()
    t._after_apply(seat, before, t.session.apply_text(text))


def snatch_legs(t, card):
    return [tw for tw in t.tweens if tw.what[1] == card]


def same_pixels(surf, rect, img):
    """True when ``rect`` of ``surf`` shows ``img`` (its inner part, clear of the rounded
    corners and the shadow)."""
    inner = pygame.Rect(6, 6, rect.w - 12, rect.h - 12)
    a = surf.subsurface(inner.move(rect.topleft))
    b = img.subsurface(inner)
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b.convert(), "RGB")


# --------------------------------------------------------------------- 1. the snatched card
def test_G7_solo_the_snatched_card_is_dealt_then_flies_to_the_discard_pile(ctx):
    ctx.settings.anim_speed = 1
    t = garden_table(ctx, ("human",), 11, RANDOM, SOLO11[:9])
    assert t.submit(SOLO11[9])
    v = t.view()
    assert v.offer[0] is None and v.discard[-1] == 40 and v.free_turn
    deal, rest, fly = snatch_legs(t, 40)
    left = t.offer_rect("left").topleft
    assert deal.start == t.pile_rect("deck").topleft and deal.end == left
    assert rest.start == rest.end == left and rest.delay == deal.delay + deal.duration
    assert fly.start == left and fly.end == t.pile_rect("discard").topleft
    assert fly.delay == rest.delay + rest.duration and rest.duration > 0
    assert {tw.what[0] for tw in (deal, rest, fly)} == {"after"}    # round 3's first draw
    run(ctx, 1.5)
    banner = ctx.stack.top
    assert isinstance(banner, NeighbourBanner)
    banner.dismiss()                                  # a click on the note
    run(ctx, 0.05)
    assert 40 in t.landing("discard")                 # not on the pile before it flies
    assert t.snatch_gap_layout(t.view(), "left") == []    # nor the gap's words
    while not rest.started:
        run(ctx, 0.05)
    surf, _ = frame(ctx, t)                           # it lies in its offer position
    assert same_pixels(surf, t.offer_rect("left"), t.card_img(40, t.offer_rect("left").size))
    run(ctx, 2.0)
    assert not t.tweens and 40 not in t.landing("discard")
    surf, drawn = frame(ctx, t)
    assert same_pixels(surf, t.pile_rect("discard"), t.pile_img(40, t.pile_rect("discard").size))
    gap = t.snatch_gap_layout(t.view(), "left")
    assert [(text, bold) for text, _, bold, _ in gap] == [("Lettuce 40", True),
                                                         ("to the", False),
                                                         ("discard pile", False)]
    r = t.offer_rect("left")
    assert all(r.contains(box) for *_, box in gap)
    assert {"Lettuce 40", "discard pile"} <= set(words(drawn))
    assert t.offer_label(t.view(), "left") == "snatched" and "snatched" in words(drawn)
    assert t.offer_label(t.view(), "centre") == "free"


def test_G7_G12_two_players_the_snatched_card_flies_onto_the_deck_and_ned_waits(ctx):
    ctx.settings.anim_speed = 1
    t = garden_table(ctx, ("human", "heuristic"), 267, DUO, DUO267[:21])
    assert t.submit(DUO267[21])                       # you pass Pea 21: Ned draws two
    v = t.view()
    assert v.offer[0] is None and v.deck_layout[-1] == 22 and v.current_player == 1
    deal, rest, fly = snatch_legs(t, 22)
    assert deal.end == rest.start == rest.end == fly.start == t.offer_rect("left").topleft
    assert fly.end == t.pile_rect("deck").topleft     # to the bottom of the deck (G-12)
    assert {tw.what[0] for tw in (deal, rest, fly)} == {"card"}
    moves = len(t.session.record)
    while t.snatch_flying():                          # Ned plants only once it has gone
        run(ctx, 0.05)
        assert len(t.session.record) == moves
    assert len(t.session.record) == moves             # ... and the gap has been seen
    _, drawn = frame(ctx, t)
    assert {"Lettuce", "22", "under the", "deck", "snatched"} <= set(words(drawn))
    run(ctx, 3.0)
    assert len(t.session.record) > moves              # then Ned plays on


def test_G7_with_animation_off_the_snatched_card_is_in_its_pile_at_once(ctx):
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human", "heuristic"), 267, DUO, DUO267[:19])
    ned_plays(t, DUO267[19])                          # ends round 1: the note first
    assert not t.tweens
    assert t.snatch_gap_layout(t.view(), "centre") == []       # not behind the note
    t.close_banner()
    run(ctx, 0.05)
    gap = t.snatch_gap_layout(t.view(), "centre")
    assert [(text, bold) for text, _, bold, _ in gap] == [
        ("Salsify", True), ("28", True), ("under the", False), ("deck", False)]
    assert t.offer_label(t.view(), "centre") == "snatched"


# --------------------------------------------------------------------- 2. the next round waits
def test_G6_behind_the_note_the_discard_pile_and_deck_keep_the_round_that_ended(ctx):
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human",), 11, RANDOM, SOLO11[:9])
    assert t.submit(SOLO11[9])
    run(ctx, 0.05)
    banner = ctx.stack.top
    assert isinstance(banner, NeighbourBanner)
    v = t.view()
    assert v.discard[-2:] == (21, 40)                 # round 2's leftover, then the snatch
    surf, drawn = frame(ctx, t)
    assert "discard: 20" in words(drawn) and "discard: 21" not in words(drawn)
    assert same_pixels(surf, t.pile_rect("discard"), t.pile_img(21, t.pile_rect("discard").size))
    hold = t.held()
    assert hold.discarded == {40} and hold.deck == len(v.deck_layout) + 3
    # the note tells the round that ended; the snatch comes with round 3's draw
    assert not any("snatch" in ln for ln in banner.lines)
    assert any("will spoil the next draw" in ln for ln in banner.lines)
    assert all(t.offer_label_layout(v, p) is None for p in POSITIONS)   # round 3's words
    assert t.deck_words(v).startswith("Round 2 of 3 is over")
    banner.dismiss()
    run(ctx, 0.05)
    assert t.held() is None
    _, drawn = frame(ctx, t)
    assert "discard: 21" in words(drawn)
    assert any("snatch Lettuce 40" in e.text for e in t.shown_log())


def test_G12_behind_the_note_the_card_snatched_to_the_deck_is_not_yet_known_there(ctx):
    ctx.settings.anim_speed = 0
    ctx.settings.memory_aid = True
    t = garden_table(ctx, ("human", "heuristic"), 267, DUO, DUO267[:19])
    ned_plays(t, DUO267[19])
    run(ctx, 0.05)
    hold = t.held()
    v = t.view()
    assert hold.bottomed == {28} and 28 in t.under_deck(v)
    assert hold.deck == len(v.deck_layout) + 2 - 1      # two drawn, one put back under
    _, drawn = frame(ctx, t)
    assert not {"free", "snatched"} & set(words(drawn))   # round 2's offer words wait
    t.inspect("deck")                                     # the memory aid's list
    assert 28 not in ctx.stack.top.cards and 2 in ctx.stack.top.cards
    ctx.stack.pop()
    t.close_banner()
    t.inspect("deck")
    assert ctx.stack.top.cards[-1] == 28


# --------------------------------------------------------------------- 3. Pomme-Frites first
def test_G7_pomme_frites_moves_land_before_the_next_round_is_dealt(ctx):
    ctx.settings.anim_speed = 1
    t = garden_table(ctx, ("human",), 16, RANDOM, PF16[:4])
    assert t.submit(PF16[4])
    moves = [tw for tw in t.tweens if tw.what[0] == "visit" and tw.what[3] is not None]
    deals = [tw for tw in t.tweens if tw.what[0] == "after"]
    assert len(moves) == 2 and len(deals) == 3
    run(ctx, 1.5)
    banner = ctx.stack.top
    assert isinstance(banner, NeighbourBanner)
    banner.dismiss()                                  # a click on the note
    run(ctx, 0.2)
    assert all(tw.t == 0 for tw in deals)             # round 2's cards stay on the deck
    assert {("offer", p) for p in POSITIONS} <= t.hidden()
    sentence = t.prompt_sentence_now(t.view())
    assert "Plant one card" not in sentence
    assert sentence.startswith("The cards Pomme-Frites moves glide") and "round 2" in sentence
    assert t.prompt_buttons == [] and t._items() == []
    assert t.moves_playing() and t.between_rounds()
    assert t.held() is not None and t.held().round == 1      # round 1 still on the table
    assert "round 1" in t.deck_pill_now(t.view())
    while t.moves_playing():
        run(ctx, 0.05)
    assert all(tw.t <= 0.05 for tw in deals if tw in t.tweens)   # dealt only now
    run(ctx, 0.05)
    assert t.held() is None and [b.tag for b in t.prompt_buttons] == ["hint"]
    run(ctx, 2.0)
    assert not t.tweens and "Plant one card" in t.prompt_sentence_now(t.view())


def test_G6_a_taken_card_lands_on_the_discard_pile_before_the_next_round_is_dealt(ctx):
    """A tester saw the card Horace took fly to the discard pile while round 2's cards were
    dealt: two motions at once.  The next round now waits for it, as for Pomme-Frites'
    moves, and the prompt says what it waits for."""
    ctx.settings.anim_speed = 1
    t = garden_table(ctx, ("human",), 1, {"neighbours": "original"}, TAKE1[:4])
    assert t.submit(TAKE1[4])
    take = [tw for tw in t.tweens if tw.what[0] == "visit"]
    deals = [tw for tw in t.tweens if tw.what[0] == "after"]
    assert [tw.what[1] for tw in take] == [24] and take[0].what[3] is None
    assert len(deals) == 3
    run(ctx, 1.5)
    banner = ctx.stack.top
    assert isinstance(banner, NeighbourBanner)
    assert any("Horace" in ln for ln in banner.lines)
    banner.dismiss()
    run(ctx, 0.6)                                     # the card is on its way
    assert not take[0].done and take[0].t > 0
    assert t.visit_playing() and t.between_rounds() and not t.moves_playing()
    assert all(tw.t == 0 for tw in deals)             # round 2's cards stay on the deck
    assert t.held() is not None and t.held().round == 1
    sentence = t.prompt_sentence_now(t.view())
    assert sentence == ("The card taken goes to the discard pile; round 2 begins when it"
                        " lands.")
    assert t.prompt_buttons == []
    while t.visit_playing():
        run(ctx, 0.05)
    assert all(tw.t <= 0.05 for tw in deals if tw in t.tweens)   # dealt only now
    run(ctx, 2.0)
    assert not t.tweens and "Plant one card" in t.prompt_sentence_now(t.view())


@pytest.mark.parametrize("seed, options, record, moves", [
    (16, RANDOM, PF16, True),                          # G-7: Pomme-Frites' moves glide
    (1, {"neighbours": "original"}, TAKE1, False)])    # G-6: Horace's take flies to the pile
def test_a_press_while_the_visits_cards_are_on_their_way_lands_them(ctx, seed, options,
                                                                    record, moves):
    ctx.settings.anim_speed = 1
    t = garden_table(ctx, ("human",), seed, options, record[:4])
    assert t.submit(record[4])
    run(ctx, 1.5)
    ctx.stack.top.dismiss()
    run(ctx, 0.2)
    assert t.visit_playing() and t.moves_playing() == moves
    t.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=t.offer_rect("left").center,
                                button=1))
    assert not t.visit_playing() and not t.between_rounds() and not t.hidden()
    assert t.press is not None and t.press[:2] == ("offer", "left")


# --------------------------------------------------------------------- 4. Bees out of the game
def test_G7_bees_out_of_the_game_are_counted_inside_the_beehive_box_two_players(ctx):
    t = garden_table(ctx, ("human", "heuristic"), 2314, DUO, DUO2314)
    t.close_banner()
    v = t.view()
    assert v.bees_out == 6 and v.hive == 0
    _, drawn = frame(ctx, t)
    hive = t.zone("beehive")
    caption = [(text, r) for text, r, _ in drawn if text in ("6 Bees out", "of the game")]
    assert [text for text, _ in caption] == ["6 Bees out", "of the game"]
    title = next(r for text, r, _ in drawn if text.startswith("Beehive:"))
    others = [t.zone(n) for n in ("tokens", "supply.0", "supply.1", "compost.0", "compost.1",
                                  "seat.0", "seat.1", "plot.0", "plot.1")]
    for _, r in caption:
        assert hive.contains(r) and not r.colliderect(title)
        assert not any(r.colliderect(z) for z in others)
    assert [(text, r) for text, r in t.bees_out_layout(v)] == caption


def test_G7_bees_out_of_the_game_leave_the_hive_bees_room_solo(ctx):
    t = garden_table(ctx, ("human",), 49, RANDOM, SOLO49)
    t.close_banner()
    v = t.view()
    assert v.bees_out == 1 and v.hive == 5
    _, drawn = frame(ctx, t)
    hive = t.zone("beehive")
    caption = [r for text, r, _ in drawn if text in ("1 Bee out", "of the game")]
    assert len(caption) == 2 and all(hive.contains(r) for r in caption)
    assert not any(r.colliderect(t.zone("seat.0")) for r in caption)
    xs = t.bee_xs(v, "beehive", v.hive)
    assert len(xs) == 5 and xs == sorted(set(xs))     # five Bees, each a little apart
    assert xs[-1] + 20 <= min(r.x for r in caption) - 4
    assert xs[0] == hive.x + 8


def test_the_discard_piles_top_card_is_veiled_so_it_is_not_read_as_on_offer(ctx):
    """A new player (session 20) took the solo discard pile's top card, beside the three
    offered cards and as large, for a fourth card on offer: the pile's top is drawn under a
    veil on the edges of the cards below."""
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human",), 11, RANDOM, SOLO11[:3])
    v = t.view()
    assert len(v.discard) >= 2
    surf, _ = frame(ctx, t)
    r = t.pile_rect("discard")
    assert same_pixels(surf, r, t.pile_img(v.discard[-1], r.size))
    assert not same_pixels(surf, r, t.card_img(v.discard[-1], r.size))
    dx, dy = t.PILE_EDGE                    # the card under it shows at its top-left edge
    assert surf.get_at((r.x - dx + 4, r.y - dy)) != surf.get_at((r.x - 12, r.y - 12))
