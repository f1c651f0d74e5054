"""Plans saves in the load list: named and dated like their puzzle, worded like the puzzle screen's panel."""

from __future__ import annotations

import pytest

from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.games import get_rules
from reflectgames.games.plans.codes import Puzzle
from reflectgames.games.plans.screens.puzzle_play import puzzle_scene_for
from reflectgames.games.plans.solver_moves import note_solver_moves
from reflectgames.games.plans.solver_worker import solve_puzzle
from reflectgames.i18n import t
from reflectgames.scenes.load import describe
from reflectgames.storage.records import record_of
from reflectgames.storage.saves import list_examples, list_saves, load_save, save_match

WARM_UP = Puzzle("CAMAAM/MMSMCS/CMACAS/CSCSSA")


@pytest.fixture(scope="module")
def solution() -> list[str]:
    moves, _ = solve_puzzle(WARM_UP, 5.0)
    assert moves is not None
    return moves


def saved_attempt(moves: list[str]) -> Match:
    match = Match.with_rules(get_rules("plans"), [PlayerSpec("You")], 0, WARM_UP.options())
    for move in moves:
        match.play(move)
    save_match(match)
    return match


def row_of(match: Match):
    save_id = record_of(match).save_id
    summary = next(s for s in list_saves() if s.path.stem == save_id)
    return describe(summary, False)


def test_practice_examples_are_told_apart_by_name_layout_and_date():
    rows = [describe(s, True) for s in list_examples() if s.game == "plans"]
    assert len(rows) >= 4
    assert len({row.title for row in rows}) == len(rows) and len({row.detail for row in rows}) == len(rows)
    warm_up = rows[0]
    assert warm_up.title == "Plans of Action — Practice · Warm-up"
    assert warm_up.detail.startswith(f"{WARM_UP.layout} · 2025-03-01 · 0 moves")
    assert warm_up.status == t("puzzles.unsolved")


def test_a_solved_save_says_solved_never_won_by(solution):
    row = row_of(saved_attempt(solution))
    assert row.status == t("puzzles.result.solved") and "You" not in row.status
    assert row.detail.endswith(f"· {len(solution)} moves")


def test_a_save_the_solver_finished_says_so_in_the_list_and_on_the_panel(solution):
    match = saved_attempt(solution)
    note_solver_moves(record_of(match).save_id, frozenset({len(solution)}))
    row = row_of(match)
    assert row.status == t("puzzles.result.solved_by_solver")
    _, loaded = load_save(next(s.path for s in list_saves() if s.path.stem == record_of(match).save_id))
    scene = puzzle_scene_for(App(headless=True, size=(960, 600)), loaded, best=solution)
    assert scene.best_line().startswith(row.status)  # one wording on both screens
    scene.panel.refresh_history()
    assert scene.panel.history.rows[-1].startswith(f"{len(solution)}. Solver: ")


def test_an_open_save_says_not_solved_yet_in_french(solution):
    from reflectgames.i18n import set_language

    match = saved_attempt(solution[:1])
    set_language("fr")
    row = row_of(match)
    assert row.status == "À résoudre" and row.detail.endswith("· 1 coup")


@pytest.mark.parametrize("options", [{"layout": "not a layout"}, {"layout": WARM_UP.layout, "goal": "ring"},
                                     {"layout": 7}, {}])
def test_a_save_the_puzzle_wording_cannot_read_keeps_the_list_s_own_words(tmp_path, options):
    import json
    from datetime import UTC, datetime

    from reflectgames.games.plans.save_wording import save_wording
    from reflectgames.storage.summary import SaveSummary

    path = tmp_path / "odd.json"
    path.write_text(json.dumps({"options": options, "created": "2025-03-01T18:00:00Z"}), encoding="utf-8")
    summary = SaveSummary(path, "plans", ("You",), datetime.now(UTC), 0, False)
    wording = save_wording(summary, False)
    assert wording.title is None and wording.status is None
