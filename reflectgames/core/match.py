"""A match: one game being played, with its move log, undo and redo.

A match is fully described by (game id, players, seed, options, move texts);
that tuple is also the save file. States after every move are cached, so undo
and redo only move a cursor.

Undo follows Board Game Arena's rule, the same at every table:

- it never goes back across a move whose events revealed a secret to any seat
  or drew at random (`Rules.is_undo_barrier`);
- it never goes back across a hand-over to another person;
- against the computer one undo takes back the person's last action together
  with the computer's reply, within the same limits; in a game with hidden
  information the computer's reply is a hand-over like any other, because
  whether it saw something is itself a secret (so undo stays within the
  person's own turn there);
- a finished game is final (`Rules.is_final`: a stuck solitaire is not);
- solitaire, and perfect-information games without chance against the
  computer, keep unlimited undo.

A move is checked in full by the rules before anything changes: a refused
move leaves the position, the log and the redo tail as they were.

A match receives its rules (`Match.with_rules`); `Match(game_id, ...)` is the
same given only the id, whose rules it takes from the games registry. Where
a match is saved is storage's business (`storage.records`), not the match's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from reflectgames.core.rules import AnyRules, Event, IllegalMove, InvalidSetup, Outcome
from reflectgames.core.validation import clip

HUMAN = "human"
COMPUTER = "computer"


class UndoRefusal(StrEnum):
    """Why undo cannot go back one more step."""

    START = "start"  # nothing of this person's to take back
    OVER = "over"  # a finished game is final
    COMPUTER = "computer"  # no person has moved yet
    HANDOVER = "handover"  # the turn passed to another person (with secrets: to anyone)
    BARRIER = "barrier"  # that move revealed a secret or drew at random


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


def registered_rules(game_id: str) -> AnyRules:
    """The rules of a game id, from the games registry (ValueError for an unknown id).

    Imported here and late: the registry (`reflectgames.games`) imports only
    `core.rules`, so this adds no cycle, and a match built with its rules never needs it.
    """
    from reflectgames.games import get_rules

    return get_rules(game_id)


class Match:
    def __init__(
        self,
        game_id: str,
        players: Sequence[PlayerSpec],
        seed: int,
        options: Mapping[str, Any] | None = None,
        moves: Sequence[str] = (),
    ) -> None:
        self._start(registered_rules(game_id), game_id, players, seed, options, moves)

    @classmethod
    def with_rules(
        cls,
        rules: AnyRules,
        players: Sequence[PlayerSpec],
        seed: int,
        options: Mapping[str, Any] | None = None,
        moves: Sequence[str] = (),
    ) -> Match:
        """A match of the game `rules` plays, given the rules themselves."""
        match = cls.__new__(cls)
        match._start(rules, rules.info.game_id, players, seed, options, moves)
        return match

    def _start(
        self,
        rules: AnyRules,
        game_id: str,
        players: Sequence[PlayerSpec],
        seed: int,
        options: Mapping[str, Any] | None,
        moves: Sequence[str],
    ) -> None:
        self.rules = rules
        self.game_id = game_id
        self.players = list(players)
        for player in self.players:
            if not isinstance(player, PlayerSpec) or player.kind not in (HUMAN, COMPUTER):
                raise InvalidSetup(f"A player is a PlayerSpec of kind '{HUMAN}' or '{COMPUTER}', not "
                                   f"{clip(player)}.", "validation.player_kind")
        # The rules check the seed and the options as given (a float or a text seed is refused there).
        first = self.rules.new_game(len(self.players), seed, {} if options is None else options)
        self.seed: int = seed
        self.options = dict(options or {})
        self._states: list[Any] = [first]
        self._events: list[list[Event]] = [[]]
        self._texts: list[str] = []
        self._movers: list[int] = []
        self.cursor = 0
        for index, text in enumerate(moves, start=1):
            try:
                self.play_all([text])
            except IllegalMove as error:
                raise ReplayError(f"move {index} '{clip(text)}' is illegal: {error}") from error

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

    # --- playing -------------------------------------------------------------
    def play(self, move: Any) -> list[Event]:
        """Play a move (object or text) at the cursor; the redo tail is dropped once it is accepted."""
        return self.play_all([move])

    def play_all(self, moves: Sequence[Any]) -> list[Event]:
        """Play several moves as one action: all of them or, on IllegalMove, none.

        Every move is parsed and applied before the redo tail is dropped, so a
        refused move changes nothing.
        """
        state = self.state
        steps: list[tuple[Any, list[Event], str, int]] = []
        for move in moves:
            text = move if isinstance(move, str) else str(move)
            mover = self.rules.to_move(state)
            parsed = self.rules.parse(state, text)
            state, events = self.rules.apply_with_events(state, parsed)
            steps.append((state, events, str(parsed), -1 if mover is None else mover))
        del self._states[self.cursor + 1 :]
        del self._events[self.cursor + 1 :]
        del self._texts[self.cursor :]
        del self._movers[self.cursor :]
        played: list[Event] = []
        for new_state, events, text, mover in steps:
            self._states.append(new_state)
            self._events.append(events)
            self._texts.append(text)
            self._movers.append(mover)
            played += events
        self.cursor = len(self._texts)
        return played

    # --- undo / redo -----------------------------------------------------------
    def _undoer(self) -> int | None:
        """The person who would take a move back: the one to decide now, or the last to decide."""
        to_move = self.rules.to_move(self.state)
        if to_move is not None and self.players[to_move].is_human:
            return to_move
        for index in range(self.cursor, 0, -1):
            mover = self._movers[index - 1]
            if 0 <= mover < len(self.players) and self.players[mover].is_human:
                return mover
        return None

    def undo_target(self) -> tuple[int | None, UndoRefusal | None]:
        """Where one undo would go (and None), or None and why not (the play scene words it)."""
        if self.cursor == 0:
            return None, UndoRefusal.START
        outcome = self.outcome()
        if outcome is not None and self.rules.is_final(outcome):
            return None, UndoRefusal.OVER
        person = self._undoer()
        if person is None:
            return None, UndoRefusal.COMPUTER
        hidden = self.rules.info.hidden_information
        index = self.cursor
        taken_own = False
        while index > 0:
            mover = self._movers[index - 1]
            if mover != person and (hidden or self.players[mover].is_human):
                return None, UndoRefusal.HANDOVER
            if mover == person and hidden and self.rules.to_move(self._states[index]) != person:
                # With secrets the end of a turn is a hand-over, even to the computer.
                return None, UndoRefusal.HANDOVER
            if self.rules.is_undo_barrier(self._events[index]):
                return None, UndoRefusal.BARRIER
            taken_own = taken_own or mover == person
            index -= 1
            if taken_own and self.rules.to_move(self._states[index]) == person:
                return index, None
        return None, UndoRefusal.START

    @property
    def single_person(self) -> bool:
        """Solitaire or against the computer (one person at the table)."""
        return len(self.humans) <= 1

    def can_undo(self) -> bool:
        return self.undo_target()[0] is not None

    def undo(self) -> bool:
        target, _ = self.undo_target()
        if target is None:
            return False
        self.cursor = target
        return True

    def can_redo(self) -> bool:
        return self.cursor < len(self._texts)

    def redo(self) -> bool:
        """Step forward again: to the next decision of a person (computer replies come along)."""
        if not self.can_redo():
            return False
        self.cursor += 1
        if self.humans:
            while self.can_redo() and self.rules.to_move(self.state) not in (*self.humans, None):
                self.cursor += 1
        return True
