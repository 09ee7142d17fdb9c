"""Card art drawn in code (no image files): Intrigue role cards, card backs, coins, seat panels,
buttons, the table felt, and the Mr. Cabbagehead's Garden pieces.

Everything is painted once into ``pygame.Surface`` objects (per-pixel alpha) and cached per
:class:`CardArt` instance.  Shapes are painted at ``SS`` times the size and smooth-scaled down
(anti-aliasing); text is rendered afterwards at the final size with the bundled font, so it
stays crisp.  No display is needed (works with ``SDL_VIDEODRIVER=dummy``); callers may
``convert_alpha()`` the results once a display exists.

Sizes are logical pixels (the 1280x720 logical screen of the app).  Card texts are our own
words for intrigue.txt "Your turn" / "Blocking" (see also rules/intrigue/roles.json).

Run ``python3 -m app.art /tmp/contact.png`` to render a contact sheet of every piece.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Callable

import pygame

from app.fonts import FontBook

SS = 3  # supersampling factor for shapes

CARD_SIZE = (100, 140)          # Intrigue card, normal table size
ZOOM_SIZE = (240, 336)          # Intrigue card, zoomed (hover / inspect)
GARDEN_CARD_SIZE = (80, 112)    # Garden vegetable card, normal table size
#: Garden cards narrower than this (px) get the small face: points, number and name only,
#: readable (at 38 px the full face's points and name were a smudge, a tester said)
GARDEN_MINI_W = 48
SHADOW_PAD = 8                  # extra pixels on each side of a shadow surface
SHADOW_OFFSET = (3, 4)          # where the shadow sits relative to the object
GLOW_PAD = 8                    # extra pixels on each side of a glow surface

Color = tuple[int, int, int]

INK = (40, 34, 30)
CREAM = (248, 241, 222)
PAPER_EDGE = (60, 52, 44)
GOLD = (231, 182, 34)
GOLD_DARK = (150, 106, 20)


def _mix(a: Color, b: Color, t: float) -> Color:
    """Linear blend of two colours, ``t`` = 0 gives ``a``, 1 gives ``b``."""
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))  # type: ignore


def _light(c: Color, t: float) -> Color:
    return _mix(c, (255, 255, 255), t)


def _dark(c: Color, t: float) -> Color:
    return _mix(c, (0, 0, 0), t)


# ---------------------------------------------------------------------------------------------
# Intrigue role texts (our own words; intrigue.txt "Your turn", "Blocking")

@dataclass(frozen=True)
class RoleFace:
    """What is printed on an Intrigue card: ``rank`` (K Q J 10 A), ``role`` name, ``action``
    title, ``text`` (what the action does), ``block`` (what it blocks, or ""), ``color``."""

    rank: str
    role: str
    action: str
    text: str
    block: str
    color: Color
    emblem: str


ROLE_FACES: dict[str, RoleFace] = {
    "K": RoleFace("K", "King", "Tax", "Take 3 coins.", "Blocks foreign aid.",
                  (112, 58, 150), "crown"),
    "Q": RoleFace("Q", "Queen", "Guard", "", "Blocks a Dagger aimed at you.",
                  (36, 110, 170), "shield"),
    "J": RoleFace("J", "Jack", "Dagger", "Pay 3: a player loses a card.", "",
                  (176, 44, 44), "dagger"),
    "10": RoleFace("10", "Ten", "Steal", "Take 2 coins from a player.", "Blocks steal.",
                   (40, 132, 72), "purse"),
    "A": RoleFace("A", "Ace", "Exchange", "Swap cards with the court.", "Blocks steal.",
                  (196, 112, 24), "swap"),
}
_RANK_ALIASES = {"t": "10", "ten": "10", "king": "K", "queen": "Q", "jack": "J", "ace": "A"}


def role_rank(rank_or_role: str) -> str:
    """Canonical rank ("K", "Q", "J", "10", "A") for a rank or role name (case-insensitive,
    "T"/"Ten" accepted).  Raises ``KeyError`` for anything else."""
    key = str(rank_or_role).strip()
    if key.upper() in ROLE_FACES:
        return key.upper()
    alias = _RANK_ALIASES.get(key.lower())
    if alias is None:
        raise KeyError(f"unknown Intrigue rank or role: {rank_or_role!r}")
    return alias


# ---------------------------------------------------------------------------------------------
# Garden vegetables (colour and emblem per type; the card numbers come from the engine, G-1)

VEGETABLE_COLORS: dict[str, Color] = {
    "Beans": (58, 128, 58),
    "Carrots": (236, 128, 30),
    "Radishes": (206, 48, 96),
    "Lettuce": (142, 190, 52),
    "Pumpkins": (196, 86, 28),
    "Turnips": (128, 84, 176),
    "Salsify": (134, 100, 70),
    "Ruta Baga": (206, 160, 40),
    "Peas": (34, 150, 140),
}


def vegetable_type(name: str) -> str:
    """Canonical vegetable type name (as in RULINGS G-1) for ``name``: the engine's ids
    ("ruta_baga", "carrots"), display names, singulars ("Radish") and "rutabaga" all work
    (case- and separator-insensitive).  Raises ``KeyError`` for anything else."""
    flat = "".join(ch for ch in str(name).lower() if ch.isalpha())
    for veg in VEGETABLE_COLORS:
        v = "".join(ch for ch in veg.lower() if ch.isalpha())
        if flat in (v, v + "s") or flat + "s" == v or flat + "es" == v:
            return veg
    raise KeyError(f"unknown vegetable type: {name!r}")


NEIGHBOUR_COLORS: list[Color] = [
    (196, 96, 40), (70, 110, 170), (150, 70, 130), (90, 130, 60),
    (170, 130, 40), (60, 140, 150), (180, 70, 70), (110, 90, 160),
    (120, 110, 90), (60, 120, 100),
]


# ---------------------------------------------------------------------------------------------
# Supersampled painting canvas

class _Canvas:
    """A surface ``SS`` times larger than ``size``; drawing calls take final-size coordinates
    (floats) and :meth:`result` smooth-scales down to ``size``."""

    def __init__(self, size: tuple[int, int], base: Color = (0, 0, 0)) -> None:
        self.size = (max(1, int(size[0])), max(1, int(size[1])))
        self.surf = pygame.Surface((self.size[0] * SS, self.size[1] * SS), pygame.SRCALPHA)
        self.surf.fill((*base, 0))

    def v(self, x: float) -> int:
        return max(1, int(round(x * SS)))

    def p(self, x: float, y: float) -> tuple[int, int]:
        return int(round(x * SS)), int(round(y * SS))

    def r(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(int(round(x * SS)), int(round(y * SS)),
                           max(1, int(round(w * SS))), max(1, int(round(h * SS))))

    def rect(self, color, box, width: float = 0, radius: float = 0) -> None:
        pygame.draw.rect(self.surf, color, self.r(*box), self.v(width) if width else 0,
                         border_radius=int(round(radius * SS)) if radius else -1)

    def circle(self, color, center, radius: float, width: float = 0) -> None:
        pygame.draw.circle(self.surf, color, self.p(*center), self.v(radius),
                           self.v(width) if width else 0)

    def ellipse(self, color, box, width: float = 0) -> None:
        pygame.draw.ellipse(self.surf, color, self.r(*box), self.v(width) if width else 0)

    def polygon(self, color, points, width: float = 0) -> None:
        pygame.draw.polygon(self.surf, color, [self.p(x, y) for x, y in points],
                            self.v(width) if width else 0)

    def line(self, color, a, b, width: float = 1) -> None:
        pygame.draw.line(self.surf, color, self.p(*a), self.p(*b), self.v(width))
        # round caps
        if width >= 1.5:
            for pt in (a, b):
                pygame.draw.circle(self.surf, color, self.p(*pt), self.v(width / 2))

    def band(self, color, center, r_out: float, r_in: float, a0: float, a1: float,
             steps: int = 40) -> None:
        """A thick arc (annulus sector) from angle ``a0`` to ``a1`` (radians, y down)."""
        cx, cy = center
        outer = [(cx + r_out * math.cos(a0 + (a1 - a0) * i / steps),
                  cy + r_out * math.sin(a0 + (a1 - a0) * i / steps)) for i in range(steps + 1)]
        inner = [(cx + r_in * math.cos(a0 + (a1 - a0) * i / steps),
                  cy + r_in * math.sin(a0 + (a1 - a0) * i / steps)) for i in range(steps + 1)]
        self.polygon(color, outer + inner[::-1])

    def result(self) -> pygame.Surface:
        return _smooth_down(self.surf, self.size)


def _smooth_down(surf: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Smooth-scale ``surf`` to ``size``.  pygame's smoothscale loses up to 2 units of alpha
    (opaque 255 becomes 253), which would leave the art faintly see-through: add 2 to the
    alpha of every pixel that is not fully transparent."""
    out = pygame.transform.smoothscale(surf, size)
    mask = pygame.mask.from_surface(out, 1)
    lift = mask.to_surface(setcolor=(0, 0, 0, 2), unsetcolor=(0, 0, 0, 0))
    out.blit(lift, (0, 0), special_flags=pygame.BLEND_RGBA_ADD)
    return out


def _pts(cx: float, cy: float, s: float, rel) -> list[tuple[float, float]]:
    """Map points given relative to a box of side ``s`` centred at (cx, cy)."""
    return [(cx + x * s, cy + y * s) for x, y in rel]


# ---------------------------------------------------------------------------------------------
# Emblems: each paints into a _Canvas, centred at (cx, cy), fitting a box of side s

def _emblem_crown(c: _Canvas, cx, cy, s, color):
    body = _pts(cx, cy, s, [(-.44, .26), (-.46, -.18), (-.24, .02), (0, -.36), (.24, .02),
                            (.46, -.18), (.44, .26)])
    c.polygon(GOLD, body)
    c.polygon(GOLD_DARK, body, width=s * .035)
    c.rect(_dark(GOLD, .15), (cx - .44 * s, cy + .16 * s, .88 * s, .16 * s), radius=s * .03)
    c.rect(GOLD_DARK, (cx - .44 * s, cy + .16 * s, .88 * s, .16 * s), width=s * .03,
           radius=s * .03)
    for x, y, col in ((-.46, -.22, (200, 40, 60)), (0, -.41, (40, 90, 200)),
                      (.46, -.22, (200, 40, 60))):
        c.circle(col, (cx + x * s, cy + y * s), s * .075)
        c.circle(GOLD_DARK, (cx + x * s, cy + y * s), s * .075, width=s * .025)
    for x, col in ((-.25, (40, 150, 90)), (0, (200, 40, 60)), (.25, (40, 150, 90))):
        c.circle(col, (cx + x * s, cy + .24 * s), s * .05)


def _emblem_shield(c: _Canvas, cx, cy, s, color):
    shape = [(-.38, -.42), (.38, -.42), (.38, .0), (.32, .16), (.2, .31), (0, .45),
             (-.2, .31), (-.32, .16), (-.38, .0)]
    c.polygon(color, _pts(cx, cy, s, shape))
    inner = [(x * .78, y * .78 - .02) for x, y in shape]
    c.polygon(_light(color, .25), _pts(cx, cy, s, inner))
    c.rect(CREAM, (cx - .07 * s, cy - .36 * s, .14 * s, .7 * s))
    c.rect(CREAM, (cx - .28 * s, cy - .14 * s, .56 * s, .13 * s))
    c.polygon(_dark(color, .45), _pts(cx, cy, s, shape), width=s * .045)
    c.circle(GOLD, (cx, cy - .075 * s), s * .1)
    c.circle(GOLD_DARK, (cx, cy - .075 * s), s * .1, width=s * .025)


def _emblem_dagger(c: _Canvas, cx, cy, s, color):
    ang = math.radians(-35)

    def rot(pts):
        out = []
        for x, y in pts:
            out.append((cx + (x * math.cos(ang) - y * math.sin(ang)) * s,
                        cy + (x * math.sin(ang) + y * math.cos(ang)) * s))
        return out

    blade = [(0, -.5), (.085, -.36), (.085, .1), (-.085, .1), (-.085, -.36)]
    c.polygon((214, 222, 230), rot(blade))
    c.polygon((150, 160, 172), rot([(0, -.46), (.02, -.36), (.02, .08), (-.02, .08),
                                    (-.02, -.36)]))
    c.polygon((90, 96, 104), rot(blade), width=s * .025)
    guard = [(-.27, .1), (.27, .1), (.3, .16), (.27, .2), (-.27, .2), (-.3, .16)]
    c.polygon(GOLD, rot(guard))
    c.polygon(GOLD_DARK, rot(guard), width=s * .025)
    grip = [(-.055, .2), (.055, .2), (.055, .4), (-.055, .4)]
    c.polygon((110, 62, 36), rot(grip))
    for k in range(3):
        y = .25 + k * .05
        c.polygon((80, 42, 24), rot([(-.055, y), (.055, y + .02), (.055, y + .035),
                                     (-.055, y + .015)]))
    pommel = rot([(0, .45)])[0]
    c.circle(GOLD, pommel, s * .075)
    c.circle(GOLD_DARK, pommel, s * .075, width=s * .025)
    c.circle((200, 40, 60), rot([(0, .15)])[0], s * .04)


def _emblem_purse(c: _Canvas, cx, cy, s, color):
    tan, tan_d = (196, 150, 92), (120, 82, 42)
    c.ellipse(tan, (cx - .36 * s, cy - .12 * s, .72 * s, .58 * s))
    neck = _pts(cx, cy, s, [(-.13, -.14), (-.2, -.34), (-.1, -.28), (0, -.38), (.1, -.28),
                            (.2, -.34), (.13, -.14)])
    c.polygon(tan, neck)
    c.polygon(tan_d, neck, width=s * .03)
    c.ellipse(tan_d, (cx - .36 * s, cy - .12 * s, .72 * s, .58 * s), width=s * .035)
    c.rect(color, (cx - .17 * s, cy - .19 * s, .34 * s, .08 * s), radius=s * .03)
    c.line(_dark(color, .3), (cx + .1 * s, cy - .12 * s), (cx + .2 * s, cy + .02 * s), s * .04)
    # two coins tumbling out
    for (x, y) in ((.28, .32), (.42, .18)):
        c.circle(GOLD, (cx + x * s, cy + y * s), s * .12)
        c.circle(GOLD_DARK, (cx + x * s, cy + y * s), s * .12, width=s * .025)
        c.circle(_light(GOLD, .35), (cx + x * s, cy + y * s), s * .055)


def _emblem_swap(c: _Canvas, cx, cy, s, color):
    # a card in the middle and two arrows turning around it
    c.rect((250, 250, 250), (cx - .13 * s, cy - .18 * s, .26 * s, .36 * s), radius=s * .04)
    c.rect(_dark(color, .3), (cx - .13 * s, cy - .18 * s, .26 * s, .36 * s), width=s * .03,
           radius=s * .04)
    c.polygon(color, _pts(cx, cy, s, [(0, -.1), (.07, 0), (0, .1), (-.07, 0)]))
    arrow = _dark(color, .1)
    r_out, r_in = .44 * s, .33 * s
    for a0, a1 in ((math.radians(200), math.radians(320)), (math.radians(20), math.radians(140))):
        c.band(arrow, (cx, cy), r_out, r_in, a0, a1)
        # arrowhead at a1, pointing along the circle (clockwise, y down)
        rm = (r_out + r_in) / 2
        tip_a = a1 + .32
        tip = (cx + rm * math.cos(tip_a), cy + rm * math.sin(tip_a))
        b1 = (cx + (r_out + .08 * s) * math.cos(a1), cy + (r_out + .08 * s) * math.sin(a1))
        b2 = (cx + (r_in - .08 * s) * math.cos(a1), cy + (r_in - .08 * s) * math.sin(a1))
        c.polygon(arrow, [b1, tip, b2])


def _emblem_cabbage(c: _Canvas, cx, cy, s, color=(96, 160, 72)):
    leaf = (96, 160, 72)
    leaf_d = (48, 102, 44)
    head = (176, 214, 120)
    for k in range(7):
        a = math.radians(-90 + k * 360 / 7)
        px, py = cx + math.cos(a) * .24 * s, cy + math.sin(a) * .24 * s
        c.circle(leaf, (px, py), .2 * s)
        c.circle(leaf_d, (px, py), .2 * s, width=.022 * s)
    c.circle(head, (cx, cy), .27 * s)
    c.circle(leaf_d, (cx, cy), .27 * s, width=.022 * s)
    c.band(_dark(head, .25), (cx - .04 * s, cy + .02 * s), .2 * s, .17 * s,
           math.radians(190), math.radians(330))
    c.band(_dark(head, .25), (cx + .05 * s, cy - .01 * s), .13 * s, .105 * s,
           math.radians(10), math.radians(160))
    for k in range(7):
        a = math.radians(-90 + k * 360 / 7)
        c.line(leaf_d, (cx + math.cos(a) * .3 * s, cy + math.sin(a) * .3 * s),
               (cx + math.cos(a) * .42 * s, cy + math.sin(a) * .42 * s), .02 * s)


_ROLE_EMBLEMS: dict[str, Callable] = {
    "crown": _emblem_crown, "shield": _emblem_shield, "dagger": _emblem_dagger,
    "purse": _emblem_purse, "swap": _emblem_swap,
}


# Vegetables -----------------------------------------------------------------------------------

GREEN_LEAF = (70, 140, 56)
GREEN_DARK = (38, 88, 36)


def _leaves(c, cx, cy, s, n=3, spread=.16, length=.22):
    for k in range(n):
        dx = (k - (n - 1) / 2) * spread
        c.polygon(GREEN_LEAF, _pts(cx, cy, s, [(dx * .3, 0), (dx - .05, -length),
                                                (dx + .01, -length - .04), (dx * .3 + .05, 0)]))
        c.polygon(GREEN_DARK, _pts(cx, cy, s, [(dx * .3, 0), (dx - .05, -length),
                                                (dx + .01, -length - .04), (dx * .3 + .05, 0)]),
                  width=s * .015)


def _veg_beans(c, cx, cy, s, col):
    d = _dark(col, .35)
    pod = []
    for i in range(21):
        t = i / 20
        x = -.42 + .84 * t
        y = .18 * math.sin(math.pi * t) * -1 + .05
        pod.append((x, y - .1))
    lower = [(x, y + .2 + .03 * math.sin(math.pi * (x + .42) / .84)) for x, y in pod[::-1]]
    c.polygon(col, _pts(cx, cy, s, pod + lower))
    for k in range(4):
        x = -.27 + k * .18
        y = -.13 * math.sin(math.pi * (x + .42) / .84) + .05
        c.circle(_light(col, .3), (cx + x * s, cy + y * s), .075 * s)
    c.polygon(d, _pts(cx, cy, s, pod + lower), width=s * .025)
    c.line(d, (cx - .42 * s, cy - .03 * s), (cx - .5 * s, cy - .14 * s), s * .03)


def _veg_carrots(c, cx, cy, s, col):
    _leaves(c, cx, cy - .22 * s, s, n=3, spread=.12, length=.22)
    body = _pts(cx, cy, s, [(-.17, -.22), (.17, -.22), (.02, .46), (-.02, .46)])
    c.polygon(col, body)
    for k in range(3):
        y = -.08 + k * .14
        w = .15 - k * .04
        c.line(_dark(col, .3), (cx - w * s, cy + y * s), (cx - (w - .08) * s, cy + y * s), s * .02)
    c.polygon(_dark(col, .35), body, width=s * .025)


def _veg_radishes(c, cx, cy, s, col):
    _leaves(c, cx, cy - .16 * s, s, n=3, spread=.16, length=.26)
    c.polygon((245, 240, 240), _pts(cx, cy, s, [(-.06, .25), (.06, .25), (0, .48)]))
    c.circle(col, (cx, cy + .08 * s), .24 * s)
    c.circle(_light(col, .45), (cx - .08 * s, cy), .06 * s)
    c.circle(_dark(col, .35), (cx, cy + .08 * s), .24 * s, width=s * .025)


def _veg_lettuce(c, cx, cy, s, col):
    d = _dark(col, .35)
    for k in range(10):
        a = math.radians(k * 36)
        c.circle(col, (cx + math.cos(a) * .3 * s, cy + math.sin(a) * .3 * s), .15 * s)
        c.circle(d, (cx + math.cos(a) * .3 * s, cy + math.sin(a) * .3 * s), .15 * s,
                 width=s * .02)
    c.circle(_light(col, .15), (cx, cy), .32 * s)
    for k in range(6):
        a = math.radians(15 + k * 60)
        c.circle(_light(col, .3), (cx + math.cos(a) * .13 * s, cy + math.sin(a) * .13 * s),
                 .1 * s)
    c.circle(_light(col, .5), (cx, cy), .09 * s)
    for k in range(5):
        a = math.radians(k * 72 - 90)
        c.line(d, (cx, cy), (cx + math.cos(a) * .3 * s, cy + math.sin(a) * .3 * s), s * .015)


def _veg_pumpkins(c, cx, cy, s, col):
    d = _dark(col, .35)
    c.rect((100, 80, 40), (cx - .04 * s, cy - .36 * s, .08 * s, .16 * s), radius=s * .02)
    for dx, w in ((-.22, .3), (.22, .3), (0, .34)):
        c.ellipse(col if dx else _light(col, .12), (cx + (dx - w / 2) * s, cy - .24 * s,
                                                    w * s, .6 * s))
        c.ellipse(d, (cx + (dx - w / 2) * s, cy - .24 * s, w * s, .6 * s), width=s * .022)
    c.polygon(GREEN_LEAF, _pts(cx, cy, s, [(.04, -.3), (.26, -.4), (.2, -.28)]))


def _veg_turnips(c, cx, cy, s, col):
    _leaves(c, cx, cy - .2 * s, s, n=3, spread=.15, length=.24)
    c.polygon((240, 236, 228), _pts(cx, cy, s, [(-.05, .25), (.05, .25), (0, .5)]))
    c.circle((240, 236, 228), (cx, cy + .06 * s), .27 * s)
    top = [(cx + .27 * s * math.cos(a), cy + .06 * s + .27 * s * math.sin(a))
           for a in [math.pi + i * math.pi / 20 for i in range(21)]]
    c.polygon(col, top + [(cx + .27 * s, cy + .1 * s), (cx - .27 * s, cy + .1 * s)])
    c.circle((120, 110, 100), (cx, cy + .06 * s), .27 * s, width=s * .022)


def _veg_salsify(c, cx, cy, s, col):
    for k, dx in enumerate((-.1, 0, .1)):
        c.line(GREEN_LEAF, (cx + dx * .4 * s, cy - .24 * s), (cx + dx * s, cy - .48 * s),
               s * .04)
    root = _pts(cx, cy, s, [(-.09, -.26), (.09, -.26), (.07, .1), (.02, .46), (-.02, .46),
                            (-.07, .1)])
    c.polygon(col, root)
    for k in range(4):
        y = -.16 + k * .15
        c.line(_light(col, .3), (cx - .06 * s, cy + y * s), (cx + .03 * s, cy + (y + .03) * s),
               s * .015)
    c.polygon(_dark(col, .4), root, width=s * .022)


def _veg_ruta_baga(c, cx, cy, s, col):
    _leaves(c, cx, cy - .24 * s, s, n=4, spread=.12, length=.2)
    c.ellipse(col, (cx - .33 * s, cy - .24 * s, .66 * s, .6 * s))
    c.ellipse((130, 70, 140), (cx - .3 * s, cy - .24 * s, .6 * s, .24 * s))
    c.ellipse(col, (cx - .33 * s, cy - .14 * s, .66 * s, .36 * s))
    c.ellipse(_dark(col, .35), (cx - .33 * s, cy - .24 * s, .66 * s, .6 * s), width=s * .022)
    c.line(_dark(col, .35), (cx, cy + .35 * s), (cx + .02 * s, cy + .46 * s), s * .02)


def _veg_peas(c, cx, cy, s, col):
    d = _dark(col, .4)
    outer = []
    for i in range(21):
        t = i / 20
        outer.append((-.46 + .92 * t, .12 - .2 * math.sin(math.pi * t)))
    inner = [(x, y + .16) for x, y in outer[::-1]]
    c.polygon(_dark(col, .1), _pts(cx, cy, s, outer + inner))
    c.polygon(d, _pts(cx, cy, s, outer + inner), width=s * .022)
    for k in range(5):
        x = -.3 + k * .15
        y = .12 - .2 * math.sin(math.pi * (x + .46) / .92) + .06
        c.circle((150, 205, 90), (cx + x * s, cy + y * s), .07 * s)
        c.circle((70, 120, 40), (cx + x * s, cy + y * s), .07 * s, width=s * .015)
    c.line(GREEN_DARK, (cx + .46 * s, cy + .12 * s), (cx + .5 * s, cy - .02 * s), s * .03)


_VEG_EMBLEMS: dict[str, Callable] = {
    "Beans": _veg_beans, "Carrots": _veg_carrots, "Radishes": _veg_radishes,
    "Lettuce": _veg_lettuce, "Pumpkins": _veg_pumpkins, "Turnips": _veg_turnips,
    "Salsify": _veg_salsify, "Ruta Baga": _veg_ruta_baga, "Peas": _veg_peas,
}


# ---------------------------------------------------------------------------------------------

_SEAT_HEADER = 38


def seat_regions(size: tuple[int, int]) -> dict[str, pygame.Rect]:
    """Sub-areas of a seat panel of ``size`` (w, h), relative to its top-left corner:
    ``name``, ``level`` (text lines), ``coins`` (coin icon and count), ``cards`` (where the
    seat's cards lie).  The Intrigue layout's ``hand.<i>`` and ``coins.<i>`` zones are these
    rects placed at ``seat.<i>`` (see assets/layouts/generate.py)."""
    w, h = int(size[0]), int(size[1])
    return {
        "name": pygame.Rect(10, 4, w - 82, 18),
        "level": pygame.Rect(10, 21, w - 82, 14),
        "coins": pygame.Rect(w - 68, 4, 60, 30),
        "cards": pygame.Rect(6, _SEAT_HEADER + 2, w - 12, h - _SEAT_HEADER - 8),
    }


class CardArt:
    """Painter and cache of every table graphic.  ``fonts``: a :class:`app.fonts.FontBook`
    (default: a new one on the bundled fonts).  All methods return ``pygame.Surface`` with
    per-pixel alpha, cached by their arguments: do not draw onto the returned surfaces (copy
    them first).  Size arguments are (width, height) in logical pixels; sizes below 8 px
    raise ``ValueError``."""

    def __init__(self, fonts: FontBook | None = None) -> None:
        self.fonts = fonts if fonts is not None else FontBook()
        self._cache: dict[tuple, pygame.Surface] = {}

    # -- helpers ------------------------------------------------------------------------------
    def _cached(self, key: tuple, paint: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) > 2000:  # bounded: seat panels vary with coin counts
                self._cache.clear()
            surf = paint()
            self._cache[key] = surf
        return surf

    @staticmethod
    def _size(size) -> tuple[int, int]:
        w, h = int(size[0]), int(size[1])
        if w < 8 or h < 8:
            raise ValueError(f"art size too small: {size!r}")
        return w, h

    def _font_fit(self, text: str, size: float, bold: bool, max_w: float,
                  min_size: int = 7) -> pygame.font.Font:
        px = max(min_size, int(round(size)))
        font = self.fonts.get_font(px, bold)
        while px > min_size and font.size(text)[0] > max_w:
            px -= 1
            font = self.fonts.get_font(px, bold)
        return font

    def _text(self, surf: pygame.Surface, text: str, size: float, color, pos, anchor="center",
              bold: bool = False, max_w: float | None = None) -> pygame.Rect:
        font = (self._font_fit(text, size, bold, max_w) if max_w
                else self.fonts.get_font(max(1, int(round(size))), bold))
        img = font.render(text, True, color)
        if max_w and img.get_width() > max_w >= 1:    # too wide even at the smallest font:
            k = max_w / img.get_width()               # squeeze it, never spill over
            img = pygame.transform.smoothscale(img, (int(max_w),
                                                     max(1, int(img.get_height() * k))))
        rect = img.get_rect(**{anchor: (int(round(pos[0])), int(round(pos[1])))})
        surf.blit(img, rect)
        return rect

    def _wrap(self, text: str, font: pygame.font.Font, max_w: float) -> list[str]:
        lines: list[str] = []
        for para in text.split("\n"):
            cur = ""
            for word in para.split():
                trial = f"{cur} {word}".strip()
                if not cur or font.size(trial)[0] <= max_w:
                    cur = trial
                else:
                    lines.append(cur)
                    cur = word
            lines.append(cur)
        return lines

    def _paragraphs(self, surf, parts, box: pygame.Rect, size: float, min_size: int = 7):
        """Draw ``parts`` [(text, colour, bold)] word-wrapped and centred in ``box``,
        shrinking the font until everything fits."""
        px = int(round(size))
        while True:
            blocks = []
            total = 0
            for text, color, bold in parts:
                if not text:
                    continue
                font = self.fonts.get_font(px, bold)
                lines = self._wrap(text, font, box.width)
                blocks.append((font, lines, color))
                total += len(lines) * font.get_linesize()
            widest = max((f.size(l)[0] for f, ls, _ in blocks for l in ls), default=0)
            if (total <= box.height and widest <= box.width) or px <= min_size:
                break
            px -= 1
        y = box.centery - total / 2
        for font, lines, color in blocks:
            for line in lines:
                img = font.render(line, True, color)
                surf.blit(img, img.get_rect(midtop=(box.centerx, int(round(y)))))
                y += font.get_linesize()

    # -- Intrigue cards -----------------------------------------------------------------------
    def card(self, rank: str, size: tuple[int, int] = CARD_SIZE,
             lost: bool = False) -> pygame.Surface:
        """Face of an Intrigue role card: ``rank`` is "K", "Q", "J", "10", "A" (or the role
        name, see :func:`role_rank`).  Shows rank, role name, emblem, action and what it
        blocks (intrigue.txt "Your turn", "Blocking").  ``lost=True``: the greyed face-up look
        of a lost influence (intrigue.txt "Losing a card").  Returns a Surface of ``size``.
        Raises ``KeyError`` for an unknown rank."""
        rk = role_rank(rank)
        w, h = self._size(size)
        return self._cached(("card", rk, w, h, bool(lost)),
                            lambda: self._paint_card(ROLE_FACES[rk], w, h, lost))

    def _card_base(self, w, h, border: Color, face: Color = CREAM) -> _Canvas:
        c = _Canvas((w, h), PAPER_EDGE)
        rad = w * .08
        c.rect(PAPER_EDGE, (0, 0, w, h), radius=rad)
        c.rect(face, (w * .015, w * .015, w - w * .03, h - w * .03), radius=rad * .85)
        return c

    def _paint_card(self, face: RoleFace, w: int, h: int, lost: bool) -> pygame.Surface:
        if w < 64:
            return self._paint_mini_card(face, w, h, lost)
        u = w / 100.0
        col = face.color
        c = self._card_base(w, h, col)
        c.rect(col, (5 * u, 5 * u, w - 10 * u, h - 10 * u), width=1.4 * u, radius=5 * u)
        # header band
        c.rect(col, (5 * u, 5 * u, w - 10 * u, 21 * u), radius=5 * u)
        c.rect(col, (5 * u, 14 * u, w - 10 * u, 12 * u))
        # medallion between the header (ends at 26u) and the action box; cards narrower than
        # 80 px are "compact": action title only, bigger emblem
        compact = w < 80
        box_y = h - (30 if compact else 64) * u
        my = (26 * u + box_y) / 2
        mr = min(30 * u if compact else 21 * u, (box_y - 26 * u) / 2 - 3 * u)
        c.circle(_light(col, .82), (w / 2, my), mr)
        c.circle(_light(col, .4), (w / 2, my), mr, width=1.2 * u)
        _ROLE_EMBLEMS[face.emblem](c, w / 2, my, mr * 1.62, col)
        # action box
        box_h = (23 if compact else 57) * u
        c.rect(_light(col, .86), (7 * u, box_y, w - 14 * u, box_h), radius=4 * u)
        c.rect(_light(col, .55), (7 * u, box_y, w - 14 * u, box_h), width=.8 * u, radius=4 * u)
        surf = c.result()
        # texts
        white = (255, 255, 255)
        self._text(surf, face.rank, 15 * u, white, (11 * u, 15.5 * u), "midleft", bold=True)
        self._text(surf, face.role, 13 * u, white, (w - 11 * u, 15.5 * u), "midright", bold=True,
                   max_w=w - 45 * u)
        if compact:
            self._text(surf, face.action, 16 * u, _dark(col, .35), (w / 2, box_y + box_h / 2),
                       "center", bold=True, max_w=w - 18 * u)
            return self._lost_look(surf, w, h) if lost else surf
        self._text(surf, face.action, 12 * u, _dark(col, .35), (w / 2, box_y + 9 * u),
                   "center", bold=True, max_w=w - 20 * u)
        text_box = pygame.Rect(int(8 * u), int(box_y + 17 * u), int(w - 16 * u), int(38 * u))
        self._paragraphs(surf, [(face.text, INK, False), (face.block, _dark(col, .35), False)],
                         text_box, 10 * u)
        if lost:
            surf = self._lost_look(surf, w, h)
        return surf

    def _paint_mini_card(self, face: RoleFace, w: int, h: int, lost: bool) -> pygame.Surface:
        """Cards under 64 px wide: rank and emblem only (seat panels of other players)."""
        col = face.color
        c = self._card_base(w, h, col)
        band = max(11.0, h * .24)
        c.rect(col, (2, 2, w - 4, band), radius=w * .07)
        c.rect(col, (2, band * .5, w - 4, band * .5 + 2))
        c.rect(col, (2, 2, w - 4, h - 4), width=1, radius=w * .07)
        cy = band + (h - band) / 2
        mr = min(w / 2 - 4, (h - band) / 2 - 3)
        c.circle(_light(col, .82), (w / 2, cy), mr)
        _ROLE_EMBLEMS[face.emblem](c, w / 2, cy, mr * 1.62, col)
        surf = c.result()
        self._text(surf, f"{face.rank} {face.role}", band * .72, (255, 255, 255),
                   (w / 2, 2 + band / 2), bold=True, max_w=w - 6)
        return self._lost_look(surf, w, h) if lost else surf

    def _lost_look(self, surf: pygame.Surface, w: int, h: int) -> pygame.Surface:
        grey = pygame.transform.grayscale(surf)
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((70, 70, 70, 255))
        grey.blit(shade, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
        bh = max(14.0, 22 * w / 100.0)
        band = _Canvas((w, int(bh)), (60, 20, 20))
        band.rect((120, 36, 36), (0, bh * .09, w, bh * .82))
        band.rect((230, 200, 190), (0, bh * .09, w, bh * .82), width=max(1.0, bh * .045))
        band_s = band.result()
        self._text(band_s, "LOST", max(9.0, bh * .55), (250, 236, 230), (w / 2, bh / 2),
                   bold=True, max_w=w - 4)
        band_s.set_alpha(235)
        grey.blit(band_s, (0, int(h * .45 - bh / 2)))
        return grey

    def back(self, size: tuple[int, int] = CARD_SIZE) -> pygame.Surface:
        """The common card back (both games): green with a lattice pattern and a cabbage.
        Returns a Surface of ``size``."""
        w, h = self._size(size)
        return self._cached(("back", w, h), lambda: self._paint_back(w, h))

    def _paint_back(self, w: int, h: int) -> pygame.Surface:
        u = w / 100.0
        base, line = (30, 88, 56), (52, 120, 80)
        c = self._card_base(w, h, base, face=(236, 228, 204))
        c.rect(base, (5 * u, 5 * u, w - 10 * u, h - 10 * u), radius=5 * u)
        # diagonal lattice, clipped to the rounded green field by an alpha mask
        layer = pygame.Surface(c.surf.get_size(), pygame.SRCALPHA)
        layer.fill((*line, 0))
        step, lw = 12 * u, c.v(.8 * u)
        k = -int(h / step) - 2
        while k * step < w + h:
            x = k * step
            pygame.draw.line(layer, line, c.p(x, 0), c.p(x + h, h), lw)
            pygame.draw.line(layer, line, c.p(w - x, 0), c.p(w - x - h, h), lw)
            k += 1
        mask = pygame.Surface(c.surf.get_size(), pygame.SRCALPHA)
        mask.fill((255, 255, 255, 0))
        pygame.draw.rect(mask, (255, 255, 255, 255), c.r(5 * u, 5 * u, w - 10 * u, h - 10 * u),
                         border_radius=int(5 * u * SS))
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        c.surf.blit(layer, (0, 0))
        c.rect((236, 228, 204), (9 * u, 9 * u, w - 18 * u, h - 18 * u), width=1.2 * u,
               radius=4 * u)
        r = min(w, h) * .3
        c.circle((236, 228, 204), (w / 2, h / 2), r + 3 * u)
        c.circle(base, (w / 2, h / 2), r + 1.5 * u)
        c.circle((214, 232, 190), (w / 2, h / 2), r)
        _emblem_cabbage(c, w / 2, h / 2, r * 1.8)
        return c.result()

    def shadow(self, size: tuple[int, int], radius: float | None = None) -> pygame.Surface:
        """A soft drop shadow for a card (or panel) of ``size``: a Surface of
        (w + 2*SHADOW_PAD, h + 2*SHADOW_PAD); blit it at
        ``(x - SHADOW_PAD + SHADOW_OFFSET[0], y - SHADOW_PAD + SHADOW_OFFSET[1])`` before the
        object at (x, y)."""
        w, h = self._size(size)
        rad = radius if radius is not None else w * .08
        return self._cached(("shadow", w, h, rad), lambda: self._paint_shadow(w, h, rad, 110))

    def _paint_shadow(self, w, h, rad, alpha) -> pygame.Surface:
        P = SHADOW_PAD
        W, H = w + 2 * P, h + 2 * P
        s = pygame.Surface((W, H), pygame.SRCALPHA)
        s.fill((0, 0, 0, 0))
        pygame.draw.rect(s, (0, 0, 0, alpha), (P, P, w, h), border_radius=int(rad))
        small = pygame.transform.smoothscale(s, (max(1, W // 5), max(1, H // 5)))
        return pygame.transform.smoothscale(small, (W, H))

    def glow(self, size: tuple[int, int], color: Color = (255, 214, 90),
             radius: float | None = None) -> pygame.Surface:
        """A glowing outline to light up a legal target (card or zone) of ``size``: a Surface
        of (w + 2*GLOW_PAD, h + 2*GLOW_PAD); blit at ``(x - GLOW_PAD, y - GLOW_PAD)``."""
        w, h = self._size(size)
        rad = radius if radius is not None else min(w, 100) * .08
        return self._cached(("glow", w, h, tuple(color), rad),
                            lambda: self._paint_glow(w, h, tuple(color), rad))

    def _paint_glow(self, w, h, color, rad) -> pygame.Surface:
        P = GLOW_PAD
        s = pygame.Surface((w + 2 * P, h + 2 * P), pygame.SRCALPHA)
        s.fill((*color, 0))
        for k in range(P, 0, -1):
            a = int(150 * (1 - k / (P + 1)) ** 2)
            layer = pygame.Surface(s.get_size(), pygame.SRCALPHA)
            pygame.draw.rect(layer, (*color, a), (P - k, P - k, w + 2 * k, h + 2 * k),
                             width=2, border_radius=int(rad + k))
            s.blit(layer, (0, 0))
        pygame.draw.rect(s, (*color, 255), (P - 1, P - 1, w + 2, h + 2), width=3,
                         border_radius=int(rad + 1))
        return s

    # -- coins ----------------------------------------------------------------------------------
    def coin(self, radius: int = 12) -> pygame.Surface:
        """One coin seen from above: a Surface of (2*radius, 2*radius).  ``radius`` >= 4."""
        r = int(radius)
        if r < 4:
            raise ValueError("coin radius must be >= 4")
        return self._cached(("coin", r), lambda: self._paint_coin(r))

    def _paint_coin(self, r: int) -> pygame.Surface:
        c = _Canvas((2 * r, 2 * r), GOLD_DARK)
        c.circle(GOLD_DARK, (r, r), r)
        c.circle(GOLD, (r, r), r * .86)
        c.circle(_light(GOLD, .35), (r - r * .12, r - r * .12), r * .6)
        c.circle(GOLD, (r, r), r * .6)
        c.circle(GOLD_DARK, (r, r), r * .62, width=max(.6, r * .06))
        # stamped cabbage leaf
        c.ellipse(_dark(GOLD, .22), (r - r * .3, r - r * .34, r * .6, r * .68))
        c.line(_light(GOLD, .2), (r, r - r * .28), (r, r + r * .3), max(.6, r * .06))
        for dy in (-.1, .1):
            c.line(_light(GOLD, .2), (r, r + dy * r), (r - r * .18, r + (dy - .14) * r),
                   max(.5, r * .05))
            c.line(_light(GOLD, .2), (r, r + dy * r), (r + r * .18, r + (dy - .14) * r),
                   max(.5, r * .05))
        return c.result()

    def coin_stack(self, count: int, radius: int = 12, max_visible: int = 10) -> pygame.Surface:
        """A stack of ``count`` coins seen slightly from the side (at most ``max_visible``
        drawn).  The Surface size does not depend on ``count``:
        (2*radius, radius + (max_visible - 1) * step + thickness) with step = thickness =
        radius // 3 (>= 2); coins sit at the bottom.  ``count`` < 0 raises ``ValueError``."""
        if count < 0:
            raise ValueError("coin count must be >= 0")
        r = int(radius)
        if r < 4:
            raise ValueError("coin radius must be >= 4")
        n = min(int(count), int(max_visible))
        return self._cached(("stack", n, r, int(max_visible)),
                            lambda: self._paint_stack(n, r, int(max_visible)))

    def _paint_stack(self, n, r, max_visible) -> pygame.Surface:
        t = max(2, r // 3)
        eh = r  # ellipse height
        W, H = 2 * r, eh + (max_visible - 1) * t + t
        c = _Canvas((W, H), GOLD_DARK)
        for i in range(n):
            top = H - eh - t - i * t
            c.ellipse(_dark(GOLD, .35), (0, top + t, W, eh))
            c.rect(_dark(GOLD, .35), (0, top + eh / 2, W, t))
            c.ellipse(GOLD, (0, top, W, eh))
            c.ellipse(_light(GOLD, .3), (W * .2, top + eh * .2, W * .6, eh * .6))
            c.ellipse(GOLD_DARK, (0, top, W, eh), width=max(.5, r * .05))
        return c.result()

    # -- seats, buttons, felt ---------------------------------------------------------------
    def seat_panel(self, size: tuple[int, int], name: str, level: str, coins: int | None,
                   active: bool = False, eliminated: bool = False) -> pygame.Surface:
        """Panel behind one seat: ``name`` (bold), ``level`` line (e.g. "You" or "AI - hard"),
        coin icon with ``coins`` (None hides it), a recessed card area (see
        :func:`seat_regions`).  ``active``: gold frame (the seat to act); ``eliminated``: grey,
        with an "Out" tag in place of the coins.  Returns a Surface of ``size``."""
        w, h = self._size(size)
        key = ("seat", w, h, name, level, coins, bool(active), bool(eliminated))
        return self._cached(key, lambda: self._paint_seat(w, h, name, level, coins,
                                                          active, eliminated))

    def _paint_seat(self, w, h, name, level, coins, active, eliminated) -> pygame.Surface:
        reg = seat_regions((w, h))
        if eliminated:
            fill, edge, text, sub = (70, 70, 70), (110, 110, 110), (190, 190, 190), (150, 150, 150)
        else:
            fill, edge, text, sub = (24, 52, 38), (120, 170, 130), (246, 240, 226), (190, 214, 190)
        if active and not eliminated:
            edge = (255, 206, 64)
        c = _Canvas((w, h), edge)
        c.rect(edge, (0, 0, w, h), radius=10)
        c.rect(fill, (2.5 if active else 1.5, 2.5 if active else 1.5,
                      w - (5 if active else 3), h - (5 if active else 3)), radius=9)
        c.rect(_light(fill, .08), (3, 3, w - 6, _SEAT_HEADER - 4), radius=8)
        cr = reg["cards"]
        c.rect(_dark(fill, .3), (cr.x, cr.y, cr.w, cr.h), radius=6)
        c.rect(_dark(fill, .5), (cr.x, cr.y, cr.w, cr.h), width=1, radius=6)
        surf = c.result()
        nr, lr, kr = reg["name"], reg["level"], reg["coins"]
        self._text(surf, name, 15, text, nr.midleft, "midleft", bold=True, max_w=nr.w)
        self._text(surf, level, 11, sub, lr.midleft, "midleft", max_w=lr.w)
        if eliminated:   # out of the game: coins went back to the bank (I-9)
            tag = pygame.Rect(0, 0, min(52, kr.w), 22)
            tag.center = kr.center
            pygame.draw.rect(surf, (120, 40, 40), tag, border_radius=5)
            pygame.draw.rect(surf, (220, 190, 180), tag, width=1, border_radius=5)
            self._text(surf, "Out", 13, (250, 236, 230), tag.center, bold=True)
        elif coins is not None:
            icon = self.coin(10)
            surf.blit(icon, icon.get_rect(midleft=(kr.x + 2, kr.centery)))
            self._text(surf, str(coins), 18, text, (kr.x + 25, kr.centery), "midleft",
                       bold=True, max_w=kr.w - 25)
        return surf

    def button(self, text: str, size: tuple[int, int] = (140, 40), state: str = "normal",
               variant: str = "normal") -> pygame.Surface:
        """A prompt-bar button.  ``state``: "normal", "hover", "pressed" or "disabled";
        ``variant``: "normal" (cream), "primary" (gold) or "danger" (red).  Returns a Surface
        of ``size``; raises ``ValueError`` for an unknown state or variant."""
        if state not in ("normal", "hover", "pressed", "disabled"):
            raise ValueError(f"unknown button state {state!r}")
        if variant not in ("normal", "primary", "danger"):
            raise ValueError(f"unknown button variant {variant!r}")
        w, h = self._size(size)
        return self._cached(("button", text, w, h, state, variant),
                            lambda: self._paint_button(text, w, h, state, variant))

    def _paint_button(self, text, w, h, state, variant) -> pygame.Surface:
        base, ink = {"normal": ((238, 228, 204), INK), "primary": ((236, 184, 52), INK),
                     "danger": ((184, 54, 48), (255, 244, 236))}[variant]
        if state == "hover":
            base = _light(base, .18)
        elif state == "pressed":
            base = _dark(base, .15)
        elif state == "disabled":
            base, ink = (120, 122, 118), (186, 188, 184)
        edge = _dark(base, .45)
        rad = min(h * .3, 10)
        c = _Canvas((w, h), edge)
        off = 1.5 if state == "pressed" else 0
        c.rect(_dark(base, .5), (0, 2, w, h - 2), radius=rad)                 # bottom lip
        c.rect(base, (0, off, w, h - 3), radius=rad)
        c.rect(_light(base, .22), (2, off + 2, w - 4, (h - 3) * .45), radius=rad * .8)
        c.rect(base, (2, off + (h - 3) * .3, w - 4, (h - 3) * .4))
        c.rect(edge, (0, off, w, h - 3), width=1.2, radius=rad)
        if state == "hover":
            c.rect((255, 250, 230), (1.5, off + 1.5, w - 3, h - 6), width=1.2, radius=rad)
        surf = c.result()
        self._text(surf, text, min(17, h * .42), ink, (w / 2, (h - 3) / 2 + off), bold=True,
                   max_w=w - 14)
        return surf

    def panel(self, size: tuple[int, int], variant: str = "dark") -> pygame.Surface:
        """A plain rounded panel for the log, the prompt bar or dialogs.  ``variant``:
        "dark" (translucent dark green) or "light" (cream).  Returns a Surface of ``size``."""
        if variant not in ("dark", "light"):
            raise ValueError(f"unknown panel variant {variant!r}")
        w, h = self._size(size)
        return self._cached(("panel", w, h, variant), lambda: self._paint_panel(w, h, variant))

    def _paint_panel(self, w, h, variant) -> pygame.Surface:
        if variant == "dark":
            fill, edge = (14, 36, 26, 215), (110, 150, 118, 255)
        else:
            fill, edge = (246, 240, 224, 250), (150, 130, 100, 255)
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        s.fill((0, 0, 0, 0))
        pygame.draw.rect(s, fill, (0, 0, w, h), border_radius=10)
        pygame.draw.rect(s, edge, (0, 0, w, h), width=2, border_radius=10)
        return s

    def felt(self, size: tuple[int, int] = (1280, 720)) -> pygame.Surface:
        """The table felt background: mottled green with a darker rim (deterministic, seed
        fixed).  Opaque Surface of ``size``."""
        w, h = self._size(size)
        return self._cached(("felt", w, h), lambda: self._paint_felt(w, h))

    def _paint_felt(self, w, h) -> pygame.Surface:
        rng = random.Random(20260101)
        base = (30, 98, 62)
        sw, sh = max(2, w // 24), max(2, h // 24)
        small = pygame.Surface((sw, sh))
        for y in range(sh):
            for x in range(sw):
                d = rng.uniform(-7, 7)
                small.set_at((x, y), tuple(max(0, min(255, int(ch + d))) for ch in base))
        surf = pygame.transform.smoothscale(small, (w, h))
        fine = pygame.Surface((w // 2, h // 2))
        fine.fill((0, 0, 0))
        for _ in range(w * h // 40):
            v = rng.randrange(0, 14)
            fine.set_at((rng.randrange(w // 2), rng.randrange(h // 2)), (v, v, v))
        surf.blit(pygame.transform.scale(fine, (w, h)), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
        vw, vh = max(2, w // 8), max(2, h // 8)
        small_v = pygame.Surface((vw, vh), pygame.SRCALPHA)
        for y in range(vh):
            for x in range(vw):
                # 0 in the middle, 1 at the edges (elliptic), darkened smoothly
                dx, dy = (x + .5) / vw * 2 - 1, (y + .5) / vh * 2 - 1
                d = min(1.0, math.sqrt(dx * dx * .7 + dy * dy * .7))
                small_v.set_at((x, y), (0, 0, 0, int(110 * max(0.0, d - .45) / .55)))
        vignette = pygame.transform.smoothscale(small_v, (w, h))
        surf.blit(vignette, (0, 0))
        return surf

    # -- Garden -------------------------------------------------------------------------------
    def card_garden(self, veg_type: str, number: int, points: int, neighbour_number: int,
                    size: tuple[int, int] = GARDEN_CARD_SIZE,
                    count: int | None = None) -> pygame.Surface:
        """A Mr. Cabbagehead's Garden Vegetable card: type emblem and colour, ``points`` (top
        left), Vegetable ``number`` (top right), type name, ``count`` of the type in the deck
        (bottom left, omitted if None) and the Neighbour number (bottom right token)
        (mr-cabbageheads-garden.txt "four numbers on each Vegetable card"; values per G-1
        come from the engine's data).  Raises ``KeyError`` for an unknown type."""
        veg = vegetable_type(veg_type)
        w, h = self._size(size)
        key = ("garden", veg, int(number), int(points), int(neighbour_number), w, h, count)
        return self._cached(key, lambda: self._paint_garden(veg, int(number), int(points),
                                                            int(neighbour_number), w, h, count))

    def _paint_garden(self, veg, number, points, nn, w, h, count) -> pygame.Surface:
        if w < GARDEN_MINI_W:
            return self._paint_garden_mini(veg, number, points, w, h)
        u = w / 100.0
        col = VEGETABLE_COLORS[veg]
        c = self._card_base(w, h, col, face=(250, 246, 232))
        c.rect(col, (5 * u, 5 * u, w - 10 * u, h - 10 * u), width=1.6 * u, radius=5 * u)
        # emblem on a soft ground (a little high: the bottom strip below the name band is
        # 23 u tall, so its count and Neighbour number read at 64-80 px; two new players
        # could not read them at 17 u)
        ey = h * .45
        c.ellipse(_light(col, .8), (14 * u, ey - 28 * u, w - 28 * u, 56 * u))
        c.ellipse((150, 120, 80), (18 * u, ey + 20 * u, w - 36 * u, 9 * u))
        _VEG_EMBLEMS[veg](c, w / 2, ey, 52 * u, col)
        # points disc, number plate, name band, neighbour token
        c.circle(col, (19 * u, 19 * u), 12.5 * u)
        c.circle(_dark(col, .35), (19 * u, 19 * u), 12.5 * u, width=1.2 * u)
        c.rect((255, 255, 255), (w - 40 * u, 9 * u, 31 * u, 20 * u), radius=4 * u)
        c.rect(_dark(col, .3), (w - 40 * u, 9 * u, 31 * u, 20 * u), width=1.2 * u, radius=4 * u)
        band_y = h - 45 * u
        foot = h - 16.5 * u                       # the bottom strip's middle
        c.rect(col, (5 * u, band_y, w - 10 * u, 17 * u))
        c.circle((60, 54, 48), (w - 17 * u, foot), 10.5 * u)
        c.circle((230, 220, 190), (w - 17 * u, foot), 10.5 * u, width=1.1 * u)
        surf = c.result()
        white = (255, 255, 255)
        self._text(surf, str(points), 15 * u, white, (19 * u, 19.5 * u), bold=True)
        self._text(surf, str(number), 15 * u, INK, (w - 24.5 * u, 19.5 * u), bold=True,
                   max_w=29 * u)
        self._text(surf, veg, 12.5 * u, white, (w / 2, band_y + 8.5 * u), bold=True,
                   max_w=w - 14 * u)
        self._text(surf, str(nn), 15 * u, white, (w - 17 * u, foot), bold=True)
        self._text(surf, "N", 10 * u, _dark(col, .2), (w - 30 * u, foot), "midright",
                   bold=True)
        if count is not None:        # the number bold and big, its words smaller
            ink = (70, 60, 50)
            num = self._text(surf, str(count), 15 * u, ink, (8 * u, foot), "midleft",
                             bold=True)
            self._text(surf, "in deck", 11 * u, ink, (num.right + 2.5 * u, foot + 0.5 * u),
                       "midleft", max_w=w - 40 * u - (num.right + 2.5 * u))
        return surf

    def _paint_garden_mini(self, veg, number, points, w, h) -> pygame.Surface:
        """The face of a small Garden card (narrower than :data:`GARDEN_MINI_W`, as in a
        two-player garden around its first cards): only what still matters once planted,
        big enough to read: the points (top left) and the Vegetable number (top right) on a
        band of the type's colour, the emblem, the type's name at the bottom.  The Neighbour
        number and the count in the deck are left out (they matter on the offer only)."""
        col = VEGETABLE_COLORS[veg]
        c = self._card_base(w, h, col, face=(250, 246, 232))
        top = max(12, int(h * .24))
        band = max(10, int(h * .2))
        c.rect(col, (1, 1, w - 2, top), radius=w * .08)
        c.rect(col, (1, h - band - 1, w - 2, band), radius=w * .08)
        mid = (top + h - band) / 2
        c.ellipse(_light(col, .8), (w * .12, mid - h * .16, w * .76, h * .32))
        _VEG_EMBLEMS[veg](c, w / 2, mid, w * .5, col)
        # the number on a white plate, as on the full face, so it is not read as points
        plate = pygame.Rect(0, 0, int(w * .5), top - 3)
        plate.topright = (w - 2, 2)
        c.rect((255, 255, 255), plate, radius=3)
        surf = c.result()
        white = (255, 255, 255)
        px = max(9, top - 3)
        self._text(surf, str(points), px, white, (3, top / 2 + 1), "midleft", bold=True)
        self._text(surf, str(number), px, INK, (plate.centerx, plate.centery + 1), bold=True,
                   max_w=plate.w - 2)
        self._text(surf, veg, max(7, band - 2), white, (w / 2, h - band / 2 - 1), bold=True,
                   max_w=w - 4)
        return surf

    def garden_back(self, size: tuple[int, int] = GARDEN_CARD_SIZE,
                    holiday: bool = False) -> pygame.Surface:
        """Back of a Garden card (the deck), or with ``holiday=True`` the face of an
        'On Holiday' card.  Returns a Surface of ``size``."""
        w, h = self._size(size)
        if not holiday:
            return self.back((w, h))
        return self._cached(("holiday", w, h), lambda: self._paint_holiday(w, h))

    def _paint_holiday(self, w, h) -> pygame.Surface:
        u = w / 100.0
        c = self._card_base(w, h, (80, 150, 200), face=(206, 232, 246))
        c.rect((240, 214, 150), (5 * u, h * .62, w - 10 * u, h * .38 - 5 * u), radius=4 * u)
        c.circle((250, 196, 60), (w * .7, h * .3), 16 * u)
        for k in range(12):
            a = k * math.pi / 6
            c.line((250, 196, 60), (w * .7 + math.cos(a) * 20 * u, h * .3 + math.sin(a) * 20 * u),
                   (w * .7 + math.cos(a) * 26 * u, h * .3 + math.sin(a) * 26 * u), 2 * u)
        # palm tree
        c.line((130, 90, 50), (w * .3, h * .7), (w * .36, h * .32), 4 * u)
        for a in (-150, -110, -60, -20):
            r = math.radians(a)
            c.line((60, 140, 70), (w * .36, h * .32),
                   (w * .36 + math.cos(r) * 24 * u, h * .32 + math.sin(r) * 14 * u + 8 * u), 4 * u)
        surf = c.result()
        self._text(surf, "On Holiday", 13 * u, (40, 70, 110), (w / 2, h * .82), bold=True,
                   max_w=w - 14 * u)
        return surf

    def bee(self, radius: int = 12) -> pygame.Surface:
        """A Bee token: a Surface of (2*radius, 2*radius); ``radius`` >= 4."""
        r = int(radius)
        if r < 4:
            raise ValueError("bee radius must be >= 4")
        return self._cached(("bee", r), lambda: self._paint_bee(r))

    def _paint_bee(self, r) -> pygame.Surface:
        c = _Canvas((2 * r, 2 * r), (60, 50, 20))
        c.circle((250, 236, 190), (r, r), r)
        c.circle((150, 120, 40), (r, r), r, width=max(.6, r * .07))
        c.ellipse((230, 240, 255), (r - r * .55, r - r * .85, r * .5, r * .6))
        c.ellipse((230, 240, 255), (r + r * .05, r - r * .85, r * .5, r * .6))
        c.ellipse((140, 150, 170), (r - r * .55, r - r * .85, r * .5, r * .6), width=r * .05)
        c.ellipse((140, 150, 170), (r + r * .05, r - r * .85, r * .5, r * .6), width=r * .05)
        c.ellipse((246, 196, 40), (r - r * .6, r - r * .35, r * 1.2, r * .8))
        for dx in (-.25, .1):
            c.rect((40, 34, 30), (r + dx * r, r - r * .33, r * .16, r * .76))
        c.circle((40, 34, 30), (r + r * .6, r + r * .05), r * .24)
        c.polygon((40, 34, 30), [(r - r * .6, r + r * .05), (r - r * .82, r),
                                 (r - r * .6, r - r * .08)])
        c.ellipse((40, 34, 30), (r - r * .6, r - r * .35, r * 1.2, r * .8), width=r * .06)
        return c.result()

    def neighbour_tile(self, name: str, size: tuple[int, int] = (170, 64),
                       index: int = 0, name_px: int | None = None) -> pygame.Surface:
        """A Neighbour tile: coloured (``index`` picks the colour, 0..9) with a face emblem,
        a garden fence and the ``name``, at most ``name_px`` pixels high (default: a third of
        the tile, up to 15; shrunk further only if the name does not fit, see
        :meth:`neighbour_name_px`).  Returns a Surface of ``size``."""
        w, h = self._size(size)
        i = int(index) % len(NEIGHBOUR_COLORS)
        px = self._ntile_px(h) if name_px is None else int(name_px)
        return self._cached(("ntile", name, w, h, i, px),
                            lambda: self._paint_ntile(name, w, h, i, px))

    @staticmethod
    def _ntile_px(h: int) -> int:
        return int(round(min(15, h * .34)))

    @staticmethod
    def _ntile_name_box(w: int, h: int) -> pygame.Rect:
        """Where the name goes on a ``w`` x ``h`` tile: right of the face, above the fence."""
        return pygame.Rect(int(h * .9), 3, w - int(h * .9) - 6, int(h * .62))

    def neighbour_name_px(self, names, size: tuple[int, int] = (170, 64)) -> int:
        """One bold size (px, 7..15) at which every name in ``names`` fits the name box of a
        tile of ``size``, wrapped: the largest such, so a row of tiles drawn with it
        (``neighbour_tile(..., name_px=)``) shows all the names alike."""
        w, h = self._size(size)
        box = self._ntile_name_box(w, h)
        for px in range(self._ntile_px(h), 7, -1):
            font = self.fonts.get_font(px, True)
            if all(len(lines) * font.get_linesize() <= box.height
                   and max((font.size(x)[0] for x in lines), default=0) <= box.width
                   for lines in (self._wrap(n, font, box.width) for n in names if n)):
                return px
        return 7

    def _paint_ntile(self, name, w, h, i, px) -> pygame.Surface:
        col = NEIGHBOUR_COLORS[i]
        c = _Canvas((w, h), _dark(col, .4))
        c.rect(_dark(col, .4), (0, 0, w, h), radius=8)
        c.rect(_light(col, .78), (1.5, 1.5, w - 3, h - 3), radius=7)
        # fence
        fy = h * .68
        c.rect((200, 170, 120), (4, fy + h * .1, w - 8, h * .06))
        for x in range(int(h * .95), w - 6, max(6, h // 7)):
            c.polygon((230, 205, 160), [(x, fy), (x + h * .05, fy - h * .06), (x + h * .1, fy),
                                        (x + h * .1, h - 6), (x, h - 6)])
        # face
        fr = h * .26
        fx, fyc = h * .45, h * .56
        c.circle((244, 214, 180), (fx, fyc), fr)
        c.circle(_dark(col, .4), (fx, fyc), fr, width=1.2)
        c.rect(col, (fx - fr * 1.1, fyc - fr * 1.05, fr * 2.2, fr * .35), radius=2)
        c.rect(col, (fx - fr * .7, fyc - fr * 1.6, fr * 1.4, fr * .65), radius=3)
        c.circle(INK, (fx - fr * .35, fyc), fr * .1)
        c.circle(INK, (fx + fr * .35, fyc), fr * .1)
        c.line(INK, (fx - fr * .3, fyc + fr * .45), (fx + fr * .3, fyc + fr * .45), fr * .08)
        surf = c.result()
        self._paragraphs(surf, [(name, _dark(col, .55), True)], self._ntile_name_box(w, h), px)
        return surf

    def neighbour_token(self, index: int = 0, radius: int = 12, face_up: bool = True,
                        initials: str = "") -> pygame.Surface:
        """A Neighbour token, Surface of (2*radius, 2*radius).  Face up: the Neighbour's
        colour (``index``) with ``initials``; face down: the 'On Holiday' side (a sun)."""
        r = int(radius)
        if r < 4:
            raise ValueError("token radius must be >= 4")
        i = int(index) % len(NEIGHBOUR_COLORS)
        return self._cached(("ntoken", i, r, bool(face_up), initials),
                            lambda: self._paint_ntoken(i, r, face_up, initials))

    def _paint_ntoken(self, i, r, face_up, initials) -> pygame.Surface:
        col = NEIGHBOUR_COLORS[i] if face_up else (110, 170, 210)
        c = _Canvas((2 * r, 2 * r), _dark(col, .4))
        c.circle(_dark(col, .4), (r, r), r)
        c.circle(col, (r, r), r * .86)
        if not face_up:
            c.circle((250, 200, 70), (r, r), r * .34)
            for k in range(8):
                a = k * math.pi / 4
                c.line((250, 200, 70), (r + math.cos(a) * r * .45, r + math.sin(a) * r * .45),
                       (r + math.cos(a) * r * .65, r + math.sin(a) * r * .65), max(.6, r * .08))
        surf = c.result()
        if face_up and initials:
            self._text(surf, initials, r * .85, (255, 255, 255), (r, r), bold=True,
                       max_w=r * 1.5)
        return surf


# ---------------------------------------------------------------------------------------------
# Contact sheet: python3 -m app.art /tmp/contact.png

def contact_sheet(art: CardArt) -> pygame.Surface:
    """Every piece of art on one 1280x1000 surface (for looking at it)."""
    sheet = pygame.Surface((1280, 1000))
    sheet.blit(art.felt((1280, 1000)), (0, 0))
    label_font = art.fonts.get_font(13, True)

    def label(text, pos):
        sheet.blit(label_font.render(text, True, (240, 236, 210)), pos)

    def put(surf, pos, shadow=True):
        if shadow:
            sh = art.shadow(surf.get_size())
            sheet.blit(sh, (pos[0] - SHADOW_PAD + SHADOW_OFFSET[0],
                            pos[1] - SHADOW_PAD + SHADOW_OFFSET[1]))
        sheet.blit(surf, pos)

    label("Intrigue cards 100x140, lost, back, glow", (20, 8))
    x = 20
    for rk in ("K", "Q", "J", "10", "A"):
        put(art.card(rk), (x, 30))
        x += 112
    put(art.card("Q", lost=True), (x, 30))
    x += 112
    put(art.back(), (x, 30))
    x += 112
    put(art.card("J"), (x, 30))
    sheet.blit(art.glow(CARD_SIZE), (x - GLOW_PAD, 30 - GLOW_PAD))
    x += 112
    put(art.card("10", (64, 90)), (x, 30))
    put(art.back((64, 90)), (x, 128))
    put(art.card("A", (64, 90), lost=True), (x + 72, 30))
    label("zoom 240x336", (20, 184))
    put(art.card("K", ZOOM_SIZE), (20, 204))
    put(art.card("A", ZOOM_SIZE), (272, 204))
    put(art.back(ZOOM_SIZE), (524, 204))
    label("coins, stacks", (790, 184))
    for i, r in enumerate((8, 12, 18)):
        put(art.coin(r), (790 + i * 50, 206), shadow=False)
    for i, n in enumerate((0, 1, 3, 7, 12)):
        put(art.coin_stack(n, 14), (790 + i * 40, 250), shadow=False)
    label("seat panels", (790, 340))
    put(art.seat_panel((230, 184), "You", "You", 4, active=True), (790, 360))
    put(art.seat_panel((190, 150), "Ruslana", "AI - hard", 7), (1030, 360))
    put(art.seat_panel((190, 150), "Ben", "AI - easy", 0, eliminated=True), (1030, 520))
    sp = pygame.Rect(790, 360, 230, 184)
    cr = seat_regions(sp.size)["cards"].move(sp.topleft)
    put(art.card("K"), (cr.x + 6, cr.y + 2))
    put(art.card("J", lost=True), (cr.x + 112, cr.y + 2))
    label("buttons", (20, 550))
    y = 572
    for variant in ("normal", "primary", "danger"):
        x = 20
        for state in ("normal", "hover", "pressed", "disabled"):
            put(art.button(f"{variant[:6]} {state}", (150, 40), state, variant), (x, y),
                shadow=False)
            x += 160
        y += 48
    label("Garden cards 80x112", (20, 720))
    x = 20
    demo = [("Beans", 1, 3, 2), ("Carrots", 2, 3, 3), ("Radishes", 3, 3, 1), ("Lettuce", 4, 4, 1),
            ("Pumpkins", 5, 4, 2), ("Turnips", 6, 4, 1), ("Salsify", 7, 6, 1),
            ("Ruta Baga", 8, 6, 3), ("Peas", 9, 8, 2)]
    for veg, num, pts, nn in demo:
        put(art.card_garden(veg, num, pts, nn, count=7), (x, 742))
        x += 88
    put(art.garden_back(), (x, 742))
    put(art.garden_back(holiday=True), (x + 88, 742))
    put(art.card_garden("Carrots", 34, 3, 3, (120, 168)), (1140, 696))
    label("bees, neighbour tiles and tokens", (20, 870))
    for i in range(3):
        put(art.bee(14), (20 + i * 34, 892), shadow=False)
    for i, n in enumerate(("Lord Carrotbody", "The Mayor of Onion Town", "Sallie Tommy-Oughtoos",
                           "Horace Savoy-Brassica")):
        put(art.neighbour_tile(n, (190, 64), i), (130 + i * 200, 892))
    for i in range(4):
        put(art.neighbour_token(i, 14, True, "LC"), (930 + i * 34, 892), shadow=False)
    put(art.neighbour_token(0, 14, False), (1070, 892), shadow=False)
    put(art.card("Q", (48, 68)), (1180, 30))
    put(art.card("10", (48, 68), lost=True), (1180, 106))
    put(art.neighbour_tile("The Right Honourable Pomme-Frites, Esq.", (274, 44), 7), (990, 940))
    return sheet


def table_preview(art: CardArt, layout, outline: bool = True) -> pygame.Surface:
    """A mock table drawn from ``layout`` (an :class:`app.layout.Layout`) with sample pieces,
    to check the layout and the art together; ``outline`` adds each zone's name and frame.
    Returns a Surface of ``layout.size``."""
    W, H = layout.size
    out = pygame.Surface((W, H))
    out.blit(art.felt((W, H)), (0, 0))
    small = art.fonts.get_font(11, True)

    def cards_in(zone, faces, lost_from=99):
        cw, ch = zone.prop("card_w", 48), zone.prop("card_h", 68)
        x = zone.rect.x + 4
        for i, f in enumerate(faces):
            img = art.back((cw, ch)) if f is None else (
                art.card(f, (cw, ch), lost=i >= lost_from) if f in ROLE_FACES else f)
            out.blit(art.shadow((cw, ch)), (x - SHADOW_PAD + 2, zone.rect.y + 2 - SHADOW_PAD + 3))
            out.blit(img, (x, zone.rect.y + 2))
            x += cw + 6

    names = ["You", "Anna", "Ben", "Carla", "Dmitri", "Eva", "Farid", "Greta"]
    for z in layout.zones.values():
        r = z.rect
        if z.kind in ("log", "prompt"):
            out.blit(art.panel(r.size), r)
        if z.kind == "log":
            f = art.fonts.get_font(13)
            for k, line in enumerate(["Anna takes income.", "Ben claims the King: tax.",
                                      "Carla challenges Ben.", "Ben shows the King."]):
                out.blit(f.render(line, True, (226, 232, 220)), (r.x + 12, r.y + 12 + k * 20))
        elif z.kind == "prompt":
            f = art.fonts.get_font(17, True)
            out.blit(f.render("Your turn: choose an action.", True, (250, 240, 210)),
                     (r.x + 16, r.y + 12))
            for k, (t, st, var) in enumerate([("Income", "normal", "normal"),
                                              ("Foreign aid", "hover", "normal"),
                                              ("Tax (King)", "normal", "primary"),
                                              ("Coup", "disabled", "danger")]):
                out.blit(art.button(t, (170, 44), st, var), (r.x + 16 + k * 182, r.y + 52))
        elif z.kind == "toolbar":
            for k, t in enumerate(("Rules", "Menu", "Speed 1x")):
                out.blit(art.button(t, (92, r.h), "normal"), (r.x + k * 100, r.y))
        elif z.kind == "tray":
            for k, t in enumerate(("Coup - 7", "Dagger - J - 3", "Steal - 10")):
                out.blit(art.button(t, (r.w - 20, 42), "normal", "primary"),
                         (r.x + 10, r.y + 6 + k * 50))
        elif z.kind == "seat" and layout.game == "intrigue":
            k = z.prop("offset", 0)
            out.blit(art.shadow(r.size, 10), (r.x - SHADOW_PAD + 3, r.y - SHADOW_PAD + 4))
            out.blit(art.seat_panel(r.size, names[k], "You" if k == 0 else "AI - normal",
                                    [2, 5, 1, 7, 0, 3, 2, 4][k], active=(k == 1),
                                    eliminated=(k == 3 and layout.num_players > 3)), r)
        elif z.kind == "pile" and z.name == "court":
            for k in range(3):
                out.blit(art.back(r.size), (r.x + k * 2, r.y - k * 2))
        elif z.kind == "bank":
            st = art.coin_stack(7, 16)
            out.blit(st, st.get_rect(center=r.center))
        elif z.name == "exchange":
            cards_in(z, ["J", "10"])
    for z in layout.zones.values():  # cards on top of the seat panels
        if layout.game == "intrigue" and z.kind == "hand":
            k = z.prop("offset", 0)
            if k == 3 and layout.num_players > 3:
                cards_in(z, ["Q", "A"], lost_from=0)
            elif k == 0:
                cards_in(z, ["K", "A"])
            else:
                cards_in(z, [None, "J"], lost_from=1)
        elif layout.game == "intrigue" and z.name == "lost.0":
            pass
        elif layout.game == "garden":
            r = z.rect
            demo = [("Carrots", 2, 3, 3), ("Carrots", 11, 3, 1), ("Lettuce", 4, 4, 1),
                    ("Peas", 21, 8, 1), ("Beans", 16, 3, 3), ("Turnips", 24, 4, 1)]
            if z.kind == "slot":
                i = ("offer.left", "offer.centre", "offer.right").index(z.name)
                v = demo[i + 2]
                cards_in(z, [art.card_garden(*v, (z.prop("card_w"), z.prop("card_h")))])
            elif z.name == "deck":
                cards_in(z, [art.garden_back((z.prop("card_w"), z.prop("card_h")))])
            elif z.name == "discard":
                cards_in(z, [art.card_garden("Salsify", 7, 6, 1,
                                             (z.prop("card_w"), z.prop("card_h")))])
            elif z.kind == "tile" and z.name.startswith("neighbour."):
                i = z.prop("index", 0)
                nm = ("Lord Carrotbody", "The Mayor of Onion Town", "Sallie Tommy-Oughtoos",
                      "Horace Savoy-Brassica")[i]
                out.blit(art.neighbour_tile(nm, r.size, i), r)
            elif z.kind == "tokens":
                for k in range(8):
                    out.blit(art.neighbour_token(k % 4, 12, False), (r.x + 6 + k * 28, r.y + 8))
            elif z.kind == "bees":
                for k in range(3 if z.name == "beehive" else 2):
                    out.blit(art.bee(14), (r.x + 8 + k * 32, r.y + 8))
            elif z.kind == "seat":
                out.blit(art.panel(r.size), r)
                f = art.fonts.get_font(15, True)
                out.blit(f.render("You" if z.prop("offset") == 0 else "Ned", True,
                                  (250, 240, 210)), (r.x + 10, r.y + 8))
            elif z.kind == "plot":
                cw, ch, g = z.prop("card_w"), z.prop("card_h"), z.prop("gap")
                for (col, row), v in zip([(0, 0), (1, 0), (1, 1), (2, 1), (0, 2), (3, 2)], demo):
                    img = art.card_garden(*v, (cw, ch))
                    out.blit(img, (r.x + 10 + col * (cw + g), r.y + 10 + row * (ch + g)))
    if outline:
        for z in layout.zones.values():
            if z.kind == "table":
                continue
            pygame.draw.rect(out, (255, 120, 200), z.rect, 1)
            out.blit(small.render(z.name, True, (255, 150, 220)),
                     (z.rect.x + 2, z.rect.bottom - 13))
    return out


def _main(argv: list[str]) -> int:
    """``python3 -m app.art OUT.png [--tables]``: write the contact sheet; with
    ``--tables`` also OUT-intrigue-<n>.png (n = 2..8) and OUT-garden-<n>.png previews."""
    import sys
    from pathlib import Path

    args = [a for a in argv if not a.startswith("--")]
    if len(args) != 1:
        print("usage: python3 -m app.art OUT.png [--tables]", file=sys.stderr)
        return 2
    pygame.font.init()
    art = CardArt()
    pygame.image.save(contact_sheet(art), args[0])
    print(f"wrote {args[0]}")
    if "--tables" in argv:
        from app.layout import load_layout, player_counts

        out = Path(args[0])
        for game in ("intrigue", "garden"):
            for n in player_counts(game):
                dest = out.with_name(f"{out.stem}-{game}-{n}{out.suffix}")
                pygame.image.save(table_preview(art, load_layout(game, n)), str(dest))
                print(f"wrote {dest}")
    return 0


if __name__ == "__main__":
    import sys

    raise SystemExit(_main(sys.argv[1:]))
