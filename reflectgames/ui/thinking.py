"""The thinking indicator: a computer's name and three beads rising in turn over their reflections.

Drawn in the top bar while a computer seat (or a hint) is being thought
about; `phase` is the seconds since thinking began, so a draw is repeatable.
"""

from __future__ import annotations

import math

import pygame

from reflectgames.ui.text import draw_text, length
from reflectgames.ui.theme import Palette, mix

BEADS = 3
CYCLE = 1.2  # seconds for the wave to run over all the beads


def draw_thinking(surface: pygame.Surface, text: str, midright: tuple[int, int], phase: float,
                  palette: Palette, max_width: int | None = None) -> pygame.Rect:
    """Draw "<text>" ending at `midright`, the beads to its left; returns the area used."""
    words = draw_text(surface, text, midright, "body", palette.accent, bold=True, anchor="midright",
                      max_width=max_width)
    radius = max(3, length(4))
    gap = radius * 3
    x = words.left - length(14) - (BEADS - 1) * gap
    line_y = midright[1] + length(2)
    faint = mix(palette.accent, palette.background, 0.7)
    pygame.draw.line(surface, mix(palette.text_muted, palette.background, 0.5),
                     (x - radius * 2, line_y), (x + (BEADS - 1) * gap + radius * 2, line_y), 1)
    for bead in range(BEADS):
        wave = math.sin(2 * math.pi * (phase / CYCLE - bead / BEADS))
        rise = max(0.0, wave) * length(6)
        cx = x + bead * gap
        top = (cx, int(line_y - radius - 2 - rise))
        mirrored = (cx, int(line_y + radius + 2 + rise))  # the reflection below the line
        pygame.draw.circle(surface, faint, mirrored, radius)
        pygame.draw.circle(surface, palette.accent, top, radius)
    left = x - radius * 2
    return pygame.Rect(left, words.top, words.right - left, words.height)
