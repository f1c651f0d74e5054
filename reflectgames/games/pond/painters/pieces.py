"""The pieces on the Reflection Pond board: frogs, flies and sticks, where they stand or move now.

A frog is drawn facing the way it last hopped, lifted and grown in the air
with its shadow left on the water; it carries its owner's number, always
upright, so the frogs are told apart without colour.
"""

from __future__ import annotations

import math

import pygame

from reflectgames.games.pond.board import Direction, Tile
from reflectgames.games.pond.events import StickLifted, StickPlaced
from reflectgames.games.pond.layout import SCREEN_STEP
from reflectgames.games.pond.painters import sprites
from reflectgames.games.pond.painters.board_art import MIN_NUMBER_SIZE, SMALLEST_PAD_SCALE
from reflectgames.games.pond.painters.frame import BoardFrame
from reflectgames.ui.text import draw_text
from reflectgames.ui.theme import Palette, darker

# The frog sprite faces up: how far to turn it to face each way on screen.
TURN_TO_FACE = {(0, -1): 0, (-1, 0): 90, (0, 1): 180, (1, 0): -90}
# Below this scale (sinking, coming up) the frog is too small to carry its number.
NUMBER_SCALE = 0.5
# The burst of a caught fly: how many sparks.
SPARKS = 6


def frog_number(surface: pygame.Surface, palette: Palette, seat: int, center: tuple[float, float],
                size: int) -> None:
    """The owner's number on a frog's back, always upright."""
    ink = darker(palette.players[seat], 0.7)
    position = (int(center[0]), int(center[1] + size * 0.06))
    text_size = max(MIN_NUMBER_SIZE, int(size * 0.3))
    draw_text(surface, str(seat + 1), position, text_size, ink, bold=True, anchor="center")


def frog_mark(surface: pygame.Surface, palette: Palette, seat: int, center: tuple[int, int],
              size: int) -> None:
    """A player's frog standing for the player (shelf, side panel)."""
    image = sprites.frog(size, palette.players[seat])
    surface.blit(image, image.get_rect(center=center))
    frog_number(surface, palette, seat, center, size)


def _frog_place(frame: BoardFrame, seat: int) -> tuple[float, float, float, float]:
    """(x, y, lift, scale) of a frog now."""
    lay, anim = frame.layout, frame.animation
    pose = anim.frog_pose(seat) if anim is not None else None
    if anim is None or pose is None:
        x, y = lay.tile_center(seat, frame.obs.ponds[seat].frog)
        return x, y, 0.0, 1.0
    x0, y0 = lay.tile_center(seat, pose.start)
    x1, y1 = lay.tile_center(seat, pose.end)
    x = x0 + (x1 - x0) * pose.progress
    y = y0 + (y1 - y0) * pose.progress
    bump = anim.bump_offset(seat)
    if bump:
        dx, dy = SCREEN_STEP[seat][bump[0]]
        x += dx * bump[1] * lay.tile
        y += dy * bump[1] * lay.tile
    return x, y, pose.lift, pose.scale


def draw_frog(frame: BoardFrame, seat: int, facing: Direction) -> None:
    """`seat`'s frog where it is now, facing `facing` (owner-relative)."""
    surface, palette = frame.surface, frame.palette
    size = int(frame.layout.tile * 0.8)
    x, y, lift, scale = _frog_place(frame, seat)
    image = sprites.frog(size, palette.players[seat])
    angle = TURN_TO_FACE[SCREEN_STEP[seat][facing]]
    grow = scale * (1 + 0.25 * lift)
    image = pygame.transform.rotozoom(image, angle, grow) if (angle or grow != 1) else image
    if lift > 0:  # the shadow stays on the water while the frog is in the air
        shadow = pygame.Surface((int(size * 0.7), int(size * 0.35)), pygame.SRCALPHA)
        pygame.draw.ellipse(shadow, (0, 0, 0, int(70 * (1 - lift * 0.5))), shadow.get_rect())
        surface.blit(shadow, shadow.get_rect(center=(x + lift * 6, y + size * 0.25 + lift * 10)))
    center = (x, y - lift * frame.layout.tile * 0.3)
    surface.blit(image, image.get_rect(center=center))
    if scale > NUMBER_SCALE:
        frog_number(surface, palette, seat, center, int(size * grow))


def draw_flies(frame: BoardFrame, seat: int) -> None:
    """The flies of `seat`'s pond; an extra fly grows in, a caught one shrinks into a burst."""
    surface, lay, palette, anim = frame.surface, frame.layout, frame.palette, frame.animation
    size = int(lay.tile * 0.46)
    image = sprites.fly(size, palette.fly)
    arriving = anim.extra_fly_arrival() if anim is not None else None
    for tile in frame.obs.ponds[seat].flies:
        x, y = lay.tile_center(seat, tile)
        shown = image
        if arriving and arriving[0] == tile:
            shown = pygame.transform.smoothscale_by(image, max(SMALLEST_PAD_SCALE, arriving[1]))
        surface.blit(shown, shown.get_rect(center=(x + size * 0.4, y - size * 0.4)))
    eaten = anim.caught_fly(seat) if anim is not None else None
    if eaten and eaten[1] > 0:
        _draw_eaten_fly(frame, seat, image, eaten)


def _draw_eaten_fly(frame: BoardFrame, seat: int, image: pygame.Surface, eaten: tuple[Tile, float]) -> None:
    tile, left = eaten
    size = image.get_width()
    x, y = frame.layout.tile_center(seat, tile)
    shown = pygame.transform.smoothscale_by(image, max(SMALLEST_PAD_SCALE, left))
    frame.surface.blit(shown, shown.get_rect(center=(x + size * 0.4 * left, y - size * 0.4 * left)))
    for k in range(SPARKS):  # a little burst where the fly was
        angle = k * math.tau / SPARKS
        reach = (1 - left) * size
        end = (x + math.cos(angle) * reach, y + math.sin(angle) * reach)
        pygame.draw.circle(frame.surface, frame.palette.highlight, end, max(1, int(3 * left) + 1))


def draw_sticks(frame: BoardFrame, seat: int) -> None:
    """The sticks of `seat`'s pond; one being laid drops in, one being lifted fades out."""
    anim = frame.animation
    dropping = anim.stick_drop() if anim is not None else None
    pairs = [(a, b) for a, b in frame.obs.ponds[seat].sticks]
    if dropping and dropping[0].player == seat and isinstance(dropping[0], StickLifted):
        pairs.append(dropping[0].edge)
    for a, b in pairs:
        amount = 1.0
        if dropping and dropping[0].player == seat and dropping[0].edge == (a, b):
            amount = dropping[1] if isinstance(dropping[0], StickPlaced) else 1 - dropping[1]
        draw_stick(frame, seat, (a, b), amount)


def draw_stick(frame: BoardFrame, seat: int, edge: tuple[Tile, Tile], amount: float = 1.0) -> None:
    """One stick between the pads of `edge`; `amount` below 1 shows it smaller and fainter."""
    start, end, upright = frame.layout.edge_segment(seat, *edge)
    thickness = max(4, frame.layout.tile // 9)
    image = sprites.stick(int(math.dist(start, end)), thickness, frame.palette.stick, upright)
    if amount < 1:
        image = pygame.transform.smoothscale_by(image, max(SMALLEST_PAD_SCALE, amount))
        image.set_alpha(int(255 * amount))
    center = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
    frame.surface.blit(image, image.get_rect(center=center))
