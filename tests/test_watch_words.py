"""Watching the computer play: the seat on screen is named, never "you" (Reflecto word, Reflector grids)."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import key

from reflectgames.ai.worker import InProcessWorker
from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.games.reflecto.rules import random_opening
from reflectgames.i18n import t
from reflectgames.scenes import navigation
from reflectgames.scenes.handoff import HandoffScene
from reflectgames.scenes.watch import WatchScene, watch_match
from reflectgames.table import computer_turns


@pytest.fixture
def captions(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the notebook and the board's lanes draw."""
    from reflectgames.games.reflecto import notebook
    from reflectgames.games.reflecto.painters import board_art

    drawn: list[str] = []
    for module in (notebook, board_art):  # one-line texts, and those that wrap (captions, long names)
        monkeypatch.setattr(module, "draw_text", recorder(module.draw_text, drawn))
        monkeypatch.setattr(module, "draw_wrapped", recorder(module.draw_wrapped, drawn))
    monkeypatch.setattr(computer_turns, "make_worker", lambda: InProcessWorker(iterations=4))
    return drawn


def recorder(draw_text, drawn: list[str]):
    def record(surface, text, *args, **kwargs):
        drawn.append(text)
        return draw_text(surface, text, *args, **kwargs)

    return record


def test_a_watched_game_names_the_word_of_the_seat_on_screen(captions: list[str]) -> None:
    app = App(headless=True, size=(1280, 800))
    match = watch_match("reflecto", 2, seed=3)
    match.play_all(random_opening(3))
    scene = WatchScene(app, match)
    app.reset_to(scene)
    scene.paused = True
    app.render()
    seat = scene.view.obs.seat
    assert t("reflecto.notebook.seat_word", name=match.players[seat].name) in captions
    assert t("reflecto.notebook.your_word") not in captions
    assert t("reflecto.notebook.seen_by", name=match.players[seat].name) in captions
    assert t("reflecto.notebook.seen") not in captions
    assert t("reflecto.lane.theirs", name=match.players[seat].name) in captions
    assert t("reflecto.lane.yours") not in captions
    assert t("reflecto.legend.letter_of", name=match.players[seat].name) in captions
    assert t("reflecto.legend.letter") not in captions


def test_a_player_still_reads_your_word(captions: list[str]) -> None:
    app = App(headless=True, size=(1280, 800))
    match = Match("reflecto", [PlayerSpec("Ada"), PlayerSpec("Bo")], 3, {"first": 0}, random_opening(3))
    app.reset_to(navigation.play_scene(app, match, autosave=False))
    assert isinstance(app.top, HandoffScene)
    key(app, pygame.K_SPACE)  # Ada lifts the curtain and sees her own board
    app.render()
    assert t("reflecto.notebook.your_word") in captions


def test_a_watched_reflector_game_names_both_grids(monkeypatch: pytest.MonkeyPatch) -> None:
    from reflectgames.games.reflector.painters import notes

    drawn: list[str] = []
    monkeypatch.setattr(notes, "draw_text", recorder(notes.draw_text, drawn))
    monkeypatch.setattr(computer_turns, "make_worker", lambda: InProcessWorker(iterations=4))
    app = App(headless=True, size=(1280, 800))
    match = watch_match("reflector", 2, seed=3)
    rules = match.rules
    while rules.to_move(match.state) is not None and len(match.moves) < 12:
        match.play(rules.legal_moves(match.state)[0])
    scene = WatchScene(app, match)
    app.reset_to(scene)
    scene.paused = True
    app.render()
    names = [player.name for player in match.players]
    assert t("reflector.notes.grid_of", name=names[0]) in drawn
    assert t("reflector.notes.grid_of", name=names[1]) in drawn
    assert t("reflector.notes.your_grid") not in drawn
    assert not [text for text in drawn if text.startswith("You")]
