"""Reflecto's exit-lane captions show long player names whole at large text: they wrap, the lake gives way."""

from __future__ import annotations

import pygame
import pytest
from large_text import large_french_text  # noqa: F401  (a fixture)

from reflectgames.games.reflecto.layout import CAPTION_GAP, ReflectoLayout
from reflectgames.ui.text import line_height, text_width, wrap_text

RECT = pygame.Rect(0, 0, 560, 420)


@pytest.mark.usefixtures("large_french_text")
def test_a_long_caption_gets_the_lines_it_needs_and_the_lake_gives_way() -> None:
    short, long = "Vos lettres sorties", "Lettres sorties de Benoît Mandelbrot"
    plain = ReflectoLayout(RECT, 0)
    lay = ReflectoLayout(RECT, 0, captions=(short, long))
    assert text_width(long, "small") > lay.caption_width  # it could not be shown on one line
    assert lay.caption_lines == {0: 1, 1: len(wrap_text(long, "small", lay.caption_width))} != {0: 1, 1: 1}
    assert lay.cell < plain.cell
    under = lay.lanes[1].bottom + CAPTION_GAP + lay.caption_lines[1] * line_height("small")
    over = lay.lanes[0].top - CAPTION_GAP - lay.caption_lines[0] * line_height("small")
    assert RECT.top <= over and under <= RECT.bottom


@pytest.mark.usefixtures("large_french_text")
def test_captions_that_fit_leave_the_lake_its_size() -> None:
    assert ReflectoLayout(RECT, 1, captions=("A", "B")).cell == ReflectoLayout(RECT, 1).cell
