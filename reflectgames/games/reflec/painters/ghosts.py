"""Ghost pieces: a half-transparent coin or pawn where an action would put it, with its label.

A legal action's ghost is clearer than one the rules would refuse.
"""

from __future__ import annotations

import pygame

from reflectgames.games.reflec.choosing import Chooser
from reflectgames.games.reflec.moves import ReflecMove
from reflectgames.games.reflec.painters import sprites
from reflectgames.games.reflec.painters.board_art import BoardArt, blit_centered
from reflectgames.games.reflec.painters.labels import above, beside, draw_tag, priced

# The opacity of a ghost coin (out of 255): a legal action's is clearer than a refused one's.
LEGAL_GHOST, REFUSED_GHOST = 170, 80


class GhostPainter:
    """Draws ghosts for the action `move`, judged against the `Chooser`'s legal moves."""

    def draw_coin(
        self,
        surface: pygame.Surface,
        art: BoardArt,
        chooser: Chooser,
        suit: str,
        cell: int,
        facing: int,
        *,
        move: ReflecMove,
        tag: bool = True,
    ) -> None:
        legal = move in chooser.legal_moves
        image = sprites.ghost(art.coin(suit, facing), LEGAL_GHOST if legal else REFUSED_GHOST)
        blit_centered(surface, image, art.layout.cell_center(cell))
        if tag:
            draw_tag(surface, art, beside(art.layout, cell, chooser.pick), priced(art.obs, move), legal)

    def draw_pawn(
        self, surface: pygame.Surface, art: BoardArt, chooser: Chooser, cell: int, move: ReflecMove
    ) -> None:
        """The laser of the suit on turn moved to `cell`."""
        suit = art.obs.suit
        if suit is None:  # nobody is on turn: no laser to move
            return
        image = sprites.ghost(art.pawn(suit), 150)
        blit_centered(surface, image, art.layout.cell_center(cell))
        draw_tag(surface, art, above(art.layout, cell), priced(art.obs, move), move in chooser.legal_moves)
