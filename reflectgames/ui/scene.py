"""The scene lifecycle every screen follows (as in Tuxemon's state stack), and what scenes use of the app.

The app calls enter when a scene is pushed, exit when it is popped, pause and
resume when another scene covers it or goes away, layout whenever the window
size changes, handle_event for input, update(dt) every frame and draw to
paint. Drawing never changes state: draw(surface) twice in a row paints the
same picture.

Scenes and game views reach the app only through `AppServices`, a Protocol
that `reflectgames.app.App` implements, so nothing below the app imports it.
Going back to the title, to the setup screen or into a match, and the screens
a play table opens over itself (curtain, pause, rules, game over), go through
the app's navigation methods, which are the one place that knows which scene
opens for what.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

if TYPE_CHECKING:
    from collections.abc import Callable

    from reflectgames.core.match import Match
    from reflectgames.storage.settings import Settings
    from reflectgames.ui.sound import Sounds
    from reflectgames.ui.theme import Palette


class AppServices(Protocol):
    """What scenes and game views use of the app: look, sound, settings, the scene stack, navigation."""

    headless: bool
    settings: Settings
    sounds: Sounds

    @property
    def palette(self) -> Palette: ...

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def top(self) -> Scene | None: ...

    # --- the scene stack -------------------------------------------------------------
    def push(self, scene: Scene) -> None: ...

    def pop(self) -> Scene | None: ...

    def replace(self, scene: Scene) -> None: ...

    def reset_to(self, scene: Scene) -> None: ...

    def remove(self, scene: Scene) -> None: ...

    # --- navigation: the screens a scene goes back or on to ----------------------------
    def back_to_title(self) -> None:
        """Close every scene and start over on the title screen."""
        ...

    def open_setup(self, game_id: str | None = None) -> None:
        """Replace the current scene by the New game screen (for `game_id`, if given)."""
        ...

    def open_match(self, match: Match) -> None:
        """Replace the current scene by the screen that plays `match`."""
        ...

    # --- the screens a play table opens over itself --------------------------------------
    def raise_curtain(self, player_name: str, on_ready: Callable[[], None],
                      on_escape: Callable[[], None] | None = None) -> None:
        """Cover the screen until `player_name` alone looks at it (then `on_ready`)."""
        ...

    def open_pause(self, on_save_and_quit: Callable[[], None], game_id: str | None = None) -> None:
        """The pause menu over the current scene."""
        ...

    def open_rules(self, game_id: str | None = None) -> None:
        """The rules pages (of `game_id`, if given) over the current scene."""
        ...

    def show_game_over(self, title: str, detail: str, on_play_again: Callable[[], None],
                       on_review: Callable[[], None]) -> None:
        """The result of a finished game over its board."""
        ...

    # --- the window, settings and messages ---------------------------------------------
    def request_redraw(self) -> None: ...

    def toast(self, message: str) -> None: ...

    def apply_settings(self, settings: Settings) -> None: ...

    def toggle_fullscreen(self) -> None: ...

    def quit(self) -> None: ...


class Scene:
    # An overlay (pause menu, curtain) sets this False so the scene below is
    # drawn first and shows through.
    opaque: bool = True

    def __init__(self, app: AppServices) -> None:
        self.app = app

    def enter(self) -> None:
        pass

    def exit(self) -> None:
        pass

    def pause(self) -> None:
        pass

    def resume(self) -> None:
        pass

    def layout(self, size: tuple[int, int]) -> None:
        pass

    def handle_event(self, event: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def is_animating(self) -> bool:
        """True while something moves: the app then runs at 60 fps, else idles."""
        return False
