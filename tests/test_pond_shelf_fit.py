"""Reflection Pond's shelves make room for the players' names and captions at a large text scale."""

from __future__ import annotations

import pygame
import pytest
from large_text import large_french_text  # noqa: F401  (a fixture)

from reflectgames.games.pond.layout import PondLayout
from reflectgames.games.pond.painters.shelf import shelf_text_width
from reflectgames.ui.text import text_width

NAMES = ["Benoît Mandelbrot", "Ada Lovelace"]
BOARD = pygame.Rect(28, 112, 537, 404)  # the table's board room at 960x600


@pytest.mark.usefixtures("large_french_text")
def test_the_shelf_widens_for_the_longest_name_at_a_large_text_scale() -> None:
    narrow = PondLayout(BOARD)
    wide = PondLayout(BOARD, shelf_text_width(NAMES, narrow.tile))
    assert wide.shelf_width > text_width(NAMES[0], "small", bold=True)
    assert wide.shelf_width > narrow.shelf_width
    assert wide.board.right <= BOARD.right and wide.board.left >= BOARD.left


@pytest.mark.usefixtures("large_french_text")
def test_the_ponds_keep_their_size_when_there_is_room_beside_them() -> None:
    narrow = PondLayout(BOARD)
    wide = PondLayout(BOARD, shelf_text_width(NAMES, narrow.tile))
    assert wide.tile == narrow.tile


def test_at_the_usual_text_scale_the_shelf_keeps_its_width() -> None:
    pygame.font.init()
    rect = pygame.Rect(0, 0, 900, 700)
    plain = PondLayout(rect)
    widened = PondLayout(rect, shelf_text_width(["Ada Lovelace", "Cyrille"], plain.tile))
    assert widened.shelf_width == plain.shelf_width
