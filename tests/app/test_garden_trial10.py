"""From a tester's window trial of a two-player and a solo Garden game (session 10):

- the right card's label said "hive empty" beside a Bee icon, read as "Bee" hidden behind
  the icon (Ned's row says "Beehive empty"), G-4;
- a refusal in red stayed under "Pumpkin 14 (free) is picked up…" after a legal click-pick;
- the blue "hint" label stayed while the hinted planting was held, under another slot once
  the grid had re-laid itself;
- on the round's last planting the prompt promised "cards are drawn" (G-6: the Holiday
  comes, then the Neighbour phase);
- the held planting's note ran out of a narrow garden panel to x = 2;
- the Compost question did not say that a Rose (G-9) or a Grasshopper (G-8) on the slot
  stays, on the new card.
"""
from dataclasses import replace

import pygame

from app.garden_draw import GardenDrawing, last_turn_of_round
from app.garden_grid import PlotGrid
from app.scenes.garden_table import POSITIONS
from tests.app.helpers import click, drag, drawn_words, garden_table


def test_blocked_right_card_says_beehive_empty_in_words(ctx):
    t = garden_table(ctx, ("human",), 4)
    v = replace(t.view(), hive=0)
    assert t.offer_label(v, "right") == "Beehive empty"           # G-4
    assert t.offer_label(t.view(), "right") == "+1 Bee"


def test_a_new_click_pick_clears_the_last_refusal(ctx):
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human",), 4)
    t.session.state.hive = 0                                     # G-4: right card blocked
    t._refresh()
    drag(ctx.stack, t.offer_rect("right").center, t.slot_center((0, 0)))
    assert t.message and t.message_error
    click(ctx.stack, t.offer_rect("centre").center)
    assert t.selected == ("offer", "centre")
    assert t.message == ""
    assert "is picked up" in t.prompt_sentence_now(t.view())


def test_hint_label_is_not_drawn_while_a_planting_is_held(ctx):
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human",), 4)
    v = t.view()
    t.hint_move = (POSITIONS[1], (0, 0))
    assert "hint" in [w for w, _, _ in drawn_words(ctx, t)]
    assert t.propose(f"plant {v.offer[1]} 0 0") and t.provisional is not None
    t.hint_move = (POSITIONS[1], (0, 0))                         # as left by "Do it"
    assert "hint" not in [w for w, _, _ in drawn_words(ctx, t)]


def test_the_rounds_last_planting_says_the_neighbour_phase_follows(ctx):
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human",), 4)
    said = []
    for turn in range(5):
        v = t.view()
        assert last_turn_of_round(v) == (turn == 4)
        text = next(x for x in t.session.legal_texts() if x.startswith("plant"))
        assert t.propose(text)
        said.append(t.prompt_sentence_now(t.view()))
        t.confirm_placement()
        for _ in range(40):
            if t.view().phase == "plant" and t.session.human_to_act() and not t.banner_up():
                break
            if t.banner_up():
                ctx.stack.top.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 300),
                                                        button=1))
            ctx.stack.update(0.2)
    assert all("then tokens turn and cards are drawn" in s for s in said[:4]), said
    assert "then tokens turn and round 1's Neighbour phase follows" in said[4], said[4]
    assert "cards are drawn" not in said[4]


def test_held_note_stays_inside_a_narrow_panel():
    zone = pygame.Rect(10, 246, 465, 340)
    g = PlotGrid.build(zone, {(0, 0): 16}, False, 58, 81, 6)
    held_rect = g.card_rect((-5, 0))                             # the leftmost slot shown
    box = pygame.Rect(0, 0, 300, 20)

    class Held:
        slot, kind = (-5, 0), "plant"
    b = GardenDrawing.held_note_box(box, held_rect, g, [(0, 0), (-5, 0)], Held)
    assert b.left >= zone.left + 4 and b.right <= zone.right - 4


def test_compost_question_says_what_stays_on_the_slot(ctx):
    t = garden_table(ctx, ("human",), 4)
    v = t.view()
    card = v.offer[1]
    name = t.card_name(card)
    under_rose = replace(v, roses=((3, 1),), grasshoppers=(((4, 1),),))
    assert t.stays_on_slot(under_rose, 0, (4, 1), card) == [
        f"The Rose stays, over the {name}.", f"The Grasshopper stays, on the {name}."]
    assert t.stays_on_slot(under_rose, 0, (3, 1), card) == [f"The Rose stays, over the {name}."]
    assert t.stays_on_slot(under_rose, 0, (5, 1), card) == []


def test_the_would_visit_line_stays_in_the_tokens_zone(ctx):
    """Pomme-Frites leading: "The Right Honourable Pomme-Frites, Esq. would vis" ran under
    the Beehive; every leader's line now fits its zone, solo and with two players."""
    for seats in (("human",), ("human", "heuristic")):
        t = garden_table(ctx, seats, 59)
        s = t.session.state
        for nid in ("pomme_frites", "carrotbody", "peapod"):
            s.neighbours = (nid, "mayor", "sallie", "horace")
            s.tiles = {nid: 3, "mayor": 1, "sallie": 0, "horace": 0}
            t._refresh()
            tz = t.zone("tokens")
            lines = [(w, r) for w, r, _ in drawn_words(ctx, t) if w.endswith("would visit now")]
            assert len(lines) == 1, lines
            w, r = lines[0]
            assert tz.left <= r.left and r.right <= tz.right, (seats, w, r, tz)
            name = t.data.neighbours[nid].name
            if nid == "pomme_frites":          # too long: the short name (session 23)
                assert w == "Pomme-Frites would visit now"
            else:
                assert w == f"{name} would visit now"


def test_cards_that_score_nothing_are_dimmed_once_the_game_is_over(ctx, monkeypatch):
    """A tester: the final garden does not show which cards scored.  Once the game is over,
    the cards with no orthogonal neighbour of their type (G-11) are drawn dimmed."""
    import random
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human",), 8)
    rng = random.Random(8)
    while not t.session.state.is_terminal():
        garden = dict(t.view().garden(0))
        assert t.unscored_at_end(garden) == set()                 # not during the game
        t.submit(rng.choice(t.session.legal_texts()))
    garden = dict(t.view().garden(0))
    typ = {s: t.data.veg(n).type for s, n in garden.items()}

    def alone(s):
        c, r = s
        return all(typ.get(o) != typ[s] for o in ((c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1)))
    expected = {s for s in garden if alone(s)}
    assert expected and expected != set(garden)                # both kinds in this game
    assert t.unscored_at_end(garden) == expected
    while ctx.stack.top is not t:                              # the results, as "See the garden"
        ctx.stack.pop()

    def frame():
        f = pygame.Surface((1280, 720))
        t.draw(f)
        return f
    dimmed = frame()
    monkeypatch.setattr(type(t), "unscored_at_end", lambda self, g: set())
    plain = frame()
    g = t.grid(0)
    for s in garden:
        c = g.card_rect(s).center
        a, b = dimmed.get_at(c), plain.get_at(c)
        if s in expected:
            assert a.r + a.g + a.b < b.r + b.g + b.b - 60, s
        else:
            assert a == b, s


#: Seed 0, Grasshoppers on, seeded random play: the round-2 planting that ends the round
#: reveals a Grasshopper (found by a search over seeds; the moves are the engine's texts).
LAST_TURN_HOPPER = ("plant 35 0 0", "plant 40 3 2", "plant 12 3 0", "plant 30 -1 1",
                    "plant 6 3 2", "plant 11 0 0", "plant 10 4 -1", "plant 28 0 0",
                    "grasshopper 2 0", "plant 34 -1 1", "plant 4 3 -1")


def test_a_grasshopper_after_the_rounds_last_planting_says_the_neighbours_come_next(ctx):
    """My own window trial: the Grasshopper revealed by the game's last planting said "then
    cards are drawn"; no card is left to draw this round, the Neighbour phase comes (G-6)."""
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human",), 0, {"neighbours": "original", "grasshoppers": "on"},
                     LAST_TURN_HOPPER)
    v = t.view()
    assert v.phase == "grasshopper" and v.round == 2 and last_turn_of_round(v)
    assert t.propose(next(x for x in t.session.legal_texts() if x.startswith("grasshopper")))
    said = t.prompt_sentence_now(t.view())
    assert "then round 2's Neighbour phase follows, which cannot be undone" in said, said


def test_with_animation_off_the_next_rounds_cards_wait_behind_the_round_note(ctx):
    """A tester (animation Off): behind "Round 2 begins when this note closes: … its first
    cards come to the table" the next round's first cards already lay face up in the offer.
    The note's hold keeps them off the table until it closes (G-6), at any speed."""
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human",), 4)
    for _ in range(5):
        t.submit(next(x for x in t.session.legal_texts() if x.startswith("plant")))
    ctx.stack.update(0.1)
    assert t.banner_up() and t.held() is not None
    nxt = {c for c in t.view().offer if c is not None}
    assert nxt and nxt <= t.held().dealt                   # round 2's first draw

    shown = []
    real = t.card_img

    def spy(n, size, count=False):
        shown.append(n)
        return real(n, size, count)
    t.card_img = spy
    t.draw(pygame.Surface((1280, 720)))
    assert not nxt & set(shown)
    t.close_banner()
    shown.clear()
    t.draw(pygame.Surface((1280, 720)))
    assert nxt <= set(shown)


def test_a_resumed_game_still_tags_the_card_ned_passed(ctx):
    """A frozen-app tester killed the app with Radish 27 tagged "from Ned"; after resume the
    tag was gone.  The table finds the pass in its last replayed action (G-12)."""
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human", "heuristic"), 3, {"start": "0"})
    while True:                                  # play until Ned has passed to the person
        if t.session.human_to_act():
            t.submit(t.session.legal_texts()[0])
        else:
            t.step_ai_now()
        if t.passed_in is not None:
            break
    card, record = t.passed_in, tuple(t.session.record)
    assert record[-1].startswith("pass")
    resumed = garden_table(ctx, ("human", "heuristic"), 3, {"start": "0"}, record)
    assert resumed.passed_in == card
    assert garden_table(ctx, ("human", "heuristic"), 3, {"start": "0"},
                        record[:-1]).passed_in is None


def test_compost_words_stay_inside_their_zone_beside_neds_panel(ctx):
    """A tester: "Compost: 0 click to look" almost touched the "Ned · AI hard" box; the
    count shrinks to stay 4 px inside its zone (it may reach two digits)."""
    t = garden_table(ctx, ("human", "heuristic"), 4)
    t.session.state.compost[0].extend([1])                  # one card, as after composting
    words = [(w, r) for w, r, _ in drawn_words(ctx, t) if w.startswith("Compost: ")]
    assert len(words) == 2
    for w, r in words:
        z = next(t.zone(n) for n in ("compost.0", "compost.1") if t.zone(n).colliderect(r))
        assert r.right <= z.right - 4, (w, r, z)


def test_enter_on_the_compost_question_keeps_the_card(ctx):
    """A first-time tester pressed Enter twice (the key that confirms a held planting) and
    composted a card he meant to keep: Enter on the question now keeps it; only a click on
    "Compost it" digs the card up (G-2)."""
    from app.garden_overlays import ConfirmOverlay
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human",), 4)
    first = t.view().offer[1]
    drag(ctx.stack, t.offer_rect("centre").center, t.slot_center((0, 0)))
    t.confirm_placement()
    drag(ctx.stack, t.offer_rect("centre").center, t.slot_center((0, 0)))
    assert isinstance(ctx.stack.top, ConfirmOverlay)
    ctx.stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                        unicode="\\r"))
    assert ctx.stack.top is t and t.provisional is None
    assert t.view().garden(0)[(0, 0)] == first and t.view().compost[0] == ()


def test_a_held_roses_note_goes_beside_it_when_cards_fill_above_and_below():
    """A tester: in a full garden the Rose's "pending" note lay over the names of its two
    cards ("Ruta Ba[pending]Baga").  With cards above and below, it goes beside the pair,
    on an empty slot, covering no card."""
    zone = pygame.Rect(10, 150, 640, 440)
    garden = {(c, r): 1 + c + 6 * r for c in range(6) for r in range(3) if (c, r) != (5, 1)}
    g = PlotGrid.build(zone, garden, True, 58, 81, 6)
    held_rect = g.card_rect((3, 1)).union(g.card_rect((4, 1)))

    class Held:
        slot, kind = (3, 1), "rose"
    box = GardenDrawing.held_note_box(pygame.Rect(0, 0, 70, 20), held_rect, g, list(garden),
                                      Held)
    assert not box.colliderect(held_rect)
    assert not box.collidelistall([g.card_rect(s) for s in garden])
    assert box.colliderect(g.cell_rect((5, 1)))                 # the empty slot beside it


#: Seed 8 with Roses: after these four plantings the round's Rose still lies above its
#: 'On Holiday' card (random play, the engine's texts).
ROSE_LAST = ("plant 20 0 0", "plant 11 1 1", "plant 10 4 -1", "plant 32 0 0")


def test_the_rounds_last_planting_says_its_rose_comes_before_the_neighbours(ctx):
    """A new player (session 20): the round's last planting said "then tokens turn and
    round 1's Neighbour phase follows", but the round's Rose came first (G-9: one Rose in
    each round's 15 cards; it was still above the 'On Holiday' card)."""
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human",), 8, {"neighbours": "original", "roses": "on"},
                     ROSE_LAST)
    v = t.view()
    assert last_turn_of_round(v) and v.roses_hidden[0] == 1
    assert t.propose(next(x for x in t.session.legal_texts() if x.startswith("plant")))
    said = t.prompt_sentence_now(t.view())
    assert ("then tokens turn and the round's Rose is drawn, then round 1's Neighbour phase"
            " follows") in said, said
    t.confirm_placement()
    assert t.view().phase in ("rose", "plant")        # the Rose: placed or out (G-9)
    assert any("Rose is drawn" in line.text for line in t.session.log[-4:])


def test_the_from_ned_tag_stays_inside_a_two_player_offer_card(ctx):
    """Session 21's check: "from Ned" on a 64 px offer card stuck out 2 px each side.  It
    stays 2 px inside the card, clear of the points and number plates and of the name band;
    "from Player 2" (two people), too long, says "passed"."""
    t = garden_table(ctx, ("human", "heuristic"), 3, {"start": "0"})
    r = t.offer_rect("left")
    assert r.w == 64
    for words, shown in (("from Ned", "from Ned"), ("from Player 2", "passed")):
        size, box, drawn = t.passed_tag_layout(words, r)
        assert drawn == shown and r.inflate(-4, -4).contains(box), (words, box, r)
        assert ctx.text.font(size, True).size(drawn)[0] <= box.w
        u = r.w / 100                           # the card face's unit (app.art)
        assert box.top > r.y + 29 * u and box.bottom < r.bottom - 45 * u
