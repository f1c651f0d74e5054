"""A hint is marked on the board, in every game against the computer, until the position changes."""

from __future__ import annotations

import random

import pygame
import pytest

from reflectgames.app import App
from reflectgames.core.match import COMPUTER, Match, PlayerSpec
from reflectgames.games import get_rules, random_opening
from reflectgames.scenes import navigation
from reflectgames.table.play import PlayScene


def ada_to_play(game_id: str, seed: int, kind: str) -> tuple[list[str], list[str]]:
    """Moves of a random game up to a position where Ada (seat 0) may play a move of `kind`."""
    rules = get_rules(game_id)
    rng = random.Random(seed)
    moves = random_opening(game_id, seed)
    state = rules.new_game(2, seed, {})
    for text in moves:
        state = rules.apply(state, rules.parse(state, text))
    for _ in range(400):
        texts = [str(move) for move in rules.legal_moves(state)]
        wanted = [text for text in texts if text.startswith(kind)]
        if len(moves) >= 4 and rules.observe(state, 0).to_move == 0 and wanted:
            return moves, wanted
        move = rng.choice(rules.legal_moves(state))
        moves.append(str(move))
        state = rules.apply(state, move)
    raise AssertionError(f"no {kind} move for Ada in {game_id}")


def board_with(game_id: str, seed: int, kind: str) -> tuple[App, PlayScene, str]:
    moves, wanted = ada_to_play(game_id, seed, kind)
    app = App(headless=True, size=(1280, 800))
    players = [PlayerSpec("Ada"), PlayerSpec("Computer (normal)", COMPUTER, "normal")]
    scene = navigation.play_scene(app, Match(game_id, players, seed, {}, moves))
    app.reset_to(scene)
    app.step([])
    scene.view.skip_animation()  # a glance at the last move: hints are marked once it is over
    return app, scene, wanted[0]


def picture(app: App) -> bytes:
    app.step([])
    return pygame.image.tobytes(app.render(), "RGB")


@pytest.mark.parametrize(
    ("game_id", "kind"),
    [("pond", "frog"), ("pond", "stick"), ("reflector", "claim"), ("reflecto", ""),
     ("reflec", "move"), ("reflec", "fire"), ("reflec", "spin"), ("reflec", "laser"), ("reflec", "end")],
)
def test_a_hinted_move_is_marked_on_the_board_until_a_move_is_played(game_id, kind):
    app, scene, move = board_with(game_id, 11, kind)
    plain = picture(app)
    scene.show_hint(move, 0)
    assert scene.view.hinted_move() == move
    assert picture(app) != plain  # something is drawn on the board
    scene.try_move(move)
    assert scene.view.hinted_move() is None  # another position: the mark is gone


def test_a_hint_that_is_not_legal_in_the_position_shown_is_not_marked():
    _app, scene, move = board_with("pond", 11, "frog")
    scene.view.show_hint("frog nowhere")
    assert scene.view.hinted_move() is None
    scene.view.show_hint(move)
    assert scene.view.hinted_move() == move
    scene.view.skip_animation()
    # Nobody may act from this screen (the curtain is down, the computer thinks).
    scene.view.legal_moves = None
    assert scene.view.hinted_move() is None
