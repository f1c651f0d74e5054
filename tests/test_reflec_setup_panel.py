"""Rolling for turn order in the Reflec set-up, driven like a player would: clicks, keys and time."""

from __future__ import annotations

import random

import pygame
import pytest
from ui_helpers import click_on, key_to

from reflectgames.app import App
from reflectgames.games.reflec.setup_panel import OptionsEditor
from reflectgames.games.reflec.turn_order import roll_for_order
from reflectgames.i18n import t
from reflectgames.scenes.setup import SetupScene
from reflectgames.table.play import PlayScene
from reflectgames.ui.theme import get_palette


class Rigged(random.Random):
    """Dice that show the faces given, in order."""

    def __init__(self, faces):
        super().__init__(0)
        self.faces = list(faces)

    def randrange(self, *args):
        return self.faces.pop(0)


@pytest.fixture(autouse=True)
def fonts():
    pygame.init()


def make_editor(names=("Ada", "Bo", "Cy"), rng=None) -> OptionsEditor:
    editor = OptionsEditor(get_palette("standard"), rng or random.Random(1))
    editor.layout(pygame.Rect(192, 352, 576, 200))
    editor.set_players(list(names))
    return editor


def test_the_highest_roll_sits_first():
    record = roll_for_order(3, Rigged([2, 5, 0]))
    assert record.seating == [1, 0, 2]
    assert record.rounds == [{0: 2, 1: 5, 2: 0}]


def test_tied_players_roll_again_among_themselves_until_the_tie_breaks():
    # Ada and Cy tie on 4, tie again on 1, then Cy wins 3 to 2; Bo's 5 is first all along.
    record = roll_for_order(3, Rigged([4, 5, 4, 1, 1, 2, 3]))
    assert record.seating == [1, 2, 0]
    assert record.throws_of(0) == [4, 1, 2] and record.throws_of(2) == [4, 1, 3]
    assert record.throws_of(1) == [5]


def test_a_game_cannot_start_before_the_roll_unless_the_order_is_kept():
    editor = make_editor()
    assert editor.error() == t("reflec_setup.need_roll") and editor.seating() is None
    click_on(editor, editor.segment_rects()[1].center)
    assert editor.mode == "listed" and editor.error() is None and editor.seating() is None
    assert editor.options() == {}


def test_the_dice_tumble_then_settle_on_the_seating():
    editor = make_editor(rng=Rigged([1, 3, 3, 4, 0]))
    click_on(editor, editor.roll_button.center)
    assert editor.is_animating() and not editor.settled()
    surface = pygame.Surface((960, 600))
    editor.draw(surface)  # mid-tumble
    for _ in range(200):
        editor.update(1 / 60)
    assert editor.settled() and not editor.is_animating()
    assert editor.seating() == [1, 2, 0]
    editor.draw(surface)


def test_keys_switch_the_mode_and_roll():
    editor = make_editor()
    assert key_to(editor, pygame.K_RIGHT) and editor.mode == "listed"
    assert key_to(editor, pygame.K_RETURN) and editor.mode == "roll"
    assert key_to(editor, pygame.K_DOWN) and editor.stop == "roll"
    assert key_to(editor, pygame.K_SPACE) and editor.record is not None


def test_a_different_number_of_players_needs_a_new_roll():
    editor = make_editor()
    editor.roll()
    editor.set_players(["Ada", "Bo", "Cy"])  # a name typed: the roll stands
    assert editor.record is not None
    editor.set_players(["Ada", "Bo"])
    assert editor.record is None and editor.error() is not None


def test_the_roll_seats_the_players_of_the_new_game():
    app = App(headless=True, size=(1280, 800))
    setup = SetupScene(app, "reflec")
    app.reset_to(setup)
    setup.count_choice.set_value(3)
    setup._count_changed(3)
    for seat, name in enumerate(("Ada", "Bo", "Cy")):
        setup.name_inputs[seat].text = name
        setup._name_changed(seat, name)
    setup.editor.rng = Rigged([0, 5, 3])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=setup.start_button.rect.center, button=1)])
    assert app.top is setup and setup.status == t("reflec_setup.need_roll")
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=setup.editor.roll_button.center, button=1)])
    assert setup.is_animating()
    for _ in range(200):
        app.step([], dt=1 / 60)
    app.render()
    assert not setup.is_animating()
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=setup.start_button.rect.center, button=1)])
    play = app.top
    assert isinstance(play, PlayScene)
    assert [p.name for p in play.match.players] == ["Bo", "Cy", "Ada"]


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_form_draws_at_every_size_and_language(size, language):
    app = App(headless=True, size=size)
    app.apply_settings(app.settings.model_copy(update={"language": language}))
    setup = SetupScene(app, "reflec")
    app.reset_to(setup)
    setup.editor.roll()
    app.step([], dt=0.3)
    app.render()
    assert setup.panel.contains(setup.editor.rect)
