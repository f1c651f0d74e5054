"""The Reflec board's still layer: the frame, the sixteen tiles and the coordinates around them.

Drawn once per size and palette and kept, so a frame blits it in one go.
"""

from __future__ import annotations

import pygame

from reflectgames.games.reflec.board import FILES, SIZE
from reflectgames.games.reflec.layout import ReflecLayout
from reflectgames.games.reflec.painters import sprites
from reflectgames.ui.draw import shadowed_round_rect
from reflectgames.ui.text import draw_text
from reflectgames.ui.theme import Palette, darker


class BoardLayer:
    """The cached layer of the frame, tiles and coordinates (the size of `layout.frame`)."""

    def __init__(self) -> None:
        self._layer: pygame.Surface | None = None
        self._key: tuple[tuple[int, int], int, str] | None = None

    def forget(self) -> None:
        """Drop the cached layer (the board moved or changed size)."""
        self._layer = None

    def surface(self, layout: ReflecLayout, palette: Palette) -> pygame.Surface:
        key = (layout.frame.size, layout.cell, palette.name)
        if self._layer is not None and self._key == key:
            return self._layer
        layer = _draw_layer(layout, palette)
        self._layer, self._key = layer, key
        return layer


def _draw_layer(lay: ReflecLayout, palette: Palette) -> pygame.Surface:
    layer = pygame.Surface(lay.frame.size, pygame.SRCALPHA)
    frame = layer.get_rect()
    shadowed_round_rect(
        layer,
        frame.inflate(-4, -4),
        darker(palette.board, 0.25),
        lay.cell // 5,
        rim=darker(palette.board, 0.6),
    )
    offset = (lay.board.x - lay.frame.x, lay.board.y - lay.frame.y)
    tile_size = lay.cell * 2
    for col in range(SIZE // 2):
        for row in range(SIZE // 2):
            layer.blit(
                sprites.tile(tile_size, palette),
                (offset[0] + col * tile_size, offset[1] + row * tile_size),
            )
    size = max(13, int(lay.cell * 0.2))
    margin = offset[0]
    for index in range(SIZE):
        x = offset[0] + (index + 0.5) * lay.cell
        y = offset[1] + (SIZE - index - 0.5) * lay.cell
        for px, py, text in (
            (x, margin / 2, FILES[index]),
            (x, frame.height - margin / 2, FILES[index]),
            (margin / 2, y, str(index + 1)),
            (frame.width - margin / 2, y, str(index + 1)),
        ):
            draw_text(layer, text, (int(px), int(py)), size, palette.text_muted, anchor="center")
    return layer
