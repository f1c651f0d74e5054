"""The Reflec pieces at rest: coins and laser pawns in their cells.

The coin in hand is lifted a little inside a ring, the laser in hand is
ringed, and a neutral coin that may only spin this turn wears a small lock.
"""

from __future__ import annotations

import math
from collections.abc import Set

import pygame

from reflectgames.games.reflec.board import CELL_INDEX, DIRECTIONS
from reflectgames.games.reflec.choosing import COIN, LASER, Pick
from reflectgames.games.reflec.painters.board_art import BoardArt, blit_centered


class PiecesPainter:
    """Draws every piece of `art.obs` in its cell, except those in `hidden` (an animation shows them)."""

    def draw(
        self,
        surface: pygame.Surface,
        art: BoardArt,
        pick: Pick | None,
        hidden: Set[int],
        lift_pick: bool,
        mark_frozen: bool,
    ) -> None:
        """`lift_pick`: the picked coin is shown lifted (not while a move animates);
        `mark_frozen`: coins that may only spin are marked (while the viewer may act)."""
        lay = art.layout
        obs = art.obs
        for name, coin in obs.coins.items():
            cell = CELL_INDEX[name]
            if cell in hidden:
                continue
            image = art.coin(coin.suit, DIRECTIONS.index(coin.facing))
            x, y = lay.cell_center(cell)
            if lift_pick and pick is not None and pick.kind == COIN and pick.cell == cell:
                # Picked up: lifted a little off the tile, with a ring around it.
                pygame.draw.circle(surface, art.ink(), (x, y), lay.cell * 0.43, 3)
                y -= lay.cell * 0.05
            blit_centered(surface, image, (x, y))
            if mark_frozen and name in obs.frozen:
                self._draw_frozen_mark(surface, art, cell)
        for suit, at in obs.lasers.items():
            if at is None or CELL_INDEX[at] in hidden:
                continue
            center = lay.cell_center(CELL_INDEX[at])
            if pick is not None and pick.kind == LASER and pick.cell == CELL_INDEX[at]:
                pygame.draw.circle(surface, art.ink(), center, lay.cell * 0.46, 3)
            blit_centered(surface, art.pawn(suit), center)

    def _draw_frozen_mark(self, surface: pygame.Surface, art: BoardArt, cell: int) -> None:
        """A small padlock-like bar: this neutral coin may only spin this turn."""
        rect = art.layout.cell_rect(cell)
        size = max(6, rect.width // 7)
        box = pygame.Rect(rect.right - size * 2, rect.top + size // 2, size + 2, size)
        danger = art.palette.danger
        pygame.draw.rect(surface, danger, box, border_radius=2)
        pygame.draw.arc(surface, danger, box.inflate(-2, 2).move(0, -size // 2), 0, math.pi, 2)
