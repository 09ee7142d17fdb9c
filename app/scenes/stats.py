"""Statistics (issue 4 item 5), read from the person's ``stats.sqlite3``
(:class:`app.persist.stats.StatsDB`): per game and opponent level the games, wins, average
and best score; the matches (RULINGS I-10: played, won, games won and lost in them; each of
their games also counts as a game); for the Garden's solo game every attempt with its score
and ribbon, the Blue Ribbon count and rate (RULINGS G-11) and a chart of the scores over
time."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from app.scenes.base import Scene
from app.ui import theme
from app.ui.widgets import Button, click_buttons, panel
from app.ui.words import AI_LEVEL_WORDS, ai_level_words
from rules.registry import CATALOGUE

#: Radius and ring width (px) of an attempt's dot in the chart.
DOT_RADIUS = 7
DOT_RING = 2
#: Where the notice (a damaged file, no statistics) is written, wrapped: right of Back.
MESSAGE_BOX = pygame.Rect(200, 650, 1050, 62)


@dataclass
class StatsSummary:
    """What the page shows.  ``levels``: :class:`app.persist.stats.LevelStats` per game and
    opponent level; ``totals``: per game over all opponent levels (solo attempts left out:
    nobody to beat; a game played only alone has no total); ``attempts``: the Garden's solo
    :class:`app.persist.stats.Attempt` list, oldest first; ``ribbons``: its
    :class:`app.persist.stats.RibbonStats` (None without a file); ``matches``:
    :class:`app.persist.stats.MatchStats` per game and opponent level (RULINGS I-10);
    ``old_matches``: matches kept by an older version without their games
    (:meth:`app.persist.stats.StatsDB.matches_without_games`); ``message``: a damaged file
    set aside, or an error, else None."""

    levels: list = field(default_factory=list)
    totals: list = field(default_factory=list)
    matches: list = field(default_factory=list)
    attempts: list = field(default_factory=list)
    ribbons: object = None
    message: str | None = None
    old_matches: int = 0


def load_summary(folder) -> StatsSummary:
    """Read ``folder/stats.sqlite3`` (opened and closed here).  Never raises for a damaged
    or newer file: the message says what happened."""
    from app.persist.recount import open_stats
    from app.persist.stats import StatsError

    try:
        with open_stats(folder) as db:
            levels = db.by_level()
            games = sorted({r.game for r in levels})
            totals = [db.per_game(g) for g in games]     # solo games are not wins
            return StatsSummary(levels, [r for r in totals if r.games], db.match_stats(),
                                db.solo_attempts("garden"), db.ribbons("garden"), db.message,
                                db.matches_without_games())
    except (StatsError, OSError) as exc:
        return StatsSummary(message=str(exc))


def opponent_words(level: str) -> str:
    """Who the person played against, from a stored opponent ``level``
    (:func:`app.persist.stats.opponent_level`): an AI kind as its difficulty
    (:func:`app.ui.words.ai_level_words`), ``"heuristic"`` → ``"vs medium AI"``;
    ``"mixed"`` → ``"vs mixed opponents"``; ``"all"`` → ``"all opponents"``; anything else
    ``"vs <level>"`` (``"vs human"``).  The stored level itself is unchanged."""
    if level == "all":
        return "all opponents"
    if level == "mixed":
        return "vs mixed opponents"
    if level in AI_LEVEL_WORDS:
        return f"vs {ai_level_words(level)} AI"
    return f"vs {level}"


def level_line(r, titles: dict[str, str]) -> str:
    """``"Intrigue — vs medium AI: 5 games, 2 won (40%), average 0.6 cards left, best 1"``
    (the opponents' level in :func:`opponent_words`, the score in the catalogue's
    :attr:`rules.registry.GameEntry.score_words`); a solo level reads
    ``"... — solo: 11 attempts, average 78.2 points, best 106"``."""
    unit = next((e.score_words for e in CATALOGUE if e.name == r.game), "points")
    avg = "" if r.average_score is None else f", average {r.average_score:.1f} {unit}"
    best = "" if r.best_score is None else f", best {r.best_score}"
    title = titles.get(r.game, r.game)
    if r.level == "solo":  # nobody to beat: attempts and scores only
        return (f"{title} — solo: {r.games} attempt{'s' * (r.games != 1)}{avg}{best}")
    who = opponent_words(r.level)
    return (f"{title} — {who}: {r.games} game{'s' * (r.games != 1)},"
            f" {r.wins} won ({round(100 * r.win_rate)}%){avg}{best}")


def match_line(r, titles: dict[str, str]) -> str:
    """``"Intrigue — vs medium AI: 2 matches, 1 won (50%); games in them: 4 won, 3 lost"``
    for a :class:`app.persist.stats.MatchStats` (RULINGS I-10; the opponents as in
    :func:`opponent_words`)."""
    title = titles.get(r.game, r.game)
    return (f"{title} — {opponent_words(r.level)}: {r.matches}"
            f" match{'es' * (r.matches != 1)}, {r.wins} won ({round(100 * r.win_rate)}%);"
            f" games in them: {r.games_won} won, {r.games_lost} lost")


def stats_rows(folder) -> tuple[list[str], str | None]:
    """One :func:`level_line` per game and level played, and the message (or None)."""
    titles = {e.name: e.title for e in CATALOGUE}
    s = load_summary(folder)
    return [level_line(r, titles) for r in s.levels], s.message


def axis_range(scores: list[int], pad: int = 5) -> tuple[int, int]:
    """(bottom, top) of the chart's score axis: the lowest and highest score, or, when
    every score is the same (one attempt, say), that score ``pad`` points either way, so
    the two axis labels differ and the dots sit in the middle.  Raises ValueError for no
    scores."""
    lo, hi = min(scores), max(scores)
    return (lo - pad, hi + pad) if lo == hi else (lo, hi)


def chart_points(scores: list[int], rect: pygame.Rect,
                 axis: tuple[int, int] | None = None) -> list[tuple[int, int]]:
    """Screen points of ``scores`` (oldest first) spread over ``rect``: x by attempt number,
    y on ``axis`` (bottom, top; default :func:`axis_range` of the scores) from the bottom
    to the top (equal scores sit in the middle)."""
    if not scores:
        return []
    lo, hi = axis if axis is not None else axis_range(scores)
    n = len(scores)
    pts = []
    for i, sc in enumerate(scores):
        x = rect.x + (rect.w * (i + 0.5) / n)
        y = rect.bottom - rect.h * ((sc - lo) / (hi - lo))
        pts.append((int(x), int(y)))
    return pts


def dot_colours(ribbon: str | None) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """(fill, ring) of an attempt's dot in the chart: the ribbon's colour with a dark ring
    (:data:`DOT_RING` px wide), so a White Ribbon dot shows on the cream chart too."""
    return theme.RIBBON_COLOURS.get(ribbon or "none", theme.RIBBON_COLOURS["none"]), theme.INK


#: Garden options that make a solo attempt other than the standard game, in words
#: (RULINGS G-13; rules/garden/game.py ``GardenGame.options``).
GARDEN_VARIANT_WORDS = (("neighbours", "random", "random Neighbours"),
                        ("grasshoppers", "on", "Grasshoppers"),
                        ("roses", "on", "Romancing Eudora"),
                        ("fixed_plot", "on", "fixed plot"))


def garden_variant(options: dict) -> str:
    """The options of a Garden game that differ from the standard game, in words, e.g.
    ``"Romancing Eudora, fixed plot"``; ``""`` for the standard game (Original
    Neighbours, no expansion, the floating plot)."""
    return ", ".join(w for key, value, w in GARDEN_VARIANT_WORDS
                     if options.get(key) == value)


def attempt_line(number: int, attempt) -> str:
    """One solo attempt in the list: ``"#3  1 Dec 2026, 23:12  88, red ribbon ·
    Romancing Eudora"`` (local time, :func:`app.ui.words.when_words`; no variant words for
    the standard game, :func:`garden_variant`)."""
    from app.ui.words import when_words

    ribbon = attempt.ribbon if attempt.ribbon not in (None, "none") else "no"
    variant = garden_variant(attempt.options)
    return (f"#{number}  {when_words(attempt.finished_at)}  {attempt.score}, {ribbon} ribbon"
            + (f" · {variant}" if variant else ""))


class StatsScene(Scene):
    """The statistics page; Back returns to the menu.  Public for tests: ``summary``,
    ``lines`` (one per game and level), ``total_lines``, ``match_lines`` (one per game and
    level with matches, :func:`match_line`), ``match_note``, ``message``, ``attempt_lines``."""

    def __init__(self, ctx):
        super().__init__(ctx)
        profile = getattr(ctx, "profile", None)
        titles = {e.name: e.title for e in CATALOGUE}
        if profile is None:
            self.summary = StatsSummary(message="Statistics are kept only in the app window.")
        else:
            self.summary = load_summary(profile.folder)
        self.message = self.summary.message
        self.lines = [level_line(r, titles) for r in self.summary.levels]
        self.total_lines = [level_line(r, titles) for r in self.summary.totals]
        self.match_lines = [match_line(r, titles) for r in self.summary.matches]
        old = self.summary.old_matches
        self.match_note = ("Each game of a match also counts above, with its own cards left"
                           + ("." if not old else " (1 older match counts only as a match:"
                              " its games were not kept)." if old == 1 else
                              f" ({old} older matches count only as matches: their games"
                              " were not kept)."))
        self.attempt_lines = [attempt_line(i + 1, a) for i, a in enumerate(self.summary.attempts)]
        self._left: list[tuple] | None = None
        #: the notice wrapped once (font size, lines, step), inside MESSAGE_BOX
        self._message_fit = (ctx.text.fit(self.message, MESSAGE_BOX.w - 24, MESSAGE_BOX.h - 12,
                                          range(16, 11, -1)) if self.message else None)
        self._attempt_fits: dict[tuple[str, int], tuple[int, str]] = {}
        self.scroll = 0
        self.buttons = [Button(pygame.Rect(40, 660, 140, 48), "Back", ctx.stack.pop,
                               color=(90, 90, 70), tag="back")]

    def left_layout(self, t, width: int, height: int) -> list[tuple]:
        """The left panel's lines under its title as ``(text, y, size, colour, bold)``, ``y``
        in px from the first line: the lines per level ("No finished games yet." without
        any), "All levels together" and "Matches" with :attr:`match_note`.  Each figure line
        wraps to at most 2 lines of ``width`` px.  At 16 px when all fits in ``height`` px,
        else at the first smaller size (down to 12) that fits; what still does not fit is
        left out.  ``t``: the context's text helper (:meth:`wrap`)."""
        for size in (16, 15, 14, 13, 12):
            items = self._left_items(t, width, size)
            if items[-1][1] + size + 4 <= height:
                return items
        return [it for it in items if it[1] + it[2] + 4 <= height]

    def _left_items(self, t, width: int, size: int) -> list[tuple]:
        items: list[tuple] = []
        y = 0
        step = size + 4

        def figures(lines, colour, gap):
            nonlocal y
            for line in lines:
                for ln in t.wrap(line, size, width)[:2]:
                    items.append((ln, y, size, colour, False))
                    y += step
                y += gap

        if not self.lines:
            items.append(("No finished games yet.", y, 18, theme.INK_SOFT, False))
            y += 30
        figures(self.lines[:12], theme.INK, 6)
        if self.total_lines:
            y += 6
            items.append(("All levels together", y, 17, theme.INK, True))
            y += 26
            figures(self.total_lines[:5], theme.INK_SOFT, 0)
        if self.match_lines:
            y += 12
            items.append(("Matches", y, 17, theme.INK, True))
            y += 24
            note = min(14, size - 1)
            for ln in t.wrap(self.match_note, note, width)[:2]:
                items.append((ln, y, note, theme.INK_SOFT, False))
                y += note + 4
            y += 6
            figures(self.match_lines, theme.INK, 6)
        return items

    #: Indent (px) of an attempt's variant words when they go on lines of their own.
    VARIANT_INDENT = 24

    def attempt_rows(self, line: str, width: int) -> list[tuple[int, str, int]]:
        """The rows of an attempt line in ``width`` px, ``[(font size, text, indent px)]``:
        one row at 15 px when it fits; else the attempt itself at 15 px and its variant
        words (after " · ", without it) below it at 13 px, indented
        :data:`VARIANT_INDENT`, wrapped to two rows at most, cut with "…" only past that (a
        new player saw a long entry drawn smaller than the others and cut).  Worked out
        once a line."""
        key = (line, width)
        if key not in self._attempt_fits:
            t = self.ctx.text
            head, sep, variant = line.partition(" · ")
            if t.font(15).size(line)[0] <= width or not sep:
                rows = [(15, line if t.font(15).size(line)[0] <= width
                         else t.cut(line, 15, width), 0)]
            else:
                inner = width - self.VARIANT_INDENT
                wrapped = t.wrap(variant, 13, inner)     # no "· ": it read as stray
                if len(wrapped) > 2:
                    wrapped = [wrapped[0], t.cut(" ".join(wrapped[1:]), 13, inner)]
                rows = [(15, head, 0)] + [(13, w, self.VARIANT_INDENT) for w in wrapped]
            self._attempt_fits[key] = rows
        return self._attempt_fits[key]

    def standard_line(self) -> str:
        """When the solo attempts mix variants, the standard game's own figures (the
        Original Neighbours, no expansion, the floating plot: the game the Blue Ribbon is
        usually tried in), e.g. ``"Standard game: 2 attempts · Blue Ribbons 0 · best 88 ·
        average 71.0"``; ``""`` when every attempt is of one kind."""
        att = self.summary.attempts
        if len({garden_variant(a.options) for a in att}) <= 1:
            return ""
        scores = [a.score for a in att if not garden_variant(a.options)]
        if not scores:
            return "Standard game: no attempt yet (every attempt had an option on)"
        blue = sum(1 for a in att if not garden_variant(a.options) and a.ribbon == "blue")
        return (f"Standard game: {len(scores)} attempt{'s' * (len(scores) != 1)} · Blue"
                f" Ribbons {blue} · best {max(scores)}"
                f" · average {sum(scores) / len(scores):.1f}")

    @staticmethod
    def blue_at() -> int:
        """The lowest total with the Blue Ribbon, from the Garden's data (G-11)."""
        from rules.garden.data import load

        return load().ribbon_from("blue")

    def garden_line(self) -> str:
        """``"1 attempt · Blue Ribbons 0 (0%) · best 59 · average 59.0"``: the Garden's
        solo attempts in one line ("" with none); scores as the Garden Club reads them
        (G-11), no plus sign (a tester read "+54" as a gain)."""
        att, rib = self.summary.attempts, self.summary.ribbons
        if not att:
            return ""
        scores = [a.score for a in att]
        return (f"{len(att)} attempt{'s' * (len(att) != 1)} · Blue Ribbons {rib.blue}"
                f" ({round(100 * rib.blue_rate)}%) · best {max(scores)}"
                f" · average {sum(scores) / len(scores):.1f}")

    def handle(self, event):
        """Back button or Escape; the mouse wheel scrolls the attempts list."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.pop()
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.scroll - event.y, len(self.attempt_lines) - 6))
            return
        click_buttons(self.buttons, event)

    def draw(self, surface):
        """Left: "Your games", per opponent level (and the Garden's solo attempts, which have
        no opponent: so not "against the computer", a tester noted); right: the Garden solo
        attempts and chart."""
        t = self.ctx.text
        surface.fill(theme.BG)
        t.blit(surface, "Statistics", (640, 40), 34, theme.ACCENT_SOFT, bold=True,
               anchor="center")
        left = pygame.Rect(30, 80, 600, 560)
        panel(surface, left)
        t.blit(surface, "Your games", (left.x + 20, left.y + 14), 20, theme.INK,
               bold=True)
        if self._left is None:       # laid out once: the figures do not change on the page
            self._left = self.left_layout(t, left.w - 40, left.h - 60)
        for text, dy, size, colour, bold in self._left:
            t.blit(surface, text, (left.x + 20, left.y + 50 + dy), size, colour, bold=bold)
        self._draw_garden(surface, pygame.Rect(650, 80, 600, 560))
        if self.message:            # whole, wrapped right of Back (a tester's was cut short),
            # on cream: small red words on the dark green were hard to read (session 24)
            panel(surface, MESSAGE_BOX, radius=10)
            inner = MESSAGE_BOX.inflate(-24, -12)
            size, lines, step = self._message_fit
            y = inner.centery - ((len(lines) - 1) * step + t.font(size).get_height()) // 2
            for k, ln in enumerate(lines):
                t.blit(surface, ln, (inner.x, y + k * step), size, theme.DANGER)
        for b in self.buttons:
            b.draw(surface, t)

    def _draw_garden(self, surface, box: pygame.Rect) -> None:
        t = self.ctx.text
        panel(surface, box)
        t.blit(surface, "The Garden, solo attempts", (box.x + 20, box.y + 14), 20, theme.INK,
               bold=True)
        att = self.summary.attempts
        rib = self.summary.ribbons
        if not att:
            t.blit(surface, "No solo attempt yet.", (box.x + 20, box.y + 50), 18,
                   theme.INK_SOFT)
            return
        scores = [a.score for a in att]
        t.blit(surface, self.garden_line(), (box.x + 20, box.y + 48), 16, theme.INK)
        counts = "  ".join(f"{k}: {v}" for k, v in sorted(rib.counts.items()))
        t.blit(surface, f"Ribbons — {counts}", (box.x + 20, box.y + 70), 15, theme.INK_SOFT)
        standard = self.standard_line()
        if standard:        # the variants differ: the standard game's figures on their own
            t.blit(surface, standard, (box.x + 20, box.y + 90), 15, theme.INK_SOFT)
        chart = pygame.Rect(box.x + 60, box.y + 104 + (18 if standard else 0), box.w - 90,
                            200 - (18 if standard else 0))
        pygame.draw.rect(surface, (246, 242, 228), chart.inflate(16, 16), border_radius=8)
        # the Blue Ribbon's line is always on the axis: what the attempts aim at (G-11)
        blue = self.blue_at()
        lo, hi = axis_range(scores + [blue])
        # the dots' band, inset so the highest and lowest dots stay inside the chart, and
        # each axis label level with its dot (they sat at the chart's edges, 8 px off)
        plot = chart.inflate(0, -2 * (DOT_RADIUS + 3))
        t.blit(surface, f"{hi}", (chart.x - 12, plot.y), 13, theme.INK_SOFT,
               anchor="midright")
        t.blit(surface, f"{lo}", (chart.x - 12, plot.bottom), 13, theme.INK_SOFT,
               anchor="midright")
        if lo < 0 < hi:
            zy = plot.bottom - int(plot.h * (0 - lo) / (hi - lo))
            pygame.draw.line(surface, (200, 190, 170), (chart.x, zy), (chart.right, zy), 1)
        by = plot.bottom - int(round(plot.h * (blue - lo) / (hi - lo)))
        ribbon = theme.RIBBON_COLOURS["blue"]
        for x in range(chart.x, chart.right, 12):              # dashed
            pygame.draw.line(surface, ribbon, (x, by), (min(x + 6, chart.right), by), 2)
        t.blit(surface, f"Blue Ribbon {blue}", (chart.right - 4, by - 2), 12, ribbon,
               bold=True, anchor="bottomright")
        pts = chart_points(scores, plot, (lo, hi))
        if len(pts) > 1:
            pygame.draw.lines(surface, theme.INK_SOFT, False, pts, 2)
        for (x, y), a in zip(pts, att):
            fill, ring = dot_colours(a.ribbon)
            pygame.draw.circle(surface, fill, (x, y), DOT_RADIUS)
            pygame.draw.circle(surface, ring, (x, y), DOT_RADIUS, DOT_RING)
        t.blit(surface, "scores over time, oldest left; dot colour = ribbon",
               (chart.centerx, chart.bottom + 12), 13, theme.INK_SOFT, anchor="midtop")
        y = chart.bottom + 38
        lines = self.attempt_lines[::-1]  # newest first
        room = (box.bottom - y - 10) // 21
        self.scroll = max(0, min(self.scroll, max(0, len(lines) - room)))
        shown = 0
        for ln in lines[self.scroll:]:
            rows = self.attempt_rows(ln, box.w - 36)
            height = 21 + 17 * (len(rows) - 1)
            if y + height > box.bottom - 10:
                break
            for k, (size, text, indent) in enumerate(rows):
                t.blit(surface, text, (box.x + 20 + indent, y), size,
                       theme.INK if k == 0 else theme.INK_SOFT)
                y += 21 if k == 0 else 17
            shown += 1
        if self.scroll + shown < len(lines) or self.scroll:
            t.blit(surface, "wheel: more attempts", (box.right - 16, box.bottom - 20), 13,
                   theme.MUTED, anchor="topright")
