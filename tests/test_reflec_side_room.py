"""Reflec's table side makes room for its words at a large text scale, the board staying playable."""

from __future__ import annotations

from functools import partial

import pygame
import pytest
from large_text import large_french_text  # noqa: F401  (a fixture)

from reflectgames.games.reflec.layout import MIN_ROOMY_CELL, ReflecLayout
from reflectgames.games.reflec.painters.side_room import side_room
from reflectgames.ui.text import text_width

NAMES = ["Ada Lovelace", "Benoît Mandelbrot", "Cyrille Dupont", "Dinah Washington"]
BOARD_ROOM = pygame.Rect(16, 56, 1500, 1200)  # the board's room of a 2560x1440 window at 175 %


@pytest.mark.usefixtures("large_french_text")
def test_the_side_is_wide_enough_for_each_name_on_one_line() -> None:
    lay = ReflecLayout(BOARD_ROOM, 4, partial(side_room, NAMES))
    widest = max(text_width(name, max(13, int(lay.cell * 0.21)), True) for name in NAMES)
    assert lay.side.width > widest
    assert lay.rect.contains(lay.side) and lay.rect.contains(lay.frame)


@pytest.mark.usefixtures("large_french_text")
def test_the_rows_are_tall_enough_for_a_name_over_its_status() -> None:
    lay = ReflecLayout(BOARD_ROOM, 4, partial(side_room, NAMES))
    assert all(row.height >= lay.room.row_h for row in lay.rows)
    assert lay.legend.bottom <= lay.side.bottom


@pytest.mark.usefixtures("large_french_text")
def test_the_coordinates_get_a_margin_their_height() -> None:
    lay = ReflecLayout(BOARD_ROOM, 4, partial(side_room, NAMES))
    assert lay.board.top - lay.frame.top >= lay.room.coords


@pytest.mark.usefixtures("large_french_text")
def test_the_board_never_shrinks_below_a_playable_cell_to_make_room() -> None:
    small = pygame.Rect(28, 112, 537, 404)  # the board's room of a 960x600 window at 175 %
    lay = ReflecLayout(small, 4, partial(side_room, NAMES))
    assert lay.cell >= MIN_ROOMY_CELL
    assert small.contains(lay.frame)


@pytest.mark.usefixtures("large_french_text")
def test_a_supply_count_never_covers_its_coins() -> None:
    from reflectgames.games.reflec.painters.table_side import supply_sizes

    box = pygame.Rect(0, 0, 90, 40)
    coin, count = supply_sizes(box, "×12")
    assert coin + text_width("×12", count, True) <= box.width
