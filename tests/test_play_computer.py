"""Playing against the computer in the window: it answers, undo takes its reply back, hints, hidden views.

The computer thinks with `InProcessWorker` and a few search iterations (installed in place of the app's
worker process), so every reply arrives on the next frame and no test waits for a level's seconds.
"""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import click, hover, key, settle

from reflectgames.ai.worker import InProcessWorker, Reply
from reflectgames.app import App
from reflectgames.core.match import COMPUTER, Match, PlayerSpec
from reflectgames.games import get_rules, random_opening
from reflectgames.scenes import navigation
from reflectgames.scenes.handoff import HandoffScene
from reflectgames.scenes.title import TitleScene
from reflectgames.storage.saves import load_save, save_match
from reflectgames.table import computer_turns
from reflectgames.table.play import PlayScene

FIXED = {"flies": [1, 4, 13, 16, 8], "start": 6, "water": [11, 15], "first": 0}


@pytest.fixture
def thinker(monkeypatch):
    worker = InProcessWorker(iterations=6)
    monkeypatch.setattr(computer_turns, "make_worker", lambda: worker)
    return worker


def against_computer(app: App, game_id: str = "pond", options=FIXED, computer_seat: int = 1,
                     moves=()) -> PlayScene:
    players = [PlayerSpec("Ada"), PlayerSpec("Ada")]
    players[computer_seat] = PlayerSpec("Computer (normal)", COMPUTER, "normal")
    players[1 - computer_seat] = PlayerSpec("Ada")
    scene = navigation.play_scene(app, Match(game_id, players, 3, options, moves))
    app.reset_to(scene)
    app.step([])
    app.render()
    return scene


def press_until_a_move(app: App, scene: PlayScene) -> None:
    """Ada hops her frog with the keys, as a person would: the arrows take the cursor from her frog
    (two half-pad steps) to the next pad, Enter hops there; a refused pad sends the cursor back."""
    before = len(scene.match.moves)
    back = {pygame.K_UP: pygame.K_DOWN, pygame.K_DOWN: pygame.K_UP,
            pygame.K_LEFT: pygame.K_RIGHT, pygame.K_RIGHT: pygame.K_LEFT}
    key(app, pygame.K_UP)  # the first press shows the cursor on her frog
    for code, undo in back.items():
        key(app, code)
        key(app, code)
        key(app, pygame.K_RETURN)
        if len(scene.match.moves) > before:
            return
        key(app, undo)
        key(app, undo)
    raise AssertionError("no arrow key made a move")


def test_the_computer_replies_to_a_move_made_with_the_keyboard(thinker):
    app = App(headless=True, size=(1280, 800))
    scene = against_computer(app)
    assert scene.match.to_move() == 0 and not scene.computer.thinking
    press_until_a_move(app, scene)
    assert scene.match.to_move() == 1
    assert scene.computer.thinking and scene.is_animating()  # the window keeps its frames coming
    settle(app, 120)
    assert scene.match.to_move() == 0  # the computer played its whole turn
    movers = [scene.match.mover_of(i) for i in range(1, scene.match.cursor + 1)]
    assert movers[0] == 0 and set(movers[1:]) == {1}
    assert all(question.seat == 1 and question.level == "normal" for question in thinker.asked)
    assert not scene.computer.thinking


def test_the_thinking_indicator_names_the_computer_and_the_pause_menu_works_meanwhile(monkeypatch):
    worker = InProcessWorker(iterations=6)
    monkeypatch.setattr(computer_turns, "make_worker", lambda: worker)
    app = App(headless=True, size=(1280, 800))
    scene = against_computer(app)
    press_until_a_move(app, scene)
    held = worker.poll  # the worker keeps thinking until the test lets it answer
    monkeypatch.setattr(worker, "poll", lambda: None)
    settle(app, 20)
    assert scene.computer.indicator_text() == "Computer (normal) is thinking"
    key(app, pygame.K_ESCAPE)
    assert type(app.top).__name__ == "PauseScene"
    settle(app, 5)
    monkeypatch.setattr(worker, "poll", held)
    settle(app, 5)
    assert scene.match.to_move() == 1  # no move lands behind the menu
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    settle(app, 120)
    assert scene.match.to_move() == 0


def test_undo_while_the_computer_thinks_cancels_the_thought_and_takes_back_the_move(thinker, monkeypatch):
    app = App(headless=True, size=(1280, 800))
    scene = against_computer(app)
    monkeypatch.setattr(thinker, "poll", lambda: None)
    press_until_a_move(app, scene)
    assert scene.computer.thinking
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.match.moves == [] and not scene.computer.thinking
    settle(app, 10)
    assert scene.match.moves == [] and scene.match.to_move() == 0  # no think starts for a human's turn


def test_undo_after_the_reply_takes_back_the_computer_turn_and_redo_brings_it_back(thinker):
    app = App(headless=True, size=(1280, 800))
    scene = against_computer(app)
    press_until_a_move(app, scene)
    settle(app, 120)
    played = list(scene.match.moves)
    assert len(played) >= 2
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.match.moves == [] and scene.match.to_move() == 0
    asked = len(thinker.asked)
    settle(app, 10)
    assert len(thinker.asked) == asked  # nothing to think about on Ada's turn
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    assert scene.match.moves == played and scene.match.to_move() == 0


def test_a_reply_for_a_position_that_is_gone_is_never_played(thinker):
    app = App(headless=True, size=(1280, 800))
    scene = against_computer(app)
    press_until_a_move(app, scene)
    played = list(scene.match.moves)
    thinker.poll = lambda: None  # the worker stays silent: only the stale reply could be played
    legal = [str(move) for move in get_rules("pond").legal_moves(scene.match.state)]
    scene.computer.ready = legal[0]  # a move that would be legal now, found for another position
    scene.computer.asked_moves = ("stick 1-2",)
    settle(app, 120)
    assert scene.match.moves == played and scene.match.to_move() == 1


def test_a_hint_names_a_legal_move_for_the_player_to_move(thinker):
    app = App(headless=True, size=(1280, 800))
    scene = against_computer(app)
    legal = {str(move) for move in scene.view.legal_moves}
    key(app, pygame.K_h)
    settle(app, 2)
    hinted = scene.computer.hint_for_position()
    assert hinted in legal
    assert thinker.asked[-1].seat == 0 and thinker.asked[-1].level == "normal"
    assert scene.status == f"Hint: {scene.view.describe_move(hinted, 0)}"
    assert scene.match.moves == []  # a hint plays nothing
    click(app, scene.panel.computer_hint.rect.center)
    assert len(thinker.asked) == 1  # the same position: the hint is not thought again


def test_the_hint_says_its_win_chance_and_next_choice_on_hover_and_when_asked_again(thinker):
    from reflectgames.i18n import set_language, t

    thinker.iterations = 60  # enough visits for a runner-up
    app = App(headless=True, size=(1280, 800))
    scene = against_computer(app)
    key(app, pygame.K_h)
    settle(app, 2)
    estimate = scene.computer.estimate_for_position()
    assert estimate is not None and estimate.runner_up is not None
    hinted = scene.computer.hint_for_position()
    said = scene.hint_estimate_text()
    assert said == (t("play.hint_estimate", move=scene.view.describe_move(hinted, 0),
                      chance=round(100 * estimate.chance)) + " "
                    + t("play.hint_runner_up", move=scene.view.describe_move(estimate.runner_up, 0),
                        chance=round(100 * estimate.runner_up_chance)))
    assert "%" in said and scene.status != said
    hover(app, scene.panel.computer_hint.rect.center)
    assert scene.status == said  # pointing at Hint
    scene.say("")
    key(app, pygame.K_h)
    assert scene.status == said and len(thinker.asked) == 1  # asked again: the estimate, not a new search
    set_language("fr")
    try:
        assert "% de chances de gagner" in scene.hint_estimate_text()
    finally:
        set_language("en")
    scene.try_move(hinted)
    assert scene.hint_estimate_text() is None  # the position changed: no stale estimate


def test_a_failing_computer_says_so_and_trying_again_plays_on(thinker, monkeypatch):
    app = App(headless=True, size=(1280, 800))
    scene = against_computer(app)
    working = thinker.poll

    def broken():
        working()
        return Reply(thinker._next_id, None, error="The computer player stopped unexpectedly.")

    monkeypatch.setattr(thinker, "poll", broken)
    press_until_a_move(app, scene)
    settle(app, 5)
    assert scene.status_error and "could not choose" in scene.status
    assert scene.retry_button.rect.width > 0 and scene.match.to_move() == 1
    monkeypatch.setattr(thinker, "poll", working)
    click(app, scene.retry_button.rect.center)
    settle(app, 120)
    assert scene.match.to_move() == 0 and not scene.status_error


class FirstLegalMove(InProcessWorker):
    """Plays the first listed legal move: for games whose computer player is still to come."""

    def poll(self):
        if self.pending is None:
            return None
        question, question_id = self._question, self.pending
        self.pending = self._question = None
        rules = get_rules(question.game_id)
        state = rules.play(rules.new_game(question.players, question.seed, question.options), *question.moves)
        return Reply(question_id, str(rules.legal_moves(state)[0]))


@pytest.mark.parametrize("game_id", ["reflector", "reflecto"])
def test_with_one_person_a_hidden_game_shows_only_that_persons_view_and_no_curtain(game_id):
    app = App(headless=True, size=(1280, 800))
    worker = FirstLegalMove()
    opening = tuple(random_opening(game_id, 5))
    match = Match(game_id, [PlayerSpec("Robot", COMPUTER, "normal"), PlayerSpec("Ada")], 5,
                  {"first": 0} if game_id == "reflector" else {}, opening)
    if match.to_move() != 0:  # start on the computer's turn
        match.play(str(match.rules.legal_moves(match.state)[0]))
    scene = navigation.play_scene(app, match, worker=worker, autosave=False)
    app.reset_to(scene)
    rules = match.rules
    turns_seen = set()
    for _ in range(40):
        app.render()
        assert not isinstance(app.top, HandoffScene)
        assert scene.viewer() == 1 and scene.view.viewer == 1
        assert scene.view.obs == rules.observe(match.state, 1)  # never the computer's private view
        turns_seen.add(match.to_move())
        if match.to_move() == 1 and len(turns_seen) > 1:
            break
        app.step([], dt=0.05)
    assert turns_seen >= {0, 1}  # the screen was checked while the computer was to move, and after
    assert scene.can_act()


def test_a_saved_game_against_the_computer_resumes_with_the_computer_thinking(thinker):
    app = App(headless=True, size=(1280, 800))
    scene = against_computer(app)
    press_until_a_move(app, scene)
    scene.computer.cancel()
    path = save_match(scene.match)
    _, loaded = load_save(path)
    assert loaded.players[1] == PlayerSpec("Computer (normal)", COMPUTER, "normal")
    app.reset_to(TitleScene(app))
    app.step([])
    key(app, pygame.K_c)  # Continue
    resumed = app.top
    assert isinstance(resumed, PlayScene) and resumed.computer.thinking
    settle(app, 120)
    assert resumed.match.to_move() == 0 and len(resumed.match.moves) > 1


def test_two_people_at_a_hidden_game_still_pass_the_screen_behind_the_curtain():
    app = App(headless=True, size=(1280, 800))
    match = Match("reflector", [PlayerSpec("Ada"), PlayerSpec("Bo")], 3, {"first": 0})
    scene = navigation.play_scene(app, match, autosave=False)
    app.reset_to(scene)
    assert isinstance(app.top, HandoffScene) and app.top.player_name == "Ada"
    assert not scene.computer.thinking


def test_a_secret_word_is_never_hinted_but_the_moves_after_it_are(thinker):
    app = App(headless=True, size=(1280, 800))
    players = [PlayerSpec("Ada"), PlayerSpec("Robot", COMPUTER, "normal")]
    scene = navigation.play_scene(app, Match("reflecto", players, 5, {}, ()), autosave=False)
    app.reset_to(scene)
    app.step([])
    assert not scene.computer.hint_allowed()
    key(app, pygame.K_h)  # while the word is typed, H is a letter
    scene.ask_hint()
    assert thinker.asked == []  # nobody thought of a word for Ada
    assert scene.status == "Your secret set-up is yours to choose: hints start once play begins."
    assert not scene.panel.computer_hint.enabled
    scene.match.play(random_opening("reflecto", 5)[0])
    scene.refresh()
    assert scene.computer.hint_allowed() == (scene.match.to_move() == 0)
