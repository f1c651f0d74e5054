"""One suit in line: the exact search runs before the beam search, so a short answer is proven
shortest at once and the beam search is not needed."""

from __future__ import annotations

from solver_search import fewest_moves

from reflectgames.games.plans.board import parse_layout
from reflectgames.games.plans.position import Position
from reflectgames.games.plans.solver import node as nodes
from reflectgames.games.plans.solver import solve as front
from reflectgames.games.plans.solver.measure import is_line

FOUR_MOVES = "SSSCSA/MMACSA/CASCAA/MCMCMM"


class NoBeam:
    """Stands in for the beam search: any call fails the test."""

    def __init__(self, *_args: object, **_kwargs: object) -> None:
        raise AssertionError("the beam search ran although the exact search had proven the answer")


def test_a_short_line_is_proven_by_the_exact_search_without_the_beam_search(monkeypatch):
    monkeypatch.setattr(front, "BeamSearch", NoBeam)
    position = Position.from_layout(parse_layout(FOUR_MOVES))
    found = front.solve(position, "line", 1, time_limit=120.0)
    assert found.proven and found.moves is not None and found.lower_bound == len(found.moves)
    root = nodes.from_position(position)
    assert fewest_moves(root, lined_up, len(found.moves) - 1) is None


def lined_up(node: nodes.Node) -> bool:
    return any(is_line(cells) for cells in node[1])
