"""Reflection Pond in the window, driven by synthetic mouse and keyboard events (dummy video driver)."""

from __future__ import annotations

import random

import pygame
import pytest
from ui_helpers import click, key, open_play, settle

from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.games.pond.board import Direction, step
from reflectgames.games.pond.moves import FrogMove, StickMove
from reflectgames.i18n import t
from reflectgames.scenes.title import TitleScene
from reflectgames.shot import render_shot
from reflectgames.storage.saves import list_saves, load_save
from reflectgames.table.play import PlayScene

FIXED = {"flies": [1, 4, 13, 16, 8], "start": 6, "water": [11, 15], "first": 0}


def button(scene, text: str):
    widgets = getattr(scene, "buttons", None) or scene.group.widgets
    return next(w for w in widgets if getattr(w, "text", None) == text)


def play_scene(app: App, options=FIXED) -> PlayScene:
    match = Match("pond", [PlayerSpec("Ada"), PlayerSpec("Bo")], 3, options)
    return open_play(app, match)


def frog_target(scene: PlayScene, direction: Direction):
    """Screen point of the pad next to the mover's frog in `direction`."""
    mover = scene.match.to_move()
    frog = scene.view.obs.ponds[mover].frog
    return scene.view.layout_.tile_center(mover, step(frog, direction, 0))


def test_start_play_undo_quit_and_continue_by_clicks():
    app = App(headless=True, size=(1280, 800))
    app.reset_to(TitleScene(app))
    app.step([])
    app.render()
    click(app, button(app.top, t("title.new_game")).rect.center)
    setup = app.top
    assert type(setup).__name__ == "SetupScene"
    click(app, setup.start_button.rect.center)
    scene = app.top
    assert isinstance(scene, PlayScene) and scene.match.game_id == "pond"

    first_frog = next(m for m in scene.view.legal_moves if isinstance(m, FrogMove))
    click(app, frog_target(scene, first_frog.direction))
    settle(app, 120)
    assert scene.match.moves == [str(first_frog)]
    assert len(list_saves()) == 1  # autosaved after the move

    # The first turn had one action: the turn passed, so it cannot be taken back.
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.status_error and len(scene.match.moves) == 1
    second = next(m for m in scene.view.legal_moves if isinstance(m, StickMove))
    assert scene.try_move(str(second))
    key(app, pygame.K_z, pygame.KMOD_CTRL)  # same person still deciding: undo works
    assert scene.match.moves == [str(first_frog)]
    assert load_save(list_saves()[0].path)[1].moves == [str(first_frog)]

    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert type(pause).__name__ == "PauseScene"
    click(app, button(pause, t("pause.save_and_quit")).rect.center)
    title = app.top
    assert isinstance(title, TitleScene)
    click(app, button(title, t("title.continue")).rect.center)
    resumed = app.top
    assert isinstance(resumed, PlayScene)
    assert resumed.match.moves == [str(first_frog)]
    assert resumed.match.seed == scene.match.seed


def test_clicking_the_other_pond_says_why_and_changes_nothing():
    app = App(headless=True, size=(1280, 800))
    scene = play_scene(app)
    other = scene.view.layout_.tile_center(1, 6)
    click(app, other)
    assert scene.match.moves == []
    assert scene.status_error and scene.status == t("pond.error.other_pond")


def test_a_far_pad_is_refused_and_an_illegal_stick_is_explained():
    app = App(headless=True, size=(1280, 800))
    scene = play_scene(app)
    click(app, scene.view.layout_.tile_center(0, 16))
    assert scene.match.moves == [] and scene.status == t("pond.error.not_adjacent")
    scene.match.play("stick 1-2")
    scene.match.play("stick 13-14")
    scene.match.play("unstick 13-14")
    scene.refresh()
    start, end, _ = scene.view.layout_.edge_segment(0, 1, 5)
    click(app, ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2))
    assert len(scene.match.moves) == 3
    assert scene.status == t("pond.illegal.cut")


def test_clicking_between_two_pads_places_a_stick():
    app = App(headless=True, size=(1280, 800))
    scene = play_scene(app)
    start, end, _ = scene.view.layout_.edge_segment(0, 6, 7)
    click(app, ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2))
    assert scene.match.moves == ["stick 6-7"]


def test_arrow_keys_move_the_cursor_by_screen_direction_and_enter_hops_for_both_seats():
    app = App(headless=True, size=(1280, 800))
    scene = play_scene(app)
    key(app, pygame.K_UP)  # the first press shows the cursor on the frog
    key(app, pygame.K_UP)  # player 0 sits below the mirror: up is forward, past the stick place
    key(app, pygame.K_UP)
    assert scene.match.moves == []
    key(app, pygame.K_RETURN)
    settle(app, 120)
    assert scene.match.moves == ["frog F"]
    key(app, pygame.K_UP)  # player 1 sits across the table: up on screen is their back
    key(app, pygame.K_UP)
    key(app, pygame.K_SPACE)
    settle(app, 120)
    assert scene.match.moves == ["frog F", "frog B"]


def test_key_s_cycles_stick_places_and_enter_confirms():
    app = App(headless=True, size=(1280, 800))
    scene = play_scene(app)
    key(app, pygame.K_s)
    key(app, pygame.K_s)
    assert scene.match.moves == []
    key(app, pygame.K_RETURN)
    assert scene.match.moves == ["stick 1-5"]


def test_hovering_a_pad_previews_both_frogs_without_changing_anything():
    app = App(headless=True, size=(1280, 800))
    scene = play_scene(app)
    pos = frog_target(scene, "L")
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    before = pygame.image.tobytes(app.render(), "RGB")
    assert pygame.image.tobytes(app.render(), "RGB") == before  # drawing is repeatable
    assert scene.match.moves == []
    assert scene.view.hover is not None and scene.view.hover.tile == 5


def test_history_review_shows_earlier_positions_read_only():
    app = App(headless=True, size=(1280, 800))
    scene = play_scene(app)
    for move in ("frog F", "stick 1-2", "frog B"):
        assert scene.try_move(move)
    settle(app, 120)
    scene.show_position(1)
    assert scene.review == 1 and scene.view.legal_moves is None
    assert [p.frog for p in scene.view.obs.ponds] == [2, 2]
    key(app, pygame.K_RIGHT)
    assert scene.review == 2
    key(app, pygame.K_ESCAPE)
    assert scene.review is None and scene.view.legal_moves is not None
    assert len(scene.match.moves) == 3


def test_a_whole_game_ends_with_the_game_over_screen():
    app = App(headless=True, size=(1280, 800))
    scene = play_scene(app)
    chooser = random.Random(4)
    while scene.match.outcome() is None:
        assert scene.try_move(str(chooser.choice(scene.view.legal_moves)))
        app.step([], dt=1.0)
    settle(app, 120)
    assert type(app.top).__name__ == "GameOverScene"
    assert scene.view.legal_moves is None


def test_animations_off_means_no_animation():
    app = App(headless=True, size=(1280, 800))
    app.apply_settings(app.settings.model_copy(update={"animation_speed": "off"}))
    scene = play_scene(app)
    scene.try_move("frog F")
    assert not scene.is_animating()


def test_layout_follows_resizing_and_narrow_windows_fold_the_panel():
    app = App(headless=True, size=(1280, 800))
    scene = play_scene(app)
    wide_tile = scene.view.layout_.tile
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=960, h=1200, size=(960, 1200))])
    app.render()
    assert scene.panel.rect.top > scene.board_rect.bottom  # the panel went below the board
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080))])
    app.render()
    assert scene.view.layout_.tile > wide_tile


def test_french_and_colour_blind_render():
    app = App(headless=True, size=(1280, 800))
    app.apply_settings(app.settings.model_copy(update={"language": "fr", "palette": "colorblind"}))
    scene = play_scene(app)
    assert scene.status == t("pond.hint.keys") and "grenouille" in scene.status
    app.render()


def test_shot_renders_a_png(tmp_path):
    out = tmp_path / "pond.png"
    render_shot("pond", 0, (1024, 700), out)
    image = pygame.image.load(str(out))
    assert image.get_size() == (1024, 700)
    with pytest.raises(ValueError):
        render_shot("pond", 5, (1024, 700), tmp_path / "nope.png")
