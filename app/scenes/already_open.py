"""What a second window on the same data folder shows: the app is already open, and this
window closes (:class:`app.persist.lock.FolderLock`).  Nothing is read from or written to
the folder by it."""
from __future__ import annotations

from pathlib import Path

from app.scenes.base import Scene
from app.scenes.menu import draw_backdrop
from app.ui import theme
from app.ui.dialog import ConfirmDialog

#: The dialog's title.
TITLE = "Cabbage Table is already open"


def already_open_sentence(folder: Path) -> str:
    """Why this window closes: ``"Another Cabbage Table window is using your saves in
    <folder>. Two windows would overwrite each other's game in progress, so this one will
    close: switch to the other window."``"""
    return (f"Another Cabbage Table window is using your saves in {folder}. Two windows "
            "would overwrite each other's game in progress, so this one will close: switch "
            "to the other window.")


class Backdrop(Scene):
    """The menu's background and title, under the dialog."""

    def draw(self, surface):
        draw_backdrop(surface, self.ctx.text)


def show_already_open(ctx, folder: Path) -> ConfirmDialog:
    """Push the backdrop and the dialog, whose one button (also Escape) quits the app;
    returns the dialog."""
    ctx.stack.push(Backdrop(ctx))
    return ctx.stack.push(ConfirmDialog(ctx, TITLE, already_open_sentence(folder),
                                        [("Close", ctx.stack.quit, theme.BUTTON, "close")]))
