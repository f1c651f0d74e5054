"""Monte Carlo tree search with determinizations (single-observer ISMCTS).

Every iteration draws one world: the true state for games without secrets,
or a state sampled from the searching seat's observation for games with them.
The tree is keyed by moves, so worlds that differ only in hidden facts share
it; a child's exploration term counts how often its move was available
(Cowling, Powley and Whitehouse 2012), since a move legal in one world may not
be in another. Each node keeps the reward of the seat that chose its move, so
the same tree serves two to four players and turns where a player acts
several times in a row. Playouts follow the game's policy and may stop early
at the game's evaluation. A game may cap the tree's depth, and may ask for
paired worlds: the k-th visit of every root move then plays in the same k-th
world, so root moves are compared over the same worlds.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from reflectgames.ai.game_ai import GameAI

# The clock and the early stop are checked this often (iterations).
CHECK_EVERY = 16


class Node:
    __slots__ = ("available", "children", "mover", "value", "visits")

    def __init__(self, mover: int | None) -> None:
        self.mover = mover
        self.visits = 0
        self.value = 0.0
        self.available = 0
        self.children: dict[Any, Node] = {}


@dataclass(frozen=True)
class SearchResult:
    move: Any
    iterations: int
    seconds: float
    visits: dict[str, int]  # root moves (as text) and their visits, for tests and hints
    # Root moves (as text) and the mover's mean reward after them: the search's win chance, for hints.
    chances: dict[str, float] = field(default_factory=dict)

    def runner_up(self) -> str | None:
        """The second most visited root move (the search's next choice), if there was one."""
        others = sorted((move for move in self.visits if move != str(self.move)),
                        key=lambda move: (-self.visits[move], move))
        return others[0] if others else None


@dataclass(frozen=True)
class Budget:
    """Either a time limit (seconds) or an exact number of iterations (deterministic)."""

    seconds: float | None = None
    iterations: int | None = None

    def __post_init__(self) -> None:
        if (self.seconds is None) == (self.iterations is None):
            raise ValueError("A search budget is either seconds or iterations.")


def search(
    game: GameAI,
    draw_world: Callable[[random.Random], Any],
    budget: Budget,
    rng: random.Random,
    *,
    should_stop: Callable[[], bool] | None = None,
) -> tuple[Node, int, float]:
    """Grow a tree from the worlds `draw_world` gives; returns (root, iterations, seconds)."""
    started = time.perf_counter()
    root = Node(None)
    done = 0
    # With paired worlds, the k-th visit of every root move plays in the k-th world drawn.
    paired: list[Any] | None = [] if game.paired_worlds else None
    while True:
        if done % CHECK_EVERY == 0 and done:
            if budget.iterations is None:
                assert budget.seconds is not None  # a budget has a time or a number of iterations
                elapsed = time.perf_counter() - started
                if elapsed >= budget.seconds or (should_stop is not None and should_stop()):
                    break
                remaining = done / elapsed * (budget.seconds - elapsed)
            else:
                remaining = budget.iterations - done
            if _decided(root, remaining):
                break
        if budget.iterations is not None and done >= budget.iterations:
            break
        if paired is None:
            _iterate(game, root, draw_world(rng), rng)
        else:
            _iterate_paired(game, root, paired, draw_world, rng)
        done += 1
    return root, done, time.perf_counter() - started


def _decided(root: Node, remaining: float) -> bool:
    """True when no other move can catch up with the most visited one in the time left."""
    if len(root.children) <= 1:
        return len(root.children) == 1 and root.visits > CHECK_EVERY
    first, second = sorted((child.visits for child in root.children.values()), reverse=True)[:2]
    return first - second > remaining


def _iterate_paired(game: GameAI, root: Node, worlds: list[Any], draw_world: Callable[[random.Random], Any],
                    rng: random.Random) -> None:
    """One iteration whose world is chosen by the root move it tries: that move's next world in turn.

    Every root move is then scored in the same worlds, so two moves are compared on equal
    terms and not blurred by the luck of the worlds each happened to meet.
    """
    if not worlds:
        worlds.append(draw_world(rng))
    moves = game.candidate_moves(worlds[0])
    untried = [move for move in moves if move not in root.children]
    move = rng.choice(untried) if untried else _select(root.children, moves, game.exploration)
    child = root.children.get(move)
    index = 0 if child is None else child.visits
    while len(worlds) <= index:
        worlds.append(draw_world(rng))
    _iterate(game, root, worlds[index], rng, first=move)


def _iterate(game: GameAI, root: Node, state: Any, rng: random.Random, first: Any = None) -> None:
    """One iteration in the world `state`; `first`, when given, is the root move it plays."""
    rules = game.rules
    node = root
    path = [root]
    limit = game.tree_depth
    while rules.outcome(state) is None and (limit is None or len(path) <= limit):
        moves = game.candidate_moves(state)
        if not moves:
            break
        mover = rules.to_move(state)
        children = node.children
        untried = [move for move in moves if move not in children]
        for move in moves:
            child = children.get(move)
            if child is not None:
                child.available += 1
        if first is not None:
            # The root move was chosen with the world; it is available in every world.
            move, first = first, None
        elif untried:
            move = rng.choice(untried)
        else:
            move = _select(children, moves, game.exploration)
        state = game.advance(state, move)
        child = children.get(move)
        if child is None:  # a move not tried yet here: the tree grows by it, then the playout
            child = children[move] = Node(mover)
            child.available = 1
            path.append(child)
            break
        node = child
        path.append(node)
    rewards = _playout(game, state, rng)
    for visited in path:
        visited.visits += 1
        if visited.mover is not None:
            visited.value += rewards[visited.mover]


def _select(children: dict[Any, Node], moves: Any, exploration: float) -> Any:
    best_move = None
    best_score = -math.inf
    for move in moves:
        child = children[move]
        score = child.value / child.visits + exploration * math.sqrt(math.log(child.available) / child.visits)
        if score > best_score:
            best_score = score
            best_move = move
    return best_move


def _playout(game: GameAI, state: Any, rng: random.Random) -> Any:
    rules = game.rules
    depth = 0
    limit = game.playout_depth
    while rules.outcome(state) is None and (limit is None or depth < limit):
        move = game.playout_move(state, rng)
        if move is None:
            break
        state = game.advance(state, move)
        depth += 1
    return game.rewards(state)


def most_visited(root: Node) -> Any:
    """The robust choice: the most visited move, its mean reward breaking ties."""
    def rank(item: tuple[Any, Node]) -> tuple[int, float]:
        return item[1].visits, item[1].value / max(1, item[1].visits)

    return max(root.children.items(), key=rank)[0]


def sampled_by_visits(root: Node, rng: random.Random) -> Any:
    """A deliberately imperfect choice: each move with a chance in proportion to its visits."""
    moves = list(root.children)
    return rng.choices(moves, weights=[root.children[move].visits for move in moves])[0]
