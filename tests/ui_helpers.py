"""Playing the app as a person would, for the tests: clicks, keys, waiting, and the rules pages.

Every helper that steps the app also renders a frame afterwards, as the
window would, unless it says otherwise.
"""

from __future__ import annotations

from collections.abc import Iterator
from types import ModuleType

import pygame

from reflectgames.app import App
from reflectgames.core.match import Match
from reflectgames.scenes import navigation
from reflectgames.table.play import PlayScene
from reflectgames.ui.theme import get_palette


def click_events(pos, button: int = 1) -> list[pygame.event.Event]:
    """The pointer moves to `pos`, then `button` goes down and up there."""
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
    ]


def key_event(code: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=unicode, scancode=0)


def click(app: App, pos, button: int = 1) -> None:
    app.step(click_events(pos, button))
    app.render()


def key(app: App, code: int, mod: int = 0, unicode: str = "") -> None:
    app.step([key_event(code, mod, unicode)])
    app.render()


def hover(app: App, pos) -> None:
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    app.render()


def settle(app: App, frames: int = 60) -> None:
    """Let `frames` frames of 50 ms pass, long enough for the animations the test started to end."""
    for _ in range(frames):
        app.step([], dt=0.05)
    app.render()


def open_play(app: App, match: Match) -> PlayScene:
    """The play scene of `match`, alone on the stack, after its first frame."""
    scene = navigation.play_scene(app, match)
    app.reset_to(scene)
    app.step([])
    app.render()
    return scene


def drawn_pages(rules_page: ModuleType, size: tuple[int, int],
                palette: str = "standard") -> Iterator[tuple[int, pygame.Surface]]:
    """Each page of a game's rules drawn alone on a transparent surface of `size`: (page, surface)."""
    for page in range(rules_page.PAGE_COUNT):
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rules_page.draw_rules_page(surface, surface.get_rect(), get_palette(palette), page)
        yield page, surface


def key_to(widget, code: int, mod: int = 0) -> bool:
    """A key pressed straight to a widget (a game's options editor, say); whether it took the key."""
    return widget.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=""))


def click_on(widget, pos, button: int = 1) -> bool:
    """A mouse button pressed straight on a widget at `pos`; whether it took the press."""
    return widget.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
