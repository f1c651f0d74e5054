"""Markers of the choice being made on the Reflec board.

With nothing in hand, faint rings show what may be picked up; with a coin,
rings mark where it may move, arrows the neighbours it may swap with, and
triangles the ways it may spin; with the laser, rings mark where it may go.
The keyboard's cell gets a focus frame.
"""

from __future__ import annotations

import math

import pygame

from reflectgames.games.reflec.board import CELL_INDEX, CELL_NAMES, DIRECTIONS
from reflectgames.games.reflec.choosing import COIN, LASER, Chooser
from reflectgames.games.reflec.painters.board_art import BoardArt
from reflectgames.ui.theme import mix


class ChoiceMarks:
    """Draws what the `Chooser` offers now, from its pick and its legal moves."""

    def draw_targets(self, surface: pygame.Surface, art: BoardArt, chooser: Chooser) -> None:
        lay = art.layout
        pick = chooser.pick
        if pick is None:
            if chooser.drop_round:
                return
            for name in art.obs.coins:  # what can be picked up, faintly
                cell = CELL_INDEX[name]
                if chooser.is_usable(cell):
                    pygame.draw.circle(
                        surface,
                        mix(art.palette.tile, art.ink(), 0.45),
                        lay.cell_center(cell),
                        lay.cell * 0.44,
                        1,
                    )
            return
        if pick.kind == COIN:
            for cell in chooser.move_targets(pick.cell):
                pygame.draw.circle(surface, art.ink(), lay.cell_center(cell), lay.cell * 0.3, 3)
            for cell in chooser.swap_partners(pick.cell):
                self._draw_swap_mark(surface, art, pick.cell, cell)
        elif pick.kind == LASER:
            for cell in chooser.laser_targets():
                pygame.draw.circle(surface, art.ink(), lay.cell_center(cell), lay.cell * 0.3, 3)

    def _draw_swap_mark(self, surface: pygame.Surface, art: BoardArt, held: int, partner: int) -> None:
        """Two small arrows on the border between the coin and a swap partner."""
        lay = art.layout
        ax, ay = lay.cell_center(held)
        bx, by = lay.cell_center(partner)
        mx, my = (ax + bx) / 2, (ay + by) / 2
        ink = art.ink()
        pygame.draw.circle(surface, ink, (bx, by), lay.cell * 0.45, 3)
        ux, uy = (bx - ax) / lay.cell, (by - ay) / lay.cell
        size = lay.cell * 0.1
        for sign in (1, -1):
            ox, oy = -uy * size * sign, ux * size * sign
            tip = (mx + ux * size * sign + ox, my + uy * size * sign + oy)
            tail = (mx - ux * size * sign + ox, my - uy * size * sign + oy)
            pygame.draw.line(surface, ink, tail, tip, 3)
            pygame.draw.circle(surface, ink, tip, 4)

    def draw_facing_arrows(self, surface: pygame.Surface, art: BoardArt, cell: int) -> None:
        """Four small triangles inside the picked coin's cell: click one to spin the coin that way."""
        lay = art.layout
        cx, cy = lay.cell_center(cell)
        facing = DIRECTIONS.index(art.obs.coins[CELL_NAMES[cell]].facing)
        for direction in range(4):
            if direction == facing:
                continue
            angle = direction * math.pi / 2
            ux, uy = math.sin(angle), -math.cos(angle)
            reach = lay.cell * 0.5
            tip = (cx + ux * reach, cy + uy * reach)
            base = lay.cell * 0.37
            half = lay.cell * 0.11
            points = [
                tip,
                (cx + ux * base - uy * half, cy + uy * base + ux * half),
                (cx + ux * base + uy * half, cy + uy * base - ux * half),
            ]
            pygame.draw.polygon(surface, art.palette.highlight, points)
            pygame.draw.polygon(surface, art.ink(), points, 2)

    def draw_cursor(self, surface: pygame.Surface, art: BoardArt, cell: int) -> None:
        """The frame of the keyboard's cell."""
        rect = art.layout.cell_rect(cell).inflate(-3, -3)
        pygame.draw.rect(surface, art.palette.focus, rect, 2, border_radius=6)
