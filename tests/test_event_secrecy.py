"""Events and history text reach a seat only as far as it may know them.

Two games differ only in a secret of Bo's. Everything Ada is given about each
move (the events her screen, sounds and animations get, and the history
lines of her panel) is the same in both; Bo's own share differs, so the
comparison can fail. An onlooker gets only public events.
"""

from __future__ import annotations

from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.core.rules import Event, events_seen_by
from reflectgames.scenes import navigation

PLAYERS = [PlayerSpec("Ada"), PlayerSpec("Bo")]
ADA_NODES = ["D2", "G3", "B6", "H7", "E9"]
BO_ONE = ["C2", "D3", "H2", "B8", "I9"]
BO_TWO = ["C2", "D3", "H2", "C7", "G9"]  # B8 and I9 moved: out of reach of the claims below
CLAIMS = ["claim J1", "claim A1", "claim J2", "claim A2", "claim J3", "claim A3"]


def reflector(bo_nodes: list[str]) -> Match:
    moves = [f"node {c}" for c in ADA_NODES] + [f"node {c}" for c in bo_nodes] + CLAIMS
    return Match("reflector", PLAYERS, 9, {"first": 0}, moves)


def reflecto(bo_word: str) -> Match:
    moves = ["setup PIANO 12M34M5", f"setup {bo_word} M12345M", "a1-a2", "a7-a6", "b1-b2", "b7-b6"]
    return Match("reflecto", PLAYERS, 1, {"first": 0}, moves)


def seen_by(match: Match, seat: int | None) -> list[list[tuple[str, Event]]]:
    return [[(event.kind, event) for event in events_seen_by(match.events_of(index), seat)]
            for index in range(1, match.history_length + 1)]


def history_shown_to(match: Match, seat: int) -> list[str]:
    app = App(headless=True, size=(1280, 800))
    scene = navigation.play_scene(app, match, autosave=False)
    scene.curtain_for = seat
    scene.layout(app.size)
    scene.refresh()
    return list(scene.panel.history.rows)


def test_reflector_events_and_history_for_ada_do_not_depend_on_bos_nodes() -> None:
    one, two = reflector(BO_ONE), reflector(BO_TWO)
    assert seen_by(one, 0) == seen_by(two, 0)
    assert seen_by(one, 1) != seen_by(two, 1)  # Bo's own node events differ
    assert history_shown_to(one, 0) == history_shown_to(two, 0)
    assert history_shown_to(one, 1) != history_shown_to(two, 1)


def test_a_reflector_onlooker_gets_only_public_events() -> None:
    kinds = {kind for move in seen_by(reflector(BO_ONE), None) for kind, _ in move}
    assert not kinds & {"node", "claim", "reflection"}
    assert "shooting" in kinds


def test_reflecto_events_and_history_for_ada_do_not_depend_on_bos_word() -> None:
    one, two = reflecto("ZEBRE"), reflecto("TIGRE")
    assert seen_by(one, 0) == seen_by(two, 0)
    assert history_shown_to(one, 0) == history_shown_to(two, 0)
    assert one.rules.observe(one.state, 1) != two.rules.observe(two.state, 1)  # the games do differ
