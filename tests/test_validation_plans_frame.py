"""The Plans solver's frame is the same size on every side, so "proven shortest" means what it says.

Twenty moves can push a tile ten tile-spaces out in any direction (ten
shifts, each followed by its jump); the exact search proves a solution
shortest only when every shorter sequence fits the frame.
"""

from __future__ import annotations

import pytest

from reflectgames.games import get_rules
from reflectgames.games.plans.board import START_TILES, parse_layout
from reflectgames.games.plans.moves import Shift
from reflectgames.games.plans.position import Position
from reflectgames.games.plans.solver import frame
from reflectgames.games.plans.solver import node as nodes
from reflectgames.games.plans.solver.solve import solve

RULES = get_rules("plans")
LAYOUT = "SASASS/MMACSS/CACCAA/MCMCMM"
THREE_MOVES = "CAACSS/MMCSMC/SCSMAA/CMMSAA"
STEP = {"R": (2, 0), "L": (-2, 0), "U": (0, 2), "D": (0, -2)}
AXIS = {"R": (0, 1), "L": (0, -1), "U": (1, 1), "D": (1, -1)}


def moved(position: Position, dx: int, dy: int) -> Position:
    """The same puzzle elsewhere on the table (the rules do not care where the board lies)."""
    return Position(
        frozenset((x + dx, y + dy) for x, y in position.tiles),
        tuple(frozenset((x + dx, y + dy) for x, y in cells) for cells in position.suits),  # type: ignore[arg-type]
    )


def extent(state, direction: str) -> int:
    axis, sign = AXIS[direction]
    return max(sign * tile[axis] for tile in state.position.tiles)


def push(state, direction: str, shifts: int, budget: list[int]):
    """A game that shifts a tile `shifts` tile-spaces further out, each shift followed by a jump."""
    if shifts == 0:
        return state
    here = extent(state, direction)
    legal = RULES.legal_moves(state)
    outward = [move for move in legal if isinstance(move, Shift) and move.direction == direction]
    for shift in sorted(outward, key=str):
        after = RULES.apply(state, shift)
        if extent(after, direction) <= here or RULES.outcome(after) is not None:
            continue
        for jump in sorted(RULES.legal_moves(after), key=str):
            budget[0] -= 1
            if budget[0] < 0:
                return None
            following = RULES.apply(after, jump)
            if RULES.outcome(following) is None:
                found = push(following, direction, shifts - 1, budget)
                if found is not None:
                    return found
    return None


@pytest.mark.parametrize("direction", "RLUD")
def test_twenty_moves_that_push_a_tile_ten_spaces_out_stay_inside_the_frame_on_every_side(direction):
    layout = "/".join(row[::-1] for row in LAYOUT.split("/")) if direction == "L" else LAYOUT
    state = RULES.new_game(1, 0, {"layout": layout, "goal": "line", "suits": "all"})
    pushed = push(state, direction, frame.SOUND_DEPTH // 2, [5000])
    assert pushed is not None and pushed.moves == frame.SOUND_DEPTH
    assert extent(pushed, direction) - extent(state, direction) == frame.SOUND_DEPTH
    assert nodes.fits_frame(pushed.position)


@pytest.mark.parametrize("direction", "RLUD")
def test_the_frame_leaves_the_same_room_on_every_side(direction):
    start = Position(START_TILES, (frozenset(),) * 4)  # type: ignore[arg-type]
    dx, dy = STEP[direction]
    room = frame.SOUND_DEPTH // 2
    assert nodes.fits_frame(moved(start, dx * room, dy * room))
    assert not nodes.fits_frame(moved(start, dx * (room + 1), dy * (room + 1)))
    for spaces in range(room + 1):
        tiles = moved(start, dx * spaces, dy * spaces).tiles
        assert frame.sound_depth(frame.to_index(tile) for tile in tiles) == frame.SOUND_DEPTH - 2 * spaces


def test_a_puzzle_is_proven_shortest_only_where_the_frame_has_room_for_every_shorter_game():
    position = Position.from_layout(parse_layout(THREE_MOVES))
    answers = {}
    for direction, (dx, dy) in STEP.items():
        for spaces in (0, 2, 9, 10):
            result = solve(moved(position, dx * spaces, dy * spaces), time_limit=5)
            answers[direction, spaces] = (len(result.moves), result.proven)
    assert {answers[d, s] for d in STEP for s in (0, 2, 9)} == {(3, True)}  # the same on every side
    # At the frame's edge a two-move game with a shift could leave it: three moves are not proven.
    assert {answers[d, 10] for d in STEP} == {(3, False)}
