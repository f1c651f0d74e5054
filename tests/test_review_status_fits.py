"""The review line says as much as the status line can show whole: the move with what followed, the
move alone, or just the position."""

from __future__ import annotations

from ui_helpers import open_play

from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.i18n import t

# Pond: the second move hops a frog; what followed it is said after the move.
MOVES = ["frog L", "frog R", "stick 1-2"]


def reviewing(fits) -> tuple[object, str, str]:
    app = App(headless=True, size=(1280, 800))
    scene = open_play(app, Match("pond", [PlayerSpec("Ada"), PlayerSpec("Bo")], 3, {}, MOVES))
    scene.status_fits = fits
    name, words = scene.panel.history_line(2)
    return scene, name, words


def test_a_roomy_status_line_says_the_move_and_what_followed() -> None:
    scene, name, words = reviewing(lambda text: True)
    move = scene.view.describe_move("frog R", scene.match.mover_of(2))
    assert words != move  # the hop had consequences to tell
    assert scene.panel.review_status(2) == t("play.reviewing_move", index=2, total=3, name=name, move=words)


def test_a_cramped_status_line_says_the_move_alone_then_only_the_position() -> None:
    scene, name, words = reviewing(lambda text: False)
    assert scene.panel.review_status(2) == t("play.reviewing", index=2, total=3)
    move = scene.view.describe_move("frog R", scene.match.mover_of(2))
    scene.status_fits = lambda text: words not in text
    assert scene.panel.review_status(2) == t("play.reviewing_move", index=2, total=3, name=name, move=move)
