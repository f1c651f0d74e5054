"""The EventLog: events are built for apply_with_events and never for apply."""

from __future__ import annotations

from dataclasses import FrozenInstanceError, dataclass
from typing import ClassVar

import pytest

from reflectgames.core.rules import Ended, Event, EventLog
from reflectgames.games import get_rules


@dataclass(frozen=True, kw_only=True)
class Counted(Event):
    kind: ClassVar[str] = "counted"
    built: ClassVar[int] = 0
    value: int

    def __post_init__(self) -> None:
        type(self).built += 1


def test_a_kept_log_builds_its_events_in_order() -> None:
    log = EventLog()
    log.add(Counted, player=1, value=3)
    log.add(Ended, winners=(1,), reason="done")
    assert log.events == [Counted(player=1, value=3), Ended(winners=(1,), reason="done")]


def test_a_log_that_keeps_nothing_never_builds_an_event() -> None:
    before = Counted.built
    log = EventLog(keep=False)
    log.add(Counted, player=0, value=1)
    assert log.events == [] and Counted.built == before


def test_events_are_values_that_cannot_be_changed() -> None:
    event = Counted(player=0, value=1)
    with pytest.raises(FrozenInstanceError):
        event.value = 2  # type: ignore[misc]
    assert event.visible_to(None) and not Counted(value=1, seats=frozenset({1})).visible_to(0)


def test_apply_and_apply_with_events_reach_the_same_state() -> None:
    # Reflec's apply skips its events: the state must be the one apply_with_events reaches.
    rules = get_rules("reflec")
    state = rules.new_game(2, 1)
    for _ in range(60):
        moves = rules.legal_moves(state)
        if not moves:
            break
        move = moves[len(moves) // 2]
        with_events, events = rules.apply_with_events(state, move)
        assert rules.apply(state, move) == with_events and events
        state = with_events
