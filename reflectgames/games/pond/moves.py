"""Reflection Pond's actions as objects, and their notation (docs/rules/pond.md, "Notation").

An action is `frog D` (D one of F, B, L, R, owner-relative), `stick A-B` or
`unstick A-B` with A < B in the canonical form; `parse_move` also accepts the
other order, any case of the words and extra spaces. Every possible action
exists once, built at import, so the rules hand out the same objects again
and again instead of building new ones in the computer players' searches.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from reflectgames.core.rules import IllegalMove
from reflectgames.core.validation import ascii_int, clip
from reflectgames.games.pond.board import DIRECTIONS, EDGES, Direction, Tile, edge_index

# A move is a word and one argument: "frog F", "stick 2-3".
_WORDS_IN_A_MOVE = 2


@dataclass(frozen=True, slots=True)
class FrogMove:
    """Your frog moves one pad in `direction`; the other frog mirrors it."""

    direction: Direction

    def __str__(self) -> str:
        return f"frog {self.direction}"


@dataclass(frozen=True, slots=True)
class _EdgeMove:
    """An action on the stick place `edge` (an index into board.EDGES) of the mover's pond."""

    word: ClassVar[str] = ""
    edge: int

    @property
    def tiles(self) -> tuple[Tile, Tile]:
        """The two pads on either side of the stick place, the smaller first."""
        return EDGES[self.edge]

    def __str__(self) -> str:
        a, b = self.tiles
        return f"{self.word} {a}-{b}"


@dataclass(frozen=True, slots=True)
class StickMove(_EdgeMove):
    """Lay a stick from your hand between two pads of your pond."""

    word: ClassVar[str] = "stick"


@dataclass(frozen=True, slots=True)
class UnstickMove(_EdgeMove):
    """Take your stick between two pads back into your hand."""

    word: ClassVar[str] = "unstick"


PondMove = FrogMove | StickMove | UnstickMove

FROG_MOVES: dict[Direction, FrogMove] = {d: FrogMove(d) for d in DIRECTIONS}
STICK_MOVES: tuple[StickMove, ...] = tuple(StickMove(i) for i in range(len(EDGES)))
UNSTICK_MOVES: tuple[UnstickMove, ...] = tuple(UnstickMove(i) for i in range(len(EDGES)))
_FROG_BY_LETTER: dict[str, FrogMove] = {str(letter): move for letter, move in FROG_MOVES.items()}


def parse_move(text: str) -> PondMove:
    """The action `text` writes, or IllegalMove saying why it is not one (legality aside)."""
    words = text.split() if text.isascii() else []  # notation is ASCII: 'ſ'.upper() == 'S'
    if len(words) == _WORDS_IN_A_MOVE:
        kind, arg = words[0].lower(), words[1]
        if kind == "frog" and arg.upper() in _FROG_BY_LETTER:
            return _FROG_BY_LETTER[arg.upper()]
        if kind in (StickMove.word, UnstickMove.word):
            a, dash, b = arg.partition("-")
            first, second = ascii_int(a), ascii_int(b)
            if dash and first is not None and second is not None:
                index = edge_index(first, second)
                if index is None:
                    raise IllegalMove(
                        f"Tiles {first} and {second} are not side by side.",
                        "pond.illegal.not_adjacent", a=first, b=second,
                    )
                return STICK_MOVES[index] if kind == StickMove.word else UNSTICK_MOVES[index]
    shown = clip(text)
    raise IllegalMove(
        f"'{shown}' is not a Reflection Pond move: write 'frog F' (or B, L, R), "
        "'stick 2-3' or 'unstick 2-3'.",
        "pond.illegal.notation",
        text=shown,
    )
