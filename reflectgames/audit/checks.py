"""Layout problems read from a recording: text cut or shortened, controls overlapping or off the window.

Each problem names its kind and the text or control; the report adds where
(screen, size, scale, language). A rectangle may stray by `SLACK` pixels
(antialiasing, a one-pixel rim) before it counts.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

import pygame

from reflectgames.audit.recording import Box, Recording

SLACK = 1
TEXT_INSET = 3  # a line's rect holds some empty space above and below its letters
CLIPPED, ELLIPSIZED, OVERLAP, OUTSIDE = "clipped", "ellipsized", "overlap", "outside_window"


@dataclass(frozen=True)
class Problem:
    kind: str
    what: str  # the text, or the control(s)


def _rect(box: Box) -> pygame.Rect:
    return pygame.Rect(box)


def _inside(inner: pygame.Rect, outer: pygame.Rect) -> bool:
    return outer.inflate(2 * SLACK, 2 * SLACK).contains(inner)


def text_problems(taken: Recording) -> list[Problem]:
    """Text shortened with "…", wrapped lines left out, or a line reaching past what its surface shows."""
    problems: list[Problem] = []
    for drawn in taken.texts:
        if drawn.ellipsized:
            problems.append(Problem(ELLIPSIZED, drawn.text))
        elif drawn.dropped or (not drawn.scrolled and not _inside(_rect(drawn.rect), _rect(drawn.room))):
            problems.append(Problem(CLIPPED, drawn.text))
    return problems


def control_problems(taken: Recording) -> list[Problem]:
    """Controls of one screen covering each other, and controls not wholly inside the window."""
    window = pygame.Rect((0, 0), taken.window)
    problems = [Problem(OUTSIDE, control.name) for control in taken.controls
                if not _inside(_rect(control.shown), window)]
    for first, second in combinations(taken.controls, 2):
        if first.layer != second.layer:
            continue
        common = _rect(first.shown).clip(_rect(second.shown))
        if common.width > SLACK and common.height > SLACK:
            problems.append(Problem(OVERLAP, f"{first.name} / {second.name}"))
    return problems


def text_over_controls(taken: Recording) -> list[Problem]:
    """Text of a screen running into one of its controls without being inside it (a label, a counter
    drawn where a button is)."""
    found: list[Problem] = []
    for drawn in taken.texts:
        if not drawn.on_window or drawn.scrolled:
            continue
        text = _rect(drawn.rect).inflate(-2 * TEXT_INSET, -2 * TEXT_INSET)
        for control in taken.controls:
            shown = _rect(control.shown)
            if control.layer == drawn.layer and text.colliderect(shown) and not shown.contains(text):
                found.append(Problem(OVERLAP, f"{drawn.text!r} / {control.name}"))
    return found


def problems(taken: Recording) -> list[Problem]:
    """Every problem of one rendered frame, each reported once."""
    found = [*text_problems(taken), *control_problems(taken), *text_over_controls(taken)]
    return list(dict.fromkeys(found))
