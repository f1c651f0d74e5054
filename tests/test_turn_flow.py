"""The turn flow as a pure machine (every transition, no pygame), then the play scene following it."""

from __future__ import annotations

import pygame
from ui_helpers import click_events, key_event, settle

from reflectgames.app import App
from reflectgames.core.match import COMPUTER, Match, PlayerSpec
from reflectgames.core.turn_flow import NOTHING, READ_ONLY, Do, Phase, Table, TurnFlow
from reflectgames.scenes import navigation
from reflectgames.scenes.handoff import HandoffScene
from reflectgames.table.play import PlayScene

TWO_PEOPLE = (0, 1)


def people(to_move: int | None = 0, **facts: bool) -> Table:
    return Table(to_move, TWO_PEOPLE, **facts)


def secret_table_after_first_look() -> TurnFlow:
    """Two people, a game with secrets, seat 0 behind the curtain."""
    flow = TurnFlow(hides=True, humans=TWO_PEOPLE, over=False)
    flow.moved(people(0))
    flow.curtain_lifted()
    return flow


# --- phases ------------------------------------------------------------------------------------
def test_phases_follow_the_facts() -> None:
    flow = TurnFlow(hides=False, humans=(0,), over=False)
    assert flow.phase(Table(0, (0,))) is Phase.WAITING
    assert flow.phase(Table(1, (0,))) is Phase.THINKING
    assert flow.phase(Table(1, (0,), animating=True)) is Phase.ANIMATING
    assert flow.phase(Table(None, (0,), over=True)) is Phase.OVER
    flow.show_position(0, 3)
    assert flow.phase(Table(0, (0,), animating=True)) is Phase.REVIEW


def test_the_curtain_and_the_hand_over_are_phases() -> None:
    flow = TurnFlow(hides=True, humans=TWO_PEOPLE, over=False)
    flow.moved(people(0))
    assert flow.phase(people(0)) is Phase.CURTAIN
    flow.curtain_lifted()
    flow.moved(people(1))
    assert flow.phase(people(1)) is Phase.HANDING_OVER
    assert flow.phase(people(1, animating=True)) is Phase.ANIMATING  # the mover first sees the move end


# --- the curtain ----------------------------------------------------------------------------------
def test_the_first_look_raises_the_curtain_at_once() -> None:
    flow = TurnFlow(hides=True, humans=TWO_PEOPLE, over=False)
    assert flow.curtain_for is None
    assert flow.moved(people(0)) == Do(raise_curtain=0, skip_animation=True)
    assert flow.curtain_up == 0 and flow.curtain_for is None and flow.handover_to is None


def test_lifting_the_curtain_shows_that_seat_and_the_last_move_from_its_side() -> None:
    flow = TurnFlow(hides=True, humans=TWO_PEOPLE, over=False)
    flow.moved(people(0))
    assert flow.curtain_lifted() == Do(show_last_move_to=0)
    assert flow.curtain_for == 0 and flow.curtain_up is None
    assert flow.curtain_lifted() is NOTHING  # only a raised curtain lifts


def test_a_move_to_another_person_first_lets_the_mover_look() -> None:
    flow = secret_table_after_first_look()
    assert flow.moved(people(1)) is NOTHING  # no curtain yet
    assert flow.handover_to == 1 and flow.curtain_for == 0
    assert flow.viewer(people(1)) == 0 and not flow.can_act(people(1))


def test_passing_the_screen_raises_the_curtain_for_the_next_person() -> None:
    flow = secret_table_after_first_look()
    flow.moved(people(1))
    assert flow.pass_screen() == Do(raise_curtain=1, skip_animation=True)
    assert flow.handover_to is None and flow.curtain_for is None and flow.curtain_up == 1
    assert flow.pass_screen() is NOTHING


def test_a_pass_press_while_animating_only_skips_the_animation() -> None:
    flow = secret_table_after_first_look()
    flow.moved(people(1))
    assert flow.pass_pressed(animating=True) == Do(skip_animation=True)
    assert flow.handover_to == 1
    assert flow.pass_pressed(animating=False).raise_curtain == 1
    assert flow.pass_pressed(animating=False) is NOTHING


def test_a_move_that_keeps_the_turn_or_ends_the_game_hands_nothing_over() -> None:
    flow = secret_table_after_first_look()
    assert flow.moved(people(0)) is NOTHING
    assert flow.moved(people(None, over=True)) is NOTHING
    assert flow.handover_to is None and flow.curtain_for == 0


def test_one_person_against_the_computer_never_gets_a_curtain() -> None:
    flow = TurnFlow(hides=True, humans=(1,), over=False)
    assert flow.curtain_for == 1
    for to_move in (0, 1, 0):
        assert flow.moved(Table(to_move, (1,))) is NOTHING
    assert flow.viewer(Table(0, (1,))) == 1 and flow.handover_to is None


def test_a_game_without_secrets_has_no_curtain() -> None:
    flow = TurnFlow(hides=False, humans=TWO_PEOPLE, over=False)
    assert flow.moved(people(1)) is NOTHING and flow.handover_to is None
    assert flow.viewer(people(1)) == 1 and flow.can_act(people(1))


def test_no_second_curtain_while_one_is_up() -> None:
    flow = TurnFlow(hides=True, humans=TWO_PEOPLE, over=False)
    flow.moved(people(0))
    assert flow.moved(people(1)) is NOTHING and flow.curtain_up == 0


# --- who sees, who acts -------------------------------------------------------------------------
def test_the_viewer_without_a_curtain() -> None:
    flow = TurnFlow(hides=False, humans=(0,), over=False)
    assert flow.viewer(Table(1, (0,))) == 0  # the computer's turn: the person still looks
    assert flow.viewer(Table(1, ())) == 1  # among computers: whoever decides
    assert flow.viewer(Table(None, ())) == 0


def test_only_a_person_to_move_acts() -> None:
    flow = TurnFlow(hides=False, humans=(0,), over=False)
    assert flow.can_act(Table(0, (0,)))
    assert not flow.can_act(Table(1, (0,)))
    assert not flow.can_act(Table(None, (0,), over=True))


# --- review -------------------------------------------------------------------------------------
def test_review_is_entered_and_left_and_read_only() -> None:
    flow = TurnFlow(hides=False, humans=TWO_PEOPLE, over=False)
    assert flow.show_position(1, 4) == 1 and flow.review == 1
    assert not flow.can_act(people(0)) and flow.take_back_refused() == READ_ONLY
    assert not flow.board_listens(pointer_motion=True)
    assert flow.show_position(-3, 4) == 0 and flow.review == 0
    flow.leave_review(4)
    assert flow.review is None and flow.take_back_refused() is None and flow.can_act(people(0))
    assert flow.show_position(9, 4) == 4 and flow.review is None


def test_review_keeps_the_viewer_behind_the_curtain() -> None:
    flow = secret_table_after_first_look()
    flow.show_position(0, 2)
    assert flow.viewer(people(1)) == 0


def test_a_curtain_lifted_during_review_does_not_replay_the_move() -> None:
    flow = TurnFlow(hides=True, humans=TWO_PEOPLE, over=False)
    flow.moved(people(0))
    flow.show_position(0, 2)
    assert flow.curtain_lifted() == Do(show_last_move_to=None)


# --- input while handing over ---------------------------------------------------------------------
def test_while_handing_over_the_board_only_shows_hover() -> None:
    flow = secret_table_after_first_look()
    assert flow.board_listens(pointer_motion=False) and not flow.skip_stops_input()
    flow.moved(people(1))
    assert flow.board_listens(pointer_motion=True) and not flow.board_listens(pointer_motion=False)
    assert flow.skip_stops_input()


# --- the computer ---------------------------------------------------------------------------------
def test_the_computer_moves_only_on_top_not_reviewing_handing_over_or_animating() -> None:
    flow = TurnFlow(hides=True, humans=TWO_PEOPLE, over=False)
    assert flow.computer_may_move(on_top=True, animating=False)
    assert not flow.computer_may_move(on_top=False, animating=False)
    assert not flow.computer_may_move(on_top=True, animating=True)
    flow.show_position(0, 2)
    assert not flow.computer_may_move(on_top=True, animating=False)
    flow.leave_review(2)
    flow.curtain_for, flow.handover_to = 0, 1
    assert not flow.computer_may_move(on_top=True, animating=False)


def test_a_failed_computer_waits_for_retry() -> None:
    flow = TurnFlow(hides=False, humans=(0,), over=False)
    flow.computer_failed("no move")
    assert flow.failed == "no move"
    flow.retry()
    assert flow.failed is None


# --- undo, redo, restart, game over -------------------------------------------------------------------
def test_undo_and_redo_forget_a_failure_and_undo_reopens_the_game() -> None:
    flow = TurnFlow(hides=False, humans=(0,), over=True)
    flow.computer_failed("")
    flow.undone(over=False)
    assert flow.failed is None and not flow.game_over_shown
    flow.computer_failed("")
    flow.redone()
    assert flow.failed is None


def test_restart_starts_over() -> None:
    flow = TurnFlow(hides=False, humans=(0,), over=True)
    flow.show_position(0, 3)
    flow.computer_failed("")
    flow.restarted()
    assert flow.review is None and flow.failed is None and not flow.game_over_shown


def test_the_game_over_dialog_comes_once_after_the_animation() -> None:
    flow = TurnFlow(hides=False, humans=(0,), over=False)
    assert flow.frame(Table(0, (0,))) is NOTHING
    assert flow.frame(Table(None, (0,), over=True, animating=True)) is NOTHING
    assert flow.frame(Table(None, (0,), over=True)) == Do(show_game_over=True)
    assert flow.frame(Table(None, (0,), over=True)) is NOTHING


def test_a_game_opened_finished_does_not_announce_it_again() -> None:
    flow = TurnFlow(hides=False, humans=(0,), over=True)
    assert flow.frame(Table(None, (0,), over=True)) is NOTHING


# --- the play scene follows the machine (headless) ---------------------------------------------------
ADA_NODES = ["node D2", "node G3", "node B6", "node H7", "node E9"]


def reflector_scene(moves: list[str]) -> tuple[App, PlayScene]:
    app = App(headless=True, size=(1280, 800))
    match = Match("reflector", [PlayerSpec("Ada"), PlayerSpec("Bo")], 3, {"first": 0}, moves)
    scene = navigation.play_scene(app, match)
    app.reset_to(scene)
    app.step([])
    settle(app, 10)  # past the curtain's double-click grace
    return app, scene


def test_the_scene_raises_the_curtain_the_machine_asks_for_and_lifts_it_on_its_button() -> None:
    app, scene = reflector_scene(ADA_NODES[:4])
    curtain = app.top
    assert isinstance(curtain, HandoffScene) and curtain.player_name == "Ada"
    assert scene.phase() is Phase.CURTAIN and scene.flow.curtain_up == 0 and scene.curtain_for is None
    app.step(click_events(curtain.ready_button.rect.center))
    settle(app)
    assert app.top is scene and scene.curtain_for == 0 and scene.phase() is Phase.WAITING
    assert scene.can_act()


def test_the_scene_hands_over_then_passes_the_screen_as_the_machine_says() -> None:
    app, scene = reflector_scene(ADA_NODES[:4])
    app.step(click_events(app.top.ready_button.rect.center))
    assert scene.try_move(ADA_NODES[4])
    settle(app)
    assert scene.phase() is Phase.HANDING_OVER and scene.handover_to == 1 and scene.viewer() == 0
    assert not scene.computer_may_move()  # nobody computes while the mover looks
    app.step([key_event(pygame.K_RETURN)])
    assert isinstance(app.top, HandoffScene) and app.top.player_name == "Bo"
    assert scene.phase() is Phase.CURTAIN and scene.handover_to is None and scene.curtain_for is None


def test_the_scene_reviews_read_only_through_the_machine() -> None:
    app, scene = reflector_scene(ADA_NODES[:4])
    app.step(click_events(app.top.ready_button.rect.center))
    scene.show_position(1)
    assert scene.phase() is Phase.REVIEW and scene.review == 1 and not scene.can_act()
    scene.undo()
    assert scene.status_error and len(scene.match.moves) == 4  # read-only: nothing taken back
    scene.leave_review()
    assert scene.review is None and scene.can_act()


def test_one_person_against_the_computer_sees_no_curtain_in_the_scene() -> None:
    app = App(headless=True, size=(1280, 800))
    players = [PlayerSpec("Ada"), PlayerSpec("Computer", COMPUTER, "normal")]
    scene = navigation.play_scene(app, Match("reflector", players, 3, {"first": 0}), worker=IdleWorker())
    app.reset_to(scene)
    app.step([])
    assert app.top is scene and scene.curtain_for == 0 and scene.phase() is Phase.WAITING


class IdleWorker:
    """A worker that never answers: these tests are about the curtain, not the computer's moves."""

    def ask(self, question: object) -> None:
        pass

    def poll(self) -> None:
        return None

    def cancel(self) -> None:
        pass

