"""The audit's report: one JSON object built from independent parts.

A part is a function returning a dict of figures; `build_report` merges the
parts in order. Adding a figure to the report is one more function in
`PARTS`. The layout part renders every screen of the catalogue at every
window size, text scale and language; the translation part lists the French
messages still in English; the reachability part plays random positions of
every game and proves each legal move has a pointer path and a key path
through the view's input mapping (`table/reachability.py`).
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

SIZES: tuple[tuple[int, int], ...] = ((960, 600), (1280, 800), (1920, 1080), (2560, 1440))
SCALES: tuple[float, ...] = (1.0, 1.25, 1.5, 1.75)
LANGUAGES: tuple[str, ...] = ("en", "fr")

Part = Callable[[], dict[str, Any]]


@dataclass(frozen=True)
class Combination:
    size: tuple[int, int]
    scale: float
    language: str


def matrix(sizes: Sequence[tuple[int, int]] = SIZES, scales: Sequence[float] = SCALES,
           languages: Sequence[str] = LANGUAGES) -> list[Combination]:
    return [Combination(size, scale, language)
            for size in sizes for scale in scales for language in languages]


@contextmanager
def _scratch_home() -> Iterator[None]:
    """A throwaway REFLECTGAMES_HOME meanwhile: the audit never touches a player's settings or saves."""
    from reflectgames.bench import _home

    with tempfile.TemporaryDirectory(prefix="reflectgames-audit-") as folder, _home(folder):
        yield


def _render_recorded(app: Any) -> Any:
    """Draw the app's frame as `App.render` does, each scene of the stack a layer of its own."""
    from reflectgames.audit.recording import recording

    with recording(app.screen) as taken:
        start = 0
        for index in range(len(app.scenes) - 1, -1, -1):
            if app.scenes[index].opaque:
                start = index
                break
        for scene in app.scenes[start:]:
            taken.next_layer()
            scene.draw(app.screen)
    return taken


def layout_part(combinations: Sequence[Combination] | None = None,
                only: Callable[[str], bool] | None = None) -> dict[str, Any]:
    """Every screen rendered in every combination: how many renders, how long, and what did not fit."""
    from reflectgames.app import App
    from reflectgames.audit.checks import problems
    from reflectgames.audit.screens import Matches, catalogue
    from reflectgames.i18n import set_language
    from reflectgames.ui.text import set_ui_scale

    started = time.perf_counter()
    checked = 0
    found: list[dict[str, Any]] = []
    with _scratch_home():
        matches = Matches()
        matches.save_all()
        screens = [screen for screen in catalogue(matches) if only is None or only(screen.name)]
        try:
            for combination in combinations or matrix():
                app = App(headless=True, size=combination.size)
                app.apply_settings(app.settings.model_copy(update={
                    "language": combination.language, "ui_scale": combination.scale,
                    "animation_speed": "off"}))
                for screen in screens:
                    if not screen.open(app):
                        continue
                    app.step([])
                    taken = _render_recorded(app)
                    checked += 1
                    where = {"screen": screen.name, "size": "{}x{}".format(*combination.size),
                             "scale": round(combination.scale * 100), "language": combination.language}
                    found.extend({**where, "kind": problem.kind, "text": problem.what}
                                 for problem in problems(taken))
        finally:
            set_language("en")
            set_ui_scale(1.0)
    return {"screens_checked": checked, "layout_seconds": round(time.perf_counter() - started, 1),
            "layout_problems": found}


def translation_part() -> dict[str, Any]:
    """French messages still equal to their English (or missing), one dict each."""
    from reflectgames.i18n.coverage import untranslated

    return {"untranslated": [item.as_json() for item in untranslated()]}


def reachability_part(positions_per_game: int = 200) -> dict[str, Any]:
    """Every legal move of random positions of every game, proven playable by pointer and by keys."""
    from dataclasses import asdict

    from reflectgames.table.reachability import check_reachability

    started = time.perf_counter()
    found = asdict(check_reachability(positions_per_game=positions_per_game))
    return {**found, "reachability_seconds": round(time.perf_counter() - started, 1)}


PARTS: tuple[Part, ...] = (layout_part, translation_part, reachability_part)

# The lists whose any entry fails the audit (exit status 1).
PROBLEM_LISTS: tuple[str, ...] = ("layout_problems", "untranslated", "moves_without_pointer_path",
                                  "moves_without_key_path")


def build_report(parts: Sequence[Part] = PARTS) -> dict[str, Any]:
    """The report: every part's figures merged into one object, in order."""
    report: dict[str, Any] = {}
    for part in parts:
        report.update(part())
    return report


def has_problems(report: dict[str, Any]) -> bool:
    """Whether any problem list of the report is non-empty."""
    return any(isinstance(value, list) and value for key, value in report.items() if key in PROBLEM_LISTS)
