"""The entry of this game: what the app needs from this folder (see core/entry.py)."""

from __future__ import annotations

from reflectgames.core.entry import FrameSample, GameEntry, Part, Scenarios, TitleScreen
from reflectgames.games.plans.selftest import check_solver_worker, check_split_search

FRAME_PUZZLE = (("layout", "SASASS/MMACSS/CACCAA/MCMCMM"), ("goal", "group"), ("suits", "one"))

GAME = GameEntry.in_folder(
    __package__,
    "plans",
    computer_player=False,
    sounds=(("jump", "hop"), ("rotate", "slide"), ("shift", "slide")),
    catalogs=("catalog", "catalog_rules", "catalog_puzzles"),
    # A puzzle: it opens on the puzzle screen (hint, solve, restart, best score) however it was started.
    screen=Part(f"{__package__}.screens.puzzle_play", "puzzle_scene_for"),
    # The Puzzles menu (deal, daily, code, practice) has its own button on the title screen.
    title_screens=(TitleScreen("puzzles.title", "p",
                               Part(f"{__package__}.screens.puzzles_menu", "PuzzlesScene")),),
    # A puzzle's save in the load list: its puzzle, layout, date and result.
    save_wording=Part(f"{__package__}.save_wording", "save_wording"),
    scenarios=Scenarios(
        # A puzzle on a board grown by two shifts, a tile turning; its shortest solution is known.
        frames=(FrameSample("plans_play", players=1, seed=0, options=FRAME_PUZZLE,
                            moves=("shift 5,5 U", "6,10 D", "shift 3,5 R"),
                            best=("rotate 5,5 270", "6,5 U", "2,6 R")),),
        selftest_checks=(("solver worker", check_solver_worker),
                         ("solver on two processes", check_split_search)),
    ),
)
