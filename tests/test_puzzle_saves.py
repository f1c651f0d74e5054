"""Puzzles are autosaved like every game and come back on the puzzle screen from Load and Continue."""

from __future__ import annotations

import datetime
import json
import multiprocessing

import pygame
import pytest
from ui_helpers import key, settle

from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.games.plans import best_scores
from reflectgames.games.plans.best_scores import load_best_scores, scores_path
from reflectgames.games.plans.board import format_layout
from reflectgames.games.plans.codes import Puzzle
from reflectgames.games.plans.daily import daily_puzzle
from reflectgames.games.plans.rules import deal
from reflectgames.games.plans.screens.puzzle_play import PuzzlePlayScene
from reflectgames.games.plans.screens.puzzle_sources import puzzle_source
from reflectgames.i18n import t
from reflectgames.scenes.gameover import GameOverScene
from reflectgames.scenes.load import LoadScene
from reflectgames.scenes.navigation import open_match
from reflectgames.scenes.title import TitleScene
from reflectgames.storage.paths import saves_dir
from reflectgames.storage.saves import list_saves

WARM_UP = Puzzle("CAMAAM/MMSMCS/CMACAS/CSCSSA")  # saves/plans-1-warm-up.json
WARM_UP_SOLUTION = ("rotate 3,3 180", "3,4 D", "rotate 5,3 180")


@pytest.fixture(autouse=True)
def no_worker_left():
    """Every puzzle screen opened here asked the solver for its target; leaving it ends the question."""
    yield
    assert multiprocessing.active_children() == []


@pytest.fixture()
def app() -> App:
    application = App(headless=True, size=(1280, 800))
    yield application
    application.reset_to(TitleScene(application))  # closes every puzzle screen, and its solver


def start_puzzle(app: App, puzzle: Puzzle = WARM_UP, source: str = "practice",
                 title_args: dict | None = None) -> PuzzlePlayScene:
    """A puzzle opened from the Puzzles menu (the warm-up practice puzzle unless told otherwise)."""
    if title_args is None:
        title_args = {"name": "Warm-up"}
    scene = PuzzlePlayScene(app, puzzle, source, title_args=title_args)
    app.reset_to(scene)
    app.render()
    return scene


def play(app: App, scene: PuzzlePlayScene, *texts: str) -> None:
    for text in texts:
        assert scene.try_move(text)
        settle(app, 20)


def the_only_save() -> dict:
    files = sorted(saves_dir().glob("*.json"))
    assert len(files) == 1
    return json.loads(files[0].read_text(encoding="utf-8"))


def open_from_load(app: App) -> PuzzlePlayScene:
    """Title, L, then Enter on the first of the player's saves: the way a person opens one."""
    app.reset_to(TitleScene(app))
    key(app, pygame.K_l)
    load = app.top
    assert isinstance(load, LoadScene)
    row = next(row for row in load.list.rows if row.data is not None and not row.data.example)
    load.list._select(load.list.rows.index(row))
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, PuzzlePlayScene)
    app.render()
    return app.top


def continue_from_title(app: App) -> PuzzlePlayScene:
    title = TitleScene(app)
    app.reset_to(title)
    app.render()
    assert title.unfinished is not None
    key(app, pygame.K_c)
    assert isinstance(app.top, PuzzlePlayScene)
    app.render()
    return app.top


def test_a_move_is_autosaved_and_the_save_reopens_on_the_puzzle_screen(app):
    scene = start_puzzle(app)
    first = str(scene.view.legal_moves[0])
    play(app, scene, first)
    saved = the_only_save()
    assert saved["game"] == "plans" and saved["moves"] == [first] and saved["outcome"] is None
    assert saved["options"] == WARM_UP.options()
    before = scene.rules.observe(scene.match.state, 0)

    reopened = open_from_load(app)
    assert reopened.match.moves == [first]
    assert reopened.rules.observe(reopened.match.state, 0) == before
    identity = (reopened.code, reopened.source, reopened.title_args)
    assert identity == (WARM_UP.code, "practice", {"name": "Warm-up"})
    assert reopened.panel.hint.enabled and reopened.panel.solve.enabled and reopened.panel.restart.enabled
    assert reopened.match.can_undo()
    # Playing on updates the same file rather than starting another.
    play(app, reopened, str(reopened.view.legal_moves[0]))
    assert len(the_only_save()["moves"]) == 2


def test_undo_redo_and_restart_keep_the_save_in_step_and_continue_opens_it(app):
    scene = start_puzzle(app)
    play(app, scene, *WARM_UP_SOLUTION[:2])
    scene.undo()
    assert the_only_save()["moves"] == [WARM_UP_SOLUTION[0]]

    reopened = continue_from_title(app)
    assert reopened.match.moves == [WARM_UP_SOLUTION[0]] and reopened.code == WARM_UP.code
    reopened.redo()  # the redo tail is not kept in a save: nothing to redo after reopening
    assert reopened.status_error and the_only_save()["moves"] == [WARM_UP_SOLUTION[0]]
    reopened.restart()
    assert the_only_save()["moves"] == []
    reopened.redo()
    assert the_only_save()["moves"] == [WARM_UP_SOLUTION[0]]


def test_a_solved_save_opens_on_its_result_and_is_scored_only_once(app, monkeypatch):
    scene = start_puzzle(app)
    play(app, scene, *WARM_UP_SOLUTION)
    assert isinstance(app.top, GameOverScene)
    assert the_only_save()["outcome"] == {"winners": [0], "reason": "solved"}
    assert load_best_scores()[WARM_UP.code].moves == 3
    scores = scores_path().read_bytes()
    recorded = []
    monkeypatch.setattr(best_scores, "record", lambda *args, **kwargs: recorded.append(args) or (None, False))

    reopened = open_from_load(app)
    settle(app, 10)
    assert app.top is reopened  # the board with its result, no second result dialog
    assert reopened.match.outcome().winners == {0} and reopened.match.cursor == 3
    assert not reopened.can_act() and not reopened.panel.hint.enabled and not reopened.panel.solve.enabled
    assert reopened.best_score == load_best_scores()[WARM_UP.code]  # the panel shows the score kept
    assert recorded == [] and scores_path().read_bytes() == scores
    # A solved puzzle is final: undo takes nothing back and redo has nothing to replay.
    reopened.undo()
    assert reopened.match.cursor == 3 and reopened.status == t("play.cannot_undo.over")
    assert not reopened.match.can_redo()
    # Restart is a fresh attempt of the same puzzle, over the same save; solving it by hand is scored.
    reopened.restart()
    assert reopened.match.cursor == 0 and reopened.match.history_length == 0
    assert reopened.match.outcome() is None and the_only_save()["moves"] == []
    play(app, reopened, *WARM_UP_SOLUTION)
    assert isinstance(app.top, GameOverScene)
    assert len(recorded) == 1 and recorded[0][:2] == (WARM_UP.code, 3)
    # The result's "play again" restarts it too.
    app.top._play_again()
    assert reopened.match.cursor == 0 and reopened.match.outcome() is None


def test_a_damaged_plans_save_gives_the_usual_clear_message(app):
    scene = start_puzzle(app)
    play(app, scene, WARM_UP_SOLUTION[0])
    path = next(saves_dir().glob("*.json"))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["moves"].append("9,9 L")
    path.write_text(json.dumps(data), encoding="utf-8")
    text = path.read_text(encoding="utf-8")

    title = TitleScene(app)
    app.reset_to(title)
    assert title.unfinished is None  # Continue never offers a damaged save
    key(app, pygame.K_l)
    load = app.top
    row = next(row for row in load.list.rows if row.tone == "danger")
    assert row.detail.startswith("Move 2 '9,9 L' is illegal")
    load.list._select(load.list.rows.index(row))
    key(app, pygame.K_RETURN)
    assert app.top is load and load.status == row.detail
    assert path.read_text(encoding="utf-8") == text


def test_today_s_puzzle_comes_back_as_today_s_puzzle(app):
    today = datetime.date.today()
    scene = start_puzzle(app, daily_puzzle(today), "daily", {"date": today.isoformat()})
    play(app, scene, str(scene.view.legal_moves[0]))
    reopened = continue_from_title(app)
    assert (reopened.source, reopened.title_args) == ("daily", {"date": today.isoformat()})
    assert reopened.code == daily_puzzle(today).code


def test_a_daily_puzzle_started_after_midnight_is_still_the_day_s_puzzle():
    day, one_day = datetime.date(2025, 3, 2), datetime.timedelta(days=1)
    assert puzzle_source(daily_puzzle(day), day + one_day) == ("daily", {"date": "2025-03-02"})
    assert puzzle_source(daily_puzzle(day), day + 2 * one_day)[0] == "code"


def test_a_plans_game_dealt_by_new_game_opens_on_the_puzzle_screen_under_its_code(app):
    match = Match("plans", [PlayerSpec("Ada")], 77, {"goal": "line"})
    app.reset_to(TitleScene(app))
    open_match(app, match)
    scene = app.top
    assert isinstance(scene, PuzzlePlayScene) and scene.match is match
    assert scene.code == Puzzle(format_layout(deal(77, "line")), "line", "one").code
    assert scene.source == "code"
    play(app, scene, str(scene.view.legal_moves[0]))
    assert [summary.move_count for summary in list_saves()] == [1]
    reopened = continue_from_title(app)
    assert reopened.code == scene.code and reopened.match.seed == 77
