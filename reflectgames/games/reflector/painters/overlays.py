"""What the Reflector board draws over the pencil marks: targets, previews, the cursor and motion.

Soft rings on the cells the shooter may claim; under the pointer the claimed
cell and the same label conceded at home, linked across the cut; the keyboard
cursor; corner ticks on the last claim; and the moving parts of an animation
(the rings pointing out the opponent's claim, a capture's wave, the
reflection crossing the cut with a flash).
"""

from __future__ import annotations

import pygame

from reflectgames.games.reflector.layout import GRIDS, OPPONENT, OWN, ReflectorLayout
from reflectgames.games.reflector.painters import sprites
from reflectgames.games.reflector.painters.animation import ReflectorAnimation
from reflectgames.ui.draw import glow_line
from reflectgames.ui.theme import Palette, mix


def draw_targets(surface: pygame.Surface, lay: ReflectorLayout, cells: list[int], palette: Palette) -> None:
    ring = sprites.ring(int(lay.cell * 0.56), mix(palette.highlight, sprites.PENCIL, 0.2), 2)
    for cell in cells:
        surface.blit(ring, ring.get_rect(center=lay.cell_center(OPPONENT, cell)))


def draw_claim_preview(surface: pygame.Surface, lay: ReflectorLayout, cell: int, *, legal: bool, seat: int,
                       own_node: bool, palette: Palette) -> None:
    """The claim under the pointer and the cell it concedes at home (in danger red if it is a node)."""
    target = lay.cell_rect(OPPONENT, cell)
    pygame.draw.rect(surface, palette.highlight if legal else palette.danger, target.inflate(2, 2), 3)
    if not legal:
        return
    home = lay.cell_rect(OWN, cell)
    ghost = sprites.mark(sprites.SYMBOLS[seat], lay.cell, palette.players[seat]).copy()
    ghost.set_alpha(120)
    surface.blit(ghost, ghost.get_rect(center=target.center))
    concede = palette.danger if own_node else palette.players[1 - seat]
    pygame.draw.rect(surface, concede, home.inflate(2, 2), 3)
    echo = sprites.mark(sprites.SYMBOLS[1 - seat], lay.cell, palette.players[1 - seat]).copy()
    echo.set_alpha(90)
    surface.blit(echo, echo.get_rect(center=home.center))
    glow_line(surface, mix(palette.mirror_line, palette.background, 0.5), target.center, home.center, 1)


def draw_cursor(surface: pygame.Surface, rect: pygame.Rect, palette: Palette) -> None:
    pygame.draw.rect(surface, palette.focus, rect.inflate(6, 6), 2, border_radius=4)


def draw_last_claim(surface: pygame.Surface, lay: ReflectorLayout, cell: int, palette: Palette) -> None:
    """The last claim, on both grids: corner ticks in the accent colour."""
    for grid in GRIDS:
        rect = lay.cell_rect(grid, cell).inflate(-2, -2)
        tick = max(4, rect.width // 3)
        corners = (rect.topleft, rect.topright, rect.bottomleft, rect.bottomright)
        for (x, y), (dx, dy) in zip(corners, ((1, 1), (-1, 1), (1, -1), (-1, -1)), strict=True):
            pygame.draw.line(surface, palette.accent, (x, y), (x + dx * tick, y), 3)
            pygame.draw.line(surface, palette.accent, (x, y), (x, y + dy * tick), 3)


def draw_motion(
    surface: pygame.Surface, lay: ReflectorLayout, anim: ReflectorAnimation, palette: Palette
) -> None:
    _draw_glance(surface, lay, anim, palette)
    clip = surface.get_clip()
    for flood, reach in anim.floods_now():
        # The wave of a capture: the diamond's outline spreading from the node.
        surface.set_clip(lay.grids[flood.grid])
        x, y = lay.cell_center(flood.grid, flood.cell)
        r = (reach + 0.5) * lay.cell
        points = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
        pygame.draw.polygon(surface, palette.highlight, points, max(2, lay.cell // 10))
    surface.set_clip(clip)
    _draw_travel(surface, lay, anim, palette)


def _draw_glance(surface: pygame.Surface, lay: ReflectorLayout, anim: ReflectorAnimation,
                 palette: Palette) -> None:
    glance = anim.glance_now()
    if glance is None:
        return
    cell, progress = glance
    color = mix(palette.background, palette.accent, 1 - progress)
    for grid in GRIDS:
        x, y = lay.cell_center(grid, cell)
        for lag in (0.0, 0.3):  # two rings, one after the other
            reach = max(0.0, progress - lag) / (1 - lag)
            if 0 < reach < 1:
                radius = lay.cell * (0.5 + 1.5 * reach)
                pygame.draw.circle(surface, color, (x, y), radius, max(2, lay.cell // 12))


def _draw_travel(surface: pygame.Surface, lay: ReflectorLayout, anim: ReflectorAnimation,
                 palette: Palette) -> None:
    """The reflected mark on its way across the cut, a flash where it crosses."""
    flight = anim.travel_now()
    if flight is None:
        return
    travel, progress = flight
    x0, y0 = lay.cell_center(travel.from_grid, travel.cell)
    x1, y1 = lay.cell_center(travel.to_grid, travel.cell)
    x, y = x0 + (x1 - x0) * progress, y0 + (y1 - y0) * progress
    glow_line(surface, mix(palette.mirror_line, palette.background, 0.4), (x0, y0), (x, y), 1)
    flash = 1 - min(1.0, abs(y - lay.cut_y) / (lay.cell * 2))
    if flash > 0:
        size = int(lay.cell * (1 + 2 * flash))
        glow = sprites.glow_dot(size, palette.mirror_line)
        surface.blit(glow, glow.get_rect(center=(x, lay.cut_y)), special_flags=pygame.BLEND_RGB_ADD)
    image = sprites.mark(sprites.SYMBOLS[travel.holder], lay.cell, palette.players[travel.holder])
    surface.blit(image, image.get_rect(center=(int(x), int(y))))
