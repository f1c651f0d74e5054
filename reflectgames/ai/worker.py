"""The computer players think in a process of their own, so the window never waits for them.

The window asks (`ComputerWorker.ask`) and polls every frame (`poll`). A
`Question` describes the match as its save file does (game id, players, seed,
options, move texts); the worker replays the moves through the rules and asks
`players.think` for one seat's move, which looks only at that seat's
observation. Questions carry an id: asking again replaces the pending
question, and a reply to an older one is dropped, so a move thought for a
position that was undone meanwhile is never played.

The process is the background worker's (`ai/background.py`): one process
serves every question, started on the first one and kept, since spawning
costs a few tenths of a second and a question nothing more. While it thinks
it watches its pipe, so a cancel, a newer question or the window closing
stops the search at once. A worker that died is replaced on the next
question; the caller gets one error reply meanwhile. A failure is one line in
the `Reply` and a traceback in the window's log.

`InProcessWorker` offers the same questions and answers without a process,
thinking inside `poll`: for tools and tests that use tiny iteration budgets
and need no responsive window.
"""

from __future__ import annotations

import atexit
import dataclasses
import functools
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from multiprocessing.process import BaseProcess
from typing import TYPE_CHECKING, Any

from reflectgames.ai.background import (
    BACKGROUND_NICENESS,
    BackgroundWorker,
    JobReply,
    Request,
    StopCheck,
    WorkerSpec,
    answer_here,
    never_stop,
)

if TYPE_CHECKING:
    from reflectgames.ai.mcts import SearchResult

STOPPED_MESSAGE = "The computer player stopped unexpectedly."

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
    # The player's language: a word the computer chooses where the game names no language is in it.
    language: str = "en"


@dataclass(frozen=True)
class Estimate:
    """How the search rated its move and its next choice: the mover's chance to win after each."""

    chance: float
    runner_up: str | None = None
    runner_up_chance: float | None = None


@dataclass(frozen=True)
class Thought:
    """What the search found: the move's text, how long it took and, after a search, its estimate."""

    move: str
    iterations: int
    seconds: float
    estimate: Estimate | None = None


@dataclass(frozen=True)
class Reply:
    question_id: int
    move: str | None  # the move text; None with an error
    iterations: int = 0
    seconds: float = 0.0
    error: str | None = None
    # The formatted traceback of the error, for the log (never shown to the player).
    details: str | None = None
    estimate: Estimate | None = None


SECONDS_DIGITS = 4  # a thought's duration is reported to a tenth of a millisecond


class Refused(ValueError):
    """The rules turned the question down: an illegal replay, a finished game, a game without a
    computer player. Logged as a warning; any other failure is a bug."""


def answer(question: Question, should_stop: StopCheck = never_stop) -> Thought:
    """Replay the match and think for the seat (in whichever process calls it)."""
    from reflectgames.ai import players
    from reflectgames.games import get_rules

    rules = get_rules(question.game_id)
    try:
        state = rules.new_game(question.players, question.seed, question.options)
        if question.moves:
            state = rules.play(state, *question.moves)
        found = players.think(question.game_id, state, question.seat, level=question.level,
                              seed=question.think_seed, iterations=question.iterations,
                              should_stop=should_stop, language=question.language)
    except ValueError as error:
        raise Refused(str(error)) from error
    return Thought(str(found.move), found.iterations, round(found.seconds, SECONDS_DIGITS),
                   estimate_of(found))


def estimate_of(found: SearchResult) -> Estimate | None:
    """The search's rating of its move and of the runner-up (None for a move chosen without search)."""
    chance = found.chances.get(str(found.move))
    if chance is None:
        return None
    runner_up = found.runner_up()
    return Estimate(chance, runner_up, None if runner_up is None else found.chances.get(runner_up))


THINKING: WorkerSpec[Question, Thought] = WorkerSpec(
    run=answer,
    name="computer-player",
    label="the computer player",
    log=_log,
    stopped_message=STOPPED_MESSAGE,
    refusals=(Refused,),
    niceness=BACKGROUND_NICENESS,
)


def reply_of(job: JobReply[Thought]) -> Reply:
    """The job's reply in the play scene's terms."""
    if job.failure is not None:
        return Reply(job.job_id, None, error=job.failure.message, details=job.failure.details or None)
    if job.result is None:  # neither a move nor a failure: treated as the process stopping
        return Reply(job.job_id, None, error=STOPPED_MESSAGE)
    return Reply(job.job_id, job.result.move, job.result.iterations, job.result.seconds,
                 estimate=job.result.estimate)


class ComputerWorker:
    """One persistent child process, one pending question at a time; never blocks the caller."""

    def __init__(self) -> None:
        self.background = BackgroundWorker(THINKING)

    @property
    def process(self) -> BaseProcess | None:
        """The worker process while it runs (None before the first question and after `close`)."""
        return self.background.process

    @property
    def pending(self) -> int | None:
        """The id of the question whose answer is wanted."""
        return self.background.pending

    @property
    def started_seconds(self) -> float | None:
        """How long the last process start took (for measuring)."""
        return self.background.started_seconds

    @property
    def busy(self) -> bool:
        return self.background.busy

    def ask(self, question: Question) -> int:
        """Start thinking about `question` (replacing any pending one); returns its id."""
        return self.background.submit(question)

    def poll(self) -> Reply | None:
        """The reply to the pending question once it has come, else None; older replies are dropped."""
        job = self.background.poll()
        return None if job is None else reply_of(job)

    def cancel(self) -> None:
        """Forget the pending question; the process stops searching and waits for the next one."""
        self.background.cancel()

    def close(self) -> None:
        """End the process (a thought in progress is abandoned); a later question starts a new one."""
        self.background.close()


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
        return reply_of(answer_here(THINKING, Request(question_id, question)))

    def cancel(self) -> None:
        self.pending = self._question = None

    def close(self) -> None:
        self.cancel()


@functools.cache
def shared_worker() -> ComputerWorker:
    """The app's one worker; its process starts with the first question and ends with the app."""
    worker = ComputerWorker()
    atexit.register(worker.close)
    return worker
