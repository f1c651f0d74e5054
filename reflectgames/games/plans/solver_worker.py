"""The solver in a process of its own, so the window never waits for it.

The puzzle screens ask one question at a time (`SolverWorker.ask`) and poll
for the answer every frame (`poll`). The process is the background worker's
(`ai/background.py`) with one job per process: each question starts a fresh
process, and asking again or leaving cancels the question by ending it, so a
cancelled search leaves nothing behind. Questions (`SolveQuestion`,
`DealQuestion`) and replies (`SolveReply`, `DealReply`, `ErrorReply`) are
frozen dataclasses; a failure is one line in an `ErrorReply` and a traceback
in the window's log.

`solve_position` asks the solver package (`solver.solve.solve`) and replays
its answer through the rules; everything else here only carries questions
and answers.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from multiprocessing.process import BaseProcess

from reflectgames.ai.background import BACKGROUND_NICENESS, BackgroundWorker, JobReply, StopCheck, WorkerSpec
from reflectgames.games.plans.board import SUITS, Cell, parse_cell, parse_layout
from reflectgames.games.plans.codes import Puzzle
from reflectgames.games.plans.goals import suits_needed
from reflectgames.games.plans.observation import PlansObservation
from reflectgames.games.plans.position import Position
from reflectgames.games.plans.rules import RULES, has_legal_move, is_solved
from reflectgames.games.plans.state import PlansState

HINT_SECONDS = 6.0
TARGET_SECONDS = 10.0
DEAL_SECONDS = 20.0
STOPPED_MESSAGE = "The solver stopped without an answer."

_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Answer:
    moves: list[str] | None  # the rest of a solution as move texts; None when none was found
    proven: bool  # moves: nothing shorter exists; no moves: nothing exists at all
    stuck: bool = False  # no legal move at all from here


# --- the adapter over the solver package ---------------------------------------------------


def solve_position(position: Position, must_jump_from: Cell | None, goal: str, need: int,
                   seconds: float) -> Answer:
    """The rest of a shortest (or best found) solution from a position."""
    from reflectgames.games.plans.solver.solve import solve

    if is_solved(position, goal, need):
        return Answer([], True)
    if not has_legal_move(position.snapshot(), must_jump_from):
        return Answer(None, True, stuck=True)
    found = solve(position, goal, need, must_jump_from, time_limit=seconds)
    if found.moves is None:
        return Answer(None, False)
    return _checked(list(found.moves), found.proven, position, must_jump_from, goal, need)


def _checked(texts: list[str], proven: bool, position: Position, must_jump_from: Cell | None, goal: str,
             need: int) -> Answer:
    """Replay the solution through the rules: only moves the player could make are ever offered."""
    state = PlansState(position, goal, need, "", must_jump_from=must_jump_from)
    try:
        state = RULES.play(state, *texts)
    except ValueError:
        return Answer(None, False)
    return Answer(texts, proven) if is_solved(state.position, goal, need) else Answer(None, False)


def solve_puzzle(puzzle: Puzzle, seconds: float) -> tuple[list[str] | None, bool]:
    """A puzzle's solution from its start (the grading function `deal.deal_graded` takes)."""
    answer = solve_position(Position.from_layout(parse_layout(puzzle.layout)), None, puzzle.goal,
                            suits_needed(puzzle.suits), seconds)
    return answer.moves, answer.proven


# --- questions -------------------------------------------------------------------------------


@dataclass(frozen=True)
class SolveQuestion:
    """The rest of a shortest solution from a position: a hint, a target, a par or the whole solution."""

    position: Position
    must_jump_from: Cell | None
    goal: str
    need: int  # how many suits must meet the goal at once
    seconds: float


@dataclass(frozen=True)
class DealQuestion:
    """A puzzle of a level, graded by the solver."""

    level: str
    seed: int
    seconds: float


SolverQuestion = SolveQuestion | DealQuestion


def position_question(obs: PlansObservation, seconds: float = HINT_SECONDS) -> SolveQuestion:
    """A solve question from a plans observation."""
    forced = obs.must_jump_from
    return SolveQuestion(_position(obs.tiles, obs.coins), None if forced is None else (forced[0], forced[1]),
                         obs.goal, suits_needed(obs.suits), seconds)


def puzzle_question(puzzle: Puzzle, seconds: float = TARGET_SECONDS) -> SolveQuestion:
    """A solve question about a puzzle's start (its par), without building a game first."""
    return SolveQuestion(Position.from_layout(parse_layout(puzzle.layout)), None, puzzle.goal,
                         suits_needed(puzzle.suits), seconds)


def deal_question(level: str, seed: int, seconds: float = DEAL_SECONDS) -> DealQuestion:
    return DealQuestion(level, seed, seconds)


def _position(tiles: list[list[int]], coins: dict[str, str]) -> Position:
    """The position an observation shows (tiles as [x, y], coins as "x,y" -> suit letter)."""
    cells: list[set[Cell]] = [set() for _ in SUITS]
    for text, suit in coins.items():
        cell = parse_cell(text)
        if cell is not None:
            cells[SUITS.index(suit)].add(cell)
    sun, moon, anchor, crown = (frozenset(suit_cells) for suit_cells in cells)
    return Position(frozenset((x, y) for x, y in tiles), (sun, moon, anchor, crown))


# --- replies ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class SolveReply:
    """The answer to a `SolveQuestion`."""

    moves: list[str] | None  # the rest of a solution as move texts; None when none was found
    proven: bool  # moves: nothing shorter exists; no moves: nothing exists at all
    stuck: bool = False  # no legal move at all from here


@dataclass(frozen=True)
class DealReply:
    """The answer to a `DealQuestion`: the puzzle dealt and what the solver knows of it."""

    level: str
    puzzle: Puzzle
    moves: list[str] | None  # a best-known solution from the start
    proven: bool  # no shorter solution exists


@dataclass(frozen=True)
class ErrorReply:
    """Why a question got no answer."""

    message: str  # one short line for the window
    details: str = ""  # the traceback, already in the window's log


SolverReply = SolveReply | DealReply | ErrorReply


def answer(question: SolverQuestion) -> SolveReply | DealReply:
    """Answer one question (in whatever process calls it)."""
    if isinstance(question, SolveQuestion):
        found = solve_position(question.position, question.must_jump_from, question.goal, question.need,
                               question.seconds)
        return SolveReply(found.moves, found.proven, found.stuck)
    from reflectgames.games.plans.deal import deal_graded

    dealt = deal_graded(question.level, question.seed, solve_puzzle, question.seconds)
    return DealReply(question.level, dealt.puzzle, dealt.best, dealt.proven)


def _work(question: SolverQuestion, _should_stop: StopCheck) -> SolveReply | DealReply:
    # The solver keeps to each question's seconds; a cancel ends its process instead.
    return answer(question)


SOLVING: WorkerSpec[SolverQuestion, SolveReply | DealReply] = WorkerSpec(
    run=_work,
    name="plans-solver",
    label="the solver",
    log=_log,
    stopped_message=STOPPED_MESSAGE,
    one_job_per_process=True,
    niceness=BACKGROUND_NICENESS,  # its helper process inherits it: both cores, the window first
)


def reply_of(job: JobReply[SolveReply | DealReply]) -> SolverReply:
    if job.failure is not None:
        return ErrorReply(job.failure.message, job.failure.details)
    return job.result if job.result is not None else ErrorReply(STOPPED_MESSAGE)


class SolverWorker:
    """One question at a time in a child process; the window polls, never blocks."""

    def __init__(self) -> None:
        self.background = BackgroundWorker(SOLVING)

    @property
    def process(self) -> BaseProcess | None:
        """The process working on the question in progress, if any."""
        return self.background.process

    @property
    def busy(self) -> bool:
        return self.background.busy

    def ask(self, question: SolverQuestion) -> None:
        """Start answering `question`, cancelling any question still running."""
        self.background.submit(question)

    def poll(self) -> SolverReply | None:
        """The answer once it has come (then the worker is idle again), else None."""
        job = self.background.poll()
        return None if job is None else reply_of(job)

    def cancel(self) -> None:
        """Stop the question in progress, if any, and wait for its process to end."""
        self.background.cancel()


def puzzle_of(reply: DealReply) -> Puzzle:
    return reply.puzzle
