"""Noughts and crosses by the rules contract: cells a1..c3, X (seat 0) first, three in a row wins."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from pydantic import BaseModel

from reflectgames.core.rules import (
    Ended,
    EndReason,
    Event,
    GameInfo,
    IllegalMove,
    InvalidSetup,
    Outcome,
    Rules,
)

GAME_ID = "noughts"
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
MARKS = "XO"


@dataclass(frozen=True)
class Cell:
    index: int

    def __str__(self) -> str:
        return "abc"[self.index % 3] + str(self.index // 3 + 1)


@dataclass(frozen=True)
class State:
    cells: str = "........."
    to_move: int = 0


class NoughtsObservation(BaseModel):
    board: list[str]
    to_move: int | None
    winners: list[int] | None


@dataclass(frozen=True, kw_only=True)
class Marked(Event):
    """A seat put its mark in a cell."""

    kind: ClassVar[str] = "mark"
    cell: Cell


class NoughtsEnd(EndReason):
    THREE_IN_A_ROW = "three in a row"
    FULL = "the board is full"


class NoughtsRules(Rules[State, Cell, NoughtsObservation]):
    info = GameInfo(GAME_ID, 2, 2, False)

    def new_game(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
        if players != 2:
            raise InvalidSetup("Noughts and crosses is for two players.")
        if options:
            raise InvalidSetup(f"Unknown option '{next(iter(options))}'.")
        return State()

    def to_move(self, state: State) -> int | None:
        return None if self.outcome(state) is not None else state.to_move

    def legal_moves(self, state: State) -> list[Cell]:
        if self.outcome(state) is not None:
            return []
        return [Cell(index) for index, mark in enumerate(state.cells) if mark == "."]

    def apply_with_events(self, state: State, move: Cell) -> tuple[State, list[Event]]:
        self.check_legal(state, move)
        cells = state.cells[: move.index] + MARKS[state.to_move] + state.cells[move.index + 1:]
        after = State(cells, 1 - state.to_move)
        events: list[Event] = [Marked(player=state.to_move, cell=move)]
        if (result := self.outcome(after)) is not None:
            events.append(Ended(winners=tuple(sorted(result.winners)), reason=result.reason))
        return after, events

    def outcome(self, state: State) -> Outcome | None:
        for a, b, c in LINES:
            if state.cells[a] != "." and state.cells[a] == state.cells[b] == state.cells[c]:
                return Outcome(frozenset({MARKS.index(state.cells[a])}), NoughtsEnd.THREE_IN_A_ROW)
        if "." not in state.cells:
            return Outcome(frozenset(), NoughtsEnd.FULL)
        return None

    def observe(self, state: State, seat: int) -> NoughtsObservation:
        outcome = self.outcome(state)
        return NoughtsObservation(board=[state.cells[row * 3: row * 3 + 3] for row in range(3)],
                                  to_move=self.to_move(state),
                                  winners=sorted(outcome.winners) if outcome is not None else None)

    def move_from_text(self, state: State, text: str) -> Cell:
        word = text.strip().lower()
        if len(word) != 2 or word[0] not in "abc" or word[1] not in "123":
            raise IllegalMove(f"'{text}' is not a cell (a1 to c3).")
        return Cell("abc".index(word[0]) + 3 * (int(word[1]) - 1))


RULES = NoughtsRules()
