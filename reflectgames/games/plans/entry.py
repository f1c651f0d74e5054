"""The entry of this game: what the app needs from this folder (see core/entry.py)."""

from __future__ import annotations

from reflectgames.core.entry import PUZZLE_SCREEN, GameEntry, Part, Scenarios
from reflectgames.games.plans.selftest import check_solver_worker

GAME = GameEntry(
    id="plans",
    rules=Part(f"{__package__}.rules", "RULES"),
    view=Part(f"{__package__}.view", "VIEW_CLASS"),
    setup_panel=Part(f"{__package__}.setup_panel", "OptionsEditor"),
    computer_player=None,
    rules_page=Part(f"{__package__}.rules_page"),
    sounds=(("end", "win"), ("jump", "hop"), ("rotate", "slide"), ("shift", "slide")),
    domains=("plans", "plans_view", "plans_rules"),
    # A puzzle: it opens on the puzzle screen (hint, solve, restart, best score) however it was started.
    screen=PUZZLE_SCREEN,
    scenarios=Scenarios(selftest_checks=(("solver worker", check_solver_worker),)),
)
