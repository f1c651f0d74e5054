"""Each history line says what followed from the move, in the reader's language.

Random games are played until the event of interest happens; the line of that
move, as the seat on screen reads it, must then say it.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.core.rules import Event
from reflectgames.games import game_entry, get_rules
from reflectgames.games.pond.events import Catch, NewWater, Splash
from reflectgames.games.reflec.board import CELL_NAMES, SUITS
from reflectgames.games.reflec.events import BeamFired, LaserDestroyed
from reflectgames.games.reflecto.events import Exited
from reflectgames.games.reflector.events import Claimed
from reflectgames.i18n import set_language, t
from reflectgames.scenes import navigation

PLAYERS = [PlayerSpec("Ada"), PlayerSpec("Bo")]
NAMES = ["Ada", "Bo"]


@pytest.fixture(autouse=True, params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> None:
    set_language(request.param)  # the suite's own fixture sets English back after each test


def play_until(game: str, wanted: type[Event], prefer: str = "", limit: int = 400) -> tuple[Match, int, Any]:
    """A random game of `game` played until a move reports a `wanted` event: (match, move number, event)."""
    rules = get_rules(game)
    entry = game_entry(game)
    for seed in range(20):
        opening = entry.random_opening()(seed) if entry.random_opening else []
        match = Match(game, PLAYERS, seed, {}, opening)
        picker = random.Random(seed)
        for _ in range(limit):
            if match.to_move() is None:
                break
            legal = rules.legal_moves(match.state)
            preferred = [move for move in legal if str(move).startswith(prefer)] if prefer else []
            match.play(picker.choice(preferred or legal))
            found = [event for event in match.events_of(match.cursor) if isinstance(event, wanted)]
            if found:
                return match, match.cursor, found[0]
    raise AssertionError(f"no {wanted.__name__} in random play")


def history_row(match: Match, index: int, seat: int = 0) -> str:
    app = App(headless=True, size=(1280, 800))
    scene = navigation.play_scene(app, match, autosave=False)
    scene.curtain_for = seat
    scene.layout(app.size)
    scene.refresh()
    return scene.panel.history.rows[index - 1]


def test_a_pond_dive_says_where_the_frog_came_up_and_where_the_new_water_is() -> None:
    match, index, splash = play_until("pond", Splash, prefer="frog")
    assert isinstance(splash, Splash) and splash.player is not None
    row = history_row(match, index)
    name = NAMES[splash.player]
    assert t("pond.history.splash", name=name, fell_in=splash.fell_in, came_up=splash.came_up) in row
    water = next(e for e in match.events_of(index) if isinstance(e, NewWater))
    assert t("pond.history.new_water", name=name, tile=water.tile) in row


def test_a_pond_fly_caught_is_counted() -> None:
    match, index, catch = play_until("pond", Catch, prefer="frog")
    assert isinstance(catch, Catch) and catch.player is not None
    row = history_row(match, index)
    assert t("pond.history.catch", name=NAMES[catch.player], tile=catch.tile, count=catch.caught) in row


def test_a_reflec_shot_says_which_beam_destroyed_whose_laser() -> None:
    match, index, destroyed = play_until("reflec", LaserDestroyed, prefer="fire")
    assert isinstance(destroyed, LaserDestroyed) and destroyed.player is not None
    row = history_row(match, index)
    shot = next(event for event in match.events_of(index) if isinstance(event, BeamFired))
    beam = t(f"reflec.the_beam.{SUITS[shot.suit]}", name=NAMES[match.mover_of(index)])
    cell = CELL_NAMES[destroyed.cell]
    if destroyed.suit == shot.suit:  # the beam came back to the laser that fired it
        assert t("reflec.history.own_laser", beam=beam, cell=cell) in row
    else:
        assert t("reflec.history.destroyed", beam=beam, name=NAMES[destroyed.player],
                 suit=t(f"reflec.suit.{SUITS[destroyed.suit]}"), cell=cell) in row


def test_a_reflector_claim_says_what_it_showed_on_both_grids() -> None:
    match, index, claim = play_until("reflector", Claimed, prefer="claim")
    assert isinstance(claim, Claimed)
    row = history_row(match, index, seat=claim.player)
    owner = NAMES[1 - claim.player]
    said = {"null": "reflector.history.claim.null", "owned": "reflector.history.claim.owned",
            "node": "reflector.history.claim.node"}[claim.status]
    assert t(said, name=owner) in row
    assert t("reflector.move.claim", cell="X").removesuffix("X") in row


def test_a_reflecto_screen_leaving_the_board_is_said() -> None:
    match, index, exited = play_until("reflecto", Exited)
    assert isinstance(exited, Exited) and exited.player is not None
    row = history_row(match, index, seat=exited.player)
    key = "reflecto.history.exit_jump" if exited.by_jump else "reflecto.history.exit"
    assert t(key, name=NAMES[exited.player], number=exited.number) in row


def test_reviewing_a_move_says_it_in_full_in_the_status_line() -> None:
    match, index, claim = play_until("reflector", Claimed, prefer="claim")
    match.play(match.rules.legal_moves(match.state)[0])  # the claim is no longer the last move
    app = App(headless=True, size=(960, 600))
    scene = navigation.play_scene(app, match, autosave=False)
    scene.curtain_for = claim.player
    scene.layout(app.size)
    scene.show_position(index)
    scene.refresh()
    name, words = scene.panel.history_line(index)
    total = match.history_length
    assert scene.status == t("play.reviewing_move", index=index, total=total, name=name, move=words)
    assert t("play.history_then", move="", then="").strip() in words  # the consequences are there too
