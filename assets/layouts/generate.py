"""Writes the Tiled maps ``intrigue.tmx`` and ``garden.tmx`` in this folder.

Run from the repository root: ``python3 assets/layouts/generate.py`` (a test checks that the
committed .tmx files equal what this script writes, so edit here, not in the XML; the maps
still open in Tiled for a look).

Map format: orthogonal, 80 x 45 tiles of 16 px = the 1280 x 720 logical screen, no tilesets.
One object layer per player count, named ``seats.<n>``, of named rectangles (zones).  Every
object has a custom property ``kind`` (pytmx 3.32 drops Tiled's Class field, DESIGN.md).

Intrigue (intrigue.txt; seats clockwise, RULINGS C-1).  ``seat.<k>`` is the seat k places
clockwise from the person watching the table: ``seat.0`` is the person, bottom centre, then
left, top, right.  Zones (kind):
  table (table)         the felt area, contains the table zones
  log (log)             game log panel, right        toolbar (toolbar)  Rules/Menu/speed buttons
  prompt (prompt)       prompt bar, bottom           tray (tray)        action chips (Coup...)
  court (pile)          the court, face down         bank (bank)        the bank's coins
  exchange (row)        cards drawn from the court in an exchange (face up to the person)
  seat.<k> (seat)       seat panel incl. its cards (props: offset=k, human=true for k=0)
  hand.<k> (hand)       the seat's cards: face-down ones, then lost ones (props card_w, card_h,
                        face up|down, fan=row); for k=0 only the face-down cards
  lost.0 (row)          the person's face-up (lost) cards; drop a card here to lose it
  coins.<k> (coins)     the coin icon and count in the seat's header
Seat panel sub-areas follow :func:`app.art.seat_regions` so ``CardArt.seat_panel`` matches.

Garden (mr-cabbageheads-garden.txt, RULINGS G-2, G-4, G-12), layers seats.1 and seats.2;
``<i>`` is again the offset from the person (0 = the person, props offset=i):
  deck (pile), discard (pile, face up), offer.left/centre/right (slot), pass.left/centre/right
  (pass, two players: where the passed card lands in the opponent's next offer), plot.<i> (plot: props
  cols=6, rows=3, card_w, card_h, gap), compost.<i> (pile, face up), supply.<i> (bees),
  beehive (bees), neighbours (neighbours) containing neighbour.0..3 (tile), tokens (tokens: the
  face-down Neighbour tokens), seat.<i> (seat: name and score panel), eudora (tile, solo:
  Romancing Eudora roses), log, prompt, toolbar, table.
"""
from __future__ import annotations

import math
import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from app.art import seat_regions  # noqa: E402

W, H, TILE = 1280, 720, 16

# Chrome shared by every table (matches app/scenes/intrigue_table.py's first layout).
TABLE = (0, 0, 960, 590)
LOG = (972, 60, 298, 530)
TOOLBAR = (972, 10, 298, 40)
PROMPT = (10, 598, 1260, 114)


class Zones:
    """An ordered list of zones for one object layer."""

    def __init__(self) -> None:
        self.items: list[tuple[str, tuple[int, int, int, int], dict]] = []

    def add(self, name: str, box, kind: str, **props) -> tuple[int, int, int, int]:
        box = tuple(int(round(v)) for v in box)
        self.items.append((name, box, {"kind": kind, **props}))
        return box


def _prop_xml(key: str, value) -> str:
    if isinstance(value, bool):
        return f'<property name={quoteattr(key)} type="bool" value="{str(value).lower()}"/>'
    if isinstance(value, int):
        return f'<property name={quoteattr(key)} type="int" value="{value}"/>'
    return f'<property name={quoteattr(key)} value={quoteattr(str(value))}/>'


def write_tmx(path: Path, game: str, layers: dict[int, Zones]) -> None:
    """Write ``layers`` (player count -> zones) as a Tiled map to ``path``."""
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
           f'renderorder="right-down" width="{W // TILE}" height="{H // TILE}" '
           f'tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
           f'nextlayerid="{len(layers) + 1}" nextobjectid="{{NEXT}}">',
           ' <properties>',
           f'  {_prop_xml("game", game)}',
           f'  {_prop_xml("logical_width", W)}',
           f'  {_prop_xml("logical_height", H)}',
           ' </properties>']
    oid = 1
    for lid, (n, zones) in enumerate(sorted(layers.items()), start=1):
        out.append(f' <objectgroup id="{lid}" name="seats.{n}">')
        for name, (x, y, w, h), props in zones.items:
            out.append(f'  <object id="{oid}" name={quoteattr(name)} x="{x}" y="{y}" '
                       f'width="{w}" height="{h}">')
            out.append('   <properties>')
            for key in sorted(props):
                out.append(f'    {_prop_xml(key, props[key])}')
            out.append('   </properties>')
            out.append('  </object>')
            oid += 1
        out.append(' </objectgroup>')
    out.append('</map>')
    text = "\n".join(out).replace("{NEXT}", str(oid)) + "\n"
    path.write_text(text, encoding="utf-8")


def _chrome(z: Zones) -> None:
    z.add("table", TABLE, "table")
    z.add("log", LOG, "log")
    z.add("toolbar", TOOLBAR, "toolbar")
    z.add("prompt", PROMPT, "prompt")


# --- Intrigue -------------------------------------------------------------------------------

SEAT0 = (250, 402, 470, 186)
OPP_SEAT = (186, 118)
#: Centres of the other seats' panels for 5..7 opponents (fewer sit on an arc).
SLOTS = {
    5: [(105, 300), (190, 100), (480, 70), (770, 100), (855, 300)],
    6: [(105, 330), (105, 180), (330, 70), (630, 70), (855, 180), (855, 330)],
    7: [(105, 330), (105, 190), (250, 70), (480, 70), (710, 70), (855, 190), (855, 330)],
}
SEAT_BOUNDS = (8, 8, TABLE[2] - 16, 392)


def opponent_box(k: int, d: int) -> tuple[int, int, int, int]:
    """Panel of the seat ``d`` places clockwise from the person, with ``k`` opponents."""
    if k in SLOTS:
        cx, cy = SLOTS[k][d - 1]
    else:
        ang = math.radians(180.0 - 180.0 * d / (k + 1))
        cx = 480 + 390 * math.cos(ang)
        cy = 300 - 235 * math.sin(ang)
    w, h = OPP_SEAT
    x, y = int(cx) - w // 2, int(cy) - h // 2
    bx, by, bw, bh = SEAT_BOUNDS
    x = min(max(x, bx), bx + bw - w)
    y = min(max(y, by), by + bh - h)
    return x, y, w, h


def _card_fit(area_h: int) -> tuple[int, int]:
    ch = area_h - 4
    return int(ch / 1.4), ch


def intrigue_layer(n: int) -> Zones:
    z = Zones()
    _chrome(z)
    z.add("court", (436, 230, 88, 124), "pile", face="down", card_w=88, card_h=124)
    z.add("bank", (290, 250, 80, 84), "bank")
    z.add("exchange", (546, 226, 176, 124), "row", face="up", card_w=72, card_h=100)
    z.add("tray", (12, 430, 226, 156), "tray")
    for d in range(n):
        box = SEAT0 if d == 0 else opponent_box(n - 1, d)
        x, y, w, h = z.add(f"seat.{d}", box, "seat", offset=d, human=(d == 0))
        reg = seat_regions((w, h))
        cards, coins = reg["cards"].move(x, y), reg["coins"].move(x, y)
        cw, ch = _card_fit(cards.h)
        if d == 0:
            half = 236
            z.add("hand.0", (cards.x, cards.y, half, cards.h), "hand", face="up", fan="row",
                  card_w=cw, card_h=ch, offset=0)
            z.add("lost.0", (cards.x + half + 4, cards.y, cards.w - half - 4, cards.h), "row",
                  face="up", card_w=cw, card_h=ch, offset=0)
        else:
            z.add(f"hand.{d}", tuple(cards), "hand", face="down", fan="row", card_w=cw,
                  card_h=ch, offset=d)
        z.add(f"coins.{d}", tuple(coins), "coins", offset=d)
    return z


# --- Garden ---------------------------------------------------------------------------------

def garden_layer(n: int) -> Zones:
    z = Zones()
    _chrome(z)
    if n == 1:
        cw, ch, slot = 80, 112, (96, 128)
        y = 10
        z.add("deck", (10, y, *slot), "pile", face="down", card_w=cw, card_h=ch)
        for i, pos in enumerate(("left", "centre", "right")):
            z.add(f"offer.{pos}", (124 + i * 104, y, *slot), "slot", face="up", card_w=cw,
                  card_h=ch, bees={"left": -1, "centre": 0, "right": 1}[pos])
        z.add("discard", (450, y, *slot), "pile", face="up", card_w=cw, card_h=ch)
        z.add("compost.0", (556, y, *slot), "pile", face="up", card_w=cw, card_h=ch, offset=0)
        z.add("neighbours", (670, 10, 282, 190), "neighbours")
        for i in range(4):
            z.add(f"neighbour.{i}", (674, 14 + i * 46, 274, 44), "tile", index=i)
        z.add("tokens", (670, 208, 282, 52), "tokens")
        z.add("beehive", (670, 268, 136, 64), "bees")
        z.add("supply.0", (816, 268, 136, 64), "bees", offset=0)
        z.add("seat.0", (670, 340, 282, 64), "seat", offset=0, human=True)
        z.add("eudora", (670, 412, 282, 120), "tile")
        pw, ph, gap = 72, 100, 6
        z.add("plot.0", (10, 150, 650, 436), "plot", cols=6, rows=3, card_w=pw, card_h=ph,
              gap=gap, offset=0)
    else:
        cw, ch, slot = 64, 90, (76, 102)
        y = 8
        z.add("deck", (10, y, *slot), "pile", face="down", card_w=cw, card_h=ch)
        for i, pos in enumerate(("left", "centre", "right")):
            z.add(f"offer.{pos}", (100 + i * 84, y, *slot), "slot", face="up", card_w=cw,
                  card_h=ch, bees={"left": -1, "centre": 0, "right": 1}[pos])
        z.add("discard", (360, y, *slot), "pile", face="up", card_w=cw, card_h=ch)
        for i, pos in enumerate(("left", "centre", "right")):   # G-12: the passed card's place
            z.add(f"pass.{pos}", (100 + i * 84, 119, 76, 56), "pass", face="up", card_w=40,
                  card_h=54, bees={"left": -1, "centre": 0, "right": 1}[pos])
        z.add("neighbours", (450, 8, 500, 102), "neighbours")
        for i in range(4):
            z.add(f"neighbour.{i}", (454 + (i % 2) * 248, 12 + (i // 2) * 48, 244, 44), "tile",
                  index=i)
        z.add("tokens", (450, 118, 330, 52), "tokens")
        z.add("beehive", (790, 118, 160, 52), "bees")
        pw, ph, gap = 56, 78, 5
        for seat in range(2):
            x0 = 10 + seat * 475
            z.add(f"seat.{seat}", (x0, 180, 200, 58), "seat", offset=seat, human=(seat == 0))
            z.add(f"supply.{seat}", (x0 + 206, 180, 130, 58), "bees", offset=seat)
            z.add(f"compost.{seat}", (x0 + 342, 180, 123, 58), "pile", face="up", card_w=36,
                  card_h=50, offset=seat)
            z.add(f"plot.{seat}", (x0, 246, 465, 340), "plot", cols=6, rows=3, card_w=pw,
                  card_h=ph, gap=gap, offset=seat)
    return z


def main() -> int:
    write_tmx(HERE / "intrigue.tmx", "intrigue", {n: intrigue_layer(n) for n in range(2, 9)})
    write_tmx(HERE / "garden.tmx", "garden", {n: garden_layer(n) for n in (1, 2)})
    print(f"wrote {HERE / 'intrigue.tmx'} and {HERE / 'garden.tmx'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
