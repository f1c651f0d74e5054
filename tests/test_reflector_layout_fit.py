"""The Reflector grids' labels keep room for their text at every text size, and never run into each other."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from reflectgames.games.reflector.board import COLUMNS, SIZE
from reflectgames.games.reflector.layout import OPPONENT, OWN, ReflectorLayout, label_px
from reflectgames.ui.text import line_height, set_ui_scale, text_width


@pytest.fixture
def large_text() -> Iterator[None]:
    pygame.font.init()
    set_ui_scale(1.75)
    yield
    set_ui_scale(1.0)


def test_the_column_letters_fit_between_the_grids_edge_and_the_board_edge(large_text) -> None:
    lay = ReflectorLayout(pygame.Rect(0, 0, 560, 400))
    px = label_px(lay.cell)
    half = line_height(px) / 2
    for grid in (OWN, OPPONENT):
        for col in range(SIZE):
            _x, y = lay.column_label_pos(grid, col)
            assert lay.board.top <= y - half and y + half <= lay.board.bottom + 1


def test_the_row_numbers_fit_left_of_the_grids(large_text) -> None:
    lay = ReflectorLayout(pygame.Rect(0, 0, 560, 400))
    x, _y = lay.row_label_pos(OWN, SIZE - 1)
    assert x - text_width("10", label_px(lay.cell)) / 2 >= lay.board.left


def test_crowded_labels_number_every_other_row_and_column(large_text) -> None:
    lay = ReflectorLayout(pygame.Rect(0, 0, 560, 400))
    px = label_px(lay.cell)
    assert line_height(px) * 0.6 > lay.cell and lay.row_label_step == 2
    assert lay.column_label_step * lay.cell >= max(text_width(c, px) for c in COLUMNS)


def test_roomy_grids_number_every_row_and_column() -> None:
    pygame.font.init()
    lay = ReflectorLayout(pygame.Rect(0, 0, 1200, 900))
    assert (lay.row_label_step, lay.column_label_step) == (1, 1)
