"""The Puzzles menu fits 960x600 with 175 % text in French: one panel whose rows scroll, nothing cut,
nothing outside the window; and puzzle codes go through the clipboard both ways."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import click, key

from reflectgames.app import App
from reflectgames.games.plans.codes import Puzzle
from reflectgames.games.plans.screens.puzzle_play import PuzzlePlayScene
from reflectgames.games.plans.screens.puzzles_menu import PuzzlesScene, TextLine
from reflectgames.i18n import t
from reflectgames.ui import clipboard
from reflectgames.ui.text import text_width
from reflectgames.ui.widgets import Button

WARM_UP = Puzzle("CAMAAM/MMSMCS/CMACAS/CSCSSA")


@pytest.fixture(autouse=True)
def daily_par_known():
    """Today's par is cached, so the menu asks no solver process in the background."""
    import datetime

    from reflectgames.games.plans.daily import daily_puzzle
    from reflectgames.games.plans.pars import remember_par

    remember_par(daily_puzzle(datetime.date.today()).code, 20, False)


def menu_at(size: tuple[int, int], language: str, scale: float) -> tuple[App, PuzzlesScene]:
    app = App(headless=True, size=size)
    app.apply_settings(app.settings.model_copy(update={"language": language, "ui_scale": scale}))
    menu = PuzzlesScene(app)
    app.reset_to(menu)
    assert not menu.par_worker.busy
    app.render()
    return app, menu


@pytest.mark.parametrize(("size", "language", "scale"), [((960, 600), "fr", 1.75), ((1280, 800), "en", 1.0)])
def test_every_row_of_the_menu_can_be_seen_whole_inside_the_window(size, language, scale):
    _app, menu = menu_at(size, language, scale)
    window = pygame.Rect((0, 0), size)
    assert window.contains(menu.left) and window.contains(menu.back_button.rect)
    assert not menu.back_button.rect.colliderect(menu.left)
    column = menu.column
    for widget, _place in column._places:
        column.reveal(widget)
        if widget.rect.height <= column.viewport.height:
            assert column.viewport.contains(widget.rect)
        else:  # the practice list, taller than the window: scrolled to its end, its last row shows
            assert column.viewport.bottom >= widget.rect.bottom
        if isinstance(widget, TextLine):  # wrapped, never ellipsized
            assert text_width(widget.text, "small", widget.heading) <= widget.rect.width
        if isinstance(widget, Button):
            assert text_width(widget.text, "body", True) < widget.rect.width
    assert menu.two_panels == (scale == 1.0)
    if not menu.two_panels:  # every practice puzzle is a row of the one column
        assert menu.list.rect.height >= len(menu.list.rows) * menu.list.row_height


def test_the_keyboard_focus_scrolls_into_view():
    app, menu = menu_at((960, 600), "fr", 1.75)
    assert menu.column.overflows
    for _ in range(6):
        key(app, pygame.K_TAB)
        focused = menu.group.focused
        if focused is not menu.back_button:
            assert menu.column.viewport.contains(focused.rect)


def test_paste_puts_the_clipboard_s_code_in_the_box_and_an_empty_clipboard_says_so(monkeypatch):
    app, menu = menu_at((1280, 800), "en", 1.0)
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: f"\n {WARM_UP.code}  \n")
    click(app, menu.paste_button.rect.center)
    assert menu.code_input.text == WARM_UP.code and menu.group.focused is menu.code_input
    click(app, menu.open_button.rect.center)
    assert isinstance(app.top, PuzzlePlayScene) and app.top.puzzle == WARM_UP
    app.top.exit()
    app.pop()
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: "")
    menu.code_input.text = ""
    click(app, menu.paste_button.rect.center)
    assert menu.status == t("puzzles.paste_empty") and menu.code_input.text == ""


def test_copy_and_ctrl_c_put_the_puzzle_s_code_on_the_clipboard(monkeypatch):
    from reflectgames.games.plans.pars import remember_par

    copied: list[str] = []
    monkeypatch.setattr(pygame.scrap, "put_text", copied.append)
    remember_par(WARM_UP.code, 3, True)
    app = App(headless=True, size=(960, 600))
    scene = PuzzlePlayScene(app, WARM_UP, "code")
    app.reset_to(scene)
    app.render()
    scene.panel.column.reveal(scene.panel.copy)
    click(app, scene.panel.copy.rect.center)
    key(app, pygame.K_c, pygame.KMOD_CTRL)
    assert copied == [WARM_UP.code, WARM_UP.code]
    assert scene.status == t("puzzles.copied", code=WARM_UP.code)


def test_without_a_clipboard_copy_says_the_code_instead(monkeypatch):
    from reflectgames.games.plans.pars import remember_par

    monkeypatch.setattr(clipboard, "copy_to_clipboard", lambda text: False)
    from reflectgames.games.plans.screens import puzzle_play

    monkeypatch.setattr(puzzle_play, "copy_to_clipboard", lambda text: False)
    remember_par(WARM_UP.code, 3, True)
    app = App(headless=True, size=(960, 600))
    scene = PuzzlePlayScene(app, WARM_UP, "code")
    app.reset_to(scene)
    scene.copy_code()
    assert scene.status == t("puzzles.copy_failed", code=WARM_UP.code) and scene.status_error


def test_today_s_line_shows_the_player_s_best_beside_the_par(monkeypatch):
    import datetime

    from reflectgames.games.plans import daily
    from reflectgames.games.plans.best_scores import record
    from reflectgames.games.plans.pars import remember_par

    monkeypatch.setattr(daily, "daily_puzzle", lambda date=None: WARM_UP)
    remember_par(WARM_UP.code, 3, True)
    record(WARM_UP.code, 4, 42.0)
    _app, menu = menu_at((1280, 800), "en", 1.0)
    line = menu.daily_text(datetime.date.today())
    assert "· Best: 4 moves ·" in line and line.endswith(t("puzzles.par.proven", count=3))
