"""The small labels that name the action a click would take, and where they go.

A label sits above the cell it is about (below it when the picked piece is
above, so the label does not cover it), stays inside the view, and has a
red rim when the action is not legal now.
"""

from __future__ import annotations

import pygame

from reflectgames.games.reflec.choosing import Pick
from reflectgames.games.reflec.layout import ReflecLayout
from reflectgames.games.reflec.moves import ReflecMove
from reflectgames.games.reflec.observation import ReflecObservation
from reflectgames.games.reflec.painters.board_art import BoardArt
from reflectgames.games.reflec.words import with_cost
from reflectgames.ui.draw import shadowed_round_rect
from reflectgames.ui.text import draw_text, line_height, text_width, wrap_text


def priced(obs: ReflecObservation, move: ReflecMove) -> str:
    """An action in words with its cost; drops in the drop round cost nothing."""
    return with_cost(move, free=obs.phase == "drop")


def above(layout: ReflecLayout, cell: int) -> tuple[int, int]:
    cx, cy = layout.cell_center(cell)
    return int(cx), int(cy - layout.cell * 0.5)


def beside(layout: ReflecLayout, cell: int, pick: Pick | None) -> tuple[int, int]:
    """Where a label about `cell` goes: above it, or below it when the picked piece is above."""
    if pick is not None and pick.cell >= 0 and pick.cell // 8 > cell // 8:
        cx, cy = layout.cell_center(cell)
        label = line_height(max(13, int(layout.cell * 0.2))) + 6
        return int(cx), int(cy + layout.cell * 0.5 + label)
    return above(layout, cell)


def draw_tag(
    surface: pygame.Surface, art: BoardArt, midbottom: tuple[int, int], text: str, legal: bool
) -> None:
    """A small label naming the action a click would take (and what it costs)."""
    palette = art.palette
    lay = art.layout
    size = max(13, int(lay.cell * 0.2))
    # Wider than the view (large text, a small window): the label wraps rather than run off it.
    room = max(40, lay.rect.width - 14)
    lines = wrap_text(text, size, room) if text_width(text, size) > room else [text]
    step = line_height(size)
    rect = pygame.Rect(0, 0, max(text_width(line, size) for line in lines) + 14, step * len(lines) + 6)
    rect.midbottom = midbottom
    rect.clamp_ip(lay.rect)
    shadowed_round_rect(
        surface,
        rect,
        palette.panel,
        min(rect.height // 2, step // 2 + 3),
        rim=palette.highlight if legal else palette.danger,
        gloss=False,
    )
    color = palette.text if legal else palette.text_muted
    for index, line in enumerate(lines):
        draw_text(surface, line, (rect.centerx, rect.y + 3 + index * step), size, color, anchor="midtop")
