"""A hinted Reflec action marked on the board: drawn like its preview, with rings and arrows.

A shot shows its whole path, a placement its ghost coin, a laser move its
ghost pawn, a swap a ring on each coin, and "end" a ring around the button.
"""

from __future__ import annotations

import pygame

from reflectgames.games.reflec.board import CELL_INDEX, DIRECTIONS
from reflectgames.games.reflec.board_art import BoardArt
from reflectgames.games.reflec.choosing import Chooser
from reflectgames.games.reflec.ghosts import GhostPainter
from reflectgames.games.reflec.labels import above, draw_tag, priced
from reflectgames.games.reflec.shot_preview import ShotPreviewPainter
from reflectgames.ui.marks import path_mark, ring


class HintPainter:
    """Draws a hinted move text, with the ghosts and the shot painter given."""

    def __init__(self, ghosts: GhostPainter, shots: ShotPreviewPainter) -> None:
        self.ghosts = ghosts
        self.shots = shots

    def draw(self, surface: pygame.Surface, art: BoardArt, chooser: Chooser, move: str) -> None:
        obs = art.obs
        lay = art.layout
        ghosts = self.ghosts
        color = art.palette.highlight
        words = move.split()
        kind = words[0]
        radius = lay.cell * 0.46
        if kind == "fire":
            self.shots.draw(surface, art, chooser.legal, DIRECTIONS.index(words[1]), None)
        elif kind == "end":
            button = lay.end_button.inflate(8, 8)
            pygame.draw.rect(surface, color, button, 3, border_radius=button.height // 2)
        elif kind == "drop":
            cell = CELL_INDEX[words[2]]
            ring(surface, color, lay.cell_center(cell), radius)
            ghosts.draw_coin(surface, art, chooser, words[1], cell, DIRECTIONS.index(words[3]), move)
        elif kind == "spin":
            cell = CELL_INDEX[words[1]]
            ring(surface, color, lay.cell_center(cell), radius)
            suit = obs.coins[words[1]].suit
            ghosts.draw_coin(surface, art, chooser, suit, cell, DIRECTIONS.index(words[2]), move)
        elif kind == "move":
            start, end = CELL_INDEX[words[1]], CELL_INDEX[words[2]]
            path_mark(surface, color, [lay.cell_center(start), lay.cell_center(end)], radius)
            suit = obs.coins[words[1]].suit
            ghosts.draw_coin(surface, art, chooser, suit, end, DIRECTIONS.index(words[3]), move)
        elif kind == "laser":
            laser = obs.lasers[obs.suit] if obs.suit is not None else None
            if laser is None:  # no laser of the suit on turn to move
                return
            start, end = CELL_INDEX[laser], CELL_INDEX[words[1]]
            path_mark(surface, color, [lay.cell_center(start), lay.cell_center(end)], radius)
            ghosts.draw_pawn(surface, art, chooser, end, move)
        elif kind == "swap":
            first, second = CELL_INDEX[words[1]], CELL_INDEX[words[2]]
            for cell in (first, second):
                ring(surface, color, lay.cell_center(cell), radius)
            draw_tag(surface, art, above(lay, min(first, second)), priced(obs, move), True)
