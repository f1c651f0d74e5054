"""What a Reflec move reports: typed events for the views, history, sounds and undo.

Cells, directions and suits are the board's own ints (`board.Cell`,
`Direction`, `Suit`). Everyone sees everything in Reflec, so every event is
public (`seats` None). The `kind` words are the ones the entry's sounds name.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from reflectgames.core.rules import EndReason, Event
from reflectgames.games.reflec.beam import LASER_HIT, Beam, BeamEnd
from reflectgames.games.reflec.board import Cell, Direction, Suit


class ReflecEnd(EndReason):
    """Why a game of Reflec ended."""

    LAST_LASER = "last_laser"  # one player alone still has a laser


@dataclass(frozen=True, kw_only=True)
class Dropped(Event):
    """A coin of `suit` was put on `cell`, facing `facing` (the drop round, or the 2-point drop)."""

    kind: ClassVar[str] = "drop"
    suit: Suit
    cell: Cell
    facing: Direction


@dataclass(frozen=True, kw_only=True)
class CoinMoved(Event):
    """A coin of `suit` went from `start` to the next cell `end`, turning from `was` to `facing`."""

    kind: ClassVar[str] = "move"
    suit: Suit
    start: Cell
    end: Cell
    was: Direction
    facing: Direction


@dataclass(frozen=True, kw_only=True)
class LaserMoved(Event):
    """The laser of `suit` went from `start` to the next cell `end`."""

    kind: ClassVar[str] = "laser_move"
    suit: Suit
    start: Cell
    end: Cell


@dataclass(frozen=True, kw_only=True)
class Spun(Event):
    """The coin of `suit` on `cell` turned from `was` to `facing`."""

    kind: ClassVar[str] = "spin"
    suit: Suit
    cell: Cell
    was: Direction
    facing: Direction


@dataclass(frozen=True, kw_only=True)
class Swapped(Event):
    """The coins on `cells` traded places; `suits` and `facings` are theirs before, cell by cell.

    Each coin takes the other's facing, so the facings stay where they were.
    """

    kind: ClassVar[str] = "swap"
    cells: tuple[Cell, Cell]
    suits: tuple[Suit, Suit]
    facings: tuple[Direction, Direction]


@dataclass(frozen=True)
class RemovedCoin:
    """A coin a loop took off the board, as it lay there."""

    cell: Cell
    suit: Suit
    facing: Direction


@dataclass(frozen=True, kw_only=True)
class BeamFired(Event):
    """A shot: the laser of `suit` on `origin` fired `direction`.

    `path` is every cell the beam entered, in order; `turns` the coins it turned
    at with the new direction; `end` how it stopped and `last_direction` the way
    its last stretch ran; `hit` the suit whose laser it destroyed; `removed` the
    coins of a loop. The aiming preview describes a shot not yet fired in the
    same shape, so both are drawn by the same code.
    """

    kind: ClassVar[str] = "beam"
    suit: Suit
    origin: Cell
    direction: Direction
    path: tuple[Cell, ...]
    turns: tuple[tuple[Cell, Direction], ...]
    end: BeamEnd
    last_direction: Direction
    hit: Suit | None
    removed: tuple[RemovedCoin, ...] = ()

    @classmethod
    def traced(
        cls, suit: Suit, beam: Beam, removed: tuple[RemovedCoin, ...] = (), player: int | None = None
    ) -> BeamFired:
        """The event of the traced `beam` fired by `suit`'s laser."""
        return cls(
            player=player,
            suit=suit,
            origin=beam.origin,
            direction=beam.direction,
            path=beam.cells,
            turns=beam.turns,
            end=beam.end,
            last_direction=beam.last_direction,
            hit=beam.laser if beam.end == LASER_HIT else None,
            removed=removed,
        )


@dataclass(frozen=True, kw_only=True)
class LoopRemoved(Event):
    """A loop closed: its coins go back to their owners' supplies."""

    kind: ClassVar[str] = "loop"
    removed: tuple[RemovedCoin, ...]


@dataclass(frozen=True, kw_only=True)
class LaserDestroyed(Event):
    """The laser of `suit` on `cell` was destroyed (`player` is its owner)."""

    kind: ClassVar[str] = "destroyed"
    suit: Suit
    cell: Cell


@dataclass(frozen=True, kw_only=True)
class Eliminated(Event):
    """`player` lost every laser: the coins of `suits` are neutral from now on."""

    kind: ClassVar[str] = "eliminated"
    suits: tuple[Suit, ...]


@dataclass(frozen=True, kw_only=True)
class TurnEnded(Event):
    """The turn of `suit` is over; `lost` tile points were left unspent."""

    kind: ClassVar[str] = "turn_end"
    suit: Suit
    lost: int


@dataclass(frozen=True, kw_only=True)
class DropRoundOver(Event):
    """Every coin is down: regular play begins."""

    kind: ClassVar[str] = "drop_round_over"


@dataclass(frozen=True, kw_only=True)
class TurnBegan(Event):
    """`suit` is on turn (`player` plays it) in `phase`, with its die at `die` and `tiles` tile points."""

    kind: ClassVar[str] = "turn"
    suit: Suit
    phase: str
    die: int
    tiles: int
