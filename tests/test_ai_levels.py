"""Levels that differ in what they know, not only in time: each level has its own game knowledge."""

from __future__ import annotations

import random

from reflectgames.ai.game_ai import GameAI
from reflectgames.ai.mcts import Budget, search
from reflectgames.ai.players import game_ai
from reflectgames.games import get_rules

POND = get_rules("pond")


def test_each_level_has_its_own_game_knowledge() -> None:
    normal, hard = game_ai("pond", "normal"), game_ai("pond", "hard")
    assert normal is not hard
    assert (normal.level, hard.level) == ("normal", "hard")
    assert game_ai("pond") is normal  # the default level is normal
    assert game_ai("pond", "hard") is hard  # made once, then remembered


def _deepest(node, depth: int = 0) -> int:
    return max([depth] + [_deepest(child, depth + 1) for child in node.children.values()])


def test_a_tree_depth_stops_the_tree_growing_below_it() -> None:
    state = POND.new_game(2, 7)
    shallow = GameAI(POND)
    shallow.playout_depth = 2  # short playouts: only the tree's shape matters here
    shallow.tree_depth = 1
    root, done, _ = search(shallow, lambda rng: state, Budget(iterations=200), random.Random(2))
    assert done > len(root.children)  # the root's moves were visited again and again...
    assert _deepest(root) == 1  # ...but nothing grew below them
    deep = GameAI(POND)
    deep.playout_depth = 2
    root, _, _ = search(deep, lambda rng: state, Budget(iterations=200), random.Random(2))
    assert _deepest(root) > 1
