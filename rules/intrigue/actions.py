"""Intrigue actions: frozen, hashable dataclasses whose ``str()`` round-trips through
:func:`parse_action` (DESIGN.md, "The engine interface").

Texts: ``income``, ``foreign_aid``, ``coup 2``, ``tax``, ``dagger 2``, ``steal 1``,
``exchange`` (turn actions, intrigue.txt "Your turn"); ``challenge``, ``pass`` (answers to a
claim or a chance to block); ``block K`` / ``block Q`` / ``block 10`` / ``block A``
("Blocking"); ``show``, ``decline`` (the challenged player, "Challenging", RULINGS I-4);
``lose Q`` (which face-down card to turn face up, "Losing a card"); ``keep K A`` (exchange:
the ranks kept, in canonical order K Q J 10 A, RULINGS I-8).
"""
from __future__ import annotations

from dataclasses import dataclass

from rules.core import IllegalAction
from rules.intrigue.roles import RANKS, sort_ranks


def _check_target(action) -> None:
    """Raise :class:`IllegalAction` unless ``action.target`` is a seat number (an ``int``;
    ``True`` would otherwise equal seat 1 and be taken as it, a session-26 rules check)."""
    t = action.target
    if not isinstance(t, int) or isinstance(t, bool):
        raise IllegalAction(f"A target is a seat number, not {t!r}.")


@dataclass(frozen=True)
class Income:
    """Take 1 coin from the bank (no claim, cannot be stopped)."""

    def __str__(self) -> str:
        return "income"


@dataclass(frozen=True)
class ForeignAid:
    """Take 2 coins from the bank; any other player may block with the King."""

    def __str__(self) -> str:
        return "foreign_aid"


@dataclass(frozen=True)
class Coup:
    """Pay 7 coins; seat ``target`` loses a card (cannot be stopped)."""

    target: int

    def __post_init__(self) -> None:
        _check_target(self)

    def __str__(self) -> str:
        return f"coup {self.target}"


@dataclass(frozen=True)
class Tax:
    """Claim the King: take 3 coins."""

    def __str__(self) -> str:
        return "tax"


@dataclass(frozen=True)
class Dagger:
    """Claim the Jack: pay 3 coins; seat ``target`` loses a card unless they block (Queen)."""

    target: int

    def __post_init__(self) -> None:
        _check_target(self)

    def __str__(self) -> str:
        return f"dagger {self.target}"


@dataclass(frozen=True)
class Steal:
    """Claim the 10: take min(2, coins) from seat ``target`` (RULINGS I-7)."""

    target: int

    def __post_init__(self) -> None:
        _check_target(self)

    def __str__(self) -> str:
        return f"steal {self.target}"


@dataclass(frozen=True)
class Exchange:
    """Claim the Ace: draw 2 cards from the court, keep some, return the rest (I-8)."""

    def __str__(self) -> str:
        return "exchange"


@dataclass(frozen=True)
class Challenge:
    """Challenge the claim on the table (C-5, I-3)."""

    def __str__(self) -> str:
        return "challenge"


@dataclass(frozen=True)
class Pass:
    """Do not challenge / do not block."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Block:
    """Claim ``rank`` to block the action on the table."""

    rank: str

    def __str__(self) -> str:
        return f"block {self.rank}"


@dataclass(frozen=True)
class Show:
    """The challenged player shows the claimed card (only legal when holding it)."""

    def __str__(self) -> str:
        return "show"


@dataclass(frozen=True)
class Decline:
    """The challenged player does not show the card; counts as not having it (I-4)."""

    def __str__(self) -> str:
        return "decline"


@dataclass(frozen=True)
class Lose:
    """Turn the face-down card of ``rank`` face up (losing influence)."""

    rank: str

    def __str__(self) -> str:
        return f"lose {self.rank}"


@dataclass(frozen=True)
class Keep:
    """Exchange: keep these ranks (a tuple, stored in canonical order K Q J 10 A)."""

    ranks: tuple[str, ...]

    def __post_init__(self) -> None:
        if not all(r in RANKS for r in self.ranks):
            raise IllegalAction(f"keep: unknown rank in {' '.join(map(str, self.ranks))}")
        object.__setattr__(self, "ranks", tuple(sort_ranks(self.ranks)))

    def __str__(self) -> str:
        return "keep " + " ".join(self.ranks)


_PLAIN = {"income": Income(), "foreign_aid": ForeignAid(), "tax": Tax(), "exchange": Exchange(),
          "challenge": Challenge(), "pass": Pass(), "show": Show(), "decline": Decline()}
_TARGETED = {"coup": Coup, "dagger": Dagger, "steal": Steal}
_RANKED = {"block": Block, "lose": Lose}


def parse_action(text: str):
    """The action whose ``str()`` is ``text`` (``keep`` accepts the ranks in any order).

    Raises :class:`~rules.core.IllegalAction` for text that names no Intrigue action.
    """
    words = text.split()
    bad = IllegalAction(f"'{text}' is not an Intrigue action")
    if not words:
        raise bad
    head, args = words[0], words[1:]
    if head in _PLAIN and not args:
        return _PLAIN[head]
    if head in _TARGETED and len(args) == 1:
        if not args[0].isdigit() or len(args[0]) > 2:
            raise bad
        return _TARGETED[head](int(args[0]))
    if head in _RANKED and len(args) == 1 and args[0] in RANKS:
        return _RANKED[head](args[0])
    if head == "keep" and 1 <= len(args) <= 2 and all(a in RANKS for a in args):
        return Keep(tuple(args))
    raise bad
