"""What one Reflector player sees never depends on the other player's undiscovered nodes.

Two games differ only in where Bo hid two of his nodes, far from anything
Ada has found. Played through the window with the curtain between turns,
Ada's observation and every pixel of her screen are the same in both games
at each moment: behind the curtain, while placing, hovering, mid-animation
and after the claims. Bo's own screens do differ, so the comparison can fail.
"""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import click_events, key_event

from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.games import get_rules
from reflectgames.games.reflector.board import parse_cell
from reflectgames.games.reflector.layout import OPPONENT, OWN
from reflectgames.scenes import navigation
from reflectgames.scenes.handoff import HandoffScene
from reflectgames.table.play import PlayScene

ADA = ["D2", "G3", "B6", "H7", "E9"]
BO_ONE = ["C2", "D3", "H2", "B8", "I9"]
BO_TWO = ["C2", "D3", "H2", "C7", "G9"]  # B8 and I9 moved: Ada never looks down there
ADA_CLAIMS = ["J1", "J2", "J3"]
BO_CLAIMS = ["A1", "A2", "A3"]
RULES = get_rules("reflector")


def image(app: App) -> bytes:
    return pygame.image.tobytes(app.render(), "RGB")


def click(app: App, pos) -> None:
    app.step(click_events(pos))


def space(app: App) -> None:
    app.step([key_event(pygame.K_SPACE, unicode=" ")])


def settle(app: App) -> None:
    for _ in range(40):
        app.step([], dt=0.05)


def hand_over(app: App, scene: PlayScene) -> bytes:
    """The mover passes the screen; returns the curtain's picture, then lifts it."""
    settle(app)
    space(app)
    assert isinstance(app.top, HandoffScene)
    curtain = image(app)
    space(app)
    return curtain


def play_through_the_window(bo_nodes: list[str], size=(1280, 800)) -> dict[str, list]:
    """One game up to three claims each; the pictures and observations each player had on screen."""
    app = App(headless=True, size=size)
    match = Match("reflector", [PlayerSpec("Ada"), PlayerSpec("Bo")], 9, {"first": 0})
    scene = navigation.play_scene(app, match)
    app.reset_to(scene)
    seen: dict[str, list] = {"Ada": [], "Bo": []}

    def look(who: str) -> None:
        assert scene.viewer() == ("Ada", "Bo").index(who)
        seen[who].append((image(app), scene.view.obs.model_dump(mode="json")))

    seen["Ada"].append((image(app), None))  # the first curtain
    space(app)
    lay = scene.view.layout_
    for name in ADA:
        click(app, lay.cell_center(OWN, parse_cell(name)))
    look("Ada")
    click(app, scene.view.ready_button.rect.center)
    seen["Ada"].append((hand_over(app, scene), None))
    look("Bo")
    for name in bo_nodes:
        click(app, lay.cell_center(OWN, parse_cell(name)))
    look("Bo")
    click(app, scene.view.ready_button.rect.center)
    seen["Bo"].append((hand_over(app, scene), None))
    for ada, bo in zip(ADA_CLAIMS, BO_CLAIMS, strict=True):
        look("Ada")
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=lay.cell_center(OPPONENT, parse_cell(ada)),
                                     rel=(0, 0), buttons=(0, 0, 0))])
        look("Ada")  # hovering: the claim and the cell conceded at home
        click(app, lay.cell_center(OPPONENT, parse_cell(ada)))
        app.step([], dt=0.3)
        look("Ada")  # mid-animation: the reflection crossing the cut
        hand_over(app, scene)
        look("Bo")
        click(app, lay.cell_center(OPPONENT, parse_cell(bo)))
        settle(app)
        look("Bo")
        hand_over(app, scene)
    look("Ada")
    assert scene.match.moves[-1] == f"claim {BO_CLAIMS[-1]}"
    return seen


def test_the_two_games_differ_only_in_bos_secret():
    texts = [f"node {c}" for c in ADA]
    one = RULES.play(RULES.new_game(2, 9, {"first": 0}), *texts, *[f"node {c}" for c in BO_ONE])
    two = RULES.play(RULES.new_game(2, 9, {"first": 0}), *texts, *[f"node {c}" for c in BO_TWO])
    assert RULES.observe(one, 0) == RULES.observe(two, 0)
    assert RULES.observe(one, 1) != RULES.observe(two, 1)


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_adas_screens_are_pixel_identical_whatever_bo_hid(size):
    one = play_through_the_window(BO_ONE, size)
    two = play_through_the_window(BO_TWO, size)
    assert len(one["Ada"]) == len(two["Ada"]) == 13
    for moment, ((pixels_one, obs_one), (pixels_two, obs_two)) in enumerate(
        zip(one["Ada"], two["Ada"], strict=True)
    ):
        assert obs_one == obs_two, f"Ada's observation differs at moment {moment}"
        assert pixels_one == pixels_two, f"Ada's screen differs at moment {moment}"
    # Bo's own screens show his nodes: they differ, so an equal picture above means something.
    assert any(a[0] != b[0] for a, b in zip(one["Bo"], two["Bo"], strict=True))


def test_each_players_view_at_the_same_moment_shows_only_their_own_nodes():
    seen = play_through_the_window(BO_ONE)
    _, ada = seen["Ada"][-1]
    _, bo = seen["Bo"][-1]
    assert {n["cell"] for n in ada["own"]["nodes"]} == set(ADA)
    assert {n["cell"] for n in bo["own"]["nodes"]} == set(BO_ONE)
    # Neither knows any node of the other yet: the claims found only null and owned cells.
    assert ada["opponent"]["revealed_nodes"] == [] and bo["opponent"]["revealed_nodes"] == []
