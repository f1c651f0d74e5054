"""The diagram of each rules page of Reflection Pond, drawn with the game's own sprites."""

from __future__ import annotations

import math

import pygame

from reflectgames.games.pond.board import MIRRORED, SIZE, Direction, Tile, step
from reflectgames.games.pond.painters import sprites
from reflectgames.games.pond.painters.mini_pond import (
    MiniPond,
    PondPair,
    arrow,
    caption_height,
    cross,
    curved_arrow,
    draw_frog,
    fit_tile,
    hop,
    place_pair,
)
from reflectgames.i18n import t
from reflectgames.ui.draw import glow_line, shadowed_round_rect
from reflectgames.ui.rules_layout import caption, split_columns
from reflectgames.ui.text import draw_text, length, line_height
from reflectgames.ui.theme import Palette

# --- the diagrams ---------------------------------------------------------------------------
SETUP_FLIES = (2, 7, 9, 12, 16)
SETUP_START = 10
SETUP_WATER = (4, 13)
# The tie on the fifth fly: sticks in hand of the player who wins it and of the other.
TIE_WINNER_STICKS = 2
TIE_LOSER_STICKS = 1


def diagram_setup(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """Both ponds as dealt: same numbers, flies, water and start in each; 3 sticks beside each pond."""
    label = line_height("small") + length(6)
    units = (SIZE + 1.6, 2 * SIZE + PondPair.GAP + 0.4)
    inner = pygame.Rect(area.x, area.y + label, area.width, area.height - 2 * label)
    tile = fit_tile(inner, units)
    width = (SIZE + 1.2) * tile
    left = area.centerx - width / 2
    top = inner.top + (inner.height - (2 * SIZE + PondPair.GAP) * tile) / 2
    pair = PondPair(left, top, tile)
    for pond in pair.ponds().values():
        pond.draw(surface, palette, water=SETUP_WATER, flies=SETUP_FLIES, frogs=(SETUP_START,))
        # Sticks in hand lie beside the pond, off the water.
        x = pond.rect.right + tile * 0.45
        thickness = max(4, tile // 9)
        image = sprites.stick(int(tile * 1.6), thickness, palette.stick, True)
        for k in range(3):
            center = (x + k * tile * 0.28, pond.rect.centery)
            surface.blit(image, image.get_rect(center=(int(center[0]), int(center[1]))))
    pair.mirror(surface, palette)
    rect = pair.rect
    seats = ((2, rect.top - tile * 0.25, "midbottom"), (1, rect.bottom + tile * 0.25, "midtop"))
    for number, y, anchor in seats:
        draw_text(surface, t("pond_setup.rules.seat", number=number), (rect.centerx, int(y)), "small",
                  palette.players[number - 1], bold=True, anchor=anchor, max_width=area.width)


def diagram_mirrored_hop(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """Two examples: you go left (the other frog goes to its owner's right), you go forward."""
    examples: tuple[tuple[str, Tile, Direction], ...] = (
        ("pond_setup.rules.2.left", 6, "L"),
        ("pond_setup.rules.2.forward", 10, "F"),
    )
    for column, (key, start, direction) in zip(split_columns(area, 2), examples, strict=True):
        pair = place_pair(column, caption_height())
        targets = {0: step(start, direction, 0), 1: step(start, MIRRORED[direction], 0)}
        for seat, pond in pair.ponds().items():
            pond.draw(surface, palette, frogs=(start,))
            hop(surface, palette, pond, start, targets[seat])
        pair.mirror(surface, palette)
        caption(surface, t(key), (column.centerx, pair.rect.bottom + pair.tile * 0.3), column.width, palette)


def diagram_sticks(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """A stick stopping your frog while the other hops; a stick that would shut pad 1 in, refused."""
    left, right = split_columns(area, 2)
    pair = place_pair(left, caption_height())
    pair.bottom.draw(surface, palette, frogs=(2,), sticks=((1, 2),))
    pair.top.draw(surface, palette, frogs=(2,))
    # Your frog pushes against the stick and stays; the other frog hops to its owner's right.
    stick_start, stick_end, _upright = pair.bottom.edge(1, 2)
    stick_middle = ((stick_start[0] + stick_end[0]) / 2, (stick_start[1] + stick_end[1]) / 2)
    arrow(surface, palette.danger, pair.bottom.center(2), stick_middle, max(2, pair.tile // 14),
          trim=pair.tile * 0.3, end_trim=pair.tile * 0.02)
    cross(surface, palette.danger, (stick_middle[0], stick_middle[1] + pair.tile * 0.3), pair.tile * 0.1)
    hop(surface, palette, pair.top, 2, 3)
    pair.mirror(surface, palette)
    caption(surface, t("pond_setup.rules.3.blocked"), (left.centerx, pair.rect.bottom + pair.tile * 0.3),
            left.width, palette)
    # The refused stick: one pond, the same size as the pair's ponds, level with the lower one.
    pond = MiniPond((right.centerx - SIZE * pair.tile / 2, pair.bottom.y), pair.tile, 0)
    pond.draw(surface, palette, sticks=((1, 2),))
    start, end, _upright = pond.edge(1, 5)
    glow_line(surface, palette.danger, start, end, 3)
    cross(surface, palette.danger, ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2), pair.tile * 0.14)
    caption(surface, t("pond_setup.rules.3.refused"), (right.centerx, pond.rect.bottom + pair.tile * 0.3),
            right.width, palette)


def diagram_water_and_flies(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """A dive through the water to the other water tile and a new water tile; a fly caught mirrored."""
    left, right = split_columns(area, 2)
    pair = place_pair(right, caption_height())
    tile = pair.tile
    # Right: you hop forward, the other frog comes forward onto a fly in its pond.
    pair.bottom.draw(surface, palette, frogs=(10,), flies=(1,))
    pair.top.draw(surface, palette, frogs=(10,), flies=(6,))
    hop(surface, palette, pair.bottom, 10, 6)
    hop(surface, palette, pair.top, 10, 6)
    x, y = pair.top.center(6)
    for k in range(8):  # the little burst of a caught fly
        angle = k * math.tau / 8
        spark = (x + math.cos(angle) * tile * 0.48, y + math.sin(angle) * tile * 0.48)
        pygame.draw.circle(surface, palette.highlight, spark, max(2, tile // 16))
    pair.mirror(surface, palette)
    caption(surface, t("pond_setup.rules.4.catch"), (right.centerx, pair.rect.bottom + tile * 0.3),
            right.width, palette)
    # Left: a frog hops onto water at 7, comes up at 14 (now a pad), and 3 becomes water.
    pond = MiniPond((left.centerx - SIZE * tile / 2, pair.bottom.y), tile, 0)
    pond.draw(surface, palette, water=(7, 3))
    draw_frog(surface, palette, 0, pond.center(6), int(tile * 0.8), alpha=105)
    arrow(surface, palette.highlight, pond.center(6), pond.center(7), max(2, tile // 14), trim=tile * 0.3,
          end_trim=tile * 0.1)
    curved_arrow(surface, palette.mirror_line, pond.center(7), pond.center(14), tile * 0.8, 2)
    draw_frog(surface, palette, 0, pond.center(14), int(tile * 0.8))
    pygame.draw.circle(surface, palette.highlight, pond.center(3), tile * 0.46, 2)
    draw_text(surface, "+", (int(pond.cell(3).right - tile * 0.1), pond.cell(3).top), max(13, tile // 3),
              palette.highlight, bold=True, anchor="topright")
    caption(surface, t("pond_setup.rules.4.dive"), (left.centerx, pond.rect.bottom + tile * 0.3), left.width,
            palette)


def diagram_limits_and_end(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """Out and back in one turn is refused; a tie on the fifth fly goes to the player with more sticks."""
    shelf_rows = 2
    row_height = max(line_height("small") + length(10), min(area.height // 7, length(56)))
    tie_height = shelf_rows * row_height + length(8) + caption_height()
    upper = pygame.Rect(area.x, area.y, area.width, area.height - tie_height - length(12))
    units = (SIZE + 0.4, SIZE + 0.4)
    tile = fit_tile(pygame.Rect(upper.x, upper.y, upper.width, upper.height - caption_height()), units)
    pond = MiniPond((upper.centerx - SIZE * tile / 2, upper.y + tile * 0.2), tile, 0)
    pond.draw(surface, palette, frogs=(6,))
    out_start, out_end = pond.center(6), pond.center(7)
    draw_frog(surface, palette, 0, out_end, int(tile * 0.8), alpha=140)
    # Out above the pads, back below them: the way back is the refused part.
    lift = tile * 0.36
    width = max(2, tile // 14)
    arrow(surface, palette.highlight, (out_start[0], out_start[1] - lift), (out_end[0], out_end[1] - lift),
          width, trim=tile * 0.05, end_trim=tile * 0.05)
    arrow(surface, palette.danger, (out_end[0], out_end[1] + lift), (out_start[0], out_start[1] + lift),
          width, trim=tile * 0.05, end_trim=tile * 0.05)
    cross(surface, palette.danger, ((out_start[0] + out_end[0]) / 2, out_start[1] + lift), tile * 0.1)
    caption(surface, t("pond_setup.rules.5.back"), (upper.centerx, pond.rect.bottom + tile * 0.3),
            upper.width, palette)
    # The tie: both have five flies; player 1 has 2 sticks in hand, player 2 only 1.
    top = area.bottom - tie_height
    width = min(area.width, length(360))
    left = area.centerx - width // 2
    for seat, sticks_in_hand in ((0, TIE_WINNER_STICKS), (1, TIE_LOSER_STICKS)):
        row = pygame.Rect(left, top + seat * row_height, width, row_height - length(4))
        winner = sticks_in_hand == TIE_WINNER_STICKS
        shadowed_round_rect(surface, row, palette.panel, row.height // 3,
                            rim=palette.success if winner else palette.panel_edge)
        mark = row.height - length(6)
        draw_frog(surface, palette, seat, (row.x + length(6) + mark / 2, row.centery), mark)
        fly = sprites.fly(max(8, int(mark * 0.9)), palette.fly)
        x: float = row.x + length(12) + mark
        spacing = min(mark * 0.9, (row.width - mark * 3.2) / 5)
        for k in range(5):
            surface.blit(fly, fly.get_rect(center=(int(x + k * spacing + spacing / 2), row.centery)))
        x += 5 * spacing + length(14)
        image = sprites.stick(int(mark * 0.9), max(4, mark // 6), palette.stick, True)
        for k in range(sticks_in_hand):
            surface.blit(image, image.get_rect(center=(int(x + k * mark * 0.35), row.centery)))
        if winner:  # a drawn tick: the font need not have the glyph
            h = row.height * 0.22
            cx, cy = row.right - length(10) - h * 1.5, row.centery
            points = [(cx - h, cy), (cx - h * 0.3, cy + h * 0.8), (cx + h * 1.2, cy - h * 0.9)]
            pygame.draw.lines(surface, palette.success, False, points, max(2, length(3)))
    caption(surface, t("pond_setup.rules.5.tie"), (area.centerx, top + shelf_rows * row_height + length(4)),
            area.width, palette)
