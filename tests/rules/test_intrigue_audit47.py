"""Intrigue audit 47: an independent referee written from intrigue.txt and RULINGS I-*/C-*,
played side by side with the engine, plus targeted scenarios and view (C-3) checks.

The referee (:class:`Referee`) knows nothing of the engine's steps: it is a generator per
turn that reads the rulebook's "The order of events" literally and yields every decision it
expects (phase, seat, the set of legal answers).  The playout drives both with the same
random answers and compares, after every decision, the decision asked, the coins, every
face-down hand, the face-up cards, the court (as a multiset), the match score and the end.
Cards the engine draws at random (a shown card's replacement, an exchange draw, a new deal)
are read from the engine's own events/hands: only *which* card comes is random, the referee
checks that it came from the court.
"""
from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from rules.intrigue import GAME, deck_for, from_position
from rules.intrigue.roles import sort_ranks
from tests.rules.intrigue_helpers import act, cards, texts

BLOCKERS = {"foreign_aid": ("K",), "dagger": ("Q",), "steal": ("10", "A")}
CLAIM = {"tax": "K", "dagger": "J", "steal": "10", "exchange": "A"}


class GameOver(Exception):
    """Raised inside a turn when only one seat keeps a face-down card ("Winning")."""

    def __init__(self, winner):
        super().__init__(winner)
        self.winner = winner


class Referee:
    """The rulebook, read independently of the engine.  ``hands`` are multisets (sorted
    lists), ``court`` a Counter; draws are taken from ``feed`` (the engine's private draw
    events, in order) and checked against the court."""

    def __init__(self, n, hands, coins, court, start, match):
        self.n = n
        self.hands = [sort_ranks(h) for h in hands]
        self.face_up = [[] for _ in range(n)]
        self.coins = list(coins)
        self.court = Counter(court)
        self.turn = start
        self.match = match
        self.wins = [0] * n
        self.winner = None
        self.feed = []          # private draw events not consumed yet: (seat, ranks)

    # -------------------------------------------------------------- helpers
    def living(self):
        return [s for s in range(self.n) if self.hands[s]]

    def others_from(self, seat):
        """Living seats other than ``seat`` clockwise from the next one (C-1, C-5)."""
        return [(seat + i) % self.n for i in range(1, self.n) if self.hands[(seat + i) % self.n]]

    def take_draw(self, seat, k):
        got = [e for e in self.feed if e[0] == seat]
        assert got, f"expected seat {seat} to draw {k}"
        s, ranks = got[0]
        self.feed.remove(got[0])
        assert len(ranks) == k
        for r in ranks:
            assert self.court[r] > 0, f"drew {r} which is not in the court"
            self.court[r] -= 1
        return list(ranks)

    def lose(self, seat):
        """"Losing a card": the seat chooses (two cards: asked even if alike, C-3; one: no
        choice).  Elimination returns the coins (I-9); the last seat left wins."""
        if not self.hands[seat]:
            return
        if len(self.hands[seat]) == 2:
            a = yield ("lose", seat, {f"lose {r}" for r in self.hands[seat]})
            rank = a.split()[1]
        else:
            rank = self.hands[seat][0]
        self.hands[seat].remove(rank)
        self.face_up[seat].append(rank)
        if not self.hands[seat]:
            self.coins[seat] = 0
            if len(self.living()) == 1:
                raise GameOver(self.living()[0])

    def replace(self, seat, rank):
        """"Challenging": the shown card into the court, shuffle, draw one."""
        self.hands[seat].remove(rank)
        self.court[rank] += 1
        new = self.take_draw(seat, 1)
        self.hands[seat] = sort_ranks(self.hands[seat] + new)

    def challenge_round(self, claimant, rank):
        """Any other living seat may challenge, asked clockwise after the claimant (C-5,
        I-3).  Returns True if the claim stands."""
        for s in self.others_from(claimant):
            a = yield ("challenge", s, {"challenge", "pass"})
            if a == "challenge":
                legal = {"decline"} | ({"show"} if rank in self.hands[claimant] else set())
                b = yield ("prove", claimant, legal)
                if b == "show":
                    yield from self.lose(s)
                    self.replace(claimant, rank)
                    return True
                return False
        return True

    def turn_actions(self):
        me = self.turn
        others = self.others_from(me)
        coups = {f"coup {t}" for t in others} if self.coins[me] >= 7 else set()
        if self.coins[me] >= 10:
            return coups
        out = {"income", "foreign_aid", "tax", "exchange"} | coups
        if self.coins[me] >= 3:
            out |= {f"dagger {t}" for t in others}
        out |= {f"steal {t}" for t in others if self.coins[t] >= 1}
        return out

    # -------------------------------------------------------------- one turn
    def play_turn(self):
        me = self.turn
        a = yield ("action", me, self.turn_actions())
        word, *rest = a.split()
        t = int(rest[0]) if rest else None
        if word == "income":
            self.coins[me] += 1
        elif word == "coup":
            self.coins[me] -= 7
            yield from self.lose(t)
        else:
            if word == "dagger":
                self.coins[me] -= 3
            ok = True
            if word in CLAIM:
                ok = yield from self.challenge_round(me, CLAIM[word])
                if not ok:
                    if word == "dagger":
                        self.coins[me] += 3
                    yield from self.lose(me)
            if ok and word in BLOCKERS:
                askers = self.others_from(me) if word == "foreign_aid" else \
                    ([t] if self.hands[t] else [])
                for s in askers:
                    b = yield ("block", s, {f"block {r}" for r in BLOCKERS[word]} | {"pass"})
                    if b != "pass":
                        stands = yield from self.challenge_round(s, b.split()[1])
                        if stands:
                            ok = False
                        else:
                            yield from self.lose(s)
                        break
            if ok:
                if word == "foreign_aid":
                    self.coins[me] += 2
                elif word == "tax":
                    self.coins[me] += 3
                elif word == "dagger":
                    yield from self.lose(t)
                elif word == "steal":
                    amount = min(2, self.coins[t])
                    self.coins[t] -= amount
                    self.coins[me] += amount
                elif word == "exchange":
                    drawn = self.take_draw(me, 2)
                    k = len(self.hands[me])
                    pool = self.hands[me] + drawn
                    keeps = {"keep " + " ".join(sort_ranks(c))
                             for c in itertools.combinations(pool, k)}
                    b = yield ("exchange", me, keeps)
                    kept = b.split()[1:]
                    back = Counter(pool)
                    back.subtract(kept)
                    self.hands[me] = sort_ranks(kept)
                    self.court.update(back.elements())
        self.turn = self.others_from(me)[0]


def referee_for(st):
    return Referee(st.num_players, st.hands, st.coins, st.court + st.drawn, st.turn, st.match)


def sync_draws(ref, events):
    """Hand the referee the cards the engine drew at random (the drawer's private draw
    events; a new deal is read from the hands instead)."""
    for e in events:
        if e.kind == "draw" and e.private is not None and len(e.private) == 1 \
                and e.get("ranks") is not None and "is dealt" not in e.text:
            ref.feed.append((e.get("seat"), tuple(e.get("ranks"))))


def compare(st, ref, pending):
    """Engine and referee agree on every fact (hidden ones too)."""
    assert st.coins == ref.coins, (st.coins, ref.coins)
    assert [sort_ranks(h) for h in st.hands] == ref.hands
    assert [sorted(f) for f in st.face_up] == [sorted(f) for f in ref.face_up]
    assert Counter(st.court) == +ref.court      # an exchange draw is out of the court
    assert cards(st) == Counter(deck_for(st.num_players))
    if pending is None:
        assert st.is_terminal()
        return
    phase, seat, legal = pending
    assert st.phase == phase, (st.phase, pending)
    assert st.current_player() == seat, (st.current_player(), pending)
    assert set(texts(st)) == legal, (set(texts(st)) ^ legal, pending)
    assert len(texts(st)) == len(legal), "no duplicate legal actions"


def choose(rng, phase, legal):
    """A random answer, biased so that challenges, blocks and shows all happen often."""
    legal = sorted(legal)
    if phase == "challenge":
        return "challenge" if rng.random() < 0.3 else "pass"
    if phase == "block":
        blocks = [a for a in legal if a != "pass"]
        return rng.choice(blocks) if rng.random() < 0.45 else "pass"
    if phase == "prove":
        return "show" if "show" in legal and rng.random() < 0.85 else "decline"
    return rng.choice(legal)


def playout(n, seed, match=False, start="random", max_plies=4000):
    """One game (or match) with the referee alongside; returns (state, referee, plies)."""
    st = GAME.new_state(n, {"match": "on" if match else "off", "start": start}, seed)
    rng = random.Random(seed * 7919 + n)
    ref = referee_for(st)
    plies = 0
    while True:
        gen = ref.play_turn()
        pending = next(gen)                    # a turn always starts with a decision
        game_no = st.game_no
        while True:
            compare(st, ref, pending)
            a = choose(rng, pending[0], pending[2])
            ev = st.apply(GAME.parse_action(a))
            plies += 1
            assert plies < max_plies
            sync_draws(ref, ev)
            try:
                pending = gen.send(a)
            except StopIteration:
                assert not ref.feed, ref.feed
                break
            except GameOver as over:
                ref.wins[over.winner] += 1
                if match and ref.wins[over.winner] < 3:
                    assert st.game_no == game_no + 1
                    # I-10: the winner starts the next game; I-2 with 2 players
                    assert st.turn == st.start_player == over.winner
                    want = [2] * n
                    if n == 2:
                        want[over.winner] = 1
                    assert st.coins == want
                    assert st.wins == ref.wins
                    ref2 = referee_for(st)
                    ref2.wins = ref.wins
                    ref = ref2
                    break
                assert st.is_terminal()
                assert st.winner == over.winner
                assert st.result().winners == (over.winner,)
                if match:
                    assert st.wins == ref.wins and max(ref.wins) == 3
                ref.winner = over.winner
                compare(st, ref, None)
                return st, ref, plies
        if st.is_terminal():                  # pragma: no cover - GameOver handles ends
            raise AssertionError("engine ended a game the referee did not")


@pytest.mark.parametrize("n", range(2, 9))
def test_referee_playouts_single_games(n):
    """Random games at every table size agree with the independent referee at every
    decision (intrigue.txt all sections; I-1..I-9; C-1, C-5)."""
    for seed in range(25):
        playout(n, seed)


@pytest.mark.parametrize("n", [2, 3, 5])
def test_referee_playouts_matches(n):
    """Matches (I-10): first to 3, the winner starts the next game (2 players: with 1 coin)."""
    for seed in range(6):
        playout(n, 1000 + seed, match=True)


# ================================================================ targeted scenarios

def kinds(ev):
    return [e.kind for e in ev]


def test_challenging_steal_chain_wrong_challenge_then_caught_ace_block():
    """"The order of events" 1-5 in one turn: a third seat wrongly challenges the 10 (it
    loses a card, the 10 goes to the court and is replaced), the target claims the Ace, the
    actor catches the bluff (the target loses a card), the steal is carried out."""
    st = from_position([["10", "K"], ["Q", "J"], ["K", "Q"]], [2, 3, 2], turn=0, seed=4)
    act(st, 0, "steal 1")
    act(st, 1, "pass")
    act(st, 2, "challenge")
    act(st, 0, "show")
    act(st, 2, "lose K")
    assert st.face_up[2] == ["K"] and len(st.hands[0]) == 2 and len(st.court) == 9
    assert st.phase == "block" and st.asked == [1]
    act(st, 1, "block A")
    assert st.phase == "challenge" and st.asked == [2, 0]   # C-5: after the blocker
    act(st, 2, "pass")
    act(st, 0, "challenge")
    assert texts(st) == ["decline"]
    act(st, 1, "decline")
    act(st, 1, "lose J")
    assert st.coins == [4, 1, 2] and st.face_up == [[], ["J"], ["K"]]
    assert st.current_player() == 1 and st.phase == "action"
    assert cards(st) == Counter(deck_for(3))


def test_foreign_aid_seat_that_passed_on_blocking_may_challenge_the_block():
    """Blocking / Challenging: "anybody may challenge the block" – also a seat that was
    asked before and did not block (C-5: the block's challenge round starts after the
    blocker)."""
    st = from_position([["J", "J"], ["Q", "10"], ["K", "A"], ["10", "A"]], [2, 2, 2, 2],
                       turn=0)
    act(st, 0, "foreign_aid")
    act(st, 1, "pass")
    act(st, 2, "block K")
    assert st.asked == [3, 0, 1]
    act(st, 3, "pass")
    act(st, 0, "pass")
    act(st, 1, "challenge")
    act(st, 2, "show")
    assert st.phase == "lose" and st.loser == 1
    act(st, 1, "lose Q")
    assert st.coins == [2, 2, 2, 2] and st.current_player() == 1 and st.face_up[1] == ["Q"]


def test_forced_coup_after_coins_stolen_into_ten_on_anothers_turn():
    """Your turn / Coup: 10 coins reached on another seat's turn (a steal) force a coup at
    the start of the next own turn; 9 do not."""
    st = from_position([["10", "K"], ["Q", "J"], ["K", "Q"]], [8, 2, 9], turn=0)
    act(st, 0, "steal 1")
    for s in (1, 2):
        act(st, s, "pass")
    act(st, 1, "pass")                                     # no block
    assert st.coins == [10, 0, 9] and st.current_player() == 1
    act(st, 1, "income")
    assert "income" in texts(st) and st.current_player() == 2   # 9 coins: free choice
    act(st, 2, "income")
    assert texts(st) == ["coup 1", "coup 2"]


def test_turn_passes_over_a_seat_eliminated_during_the_turn():
    """C-1 / I-9: a coup that knocks out the next seat passes the turn over it; its coins go
    back to the bank and it is never asked again."""
    st = from_position([["K", "K"], ["Q"], ["J", "J"], ["10", "A"]], [7, 5, 2, 2], turn=0,
                       face_up=[[], ["A"], [], []])
    ev = act(st, 0, "coup 1")
    assert "eliminated" in kinds(ev) and st.coins == [0, 0, 2, 2]
    assert st.current_player() == 2
    act(st, 2, "foreign_aid")
    assert st.asked == [3, 0]


@pytest.mark.parametrize("n", [6, 8])
def test_exchange_at_the_fullest_tables_court_sizes(n):
    """I-1, I-8: 6 players leave 3 cards in the court, 8 players (20 cards) 4; an exchange
    draws 2 of them and returns 2, the court's size comes back."""
    st = GAME.new_state(n, {"start": "0"}, 3)
    size = len(st.court)
    assert size == {6: 3, 8: 4}[n]
    act(st, 0, "exchange")
    for s in range(1, n):
        act(st, s, "pass")
    assert st.phase == "exchange" and len(st.court) == size - 2 and len(st.drawn) == 2
    keep = st.legal_actions()[-1]
    st.apply(keep)
    assert len(st.court) == size and len(st.hands[0]) == 2
    assert cards(st) == Counter(deck_for(n))


def test_exchange_with_two_alike_cards_may_keep_both_drawn():
    """Exchange: any 2 of the 4 cards, also both new ones, duplicates listed once."""
    st = from_position([["Q", "Q"], ["J", "A"], ["K", "10"]], [2, 2, 2],
                       court=["K", "K", "J", "J", "10", "10", "A", "A", "Q"], turn=0)
    act(st, 0, "exchange")
    act(st, 1, "pass")
    act(st, 2, "pass")
    assert st.drawn == ["Q", "A"]              # the top two of the court (sorted K Q J 10 A)
    assert texts(st) == ["keep Q Q", "keep Q A"]
    act(st, 0, "keep Q A")
    assert st.hands[0] == ["Q", "A"] and Counter(st.court)["Q"] == 2


def test_two_player_match_three_games_winner_starts_with_one_coin():
    """I-10 with I-2: each new game is dealt at once, its start player is the last winner
    and takes 1 coin, the other 2; the match ends at 3 wins."""
    st = GAME.new_state(2, {"match": "on", "start": "1"}, 11)
    assert st.coins == [2, 1]
    games = 0
    while not st.is_terminal():
        s = st.current_player()
        opts = texts(st)
        if st.phase == "action":
            a = next((o for o in opts if o.startswith("coup")), "income")
        elif st.phase == "lose":
            a = opts[0]
        else:
            a = "pass"
        no = st.game_no
        act(st, s, a)
        if st.game_no != no:
            games += 1
            w = st.game_winners[-1]
            assert st.turn == st.start_player == w and st.coins[w] == 1 and st.coins[1 - w] == 2
            assert st.face_up == [[], []] and all(len(h) == 2 for h in st.hands)
    assert max(st.wins) == 3 and sum(st.wins) == games + 1 and st.result().scores == tuple(st.wins)


# ================================================================ views (C-3)

def redeal(st, seat, rng):
    """``st`` with everything ``seat`` cannot see re-dealt: the court (contents and order),
    other seats' face-down cards (a shown card awaiting its replacement stays: it is
    public) and another seat's exchange draw."""
    out = st.clone()
    pinned = Counter()
    for step in st.steps:
        if step[0] == "replace" and step[1] != seat:
            pinned[(step[1], step[2])] += 1
    pool = list(st.court)
    keep = {}
    for s in range(st.num_players):
        if s == seat:
            continue
        h = list(st.hands[s])
        keep[s] = []
        for (owner, r), k in pinned.items():
            if owner == s:
                for _ in range(k):
                    h.remove(r)
                    keep[s].append(r)
        pool += h
    other_draw = st.phase == "exchange" and st.turn != seat
    if other_draw:
        pool += st.drawn
    rng.shuffle(pool)
    for s, kept in keep.items():
        out.hands[s] = sort_ranks(kept + [pool.pop() for _ in range(len(st.hands[s]) - len(kept))])
    if other_draw:
        out.drawn = sort_ranks([pool.pop() for _ in range(len(st.drawn))])
    out.court = pool
    return out


@pytest.mark.parametrize("n", [2, 4, 7])
def test_views_never_show_other_hands_or_the_court_order(n):
    """C-3: at every decision of random games, re-dealing what a seat cannot see (the court's
    cards and order, other face-down cards, another's exchange draw) leaves its view equal,
    and the view's own cards are exactly the seat's face-down cards (and its own draw)."""
    checked = 0
    for seed in range(4):
        st = GAME.new_state(n, {}, 200 + seed)
        rng = random.Random(seed)
        while not st.is_terminal():
            for s in range(n):
                v = st.view(s)
                assert list(v.hand) == st.hands[s]
                assert list(v.drawn) == (st.drawn if st.phase == "exchange" and s == st.turn
                                         else [])
                for k in range(2):
                    assert redeal(st, s, random.Random(k * 31 + seed)).view(s) == v
                    checked += 1
            st.apply(rng.choice(st.legal_actions()))
    assert checked > 300


def test_view_court_order_only_permutation_changes_nothing():
    """C-3, "The court": the court is face down; a different order of the same cards gives
    every seat the same view (and the same public events for the next action)."""
    st = GAME.new_state(3, {"start": "0"}, 5)
    other = st.clone()
    other.court = list(reversed(other.court))
    assert other.court != st.court
    assert [st.view(s) for s in range(3)] == [other.view(s) for s in range(3)]
    ea = act(st, 0, "exchange")
    eb = act(other, 0, "exchange")
    for s in (1, 2):
        assert [e for e in ea if e.visible_to(s)] == [e for e in eb if e.visible_to(s)]
        assert st.view(s) == other.view(s)
