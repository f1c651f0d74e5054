"""What happens in Reflection Pond when an action is applied, and why a game ends.

Every event is public (the game hides nothing), so none sets `seats`. The
`kind` words are the game's vocabulary: the entry's sounds and the rules'
undo barriers name them. A frog move reports both frogs in the order they
are resolved (the mover's pond first), then any splash and new water, then
any fly caught; the last action of a turn reports the turn passing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from reflectgames.core.rules import EndReason, Event
from reflectgames.games.pond.board import Direction, Tile


class PondEnd(EndReason):
    """Why a game of Reflection Pond ended."""

    FLIES = "flies"  # one frog caught its fifth fly
    STICKS = "sticks"  # both did at once: more sticks in hand won
    DRAW = "draw"  # both did at once with as many sticks in hand


@dataclass(frozen=True, kw_only=True)
class Hop(Event):
    """`player`'s frog hopped from one pad to the next (onto water too: a splash follows)."""

    kind: ClassVar[str] = "hop"
    from_tile: Tile
    to_tile: Tile
    direction: Direction  # owner-relative: the other frog's is the mirrored one


@dataclass(frozen=True, kw_only=True)
class Bump(Event):
    """`player`'s frog was stopped by a stick or the pond's edge and stayed on `tile`."""

    kind: ClassVar[str] = "bump"
    tile: Tile
    direction: Direction


@dataclass(frozen=True, kw_only=True)
class Splash(Event):
    """`player`'s frog fell into the water on `fell_in` and came up on the other water tile."""

    kind: ClassVar[str] = "splash"
    fell_in: Tile
    came_up: Tile


@dataclass(frozen=True, kw_only=True)
class NewWater(Event):
    """A new water tile opened in `player`'s pond; the pad the frog came up on is dry again."""

    kind: ClassVar[str] = "new_water"
    tile: Tile
    dried: Tile


@dataclass(frozen=True, kw_only=True)
class Catch(Event):
    """`player`'s frog caught the fly on `tile`; `caught` is how many it has now."""

    kind: ClassVar[str] = "catch"
    tile: Tile
    caught: int


@dataclass(frozen=True, kw_only=True)
class StickPlaced(Event):
    """`player` laid a stick between the two pads of `edge` (smaller number first)."""

    kind: ClassVar[str] = "stick"
    edge: tuple[Tile, Tile]


@dataclass(frozen=True, kw_only=True)
class StickLifted(Event):
    """`player` took their stick between the two pads of `edge` back into their hand."""

    kind: ClassVar[str] = "unstick"
    edge: tuple[Tile, Tile]


@dataclass(frozen=True, kw_only=True)
class TurnPassed(Event):
    """The turn passed to `player`, who now has two actions."""

    kind: ClassVar[str] = "turn"


@dataclass(frozen=True, kw_only=True)
class ExtraFly(Event):
    """A position came back a third time: a fly landed on `tile` in both ponds."""

    kind: ClassVar[str] = "extra_fly"
    tile: Tile


# A stick laid or lifted: the view animates both the same way.
StickEvent = StickPlaced | StickLifted
# A frog that moved or was stopped: both are animated as a hop attempt.
FrogEvent = Hop | Bump
