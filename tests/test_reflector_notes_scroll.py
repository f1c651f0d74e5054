"""Reflector's notes column in a small window at large text: the cards are stacked, each as tall as its
words, in a column that scrolls with the wheel, so nothing is cut or shortened."""

from __future__ import annotations

import pygame

from reflectgames.audit.report import _scratch_home, layout_part, matrix
from reflectgames.audit.screens import Matches, catalogue

SMALL_LARGE = [*matrix(sizes=[(960, 600)], scales=[1.5, 1.75], languages=["en", "fr"]),
               *matrix(sizes=[(1280, 800)], scales=[1.75], languages=["fr"])]


def test_the_play_and_game_over_screens_fit_a_small_window_at_large_text() -> None:
    report = layout_part(SMALL_LARGE, only=lambda name: name in ("play/reflector", "game_over/reflector"))
    assert report["screens_checked"] == 2 * len(SMALL_LARGE)
    assert report["layout_problems"] == []


def test_the_stacked_cards_scroll_with_the_wheel_over_them() -> None:
    from reflectgames.app import App

    with _scratch_home():
        matches = Matches()
        screen = next(screen for screen in catalogue(matches) if screen.name == "play/reflector")
        app = App(headless=True, size=(960, 600))
        app.apply_settings(app.settings.model_copy(update={"language": "fr", "ui_scale": 1.75,
                                                           "animation_speed": "off"}))
        assert screen.open(app)
        app.step([])
        app.render()
        view = app.scenes[-1].view
        assert view.notes_scroll.active
        scroll = view.notes_scroll.column
        assert scroll.content_height > scroll.rect.height
        over = scroll.rect.center
        view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=over, rel=(0, 0), buttons=(0, 0, 0)))
        view.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3))
        assert scroll.offset > 0
        view.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1000))
        assert scroll.offset == scroll.content_height - scroll.rect.height  # the last card can be read whole
        view.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1000))
        assert scroll.offset == 0
