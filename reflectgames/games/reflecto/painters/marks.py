"""Marks over the lake: where the chosen screen may go, the keyboard cursor, the setup row's cursor,
the hinted move and the last move played."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

import pygame

from reflectgames.core.rules import Event
from reflectgames.games.reflecto.board import HOME_CELLS, SIZE
from reflectgames.games.reflecto.events import Moved
from reflectgames.games.reflecto.layout import ReflectoLayout
from reflectgames.games.reflecto.moves import ScreenMove
from reflectgames.games.reflecto.setup_view import SetupView
from reflectgames.ui.marks import path_mark
from reflectgames.ui.text import length
from reflectgames.ui.theme import Palette, lighter


def draw_targets(surface: pygame.Surface, lay: ReflectoLayout, palette: Palette,
                 targets: dict[int, dict[int, ScreenMove]], *, selected: int | None,
                 pointer: tuple[int, int] | None, hover: bool) -> None:
    """The chosen screen and the cells it may reach (the one under the pointer ringed); with none
    chosen and `hover`, a ring on a movable screen under the pointer."""
    radius = int(lay.cell * 0.36)
    if selected is None and pointer is not None and hover:
        hovered = lay.target_at(pointer)
        if hovered in targets:
            pygame.draw.circle(surface, palette.highlight, lay.cell_center(hovered), radius + 2, 2)
    if selected is not None:
        ring = pygame.Surface((2 * radius + 4, 2 * radius + 4), pygame.SRCALPHA)
        pygame.draw.circle(ring, (*palette.highlight, 70), (radius + 2, radius + 2), radius)
        pygame.draw.circle(ring, (*palette.highlight, 220), (radius + 2, radius + 2), radius, 2)
        under = lay.target_at(pointer) if pointer is not None else None
        for target in targets.get(selected, {}):
            center = lay.cell_center(target)
            surface.blit(ring, ring.get_rect(center=(round(center[0]), round(center[1]))))
            if target == under:
                pygame.draw.circle(surface, palette.hover, center, radius + 3, 2)
        pygame.draw.circle(surface, palette.accent, lay.cell_center(selected), radius + 4, 3)


def draw_cursor(surface: pygame.Surface, lay: ReflectoLayout, palette: Palette, cell: int) -> None:
    """The keyboard cursor on a cell of the lake, or on an exit beyond the last row."""
    rect = lay.cell_rect(cell) if cell < SIZE * SIZE else lay.exit_rect(cell)
    pygame.draw.rect(surface, palette.focus, rect.inflate(-4, -4), 2, border_radius=6)


def draw_setup_marks(surface: pygame.Surface, lay: ReflectoLayout, palette: Palette,
                     setup: SetupView) -> None:
    """The setup row's cursor and its picked screen."""
    for file in {f for f in (setup.cursor, setup.picked) if f is not None}:
        rect = lay.cell_rect(HOME_CELLS[setup.seat][file]).inflate(-4, -4)
        color = palette.accent if file == setup.picked else palette.focus
        pygame.draw.rect(surface, color, rect, 2, border_radius=6)


def draw_hinted(surface: pygame.Surface, lay: ReflectoLayout, palette: Palette, move: ScreenMove) -> None:
    """The hinted walk or jump chain, from the screen to where it lands (a guess is told in words)."""
    points = [lay.cell_center(cell, move.player) for cell in move.path]
    path_mark(surface, palette.highlight, points, lay.cell * 0.42)


def draw_last_move(surface: pygame.Surface, lay: ReflectoLayout, palette: Palette,
                   events: Sequence[Event]) -> None:
    """The path of the move that led here, in its mover's colour."""
    move = next((e for e in events if isinstance(e, Moved)), None)
    if move is None or move.player is None:
        return
    points = [lay.cell_center(cell, move.player) for cell in move.path]
    color = lighter(palette.players[move.player], 0.25)
    for a, b in pairwise(points):
        pygame.draw.line(surface, color, a, b, max(2, length(3)))
    for point in points[:-1]:
        pygame.draw.circle(surface, color, point, max(3, lay.cell // 12))
