"""The puzzle screen fits a 960x600 window with 175 % text in French: nothing cut, nothing outside,
the panel's rows scroll, and the board keeps a playable size."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import click

from reflectgames.app import App
from reflectgames.games.plans.codes import Puzzle
from reflectgames.games.plans.painters.ledger import head_height, suit_row_height, turn_button_rects
from reflectgames.games.plans.pars import remember_par
from reflectgames.games.plans.screens.puzzle_play import PuzzlePlayScene
from reflectgames.ui.text import line_height, text_width, wrap_text
from reflectgames.ui.widgets import Button

WARM_UP = Puzzle("CAMAAM/MMSMCS/CMACAS/CSCSSA")


def puzzle_at(size: tuple[int, int], language: str, scale: float) -> tuple[App, PuzzlePlayScene]:
    app = App(headless=True, size=size)
    app.apply_settings(app.settings.model_copy(update={"language": language, "ui_scale": scale}))
    remember_par(WARM_UP.code, 3, True)
    scene = PuzzlePlayScene(app, WARM_UP, "practice", title_args={"name": "Échauffement"})
    app.reset_to(scene)
    app.render()
    return app, scene


@pytest.mark.parametrize(("size", "language", "scale"), [((960, 600), "fr", 1.75), ((1280, 800), "en", 1.0)])
def test_every_part_of_the_puzzle_screen_is_inside_the_window_and_whole(size, language, scale):
    _app, scene = puzzle_at(size, language, scale)
    window = pygame.Rect((0, 0), size)
    panel, column, ledger = scene.panel, scene.panel.column, scene.view.layout_.ledger
    assert window.contains(panel.rect) and window.contains(scene.view.layout_.rect)
    assert not panel.rect.colliderect(scene.board_rect)
    assert scene.view.fit_to.cell >= 30  # the board is not squeezed to a stamp
    for widget in panel.group.widgets:  # every row can be scrolled into view, whole
        column.reveal(widget)
        assert column.viewport.contains(widget.rect)
        if isinstance(widget, Button):
            assert text_width(widget.text, "body", True) < widget.rect.width
    # The ledger's counter, goal and four suit rows all fit above its bottom.
    assert ledger.y + head_height(ledger, scene.view.obs) + 4 * suit_row_height(ledger) <= ledger.bottom
    # The status line is never cut: two smaller lines where one does not hold it.
    lines = wrap_text(scene.status, "small", scene.status_rect.width)
    assert text_width(scene.status, "body") <= scene.status_rect.width \
        or len(lines) * line_height("small") <= scene.status_rect.height


def test_a_chosen_tile_s_turn_buttons_stay_inside_a_short_ledger():
    _app, scene = puzzle_at((960, 600), "fr", 1.75)
    view = scene.view
    tile = next(iter(view.tile_moves))
    ledger = view.layout_.ledger
    for rect in turn_button_rects(ledger, view.obs, 3):
        assert ledger.contains(rect)
    assert tile is not None


def test_a_click_where_a_scrolled_out_button_lies_does_nothing():
    app, scene = puzzle_at((960, 600), "fr", 1.75)
    column = scene.panel.column
    assert column.overflows
    column.reveal(scene.panel.history)  # the buttons scroll up, out of the panel's view
    restart = scene.panel.hint.rect
    assert not column.viewport.colliderect(restart)
    hidden_spot = restart.center
    click(app, hidden_spot)
    assert scene.pending is None or scene.pending == "target"  # no hint was asked
    assert scene.status != "" and not scene.status.startswith("Recherche")
