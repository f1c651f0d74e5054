"""Reflecto moves and their notation.

`setup PIANO 12M34M5` (the word, then the home row from file a to g: exit
numbers for letter screens, M for mirrors; with the free split it may end
with the letters on each letter screen in exit order, `2-2-1-2-1`), `b1-c2` (a step), `b1-b3-d5` (a
jump chain; an exit jump lands on rank 8, or rank 0 for player 1) and
`guess PIANO`. Cells are always named as player 0 sees the board.

Two jump chains of the same screen to the same cell have the same effect, so
they compare equal: a player may write any route, `legal_moves` lists the
shortest one, and the route written is the one replayed and animated.
"""

from __future__ import annotations

from dataclasses import dataclass

from reflectgames.games.reflecto.board import cell_name, is_adjacent

SETUP = "setup"
MOVE = "move"
GUESS = "guess"


@dataclass(frozen=True, slots=True, eq=False)
class ReflectoMove:
    kind: str
    player: int
    path: tuple[int, ...] = ()
    word: str = ""
    layout: str = ""
    split: tuple[int, ...] = ()  # letters per letter screen, in exit order; () = the standard split

    @property
    def is_step(self) -> bool:
        return self.kind == MOVE and len(self.path) == 2 and is_adjacent(self.path[0], self.path[1])

    def _key(self) -> tuple:
        if self.kind == MOVE:
            return (MOVE, self.player, self.path[0], self.path[-1])
        return (self.kind, self.player, self.word, self.layout, self.split)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ReflectoMove) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __str__(self) -> str:
        if self.kind == SETUP:
            suffix = " " + "-".join(str(n) for n in self.split) if self.split else ""
            return f"setup {self.word} {self.layout}{suffix}"
        if self.kind == GUESS:
            return f"guess {self.word}"
        return "-".join(cell_name(cell, self.player) for cell in self.path)

    def __repr__(self) -> str:
        return f"ReflectoMove({str(self)!r})"


_cache: dict[tuple[int, tuple[int, ...]], ReflectoMove] = {}


def board_move(player: int, path: tuple[int, ...]) -> ReflectoMove:
    """The move along `path` (shared instances: legal_moves builds many of them)."""
    key = (player, path)
    move = _cache.get(key)
    if move is None:
        if len(_cache) > 200_000:
            _cache.clear()
        move = _cache[key] = ReflectoMove(MOVE, player, path)
    return move
