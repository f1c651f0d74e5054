"""A hinted Reflec action marked on the board: drawn like its preview, with rings and arrows.

A shot shows its whole path, a placement its ghost coin, a laser move its
ghost pawn, a swap a ring on each coin, and "end" a ring around the button.
"""

from __future__ import annotations

import pygame

from reflectgames.games.reflec import moves as m
from reflectgames.games.reflec.board import CELL_INDEX, CELL_NAMES, SUITS
from reflectgames.games.reflec.choosing import Chooser
from reflectgames.games.reflec.moves import ReflecMove
from reflectgames.games.reflec.painters.board_art import BoardArt
from reflectgames.games.reflec.painters.ghosts import GhostPainter
from reflectgames.games.reflec.painters.labels import above, draw_tag, priced
from reflectgames.games.reflec.painters.shot_preview import ShotPreviewPainter
from reflectgames.ui.marks import path_mark, ring


class HintPainter:
    """Draws a hinted move, with the ghosts and the shot painter given."""

    def __init__(self, ghosts: GhostPainter, shots: ShotPreviewPainter) -> None:
        self.ghosts = ghosts
        self.shots = shots

    def draw(self, surface: pygame.Surface, art: BoardArt, chooser: Chooser, move: ReflecMove) -> None:
        obs = art.obs
        lay = art.layout
        ghosts = self.ghosts
        color = art.palette.highlight
        kind = move.kind
        radius = lay.cell * 0.46
        if kind == m.FIRE:
            self.shots.draw(surface, art, chooser.legal_moves, move.facing, None)
        elif kind == m.END:
            button = lay.end_button.inflate(8, 8)
            pygame.draw.rect(surface, color, button, 3, border_radius=button.height // 2)
        elif kind == m.DROP:
            ring(surface, color, lay.cell_center(move.cell), radius)
            ghosts.draw_coin(surface, art, chooser, SUITS[move.suit], move.cell, move.facing, move=move)
        elif kind == m.SPIN:
            ring(surface, color, lay.cell_center(move.cell), radius)
            suit = obs.coins[CELL_NAMES[move.cell]].suit
            ghosts.draw_coin(surface, art, chooser, suit, move.cell, move.facing, move=move)
        elif kind == m.MOVE:
            path_mark(surface, color, [lay.cell_center(move.cell), lay.cell_center(move.target)], radius)
            suit = obs.coins[CELL_NAMES[move.cell]].suit
            ghosts.draw_coin(surface, art, chooser, suit, move.target, move.facing, move=move)
        elif kind == m.LASER:
            laser = obs.lasers[obs.suit] if obs.suit is not None else None
            if laser is None:  # no laser of the suit on turn to move
                return
            start = lay.cell_center(CELL_INDEX[laser])
            path_mark(surface, color, [start, lay.cell_center(move.target)], radius)
            ghosts.draw_pawn(surface, art, chooser, move.target, move)
        elif kind == m.SWAP:
            for cell in (move.cell, move.target):
                ring(surface, color, lay.cell_center(cell), radius)
            draw_tag(surface, art, above(lay, min(move.cell, move.target)), priced(obs, move), True)
