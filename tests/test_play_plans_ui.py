"""Plans of Action in the window, driven by synthetic mouse and keyboard events (dummy video driver)."""

from __future__ import annotations

import pygame
from ui_helpers import click, key, settle

from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.i18n import t
from reflectgames.scenes import navigation
from reflectgames.shot import render_shot
from reflectgames.table.play import PlayScene

LAYOUT = {"layout": "SASASS/MMACSS/CACCAA/MCMCMM"}


def play_scene(app: App, seed: int = 7, options=LAYOUT) -> PlayScene:
    scene = navigation.play_scene(app, Match("plans", [PlayerSpec("Ada")], seed, options))
    app.reset_to(scene)
    app.step([])
    app.render()
    return scene


def test_a_jump_then_a_turn_with_its_forced_jump_then_a_shift_by_clicks():
    app = App(headless=True, size=(1280, 800))
    scene = play_scene(app)
    view = scene.view
    # A jump: the coin, then its ringed landing.
    coin, landings = next(iter(view.jumps.items()))
    direction, landing = next(iter(landings.items()))
    click(app, view.fit_to.cell_center(coin))
    assert view.selected == coin and not scene.status_error
    click(app, view.fit_to.cell_center(landing))
    settle(app)
    jump = f"{coin[0]},{coin[1]} {direction}"
    assert scene.match.moves == [jump]
    # A turn: the tile's knob, then a turn button in the ledger.
    tile = next(tile for tile, moves in view.tile_moves.items() if moves.turns)
    click(app, view.fit_to.tile_center(tile))
    assert view.selected_tile == tile
    angle, button = view.rotate_buttons()[0]
    click(app, button.center)
    assert scene.match.moves[-1] == f"rotate {tile[0]},{tile[1]} {angle}"
    assert scene.view.obs.must_jump_from == list(tile)
    settle(app)
    # The forced jump: a coin of another tile is refused, one of this tile goes.
    other = next(c for c in view.snap.where if (c[0] - (c[0] + 1) % 2, c[1] - (c[1] + 1) % 2) != tile)
    click(app, view.fit_to.cell_center(other))
    assert scene.status_error and scene.status == t("plans_view.error.must_jump", tile=f"{tile[0]},{tile[1]}")
    assert len(scene.match.moves) == 2
    coin, landings = next(iter(view.jumps.items()))
    click(app, view.fit_to.cell_center(coin))
    click(app, view.fit_to.cell_center(next(iter(landings.values()))))
    settle(app)
    assert len(scene.match.moves) == 3 and scene.view.obs.must_jump_from is None
    # A shift: the knob, then one of the arrows around the tile.
    tile = next(tile for tile, moves in view.tile_moves.items() if moves.shifts)
    click(app, view.fit_to.tile_center(tile))
    direction, center, _radius = view.shift_buttons()[0]
    click(app, center)
    assert scene.match.moves[-1] == f"shift {tile[0]},{tile[1]} {direction}"
    assert scene.is_animating()
    settle(app)
    assert not scene.is_animating()


def test_an_illegal_click_says_why_and_changes_nothing():
    app = App(headless=True, size=(960, 600))
    scene = play_scene(app)
    view = scene.view
    stuck = next(cell for cell in view.snap.where if cell not in view.jumps)
    click(app, view.fit_to.cell_center(stuck))
    assert scene.status_error and "cannot jump" in scene.status
    assert scene.match.moves == []


def test_keyboard_play_and_undo():
    app = App(headless=True, size=(1280, 800))
    scene = play_scene(app)
    view = scene.view
    tile = next(tile for tile, moves in view.tile_moves.items() if any(m.angle == 90 for m in moves.turns))
    view.cursor = tile
    view.keyboard = True
    key(app, pygame.K_r)
    assert scene.match.moves == [f"rotate {tile[0]},{tile[1]} 90"]
    settle(app)
    coin = next(iter(view.jumps))
    view.cursor = coin
    key(app, pygame.K_RETURN)
    assert view.selected == coin
    key(app, pygame.K_ESCAPE)  # lets go of the coin, does not open the pause menu
    assert view.selected is None and app.top is scene
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.match.moves == []
    assert view.obs.must_jump_from is None


def test_a_growing_board_refits_while_animating_and_animations_off_skip_it():
    app = App(headless=True, size=(1280, 800))
    scene = play_scene(app)
    cell = scene.view.fit_to.cell
    assert scene.try_move("shift 3,3 U")
    assert scene.is_animating() and scene.view.fit_to.cell < cell
    settle(app)
    app.apply_settings(app.settings.model_copy(update={"animation_speed": "off"}))
    scene.try_move(str(scene.view.legal_moves[0]))
    assert not scene.is_animating()


def test_french_and_colour_blind_render_with_the_rules_pages():
    app = App(headless=True, size=(960, 600))
    app.apply_settings(app.settings.model_copy(update={"language": "fr", "palette": "colorblind"}))
    scene = play_scene(app)
    assert scene.status == t("plans_view.hint.turn") and "pièce" in scene.status
    key(app, pygame.K_F1)
    rules = app.top
    assert type(rules).__name__ == "RulesScene" and rules.game_id == "plans"
    assert rules.page_count == 6
    app.render()


def test_shot_renders_a_png(tmp_path):
    out = tmp_path / "plans.png"
    render_shot("plans", 0, (1024, 700), out)
    assert pygame.image.load(str(out)).get_size() == (1024, 700)
