"""From a tester's window trial of solo Garden games (Roses, Grasshoppers, fixed plot, random
Neighbours; then the default options):

- an empty fixed plot said "the first Vegetable goes in the middle" while all 18 slots were
  lit (G-2, fixed-plot variant);
- behind round 1's Neighbour note the next round's first card, a Rose, already lay in the
  offer, while the note says the next round's cards come when it closes (G-6, G-9);
- the Garden Club box showed four lines and "+ 4 more lines", hiding the Compost, Roses and
  Grasshopper lines with no way to read them (G-8, G-9, rulebook "Compost");
- the Grasshopper prompt said "same-type cards touching it lose a point each", but only the
  card planted under a Grasshopper costs its same-type neighbours a point (G-8).
"""
import pygame

from app.garden_overlays import NeighbourBanner
from app.garden_prompt import prompt_sentence
from tests.app.helpers import drawn_words, garden_table

TRIAL = {"neighbours": "random", "grasshoppers": "on", "roses": "on", "fixed_plot": "on"}
#: Seed 955802 with TRIAL: these four plantings, then "plant 40 3 1" ends round 1, and
#: round 2's first card is a Rose (recorded in the trial).
FIRST_FOUR = ("plant 16 0 0", "plant 2 1 0", "plant 33 2 1", "plant 34 2 0")


def run(ctx, seconds, dt=0.05):
    for _ in range(int(seconds / dt)):
        ctx.stack.update(dt)


def test_an_empty_fixed_plot_says_every_slot_is_open(ctx):
    t = garden_table(ctx, ("human",), 955802, TRIAL)
    g = t.grid(0)
    assert len(g.slots()) == 18
    assert "18 slots" in g.caption({}) and "middle" not in g.caption({})
    floating = garden_table(ctx, ("human",), 955802)
    assert floating.grid(0).caption({}) == "Empty plot: the first Vegetable goes in the middle"


def test_the_next_rounds_rose_waits_until_the_round_note_closes(ctx):
    ctx.settings.anim_speed = 1
    t = garden_table(ctx, ("human",), 955802, TRIAL, FIRST_FOUR)
    run(ctx, 2.0)
    assert t.submit("plant 40 3 1")
    run(ctx, 2.0)
    assert isinstance(ctx.stack.top, NeighbourBanner)
    v = t.view()
    assert v.round == 2 and v.phase == "rose" and v.rose_position is not None
    roses = []
    orig = t.rose_img
    t.rose_img = lambda size: roses.append(size) or orig(size)
    t.draw(pygame.Surface((1280, 720)))
    assert roses == []                                  # still on the deck behind the note
    t.close_banner()
    run(ctx, 0.2)
    t.draw(pygame.Surface((1280, 720)))
    assert roses                                        # now it lies in the offer


def test_the_club_box_folds_lines_but_never_hides_a_penalty():
    from app.garden_draw import club_lines

    body = [("Beans: 5 scored x 3", 15), ("Carrots: 4 scored x 3", 12),
            ("Lettuce: 3 scored x 4", 12), ("Pumpkins: 2 scored x 4", 8),
            ("Award: The Monopoly", 10), ("Compost: 1 card", -2), ("Roses: 2", 10),
            ("Grasshoppers", -1)]
    out = club_lines(body, 6)
    # the types that score least fold first, as few as make room (Carrots before Lettuce
    # on a tie: the earlier line)
    assert out == [("Beans: 5 scored x 3", 15), ("Other Vegetables: 9 scored", 32),
                   ("Award: The Monopoly", 10), ("Compost: 1 card", -2), ("Roses: 2", 10),
                   ("Grasshoppers", -1)]
    # two types: each with its count and points where it fits (session 22: "Beans +
    # Turnips: 5 scored +18" did not say where the 18 came from), else count only
    assert club_lines(body, 7) == [("Beans: 5 scored x 3", 15), ("Lettuce: 3 scored x 4", 12),
                                   ("Carrots 4×3 + Pumpkins 2×4", 20), *body[4:]]
    assert club_lines(body, 7, lambda label: "×" not in label)[2] == (
        "Carrots + Pumpkins: 6 scored", 20)
    assert club_lines(body, 5) == [("Vegetables: 14 scored", 47), *body[4:]]
    # two or three types are named where the line fits (a new player read "Other
    # Vegetables" as vague); the default fit is 28 characters
    assert club_lines(body, 6, lambda label: True)[1] == (
        "Carrots 4×3, Lettuce 3×4 + Pumpkins 2×4", 32)
    assert club_lines(body, 6, lambda label: "×" not in label)[1] == (
        "Carrots, Lettuce + Pumpkins: 9 scored", 32)
    five = [(f"{n}: 2 scored x 3", 6) for n in ("Beans", "Carrots", "Radishes", "Peas",
                                                 "Salsify")] + body[4:]
    assert ("Other Vegetables: 8 scored", 24) in club_lines(five, 6)   # four types: not named
    assert club_lines(body[:5], 6) == body[:5]
    many = body[:4] + [("Award: The Avenue", 14), ("Award: The Bounty", 12),
                       ("Award: The Monopoly", 10), ("Award: The Bee's Knees", 6)] + body[5:]
    out = club_lines(many, 5)
    assert len(out) <= 5 and sum(p for _, p in out) == sum(p for _, p in many)
    assert [lb for lb, _ in out] == ["Vegetables: 14 scored", "Awards: 4", "Compost: 1 card",
                                     "Roses: 2", "Grasshoppers"]


def test_two_long_type_names_fit_clear_of_the_points_column_and_the_ribbon(ctx):
    # session 20's check: "Lettuce + Pumpkins: 4 scored" (183 px) read "Other Vegetables"
    # with the points column 62 px inside the box
    from app.garden_draw import (CLUB_GAP, CLUB_LABEL_X, CLUB_POINTS_IN, CLUB_RIBBON_IN,
                                 CLUB_RIBBON_R, club_label_room)

    t = garden_table(ctx, ("human",), 3000, {}, ())
    z, font = t.zone("eudora"), ctx.text.font(12)
    room = club_label_room(z, font)
    for label in ("Lettuce + Pumpkins: 4 scored", "Radishes + Pumpkins: 4 scored"):
        assert font.size(label)[0] <= room, label
    # a label that fits ends CLUB_GAP px or more before the widest points, which end 6 px
    # or more before the ribbon's edge
    points_right = z.right - CLUB_POINTS_IN
    assert z.x + CLUB_LABEL_X + room + CLUB_GAP + font.size("+88")[0] <= points_right
    assert points_right + 6 <= z.right - CLUB_RIBBON_IN - CLUB_RIBBON_R


def test_the_trial_games_club_box_shows_compost_roses_and_grasshoppers(ctx):
    # the trial's game at its end: 4 types scored, the Monopoly, Compost, Roses, a penalty
    actions = ("plant 16 0 0", "plant 2 1 0", "plant 33 2 1", "plant 34 2 0", "plant 40 3 1",
               "rose 1 0", "plant 22 4 1", "plant 1 0 1", "plant 23 2 1", "plant 30 1 1",
               "plant 43 3 0", "grasshopper 4 0", "plant 19 4 0", "plant 45 0 2",
               "grasshopper 5 0", "plant 36 1 2", "rose 0 2", "plant 32 2 2")
    t = garden_table(ctx, ("human",), 955802, TRIAL, actions)
    t.close_banner()
    texts = [d[0] for d in drawn_words(ctx, t)]
    assert not any("more lines" in x for x in texts)
    for line in ("Compost: 1 card", "Roses: 2", "Grasshoppers"):
        assert line in texts
    assert sum(p for _, p in t.view().breakdown(0)[:-1]) == t.view().breakdown(0)[-1][1]


def test_the_grasshopper_prompt_names_the_card_under_it(ctx):
    t = garden_table(ctx, ("human",), 955802, TRIAL,
                     ("plant 16 0 0", "plant 2 1 0", "plant 33 2 1", "plant 34 2 0",
                      "plant 40 3 1", "rose 1 0", "plant 22 4 1", "plant 1 0 1",
                      "plant 23 2 1", "plant 30 1 1", "plant 43 3 0"))
    v = t.view()
    assert v.phase == "grasshopper"
    words = prompt_sentence(v, True, t.name)
    assert "planted under it" in words and "touching it lose" not in words


def test_escape_with_nothing_held_stays_at_the_table(ctx):
    """A tester pressed Escape once more after closing the Compost viewer and was taken to
    the menu; Escape now only puts back what is held (as at the Intrigue table) and says how
    to leave."""
    t = garden_table(ctx, ("human",), 955802)
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert ctx.stack.top is t
    assert "Menu button" in t.message


def test_round_note_keeps_each_token_count_on_its_names_line(ctx):
    """The tester saw "… Pomme-Frites, Esq." end a line of the round note and its "1" start
    the next, alone."""
    ctx.settings.anim_speed = 1
    t = garden_table(ctx, ("human",), 955802, TRIAL, FIRST_FOUR)
    run(ctx, 2.0)
    assert t.submit("plant 40 3 1")
    run(ctx, 2.0)
    banner = ctx.stack.top
    assert isinstance(banner, NeighbourBanner)
    assert banner.lines[0].startswith("Tokens: ")
    for width in range(200, 700, 7):               # wherever the line breaks
        for part in ctx.text.wrap(banner.lines[0], 18, width):
            assert not part.strip("\u00a0 ,0123456789") == "", part


def test_roses_line_accounts_for_all_three_roses_at_every_step():
    """G-9: the line under the Garden Club box tells where the three Roses are; a Rose
    drawn and waiting is "drawn", no longer "still in the deck" (but behind a round's note,
    which says the next cards come when it closes, it is not told), so the counts add up to
    three at every step of seeded random games."""
    import random
    import re

    from app.garden_draw import roses_line
    from rules.core import observe
    from rules.garden import GAME
    waiting = 0
    for seed in range(12):
        st = GAME.new_state(1, {"neighbours": "original", "roses": "on"}, seed)
        rng = random.Random(seed)
        while not st.is_terminal():
            obs = observe(st, 0)
            line = roses_line(obs.view)
            counts = [int(n) for n in re.findall(r"(\d+) (?:placed|drawn|out|still)", line)]
            assert sum(counts) == 3, line
            if obs.view.rose_position is not None:
                waiting += 1
                assert "1 drawn (to place)" in line
                # behind a round's note the Rose is not shown yet: still in the deck (G-6)
                hidden = roses_line(obs.view, behind_note=True)
                assert "drawn" not in hidden
                assert sum(int(n) for n in re.findall(r"(\d+) (?:placed|out|still)", hidden)) == 3
            st.apply(rng.choice(obs.legal))
    assert waiting > 0          # the waiting case was met


def test_a_rose_the_next_draw_puts_out_of_the_game_waits_with_the_round_note(ctx):
    """A new player (session 20) read "1 out of the game" under the Garden Club box while
    round 1's note was up, before the log said the next round's first draw had found the
    Rose no place (G-9; the note says that round's cards come when it closes, G-6).  Seed 1,
    random play: the 10th action ends round 1 and the draw after it puts a Rose out."""
    import random
    import re

    from app.garden_draw import roses_line
    from rules.core import observe
    from rules.garden import GAME

    options = {"neighbours": "original", "roses": "on"}
    st = GAME.new_state(1, options, 1)
    rng = random.Random(1)
    record = []
    for _ in range(10):
        a = rng.choice(observe(st, 0).legal)
        record.append(str(a))
        events = st.apply(a)
    back = [e.kind for e in events].index("tokens")        # the next round's draw
    out_then = sum(1 for e in events[back:] if e.kind == "rose" and not e.get("placed"))
    assert out_then == 1
    before = st.roses_out - out_then                        # out before the round ended
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human",), 1, options, actions=tuple(record))
    for _ in range(30):
        ctx.stack.update(0.05)
    hold = t.held()
    assert hold is not None and hold.roses_out == 1
    line = roses_line(t.view(), True, hold.roses_out)
    assert (f"{before} out of the game" in line) == (before > 0)
    assert sum(int(n) for n in re.findall(r"(\d+) (?:placed|drawn|out|still)", line)) == 3
    drawn = " ".join(w for w, _, _ in drawn_words(ctx, t))
    assert f"{st.roses_out} out of the game" not in drawn
    t.close_banner()
    for _ in range(30):
        ctx.stack.update(0.05)
    assert t.held() is None
    assert f"{st.roses_out} out of the game" in roses_line(t.view())
