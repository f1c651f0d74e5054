"""Plans of Action moves and pieces in the player's words (history rows, status line, results)."""

from __future__ import annotations

from reflectgames.games.plans.board import SUITS, Cell, cell_text
from reflectgames.i18n import t


def suit_name(suit: str) -> str:
    """One coin's suit, capitalised to start a sentence: "Sun", "Moon", "Crown", "Arms"."""
    return t(f"plans_view.suit.{suit}")


def suits_plural(suits: list[str]) -> str:
    """A list of suits in the plural, in suit order: "suns and moons"."""
    names = [t(f"plans_view.suits.{suit}") for suit in SUITS if suit in suits]
    if len(names) <= 1:
        return "".join(names)
    return t("plans_view.and", first=", ".join(names[:-1]), last=names[-1])


def coin_text(suit: str, cell: Cell) -> str:
    return t("plans_view.coin", suit=suit_name(suit), cell=cell_text(cell))


def describe_move(text: str) -> str:
    """Move notation -> words: '5,3 U' -> '5,3 jumps up'; unreadable text is returned as it is."""
    words = text.split()
    if len(words) == 2 and words[1] in "UDLR":
        return t("plans_view.move.jump", cell=words[0], direction=t(f"plans_view.direction.{words[1]}"))
    if len(words) == 3 and words[0] == "rotate":
        return t("plans_view.move.rotate", tile=words[1], angle=words[2])
    if len(words) == 3 and words[0] == "shift" and words[2] in "UDLR":
        return t("plans_view.move.shift", tile=words[1], direction=t(f"plans_view.direction.{words[2]}"))
    return text


def goal_text(goal: str, suits: str) -> str:
    """The puzzle's goal in one short line: "Goal: one suit in one group"."""
    return t(f"plans_view.goal.{goal}.{suits}")
