"""Random play: the history a seat reads never mentions what that seat's observation hides.

The history words each move and what followed from it from the move's events
as far as the seat on screen may know them. Whatever random play does, a seat's
history never names a cell where the other player's undiscovered node stands
(Reflector), nor the other player's secret word (Reflecto), and an onlooker
reads no claim's outcome at all.
"""

from __future__ import annotations

import random
import re

import pytest

from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.core.rules import events_seen_by
from reflectgames.games import get_rules
from reflectgames.games.reflecto.rules import random_opening
from reflectgames.games.reflector.board import NAMES
from reflectgames.i18n import set_language, t
from reflectgames.scenes import navigation

PLAYERS = [PlayerSpec("Ada"), PlayerSpec("Bo")]


@pytest.fixture(autouse=True, params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> None:
    set_language(request.param)  # the suite's own fixture sets English back after each test


def random_match(game: str, seed: int, opening: list[str], moves: int) -> Match:
    """A game played at random from `opening`, stopped before its end (the end reveals everything)."""
    rules = get_rules(game)
    match = Match(game, PLAYERS, seed, {"first": 0}, opening)
    picker = random.Random(seed)
    for _ in range(moves):
        state = match.state
        choices = [move for move in rules.legal_moves(state)
                   if rules.outcome(rules.apply(state, move)) is None]
        if not choices:
            break
        match.play(picker.choice(choices))
    return match


def history_shown_to(match: Match, seat: int | None) -> list[str]:
    app = App(headless=True, size=(1280, 800))
    scene = navigation.play_scene(app, match, autosave=False)
    scene.curtain_for = seat
    scene.layout(app.size)
    scene.refresh()
    assert scene.view.viewer == seat or seat is None
    return list(scene.panel.history.rows)


def mentions(row: str, word: str) -> bool:
    return re.search(rf"(?<![A-Za-z0-9]){re.escape(word)}(?![A-Za-z0-9])", row) is not None


@pytest.mark.parametrize("seed", range(4))
def test_reflector_history_never_names_an_undiscovered_node(seed: int) -> None:
    match = random_match("reflector", seed, [], 40)
    state = match.state
    rules = match.rules
    for seat in (0, 1):
        other = 1 - seat
        seen = rules.observe(state, seat).opponent
        nodes = {NAMES[cell] for cell in range(100) if state.nodes[other] >> cell & 1}
        hidden = nodes - set(seen.revealed_nodes) - set(seen.held)
        assert hidden, "random play this short leaves some node undiscovered"
        rows = history_shown_to(match, seat)
        for index, row in enumerate(rows, start=1):
            if match.mover_of(index) == seat and match.moves[index - 1].startswith("node"):
                continue  # the seat's own node: its label may be the same as a hidden one of the other grid
            assert not [cell for cell in hidden if mentions(row, cell)], row


@pytest.mark.parametrize("seed", range(2))
def test_a_reflector_onlooker_reads_who_shoots_first_and_nothing_a_claim_showed(seed: int) -> None:
    match = random_match("reflector", seed, [], 30)
    app = App(headless=True, size=(1280, 800))
    view = navigation.play_scene(app, match, autosave=False).view
    public = [(events_seen_by(match.events_of(index), None), match.mover_of(index))
              for index in range(1, match.history_length + 1)]
    said = [line for events, mover in public for line in view.describe_events(events, mover)]
    assert said == [t("reflector.history.shooting", name="Ada")]


@pytest.mark.parametrize("seed", range(4))
def test_reflecto_history_never_shows_the_other_players_word(seed: int) -> None:
    match = random_match("reflecto", seed, random_opening(seed), 50)
    state = match.state
    for seat in (0, 1):
        word = state.words[1 - seat]
        assert match.rules.observe(state, seat).opponent_word is None
        rows = history_shown_to(match, seat)
        assert len(rows) == match.history_length
        assert not [row for row in rows if mentions(row, word)]
