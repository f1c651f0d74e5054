"""What the New game form's layout field holds: nothing, a layout, or a puzzle code (pure, no pygame).

A layout may be followed by the words a puzzle is written with elsewhere
(`SASASS/MMACSS/CACCAA/MCMCMM line two`); a code names its goal and suits
too. Whether the layout already meets the chosen goal is left to the rules,
since that depends on the goal and suits the form shows.
"""

from __future__ import annotations

from dataclasses import dataclass

from reflectgames.games.plans.board import LayoutError, format_layout, parse_layout
from reflectgames.games.plans.codes import CodeError, decode
from reflectgames.games.plans.goals import GOALS, SUIT_MODES


@dataclass(frozen=True)
class Entry:
    """A layout in the rules' format and what the text fixed besides it (None: the form's choice)."""

    layout: str
    goal: str | None = None
    suits: str | None = None
    code: str | None = None


def read_entry(text: str) -> Entry | None:
    """None for an empty field (the coins are dealt); CodeError says why a text cannot be read."""
    if not text.strip():
        return None
    if "/" not in text:
        puzzle = decode(text)
        return Entry(puzzle.layout, puzzle.goal, puzzle.suits, puzzle.code)
    words = text.replace(",", " ").split()
    extras = [word.lower() for word in words if "/" not in word]
    unknown = [word for word in extras if word not in GOALS and word not in SUIT_MODES]
    if unknown:
        raise CodeError(f"After the layout only group or line, and one, two, three or all may follow, "
                        f"not '{unknown[0]}'.", "layout_word", word=unknown[0][:12])
    try:
        letters = parse_layout("".join(word for word in words if "/" in word))
    except LayoutError as error:
        raise CodeError(str(error), "layout", detail=str(error)) from error
    goal = next((word for word in extras if word in GOALS), None)
    suits = next((word for word in extras if word in SUIT_MODES), None)
    return Entry(format_layout(letters), goal, suits)
