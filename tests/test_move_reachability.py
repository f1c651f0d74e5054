"""Every legal move can be made from the board, by pointer and by keys, and the keys go where the
status line says.

The reachability checker plays random positions of every game and searches each board view's
own input mapping; the scenarios below pin the gaps it found (Reflection Pond's edge hops) and
the play table's keyboard focus.
"""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest
from ui_helpers import click, key, open_play, settle

from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.games import GAME_IDS
from reflectgames.games.pond.board import step
from reflectgames.games.pond.moves import FrogMove
from reflectgames.games.pond.view import PondView
from reflectgames.games.reflector.board import parse_cell
from reflectgames.games.reflector.layout import OPPONENT, OWN
from reflectgames.i18n import t
from reflectgames.scenes.handoff import HandoffScene
from reflectgames.table import play as play_module
from reflectgames.table.reachability import check_reachability, press, search_paths

# Both frogs start on pad 1, in a corner: Ada's left leads off her pond's edge, while Bo's frog,
# mirrored, hops right.
CORNER = {"flies": [4, 13, 16, 8, 11], "start": 1, "water": [7, 10], "first": 0}


def assert_every_move_reachable(positions: int) -> None:
    report = check_reachability(positions_per_game=positions, seed=0)
    assert report.positions_checked == positions * len(GAME_IDS)
    assert report.moves_checked > report.positions_checked
    assert report.moves_without_pointer_path == []
    assert report.moves_without_key_path == []


def test_every_legal_move_of_forty_positions_per_game_has_a_pointer_path_and_a_key_path():
    assert_every_move_reachable(40)


@pytest.mark.slow
def test_every_legal_move_of_two_hundred_positions_per_game_has_a_pointer_path_and_a_key_path():
    assert_every_move_reachable(200)


def test_the_checker_reports_a_move_the_view_offers_no_path_to(monkeypatch):
    # Without the click on the other pond, an edge hop (only the mirrored frog moves) has no pointer path.
    monkeypatch.setattr(PondView, "_click_other_pond",
                        lambda view, target: play_module.Intent(message="no", error=True))
    report = check_reachability(["pond"], positions_per_game=40, seed=0)
    assert report.moves_without_pointer_path
    missing = report.moves_without_pointer_path[0]
    assert missing["game"] == "pond" and missing["move"].startswith("frog ")
    assert isinstance(missing["moves"], list)
    # Enter on the cursor acts as a click there: the keys lose the same hops.
    assert report.moves_without_key_path == report.moves_without_pointer_path


def color_near(surface: pygame.Surface, point: tuple[float, float], color, reach: int = 4) -> bool:
    """Is `color` drawn within `reach` pixels of `point`?"""
    x, y = round(point[0]), round(point[1])
    return any(surface.get_at((x + dx, y + dy))[:3] == tuple(color)
               for dx in range(-reach, reach + 1) for dy in range(-reach, reach + 1))


def pond_scene(app: App):
    return open_play(app, Match("pond", [PlayerSpec("Ada"), PlayerSpec("Bo")], 3, CORNER))


def test_a_hop_that_moves_only_the_other_frog_is_made_by_clicking_where_that_frog_lands():
    app = App(headless=True, size=(1280, 800))
    scene = pond_scene(app)
    view = scene.view
    assert FrogMove("L") in view.legal_moves  # Ada's frog stays against the edge, Bo's hops
    landing = step(view.obs.ponds[1].frog, "R", 0)
    click(app, view.layout_.tile_center(1, landing))
    settle(app, 120)
    assert scene.match.moves == ["frog L"]
    assert scene.view.obs.ponds[0].frog == 1 and scene.view.obs.ponds[1].frog == landing


def test_a_pad_of_the_other_pond_no_hop_reaches_is_still_refused():
    app = App(headless=True, size=(1280, 800))
    scene = pond_scene(app)
    click(app, scene.view.layout_.tile_center(1, 16))
    assert scene.match.moves == [] and scene.status == t("pond.error.other_pond")


def test_the_edge_hop_pad_is_ringed_in_the_other_pond():
    app = App(headless=True, size=(1280, 800))
    scene = pond_scene(app)
    view = scene.view
    landing = step(view.obs.ponds[1].frog, "R", 0)
    x, y = view.layout_.tile_center(1, landing)
    radius = view.layout_.tile * 0.42
    assert color_near(app.render(), (x, y - radius), app.palette.highlight)


def test_the_keys_reach_every_pad_and_stick_place_of_the_pond_including_the_other_frogs():
    app = App(headless=True, size=(1280, 800))
    scene = pond_scene(app)
    view = scene.view
    legal = {str(move) for move in view.legal_moves}
    found = search_paths(view, legal, lambda v: v.key_inputs(), press)
    assert set(found) == legal
    assert scene.match.moves == []  # the search plays nothing


def test_tab_gives_the_keys_to_the_panel_and_the_status_line_says_so():
    app = App(headless=True, size=(1280, 800))
    scene = pond_scene(app)
    assert scene.view.board_focus
    key(app, pygame.K_TAB)
    assert scene.panel.has_focus() and not scene.view.board_focus
    assert scene.status == t("play.panel_keys")
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # back past the first button: the board again
    assert not scene.panel.has_focus() and scene.view.board_focus
    assert scene.status == t("pond.hint.keys")


def test_a_board_key_while_the_panel_has_focus_gives_the_keys_back_so_enter_confirms_not_pause():
    app = App(headless=True, size=(1280, 800))
    scene = pond_scene(app)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)  # Redo, then Menu would have been next: Enter on it opened the pause menu
    key(app, pygame.K_s)
    assert not scene.panel.has_focus()
    assert "Enter" in scene.status
    key(app, pygame.K_RETURN)
    assert app.top is scene  # no pause menu
    assert scene.match.moves and scene.match.moves[0].startswith("stick ")


def test_esc_from_the_panel_goes_back_to_the_board_and_then_opens_the_pause_menu():
    app = App(headless=True, size=(1280, 800))
    scene = pond_scene(app)
    key(app, pygame.K_TAB)
    key(app, pygame.K_ESCAPE)
    assert not scene.panel.has_focus() and app.top is scene
    key(app, pygame.K_ESCAPE)
    assert app.top is not scene


def test_the_board_cursor_is_drawn_only_while_the_board_has_the_keys():
    app = App(headless=True, size=(1280, 800))
    scene = pond_scene(app)
    key(app, pygame.K_UP)  # shows the cursor on Ada's frog
    with_cursor = pygame.image.tobytes(app.render(), "RGB")
    key(app, pygame.K_TAB)
    scene.status = ""  # compare the boards only
    without = pygame.image.tobytes(app.render(), "RGB")
    assert with_cursor != without


# --- Reflector -------------------------------------------------------------------------------------
ADA = ["D2", "G3", "B6", "H7", "E9"]
BO = ["C2", "D3", "H2", "B8", "I9"]


def setup_moves() -> list[str]:
    return [f"node {cell}" for pair in zip(ADA, BO, strict=True) for cell in pair]


def reflector_scene(app: App, moves=()):
    match = Match("reflector", [PlayerSpec("Ada"), PlayerSpec("Bo")], 3, {"first": 0}, list(moves))
    scene = open_play(app, match)
    if isinstance(app.top, HandoffScene):
        key(app, pygame.K_SPACE)
    return scene


def test_reflector_claiming_a_cell_the_other_already_holds_at_home_concedes_nothing():
    app = App(headless=True, size=(1280, 800))
    scene = reflector_scene(app, [*setup_moves(), "claim D1", "claim J1"])
    view = scene.view
    # E1 of Ada's grid already Bo's (as after a capture gave him that area): claiming E1 concedes nothing.
    own = view.obs.own.model_copy(update={"lost": [*view.obs.own.lost, "E1"]})
    view.show(view.obs.model_copy(update={"own": own}), view.legal_moves, view.viewer)
    pos = view.layout_.cell_center(OPPONENT, parse_cell("E1"))
    view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    assert view.hint() == t("reflector.hint.concede_held", cell="E1", name="Bo")


def test_reflector_the_hinted_node_is_ringed_on_the_own_grid():
    app = App(headless=True, size=(1280, 800))
    scene = reflector_scene(app)
    assert scene.view.placing()
    plain = pygame.image.tobytes(app.render(), "RGB")
    scene.view.show_hint("node D4")
    marked = app.render()
    assert pygame.image.tobytes(marked, "RGB") != plain
    lay = scene.view.layout_
    x, y = lay.cell_center(OWN, parse_cell("D4"))
    assert color_near(marked, (x + lay.cell * 0.62, y), app.palette.highlight)


def test_reflector_keys_place_the_missing_nodes_at_random_and_ready_confirms():
    app = App(headless=True, size=(1280, 800))
    scene = reflector_scene(app)
    key(app, pygame.K_RETURN)  # the cursor appears
    key(app, pygame.K_RETURN)  # a node on it
    key(app, pygame.K_a)
    assert scene.view.draft.complete
    key(app, pygame.K_r)
    assert len(scene.match.moves) == 5


def test_reflector_a_game_saved_halfway_through_a_placement_places_only_the_nodes_left():
    app = App(headless=True, size=(1280, 800))
    scene = reflector_scene(app, ["node D2", "node G3"])
    assert scene.view.draft.needed == 3
    click(app, scene.view.layout_.cell_center(OWN, parse_cell("D2")))  # already a node there
    assert scene.status_error
    for cell in ("A1", "B1", "C1"):
        click(app, scene.view.layout_.cell_center(OWN, parse_cell(cell)))
    click(app, scene.view.ready_button.rect.center)
    assert scene.match.moves[2:] == ["node A1", "node B1", "node C1"]


def test_reflector_while_the_mover_looks_at_the_result_the_header_names_the_mover(monkeypatch):
    app = App(headless=True, size=(1280, 800))
    scene = reflector_scene(app, setup_moves())
    click(app, scene.view.layout_.cell_center(OPPONENT, parse_cell("C1")))
    assert scene.handover_to == 1 and scene.viewer() == 0
    drawn: list[str] = []
    real = play_module.draw_text

    def record(surface, text, *args, **kwargs):
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(play_module, "draw_text", record)
    app.render()
    assert t("play.view_of", name="Ada") in drawn
    assert t("play.turn_of", name="Bo") not in drawn
    assert scene.view.turn_text() not in drawn  # what Bo does next waits for Bo's own view


def test_reflector_placement_buttons_keep_their_room_with_large_text_in_a_small_window():
    app = App(headless=True, size=(960, 600))
    app.apply_settings(app.settings.model_copy(update={"language": "fr", "ui_scale": 1.75}))
    scene = reflector_scene(app)
    notes = scene.view.notes
    for button in (scene.view.ready_button, scene.view.random_button):
        assert notes.middle.contains(button.rect)
        assert not button.rect.colliderect(notes.top) and not button.rect.colliderect(notes.bottom)
    click(app, scene.view.random_button.rect.center)
    click(app, scene.view.ready_button.rect.center)
    assert len(scene.match.moves) == 5


# --- Reflec --------------------------------------------------------------------------------------------
def test_reflec_the_aim_label_is_drawn_over_the_table_side_and_wraps_inside_the_view(monkeypatch):
    from reflectgames.games.reflec.painters import labels

    app = App(headless=True, size=(1280, 800))
    scene = open_play(app, Match("reflec", [PlayerSpec("Ada"), PlayerSpec("Bo")], 1))
    view = scene.view
    order: list[str] = []

    def recorded(name, draw):
        def wrapper(*args, **kwargs):
            order.append(name)
            return draw(*args, **kwargs)
        return wrapper

    monkeypatch.setattr(view.side, "draw", recorded("side", view.side.draw))
    monkeypatch.setattr(view.previews, "draw", recorded("previews", view.previews.draw))
    app.render()
    assert order == ["side", "previews"]  # the labels of the previews lie on top of the player rows
    tags: list[pygame.Rect] = []
    real = labels.shadowed_round_rect

    def record_tag(surface, rect, *args, **kwargs):
        tags.append(pygame.Rect(rect))
        return real(surface, rect, *args, **kwargs)

    monkeypatch.setattr(labels, "shadowed_round_rect", record_tag)
    art = SimpleNamespace(palette=app.palette, layout=view.layout_)
    long_label = "fire east (3 pt) " * 12
    labels.draw_tag(pygame.Surface((1280, 800)), art, view.layout_.rect.midbottom, long_label, True)
    assert tags and view.layout_.rect.contains(tags[-1])


def test_stepping_through_the_history_from_the_panel_says_which_position_is_shown():
    app = App(headless=True, size=(1280, 800))
    scene = pond_scene(app)
    assert scene.try_move("frog L")
    settle(app, 120)
    assert scene.try_move(str(scene.view.legal_moves[0]))
    settle(app, 120)
    key(app, pygame.K_TAB)
    scene.panel.group.focus(scene.panel.history)
    key(app, pygame.K_UP)
    assert scene.review == 1 and scene.panel.has_focus()
    assert scene.status == scene.panel.review_status(1)
    assert "(move 1 of 2, read-only" in scene.status
