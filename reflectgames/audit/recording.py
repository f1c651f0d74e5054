"""What the renderer did, noted while an audit records: each line of text drawn and each control placed.

The shared drawing code (`ui/text.py`, `ui/widgets.py`, `ui/scroll.py`) calls
`current()` and reports only when it is not None, so outside an audit a frame
pays one global lookup per text and nothing else. A recording keeps plain
tuples, never surfaces, so it can be checked after the frame is gone.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame

Box = tuple[int, int, int, int]  # x, y, width, height


def _box(rect: pygame.Rect) -> Box:
    return (rect.x, rect.y, rect.width, rect.height)


@dataclass(frozen=True)
class TextDraw:
    """One line of text as it was drawn.

    `rect` is where it landed on its surface and `room` the part of that
    surface it could show (the surface's clip rect): text reaching outside
    `room` was cut. `ellipsized` when it was shortened with "…" to fit a
    width; `dropped` when wrapped lines did not fit their box and were left
    out. Inside a scrolling viewport (`scrolled`) reaching outside the room
    is what scrolling means, not a problem.
    """

    text: str
    rect: Box
    room: Box
    ellipsized: bool = False
    dropped: bool = False
    scrolled: bool = False
    on_window: bool = False
    layer: int = 0


@dataclass(frozen=True)
class ControlDraw:
    """A control (button, choice, field, list) drawn on the window, in the `layer` of its screen.

    `shown` is the part of `rect` that can be seen: all of it, or what a scrolling viewport lets through.
    """

    name: str
    rect: Box
    shown: Box
    layer: int


@dataclass
class Recording:
    """Everything one frame drew, for the window `window` (its size)."""

    window: tuple[int, int]
    texts: list[TextDraw] = field(default_factory=list)
    controls: list[ControlDraw] = field(default_factory=list)
    layer: int = 0
    _viewports: list[pygame.Rect] = field(default_factory=list)
    _window_surface: pygame.Surface | None = None

    def next_layer(self) -> None:
        """The screens drawn from here on lie over the ones before: their controls may cover those."""
        self.layer += 1

    def text(self, surface: pygame.Surface, text: str, rect: pygame.Rect, *, ellipsized: bool = False,
             dropped: bool = False) -> None:
        if not text.strip():
            return
        self.texts.append(TextDraw(text, _box(rect), _box(surface.get_clip()), ellipsized, dropped,
                                   bool(self._viewports), surface is self._window_surface, self.layer))

    def control(self, surface: pygame.Surface, name: str, rect: pygame.Rect) -> None:
        if surface is not self._window_surface or rect.width <= 0 or rect.height <= 0:
            return  # drawn into an image of its own: its place on the window is not known here
        shown = pygame.Rect(rect)
        for viewport in self._viewports:
            shown = shown.clip(viewport)
        if shown.width <= 0 or shown.height <= 0:
            return  # scrolled out of sight
        self.controls.append(ControlDraw(name, _box(rect), _box(shown), self.layer))

    @contextmanager
    def viewport(self, rect: pygame.Rect) -> Iterator[None]:
        """Drawing inside a scrolling viewport: what sticks out is scrolled away, not cut."""
        self._viewports.append(pygame.Rect(rect))
        try:
            yield
        finally:
            self._viewports.pop()


class _Current:
    recording: Recording | None = None


_current = _Current()


def current() -> Recording | None:
    """The recording in progress, or None (the drawing code then does nothing more)."""
    return _current.recording


@contextmanager
def recording(window: pygame.Surface) -> Iterator[Recording]:
    """Record everything drawn meanwhile; `window` is the surface the app shows."""
    taken = Recording(window.get_size(), _window_surface=window)
    previous = _current.recording
    _current.recording = taken
    try:
        yield taken
    finally:
        _current.recording = previous


@contextmanager
def viewport(rect: pygame.Rect) -> Iterator[None]:
    """For the drawing code: mark a scrolling viewport (nothing to do when no audit records)."""
    taken = _current.recording
    if taken is None:
        yield
        return
    with taken.viewport(rect):
        yield


def note_control(surface: pygame.Surface, name: str, rect: pygame.Rect) -> None:
    """For the drawing code: a control was drawn at `rect` on `surface`."""
    taken = _current.recording
    if taken is not None:
        taken.control(surface, name, rect)
