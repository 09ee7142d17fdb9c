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

from tests.app.helpers import garden_table

TRIAL = {"neighbours": "random", "grasshoppers": "on", "roses": "on", "fixed_plot": "on"}


def test_an_empty_fixed_plot_says_every_slot_is_open(ctx):
    t = garden_table(ctx, ("human",), 955802, TRIAL)
    g = t.grid(0)
    assert len(g.slots()) == 18
    assert "18 slots" in g.caption({}) and "middle" not in g.caption({})
    floating = garden_table(ctx, ("human",), 955802)
    assert floating.grid(0).caption({}) == "Empty plot: the first Vegetable goes in the middle"