"""The rules contract every game implements, and the small types it speaks in.

Other code (the app, the command line, the computer players and acceptance
checks) drives a game only through `Rules`: new_game, to_move, legal_moves,
parse, apply, play, outcome, observe. States are immutable values; `apply`
returns a new one and never touches its input.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from reflectgames.core.errors import GameError, IllegalMove, InvalidSetup

__all__ = [
    "Event", "GameError", "GameInfo", "IllegalMove", "InvalidSetup", "OptionSpec", "Outcome", "Rules",
    "acting", "events_seen_by",
]


@dataclass(frozen=True)
class Outcome:
    """How a game ended: the winning players (empty for a draw) and why."""

    winners: frozenset[int]
    reason: str

    @property
    def is_draw(self) -> bool:
        return not self.winners


@dataclass(frozen=True)
class Event:
    """Something that happened while applying a move, for views to animate.

    `kind` is a short word from the game's vocabulary ("hop", "splash",
    "catch", "stick"...); `player` is whose piece it concerns, if any;
    `data` carries the details (tiles, paths) as plain JSON-friendly values.
    """

    kind: str
    player: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)
    # The seats that may know of it; None means every seat (a public event).
    # History, sounds and animations reach a seat only through `visible_to`.
    seats: frozenset[int] | None = None

    def visible_to(self, seat: int | None) -> bool:
        """May `seat` see this event? (None: an onlooker, who sees only public events.)"""
        return self.seats is None or (seat is not None and seat in self.seats)


def acting(seat: int | None) -> int:
    """The seat that acts now. The rules ask only while the game goes on; after its end
    there is no move to apply, which a caller that skipped `parse` learns as IllegalMove."""
    if seat is None:
        raise IllegalMove("The game is over.", "move.game_over")
    return seat


def events_seen_by(events: Sequence[Event], seat: int | None) -> list[Event]:
    """The part of a move's events that `seat` may know of."""
    return [event for event in events if event.visible_to(seat)]


@dataclass(frozen=True)
class OptionSpec:
    """One game option as the setup screen offers it.

    `choices` lists the allowed values for a pick-one option; None means the
    value is free-form (a list of tile numbers, say) and the game validates it.
    `default` None means "chosen at random by the rules".
    """

    key: str
    label_key: str
    choices: tuple[Any, ...] | None = None
    default: Any = None


@dataclass(frozen=True)
class GameInfo:
    """What the app needs to know about a game before it starts one."""

    game_id: str
    min_players: int
    max_players: int
    hidden_information: bool
    options: tuple[OptionSpec, ...] = ()


class Rules(ABC):
    """Base class for a game's rules.

    A game overrides new_game, to_move, legal_moves, apply_with_events,
    outcome, observe and move_from_text; the rest is shared.
    """

    info: GameInfo
    # Event kinds that reveal a secret or come from the random draw: undo
    # never goes back across a move that produced one of them.
    barrier_events: frozenset[str] = frozenset()

    @property
    def game_id(self) -> str:
        return self.info.game_id

    # --- to override -------------------------------------------------------
    @abstractmethod
    def new_game(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> Any:
        ...

    @abstractmethod
    def to_move(self, state: Any) -> int | None:
        ...

    @abstractmethod
    def legal_moves(self, state: Any) -> list[Any]:
        ...

    @abstractmethod
    def apply_with_events(self, state: Any, move: Any) -> tuple[Any, list[Event]]:
        """Return the new state and what happened; raise IllegalMove if illegal."""
        ...

    @abstractmethod
    def outcome(self, state: Any) -> Outcome | None:
        ...

    @abstractmethod
    def observe(self, state: Any, seat: int) -> Any:
        ...

    @abstractmethod
    def move_from_text(self, state: Any, text: str) -> Any:
        """Turn notation into a move object (legality is checked by parse)."""
        ...

    # --- shared ------------------------------------------------------------
    def parse(self, state: Any, text: str) -> Any:
        """Parse notation into a legal move, or raise IllegalMove saying why."""
        if not isinstance(text, str):
            raise IllegalMove(f"A move is written as text, not {type(text).__name__}.", "move.not_text")
        if self.outcome(state) is not None:
            raise IllegalMove("The game is over.", "move.game_over")
        move = self.move_from_text(state, text.strip())
        self.check_legal(state, move)
        return move

    def check_legal(self, state: Any, move: Any) -> None:
        """Raise IllegalMove unless `move` is legal in `state`.

        Games override this with a precise explanation; the fallback compares
        with legal_moves.
        """
        if move not in self.legal_moves(state):
            raise IllegalMove(f"'{move}' is not allowed now.", "move.not_allowed", move=str(move))

    def apply(self, state: Any, move: Any) -> Any:
        return self.apply_with_events(state, move)[0]

    def play(self, state: Any, *texts: str) -> Any:
        for text in texts:
            state = self.apply(state, self.parse(state, text))
        return state

    def is_undo_barrier(self, events: Sequence[Event]) -> bool:
        """True when a move revealed a secret or drew at random: undo stops there."""
        return any(event.kind in self.barrier_events for event in events)

    def is_final(self, outcome: Outcome) -> bool:
        """May a finished game no longer be taken back? (A solitaire that is stuck may.)"""
        return True
