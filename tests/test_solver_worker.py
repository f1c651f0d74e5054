"""The solver's worker process: it starts, answers and stops cleanly; the adapter's answers are legal."""

from __future__ import annotations

import dataclasses
import pickle

from worker_helpers import wait_for_reply

from reflectgames.core.match import Match, PlayerSpec
from reflectgames.games.plans.board import parse_layout
from reflectgames.games.plans.codes import Puzzle
from reflectgames.games.plans.position import Position
from reflectgames.games.plans.solver_worker import (
    DealQuestion,
    DealReply,
    ErrorReply,
    SolveReply,
    SolverReply,
    SolverWorker,
    answer,
    deal_question,
    position_question,
    puzzle_of,
    puzzle_question,
    solve_position,
)

EASY = Puzzle("SASASS/MMACSS/CACCAA/MCMCMM")


def wait_for(worker: SolverWorker) -> SolverReply:
    return wait_for_reply(worker.poll)


def observation(puzzle: Puzzle, *moves: str):
    match = Match("plans", [PlayerSpec("Ada")], 0, puzzle.options(), list(moves))
    return match.rules.observe(match.state, 0)


def test_the_shortest_solution_of_an_easy_puzzle_is_legal_and_proven():
    found = solve_position(Position.from_layout(parse_layout(EASY.layout)), None, "group", 1, 20.0)
    assert found.proven and found.moves
    match = Match("plans", [PlayerSpec("Ada")], 0, EASY.options(), found.moves)
    assert match.outcome() is not None and match.outcome().winners == {0}


def test_a_worker_answers_a_hint_question_and_is_idle_again():
    worker = SolverWorker()
    worker.ask(position_question(observation(EASY), seconds=20.0))
    assert worker.busy
    process = worker.process
    reply = wait_for(worker)
    assert isinstance(reply, SolveReply) and reply.proven and reply.moves
    assert not worker.busy and process._closed


def test_asking_again_or_cancelling_ends_the_running_process():
    worker = SolverWorker()
    worker.ask(deal_question("hard", 1, seconds=60.0))
    first = worker.process
    worker.ask(position_question(observation(EASY), seconds=20.0))
    assert first._closed and worker.process is not first
    worker.cancel()
    assert not worker.busy and worker.poll() is None


def test_a_worker_deals_an_easy_puzzle_within_its_window():
    worker = SolverWorker()
    worker.ask(deal_question("easy", 11, seconds=30.0))
    reply = wait_for(worker)
    assert isinstance(reply, DealReply) and reply.proven and reply.level == "easy"
    assert reply.moves is not None and 3 <= len(reply.moves) <= 4
    puzzle = puzzle_of(reply)
    match = Match("plans", [PlayerSpec("Ada")], 0, puzzle.options(), reply.moves)
    assert match.outcome().winners == {0}


def test_a_stuck_position_is_said_to_have_no_solution():
    # Two suns on one lonely tile, corner to corner: each would land off the tile.
    suns = frozenset({(1, 1), (2, 2)})
    lonely = Position(frozenset({(1, 1)}), (suns, frozenset(), frozenset(), frozenset()))
    question = dataclasses.replace(position_question(observation(EASY)), position=lonely, goal="line")
    assert answer(question) == SolveReply(None, proven=True, stuck=True)


def test_a_question_that_fails_comes_back_as_an_error_line():
    worker = SolverWorker()
    worker.ask(DealQuestion("riddle", 1, 5.0))
    reply = wait_for(worker)
    assert isinstance(reply, ErrorReply) and "riddle" in reply.message and "ValueError" in reply.details


def test_questions_and_replies_travel_as_typed_messages():
    hint = position_question(observation(EASY, "6,4 D"), seconds=3.0)
    assert hint.must_jump_from is None and hint.seconds == 3.0
    assert hint.position == Match("plans", [PlayerSpec("Ada")], 0, EASY.options(), ["6,4 D"]).state.position
    assert puzzle_question(EASY, 2.0).position == Position.from_layout(parse_layout(EASY.layout))
    for message in (hint, deal_question("easy", 3), SolveReply(["6,4 D"], True),
                    DealReply("easy", EASY, ["6,4 D"], False), ErrorReply("no", "Traceback ...")):
        assert pickle.loads(pickle.dumps(message)) == message

