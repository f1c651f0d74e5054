"""Where the last Reflec action happened, marked on the board at rest.

A dot where a coin or a laser left, a frame on a dropped, spun or swapped
coin's cell, and a faint line along the last beam.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from reflectgames.core.rules import Event
from reflectgames.games.reflec.board import SUITS, Cell
from reflectgames.games.reflec.events import BeamFired, CoinMoved, Dropped, LaserMoved, Spun, Swapped
from reflectgames.games.reflec.painters import sprites
from reflectgames.games.reflec.painters.beam_art import beam_points
from reflectgames.games.reflec.painters.board_art import BoardArt
from reflectgames.ui.theme import mix

# How much of the suit's beam colour the faint line of the last shot takes (the rest is the tile's).
LAST_BEAM_TINT = 0.6


class LastMovePainter:
    """Draws the marks of `events`, the events of the move that led to the position shown."""

    def draw(self, surface: pygame.Surface, art: BoardArt, events: Sequence[Event]) -> None:
        lay = art.layout
        palette = art.palette
        for event in events:
            if isinstance(event, CoinMoved | LaserMoved):
                pygame.draw.circle(surface, palette.accent, lay.cell_center(event.start), lay.cell * 0.08)
            elif isinstance(event, BeamFired):
                color = mix(palette.tile, sprites.beam_color(palette, SUITS[event.suit]), LAST_BEAM_TINT)
                pygame.draw.lines(surface, color, False, beam_points(event, lay), 2)
            for cell in _framed_cells(event):
                pygame.draw.rect(
                    surface, palette.accent, lay.cell_rect(cell).inflate(-4, -4), 2, border_radius=6
                )


def _framed_cells(event: Event) -> tuple[Cell, ...]:
    """The cells of a dropped, spun or swapped coin, which get a frame."""
    if isinstance(event, Dropped | Spun):
        return (event.cell,)
    if isinstance(event, Swapped):
        return event.cells
    return ()
