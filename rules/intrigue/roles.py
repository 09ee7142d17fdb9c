"""The five Intrigue roles, read from ``roles.json`` (intrigue.txt, "The cards").

Exports ``RANKS`` (the card ranks in canonical order ``K Q J 10 A``), ``ROLES`` (rank →
:class:`Role`), ``CLAIM_FOR`` (role action word → rank claimed), ``BLOCK_RANKS`` (blockable
action word → ranks that block it) and :func:`rank_key` for sorting cards.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

_DATA = Path(__file__).with_name("roles.json")


@dataclass(frozen=True)
class Role:
    """One role: ``rank`` ("K"...), ``role`` (e.g. "King"), ``name`` for log lines
    ("the King"), ``action`` (the role action word or ``None``), ``blocks`` (action words it
    blocks) and ``text`` (the card's action text shown by the app)."""

    rank: str
    role: str
    name: str
    action: str | None
    blocks: tuple[str, ...]
    text: str


def load_roles(path: Path = _DATA) -> tuple[Role, ...]:
    """Read the roles data file.  Raises ``ValueError`` for a file without five roles."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    roles = tuple(Role(r["rank"], r["role"], r["name"], r["action"], tuple(r["blocks"]), r["text"])
                  for r in raw["roles"])
    if len(roles) != 5 or len({r.rank for r in roles}) != 5:
        raise ValueError(f"{path} must list five distinct ranks")
    return roles


_ROLE_LIST = load_roles()
RANKS: tuple[str, ...] = tuple(r.rank for r in _ROLE_LIST)
ROLES: dict[str, Role] = {r.rank: r for r in _ROLE_LIST}
CLAIM_FOR: dict[str, str] = {r.action: r.rank for r in _ROLE_LIST if r.action}
BLOCK_RANKS: dict[str, tuple[str, ...]] = {
    act: tuple(r.rank for r in _ROLE_LIST if act in r.blocks)
    for act in sorted({a for r in _ROLE_LIST for a in r.blocks})
}
_ORDER = {r: i for i, r in enumerate(RANKS)}


def rank_key(rank: str) -> int:
    """Sort key of a rank in the canonical order K, Q, J, 10, A."""
    return _ORDER[rank]


def sort_ranks(ranks) -> list[str]:
    """The ranks sorted in canonical order (a new list)."""
    return sorted(ranks, key=rank_key)


def role_name(rank: str) -> str:
    """The rank's name for log lines, e.g. ``"the King"``."""
    return ROLES[rank].name
