"""The board's coordinates, as the notation reads them: x under and over each column, y beside each row.

A move is written "5,3 U": column 5, row 3. The numbers sit in the margin
around the tiles, muted like every game's coordinates, centred on their
column or row, and follow the board as it grows past 1..8 (0 and negative
numbers included). They are never drawn smaller than the smallest text; on a
board too small for a number per cell, only the odd ones (where tiles start)
are numbered.
"""

from __future__ import annotations

import pygame

from reflectgames.games.plans.layout import MARGIN, Bounds, Fit
from reflectgames.ui.text import MIN_TEXT_PX, draw_text, length, line_height, text_width
from reflectgames.ui.theme import Palette

LABEL_SHARE = 0.3  # the numbers' size, as a share of a cell
# How far outside the outermost cells the numbers are centred, in cells: inside the margin.
OFFSET = MARGIN * 0.45


def label_px(fit: Fit) -> int:
    return max(MIN_TEXT_PX, int(fit.cell * LABEL_SHARE))


def labelled(first: int, last: int, room: float) -> list[int]:
    """The coordinates from `first` to `last` that get a number: all of them where a cell has `room`
    for one, else the odd ones (where tiles start), so small numbers never run into each other."""
    if room >= 1:
        return list(range(first, last + 1))
    return [value for value in range(first, last + 1) if value % 2]


def label_spots(fit: Fit, bounds: Bounds) -> list[tuple[str, tuple[int, int]]]:
    """(number, screen centre) of every coordinate label: columns below and above, rows left and right."""
    min_x, min_y, max_x, max_y = bounds
    size = label_px(fit)
    widest = max(text_width(str(value), size) for value in (min_x, max_x, min_y, max_y))
    spots = []
    for x in labelled(min_x, max_x, fit.cell / (widest + length(4))):
        for fy in (min_y - OFFSET, max_y + 1 + OFFSET):
            px, py = fit.point(x + 0.5, fy)
            spots.append((str(x), (round(px), round(py))))
    for y in labelled(min_y, max_y, fit.cell / line_height(size)):
        for fx in (min_x - OFFSET, max_x + 1 + OFFSET):
            px, py = fit.point(fx, y + 0.5)
            spots.append((str(y), (round(px), round(py))))
    return spots


def draw_coordinates(surface: pygame.Surface, fit: Fit, palette: Palette, bounds: Bounds) -> None:
    size = label_px(fit)
    for text, center in label_spots(fit, bounds):
        draw_text(surface, text, center, size, palette.text_muted, anchor="center")
