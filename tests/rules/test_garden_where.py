"""Slots named by the cards around them in the log and the hints (G-2, G-3: absolute
coordinates mean nothing to a player and "column 1" moves as a floating garden grows)."""
from rules.garden import GAME
from rules.garden.where import slot_words


def name(card):
    return f"Card {card}"


def test_slot_words_names_orthogonal_neighbours_and_compost():
    g = {(0, 0): 4, (1, 0): 11}
    assert slot_words(g, (-1, 0), name) == "left of Card 4"
    assert slot_words(g, (2, 0), name) == "right of Card 11"
    assert slot_words(g, (0, 1), name) == "below Card 4"
    assert slot_words(g, (1, -1), name) == "above Card 11"
    assert slot_words(g, (0, 0), name) == "on Card 4 (to the Compost)"
    assert slot_words({}, (0, 0), name) == "as the first card"
    assert slot_words(g, (3, 2), name) == "two rows below, two columns right of Card 11"


def test_plant_log_line_has_no_raw_coordinates():
    state = GAME.new_state(1, {}, 5)
    texts = []
    for _ in range(4):
        action = next(a for a in state.legal_actions() if str(a).startswith("plant"))
        texts += [e.text for e in state.apply(action) if e.kind == "plant"]
    assert texts[0].endswith("as the first card (the " + texts[0].split("(the ")[1])
    for t in texts:
        words = t.split()
        assert not any(w.lstrip("-").isdigit() and words[i + 1].lstrip("-").isdigit()
                       for i, w in enumerate(words[:-1])), t
