"""The pass-and-play curtain lifts only on purpose.

Bo's curtain is up after Ada placed her nodes. Every key of the keyboard but
the ones that press the curtain's button, and clicks anywhere but on that
button, leave the very same secret-free frame on screen; Esc opens the pause
menu over the curtain and shows nothing of the game; only the button (or
Enter/Space on it) lifts it, for Bo.
"""

from __future__ import annotations

import pygame
from ui_helpers import click_events, key_event, settle

from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.scenes import navigation
from reflectgames.scenes.handoff import HandoffScene
from reflectgames.scenes.pause import PauseScene
from reflectgames.table.play import PlayScene
from reflectgames.ui.widgets import ACTIVATE_KEYS

ADA_NODES = ["node D2", "node G3", "node B6", "node H7", "node E9"]
ALL_KEYS = sorted({getattr(pygame, name) for name in dir(pygame) if name.startswith("K_")})


def image(app: App) -> bytes:
    return pygame.image.tobytes(app.render(), "RGB")


def bos_curtain(app: App) -> tuple[PlayScene, HandoffScene]:
    match = Match("reflector", [PlayerSpec("Ada"), PlayerSpec("Bo")], 3, {"first": 0}, ADA_NODES)
    scene = navigation.play_scene(app, match)
    app.reset_to(scene)
    app.step([])
    curtain = app.top
    assert isinstance(curtain, HandoffScene) and curtain.player_name == "Bo"
    settle(app, 10)  # past the double-click grace
    return scene, curtain


def test_no_stray_key_or_click_lifts_the_curtain() -> None:
    app = App(headless=True, size=(960, 600))
    scene, curtain = bos_curtain(app)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))])
    frame = image(app)
    for code in ALL_KEYS:
        if code in ACTIVATE_KEYS or code == pygame.K_ESCAPE:
            continue
        for mod in (0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT, pygame.KMOD_ALT):
            app.step([key_event(code, mod=mod, unicode="x"),
                      pygame.event.Event(pygame.TEXTINPUT, text="x"),
                      pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0)])
            assert app.top is curtain, f"key {pygame.key.name(code)!r} lifted the curtain"
    button = curtain.ready_button.rect
    for x in range(0, 960, 40):
        for y in range(0, 600, 40):
            if button.inflate(4, 4).collidepoint(x, y):
                continue
            for which in (1, 2, 3):
                app.step(click_events((x, y), which))
            assert app.top is curtain, f"a click at {(x, y)} lifted the curtain"
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))])
    assert image(app) == frame
    assert scene.curtain_for is None  # nobody's view is behind it either


def test_escape_opens_the_pause_menu_over_the_curtain_without_showing_the_game() -> None:
    app = App(headless=True, size=(960, 600))
    scene, curtain = bos_curtain(app)
    app.step([key_event(pygame.K_ESCAPE)])
    assert isinstance(app.top, PauseScene)
    assert app._visible_scenes()[0] is curtain  # drawn from the curtain up: no board
    app.step([key_event(pygame.K_ESCAPE)])  # back to the curtain, still down
    assert app.top is curtain and scene.curtain_for is None


def test_the_button_lifts_the_curtain_for_the_next_player() -> None:
    app = App(headless=True, size=(960, 600))
    scene, curtain = bos_curtain(app)
    app.step(click_events(curtain.ready_button.rect.center))
    assert app.top is scene and scene.curtain_for == 1


def test_enter_on_the_focused_button_lifts_it_but_a_held_enter_does_not() -> None:
    app = App(headless=True, size=(960, 600))
    scene, curtain = bos_curtain(app)
    curtain.held_keys = {pygame.K_RETURN}  # the Enter that passed the screen, still down
    app.step([key_event(pygame.K_RETURN)])
    assert app.top is curtain
    app.step([pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0),
              key_event(pygame.K_RETURN)])
    assert app.top is scene and scene.curtain_for == 1
