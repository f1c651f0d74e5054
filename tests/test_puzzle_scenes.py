"""The puzzles in the window, driven by synthetic events: deal, play, hint, solve, scores, codes."""

from __future__ import annotations

import datetime
import multiprocessing
import time

import pygame
import pytest
from ui_helpers import click, settle

from reflectgames.app import App
from reflectgames.games.plans.best_scores import load_best_scores, scores_path
from reflectgames.games.plans.codes import Puzzle
from reflectgames.games.plans.pars import load_pars, pars_path
from reflectgames.games.plans.screens.puzzle_play import PuzzlePlayScene
from reflectgames.games.plans.screens.puzzle_sources import practice_puzzles
from reflectgames.games.plans.screens.puzzles_menu import PuzzlesScene
from reflectgames.games.plans.solver_worker import SolveReply
from reflectgames.i18n import t
from reflectgames.scenes.title import TitleScene

WARM_UP = Puzzle("CAMAAM/MMSMCS/CMACAS/CSCSSA")  # saves/plans-1-warm-up.json: 3 moves


@pytest.fixture(autouse=True)
def daily_par_known():
    """Today's par is cached, so the menu does not work it out in the background (one test asks it to)."""
    from reflectgames.games.plans.daily import daily_puzzle
    from reflectgames.games.plans.pars import remember_par

    remember_par(daily_puzzle(datetime.date.today()).code, 20, False)


@pytest.fixture(autouse=True)
def no_worker_left():
    """Every scene that asked the solver has its answer or has cancelled the question."""
    yield
    assert multiprocessing.active_children() == []


def key(app: App, code: int, text: str = "") -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=text, scancode=0)])


def type_text(app: App, text: str) -> None:
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=text)])


def frames_until(app: App, done) -> None:
    """Step frames as the main loop would while the worker thinks (sleeping a little between them)."""
    for _ in range(6000):
        app.step([], dt=0.05)
        if done():
            app.render()
            return
        time.sleep(0.01)
    raise AssertionError("the scene never got there")


def button_named(scene, label: str):
    return next(b for b in scene.group.widgets if getattr(b, "text", None) == label)


def open_puzzles(app: App) -> PuzzlesScene:
    app.reset_to(TitleScene(app))
    app.render()
    title = app.top
    click(app, next(b for b in title.buttons if b.text == t("puzzles.title")).rect.center)
    assert isinstance(app.top, PuzzlesScene)
    return app.top


def test_title_puzzles_deal_easy_move_hint_to_the_end_keeps_the_best_score():
    app = App(headless=True, size=(1280, 800))
    menu = open_puzzles(app)
    click(app, menu.level_buttons[0].rect.center)
    assert menu.dealing == "easy" and menu.is_animating()
    app.render()  # the dealing dialog draws while the worker deals
    frames_until(app, lambda: isinstance(app.top, PuzzlePlayScene))
    scene: PuzzlePlayScene = app.top
    assert scene.source == "easy" and scene.proven and 3 <= scene.target <= 4
    assert scene.view.best_length == scene.target
    # A move of the player's own, by clicks: a coin, then its ringed landing.
    view = scene.view
    coin, landings = next(iter(view.jumps.items()))
    click(app, view.fit_to.cell_center(coin))
    click(app, view.fit_to.cell_center(next(iter(landings.values()))))
    settle(app, 40)
    assert scene.match.cursor == 1
    # Hints, followed to the end: the first asks the worker, the next ones follow its solution.
    while scene.match.outcome() is None:
        click(app, scene.panel.hint.rect.center)
        frames_until(app, lambda: scene.pending is None)
        hinted = scene.view.hinted
        assert hinted and scene.status.startswith("Hint:") and not scene.status_error
        assert scene.try_move(hinted)
        settle(app, 40)
    assert scene.match.outcome().winners == {0}
    assert scene.app.top is not scene  # the result is on screen
    best = load_best_scores()[scene.code]
    assert best.moves == scene.match.cursor and scene.best_score == best
    assert t("puzzles.new_best") in app.top.detail_text


def test_solve_plays_the_rest_and_keeps_no_score():
    app = App(headless=True, size=(960, 600))
    scene = PuzzlePlayScene(app, WARM_UP, "practice", title_args={"name": "Warm-up"})
    app.reset_to(scene)
    frames_until(app, lambda: scene.pending is None)
    assert scene.target == 3 and scene.proven
    click(app, scene.panel.solve.rect.center)
    assert scene.playing and scene.is_animating()
    frames_until(app, lambda: scene.match.outcome() is not None and not scene.view.is_animating())
    settle(app, 40)
    assert scene.match.cursor == 3 and scene.assisted
    assert t("puzzles.assisted") in app.top.detail_text
    assert not scores_path().exists()


def test_restart_goes_back_to_the_start_and_redo_replays():
    app = App(headless=True, size=(1280, 800))
    scene = PuzzlePlayScene(app, WARM_UP, "code")
    app.reset_to(scene)
    assert scene.try_move(str(scene.view.legal_moves[0]))
    settle(app, 40)
    click(app, scene.panel.restart.rect.center)
    assert scene.match.cursor == 0 and scene.match.can_redo() and scene.seconds < 1  # the clock starts over
    scene.exit()
    assert not scene.worker.busy


def test_a_position_with_no_way_on_says_so():
    app = App(headless=True, size=(1280, 800))
    scene = PuzzlePlayScene(app, WARM_UP, "code")
    app.reset_to(scene)
    scene.worker.cancel()
    scene.pending = "hint"  # as if the worker had been asked from this position and found it stuck
    scene._receive(SolveReply(moves=None, proven=True, stuck=True))
    assert scene.status == t("puzzles.no_solution") and scene.status_error
    assert scene.pending == "target"  # the target question the hint replaced is asked again
    app.pop()


def test_a_bad_code_gives_a_message_and_changes_nothing():
    app = App(headless=True, size=(1280, 800))
    menu = open_puzzles(app)
    click(app, menu.code_input.rect.center)
    type_text(app, "45UK2-25T7N")  # one character off
    key(app, pygame.K_RETURN)
    assert app.top is menu and menu.status == t("puzzles.code_error.typo")
    app.render()
    assert not scores_path().exists()


def test_a_good_code_in_lower_case_opens_its_puzzle():
    app = App(headless=True, size=(1280, 800))
    menu = open_puzzles(app)
    click(app, menu.code_input.rect.center)
    type_text(app, WARM_UP.code.lower().replace("-", " "))
    click(app, menu.open_button.rect.center)
    assert isinstance(app.top, PuzzlePlayScene) and app.top.puzzle == WARM_UP
    app.top.exit()


def test_every_practice_puzzle_opens_and_today_s_puzzle_too():
    app = App(headless=True, size=(960, 600))
    menu = open_puzzles(app)
    assert next(p.puzzle.code for p in practice_puzzles()) == WARM_UP.code
    assert len(menu.list.rows) == len(practice_puzzles()) >= 4
    key(app, pygame.K_d)
    assert isinstance(app.top, PuzzlePlayScene) and app.top.source == "daily"
    app.render()
    app.pop()
    for row in menu.list.rows:
        menu._open_practice(row)
        assert app.top.puzzle == row.data.puzzle
        app.render()
        app.pop()
    assert app.top is menu


def test_cancelling_a_deal_stops_the_worker():
    app = App(headless=True, size=(1280, 800))
    menu = open_puzzles(app)
    key(app, pygame.K_3)
    assert menu.dealing == "hard" and menu.worker.busy
    key(app, pygame.K_ESCAPE)
    assert menu.dealing is None and not menu.worker.busy and app.top is menu


def test_french_and_colour_blind_render_the_menu_and_a_puzzle():
    app = App(headless=True, size=(960, 600))
    app.apply_settings(app.settings.model_copy(update={"language": "fr", "palette": "colorblind"}))
    menu = open_puzzles(app)
    app.render()
    assert button_named(menu, "Facile")
    scene = PuzzlePlayScene(app, WARM_UP, "practice", title_args={"name": "Échauffement"})
    app.push(scene)
    app.render()
    scene.exit()


def test_the_menu_works_out_today_s_par_in_the_background_and_keeps_it(monkeypatch):
    from reflectgames.games.plans import daily

    monkeypatch.setattr(daily, "daily_puzzle", lambda date=None: WARM_UP)  # a 3-move day: quick to prove
    app = App(headless=True, size=(960, 600))
    menu = open_puzzles(app)
    assert menu.par_worker.busy and menu.is_animating()
    assert "par" in menu.daily_text(datetime.date.today())  # "par being worked out"
    frames_until(app, lambda: not menu.par_worker.busy)
    assert load_pars()[WARM_UP.code].moves == 3 and load_pars()[WARM_UP.code].proven
    assert menu.daily_text(datetime.date.today()).endswith(t("puzzles.par.proven", count=3))
    warm_up_row = next(row for row in menu.list.rows if row.data.puzzle == WARM_UP)
    assert warm_up_row.status == t("puzzles.unsolved")
    assert warm_up_row.detail.endswith(f" · {t('puzzles.par.proven', count=3)}")
    app.render()
    menu.exit()


def test_a_cached_par_shows_at_once_and_the_hint_counts_the_moves_to_par():
    from reflectgames.games.plans.pars import remember_par

    remember_par(WARM_UP.code, 3, True)
    app = App(headless=True, size=(1280, 800))
    scene = PuzzlePlayScene(app, WARM_UP, "code")
    app.reset_to(scene)
    assert scene.target == 3 and scene.proven and not scene.worker.busy  # nothing to ask
    assert scene.view.best_length == 3
    assert scene.best_line() == "Not solved yet · par\u00a03."
    click(app, scene.panel.hint.rect.center)
    frames_until(app, lambda: scene.pending is None)
    assert scene.status.endswith("3 moves to par.")
    assert scene.try_move(scene.view.hinted)
    settle(app, 40)
    assert scene.hint_text("x", 2) == t("puzzles.hint_to_par", move="x", count=2)
    assert scene.hint_text("x", 4) == t("puzzles.hint_past_par", move="x", count=4)  # off the shortest way
    app.pop()


def test_a_solved_puzzle_shows_the_best_score_beside_its_par():
    app = App(headless=True, size=(960, 600))
    scene = PuzzlePlayScene(app, WARM_UP, "code")
    app.reset_to(scene)
    frames_until(app, lambda: scene.pending is None)
    assert load_pars()[WARM_UP.code].proven  # the target question's answer is cached with the code
    for move in scene.known[1]:
        assert scene.try_move(move)
        settle(app, 40)
    assert scene.match.outcome() is not None
    assert scene.best_line().startswith("Solved · your best: 3 moves in ")
    assert scene.best_line().endswith(f" · {t('puzzles.par.proven', count=3)}.")
    assert app.top.title_text == "Solved in 3 — par 3"


def test_a_hand_solution_shorter_than_the_best_known_becomes_the_best_known():
    from reflectgames.games.plans.pars import remember_par

    remember_par(WARM_UP.code, 9, False)
    app = App(headless=True, size=(960, 600))
    scene = PuzzlePlayScene(app, WARM_UP, "code")
    app.reset_to(scene)
    assert scene.target == 9 and not scene.proven and scene.pending == "target"
    scene.worker.cancel()
    scene.pending = None
    from reflectgames.games.plans.solver_worker import solve_puzzle

    moves, _ = solve_puzzle(WARM_UP, 5.0)
    for move in moves:
        assert scene.try_move(move)
        settle(app, 40)
    assert scene.target == 3 and load_pars()[WARM_UP.code].moves == 3
    assert pars_path().exists()
