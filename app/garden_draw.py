"""Drawing of the Garden table (a mixin of :class:`app.scenes.garden_table.GardenTable`):
card faces, the deck with the round marker, the offer with its Bee costs, piles, Neighbour
tiles and tokens, Bees, seat panels, the plot grids with lit slots, the pass row, the Garden
Club box, the log and the prompt bar.  Moving cards are drawn from the host's ``tweens``: a
card Pomme-Frites moves (G-7, tween kind "visit") lies outlined in its old slot until its
glide starts; other cards (planted, passed, G-12; kinds "card" and "after") are drawn once
their tween has started; a garden re-laid glides as one grid (``shown_grid()``), its cards by
their "slide" tweens under the Roses and Grasshoppers, and a card landing under a Rose goes
under it.  A held placement (``provisional``, issue 4 item 7) is drawn where it will lie,
outlined, with its Bee cost marked as pending; the garden under it keeps its places until
Confirm (``grid()``).  The gap a card the Ferwig-Radishers snatched
leaves in the offer names that card and where it went (G-7, :func:`snatched_gap`); between
rounds (``held()``) the offer's words, the discard pile and the deck keep the round that
ended.  Everything comes from ``view(viewer)`` and the legal action texts (RULINGS C-3);
nothing here changes the game.
"""
from __future__ import annotations

import math

import pygame

from app import garden_moves as gm
from app.garden_grid import off_plot
from app.garden_overlays import draw_ribbon
from app.garden_prompt import prompt_sentence, result_clause
from app.neighbour_names import short_neighbour_name
from app.ui import theme
from app.ui.widgets import panel
from app.ui.words import ai_level_words
from rules.garden import scoring
from rules.garden.actions import BEE_DELTA
from rules.garden.data import PLANTS_PER_GAME

POSITIONS = gm.POSITIONS
PROMPT = pygame.Rect(10, 598, 1260, 114)
#: Height in px of a garden panel's caption line ("3 in the garden · 2 of 6 columns…",
#: 13 px text at the panel's top + 4), which nothing else may cover.
CAPTION_H = 22
#: Logical px kept free between the prompt bar's text and its leftmost button.
PROMPT_GAP = 16
LOG = pygame.Rect(972, 60, 298, 530)
#: A garden card drawn narrower than this (px) is shown enlarged, ZOOM_SIZE (w, h px, the
#: offer row's card size), while the pointer rests on it (GardenDrawing.card_zoom_layout).
ZOOM_BELOW = 60
ZOOM_SIZE = (80, 112)
#: After a drop, click or Confirm the enlarged card waits until the pointer has moved this
#: many px (|dx| + |dy|) from where it was (``GardenTable.zoom_quiet``).
ZOOM_QUIET = 6
#: Size (px) of the deck's count drawn on a leftover put on the deck (G-12).
DECK_ON_CARD_PX = 10
#: Size (px) of the count of Bees out of the game in the Beehive box (G-7, Bernard).
BEES_OUT_PX = 11


def last_turn_of_round(v) -> bool:
    """True when, in a solo game, no Vegetable is left to draw before the next 'On Holiday'
    card: the planting being made is the round's last, and the Neighbour phase follows it
    (rulebook "The Planting Phase", G-6), by :meth:`GardenView.vegetables_before_holiday`."""
    left = v.vegetables_before_holiday()
    return (left if left is not None else len(v.deck_layout)) <= 0


def last_planting_of_game(v, seat: int) -> bool:
    """True when, with two players, ``seat``'s planting now is the game's last: the other
    seat has planted its 15 and this is ``seat``'s 15th.  No pass follows it: the leftovers
    go under the deck and the last Neighbour phase and the Evaluation come (G-12, G-6)."""
    return v.num_players > 1 and all(p + (s == seat) >= PLANTS_PER_GAME
                                     for s, p in enumerate(v.planted))


#: The dark green of the pills drawn on the felt and on cards (the deck's count, the hint's
#: word under a card) and of the round marker's rims.
PILL_DARK = (20, 40, 30)


def draw_bloom(surface: pygame.Surface, center: tuple[int, int], radius: int) -> None:
    """A small rose ``radius`` px from its centre to its petals' edge, at ``center``: two
    green leaves, five outer petals round a curled heart, outlined in cream so it stands
    out on the cards' pictures (session 25's tester took a plain dot for a marker and
    missed the Rose).  ``radius`` should be 6 or more."""
    cx, cy = center
    leaf = (64, 132, 70)
    for dx in (-1, 1):
        r = pygame.Rect(0, 0, radius + 4, radius // 2 + 3)
        r.center = (cx + dx * (radius - 1), cy + radius // 2)
        pygame.draw.ellipse(surface, theme.PANEL, r.inflate(4, 4))
        pygame.draw.ellipse(surface, leaf, r)
    pygame.draw.circle(surface, theme.PANEL, center, radius + 2)
    petal = max(3, radius * 5 // 11)
    for k in range(5):
        ang = math.radians(-90 + 72 * k)
        p = (round(cx + math.cos(ang) * (radius - petal)),
             round(cy + math.sin(ang) * (radius - petal)))
        pygame.draw.circle(surface, (226, 92, 124), p, petal)
    pygame.draw.circle(surface, (196, 40, 72), center, max(3, radius * 6 // 11))
    pygame.draw.circle(surface, (150, 24, 54), center, max(2, radius * 3 // 11))
    pygame.draw.arc(surface, (236, 130, 156),
                    pygame.Rect(cx - radius // 3, cy - radius // 3, 2 * (radius // 3) + 1,
                                2 * (radius // 3) + 1), 0.3, 3.6, 1)


def roses_line(v, behind_note: bool = False, held_out: int = 0) -> str:
    """Where the three Rose cards are (Romancing Eudora, G-9), e.g. "Roses: 1 placed,
    1 drawn (to place), 1 out of the game, 0 still in the deck" (wrapped to the box's
    width where it is drawn).  The four counts always add up to the three Roses.  A Rose
    drawn as the next round's first card while the round's note is up (``behind_note``)
    still counts as in the deck: the note says that round's cards come when it closes, and
    the Rose is not shown until then (G-6); so do ``held_out`` Roses that draw took out of
    the game for want of a place (a new player read "1 out of the game" before the log
    said so, session 20)."""
    waiting = v.rose_position is not None
    parts = [f"{len(v.roses)} placed"]
    if v.phase == "over" and not behind_note:
        # at the end a Rose not over a pair of one type is removed (G-9; a tester read
        # "3 placed" beside a score of 2 Roses)
        kept = len(scoring.scoring_roses(v.garden(0), v.roses))
        parts = [f"{kept} scored"] + ([f"{len(v.roses) - kept} removed (no pair)"]
                                      if kept < len(v.roses) else [])
    if waiting and not behind_note:
        parts.append("1 drawn (to place)")
    held_out = held_out if behind_note else 0
    if v.roses_out - held_out:
        parts.append(f"{v.roses_out - held_out} out of the game")
    parts.append(f"{sum(v.roses_hidden) + (waiting and behind_note) + held_out} still in the"
                 " deck")
    return "Roses: " + ", ".join(parts)


def snatched_gap(v) -> tuple[str, int | None] | None:
    """(offer position, Vegetable number) of the card the Ferwig-Radishers snatched from
    the draw on the table (G-7), while the seat to plant has the two others to choose
    from (phase "plant" on a free turn): the gap is the offer's one empty position, the
    card the discard pile's top (solo) or the deck's bottom card, put there in the open
    (two players, G-12; ``None`` if the view does not show it).  ``None`` otherwise."""
    if v.phase != "plant" or not v.free_turn or None not in v.offer:
        return None
    pos = POSITIONS[list(v.offer).index(None)]
    if v.num_players == 1:
        card = v.discard[-1] if v.discard else None
    else:
        card = v.deck_layout[-1] if v.deck_layout and v.deck_layout[-1] > 0 else None
    return pos, card


def off_plot_note(k: int) -> str:
    """The line saying that ``k`` Grasshoppers lie off the plot and cost nothing (G-2,
    G-8), e.g. ``"1 Grasshopper off the plot: no cost"``; ``""`` for none.  Shown with the
    Garden Club's reading, whose "Grasshoppers" line counts only those on cards."""
    if k <= 0:
        return ""
    return f"{k} Grasshopper{'s' * (k != 1)} off the plot: no cost"


#: The solo Garden Club box: its lines start ``CLUB_LABEL_X`` px inside its left edge;
#: the points column ends ``CLUB_POINTS_IN`` px inside its right edge, 6 px clear of the
#: ribbon (centre ``CLUB_RIBBON_IN`` px in, radius ``CLUB_RIBBON_R``); a label ends at least
#: ``CLUB_GAP`` px before the widest points (``"+88"``).  (Session 20's check: 'Lettuce +
#: Pumpkins' did not fit with the column 62 px in, and read 'Other Vegetables'.)
CLUB_LABEL_X, CLUB_POINTS_IN, CLUB_RIBBON_IN, CLUB_RIBBON_R, CLUB_GAP = 10, 50, 28, 16, 6


def club_label_room(z: pygame.Rect, font: pygame.font.Font) -> int:
    """Px a line's label may take in the Garden Club box ``z`` (logical px) with ``font``
    (its 12 px font) so that it ends ``CLUB_GAP`` px or more before the points column."""
    return (z.right - CLUB_POINTS_IN - font.size("+88")[0] - CLUB_GAP) - (z.x + CLUB_LABEL_X)


def club_lines(body: list[tuple[str, int]], room: int,
               fits=lambda label: len(label) <= 28) -> list[tuple[str, int]]:
    """The Garden Club box's lines for ``body`` (``rules.garden.scoring.breakdown`` without
    its total: ``(label, points)``) in at most ``room`` lines, every point still counted.

    When the lines do not fit, the Vegetable lines (``"Beans: 5 scored x 3"``) that score
    least are folded into one line, as few as make room: ``"Beans 5×3 + Carrots 4×3"``
    (count × points of each type), else ``"Beans + Carrots: 9 scored"``, three types named the
    same ways, whichever first satisfies ``fits(label)`` (default: 28 characters at most),
    else ``"Other Vegetables: 12 scored"``,
    so the types that score most keep their own lines (a new player saw every type's line
    go at once late in the game, when they matter most); if that is not enough, all of
    them become ``"Vegetables: 14 scored"`` and the Awards one ``"Awards: 2"`` line.  The
    Compost, Roses and Grasshopper lines (G-8, G-9, rulebook "Compost") always show; the
    points of the lines returned add up to those of ``body``.  ``room`` must be at least 5.
    """
    if len(body) <= room:
        return list(body)
    veg = [(lb, p) for lb, p in body if " scored x " in lb]
    rest = [(lb, p) for lb, p in body if " scored x " not in lb]

    def fold(lines, label):
        n = sum(int(lb.split(": ", 1)[1].split(" ", 1)[0]) for lb, _ in lines)
        return (f"{label}: {n} scored", sum(p for _, p in lines))

    k = len(body) - room + 1          # folding k lines into one frees k - 1
    if 2 <= k < len(veg):
        least = set(sorted(range(len(veg)), key=lambda i: (veg[i][1], i))[:k])
        kept = [line for i, line in enumerate(veg) if i not in least]
        folded = [veg[i] for i in sorted(least)]
        # two or three types are named ("Beans + Radishes"; a new player read "Other
        # Vegetables" as vague), more are "Other Vegetables"; where it fits, each with its
        # count and points ("Beans 2×3 + Turnips 3×4"; session 22's player could not tell
        # where "Beans + Turnips: 5 scored +18" came from)
        names = [lb.split(": ", 1)[0] for lb, _ in folded]
        each = [f"{nm} {lb.split(': ', 1)[1].split(' ', 1)[0]}×{lb.rsplit(' x ', 1)[1]}"
                for nm, (lb, _) in zip(names, folded)]

        def joined(parts):
            return (" + ".join(parts) if len(parts) == 2 else
                    f"{parts[0]}, {parts[1]} + {parts[2]}" if len(parts) == 3 else None)

        total = sum(p for _, p in folded)
        line = (joined(each), total) if joined(each) else None
        if line is None or not fits(line[0]):
            line = fold(folded, joined(names)) if joined(names) else None
        if line is None or not fits(line[0]):
            line = fold(folded, "Other Vegetables")
        return kept + [line] + rest
    out = ([fold(veg, "Vegetables")] if veg else []) + rest
    if len(out) <= room:
        return out
    awards = [(lb, p) for lb, p in out if lb.startswith("Award: ")]
    others = [(lb, p) for lb, p in out if not lb.startswith("Award: ")]
    return others[:1] + [(f"Awards: {len(awards)}", sum(p for _, p in awards))] + others[1:]


def leader_line(box: pygame.Rect, target: pygame.Rect, away: int = 6
                ) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """The line (two points, px) that ties a note ``box`` placed away from its ``target``
    (more than ``away`` px between them) to it: from the point of the box nearest the
    target's centre to the point of the target nearest the box's centre.  ``None`` when the
    note is beside its target.  (A tester found a held card's note at the far corner of a
    full two-player garden, over another item, and could not tell whose it was.)"""
    gap = max(target.left - box.right, box.left - target.right, target.top - box.bottom,
              box.top - target.bottom)
    if gap <= away:
        return None

    def nearest(r: pygame.Rect, p) -> tuple[int, int]:
        return (min(max(p[0], r.left), r.right - 1), min(max(p[1], r.top), r.bottom - 1))

    return nearest(box, target.center), nearest(target, box.center)


#: Px of gap one card crossed by a note's leader line counts as (:func:`free_spot`).
CROSSING_PX = 60


def free_spot(size: tuple[int, int], near: pygame.Rect, blocked: list[pygame.Rect],
              inside: pygame.Rect, pad: int = 3) -> pygame.Rect | None:
    """A rect of ``size`` (w, h px) inside ``inside`` that overlaps none of ``blocked``
    (kept ``pad`` px clear of them), as near to ``near`` as possible: the smallest gap
    between the two rects, then the smallest distance between their centres.  The places
    tried are those touching ``near``, an edge of a blocked rect or an edge of ``inside``
    on each axis (a nearest free place always lies at such a place).  ``None`` when no
    place of that size is free.  Used for the held placement's note
    (:meth:`GardenDrawing.held_note_box`), which a line ties to ``near`` when it lies away
    (:func:`leader_line`): each blocked rect (wider and taller than 4 px, not ``near``)
    that line would cross counts as :data:`CROSSING_PX` px more gap (session 21's new
    player saw the line of a note above the garden run across another card, with an empty
    slot below the held card)."""
    w, h = size
    if w > inside.w or h > inside.h:
        return None
    edges = [near, *blocked]
    xs = {near.centerx - w // 2, inside.left, inside.right - w}
    ys = {near.centery - h // 2, inside.top, inside.bottom - h}
    for r in edges:
        xs.update((r.left - pad - w, r.right + pad, r.left, r.right - w))
        ys.update((r.top - pad - h, r.bottom + pad, r.top, r.bottom - h))
    xs = sorted(x for x in xs if inside.left <= x <= inside.right - w)
    ys = sorted(y for y in ys if inside.top <= y <= inside.bottom - h)
    keep_off = [r.inflate(2 * pad - 2, 2 * pad - 2) for r in blocked]
    cards = [r for r in blocked if r.w > 4 and r.h > 4 and r != near]
    target = near.inflate(6, 6)               # as the held card's outline is drawn
    best, best_key = None, None
    for y in ys:
        for x in xs:
            cand = pygame.Rect(x, y, w, h)
            if cand.collidelist(keep_off) != -1:
                continue
            gx = max(near.left - cand.right, cand.left - near.right, 0)
            gy = max(near.top - cand.bottom, cand.top - near.bottom, 0)
            line = leader_line(cand, target)
            crossed = 0 if line is None else sum(1 for r in cards if r.clipline(*line))
            gap = (gx * gx + gy * gy) ** 0.5 + CROSSING_PX * crossed
            key = (gap, (cand.centerx - near.centerx) ** 2
                   + (cand.centery - near.centery) ** 2)
            if best_key is None or key < best_key:
                best, best_key = cand, key
    return best


class GardenDrawing:
    """Drawing methods; the host class provides ``ctx``, ``session``, ``data``, ``layout``,
    ``view()``, ``viewer()``, ``name()``, ``zone()``, ``grid()``, the item rects, ``drag``,
    ``selected``, ``spring``, ``tweens``, ``hidden()``, ``banner_up()``, ``message``,
    ``prompt_buttons``, ``read_only`` (the replay viewer's table) and four drawing caches,
    ``_dim_hoppers`` (token size -> dimmed Grasshopper), ``_tip_lines`` (sentence ->
    wrapped lines), ``_club_reading`` (:meth:`club_reading`) and ``_held_note``
    (:meth:`held_note_layout`)."""

    #: Logical px a tag keeps from the window's edges.
    EDGE = 10

    # ------------------------------------------------------------------ cards
    def card_img(self, n: int, size: tuple[int, int], count: bool = False) -> pygame.Surface:
        """The face of Vegetable ``n`` at ``size`` (the Neighbour number on it, G-1)."""
        d = self.data
        v = d.veg(n)
        cnt = sum(1 for x in d.vegetables.values() if x.type == v.type) if count else None
        if self.ctx.art is not None:
            return self.ctx.art.card_garden(v.type, n, v.points, v.neighbour_number, size,
                                            count=cnt)
        s = pygame.Surface(size)
        s.fill((250, 246, 232))
        self.ctx.text.blit(s, str(n), (4, 4), 14, theme.INK, bold=True)
        return s

    def back_img(self, size, holiday: bool = False) -> pygame.Surface:
        """The back of a Garden card (or an 'On Holiday' card)."""
        if self.ctx.art is not None:
            return self.ctx.art.garden_back(size, holiday=holiday)
        s = pygame.Surface(size)
        s.fill((40, 90, 60))
        return s

    def rose_img(self, size) -> pygame.Surface:
        """A Rose card (Romancing Eudora), drawn here."""
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, (252, 236, 240), (0, 0, w, h), border_radius=8)
        pygame.draw.rect(s, (190, 60, 90), (0, 0, w, h), 3, border_radius=8)
        cx, cy = w // 2, int(h * .42)
        pygame.draw.line(s, (60, 130, 60), (cx, cy), (cx, int(h * .8)), 3)
        for k, rr in enumerate((int(w * .26), int(w * .18), int(w * .1))):
            pygame.draw.circle(s, ((200, 40, 70), (230, 80, 110), (170, 30, 60))[k], (cx, cy), rr)
        self.ctx.text.blit(s, "Rose", (cx, int(h * .88)), max(10, h // 9), (150, 40, 70),
                           bold=True, anchor="center")
        return s

    def card_name(self, n: int) -> str:
        """``"Carrot 19"``."""
        return self.data.card_name(n)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The whole table from ``view(viewer)``; in the replay viewer also the Neighbour
        note of the move shown (kept by :meth:`follow_replay`), over the table."""
        v = self.view()
        if self.ctx.art is not None:
            surface.blit(self.ctx.art.felt((1280, 720)), (0, 0))
        else:
            surface.fill(theme.FELT)
        if self.provisional is not None:
            lit = set()
        else:
            lit = self.drag.lit if self.drag else (self.targets(*self.selected)
                                                   if self.selected else self._waiting_targets(v))
        self._draw_deck(surface, v, lit)
        choice = self._offer_mine(v)          # the legal actions, asked once a frame
        self._draw_offer(surface, v, choice)
        self._draw_piles(surface, v)
        lag = self.landing_lag()                # an AI's card in flight: its counts wait
        counts = lag.before if lag is not None else v
        self._draw_neighbours(surface, counts)
        self._draw_bees(surface, counts)
        for seat in range(v.num_players):
            self._draw_seat(surface, counts, seat)
            self._draw_plot(surface, v, seat, lit if seat == self.viewer() else set())
        if v.num_players == 1:
            self._draw_eudora(surface, v)
        if v.num_players > 1:
            self._draw_pass_row(surface, v, lit)
        self._draw_pending(surface, v)
        self._draw_offer_labels(surface, v, self.offer_takeable(v, choice))
        self._draw_held(surface, v)
        self._draw_log(surface)
        self._draw_prompt(surface, v)
        for b in self.header_buttons:
            b.draw(surface, self.ctx.text, 17)
        for tw in self.tweens:
            kind, n, size, _ = tw.what
            if kind in ("relay", "slide"):
                continue            # a garden's re-lay: drawn in its grid (_draw_plot)
            at = (int(tw.pos()[0]), int(tw.pos()[1]))
            if kind == "visit":
                # a card Pomme-Frites moves (G-7): it lies in its old slot until its turn,
                # outlined, then glides to the new one
                self._shadowed(surface, self.card_img(n, size), at)
                pygame.draw.rect(surface, theme.ACCENT_SOFT, pygame.Rect(at, size).inflate(6, 6),
                                 3, border_radius=8)
            elif tw.started:
                surface.blit(self.card_img(n, size), at)
        over = self.roses_over_landing(v)
        if over:            # a card landing under a Rose goes under it (G-9)
            self._draw_roses(surface, self.shown_grid(0, v), over)
        if self.spring is not None:
            kind, key, size = self.spring.what
            self._draw_item(surface, kind, key, self.spring.pos(), size)
        self._draw_card_zoom(surface, v)
        self._draw_pointer_tip(surface, v)
        if self.drag is not None:
            d = self.drag
            self._draw_item(surface, d.kind, d.key, d.pos, d.size)
            self._draw_drag_note(surface, v, d)
        if self.read_only and self.banner_up():
            self.banner.draw(surface)        # a replay's note: not on the scene stack

    def _waiting_targets(self, v) -> set:
        """With a Grasshopper or a Rose to place, its targets are lit even before it is
        picked up (there is nothing else to do)."""
        if (not self.session.human_to_act() or v.phase not in ("grasshopper", "rose")
                or self.provisional is not None):
            return set()
        return self.targets("hopper" if v.phase == "grasshopper" else "rose", 0)

    def _draw_item(self, surface, kind, key, pos, size) -> None:
        pos = (int(pos[0]), int(pos[1]))
        if kind == "offer":
            card = self._item_card(kind, key)
            if card is not None:
                img = self.card_img(card, size).copy()
                if self.drag is not None:
                    img.set_alpha(200)          # the lit slot under it shows through
                surface.blit(img, pos)
        elif kind == "hopper":
            self._draw_hopper(surface, pygame.Rect(pos, size))
        elif kind == "rose":
            img = self.rose_img(size)
            if self.drag is not None:
                img.set_alpha(200)
            surface.blit(img, pos)

    def drag_note(self, v, d) -> tuple[str, bool]:
        """(words, beside) shown with the dragged item ``d``: while planting, its Bee move
        or why it cannot be chosen (G-4, :meth:`plant_cost_words`) and the card a drop here
        would compost; while passing, where it may go (``beside``: the note sits beside the
        card, clear of Ned's row; nothing once the card is over that row).  ``""`` for no
        note."""
        note = ""
        if d.kind == "offer" and v.phase == "plant" and d.key in POSITIONS:
            note = self.plant_cost_words(v, d.key)
            slot = self.shown_grid(self.viewer()).slot_at(self.pointer)
            old = v.garden(self.viewer()).get(slot) if slot else None
            if old is not None and slot in d.lit:
                note += f" · composts {self.card_name(old)} (−2)"
        if d.kind == "offer" and v.phase == "pass":
            if any(self.zone(f"pass.{p}").collidepoint(self.pointer) for p in POSITIONS):
                return "", False           # over Ned's row: the lit place says it all
            other = self.name(self.opponent())
            return (f"into {other}'s row below" + (", or onto the deck (its bottom)"
                                                   if "deck" in d.lit else ""), True)
        return note, False

    def _draw_drag_note(self, surface, v, d) -> None:
        """The Bee cost next to the dragged card, and what dropping here would do."""
        t = self.ctx.text
        note, beside = self.drag_note(v, d)
        if not note:
            return
        img = t.render(note, 16, theme.INK, bold=True)
        avoid = [self.shown_grid(seat, v).card_rect(slot) for seat in range(v.num_players)
                 for slot in self.shown_garden(seat, v)]
        box = self.drag_note_rect(img.get_size(), d, beside, avoid)
        pygame.draw.rect(surface, (255, 248, 220), box, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=8)
        surface.blit(img, img.get_rect(center=box.center))

    @staticmethod
    def drag_note_rect(text_size: tuple[int, int], d, beside: bool,
                       avoid=()) -> pygame.Rect:
        """Where the dragged item ``d``'s note (text of ``text_size`` px) is drawn: right
        of it when ``beside``, else below it.  Where below would reach into the prompt bar
        (session 21's new player: "costs 1 Bee" lay over the prompt's first line while a
        card was dragged over the garden's bottom row) it goes above the card, or right or
        left of it, whichever first covers none of the ``avoid`` rects (the planted cards;
        session 21's check: above a low card it hid a planted card's Neighbour number), else
        the one covering least of them.  Always inside the table."""
        box = pygame.Rect(0, 0, text_size[0] + 16, text_size[1] + 8)
        screen = pygame.Rect(0, 0, 1280, 720)
        if beside:
            box.midleft = (d.pos[0] + d.size[0] + 8, d.pos[1] + d.size[1] // 2)
            return box.clamp(screen)
        box.midtop = (d.pos[0] + d.size[0] // 2, d.pos[1] + d.size[1] + 4)
        if box.bottom <= PROMPT.y - 2:
            return box.clamp(screen)
        mid = d.pos[1] + d.size[1] // 2
        tries = []
        for anchor, point in (("midbottom", (d.pos[0] + d.size[0] // 2, d.pos[1] - 4)),
                              ("midleft", (d.pos[0] + d.size[0] + 8, mid)),
                              ("midright", (d.pos[0] - 8, mid))):
            r = pygame.Rect(box)
            setattr(r, anchor, point)
            r.clamp_ip(screen)
            covered = sum(r.clip(a).width * r.clip(a).height for a in avoid)
            if not covered:
                return r
            tries.append((covered, len(tries), r))
        return min(tries)[2]

    def plant_cost_words(self, v, position: str) -> str:
        """The Bee move of the viewer's taking the offered card at ``position`` now, or why
        it cannot be chosen (G-4, :func:`app.garden_moves.plant_cost_words`)."""
        return gm.plant_cost_words(position, v.supply[self.viewer()], v.hive, v.free_turn)

    def _shadowed(self, surface, img, pos) -> None:
        if self.ctx.art is not None:
            from app.art import SHADOW_OFFSET, SHADOW_PAD

            surface.blit(self.ctx.art.shadow(img.get_size()),
                         (pos[0] - SHADOW_PAD + SHADOW_OFFSET[0],
                          pos[1] - SHADOW_PAD + SHADOW_OFFSET[1]))
        surface.blit(img, pos)

    def _draw_deck(self, surface, v, lit) -> None:
        t = self.ctx.text
        z = self.zone("deck")
        r = self.pile_rect("deck")
        hold = self.held()
        # between rounds, as thick as the round left it: the next round's draw waits (G-6)
        n = hold.deck if hold and hold.deck is not None else len(v.deck_layout)
        for i in range(min(4, max(1, n // 8))):
            self._shadowed(surface, self.back_img(r.size), (r.x - i * 2, r.y - i * 2))
        if "deck" in lit:
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(10, 10), 4, border_radius=10)
        if self.bottom_card is not None:
            # the leftover put on the deck (G-12), whole: no pill over its name
            self._shadowed(surface, self.card_img(self.bottom_card, r.size),
                           self.bottom_card_rect().topleft)
        # round marker: three dots, the current one gold (the ended one under its banner);
        # drawn after a card put on the deck, whose lower edge reaches them
        rnd = hold.round if hold else v.round
        y = z.bottom - 8 if v.num_players == 1 else z.bottom + 8
        for k in range(3):
            col = theme.ACCENT if k + 1 == rnd else ((90, 130, 100) if k + 1 > rnd
                                                     else (200, 200, 180))
            pygame.draw.circle(surface, col, (z.x + 14 + k * 16, y), 6)
            pygame.draw.circle(surface, PILL_DARK, (z.x + 14 + k * 16, y), 6, 1)
        # cards left this round: a pill on the deck itself, where the offer's cost labels
        # cannot cover it ("round N / is over" under its banner); with a leftover on the
        # deck, one line on that card's bottom strip (deck_pill_rect), with its tag above
        top, under = self.deck_pill_now(v)
        if self.bottom_card is not None:
            pill = self.deck_pill_rect(t.font(DECK_ON_CARD_PX, True).size(top), (0, 0))
            pygame.draw.rect(surface, PILL_DARK, pill, border_radius=5)
            t.blit(surface, top, pill.center, DECK_ON_CARD_PX, theme.LIGHT, bold=True,
                   anchor="center")
            box = self.bottom_tag_rect()
            pygame.draw.rect(surface, theme.ACCENT_SOFT, box, border_radius=5)
            t.blit(surface, "to the bottom", box.center, 11, theme.INK, bold=True,
                   anchor="center")
        else:
            pill = self.deck_pill_rect(t.font(12, True).size(top),
                                       t.font(10, True).size(under))
            pygame.draw.rect(surface, PILL_DARK, pill, border_radius=7)
            t.blit(surface, top, (pill.centerx, pill.y + 1), 12, theme.LIGHT, bold=True,
                   anchor="midtop")
            t.blit(surface, under, (pill.centerx, pill.bottom - 1), 10, theme.LIGHT,
                   bold=True, anchor="midbottom")

    def bottom_card_rect(self) -> pygame.Rect:
        """Where a leftover put on the deck (two players, G-12) is drawn: the deck's card
        size, 8 px right and 14 px down on the deck, the strip of deck above it left for
        its "to the bottom" tag (:meth:`bottom_tag_rect`)."""
        return self.pile_rect("deck").move(8, 14)

    def bottom_tag_rect(self) -> pygame.Rect:
        """The "to the bottom" tag of a leftover put on the deck (G-12): on the strip of
        deck above the card, ending 3 px above the card's top edge (it sat on that edge,
        a tester), at least ``EDGE`` px from the table's sides (at 5 px it looked stuck to the
        window's left edge, a tester)."""
        r = self.pile_rect("deck")
        w, h = self.ctx.text.font(11, True).size("to the bottom")
        box = pygame.Rect(0, 0, w + 8, h)
        box.midbottom = (r.centerx + 4, self.bottom_card_rect().top - 3)
        box.clamp_ip(pygame.Rect(0, 0, 1280, 720).inflate(-2 * self.EDGE, 0))
        return box

    def deck_pill_rect(self, top: tuple[int, int], under: tuple[int, int]) -> pygame.Rect:
        """The deck pill's rect for its two lines of sizes ``top`` and ``under`` (w, h px):
        on the deck, 4 px above its bottom edge.  With a leftover put on the deck (G-12)
        only ``top`` is drawn (``"10 left"``), on the right of that card's bottom strip,
        over its Neighbour number (spent: the card leaves the round), so neither the card's
        picture and name nor the count hides the other (one tester: the card covered the
        count; two more: the count covered the card's picture)."""
        r = self.pile_rect("deck")
        if self.bottom_card is not None:
            card = self.bottom_card_rect()
            pill = pygame.Rect(0, 0, top[0] + 6, top[1])
            pill.midright = (card.right - 3, card.bottom - round(card.w * 0.165))
            return pill
        pill = pygame.Rect(0, 0, max(top[0], under[0]) + 10, top[1] + under[1] + 2)
        pill.midbottom = (r.centerx, r.bottom - 4)
        return pill

    def deck_pill_now(self, v) -> tuple[str, str]:
        """The deck pill's two lines as drawn now: ``("round 1", "is over")`` behind a
        round's Neighbour note (:class:`RoundEndHold`), ``("game", "over")`` once the game
        is over, else :meth:`deck_pill_words`."""
        hold = self.held()
        if hold:
            return f"round {hold.round}", "is over"
        if v.phase == "over":
            return "game", "over"
        return self.deck_pill_words(v)

    def deck_pill_words(self, v) -> tuple[str, str]:
        """The deck's pill, two lines: the cards still to come this round (before the next
        'On Holiday' card, or the whole rest of the deck in the last round), e.g.
        ``("12 left", "this round")``; not the whole deck (mr-cabbageheads-garden.txt
        "Setup": 15 cards a round playing alone, G-12: 21/20/4 with two players)."""
        return f"{self.cards_this_round(v)} left", "this round"

    @staticmethod
    def cards_this_round(v) -> int:
        """Cards still to be drawn this round (:meth:`GardenView.cards_to_draw_this_round`,
        G-6, G-12; a tester read "13 left this round" on the two-player game's last
        planting when the cards put under the deck were counted)."""
        return v.cards_to_draw_this_round()

    def offer_column(self, pos: str) -> tuple[int, int]:
        """(left, right) logical x of the room the words under offer position ``pos`` may
        use: from half-way to the zone on its left (the deck, or the previous position) to
        half-way to the zone on its right (the next position, or the discard pile), so they
        never run into their neighbours' words or the discard pile's count."""
        order = ["deck"] + [f"offer.{p}" for p in POSITIONS] + ["discard"]
        k = order.index(f"offer.{pos}")
        z, before, after = (self.zone(order[k]), self.zone(order[k - 1]),
                            self.zone(order[k + 1]))
        return (before.right + z.x) // 2, (z.right + after.x) // 2

    def offer_label_layout(self, v, pos: str) -> tuple[list[str], int, list[pygame.Rect],
                                                         bool] | None:
        """How the words under offer position ``pos`` are drawn (:meth:`offer_label`):
        (lines, bold px, one rect per line, Bee icon left of the first line), or ``None``
        without words.  One line at 13 px centred under the card when it fits
        :meth:`offer_column` (the Bee icon's 16 px included), else 12 px, else two lines
        at 12 px ("Beehive" over "empty" in the narrow two-player row, where it ran into
        "discard: 12"), else one line down to 10 px, kept inside the column."""
        if self.held():          # between rounds the offer is the next round's (G-6)
            return None
        label = self.offer_label(v, pos)
        if not label or (label == "snatched" and ("offer", pos) in self.hidden()):
            return None                # the snatched card is still shown there (G-7)
        icon = (pos != "centre" and not v.free_turn and self.ctx.art is not None
                and label == gm.OFFER_LABELS[pos])
        lo, hi = self.offer_column(pos)
        room = hi - lo - (16 if icon else 0)
        t = self.ctx.text
        words = label.split(" ")
        tries = [(13, [label]), (12, [label])]
        if len(words) > 1:
            tries.append((12, [" ".join(words[:-1]), words[-1]]))
        tries += [(11, [label]), (10, [label])]
        size, lines = next(((z, ls) for z, ls in tries
                            if all(t.font(z, True).size(ln)[0] <= room for ln in ls)),
                           tries[-1])
        top = self.offer_rect(pos).bottom + 1
        cx = self.zone(f"offer.{pos}").centerx
        step = t.line_height(size, True) - 2 if len(lines) > 1 else 0
        rects = []
        for k, ln in enumerate(lines):
            w, h = t.font(size, True).size(ln)
            r = pygame.Rect(0, 0, w, h)
            r.midtop = (cx, top + k * step)
            left = lo + (16 if icon and k == 0 else 0)
            if r.x < left:
                r.x = left
            if r.right > hi:
                r.right = hi
            rects.append(r)
        return lines, size, rects, icon

    def _draw_offer_labels(self, surface, v, ok: dict[str, bool]) -> None:
        """The words under the offer positions (:meth:`offer_label_layout`), drawn after
        the offer and the Grasshopper waiting in it (G-8), so no token hides them."""
        t = self.ctx.text
        for pos in POSITIONS:
            placed = self.offer_label_layout(v, pos)
            if placed is None:
                continue
            lines, size, rects, icon = placed
            col = (250, 220, 120) if pos == "right" else ((240, 170, 150) if pos == "left"
                                                          else theme.LIGHT)
            col = col if ok.get(pos, True) else theme.MUTED
            for ln, r in zip(lines, rects):
                t.blit(surface, ln, r.topleft, size, col, bold=True)
            # the Bee icon marks a Bee move; a blocked card's reason ("no Bee",
            # "Beehive empty") is words only, so the icon never reads as a hidden "Bee"
            if icon:
                surface.blit(self.ctx.art.bee(7), (rects[0].x - 16, rects[0].y))

    def _offer_mine(self, v) -> tuple[bool, set]:
        """(the person chooses from the offer now and may pick a card, the offered cards
        they may plant or pass now: every offered card when it is not their choice).  While
        they hold a planting for Confirm the choice is still theirs (Undo reopens it), so a
        card the Bees do not allow stays greyed (G-4; a tester saw it light up)."""
        deciding = self.session.human_to_act() and v.phase in ("plant", "pass")
        mine = deciding and self.provisional is None
        if deciding and v.phase == "plant":
            return mine, gm.plantable_cards(self.session.legal_texts())
        if self.session.human_to_act() and v.phase == "grasshopper":
            # the cards left after the planting are no choice while the person places a
            # Grasshopper (G-8): greyed, their words muted (a tester read "Beehive empty"
            # lit up as if it could be taken)
            return False, set()
        return mine, set(v.offer)

    @staticmethod
    def offer_takeable(v, choice: tuple[bool, set]) -> dict[str, bool]:
        """``{position: True}`` for an offer position whose card the words under it speak
        for: a card is there and the person may take it now, or it is not their choice
        (G-4; ``choice`` from :meth:`_offer_mine`); the words of the others are drawn
        muted."""
        _, plantable = choice
        return {pos: c is not None and c in plantable for pos, c in zip(POSITIONS, v.offer)}

    def _draw_offer(self, surface, v, choice: tuple[bool, set]) -> None:
        t = self.ctx.text
        mine, plantable = choice
        held = self.provisional.card if self.provisional is not None else None
        hold = self.held()
        for i, pos in enumerate(POSITIONS):
            z = self.zone(f"offer.{pos}")
            r = self.offer_rect(pos)
            pygame.draw.rect(surface, (24, 70, 48), r, border_radius=8)
            pygame.draw.rect(surface, (70, 120, 90), r, 2, border_radius=8)
            c = v.offer[i]
            # its words are drawn later (_draw_offer_labels), over a Grasshopper waiting here
            if c is None:
                # a Rose drawn as the next round's first card waits on the deck, like the
                # Vegetables dealt with it, until the round's Neighbour note closes (G-6, G-9)
                if v.rose_position == i and v.phase == "rose" and not self.held():
                    if not self._moving("rose", 0) and self.provisional is None:
                        self._shadowed(surface, self.rose_img(r.size), r.topleft)
                for text, size, bold, box in self.snatch_gap_layout(v, pos):
                    t.blit(surface, text, box.topleft, size,
                           theme.LIGHT if bold else (200, 214, 196), bold=bold)
                continue
            if (self._moving("offer", pos) or c == self.bottom_card or c == held
                    or ("offer", pos) in self.hidden()        # a passed card still gliding
                    or (hold is not None and c in hold.dealt)):   # next round's, G-6
                continue
            img = self.card_img(c, r.size, count=True)
            self._shadowed(surface, img, r.topleft)
            if v.phase in ("plant", "grasshopper") and c not in plantable:
                grey = pygame.Surface(r.size, pygame.SRCALPHA)
                grey.fill((40, 40, 40, 130))
                surface.blit(grey, r)
            elif mine and (self.selected == ("offer", pos)):
                pygame.draw.rect(surface, theme.ACCENT, r.inflate(8, 8), 4, border_radius=10)
            elif mine and getattr(self, "hint_move", None) and self.hint_move[0] == pos:
                pygame.draw.rect(surface, (120, 220, 255), r.inflate(8, 8), 3, border_radius=10)
            elif (mine and not self.read_only and r.collidepoint(self.pointer)
                  and self.drag is None):
                pygame.draw.rect(surface, theme.ACCENT_SOFT, r.inflate(6, 6), 2, border_radius=10)
            if c == getattr(self, "passed_in", None):  # over the outline, so never clipped
                size, box, words = self.passed_tag_layout(
                    f"from {self.name(self.opponent())}", r)
                tag = t.render(words, size, theme.INK, bold=True)
                pygame.draw.rect(surface, theme.ACCENT_SOFT, box, border_radius=6)
                surface.blit(tag, tag.get_rect(center=box.center))

    def passed_tag_layout(self, words: str, r: pygame.Rect) -> tuple[int, pygame.Rect, str]:
        """(px, box, words) of the tag ``words`` ("from Ned") on the offered card in ``r``
        that the opponent passed (G-12): bold 12 px, else 11 or 10 px, so the box stays 2 px
        inside the card (session 21's check: at 64 px it stuck out 2 px each side), else
        the shorter "passed" (two people: "from Player 2"); over the picture, clear of the
        points and number at the top and of the name band."""
        font = self.ctx.text.font
        fits = [px for px in (12, 11, 10) if font(px, True).size(words)[0] + 8 <= r.w - 4]
        if not fits:
            words = "passed"
        size = fits[0] if fits else 11
        w, h = font(size, True).size(words)
        box = pygame.Rect(0, 0, min(w + 8, r.w - 4), h + 2)
        box.center = (r.centerx, r.y + int(r.h * 0.38))
        return size, box, words

    def snatch_gap_layout(self, v, pos: str) -> list[tuple[str, int, bool, pygame.Rect]]:
        """The words in the gap the Ferwig-Radishers left at offer position ``pos`` (G-7,
        :func:`snatched_gap`), as ``(text, px, bold, rect)`` lines centred in the empty card
        outline: the card's name in bold, then where it went ("to the discard pile" solo,
        "under the deck" with two players, G-12), each wrapped to the outline's width less
        8 px (12/11 px, then 11/10 px if that is too tall).  ``[]`` for any other position,
        between rounds (:meth:`held`) and while the card is still shown in its place or on
        its way (its tweens, :meth:`hidden`)."""
        gap = snatched_gap(v)
        if (gap is None or gap[0] != pos or self.held()
                or ("offer", pos) in self.hidden()):
            return []
        t = self.ctx.text
        r = self.offer_rect(pos)
        name = self.card_name(gap[1]) if gap[1] else "a card"
        where = "to the discard pile" if v.num_players == 1 else "under the deck"
        width = r.w - 8
        for big, small in ((12, 11), (11, 10)):
            parts = ([(ln, big, True) for ln in t.wrap(name, big, width, bold=True)]
                     + [(ln, small, False) for ln in t.wrap(where, small, width)])
            height = sum(t.line_height(z, b) for _, z, b in parts)
            if height <= r.h - 8:
                break
        out = []
        y = r.centery - height // 2
        for text, size, bold in parts:
            w, h = t.font(size, bold).size(text)
            box = pygame.Rect(0, y, w, h)
            box.centerx = r.centerx
            out.append((text, size, bold, box))
            y += t.line_height(size, bold)
        return out

    @staticmethod
    def offer_label(v, pos: str) -> str:
        """The words under offer position ``pos``: for the seat to plant, its Bee move or
        why it cannot take the card (:func:`app.garden_moves.offer_label`, G-4, G-7);
        nothing while the leftovers are passed (G-12: no one plants from this row then,
        Ned's row below shows his costs) or once the game is over; "snatched" under the gap
        the Ferwig-Radishers left (G-7, :func:`snatched_gap`)."""
        if v.phase in ("pass", "over"):
            return ""
        gap = snatched_gap(v)
        if gap is not None and gap[0] == pos:      # no card there: the gap says which went
            return "snatched"
        return gm.offer_label(pos, v.supply[v.current_player], v.hive, v.free_turn)

    def _moving(self, kind, key) -> bool:
        if self.drag is not None and (self.drag.kind, self.drag.key) == (kind, key):
            return True
        return self.spring is not None and self.spring.what[:2] == (kind, key)

    def landing(self, pile: str) -> set:
        """Vegetable numbers still gliding onto pile zone ``pile`` ("discard",
        "compost.0"...): the view already holds them there, the table shows them once they
        land (not twice, and the pile's count with them)."""
        end = self.pile_rect(pile).topleft
        return {tw.what[1] for tw in self.tweens if not tw.done and tw.end == end
                and tw.what[0] not in ("relay", "slide")}

    def _draw_piles(self, surface, v) -> None:
        t = self.ctx.text
        piles = [("discard", list(v.discard), "discard")]
        for seat in range(v.num_players):
            piles.append((f"compost.{self._off(seat)}", list(v.compost[seat]),
                          "Compost"))
        hold = self.held()
        for zname, cards, label in piles:
            landing = self.landing(zname)
            if hold and zname == "discard":       # the next round's snatch waits (G-6, G-7)
                landing = landing | hold.discarded
            cards = [c for c in cards if c not in landing]
            z = self.zone(zname)
            r = self.pile_rect(zname)
            small = z.h < 80
            hover = z.collidepoint(self.pointer) and self.drag is None
            if cards:
                self._draw_pile_top(surface, cards, r)
            else:
                pygame.draw.rect(surface, (24, 70, 48), r, border_radius=8)
                pygame.draw.rect(surface, (70, 120, 90), r, 2, border_radius=8)
            words = f"{label}: {len(cards)}"
            if small:
                # within its zone, so "Compost: 12" never runs into Ned's panel beside it
                px = t.line_size(words, z.right - 4 - (r.right + 6), (13, 12, 11), True) or 11
                t.blit(surface, words, (r.right + 6, z.y + 10), px, theme.LIGHT, bold=True)
                t.blit(surface, "click to look", (r.right + 6, z.y + 30), 11, theme.MUTED)
            else:
                t.blit(surface, words, (z.centerx, r.bottom + 1), 13, theme.LIGHT, bold=True,
                       anchor="midtop")
            if hover:
                pygame.draw.rect(surface, theme.ACCENT_SOFT, z, 2, border_radius=8)

    #: A pile's top card (discard pile, Compost) is dimmed by this much (alpha of a dark
    #: veil) and drawn on the edges of the cards under it, so it reads as a pile, not as a
    #: fourth card on offer (a new player took the solo discard pile beside the offer for
    #: one, session 20).
    PILE_VEIL = 70
    PILE_EDGE = (3, 2)

    def _draw_pile_top(self, surface, cards: list, r: pygame.Rect) -> None:
        """The top card of a face-up pile of ``cards`` in card rect ``r``: up to two card
        edges under it (offset :data:`PILE_EDGE` up and to the left, one per further card),
        the card, then a veil of :data:`PILE_VEIL`."""
        dx, dy = self.PILE_EDGE
        for k in range(min(2, len(cards) - 1), 0, -1):
            edge = r.move(-dx * k, -dy * k)
            pygame.draw.rect(surface, (226, 220, 200), edge, border_radius=8)
            pygame.draw.rect(surface, (120, 110, 90), edge, 1, border_radius=8)
        self._shadowed(surface, self.pile_img(cards[-1], r.size), r.topleft)

    def pile_img(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        """Vegetable ``card`` as the top of a pile: its image of ``size`` (w, h px) under
        the :data:`PILE_VEIL`."""
        img = self.card_img(card, size).copy()
        veil = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (12, 40, 26, self.PILE_VEIL), veil.get_rect(), border_radius=8)
        img.blit(veil, (0, 0))
        return img

    def _draw_neighbours(self, surface, v) -> None:
        t = self.ctx.text
        hold = self.held()
        # a finished game keeps the last Neighbour phase's count on the tiles (the tokens
        # were turned back after it, G-6, but a player wants to see why it went as it did)
        final = hold is None and v.phase == "over" and bool(v.last_tiles)
        tiles = (dict(hold.tiles) if hold else dict(v.last_tiles) if final
                 else dict(v.tiles))                       # as the note counts them
        top = max(tiles.values()) if tiles else 0
        leaders = [i for i in v.neighbours if tiles[i] == top]
        name_px = self.neighbour_name_px(v)
        for i, nid in enumerate(v.neighbours):
            z = self.zone(f"neighbour.{i}")
            nb = self.data.neighbours[nid]
            idx = list(self.data.neighbours).index(nid)
            tile = self.neighbour_tile_rect(i)
            if self.ctx.art is not None:
                # every name at the one size all four share, so the tiles look alike
                surface.blit(self.ctx.art.neighbour_tile(nb.name, tile.size, idx, name_px), tile)
            else:
                panel(surface, tile)
                t.blit(surface, nb.name, (tile.x + 8, tile.y + 8), 14, theme.INK, bold=True)
            k = tiles[nid]
            box = pygame.Rect(z.right - 60, z.y + 2, 58, z.h - 4)
            pygame.draw.rect(surface, (20, 56, 38), box, border_radius=8)
            if self.ctx.art is not None and k:
                initials = "".join(w[0] for w in nb.name.replace("The ", "").split()[:2])
                r = min(12, box.h // 2 - 3)
                for j in range(min(k, 3)):
                    surface.blit(self.ctx.art.neighbour_token(idx, r, True, initials[:2]),
                                 (box.x + 3 + j * 5, box.centery - r))
            t.blit(surface, str(k), (box.right - 6, box.centery), 20,
                   theme.ACCENT_SOFT if k else theme.MUTED, bold=True, anchor="midright")
            if k and k == top and len(leaders) == 1:
                pygame.draw.rect(surface, theme.ACCENT, z.inflate(4, 4), 3, border_radius=10)
        tz = self.zone("tokens")
        n = hold.face_down if hold else len(v.face_down_tokens)
        icons = 0 if final else min(n, 10)      # a finished game has no pool left to draw
        if self.ctx.art is not None:
            for j in range(icons):
                surface.blit(self.ctx.art.neighbour_token(0, 11, False), (tz.x + 6 + j * 9,
                                                                         tz.y + 6))
        # the hint line under the tokens: the first wording that fits the zone at 11 px or
        # more: the full name, its short form (two players, where the zone is narrow: the
        # short name, not "the Neighbour outlined in gold", session 23's tester), then a
        # pointer to the gold outline
        hints: list[str] = []
        visitor = None
        if top and len(leaders) == 1:
            nb = self.data.neighbours[leaders[0]]
            visitor = (nb.name, short_neighbour_name(nb.id, nb.name))
        if hold:
            hints = ["the round is over: see the note"]
        elif final:
            # a finished game: the last phase's count, said as past (the log has the
            # tokens turned back after it; session 23's second tester read "19 tokens face
            # down" beside it as a contradiction)
            hints = ([f"{w} visited ({top} tokens)" for w in visitor] + [
                "the one outlined in gold visited"] if visitor
                else [f"a tie at {top}: nobody visited"])
        elif visitor:
            hints = [f"{w} would visit now" for w in visitor] + [
                "the Neighbour outlined in gold would visit now"]
        elif top:
            hints = ["tied: nobody would visit now"]
        words = ("last Neighbour phase:" if final
                 else f"{n} token{'s' * (n != 1)} face down")
        t.blit(surface, words, (tz.x + 6 + icons * 9 + (20 if icons else 0), tz.y + 8), 14,
               theme.LIGHT, bold=True)
        width = tz.w - 10
        for k, hint in enumerate(hints):
            size = t.line_size(hint, width, (13, 12, 11))
            if size is not None or k == len(hints) - 1:
                t.blit(surface, hint, (tz.x + 6, tz.y + 34), size or 11, theme.ACCENT_SOFT)
                break

    def neighbour_tile_rect(self, i: int) -> pygame.Rect:
        """The tile of the ``i``-th Neighbour (0..3), left of its token count."""
        z = self.zone(f"neighbour.{i}")
        return pygame.Rect(z.x, z.y, z.w - 64, z.h)

    def neighbour_name_px(self, v) -> int | None:
        """One bold size (px) for the names on all the Neighbour tiles of view ``v``: the
        largest at which every name fits its tile (:meth:`app.art.CardArt.neighbour_name_px`),
        so the four look alike instead of each being shrunk on its own; ``None`` without
        art."""
        if self.ctx.art is None or not v.neighbours:
            return None
        key = (tuple(v.neighbours), self.neighbour_tile_rect(0).size)
        memo = getattr(self, "_name_px", None)    # the Neighbours are fixed for the game:
        if memo is None or memo[0] != key:        # measured once, not every frame
            memo = self._name_px = (key, self.ctx.art.neighbour_name_px(
                [self.data.neighbours[nid].name for nid in v.neighbours], key[1]))
        return memo[1]

    def _draw_bees(self, surface, v) -> None:
        t = self.ctx.text
        rows = [("beehive", v.hive, "Beehive")]
        for seat in range(v.num_players):
            rows.append((f"supply.{self._off(seat)}", v.supply[seat],
                         "Your Bees" if self.session.is_human(seat) and v.num_players > 1
                         else ("Bees" if v.num_players == 1 else f"{self.name(seat)}'s Bees")))
        pending = self._pending_bees(v)
        for zname, k, label in rows:
            z = self.zone(zname)
            pygame.draw.rect(surface, (20, 56, 38), z, border_radius=10)
            d = pending.get(zname, 0)
            text, arrow = f"{label}: {k}", (f"→ {k + d}" if d else "")   # what Confirm makes
            size = 14                               # shrink until both fit the box
            while size > 10 and (t.font(size, True).size(text)[0] + 6
                                 + t.font(size, True).size(arrow)[0]) > z.w - 16:
                size -= 1
            r = t.blit(surface, text, (z.x + 8, z.y + 5), size, theme.LIGHT, bold=True)
            if arrow:
                t.blit(surface, arrow, (r.right + 6, z.y + 5), size, theme.ACCENT_SOFT,
                       bold=True)
            if self.ctx.art is not None:
                for x in self.bee_xs(v, zname, k):
                    surface.blit(self.ctx.art.bee(10), (x, z.bottom - 26))
        for text, box in self.bees_out_layout(v):
            t.blit(surface, text, box.topleft, BEES_OUT_PX, theme.MUTED)

    def bees_out_layout(self, v) -> list[tuple[str, pygame.Rect]]:
        """Where the Bees taken out of the game are counted (Bernard Betteravé, G-7):
        ``[("6 Bees out", rect), ("of the game", rect)]`` at :data:`BEES_OUT_PX`, right-aligned
        in the bottom right corner of the Beehive box (8 px in from its right edge, 3 px up
        from its bottom), below its title line; the box's Bees make room on its left
        (:meth:`bee_xs`).  It was drawn under the box, where it touched the box below
        (Ned's Compost with two players, the seat panel playing alone).  ``[]`` while no
        Bee is out."""
        k = v.bees_out
        if not k:
            return []
        t = self.ctx.text
        z = self.zone("beehive")
        lines = [f"{k} Bee{'s' * (k != 1)} out", "of the game"]
        step = t.line_height(BEES_OUT_PX)
        y = z.bottom - 3 - step * len(lines)
        out = []
        for i, text in enumerate(lines):
            w, h = t.font(BEES_OUT_PX).size(text)
            out.append((text, pygame.Rect(z.right - 8 - w, y + i * step, w, h)))
        return out

    def bee_xs(self, v, zname: str, k: int) -> list[int]:
        """Left x of each of the ``k`` Bee icons (20 px) in Bee box ``zname``: 20 px apart
        from 8 px in, closer when they would not fit the box; in the Beehive with Bees out
        of the game, within the room left of their count (:meth:`bees_out_layout`), 4 px
        clear of it."""
        z = self.zone(zname)
        caption = self.bees_out_layout(v) if zname == "beehive" else []
        if not caption:
            step = min(20, (z.w - 30) // max(1, k)) if k else 20
        else:
            room = min(box.x for _, box in caption) - 4 - (z.x + 8)
            step = 20 if k <= 1 else max(1, min(20, (room - 20) // (k - 1)))
        return [z.x + 8 + j * step for j in range(k)]

    def held_bee_change(self, v) -> int:
        """The viewer's Bee change if the planting held for Confirm is made (G-4: left
        pays one to the Beehive, right takes one from it; nothing on a free turn); 0 with
        no planting held."""
        held = self.provisional
        if held is None or held.kind != "plant" or v.free_turn:
            return 0
        return BEE_DELTA[POSITIONS.index(held.position)]

    def _pending_bees(self, v) -> dict[str, int]:
        """Bee changes a held planting would make, per zone name (:meth:`held_bee_change`,
        G-4)."""
        d = self.held_bee_change(v)
        if not d:
            return {}
        return {"beehive": -d, f"supply.{self._off(self.viewer())}": d}

    def _draw_seat(self, surface, v, seat: int) -> None:
        t = self.ctx.text
        z = self.seat_zone("seat", seat)
        current = v.current_player == seat and v.phase != "over"
        pygame.draw.rect(surface, (16, 44, 30), z, border_radius=10)
        pygame.draw.rect(surface, theme.ACCENT if current else (70, 110, 84), z,
                         3 if current else 2, border_radius=10)
        kind = self.session.setup.seats[seat]
        level = "" if kind == "human" else f" · AI {ai_level_words(kind)}"
        who = self.name(seat) + level
        if current and not self.session.is_human(seat) and not self.read_only \
                and not self.between_rounds():    # the AI waits for the Neighbour visit
            # in place of the level, so it never runs into the points line below
            who = self.name(seat) + " · thinking" + "." * (1 + int(self.since_move * 3) % 3)
        t.blit(surface, who, (z.x + 10, z.y + 6), 16, theme.LIGHT, bold=True)
        total = v.breakdown(seat)[-1][1]
        line = f"planted {v.planted[seat]}/15 · now {total} pts"
        if v.num_players > 1 and seat == self.viewer() and self.provisional is not None:
            # the reading with the held placement (solo: the Garden Club box says it)
            _, with_it = self.club_reading(v)
            line = f"if {self.held_verb()}: {with_it[-1][1]} pts (now {total})"
        t.blit(surface, line, (z.x + 10, z.y + 30), 14, theme.ACCENT_SOFT)

    def _draw_plot(self, surface, v, seat: int, lit: set) -> None:
        t = self.ctx.text
        z = self.seat_zone("plot", seat)
        g = self.shown_grid(seat, v)         # part of the way while a re-lay glides
        garden = self.shown_garden(seat, v)
        hoppers = set(self.shown_hoppers(seat, v))
        pygame.draw.rect(surface, (22, 60, 40), z, border_radius=12)
        lag = self.landing_lag()       # an AI's card in flight: its count waits as well
        said = lag.before.garden(seat) if lag is not None and seat != self.viewer() else garden
        t.blit(surface, g.caption(said), (z.x + 10, z.y + 4), 13, theme.LIGHT)  # < CAPTION_H
        # the slot a drop would go to now, glowing brighter (aim_point: a card dragged over
        # a slot with the pointer just beside the garden goes there)
        pointer_slot = None
        if seat == self.viewer():
            pointer_slot = g.slot_at(self.aim_point(self.drag, self.pointer, g))
        # slots that come into view with a re-lay glide in from where the old layout would
        # have them, which may be past the panel's edge for a few frames: kept on the panel
        clip = surface.get_clip()
        surface.set_clip(z.clip(clip))
        for slot in g.slots():
            cell = g.card_rect(slot)
            if slot not in g.band:
                if slot in g.faded:          # ruled out by the held planting: a faint trace
                    pygame.draw.rect(surface, (32, 74, 52), cell, 1, border_radius=6)
                continue                     # else shown only for a Grasshopper left behind
            in_core = slot in g.core
            col = (56, 112, 76) if in_core else (40, 88, 60)
            pygame.draw.rect(surface, col, cell, 1 if not in_core else 2, border_radius=6)
            if slot in lit:
                glow = pygame.Surface(cell.size, pygame.SRCALPHA)
                glow.fill((255, 214, 90, 60 if slot != pointer_slot else 130))
                surface.blit(glow, cell)
                pygame.draw.rect(surface, theme.ACCENT, cell, 2, border_radius=6)
        surface.set_clip(clip)
        # the frame as it stands (only once all of it is settled), around its 6 x 3 slots
        # also when a Grasshopper left outside it widens the grid (G-8)
        if g.fixed_cols and g.fixed_rows:
            pygame.draw.rect(surface, (120, 170, 130), g.frame_rect().inflate(6, 6), 2,
                             border_radius=10)
        flying = self.hidden()
        # a card gliding with a re-lay is drawn here by its slide, under the Roses and
        # Grasshoppers on it like the others (same clock as the grid: on its slot)
        slides = {tw.what[3][1]: tw for tw in self.tweens
                  if tw.what[0] == "slide" and tw.what[3][0] == seat and not tw.done}
        unscored = self.unscored_at_end(garden)
        for slot, n in garden.items():
            r = g.card_rect(slot)
            if slot in slides:
                r.topleft = (round(slides[slot].pos()[0]), round(slides[slot].pos()[1]))
            elif (seat, slot) in flying:
                continue
            self._shadowed(surface, self.card_img(n, r.size), r.topleft)
            if slot in unscored:
                dim = pygame.Surface(r.size, pygame.SRCALPHA)
                dim.fill((20, 30, 24, 140))
                surface.blit(dim, r)
            if slot in lit:
                moving = self.drag.kind if self.drag else (self.selected[0] if self.selected
                                                           else "")
                pygame.draw.rect(surface, theme.DANGER if moving == "offer" else theme.ACCENT,
                                 r.inflate(4, 4), 3, border_radius=8)
        if seat == 0:
            landing = self.roses_over_landing(v)       # drawn after the moving cards
            self._draw_roses(surface, g, [rs for rs in self.shown_roses(v) if rs not in landing])
        off = self.off_plot_hoppers(seat, v)
        for slot in hoppers:
            cell = g.card_rect(slot)
            if slot in off:                  # no card can go under it: it costs nothing
                self._draw_hopper_off(surface, cell)
            else:
                self._draw_hopper(surface, self.hopper_on(cell, slot in garden))
        # the hint's outline and word, after the cards: its word under a slot above a card
        # was hidden by that card (session 22's check)
        hm = getattr(self, "hint_move", None)
        # not while a planting is held: the person has chosen, and the grid may have
        # re-laid itself around the held card (a tester saw the label under another slot)
        spots = [hm[1]] if hm is not None else list(getattr(self, "hint_slots", ()))
        if (spots and seat == self.viewer() and self.session.human_to_act()
                and self.provisional is None):
            # a Rose's pair in one outline (G-9)
            cell = g.card_rect(spots[0]).unionall([g.card_rect(x) for x in spots[1:]])
            cell = cell.inflate(8, 8)
            pygame.draw.rect(surface, (120, 220, 255), cell, 3, border_radius=8)
            if self.drag is None:      # a dragged card's cost pill would cover the word
                if len(spots) == 1 and spots[0] not in garden:
                    # inside the empty slot: nothing there to cover or be covered
                    t.blit(surface, "hint", cell.center, 12, (150, 230, 255), bold=True,
                           anchor="center")
                else:
                    # under a card (a Rose, a Compost): on a dark pill, as on a card's
                    # header the light blue word could not be read (session 24's tester)
                    w, h = t.font(12, True).size("hint")
                    pill = pygame.Rect(0, 0, w + 8, h)
                    pill.midtop = (cell.centerx, cell.bottom + 1)
                    pygame.draw.rect(surface, PILL_DARK, pill, border_radius=5)
                    t.blit(surface, "hint", pill.center, 12, (150, 230, 255), bold=True,
                           anchor="center")

    def off_plot_hoppers(self, seat: int, v) -> set:
        """Slots of ``seat``'s Grasshoppers (as drawn, a held one included) that lie off the
        plot: the cards fix the 6 x 3 frame elsewhere, so no card can be planted under them
        and they cost nothing (G-2, G-8; :func:`app.garden_grid.off_plot`)."""
        return off_plot(self.shown_garden(seat, v), self.shown_hoppers(seat, v),
                        dict(v.options).get("fixed_plot") == "on")

    def off_plot_words(self, card: pygame.Rect) -> tuple[str, int] | None:
        """(words, bold px) written under a Grasshopper off the plot in its slot ``card``
        (the card rect of the slot): ``"off the plot"`` at 11 down to 9 px within the card's
        width less 4 px, else ``"off plot"``; ``None`` when neither fits."""
        t = self.ctx.text
        for words in ("off the plot", "off plot"):
            size = t.line_size(words, card.w - 4, (11, 10, 9), True)
            if size is not None:
                return words, size
        return None

    def off_plot_label_rect(self, card: pygame.Rect) -> pygame.Rect | None:
        """Where :meth:`off_plot_words` go under a Grasshopper off the plot in slot ``card``:
        just below the token, inside the card rect; ``None`` when nothing is written."""
        fit = self.off_plot_words(card)
        if fit is None:
            return None
        words, size = fit
        w, h = self.ctx.text.font(size, True).size(words)
        token = self.hopper_on(card, False)
        r = pygame.Rect(0, 0, w + 6, h + 2)
        r.midtop = (card.centerx, token.bottom + 3)
        if r.bottom > card.bottom:
            r.bottom = card.bottom
        return r

    def _draw_hopper_off(self, surface, card: pygame.Rect) -> None:
        """A Grasshopper off the plot (G-2, G-8) in slot ``card``: the slot outlined faintly
        (it is outside the frame), the token dimmed, and "off the plot" under it; pointing
        at it says what that means (:meth:`hopper_words`)."""
        pygame.draw.rect(surface, (70, 96, 78), card, 1, border_radius=6)
        hr = self.hopper_on(card, False)
        cache = self._dim_hoppers
        img = cache.get(hr.size)
        if img is None:                       # drawn once per size, not every frame
            img = pygame.Surface(hr.size, pygame.SRCALPHA)
            self._draw_hopper(img, img.get_rect())
            img.set_alpha(120)
            cache[hr.size] = img
        surface.blit(img, hr)
        box = self.off_plot_label_rect(card)
        if box is not None:
            words, size = self.off_plot_words(card)
            pygame.draw.rect(surface, (16, 40, 28), box, border_radius=4)
            self.ctx.text.blit(surface, words, box.center, size, theme.ACCENT_SOFT, bold=True,
                               anchor="center")

    @staticmethod
    def _draw_roses(surface, g, roses) -> None:
        """Each Rose of ``roses`` (left slots, G-9) as a band across the middle of its two
        cards in grid ``g``, with a bloom between them (:func:`draw_bloom`), drawn over the
        cards.  The band is a quarter of a card high and lets the pictures show through (a
        third, more opaque, hid most of both cards' pictures, a tester)."""
        for c, r in roses:
            a, b = g.card_rect((c, r)), g.card_rect((c + 1, r))
            band = pygame.Rect(a.centerx, 0, b.centerx - a.centerx, a.h // 4)
            band.centery = a.centery
            s = pygame.Surface(band.size, pygame.SRCALPHA)
            s.fill((220, 60, 100, 120))
            surface.blit(s, band)
            draw_bloom(surface, band.center, min(a.h // 3, 18) // 2 + 7)

    def roses_over_landing(self, v) -> list:
        """Roses (left slots, solo, G-9) one of whose two slots a card is still flying into
        (a planting under a Rose, drawn by its tween over the garden): they are drawn again
        after the moving cards (and only then), so the card lands under its Rose instead of
        hiding half of it until it has landed."""
        if v.num_players != 1:
            return []
        landing = {tw.what[3][1] for tw in self.tweens if tw.what[0] in ("card", "visit")
                   and tw.what[3] is not None and tw.what[3][0] == 0 and not tw.done}
        return [(c, r) for c, r in self.shown_roses(v)
                if (c, r) in landing or (c + 1, r) in landing]

    @staticmethod
    def hopper_on(cell: pygame.Rect, on_card: bool) -> pygame.Rect:
        """Where a Grasshopper token in a garden slot is drawn: about 70 % of the card's
        width (at most 44 px), so it reads as a token like the Neighbour tokens.  On a card
        it sits on the picture, leaving the points, the Vegetable number and the name in
        sight (the numbers decide the Neighbours, G-7); on an empty slot it is centred."""
        d = min(44, max(14, int(cell.w * 0.7)))
        hr = pygame.Rect(0, 0, d, d)
        hr.center = (cell.centerx, cell.y + int(cell.h * 0.46)) if on_card else cell.center
        return hr

    def unscored_at_end(self, garden: dict) -> set:
        """Once the game is over, the slots of ``garden`` whose card scores nothing (no
        orthogonal neighbour of its type, G-11), drawn dimmed so the Garden Club's reading
        can be checked against the garden; empty while the game goes on."""
        if not self.session.state.is_terminal():
            return set()
        return set(garden) - scoring.scored_slots(garden, self.data)

    def hopper_cost(self, seat: int, v, slot) -> int:
        """Points the Grasshopper in ``slot`` of ``seat``'s garden (as drawn) takes now: the
        Grasshopper penalty with it less the penalty without it (G-8).  Their sum over the
        garden's Grasshoppers is the breakdown's "Grasshoppers" line; one off the plot or on
        an empty slot takes 0."""
        garden = self.shown_garden(seat, v)
        hoppers = list(self.shown_hoppers(seat, v))
        full = sum(scoring.grasshopper_penalties(garden, hoppers, self.data).values())
        rest = [h for h in hoppers if h != slot]
        return full - sum(scoring.grasshopper_penalties(garden, rest, self.data).values())

    def hopper_words(self, seat: int, v, slot) -> str:
        """What the Grasshopper in ``slot`` of ``seat``'s garden means for the score, shown
        while the pointer rests on it (G-2, G-6, G-8): off the plot (no card can go under
        it, it costs nothing), on an empty slot (nothing yet), or on a card (each scored
        card of its type beside it scores a point less: the points it takes now,
        :meth:`hopper_cost`)."""
        over = self.session.state.is_terminal()
        if slot in self.off_plot_hoppers(seat, v):
            words = ("Grasshopper off the plot: the cards fix the garden's 6 x 3 frame without"
                     " this slot, so no Vegetable can be planted under it and it costs"
                     " nothing.")
            if not over:
                words += (" The slot comes back into the plot only if Neighbours take away"
                          " the cards along the plot's far edge.")
            return words
        n = self.shown_garden(seat, v).get(slot)
        if n is None:
            if over:
                return "Grasshopper on an empty slot: no card under it, so it cost nothing."
            return ("Grasshopper on an empty slot: it costs nothing now; a Vegetable planted"
                    " under it makes each scored card of its type beside it score 1 point"
                    " less.")
        kind = self.data.types[self.data.veg(n).type].singular
        cost = self.hopper_cost(seat, v, slot)
        if cost:
            pts = f"{cost} point{'s' * (cost != 1)}"
            return (f"Grasshopper on the {self.card_name(n)}: each scored {kind} beside it"
                    f" scores 1 point less; it {'took' if over else 'takes'} {pts}"
                    f"{'' if over else ' now'}.")
        return (f"Grasshopper on the {self.card_name(n)}: no scored {kind} beside it, so it"
                f" costs nothing{'' if over else ' now'}.")

    def hopper_rects(self, seat: int, v) -> dict:
        """``{slot: rect}`` of ``seat``'s Grasshopper tokens as drawn now (with the words
        under one off the plot), for pointing at them."""
        hoppers = self.shown_hoppers(seat, v)
        if not hoppers:
            return {}
        g = self.shown_grid(seat, v)
        garden = self.shown_garden(seat, v)
        off = self.off_plot_hoppers(seat, v)
        out = {}
        for slot in hoppers:
            card = g.card_rect(slot)
            r = self.hopper_on(card, slot in garden and slot not in off)
            if slot in off:
                label = self.off_plot_label_rect(card)
                if label is not None:
                    r = r.union(label)
            out[slot] = r
        return out

    def hopper_under(self, pos, v) -> tuple[int, tuple[int, int]] | None:
        """(seat, slot) of the garden Grasshopper drawn under ``pos``, else ``None``."""
        for seat in range(v.num_players):
            for slot, r in self.hopper_rects(seat, v).items():
                if r.collidepoint(pos):
                    return seat, slot
        return None

    def pointer_tip_words(self, v) -> str | None:
        """What the pointer rests on says: a Grasshopper in a garden its cost
        (:meth:`hopper_words`, G-8), a Neighbour tile what that Neighbour takes (its card
        text, G-7; a tester could not tell without opening the rules); else ``None``."""
        hit = self.hopper_under(self.pointer, v)
        if hit is not None:
            return self.hopper_words(hit[0], v, hit[1])
        for i, nid in enumerate(v.neighbours):
            if self.zone(f"neighbour.{i}").collidepoint(self.pointer):
                nb = self.data.neighbours[nid]
                return f"{nb.name}: {nb.text}"
        return None

    def pointer_tip_layout(self, v) -> tuple[list[str], pygame.Rect] | None:
        """(lines, box) of the note shown while the pointer rests on a Grasshopper or a
        Neighbour tile (:meth:`pointer_tip_words`), 13 px lines at most 300 px wide, below
        and right of the pointer (above it near the prompt bar), inside the table; ``None``
        when the pointer is on neither, or an item is being dragged, or a Neighbour note or
        another scene is over the table (:meth:`covered`), or until the pointer moves
        :data:`ZOOM_QUIET` px after a drop, click, Confirm or an overlay's closing (a new
        player's dropped Grasshopper at once hid the Garden Club box under its note; a
        Neighbour tile's note sprang up on clicking a hint's "Do it", session 20)."""
        if (self.drag is not None or self.banner_up() or self.covered()
                or getattr(self, "zoom_quiet", None) is not None):
            return None
        words = self.pointer_tip_words(v)
        if words is None:
            return None
        memo = self._tip_lines
        lines = memo.get(words)
        if lines is None:                     # wrapped once per sentence, not every frame
            if len(memo) > 64:
                memo.clear()
            lines = memo[words] = self.ctx.text.wrap(words, 13, 300)
        font = self.ctx.text.font(13)
        w = max(font.size(ln)[0] for ln in lines) + 16
        h = len(lines) * 17 + 10
        box = pygame.Rect(self.pointer[0] + 16, self.pointer[1] + 18, w, h)
        if box.bottom > PROMPT.y - 2:
            box.bottom = self.pointer[1] - 12
        box.clamp_ip(pygame.Rect(0, 0, 1280, 720))
        return lines, box

    def card_zoom_layout(self, v) -> tuple[int, pygame.Rect] | None:
        """(Vegetable number, rect) of the enlarged card shown while the pointer rests on a
        garden card drawn narrower than :data:`ZOOM_BELOW` px (a tester could not read the
        names and numbers on the 36 x 50 px cards of a two-player garden whose frame is
        not settled yet): :data:`ZOOM_SIZE`, right of the pointer (left of it near the
        table's right edge), inside the table.  ``None`` elsewhere, while an item is
        pressed, dragged or picked up to be placed by a click (the card would hide the
        slots beside the pointer), while a Neighbour note is up, where a Grasshopper's
        note is shown, on a held planting (the pointer rests there after the drop, and
        the enlarged card covered the held card's note of its Bee cost), or until the
        pointer moves :data:`ZOOM_QUIET` px after a drop, click or Confirm (it covered the
        cards round the one just planted)."""
        if (self.drag is not None or self.press is not None or self.selected is not None
                or self.banner_up() or self.covered()
                or getattr(self, "zoom_quiet", None) is not None):
            return None
        if self.hopper_under(self.pointer, v) is not None:
            return None
        for seat in range(v.num_players):
            if not self.seat_zone("plot", seat).collidepoint(self.pointer):
                continue                        # every frame: nothing to work out
            g = self.shown_grid(seat, v)
            if g.card[0] >= ZOOM_BELOW:
                continue
            slot = g.slot_at(self.pointer)
            card = self.shown_garden(seat, v).get(slot) if slot is not None else None
            held = self._held(seat, "plant")
            if held is not None and held.slot == slot:
                continue
            if card is None or not g.card_rect(slot).collidepoint(self.pointer):
                continue
            box = pygame.Rect(0, 0, *ZOOM_SIZE)
            box.midleft = (self.pointer[0] + 18, self.pointer[1])
            if box.right > 1272:
                box.midright = (self.pointer[0] - 18, self.pointer[1])
            box.clamp_ip(pygame.Rect(8, 8, 1264, PROMPT.y - 12))
            return card, box
        return None

    def _draw_card_zoom(self, surface, v) -> None:
        placed = self.card_zoom_layout(v)
        if placed is None:
            return
        card, box = placed
        self._shadowed(surface, self.card_img(card, box.size), box.topleft)

    def _draw_pointer_tip(self, surface, v) -> None:
        placed = self.pointer_tip_layout(v)
        if placed is None:
            return
        lines, box = placed
        pygame.draw.rect(surface, (255, 248, 220), box, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=8)
        y = box.y + 5
        for ln in lines:
            self.ctx.text.blit(surface, ln, (box.x + 8, y), 13, theme.INK)
            y += 17

    def _draw_hopper(self, surface, r: pygame.Rect) -> None:
        """A Grasshopper token: a green disc with a little hopper."""
        pygame.draw.circle(surface, (30, 60, 20), r.center, r.w // 2)
        pygame.draw.circle(surface, (120, 190, 60), r.center, r.w // 2 - 2)
        cx, cy = r.center
        u = r.w / 30
        pygame.draw.ellipse(surface, (40, 90, 30), (cx - 9 * u, cy - 3 * u, 16 * u, 7 * u))
        pygame.draw.line(surface, (40, 90, 30), (cx + 2 * u, cy), (cx + 8 * u, cy - 7 * u),
                         max(1, int(2 * u)))
        pygame.draw.line(surface, (40, 90, 30), (cx + 8 * u, cy - 7 * u),
                         (cx + 10 * u, cy + 6 * u), max(1, int(2 * u)))
        pygame.draw.circle(surface, (20, 30, 10), (int(cx - 7 * u), int(cy - 1 * u)),
                           max(1, int(1.5 * u)))

    def _draw_pending(self, surface, v) -> None:
        """The revealed Grasshopper waiting to be placed."""
        if (v.phase != "grasshopper" or v.pending_grasshoppers <= 0
                or self.provisional is not None
                or self.landing_lag() is not None):   # turned up by a card still flying
            return
        r = self.hopper_rect()
        if not self._moving("hopper", 0):
            self._draw_hopper(surface, r)
        if self.session.human_to_act():
            pygame.draw.circle(surface, theme.ACCENT, r.center, r.w // 2 + 4, 3)
        self.ctx.text.blit(surface, "Grasshopper!", (r.centerx, r.y - 14), 13,
                           theme.ACCENT_SOFT, bold=True, anchor="center")

    def held_name(self, held) -> str:
        """What the held placement ``held`` puts down, as a name: ``"Radish 27"``,
        ``"Grasshopper"`` (G-8) or ``"Rose"`` (G-9); for the note, the prompt and the
        press that cannot move anything meanwhile."""
        if held.kind == "plant":
            return self.card_name(held.card) if held.card else "Card"
        return "Grasshopper" if held.kind == "grasshopper" else "Rose"

    def held_note(self, v) -> str:
        """What the held placement will do on Confirm, in a few words (Bee cost pending)."""
        held = self.provisional
        if held is None:
            return ""
        if held.kind == "plant":
            note = "free (Ferwig-Radishers)" if v.free_turn else gm.COST_WORDS[held.position]
            if held.composts is not None:
                note += f" · composts {self.card_name(held.composts)} (−2)"
            return note + " · pending"
        return "pending"

    @staticmethod
    def held_note_box(box: pygame.Rect, held_rect: pygame.Rect, g, slots, held,
                      clear: list[pygame.Rect] | tuple = ()) -> pygame.Rect:
        """Where the held placement's note (``box``, its size) goes (``g``: the
        :class:`app.garden_grid.PlotGrid`, ``slots``: the planted slots): under the held card,
        else above it, else beside it (right, then left; in a full garden "pending" covered
        the names of a Rose's two cards), when that covers no other card of the garden (it
        hid the top and the badge of the card below) and stays inside the garden's panel
        below its caption line (a held card in the top row put it over "12 in the garden · 6
        of 6 columns…").  When none of those is free (a full garden: cards on every side)
        it goes to the free place of the panel nearest the held card (:func:`free_spot`),
        e.g. the felt above or below the grid; it is never put on the held card itself (it
        was, clamped into the panel, over the held card's name and its neighbour's).  Away
        from its card the note names it (:meth:`held_note_layout`).  Only when the panel
        has no free place at all does it leave the panel, still covering no card.  Kept
        above the prompt bar (y < 596) and, when it fits, inside the panel's width.
        ``clear``: more rects it must not cover, as a card (a Grasshopper's "off the plot"
        label)."""
        others = [g.card_rect(s) for s in slots if s != held.slot
                  and not (held.kind == "rose" and s == (held.slot[0] + 1, held.slot[1]))]
        others += list(clear)
        screen = pygame.Rect(0, 0, 1280, 596)
        area = g.zone.clip(screen)
        # and within the panel's width (a held card at the left edge of a narrow
        # two-player panel put its note out to x = 2)
        if box.w <= area.w - 8:
            screen = pygame.Rect(area.x + 4, 0, area.w - 8, 596)
        area.top = min(area.bottom, g.zone.y + CAPTION_H)      # under the caption line
        for place in ("below", "above", "right", "left"):
            b = box.copy()
            if place == "below":
                b.midtop = (held_rect.centerx, held_rect.bottom + 3)
            elif place == "above":
                b.midbottom = (held_rect.centerx, held_rect.top - 3)
            elif place == "right":       # beside it, on an empty slot (a full garden)
                b.midleft = (held_rect.right + 3, held_rect.centery)
            else:
                b.midright = (held_rect.left - 3, held_rect.centery)
            b.clamp_ip(screen)
            if (b.top >= area.top and b.bottom <= area.bottom and not b.collidelistall(others)
                    and not b.colliderect(held_rect)):
                return b
        blocked = [*others, held_rect]
        if g.fixed_cols and g.fixed_rows:        # the settled frame's outline (_draw_plot)
            f = g.frame_rect().inflate(6, 6)
            blocked += [pygame.Rect(f.x, f.y, f.w, 2), pygame.Rect(f.x, f.bottom - 2, f.w, 2),
                        pygame.Rect(f.x, f.y, 2, f.h), pygame.Rect(f.right - 2, f.y, 2, f.h)]
        inside = area.clip(screen)
        spot = free_spot(box.size, held_rect, blocked, inside)
        if spot is None:                 # no room in the panel: anywhere above the prompt
            spot = free_spot(box.size, held_rect, blocked, pygame.Rect(0, 0, 1280, 596))
        if spot is not None:
            return spot
        b = box.copy()                   # nowhere free on the whole table: under the card
        b.midtop = (held_rect.centerx, held_rect.bottom + 3)
        return b.clamp(pygame.Rect(0, 0, 1280, 596))

    def held_note_layout(self, v) -> tuple[str, pygame.Rect, pygame.Rect] | None:
        """(words, note rect, held rect) of the held placement's note as drawn now, in the
        garden's grid as drawn (:meth:`shown_grid`); ``None`` with nothing held.  The note
        goes where :meth:`held_note_box` puts it; when that is not beside the held card (a
        full garden: the nearest free felt may be beyond another card), the words name what
        they are about ("Radish 20: costs 1 Bee · pending", "Rose: pending")."""
        held = self.provisional
        if held is None:
            return None
        g = self.shown_grid(self.viewer(), v)
        r = g.card_rect(held.slot)
        if held.kind == "rose":
            r = r.union(g.card_rect((held.slot[0] + 1, held.slot[1])))
        font = self.ctx.text.font(12, True)
        slots = list(self.shown_garden(self.viewer(), v))
        # the Grasshopper tokens are kept clear too, with an "off the plot" label under one
        # (testers found the note over such a label, and "free · pending" over a token)
        clear = [b for s, b in self.hopper_rects(self.viewer(), v).items()
                 if not (held.kind == "grasshopper" and s == held.slot)]
        words = self.held_note(v)
        # the search for free felt (free_spot) runs once per layout, not every frame
        key = (held, words, tuple(r), tuple(tuple(g.card_rect(s)) for s in slots),
               tuple(map(tuple, clear)), tuple(g.zone), g.fixed_cols, g.fixed_rows)
        memo = self._held_note
        if memo is not None and memo[0] == key:
            return memo[1]
        box = self.held_note_box(pygame.Rect((0, 0), font.size(words)).inflate(10, 4), r, g,
                                 slots, held, clear)
        gap = max(r.left - box.right, box.left - r.right, r.top - box.bottom,
                  box.top - r.bottom)
        if gap > 6:                              # away from its card: say which one
            words = f"{self.held_name(held)}: {words}"
            box = self.held_note_box(pygame.Rect((0, 0), font.size(words)).inflate(10, 4), r,
                                     g, slots, held, clear)
        self._held_note = (key, (words, box, r))
        return words, box, r

    def _draw_held(self, surface, v) -> None:
        """Outline the held placement and write its pending cost beside it
        (:meth:`held_note_layout`); a note placed away from it is tied to it by a line
        (:func:`leader_line`)."""
        placed = self.held_note_layout(v)
        if placed is None:
            return
        words, box, r = placed
        pygame.draw.rect(surface, theme.ACCENT_SOFT, r.inflate(6, 6), 3, border_radius=9)
        line = leader_line(box, r.inflate(6, 6))
        if line is not None:                     # away from its card: tied to it
            pygame.draw.line(surface, theme.ACCENT, *line, 2)
        img = self.ctx.text.render(words, 12, theme.INK, bold=True)
        pygame.draw.rect(surface, (255, 248, 220), box, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=8)
        surface.blit(img, img.get_rect(center=box.center))

    def _draw_pass_row(self, surface, v, lit) -> None:
        """Two players: the opponent's next row, where the passed card lands (G-12)."""
        t = self.ctx.text
        mine = self.session.human_to_act() and v.phase == "pass"
        if not mine:
            return
        opp = self.opponent()
        other = self.name(opp)
        z0 = self.zone("pass.left")
        t.blit(surface, f"{other}'s row:", (z0.x - 6, z0.centery), 13, theme.ACCENT_SOFT,
               bold=True, anchor="midright")
        for pos in POSITIONS:
            z = self.zone(f"pass.{pos}")
            on = f"pass.{pos}" in lit
            hover = z.collidepoint(self.pointer) and on
            s = pygame.Surface(z.size, pygame.SRCALPHA)
            s.fill((255, 214, 90, 110 if hover else (50 if on else 20)))
            surface.blit(s, z)
            pygame.draw.rect(surface, theme.ACCENT if on else (80, 120, 90), z, 2,
                             border_radius=8)
            t.blit(surface, pos, (z.centerx, z.y + 16), 14, theme.LIGHT, bold=True,
                   anchor="center")
            cost = gm.pass_cost_label(pos, other, v.supply[opp], v.hive,
                                      bool(v.ferwig_pending))     # G-7: centre only
            # "Beehive empty" / "Ned has no Bee" shrink (and wrap) to stay inside the box
            size, lines, step = t.fit(cost, z.w - 8, z.bottom - (z.y + 27) - 2, range(11, 7, -1))
            y = z.y + 38 - (len(lines) - 1) * step / 2
            for ln in lines:
                t.blit(surface, ln, (z.centerx, int(y)), size, theme.LIGHT, anchor="center")
                y += step

    def held_breakdown(self, v) -> list[tuple[str, int]] | None:
        """While a placement waits for Confirm: the Garden Club's reading of the person's
        garden with it (G-8..G-11) as ``v.breakdown`` gives it: a planting with its Compost
        (G-2) and its Bee (G-4), a Rose (G-9, solo) or a Grasshopper (G-8) where it lies;
        ``None`` with nothing held (a tester wanted to see what a Compost move would score
        before confirming it; session 26's, the same in a two-player game)."""
        h = self.provisional
        if h is None:
            return None
        me = self.viewer()
        garden = v.garden(me)
        hoppers, roses = tuple(v.grasshoppers[me]), tuple(v.roses)
        compost, supply = len(v.compost[me]), v.supply[me]
        if h.kind == "plant":
            garden[h.slot] = h.card
            compost += h.composts is not None
            supply += self.held_bee_change(v)
        elif h.kind == "rose":        # +5 while it covers its pair (G-9; a new player
            roses += (h.slot,)        # saw no preview for a held Rose)
        elif h.kind == "grasshopper":
            hoppers += (h.slot,)      # its cost to the cards beside it (G-8)
        else:
            return None
        return scoring.breakdown(garden, hoppers, roses, compost, supply,
                                 dict(v.options)["fixed_plot"] == "on")

    def held_verb(self) -> str:
        """"planted" for a held planting, "placed" for a held Rose or Grasshopper."""
        return "planted" if self.provisional.kind == "plant" else "placed"

    def club_reading(self, v) -> tuple[str, list[tuple[str, int]]]:
        """(title, lines) of the Garden Club's reading of the person's garden (the solo
        Garden Club box; a two-player seat box takes the held total from it): the reading
        now, ``"Garden Club now: N"``, or with a placement held for Confirm the reading with
        it, ``"If planted: N (now M)"`` (``"If placed"`` for a Rose or a Grasshopper,
        :meth:`held_breakdown`).  Worked out when the view or the held planting changes,
        not every frame (``_club_reading``)."""
        held = self.provisional.text if self.provisional is not None else None
        memo = self._club_reading
        if memo is not None and memo[0] == (v, held):
            return memo[1], memo[2]
        lines = v.breakdown(self.viewer())
        title = f"Garden Club now: {lines[-1][1]}"
        with_it = self.held_breakdown(v)
        if with_it is not None:
            title = f"If {self.held_verb()}: {with_it[-1][1]} (now {lines[-1][1]})"
            lines = with_it
        self._club_reading = ((v, held), title, lines)
        return title, lines

    def _draw_eudora(self, surface, v) -> None:
        """Solo: the Garden Club's reading so far, and the Roses (Romancing Eudora)."""
        t = self.ctx.text
        z = self.zone("eudora")
        pygame.draw.rect(surface, (20, 56, 38), z, border_radius=10)
        title, lines = self.club_reading(v)
        total = lines[-1][1]
        word = self.data.ribbon(total)
        t.blit(surface, title, (z.x + 10, z.y + 6), 15, theme.ACCENT_SOFT, bold=True)
        y = z.y + 28
        body = lines[:-1]
        if not body:
            t.blit(surface, "nothing scores yet", (z.x + 10, y), 12, theme.MUTED)
        # every line counts: a long reading folds its Vegetables (then Awards) into one
        # line each rather than hiding the Compost, Roses or Grasshoppers under "+ N more"
        room = max(5, (z.h - 28) // 15)
        # a folded line names its types where it ends clear of the points column
        label_room = club_label_room(z, t.font(12))
        shown = club_lines(body, room, lambda label: t.font(12).size(label)[0] <= label_room)
        for label, pts in shown:
            t.blit(surface, f"{label}", (z.x + CLUB_LABEL_X, y), 12, theme.MUTED)
            t.blit(surface, f"{pts:+d}", (z.right - CLUB_POINTS_IN, y), 12, theme.MUTED,
                   anchor="topright")
            y += 15
        note = off_plot_note(len(self.off_plot_hoppers(0, v)))
        if note and len(shown) < room:       # they take nothing (G-8): said, not counted
            t.blit(surface, note, (z.x + 10, y), 12, theme.ACCENT_SOFT)
        draw_ribbon(surface, (z.right - CLUB_RIBBON_IN, z.y + 44), word, CLUB_RIBBON_R)
        if dict(v.options).get("roses") == "on":
            hold = self.held()
            words = roses_line(v, hold is not None, hold.roses_out if hold else 0)
            for i, line in enumerate(t.wrap(words, 12, z.w - 14)):
                t.blit(surface, line, (z.x + 10, z.bottom + 4 + 15 * i), 12, theme.LIGHT)

    def shown_log(self) -> list:
        """The log lines drawn now: all of them, but while a round's banner is up not those
        from the tokens' turning back on (the next round's first draw, or the Evaluation),
        which the note says come when it closes (:class:`RoundEndHold`)."""
        hold = self.held()
        log = self.session.log
        if hold and hold.log_hidden:
            log = log[:len(log) - hold.log_hidden]
        lag = self.landing_lag()
        if lag is not None:                    # an AI's card still on its way: its lines wait
            n = len(log)
            while n and log[n - 1].ply >= lag.ply:
                n -= 1
            log = log[:n]
        return log

    #: Logical px per log line; the log's text size.
    LOG_STEP, LOG_PX = 17, 13

    def log_lines(self) -> list[tuple[str, bool]]:
        """The whole log as drawn (:meth:`shown_log`), wrapped to the panel: (line, first
        line of an entry).  Each entry is wrapped once (the log of one game only grows, or
        shrinks back while a round's note holds its last entries).  While the log is
        scrolled back a new entry keeps the lines being read in place (``log_scroll``
        grows with it)."""
        log = self.shown_log()
        wrapped = getattr(self, "_log_wrapped", None)
        if wrapped is None:
            wrapped = self._log_wrapped = []
            self._log_flat: list[tuple[str, bool]] = []
        if len(wrapped) == len(log):
            return self._log_flat
        before = sum(len(w) for w in wrapped)
        del wrapped[len(log):]
        t = self.ctx.text
        for entry in log[len(wrapped):]:
            wrapped.append(t.wrap(self.with_names(entry.text), self.LOG_PX, LOG.w - 24))
        self._log_flat = [(ln, j == 0) for w in wrapped for j, ln in enumerate(w)]
        if self.log_scroll and len(self._log_flat) > before:
            self.log_scroll += len(self._log_flat) - before
        return self._log_flat

    def log_window(self) -> tuple[list[tuple[str, bool]], int]:
        """(lines, newer) of the log drawn now: as many as the panel holds, ending
        ``log_scroll`` lines before the newest (kept between 0 and the oldest line), and
        starting with an entry's first line (a tester read a stray "tile)." there): at
        the newest line, a wrapped entry cut at the top is left out; scrolled back, the
        window starts at that entry's first line and fills the panel down from it
        (``log_scroll`` follows).  ``newer``: lines below the window (0: it ends on the
        newest line; otherwise its last line is kept for the hint "▼ N newer lines")."""
        lines = self.log_lines()
        room = (LOG.h - 40) // self.LOG_STEP
        if len(lines) <= room:
            self.log_scroll = 0
        else:
            self.log_scroll = max(0, min(self.log_scroll, len(lines) - room + 1))
        end = len(lines) - self.log_scroll
        if not self.log_scroll:              # the newest line last: a cut entry at the top
            start = max(0, end - room)       # is left out
            while start < end and not lines[start][1]:
                start += 1
            return lines[start:end], 0
        # scrolled back (one line kept for the hint): the entry cut at the top is shown
        # whole and the window fills down from it (it was left out, which left a blank line
        # at the bottom, a tester); the wheel's position moves to what is shown
        start = max(0, end - (room - 1))
        while start > 0 and not lines[start][1]:
            start -= 1
        end = min(len(lines), start + room - 1)
        self.log_scroll = len(lines) - end
        return lines[start:end], self.log_scroll

    def _draw_log(self, surface) -> None:
        t = self.ctx.text
        panel(surface, LOG, (238, 232, 214))
        t.blit(surface, "Game log", (LOG.x + 12, LOG.y + 8), 17, theme.INK, bold=True)
        t.blit(surface, f"seed {self.session.setup.seed}", (LOG.right - 12, LOG.y + 10), 14,
               theme.INK_SOFT, anchor="topright")
        lines, newer = self.log_window()
        key = (len(self.log_lines()), newer, len(lines))
        cache = getattr(self, "_log_imgs", None)
        if cache is None or cache[0] != key:       # rendered once per change, not per frame
            imgs = [t.render(("" if first else "  ") + ln, self.LOG_PX, theme.INK)
                    for ln, first in lines]
            cache = self._log_imgs = (key, imgs)
        y = LOG.y + 34
        for img in cache[1]:
            surface.blit(img, (LOG.x + 12, y))
            y += self.LOG_STEP
        if newer:
            t.blit(surface, f"▼ {newer} newer lines (scroll down)",
                   (LOG.centerx, LOG.bottom - 12), 13, theme.DANGER, anchor="center")

    def prompt_sentence_now(self, v) -> str:
        """The sentence the prompt bar shows now: what to do (or who is deciding), or what a
        held placement or a picked-up item waits for."""
        s = self.session
        if self.banner_up():
            return ("The Neighbours' visit is over: the Garden Club judges when the note"
                    " closes (click it)." if s.state.is_terminal() else
                    "Between rounds: read who visited, then click the note to go on.")
        if self.between_rounds():             # the visit's cards still on their way
            if self.moves_playing():          # Pomme-Frites' moves glide (G-7)
                what = "The cards Pomme-Frites moves glide to their new slots"
                until = "they are in place"
            else:                             # a taken card flies to the discard pile
                what = "The card taken goes to the discard pile"
                until = "it lands"
            return (f"{what}; then the Garden Club judges." if s.state.is_terminal() else
                    f"{what}; round {v.round} begins when {until}.")
        waiting = "" if s.state.is_terminal() else self.name(s.current())
        sentence = prompt_sentence(v, s.human_to_act(), self.name, waiting, self.bottom_card)
        if s.state.is_terminal():
            sentence += result_clause(s.state.result(), self.name)    # who won, two players
        held = self.provisional
        if held is not None:
            if held.kind == "plant":
                cost = self.held_note(v).removesuffix(" · pending")
                # after a colon: the Ferwig-Radishers' "free (Ferwig-Radishers)" read
                # "(free (Ferwig-Radishers))" in brackets (a tester)
                sentence = (f"The {self.held_name(held)} lies in its slot but is not"
                            f" planted yet: {cost}.")
            else:
                sentence = f"The {self.held_name(held)} is in place, waiting for your Confirm."
            # solo the next draw follows; with two players the pass comes first (G-12)
            then = ("cards are drawn" if v.num_players == 1
                    else f"you pass a leftover to {self.name(self.opponent())}")
            if v.num_players == 1 and last_turn_of_round(v):
                # no card is left to draw this round: the Holiday comes next (G-6)
                then = f"round {v.round}'s Neighbour phase follows" + (
                    ", then the Garden Club's Evaluation" if v.round >= 3 else "")
                if v.roses_hidden and v.roses_hidden[0]:
                    # the round's Rose lies above its Holiday: it is drawn first (G-9; a
                    # new player met its question where this said the Neighbours came)
                    then = f"the round's Rose is drawn, then {then}"
            elif held.kind == "plant" and last_planting_of_game(v, self.viewer()):
                # no pass: the leftovers go under the deck (G-12, G-6)
                then = ("the leftovers go under the deck, the last Neighbour phase follows,"
                        " then the Garden Club's Evaluation")
            if held.kind == "plant":           # the planting's leftover turns tokens (G-5)
                then = f"tokens turn and {then}"
            elif held.kind == "grasshopper" and v.pending_grasshoppers > 1:
                then = "you place the next Grasshopper"
            elif held.kind == "rose":          # a drawn Rose is replaced at once (G-9)
                then = "a card is drawn in its place"
            # a Grasshopper comes out of tokens already turned: none turn after it (G-5, G-8)
            # "... you place the next Grasshopper, which cannot be undone" read oddly (a
            # tester): what cannot be undone there is this one's place
            last = (", which cannot be undone" if then != "you place the next Grasshopper"
                    else "; a Grasshopper confirmed cannot be moved")
            sentence += (f" Confirm (Enter) to go on: then {then}{last}. Undo (Ctrl+Z) puts it"
                         " back.")
        if self.selected is not None and s.human_to_act():
            kind, key = self.selected
            card = self._item_card(kind, key)
            what = {"hopper": "The Grasshopper", "rose": "The Rose"}.get(
                kind, self.card_name(card) if card else "The card")
            cost = ""
            if kind == "offer" and v.phase == "plant" and key in POSITIONS:
                cost = " (free)" if v.free_turn else f" ({self.plant_cost_words(v, key)})"
            sentence = (f"{what}{cost} is picked up — now click a lit place (or click it again,"
                        " or press Escape, to put it back).")
        return sentence

    def prompt_text_width(self) -> int:
        """Logical px the prompt bar's text may use beside the prompt buttons: from its left
        margin up to the leftmost button drawn, less :data:`PROMPT_GAP` (the whole bar
        without buttons).  A line wholly above the buttons may use the whole bar
        (:meth:`prompt_lines`)."""
        right = min((b.rect.x - PROMPT_GAP for b in self.prompt_buttons),
                    default=PROMPT.right - 16)
        return right - (PROMPT.x + 16)

    def _line_width(self, top: int, height: int) -> int:
        """Width for a prompt-bar line drawn from ``top`` (logical y) ``height`` px high:
        the whole bar when it ends above every prompt button, else up to the buttons."""
        if all(top + height <= b.rect.y - 2 for b in self.prompt_buttons):
            return PROMPT.w - 32
        return self.prompt_text_width()

    def _wrap_down(self, text: str, size: int, top: int, step: int) -> list[str]:
        """``text`` wrapped in the bold font of ``size`` px, line ``k`` drawn at ``top + k *
        step`` and as wide as :meth:`_line_width` allows there (words are never split)."""
        h = self.ctx.text.font(size, True).get_height()
        return self.ctx.text.wrap(text, size, lambda k: self._line_width(top + k * step, h),
                                  bold=True)

    def prompt_lines(self, v) -> tuple[list[str], list[str]]:
        """(sentence lines, note lines) as the bar draws them, in the bold fonts they are
        drawn in (sentence 18 px from y+8 every 22 px, then 2 px, note 17 px every 20 px);
        each line runs to the prompt buttons, or across the bar when it is above them.  The
        bar holds four lines: the note (a reason or notice) keeps at most two, the sentence
        three, or two when the note takes two."""
        top = PROMPT.y + 8
        lines = self._wrap_down(self.prompt_sentence_now(v), 18, top, 22)
        if not (self.message and self.message_t > 0):
            return lines[:3], []
        keep = min(3, len(lines))
        note = self._wrap_down(self.message, 17, top + 22 * keep + 2, 20)
        if len(note) >= 2 and keep == 3:
            keep = 2
            note = self._wrap_down(self.message, 17, top + 22 * keep + 2, 20)
        return lines[:keep], note[:2]

    def _draw_prompt(self, surface, v) -> None:
        t = self.ctx.text
        panel(surface, PROMPT, (250, 246, 232))
        lines, note = self.prompt_lines(v)
        y = PROMPT.y + 8
        for ln in lines:
            t.blit(surface, ln, (PROMPT.x + 16, y), 18, theme.INK, bold=True)
            y += 22
        y += 2
        for ln in note:
            t.blit(surface, ln, (PROMPT.x + 16, y), 17,
                   theme.DANGER if self.message_error else (40, 90, 60), bold=True)
            y += 20
        for b in self.prompt_buttons:
            b.draw(surface, t, 17)
