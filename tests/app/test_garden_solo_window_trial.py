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
from tests.app.helpers import garden_table

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