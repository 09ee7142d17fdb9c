"""The Garden's log lines read as a player would say them (issue 3, session 6 audit): no
internal values or coordinates, names in mid-sentence form, one full stop.

G-7 Pomme-Frites moves lone Vegetables; G-8 a card may be planted under a Grasshopper; G-9 a
Vegetable may be replanted under a Rose; G-7 the Ferwig-Radishers make the next planting free.
"""
from __future__ import annotations

import random

from test_garden_helpers import grid, state

from rules.garden.actions import Plant


def test_G7_pomme_frites_move_line_names_the_card_and_its_new_place():
    s = state(1, 1, neighbours="original")
    s.neighbours = ("pomme_frites", "mayor", "sallie", "horace")
    s.tiles = {"pomme_frites": 3, "mayor": 0, "sallie": 0, "horace": 0}
    s.gardens[0] = grid("CC...B")                  # Carrots 2 and 11 (say), a lone Bean
    bean = s.gardens[0][(5, 0)]
    ev = []
    s._neighbour_phase(ev)
    moves = [e for e in ev if e.kind == "move"]
    assert len(moves) == 1 and moves[0].get("card") == bean
    text = moves[0].text
    assert text == (f"The Right Honourable Pomme-Frites, Esq. moves lone Bean {bean} to the"
                    f" slot right of Carrot {s.gardens[0][(1, 0)]}.")
    assert "[" not in text and "(" not in text     # no list, no coordinates


def test_G7_a_neighbour_finding_nothing_names_the_garden():
    s = state(1, 1, neighbours="original")
    s.tiles = {k: 0 for k in s.tiles}
    s.tiles["mayor"] = 3                           # the Mayor: Turnips, Salsify, Radishes
    s.gardens[0] = grid("CC")
    ev = []
    s._neighbour_phase(ev)
    take = [e.text for e in ev if e.kind == "take"]
    assert take == ["The Mayor of Onion Town finds nothing to take from Mr. Cabbagehead's"
                    " garden."]


def test_setup_and_token_lines_read_as_sentences():
    last_esq = 0
    for seed in range(120):
        s = state(1, seed, neighbours="random")
        text = s.setup_events[0].text
        assert text.endswith(".") and not text.endswith("..")
        last_esq += text.endswith("Esq.")
        rng = random.Random(seed)
        for _ in range(6):
            for e in s.apply(rng.choice(s.legal_actions())):
                if e.kind == "token" and e.get("token") != "grasshopper":
                    assert " of The " not in e.text and e.text.startswith("A token of ")
    assert last_esq > 0                            # Pomme-Frites came last at least once


def test_G8_planting_under_a_grasshopper_says_so():
    s = state(1, 3, grasshoppers="on")
    s.gardens[0] = grid("LL")
    s.hoppers[0] = {(2, 0)}
    card = s.offer[1]
    ev = s.apply(Plant(card, 2, 0))
    text = next(e.text for e in ev if e.kind == "plant")
    assert text.endswith(", under the Grasshopper (the centre card).")


def test_G9_planting_under_a_rose_says_so():
    s = state(1, 3, roses="on")
    s.gardens[0] = grid("LL")
    s.roses = {(0, 0)}
    card = s.offer[1]
    ev = s.apply(Plant(card, 1, 0))                # onto Lettuce under the Rose (Compost)
    text = next(e.text for e in ev if e.kind == "plant")
    assert text.endswith(", under the Rose (the centre card).")


def test_G7_the_ferwig_radishers_free_planting_is_logged_as_free():
    found = 0
    for seed in range(60):
        s = state(1, seed, neighbours="random")
        if "ferwig" not in s.neighbours:
            continue
        rng = random.Random(seed)
        while not s.is_terminal():
            free = s.free_turn and s.phase == "plant"
            for e in s.apply(rng.choice(s.legal_actions())):
                if e.kind == "plant" and free:
                    assert e.text.endswith(" (free).")
                    found += 1
        if found >= 3:
            break
    assert found >= 3


def test_G3_printed_garden_counts_rows_from_the_top_and_names_hidden_grasshoppers():
    s = state(1, 3, grasshoppers="on")
    s.gardens[0] = grid("LLL", "CC.", row0=-1)     # rows -1 and 0 of the floating plot
    s.hoppers[0] = {(2, 0), (9, 0)}                # one on the empty slot, one far outside
    lines = s.garden_lines(0)
    assert [ln.split(":")[0] for ln in lines] == ["row 1", "row 2"]
    assert lines[1].rstrip().endswith(".*")
    s.phase = "over"
    head = s.summary_lines()[0]
    assert head.endswith("grasshoppers 2 (1 outside the plot, not drawn):")


def test_G2_first_card_of_a_fixed_plot_is_named_by_its_place():
    """A tester's hint on a fixed plot said only "Plant the Pumpkin 32 as the first card",
    naming none of the 18 slots (G-2, fixed-plot variant); it now says where."""
    from rules.garden.where import fixed_slot_words, slot_words

    def name(n):
        return f"Card {n}"
    assert slot_words({}, (0, 0), name, fixed=True) == "as the first card, in the top-left corner"
    assert fixed_slot_words((5, 2)) == "in the bottom-right corner"
    assert fixed_slot_words((3, 1)) == "in the middle row, column 4"
    assert fixed_slot_words((0, 1)) == "in the middle row, column 1"
    assert slot_words({}, (0, 0), name) == "as the first card"        # floating: the middle
