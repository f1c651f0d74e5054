"""The shelf beside each pond: the owner's frog and name, the flies caught and the sticks in hand."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from reflectgames.games.pond.painters import sprites
from reflectgames.games.pond.painters.frame import BoardFrame
from reflectgames.games.pond.painters.pieces import frog_mark
from reflectgames.games.pond.state import FLIES_TO_WIN, STICKS_PER_PLAYER
from reflectgames.i18n import t
from reflectgames.ui.text import draw_fitted, fits_whole, fitted_height, length, line_height, text_width
from reflectgames.ui.theme import darker

# Sticks in hand lie one above the other, this far apart (pixels between them).
STICK_GAP = 6
# The shelf's padding is this share of its width as the board sizes it (2.5 tiles): a shelf widened
# for large text keeps the padding of its tile, its height being no larger.
PAD_SHARE = 1 / 14
SHELF_TILES = 2.5


def _pad(tile: int) -> int:
    return max(6, int(SHELF_TILES * tile * PAD_SHARE))


def _mark(tile: int) -> int:
    return max(20, tile // 2)


def shelf_text_width(names: Sequence[str], tile: int) -> int:
    """How wide a shelf must be for each name beside its frog and each caption on one line, at the
    smallest text size the shelf uses, whatever the counts; the shelf's padding included."""
    captions = [t(key, count=count) for key in ("pond.shelf.flies", "pond.shelf.sticks")
                for count in range(max(FLIES_TO_WIN, STICKS_PER_PLAYER) + 1)]
    name_row = max((text_width(name, "small", bold=True) for name in names), default=0) + _mark(tile)
    return max([name_row, *(text_width(caption, "small") for caption in captions)]) + 3 * _pad(tile)


def draw_shelf(frame: BoardFrame, seat: int, name: str) -> None:
    """`seat`'s shelf, headed by their frog and `name`."""
    surface, palette = frame.surface, frame.palette
    shelf = frame.layout.shelves[seat]
    pond = frame.obs.ponds[seat]
    pad = _pad(frame.layout.tile)
    y = shelf.y + pad
    mark = _mark(frame.layout.tile)
    frog_mark(surface, palette, seat, (shelf.x + pad + mark // 2, _beside(shelf, pad, mark, y).centery), mark)
    flies, sticks = t("pond.shelf.flies", count=pond.caught), t("pond.shelf.sticks", count=pond.inventory)
    name_box = _name_box(shelf, pad, mark, y, name)
    thickness = max(4, frame.layout.tile // 9)
    after_name = name_box.bottom + pad + _label_height(flies, shelf, pad, True)
    after_flies = pad + _label_height(sticks, shelf, pad, True) + thickness + STICK_GAP
    # The fly boxes share the shelf's width, but never take the room of the captions and one stick
    # below them (a shelf widened for large text is no taller).
    room = shelf.bottom - pad - after_name - after_flies
    slot = max(12, min((shelf.width - 2 * pad) // FLIES_TO_WIN, room))
    needed = after_name + slot + pad + _label_height(sticks, shelf, pad, True) + pond.inventory * (
        thickness + STICK_GAP)
    # Wrapping takes lines: on a shelf too short for them, the name sits beside the frog and each
    # caption keeps one line (shortened if it must be) so that nothing runs past the shelf.
    wrap = needed <= shelf.bottom - pad
    if not wrap:
        name_box = _beside(shelf, pad, mark, y)
    draw_fitted(surface, name, name_box, palette.text, ("body", "small"), bold=True)
    y = name_box.bottom + pad
    y += _label(frame, flies, shelf, pad, y, wrap)
    # One box per fly needed to win, filled with the flies caught.
    fly_image = sprites.fly(max(10, int(slot * 0.9)), palette.fly)
    for k in range(FLIES_TO_WIN):
        box = pygame.Rect(shelf.x + pad + k * slot, y, slot - 2, slot - 2)
        pygame.draw.rect(surface, darker(palette.panel, 0.25), box, border_radius=4)
        if k < pond.caught:
            surface.blit(fly_image, fly_image.get_rect(center=box.center))
    y += slot + pad
    y += _label(frame, sticks, shelf, pad, y, wrap)
    image = sprites.stick(shelf.width - 2 * pad, thickness, palette.stick, False)
    for k in range(pond.inventory):
        top = y + k * (thickness + STICK_GAP)
        if top + thickness < shelf.bottom - pad:
            surface.blit(image, (shelf.x + pad, top))


def _name_box(shelf: pygame.Rect, pad: int, mark: int, top: int, name: str) -> pygame.Rect:
    """Where the name goes: beside the frog, or under it on up to two lines when it is too long."""
    beside = _beside(shelf, pad, mark, top)
    if fits_whole(name, beside, ("body", "small"), bold=True):
        return beside
    under = pygame.Rect(shelf.x + pad, top + mark + pad // 2, shelf.width - 2 * pad,
                        2 * line_height("small", True))
    under.height = min(under.height, fitted_height(name, under, ("body", "small"), bold=True))
    return under


def _beside(shelf: pygame.Rect, pad: int, mark: int, top: int) -> pygame.Rect:
    """The name's place beside the frog: as tall as the frog, or as a line of the name's smaller size."""
    return pygame.Rect(shelf.x + pad * 2 + mark, top, shelf.width - mark - pad * 3,
                       max(mark, line_height("small", True)))


def _label_box(text: str, shelf: pygame.Rect, pad: int, y: int, wrap: bool) -> pygame.Rect:
    box = pygame.Rect(shelf.x + pad, y, shelf.width - 2 * pad, (2 if wrap else 1) * line_height("small"))
    box.height = fitted_height(text, box, ("small",)) if wrap else box.height
    return box


def _label_height(text: str, shelf: pygame.Rect, pad: int, wrap: bool) -> int:
    return max(length(22), _label_box(text, shelf, pad, 0, wrap).height + length(4))


def _label(frame: BoardFrame, text: str, shelf: pygame.Rect, pad: int, y: int, wrap: bool) -> int:
    """A small muted caption on a shelf, wrapped onto a second line on a narrow shelf when `wrap`;
    returns the height it takes."""
    box = _label_box(text, shelf, pad, y, wrap)
    draw_fitted(frame.surface, text, box, frame.palette.text_muted, ("small",))
    return _label_height(text, shelf, pad, wrap)
