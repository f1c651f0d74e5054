"""The still part of the Reflecto board, drawn once per window size, seat, palette and language.

The lake with its grid, the two home rows tinted with their owners' colours
(each is the other player's last row, marked with small arrows pointing out),
file and rank letters as the seat sees them, and the two exit lanes with one
numbered place per letter screen.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from reflectgames.games.reflecto.board import FILES, SIZE
from reflectgames.games.reflecto.layout import CAPTION_GAP, ReflectoLayout
from reflectgames.games.reflecto.observation import ReflectoObservation
from reflectgames.games.reflecto.painters import sprites
from reflectgames.i18n import t
from reflectgames.ui.draw import shadowed_round_rect
from reflectgames.ui.text import draw_text, draw_wrapped, length, line_height, wrap_text
from reflectgames.ui.theme import Palette, darker, mix


def draw_static_board(rect: pygame.Rect, lay: ReflectoLayout, palette: Palette, obs: ReflectoObservation,
                      names: tuple[str, str], *, watching: bool = False) -> pygame.Surface:
    """The lake, the grid and the exit lanes as `obs.seat` sees them; `watching`: no person plays
    that seat, so its lane is named like the other's."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    dx, dy = -rect.x, -rect.y
    seat = obs.seat
    cell = lay.cell
    grid = lay.grid.move(dx, dy)
    basin = grid.inflate(int(cell * 0.34), int(cell * 0.34))
    radius = int(cell * 0.22)
    shadowed_round_rect(layer, basin, sprites.ICE_DARK, radius, rim=darker(sprites.ICE_DARK, 0.35))
    layer.blit(sprites.lake(basin.size, cell, radius), basin.topleft)

    # Home rows: the bottom one is the viewer's (and the opponent's last row), the top one the opponent's.
    for owner, row in ((seat, SIZE - 1), (1 - seat, 0)):
        band = pygame.Surface((grid.width, cell), pygame.SRCALPHA)
        band.fill((*palette.players[owner], 34))
        layer.blit(band, (grid.x, grid.y + row * cell))
    for k in range(SIZE + 1):
        alpha_line = (*sprites.ICE_LINE, 150)
        pygame.draw.line(layer, alpha_line, (grid.x + k * cell, grid.y), (grid.x + k * cell, grid.bottom - 1))
        pygame.draw.line(layer, alpha_line, (grid.x, grid.y + k * cell), (grid.right - 1, grid.y + k * cell))
    _exit_arrows(layer, grid, cell, palette, seat)

    label_color = mix(palette.text_muted, palette.background, 0.15)
    for k in range(SIZE):
        file = FILES[k if seat == 0 else SIZE - 1 - k]
        rank = str(SIZE - k if seat == 0 else k + 1)
        below = (basin.bottom + lay.lanes[1 - seat].top + dy) // 2
        draw_text(layer, file, (grid.x + k * cell + cell // 2, below), "small", label_color, anchor="center")
        draw_text(layer, rank, (basin.left - length(6), grid.y + k * cell + cell // 2), "small", label_color,
                  anchor="midright")

    for owner in (0, 1):
        lane = lay.lanes[owner].move(dx, dy)
        shadowed_round_rect(layer, lane, darker(palette.panel, 0.2), int(cell * 0.18), shadow=False,
                            rim=mix(palette.panel_edge, palette.players[owner], 0.35))
        slots = obs.letter_screens[owner]
        for order in range(slots):
            x, y = lay.lane_slot(owner, order, slots)
            slot = pygame.Rect(0, 0, int(lay.card_w * 0.82), int(lay.card_h * 0.82))
            slot.center = (round(x + dx), round(y + dy))
            pygame.draw.rect(layer, mix(palette.panel, palette.players[owner], 0.25), slot, 1,
                             border_radius=max(3, slot.width // 7))
            faint = mix(palette.text_muted, palette.panel, 0.4)
            draw_text(layer, str(order + 1), slot.center, "small", faint, anchor="center")
        caption = lane_captions(seat, names, watching)[owner]
        height = len(wrap_text(caption, "small", lay.caption_width)) * line_height("small")
        top = lane.top - CAPTION_GAP - height if owner == seat else lane.bottom + CAPTION_GAP
        draw_wrapped(layer, caption, pygame.Rect(lane.x, top, lay.caption_width, height), "small",
                     palette.text_muted)
    return layer


def lane_captions(seat: int, names: Sequence[str], watching: bool) -> tuple[str, str]:
    """The words over or under each player's exit lane, by seat, as `seat` sees the board."""
    def caption(owner: int) -> str:
        yours = owner == seat and not watching
        return t("reflecto.lane.yours") if yours else t("reflecto.lane.theirs", name=names[owner])

    return caption(0), caption(1)


def _exit_arrows(layer: pygame.Surface, grid: pygame.Rect, cell: int, palette: Palette, seat: int) -> None:
    """Small chevrons beyond the viewer's last row pointing off the board: their letters leave that way."""
    gap = int(cell * 0.17)
    y = grid.y - gap - 2 - cell // 12  # only above: below the lake the gap holds the file letters
    color = (*palette.players[seat], 210)
    size = max(3, cell // 14)
    for k in range(SIZE):
        x = grid.x + k * cell + cell // 2
        points = [(x - size, y + size // 2), (x, y - size // 2), (x + size, y + size // 2)]
        pygame.draw.lines(layer, color, False, points, 2)
