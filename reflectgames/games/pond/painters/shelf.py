"""The shelf beside each pond: the owner's frog and name, the flies caught and the sticks in hand."""

from __future__ import annotations

import pygame

from reflectgames.games.pond.painters import sprites
from reflectgames.games.pond.painters.frame import BoardFrame
from reflectgames.games.pond.painters.pieces import frog_mark
from reflectgames.games.pond.state import FLIES_TO_WIN
from reflectgames.i18n import t
from reflectgames.ui.text import draw_fitted, fits_whole, fitted_height, length, line_height
from reflectgames.ui.theme import darker

# Sticks in hand lie one above the other, this far apart (pixels between them).
STICK_GAP = 6


def draw_shelf(frame: BoardFrame, seat: int, name: str) -> None:
    """`seat`'s shelf, headed by their frog and `name`."""
    surface, palette = frame.surface, frame.palette
    shelf = frame.layout.shelves[seat]
    pond = frame.obs.ponds[seat]
    pad = max(6, shelf.width // 14)
    y = shelf.y + pad
    mark = max(20, frame.layout.tile // 2)
    frog_mark(surface, palette, seat, (shelf.x + pad + mark // 2, y + mark // 2), mark)
    beside = pygame.Rect(shelf.x + pad * 2 + mark, y, shelf.width - mark - pad * 3, mark)
    if not fits_whole(name, beside, ("body", "small"), bold=True):
        # A long name (or a large text scale) goes under the frog, on two lines if need be.
        y += mark + pad // 2
        beside = pygame.Rect(shelf.x + pad, y, shelf.width - 2 * pad, 2 * line_height("small", True))
        beside.height = min(beside.height, fitted_height(name, beside, ("body", "small"), bold=True))
    draw_fitted(surface, name, beside, palette.text, ("body", "small"), bold=True)
    y = beside.bottom + pad
    y += _label(frame, t("pond.shelf.flies", count=pond.caught), shelf, pad, y)
    # One box per fly needed to win, filled with the flies caught.
    slot = (shelf.width - 2 * pad) // FLIES_TO_WIN
    fly_image = sprites.fly(max(10, int(slot * 0.9)), palette.fly)
    for k in range(FLIES_TO_WIN):
        box = pygame.Rect(shelf.x + pad + k * slot, y, slot - 2, slot - 2)
        pygame.draw.rect(surface, darker(palette.panel, 0.25), box, border_radius=4)
        if k < pond.caught:
            surface.blit(fly_image, fly_image.get_rect(center=box.center))
    y += slot + pad
    y += _label(frame, t("pond.shelf.sticks", count=pond.inventory), shelf, pad, y)
    thickness = max(4, frame.layout.tile // 9)
    image = sprites.stick(shelf.width - 2 * pad, thickness, palette.stick, False)
    for k in range(pond.inventory):
        top = y + k * (thickness + STICK_GAP)
        if top + thickness < shelf.bottom - pad:
            surface.blit(image, (shelf.x + pad, top))


def _label(frame: BoardFrame, text: str, shelf: pygame.Rect, pad: int, y: int) -> int:
    """A small muted caption on a shelf, wrapped onto a second line on a narrow shelf; returns the
    height it takes."""
    box = pygame.Rect(shelf.x + pad, y, shelf.width - 2 * pad, 2 * line_height("small"))
    box.height = fitted_height(text, box, ("small",))
    draw_fitted(frame.surface, text, box, frame.palette.text_muted, ("small",))
    return max(length(22), box.height + length(4))
