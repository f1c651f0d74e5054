"""Shared text drawing makes room before it cuts: a slightly smaller size, wrapped lines, taller rows."""

from __future__ import annotations

import pygame

from reflectgames.audit.checks import problems
from reflectgames.audit.recording import recording
from reflectgames.ui.list_view import ListRow, ListView
from reflectgames.ui.text import draw_fitted, draw_text, text_width
from reflectgames.ui.theme import get_palette
from reflectgames.ui.widget_group import WidgetGroup

LONG = "Reflec — Ada Lovelace against Benoît Mandelbrot against Cyrille Dupont against Dinah Washington"


def test_a_line_a_little_too_long_steps_down_a_size_instead_of_an_ellipsis() -> None:
    window = pygame.Surface((600, 100))
    words = "Tile points and die"
    with recording(window) as taken:
        draw_text(window, words, (0, 0), "body", max_width=int(text_width(words, "body") * 0.92))
    assert problems(taken) == []
    assert taken.texts[0].rect[2] <= text_width(words, "body") * 0.92


def test_a_status_too_long_for_one_line_wraps_in_its_box() -> None:
    window = pygame.Surface((400, 200))
    box = pygame.Rect(0, 0, 380, 60)
    with recording(window) as taken:
        draw_fitted(window, "Click one of your coins, your laser, or your supply beside the board.", box,
                    (255, 255, 255))
    assert len(taken.texts) == 2
    assert problems(taken) == []


def test_list_rows_grow_to_hold_long_titles_and_statuses_whole() -> None:
    window = pygame.Surface((500, 600))
    rows = [ListRow(LONG, detail="Played 2026-11-25 19:22 · 40 moves", status="Won by Benoît Mandelbrot")]
    view = ListView(rows)
    view.rect = pygame.Rect(10, 10, 420, 500)
    with recording(window) as taken:
        WidgetGroup([view]).draw(window, get_palette("standard"))
    assert not [problem for problem in problems(taken) if problem.kind != "overlap"]
    assert view._height(rows[0]) > view.row_height
    assert " ".join(text.text for text in taken.texts).count("Washington") == 1
