"""Marks over the Plans of Action board: the tile that must be jumped from, the last jump, the landings
of a chosen coin, the grips of movable tiles, a chosen tile with its shift arrows, a hinted move and the
keyboard cursor.

A shift arrow is (direction, centre, radius), as the view lays them out and hit-tests them.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import pygame

from reflectgames.core.rules import Event
from reflectgames.games.plans.board import Cell
from reflectgames.games.plans.events import Jumped
from reflectgames.games.plans.layout import Fit
from reflectgames.games.plans.moves import Jump, PlansMove, Rotate
from reflectgames.games.plans.painters import sprites
from reflectgames.games.plans.position import Snapshot
from reflectgames.i18n import t
from reflectgames.ui.marks import arrow, ring
from reflectgames.ui.text import length
from reflectgames.ui.theme import Palette, darker, lighter, mix

ShiftArrow = tuple[str, tuple[float, float], float]
FAINT_RINGS = 0.45  # how far the landings of a coin under the pointer fade towards the tiles


def _glow_width(fit: Fit) -> int:
    return max(4, int(fit.cell / 7))


def draw_forced(surface: pygame.Surface, fit: Fit, palette: Palette, forced: Cell) -> None:
    """The tile that just turned or shifted: a coin of it must jump next."""
    sprites.glow_rect(surface, fit.tile_rect(forced).inflate(6, 6), palette.accent, _glow_width(fit))


def draw_forced_tag(surface: pygame.Surface, fit: Fit, palette: Palette, forced: Cell) -> None:
    rect = fit.tile_rect(forced)
    above = (rect.centerx, rect.top + length(2))
    sprites.tag(surface, t("plans_view.forced_label"), above, palette.accent, palette.text_on_accent)


def draw_last_move(surface: pygame.Surface, fit: Fit, palette: Palette, events: Iterable[Event]) -> None:
    """The jump that led here, dashed, from a small ring where the coin stood."""
    for event in events:
        if isinstance(event, Jumped):
            faint = mix(palette.text_muted, palette.background, 0.3)
            sprites.jump_arc(surface, fit, event.start, event.landing, faint, 2, dashed=True)
            pygame.draw.circle(surface, palette.text_muted, fit.cell_center(event.start), fit.cell * 0.12, 2)


def draw_landings(surface: pygame.Surface, fit: Fit, palette: Palette, coin: Cell, landings: Iterable[Cell],
                  strong: bool) -> None:
    """Soft rings on the landings of a coin: strong for the chosen coin, fainter for one under the pointer."""
    for landing in landings:
        center = fit.cell_center(landing)
        color = palette.highlight if strong else mix(palette.highlight, palette.tile, FAINT_RINGS)
        pygame.draw.circle(surface, color, center, fit.cell * 0.36, max(2, int(fit.cell / 16)))
        sprites.jump_arc(surface, fit, coin, landing, color, 2 if strong else 1)
    if strong:
        pygame.draw.circle(surface, palette.highlight, fit.cell_center(coin), fit.cell * 0.47,
                           max(2, int(fit.cell / 14)))


def draw_knobs(surface: pygame.Surface, fit: Fit, palette: Palette, tiles: Iterable[Cell],
               chosen: Cell | None) -> None:
    """A grip on every full tile that may turn or shift now."""
    size = max(10, int(fit.cell * 0.42))
    for tile in tiles:
        color = palette.highlight if tile == chosen else palette.tile
        image = sprites.knob(size, color, darker(palette.tile_line, 0.1))
        surface.blit(image, image.get_rect(center=fit.tile_center(tile)))


def draw_chosen_tile(surface: pygame.Surface, fit: Fit, palette: Palette, snap: Snapshot, tile: Cell, *,
                     arrows: Sequence[ShiftArrow], hover: tuple[int, int] | None) -> None:
    """The chosen full tile aglow, its shift arrows, and where it would go under the pointer's arrow."""
    sprites.glow_rect(surface, fit.tile_rect(tile).inflate(6, 6), palette.highlight, _glow_width(fit))
    hovered = None
    for direction, center, radius in arrows:
        over = hover is not None and math.dist(hover, center) <= radius
        color = palette.highlight if over else lighter(palette.button_secondary, 0.2)
        ink = palette.text_on_accent if over else palette.text
        image = sprites.arrow_button(int(radius * 2), direction, color, ink)
        surface.blit(image, image.get_rect(center=center))
        if over:
            hovered = direction
    if hovered is not None:
        target = snap.shift_target(tile, hovered)
        sprites.dashed_rect(surface, fit.tile_rect(target).inflate(-4, -4), palette.highlight)


def draw_hint(surface: pygame.Surface, fit: Fit, palette: Palette, snap: Snapshot, move: PlansMove) -> None:
    """A hinted move: a jump's coin, arc and landing; a turn's arrow and angle; a shift's arrow and target."""
    color = palette.highlight
    if isinstance(move, Jump):
        landing = snap.landing(move.cell, move.direction)
        ring(surface, color, fit.cell_center(move.cell), fit.cell * 0.48)
        ring(surface, color, fit.cell_center(landing), fit.cell * 0.36)
        sprites.jump_arc(surface, fit, move.cell, landing, color, 3, arrow=True)
        return
    rect = fit.tile_rect(move.tile)
    sprites.glow_rect(surface, rect.inflate(8, 8), color, _glow_width(fit))
    if isinstance(move, Rotate):
        sprites.turn_arrow(surface, rect.center, fit.cell * 1.15, move.angle, color)
        sprites.tag(surface, t("plans_view.angle", angle=move.angle), (rect.centerx, rect.top - length(4)),
                    color, palette.text_on_accent)
        return
    target = snap.shift_target(move.tile, move.direction)
    sprites.dashed_rect(surface, fit.tile_rect(target).inflate(-4, -4), color)
    arrow(surface, color, fit.tile_center(move.tile), fit.tile_center(target), 3,
          trim=fit.cell * 0.3, end_trim=fit.cell * 0.3)


def draw_cursor(surface: pygame.Surface, fit: Fit, palette: Palette, cell: Cell) -> None:
    """The keyboard's cell: a focus frame with a dark outline, readable on tiles and on the table."""
    rect = fit.cell_rect(cell).inflate(-2, -2)
    radius = max(3, rect.width // 6)
    pygame.draw.rect(surface, darker(palette.focus, 0.5), rect.inflate(2, 2), 5, border_radius=radius)
    pygame.draw.rect(surface, palette.focus, rect, 3, border_radius=radius)
