"""The Plans of Action board itself: tiles, the bars linking coins of a suit, coins, and a move in motion.

Each function draws one layer from the position's snapshot and the fit the
view uses now; the view composes them in order, tiles first.
"""

from __future__ import annotations

import math

import pygame

from reflectgames.games.plans.board import SUITS, Cell, tile_cells
from reflectgames.games.plans.layout import Fit
from reflectgames.games.plans.painters import sprites
from reflectgames.games.plans.painters.animation import CoinFlight, PlansAnimation
from reflectgames.ui.theme import Palette, darker

COIN_SHARE = 0.8  # a coin's diameter, as a share of a cell


def coin_size(fit: Fit) -> int:
    return max(8, int(fit.cell * COIN_SHARE))


def draw_tiles(surface: pygame.Surface, fit: Fit, palette: Palette, tiles: frozenset[Cell],
               moving: Cell | None) -> None:
    """Every tile but the one the animation draws on its way (`moving`)."""
    image = sprites.tile(max(6, int(fit.cell)), palette.tile, palette.tile_line)
    for tile in tiles:
        if tile != moving:
            surface.blit(image, image.get_rect(center=fit.tile_center(tile)))


def draw_links(surface: pygame.Surface, fit: Fit, palette: Palette, where: dict[Cell, int],
               done: set[str], hidden: set[Cell]) -> None:
    """A bar between side-by-side coins of one suit: groups and lines read at a glance."""
    width = max(3, int(fit.cell * 0.16))
    for cell, suit in where.items():
        if cell in hidden:
            continue
        letter = SUITS[suit]
        for neighbour in ((cell[0] + 1, cell[1]), (cell[0], cell[1] + 1)):
            if where.get(neighbour) == suit and neighbour not in hidden:
                start, end = fit.cell_center(cell), fit.cell_center(neighbour)
                if letter in done:
                    pygame.draw.line(surface, palette.highlight, start, end, width + 6)
                pygame.draw.line(surface, darker(palette.suits[letter], 0.3), start, end, width + 2)
                pygame.draw.line(surface, palette.suits[letter], start, end, width)


def draw_coins(surface: pygame.Surface, fit: Fit, palette: Palette, where: dict[Cell, int], *,
               done: set[str], hidden: set[Cell], ringed: set[Cell]) -> None:
    """The coins at rest: a suit that meets the goal haloed, `ringed` coins (that must jump) marked."""
    size = coin_size(fit)
    for cell, suit in where.items():
        if cell in hidden:
            continue
        letter = SUITS[suit]
        center = fit.cell_center(cell)
        if letter in done:
            pygame.draw.circle(surface, palette.highlight, center, size * 0.58, max(2, size // 14))
        image = sprites.coin(size, letter, palette.suits[letter])
        surface.blit(image, image.get_rect(center=center))
        if cell in ringed:
            pygame.draw.circle(surface, palette.accent, center, size * 0.56, 2)


def draw_moving(surface: pygame.Surface, fit: Fit, palette: Palette, anim: PlansAnimation,
                where: dict[Cell, int]) -> None:
    """The piece the running animation moves: a coin in flight, or a tile turning or sliding."""
    flight = anim.coin_flight()
    if flight is not None and anim.jump is not None:
        _draw_flight(surface, fit, palette, flight, anim.jump.suit, anim.landing_pop())
    turn = anim.tile_turn()
    if turn is not None:
        _draw_tile_at(surface, fit, palette, where, turn.tile, corner=turn.tile, angle=turn.angle)
    slide = anim.tile_slide()
    if slide is not None:
        _draw_tile_at(surface, fit, palette, where, slide.end, corner=(slide.x, slide.y), angle=0.0)


def _draw_flight(surface: pygame.Surface, fit: Fit, palette: Palette, flight: CoinFlight, letter: str,
                 pop: float) -> None:
    """The jumping coin: its shadow on the board, the cells it passed counted, the coin in the air,
    and, as it settles, a ring (`pop` 0..1) spreading from the landing."""
    size = coin_size(fit)
    dx = (flight.end[0] > flight.start[0]) - (flight.end[0] < flight.start[0])
    dy = (flight.end[1] > flight.start[1]) - (flight.end[1] < flight.start[1])
    for k in range(1, flight.passed + 1):
        cell = (flight.start[0] + dx * k, flight.start[1] + dy * k)
        sprites.count_badge(surface, str(k), fit.cell_center(cell), max(8, int(fit.cell * 0.2)),
                            palette.highlight, palette.text_on_accent)
    ground = fit.point(flight.x + 0.5, flight.y + 0.5)
    distance = abs(flight.end[0] - flight.start[0]) + abs(flight.end[1] - flight.start[1])
    height = fit.cell * (0.35 + 0.12 * distance) * flight.lift
    shadow = pygame.Surface((size, size // 2), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, int(90 * (1 - 0.5 * flight.lift))), shadow.get_rect())
    surface.blit(shadow, shadow.get_rect(center=(ground[0] + height * 0.2, ground[1] + size * 0.2)))
    image = sprites.coin(size, letter, palette.suits[letter])
    grow = 1 + 0.22 * flight.lift
    if grow != 1:
        image = pygame.transform.smoothscale_by(image, grow)
    surface.blit(image, image.get_rect(center=(ground[0], ground[1] - height)))
    if pop:
        spread = size * (0.5 + 0.3 * pop)
        pygame.draw.circle(surface, palette.highlight, fit.cell_center(flight.end), spread, 2)


def _draw_tile_at(surface: pygame.Surface, fit: Fit, palette: Palette, where: dict[Cell, int], tile: Cell, *,
                  corner: tuple[float, float], angle: float) -> None:
    """Tile `tile` with its coins as after the move, drawn with its lower-left at `corner`.

    `angle` is how far it is still turned back (counter-clockwise) from where it comes to rest.
    """
    size = coin_size(fit)
    image = sprites.tile(max(6, int(fit.cell)), palette.tile, palette.tile_line)
    center = fit.point(corner[0] + 1, corner[1] + 1)
    if angle:
        image = pygame.transform.rotozoom(image, angle, 1.0)
    surface.blit(image, image.get_rect(center=center))
    radians = math.radians(angle)
    cos, sin = math.cos(radians), math.sin(radians)
    for cell in tile_cells(tile):
        suit = where.get(cell)
        if suit is None:
            continue
        # Offset from the tile centre on screen, turned counter-clockwise by the angle still to go.
        ox, oy = (cell[0] - tile[0] - 0.5) * fit.cell, -(cell[1] - tile[1] - 0.5) * fit.cell
        x, y = ox * cos + oy * sin, -ox * sin + oy * cos
        letter = SUITS[suit]
        coin = sprites.coin(size, letter, palette.suits[letter])
        surface.blit(coin, coin.get_rect(center=(center[0] + x, center[1] + y)))
