"""From session 14's window trial of a solo and a two-player Garden game (a tester playing
under Xvfb from the menu).  Headless here (SDL dummy driver); each test fails without its
fix.

1. The tokens' count said "1 tokens face down".
2. The game's last planting (two players) promised a pass that never comes.
3. A card the Bees forbid lit up while another planting waited for Confirm.
4. A short reading's footer ran over the ribbon's word.
5. Pointing at a Neighbour tile told nothing: what each takes was only in the rules.
6. The Garden Club box did not show what a planting held for Confirm would score.
"""
from tests.app.helpers import drawn_words, garden_random_actions, garden_table

OPTIONS = {"neighbours": "original"}


def actions_until(seats: int, seed: int, stop) -> list[str]:
    """Seeded random legal actions (engine text) until ``stop(state)`` holds."""
    out, state = garden_random_actions(seats, seed, OPTIONS, stop)
    assert stop(state), "the game never got there"
    return out


def test_one_token_face_down_is_one_token(ctx):
    ctx.settings.anim_speed = 0
    # two players, seed 61: one token is left face down in round 3 (G-5)
    acts = actions_until(2, 61, lambda s: len(s.face_down) == 1 and s.phase == "plant")
    t = garden_table(ctx, ("human", "heuristic"), 61, OPTIONS, acts)
    words = [w for w, _, _ in drawn_words(ctx, t)]
    assert "1 token face down" in words
    assert not any("1 tokens" in w for w in words)


def test_the_games_last_planting_promises_no_pass(ctx):
    """Two players: the tester's 15th planting (Ned had 15) said "Confirm (Enter) to go
    on: then tokens turn and you pass a leftover to Ned", but no pass comes: the last
    leftovers go under the deck and the last Neighbour phase follows (G-12, G-6)."""
    for seed in range(1, 60):
        try:
            acts = actions_until(2, seed, lambda s: s.phase == "plant" and s.turn_seat == 0
                                 and s.planted == [14, 15])
            break
        except AssertionError:
            continue
    t = garden_table(ctx, ("human", "heuristic"), seed, OPTIONS, acts)
    assert t.session.human_to_act()
    assert t.propose(next(x for x in t.session.legal_texts() if x.startswith("plant")))
    assert t.provisional is not None
    words = t.prompt_sentence_now(t.view())
    assert "pass a leftover" not in words
    assert "the leftovers go under the deck" in words and "Evaluation" in words
    # earlier in the game the pass is promised, as it comes
    acts = actions_until(2, seed, lambda s: s.phase == "plant" and s.turn_seat == 0
                         and s.planted[0] == 3)
    t = garden_table(ctx, ("human", "heuristic"), seed, OPTIONS, acts)
    assert t.propose(next(x for x in t.session.legal_texts() if x.startswith("plant")))
    assert "you pass a leftover to Ned" in t.prompt_sentence_now(t.view())


def test_a_card_the_bees_forbid_stays_greyed_while_a_planting_is_held(ctx):
    """With the Beehive empty the right card cannot be taken (G-4) and is greyed, its
    words muted; the tester saw it light up in full colour once another card lay in its
    slot waiting for Confirm, as if it had become free."""
    acts = actions_until(1, 5, lambda s: s.phase == "plant" and s.hive == 0)
    t = garden_table(ctx, ("human",), 5, OPTIONS, acts)
    v = t.view()
    right = v.offer[2]
    before = t.offer_takeable(v, t._offer_mine(v))
    assert before["right"] is False and before["left"] and before["centre"]
    assert t.propose(next(x for x in t.session.legal_texts() if x.startswith("plant")))
    assert t.provisional is not None
    mine, plantable = t._offer_mine(v)
    assert not mine                         # no card may be picked while one is held
    assert right not in plantable
    assert t.offer_takeable(v, (mine, plantable)) == before


def test_a_short_reading_keeps_the_footer_off_the_ribbon_word(ctx):
    """A two-player game of Compost only (two lines a garden, G-2): the footer "Ties go to
    more different types..." (G-12) was drawn over "no ribbon" (G-11; the panel's height
    follows the longest reading)."""
    from app.garden_overlays import GardenResults
    from tests.app.helpers import drawn_frame

    rows = [("You", [("Compost: 3 cards", -6), ("Total", -6)], "none"),
            ("Ned", [("Compost: 7 cards", -14), ("Total", -14)], "none")]
    panel = GardenResults(ctx, "You win!", rows, "Ties go to more different types, then more"
                          " Bees · seed 2", lambda: None, lambda: None)
    texts = drawn_frame(ctx, panel)[1]
    footer = next(r for text, r, _ in texts if text.startswith("Ties go"))
    words = [r for text, r, _ in texts if text == "no ribbon"]
    assert len(words) == 2
    assert all(not footer.colliderect(w) for w in words)
    buttons = [b.rect for b in panel.buttons]
    assert all(not footer.colliderect(b) for b in buttons)


def test_pointing_at_a_neighbour_tile_says_what_that_neighbour_takes(ctx):
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human",), 4, OPTIONS)
    v = t.view()
    for i, nid in enumerate(v.neighbours):
        t.pointer = t.zone(f"neighbour.{i}").center
        lines, box = t.pointer_tip_layout(v)
        nb = t.data.neighbours[nid]
        assert " ".join(lines) == f"{nb.name}: {nb.text}"       # G-7, as a click says it
        assert box.right <= 1280 and box.bottom <= 720
        words = [w for w, _, _ in drawn_words(ctx, t)]
        assert lines[0] in words
    t.pointer = (5, 5)
    assert t.pointer_tip_layout(v) is None


def test_the_club_box_reads_the_garden_with_the_held_planting(ctx):
    """Solo, a planting waiting for Confirm: the Garden Club box reads the garden with it
    ("If planted: N (now M)"), its Compost and Bee counted (G-2, G-4, G-11), and N is what
    the Club says once it is confirmed (no Neighbour phase in between: the fourth planting
    of round 1)."""
    ctx.settings.anim_speed = 0
    for seed in range(1, 80):
        acts = actions_until(1, seed, lambda s: s.planted == [3])
        t = garden_table(ctx, ("human",), seed, OPTIONS, acts)
        now = t.view().breakdown(0)[-1][1]
        best = None
        for text in t.session.legal_texts():       # a planting that changes the reading
            if not text.startswith("plant"):
                continue
            assert t.propose(text)
            held = t.held_breakdown(t.view())
            if held[-1][1] != now:
                best = text
                break
            t.undo_placement()
        if best is not None:
            break
    total = held[-1][1]
    words = [w for w, _, _ in drawn_words(ctx, t)]
    assert f"If planted: {total} (now {now})" in words
    t.confirm_placement()
    assert t.view().breakdown(0)[-1][1] == total
    words = [w for w, _, _ in drawn_words(ctx, t)]
    assert f"Garden Club now: {total}" in words


#: Seed 6 with Roses: after these plantings (random play) a Rose is drawn and can be placed.
ROSE_HELD = ('plant 42 0 0', 'plant 39 4 -1', 'plant 35 5 -2', 'plant 40 0 0', 'plant 44 4 0',
             'plant 30 2 -2', 'plant 14 0 -2', 'plant 28 3 -1', 'plant 7 0 -1',
             'plant 41 1 -2', 'plant 1 0 0')


def test_the_club_box_reads_the_garden_with_a_held_rose(ctx):
    """A new player (session 20): a held planting showed "If planted: N", a held Rose
    nothing.  Now "If placed: N (now M)" with its +5 (G-9), N what the Club says once it
    is confirmed."""
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human",), 6, {"neighbours": "original", "roses": "on"}, ROSE_HELD)
    t.close_banner()
    v = t.view()
    assert v.phase == "rose"
    now = v.breakdown(0)[-1][1]
    text = next(x for x in t.session.legal_texts() if x.startswith("rose ") and x != "rose none")
    assert t.propose(text)
    held = t.held_breakdown(t.view())
    assert held[-1][1] == now + 5 and ("Roses: 1", 5) in held
    words = [w for w, _, _ in drawn_words(ctx, t)]
    assert f"If placed: {now + 5} (now {now})" in words
    t.confirm_placement()
    assert t.view().breakdown(0)[-1][1] == now + 5


def test_the_club_box_reads_the_garden_with_a_held_grasshopper(ctx):
    """The same for a held Grasshopper (G-8): "If placed: N (now M)", N what the Club says
    once it is confirmed, for each of its legal places."""
    from tests.app.test_garden_trial10 import LAST_TURN_HOPPER

    ctx.settings.anim_speed = 0
    options = {"neighbours": "original", "grasshoppers": "on"}
    for text in [x for x in garden_table(ctx, ("human",), 0, options, LAST_TURN_HOPPER)
                 .session.legal_texts() if x.startswith("grasshopper")]:
        t = garden_table(ctx, ("human",), 0, options, LAST_TURN_HOPPER)
        now = t.view().breakdown(0)[-1][1]
        assert t.propose(text)
        total = t.held_breakdown(t.view())[-1][1]
        assert f"If placed: {total} (now {now})" in [w for w, _, _ in drawn_words(ctx, t)]
        t.confirm_placement()
        assert t.view().breakdown(0)[-1][1] == total, text


def test_both_gardens_totals_sit_on_one_line(ctx):
    """Session 25's tester: with readings of different lengths the two totals sat at
    different heights.  Both Totals are now under the longest reading, and every line is
    still drawn."""
    from app.garden_overlays import GardenResults
    from tests.app.helpers import drawn_frame

    rows = [("You", [("Beans: 4 scored x 3", 12), ("Total", 12)], "none"),
            ("Ned", [("Beans: 6 scored x 3", 18), ("Peas: 2 scored x 8", 16),
                     ("Award: The Promenade", 14), ("Compost: 1 card", -2), ("Total", 46)],
             "white")]
    panel = GardenResults(ctx, "Ned wins", rows, "seed 2", lambda: None, lambda: None)
    texts = drawn_frame(ctx, panel)[1]
    totals = [r for text, r, _ in texts if text == "Total"]
    assert len(totals) == 2 and totals[0].y == totals[1].y
    compost = next(r for text, r, _ in texts if text == "Compost: 1 card")
    assert totals[0].y > compost.bottom
    assert {"12", "46", "Beans: 4 scored x 3", "Award: The Promenade"} <= {
        text for text, _, _ in texts}
