"""Which screen opens for what: the title, the New game screen, the screen that plays a match, and
the screens a play table opens over itself (the curtain, the pause menu, the rules, the result).

Only the app imports this module (its navigation methods come here); a
scene asks the app instead. So a scene never imports the screens above it,
the play table (`reflectgames.table`) and a game's own screens import no
scene, and the scenes import no cycle. The play table learns its game here:
this is where a match's entry is looked up and handed to the screen that plays it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable

    from reflectgames.core.match import Match
    from reflectgames.table.play import PlayScene
    from reflectgames.ui.scene import AppServices, Scene


def title_scene(app: AppServices) -> Scene:
    from reflectgames.scenes.title import TitleScene

    return TitleScene(app)


def setup_scene(app: AppServices, game_id: str | None = None) -> Scene:
    from reflectgames.scenes.setup import SetupScene

    return SetupScene(app, game_id)


def play_scene(app: AppServices, match: Match, *, seat: int | None = None, autosave: bool = True,
               worker: Any = None) -> PlayScene:
    """The ordinary play table for `match`, handed its game's entry (the rest as `PlayScene` takes it)."""
    from reflectgames.games import game_entry
    from reflectgames.table.play import PlayScene

    return PlayScene(app, match, game_entry(match.game_id), seat=seat, autosave=autosave, worker=worker)


def open_match(app: AppServices, match: Match) -> None:
    """Replace the current scene by the screen that plays `match` (from the title, Load and New game).

    A game whose entry names a screen of its own (the Plans puzzle screen:
    hint, solve, restart, best score) opens there however it was started or saved.
    """
    from reflectgames.games import game_entry

    screen = game_entry(match.game_id).screen
    app.replace(play_scene(app, match) if screen is None else screen()(app, match))


def curtain_scene(app: AppServices, player_name: str, on_ready: Callable[[], None],
                  on_escape: Callable[[], None] | None = None) -> Scene:
    from reflectgames.scenes.handoff import HandoffScene

    return HandoffScene(app, player_name, on_ready, on_escape=on_escape)


def pause_scene(app: AppServices, on_save_and_quit: Callable[[], None], game_id: str | None = None) -> Scene:
    from reflectgames.scenes.pause import PauseScene

    return PauseScene(app, on_save_and_quit, game_id)


def rules_scene(app: AppServices, game_id: str | None = None) -> Scene:
    from reflectgames.scenes.rules_page import RulesScene

    return RulesScene(app, game_id)


def game_over_scene(app: AppServices, title: str, detail: str, on_play_again: Callable[[], None],
                    on_review: Callable[[], None]) -> Scene:
    from reflectgames.scenes.gameover import GameOverScene

    return GameOverScene(app, title, detail, on_play_again, on_review)
