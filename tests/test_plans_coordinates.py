"""The Plans board is numbered as its notation reads: x under and over each column, y beside each row."""

from __future__ import annotations

import pygame

from reflectgames.games.plans.layout import Fit
from reflectgames.games.plans.painters.coordinates import label_px, label_spots
from reflectgames.ui.text import MIN_TEXT_PX


def test_every_column_and_row_is_numbered_on_both_sides_at_its_centre():
    fit = Fit(60, 100, 700)
    spots = label_spots(fit, (1, 1, 8, 8))
    left, right, bottom, top = 100 + 0.5 * 60, 100 + 8.5 * 60, 700 - 0.5 * 60, 700 - 8.5 * 60
    columns = [(text, pos) for text, pos in spots if pos[1] > bottom or pos[1] < top]
    rows = [(text, pos) for text, pos in spots if pos[0] < left or pos[0] > right]
    assert sorted({text for text, _ in columns}, key=int) == [str(x) for x in range(1, 9)]
    assert sorted({text for text, _ in rows}, key=int) == [str(y) for y in range(1, 9)]
    for text, (px, _py) in columns:
        assert fit.cell_at((px, 650))[0] == int(text)  # the number stands over its own column
    for text, (_px, py) in rows:
        assert fit.cell_at((300, py))[1] == int(text)  # and beside its own row (y upwards)
    assert len(spots) == 2 * 8 + 2 * 8


def test_a_grown_board_numbers_its_new_columns_below_one_and_never_shrinks_the_text():
    pygame.font.init()
    small = Fit(14, 100, 700)
    spots = label_spots(small, (-1, 1, 10, 8))
    assert label_px(small) >= MIN_TEXT_PX
    numbers = {text for text, _ in spots}
    assert "-1" in numbers and "9" in numbers  # too small for every number: the odd ones, where tiles start
    assert "10" not in numbers and "0" not in numbers
