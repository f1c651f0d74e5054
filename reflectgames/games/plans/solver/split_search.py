"""The exact search on two cores: each depth limit's work shared by two processes.

Iterative deepening (exact.py) searches one limit at a time. Here each limit
from SPLIT_FROM_DEPTH on is cut into items, the positions two moves from the
start (`split_items`: sorted moves, each position once, cut only by the pure
bounds, so every process lists the same items). This process hands them out:
it takes them one at a time for itself, and gives the helper process a run
of them whenever the helper asks (a quarter of those left, so runs shrink
towards the end and neither process waits long for the other). The helper
asks for its next run while it still has an item in hand, and this process
answers whenever it looks at the pipe, every CHECK_EVERY positions. Only
this process counts, so no lock is shared between the two.

Once the search has run SPLIT_AFTER seconds (short searches never pay for a
process), the helper starts and joins the limit under way. A limit is
finished when every item is handed out and searched; a solution found by
either process at limit L is shortest, as every shorter limit was searched
in full by the two together.

Each process keeps its own table of failed positions (a third of the usual
size each, so the two together stay within one search's memory). The helper stops when
told to, or when this process goes away (its pipe then reads as closed), so
a search cancelled by ending its process leaves nothing running.

Without a second core, or with a node budget (whose count must not depend
on how work is shared), the search stays in one process (`exact_search`).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import time
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess

from reflectgames.games.plans.solver.exact import (
    FAILED_LIMIT,
    ExactResult,
    ExactSearch,
    OutOfTime,
    StopAsked,
    time_is_up,
)
from reflectgames.games.plans.solver.frame import SOUND_DEPTH
from reflectgames.games.plans.solver.measure import solved
from reflectgames.games.plans.solver.node import Move, Node

SPLIT_AFTER = 1.0  # seconds of searching alone before a second process pays for its start and cold tables
SPLIT_FROM_DEPTH = 3  # shallower limits have too few positions two moves out to share
CHECK_EVERY = 128  # positions between this process's looks at the helper's requests
RUN_SHARE = 4  # the helper's run: this share of the items not yet handed out (at least one)
POLL_SECONDS = 0.02  # how long one wait for the helper's answer blocks
CORES_TO_SPLIT = 2
# Each process's table of failed positions: a third of one search's, so that the two processes,
# with the bounds each remembers, stay within the memory one search may take.
SHARED_FAILED_LIMIT = FAILED_LIMIT // 3
NO_MORE = -1  # what a claim returns when the limit's items are all handed out

Item = tuple[Move, Move, Node, Node]  # two moves, the position after the first, after both


@dataclass(frozen=True)
class Limit:
    """To the helper: search `root` to `limit` moves, on the items it is given."""

    root: Node
    limit: int
    seconds: float  # time left; the helper gives up after it


@dataclass(frozen=True)
class Items:
    """To the helper: items start to stop - 1 of `limit` are its own (none: nothing is left)."""

    limit: int
    start: int
    stop: int


@dataclass(frozen=True)
class More:
    """From the helper: it is about to run out of items of `limit`."""

    limit: int


@dataclass(frozen=True)
class LimitDone:
    """From the helper: the items it was given are searched; `moves` if it found a solution."""

    limit: int
    moves: list[Move] | None
    nodes: int
    finished: bool  # False: it ran out of time before its items were searched


def second_core() -> bool:
    return (os.cpu_count() or 1) >= CORES_TO_SPLIT


def split_items(search: ExactSearch, root: Node, limit: int) -> list[Item]:
    """The positions two moves from `root` worth searching to `limit` moves, each once however it
    is reached. The same list in every process: moves are sorted and only pure bounds cut (never
    the table of failed positions, which differs between processes)."""
    items: dict[Node, Item] = {}
    for first, child in sorted(search.children(root)):
        if child == root or search.cut_by_bound(child, limit - 1):
            continue
        for second, grandchild in sorted(search.children(child)):
            if grandchild not in (root, child) and grandchild not in items:
                items[grandchild] = (first, second, child, grandchild)
    return list(items.values())


def search_items(
    search: ExactSearch, root: Node, limit: int, claim: Callable[[int], int],
) -> list[Move] | None:
    """Search the items `claim` hands out (it is told how many there are) until it gives NO_MORE."""
    if search.cut_by_bound(root, limit):
        return None
    items = split_items(search, root, limit)
    while items and (index := claim(len(items))) != NO_MORE:
        first, second, child, grandchild = items[index]
        found = search.search_from(grandchild, limit - 2, (root, child, grandchild))
        if found is not None:
            return [first, second, *found]
    return None


class Helper:
    """The helper process's side: the items it was given, and its look at the pipe."""

    def __init__(self, connection: Connection, goal: str, need: int) -> None:
        self.connection = connection
        # Kept from limit to limit, so its failed positions and remembered bounds carry over.
        self.search = ExactSearch(goal, need, 0.0, self.told_to_stop, failed_limit=SHARED_FAILED_LIMIT)
        self.limit = 0
        self.queue: deque[int] = deque()
        self.asked = False  # a request for more is on its way
        self.no_more = False
        self.next_limit: Limit | None = None  # sent while it waited for items of an earlier one

    def serve(self) -> None:
        while True:
            message, self.next_limit = self.next_limit or self.connection.recv(), None
            if not isinstance(message, Limit):
                return
            self.limit, self.asked, self.no_more = message.limit, False, False
            self.queue.clear()
            self.search.deadline = time.monotonic() + message.seconds
            self.search.nodes = 0
            finished = True
            try:
                moves = search_items(self.search, message.root, message.limit, self.claim)
            except OutOfTime:
                moves, finished = None, False
            self.connection.send(LimitDone(message.limit, moves, self.search.nodes, finished))
            if not finished:
                return

    def claim(self, _count: int) -> int:
        if len(self.queue) <= 1 and not self.asked and not self.no_more:
            self.connection.send(More(self.limit))  # ask ahead, so the answer comes while it works
            self.asked = True
        while not self.queue and not self.no_more:
            if not self.take(self.connection.recv()):
                raise OutOfTime
        return self.queue.popleft() if self.queue else NO_MORE

    def told_to_stop(self) -> bool:
        """The search's look at the pipe: items are taken in, anything else stops it."""
        while self.connection.poll():
            if not self.take(self.connection.recv()):
                return True
        return False

    def take(self, message: object) -> bool:
        """Take in items or the next limit; False for anything else (the word to stop)."""
        if isinstance(message, Limit):
            # The parent finished the earlier limit without the helper (it moves on without
            # waiting only when it gave the helper nothing): leave that one, start on this one.
            self.next_limit, self.no_more = message, True
            self.queue.clear()
            return True
        if not isinstance(message, Items):
            return False
        if message.limit == self.limit:
            self.asked = False
            self.queue.extend(range(message.start, message.stop))
            self.no_more = message.start == message.stop
        return True


def _helper(connection: Connection, goal: str, need: int) -> None:
    """The helper process: search the items it is given until told to stop or its parent is gone."""
    with contextlib.suppress(EOFError, OSError):  # the parent went away: nobody wants the answer
        Helper(connection, goal, need).serve()


class SplitExactSearch:
    """ExactSearch's `run`, with each limit's items shared with a helper process (module docstring)."""

    def __init__(
        self, goal: str, need: int, deadline: float, should_stop: StopAsked | None = None,
        split_after: float = SPLIT_AFTER,
    ) -> None:
        self.goal, self.need, self.deadline = goal, need, deadline
        self.outer_stop = should_stop
        self.split_after = split_after
        self.search = ExactSearch(goal, need, deadline, self._should_stop, failed_limit=SHARED_FAILED_LIMIT,
                                  check_every=CHECK_EVERY)
        self.helper_nodes = 0
        self.process: BaseProcess | None = None
        self.connection: Connection | None = None
        self.began = 0.0
        self.task: Limit | None = None  # the limit under way
        self.count: int | None = None  # its items, once listed
        self.next_item = 0
        self.given = 0  # items handed to the helper at this limit
        self.asked = False  # the helper waits for an answer to More
        self.answer: LimitDone | None = None  # the helper's reply for this limit, once it came
        self.helped_limits = 0  # limits searched in full with the helper's part (for tests and figures)
        self.items_given = 0  # items handed to the helper, over all limits

    @property
    def nodes(self) -> int:
        return self.search.nodes + self.helper_nodes

    def run(self, root: Node, max_depth: int = SOUND_DEPTH, known_bound: int = 1) -> ExactResult:
        """Deepen from `known_bound` up to `max_depth` moves, as ExactSearch.run does."""
        if solved(root[1], self.goal, self.need):
            return ExactResult([], 0, 0)
        self.began = time.monotonic()
        done = max(0, known_bound - 1)
        try:
            for limit in range(max(1, known_bound), max_depth + 1):
                if limit >= SPLIT_FROM_DEPTH:
                    found = self._shared_limit(root, limit)
                else:
                    found = self.search.search_limit(root, limit)
                if found is not None:
                    return ExactResult(found, limit - 1, self.nodes)
                done = limit
        except OutOfTime:
            if self.answer is not None and self.answer.moves is not None:
                return ExactResult(self.answer.moves, self.answer.limit - 1, self.nodes)
        finally:
            self.close()
        return ExactResult(None, done, self.nodes)

    def _shared_limit(self, root: Node, limit: int) -> list[Move] | None:
        self.task, self.answer = Limit(root, limit, 0.0), None
        self.count, self.next_item, self.given, self.asked = None, 0, 0, False
        self._send_task()
        found = search_items(self.search, root, limit, self._claim)
        if found is not None:
            return found
        if not self.given:
            return None  # the helper searched nothing of this limit
        answer = self._wait_for_helper()
        self.helped_limits += 1
        return answer.moves

    def _claim(self, count: int) -> int:
        self.count = count
        if self.connection is None and time.monotonic() - self.began >= self.split_after:
            self._start_helper()
        self._serve_helper(0)
        if self.next_item >= count:
            return NO_MORE
        self.next_item += 1
        return self.next_item - 1

    def _send_task(self) -> None:
        if self.connection is not None and self.task is not None:
            seconds = max(0.0, self.deadline - time.monotonic())
            self.connection.send(Limit(self.task.root, self.task.limit, seconds))

    def _serve_helper(self, wait: float) -> None:
        """Read what the helper sent, and answer its request for more items if it made one."""
        if self.connection is None or self.task is None:
            return
        try:
            while self.connection.poll(wait):
                wait = 0.0
                self._take(self.connection.recv())
        except (EOFError, OSError) as error:
            raise OutOfTime from error  # the helper died: the limit cannot be completed
        if self.asked and self.count is not None:
            start = self.next_item
            stop = start + max(1, (self.count - start) // RUN_SHARE) if start < self.count else start
            self.connection.send(Items(self.task.limit, start, stop))
            self.next_item, self.asked = stop, False
            self.given += stop - start
            self.items_given += stop - start

    def _take(self, message: object) -> None:
        limit = None if self.task is None else self.task.limit
        if isinstance(message, More) and message.limit == limit:
            self.asked = True
        elif isinstance(message, LimitDone) and message.limit == limit:
            self.answer = message
            self.helper_nodes += message.nodes
        elif isinstance(message, More) and self.connection is not None:
            # A request for a limit finished before the helper came: nothing is left of it.
            self.connection.send(Items(message.limit, 0, 0))

    def _wait_for_helper(self) -> LimitDone:
        while self.answer is None:
            if time_is_up(self.deadline, self.outer_stop):
                raise OutOfTime
            self._serve_helper(POLL_SECONDS)
        if not self.answer.finished:
            raise OutOfTime  # its items are not all searched: nothing is proven at this limit
        return self.answer

    def _should_stop(self) -> bool:
        """This process's own search stops when asked to, or when the helper already found a solution;
        each look also answers the helper."""
        if self.outer_stop is not None and self.outer_stop():
            return True
        self._serve_helper(0)
        return self.answer is not None and self.answer.moves is not None

    def _start_helper(self) -> None:
        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe(duplex=True)
        self.process = context.Process(
            target=_helper, args=(theirs, self.goal, self.need), daemon=True, name="plans-solver-helper")
        with _children_allowed():
            self.process.start()
        theirs.close()  # the helper holds its own end; keeping ours would hide its going away
        self.connection = ours
        self._send_task()  # it joins the limit under way

    def close(self) -> None:
        """Tell the helper to stop. It stops at its next look at the pipe; not waiting for it keeps
        a cancelled hint from holding up whoever cancels."""
        if self.connection is not None:
            with contextlib.suppress(OSError, ValueError):  # it is gone already
                self.connection.send(None)
            self.connection.close()
            self.connection = None


@contextlib.contextmanager
def _children_allowed() -> Iterator[None]:
    """Let this process start the helper even when it is itself a daemonic worker (the solver's).

    Daemonic processes may not start children because they can be ended without ending them.
    The helper needs no one to end it: it stops by itself when this process's end of the pipe
    closes, however this process ends."""
    this = multiprocessing.current_process()
    daemonic = this.daemon
    this.daemon = False
    try:
        yield
    finally:
        this.daemon = daemonic


def exact_search(
    goal: str, need: int, deadline: float, should_stop: StopAsked | None = None, max_nodes: int | None = None,
) -> ExactSearch | SplitExactSearch:
    """The exact search for this machine: on two cores when it has them and no node budget is set."""
    if max_nodes is None and second_core():
        return SplitExactSearch(goal, need, deadline, should_stop)
    return ExactSearch(goal, need, deadline, should_stop, max_nodes)
