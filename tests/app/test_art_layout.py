"""Bundled fonts, card art and Tiled table layouts (app/fonts.py, app/art.py, app/layout.py).

Headless: the dummy video driver is set before pygame is imported.
"""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import importlib.util  # noqa: E402
import math  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from app import art as art_mod  # noqa: E402
from app.art import (CARD_SIZE, GLOW_PAD, SHADOW_PAD, VEGETABLE_COLORS, ZOOM_SIZE,  # noqa: E402
                     CardArt, role_rank, seat_regions, vegetable_type)
from app.assets import assets_dir  # noqa: E402
from app.fonts import FontBook  # noqa: E402
from app.layout import load_layout, player_counts  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
RANKS = ("K", "Q", "J", "10", "A")


@pytest.fixture(scope="module")
def fonts():
    return FontBook()


@pytest.fixture(scope="module")
def art(fonts):
    return CardArt(fonts)


# --- fonts and assets ----------------------------------------------------------------------

def test_assets_dir_is_next_to_the_package_not_the_working_directory(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert assets_dir() == REPO / "assets"
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets_dir() == tmp_path / "assets"


def test_font_is_the_bundled_file_with_its_license(fonts):
    assert fonts.path(False) == REPO / "assets" / "fonts" / "DejaVuSans.ttf"
    assert fonts.path(True) == REPO / "assets" / "fonts" / "DejaVuSans-Bold.ttf"
    assert (REPO / "assets" / "fonts" / "LICENSE-DejaVu.txt").read_text().count("Bitstream") > 2
    sample = "Cabbage 10 Tax"
    for bold in (False, True):
        got = fonts.get_font(20, bold).render(sample, True, (0, 0, 0))
        ref = pygame.font.Font(str(fonts.path(bold)), 20).render(sample, True, (0, 0, 0))
        assert pygame.image.tobytes(got, "RGBA") == pygame.image.tobytes(ref, "RGBA")
    default = pygame.font.Font(None, 20).render(sample, True, (0, 0, 0))
    mine = fonts.get_font(20).render(sample, True, (0, 0, 0))
    assert (mine.get_size() != default.get_size()
            or pygame.image.tobytes(mine, "RGBA") != pygame.image.tobytes(default, "RGBA"))


def test_fontbook_caches_per_instance_and_checks_its_input(tmp_path, fonts):
    assert fonts.get_font(13) is fonts.get_font(13)
    assert fonts.get_font(13) is not fonts.get_font(13, bold=True)
    assert FontBook().get_font(13) is not fonts.get_font(13)   # no module-level singleton
    with pytest.raises(ValueError):
        fonts.get_font(0)
    with pytest.raises(FileNotFoundError):
        FontBook(tmp_path)


# --- art -----------------------------------------------------------------------------------

def _alpha(surf, pos):
    return surf.get_at(pos).a


@pytest.mark.parametrize("size", [CARD_SIZE, ZOOM_SIZE, (64, 90), (48, 68), (97, 136)])
def test_every_role_card_renders_at_its_size_and_the_five_differ(art, size):
    faces = []
    for rank in RANKS:
        for lost in (False, True):
            s = art.card(rank, size, lost=lost)
            assert s.get_size() == size
            assert _alpha(s, (0, 0)) < 128 and _alpha(s, (size[0] // 2, size[1] // 2)) == 255
        faces.append(pygame.image.tobytes(art.card(rank, size), "RGBA"))
    assert len(set(faces)) == 5


def test_lost_card_is_grey_apart_from_its_band(art):
    s = art.card("K", CARD_SIZE, lost=True)
    w, h = CARD_SIZE
    grey = 0
    total = 0
    for y in range(0, int(h * .3)):          # above the LOST band
        for x in range(w):
            c = s.get_at((x, y))
            if c.a == 255:
                total += 1
                grey += (c.r == c.g == c.b)
    assert total > 1000 and grey == total
    normal = art.card("K", CARD_SIZE)
    assert any(normal.get_at((x, 10)).r != normal.get_at((x, 10)).b for x in range(10, 90))


def test_role_names_and_ranks_are_accepted(art):
    assert [role_rank(r) for r in ("king", "Queen", "jack", "t", "Ten", "a", "10")] == \
        ["K", "Q", "J", "10", "10", "A", "10"]
    assert art.card("King") is art.card("K")          # cached by canonical rank
    with pytest.raises(KeyError):
        art.card("9")
    with pytest.raises(ValueError):
        art.card("K", (4, 4))


def test_card_texts_name_each_action():
    faces = art_mod.ROLE_FACES
    assert faces["K"].action == "Tax" and "3 coins" in faces["K"].text
    assert faces["J"].action == "Dagger" and "Pay 3" in faces["J"].text
    assert "Dagger" in faces["Q"].block
    assert "2 coins" in faces["10"].text and "steal" in faces["10"].block
    assert "court" in faces["A"].text and "steal" in faces["A"].block


def test_table_pieces_render_with_expected_sizes(art):
    assert art.back(CARD_SIZE).get_size() == CARD_SIZE
    assert art.back(ZOOM_SIZE).get_size() == ZOOM_SIZE
    assert art.shadow(CARD_SIZE).get_size() == (100 + 2 * SHADOW_PAD, 140 + 2 * SHADOW_PAD)
    assert art.glow((186, 118)).get_size() == (186 + 2 * GLOW_PAD, 118 + 2 * GLOW_PAD)
    assert art.coin(12).get_size() == (24, 24)
    sizes = {art.coin_stack(n, 14).get_size() for n in (0, 1, 5, 10, 30)}
    assert len(sizes) == 1
    assert art.coin_stack(0, 14) is not art.coin_stack(3, 14)
    for active, out in ((False, False), (True, False), (False, True)):
        s = art.seat_panel((186, 118), "Anna", "AI - hard", 5, active=active, eliminated=out)
        assert s.get_size() == (186, 118)
    assert art.seat_panel((470, 186), "You", "You", None).get_size() == (470, 186)
    for state in ("normal", "hover", "pressed", "disabled"):
        for variant in ("normal", "primary", "danger"):
            assert art.button("Challenge", (150, 40), state, variant).get_size() == (150, 40)
    with pytest.raises(ValueError):
        art.button("x", (150, 40), "glowing")
    assert art.panel((298, 530)).get_size() == (298, 530)
    felt = art.felt((1280, 720))
    assert felt.get_size() == (1280, 720) and felt.get_at((640, 360)).g > felt.get_at((640, 360)).r
    with pytest.raises(ValueError):
        art.coin_stack(-1)


def test_active_and_eliminated_seat_panels_look_different(art):
    args = ((186, 118), "Anna", "AI - hard", 5)
    a, b, c = (pygame.image.tobytes(art.seat_panel(*args, active=x, eliminated=y), "RGBA")
               for x, y in ((False, False), (True, False), (False, True)))
    assert len({a, b, c}) == 3


def test_garden_pieces_render_with_a_colour_per_vegetable(art):
    seen = set()
    for veg in VEGETABLE_COLORS:
        s = art.card_garden(veg, 12, 4, 2)
        assert s.get_size() == (80, 112)
        seen.add(pygame.image.tobytes(s, "RGBA"))
        assert art.card_garden(veg, 12, 4, 2, (56, 78), count=5).get_size() == (56, 78)
    assert len(seen) == 9 and len(set(VEGETABLE_COLORS.values())) == 9
    assert vegetable_type("ruta_baga") == "Ruta Baga" and vegetable_type("carrot") == "Carrots"
    with pytest.raises(KeyError):
        art.card_garden("Onions", 1, 1, 1)
    assert art.garden_back().get_size() == (80, 112)
    assert art.garden_back(holiday=True).get_size() == (80, 112)
    assert art.bee(14).get_size() == (28, 28)
    assert art.neighbour_tile("Lord Carrotbody", (135, 58), 0).get_size() == (135, 58)
    assert art.neighbour_token(2, 12, True, "HS").get_size() == (24, 24)
    assert art.neighbour_token(2, 12, False).get_size() == (24, 24)


def test_contact_sheet_and_table_previews_render(tmp_path, art):
    out = tmp_path / "sheet.png"
    assert art_mod._main([str(out)]) == 0
    assert pygame.image.load(str(out)).get_size() == (1280, 1000)
    for game, n in (("intrigue", 8), ("garden", 2)):
        assert art_mod.table_preview(art, load_layout(game, n)).get_size() == (1280, 720)


# --- layouts -------------------------------------------------------------------------------

def _inside_screen(rect):
    return rect.x >= 0 and rect.y >= 0 and rect.right <= 1280 and rect.bottom <= 720


def _no_bad_overlap(layout):
    zones = list(layout.zones.values())
    for i, a in enumerate(zones):
        for b in zones[i + 1:]:
            if a.rect.colliderect(b.rect):
                assert a.rect.contains(b.rect) or b.rect.contains(a.rect), (a.name, b.name)


@pytest.mark.parametrize("n", range(2, 9))
def test_intrigue_layout_has_every_zone_for_each_player_count(n):
    lay = load_layout("intrigue", n)
    assert lay.size == (1280, 720)
    needed = ["table", "court", "bank", "prompt", "log", "exchange", "lost.0"]
    for k in range(n):
        needed += [f"seat.{k}", f"hand.{k}", f"coins.{k}"]
    for name in needed:
        assert name in lay, name
        assert lay[name].kind
    assert f"seat.{n}" not in lay
    for z in lay.zones.values():
        assert _inside_screen(z.rect), z.name
    _no_bad_overlap(lay)
    for k in range(n):
        seat = lay[f"seat.{k}"]
        assert seat.prop("offset") == k and seat.kind == "seat"
        assert seat.rect.contains(lay[f"hand.{k}"].rect)
        assert seat.rect.contains(lay[f"coins.{k}"].rect)
        hand = lay[f"hand.{k}"]
        cw, ch = hand.prop("card_w"), hand.prop("card_h")
        assert 2 * cw + 4 <= hand.rect.w and ch <= hand.rect.h      # two cards side by side
        assert abs(cw * 1.4 - ch) <= 2
        # the art's seat panel regions are the layout's sub-zones
        regions = seat_regions(seat.rect.size)
        assert regions["coins"].move(seat.rect.topleft) == lay[f"coins.{k}"].rect
    assert lay["seat.0"].rect.contains(lay["lost.0"].rect)


@pytest.mark.parametrize("n", range(2, 9))
def test_intrigue_seats_go_clockwise_from_the_person_at_the_bottom(n):
    lay = load_layout("intrigue", n)
    table = lay["table"].rect
    me = lay["seat.0"].rect
    assert abs(me.centerx - table.centerx) <= 40
    assert all(me.bottom > lay[f"seat.{k}"].rect.bottom for k in range(1, n))
    cx, cy = table.centerx, table.centery
    angles = []
    for k in range(n):
        r = lay[f"seat.{k}"].rect
        dx, dy = r.centerx - cx, r.centery - cy
        angles.append(math.degrees(math.atan2(-dx, dy)))   # 0 bottom, 90 left, 180 top
    rel = [(a - angles[0]) % 360 for a in angles]           # clockwise from the person (C-1)
    assert rel == sorted(rel) and len(set(rel)) == n


@pytest.mark.parametrize("n", [1, 2])
def test_garden_layout_has_every_zone(n):
    lay = load_layout("garden", n)
    needed = ["deck", "discard", "offer.left", "offer.centre", "offer.right", "beehive",
              "neighbours", "tokens", "prompt", "log"] + [f"neighbour.{i}" for i in range(4)]
    for i in range(n):
        needed += [f"plot.{i}", f"supply.{i}", f"compost.{i}", f"seat.{i}"]
    for name in needed:
        assert name in lay, name
    for z in lay.zones.values():
        assert _inside_screen(z.rect), z.name
    _no_bad_overlap(lay)
    for i in range(n):
        plot = lay[f"plot.{i}"]
        cw, ch, gap = plot.prop("card_w"), plot.prop("card_h"), plot.prop("gap")
        assert (plot.prop("cols"), plot.prop("rows")) == (6, 3)      # G-2
        # the 6 x 3 frame plus one spare column and row for the floating plot
        assert 7 * (cw + gap) <= plot.rect.w and 4 * (ch + gap) <= plot.rect.h
    for i in range(4):
        assert lay["neighbours"].rect.contains(lay[f"neighbour.{i}"].rect)
    assert lay["offer.left"].prop("bees") == -1 and lay["offer.right"].prop("bees") == 1  # G-4


def test_player_counts_and_lookup_errors(tmp_path):
    assert player_counts("intrigue") == [2, 3, 4, 5, 6, 7, 8]
    assert player_counts("garden") == [1, 2]
    with pytest.raises(LookupError):
        load_layout("intrigue", 9)
    with pytest.raises(FileNotFoundError):
        load_layout("no-such-game", 2)
    lay = load_layout("intrigue", 4)
    with pytest.raises(KeyError, match="seat.7"):
        lay["seat.7"]
    hand = lay["hand.0"].rect
    assert lay.zone_at(hand.center).name == "hand.0"
    assert lay.zone_at(hand.center, kinds=("seat",)).name == "seat.0"
    assert lay.zone_at((2000, 2000)) is None
    r = lay.rect("court")
    r.x += 50
    assert lay["court"].rect.x == r.x - 50


def test_a_zone_without_kind_is_refused(tmp_path):
    (tmp_path / "layouts").mkdir()
    (tmp_path / "layouts" / "bad.tmx").write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<map version="1.10" orientation="orthogonal" renderorder="right-down" width="80" '
        'height="45" tilewidth="16" tileheight="16" infinite="0" nextlayerid="2" '
        'nextobjectid="2"><objectgroup id="1" name="seats.2">'
        '<object id="1" name="court" x="0" y="0" width="10" height="10"/>'
        '</objectgroup></map>\n')
    with pytest.raises(ValueError, match="kind"):
        load_layout("bad", 2, assets=tmp_path)


def test_committed_maps_equal_the_generator_output(tmp_path):
    spec = importlib.util.spec_from_file_location(
        "layout_generate", REPO / "assets" / "layouts" / "generate.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    gen.write_tmx(tmp_path / "intrigue.tmx", "intrigue",
                  {n: gen.intrigue_layer(n) for n in range(2, 9)})
    gen.write_tmx(tmp_path / "garden.tmx", "garden", {n: gen.garden_layer(n) for n in (1, 2)})
    for name in ("intrigue.tmx", "garden.tmx"):
        assert (tmp_path / name).read_text() == (REPO / "assets" / "layouts" / name).read_text()


def test_small_garden_cards_get_the_readable_small_face(art):
    """Below GARDEN_MINI_W a Garden card shows points, number and name only, on bands of the
    type's colour (a tester could not read a 38 px full face); the number keeps a white
    plate; the size asked for is kept; different numbers give different faces."""
    from app.art import GARDEN_MINI_W
    w = GARDEN_MINI_W - 10
    col = VEGETABLE_COLORS["Carrots"]
    mini = art.card_garden("Carrots", 11, 3, 1, (w, int(w * 1.4)))
    assert mini.get_size() == (w, int(w * 1.4))
    def near(px, c):
        return all(abs(a - b) <= 8 for a, b in zip(tuple(px)[:3], c))
    assert near(mini.get_at((w // 4, 4)), col)                 # the points band
    full = art.card_garden("Carrots", 11, 3, 1, (GARDEN_MINI_W, int(GARDEN_MINI_W * 1.4)))
    assert not near(full.get_at((GARDEN_MINI_W // 4, 4)), col)      # full face: cream
    assert pygame.image.tobytes(mini, "RGBA") != pygame.image.tobytes(
        art.card_garden("Carrots", 43, 3, 1, (w, int(w * 1.4))), "RGBA")


def test_a_garden_cards_neighbour_number_and_count_read_at_two_player_size(art):
    """Two new players (sessions 20, 21) could not read the count in the deck and the
    Neighbour number at the foot of a 64 px offer card (5 px tall digits).  Measured as the
    rows where two cards differing only in that number differ."""
    def digit_height(a, b):
        ys = [y for y in range(a.get_height()) for x in range(a.get_width())
              if a.get_at((x, y)) != b.get_at((x, y))]
        return max(ys) - min(ys) + 1

    for w, at_least in ((64, 7), (80, 9)):
        size = (w, int(w * 1.4))
        card = art.card_garden("Turnips", 6, 4, 3, size, count=5)
        assert digit_height(card, art.card_garden("Turnips", 6, 4, 1, size, count=5)) >= \
            at_least                                            # the Neighbour number
        assert digit_height(card, art.card_garden("Turnips", 6, 4, 3, size, count=4)) >= \
            at_least                                            # the count in the deck
