"""What the Plans rules pages promise about unchanged turns and being stuck (docs/rules/plans.md, D5 and D7)
holds in the rules."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from reflectgames.games import get_rules
from reflectgames.games.plans import rules_page
from reflectgames.games.plans.board import SUITS, format_layout, tile_cells
from reflectgames.games.plans.position import Position
from reflectgames.games.plans.rules import deal, is_solved

RULES = get_rules("plans")
CENTRE_TILES = ((3, 3), (5, 3), (3, 5), (5, 5))  # the four tiles the deal fills completely


def paragraphs() -> set[str]:
    return {key for _title, keys, _diagram in rules_page.PAGES for key in keys}


def test_the_pages_state_both_decisions():
    assert {"plans_rules.4.same", "plans_rules.3.stuck"} <= paragraphs()


def coins(state) -> dict[str, str]:
    return dict(RULES.observe(state, 0).coins)


def test_a_half_turn_that_leaves_the_tile_unchanged_is_a_move_with_its_forced_jump():
    found = 0
    for seed in range(100):
        state = RULES.new_game(1, seed)
        look = coins(state)
        for tile in CENTRE_TILES:
            cells = [f"{x},{y}" for x, y in tile_cells(tile)]
            text = f"rotate {cells[0]} 180"
            if text not in {str(move) for move in RULES.legal_moves(state)}:
                continue
            after = RULES.play(state, text)
            if coins(after) != look:
                continue  # this half turn changes how the tile looks
            found += 1
            observed = RULES.observe(after, 0)
            assert observed.moves == 1 and observed.must_jump_from == list(tile)
            assert all(str(move).split()[0] in cells for move in RULES.legal_moves(after))
    assert found  # such tiles come up in real deals


@given(st.permutations([suit for suit in SUITS for _ in range(6)]))
def test_every_deal_has_a_move_to_start_with(letters):
    if is_solved(Position.from_layout(tuple(letters)), "group", 1):
        return  # a layout that already meets its goal is refused, not played
    state = RULES.new_game(1, 0, {"layout": format_layout(tuple(letters))})
    assert RULES.legal_moves(state)


def test_a_random_walk_from_a_deal_never_gets_stuck():
    import random

    chooser = random.Random(5)
    for seed in range(20):
        state = RULES.new_game(1, 0, {"layout": format_layout(deal(seed)), "goal": "line", "suits": "all"})
        for _ in range(60):
            outcome = RULES.outcome(state)
            if outcome is not None:
                assert outcome.reason == "solved"
                break
            moves = RULES.legal_moves(state)
            assert moves
            state = RULES.apply(state, chooser.choice(moves))
