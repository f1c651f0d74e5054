"""The Puzzles menu's code box takes a pasted code (Ctrl+V), as the New game form's layout field does."""

from __future__ import annotations

import pygame

from reflectgames.app import App
from reflectgames.games.plans.codes import Puzzle, decode
from reflectgames.games.plans.screens.puzzles_menu import PuzzlesScene


def test_a_pasted_two_suit_code_lands_in_the_code_box(monkeypatch):
    code = Puzzle("SASASS/MMACSS/CACCAA/MCMCMM", "group", "two").code
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: f"  {code}\n")
    app = App(headless=True, size=(1280, 800))
    scene = PuzzlesScene(app)
    app.reset_to(scene)
    scene.group.focus(scene.code_input)
    paste = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_CTRL, unicode="", scancode=0)
    app.step([paste])
    assert scene.code_input.text == code
    assert decode(scene.code_input.text).suits == "two"
    scene.exit()
