"""Reflec animations follow the events: beam speed, flashes, loops, bursts, slides and the speed setting."""

from __future__ import annotations

import pytest
from reflec_positions import RULES, position

from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.games.reflec.board import CELL_INDEX
from reflectgames.games.reflec.painters.animation import BEAM_FADE, CELLS_PER_SECOND, FLARE, ReflecAnimation
from reflectgames.scenes import navigation


def events_of(state, text):
    return RULES.apply_with_events(state, RULES.parse(state, text))[1]


LOOP = {"c1": "SN", "c3": "ME", "e3": "CS", "e1": "AW"}


def test_the_beam_runs_at_twenty_cells_a_second_and_then_fades():
    animation = ReflecAnimation(events_of(position(coins=LOOP), "fire E"))
    animation.set_beam_length(10)
    assert animation.travel == pytest.approx(10 / CELLS_PER_SECOND)
    animation.advance(animation.travel / 2)
    assert animation.beam_reach() == pytest.approx(0.5)
    assert animation.beam_fade() == 1.0
    animation.advance(animation.duration)
    assert animation.done and animation.beam_fade() == 0.0
    assert animation.duration == pytest.approx(animation.impact_end + BEAM_FADE)


def test_a_turn_flashes_when_the_head_passes_it():
    animation = ReflecAnimation(events_of(position(coins=LOOP), "fire E"))
    animation.set_beam_length(10)
    assert animation.turn_flashes([0.5]) == [0.0]
    animation.advance(animation.travel * 0.5 + 0.01)
    assert animation.turn_flashes([0.5])[0] > 0.9


def test_loop_coins_stay_until_the_beam_arrives_then_flare_and_fade():
    animation = ReflecAnimation(events_of(position(coins=LOOP), "fire E"))
    animation.set_beam_length(10)
    assert animation.loop_state() == (0.0, 255)
    animation.advance(animation.travel + FLARE)
    flare, alpha = animation.loop_state()
    assert flare == pytest.approx(1.0) and alpha == 255
    animation.advance(10)
    assert animation.loop_state()[1] == 0


def test_a_destroyed_laser_bursts_after_the_beam_reaches_it():
    animation = ReflecAnimation(events_of(position(coins={"c1": "SW"}), "fire E"))
    animation.set_beam_length(4)
    assert animation.burst_progress() is None
    animation.advance(animation.travel + 0.01)
    assert 0 < animation.burst_progress() < 1


def test_a_move_slides_and_turns_the_pip_the_short_way():
    state = position(coins={"c3": "SW"})
    animation = ReflecAnimation(events_of(state, "move c3 c4 N"))
    assert animation.hidden_cells() == {CELL_INDEX["c4"]}  # drawn by the animation, not in place
    animation.advance(0.17)
    (pose,) = animation.coin_poses()
    assert 0 < pose.progress < 1 and 270 < pose.angle < 360  # from west round to north
    animation.advance(1)
    assert animation.done and animation.hidden_cells() == set()


def test_a_swap_sends_each_coin_to_the_other_cell():
    animation = ReflecAnimation(events_of(position(coins={"c3": "SN", "d3": "ME"}), "swap c3 d3"))
    animation.advance(0.1)
    first, second = animation.coin_poses()
    assert (first.start, first.end) == (second.end, second.start)
    assert first.arc == -second.arc != 0


@pytest.mark.parametrize("setting, factor", [("fast", 0.5), ("slow", 1.6)])
def test_the_animation_speed_setting_scales_the_time(setting, factor):
    app = App(headless=True, size=(1280, 800))
    app.apply_settings(app.settings.model_copy(update={"animation_speed": setting}))
    moves = [f"drop {'SMCA'[k % 4]} {cell} N" for k, cell in enumerate(
        [f"{f}{r}" for r in "3456" for f in "bcdefg"])]
    scene = navigation.play_scene(app, Match("reflec", [PlayerSpec(n) for n in "ABCD"], 1, {}, moves),
                                  autosave=False)
    app.reset_to(scene)
    scene.try_move("spin b3 E")
    app.step([], dt=0.1)
    assert scene.view.animation.elapsed == pytest.approx(0.1 / factor)
