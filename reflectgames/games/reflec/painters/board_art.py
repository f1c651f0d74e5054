"""What every Reflec board painter draws with: the layout, the palette and the position shown.

The view builds one `BoardArt` per frame and hands it to each painter, so a
painter's inputs are this, plus whatever else it names in its arguments.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from reflectgames.games.reflec.layout import ReflecLayout
from reflectgames.games.reflec.observation import ReflecObservation
from reflectgames.games.reflec.painters import sprites
from reflectgames.ui.theme import Color, Palette, darker

COIN_SHARE = 0.78  # coin diameter as a share of a cell
PAWN_SHARE = 0.74

Point = tuple[float, float]


@dataclass(frozen=True, eq=False)
class BoardArt:
    layout: ReflecLayout
    palette: Palette
    obs: ReflecObservation

    def coin(self, suit: str, facing: int, scale: float = 1.0) -> pygame.Surface:
        """A coin's sprite at the board's size (or `scale` times it); neutral coins look neutral."""
        size = max(8, int(self.layout.cell * COIN_SHARE * scale))
        return sprites.coin(size, suit, facing, self.palette, suit in self.obs.neutral)

    def pawn(self, suit: str) -> pygame.Surface:
        """A laser pawn's sprite at the board's size."""
        return sprites.pawn(int(self.layout.cell * PAWN_SHARE), suit, self.palette)

    def ink(self) -> Color:
        """The colour of choice markers on the cream tiles (the light highlight would not show)."""
        return darker(self.palette.accent, 0.4)


def blit_centered(surface: pygame.Surface, image: pygame.Surface, center: Point) -> None:
    """Blit `image` centred on `center` (rounded down to whole pixels, as every piece is)."""
    surface.blit(image, image.get_rect(center=(int(center[0]), int(center[1]))))
