"""`reflectgames shot`: the play scene rendered headless as one seat sees it, saved as a PNG."""

from __future__ import annotations

from pathlib import Path

import pygame

from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.games import GAME_IDS, get_rules
from reflectgames.i18n import t
from reflectgames.scenes.navigation import play_scene
from reflectgames.storage.saves import load_save


def render_shot(source: str, seat: int | None, size: tuple[int, int], out: Path) -> None:
    """Render the play scene headless as `seat` would see it and save a PNG.

    `source` is a save file or a game id (a fresh game with seed 1).
    ValueError with one readable line when the source cannot be used.
    """
    if source in GAME_IDS:
        rules = get_rules(source)
        players = [PlayerSpec(t("setup.default_name", number=k + 1)) for k in range(rules.info.min_players)]
        match = Match.with_rules(rules, players, 1)
    else:
        _, match = load_save(Path(source))
    render_match(match, seat, size, out)


def render_match(match: Match, seat: int | None, size: tuple[int, int], out: Path) -> None:
    """Render `match`'s play scene headless as `seat` would see it (None: as the game goes) to a PNG."""
    if seat is not None and not 0 <= seat < len(match.players):
        raise ValueError(f"Seat {seat} does not exist: this game has seats 0 to {len(match.players) - 1}.")
    app = App(headless=True, size=size)
    scene = play_scene(app, match, seat=seat, autosave=False)
    app.reset_to(scene)
    scene.game_over_shown = True  # a shot shows the board itself, not the dialog over it
    app.step([])
    pygame.image.save(app.render(), str(out))
