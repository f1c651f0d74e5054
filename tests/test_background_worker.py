"""The background worker: typed requests and replies, cancellation, failures in one line and a traceback
in the log, and a new process after a crash; kept or one per job, and the same jobs run inline."""

from __future__ import annotations

import logging
import os
import pickle
import sys
import time

import pytest
from background_tasks import KEPT, ONE_EACH, STOPPED, Chore
from worker_helpers import wait_for_reply

from reflectgames.ai.background import (
    MESSAGE_CHARS,
    BackgroundWorker,
    Cancel,
    Failure,
    InlineWorker,
    JobReply,
    Request,
    Stop,
)

QUIET = 0.3  # how long a cancelled job is watched for a reply that must never come
LONG = 30.0  # a wait that only a cancel ends in time


def wait_for(worker: BackgroundWorker[Chore, str]) -> JobReply[str]:
    return wait_for_reply(worker.poll)


def stays_silent(worker: BackgroundWorker[Chore, str]) -> bool:
    deadline = time.monotonic() + QUIET
    while time.monotonic() < deadline:
        if worker.poll() is not None:
            return False
        time.sleep(0.01)
    return True


@pytest.fixture
def kept():
    made = BackgroundWorker(KEPT)
    yield made
    made.close()


@pytest.fixture
def one_each():
    made = BackgroundWorker(ONE_EACH)
    yield made
    made.close()


def test_every_message_survives_the_trip_through_a_pipe_unchanged():
    failure = Failure("one line", "Traceback ...", expected=False)
    for message in (Request(3, Chore("echo", "hi")), Cancel(3), Stop(), JobReply(3, "HI"),
                    JobReply(4, None, failure)):
        assert pickle.loads(pickle.dumps(message)) == message


def test_a_job_is_answered_with_its_id_and_result_by_a_process_that_is_kept(kept):
    assert kept.process is None  # nothing runs before the first job
    first = kept.submit(Chore("echo", "hello"))
    assert kept.busy
    assert wait_for(kept) == JobReply(first, "HELLO")
    assert not kept.busy and kept.poll() is None
    pid = kept.process.pid
    second = kept.submit(Chore("echo", "again"))
    assert second != first and wait_for(kept) == JobReply(second, "AGAIN")
    assert kept.process.pid == pid


def test_a_cancelled_job_never_answers_and_the_process_takes_the_next(kept):
    kept.submit(Chore("wait", seconds=LONG))
    pid = kept.process.pid
    time.sleep(0.05)
    kept.cancel()
    assert not kept.busy and stays_silent(kept)
    began = time.monotonic()
    asked = kept.submit(Chore("echo", "next"))
    assert wait_for(kept) == JobReply(asked, "NEXT")
    assert time.monotonic() - began < LONG / 2  # the wait was stopped, not sat out
    assert kept.process.pid == pid


def test_a_new_job_supersedes_the_pending_one_whose_reply_is_dropped(kept):
    old = kept.submit(Chore("wait", seconds=LONG))
    new = kept.submit(Chore("echo", "new"))
    assert wait_for(kept) == JobReply(new, "NEW") and new != old
    assert stays_silent(kept)


def test_with_one_process_per_job_a_cancel_ends_the_process_and_its_reply_never_comes(one_each):
    one_each.submit(Chore("wait", seconds=LONG))
    process = one_each.process
    one_each.cancel()
    assert process._closed and one_each.process is None and not one_each.busy
    assert one_each.poll() is None
    asked = one_each.submit(Chore("echo", "fresh"))
    assert wait_for(one_each) == JobReply(asked, "FRESH")
    assert one_each.process is None  # the process ended with its answer


@pytest.mark.skipif(sys.platform == "win32", reason="Windows ends a process without a signal to unwind on")
def test_a_job_ended_by_a_cancel_is_unwound_first_so_it_can_end_what_it_started(one_each, tmp_path):
    marks = str(tmp_path / "job")
    one_each.submit(Chore("hold", marks))
    deadline = time.monotonic() + LONG
    while not os.path.exists(marks + ".started") and time.monotonic() < deadline:
        time.sleep(0.01)
    assert os.path.exists(marks + ".started")
    one_each.cancel()
    assert os.path.exists(marks + ".unwound"), "the job's finally ran before its process ended"


def test_with_one_process_per_job_a_new_job_ends_the_running_one(one_each):
    one_each.submit(Chore("wait", seconds=LONG))
    first = one_each.process
    asked = one_each.submit(Chore("echo", "second"))
    assert first._closed and one_each.process is not first
    assert wait_for(one_each) == JobReply(asked, "SECOND")


def test_a_failing_job_gives_one_line_to_the_window_and_its_traceback_to_the_log(kept, caplog):
    asked = kept.submit(Chore("fail", "a bug in the chore " + "x" * 500 + "\nsecond line"))
    with caplog.at_level(logging.WARNING, logger="tests.chores"):
        reply = wait_for(kept)
    assert reply.job_id == asked and reply.result is None and reply.failure is not None
    message = reply.failure.message
    assert message.startswith("a bug in the chore") and len(message) <= MESSAGE_CHARS and "\n" not in message
    assert not reply.failure.expected and "RuntimeError" in reply.failure.details
    (record,) = [r for r in caplog.records if r.name == "tests.chores"]
    assert record.levelno == logging.ERROR
    assert "Traceback" in record.getMessage() and "second line" in record.getMessage()
    asked = kept.submit(Chore("echo", "still here"))
    assert wait_for(kept) == JobReply(asked, "STILL HERE")


def test_a_refusal_the_spec_names_is_logged_as_a_warning(kept, caplog):
    kept.submit(Chore("refuse", "not that"))
    with caplog.at_level(logging.WARNING, logger="tests.chores"):
        reply = wait_for(kept)
    assert reply.failure is not None and reply.failure.expected and reply.failure.message == "not that"
    (record,) = [r for r in caplog.records if r.name == "tests.chores"]
    assert record.levelno == logging.WARNING and "Traceback" in record.getMessage()


@pytest.mark.parametrize("spec", [KEPT, ONE_EACH], ids=["kept", "one each"])
def test_a_process_that_dies_says_so_once_and_the_next_job_starts_a_new_one(spec, caplog):
    worker = BackgroundWorker(spec)
    try:
        asked = worker.submit(Chore("crash"))
        with caplog.at_level(logging.ERROR, logger="tests.chores"):
            reply = wait_for(worker)
        assert reply == JobReply(asked, None, Failure(STOPPED, "", expected=False))
        assert "ended without answering" in caplog.text and "exit code 3" in caplog.text
        assert worker.poll() is None and not worker.busy
        asked = worker.submit(Chore("echo", "again"))
        assert wait_for(worker) == JobReply(asked, "AGAIN")
    finally:
        worker.close()


def test_close_ends_the_process_even_while_a_job_runs():
    worker = BackgroundWorker(KEPT)
    worker.submit(Chore("wait", seconds=LONG))
    process = worker.process
    worker.close()
    assert process._closed and worker.process is None and worker.poll() is None


def test_the_inline_worker_runs_the_same_jobs_inside_poll(caplog):
    worker = InlineWorker(KEPT)
    asked = worker.submit(Chore("echo", "here"))
    assert worker.busy
    assert worker.poll() == JobReply(asked, "HERE")
    assert worker.poll() is None
    worker.submit(Chore("echo", "dropped"))
    worker.cancel()
    assert worker.poll() is None
    worker.submit(Chore("fail", "inline bug"))
    with caplog.at_level(logging.ERROR, logger="tests.chores"):
        reply = worker.poll()
    assert reply is not None and reply.failure is not None and reply.failure.message == "inline bug"
    assert "Traceback" in caplog.text


class _EndingProcess:
    """A process whose pipe broke before it was reaped: its exit code is known only after join."""

    def __init__(self) -> None:
        self.exitcode: int | None = None

    def is_alive(self) -> bool:
        return self.exitcode is None

    def join(self, timeout: float | None = None) -> None:
        self.exitcode = 3

    def terminate(self) -> None:
        pass

    kill = terminate
    close = terminate


class _BrokenPipe:
    def poll(self) -> bool:
        raise EOFError

    def close(self) -> None:
        pass


def test_a_death_seen_through_the_pipe_before_the_process_is_reaped_still_gives_its_exit_code(caplog):
    worker = BackgroundWorker(KEPT)
    worker.process, worker.connection, worker.pending = _EndingProcess(), _BrokenPipe(), 7  # type: ignore[assignment]
    with caplog.at_level(logging.ERROR, logger="tests.chores"):
        reply = worker.poll()
    assert reply == JobReply(7, None, Failure(STOPPED, "", expected=False))
    assert "exit code 3" in caplog.text and worker.process is None
