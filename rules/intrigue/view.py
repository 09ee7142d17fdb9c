"""What one seat may know of an Intrigue game (RULINGS C-3): :class:`IntrigueView`.

Everything in the view except ``seat``, ``hand``, ``drawn`` and ``court_known`` is public
(``PUBLIC_FIELDS``); a determinization is rebuilt from the view alone
(:meth:`rules.intrigue.state.IntrigueState.determinize`), so the view must hold every public
fact of the state.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class IntrigueView:
    """One seat's information set, frozen and hashable.

    Seat-private:
      ``seat``; ``hand``: own face-down ranks (canonical order); ``drawn``: during an
      exchange, the two cards the seat drew (only for the exchanger, else ``()``);
      ``court_known``: ``(rank, chance)`` for each card the seat saw go into the court (the
      cards it returned in an exchange, a card shown after a challenge) with the chance it
      is still there after the draws since (C-3: a seat remembers what it has seen).

    Public (``PUBLIC_FIELDS``):
      ``num_players``, ``deck_size`` (15 or 20, I-1), ``match`` (bool, I-10), ``game_no``
      (1-based game of the match), ``wins`` (games won per seat), ``game_winners`` (winner of
      each finished game), ``start_player`` (of this game), ``turn`` (the seat whose turn
      it is), ``phase`` (``action``, ``challenge``, ``block``, ``prove``, ``lose``,
      ``exchange`` or ``over``), ``current`` (seat to decide now, -1 when over),
      ``action`` (announced action word this turn or ``None``), ``target`` (seat or ``None``),
      ``claim`` (rank claimed by the action or ``None``), ``blocker`` / ``block_rank``,
      ``claimant`` / ``claimed_rank`` / ``about`` (the claim being challenged now and whether
      it is the ``"action"`` or the ``"block"``), ``challenger``, ``asked`` (seats still to
      be asked, the first is ``current``), ``loser`` (seat choosing a card to lose),
      ``steps`` (the rest of the turn, a tuple of tuples), ``coins``, ``face_down``
      (count per seat), ``face_up`` (ranks per seat), ``court_size``, ``drawn_count``,
      ``claims`` (ranks each seat has claimed this game, in order, actions and blocks),
      ``shown`` ((seat, rank) of every card shown after a challenge this game, C-3),
      ``winner`` (match/game winner once over, else ``None``).
    """

    seat: int
    hand: tuple[str, ...]
    drawn: tuple[str, ...]
    num_players: int
    deck_size: int
    match: bool
    game_no: int
    wins: tuple[int, ...]
    game_winners: tuple[int, ...]
    start_player: int
    turn: int
    phase: str
    current: int
    action: str | None
    target: int | None
    claim: str | None
    blocker: int | None
    block_rank: str | None
    claimant: int | None
    claimed_rank: str | None
    about: str | None
    challenger: int | None
    asked: tuple[int, ...]
    loser: int | None
    steps: tuple[tuple, ...]
    coins: tuple[int, ...]
    face_down: tuple[int, ...]
    face_up: tuple[tuple[str, ...], ...]
    court_size: int
    drawn_count: int
    claims: tuple[tuple[str, ...], ...]
    shown: tuple[tuple[int, str], ...]
    winner: int | None
    court_known: tuple[tuple[str, float], ...] = ()

    @property
    def actor(self) -> int:
        """The seat whose turn it is (the one who announced this turn's action)."""
        return self.turn

    def alive(self, seat: int) -> bool:
        """True if ``seat`` still has a face-down card."""
        return self.face_down[seat] > 0

    def living(self) -> tuple[int, ...]:
        """Seats still in the game, in seat order."""
        return tuple(s for s in range(self.num_players) if self.face_down[s] > 0)


#: View fields every seat sees alike (also the state's public attributes, except the
#: derived ``num_players``, ``current``, ``face_down``, ``court_size`` and ``drawn_count``).
PUBLIC_FIELDS: tuple[str, ...] = tuple(
    f for f in IntrigueView.__dataclass_fields__
    if f not in ("seat", "hand", "drawn", "court_known"))
DERIVED_FIELDS: tuple[str, ...] = ("num_players", "current", "face_down", "court_size", "drawn_count")
