"""Random legal play of Reflector keeps the game's invariants, and its secrets.

Held cells only grow, a revealed status never changes, the two seats'
observations agree about what changed hands, and an observation never names
an opponent node its seat has not discovered: moving such a node elsewhere
leaves that seat's observations exactly as they were, move after move.
"""

from __future__ import annotations

import random
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from reflectgames.games import get_rules
from reflectgames.games.reflector.board import CELLS, DIAMONDS, NAMES, mask_of, parse_cell

RULES = get_rules("reflector")


def play_random(seed: int, picks: list[int]):
    """A game from `seed` with moves chosen by `picks`: (move texts, states after each move)."""
    state = RULES.new_game(2, seed)
    texts, states = [], [state]
    for pick in picks:
        moves = RULES.legal_moves(state)
        if not moves:
            break
        move = moves[pick % len(moves)]
        assert RULES.parse(state, str(move)) == move
        state = RULES.apply(state, move)
        texts.append(str(move))
        states.append(state)
    return texts, states


def check_step(before, after) -> None:
    for seat in (0, 1):
        old, new = RULES.observe(before, seat), RULES.observe(after, seat)
        # Held cells only grow, and a status once revealed never changes.
        assert set(old.opponent.held) <= set(new.opponent.held)
        for cell, status in old.opponent.held.items():
            assert new.opponent.held[cell] == status
        assert set(old.own.lost) <= set(new.own.lost)
        assert set(old.opponent.revealed_nodes) <= set(new.opponent.revealed_nodes)
        # A cell stops being shown as territory only by being taken.
        assert set(old.opponent.revealed_owned) <= set(new.opponent.revealed_owned) | set(new.opponent.held)


def check_state(state) -> None:
    over = RULES.outcome(state) is not None
    views = [RULES.observe(state, seat) for seat in (0, 1)]
    for seat, view in enumerate(views):
        other = views[1 - seat]
        assert (view.phase == "over") == over
        assert (view.to_move is None) == over
        assert set(view.own.lost) == set(other.opponent.held)
        assert view.own.lost_status == other.opponent.held
        assert {n.cell for n in view.own.nodes if n.captured} == {
            cell for cell, status in other.opponent.held.items() if status == "node"
        }
        assert view.cells_held[seat] == len(view.opponent.held)
        assert view.opponent.nodes_left == 5 - sum(s == "node" for s in view.opponent.held.values())
        held_nodes = {cell for cell, status in view.opponent.held.items() if status == "node"}
        assert held_nodes <= set(view.opponent.revealed_nodes)
        if not over:
            # Only discovered nodes are named: every opponent node this seat knows was captured or
            # lay in the area of a captured node.
            their_nodes = {n.cell for n in other.own.nodes}
            assert set(view.opponent.revealed_nodes) <= their_nodes
            captured_areas = set()
            for cell in held_nodes:
                captured_areas |= {NAMES[c] for c in CELLS if DIAMONDS[parse_cell(cell)] >> c & 1}
            assert set(view.opponent.revealed_nodes) <= captured_areas
            undiscovered = their_nodes - set(view.opponent.revealed_nodes)
            assert not undiscovered & set(view.opponent.held)
            assert not undiscovered & set(view.opponent.revealed_owned)


@settings(max_examples=40)
@given(seed=st.integers(0, 2**40), picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=120))
def test_random_play_keeps_invariants(seed, picks):
    texts, states = play_random(seed, picks)
    for before, after in pairwise(states):
        check_step(before, after)
        check_state(after)
    # Replaying the texts from the same seed gives the very same game.
    assert RULES.play(states[0], *texts) == states[-1]


def relocate_hidden_nodes(texts: list[str], state, seat: int, rng: random.Random) -> list[str] | None:
    """The same game with the opponent's undiscovered nodes moved where `seat` never looked.

    A node moves only when neither its old nor its new diamond touches a cell `seat` holds
    or has seen shaded: nothing `seat` could learn depends on it. None if no node can move.
    """
    view = RULES.observe(state, seat)
    touched = mask_of(parse_cell(c) for c in [*view.opponent.held, *view.opponent.revealed_owned])
    other = 1 - seat
    node_moves = [k for k, text in enumerate(texts) if text.startswith("node")][other * 5: other * 5 + 5]
    nodes = [parse_cell(texts[k].split()[1]) for k in node_moves]
    free = [c for c in CELLS if not DIAMONDS[c] & touched and c not in nodes]
    changed = list(texts)
    moved = False
    for index, node in zip(node_moves, nodes, strict=True):
        if NAMES[node] in view.opponent.revealed_nodes or DIAMONDS[node] & touched or not free:
            continue
        new = free.pop(rng.randrange(len(free)))
        changed[index] = f"node {NAMES[new]}"
        moved = True
    return changed if moved else None


@settings(max_examples=40)
@given(
    seed=st.integers(0, 2**40),
    picks=st.lists(st.integers(0, 10**6), min_size=10, max_size=90),
    seat=st.sampled_from((0, 1)),
)
def test_moving_an_undiscovered_node_changes_nothing_the_other_seat_sees(seed, picks, seat):
    texts, states = play_random(seed, picks)
    if len(texts) < 10:
        return  # still placing nodes
    changed = relocate_hidden_nodes(texts, states[-1], seat, random.Random(seed))
    if changed is None:
        return
    other_state = states[0]
    for k, text in enumerate(changed):
        other_state = RULES.play(other_state, text)
        # Identical after every move, setup included: the seat cannot tell the games apart.
        assert RULES.observe(other_state, seat) == RULES.observe(states[k + 1], seat)
    assert RULES.observe(other_state, 1 - seat) != RULES.observe(states[-1], 1 - seat)


@settings(max_examples=30)
@given(seed=st.integers(0, 2**40), text=st.text(max_size=12))
def test_every_text_parse_accepts_is_a_legal_move(seed, text):
    for state in (RULES.new_game(2, seed), play_random(seed, [seed % 97] * 12)[1][-1]):
        try:
            move = RULES.parse(state, text)
        except ValueError:
            continue
        assert move in RULES.legal_moves(state)


def test_whole_random_games_end_with_a_result_and_every_listed_move_parses_back():
    chooser = random.Random(11)
    reasons = set()
    for seed in range(30):
        state = RULES.new_game(2, seed)
        while RULES.outcome(state) is None:
            moves = RULES.legal_moves(state)
            assert moves, "a player always has a legal move"
            for move in moves:
                assert RULES.parse(state, str(move)) == move
            state = RULES.apply(state, chooser.choice(moves))
        reasons.add(RULES.outcome(state).reason)
    assert "nodes" in reasons
