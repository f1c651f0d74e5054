"""What one frame of the Reflection Pond board is drawn from, handed to every painter at once."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from reflectgames.games.pond.layout import PondLayout
from reflectgames.games.pond.observation import PondObservation
from reflectgames.games.pond.painters.animation import PondAnimation
from reflectgames.ui.theme import Palette


@dataclass(frozen=True)
class BoardFrame:
    """The surface to draw on, where things sit, the colours, the position and the running animation."""

    surface: pygame.Surface
    layout: PondLayout
    palette: Palette
    obs: PondObservation
    animation: PondAnimation | None
