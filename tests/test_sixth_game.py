"""The seam between the app and its games: a sixth game is one folder plus one registry line.

Noughts and crosses (tests/sixth_game/) is registered through the registry's own
`register`, on a copy of the registry, and goes through everything a real game
does: new game, play, undo, save, load, the computer player, the play scene and
the self-test's per-game check. No file outside its folder names it.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from sixth_game.entry import GAME

from reflectgames import games
from reflectgames.ai import players as computer
from reflectgames.core.entry import GameEntryError, Part
from reflectgames.core.match import COMPUTER, Match, PlayerSpec


@pytest.fixture
def sixth(monkeypatch: pytest.MonkeyPatch) -> str:
    """The registry with noughts and crosses added as a sixth game (restored afterwards)."""
    monkeypatch.setattr(games, "_entries", dict(games._entries))
    monkeypatch.setattr(games, "GAME_IDS", games.GAME_IDS)
    monkeypatch.setattr(games, "_cache", dict(games._cache))
    monkeypatch.setattr(computer, "_game_ais", dict(computer._game_ais))
    games.register(GAME)
    return GAME.id


def test_the_registry_offers_the_sixth_game_by_its_entry(sixth: str) -> None:
    assert games.GAME_IDS[-1] == sixth and games.entries()[-1] is GAME
    rules = games.get_rules(sixth)
    state = rules.play(rules.new_game(2, 7, {}), "b2", "a1")
    assert rules.to_move(state) == 0
    assert [str(move) for move in rules.legal_moves(state)][:2] == ["b1", "c1"]
    assert rules.observe(state, 1).model_dump(mode="json")["board"] == ["O..", ".X.", "..."]
    assert games.random_opening(sixth, 7) == []
    with pytest.raises(ValueError):
        rules.new_game(2, 7, {"size": 4})
    games.check_entries()  # every declared part of every game loads, the sixth's too


def test_a_game_is_registered_once(sixth: str) -> None:
    with pytest.raises(ValueError, match="twice"):
        games.register(GAME)


@pytest.mark.parametrize("load", [True, False])
def test_a_missing_part_fails_loudly_naming_the_game_and_the_part(sixth: str, load: bool) -> None:
    games.register(replace(GAME, id="broken", view=Part("sixth_game.no_such_view", "VIEW_CLASS")))
    with pytest.raises(GameEntryError, match="game 'broken': its view could not be loaded"):
        games.check_entries(load=load)


def test_a_part_declared_none_is_simply_absent(sixth: str) -> None:
    games.register(replace(GAME, id="alone", computer_player=None))
    assert not computer.has_computer_player("alone")
    assert "alone" not in computer.computer_games() and sixth in computer.computer_games()
    with pytest.raises(ValueError, match="no computer player"):
        computer.game_ai("alone")
    games.check_entries()


def test_new_game_play_undo_save_and_load(sixth: str) -> None:
    from reflectgames.storage.saves import load_save, save_match

    # Against the computer (undo never crosses a hand-over between two people).
    match = Match(sixth, [PlayerSpec("Ada"), PlayerSpec("Bo", COMPUTER, "easy")], 1)
    for move in ("b2", "a1", "c3"):
        match.play(move)
    assert match.undo() and match.moves == ["b2", "a1"]
    for move in ("b1", "c1", "b3"):
        match.play(move)
    assert match.outcome() is not None and match.outcome().winners == frozenset({0})
    _, loaded = load_save(save_match(match))
    assert loaded.game_id == sixth and loaded.moves == match.moves
    assert loaded.outcome() == match.outcome()


def test_the_computer_player_chooses_a_legal_move(sixth: str) -> None:
    from reflectgames.ai.worker import InProcessWorker, Question

    rules = games.get_rules(sixth)
    # X threatens the top row: O's only move that does not lose is c1.
    state = rules.play(rules.new_game(2, 1, {}), "a1", "b2", "b1")
    move = computer.choose_move(sixth, state, 1, seed=3, iterations=400)
    assert str(move) == "c1"
    worker = InProcessWorker(iterations=50)
    worker.ask(Question(sixth, 2, 1, {}, ("a1",), 1))
    reply = worker.poll()
    after_a1 = rules.play(rules.new_game(2, 1), "a1")
    assert reply is not None and reply.move in {str(move) for move in rules.legal_moves(after_a1)}


def test_the_play_scene_and_the_selftest_check_run_it(sixth: str) -> None:
    from reflectgames.app import App
    from reflectgames.scenes import navigation
    from reflectgames.selftest import check_game

    app = App(headless=True, size=(960, 600))
    scene = navigation.play_scene(app, Match(sixth, [PlayerSpec("Ada"), PlayerSpec("Bo")], 1), autosave=False)
    app.reset_to(scene)
    assert scene.try_move("b2")
    app.step([], dt=0.05)
    app.render()
    assert type(app.top).__name__ == "PlayScene" and scene.view.obs.board[1] == ".X."
    check_game(app, sixth)
