"""Errors in the worker processes reach the window's log with their traceback.

The player sees one short line; the log gets the whole story.
"""

from __future__ import annotations

import logging
from typing import Any

import pytest
from worker_helpers import wait_for_reply

from reflectgames.ai import players
from reflectgames.ai.worker import ComputerWorker, InProcessWorker, Question
from reflectgames.games.plans.solver_worker import DealQuestion, ErrorReply, SolverWorker


def _wait(poll: Any) -> Any:
    return wait_for_reply(poll)


def test_a_refusal_in_the_computer_players_process_is_logged_in_the_window_with_its_traceback(
    caplog: pytest.LogCaptureFixture,
) -> None:
    worker = ComputerWorker()
    try:
        worker.ask(Question("plans", 1, 0, {}, (), 0, iterations=3))
        with caplog.at_level(logging.WARNING, logger="reflectgames.ai.worker"):
            reply = _wait(worker.poll)
    finally:
        worker.close()
    assert reply.move is None and "computer player" in reply.error and "\n" not in reply.error
    assert reply.details and "Traceback" in reply.details
    assert "Traceback" in caplog.text and "has no computer player" in caplog.text


def test_a_bug_while_thinking_is_logged_as_an_error_and_the_line_stays_short(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture,
) -> None:
    def broken(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("a bug in the search " + "x" * 500 + "\nsecond line")

    monkeypatch.setattr(players, "think", broken)
    worker = InProcessWorker(iterations=3)
    worker.ask(Question("pond", 2, 7, {}, (), 0, iterations=3))
    with caplog.at_level(logging.ERROR, logger="reflectgames.ai.worker"):
        reply = worker.poll()
    assert reply is not None and reply.move is None and reply.error and reply.details
    assert reply.error.startswith("a bug in the search") and len(reply.error) <= 160
    assert "\n" not in reply.error
    assert "RuntimeError" in reply.details and "second line" in reply.details
    (record,) = [r for r in caplog.records if r.name == "reflectgames.ai.worker"]
    assert record.levelno == logging.ERROR and "Traceback" in record.getMessage()


def test_an_error_in_the_solver_process_is_logged_in_the_window_with_its_traceback(
    caplog: pytest.LogCaptureFixture,
) -> None:
    worker = SolverWorker()
    try:
        worker.ask(DealQuestion("nonsense", 1, 5.0))  # no such level
        with caplog.at_level(logging.ERROR, logger="reflectgames.games.plans.solver_worker"):
            reply = _wait(worker.poll)
    finally:
        worker.cancel()
    assert isinstance(reply, ErrorReply) and "nonsense" in reply.message and "\n" not in reply.message
    assert "Traceback" in reply.details
    assert "Traceback" in caplog.text and "Unknown level" in caplog.text
