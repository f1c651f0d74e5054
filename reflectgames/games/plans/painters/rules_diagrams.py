"""The pictures of the Plans of Action rules pages, drawn with the board's own tiles and coins.

Each diagram is a small board (a few tile-spaces) placed in its area by the
same `Fit` the board view uses, with the jumped cells counted 1, 2, ... N,
the landing ringed, turns and shifts shown as arrows and refusals crossed.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from reflectgames.games.plans.board import LAYOUT_CELLS, SUITS, Cell, tile_cells, turned
from reflectgames.games.plans.layout import Bounds, Fit, bounds_of
from reflectgames.games.plans.painters import sprites
from reflectgames.games.plans.position import Position
from reflectgames.i18n import t
from reflectgames.ui.marks import arrow, ring
from reflectgames.ui.text import draw_text, length, line_height, wrap_text
from reflectgames.ui.theme import Color, Palette, darker

Diagram = Callable[[pygame.Surface, pygame.Rect, Palette], None]
Coins = dict[Cell, str]


# --- a small board on the page --------------------------------------------------------------------
def fit_into(area: pygame.Rect, bounds: Bounds, margin: float = 0.3) -> Fit:
    min_x, min_y, max_x, max_y = bounds
    columns, rows = max_x - min_x + 1 + 2 * margin, max_y - min_y + 1 + 2 * margin
    cell = max(6.0, min(area.width / columns, area.height / rows))
    mid_x, mid_y = (min_x + max_x + 1) / 2, (min_y + max_y + 1) / 2
    return Fit(cell, area.centerx - mid_x * cell, area.centery + mid_y * cell)


def draw_board(surface: pygame.Surface, fit: Fit, palette: Palette, tiles: list[Cell], coins: Coins,
               links: bool = True) -> None:
    """Tiles, the bars between side-by-side coins of a suit, and the coins."""
    image = sprites.tile(max(6, int(fit.cell)), palette.tile, palette.tile_line)
    for tile in tiles:
        surface.blit(image, image.get_rect(center=fit.tile_center(tile)))
    if links:
        width = max(2, int(fit.cell * 0.16))
        for (x, y), suit in coins.items():
            for other in ((x + 1, y), (x, y + 1)):
                if coins.get(other) == suit:
                    pygame.draw.line(surface, palette.suits[suit], fit.cell_center((x, y)),
                                     fit.cell_center(other), width)
    size = max(6, int(fit.cell * 0.8))
    for cell, suit in coins.items():
        coin = sprites.coin(size, suit, palette.suits[suit])
        surface.blit(coin, coin.get_rect(center=fit.cell_center(cell)))


def show_jump(surface: pygame.Surface, fit: Fit, palette: Palette, start: Cell, end: Cell, coins: Coins, *,
              color: Color | None = None) -> None:
    """A jump drawn as in play: the jumped cells numbered 1..N, the arc, a ring on the landing."""
    color = color or palette.highlight
    dx = (end[0] > start[0]) - (end[0] < start[0])
    dy = (end[1] > start[1]) - (end[1] < start[1])
    over = abs(end[0] - start[0]) + abs(end[1] - start[1]) - 1
    for k in range(1, over + 1):
        cell = (start[0] + dx * k, start[1] + dy * k)
        x, y = fit.cell_center(cell)
        if cell in coins:  # beside the coin there, which stays visible
            x, y = x + fit.cell * 0.28, y + fit.cell * 0.28
        radius = max(7, int(fit.cell * 0.17))
        sprites.count_badge(surface, str(k), (x, y), radius, color, palette.text_on_accent)
    ring(surface, color, fit.cell_center(end), fit.cell * 0.36)
    sprites.jump_arc(surface, fit, start, end, color, max(2, int(fit.cell / 16)), arrow=True)


def cross(surface: pygame.Surface, palette: Palette, center: tuple[float, float], size: float) -> None:
    x, y = center
    for sx in (-1, 1):
        a, b = (x - size, y - sx * size), (x + size, y + sx * size)
        pygame.draw.line(surface, darker(palette.danger, 0.5), a, b, 6)
        pygame.draw.line(surface, palette.danger, a, b, 3)


def caption(surface: pygame.Surface, text: str, midtop: tuple[float, float], width: int,
            palette: Palette) -> None:
    step = line_height("small")
    for k, line in enumerate(wrap_text(text, "small", max(20, width))[:2]):
        draw_text(surface, line, (int(midtop[0]), int(midtop[1] + k * step)), "small", palette.text_muted,
                  anchor="midtop")


def caption_height() -> int:
    return 2 * line_height("small") + length(6)


def rows_of(area: pygame.Rect, count: int) -> list[pygame.Rect]:
    """`count` stacked parts of `area`, each with room for a two-line caption under its picture."""
    gap = length(8)
    height = (area.height - gap * (count - 1)) // count
    return [pygame.Rect(area.x, area.y + k * (height + gap), area.width, height) for k in range(count)]


def columns_of(area: pygame.Rect, count: int) -> list[pygame.Rect]:
    gap = length(16)
    width = (area.width - gap * (count - 1)) // count
    return [pygame.Rect(area.x + k * (width + gap), area.y, width, area.height) for k in range(count)]


def picture(part: pygame.Rect, bounds: Bounds) -> tuple[Fit, pygame.Rect]:
    """A fit for `bounds` in the upper part of `part`, and where its caption goes."""
    inner = pygame.Rect(part.x, part.y, part.width, max(10, part.height - caption_height()))
    fit = fit_into(inner, bounds)
    bottom = fit.point(0, bounds[1])[1]
    return fit, pygame.Rect(part.x, int(bottom + fit.cell * 0.25), part.width, caption_height())


def strip(count: int, y: int = 1, holes: tuple[int, ...] = ()) -> list[Cell]:
    """A row of `count` tile-spaces from x=1, with the listed ones (0-based) left empty."""
    return [(1 + 2 * k, y) for k in range(count) if k not in holes]


# --- the diagrams ----------------------------------------------------------------------------------
START_LAYOUT = "SASASS/MMACSS/CACCAA/MCMCMM"


def diagram_setup(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """The 4x4 tiles and the 24 coins dealt on the centre block."""
    letters = START_LAYOUT.replace("/", "")
    coins = dict(zip(LAYOUT_CELLS, letters, strict=True))
    tiles = [(x, y) for x in (1, 3, 5, 7) for y in (1, 3, 5, 7)]
    fit, below = picture(area, bounds_of(tiles))
    draw_board(surface, fit, palette, tiles, coins)
    caption(surface, t("plans_rules.1.caption"), below.midtop, below.width, palette)


def diagram_jump(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """Two suns in a row jump over two; a lone moon jumps over one."""
    top, bottom = rows_of(area, 2)
    tiles = strip(4)
    fit, below = picture(top, bounds_of(tiles))
    coins = {(1, 2): "S", (3, 2): "M", (6, 2): "S", (2, 1): "C", (5, 1): "A"}
    draw_board(surface, fit, palette, tiles, coins)
    show_jump(surface, fit, palette, (1, 2), (4, 2), coins)
    caption(surface, t("plans_rules.2.caption_two"), below.midtop, below.width, palette)
    fit, below = picture(bottom, bounds_of(tiles))
    coins = {(2, 1): "M", (3, 1): "S", (7, 2): "M", (6, 1): "C"}
    draw_board(surface, fit, palette, tiles, coins)
    show_jump(surface, fit, palette, (2, 1), (4, 1), coins)
    caption(surface, t("plans_rules.2.caption_one"), below.midtop, below.width, palette)


def diagram_holes(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """Counting across a hole; a landing on a coin and one in a hole, refused."""
    top, bottom = rows_of(area, 2)
    tiles = strip(4, holes=(1,))
    fit, below = picture(top, bounds_of(strip(4)))
    coins = {(2, 2): "A", (7, 2): "A", (1, 1): "C", (6, 1): "S"}
    draw_board(surface, fit, palette, tiles, coins)
    show_jump(surface, fit, palette, (2, 2), (5, 2), coins)
    caption(surface, t("plans_rules.3.caption_hole"), below.midtop, below.width, palette)
    fit, below = picture(bottom, bounds_of(strip(4)))
    coins = {(5, 2): "C", (8, 2): "C", (6, 2): "M", (2, 1): "S", (7, 1): "A"}
    draw_board(surface, fit, palette, tiles, coins)
    width = max(2, int(fit.cell / 16))
    # Two crowns in the row: the one on 8,2 would land on 5,2, which holds the other crown.
    sprites.jump_arc(surface, fit, (8, 2), (5, 2), palette.danger, width, arrow=True)
    cross(surface, palette, fit.cell_center((5, 2)), fit.cell * 0.2)
    # A lone sun: over one cell, into the hole.
    sprites.jump_arc(surface, fit, (2, 1), (4, 1), palette.danger, width, arrow=True)
    cross(surface, palette, fit.cell_center((4, 1)), fit.cell * 0.2)
    caption(surface, t("plans_rules.3.caption_refused"), below.midtop, below.width, palette)


TURN_TILES = [(1, 1), (3, 1), (5, 1), (1, 3), (3, 3), (5, 3)]
TURN_COINS: Coins = {(3, 3): "S", (4, 3): "M", (3, 4): "C", (4, 4): "S", (2, 3): "A", (6, 4): "S",
                     (1, 2): "M", (5, 1): "C"}


def diagram_rotate(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """A full tile before and after a quarter turn clockwise, then the jump it must make."""
    left, right = columns_of(area, 2)
    bounds = bounds_of(TURN_TILES)
    fit, below = picture(left, bounds)
    draw_board(surface, fit, palette, TURN_TILES, TURN_COINS)
    rect = fit.tile_rect((3, 3))
    sprites.glow_rect(surface, rect.inflate(4, 4), palette.highlight, max(3, int(fit.cell / 7)))
    sprites.turn_arrow(surface, rect.center, fit.cell * 1.2, 90, palette.highlight)
    caption(surface, t("plans_rules.4.caption_before"), below.midtop, below.width, palette)
    turned_coins = {cell: suit for cell, suit in TURN_COINS.items() if cell not in tile_cells((3, 3))}
    for cell in tile_cells((3, 3)):
        turned_coins[turned(cell, (3, 3), 1)] = TURN_COINS[cell]
    fit, below = picture(right, bounds)
    draw_board(surface, fit, palette, TURN_TILES, turned_coins)
    sprites.glow_rect(surface, fit.tile_rect((3, 3)).inflate(4, 4), palette.accent, max(3, int(fit.cell / 7)))
    start, end = first_jump(TURN_TILES, turned_coins, (3, 3))
    show_jump(surface, fit, palette, start, end, turned_coins, color=palette.accent)
    caption(surface, t("plans_rules.4.caption_after"), below.midtop, below.width, palette)


def first_jump(tiles: list[Cell], coins: Coins, tile: Cell) -> tuple[Cell, Cell]:
    """The first legal jump of a coin of `tile`, found by the rules themselves (the forced jump)."""
    cells: list[set[Cell]] = [set(), set(), set(), set()]
    for cell, suit in coins.items():
        cells[SUITS.index(suit)].add(cell)
    snap = Position(frozenset(tiles), tuple(frozenset(c) for c in cells)).snapshot()  # type: ignore[arg-type]
    for cell in tile_cells(tile):
        for _direction, landing in snap.jumps_from(cell):
            return cell, landing
    raise ValueError("the diagram's tile has no jump")


SHIFT_TILES = [*strip(3), (1, 3), (3, 3)]
SHIFT_COINS: Coins = {(1, 1): "C", (2, 1): "S", (1, 2): "M", (2, 2): "C", (4, 1): "A", (5, 2): "C",
                      (2, 3): "M", (3, 4): "S"}


def diagram_shift(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """A full tile shifts right past a full line of tiles, off the edge: the board grows, a hole stays."""
    top, bottom = rows_of(area, 2)
    grown = [tile for tile in SHIFT_TILES if tile != (1, 1)] + [(7, 1)]
    bounds = bounds_of([*SHIFT_TILES, (7, 1)])
    fit, below = picture(top, bounds)
    draw_board(surface, fit, palette, SHIFT_TILES, SHIFT_COINS)
    radius = max(3, int(fit.cell / 7))
    sprites.glow_rect(surface, fit.tile_rect((1, 1)).inflate(4, 4), palette.highlight, radius)
    sprites.dashed_rect(surface, fit.tile_rect((7, 1)).inflate(-4, -4), palette.highlight)
    arrow(surface, palette.highlight, fit.tile_center((1, 1)), fit.tile_center((7, 1)), 3,
                  trim=fit.cell * 0.5, end_trim=fit.cell * 0.4)
    caption(surface, t("plans_rules.5.caption_before"), below.midtop, below.width, palette)
    moved = {cell: suit for cell, suit in SHIFT_COINS.items() if cell not in tile_cells((1, 1))}
    for cell in tile_cells((1, 1)):
        moved[(cell[0] + 6, cell[1])] = SHIFT_COINS[cell]
    fit, below = picture(bottom, bounds)
    draw_board(surface, fit, palette, grown, moved)
    sprites.glow_rect(surface, fit.tile_rect((7, 1)).inflate(4, 4), palette.accent, max(3, int(fit.cell / 7)))
    start, end = first_jump(grown, moved, (7, 1))
    show_jump(surface, fit, palette, start, end, moved, color=palette.accent)
    caption(surface, t("plans_rules.5.caption_after"), below.midtop, below.width, palette)


def diagram_goals(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """Six crowns in one group; six moons in a straight line."""
    left, right = columns_of(area, 2)
    tiles = [(1, 1), (3, 1), (1, 3), (3, 3)]
    group = {(1, 1): "C", (2, 1): "C", (2, 2): "C", (2, 3): "C", (3, 3): "C", (3, 4): "C", (4, 1): "S",
             (1, 4): "A", (4, 2): "M"}
    fit, below = picture(left, bounds_of(tiles))
    draw_board(surface, fit, palette, tiles, group)
    caption(surface, t("plans_rules.6.caption_group"), below.midtop, below.width, palette)
    line = [*tiles, (5, 1), (5, 3)]
    moons = {(x, 2): "M" for x in range(1, 7)}
    moons.update({(2, 3): "S", (5, 4): "A", (3, 1): "C"})
    fit, below = picture(right, bounds_of(line))
    draw_board(surface, fit, palette, line, moons)
    caption(surface, t("plans_rules.6.caption_line"), below.midtop, below.width, palette)

