"""The puzzle clock counts real time, and Solve plays its moves one by one, as the solver's, until stopped."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import click, key, settle

from reflectgames.app import App
from reflectgames.games.plans.best_scores import load_best_scores, scores_path
from reflectgames.games.plans.codes import Puzzle
from reflectgames.games.plans.pars import remember_par
from reflectgames.games.plans.results import PuzzleResult
from reflectgames.games.plans.screens.puzzle_clock import PuzzleClock
from reflectgames.games.plans.screens.puzzle_play import PuzzlePlayScene
from reflectgames.games.plans.solver_moves import solver_moves_of
from reflectgames.games.plans.solver_worker import solve_puzzle
from reflectgames.i18n import t
from reflectgames.storage.records import record_of

WARM_UP = Puzzle("CAMAAM/MMSMCS/CMACAS/CSCSSA")  # saves/plans-1-warm-up.json: 3 moves


class FakeMonotonic:
    """A monotonic clock the test moves on by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture(scope="module")
def solution() -> list[str]:
    moves, _ = solve_puzzle(WARM_UP, 5.0)
    assert moves is not None and len(moves) == 3
    return moves


def app_with(**settings: str) -> App:
    app = App(headless=True, size=(960, 600))
    if settings:
        app.apply_settings(app.settings.model_copy(update=settings))
    return app


def solver_played_one(app: App, solution: list[str]) -> PuzzlePlayScene:
    """A puzzle where Solve has played its first move, and is still going."""
    scene = puzzle_scene(app, solution)
    click(app, scene.panel.solve.rect.center)
    app.step([], dt=0.01)
    assert scene.match.cursor == 1
    return scene


def puzzle_scene(app: App, solution: list[str] | None = None) -> PuzzlePlayScene:
    remember_par(WARM_UP.code, 3, True)  # the par is known: the scene asks no solver process
    scene = PuzzlePlayScene(app, WARM_UP, "code")
    if solution is not None:
        scene.known = ((), list(solution))  # Solve plays this without asking the solver
    app.reset_to(scene)
    assert not scene.worker.busy
    return scene


def test_the_clock_counts_real_time_while_the_loop_sleeps_and_clamps_its_steps(solution):
    app = App(headless=True, size=(960, 600))
    fake = FakeMonotonic()
    scene = puzzle_scene(app)
    scene.clock = PuzzleClock(fake)
    for _ in range(10):  # the idle loop: woken every half second, each step clamped to 0.1 s
        fake.now += 0.5
        app.step([], dt=0.1)
    assert scene.seconds == pytest.approx(4.5)  # it started on the first step
    for move in solution:
        fake.now += 0.5
        assert scene.try_move(move)
        app.step([], dt=0.1)
    fake.now += 30  # the result on screen: the clock has stopped
    settle(app, 40)
    assert scene.match.outcome() is not None
    assert load_best_scores()[scene.code].seconds == pytest.approx(6.0)


def test_the_clock_waits_while_a_screen_covers_the_puzzle():
    app = App(headless=True, size=(960, 600))
    fake = FakeMonotonic()
    scene = puzzle_scene(app)
    scene.clock = PuzzleClock(fake)
    app.step([], dt=0.1)
    fake.now += 2
    scene.open_pause()
    fake.now += 60  # the pause menu is on top
    app.step([], dt=0.1)
    assert scene.seconds == pytest.approx(2)
    app.pop()
    app.step([], dt=0.1)
    fake.now += 1
    assert scene.seconds == pytest.approx(3)


def test_solve_plays_one_move_at_a_time_as_the_solver_and_keeps_no_score(solution):
    app = App(headless=True, size=(960, 600))
    scene = puzzle_scene(app, solution)
    click(app, scene.panel.solve.rect.center)
    assert scene.playing and scene.panel.solve.text == t("puzzles.stop")
    app.step([], dt=0.01)
    assert scene.match.cursor == 1 and scene.view.is_animating()  # the first move, animated
    app.step([], dt=0.01)
    assert scene.match.cursor == 1  # the next waits for the board to settle
    for _ in range(400):
        app.step([], dt=0.05)
        if scene.match.outcome() is not None and not scene.view.is_animating():
            break
    settle(app, 40)
    assert scene.match.cursor == 3 and scene.assisted
    assert scene.result() is PuzzleResult.SOLVED_BY_SOLVER
    assert all(row.split(". ", 1)[1].startswith("Solver: ") for row in scene.panel.history.rows)
    assert scene.best_line().startswith("Solved by the solver · par")
    assert t("puzzles.assisted") in app.top.detail_text
    assert not scores_path().exists()
    assert solver_moves_of(record_of(scene.match).save_id) == {1, 2, 3}


@pytest.mark.parametrize("stop", ["escape", "space", "button"])
def test_solve_stops_and_the_rest_is_the_player_s_own(solution, stop):
    app = app_with()
    scene = solver_played_one(app, solution)
    if stop == "escape":
        key(app, pygame.K_ESCAPE)
    elif stop == "space":
        key(app, pygame.K_SPACE)
    else:
        click(app, scene.panel.solve.rect.center)
    assert not scene.playing and scene.status == t("puzzles.solver_stopped")
    assert scene.panel.solve.text == t("puzzles.solve")
    settle(app, 40)
    assert scene.match.cursor == 1  # nothing more was played
    for move in solution[1:]:  # the player finishes by hand
        assert scene.try_move(move)
        settle(app, 40)
    rows = scene.panel.history.rows
    assert rows[0].startswith("1. Solver: ") and rows[1].startswith("2. You: ")
    assert scene.result() is PuzzleResult.SOLVED_BY_SOLVER  # one of its moves was the solver's
    assert not scores_path().exists()


def test_a_hand_move_replaces_the_solver_s_marks_after_undo(solution):
    app = app_with()
    scene = solver_played_one(app, solution)
    key(app, pygame.K_ESCAPE)
    settle(app, 40)
    scene.undo()
    assert scene.solver_moves == {1}  # redo would replay the solver's move
    assert scene.try_move(solution[0])
    assert scene.solver_moves == set() and not scene.assisted
    assert solver_moves_of(record_of(scene.match).save_id) == frozenset()


def test_the_solver_s_moves_are_named_in_french(solution):
    app = app_with(language="fr")
    solver_played_one(app, solution)
    scene = app.top
    key(app, pygame.K_ESCAPE)
    assert scene.panel.history.rows[0].startswith("1. Solveur\u00a0: ")
    assert scene.best_line().startswith("À résoudre")


def test_stop_also_withdraws_the_question_while_the_solver_thinks():
    app = App(headless=True, size=(960, 600))
    scene = puzzle_scene(app)  # no known solution: Solve asks the solver
    click(app, scene.panel.solve.rect.center)
    assert scene.pending == "solve" and scene.solving and scene.panel.solve.text == t("puzzles.stop")
    key(app, pygame.K_SPACE)
    assert scene.pending is None and not scene.worker.busy and not scene.solving
    assert scene.panel.solve.text == t("puzzles.solve") and scene.match.cursor == 0


def test_with_animations_off_the_solver_s_moves_still_come_one_at_a_time(solution):
    from reflectgames.games.plans.screens.puzzle_play import SOLVER_PAUSE_UNANIMATED

    app = app_with(animation_speed="off")
    scene = solver_played_one(app, solution)
    assert not scene.view.is_animating()
    app.step([], dt=SOLVER_PAUSE_UNANIMATED / 2)
    assert scene.match.cursor == 1  # a pause to see it
    app.step([], dt=SOLVER_PAUSE_UNANIMATED)
    assert scene.match.cursor == 2
