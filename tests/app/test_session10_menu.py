"""Session 10 tester report: with a saved game the menu's bottom row (Resume, Replays,
Statistics, Settings, Quit) spanned x=40..1130 of the 1280-px window, off-centre.  Since
session 23 Resume is centred above the games and the row keeps its places."""
import pygame

from app.persist.record import GameRecord
from app.scenes.menu import TitleMenu
from tests.app.helpers import button, drawn_words

ROW = ("replays", "stats", "settings", "quit")


class _SavedProfile:
    """Just enough of a profile for the menu: one resumable game, nothing to say."""

    def __init__(self, rec):
        self.rec, self.messages = rec, []

    def resumable(self):
        return self.rec


def test_the_bottom_row_with_a_resume_button_is_centred_and_inside_the_window(ctx):
    for game in ("garden", "intrigue"):
        for moves in (1, 33, 1234):
            ctx.profile = _SavedProfile(GameRecord(game, ["human", "heuristic"], 1, {},
                                                   ["x"] * moves))
            menu = TitleMenu(ctx)
            menu.on_enter()
            row = [button(menu.buttons, t).rect for t in ROW]
            assert abs((row[0].left + row[-1].right) / 2 - 640) <= 1, (game, moves, row)
            assert 40 <= row[0].left and row[-1].right <= 1240
            assert all(a.right + 10 == b.left for a, b in zip(row, row[1:]))
            resume = button(menu.buttons, "resume")
            label = resume.label
            wide = ctx.text.font(menu.resume_size, True).size(label)[0]
            assert wide <= resume.rect.w - 12 and "…" not in label     # drawn whole, uncut
            assert resume.rect.centerx == 640
    # the tester's game: the whole title and the count
    ctx.profile = _SavedProfile(GameRecord("garden", ["human"], 1, {}, ["x"] * 33))
    menu = ctx.stack.push(TitleMenu(ctx))
    assert button(menu.buttons, "resume").label == "Resume Mr. Cabbagehead's Garden (33 moves)"
    words = [w for w, r, _ in drawn_words(ctx, menu) if r.top >= 138 and r.bottom <= 182]
    assert "Resume Mr. Cabbagehead's Garden (33 moves)" in words
    menu.draw(pygame.Surface((1280, 720)))
