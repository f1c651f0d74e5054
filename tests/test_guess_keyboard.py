"""Reflecto's guess dialog fits its board: on-screen keys at least 32 px and the keyboard centred."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import key, open_play

from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.games.reflecto.word_entry import MIN_KEY_PX
from reflectgames.i18n import set_language
from reflectgames.scenes.handoff import HandoffScene
from reflectgames.storage.settings import Settings
from reflectgames.ui.text import set_ui_scale

SETUP = ["setup PIANO 12M34M5", "setup ZEBRE M12345M"]


@pytest.mark.parametrize(("size", "language", "scale"), [
    ((960, 600), "fr", 1.75), ((960, 600), "en", 1.0), ((1280, 800), "fr", 1.5), ((1920, 1080), "en", 1.25)])
def test_the_guess_keyboard_has_keys_a_pointer_hits_and_sits_centred(size, language, scale) -> None:
    app = App(headless=True, size=size)
    app.apply_settings(Settings(language=language, ui_scale=scale))
    try:
        match = Match("reflecto", [PlayerSpec("Ada Lovelace"), PlayerSpec("Benoît Mandelbrot")], 3, {}, SETUP)
        scene = open_play(app, match)
        while isinstance(app.top, HandoffScene):
            key(app, pygame.K_RETURN)
        key(app, pygame.K_g)
        app.render()
        dialog = scene.view.guess
        assert dialog is not None
        keys = [rect for _letter, rect in dialog.entry.keys]
        assert min(rect.width for rect in keys) >= MIN_KEY_PX
        assert min(rect.height for rect in keys) >= MIN_KEY_PX
        left, right = min(rect.left for rect in keys), max(rect.right for rect in keys)
        assert abs((left + right) / 2 - dialog.panel.centerx) <= 2
        assert abs(dialog.panel.centerx - dialog.area.centerx) <= 2
        assert dialog.area.contains(dialog.panel)
        assert all(dialog.panel.contains(rect) for rect in keys)
        assert dialog.panel.contains(dialog.primary.rect) and dialog.panel.contains(dialog.secondary.rect)
    finally:
        set_language("en")
        set_ui_scale(1.0)
