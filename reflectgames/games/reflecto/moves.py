"""Reflecto moves and their notation (docs/rules/reflecto.md, "Notation").

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

from reflectgames.core.rules import IllegalMove
from reflectgames.core.validation import ascii_int, clip
from reflectgames.games.reflecto.board import cell_name, is_adjacent, parse_cell
from reflectgames.games.reflecto.words import normalize_word

# Shared move instances kept for listing (legal_moves builds many of the same ones); the table
# is emptied past this size so a long search does not hold every path it ever met.
_CACHE_LIMIT = 200_000
_STEP_CELLS = 2  # a step names where the screen stood and the neighbouring cell it went to
# `setup WORD ROW` and, with the free split, the letters per screen after it.
_SETUP_WORDS = (3, 4)
_SETUP_WITH_SPLIT = 4
_GUESS_WORDS = 2  # `guess WORD`


@dataclass(frozen=True, slots=True)
class SetupMove:
    """`player`'s secret word and home row; `split`: letters per letter screen in exit order
    (the free split), () for the standard split."""

    player: int
    word: str
    layout: str  # from file a to g: exit numbers for letter screens, M for mirrors
    split: tuple[int, ...] = ()

    def __str__(self) -> str:
        suffix = " " + "-".join(str(n) for n in self.split) if self.split else ""
        return f"setup {self.word} {self.layout}{suffix}"


@dataclass(frozen=True, slots=True)
class GuessMove:
    """`player` names the opponent's word."""

    player: int
    word: str

    def __str__(self) -> str:
        return f"guess {self.word}"


@dataclass(frozen=True, slots=True, eq=False)
class ScreenMove:
    """One of `player`'s screens goes along `path`: a step, or a jump chain (board cells)."""

    player: int
    path: tuple[int, ...]

    @property
    def origin(self) -> int:
        return self.path[0]

    @property
    def destination(self) -> int:
        return self.path[-1]

    @property
    def is_step(self) -> bool:
        return len(self.path) == _STEP_CELLS and is_adjacent(self.path[0], self.path[1])

    def _key(self) -> tuple[int, int, int]:
        # Routes to the same cell have the same effect: only the ends count.
        return self.player, self.path[0], self.path[-1]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ScreenMove) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __str__(self) -> str:
        return "-".join(cell_name(cell, self.player) for cell in self.path)

    def __repr__(self) -> str:
        return f"ScreenMove({str(self)!r})"


ReflectoMove = SetupMove | GuessMove | ScreenMove

_cache: dict[tuple[int, tuple[int, ...]], ScreenMove] = {}


def screen_move(player: int, path: tuple[int, ...]) -> ScreenMove:
    """The move along `path` (shared instances: legal_moves builds many of them)."""
    key = (player, path)
    move = _cache.get(key)
    if move is None:
        if len(_cache) > _CACHE_LIMIT:
            _cache.clear()
        move = _cache[key] = ScreenMove(player, path)
    return move


# --- reading notation ------------------------------------------------------------------------------


def parse_move(text: str, player: int) -> ReflectoMove:
    """The move `text` writes for `player` (whether it is legal is the rules' question)."""
    words = text.split()
    # The keyword, the layout and cells are ASCII notation ('ſ'.upper() == 'S', '²'.isdigit());
    # only the words themselves are free text, read as docs/rules/reflecto.md ("Setup") says:
    # accents stripped.
    if not words or not words[0].isascii():
        raise illegal_notation(text)
    head = words[0].lower()
    if head == "setup":
        return _parse_setup(words, player)
    if head == "guess":
        return _parse_guess(words, player)
    if len(words) == 1 and "-" in text:
        return _parse_path(text, player)
    raise illegal_notation(text)


def illegal_notation(text: str) -> IllegalMove:
    shown = clip(text)
    return IllegalMove(
        f"'{shown}' is not a Reflecto move: write a path such as 'b1-c2' or 'b1-b3-d5', "
        "'guess WORD', or during setup 'setup WORD 12M34M5'.",
        "reflecto.illegal.notation",
        text=shown,
    )


def _parse_setup(words: list[str], player: int) -> SetupMove:
    if len(words) not in _SETUP_WORDS:
        raise IllegalMove(
            "Write the setup as 'setup WORD 12M34M5': the word, then your home row from a to g.",
            "reflecto.illegal.setup_notation",
        )
    # A layout that is not ASCII is kept as typed: the layout check then refuses it.
    layout = words[2].upper() if words[2].isascii() else words[2]
    split = _parse_split(words[3]) if len(words) == _SETUP_WITH_SPLIT else ()
    return SetupMove(player, normalize_word(words[1]), layout, split)


def _parse_split(text: str) -> tuple[int, ...]:
    """`2-2-1-2-1` as numbers; whether they fit the player's screens is checked with the move."""
    counts = [ascii_int(part) for part in text.split("-")]
    if any(count is None for count in counts):
        raise IllegalMove(
            "Write the letters per screen after the row as numbers joined by '-', one per letter "
            "screen in exit order, e.g. 'setup ELEPHANT 12M34M5 2-2-1-2-1'.",
            "reflecto.illegal.split_notation",
        )
    return tuple(count for count in counts if count is not None)


def _parse_guess(words: list[str], player: int) -> GuessMove:
    if len(words) < _GUESS_WORDS:
        raise IllegalMove("Write the guess as 'guess WORD'.", "reflecto.illegal.guess_notation")
    if len(words) > _GUESS_WORDS:
        raise IllegalMove(
            "A guess is one word of letters only, without spaces.", "reflecto.illegal.guess_letters"
        )
    return GuessMove(player, normalize_word(words[1]))


def _parse_path(text: str, player: int) -> ScreenMove:
    path = []
    for part in text.split("-"):
        cell = parse_cell(part.strip(), player) if part.isascii() else None
        if cell is None:
            shown = clip(part)
            raise IllegalMove(f"'{shown}' is not a cell of the lake.", "reflecto.illegal.cell", cell=shown)
        path.append(cell)
    return ScreenMove(player, tuple(path))
