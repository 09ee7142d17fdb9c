"""The title menu: every game of ``rules.registry.CATALOGUE`` in order.

Built games are buttons (Play opens the setup screen, Rules opens the rules page); games not
built yet are shown greyed with "not yet available" — listed, never hidden, not clickable.
"""
from __future__ import annotations

import pygame

from app.scenes.base import Scene
from app.ui import theme
from app.ui.dialog import ConfirmDialog
from app.ui.widgets import Button, click_buttons, panel
from rules.registry import CATALOGUE, GameEntry, get_game


def game_playable(entry: GameEntry) -> bool:
    """True when ``entry`` is built, its engine imports and the app has its table."""
    from app.scenes.tables import has_table

    if not entry.available or not has_table(entry.name):
        return False
    try:
        get_game(entry.name)
    except (LookupError, KeyError, ImportError, AttributeError):
        return False
    return True


def progress_words(rec, progress: str | None = None) -> str:
    """How far saved game ``rec`` has got: ``progress`` (the game's own words, e.g.
    ``"round 2 of 3"``, :meth:`rules.core.State.progress`) or else its number of actions,
    ``"6 moves"`` (a tester found "26 moves" for a Garden round against Ned, which counts
    the passes, meaningless)."""
    if progress:
        return progress
    n = len(rec.actions)
    return f"{n} move{'s' * (n != 1)}"


def resume_label(text, rec, width: int, sizes=(20, 18, 17),
                 progress: str | None = None) -> tuple[str, int]:
    """(words, bold font size) of the Resume button for saved game ``rec``, fitting
    ``width`` px: ``"Resume Mr. Cabbagehead's Garden (round 2 of 3)"`` in the largest of
    ``sizes`` that fits, else shorter forms (``"Resume Mr. Cabbagehead's Garden"``,
    ``"Resume saved game (round 2 of 3)"``) rather than a cut title (tester report: "Resume
    Mr. Cabbagehead's Garde…").  ``progress``: see :func:`progress_words`."""
    how_far = progress_words(rec, progress)
    title = entry_title(rec.game)
    for label in (f"Resume {title} ({how_far})", f"Resume {title}",
                  f"Resume saved game ({how_far})"):
        for size in sizes:
            if text.font(size, True).size(label)[0] <= width:
                return label, size
    return "Resume", sizes[-1]


def entry_title(name: str) -> str:
    """The menu title of game ``name``."""
    for e in CATALOGUE:
        if e.name == name:
            return e.title
    return name


def unfinished_game(ctx):
    """The autosaved unfinished game (:class:`app.persist.record.GameRecord`) that starting
    a new game would abandon, or None (no profile, no save, or a game without a table)."""
    from app.scenes.tables import has_table

    profile = getattr(ctx, "profile", None)
    if profile is None:
        return None
    rec = profile.resumable()
    return rec if rec is not None and has_table(rec.game) else None


def resume_game(ctx, rec) -> str:
    """Open the saved game ``rec`` where it was left; returns ``""``, or the sentence for
    the person when the engine refused the record (nothing opened then)."""
    from app.scenes.tables import open_table

    try:
        table = open_table(ctx, ctx.profile.setup_of(rec), tuple(rec.actions))
    except Exception as exc:  # the engine refused the record
        return f"The saved game could not be resumed: {exc}"
    ctx.profile.resumed(table.session, rec)
    if ctx.profile.note_was_closed(rec):
        table.skip_reopened_note()          # closed before the app was left: not again
    held = ctx.profile.held_placement(rec)
    if held:
        table.restore_held(held)            # a card held for Confirm when the app closed
    return ""


def start_new_game(ctx, setup, before=None) -> bool:
    """Open a new table for ``setup``, first asking when an unfinished game would be
    abandoned by it (tester report: Start silently discarded "Resume Intrigue (6 moves)").

    The question offers Resume (the old game), Abandon and start (the old save is cleared,
    then the new table opens) and Cancel (nothing changes).  ``before`` runs just before a
    table opens either way (e.g. the setup screen removing itself).  Returns True when the
    table opened at once, False when the question was asked."""
    from app.scenes.tables import open_table

    def go_new():
        if before is not None:
            before()
        open_table(ctx, setup)

    rec = unfinished_game(ctx)
    if rec is None:
        go_new()
        return True

    def abandon():
        try:
            ctx.profile.store.clear_current()
        except OSError as exc:
            ctx.profile.messages.append(f"The unfinished game could not be removed ({exc}).")
        go_new()

    def resume():
        if before is not None:
            before()
        problem = resume_game(ctx, rec)
        if problem:
            top = ctx.stack.top
            if hasattr(top, "notice"):
                top.notice = problem

    title = entry_title(rec.game)
    NBSP = "\u00a0"  # keeps "(round 2 of 3)" on one line of the wrapped sentence
    how_far = progress_words(rec, getattr(ctx.profile, "resumable_progress", None))
    ctx.stack.push(ConfirmDialog(
        ctx, "Unfinished game",
        f"You have an unfinished game of {title}{NBSP}({how_far.replace(' ', NBSP)}). "
        "Start a new one and abandon it?",
        [("Resume it", resume, theme.GOOD, "resume"),
         ("Abandon and start", abandon, theme.DANGER, "abandon"),
         ("Cancel", lambda: None, (90, 90, 70), "cancel")]))
    return False


#: The menu's bottom line.
FOOTER = "F11 fullscreen  ·  Ctrl+Q quits (your game is saved)  ·  the window can be resized"


def pending_message(profile) -> str:
    """The next sentence ``profile`` keeps for the person (``profile.messages``), taken out
    of the list so that it is said once per run, or ``""`` (no profile, nothing new).
    Repeats of one sentence (e.g. a save failing after every move) are said once; any
    other sentences stay in the list for the next call."""
    if profile is None or not profile.messages:
        return ""
    pending = list(dict.fromkeys(profile.messages))
    profile.messages[:] = pending[1:]
    return pending[0]


def draw_backdrop(surface, text) -> None:
    """The menu's background and its title, "Cabbage Table" (also under the dialog of a
    second window, :mod:`app.scenes.already_open`)."""
    surface.fill(theme.BG)
    # a little high, so that Resume (RESUME_Y) has room below the subtitle
    text.blit(surface, "Cabbage Table", (640, 58), 64, theme.ACCENT_SOFT, bold=True,
              anchor="center")


class TitleMenu(Scene):
    """The first screen.  ``rows`` holds (entry, playable, play button, rules button)."""

    def __init__(self, ctx):
        super().__init__(ctx)
        self.rows: list[tuple[GameEntry, bool, Button | None, Button | None]] = []
        self.buttons: list[Button] = []
        y = 200
        for e in CATALOGUE:
            ok = game_playable(e)
            play = rules = None
            if ok:
                play = Button(pygame.Rect(700, y + 14, 150, 48), "Play",
                              lambda e=e: self.open_setup(e.name), tag=f"play:{e.name}")
                rules = Button(pygame.Rect(866, y + 14, 120, 48), "Rules",
                               lambda e=e: self.open_rules(e.name), color=(90, 90, 70),
                               tag=f"rules:{e.name}")
                self.buttons += [play, rules]
            self.rows.append((e, ok, play, rules))
            y += 84
        # the bottom row, placed by _lay_out_bottom_row (it depends on the Resume button)
        self.buttons.append(Button(pygame.Rect(0, 640, 120, 48), "Quit", ctx.stack.quit,
                                   color=theme.DANGER, tag="quit"))
        self.buttons.append(Button(pygame.Rect(0, 640, 130, 48), "Statistics",
                                   self.open_stats, color=(90, 90, 70), tag="stats"))
        self.buttons.append(Button(pygame.Rect(0, 640, 130, 48), "Replays",
                                   self.open_replays, color=(90, 90, 70), tag="replays"))
        self.buttons.append(Button(pygame.Rect(0, 640, 130, 48), "Settings",
                                   self.open_settings, color=(90, 90, 70), tag="settings"))
        self.resume_record = None
        self.resume_size = 20
        self.notice = ""
        self._notice_shown = ""
        self._lay_out_bottom_row()

    def update(self, dt: float) -> None:
        """A new ``notice`` (a game that could not be opened, a scene that failed) opens
        once in a dialog with an OK button, whole.  So does each sentence the profile keeps
        for the person (``profile.messages``: a damaged autosave set aside, a save that
        failed), once per run: the dialog takes it out of that list, which lives as long as
        the app, so a new menu (after every game) does not say it again (tester report D3:
        the damaged-autosave note came back after each game)."""
        if self.ctx.stack.top is not self:
            return
        if self.notice and self.notice != self._notice_shown:
            self._notice_shown = self.notice
            self._say(self.notice)
            return
        said = pending_message(getattr(self.ctx, "profile", None))
        if said:
            self._say(said)

    def _say(self, sentence: str) -> None:
        """Open the "Please note" dialog saying ``sentence``, with an OK button."""
        self.ctx.stack.push(ConfirmDialog(self.ctx, "Please note", sentence,
                                          [("OK", lambda: None, theme.GOOD, "ok")]))

    def open_stats(self) -> None:
        """Push the statistics page."""
        from app.scenes.stats import StatsScene

        self.ctx.stack.push(StatsScene(self.ctx))

    def open_replays(self) -> None:
        """Push the list of finished games (issue 4: replays)."""
        from app.scenes.replays import ReplaysScene

        self.ctx.stack.push(ReplaysScene(self.ctx))

    def open_settings(self) -> None:
        """Push the settings screen."""
        from app.scenes.settings import SettingsScene

        self.ctx.stack.push(SettingsScene(self.ctx))

    def on_enter(self) -> None:
        """Offer to resume the autosaved game, if there is one (and a profile)."""
        from app.scenes.tables import has_table

        self.buttons = [b for b in self.buttons if b.tag != "resume"]
        profile = getattr(self.ctx, "profile", None)
        self.resume_record = None
        if profile is None:
            self._lay_out_bottom_row()
            return
        rec = profile.resumable()  # a damaged autosave's note goes to profile.messages
        if rec is not None and has_table(rec.game):
            self.resume_record = rec
            progress = getattr(profile, "resumable_progress", None)
            label, self.resume_size = resume_label(self.ctx.text, rec,
                                                   self.RESUME_MAX - 2 * self.RESUME_PAD,
                                                   progress=progress)
            wide = self.ctx.text.font(self.resume_size, True).size(label)[0]
            width = min(self.RESUME_MAX, max(self.RESUME_MIN, wide + 2 * self.RESUME_PAD))
            # centred above the games, not in the bottom row (see _lay_out_bottom_row)
            self.buttons.append(Button(pygame.Rect(640 - width // 2, self.RESUME_Y, width,
                                                   self.RESUME_H),
                                       label, self.resume, color=theme.GOOD, tag="resume"))
        self._lay_out_bottom_row()

    #: the bottom row, left to right
    ROW_TAGS = ("replays", "stats", "settings", "quit")
    #: px between the bottom row's buttons
    ROW_GAP = 10
    #: the Resume button: px either side of its words, its least and largest width; its
    #: top and height, between the subtitle and the first game
    RESUME_PAD, RESUME_MIN, RESUME_MAX = 16, 200, 560
    RESUME_Y, RESUME_H = 138, 44

    def _lay_out_bottom_row(self) -> None:
        """Replays, Statistics, Settings, Quit left to right, 10 px apart, the row centred
        on the screen (tester report: a row with Resume in it spanned x=40..1130,
        off-centre), in the same places whether or not a game can be resumed: Resume is
        centred above the games (session 23's tester: with Resume in the row, Statistics
        moved from x=575 to 849 and a click meant for it resumed the game).  The Resume
        button is as wide as its words (``on_enter``)."""
        row = [b for tag in self.ROW_TAGS for b in self.buttons if b.tag == tag]
        width = sum(b.rect.w for b in row) + self.ROW_GAP * (len(row) - 1)
        x = 640 - width // 2
        for b in row:
            b.rect.x = x
            x += b.rect.w + self.ROW_GAP

    def resume(self) -> None:
        """Open the autosaved game where it was left."""
        rec = self.resume_record
        if rec is None:
            return
        problem = resume_game(self.ctx, rec)
        if problem:  # the engine refused the record: say so, stay here
            self.notice = problem

    def open_setup(self, name: str) -> None:
        """Push the setup screen of game ``name``."""
        from app.scenes.setup import SetupScene

        self.ctx.stack.push(SetupScene(self.ctx, name))

    def open_rules(self, name: str) -> None:
        """Push the rules page of game ``name``."""
        from app.scenes.rules_page import RulesPage

        self.ctx.stack.push(RulesPage(self.ctx, name))

    def handle(self, event):
        """Buttons by mouse; Escape quits."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.quit()
            return
        click_buttons(self.buttons, event)

    def draw(self, surface):
        """Title, one row per game, Quit."""
        t = self.ctx.text
        draw_backdrop(surface, t)
        t.blit(surface, "Five small card games against computer opponents", (640, 110), 22,
               theme.LIGHT, anchor="center")
        for e, ok, play, rules in self.rows:
            y = (play.rect.y - 14) if play else None
            if y is None:
                y = 200 + 84 * [r[0] for r in self.rows].index(e)
            rect = pygame.Rect(290, y, 720, 76)
            panel(surface, rect, theme.PANEL if ok else (70, 76, 72),
                  border=theme.PANEL_DARK if ok else (90, 96, 92))
            fg = theme.INK if ok else theme.MUTED
            size = 28
            while size > 18 and t.font(size, True).size(e.title)[0] > 370:
                size -= 2
            t.blit(surface, e.title, (316, y + 12 + (28 - size) // 2), size, fg, bold=True)
            sub = f"{e.players} players" + ("" if ok else "  ·  not yet available")
            t.blit(surface, sub, (316, y + 46), 18, theme.INK_SOFT if ok else theme.MUTED)
        # notices are said whole in a dialog, not repeated cut short here (tester report D4)
        t.blit(surface, FOOTER, (640, 708), 14, theme.MUTED, anchor="center")
        for b in self.buttons:
            b.draw(surface, self.ctx.text, self.resume_size if b.tag == "resume" else 20)
