"""The side panel's buttons: two to a row while their labels fit, one to a row when they do not."""

from __future__ import annotations

import pygame
import pytest
from large_text import large_french_text  # noqa: F401  (a fixture)

from reflectgames.table.play_panel import place_button_rows
from reflectgames.ui.widgets import Button


def _buttons() -> list[Button]:
    return [Button("Nouvelle partie", lambda: None), Button("Rejouer", lambda: None)]


def test_two_short_labels_share_a_row() -> None:
    pygame.font.init()
    left, right = _buttons()
    bottom = place_button_rows([[left, right]], pygame.Rect(0, 0, 600, 400), 40, 12)
    assert left.rect.y == right.rect.y
    assert bottom == 52


@pytest.mark.usefixtures("large_french_text")
def test_a_label_too_long_for_half_the_panel_takes_a_row_of_its_own() -> None:
    left, right = _buttons()
    bottom = place_button_rows([[left, right]], pygame.Rect(0, 0, 300, 400), 40, 12)
    assert right.rect.y > left.rect.y
    assert left.rect.width == right.rect.width == 300
    assert bottom == 2 * 52


def test_a_finished_game_offers_no_hint_button(monkeypatch) -> None:
    from reflectgames.app import App
    from reflectgames.core.match import COMPUTER, Match, PlayerSpec
    from reflectgames.scenes import navigation

    app = App(headless=True, size=(960, 600))
    players = [PlayerSpec("Ada"), PlayerSpec("Computer (normal)", COMPUTER, "normal")]
    scene = navigation.play_scene(app, Match("pond", players, 3, {}, ()), autosave=False)
    app.reset_to(scene)
    app.step([])
    hint = scene.panel.computer_hint
    assert hint is not None and hint in scene.panel.group.widgets
    monkeypatch.setattr(scene, "is_final", lambda: True)
    assert scene.panel.follow_finality()
    assert hint not in scene.panel.group.widgets
