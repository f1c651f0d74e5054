"""Exhaustive search for the Plans solver's tests: the truth its bounds and proofs are checked against."""

from __future__ import annotations

from collections.abc import Callable

from reflectgames.games.plans.solver import node as nodes


def fewest_moves(root: nodes.Node, done: Callable[[nodes.Node], bool], depth: int) -> int | None:
    """The fewest moves after which `done` holds, trying every sequence of up to `depth` moves
    (breadth first); None when no sequence that short reaches it. A tile move must leave a
    legal position, as in the game."""
    if done(root):
        return 0
    seen = {root}
    layer = [root]
    for moves in range(1, depth + 1):
        following = []
        for node in layer:
            for move, child in nodes.expand(node):
                if done(child) and (move[0] == "J" or nodes.tile_move_ok(child)):
                    return moves
                if child not in seen:
                    seen.add(child)
                    following.append(child)
        layer = following
    return None
