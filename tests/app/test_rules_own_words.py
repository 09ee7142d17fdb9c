"""The in-app rules pages are in the project's own words (RULINGS preamble: "do not paste
rulebook text"): no run of :data:`RUN` consecutive words of a page appears in its rulebook.

The rulebooks are not part of the repository; they are read from ``../shared/rules`` next to
the checkout (or ``$CABBAGE_RULEBOOKS``).  Where they are absent the test is skipped and says
so.  Short stock phrases ("to the bottom of the deck", six words) are allowed.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from app.scenes.rules_page import rules_text
from rules.registry import CATALOGUE

RUN = 8
BOOKS = Path(os.environ.get("CABBAGE_RULEBOOKS",
                            Path(__file__).resolve().parents[2].parent / "shared" / "rules"))


def words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower())


def shared_runs(page: str, book: str, n: int = RUN) -> list[str]:
    """The runs of ``n`` words that ``page`` shares with ``book``."""
    src = words(book)
    grams = {tuple(src[i:i + n]) for i in range(len(src) - n + 1)}
    mine = words(page)
    return [" ".join(mine[i:i + n]) for i in range(len(mine) - n + 1)
            if tuple(mine[i:i + n]) in grams]


def test_shared_runs_finds_a_pasted_sentence():
    book = "Place the Beehive tile nearby with 3 Bee tokens on it and shuffle."
    assert shared_runs("Now place the Beehive tile nearby with 3 Bee tokens on it.", book)
    assert not shared_runs("Put the hive near you; it holds three Bees.", book)


@pytest.mark.parametrize("entry", [e for e in CATALOGUE if e.available], ids=lambda e: e.name)
def test_rules_page_does_not_paste_the_rulebook(entry):
    path = BOOKS / entry.rulebook
    if not path.exists():
        pytest.skip(f"rulebook not found at {path} (set CABBAGE_RULEBOOKS)")
    page = rules_text(entry.name)
    assert len(words(page)) > 500                      # a real page, not an empty one
    assert shared_runs(page, path.read_text(encoding="utf-8")) == []
