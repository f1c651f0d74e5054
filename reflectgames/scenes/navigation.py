"""Which screen opens for what: the title, the New game screen, the screen that plays a match.

Only the app imports this module (its `back_to_title`, `open_setup` and
`open_match` come here); a scene asks the app instead. So a scene never
imports the screens above it, and the scenes import no cycle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from reflectgames.core.match import Match
    from reflectgames.ui.scene import AppServices, Scene


def title_scene(app: AppServices) -> Scene:
    from reflectgames.scenes.title import TitleScene

    return TitleScene(app)


def setup_scene(app: AppServices, game_id: str | None = None) -> Scene:
    from reflectgames.scenes.setup import SetupScene

    return SetupScene(app, game_id)


def open_match(app: AppServices, match: Match) -> None:
    """Replace the current scene by the screen that plays `match` (from the title, Load and New game).

    A game whose entry names the puzzle screen (hint, solve, restart, best
    score) opens there however it was started or saved.
    """
    from reflectgames.core.entry import PUZZLE_SCREEN
    from reflectgames.games import game_entry

    if game_entry(match.game_id).screen == PUZZLE_SCREEN:
        from reflectgames.scenes.puzzle_play import puzzle_scene_for

        app.replace(puzzle_scene_for(app, match))
        return
    from reflectgames.scenes.play import play_scene_for

    app.replace(play_scene_for(app, match))
