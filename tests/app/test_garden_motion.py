"""Garden events shown as motion (headless, SDL dummy driver).

RULINGS G-7: the cards Pomme-Frites moves glide from their old slot to their new one, after
the Neighbour banner.  RULINGS G-12: a passed card glides from the passer's side to its offer
position.  Speed 0 adds no motion, and with the tweens cleared (screenshots) the final state is
drawn.  Seeds were found by playing the engine headlessly: seed 16 solo with random Neighbours
(random plantings on empty slots) ends round 1 with a Pomme-Frites visit that moves two cards.
"""
import pygame

from app.cli import Setup
from app.scenes.garden_table import POSITIONS
from tests.app.helpers import drag, garden_table

#: Seed 16, solo, neighbours=random (Pomme-Frites is one of the four): the 5th planting turns
#: the 'On Holiday' card and he moves Bean 36 from 1 -1 to -1 -1 and Lettuce 4 from 0 0 to
#: 0 -1 (G-7).
PF_SEED = 16
PF_RECORD = ("plant 4 0 0", "plant 39 -4 -1", "plant 13 -2 -1", "plant 36 1 -1",
             "plant 25 -3 -1")


table = garden_table


def pf_table(ctx):
    """The table just before the planting that brings Pomme-Frites; returns it and the
    moves his visit will make, as (card, src, dst)."""
    t = table(ctx, ["human"], PF_SEED, {"neighbours": "random"}, PF_RECORD[:4])
    assert "pomme_frites" in t.view().neighbours
    return t


def pf_moves():
    """The engine's "move" events of the 5th planting, replayed in a bare session."""
    from app.session import TableSession

    s = TableSession(Setup("garden", ["human"], PF_SEED, {"neighbours": "random"}))
    for text in PF_RECORD[:4]:
        s.apply_text(text)
    return moves_of(s.apply_text(PF_RECORD[4]))


def moves_of(events):
    return [(ev.get("card"), tuple(ev.get("src")), tuple(ev.get("dst")))
            for ev in events if ev.kind == "move" and ev.get("card")]


def region(t, rect):
    surf = pygame.Surface((1280, 720))
    t.draw(surf)
    return pygame.image.tobytes(surf.subsurface(rect), "RGB")


def run(ctx, seconds, dt=0.05):
    for _ in range(int(seconds / dt)):
        ctx.stack.update(dt)


def test_pomme_frites_moves_glide_from_old_to_new_slot_after_the_banner(ctx):
    ctx.settings.anim_speed = 1
    t = pf_table(ctx)
    assert t.submit(PF_RECORD[4])
    moves = pf_moves()
    assert moves == [(36, (1, -1), (-1, -1)), (4, (0, 0), (0, -1))]
    garden = t.view().garden(0)
    for card, src, dst in moves:                      # the engine did move them (G-7)
        assert garden[dst] == card and src not in garden
    visits = [tw for tw in t.tweens if tw.what[0] == "visit"]
    assert [tw.what[1] for tw in visits] == [c for c, _, _ in moves]
    g = t.grid(0)
    for tw, (card, src, dst) in zip(visits, moves):
        assert tw.start == g.card_rect(src).topleft
        assert tw.end == g.card_rect(dst).topleft
        assert tw.what[3] == (0, dst)
        assert (0, dst) in t.hidden()                 # not drawn in its new slot yet
    assert visits[1].delay > visits[0].delay          # one after another
    # the planted card lands first; then the banner opens, and while it says who visits
    # the cards wait in their old slots
    assert t.banner is None and t.banner_up()
    run(ctx, 1.0)
    assert t.banner is not None and ctx.stack.top is t.banner
    run(ctx, 1.0)
    assert t.banner is not None
    assert all(tw.pos() == tw.start for tw in visits)
    t.close_banner()
    run(ctx, 0.15)                                    # the first one is on its way
    x, y = visits[0].pos()
    (sx, sy), (ex, ey) = visits[0].start, visits[0].end
    assert min(sx, ex) < x < max(sx, ex) and y == sy == ey
    assert visits[1].pos() == visits[1].start
    run(ctx, 3.0)
    assert not [tw for tw in t.tweens if tw.what[0] == "visit"]
    assert not t.hidden()
    settled = [region(t, t.grid(0).card_rect(dst)) for _, _, dst in moves]
    t.tweens.clear()                                  # what a screenshot draws
    assert [region(t, t.grid(0).card_rect(dst)) for _, _, dst in moves] == settled


def test_pomme_frites_drawn_in_old_slot_until_it_glides_and_final_state_on_clear(ctx):
    ctx.settings.anim_speed = 1
    t = pf_table(ctx)
    t.submit(PF_RECORD[4])
    g = t.grid(0)
    dst = g.card_rect((-1, -1))                       # Bean 36's new slot
    src = g.card_rect((1, -1))                        # ... and its old one, empty now
    flying_dst, flying_src = region(t, dst), region(t, src)
    t.tweens.clear()                                  # screenshot rule: the final state
    final_dst, final_src = region(t, dst), region(t, src)
    assert flying_dst != final_dst                    # the card is not yet in its new slot
    assert flying_src != final_src                    # it still lies in the old one


def test_pomme_frites_instant_speed_adds_no_motion(ctx):
    ctx.settings.anim_speed = 0
    t = pf_table(ctx)
    t.submit(PF_RECORD[4])
    assert t.tweens == [] and not t.hidden()
    assert t.view().garden(0)[(-1, -1)] == 36 and t.view().garden(0)[(0, -1)] == 4


def until_human(ctx, t, limit=400):
    """Let the AI play (time passing) until the person decides; returns the tweens seen
    right after each AI action, keyed by the action text."""
    seen = {}
    for _ in range(limit):
        if t.session.human_to_act():
            break
        n = len(t.session.record)
        ctx.stack.update(0.05)
        if len(t.session.record) != n:
            seen[t.session.record[-1]] = list(t.tweens)
    return seen


def test_ned_pass_glides_from_his_side_to_its_offer_position(ctx):
    ctx.settings.anim_speed = 1
    t = table(ctx, ["human", "heuristic"], 6)
    seen = until_human(ctx, t)
    passes = [a for a in seen if a.startswith("pass")]
    assert passes, seen.keys()
    _, card, pos = passes[0].split()
    card = int(card)
    legs = [tw for tw in seen[passes[0]] if tw.what[1] == card]
    assert len(legs) == 2
    side = t.seat_zone("seat", 1).center               # Ned's side of the table
    first, second = legs
    assert pygame.Rect(first.end, first.what[2]).center == side
    assert pygame.Rect(second.start, second.what[2]).center == side
    assert second.end == t.offer_rect(pos).topleft
    assert second.delay >= first.duration              # the second leg follows the first
    assert first.what[3] == second.what[3] == ("offer", pos)
    # the other leftover goes under the deck (G-12), and is seen going there
    bottom = [tw for tw in seen[passes[0]] if tw.what[1] != card
              and tw.end == t.pile_rect("deck").topleft]
    assert len(bottom) == 1
    assert ("offer", pos) in t.hidden()                 # not drawn in the offer yet
    run(ctx, 2.0)                                       # then it rests there
    assert t.view().offer[POSITIONS.index(pos)] == card
    assert not t.tweens and ("offer", pos) not in t.hidden()


def test_ned_pass_hides_the_offer_card_while_it_flies(ctx):
    ctx.settings.anim_speed = 1
    t = table(ctx, ["human", "heuristic"], 6)
    for _ in range(400):                               # up to Ned's pass, applied
        n = len(t.session.record)
        ctx.stack.update(0.05)
        if len(t.session.record) != n and t.session.record[-1].startswith("pass"):
            break
    _, card, pos = t.session.record[-1].split()
    r = t.offer_rect(pos)
    assert ("offer", pos) in t.hidden()
    flying = region(t, r)
    run(ctx, 2.0)
    assert ("offer", pos) not in t.hidden()
    settled = region(t, r)
    t.tweens.clear()
    assert region(t, r) == settled != flying


def test_person_pass_glides_from_the_drop_to_the_offer_position(ctx):
    ctx.settings.anim_speed = 1
    t = table(ctx, ["human", "heuristic"], 6)
    until_human(ctx, t)
    legal = t.session.legal_texts()
    assert t.submit(next(x for x in legal if x.startswith("plant")))
    run(ctx, 1.0)
    v = t.view()
    assert v.phase == "pass" and t.session.human_to_act()
    card = next(c for c in v.offer if c is not None)
    drop = t.zone("pass.right").center
    drag(ctx.stack, t.offer_rect(POSITIONS[v.offer.index(card)]).center, drop)
    assert t.session.record[-1] == f"pass {card} right"
    legs = [tw for tw in t.tweens if tw.what[1] == card]
    assert len(legs) == 1
    other = next(c for c in v.offer if c is not None and c != card)
    assert [tw.end for tw in t.tweens if tw.what[1] == other] == [t.pile_rect("deck").topleft]
    tw = legs[0]
    assert pygame.Rect(tw.start, tw.what[2]).center == drop
    assert tw.end == t.offer_rect("right").topleft and tw.what[3] == ("offer", "right")
    assert ("offer", "right") in t.hidden()
    run(ctx, 0.2)
    assert tw.start[1] > tw.pos()[1] > tw.end[1]       # on its way up into Ned's row
    run(ctx, 2.0)
    assert ("offer", "right") not in t.hidden()


def test_pass_instant_speed_adds_no_motion(ctx):
    ctx.settings.anim_speed = 0
    t = table(ctx, ["human", "heuristic"], 6)
    for _ in range(400):
        n = len(t.session.record)
        ctx.stack.update(0.05)
        if len(t.session.record) != n and t.session.record[-1].startswith("pass"):
            break
    assert t.session.record[-1].startswith("pass")
    assert t.tweens == [] and not t.hidden()


def test_card_put_on_the_deck_first_does_not_fly_again(ctx):
    ctx.settings.anim_speed = 1
    t = table(ctx, ["human", "heuristic"], 6)
    until_human(ctx, t)
    assert t.submit(next(x for x in t.session.legal_texts() if x.startswith("plant")))
    run(ctx, 1.0)
    v = t.view()
    down, card = [c for c in v.offer if c is not None]
    drag(ctx.stack, t.offer_rect(POSITIONS[v.offer.index(down)]).center,
         t.pile_rect("deck").center)
    assert t.bottom_card == down                      # drawn on the deck already (G-12)
    drag(ctx.stack, t.offer_rect(POSITIONS[v.offer.index(card)]).center,
         t.zone("pass.left").center)
    assert t.session.record[-1] == f"pass {card} left"
    # the passed card glides; the one on the deck does not fly again; the rest are Ned's
    # next draw, dealt from the deck
    assert [tw.what[1] for tw in t.tweens][0] == card
    assert down not in [tw.what[1] for tw in t.tweens]
    dealt = t.tweens[1:]
    assert len(dealt) == 2 and all(tw.start == t.pile_rect("deck").topleft for tw in dealt)


def test_two_player_pass_that_brings_pomme_frites_lands_before_the_banner(ctx):
    """Seed 6, two seats, random Neighbours, random legal actions: the 20th action is a pass
    that ends round 1; Pomme-Frites then moves cards in both gardens (G-7, G-12).  The
    passed card lands first, then the banner opens; his moves and the next round's first
    draw wait until it is closed."""
    import random

    from app.session import TableSession

    setup = Setup("garden", ["human", "human"], 6, {"neighbours": "random"})
    s = TableSession(setup)
    rng = random.Random(6)
    for _ in range(19):
        s.apply_text(rng.choice(s.legal_texts()))
    text = rng.choice(s.legal_texts())
    assert text.startswith("pass")
    moves = [(ev.get("seat"), ev.get("card"), ev.get("dst")) for ev in s.apply_text(text)
             if ev.kind == "move" and ev.get("card")]
    assert {seat for seat, _, _ in moves} == {0, 1}
    ctx.settings.anim_speed = 1
    t = table(ctx, ["human", "human"], 6, {"neighbours": "random"}, tuple(s.record[:19]))
    assert t.submit(text)
    assert t.banner is None and t.banner_up()          # waiting for the pass to land
    visits = [tw for tw in t.tweens if tw.what[0] == "visit"]
    assert [(tw.what[3][0], tw.what[1], tw.what[3][1]) for tw in visits] == moves
    passed = [tw for tw in t.tweens if tw.what[0] == "card"]
    assert passed and passed[-1].end == t.offer_rect(text.split()[2]).topleft
    dealt = [tw for tw in t.tweens if tw.what[0] == "after"]
    assert dealt and all(tw.start == t.pile_rect("deck").topleft for tw in dealt)
    assert not t._items()                              # nothing to pick up meanwhile
    run(ctx, 1.5)
    assert all(tw.done for tw in passed)
    assert t.banner is not None and ctx.stack.top is t.banner
    run(ctx, 1.0)                                      # the banner is up: nothing else moves
    assert all(tw.t == 0 for tw in visits + dealt)
    t.close_banner()
    run(ctx, 4.0)
    assert not t.tweens and not t.hidden()
    for seat, card, dst in moves:
        assert t.view().garden(seat)[dst] == card