"""The exact search shared by two processes finds what the search in one process finds, and its
helper never outlives the search."""

from __future__ import annotations

import multiprocessing
import threading
import time
from itertools import count
from multiprocessing.connection import Connection

import pytest

from reflectgames.games.plans.board import parse_layout
from reflectgames.games.plans.position import Position
from reflectgames.games.plans.rules import deal
from reflectgames.games.plans.solver import node as nodes
from reflectgames.games.plans.solver.exact import ExactSearch
from reflectgames.games.plans.solver.measure import solved
from reflectgames.games.plans.solver.split_search import (
    NO_MORE,
    Items,
    Limit,
    LimitDone,
    More,
    SplitExactSearch,
    _helper,
    search_items,
    split_items,
)

# (layout, goal, suits needed) with optima of 3 or 4 moves.
DEALS = [
    ("SSSSSA/MMACSA/CACCAA/MCMCMM", "line", 1),
    ("SASSSS/MMACSM/CACCAA/MCMCMA", "line", 1),
    ("SSSSSM/AMACSA/CACCAA/MCMCMM", "line", 1),
    ("SSSSSA/MMACSA/CACCAA/MCMCMM", "group", 2),
    (None, "group", 1),
]
# Optima of 5: limits 3 and 4 are searched in full, shared, before the one with the solution.
DEEP = [
    ("MCCASA/AAMAMC/CMSCMM/ASSCSS", "line", 1),
    ("CSASMA/MAAMCM/SSSCCM/CAMSAC", "line", 1),
    ("MSACSA/AAMSMM/AMCSMS/CCSCCA", "group", 1),
]
FAR = 600.0  # a deadline no test reaches: these searches end by finding or failing


def _root(layout: str | None) -> nodes.Node:
    letters = deal(1, "group", 1) if layout is None else parse_layout(layout)
    return nodes.from_position(Position.from_layout(letters))


def _deadline() -> float:
    return time.monotonic() + FAR


def _replays_to_goal(root: nodes.Node, moves: list[nodes.Move], goal: str, need: int) -> bool:
    return solved(nodes.play_moves(root, moves)[1], goal, need)


def _every_other(start: int):
    """A claim handing out every other item from `start`, then NO_MORE."""
    taken = count(start, 2)

    def claim(items: int) -> int:
        index = next(taken)
        return index if index < items else NO_MORE

    return claim


def _shortest_alone(root: nodes.Node, goal: str, need: int) -> int:
    found = ExactSearch(goal, need, _deadline()).run(root, max_depth=6)
    assert found.moves is not None
    return len(found.moves)


@pytest.mark.parametrize(("layout", "goal", "need"), DEALS + DEEP)
def test_items_shared_by_two_searches_find_a_solution_exactly_at_the_shortest_limit(layout, goal, need):
    root = _root(layout)
    shortest = _shortest_alone(root, goal, need)
    assert shortest >= 3, "the deal must be deep enough to be shared"
    for limit in range(3, shortest + 1):
        # Two searches (as two processes would) share the items: one takes the even ones, one the odd.
        shares = [(ExactSearch(goal, need, _deadline()), _every_other(start)) for start in (0, 1)]
        found = [search_items(search, root, limit, claim) for search, claim in shares]
        answers = [moves for moves in found if moves is not None]
        if limit < shortest:
            assert answers == [], f"a solution of {limit} moves where none exists"
        else:
            assert answers, f"no solution at {limit} moves, the shortest"
            assert all(len(moves) <= limit and _replays_to_goal(root, moves, goal, need) for moves in answers)


def test_every_process_lists_the_same_items_whatever_its_table_of_failed_positions():
    root = _root(DEALS[0][0])
    fresh = ExactSearch("line", 1, _deadline())
    used = ExactSearch("line", 1, _deadline())
    used.run(root, max_depth=4)  # fills its table of failed positions
    assert used.failed, "the search must remember failures for the test to mean anything"
    assert split_items(used, root, 4) == split_items(fresh, root, 4)
    grandchildren = [item[3] for item in split_items(fresh, root, 4)]
    assert len(grandchildren) == len(set(grandchildren)), "a position reached two ways is one item"


def _run_helper(goal: str, need: int) -> tuple[Connection, threading.Thread]:
    ours, theirs = multiprocessing.Pipe(duplex=True)
    thread = threading.Thread(target=_helper, args=(theirs, goal, need), daemon=True)
    thread.start()
    return ours, thread


def _next(connection: Connection) -> object:
    assert connection.poll(FAR)
    return connection.recv()


def test_the_helper_asks_for_items_searches_those_it_is_given_and_answers_for_its_limit():
    layout, goal, need = DEALS[1]
    root = _root(layout)
    shortest = _shortest_alone(root, goal, need)
    count = len(split_items(ExactSearch(goal, need, _deadline()), root, shortest))
    ours, thread = _run_helper(goal, need)
    ours.send(Limit(root, shortest, FAR))
    assert _next(ours) == More(shortest)
    ours.send(Items(shortest, 0, count))  # every item: the solution is among them
    answer = _next(ours)
    while isinstance(answer, More):  # it asks ahead before its last item; nothing more is left
        ours.send(Items(shortest, count, count))
        answer = _next(ours)
    assert isinstance(answer, LimitDone) and answer.limit == shortest and answer.finished
    assert answer.moves is not None and _replays_to_goal(root, answer.moves, goal, need)
    ours.send(None)
    thread.join(FAR)
    assert not thread.is_alive(), "any other message stops the helper"


def test_the_helper_given_no_item_finds_nothing_and_stops_when_its_parent_goes():
    layout, goal, need = DEALS[1]
    root = _root(layout)
    shortest = _shortest_alone(root, goal, need)
    ours, thread = _run_helper(goal, need)
    ours.send(Limit(root, shortest, FAR))
    assert _next(ours) == More(shortest)
    ours.send(Items(shortest, 0, 0))  # this process searched them all before the helper came
    answer = _next(ours)
    assert isinstance(answer, LimitDone) and answer.moves is None and answer.nodes == 0
    ours.close()  # this end going away stops the helper too
    thread.join(FAR)
    assert not thread.is_alive()


@pytest.mark.parametrize(("layout", "goal", "need"), DEALS[:2])
def test_the_search_on_two_processes_finds_a_shortest_solution_and_leaves_no_process(layout, goal, need):
    root = _root(layout)
    shortest = _shortest_alone(root, goal, need)
    search = SplitExactSearch(goal, need, _deadline(), split_after=0.0)
    found = search.run(root, max_depth=6)
    assert found.moves is not None and len(found.moves) == shortest
    assert _replays_to_goal(root, found.moves, goal, need)
    assert found.depth_done == shortest - 1
    assert search.process is not None, "the helper was started"
    search.process.join(FAR)
    assert search.process.exitcode == 0, "the helper ends with the search, of itself"


def test_a_stopped_search_ends_its_helper_and_proves_nothing():
    root = _root(None)
    stop_after = time.monotonic() + 1.0
    search = SplitExactSearch("line", 4, _deadline(), lambda: time.monotonic() > stop_after, split_after=0.0)
    found = search.run(root, max_depth=20)
    assert found.moves is None
    assert found.depth_done < 20
    if search.process is not None:
        search.process.join(FAR)
        assert search.process.exitcode == 0, "the helper ends with the search, of itself"


class _HelperInAThread(SplitExactSearch):
    """The same search with its helper in a thread, started before the first item is taken and
    waited for until it asks for items: it surely takes part in the first limit."""

    def _start_helper(self) -> None:
        ours, theirs = multiprocessing.Pipe(duplex=True)
        self.thread = threading.Thread(target=_helper, args=(theirs, self.goal, self.need), daemon=True)
        self.thread.start()
        self.connection = ours
        self._send_task()
        assert ours.poll(FAR), "the helper asks for items"


@pytest.mark.parametrize(("layout", "goal", "need"), [DEALS[3], *DEEP])
def test_with_the_helper_taking_part_every_limit_is_searched_in_full(layout, goal, need):
    root = _root(layout)
    shortest = _shortest_alone(root, goal, need)
    # Below the optimum every shared limit fails, so each one the helper took items of ends only
    # when the helper has searched them.
    below = _HelperInAThread(goal, need, _deadline(), split_after=0.0)
    failed = below.run(root, max_depth=shortest - 1)
    assert failed.moves is None and failed.depth_done == shortest - 1
    assert below.items_given > 0 and below.helped_limits >= 1
    search = _HelperInAThread(goal, need, _deadline(), split_after=0.0)
    found = search.run(root, max_depth=6)
    assert found.moves is not None and len(found.moves) == shortest
    assert _replays_to_goal(root, found.moves, goal, need)
    assert search.items_given > 0, "the helper was given items to search"
    for finished in (below, search):
        finished.thread.join(FAR)
        assert not finished.thread.is_alive(), "the helper stops when the search ends"
