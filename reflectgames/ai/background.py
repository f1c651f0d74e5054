"""One background worker for long jobs (the computer players' thinking, the Plans solver).

The window submits a typed task (`BackgroundWorker.submit`) and polls every
frame (`poll`), so it never waits. Everything on the pipe is a frozen
dataclass: a `Request` (job id and task) goes out, a `JobReply` (job id and
the task's result, or a `Failure`) comes back, and `Cancel` and `Stop` steer
the process. Only the latest job is wanted: submitting again supersedes the
pending job and a reply to an older one is dropped; a cancelled job's reply
is never delivered.

The process starts from the `spawn` context (the same on every platform and
in the frozen build) on the first job. A `WorkerSpec` says how it lives:
either one process serves every job and is kept (spawning costs a few tenths
of a second; while a job runs its task is told to stop as soon as anything
arrives on the pipe), or each job gets a fresh process that a cancel ends
(a search that cannot be interrupted leaves nothing behind). A process that
died is replaced by the next job; the pending job gets one failure reply.

A failure inside a task is caught where it happens: the reply carries one
clear line for the window and the full traceback, which the window's process
writes to its own log (the worker process has no log file). A refusal the
spec names (a task the rules turn down) is logged as a warning, anything
else as an error: it is a bug.

`InlineWorker` runs the same specs inside `poll`, without a process: for tools
and tests.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import signal
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any, Generic, TypeVar

# The priority a search runs at below the window's, so the window's frames come first on a busy machine.
BACKGROUND_NICENESS = 5

MESSAGE_CHARS = 160  # the window shows one short line; the log gets the whole traceback
JOIN_SECONDS = 1.0  # how long an ending process is given at each step before it is pushed harder
NO_JOB = -1  # the job id of a reply that belongs to no job (a process that died while idle)

TaskT = TypeVar("TaskT")
ResultT = TypeVar("ResultT")

StopCheck = Callable[[], bool]  # asked now and then by a long task: True when its answer is no longer wanted


# --- what travels on the pipe ------------------------------------------------------------


@dataclass(frozen=True)
class Request(Generic[TaskT]):
    job_id: int
    task: TaskT


@dataclass(frozen=True)
class Cancel:
    job_id: int  # the job whose answer is no longer wanted


@dataclass(frozen=True)
class Stop:
    """The window is done with the process: it ends."""


@dataclass(frozen=True)
class Failure:
    message: str  # one short line for the window
    details: str  # the formatted traceback, for the log (never shown to the player); empty if none
    expected: bool  # a refusal the spec names, not a bug


@dataclass(frozen=True)
class JobReply(Generic[ResultT]):
    job_id: int
    result: ResultT | None  # None exactly when there is a failure
    failure: Failure | None = None


@dataclass(frozen=True)
class WorkerSpec(Generic[TaskT, ResultT]):
    """What a worker does and how its process lives (sent to the process: module-level functions only)."""

    run: Callable[[TaskT, StopCheck], ResultT]
    name: str  # the process's name
    label: str  # who failed, in the log ("the solver")
    log: logging.Logger  # the user's logger: failures are logged under its name, in the window's process
    stopped_message: str  # the window's line when the process ended without answering
    refusals: tuple[type[Exception], ...] = ()  # exceptions that mean "refused", logged as warnings
    one_job_per_process: bool = False  # a fresh process per job, ended by a cancel
    niceness: int = 0  # how much lower the process's priority is than the window's (BACKGROUND_NICENESS)


# --- running a job (in whichever process holds it) ----------------------------------------


def failure_of(error: BaseException, expected: bool) -> Failure:
    """One clear line for the window and the traceback for the log."""
    text = " ".join((str(error) or type(error).__name__).split())
    if len(text) > MESSAGE_CHARS:
        text = text[: MESSAGE_CHARS - 3] + "..."
    details = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    return Failure(text, details, expected)


def never_stop() -> bool:
    return False


def run_job(spec: WorkerSpec[TaskT, ResultT], request: Request[TaskT],
            should_stop: StopCheck = never_stop) -> JobReply[ResultT]:
    """The job's reply: its result, or its failure (never an exception)."""
    try:
        result = spec.run(request.task, should_stop)
    except spec.refusals as error:
        return JobReply(request.job_id, None, failure_of(error, expected=True))
    except Exception as error:  # a bug: the window logs the traceback, shows one line and stays usable
        return JobReply(request.job_id, None, failure_of(error, expected=False))
    return JobReply(request.job_id, result)


def log_failure(spec: WorkerSpec[Any, Any], reply: JobReply[Any]) -> None:
    """Write a failed job's traceback to the log of the process that shows the reply (the window)."""
    failure = reply.failure
    if failure is None or not failure.details:
        return
    level = logging.WARNING if failure.expected else logging.ERROR
    spec.log.log(level, "%s could not answer job %s: %s\n%s", spec.label, reply.job_id, failure.message,
                 failure.details.rstrip())


def answer_here(spec: WorkerSpec[TaskT, ResultT], request: Request[TaskT]) -> JobReply[ResultT]:
    """Run a job in this process and log its failure as the window would: the in-process path."""
    reply = run_job(spec, request)
    log_failure(spec, reply)
    return reply


def _lower_priority(niceness: int) -> None:
    # On a busy machine the window's frames come first; the job takes what is left.
    if niceness and hasattr(os, "nice"):
        try:
            os.nice(niceness)
        except OSError:
            return  # not allowed here: the job runs at the window's priority


class Terminated(BaseException):
    """Raised in a worker when the window ends it: not an error for any job to catch."""


def _unwind_on_terminate() -> None:
    # terminate() is how the window ends a job it no longer wants. Unwinding the job before the
    # process ends lets it end what it started (the Plans solver's helper process), so nothing is
    # left behind.
    def unwind(_signal: int, _frame: object) -> None:
        raise Terminated

    if hasattr(signal, "SIGTERM"):
        signal.signal(signal.SIGTERM, unwind)


def serve(connection: Connection, spec: WorkerSpec[Any, Any]) -> None:
    """The worker process: answer requests until told to stop or the window goes away."""
    _lower_priority(spec.niceness)
    _unwind_on_terminate()
    with contextlib.suppress(Terminated):  # ended by the window: the job has unwound
        _answer_requests(connection, spec)
    # Nothing is left to do: freeing this process's memory one object at a time (hundreds of
    # megabytes of a search's tables) would only keep the window waiting for it to end.
    for stream in (sys.stdout, sys.stderr):
        if stream is not None:
            stream.flush()
    os._exit(0)


def _answer_requests(connection: Connection, spec: WorkerSpec[Any, Any]) -> None:
    """Answer requests until told to stop or the window goes away."""

    def interrupted() -> bool:
        # A cancel, a newer request or a closed pipe all make the running job useless.
        return connection.poll()

    waiting: object = None  # a message that arrived while a job ran
    while True:
        try:
            message = waiting if waiting is not None else connection.recv()
        except (EOFError, OSError):
            return  # the window closed its end: nobody is left to answer
        waiting = None
        if isinstance(message, Stop):
            return
        if not isinstance(message, Request):
            continue  # a cancel for a job already answered
        reply = run_job(spec, message, interrupted)
        if connection.poll():
            try:
                waiting = connection.recv()
            except (EOFError, OSError):
                return
            if isinstance(waiting, Cancel) and waiting.job_id == message.job_id:
                waiting = None
                continue  # that job was cut short on purpose: its answer is not wanted
        try:
            connection.send(reply)
        except (OSError, ValueError):
            return
        if spec.one_job_per_process:
            return


# --- the window's side ---------------------------------------------------------------------


class BackgroundWorker(Generic[TaskT, ResultT]):
    """One child process, one pending job at a time; never blocks the caller."""

    def __init__(self, spec: WorkerSpec[TaskT, ResultT]) -> None:
        self.spec = spec
        self.process: BaseProcess | None = None
        self.connection: Connection | None = None
        self.pending: int | None = None  # the id of the job whose answer is wanted
        self._next_id = 0
        self.started_seconds: float | None = None  # how long the last process start took (for measuring)

    @property
    def busy(self) -> bool:
        return self.pending is not None

    def _start(self) -> None:
        began = time.perf_counter()
        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe(duplex=True)
        process = context.Process(target=serve, args=(theirs, self.spec), daemon=True, name=self.spec.name)
        process.start()
        theirs.close()  # the child holds its own copy; ours would hide the child's end of the pipe
        self.process, self.connection = process, ours
        self.started_seconds = time.perf_counter() - began

    def _send(self, message: Request[TaskT] | Cancel | Stop) -> bool:
        if self.connection is None:
            return False
        try:
            self.connection.send(message)
        except (OSError, ValueError):
            return False
        return True

    def submit(self, task: TaskT) -> int:
        """Start on `task`, superseding any pending job; returns the new job's id."""
        if self.spec.one_job_per_process:
            self.cancel()
        self._next_id += 1
        request = Request(self._next_id, task)
        if self.process is None or not self.process.is_alive():
            self._shut_down()
            self._start()
        if not self._send(request):
            self._shut_down()  # the pipe broke under us: one fresh process, then give up honestly
            self._start()
            self._send(request)
        self.pending = request.job_id
        return request.job_id

    def poll(self) -> JobReply[ResultT] | None:
        """The pending job's reply once it has come, else None; replies to older jobs are dropped."""
        if self.pending is None or self.connection is None:
            return None
        try:
            reply = self._received()
            if reply is None and self.process is not None and not self.process.is_alive():
                reply = self._received()  # it may have answered just before it ended
                if reply is None:
                    return self._died()
        except (EOFError, OSError):
            return self._died()
        if reply is not None:
            self.pending = None
            if self.spec.one_job_per_process:
                self._shut_down()  # its process ends with its answer
            log_failure(self.spec, reply)
        return reply

    def _received(self) -> JobReply[ResultT] | None:
        """The pending job's reply if it is in the pipe (older ones are read and dropped)."""
        connection = self.connection
        while connection is not None and connection.poll():
            message = connection.recv()
            if isinstance(message, JobReply) and message.job_id == self.pending:
                return message
        return None

    def _died(self) -> JobReply[ResultT]:
        job_id = self.pending if self.pending is not None else NO_JOB
        self.pending = None
        process = self.process
        if process is not None:
            # The pipe can break before the process is reaped: wait for its end so the exit code is known.
            process.join(timeout=JOIN_SECONDS)
        code = process.exitcode if process is not None else None
        self.spec.log.error("%s's process ended without answering job %s (exit code %s)", self.spec.label,
                            job_id, code)
        self._shut_down()
        return JobReply(job_id, None, Failure(self.spec.stopped_message, "", expected=False))

    def cancel(self) -> None:
        """Forget the pending job: its reply is never delivered, and its process stops working on it."""
        if self.spec.one_job_per_process:
            self._shut_down(terminate=True)
        elif self.pending is not None:
            self._send(Cancel(self.pending))
        self.pending = None

    def close(self) -> None:
        """End the process (a job in progress is abandoned); a later job starts a new one."""
        if not self.spec.one_job_per_process:
            self._send(Stop())
        self.pending = None
        self._shut_down(terminate=self.spec.one_job_per_process)

    def _shut_down(self, terminate: bool = False) -> None:
        process, connection = self.process, self.connection
        self.process = self.connection = None
        if process is not None:
            if terminate and process.is_alive():
                process.terminate()
            process.join(timeout=JOIN_SECONDS)
            if process.is_alive():
                process.terminate()
                process.join(timeout=JOIN_SECONDS)
            if process.is_alive():
                process.kill()
                process.join(timeout=JOIN_SECONDS)
        if connection is not None:
            connection.close()
        if process is not None:
            process.close()


class InlineWorker(Generic[TaskT, ResultT]):
    """The same jobs and replies, run inside `poll` in this process (the caller waits)."""

    def __init__(self, spec: WorkerSpec[TaskT, ResultT]) -> None:
        self.spec = spec
        self.pending: int | None = None
        self._task: TaskT | None = None
        self._next_id = 0

    @property
    def busy(self) -> bool:
        return self.pending is not None

    def submit(self, task: TaskT) -> int:
        self._next_id += 1
        self.pending, self._task = self._next_id, task
        return self._next_id

    def poll(self) -> JobReply[ResultT] | None:
        if self.pending is None or self._task is None:
            return None
        request = Request(self.pending, self._task)
        self.pending = self._task = None
        return answer_here(self.spec, request)

    def cancel(self) -> None:
        self.pending = self._task = None

    def close(self) -> None:
        self.cancel()
