"""Marks drawn over the Reflection Pond board: where the frog can hop, the last action, previews and hints.

Previews show what an action would do before it is chosen: both frogs'
ghosts where they would land (a cross on a frog that would not move) and the
glow of a stick place, in the highlight colour when the action is allowed
and in the danger colour when it is not.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from reflectgames.core.rules import Event
from reflectgames.games.pond.board import MIRRORED, Direction
from reflectgames.games.pond.events import Hop, StickPlaced
from reflectgames.games.pond.moves import FrogMove, PondMove, StickMove, UnstickMove
from reflectgames.games.pond.painters import sprites
from reflectgames.games.pond.painters.frame import BoardFrame
from reflectgames.games.pond.preview import neighbour, preview_frogs
from reflectgames.ui.draw import glow_line
from reflectgames.ui.marks import ring

# A frog's ghost where it would land: fainter when the action is not allowed.
GHOST_ALPHA = 120
REFUSED_GHOST_ALPHA = 60
# Half the size of the cross on a frog that would not move, in pixels.
CROSS = 8


def draw_targets(frame: BoardFrame, mover: int, frog_moves: Sequence[FrogMove]) -> None:
    """Soft rings on the pads the mover's frog can hop to, or push towards when only the other frog moves."""
    lay = frame.layout
    for move in frog_moves:
        preview = preview_frogs(frame.obs, mover, move.direction)[mover]
        seat = mover
        tile = preview.landed if preview.moved else neighbour(frame.obs.ponds[mover].frog, move.direction)
        if tile is None:  # against the edge only the other frog moves: its pad is where this hop is clicked
            seat = 1 - mover
            tile = neighbour(frame.obs.ponds[seat].frog, MIRRORED[move.direction])
        if tile is not None:
            center = lay.tile_center(seat, tile)
            pygame.draw.circle(frame.surface, frame.palette.highlight, center, lay.tile * 0.42, 2)


def draw_last_move(frame: BoardFrame, events: Sequence[Event]) -> None:
    """Footprints where the frogs came from on the last action, and the last stick laid."""
    lay, palette = frame.layout, frame.palette
    for event in events:
        if isinstance(event, Hop) and event.player is not None:
            center = lay.tile_center(event.player, event.from_tile)
            pygame.draw.circle(frame.surface, palette.accent, center, lay.tile * 0.1)
        elif isinstance(event, StickPlaced) and event.player is not None:
            start, end, _ = lay.edge_segment(event.player, *event.edge)
            glow_line(frame.surface, palette.accent, start, end, 1)


def draw_stick_place(frame: BoardFrame, seat: int, move: StickMove | UnstickMove, *, allowed: bool,
                     width: int = 2) -> None:
    """The glow of the stick place an action would lay a stick on or lift it from."""
    color = frame.palette.highlight if allowed else frame.palette.danger
    start, end, _ = frame.layout.edge_segment(seat, *move.tiles)
    glow_line(frame.surface, color, start, end, width)


def draw_frog_preview(frame: BoardFrame, mover: int, direction: Direction, *, allowed: bool) -> None:
    """Both frogs' ghosts where `frog direction` would take them, with the path through any water."""
    surface, lay, palette = frame.surface, frame.layout, frame.palette
    size = int(lay.tile * 0.8)
    for seat, preview in enumerate(preview_frogs(frame.obs, mover, direction)):
        start = lay.tile_center(seat, frame.obs.ponds[seat].frog)
        if not preview.moved:
            x, y = start
            pygame.draw.line(surface, palette.danger, (x - CROSS, y - CROSS), (x + CROSS, y + CROSS), 3)
            pygame.draw.line(surface, palette.danger, (x - CROSS, y + CROSS), (x + CROSS, y - CROSS), 3)
            continue
        target = lay.tile_center(seat, preview.end)
        ghost = sprites.frog(size, palette.players[seat]).copy()
        ghost.set_alpha(GHOST_ALPHA if allowed else REFUSED_GHOST_ALPHA)
        surface.blit(ghost, ghost.get_rect(center=target))
        color = palette.highlight if allowed else palette.danger
        landed = lay.tile_center(seat, preview.landed)
        pygame.draw.line(surface, color, start, landed, 2)
        if preview.end != preview.landed:  # through the water to the other water tile
            pygame.draw.line(surface, palette.mirror_line, landed, target, 1)


def draw_hinted(frame: BoardFrame, mover: int, move: PondMove) -> None:
    """The hinted action ringed: the frog and where both frogs would go, or the stick place."""
    lay, color = frame.layout, frame.palette.highlight
    if isinstance(move, FrogMove):
        frog = lay.tile_center(mover, frame.obs.ponds[mover].frog)
        ring(frame.surface, color, frog, lay.tile * 0.46)
        draw_frog_preview(frame, mover, move.direction, allowed=True)
        return
    start, end, _ = lay.edge_segment(mover, *move.tiles)
    glow_line(frame.surface, color, start, end, 4)
    middle = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
    ring(frame.surface, color, middle, lay.tile * 0.3)
