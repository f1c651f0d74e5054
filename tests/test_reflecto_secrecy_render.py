"""What one player sees on screen does not depend on the other player's secrets.

Two games differ only in Bo's word and where his mirrors stand; the same
moves are played in both. Ada's observation and the pixels of her view, in
the real pass-and-play flow (curtain lifted for her), must be identical.
"""

from __future__ import annotations

import pygame
import pytest

from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.i18n import set_language
from reflectgames.scenes import navigation
from reflectgames.scenes.handoff import HandoffScene

MOVES = ["c1-c2", "a7-a6", "d1-d2", "b7-b6", "f1-f2", "a6-b5", "a1-a2", "g7-g6"]
SECRETS = (("ZEBRE", "M12345M"), ("QUILT", "12M34M5"))


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield


def ada_sees(bo_word: str, bo_row: str, moves: list[str], size=(1280, 800)) -> tuple[bytes, object]:
    """Play the game through the window and return Ada's screen once the curtain is lifted for her."""
    app = App(headless=True, size=size)
    setup = ["setup PIANO 12M34M5", f"setup {bo_word} {bo_row}"]
    match = Match("reflecto", [PlayerSpec("Ada"), PlayerSpec("Bo")], 3, {}, setup + moves[:-1])
    scene = navigation.play_scene(app, match)
    app.reset_to(scene)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)])
    assert scene.match.to_move() == 1 and scene.view.viewer == 1  # Bo plays the last move himself
    assert scene.try_move(moves[-1])
    for _ in range(40):
        app.step([], dt=0.05)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)])
    assert isinstance(app.top, HandoffScene)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)])
    for _ in range(40):  # Bo's move replays on Ada's side; let it finish
        app.step([], dt=0.05)
    assert scene.view.viewer == 0
    return pygame.image.tobytes(app.render(), "RGB"), scene.view.obs


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_the_other_players_word_and_mirror_places_change_no_pixel_of_my_view(size):
    first, obs_a = ada_sees(*SECRETS[0], MOVES, size)
    second, obs_b = ada_sees(*SECRETS[1], MOVES, size)
    assert obs_a == obs_b
    assert first == second


def test_the_same_games_look_different_to_the_player_whose_secret_differs():
    app = App(headless=True, size=(1280, 800))
    images = []
    for word, row in SECRETS:
        setup = ["setup PIANO 12M34M5", f"setup {word} {row}"]
        match = Match("reflecto", [PlayerSpec("Ada"), PlayerSpec("Bo")], 3, {}, setup + MOVES)
        scene = navigation.play_scene(app, match, seat=1, autosave=False)
        app.reset_to(scene)
        app.step([])
        images.append(pygame.image.tobytes(app.render(), "RGB"))
    assert images[0] != images[1]
