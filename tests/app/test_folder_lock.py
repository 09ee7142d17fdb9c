"""One running app per data folder (app.persist.lock): a second window on the same saves
is refused, and the folder is free again once the first lets go."""
import pygame

from app.persist.lock import LOCK_FILE, FolderLock
from app.scenes.already_open import TITLE, already_open_sentence, show_already_open


def test_second_claim_is_refused_until_the_first_lets_go(tmp_path):
    first, second = FolderLock(tmp_path / "data"), FolderLock(tmp_path / "data")
    assert first.claim() and first.held
    assert (tmp_path / "data" / LOCK_FILE).exists()
    assert second.claim() is False and not second.held and second.error is None
    first.release()
    assert not first.held
    assert second.claim() and second.held
    second.release()


def test_other_folders_are_not_locked(tmp_path):
    a, b = FolderLock(tmp_path / "a"), FolderLock(tmp_path / "b")
    assert a.claim() and b.claim()
    a.release(), b.release()


def test_a_folder_that_cannot_hold_a_lock_does_not_stop_play(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    lock = FolderLock(blocker / "data")             # its parent is a file
    assert lock.claim() is True
    assert lock.error and not lock.held
    lock.release()                                  # nothing to let go: no error


def test_the_second_window_says_why_and_closes(ctx, tmp_path):
    dialog = show_already_open(ctx, tmp_path)
    assert ctx.stack.top is dialog and dialog.title == TITLE
    assert str(tmp_path) in dialog.sentence == already_open_sentence(tmp_path)
    surface = pygame.Surface((1280, 720))
    ctx.stack.draw(surface)
    assert [b.label for b in dialog.buttons] == ["Close"]
    dialog.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                     unicode="", scancode=0))
    assert ctx.stack.quit_requested


def test_a_dialog_is_as_tall_as_its_sentence(ctx):
    # session 24's check: a one-line notice sat above a wide empty gap in a fixed 270 px
    from app.ui.dialog import ConfirmDialog

    def gap(sentence):
        d = ConfirmDialog(ctx, "Please note", sentence, [("OK", lambda: None, (0, 0, 0), "ok")])
        size, lines, step = d.layout
        text_bottom = d.rect.y + 72 + (len(lines) - 1) * step + ctx.text.font(size).get_height()
        return d.buttons[0].rect.y - text_bottom, d.rect

    short, rect = gap("The settings file was damaged (it is empty).")
    assert rect.h == ConfirmDialog.MIN_H and 16 <= short <= 60
    long_text = " ".join(["The autosave could not be read: it is damaged (not valid JSON)."] * 5)
    room, rect = gap(long_text)
    assert 16 <= room <= 40 and rect.h > ConfirmDialog.MIN_H and rect.bottom <= 720
