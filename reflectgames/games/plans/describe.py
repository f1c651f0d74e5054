"""Plans of Action moves, pieces and pars in the player's words (history rows, status line, results)."""

from __future__ import annotations

from reflectgames.core.rules import IllegalMove
from reflectgames.games.plans.board import SUITS, Cell, cell_text
from reflectgames.games.plans.message_keys import DIRECTION_WORDS, GOAL_LINES, SUIT_NAMES, SUIT_PLURALS
from reflectgames.games.plans.moves import Jump, PlansMove, Rotate, parse_move
from reflectgames.games.plans.pars import Par
from reflectgames.i18n import t


def suit_name(suit: str) -> str:
    """One coin's suit, capitalised to start a sentence: "Sun", "Moon", "Crown", "Arms"."""
    return t(SUIT_NAMES[suit])


def suits_plural(suits: list[str]) -> str:
    """A list of suits in the plural, in suit order: "suns and moons"."""
    names = [t(SUIT_PLURALS[suit]) for suit in SUITS if suit in suits]
    if len(names) <= 1:
        return "".join(names)
    return t("plans_view.and", first=", ".join(names[:-1]), last=names[-1])


def coin_text(suit: str, cell: Cell) -> str:
    return t("plans_view.coin", suit=suit_name(suit), cell=cell_text(cell))


def describe_move(text: str) -> str:
    """Move notation -> words: '5,3 U' -> '5,3 jumps up'; unreadable text is returned as it is."""
    try:
        move = parse_move(text)
    except IllegalMove:
        return text
    return move_words(move)


def move_words(move: PlansMove) -> str:
    if isinstance(move, Jump):
        return t("plans_view.move.jump", cell=cell_text(move.cell), direction=direction_word(move.direction))
    if isinstance(move, Rotate):
        return t("plans_view.move.rotate", tile=cell_text(move.tile), angle=move.angle)
    return t("plans_view.move.shift", tile=cell_text(move.tile), direction=direction_word(move.direction))


def direction_word(direction: str) -> str:
    """'U' -> "up"."""
    return t(DIRECTION_WORDS[direction])


def goal_text(goal: str, suits: str) -> str:
    """The puzzle's goal in one short line: "Goal: one suit in one group"."""
    return t(GOAL_LINES[goal, suits])


def par_words(par: Par | None) -> str | None:
    """'par 6' for a proven par, 'best known 7' otherwise, None for none."""
    if par is None:
        return None
    return t("puzzles.par.proven" if par.proven else "puzzles.par.known", count=par.moves)
