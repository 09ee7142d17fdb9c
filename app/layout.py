"""Table layouts: named zones read from the Tiled maps ``assets/layouts/<game>.tmx``.

Each map has one object layer per player count, ``seats.<n>``, of named rectangles with a
custom property ``kind`` (and others such as ``card_w``, ``card_h``, ``face``, ``fan``,
``seat``, ``offset``); the zone names and kinds of each game are listed in
``assets/layouts/generate.py``, which writes the maps.  Coordinates are logical pixels of the
1280x720 screen.  Loaded with ``pytmx.TiledMap`` (no tiles, so no image loading).

For Intrigue, ``seat.<k>`` is the seat k places clockwise from the person watching
(``seat.0`` = the person at the bottom); map engine seat s to ``(s - viewer) % n``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Mapping

import pygame
import pytmx

from app.assets import assets_dir


@dataclass(frozen=True)
class Zone:
    """One named area: ``name`` (e.g. "seat.2"), ``rect`` (logical px; treat as read-only,
    copy before changing), ``kind`` (e.g. "seat", "hand", "pile") and the other custom
    properties in ``props`` (ints, bools and strings as typed in the map)."""

    name: str
    rect: pygame.Rect
    kind: str
    props: Mapping[str, Any] = field(default_factory=dict)

    def prop(self, key: str, default: Any = None) -> Any:
        """The custom property ``key`` or ``default``."""
        return self.props.get(key, default)


class Layout:
    """The zones of one game at one player count.

    ``game``, ``num_players``, ``size`` (logical (w, h)) and ``zones`` (name -> :class:`Zone`,
    in map order).  ``layout["court"]`` returns a Zone and raises ``KeyError`` naming the
    missing zone and the map file.
    """

    def __init__(self, game: str, num_players: int, size: tuple[int, int],
                 zones: dict[str, Zone], source: Path) -> None:
        self.game = game
        self.num_players = num_players
        self.size = size
        self.zones = zones
        self.source = source

    def __getitem__(self, name: str) -> Zone:
        try:
            return self.zones[name]
        except KeyError:
            raise KeyError(f"no zone {name!r} for {self.num_players} players in "
                           f"{self.source}") from None

    def __contains__(self, name: object) -> bool:
        return name in self.zones

    def __iter__(self) -> Iterator[str]:
        return iter(self.zones)

    def __len__(self) -> int:
        return len(self.zones)

    def rect(self, name: str) -> pygame.Rect:
        """A copy of the zone's rect (safe to change).  Raises ``KeyError``."""
        return pygame.Rect(self[name].rect)

    def of_kind(self, kind: str) -> list[Zone]:
        """All zones of ``kind``, in map order."""
        return [z for z in self.zones.values() if z.kind == kind]

    def zone_at(self, pos: tuple[int, int], kinds: tuple[str, ...] | None = None) -> Zone | None:
        """The smallest zone containing the logical point ``pos`` (optionally only of
        ``kinds``), or None: the most specific drop target under the pointer."""
        hits = [z for z in self.zones.values()
                if z.rect.collidepoint(pos) and (kinds is None or z.kind in kinds)]
        if not hits:
            return None
        return min(hits, key=lambda z: z.rect.w * z.rect.h)


def layout_path(game: str, assets: Path | str | None = None) -> Path:
    """``<assets>/layouts/<game>.tmx`` (assets default: :func:`app.assets.assets_dir`)."""
    root = Path(assets) if assets is not None else assets_dir()
    return root / "layouts" / f"{game}.tmx"


def _read_map(game: str, assets) -> tuple[pytmx.TiledMap, Path]:
    path = layout_path(game, assets)
    if not path.is_file():
        raise FileNotFoundError(f"no layout for game {game!r}: {path}")
    return pytmx.TiledMap(str(path)), path


def player_counts(game: str, assets: Path | str | None = None) -> list[int]:
    """The player counts the map of ``game`` has a ``seats.<n>`` layer for, ascending."""
    tmx, _ = _read_map(game, assets)
    counts = []
    for layer in tmx.layers:
        name = getattr(layer, "name", "") or ""
        if name.startswith("seats.") and name[6:].isdigit():
            counts.append(int(name[6:]))
    return sorted(counts)


def load_layout(game: str, num_players: int, assets: Path | str | None = None) -> Layout:
    """Read the zones of ``game`` ("intrigue", "garden", ...) for ``num_players``.

    Raises ``FileNotFoundError`` when the map is missing, ``LookupError`` when it has no
    ``seats.<num_players>`` layer, ``ValueError`` for an unnamed object, a duplicate name or
    an object without the ``kind`` property.
    """
    tmx, path = _read_map(game, assets)
    layer_name = f"seats.{int(num_players)}"
    try:
        layer = tmx.get_layer_by_name(layer_name)
    except ValueError:
        raise LookupError(f"{path} has no layer {layer_name!r} "
                          f"(player counts: {player_counts(game, assets)})") from None
    zones: dict[str, Zone] = {}
    for obj in layer:
        if not obj.name:
            raise ValueError(f"{path} layer {layer_name}: object {obj.id} has no name")
        if obj.name in zones:
            raise ValueError(f"{path} layer {layer_name}: duplicate zone {obj.name!r}")
        props = dict(obj.properties)
        kind = props.pop("kind", None)
        if not kind:
            raise ValueError(f"{path} layer {layer_name}: zone {obj.name!r} has no 'kind'")
        rect = pygame.Rect(int(round(obj.x)), int(round(obj.y)),
                           int(round(obj.width)), int(round(obj.height)))
        zones[obj.name] = Zone(obj.name, rect, str(kind), props)
    size = (int(tmx.width * tmx.tilewidth), int(tmx.height * tmx.tileheight))
    return Layout(game, int(num_players), size, zones, path)
