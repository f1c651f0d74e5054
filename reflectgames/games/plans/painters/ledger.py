"""The ledger left of the Plans of Action board: the move counter, the target, the goal, each suit's
progress and, for a chosen tile, its turn buttons. Its geometry is here too, since the view hit-tests
the turn buttons where they are drawn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from reflectgames.games.plans.board import SUITS, Cell
from reflectgames.games.plans.describe import goal_text
from reflectgames.games.plans.observation import PlansObservation
from reflectgames.games.plans.painters import sprites
from reflectgames.games.plans.painters.pieces import COIN_SHARE
from reflectgames.games.plans.position import Snapshot
from reflectgames.i18n import t
from reflectgames.ui.text import draw_text, length, line_height, wrap_text
from reflectgames.ui.theme import Palette, darker, mix

PIPS = 6  # a suit's six coins: its progress is out of six
TURN_BUTTONS = 3  # the ledger keeps room for a turn button per angle
DARK_SUIT = "M"  # the near-black moons, whose pips keep a light rim on the dark table


@dataclass(frozen=True)
class Target:
    """The puzzle's best known number of moves; `proven`: no shorter solution exists."""

    moves: int
    proven: bool


# --- geometry -------------------------------------------------------------------------------------
def goal_lines(ledger: pygame.Rect, obs: PlansObservation | None) -> list[str]:
    return wrap_text(goal_text(obs.goal, obs.suits), "small", ledger.width) if obs is not None else [""]


def head_height(ledger: pygame.Rect, obs: PlansObservation | None) -> int:
    """The counter, the target and the goal lines above the suit rows."""
    return _head_height(ledger, obs, counter_size(ledger, obs))


def _head_height(ledger: pygame.Rect, obs: PlansObservation | None, counter_size: str) -> int:
    lines = len(goal_lines(ledger, obs))
    # A heading-sized counter has its caption above it; a title-sized one has it beside it.
    counter = line_height(counter_size, True) + (line_height("small") if counter_size == "heading" else 0)
    return counter + line_height("small") * (1 + lines) + length(16)


def counter_size(ledger: pygame.Rect, obs: PlansObservation | None) -> str:
    """The move counter's size: a heading under its caption, or a title with the caption beside it when
    a short ledger needs the room for its rows."""
    rows = len(SUITS) * suit_row_height(ledger)
    return "heading" if _head_height(ledger, obs, "heading") + rows <= ledger.height else "title"


def suit_row_height(ledger: pygame.Rect) -> int:
    return max(line_height("small") + length(6), min(length(34), ledger.height // 14))


def turn_button_rects(ledger: pygame.Rect, obs: PlansObservation | None, count: int) -> list[pygame.Rect]:
    """Where the turn buttons go: below the counter, goal and suit rows and the buttons' caption."""
    top = (ledger.y + head_height(ledger, obs) + len(SUITS) * suit_row_height(ledger) + length(14)
           + line_height("small") + length(6))
    gap = length(8)
    height = max(length(30), min(length(64), (ledger.bottom - top - gap * TURN_BUTTONS) // TURN_BUTTONS))
    return [pygame.Rect(ledger.x, top + k * (height + gap), ledger.width, height) for k in range(count)]


# --- drawing --------------------------------------------------------------------------------------
def draw_ledger(surface: pygame.Surface, palette: Palette, ledger: pygame.Rect, obs: PlansObservation,
                target: Target | None) -> None:
    """The counter, the target, the goal and the suit rows."""
    y = ledger.y
    size = counter_size(ledger, obs)
    if size == "heading":
        draw_text(surface, t("plans_view.moves"), (ledger.x, y), "small", palette.text_muted,
                  max_width=ledger.width)
        y += line_height("small")
    number = draw_text(surface, str(obs.moves), (ledger.x, y), size, palette.text, bold=True)
    if size != "heading":
        draw_text(surface, t("plans_view.moves"), (number.right + length(10), number.centery), "small",
                  palette.text_muted, anchor="midleft", max_width=ledger.right - number.right - length(10))
    y += line_height(size, True)
    if target is not None:
        key = "plans_view.target.proven" if target.proven else "plans_view.target.known"
        color = palette.success if obs.solved and obs.moves <= target.moves else palette.accent
        draw_text(surface, t(key, count=target.moves), (ledger.x, y), "small", color, max_width=ledger.width)
    y += line_height("small")
    for line in goal_lines(ledger, obs):
        draw_text(surface, line, (ledger.x, y), "small", palette.text_muted)
        y += line_height("small")
    y = ledger.y + head_height(ledger, obs)
    row = suit_row_height(ledger)
    for letter in SUITS:
        rect = pygame.Rect(ledger.x, y, ledger.width, row)
        _draw_suit_row(surface, palette, rect, letter, obs.progress.get(letter, 0), letter in obs.done_suits)
        y += row


def _draw_suit_row(surface: pygame.Surface, palette: Palette, rect: pygame.Rect, letter: str, value: int,
                   done: bool) -> None:
    """One suit's progress: its coin, six pips (its largest group or longest line), a count."""
    size = max(12, rect.height - length(6))
    coin = sprites.coin(size, letter, palette.suits[letter])
    surface.blit(coin, coin.get_rect(midleft=(rect.x, rect.centery)))
    count_rect = draw_text(surface, f"{value}/{PIPS}", (rect.right, rect.centery), "small",
                           palette.highlight if done else palette.text, bold=done, anchor="midright")
    left = rect.x + size + length(8)
    room = count_rect.left - length(6) - left
    pip = max(3, min(length(7), room // (2 * PIPS + 1)))
    step = room / PIPS if room > 0 else 0
    for k in range(PIPS):
        center = (left + step * (k + 0.5), rect.centery)
        if k < value:
            edge = palette.suit_rim if letter == DARK_SUIT else darker(palette.suits[letter])
            pygame.draw.circle(surface, edge, center, pip + 1)
            fill = palette.highlight if done else palette.suits[letter]
            pygame.draw.circle(surface, fill, center, pip - 1)
        else:
            empty = mix(palette.text_muted, palette.background, 0.45)
            pygame.draw.circle(surface, empty, center, max(2, pip // 2))


def draw_turn_buttons(surface: pygame.Surface, palette: Palette, snap: Snapshot, tile: Cell,
                      buttons: Sequence[tuple[int, pygame.Rect]], hover: tuple[int, int] | None) -> None:
    """The caption, then one button per legal turn: the tile as it would look after it, and the angle."""
    if not buttons:
        return
    first = buttons[0][1]
    draw_text(surface, t("plans_view.turn_tile"), (first.x, first.y - length(6) - line_height("small")),
              "small", palette.text_muted, max_width=first.width)
    for angle, rect in buttons:
        over = hover is not None and rect.collidepoint(hover)
        _draw_turn_button(surface, palette, snap, tile, angle, rect, over=over)


def _draw_turn_button(surface: pygame.Surface, palette: Palette, snap: Snapshot, tile: Cell, angle: int,
                      rect: pygame.Rect, *, over: bool) -> None:
    sprites.button_face(surface, rect, palette.highlight if over else palette.button_secondary)
    ink = palette.text_on_accent if over else palette.text
    cell = max(6, int(rect.height * 0.42))
    box = pygame.Rect(rect.x + length(6), rect.centery - cell, 2 * cell, 2 * cell)
    image = sprites.tile(cell, palette.tile, palette.tile_line, shadow=False)
    surface.blit(image, image.get_rect(center=box.center))
    for source, suit in snap.rotated_contents(tile, angle):
        letter = SUITS[suit]
        coin = sprites.coin(max(6, int(cell * COIN_SHARE)), letter, palette.suits[letter])
        col, row = source[0] - tile[0], 1 - (source[1] - tile[1])
        surface.blit(coin, coin.get_rect(center=(box.x + (col + 0.5) * cell, box.y + (row + 0.5) * cell)))
    label = t("plans_view.angle", angle=angle)
    draw_text(surface, label, (box.right + length(10), rect.centery), "body", ink, bold=True,
              anchor="midleft", max_width=rect.right - box.right - length(14))
