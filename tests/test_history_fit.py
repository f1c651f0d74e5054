"""The move history shows every line whole: long rows wrap, and the list scrolls by wheel, bar and keys."""

from __future__ import annotations

import pygame
from ui_helpers import open_play

from reflectgames.app import App
from reflectgames.audit.checks import problems
from reflectgames.audit.recording import recording
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.games import entries
from reflectgames.i18n import set_language
from reflectgames.storage.settings import Settings
from reflectgames.ui.text import set_ui_scale


def played(moves: int = 40) -> Match:
    import random

    entry = next(entry for entry in entries() if entry.screen is None and entry.random_opening is None)
    names = [PlayerSpec("Marguerite-Alexandrine"), PlayerSpec("Benoît Mandelbrot")]
    match = Match(entry.id, names, 7)
    chooser = random.Random(3)
    while len(match.moves) < moves and match.outcome() is None:
        match.play(chooser.choice(match.rules.legal_moves(match.state)))
    return match


def test_long_history_rows_wrap_instead_of_being_cut() -> None:
    app = App(headless=True, size=(960, 600))
    app.apply_settings(Settings(language="fr", ui_scale=1.75))
    try:
        scene = open_play(app, played())
        history = scene.panel.history
        with recording(app.screen) as taken:
            history.draw(app.screen, app.palette)
        assert taken.texts
        assert not [problem for problem in problems(taken) if problem.kind == "ellipsized"]
        assert any(len(lines) > 1 for lines in history._wrap())
    finally:
        set_language("en")
        set_ui_scale(1.0)


def test_the_history_scrolls_with_the_wheel_and_its_scroll_bar() -> None:
    app = App(headless=True, size=(1280, 800))
    scene = open_play(app, played())
    history = scene.panel.history
    assert history.scroll > 0  # the last move is in view
    history.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=100, flipped=False))
    assert history.scroll == 0
    track = history._track()
    thumb_top = (track.centerx, track.top + 2)
    history.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=thumb_top, button=1))
    assert history.bar.grab is not None
    scene.panel.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(track.centerx, track.bottom + 40),
                                                rel=(0, 0), buttons=(1, 0, 0)))
    assert history.scroll == history._content_height() - history.rect.height
    scene.panel.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(0, 0), button=1))
    assert history.bar.grab is None
