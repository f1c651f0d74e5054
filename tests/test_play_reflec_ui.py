"""Reflec in the window, played by synthetic mouse and keyboard events (dummy video driver)."""

from __future__ import annotations

import random

import pygame
import pytest
from reflec_positions import DROP_CELLS
from ui_helpers import click, hover, key, open_play, settle

from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.games.reflec.board import CELL_INDEX, SUITS
from reflectgames.games.reflec.moves import FIRE
from reflectgames.games.reflec.preview import preview_shot
from reflectgames.i18n import t
from reflectgames.shot import render_shot
from reflectgames.storage.paths import examples_dir
from reflectgames.storage.saves import load_save
from reflectgames.table.play import PlayScene

NAMES = ["Ada", "Bo", "Cy", "Di"]


def drops(players: int = 4) -> list[str]:
    suits = "SMCA"[: 3 if players == 3 else 4]
    return [f"drop {suits[k % len(suits)]} {cell} N" for k, cell in enumerate(DROP_CELLS[: 6 * len(suits)])]


def open_match(app: App, players: int = 4, moves=()) -> PlayScene:
    match = Match("reflec", [PlayerSpec(name) for name in NAMES[:players]], 1, {}, list(moves))
    return open_play(app, match)


def open_example(app: App, name: str) -> PlayScene:
    _, match = load_save(examples_dir() / name)
    return open_play(app, match)


def point(scene: PlayScene, cell: str, towards: str | None = None) -> tuple[int, int]:
    """A point in a cell: its centre, or near its edge on the `towards` side (N, E, S, W)."""
    lay = scene.view.layout_
    x, y = lay.cell_center(CELL_INDEX[cell])
    dx, dy = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0), None: (0, 0)}[towards]
    return int(x + dx * lay.cell * 0.35), int(y + dy * lay.cell * 0.35)


def coins(scene: PlayScene) -> dict:
    return {cell: (coin.suit, coin.facing) for cell, coin in scene.view.obs.coins.items()}


# --- the drop round ---------------------------------------------------------------------------


def test_a_click_drops_a_coin_facing_the_part_of_the_cell_clicked():
    app = App(headless=True, size=(1280, 800))
    scene = open_match(app)
    click(app, point(scene, "c3", "E"))
    click(app, point(scene, "d5", "S"))
    settle(app, 200)
    assert scene.match.moves == ["drop S c3 E", "drop M d5 S"]
    assert coins(scene) == {"c3": ("S", "E"), "d5": ("M", "S")}


def test_dropping_on_a_taken_cell_says_why_and_changes_nothing():
    app = App(headless=True, size=(1280, 800))
    scene = open_match(app, moves=["drop S c3 E"])
    click(app, point(scene, "c3"))
    click(app, point(scene, "a8"))
    assert scene.match.moves == ["drop S c3 E"]
    assert scene.status_error and scene.status == t("reflec.error.drop_cell")


def test_key_r_turns_the_facing_of_a_drop_made_at_the_centre():
    app = App(headless=True, size=(1280, 800))
    scene = open_match(app)
    key(app, pygame.K_r)
    click(app, point(scene, "e4"))
    assert scene.match.moves == ["drop S e4 E"]


# --- a regular turn by clicks ------------------------------------------------------------------


def test_a_turn_by_clicks_moves_spins_and_swaps_then_ends():
    app = App(headless=True, size=(1280, 800))
    scene = open_match(app, moves=drops())
    # b3 holds a suns coin, c3 a moons coin, b2 is empty.
    click(app, point(scene, "b3"))
    assert scene.view.chooser.pick is not None and not scene.status_error
    click(app, point(scene, "b2", "W"))
    settle(app, 200)
    assert scene.match.moves[-1] == "move b3 b2 W"
    click(app, point(scene, "b2"))
    click(app, point(scene, "b2", "N"))
    settle(app, 200)
    assert scene.match.moves[-1] == "spin b2 N"
    # The end turn button is refused while a tile point is left.
    click(app, scene.view.layout_.end_button.center)
    assert scene.status == t("reflec.error.cannot_end", count=1)
    click(app, point(scene, "e3"))  # an arms coin: not yours
    assert scene.status_error and "arms" in scene.status
    click(app, point(scene, "b2"))
    click(app, point(scene, "c2", "E"))
    settle(app, 200)
    assert scene.match.moves[-1] == "move b2 c2 E"
    assert scene.view.obs.points.mandatory == 0
    click(app, scene.view.layout_.end_button.center)
    settle(app, 200)
    assert scene.match.moves[-1] == "end" and scene.view.obs.suit == "M"


def test_swap_by_choosing_the_partner_and_a_refused_swap_back_changes_nothing():
    app = App(headless=True, size=(1280, 800))
    scene = open_match(app, moves=[*drops(), "fire S", "end"])
    assert scene.view.obs.suit == "M"
    click(app, point(scene, "c3"))  # a moons coin, next to the suns' b3
    click(app, point(scene, "b3"))
    settle(app, 200)
    assert scene.match.moves[-1] == "swap b3 c3"
    assert coins(scene)["b3"][0] == "M" and coins(scene)["c3"][0] == "S"
    before = list(scene.match.moves)
    click(app, point(scene, "b3"))
    click(app, point(scene, "c3"))
    assert scene.match.moves == before
    assert scene.status == t("reflec.illegal.swap_undo")


def test_aiming_previews_the_beam_and_a_click_fires_it_into_the_loop():
    app = App(headless=True, size=(1280, 800))
    scene = open_example(app, "reflec-2-loop-ready.json")
    view = scene.view
    assert view.obs.suit == "S"
    click(app, point(scene, "a1"))
    hover(app, point(scene, "f1"))
    assert view.chooser.aim == 1  # east, towards the pointer
    shot = preview_shot(view.obs, "S", view.chooser.aim)
    assert [coin.cell for coin in shot.removed] == [CELL_INDEX[cell] for cell in ("c1", "c3", "e3", "e1")]
    assert scene.match.history_length == 40  # aiming spends nothing
    click(app, point(scene, "f1"))
    assert scene.match.moves[-1] == "fire E"
    assert view.is_animating() and view.animation.beam is not None
    app.step([], dt=0.2)
    assert 0 < view.animation.beam_reach() < 1  # the beam is still on its way
    settle(app, 200)
    assert not view.is_animating()
    assert not {"c1", "c3", "e3", "e1"} & set(coins(scene))
    assert view.obs.supply == {"S": 1, "M": 1, "C": 1, "A": 1}


def test_a_click_skips_the_running_animation():
    app = App(headless=True, size=(1280, 800))
    scene = open_example(app, "reflec-2-loop-ready.json")
    scene.try_move("fire E")
    assert scene.view.is_animating()
    click(app, scene.view.layout_.frame.topleft)
    assert not scene.view.is_animating()


def test_the_laser_moves_to_a_ring_and_keys_aim_and_fire():
    app = App(headless=True, size=(1280, 800))
    scene = open_match(app, moves=drops())
    click(app, point(scene, "a1"))
    click(app, point(scene, "a2"))
    settle(app, 200)
    assert scene.match.moves[-1] == "laser a2"
    key(app, pygame.K_l)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    settle(app, 200)
    assert scene.match.moves[-1] == "fire S"
    assert scene.view.obs.points == {"mandatory": 0, "die": 2}


def test_escape_and_right_click_put_down_what_is_held():
    app = App(headless=True, size=(1280, 800))
    scene = open_match(app, moves=drops())
    click(app, point(scene, "b3"))
    assert scene.view.chooser.pick is not None
    key(app, pygame.K_ESCAPE)
    assert scene.view.chooser.pick is None and app.top is scene  # Esc did not open the menu
    click(app, point(scene, "a1"))
    click(app, point(scene, "d4"), button=3)
    assert scene.view.chooser.pick is None and len(scene.match.moves) == 24


def test_undo_takes_back_actions_of_the_turn_but_not_across_the_hand_over():
    app = App(headless=True, size=(1280, 800))
    scene = open_match(app, moves=drops())
    for move in ("spin b3 W", "spin b3 S", "spin b3 E"):
        assert scene.try_move(move)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.match.moves[-1] == "spin b3 S" and scene.view.obs.points.mandatory == 1
    assert scene.try_move("spin b3 E") and scene.try_move("end")
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.match.moves[-1] == "end" and scene.status_error


def test_a_supply_click_then_a_cell_drops_a_removed_coin():
    app = App(headless=True, size=(1280, 800))
    scene = open_example(app, "reflec-2-loop-ready.json")
    assert scene.try_move("fire E")
    settle(app, 200)
    row = scene.view.layout_.rows[0]  # the suns' row, with one coin off the board now
    click(app, row.center)
    assert scene.view.chooser.pick is not None and scene.view.chooser.pick.suit == "S"
    click(app, point(scene, "d1", "N"))
    settle(app, 200)
    assert scene.match.moves[-1] == "drop S d1 N"
    click(app, scene.view.layout_.rows[1].center)  # the moons' supply is not the suns' to drop
    assert scene.status == t("reflec.error.supply_not_yours")


# --- whole games, windows, languages -------------------------------------------------------------


def winning_or_random(scene: PlayScene, chooser: random.Random) -> str:
    """A table of players who always take a shot that destroys another player's laser."""
    view = scene.view
    obs = view.obs
    legal = view.legal_moves
    for move in legal:
        if move.kind == FIRE:
            shot = preview_shot(obs, obs.suit, move.facing)
            if shot.hit is not None and obs.owners[SUITS[shot.hit]] != obs.to_move:
                return str(move)
    calm = [move for move in legal if move.kind != FIRE]
    return str(chooser.choice(calm or legal))


@pytest.mark.parametrize("players, seed", [(2, 4), (4, 9)])
def test_a_whole_game_ends_with_the_game_over_screen(players, seed):
    app = App(headless=True, size=(1280, 800))
    app.apply_settings(app.settings.model_copy(update={"animation_speed": "off"}))
    scene = open_match(app, players)
    chooser = random.Random(seed)
    for _ in range(3000):
        if scene.match.outcome() is not None:
            break
        assert scene.try_move(winning_or_random(scene, chooser))
    settle(app, 200)
    assert scene.match.outcome() is not None
    assert type(app.top).__name__ == "GameOverScene"
    winner = scene.match.players[min(scene.match.outcome().winners)].name
    assert app.top.title_text == t("result.wins", name=winner)


@pytest.mark.parametrize("size", [(1280, 800), (960, 600), (700, 900)])
@pytest.mark.parametrize("language, palette", [("en", "standard"), ("fr", "colorblind")])
def test_every_window_size_language_and_palette_draws_the_board(size, language, palette):
    app = App(headless=True, size=size)
    app.apply_settings(app.settings.model_copy(update={"language": language, "palette": palette}))
    scene = open_example(app, "reflec-2-loop-ready.json")
    lay = scene.view.layout_
    assert scene.board_rect.contains(lay.board)
    assert not lay.side.colliderect(lay.board)
    click(app, point(scene, "a1"))
    hover(app, point(scene, "a6"))
    assert scene.status == t("reflec.hint.laser")


def test_animations_off_means_no_animation():
    app = App(headless=True, size=(1280, 800))
    app.apply_settings(app.settings.model_copy(update={"animation_speed": "off"}))
    scene = open_example(app, "reflec-2-loop-ready.json")
    scene.try_move("fire E")
    assert not scene.is_animating()


def test_drawing_is_repeatable_while_previewing():
    app = App(headless=True, size=(1280, 800))
    scene = open_example(app, "reflec-2-loop-ready.json")
    click(app, point(scene, "a1"))
    hover(app, point(scene, "h1"))
    first = pygame.image.tobytes(app.render(), "RGB")
    assert pygame.image.tobytes(app.render(), "RGB") == first
    assert scene.match.history_length == 40


def test_shot_renders_an_example(tmp_path):
    out = tmp_path / "reflec.png"
    render_shot(str(examples_dir() / "reflec-1-after-drop-round.json"), 0, (1024, 700), out)
    assert pygame.image.load(str(out)).get_size() == (1024, 700)


def test_a_turn_by_keys_alone():
    app = App(headless=True, size=(1280, 800))
    scene = open_match(app, moves=drops())
    key(app, pygame.K_UP)  # the cursor appears on the suns' laser, a1
    assert scene.view.cursor == CELL_INDEX["a1"]
    for code in (pygame.K_UP, pygame.K_UP, pygame.K_RIGHT):
        key(app, code)
    assert scene.view.cursor == CELL_INDEX["b3"]
    key(app, pygame.K_RETURN)  # picks up the coin on b3
    key(app, pygame.K_DOWN)
    key(app, pygame.K_r)  # the coin faced north: now east
    key(app, pygame.K_RETURN)
    settle(app, 200)
    assert scene.match.moves[-1] == "move b3 b2 E"
    key(app, pygame.K_d)  # nothing of the suns is off the board
    assert scene.status_error and scene.status == t("reflec.error.nothing_to_drop")
