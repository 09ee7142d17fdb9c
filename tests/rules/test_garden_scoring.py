"""Evaluation of Mr. Cabbagehead's Garden: the rulebook's examples, every Award of Merit
(G-10), the frame at Evaluation (G-3), Grasshoppers (G-8), Roses (G-9), scoring and ribbons
(G-11)."""
from __future__ import annotations

from test_garden_helpers import D, grid, numbers

from rules.garden import scoring


def total(g, hoppers=(), roses=(), compost=0, supply=3, fixed=False):
    return scoring.breakdown(g, hoppers, roses, compost, supply, fixed, D)[-1][1]


def award_ids(g, supply=0, fixed=False):
    return [a for a, _ in scoring.awards(g, supply, fixed, D)]


# ---------------------------------------------------------------- rulebook examples
def test_rulebook_example_five_scored_carrots_make_15():
    # Six Carrots, one of them alone: five are scored, 3 points each.
    g = grid("CCC.C", "..C..", "..C..")
    assert len(g) == 6
    lines = scoring.breakdown(g, (), (), 0, 0, False, D)
    assert ("Carrots: 5 scored x 3", 15) in lines
    # six Carrots also earn The Monopoly (five of them connected: 8 + 2)
    assert lines == [("Carrots: 5 scored x 3", 15), ("Award: The Monopoly", 10), ("Total", 25)]


def test_rulebook_example_four_lettuces_with_a_grasshopper_make_13_G8():
    g = grid(".L.", "LLL")
    hopper = (1, 1)  # on the middle Lettuce, which touches the three others
    assert total(g) == 16
    lines = scoring.breakdown(g, [hopper], (), 0, 0, False, D)
    assert ("Lettuce: 4 scored x 4", 16) in lines
    assert ("Grasshoppers", -3) in lines
    assert lines[-1] == ("Total", 13)


def test_rose_example_scores_5_G9():
    g = grid("LLLL")
    assert total(g, roses=[(1, 0)]) == 16 + 5


# ---------------------------------------------------------------- G-11
def test_G11_card_scores_only_with_a_same_type_orthogonal_neighbour():
    diagonal = grid("C.", ".C")
    assert scoring.scored_slots(diagonal, D) == set()
    pair = grid("CC")
    assert scoring.scored_slots(pair, D) == {(0, 0), (1, 0)}
    assert total(grid("CL")) == 0


def test_G11_ribbon_bands_including_negative_totals():
    assert [D.ribbon(p) for p in (-6, 0, 40, 41, 60, 61, 80, 81, 100, 101, 150)] == [
        "none", "none", "none", "white", "white", "yellow", "yellow", "red", "red", "blue", "blue"]


def test_compost_costs_two_per_card():
    lines = scoring.breakdown(grid("CC"), (), (), 3, 0, False, D)
    assert ("Compost: 3 cards", -6) in lines
    assert lines[-1] == ("Total", 0)


# ---------------------------------------------------------------- G-10 Awards
def test_G10_four_corners():
    g = grid("C....C", "......", "C....C")
    assert award_ids(g) == ["four_corners"]
    g2 = grid("C....C", "......", "C....L")
    assert "four_corners" not in award_ids(g2)


def test_G10_avenue():
    g = grid("C....L", "C....L", "C....L")
    assert "avenue" in award_ids(g)
    same = grid("C....C", "C....C", "C....C")
    assert "avenue" not in award_ids(same)  # needs two different types
    short = grid("C....L", "C....L", ".....L")
    assert "avenue" not in award_ids(short)


def test_G10_promenade_both_layouts_score_once():
    stair = grid("CC....", "..LL..", "....PP")
    assert award_ids(stair) == ["promenade"]
    mirror = grid("....PP", "..LL..", "CC....")
    assert award_ids(mirror) == ["promenade"]
    # a pair inside a longer run still counts; the pairs must be of three types
    longer = grid("CCC...", "..LL..", "....PP")
    assert "promenade" in award_ids(longer)
    two_types = grid("CC....", "..LL..", "....CC")
    assert "promenade" not in award_ids(two_types)
    both = {**grid("CC..PP", "..LL..", "....TT")}
    both[(0, 2)], both[(1, 2)] = numbers("salsify")[:2]
    pts = dict(scoring.awards(both, 0, False, D))
    assert pts["promenade"] == 14


def test_G10_monopoly_8_plus_2_when_five_connected():
    spread = grid("C.C.C.", "......", "C.C...")
    assert dict(scoring.awards(spread, 0, False, D)) == {"monopoly": 8}
    joined = grid("CCCCC.", "......", "......")
    assert dict(scoring.awards(joined, 0, False, D))["monopoly"] == 10
    four = grid("CCCC..")
    assert "monopoly" not in award_ids(four)
    two_types = grid("CCCCC.", "BBBBB.")
    assert dict(scoring.awards(two_types, 0, False, D))["monopoly"] == 10  # once only


def test_G10_mixed_plot():
    g = grid("CCLLPP", "TTSSR.", "UUEEB.")
    assert "mixed_plot" in award_ids(g)
    repeated = grid("CCLLPP", "TTSSC.", "UUEEB.")  # Carrots in two rows
    assert "mixed_plot" not in award_ids(repeated)
    two_rows = grid("CCLLPP", "TTSS..")
    assert "mixed_plot" not in award_ids(two_rows)


def test_G10_bees_knees_needs_all_six_bees():
    g = grid("CC")
    assert award_ids(g, supply=6) == ["bees_knees"]
    assert award_ids(g, supply=5) == []


def test_G10_bounty_once():
    g = grid("BCRLPT", "BCRLPT")
    assert dict(scoring.awards(g, 0, False, D))["bounty"] == 12
    five = grid("BCRLP.")
    assert "bounty" not in award_ids(five)
    dup = grid("BCRLPB")
    assert "bounty" not in award_ids(dup)


def test_G3_frame_is_leftmost_and_topmost_occupied():
    g = grid("C....C", "......", "C....C", col0=-4, row0=-2)
    assert award_ids(g) == ["four_corners"]
    narrow = grid("C...C", ".....", "C...C")  # only 5 columns: column 6 is empty
    assert "four_corners" not in award_ids(narrow)
    # fixed plot: the frame is columns 0..5, rows 0..2 whatever is planted
    shifted = grid("C....C", "......", "C....C", col0=0, row0=0)
    assert award_ids(shifted, fixed=True) == ["four_corners"]
    inner = grid("C...C", ".....", "C...C", col0=1)
    assert "four_corners" not in award_ids(inner, fixed=True)


# ---------------------------------------------------------------- G-8, G-9 details
def test_G8_penalty_per_grasshopper_never_below_zero():
    g = grid("CCC", ".C.")
    # Carrot at (1,0) touches (0,0), (2,0), (1,1); hoppers on all three neighbours
    pen = scoring.grasshopper_penalties(g, [(0, 0), (2, 0), (1, 1)], D)
    assert pen[(1, 0)] == 3  # 3 points, 3 Grasshoppers
    g2 = grid("CCC", ".C.")
    g2[(1, 0)] = g[(1, 0)]
    pen2 = scoring.grasshopper_penalties(g2, [(0, 0), (2, 0), (1, 1), (1, -1)], D)
    assert pen2[(1, 0)] == 3  # an empty slot's Grasshopper hurts nobody; never below 0
    other_type = grid("CL")
    assert scoring.grasshopper_penalties(other_type, [(1, 0)], D) == {}



def test_G8_two_covered_neighbours_cost_each_other_a_point():
    """G-8 has no exception for a card that is itself under a Grasshopper: two Lettuces side
    by side, each under its own Grasshopper, each lose 1 point to the other's.  The
    rulebook's "the card with the Grasshopper token is not reduced" is read as: not by its
    own token (a rules audit, session 10, asked which reading the engine follows)."""
    lines = scoring.breakdown(grid("LL"), [(0, 0), (1, 0)], (), 0, 0, False, D)
    assert ("Grasshoppers", -2) in lines and lines[-1] == ("Total", 6)
    one = scoring.breakdown(grid("LL"), [(0, 0)], (), 0, 0, False, D)
    assert ("Grasshoppers", -1) in one and one[-1] == ("Total", 7)   # its own: no loss

def test_G9_rose_over_two_types_or_a_gap_scores_nothing():
    g = grid("CL.C")
    assert scoring.scoring_roses(g, [(0, 0), (2, 0)], D) == []
    assert scoring.scoring_roses(grid("CC"), [(0, 0)], D) == [(0, 0)]
