"""The still parts of the Reflection Pond board: the two basins, the mirror line, the shelves and the pads.

The basins, shelves and mirror line do not change between frames: they are
drawn once per board size and palette into a layer that each frame blits.
The pads are drawn every frame, since water opens and dries under them.
"""

from __future__ import annotations

import math

import pygame

from reflectgames.games.pond.board import TILES, Tile
from reflectgames.games.pond.layout import PondLayout
from reflectgames.games.pond.painters import sprites
from reflectgames.games.pond.painters.frame import BoardFrame
from reflectgames.i18n import t
from reflectgames.ui.draw import glow_line, shadowed_round_rect
from reflectgames.ui.text import draw_text
from reflectgames.ui.theme import Palette, lighter, mix

# The smallest size the pads' numbers are written in (the app's readable minimum).
MIN_NUMBER_SIZE = 13
# The ripple along the mirror line: its height in pixels and how opaque it is.
MIRROR_RIPPLE = 3
MIRROR_RIPPLE_ALPHA = 70
# A drying or opening pad never shrinks to nothing: smoothscale needs a size.
SMALLEST_PAD_SCALE = 0.05


def pad_turn(tile: Tile) -> float:
    """How far each pad's notch is turned: a fixed scatter so the pads do not look stamped."""
    return (tile * 0.37) % 1


class Backdrop:
    """The basins, shelves and mirror line, kept as one layer until the board's size or palette changes."""

    def __init__(self) -> None:
        self._layer: pygame.Surface | None = None
        self._key: tuple[object, ...] | None = None

    def layer(self, lay: PondLayout, palette: Palette) -> pygame.Surface:
        key = (lay.board.size, lay.tile, palette.name)
        if self._layer is None or self._key != key:
            self._layer, self._key = _draw_backdrop(lay, palette), key
        return self._layer


def _draw_backdrop(lay: PondLayout, palette: Palette) -> pygame.Surface:
    layer = pygame.Surface(lay.board.size, pygame.SRCALPHA)
    offset = (-lay.board.x, -lay.board.y)
    for seat, pond in lay.ponds.items():
        basin = pond.move(offset).inflate(lay.tile // 3, lay.tile // 3)
        shadowed_round_rect(layer, basin, palette.water, lay.tile // 4, rim=palette.water_deep)
        for i in range(1, 4):  # faint ripples across the water
            y = basin.y + basin.height * i // 4
            ripple = (*lighter(palette.water, 0.12), 255)
            pygame.draw.line(layer, ripple, (basin.x + 8, y), (basin.right - 8, y))
        shelf = lay.shelves[seat].move(offset)
        shadowed_round_rect(layer, shelf, palette.panel, lay.tile // 5, rim=palette.panel_edge)
    mirror_y = lay.mirror_y - lay.board.y
    left = lay.ponds[0].x - lay.board.x - lay.tile // 3
    right = lay.ponds[0].right - lay.board.x + lay.tile // 3
    glow_line(layer, palette.mirror_line, (left, mirror_y), (right, mirror_y), 2)
    # A soft ripple along the glass.
    wavelength = lay.tile / 4
    points = [
        (left + k, mirror_y + math.sin(k / wavelength) * MIRROR_RIPPLE) for k in range(0, right - left + 1, 3)
    ]
    pygame.draw.aalines(layer, (*lighter(palette.mirror_line, 0.3), MIRROR_RIPPLE_ALPHA), False, points)
    label_x = lay.shelves[0].centerx - lay.board.x
    draw_text(layer, t("pond.mirror"), (label_x, mirror_y), "small", palette.text_muted, anchor="center")
    return layer


def draw_pads(frame: BoardFrame, seat: int) -> None:
    """Every pad of `seat`'s pond, or open water; mid-animation a new water tile opens and one dries."""
    surface, lay, palette = frame.surface, frame.layout, frame.palette
    size = lay.tile
    pad_size = int(size * 0.98)
    water = frame.obs.ponds[seat].water
    opening = frame.animation.water_opening(seat) if frame.animation is not None else None
    new, dried, progress = opening if opening is not None else (None, None, 1.0)
    hole = sprites.water_hole(pad_size, palette.water, palette.water_deep, palette.mirror_line)
    for tile in TILES:
        rect = lay.tile_rect(seat, tile)
        center = rect.center
        pad = sprites.lily_pad(pad_size, palette.lily, palette.lily_edge, pad_turn(tile))
        if tile in water and tile != new:
            surface.blit(hole, hole.get_rect(center=center))
        elif tile in (new, dried):
            shown = progress if tile == new else 1 - progress
            surface.blit(hole, hole.get_rect(center=center))
            shrunk = pygame.transform.smoothscale_by(pad, max(SMALLEST_PAD_SCALE, 1 - shown))
            surface.blit(shrunk, shrunk.get_rect(center=center))
        else:
            surface.blit(pad, pad.get_rect(center=center))
        draw_text(
            surface,
            str(tile),
            (int(rect.x + size * 0.1), int(rect.y + size * 0.05)),
            max(MIN_NUMBER_SIZE, int(size * 0.2)),
            mix(palette.text, palette.lily_edge, 0.15),
            bold=True,
        )
