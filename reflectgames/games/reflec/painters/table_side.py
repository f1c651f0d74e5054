"""The pieces beside the Reflec board: action tiles, dice, lasers and the coins off the board.

Drawn from the observation only: the 4-3-2-1 tiles (face up for the tile
points left, flipping as points are spent), the die of the suit on turn,
and one row per suit with its owner's name, its laser (or the wreck of it),
its die and its supply of coins to drop. The row of the suit on turn is lit;
a neutral suit is marked so. The cost of each action stays in view.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from reflectgames.games.reflec.layout import ReflecLayout
from reflectgames.games.reflec.observation import ReflecObservation
from reflectgames.games.reflec.painters import sprites
from reflectgames.i18n import t
from reflectgames.ui.draw import shadowed_round_rect
from reflectgames.ui.text import draw_text, fitted_lines, line_height, text_width, wrap_text
from reflectgames.ui.theme import Palette, darker, lighter, mix

# The opacity of a destroyed laser's pawn (out of 255).
WRECK_ALPHA = 90
# The flip of a turning tile: it shows its old face up to half-way, and is drawn narrowed until full width.
HALF_FLIP = 0.5
FULL_WIDTH = 0.999


def _px(cell: int, share: float) -> int:
    return max(13, int(cell * share))


def draw_points(
    surface: pygame.Surface,
    lay: ReflecLayout,
    palette: Palette,
    obs: ReflecObservation,
    before: ReflecObservation | None,
    flip: float,
) -> None:
    """The 4-3-2-1 tiles and the die of the suit on turn."""
    area = lay.points
    shadowed_round_rect(surface, area, palette.panel, max(6, lay.cell // 7), rim=palette.panel_edge)
    pad = max(4, area.height // 10)
    label = _px(lay.cell, 0.2)
    # The caption wraps between words in a narrow side (the layout gave it the height).
    top = area.y + pad // 2
    for line in wrap_text(t("reflec.side.points"), label, area.width - 2 * pad):
        draw_text(surface, line, (area.x + pad, top), label, palette.text_muted,
                  max_width=area.width - 2 * pad)
        top += line_height(label)
    size = max(12, min(area.bottom - pad - top, (area.width - 2 * pad) // 6))
    left_now = obs.points.mandatory
    left_before = before.points.mandatory if before is not None else left_now
    for index, number in enumerate((4, 3, 2, 1)):
        x = area.x + pad + index * (size + pad // 2)
        up_now, up_before = number <= left_now, number <= left_before
        face, width = up_now, 1.0
        if up_now != up_before and flip < 1:  # turning over: narrows, shows the other side, widens
            face = up_before if flip < HALF_FLIP else up_now
            width = abs(1 - 2 * flip)
        image = sprites.action_tile(size, number, face, palette)
        if width < FULL_WIDTH:
            image = pygame.transform.smoothscale(image, (max(1, int(size * width)), size))
        surface.blit(image, image.get_rect(center=(x + size // 2, top + size // 2)))
    if obs.suit is None or obs.phase != "play":
        return
    die_x = area.x + pad + 4 * (size + pad // 2) + pad
    image = sprites.die(size, obs.suit, obs.points.die, palette)
    surface.blit(image, (die_x, top))
    draw_text(
        surface, "+", (die_x - pad // 2 - 1, top + size // 2), label, palette.text_muted, anchor="center"
    )


@dataclass(frozen=True)
class RowMarks:
    """How a suit's row is marked: its supply may be dropped from, is picked up, is under the pointer."""

    droppable: bool = False
    picked: bool = False
    hovered: bool = False


def draw_rows(
    surface: pygame.Surface,
    lay: ReflecLayout,
    palette: Palette,
    obs: ReflecObservation,
    names: list[str],
    *,
    droppable: list[str],
    picked: str | None,
    hover: tuple[int, int] | None,
) -> None:
    """One row per suit: laser, owner, die and the coins off the board."""
    suits = list(obs.dice)
    for row, suit in zip(lay.rows, suits, strict=False):
        marks = RowMarks(
            droppable=suit in droppable,
            picked=picked == suit,
            hovered=hover is not None and row.collidepoint(hover),
        )
        _draw_row(surface, lay, palette, obs, row, suit, names=names, marks=marks)


def _draw_row(
    surface: pygame.Surface,
    lay: ReflecLayout,
    palette: Palette,
    obs: ReflecObservation,
    row: pygame.Rect,
    suit: str,
    *,
    names: list[str],
    marks: RowMarks,
) -> None:
    neutral = suit in obs.neutral
    _draw_row_frame(surface, palette, obs, row, suit, marks)
    # A scrolling side is narrow: its rows keep thin padding and put the die and coins under the words.
    pad = max(4, lay.cell // 10) if lay.scrolls else max(4, row.height // 9)
    icon = max(14, min(row.height - 2 * pad, int(lay.cell * 0.62)))
    x = row.x + pad
    cy = row.centery
    _draw_pawn_icon(surface, palette, suit, obs.lasers.get(suit) is None, (x + icon // 2, cy), icon)
    x += icon + pad
    text_size = _px(lay.cell, 0.21)
    small = _px(lay.cell, 0.18)
    owner = obs.owners[suit]
    name = names[owner] if owner < len(names) else ""
    needed = max(text_width(name, text_size, True), text_width(_status(obs, suit), small))
    if lay.scrolls:
        boxes = tray_boxes(row, pad, icon, x)
        words_h = boxes.die.top - pad // 2 - row.y - pad
    else:
        boxes = _row_boxes(row, pad, icon, x, lay.cell, needed)
        words_h = row.height - 2 * pad
    ink = palette.text_muted if neutral else palette.text
    # A long name wraps onto a second line (a size smaller if need be) above the status, not cut.
    status_h = line_height(small)
    name_box = pygame.Rect(x, row.y + pad, boxes.name_room, words_h - status_h)
    size, lines = fitted_lines(name, name_box, (text_size, small), bold=True)
    step = line_height(size, True)
    y = row.y + pad + (words_h - len(lines) * step - status_h) // 2
    for line in lines:
        draw_text(surface, line, (x, y), size, ink, bold=True, max_width=boxes.name_room)
        y += step
    draw_text(surface, _status(obs, suit), (x, y), small, palette.text_muted, max_width=boxes.name_room)
    image = sprites.die(boxes.die_size, suit, obs.dice[suit], palette)
    surface.blit(image, image.get_rect(midleft=(boxes.die.x, boxes.die.centery)))
    _draw_supply(
        surface, palette, boxes.supply, suit, obs.supply[suit], neutral=neutral, droppable=marks.droppable
    )


def _draw_row_frame(
    surface: pygame.Surface,
    palette: Palette,
    obs: ReflecObservation,
    row: pygame.Rect,
    suit: str,
    marks: RowMarks,
) -> None:
    """The row's card: lit for the suit on turn, rimmed for the winner or the picked supply."""
    on_turn = obs.suit == suit and obs.phase != "over"
    fill = mix(palette.panel, palette.accent, 0.18) if on_turn else palette.panel
    if marks.hovered and marks.droppable:
        fill = lighter(fill, 0.08)
    rim = palette.highlight if marks.picked else (palette.accent if on_turn else palette.panel_edge)
    if obs.winners and obs.owners[suit] in obs.winners:
        rim = palette.success
    shadowed_round_rect(surface, row, fill, max(6, row.height // 5), rim=rim)
    if marks.picked:
        pygame.draw.rect(
            surface, palette.highlight, row.inflate(4, 4), 2, border_radius=max(6, row.height // 5) + 2
        )


def _draw_pawn_icon(
    surface: pygame.Surface, palette: Palette, suit: str, destroyed: bool, center: tuple[int, int], icon: int
) -> None:
    """The suit's laser pawn, or the wreck of a destroyed one."""
    pawn = sprites.pawn(icon, suit, palette)
    if destroyed:
        pawn = sprites.ghost(pawn, WRECK_ALPHA)
    surface.blit(pawn, pawn.get_rect(center=center))
    if destroyed:
        cx, cy = center[0] - icon // 2 + icon / 2, center[1]
        r = icon * 0.3
        for sign in (-1, 1):
            pygame.draw.line(
                surface,
                palette.danger,
                (cx - r, cy - sign * r),
                (cx + r, cy + sign * r),
                max(2, icon // 10),
            )


@dataclass(frozen=True)
class RowBoxes:
    """Where a row's die and supply go, and the room left for the name."""

    die_size: int
    name_room: int
    die: pygame.Rect
    supply: pygame.Rect


def _row_boxes(row: pygame.Rect, pad: int, icon: int, x: int, cell: int, needed: int = 0) -> RowBoxes:
    """The die and the supply beside each other, or stacked at the right of a narrow table side
    (or when the name, `needed` pixels wide, would not fit) to leave the name its room."""
    die_size = max(12, int(icon * 0.72))
    supply_w = int(icon * 1.5)
    name_room = row.right - pad - supply_w - die_size - pad * 2 - x
    if name_room >= max(cell * 1.3, needed):
        die_box = pygame.Rect(row.right - pad - supply_w - die_size - pad, row.y, die_size, row.height)
        supply_box = pygame.Rect(row.right - pad - supply_w, row.y + pad, supply_w, row.height - 2 * pad)
        return RowBoxes(die_size, name_room, die_box, supply_box)
    half = (row.height - 3 * pad) // 2
    die_size = max(10, half)
    supply_w = max(die_size * 2, int(icon * 1.1))
    name_room = row.right - pad - supply_w - pad - x
    die_box = pygame.Rect(row.right - pad - supply_w, row.y + pad, supply_w, half)
    supply_box = pygame.Rect(die_box.x, die_box.bottom + pad, supply_w, half)
    return RowBoxes(die_size, name_room, die_box, supply_box)


def tray_size(icon: int) -> tuple[int, int]:
    """The die's size and the supply's width in the tray under a narrow row's words."""
    die_size = max(12, int(icon * 0.72))
    return die_size, icon + text_width("×88", _px(icon, 0.42), True) + 4


def tray_boxes(row: pygame.Rect, pad: int, icon: int, x: int) -> RowBoxes:
    """A narrow row: the die and the supply side by side in a tray under the name and status."""
    die_size, supply_w = tray_size(icon)
    top = row.bottom - pad - icon
    die_box = pygame.Rect(x, top, die_size, icon)
    supply_box = pygame.Rect(x + die_size + pad, top, supply_w, icon)
    return RowBoxes(die_size, row.right - pad - x, die_box, supply_box)


def _status(obs: ReflecObservation, suit: str) -> str:
    """The word under the name: the pawn already shows the suit, so what happened to it, if anything."""
    if obs.winners and obs.owners[suit] in obs.winners:
        return t("reflec.side.winner")
    if suit in obs.neutral:
        return t("reflec.side.neutral")
    if obs.lasers.get(suit) is None:
        return t("reflec.side.no_laser")
    return t(f"reflec.suit.{suit}")


def supply_sizes(box: pygame.Rect, label: str) -> tuple[int, int]:
    """The coins' size in a supply box and the text size of their count `label` beside them: the coins
    leave the count its width, which a large text scale makes wider."""
    count_size = _px(max(10, min(box.height, int(box.width * 0.62))), 0.42)
    beside_count = box.width - text_width(label, count_size, True) - 2
    return max(10, min(box.height, int(box.width * 0.62), beside_count)), count_size


def _draw_supply(
    surface: pygame.Surface,
    palette: Palette,
    box: pygame.Rect,
    suit: str,
    count: int,
    *,
    neutral: bool,
    droppable: bool,
) -> None:
    """A little stack of the suit's coins off the board, with their number."""
    label = f"×{count}"
    size, count_size = supply_sizes(box, label)
    if droppable:
        pygame.draw.rect(surface, darker(palette.highlight, 0.55), box.inflate(4, 4), border_radius=size // 3)
        pygame.draw.rect(surface, palette.highlight, box.inflate(4, 4), 1, border_radius=size // 3)
    image = sprites.coin(size, suit, 0, palette, neutral)
    shown = min(count, 3)
    for k in range(shown):
        surface.blit(
            image, image.get_rect(center=(box.x + size // 2 + 1, box.centery - k * max(2, size // 8)))
        )
    if not count:
        empty = sprites.ghost(image, 50)
        surface.blit(empty, empty.get_rect(center=(box.x + size // 2 + 1, box.centery)))
    draw_text(
        surface,
        label,
        (box.right, box.centery),
        count_size,
        palette.text,
        bold=True,
        anchor="midright",
    )


def draw_legend(surface: pygame.Surface, lay: ReflecLayout, palette: Palette) -> None:
    """What each action costs, each cost wrapped between words beside its number in a narrow side."""
    area = lay.legend
    size = _px(lay.cell, 0.18)
    step = line_height(size) + 2
    room = area.width - step - 4
    lines = [wrap_text(t(f"reflec.side.cost{cost}"), size, room) for cost in (1, 2, 3)]
    height = sum(len(cost_lines) * line_height(size) + 2 for cost_lines in lines)
    y = area.y + max(0, (area.height - height) // 2)
    for cost, cost_lines in zip((1, 2, 3), lines, strict=True):
        draw_text(surface, str(cost), (area.x + 4, y), size, palette.accent, bold=True)
        for line in cost_lines:
            draw_text(surface, line, (area.x + 4 + step, y), size, palette.text_muted, max_width=room)
            y += line_height(size)
        y += 2
