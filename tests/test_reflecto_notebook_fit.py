"""Reflecto's notebook at large text in a small window: its notes scroll above the guess button, whose
label wraps rather than being shortened."""

from __future__ import annotations

import pygame
from ui_helpers import key, open_play

from reflectgames.app import App
from reflectgames.bench import _sample_match
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.games import entries
from reflectgames.games.reflecto.notebook import Notebook
from reflectgames.table.play import PlayScene
from reflectgames.ui.text import line_height

NAMES = ("Ada Lovelace", "Benoît Mandelbrot")


def large_french_notebook() -> tuple[App, Notebook]:
    app = App(headless=True, size=(960, 600))
    app.apply_settings(app.settings.model_copy(update={"language": "fr", "ui_scale": 1.75}))
    entry = next(entry for entry in entries() if entry.id == "reflecto")
    sample = _sample_match(entry, entry.scenarios.frames[0])  # a game in play, words chosen
    players = [PlayerSpec(name, player.kind) for name, player in zip(NAMES, sample.players, strict=True)]
    match = Match.with_rules(sample.rules, players, sample.seed, sample.options, sample.moves)
    scene = open_play(app, match)
    while app.top is not scene:  # the curtain before the first turn
        key(app, pygame.K_SPACE)
    assert isinstance(scene, PlayScene)
    app.render()
    return app, scene.view.notebook


def test_the_notes_scroll_when_they_are_taller_than_the_column() -> None:
    _app, notebook = large_french_notebook()
    assert notebook.content_height > notebook.notes.height
    notebook.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=notebook.notes.center, rel=(0, 0),
                                             buttons=(0, 0, 0)))
    assert notebook.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3))
    assert notebook.scroll > 0
    for _ in range(50):  # never past the last note
        notebook.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3))
    assert notebook.scroll == notebook.content_height - notebook.notes.height
    assert notebook.notes.bottom <= notebook.guess_button.rect.top


def test_the_guess_button_wraps_its_label_and_grows_to_hold_it() -> None:
    _app, notebook = large_french_notebook()
    _size, lines = notebook.guess_button.label_lines(notebook.guess_button.rect.width)
    assert len(lines) == 2 and " ".join(lines) == notebook.guess_button.text
    assert notebook.guess_button.rect.height >= 2 * line_height("small", True)
    assert notebook.guess_button.rect.bottom <= notebook.rect.bottom
