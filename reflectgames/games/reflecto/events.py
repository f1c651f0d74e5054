"""What a Reflecto move reports: typed events for the views, history, sounds and undo.

Cells are board cells as `board.py` numbers them (0-48, or an exit cell
beyond the mover's last row). Where screens stand and how they move is public;
what a mirror shows is told only to the mirror's owner (`seats`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from reflectgames.core.rules import EndReason, Event


class ReflectoEnd(EndReason):
    """Why a game of Reflecto ended."""

    GUESS = "guess"  # the winner named the other's word
    WRONG_GUESS = "wrong_guess"  # the loser named a wrong word (with the `lose` rule)
    EXITS = "exits"  # the winner's last letter screen left the board


@dataclass(frozen=True, kw_only=True)
class SetUp(Event):
    """`player` placed their seven screens on their home row (`cells`, files a to g)."""

    kind: ClassVar[str] = "setup"
    cells: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class Started(Event):
    """Both rows are set: `player` moves first."""

    kind: ClassVar[str] = "start"


@dataclass(frozen=True, kw_only=True)
class Moved(Event):
    """`player`'s screen went along `path` (its first cell is where it stood)."""

    path: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class Stepped(Moved):
    """A step to a neighbouring cell."""

    kind: ClassVar[str] = "step"


@dataclass(frozen=True, kw_only=True)
class Jumped(Moved):
    """A jump chain, possibly ending beyond the last row (an exit jump)."""

    kind: ClassVar[str] = "jump"


@dataclass(frozen=True, kw_only=True)
class Exited(Event):
    """Letter screen `number` (exit order, from 1) of `player` left the board from `cell`.

    `by_jump`: it jumped out (`cell` is then the exit cell it landed on); otherwise it stood
    on the last row and left by itself.
    """

    kind: ClassVar[str] = "exit"
    cell: int
    number: int
    by_jump: bool


@dataclass(frozen=True, kw_only=True)
class Seen(Event):
    """`player`'s mirrors have just shown new faces of the opponent's screens on `cells`.

    Told to that seat alone, and an undo barrier: a face once seen stays seen.
    """

    kind: ClassVar[str] = "seen"
    cells: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class Guessed(Event):
    """`player` said `word` aloud as the opponent's word; `right` whether it was. An undo barrier."""

    kind: ClassVar[str] = "guess"
    word: str
    right: bool


@dataclass(frozen=True, kw_only=True)
class TurnPassed(Event):
    """The game goes on: `player` moves next."""

    kind: ClassVar[str] = "turn"
