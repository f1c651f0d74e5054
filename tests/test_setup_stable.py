"""The New game form keeps its place when the game changes, and Reflec's turn-order labels their margins."""

from __future__ import annotations

import pygame
import pytest

from reflectgames.app import App
from reflectgames.audit.recording import recording
from reflectgames.games import GAME_IDS
from reflectgames.i18n import set_language
from reflectgames.scenes.setup import SetupScene
from reflectgames.storage.settings import Settings
from reflectgames.ui.text import set_ui_scale


@pytest.mark.parametrize(("size", "language", "scale"), [((1280, 800), "en", 1.0), ((960, 600), "fr", 1.75)])
def test_changing_the_game_moves_nothing_of_the_form(size, language, scale) -> None:
    app = App(headless=True, size=size)
    app.apply_settings(Settings(language=language, ui_scale=scale))
    try:
        setup = SetupScene(app, GAME_IDS[0])
        app.reset_to(setup)
        places = []
        for _ in GAME_IDS:
            places.append((setup.panel.copy(), setup.game_choice.rect.copy(), setup.start_button.rect.copy(),
                           setup.back_button.rect.copy(), setup.scroll.viewport.copy()))
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")])
        assert setup.game_id == GAME_IDS[0]  # back round to the first game
        assert all(place == places[0] for place in places)
    finally:
        set_language("en")
        set_ui_scale(1.0)


@pytest.mark.parametrize(("width", "language", "scale"),
                         [(712, "en", 1.0), (700, "fr", 1.75), (400, "fr", 1.0)])
def test_the_turn_order_labels_keep_clear_of_their_edges(width, language, scale) -> None:
    from reflectgames.games.reflec.setup_panel import MODES, OptionsEditor, _label_pad
    from reflectgames.ui.theme import get_palette

    set_language(language)
    set_ui_scale(scale)
    try:
        editor = OptionsEditor(get_palette("standard"))
        editor.layout(pygame.Rect(0, 0, width, editor.preferred_height(width)))
        window = pygame.Surface((width, editor.rect.height))
        with recording(window) as taken:
            editor.draw(window)
        boxes = [*editor.segment_rects(), editor.roll_button]
        labels = [text for text in taken.texts if text.text != "?"][: len(MODES) + 1]
        for box, label in zip(boxes, labels, strict=True):
            assert box.inflate(-2 * _label_pad() + 2, 0).contains(pygame.Rect(label.rect)), label.text
            assert not label.ellipsized
    finally:
        set_language("en")
        set_ui_scale(1.0)
