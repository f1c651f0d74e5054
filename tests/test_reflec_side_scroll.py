"""In a small window at a large text scale, Reflec's table side scrolls rather than shortening words."""

from __future__ import annotations

from functools import partial

import pygame
import pytest
from large_text import large_french_text  # noqa: F401  (a fixture)
from ui_helpers import hover, open_play

from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.games.reflec.layout import MIN_ROOMY_CELL, ReflecLayout
from reflectgames.games.reflec.painters.side_room import side_room

NAMES = ["Ada Lovelace", "Benoît Mandelbrot", "Cyrille Dupont", "Dinah Washington"]
SMALL = pygame.Rect(28, 112, 537, 404)  # the board's room of a 960x600 window at 175 %


@pytest.mark.usefixtures("large_french_text")
def test_a_side_taller_than_the_window_scrolls_beside_a_playable_board() -> None:
    lay = ReflecLayout(SMALL, 4, partial(side_room, NAMES))
    assert lay.scrolls and lay.content.height > lay.side.height
    assert lay.cell >= MIN_ROOMY_CELL
    assert SMALL.contains(lay.side) and SMALL.contains(lay.frame)
    assert all(row.height >= lay.room.row_h for row in lay.rows)


@pytest.mark.usefixtures("large_french_text")
def test_scrolling_brings_the_last_row_and_the_legend_into_view() -> None:
    lay = ReflecLayout(SMALL, 4, partial(side_room, NAMES))
    last = lay.rows[-1]
    assert not lay.side.contains(lay.legend)
    assert lay.row_at(last.center) is None or not lay.side.contains(last)
    lay.scroll_to(10**6)
    assert lay.scroll == lay.max_scroll > 0
    assert lay.side.contains(lay.legend) and lay.side.contains(lay.rows[-1])
    assert lay.row_at(lay.rows[-1].center) == 3


def test_a_side_with_room_does_not_scroll() -> None:
    lay = ReflecLayout(pygame.Rect(0, 0, 1200, 700), 4, partial(side_room, NAMES))
    assert not lay.scrolls and lay.max_scroll == 0


def test_the_wheel_over_the_side_scrolls_it_and_keeps_the_scroll_on_a_relayout() -> None:
    app = App(headless=True, size=(960, 600))
    app.apply_settings(app.settings.model_copy(update={"language": "fr", "ui_scale": 1.75}))
    try:
        match = Match("reflec", [PlayerSpec(name) for name in NAMES], 1, {}, [])
        scene = open_play(app, match)
        lay = scene.view.layout_
        assert lay.scrolls
        hover(app, lay.side.center)
        app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)])
        scrolled = scene.view.layout_.scroll
        assert scrolled > 0
        scene.view.layout(scene.view.rect)
        assert scene.view.layout_.scroll == scrolled
    finally:
        app.apply_settings(app.settings.model_copy(update={"language": "en", "ui_scale": 1.0}))
