"""Where the last Reflec action happened, marked on the board at rest.

A dot where a coin or a laser left, a frame on a dropped, spun or swapped
coin's cell, and a faint line along the last beam.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from reflectgames.core.rules import Event
from reflectgames.games.reflec import sprites
from reflectgames.games.reflec.beam_art import beam_points
from reflectgames.games.reflec.board import CELL_INDEX
from reflectgames.games.reflec.board_art import BoardArt
from reflectgames.ui.theme import mix


class LastMovePainter:
    """Draws the marks of `events`, the events of the move that led to the position shown."""

    def draw(self, surface: pygame.Surface, art: BoardArt, events: Sequence[Event]) -> None:
        lay = art.layout
        palette = art.palette
        for event in events:
            if event.kind in ("move", "laser_move"):
                pygame.draw.circle(
                    surface, palette.accent, lay.cell_center(CELL_INDEX[event.data["from"]]), lay.cell * 0.08
                )
            elif event.kind in ("drop", "spin"):
                pygame.draw.rect(
                    surface,
                    palette.accent,
                    lay.cell_rect(CELL_INDEX[event.data["cell"]]).inflate(-4, -4),
                    2,
                    border_radius=6,
                )
            elif event.kind == "swap":
                for name in event.data["cells"]:
                    pygame.draw.rect(
                        surface,
                        palette.accent,
                        lay.cell_rect(CELL_INDEX[name]).inflate(-4, -4),
                        2,
                        border_radius=6,
                    )
            elif event.kind == "beam":
                points = beam_points(event.data, lay)
                pygame.draw.lines(
                    surface,
                    mix(palette.tile, sprites.beam_color(palette, event.data["suit"]), 0.6),
                    False,
                    points,
                    2,
                )
