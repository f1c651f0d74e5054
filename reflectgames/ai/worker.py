"""The computer players think in a process of their own, so the window never waits for them.

The window asks (`ComputerWorker.ask`) and polls every frame (`poll`). A
question describes the match as its save file does (game id, players, seed,
options, move texts); the worker replays the moves through the rules and asks
`players.think` for one seat's move, which looks only at that seat's
observation. Questions carry an id: asking again replaces the pending
question, and a reply to an older one is dropped, so a move thought for a
position that was undone meanwhile is never played.

One process serves every question, started on the first one from the
`spawn` context (the same on every platform and in the frozen build) and
kept: spawning costs a few tenths of a second, a question costs nothing
more. While it thinks it watches its pipe, so a cancel, a newer question or
the window closing stops the search at once. A worker that died is replaced
on the next question; the caller gets one error reply meanwhile.

`InProcessWorker` offers the same questions and answers without a process,
thinking inside `poll`: for tools and tests that use tiny iteration budgets
and need no responsive window.
"""

from __future__ import annotations

import atexit
import dataclasses
import logging
import multiprocessing
import os
import time
import traceback
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

STOPPED_MESSAGE = "The computer player stopped unexpectedly."
WORKER_NICENESS = 5
MESSAGE_CHARS = 160  # the window shows one short line; the log gets the whole traceback

_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Question:
    """One seat's decision in a match described as its save file describes it."""

    game_id: str
    players: int
    seed: int
    options: Mapping[str, Any]
    moves: Sequence[str]
    seat: int
    level: str = "normal"
    think_seed: int = 0
    # An exact number of search iterations instead of the level's seconds (deterministic, for tests).
    iterations: int | None = None

    def as_message(self, question_id: int) -> dict[str, Any]:
        return {
            "kind": "think", "id": question_id, "game": self.game_id, "players": self.players,
            "seed": self.seed, "options": dict(self.options), "moves": list(self.moves), "seat": self.seat,
            "level": self.level, "think_seed": self.think_seed, "iterations": self.iterations,
        }


@dataclass(frozen=True)
class Reply:
    question_id: int
    move: str | None  # the move text; None with an error
    iterations: int = 0
    seconds: float = 0.0
    error: str | None = None
    # The formatted traceback of the error, for the log (never shown to the player).
    details: str | None = None


# --- thinking (in whichever process calls it) ----------------------------------------------


def error_message(question_id: Any, error: BaseException, expected: bool) -> dict[str, Any]:
    """An error reply: one short line for the player, the traceback for the window's log.

    `expected` is False for a bug (anything but a refusal of the rules), so the log says which.
    """
    text = " ".join((str(error) or type(error).__name__).split())
    if len(text) > MESSAGE_CHARS:
        text = text[: MESSAGE_CHARS - 3] + "..."
    details = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    return {"kind": "error", "id": question_id, "message": text, "traceback": details, "expected": expected}


def log_error_reply(message: Mapping[str, Any]) -> None:
    """Write an error reply's traceback to the log of the process that shows it (the window)."""
    details = message.get("traceback")
    if not details:
        return
    level = logging.WARNING if message.get("expected") else logging.ERROR
    _log.log(level, "the computer player could not answer question %s: %s\n%s", message.get("id"),
             message.get("message"), str(details).rstrip())


def answer(message: Mapping[str, Any], should_stop: Any = None) -> dict[str, Any]:
    """Replay the match, think for the seat, and say which move (or why none)."""
    from reflectgames.ai.players import think
    from reflectgames.games import get_rules

    rules = get_rules(message["game"])
    try:
        state = rules.new_game(message["players"], message["seed"], message["options"])
        if message["moves"]:
            state = rules.play(state, *message["moves"])
        found = think(message["game"], state, message["seat"], level=message["level"],
                      seed=message["think_seed"], iterations=message["iterations"], should_stop=should_stop)
    except ValueError as error:  # an illegal replay, a finished game, a game without a computer player
        return error_message(message["id"], error, expected=True)
    return {"kind": "move", "id": message["id"], "move": str(found.move), "iterations": found.iterations,
            "seconds": round(found.seconds, 4)}


def serve(connection: Any) -> None:
    """The worker process: answer questions until told to stop or the window goes away."""
    if hasattr(os, "nice"):
        # On a busy machine the window's frames come first; thinking takes what is left.
        try:
            os.nice(WORKER_NICENESS)
        except OSError:
            pass
    waiting: dict[str, Any] | None = None  # a message that arrived while thinking
    while True:
        try:
            message = waiting if waiting is not None else connection.recv()
        except (EOFError, OSError):
            return  # the window closed its end: nobody is left to answer
        waiting = None
        if message["kind"] == "stop":
            return
        if message["kind"] != "think":
            continue  # a cancel for a question already answered

        def interrupted() -> bool:
            # A cancel, a newer question or a closed pipe all make this search useless.
            return bool(connection.poll())

        try:
            reply = answer(message, should_stop=interrupted)
        except Exception as error:  # a bug: the window logs the traceback, shows one line, stays playable
            reply = error_message(message["id"], error, expected=False)
        if connection.poll():
            try:
                waiting = connection.recv()
            except (EOFError, OSError):
                return
            if waiting["kind"] == "cancel" and waiting.get("id") == message["id"]:
                waiting = None
                continue  # that search was cut short on purpose: its move is not wanted
        try:
            connection.send(reply)
        except (OSError, ValueError):
            return


def _reply_of(message: Mapping[str, Any]) -> Reply:
    if message.get("kind") == "move":
        return Reply(message["id"], message["move"], message.get("iterations", 0),
                     message.get("seconds", 0.0))
    log_error_reply(message)
    return Reply(message.get("id", -1), None, error=message.get("message") or STOPPED_MESSAGE,
                 details=message.get("traceback"))


# --- the window's side ------------------------------------------------------------------------


class ComputerWorker:
    """One persistent child process, one pending question at a time; never blocks the caller."""

    def __init__(self) -> None:
        self.process: multiprocessing.process.BaseProcess | None = None
        self.connection: Any = None
        self.pending: int | None = None  # id of the question whose answer is wanted
        self._next_id = 0
        self.started_seconds: float | None = None  # how long the last process start took (for measuring)

    @property
    def busy(self) -> bool:
        return self.pending is not None

    def _start(self) -> None:
        began = time.perf_counter()
        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe(duplex=True)
        process = context.Process(target=serve, args=(theirs,), daemon=True, name="computer-player")
        process.start()
        theirs.close()  # the child holds its own copy; ours would hide the child's end of the pipe
        self.process, self.connection = process, ours
        self.started_seconds = time.perf_counter() - began

    def _send(self, message: dict[str, Any]) -> bool:
        try:
            self.connection.send(message)
        except (OSError, ValueError):
            return False
        return True

    def ask(self, question: Question) -> int:
        """Start thinking about `question` (replacing any pending one); returns its id."""
        self._next_id += 1
        question_id = self._next_id
        if self.process is None or not self.process.is_alive():
            self._shut_down()
            self._start()
        if not self._send(question.as_message(question_id)):
            self._shut_down()  # the pipe broke under us: one fresh process, then give up honestly
            self._start()
            self._send(question.as_message(question_id))
        self.pending = question_id
        return question_id

    def poll(self) -> Reply | None:
        """The reply to the pending question once it has come, else None; older replies are dropped."""
        if self.pending is None or self.connection is None:
            return None
        try:
            while self.connection.poll():
                message = self.connection.recv()
                if message.get("id") == self.pending:
                    self.pending = None
                    return _reply_of(message)
        except (EOFError, OSError):
            return self._died()
        if self.process is not None and not self.process.is_alive():
            return self._died()
        return None

    def _died(self) -> Reply:
        question_id = self.pending if self.pending is not None else -1
        self.pending = None
        code = self.process.exitcode if self.process is not None else None
        _log.error("the computer player's process ended without answering question %s (exit code %s)",
                   question_id, code)
        self._shut_down()
        return Reply(question_id, None, error=STOPPED_MESSAGE)

    def cancel(self) -> None:
        """Forget the pending question; the process stops searching and waits for the next one."""
        if self.pending is not None and self.connection is not None:
            self._send({"kind": "cancel", "id": self.pending})
        self.pending = None

    def close(self) -> None:
        """End the process (a thought in progress is abandoned); a later question starts a new one."""
        if self.connection is not None:
            self._send({"kind": "stop"})
        self.pending = None
        self._shut_down()

    def _shut_down(self) -> None:
        process, connection = self.process, self.connection
        self.process = self.connection = None
        if process is not None:
            process.join(timeout=1.0)
            if process.is_alive():
                process.terminate()
                process.join(timeout=1.0)
            if process.is_alive():
                process.kill()
                process.join(timeout=1.0)
        if connection is not None:
            connection.close()
        if process is not None:
            process.close()


class InProcessWorker:
    """The same questions and replies, thought inside `poll` in this process (the caller waits).

    `iterations` overrides every question's budget, so a whole game stays quick and repeatable.
    """

    def __init__(self, iterations: int | None = None) -> None:
        self.iterations = iterations
        self.pending: int | None = None
        self._question: Question | None = None
        self._next_id = 0
        self.asked: list[Question] = []  # every question, in order (what the caller asked, for checking)

    @property
    def busy(self) -> bool:
        return self.pending is not None

    def ask(self, question: Question) -> int:
        self._next_id += 1
        self.pending, self._question = self._next_id, question
        self.asked.append(question)
        return self._next_id

    def poll(self) -> Reply | None:
        if self.pending is None or self._question is None:
            return None
        question_id, question = self.pending, self._question
        self.pending = self._question = None
        if self.iterations is not None:
            question = dataclasses.replace(question, iterations=self.iterations)
        try:
            return _reply_of(answer(question.as_message(question_id)))
        except Exception as error:  # the same reply the process would send, logged the same way
            return _reply_of(error_message(question_id, error, expected=False))

    def cancel(self) -> None:
        self.pending = self._question = None

    def close(self) -> None:
        self.cancel()


_shared: ComputerWorker | None = None


def shared_worker() -> ComputerWorker:
    """The app's one worker; its process starts with the first question and ends with the app."""
    global _shared
    if _shared is None:
        _shared = ComputerWorker()
        atexit.register(_shared.close)
    return _shared
