"""The rules contract every game implements, and the small types it speaks in.

Other code (the app, the command line, the computer players and acceptance
checks) drives a game only through this contract: new_game, to_move,
legal_moves, parse, apply, play, outcome, observe. `GameRules` states it as a
Protocol generic over the game's state, move and observation types; `Rules`
is the base class that implements the shared half. States are immutable
values; `apply` returns a new one and never touches its input.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, Generic, ParamSpec, Protocol, TypeVar

from reflectgames.core.errors import GameError, IllegalMove, InvalidSetup

__all__ = [
    "AnyRules",
    "EndReason",
    "Ended",
    "Event",
    "EventLog",
    "GameError",
    "GameInfo",
    "GameRules",
    "IllegalMove",
    "InvalidSetup",
    "Move",
    "OptionSpec",
    "Outcome",
    "Rules",
    "acting",
    "events_seen_by",
]


class Move(Protocol):
    """A move object: `str(move)` is its canonical notation (docs/rules/<game>.md)."""

    def __str__(self) -> str: ...


StateT = TypeVar("StateT")
MoveT = TypeVar("MoveT", bound=Move)
ObservationT = TypeVar("ObservationT")
ObservationT_co = TypeVar("ObservationT_co", covariant=True)


class EndReason(StrEnum):
    """Base of a game's end reasons. Each game lists its own members (`class PondEnd(EndReason)`);
    a member is a str, so `Outcome.reason == "flies"` holds for callers that speak plain text,
    and views turn members into message keys through a table, never by building a key."""


@dataclass(frozen=True)
class Outcome:
    """How a game ended: the winning players (empty for a draw) and why."""

    winners: frozenset[int]
    reason: str  # a member of the game's EndReason enum (plain text after a save round trip)

    @property
    def is_draw(self) -> bool:
        return not self.winners


@dataclass(frozen=True, kw_only=True)
class Event:
    """Something that happened while applying a move, for views, history and sounds.

    Each game defines its events as frozen dataclasses derived from this one,
    with typed fields and a `kind` word from its vocabulary ("hop", "splash",
    "catch"...), which the entry's sounds and the undo barriers name.
    `player` is whose piece it concerns, if any. `seats` are the seats that may
    know of it; None means every seat (a public event). History, sounds and
    animations reach a seat only through `visible_to`.
    """

    kind: ClassVar[str] = "event"
    player: int | None = None
    seats: frozenset[int] | None = None

    def visible_to(self, seat: int | None) -> bool:
        """May `seat` see this event? (None: an onlooker, who sees only public events.)"""
        return self.seats is None or (seat is not None and seat in self.seats)


@dataclass(frozen=True, kw_only=True)
class Ended(Event):
    """The game is over: every game's last move reports it (the play scene's fanfare)."""

    kind: ClassVar[str] = "end"
    winners: tuple[int, ...]
    reason: str


EventArgs = ParamSpec("EventArgs")


class EventLog:
    """Where the rules put a move's events: kept for `apply_with_events` (views, history,
    sounds), never built for `apply`, where only the new state matters and the computer
    players apply hundreds of thousands of moves. `add(Hop, player=0, ...)` is type-checked
    against the event's own fields."""

    __slots__ = ("kept",)

    def __init__(self, keep: bool = True) -> None:
        self.kept: list[Event] | None = [] if keep else None

    def add(
        self, event: Callable[EventArgs, Event], /, *args: EventArgs.args, **fields: EventArgs.kwargs
    ) -> None:
        if self.kept is not None:
            self.kept.append(event(*args, **fields))

    @property
    def events(self) -> list[Event]:
        return [] if self.kept is None else self.kept


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


class GameRules(Protocol[StateT, MoveT, ObservationT_co]):
    """The rules contract (docs/ARCHITECTURE.md), typed by the game's state,
    move and observation. Code that drives any game (Match, the computer players, the
    command line) is written against this Protocol."""

    info: GameInfo
    barrier_events: frozenset[str]

    @property
    def game_id(self) -> str: ...

    def new_game(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> StateT: ...

    def to_move(self, state: StateT) -> int | None: ...

    def legal_moves(self, state: StateT) -> list[MoveT]: ...

    def parse(self, state: StateT, text: str) -> MoveT: ...

    def apply(self, state: StateT, move: MoveT) -> StateT: ...

    def apply_with_events(self, state: StateT, move: MoveT) -> tuple[StateT, list[Event]]: ...

    def play(self, state: StateT, *texts: str) -> StateT: ...

    def outcome(self, state: StateT) -> Outcome | None: ...

    def observe(self, state: StateT, seat: int) -> ObservationT_co: ...

    def is_undo_barrier(self, events: Sequence[Event]) -> bool: ...

    def is_final(self, outcome: Outcome) -> bool: ...


class Rules(ABC, Generic[StateT, MoveT, ObservationT]):
    """Base class for a game's rules: `class PondRules(Rules[PondState, PondMove, PondObservation])`.

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
    def new_game(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> StateT:
        ...

    @abstractmethod
    def to_move(self, state: StateT) -> int | None:
        ...

    @abstractmethod
    def legal_moves(self, state: StateT) -> list[MoveT]:
        ...

    @abstractmethod
    def apply_with_events(self, state: StateT, move: MoveT) -> tuple[StateT, list[Event]]:
        """Return the new state and what happened; raise IllegalMove if illegal."""
        ...

    @abstractmethod
    def outcome(self, state: StateT) -> Outcome | None:
        ...

    @abstractmethod
    def observe(self, state: StateT, seat: int) -> ObservationT:
        ...

    @abstractmethod
    def move_from_text(self, state: StateT, text: str) -> MoveT:
        """Turn notation into a move object (legality is checked by parse)."""
        ...

    # --- shared ------------------------------------------------------------
    def parse(self, state: StateT, text: str) -> MoveT:
        """Parse notation into a legal move, or raise IllegalMove saying why."""
        if not isinstance(text, str):
            raise IllegalMove(f"A move is written as text, not {type(text).__name__}.", "move.not_text")
        if self.outcome(state) is not None:
            raise IllegalMove("The game is over.", "move.game_over")
        move = self.move_from_text(state, text.strip())
        self.check_legal(state, move)
        return move

    def check_legal(self, state: StateT, move: MoveT) -> None:
        """Raise IllegalMove unless `move` is legal in `state`.

        Games override this with a precise explanation; the fallback compares
        with legal_moves.
        """
        if move not in self.legal_moves(state):
            raise IllegalMove(f"'{move}' is not allowed now.", "move.not_allowed", move=str(move))

    def apply(self, state: StateT, move: MoveT) -> StateT:
        return self.apply_with_events(state, move)[0]

    def play(self, state: StateT, *texts: str) -> StateT:
        for text in texts:
            state = self.apply(state, self.parse(state, text))
        return state

    def is_undo_barrier(self, events: Sequence[Event]) -> bool:
        """True when a move revealed a secret or drew at random: undo stops there."""
        return any(event.kind in self.barrier_events for event in events)

    def is_final(self, outcome: Outcome) -> bool:
        """May a finished game no longer be taken back? (A solitaire that is stuck may.)"""
        return True


# A game's rules of any state, move and observation types, as the game-agnostic code holds them.
AnyRules = GameRules[Any, Any, Any]
