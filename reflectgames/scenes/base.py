"""The scene lifecycle every screen follows (as in Tuxemon's state stack).

The app calls enter when a scene is pushed, exit when it is popped, pause and
resume when another scene covers it or goes away, layout whenever the window
size changes, handle_event for input, update(dt) every frame and draw to
paint. Drawing never changes state: draw(surface) twice in a row paints the
same picture.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from reflectgames.app import App


class Scene:
    # An overlay (pause menu, curtain) sets this False so the scene below is
    # drawn first and shows through.
    opaque: bool = True

    def __init__(self, app: "App") -> None:
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
