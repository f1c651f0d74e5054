"""Reflector in the window, driven by synthetic mouse and keyboard events (dummy video driver).

The hand-over curtain comes before each player's node placement and before
every turn; after a move the mover first sees its result, then passes the
screen, and the next person's view is drawn from their own observation only.
"""

from __future__ import annotations

import random

import pygame
import pytest
from ui_helpers import click, key, settle

from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.games.reflector.board import NAMES, parse_cell
from reflectgames.games.reflector.layout import OPPONENT, OWN
from reflectgames.i18n import t
from reflectgames.scenes import navigation
from reflectgames.scenes.handoff import HandoffScene
from reflectgames.scenes.title import TitleScene
from reflectgames.storage.saves import list_saves
from reflectgames.table.play import PlayScene

ADA = ["D2", "G3", "B6", "H7", "E9"]
BO = ["C2", "D3", "H2", "B8", "I9"]


def lift_curtain(app: App, expected: str) -> None:
    curtain = app.top
    assert isinstance(curtain, HandoffScene) and curtain.player_name == expected
    assert app._visible_scenes() == [curtain]  # nothing of any grid is drawn behind it
    key(app, pygame.K_SPACE)
    assert not isinstance(app.top, HandoffScene)


def new_scene(app: App, moves=(), first: int = 0) -> PlayScene:
    match = Match("reflector", [PlayerSpec("Ada"), PlayerSpec("Bo")], 3, {"first": first}, moves)
    scene = navigation.play_scene(app, match)
    app.reset_to(scene)
    app.render()
    return scene


def own_cell(scene: PlayScene, name: str):
    return scene.view.layout_.cell_center(OWN, parse_cell(name))


def their_cell(scene: PlayScene, name: str):
    return scene.view.layout_.cell_center(OPPONENT, parse_cell(name))


def place_by_clicks(app: App, scene: PlayScene, cells) -> None:
    for name in cells:
        click(app, own_cell(scene, name))
    click(app, scene.view.ready_button.rect.center)


def setup_moves():
    return [f"node {c}" for c in ADA] + [f"node {c}" for c in BO]


# --- the curtain flow -----------------------------------------------------------------------------


def test_a_new_game_from_the_title_starts_behind_the_curtain():
    app = App(headless=True, size=(1280, 800))
    app.reset_to(TitleScene(app))
    app.render()
    click(app, next(b for b in app.top.buttons if b.text == t("title.new_game")).rect.center)
    setup = app.top
    setup.game_choice.set_value("reflector")
    setup._game_changed("reflector")
    click(app, setup.start_button.rect.center)
    lift_curtain(app, t("setup.default_name", number=1))
    scene = app.top
    assert isinstance(scene, PlayScene) and scene.match.game_id == "reflector"
    assert scene.view.placing() and scene.viewer() == 0


def test_placing_nodes_ready_pass_and_the_curtain_for_the_second_player():
    app = App(headless=True, size=(1280, 800))
    scene = new_scene(app)
    lift_curtain(app, "Ada")
    place_by_clicks(app, scene, ADA)
    assert scene.match.moves == [f"node {c}" for c in ADA]
    # Ada still sees her own placed nodes until she passes the screen.
    assert scene.handover_to == 1 and scene.viewer() == 0 and not scene.view.placing()
    assert scene.status == t("play.pass_screen", name="Bo")
    settle(app)
    key(app, pygame.K_RETURN)
    lift_curtain(app, "Bo")
    assert scene.viewer() == 1 and scene.view.obs.seat == 1
    assert scene.view.obs.own.nodes == [] and scene.view.draft.cells == []
    assert scene.view.placing()


def test_a_node_can_be_picked_up_moved_put_back_and_removed():
    app = App(headless=True, size=(1280, 800))
    scene = new_scene(app)
    lift_curtain(app, "Ada")
    draft = scene.view.draft
    click(app, own_cell(scene, "C3"))
    click(app, own_cell(scene, "C3"))  # picked up
    assert draft.cells == [] and draft.in_hand == parse_cell("C3")
    click(app, own_cell(scene, "F6"))  # put down elsewhere
    assert draft.cells == [parse_cell("F6")] and draft.in_hand is None
    click(app, own_cell(scene, "F6"))
    key(app, pygame.K_ESCAPE)  # Esc puts it back where it was
    assert draft.cells == [parse_cell("F6")]
    assert app.top is scene  # the view used Esc: no pause menu
    click(app, own_cell(scene, "F6"), button=3)  # right click takes it away
    assert draft.cells == [] and scene.match.moves == []


def test_ready_too_early_and_clicks_on_the_hidden_grid_say_why_and_change_nothing():
    app = App(headless=True, size=(1280, 800))
    scene = new_scene(app)
    lift_curtain(app, "Ada")
    for name in ADA[:3]:
        click(app, own_cell(scene, name))
    click(app, scene.view.ready_button.rect.center)
    assert scene.match.moves == []
    key(app, pygame.K_r)
    assert scene.status_error and scene.status == t("reflector.setup.need", count=2)
    click(app, their_cell(scene, "E5"))
    assert scene.status_error and scene.status == t("reflector.error.hidden_grid", name="Bo")
    for name in ADA[3:]:
        click(app, own_cell(scene, name))
    click(app, own_cell(scene, "J10"))
    assert scene.status == t("reflector.setup.all_placed") and len(scene.view.draft.cells) == 5
    assert scene.match.moves == []


def test_the_keyboard_places_nodes_with_arrows_and_enter_and_r_for_ready():
    app = App(headless=True, size=(1280, 800))
    scene = new_scene(app)
    lift_curtain(app, "Ada")
    key(app, pygame.K_RETURN)  # shows the cursor first
    for _ in range(5):
        key(app, pygame.K_RETURN)
        key(app, pygame.K_DOWN)
    key(app, pygame.K_r)
    assert scene.match.moves == [f"node E{row}" for row in range(1, 6)]


def test_a_claim_shows_its_result_to_the_shooter_then_the_curtain_comes_on_request():
    app = App(headless=True, size=(1280, 800))
    scene = new_scene(app, setup_moves())
    lift_curtain(app, "Ada")
    assert scene.view.claiming()
    click(app, their_cell(scene, "C1"))
    assert scene.match.moves[-1] == "claim C1"
    assert scene.view.is_animating() and scene.viewer() == 0
    assert scene.view.obs.opponent.held == {"C1": "owned"}
    click(app, their_cell(scene, "C1"))  # the first click only finishes the animation
    assert not isinstance(app.top, HandoffScene) and not scene.view.is_animating()
    click(app, scene.pass_button.rect.center)
    lift_curtain(app, "Bo")
    assert scene.viewer() == 1
    # Bo did not see the claim happen: rings point it out on both grids, once.
    assert scene.view.animation is not None and scene.view.animation.glance == parse_cell("C1")
    settle(app)
    scene.refresh()
    assert not scene.view.is_animating()
    # Bo lost C1 of his grid and gained C1 of Ada's: her node D2 controls it.
    assert scene.view.obs.own.lost == ["C1"] and scene.view.obs.opponent.held == {"C1": "owned"}
    key(app, pygame.K_z, pygame.KMOD_CTRL)  # a claim revealed a secret and the turn passed
    assert scene.status_error and len(scene.match.moves) == 11


def test_an_illegal_claim_says_why_in_one_line_and_changes_nothing():
    app = App(headless=True, size=(1280, 800))
    scene = new_scene(app, setup_moves())
    lift_curtain(app, "Ada")
    click(app, their_cell(scene, "E5"))
    assert len(scene.match.moves) == 10
    assert scene.status_error and scene.status == t("reflector.illegal.first_row", cell="E5")
    click(app, own_cell(scene, "E1"))
    assert scene.status == t("reflector.error.own_grid", name="Bo") and len(scene.match.moves) == 10


def hover(app: App, pos) -> None:
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def test_hovering_a_cell_names_the_cell_conceded_at_home_and_warns_about_own_nodes():
    app = App(headless=True, size=(1280, 800))
    scene = new_scene(app, [*setup_moves(), "claim D1", "claim J1"])
    lift_curtain(app, "Ada")
    hover(app, their_cell(scene, "E1"))
    assert scene.status == t("reflector.hint.concede", cell="E1", name="Bo")
    before = pygame.image.tobytes(app.render(), "RGB")
    assert pygame.image.tobytes(app.render(), "RGB") == before  # drawing is repeatable
    hover(app, their_cell(scene, "D2"))  # D2 is one of Ada's own nodes
    assert scene.status == t("reflector.hint.concede_node", cell="D2", name="Bo")
    hover(app, their_cell(scene, "D5"))  # not claimable: the plain hint again
    assert scene.status == t("reflector.hint.claim", name="Bo")
    assert scene.match.moves[-1] == "claim J1"


def test_the_history_hides_the_other_players_nodes():
    app = App(headless=True, size=(1280, 800))
    scene = new_scene(app, [*setup_moves(), "claim C1"])
    lift_curtain(app, "Bo")
    rows = scene.panel.history.rows
    assert all(t("reflector.move.node_hidden") in row for row in rows[:5])
    assert all(not any(cell in row for cell in ADA) for row in rows[:5])
    assert "C2" in rows[5] and t("reflector.move.claim", cell="C1") in rows[10]


def test_reviewing_an_earlier_position_shows_it_through_the_viewers_eyes_only():
    app = App(headless=True, size=(1280, 800))
    scene = new_scene(app, [*setup_moves(), "claim C1"])
    lift_curtain(app, "Bo")
    scene.show_position(3)  # during Ada's placement
    assert scene.view.obs.seat == 1 and scene.view.obs.own.nodes == []
    assert scene.view.legal_moves is None
    key(app, pygame.K_ESCAPE)
    assert scene.review is None and scene.view.claiming()


def test_continue_reopens_a_game_behind_the_curtain():
    app = App(headless=True, size=(1280, 800))
    scene = new_scene(app)
    lift_curtain(app, "Ada")
    place_by_clicks(app, scene, ADA)
    assert len(list_saves()) == 1
    app.reset_to(TitleScene(app))
    app.render()
    click(app, next(b for b in app.top.buttons if b.text == t("title.continue")).rect.center)
    lift_curtain(app, "Bo")
    assert app.top.viewer() == 1


def test_a_whole_game_in_the_window_with_the_curtain_between_turns():
    app = App(headless=True, size=(1280, 800))
    scene = new_scene(app, first=1)
    chooser = random.Random(5)
    curtains = 0
    while scene.match.outcome() is None:
        if scene.handover_to is not None:
            settle(app)
            key(app, pygame.K_SPACE)
        if isinstance(app.top, HandoffScene):
            lift_curtain(app, scene.match.players[scene.match.to_move()].name)
            curtains += 1
        seat = scene.match.to_move()
        assert scene.viewer() == seat and scene.view.obs.seat == seat
        if scene.view.placing():
            cells = chooser.sample(range(100), 5)
            place_by_clicks(app, scene, [NAMES[c] for c in cells])
        else:
            move = chooser.choice(scene.view.legal_moves)
            click(app, their_cell(scene, NAMES[move.cell]))
            assert scene.match.moves[-1] == str(move)
    settle(app)
    assert type(app.top).__name__ == "GameOverScene"
    claims = sum(1 for m in scene.match.moves if m.startswith("claim"))
    assert curtains == 2 + claims - 1  # before each placement and every turn but the final one's end
    final = scene.view.obs
    assert final.phase == "over" and len(final.opponent.revealed_nodes) == 5
    _, detail = scene.view.result_text(scene.match.outcome())
    assert str(final.cells_held[0]) in detail and str(final.cells_held[1]) in detail


def test_animations_off_means_no_animation_and_french_colour_blind_960_renders():
    app = App(headless=True, size=(960, 600))
    app.apply_settings(app.settings.model_copy(update={"animation_speed": "off", "language": "fr",
                                                       "palette": "colorblind"}))
    scene = new_scene(app, setup_moves())
    lift_curtain(app, "Ada")
    assert "rangée 1" in scene.status
    click(app, their_cell(scene, "C1"))
    assert not scene.is_animating() and scene.handover_to == 1
    assert "Bo" in scene.status and scene.pass_button.rect.width > 0
    app.render()
    key(app, pygame.K_RETURN)
    lift_curtain(app, "Bo")
    assert not scene.is_animating()  # not even the rings pointing out Ada's claim


def test_the_gesture_that_passes_the_screen_cannot_also_lift_the_curtain(monkeypatch):
    app = App(headless=True, size=(1280, 800))
    scene = new_scene(app, setup_moves())
    lift_curtain(app, "Ada")
    click(app, their_cell(scene, "C1"))
    settle(app)
    held = {pygame.K_RETURN: True}

    class HeldKeys:
        def __getitem__(self, code: int) -> bool:
            return held.get(code, False)

    monkeypatch.setattr(pygame.key, "get_pressed", HeldKeys)
    key(app, pygame.K_RETURN)
    curtain = app.top
    assert isinstance(curtain, HandoffScene)
    key(app, pygame.K_RETURN)  # Enter still held: its repeat is ignored
    click(app, curtain.ready_button.rect.center)  # the second click of a double click too
    assert app.top is curtain
    app.step([pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)], dt=0.5)
    click(app, curtain.ready_button.rect.center)  # a deliberate click on its button, a moment later, lifts it
    assert app.top is scene and scene.viewer() == 1


def test_the_random_button_fills_the_missing_nodes_and_ready_confirms_them():
    app = App(headless=True, size=(1280, 800))
    scene = new_scene(app)
    lift_curtain(app, "Ada")
    click(app, own_cell(scene, "A1"))
    click(app, scene.view.random_button.rect.center)
    draft = scene.view.draft
    assert len(set(draft.cells)) == 5 and parse_cell("A1") in draft.cells
    assert scene.match.moves == []  # nothing is final before Ready
    click(app, scene.view.ready_button.rect.center)
    assert len(scene.match.moves) == 5 and "node A1" in scene.match.moves


def test_the_keyboard_claims_with_arrows_and_enter_on_the_other_grid():
    app = App(headless=True, size=(1280, 800))
    scene = new_scene(app, setup_moves())
    lift_curtain(app, "Ada")
    key(app, pygame.K_RETURN)  # shows the cursor on row 1 of Bo's grid
    assert scene.view.cursor == parse_cell("E1")
    key(app, pygame.K_LEFT)  # Bo's grid is turned: left on screen is towards J
    assert scene.view.cursor == parse_cell("F1")
    key(app, pygame.K_RETURN)
    assert scene.match.moves[-1] == "claim F1"


@pytest.mark.parametrize("size", [(960, 1200), (1920, 1080)])
def test_other_window_shapes_and_a_larger_ui_scale_lay_the_board_out(size):
    app = App(headless=True, size=size)
    app.apply_settings(app.settings.model_copy(update={"ui_scale": 1.5}))
    scene = new_scene(app, setup_moves())
    lift_curtain(app, "Ada")
    lay = scene.view.layout_
    window = pygame.Rect((0, 0), size)
    assert window.contains(lay.grids[OWN]) and window.contains(lay.grids[OPPONENT])
    assert lay.grids[OPPONENT].bottom < lay.cut_y < lay.grids[OWN].top
    assert not lay.notes.colliderect(lay.grids[OWN]) and window.contains(lay.notes)
    click(app, their_cell(scene, "B1"))
    assert scene.match.moves[-1] == "claim B1"


def test_once_the_game_is_over_the_history_names_every_node_even_while_reviewing():
    from reflectgames.storage.paths import examples_dir
    from reflectgames.storage.saves import load_save

    app = App(headless=True, size=(1280, 800))
    _, match = load_save(examples_dir() / "reflector-3-finished-game.json")
    scene = navigation.play_scene(app, match)
    app.reset_to(scene)
    assert app.top is scene  # a finished game needs no curtain: everything is shown
    assert scene.view.obs.phase == "over"
    scene.show_position(3)
    assert scene.review == 3
    rows = scene.panel.history.rows
    assert t("reflector.move.node", cell="B1") in rows[5] and all(
        t("reflector.move.node_hidden") not in row for row in rows)


@pytest.mark.parametrize("seed", [1, 2])
def test_random_clicks_and_keys_never_break_the_game(seed):
    """Whatever a player bangs on, the game stays on screen, legal, and never shows an error."""
    app = App(headless=True, size=(1280, 800))
    scene = new_scene(app)
    chooser = random.Random(seed)
    keys = [pygame.K_RETURN, pygame.K_SPACE, pygame.K_r, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT,
            pygame.K_RIGHT, pygame.K_DELETE, pygame.K_BACKSPACE, pygame.K_a, pygame.K_TAB, pygame.K_ESCAPE]
    for _ in range(600):
        if chooser.random() < 0.6:
            pos = (chooser.randrange(1280), chooser.randrange(800))
            click(app, pos, button=chooser.choice([1, 1, 1, 3]))
        else:
            key(app, chooser.choice(keys))
        app.step([], dt=0.3)
        top = type(app.top).__name__
        assert top in ("PlayScene", "HandoffScene", "GameOverScene", "PauseScene", "RulesScene"), top
        if top in ("PauseScene", "RulesScene"):
            key(app, pygame.K_ESCAPE)
        if top == "GameOverScene":
            break
    match = scene.match
    replayed = Match("reflector", match.players, match.seed, match.options, match.moves)
    assert replayed.moves == match.moves and len(match.moves) > 5
