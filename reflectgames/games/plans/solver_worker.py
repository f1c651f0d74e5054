"""The solver in a process of its own, so the window never waits for it.

The puzzle scene asks one question at a time (`SolverWorker.ask`) and polls
for the answer every frame (`poll`); asking again or leaving cancels the
question by ending the process. Each question starts a fresh process from
the `spawn` context: it behaves the same on every platform and in the frozen
build, and a cancelled search leaves nothing behind. Questions and answers
are plain dicts of strings, numbers and lists.

`solve_position` asks the solver package (`solver.solve.solve`) and replays
its answer through the rules; everything else here only carries questions
and answers.
"""

from __future__ import annotations

import logging
import multiprocessing
import traceback
from dataclasses import dataclass
from typing import Any

from reflectgames.games.plans.board import SUITS, Cell, parse_cell, parse_layout
from reflectgames.games.plans.codes import Puzzle
from reflectgames.games.plans.goals import suits_needed
from reflectgames.games.plans.position import Position
from reflectgames.games.plans.rules import RULES, PlansState, has_legal_move, is_solved

HINT_SECONDS = 6.0
TARGET_SECONDS = 10.0
DEAL_SECONDS = 20.0
MESSAGE_CHARS = 160  # the window shows one short line; the log gets the whole traceback
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


# --- questions and answers -----------------------------------------------------------------


def position_question(obs: Any, seconds: float = HINT_SECONDS) -> dict[str, Any]:
    """A solve question from a plans observation (pydantic model)."""
    return {
        "kind": "solve",
        "tiles": [list(tile) for tile in obs.tiles],
        "coins": dict(obs.coins),
        "must_jump_from": None if obs.must_jump_from is None else list(obs.must_jump_from),
        "goal": obs.goal,
        "need": suits_needed(obs.suits),
        "seconds": seconds,
    }


def puzzle_question(puzzle: Puzzle, seconds: float = TARGET_SECONDS) -> dict[str, Any]:
    """A solve question about a puzzle's start (its par), without building a game first."""
    position = Position.from_layout(parse_layout(puzzle.layout))
    coins = {f"{x},{y}": suit for suit, cells in zip(SUITS, position.suits, strict=True) for x, y in cells}
    return {
        "kind": "solve",
        "tiles": [list(tile) for tile in sorted(position.tiles)],
        "coins": coins,
        "must_jump_from": None,
        "goal": puzzle.goal,
        "need": suits_needed(puzzle.suits),
        "seconds": seconds,
    }


def _position(question: dict[str, Any]) -> Position:
    cells: list[set[Cell]] = [set() for _ in SUITS]
    for text, suit in question["coins"].items():
        cell = parse_cell(text)
        if cell is not None:
            cells[SUITS.index(suit)].add(cell)
    tiles = frozenset((x, y) for x, y in question["tiles"])
    return Position(tiles, tuple(frozenset(c) for c in cells))  # type: ignore[arg-type]


def answer(question: dict[str, Any]) -> dict[str, Any]:
    """Answer one question (in whatever process calls it)."""
    if question["kind"] == "solve":
        forced = question["must_jump_from"]
        found = solve_position(_position(question), None if forced is None else tuple(forced),
                               question["goal"], question["need"], question["seconds"])
        return {"kind": "solve", "moves": found.moves, "proven": found.proven, "stuck": found.stuck}
    if question["kind"] == "deal":
        from reflectgames.games.plans.deal import deal_graded

        dealt = deal_graded(question["level"], question["seed"], solve_puzzle, question["seconds"])
        return {"kind": "deal", "level": question["level"], **_puzzle_fields(dealt.puzzle),
                "moves": dealt.best, "proven": dealt.proven}
    raise ValueError(f"Unknown question {question['kind']!r}.")


def _puzzle_fields(puzzle: Puzzle) -> dict[str, str]:
    return {"layout": puzzle.layout, "goal": puzzle.goal, "suits": puzzle.suits}


def error_reply(error: BaseException) -> dict[str, Any]:
    """One short line for the player, and the traceback for the window's log."""
    text = " ".join((str(error) or type(error).__name__).split())
    if len(text) > MESSAGE_CHARS:
        text = text[: MESSAGE_CHARS - 3] + "..."
    details = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    return {"kind": "error", "message": text, "traceback": details}


def serve(question: dict[str, Any], connection: Any) -> None:
    """The worker process: answer one question, send it back, end."""
    try:
        reply = answer(question)
    except Exception as error:  # a bug: the window logs the traceback and shows one line instead of waiting
        reply = error_reply(error)
    try:
        connection.send(reply)
    except OSError:
        pass  # the window stopped listening (it left the puzzle): nobody needs the answer
    connection.close()


class SolverWorker:
    """One question at a time in a child process; the window polls, never blocks."""

    def __init__(self) -> None:
        self.process: multiprocessing.process.BaseProcess | None = None
        self.connection: Any = None
        self.question: dict[str, Any] | None = None

    @property
    def busy(self) -> bool:
        return self.process is not None

    def ask(self, question: dict[str, Any]) -> None:
        """Start answering `question`, cancelling any question still running."""
        self.cancel()
        context = multiprocessing.get_context("spawn")
        receiver, sender = context.Pipe(duplex=False)
        process = context.Process(target=serve, args=(question, sender), daemon=True, name="plans-solver")
        process.start()
        sender.close()  # the child holds its own copy; ours would hide the child's end of the pipe
        self.process, self.connection, self.question = process, receiver, question

    def poll(self) -> dict[str, Any] | None:
        """The answer once it has come (then the worker is idle again), else None."""
        if self.process is None:
            return None
        try:
            if not self.connection.poll():
                if self.process.is_alive():
                    return None
                # The process ended: its answer may have arrived meanwhile.
                if not self.connection.poll():
                    _log.error("the solver process ended without an answer (exit code %s)",
                               self.process.exitcode)
                    self._finish()
                    return {"kind": "error", "message": STOPPED_MESSAGE}
            reply = self.connection.recv()
        except (EOFError, OSError):
            _log.error("the solver process ended without an answer")
            reply = {"kind": "error", "message": STOPPED_MESSAGE}
        if reply.get("kind") == "error" and reply.get("traceback"):
            # Logged here, in the window's process: the solver's own process has no log file.
            _log.error("the solver could not answer %s: %s\n%s", (self.question or {}).get("kind"),
                       reply.get("message"), str(reply["traceback"]).rstrip())
        self._finish()
        return reply

    def _finish(self) -> None:
        process, connection = self.process, self.connection
        self.process = self.connection = self.question = None
        if connection is not None:
            connection.close()
        if process is not None:
            process.join(timeout=2.0)
            if process.is_alive():
                process.kill()
                process.join(timeout=2.0)
            process.close()

    def cancel(self) -> None:
        """Stop the question in progress, if any, and wait for the process to end."""
        if self.process is not None and self.process.is_alive():
            self.process.terminate()
        self._finish()


def deal_question(level: str, seed: int, seconds: float = DEAL_SECONDS) -> dict[str, Any]:
    return {"kind": "deal", "level": level, "seed": seed, "seconds": seconds}


def puzzle_of(reply: dict[str, Any]) -> Puzzle:
    return Puzzle(reply["layout"], reply["goal"], reply["suits"])

