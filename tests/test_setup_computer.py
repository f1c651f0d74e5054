"""New game: a seat can be the computer at a level, by keyboard or mouse, and the match remembers it."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import click, key, settle

from reflectgames.ai.worker import InProcessWorker
from reflectgames.app import App
from reflectgames.core.match import COMPUTER, HUMAN, PlayerSpec
from reflectgames.scenes.setup import SetupScene
from reflectgames.storage.saves import list_saves, load_save
from reflectgames.table import computer_turns
from reflectgames.table.play import PlayScene


@pytest.fixture(autouse=True)
def quick_computer(monkeypatch):
    monkeypatch.setattr(computer_turns, "make_worker", lambda: InProcessWorker(iterations=4))


def open_setup(app: App, game_id: str = "pond") -> SetupScene:
    setup = SetupScene(app, game_id)
    app.reset_to(setup)
    app.step([])
    app.render()
    return setup


def test_the_keyboard_makes_seat_two_a_normal_computer_and_the_match_gets_it():
    app = App(headless=True, size=(1280, 800))
    setup = open_setup(app)
    kind = setup.kind_choices[1]
    setup.group.focus(kind)
    key(app, pygame.K_RIGHT)  # human -> easy
    key(app, pygame.K_RIGHT)  # -> normal
    assert kind.value == "normal"
    assert setup.name_inputs[1].placeholder == "Computer (normal)"
    setup._start()
    scene = app.top
    assert isinstance(scene, PlayScene)
    computer = PlayerSpec("Computer (normal)", COMPUTER, "normal")
    assert scene.match.players == [PlayerSpec("Player 1"), computer]


def test_a_click_cycles_the_kind_and_a_typed_name_is_kept():
    app = App(headless=True, size=(1280, 800))
    setup = open_setup(app)
    kind = setup.kind_choices[0]
    for _ in range(3):
        click(app, (kind.rect.right - 10, kind.rect.centery))
    assert kind.value == "hard"
    setup.group.focus(setup.name_inputs[0])
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="Hal")])
    setup._start()
    match = app.top.match
    assert match.players[0] == PlayerSpec("Hal", COMPUTER, "hard")
    assert match.players[1].kind == HUMAN


def test_two_computers_get_different_default_names_in_french():
    app = App(headless=True, size=(960, 600))
    app.apply_settings(app.settings.model_copy(update={"language": "fr"}))
    setup = open_setup(app)
    for seat in (0, 1):
        setup.kind_choices[seat].set_value("easy")
        setup._kind_changed(seat, "easy")
    assert setup._shown_names() == ["Ordinateur 1 (facile)", "Ordinateur 2 (facile)"]


def test_the_computer_seat_survives_saving_and_loading():
    app = App(headless=True, size=(1280, 800))
    setup = open_setup(app)
    setup.kind_choices[1].set_value("easy")
    setup._kind_changed(1, "easy")
    setup._start()
    scene = app.top
    settle(app, 60)  # whoever starts, the computer has played when it was its turn
    assert scene.match.to_move() == 0
    legal = [str(move) for move in scene.view.legal_moves if str(move).startswith("frog")]
    assert scene.try_move(legal[0])
    _, loaded = load_save(list_saves()[0].path)
    assert loaded.players[1] == PlayerSpec("Computer (easy)", COMPUTER, "easy")


def test_a_game_without_a_computer_player_offers_only_people():
    app = App(headless=True, size=(1280, 800))
    setup = open_setup(app, "plans")
    assert not any(choice.visible for choice in setup.kind_choices)


def test_tab_visits_each_seat_kind_and_enter_goes_from_name_to_name():
    app = App(headless=True, size=(1280, 800))
    setup = open_setup(app)
    setup.group.focus(setup.name_inputs[0])
    key(app, pygame.K_TAB)
    assert setup.group.focused is setup.kind_choices[0]
    setup.group.focus(setup.name_inputs[0])
    key(app, pygame.K_RETURN)
    assert setup.group.focused is setup.name_inputs[1]
