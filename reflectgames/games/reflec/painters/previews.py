"""What a click would do, shown under the pointer (or the keyboard's cell) before it is made.

A ghost coin where a drop, move or spin would put it, the swapped pair, the
laser's new cell, or, with the laser in hand, the whole path of the aimed
shot; each labelled with the action and its cost.
"""

from __future__ import annotations

import pygame

from reflectgames.games.reflec import moves as m
from reflectgames.games.reflec.board import CELL_NAMES, DIRECTIONS, NEIGHBOUR, SUITS
from reflectgames.games.reflec.choosing import LASER, SUPPLY, Chooser
from reflectgames.games.reflec.layout import ReflecLayout
from reflectgames.games.reflec.painters.board_art import BoardArt
from reflectgames.games.reflec.painters.ghosts import GhostPainter
from reflectgames.games.reflec.painters.shot_preview import ShotPreviewPainter


class PreviewPainter:
    """Draws the preview of the `Chooser`'s next action, with ghosts and the shot painter given."""

    def __init__(self, ghosts: GhostPainter, shots: ShotPreviewPainter) -> None:
        self.ghosts = ghosts
        self.shots = shots

    def draw(
        self,
        surface: pygame.Surface,
        art: BoardArt,
        chooser: Chooser,
        pointer: tuple[int, int] | None,
        cursor: int | None,
    ) -> None:
        """`pointer` is where the mouse is, `cursor` the keyboard's cell (which wins when set)."""
        obs = art.obs
        ghosts = self.ghosts
        pick = chooser.pick
        cell, pointing = hover_cell(art.layout, pointer, cursor)
        facing = chooser.facing if pointing is None else pointing
        if pick is not None and pick.kind == LASER:
            if cell is not None and cell in chooser.laser_targets():
                ghosts.draw_pawn(surface, art, chooser, cell, m.move_laser(cell))
            elif cell != pick.cell:
                self._draw_aim(surface, art, chooser, pointer, cursor)
            return
        if cell is None:
            return
        if chooser.drop_round or (pick is not None and pick.kind == SUPPLY):
            suit = obs.suit if chooser.drop_round or pick is None else pick.suit
            if suit is not None and chooser.is_empty(cell):
                drop = m.drop(SUITS.index(suit), cell, facing)
                ghosts.draw_coin(surface, art, chooser, suit, cell, facing, move=drop)
            return
        if pick is None:
            return
        coin = obs.coins[CELL_NAMES[pick.cell]]
        if cell == pick.cell:
            if facing != DIRECTIONS.index(coin.facing):
                spin = m.spin(cell, facing)
                ghosts.draw_coin(surface, art, chooser, coin.suit, cell, facing, move=spin)
        elif cell in NEIGHBOUR[pick.cell] and chooser.is_empty(cell):
            step = m.move_coin(pick.cell, cell, facing)
            ghosts.draw_coin(surface, art, chooser, coin.suit, cell, facing, move=step)
        elif cell in chooser.swap_partners(pick.cell):
            other = obs.coins[CELL_NAMES[cell]]
            swap = m.swap(pick.cell, cell)
            # Each coin takes the other's place and keeps the facing that waits there.
            here, there = DIRECTIONS.index(coin.facing), DIRECTIONS.index(other.facing)
            ghosts.draw_coin(surface, art, chooser, other.suit, pick.cell, here, move=swap, tag=False)
            ghosts.draw_coin(surface, art, chooser, coin.suit, cell, there, move=swap)

    def _draw_aim(
        self,
        surface: pygame.Surface,
        art: BoardArt,
        chooser: Chooser,
        pointer: tuple[int, int] | None,
        cursor: int | None,
    ) -> None:
        """The live preview of the shot being aimed, labelled by the pointer when there is one."""
        label_at = None
        if pointer is not None and cursor is None:
            label_at = (pointer[0], pointer[1] - art.layout.cell // 3)
        self.shots.draw(surface, art, chooser.legal_moves, chooser.aim, label_at)


def hover_cell(
    layout: ReflecLayout, pointer: tuple[int, int] | None, cursor: int | None
) -> tuple[int | None, int | None]:
    """The cell under the pointer (or the keyboard's cell) and the direction it points in there."""
    if cursor is not None:
        return cursor, None
    if pointer is None:
        return None, None
    cell = layout.cell_at(pointer)
    if cell is None:
        return None, None
    return cell, layout.pointing(pointer, cell)
