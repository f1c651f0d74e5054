"""A match: one game being played, with its move log, undo and redo.

A match is fully described by (game id, players, seed, options, move texts);
that tuple is also the save file. States after every move are cached, so undo
and redo only move a cursor. The undo policy follows Board Game Arena: with
several people at the table, undo never goes back across a hand-over to
another person, a revealed secret or a random draw; with one person (solitaire
or against the computer) it is unlimited and takes back the computer's
replies too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from reflectgames.core.rules import Event, IllegalMove, Outcome
from reflectgames.games import get_rules

HUMAN = "human"
COMPUTER = "computer"


@dataclass(frozen=True)
class PlayerSpec:
    name: str
    kind: str = HUMAN
    level: str | None = None

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


class ReplayError(ValueError):
    """A stored move list that the rules refuse; says which move and why."""


class Match:
    def __init__(
        self,
        game_id: str,
        players: Sequence[PlayerSpec],
        seed: int,
        options: Mapping[str, Any] | None = None,
        moves: Sequence[str] = (),
    ) -> None:
        self.rules = get_rules(game_id)
        self.game_id = game_id
        self.players = list(players)
        self.seed = int(seed)
        self.options = dict(options or {})
        # Where this match is saved (set by storage); not part of the game itself.
        self.save_id: str | None = None
        self.created: str | None = None
        self._states: list[Any] = [self.rules.new_game(len(self.players), self.seed, self.options)]
        self._events: list[list[Event]] = [[]]
        self._texts: list[str] = []
        self._movers: list[int] = []
        self.cursor = 0
        for index, text in enumerate(moves, start=1):
            try:
                self._push(text)
            except IllegalMove as error:
                raise ReplayError(f"move {index} '{text}' is illegal: {error}") from error

    # --- reading -------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self._states[self.cursor]

    @property
    def moves(self) -> list[str]:
        """The moves that lead to the current position (the redo tail excluded)."""
        return self._texts[: self.cursor]

    @property
    def history_length(self) -> int:
        return len(self._texts)

    def state_at(self, index: int) -> Any:
        """The position after `index` moves (0 = the start)."""
        return self._states[index]

    def events_of(self, index: int) -> list[Event]:
        """What happened in move number `index` (1-based)."""
        return self._events[index]

    def mover_of(self, index: int) -> int:
        return self._movers[index - 1]

    def to_move(self) -> int | None:
        return self.rules.to_move(self.state)

    def outcome(self) -> Outcome | None:
        return self.rules.outcome(self.state)

    @property
    def humans(self) -> list[int]:
        return [seat for seat, player in enumerate(self.players) if player.is_human]

    @property
    def single_person(self) -> bool:
        """Solitaire or against the computer: undo is unlimited."""
        return len(self.humans) <= 1

    # --- playing -------------------------------------------------------------
    def play(self, move: Any) -> list[Event]:
        """Play a move (object or text) at the cursor; the redo tail is dropped."""
        text = str(move) if not isinstance(move, str) else move
        del self._states[self.cursor + 1 :]
        del self._events[self.cursor + 1 :]
        del self._texts[self.cursor :]
        del self._movers[self.cursor :]
        return self._push(text)

    def _push(self, text: str) -> list[Event]:
        state = self._states[-1]
        mover = self.rules.to_move(state)
        move = self.rules.parse(state, text)
        new_state, events = self.rules.apply_with_events(state, move)
        self._states.append(new_state)
        self._events.append(events)
        self._texts.append(str(move))
        self._movers.append(-1 if mover is None else mover)
        self.cursor = len(self._texts)
        return events

    # --- undo / redo -----------------------------------------------------------
    def _step_undoable(self, index: int) -> bool:
        """May the person at the table take back move `index` (1-based)?"""
        if self.single_person:
            return True
        if self.rules.is_undo_barrier(self._events[index]):
            return False
        # Only while the same person is still deciding: no hand-over since.
        return self.rules.to_move(self._states[index]) == self._movers[index - 1]

    def can_undo(self) -> bool:
        return self.cursor > 0 and self._step_undoable(self.cursor)

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self.cursor -= 1
        if self.single_person and self.humans:
            while self.cursor > 0 and self.rules.to_move(self.state) not in self.humans:
                self.cursor -= 1
        return True

    def can_redo(self) -> bool:
        return self.cursor < len(self._texts)

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        self.cursor += 1
        if self.single_person and self.humans:
            while self.can_redo() and self.rules.to_move(self.state) not in (self.humans + [None]):
                self.cursor += 1
        return True
