"""The setup screen: player count, each seat human or an AI level, the game's options, the
seed (shown, editable by typing digits, or re-rolled with "New seed"), Start.

The person picks; the engine validates (``Game.check_players`` / ``check_options``) when the
table is built, so the app never holds its own copy of the rules.
"""
from __future__ import annotations

import random

import pygame

from app.cli import Setup
from app.scenes.base import Scene
from app.ui import theme
from app.ui.widgets import Button, click_buttons, panel
from app.ui.words import ai_level_words, player_text, seat_label, strip_rulings
from rules.registry import entry, get_game, seat_name

#: The kinds the seat button cycles through: a person, then the AI levels easy, medium, hard
#: (:data:`app.cli.SEAT_KINDS`; ``random`` is left out: it is for tests and ``--seats``).
SEAT_CHOICES = ("human", "easy", "heuristic", "search")
#: Size (px) of a seat's rulebook name drawn under its number (``"Ned"`` under ``"Seat 2"``):
#: ``"Seat 2 · Ned"`` on one line at the caption's 20 px is 122 px wide, more than the 80 px
#: between the caption (x 120) and the seat's button (x 200).
SEAT_NAME_SIZE = 15


def seat_button_label(kind: str, humans: int = 1) -> str:
    """The seat button's words for seat ``kind`` (of :data:`SEAT_CHOICES`): ``"Human (you)"``
    when it is the only person's seat, ``"Human"`` when ``humans`` (people at the table) is
    more than one (they share the screen, each is not "you"), else ``"AI: "`` and the
    difficulty word (:func:`app.ui.words.ai_level_words`): ``"AI: easy"``, ``"AI: medium"``,
    ``"AI: hard"``."""
    if kind == "human":
        return "Human (you)" if humans <= 1 else "Human"
    return f"AI: {ai_level_words(kind)}"


def seat_caption(game_name: str, seat: int, kind: str = "heuristic") -> tuple[str, str]:
    """(number, name) drawn left of 0-based ``seat``'s button: ``("Seat 2", "Ned")`` for the
    Garden's second seat played by an AI (its name from
    :attr:`rules.registry.GameEntry.seat_names`), ``("Seat 3", "")`` for a seat the rulebook
    does not name, and no name for a seat of ``kind`` "human" (the person is "You" at the
    table, never Ned)."""
    return seat_label(seat), ("" if kind == "human" else seat_name(game_name, seat))


def option_words(key: str, value: str, seats: list[str] | None = None,
                 game_name: str | None = None) -> str:
    """An option value as a person reads it: a seat number (the ``start`` option's
    ``"0"``..``"7"``) as ``"Seat 1"``..``"Seat 8"``, with ``" (you)"`` when ``seats`` (the
    seat kinds) make it the one person's seat, or the rulebook's name of an AI seat of
    ``game_name`` (``"Seat 2 (Ned)"`` in the Garden, as the seat's caption says; a tester
    read a bare "Seat 2" beside "Seat 1 (you)" as uneven); other values unchanged."""
    if key == "start" and value.isdigit():
        i = int(value)
        if seats is None or i >= len(seats):
            return seat_label(i)
        if seats[i] == "human":
            return seat_label(i) + (" (you)" if seats.count("human") == 1 else "")
        name = seat_name(game_name, i) if game_name else ""
        return seat_label(i) + (f" ({name})" if name else "")
    return value


#: Where the last option row (with its button's shadow) ends on the setup screen: 10 px
#: above the bottom edge of the panel (y 610).
OPTIONS_BOTTOM = 600
#: Space (px) between the lowest seat row a game can have and the top of the "Options"
#: heading (a tester saw the two-player Garden's "Ned" caption touch the heading).
OPTIONS_GAP = 18
#: The "Options" heading's top edge sits this many px above the first option row.
OPTIONS_HEAD = 30


def seats_bottom(max_players: int) -> int:
    """y (px) where the lowest seat row a game of up to ``max_players`` seats can show ends:
    rows of 44 px every 56 px from y 250, four to a column (the button and the caption with
    the rulebook name beside it)."""
    rows = max(1, min(max_players, 4))
    return 250 + 56 * (rows - 1) + 44


def neighbours_note(players: int, options, seed: int) -> tuple[str, str] | None:
    """The two lines beside the Garden's "Neighbours" option: which four come with these
    ``players``, ``options`` and ``seed``, read from the game the engine would deal
    (:func:`app.neighbour_names.game_neighbours`, RULINGS G-13), short names:
    ``("Four of all ten, drawn from seed 401075:", "Sallie, Ferwig-Radishers, Pomme-Frites,
    Widow")``, or ``("The four Original Neighbours:", "Carrotbody, Mayor, Sallie,
    Horace")``.  None when the engine refuses the setup (Start will say why)."""
    from app.neighbour_names import game_neighbours, short_names

    found = game_neighbours(players, options, seed)
    if not found:
        return None
    if options.get("neighbours") == "random":
        head = f"Four of all ten, drawn from seed {seed}:"
    else:
        head = "The four Original Neighbours:"
    return head, short_names(found)


class SetupScene(Scene):
    """Setup of one game.  ``seats`` (list of seat kinds), ``options`` (dict),
    ``seed_text`` (digits being edited) make up the :class:`app.cli.Setup` that Start opens."""

    def __init__(self, ctx, game_name: str, seed_rng: random.Random | None = None):
        super().__init__(ctx)
        self.game_name = game_name
        self.game = get_game(game_name)
        self.entry = entry(game_name)
        self.rng = seed_rng or random.Random(random.SystemRandom().randrange(1 << 30))
        # with no remembered setup: the catalogue's first count, within the game's range
        n = min(max(self.entry.default_players, self.game.min_players), self.game.max_players)
        self.seats = ["human"] + ["heuristic"] * (n - 1)
        self.options = self.game.default_options()
        profile = getattr(ctx, "profile", None)
        last = profile.settings.setup_for(game_name) if profile is not None else None
        # what the player chose, kept while another seat count forbids it (a tester went
        # from two players to one and back and found Ned's level, who starts and Romancing
        # Eudora reset), and remembered with the setup: seats dropped by a smaller count,
        # newest last, and every option's chosen value
        self._dropped: list[str] = []
        self._chosen: dict[str, str] = {}
        if last is not None:
            try:
                self.game.check_players(len(last["seats"]))
                self.options = self.game.check_options(last["options"])
                self.seats = list(last["seats"])
                self._dropped = list(last.get("dropped", []))
                self._chosen = {o.key: v for o in self.game.options
                                if (v := last.get("chosen", {}).get(o.key)) in o.choices}
            except ValueError:
                pass
        self._chosen = {**self.options, **self._chosen}
        self.seed_text = str(self.rng.randrange(1, 10**6))
        self.seed_focus = False
        self.seed_selected = False       # the whole seed is selected: typing replaces it
        self.message = ""
        self._notes: dict = {}     # (key, players, options, seed) -> option_note lines
        self.buttons: list[Button] = []
        self._layout()

    # --- model -------------------------------------------------------------------------
    def set_count(self, n: int) -> None:
        """Change the number of seats to ``n`` (clamped to the game's range).  Seats
        added get back the kinds of seats a smaller count dropped (else ``heuristic``); an
        option value the new count does not allow falls back to the first one it does, and
        an option the player chose comes back once the count allows it again."""
        n = max(self.game.min_players, min(self.game.max_players, n))
        while len(self.seats) < n:
            self.seats.append(self._dropped.pop() if self._dropped else "heuristic")
        self._dropped.extend(reversed(self.seats[n:]))
        del self.seats[n:]
        for o in self.game.options:
            self.options[o.key] = self._chosen.get(o.key, self.options[o.key])
        for o in self.game.options:
            ok = self.option_choices(o.key)
            if ok and self.options[o.key] not in ok:
                self.options[o.key] = ok[0]
        self._layout()

    def option_choices(self, key: str) -> list[str]:
        """The values of option ``key`` the engine accepts with this many seats and the
        other options as set (``Game.new_state`` raises ValueError on a clash, e.g. Romancing
        Eudora is solo only, G-9); all of them when none is accepted (another option
        clashes, and Start will say which)."""
        opt = next(o for o in self.game.options if o.key == key)
        ok = []
        for c in opt.choices:
            trial = dict(self.options)
            trial[key] = c
            try:
                self.game.new_state(len(self.seats), trial, 0)
            except ValueError:
                continue
            ok.append(c)
        return ok or list(opt.choices)

    def option_matters(self, key: str) -> bool:
        """False for an option that cannot change anything with this many seats
        (``Option.min_players``, e.g. who plays first with one seat, C-1); its button is
        greyed out and does not cycle."""
        opt = next(o for o in self.game.options if o.key == key)
        return len(self.seats) >= opt.min_players

    def cycle_seat(self, i: int) -> None:
        """Next kind for seat ``i`` (human → easy → heuristic → search → human).  A kind
        the cycle lacks (``random``, from ``--seats`` or a setup remembered by an older
        version) goes on to ``easy``."""
        kind = self.seats[i]
        k = SEAT_CHOICES.index(kind) if kind in SEAT_CHOICES else 0
        self.seats[i] = SEAT_CHOICES[(k + 1) % len(SEAT_CHOICES)]
        self._layout()

    def cycle_option(self, key: str) -> None:
        """Next value of option ``key``."""
        if not self.option_matters(key):
            return
        opt = next(o for o in self.game.options if o.key == key)
        ok = self.option_choices(key)
        k = opt.choices.index(self.options[key])
        for step in range(1, len(opt.choices) + 1):   # skip values this setup forbids
            nxt = opt.choices[(k + step) % len(opt.choices)]
            if nxt in ok:
                self.options[key] = nxt
                self._chosen[key] = nxt
                break
        self._layout()

    def has_ai(self) -> bool:
        """True when a seat is played by an AI.  Only then does the screen offer "Time
        between AI moves" (its control is hidden for a solo Garden game or a table of
        people: it would change nothing; tester report D7)."""
        return any(kind != "human" for kind in self.seats)

    def cycle_pace(self) -> None:
        """Next AI pace (seconds between two AI moves): 0.2, 0.5, 0.8, 1.2, 2.0."""
        paces = (0.2, 0.5, 0.8, 1.2, 2.0)
        cur = self.ctx.settings.ai_pace
        nxt = next((p for p in paces if p > cur + 1e-6), paces[0])
        self.ctx.settings.ai_pace = nxt
        profile = getattr(self.ctx, "profile", None)
        if profile is not None:
            profile.settings.ai_pace = nxt
        self._layout()

    def new_seed(self) -> None:
        """Draw a fresh seed."""
        self.seed_text = str(self.rng.randrange(1, 10**6))
        self._layout()

    def _fill_empty_seed(self) -> None:
        """An emptied seed box, left, gets a fresh seed, shown (RULINGS C-2: every game has
        a seed, shown; a tester's empty box started seed 0 without a word; PySolFC deals a
        random game for an empty number)."""
        if not self.seed_text:
            self.new_seed()

    def setup(self) -> Setup:
        """The :class:`app.cli.Setup` described by the screen.  Raises ``ValueError`` while
        the seed box is empty (Start fills it first, :meth:`_fill_empty_seed`)."""
        if not self.seed_text:
            raise ValueError("the seed box is empty")
        return Setup(self.game_name, list(self.seats), int(self.seed_text), dict(self.options))

    def start(self) -> None:
        """Open the table (replacing this screen); a bad setup shows the engine's message."""
        try:
            self.game.check_players(len(self.seats))
            self.game.check_options(self.options)
            self.game.new_state(len(self.seats), self.options, 0)  # options that clash
        except ValueError as exc:
            self.message = player_text(str(exc))
            return
        from app.scenes.menu import start_new_game

        self.remember()
        self._fill_empty_seed()
        start_new_game(self.ctx, self.setup(), before=self._leave)

    def remember(self) -> None:
        """Keep the seats and options (with what the player chose for another seat count)
        in the person's settings, for the next visit: at Start, and on Back too (session
        24's tester set three players, pressed Escape and found four again)."""
        profile = getattr(self.ctx, "profile", None)
        if profile is None:
            return
        try:
            self.game.check_players(len(self.seats))
            options = self.game.check_options(self.options)
        except ValueError:
            return
        profile.settings.remember_setup(self.game_name, self.seats, options, self._chosen,
                                        self._dropped)
        profile.save_settings()

    def back(self) -> None:
        """Back to the menu (the Back button, Escape), the choices remembered."""
        self.remember()
        self.ctx.stack.pop()

    def _leave(self) -> None:
        """Remove this screen (a table opens in its place)."""
        if self in self.ctx.stack.scenes:
            while self.ctx.stack.top is not self:
                self.ctx.stack.pop()
            self.ctx.stack.pop()

    def option_note(self, key: str) -> tuple[str, ...] | None:
        """Lines drawn beside option ``key`` instead of its help text, or None for the help:
        the Garden's ``neighbours`` names the four Neighbours this setup (seats, options,
        the seed as :meth:`setup` reads it) brings (:func:`neighbours_note`); the help
        while the seed box is empty (Start will draw one).  Worked out once per setup, not
        per frame."""
        if (self.game_name, key) != ("garden", "neighbours") or not self.seed_text:
            return None
        setup = self.setup()
        memo = (key, len(setup.seats), tuple(sorted(setup.options.items())), setup.seed)
        if memo not in self._notes:
            self._notes = {memo: neighbours_note(len(setup.seats), setup.options, setup.seed)}
        return self._notes[memo]

    # --- view --------------------------------------------------------------------------
    def _options_top(self) -> tuple[int, int]:
        """(y of the first option row, row step): rows of 56 px from y 500, moved up and
        packed tighter when a game has more options than fit above the Start button; the
        last row ends :data:`OPTIONS_BOTTOM` px down, clear of the panel's edge at 610 (a
        tester saw "Start player" sit on the border).  The "Options" heading stays
        :data:`OPTIONS_GAP` px below the lowest seat row the game can have
        (:func:`seats_bottom`; the two-player Garden's "Ned" touched it), the rows packed
        tighter (not under 36 px) when that leaves less room."""
        k = len(self.game.options)
        step = 56 if k <= 2 else 44
        first = seats_bottom(self.game.max_players) + OPTIONS_GAP + OPTIONS_HEAD
        if k and OPTIONS_BOTTOM - step * k < first:
            step = max(36, (OPTIONS_BOTTOM - first) // k)
        return max(first, min(500, OPTIONS_BOTTOM - step * k)), step

    def _layout(self) -> None:
        B = Button
        bs: list[Button] = []
        n = len(self.seats)
        bs.append(B(pygame.Rect(420, 150, 48, 44), "−", lambda: self.set_count(n - 1),
                    enabled=n > self.game.min_players, tag="count-"))
        bs.append(B(pygame.Rect(540, 150, 48, 44), "+", lambda: self.set_count(n + 1),
                    enabled=n < self.game.max_players, tag="count+"))
        for i, kind in enumerate(self.seats):
            col, row = divmod(i, 4)
            r = pygame.Rect(200 + col * 330, 250 + row * 56, 220, 44)
            bs.append(B(r, seat_button_label(kind, self.seats.count("human")),
                        lambda i=i: self.cycle_seat(i),
                        color=theme.GOOD if kind == "human" else theme.BUTTON, tag=f"seat:{i}"))
        y, step = self._options_top()
        for o in self.game.options:
            ok = self.option_choices(o.key)
            bs.append(B(pygame.Rect(420, y, 200, min(44, step - 4)),
                        option_words(o.key, self.options[o.key], self.seats,
                                     self.game_name),
                        lambda k=o.key: self.cycle_option(k), tag=f"option:{o.key}",
                        enabled=self.option_matters(o.key)
                        and (len(ok) > 1 or self.options[o.key] not in ok)))
            y += step
        if self.has_ai():
            bs.append(B(pygame.Rect(1010, 250, 180, 44), f"{self.ctx.settings.ai_pace:.1f} s",
                        self.cycle_pace, color=(70, 90, 90), tag="pace"))
        self._seed_rect = pygame.Rect(880, 150, 150, 44)
        bs.append(B(pygame.Rect(1040, 150, 150, 44), "New seed", self.new_seed, tag="new-seed"))
        bs.append(B(pygame.Rect(1010, 630, 180, 56), "Start", self.start, color=theme.GOOD,
                    tag="start"))
        bs.append(B(pygame.Rect(90, 630, 140, 56), "Back", self.back,
                    color=(90, 90, 70), tag="back"))
        self.buttons = bs

    def handle(self, event):
        """Buttons; a click on the seed box focuses it and selects the seed (as Ctrl+A
        does), digits replace a selected seed or add to it, Backspace and Delete edit it,
        Enter in the seed box ends its editing (a tester's Enter after typing a seed started
        the game before they had looked at the options), Enter elsewhere starts; Escape
        in the seed box ends its editing too (a tester's Escape there threw the whole
        setup away), elsewhere it goes back."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.seed_focus
            self.seed_focus = self._seed_rect.collidepoint(event.pos)
            self.seed_selected = self.seed_focus and not was
            if was and not self.seed_focus:
                self._fill_empty_seed()
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE and not self.seed_focus:
                self.back()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
                if self.seed_focus:     # Enter ends the seed's editing; a second one starts
                    self.seed_focus = self.seed_selected = False
                    self._fill_empty_seed()
                    return
                self.start()
                return
            if self.seed_focus:
                selected, self.seed_selected = self.seed_selected, False
                if event.key == pygame.K_a and event.mod & pygame.KMOD_CTRL:
                    self.seed_selected = True
                elif event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
                    self.seed_text = "" if selected else self.seed_text[:-1]
                elif event.unicode and event.unicode.isdigit():
                    text = "" if selected else self.seed_text
                    if len(text) < 9:
                        self.seed_text = (text + event.unicode).lstrip("0") or "0"
                else:
                    self.seed_selected = selected      # Shift, arrows: the selection stays
                return
        click_buttons(self.buttons, event)

    def draw(self, surface):
        """The form."""
        t = self.ctx.text
        surface.fill(theme.BG)
        t.blit(surface, f"New game: {self.game.title}", (640, 60), 40, theme.ACCENT_SOFT,
               bold=True, anchor="center")
        panel(surface, pygame.Rect(70, 120, 1140, 490), theme.PANEL)
        t.blit(surface, "Players", (100, 160), 24, theme.INK, bold=True)
        t.blit(surface, str(len(self.seats)), (504, 172), 28, theme.INK, bold=True,
               anchor="center")
        t.blit(surface, f"({self.game.min_players}–{self.game.max_players})", (600, 162), 20,
               theme.INK_SOFT)
        t.blit(surface, "Seed", (800, 160), 24, theme.INK, bold=True)
        pygame.draw.rect(surface, (255, 255, 255), self._seed_rect, border_radius=6)
        pygame.draw.rect(surface, theme.ACCENT if self.seed_focus else theme.PANEL_DARK,
                         self._seed_rect, 3 if self.seed_focus else 2, border_radius=6)
        caret = "|" if self.seed_focus and (pygame.time.get_ticks() // 500) % 2 else ""
        if self.seed_selected and self.seed_text:
            caret = ""
            w, h = t.font(22).size(self.seed_text)
            sel = pygame.Rect(self._seed_rect.x + 8, self._seed_rect.centery - h // 2, w + 4, h)
            pygame.draw.rect(surface, theme.ACCENT_SOFT, sel, border_radius=3)
        t.blit(surface, self.seed_text + caret, (self._seed_rect.x + 10, self._seed_rect.centery),
               22, theme.INK, anchor="midleft")
        if not self.seed_text:        # what an empty box will start
            t.blit(surface, "random", (self._seed_rect.right - 10, self._seed_rect.centery), 18,
                   theme.INK_SOFT, anchor="midright")
        t.blit(surface, "Seats (click to change)", (100, 218), 22, theme.INK, bold=True)
        if self.has_ai():
            t.blit(surface, "Time between AI moves", (1000, 272), 18, theme.INK_SOFT,
                   anchor="midright")
        for i in range(len(self.seats)):
            col, row = divmod(i, 4)
            x, mid = 120 + col * 330, 272 + row * 56
            label, name = seat_caption(self.game_name, i, self.seats[i])
            if name:  # number above, name below, both within the button's 44 px row
                t.blit(surface, label, (x, mid - 9), 20, theme.INK_SOFT, anchor="midleft")
                t.blit(surface, name, (x, mid + 12), SEAT_NAME_SIZE, theme.INK_SOFT,
                       anchor="midleft")
            else:
                t.blit(surface, label, (x, mid), 20, theme.INK_SOFT, anchor="midleft")
        y, step = self._options_top()
        if self.game.options:
            t.blit(surface, "Options", (100, y - 30), 22, theme.INK, bold=True)
        for o in self.game.options:
            mid = y + min(44, step - 4) // 2
            t.blit(surface, strip_rulings(o.label), (120, mid), 20, theme.INK_SOFT,
                   anchor="midleft")
            note = self.option_note(o.key)
            if note:
                lines = [t.cut(ln, 15, 540) for ln in note[:2]]
                for j, ln in enumerate(lines):
                    t.blit(surface, ln, (640, mid + (j - (len(lines) - 1) / 2) * 18), 15,
                           theme.INK if j else theme.INK_SOFT, bold=bool(j), anchor="midleft")
            elif o.help:
                lines = t.wrap(strip_rulings(o.help), 15, 540)[:2]
                for j, ln in enumerate(lines):
                    t.blit(surface, ln, (640, mid + (j - (len(lines) - 1) / 2) * 18), 15,
                           theme.INK_SOFT, anchor="midleft")
            y += step
        if self.message:
            t.blit(surface, self.message, (640, 660), 20, theme.DANGER, anchor="center")
        elif "human" not in self.seats:
            t.blit(surface, "No human seat: you will watch the AIs play.", (640, 660), 20,
                   theme.ACCENT_SOFT, anchor="center")
        for b in self.buttons:
            b.draw(surface, t)
