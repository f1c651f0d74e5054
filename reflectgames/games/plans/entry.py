"""The entry of this game: what the app needs from this folder (see core/entry.py)."""

from __future__ import annotations

from reflectgames.core.entry import PUZZLE_SCREEN, FrameSample, GameEntry, Scenarios
from reflectgames.games.plans.selftest import check_solver_worker

FRAME_PUZZLE = (("layout", "SASASS/MMACSS/CACCAA/MCMCMM"), ("goal", "group"), ("suits", "one"))

GAME = GameEntry.in_folder(
    __package__,
    "plans",
    computer_player=False,
    sounds=(("jump", "hop"), ("rotate", "slide"), ("shift", "slide")),
    domains=("plans", "plans_view", "plans_rules"),
    # A puzzle: it opens on the puzzle screen (hint, solve, restart, best score) however it was started.
    screen=PUZZLE_SCREEN,
    scenarios=Scenarios(
        # A puzzle on a board grown by two shifts, a tile turning; its shortest solution is known.
        frames=(FrameSample("plans_play", players=1, seed=0, options=FRAME_PUZZLE,
                            moves=("shift 5,5 U", "6,10 D", "shift 3,5 R"),
                            best=("rotate 5,5 270", "6,5 U", "2,6 R")),),
        selftest_checks=(("solver worker", check_solver_worker),),
    ),
)
