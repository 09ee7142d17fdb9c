"""Helpers shared by the Intrigue rules tests: acting for a seat, legal action texts, card
accounting (I-1) and re-dealing what a seat cannot see (C-3 no-leak checks)."""
from __future__ import annotations

import random
from collections import Counter

from rules.intrigue import GAME
from rules.intrigue.roles import sort_ranks


def act(st, seat, text):
    """Apply ``text`` for ``seat``, checking that it is that seat's decision."""
    assert st.current_player() == seat, (st.current_player(), seat, st.phase, text)
    return st.apply(GAME.parse_action(text))


def acts(st, moves):
    """Apply ``moves``, ``[(seat, text), ...]``, in order with :func:`act`; returns the
    events of the last one."""
    ev = []
    for seat, text in moves:
        ev = act(st, seat, text)
    return ev


def texts(st):
    """The legal actions of ``st`` as text."""
    return [str(a) for a in st.legal_actions()]


def cards(st):
    """Every card of the game wherever it lies: hands, face-up cards, court, exchange draw."""
    c = Counter()
    for h in st.hands + st.face_up:
        c.update(h)
    c.update(st.court)
    c.update(st.drawn)
    return c


def scramble(st, seat, rng, reseed=True):
    """A copy of ``st`` with every card ``seat`` cannot see re-dealt at random (other seats'
    face-down cards except shown cards awaiting replacement, another seat's exchange draw,
    the court); with ``reseed`` the copy also gets a different generator."""
    out = st.clone()
    pinned = {}
    for step in st.steps:
        if step[0] == "replace" and step[1] != seat:
            pinned.setdefault(step[1], []).append(step[2])
    pool = list(out.court)
    others = [s for s in range(st.num_players) if s != seat]
    for s in others:
        free = list(out.hands[s])
        for r in pinned.get(s, []):
            free.remove(r)
        pool += free
    exchanging = st.phase == "exchange" and st.turn != seat
    if exchanging:
        pool += out.drawn
    rng.shuffle(pool)
    for s in others:
        keep = pinned.get(s, [])
        out.hands[s] = sort_ranks(keep + [pool.pop() for _ in range(len(out.hands[s]) - len(keep))])
    if exchanging:
        out.drawn = sort_ranks(pool.pop() for _ in range(len(st.drawn)))
    out.court = pool
    if reseed:
        out.rng = random.Random(rng.random())
    return out
