"""Seeded random playouts of Mr. Cabbagehead's Garden for every player count and option
combination: no exception, all cards accounted for, a legal action until the end, clone/apply
equality, replay equality, action text round trip, views and determinizations (C-2, C-3)."""
from __future__ import annotations

import itertools
import random

import pytest

from rules.core import replay
from rules.garden import GAME, plot
from rules.garden.actions import DeclineRose, Pass, Plant
from rules.garden.data import HOLIDAY, ROSE

COMBOS = [(n, dict(zip(("neighbours", "grasshoppers", "roses", "fixed_plot"), vals)))
          for n in (1, 2)
          for vals in itertools.product(("original", "random"), ("off", "on"), ("off", "on"),
                                        ("off", "on"))
          if not (n == 2 and vals[2] == "on")]


def cards_accounted(s) -> None:
    vegs = [n for g in s.gardens for n in g.values()] + [n for c in s.compost for n in c]
    vegs += s.discard + [c for c in s.deck if c not in (HOLIDAY, ROSE)] + s.leftovers()
    assert sorted(vegs) == list(range(1, 46))
    if s.opts["roses"] == "on":
        pending = 1 if s.phase == "rose" else 0
        assert s.deck.count(ROSE) + len(s.roses) + s.roses_out + pending == 3
    assert sum(s.supply) + s.hive + s.bees_out == 6
    for g in s.gardens:
        assert plot.fits(g)
        if s.fixed:
            assert all(0 <= c < 6 and 0 <= r < 3 for c, r in g)
    tokens = len(s.face_down) + sum(s.tiles.values())
    hoppers = sum(len(h) for h in s.hoppers) + s.hoppers_out + s.pending_hoppers
    assert tokens + hoppers == 24 + (4 if s.opts["grasshoppers"] == "on" else 0)


def playout(n, options, seed, check_every=1):
    s = GAME.new_state(n, options, seed)
    rng = random.Random(seed * 31 + n)
    texts = []
    ply = 0
    while not s.is_terminal():
        legal = s.legal_actions()
        assert legal, "a legal action must exist until the end"
        a = rng.choice(legal)
        if ply % check_every == 0:  # the fast legality check agrees with legal_actions()
            legal_set = set(legal)
            probes = [type(x)(*[v + d for v in vars(x).values()]) for x in legal[:3]
                      for d in (1, -1) if type(x).__name__ in ("Plant", "PlaceGrasshopper",
                                                                "PlaceRose")]
            for p in probes + legal[:5] + [Pass(1, "left"), DeclineRose(), Plant(1, 9, 9)]:
                assert s.is_legal(p) == (p in legal_set), p
        assert GAME.parse_action(str(a)) == a
        if ply % check_every == 0:
            c = s.clone()
            assert c == s and c.view(s.current_player()) == s.view(s.current_player())
            ev_c = c.apply(a)
        ev = s.apply(a)
        if ply % check_every == 0:
            assert c == s and ev_c == ev
            cards_accounted(s)
        texts.append(str(a))
        ply += 1
    assert s.legal_actions() == []
    cards_accounted(s)
    assert s.planted == [15] * n
    return s, texts


@pytest.mark.parametrize("n,options", COMBOS,
                         ids=[f"{n}p-" + "-".join(o.values()) for n, o in COMBOS])
def test_random_playout_every_option_combination(n, options):
    for seed in (1, 2):
        s, texts = playout(n, options, seed, check_every=3)
        res = s.result()
        assert len(res.scores) == n and res.winners
        assert res.scores == tuple(s.score_breakdown(i)[-1][1] for i in range(n))
        assert len(res.extra[0][1].split(",")) == n
        again, _ = replay(GAME, n, options, seed, texts)  # C-2: same seed, same game
        assert again == s
        assert s.summary_lines()


def test_C2_different_seeds_give_different_deals():
    a = GAME.new_state(1, None, 1)
    b = GAME.new_state(1, None, 2)
    assert a.deck != b.deck


@pytest.mark.parametrize("n,options", [(1, {"roses": "on", "grasshoppers": "on"}),
                                       (2, {"neighbours": "random", "grasshoppers": "on"})])
def test_C3_no_leak_equal_views_give_equal_determinizations(n, options):
    s = GAME.new_state(n, options, 21)
    rng = random.Random(3)
    for step in range(60):
        if s.is_terminal():
            break
        seat = s.current_player()
        if step % 5 == 0:
            other = s.determinize(seat, random.Random(1000 + step))  # same view, other deck
            assert other.view(seat) == s.view(seat)
            assert other.view(1 - seat if n == 2 else seat) == s.view(1 - seat if n == 2 else seat)
            d1 = s.determinize(seat, random.Random(step))
            d2 = other.determinize(seat, random.Random(step))
            assert d1 == d2
            assert d1.view(seat) == s.view(seat)
            cards_accounted(d1)
            # a determinization can be played on with the same legal actions
            assert d1.legal_actions() == s.legal_actions()
        s.apply(rng.choice(s.legal_actions()))


def test_C3_view_hides_the_deck_but_shows_the_table():
    s = GAME.new_state(2, None, 8)
    v = s.view(0)
    assert set(v.deck_layout) <= {-1, HOLIDAY}
    assert v.offer == tuple(s.offer) and v.gardens == ((), ())
    hash(v)
    t = s.clone()
    t.deck = list(reversed(t.deck[:18])) + t.deck[18:]  # the unseen cards above the Holiday
    assert t.view(0) == v and t != s
