"""The computer player's worker process: it answers legal moves, drops stale ones, and leaves nothing behind.

Every question here uses an exact iteration budget, so no test waits for a level's seconds of thought.
"""

from __future__ import annotations

import multiprocessing
import pickle
import time

import pytest
from worker_helpers import wait_for_reply

from reflectgames.ai.background import JobReply, Request
from reflectgames.ai.worker import (
    ComputerWorker,
    Estimate,
    InProcessWorker,
    Question,
    Reply,
    Thought,
    reply_of,
)
from reflectgames.games import get_rules


def pond_question(moves: tuple[str, ...] = (), seat: int | None = None, iterations: int | None = 12,
                  level: str = "normal") -> Question:
    rules = get_rules("pond")
    state = rules.play(rules.new_game(2, 7, {}), *moves) if moves else rules.new_game(2, 7, {})
    return Question("pond", 2, 7, {}, moves, rules.to_move(state) if seat is None else seat, level,
                    think_seed=3, iterations=iterations)


def wait_for(worker: ComputerWorker):
    return wait_for_reply(worker.poll)


@pytest.fixture
def worker():
    made = ComputerWorker()
    yield made
    made.close()


def is_legal(question: Question, move: str) -> bool:
    rules = get_rules("pond")
    state = rules.new_game(2, 7, {})
    if question.moves:
        state = rules.play(state, *question.moves)
    return move in {str(legal) for legal in rules.legal_moves(state)}


def test_questions_and_thoughts_travel_as_typed_messages():
    request = Request(4, pond_question(("frog F",)))
    assert pickle.loads(pickle.dumps(request)) == request
    thought = JobReply(4, Thought("frog A", 12, 0.01))
    assert pickle.loads(pickle.dumps(thought)) == thought
    assert reply_of(thought) == Reply(4, "frog A", 12, 0.01)


def test_the_worker_starts_on_the_first_question_and_answers_a_legal_move(worker):
    assert worker.process is None  # nothing runs before the first question
    question = pond_question()
    asked = worker.ask(question)
    reply = wait_for(worker)
    assert reply.question_id == asked and reply.error is None
    assert is_legal(question, reply.move)
    assert reply.iterations == 12


def test_the_same_process_answers_the_next_question(worker):
    worker.ask(pond_question())
    wait_for(worker)
    first = worker.process.pid
    question = pond_question(("frog F",))
    worker.ask(question)
    reply = wait_for(worker)
    assert worker.process.pid == first
    assert is_legal(question, reply.move)


def test_a_new_question_replaces_the_pending_one_and_the_old_reply_is_dropped(worker):
    old = worker.ask(pond_question(iterations=400))
    question = pond_question(("frog F",))
    new = worker.ask(question)
    reply = wait_for(worker)
    assert new != old and reply.question_id == new
    assert is_legal(question, reply.move)
    assert worker.poll() is None  # the first question's answer never surfaces


def test_cancel_stops_a_long_thought_and_the_worker_takes_the_next_question(worker):
    worker.ask(pond_question(iterations=None, level="hard"))  # three seconds if nobody stopped it
    time.sleep(0.05)
    worker.cancel()
    assert not worker.busy and worker.poll() is None
    question = pond_question(iterations=5)
    worker.ask(question)
    reply = wait_for(worker)
    assert reply.error is None and is_legal(question, reply.move)


def test_a_question_about_a_finished_or_unknown_game_gets_an_error_reply(worker):
    worker.ask(Question("plans", 1, 0, {}, (), 0, iterations=3))
    reply = wait_for(worker)
    assert reply.move is None and "computer player" in reply.error


def test_close_ends_the_process_even_while_it_thinks():
    worker = ComputerWorker()
    worker.ask(pond_question(iterations=None, level="hard"))
    process = worker.process
    time.sleep(0.05)
    worker.close()
    assert not process_alive(process)
    assert worker.process is None and worker.poll() is None
    assert not [child for child in multiprocessing.active_children() if child.name == "computer-player"]


def process_alive(process) -> bool:
    try:
        return process.is_alive()
    except ValueError:  # closed: it ended and was cleaned up
        return False


def test_a_worker_that_dies_says_so_once_and_a_new_question_starts_a_new_one(worker):
    worker.ask(pond_question(iterations=None, level="hard"))
    worker.process.kill()
    reply = wait_for(worker)
    assert reply.move is None and reply.error
    question = pond_question(iterations=5)
    worker.ask(question)
    reply = wait_for(worker)
    assert reply.error is None and is_legal(question, reply.move)


def test_the_in_process_worker_answers_the_same_questions_with_its_own_budget():
    worker = InProcessWorker(iterations=4)
    question = pond_question(iterations=None)
    asked = worker.ask(question)
    reply = worker.poll()
    assert reply.question_id == asked and reply.iterations == 4 and is_legal(question, reply.move)
    assert worker.poll() is None
    worker.ask(question)
    worker.cancel()
    assert worker.poll() is None


def test_a_searched_move_comes_with_its_win_chance_and_the_runner_up():
    worker = InProcessWorker(iterations=200)
    worker.ask(pond_question(iterations=200))
    answered = worker.poll()
    assert answered is not None and answered.estimate is not None
    estimate = answered.estimate
    assert 0.0 <= estimate.chance <= 1.0
    assert estimate.runner_up is not None and estimate.runner_up != answered.move
    assert estimate.runner_up_chance is not None and 0.0 <= estimate.runner_up_chance <= 1.0
    assert is_legal(pond_question(), estimate.runner_up)


def test_a_move_chosen_without_search_has_no_estimate():
    from reflectgames.ai.mcts import SearchResult
    from reflectgames.ai.worker import estimate_of

    assert estimate_of(SearchResult("A1", 0, 0.0, {})) is None
    found = SearchResult("A1", 10, 0.1, {"A1": 7, "B2": 3}, {"A1": 0.7, "B2": 0.4})
    assert estimate_of(found) == Estimate(0.7, "B2", 0.4)
