"""The Reflec view draws through painter objects it owns, and a fired shot runs to its end on screen.

The view was once assembled from drawing mixins sharing `self`; two of them
defined a method of the same name, one silently replaced the other, and every
shot ended on the error scene. These tests pin the composition down and play
shots of every ending (a loop, a destroyed laser, the board's edge) frame by
frame through the app.
"""

from __future__ import annotations

import inspect

import pygame
import pytest
from ui_helpers import click, hover, open_play

from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.games.reflec.board import CELL_INDEX
from reflectgames.games.reflec.view import ReflecView
from reflectgames.scenes.error import ErrorScene
from reflectgames.storage.paths import examples_dir
from reflectgames.storage.saves import load_save
from reflectgames.table.play import PlayScene
from reflectgames.ui.game_view import GameView

NAMES = ["Ada", "Bo", "Cy", "Di"]
DROP_CELLS = [f"{file}{rank}" for rank in (3, 4, 5, 6) for file in "bcdefg"]
DROPS = [f"drop {'SMCA'[k % 4]} {cell} N" for k, cell in enumerate(DROP_CELLS)]
PAINTERS = ("layer", "last_move", "marks", "pieces", "motion", "hints", "previews", "side")


def point(scene: PlayScene, cell: str) -> tuple[int, int]:
    x, y = scene.view.layout_.cell_center(CELL_INDEX[cell])
    return int(x), int(y)


def still_playing(app: App, scene: PlayScene) -> None:
    assert app.top is scene, f"the app shows {type(app.top).__name__}, not the game"
    assert not any(isinstance(shown, ErrorScene) for shown in app.scenes)


def run_to_the_end(app: App, scene: PlayScene, frames: int = 400) -> int:
    """Step and draw frames of 1/60 s until the animation is over; returns how many it took."""
    for frame in range(frames):
        if not scene.view.is_animating():
            return frame
        app.step([], dt=1 / 60)
        app.render()
        still_playing(app, scene)
    raise AssertionError(f"the animation was still running after {frames} frames")


def test_the_view_is_a_game_view_composed_of_distinct_painters():
    assert ReflecView.__bases__ == (GameView,)
    assert [cls for cls in ReflecView.__mro__ if cls.__module__.startswith("reflectgames.games.")] == [
        ReflecView
    ]
    app = App(headless=True, size=(1280, 800))
    scene = open_play(app, Match("reflec", [PlayerSpec(name) for name in NAMES], 1, {}, DROPS))
    view = scene.view
    painters = [getattr(view, name) for name in PAINTERS]
    assert len({id(painter) for painter in painters}) == len(painters)
    for painter in painters:
        # A painter is drawn with its inputs in its arguments: it keeps no reference to the view.
        assert view not in vars(painter).values()
        assert not isinstance(painter, GameView)
    # The two that mark shots (the hint's and the aim's) share the one shot painter, not a method name.
    assert view.hints.shots is view.previews.shots


def test_no_method_name_is_defined_twice_along_the_views_classes():
    defined: dict[str, type] = {}
    for cls in ReflecView.__mro__[:-1]:
        for name, member in vars(cls).items():
            if not inspect.isfunction(member) or name.startswith("__"):
                continue
            if name in defined and cls is not GameView:
                raise AssertionError(f"{name} is defined by both {defined[name].__name__} and {cls.__name__}")
            defined.setdefault(name, cls)


def test_an_aimed_shot_clicked_on_screen_runs_its_loop_to_the_end():
    app = App(headless=True, size=(1280, 800))
    _, match = load_save(examples_dir() / "reflec-2-loop-ready.json")
    scene = open_play(app, match)
    view = scene.view
    click(app, point(scene, "a1"))  # the suns' laser in hand
    hover(app, point(scene, "f1"))  # aiming east: the preview of the loop
    still_playing(app, scene)
    click(app, point(scene, "f1"))
    assert scene.match.moves[-1] == "fire E"
    assert view.is_animating() and view.animation.beam is not None
    hover(app, point(scene, "g6"))  # the pointer moves while the beam runs
    frames = run_to_the_end(app, scene)
    assert frames > 10  # the beam was seen on its way, not skipped
    still_playing(app, scene)
    assert not {"c1", "c3", "e3", "e1"} & set(view.obs.coins)


@pytest.mark.parametrize(
    ("move", "ending"), [("fire E", "laser"), ("fire N", "laser"), ("fire S", "edge"), ("fire W", "edge")]
)
def test_a_shot_into_a_laser_or_the_edge_runs_to_the_end(move, ending):
    app = App(headless=True, size=(1280, 800))
    scene = open_play(app, Match("reflec", [PlayerSpec(name) for name in NAMES], 1, {}, DROPS))
    view = scene.view
    hover(app, point(scene, "d2"))
    assert scene.try_move(move)
    assert view.animation is not None and view.animation.beam.end == ending
    run_to_the_end(app, scene)
    still_playing(app, scene)
    assert scene.match.moves[-1] == move
    # The last beam stays marked on the board at rest, and drawing it is repeatable.
    first = pygame.image.tobytes(app.render(), "RGB")
    assert pygame.image.tobytes(app.render(), "RGB") == first


def test_the_benchmarks_shot_runs_to_the_end_on_every_example():
    for name in ("reflec-1-after-drop-round.json", "reflec-2-loop-ready.json", "reflec-3-two-players.json"):
        app = App(headless=True, size=(960, 600))
        _, match = load_save(examples_dir() / name)
        scene = open_play(app, match)
        scene.view.skip_animation()
        scene.view.demo_animation()
        assert scene.view.is_animating()
        run_to_the_end(app, scene)
        still_playing(app, scene)
