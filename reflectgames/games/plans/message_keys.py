"""The message keys this game's screens pick by value (end reasons and the like), as tables:
a key is looked up here, never built from a value, so every key used is one the catalog defines."""

from __future__ import annotations

from reflectgames.games.plans.events import PlansEnd

# The title of the result, by the reason the game ended (plural forms: t(key, count=moves)).
END_MESSAGES: dict[PlansEnd, str] = {
    PlansEnd.SOLVED: "plans_view.result.solved",
    PlansEnd.STUCK: "plans_view.result.stuck",
}

STUCK_DETAIL = "plans_view.result.stuck_detail"

# The line under a solved result, by the puzzle's goal: which suits meet it.
GOAL_MET: dict[str, str] = {
    "group": "plans_view.result.group",
    "line": "plans_view.result.line",
}

# Words for the pieces and moves, by suit letter and direction letter.
SUIT_NAMES: dict[str, str] = {
    "S": "plans_view.suit.S",
    "M": "plans_view.suit.M",
    "C": "plans_view.suit.C",
    "A": "plans_view.suit.A",
}

SUIT_PLURALS: dict[str, str] = {
    "S": "plans_view.suits.S",
    "M": "plans_view.suits.M",
    "C": "plans_view.suits.C",
    "A": "plans_view.suits.A",
}

DIRECTION_WORDS: dict[str, str] = {
    "U": "plans_view.direction.U",
    "D": "plans_view.direction.D",
    "L": "plans_view.direction.L",
    "R": "plans_view.direction.R",
}

# The ledger's goal line, by the options goal and suits.
GOAL_LINES: dict[tuple[str, str], str] = {
    ("group", "one"): "plans_view.goal.group.one",
    ("group", "two"): "plans_view.goal.group.two",
    ("group", "three"): "plans_view.goal.group.three",
    ("group", "all"): "plans_view.goal.group.all",
    ("line", "one"): "plans_view.goal.line.one",
    ("line", "two"): "plans_view.goal.line.two",
    ("line", "three"): "plans_view.goal.line.three",
    ("line", "all"): "plans_view.goal.line.all",
}

# The set-up screen's choices, by option value.
GOAL_LABELS: dict[str, str] = {
    "group": "plans.option.goal.group",
    "line": "plans.option.goal.line",
}

SUITS_LABELS: dict[str, str] = {
    "one": "plans.option.suits.one",
    "two": "plans.option.suits.two",
    "three": "plans.option.suits.three",
    "all": "plans.option.suits.all",
}
