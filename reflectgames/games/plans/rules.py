"""Plans of Action rules: jump coins by the count of their suit, turn and shift full tiles.

The rules and their numbered decisions are in docs/rules/plans.md; in short:
a coin jumps over N cells, N being the coins of its suit in its whole row or
column, and lands on the (N+1)th, an empty cell of a tile; a full tile may
turn 90/180/270 degrees or shift to the first empty tile-space in a
direction (the board grows, D4), and a coin of that tile must jump next (D2,
D3); the goal is checked after every move (D6); a position without a legal
move is stuck (D7).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from reflectgames.core import rng as random_draw
from reflectgames.core.rules import (
    Event,
    GameInfo,
    IllegalMove,
    InvalidSetup,
    OptionSpec,
    Outcome,
    Rules,
)
from reflectgames.core.validation import check_players, check_seed, clip, read_options, setup_error
from reflectgames.games.plans.board import (
    ANGLES,
    COINS_PER_SUIT,
    DIRECTIONS,
    SUITS,
    Cell,
    LayoutError,
    cell_text,
    format_layout,
    parse_layout,
    tile_cells,
    tile_of,
)
from reflectgames.games.plans.events import Jumped, PlansEnd, Shifted, Solved, Stuck, Turned
from reflectgames.games.plans.goals import GOALS, SUIT_MODES, meets, progress, suit_mode, suits_needed
from reflectgames.games.plans.moves import Jump, PlansMove, Rotate, Shift, TileMove, parse_move
from reflectgames.games.plans.observation import PlansObservation
from reflectgames.games.plans.options import PlansOptions
from reflectgames.games.plans.position import Position, Snapshot
from reflectgames.games.plans.state import PlansState

SOLVED = Outcome(frozenset({0}), PlansEnd.SOLVED)
STUCK = Outcome(frozenset(), PlansEnd.STUCK)


def solved_suits(position: Position, goal: str) -> list[int]:
    return [suit for suit, cells in enumerate(position.suits) if meets(goal, cells)]


def is_solved(position: Position, goal: str, need: int) -> bool:
    """Do at least `need` suits meet `goal` at this moment?"""
    if isinstance(need, bool):
        # A bool is an int: True would silently mean "one suit", so the old flag is refused.
        raise TypeError("need is a number of suits (1 to 4), not a bool")
    return sum(1 for cells in position.suits if meets(goal, cells)) >= need


def tile_moves(snap: Snapshot) -> list[TileMove]:
    """Every legal rotate and shift: full tiles whose coins could then jump."""
    moves: list[TileMove] = []
    for tile in snap.full_tiles():
        for angle in ANGLES:
            if snap.has_jump_after(tile, tile, snap.rotated_contents(tile, angle)):
                moves.append(Rotate(tile, angle))
        for direction in DIRECTIONS:
            target = snap.shift_target(tile, direction)
            if snap.has_jump_after(tile, target, snap.shifted_contents(tile, target)):
                moves.append(Shift(tile, direction))
    return moves


def jump_moves(snap: Snapshot, only_tile: Cell | None = None) -> list[Jump]:
    cells = tile_cells(only_tile) if only_tile is not None else sorted(snap.where)
    return [
        Jump(cell, direction)
        for cell in cells
        if cell in snap.where
        for direction, _ in snap.jumps_from(cell)
    ]


def has_legal_move(snap: Snapshot, only_tile: Cell | None = None) -> bool:
    cells = tile_cells(only_tile) if only_tile is not None else snap.where
    if any(next(snap.jumps_from(cell), None) for cell in cells if cell in snap.where):
        return True
    return only_tile is None and bool(tile_moves(snap))


class PlansRules(Rules[PlansState, PlansMove, PlansObservation]):
    info = GameInfo(
        game_id="plans",
        min_players=1,
        max_players=1,
        hidden_information=False,
        options=(
            OptionSpec("layout", "plans.option.layout"),
            OptionSpec("goal", "plans.option.goal", choices=GOALS, default="group"),
            OptionSpec("suits", "plans.option.suits", choices=SUIT_MODES, default="one"),
        ),
    )
    # Nothing is hidden and nothing is drawn after the deal: undo is never stopped (D8).
    barrier_events: frozenset[str] = frozenset()

    # --- setup -------------------------------------------------------------------------------
    def new_game(
        self, players: int = 1, seed: int = 0, options: Mapping[str, Any] | None = None
    ) -> PlansState:
        check_players(players, "Plans of Action", 1, 1)
        check_seed(seed)
        chosen = read_options(PlansOptions, options, "plans", "Plans of Action")
        goal = chosen.goal
        need = suits_needed(chosen.suits)
        if chosen.layout is None:
            letters = deal(seed, goal, need)
        else:
            try:
                letters = parse_layout(chosen.layout)
            except LayoutError as error:
                # The layout's own explanation is more precise than the catalog's summary.
                shown = clip(repr(chosen.layout))
                key = "validation.plans.layout"
                raise InvalidSetup(str(error), key, option="layout", value=shown) from None
            if is_solved(Position.from_layout(letters), goal, need):
                raise setup_error("validation.plans.layout_solved")  # D1
        return PlansState(Position.from_layout(letters), goal, need, format_layout(letters))

    # --- reading -----------------------------------------------------------------------------
    def to_move(self, state: PlansState) -> int | None:
        return None if state.result is not None else 0

    def outcome(self, state: PlansState) -> Outcome | None:
        return state.result

    def is_final(self, outcome: Outcome) -> bool:
        # A stuck puzzle is not lost for good: undo is the way on (docs/rules/plans.md, D7).
        return outcome.reason != PlansEnd.STUCK

    def observe(self, state: PlansState, seat: int) -> PlansObservation:
        if seat != 0:
            raise ValueError("Plans of Action has one seat: 0.")
        position = state.position
        coins = {cell_text(cell): SUITS[suit] for cell, suit in sorted(position.coins())}
        done = solved_suits(position, state.goal)
        return PlansObservation(
            tiles=[list(tile) for tile in sorted(position.tiles)],
            coins=coins,
            moves=state.moves,
            must_jump_from=None if state.must_jump_from is None else list(state.must_jump_from),
            solved=state.result is SOLVED,
            goal=state.goal,
            suits=suit_mode(state.need),
            layout=state.layout,
            progress={SUITS[s]: progress(state.goal, cells) for s, cells in enumerate(position.suits)},
            done_suits=[SUITS[s] for s in done],
            stuck=state.result is STUCK,
        )

    # --- moves -------------------------------------------------------------------------------
    def legal_moves(self, state: PlansState) -> list[PlansMove]:
        if state.result is not None:
            return []
        snap = state.position.snapshot()
        if state.must_jump_from is not None:
            return list(jump_moves(snap, state.must_jump_from))
        return [*jump_moves(snap), *tile_moves(snap)]

    def move_from_text(self, state: PlansState, text: str) -> PlansMove:
        return parse_move(text)

    def check_legal(self, state: PlansState, move: PlansMove) -> None:
        self._checked(state, move)

    def _checked(self, state: PlansState, move: PlansMove) -> Snapshot:
        """The position's snapshot, once `move` is known to be legal there (else IllegalMove says why)."""
        if state.result is not None:
            raise IllegalMove("The game is over.", "move.game_over")
        if not isinstance(move, PlansMove):
            shown = clip(move)
            raise IllegalMove(f"'{shown}' is not a Plans of Action move.", "move.not_allowed", move=shown)
        snap = state.position.snapshot()
        if isinstance(move, Jump):
            check_jump(state, snap, move)
        else:
            check_tile_move(state, snap, move)
        return snap

    # --- applying ------------------------------------------------------------------------------
    def apply_with_events(self, state: PlansState, move: PlansMove) -> tuple[PlansState, list[Event]]:
        snap = self._checked(state, move)
        events: list[Event] = []
        if isinstance(move, Jump):
            landing = snap.landing(move.cell, move.direction)
            position = snap.after_jump(move.cell, landing)
            events.append(Jumped(
                player=0,
                start=move.cell,
                landing=landing,
                suit=SUITS[snap.where[move.cell]],
                over=snap.jump_length(move.cell, move.direction),
                direction=move.direction,
            ))
            forced = None
        else:
            target, contents = tile_move_result(snap, move)
            if isinstance(move, Rotate):
                events.append(Turned(player=0, tile=move.tile, angle=move.angle))
            else:
                events.append(Shifted(player=0, start=move.tile, target=target, direction=move.direction))
            position = snap.after_tile_move(move.tile, target, contents)
            forced = target
        state = replace(state, position=position, moves=state.moves + 1, must_jump_from=forced)
        return conclude(state, events), events


def must_jump_refusal(forced: Cell) -> IllegalMove:
    return IllegalMove(
        f"A coin of the tile at {cell_text(forced)} must jump now.",
        "plans.illegal.must_jump_from",
        tile=cell_text(forced),
    )


def check_jump(state: PlansState, snap: Snapshot, move: Jump) -> None:
    """Raise IllegalMove saying why the coin cannot jump so."""
    where = cell_text(move.cell)
    forced = state.must_jump_from
    if move.cell not in snap.where:
        raise IllegalMove(f"There is no coin on {where}.", "plans.illegal.no_coin", cell=where)
    if forced is not None and tile_of(move.cell) != forced:
        raise must_jump_refusal(forced)
    target = snap.landing(move.cell, move.direction)
    count = snap.jump_length(move.cell, move.direction)
    landing = cell_text(target)
    if target in snap.where:
        raise IllegalMove(
            f"That coin jumps over {count} and would land on {landing}, which holds a coin.",
            "plans.illegal.landing_taken",
            count=count,
            cell=landing,
        )
    if tile_of(target) not in snap.tiles:
        raise IllegalMove(
            f"That coin jumps over {count} and would land on {landing}, where there is no tile.",
            "plans.illegal.landing_off",
            count=count,
            cell=landing,
        )


def check_tile_move(state: PlansState, snap: Snapshot, move: TileMove) -> None:
    """Raise IllegalMove saying why the tile cannot turn or shift so (D2, D3)."""
    if state.must_jump_from is not None:
        raise must_jump_refusal(state.must_jump_from)
    if move.tile not in snap.tiles:
        where = cell_text(move.tile)
        raise IllegalMove(f"There is no tile at {where}.", "plans.illegal.no_tile", cell=where)
    if not snap.is_full(move.tile):
        raise IllegalMove(
            "Only a full tile (a coin on each of its four cells) can be turned or shifted.",
            "plans.illegal.not_full",
        )
    target, contents = tile_move_result(snap, move)
    if not snap.has_jump_after(move.tile, target, contents):
        raise IllegalMove(
            "No coin of that tile could jump afterwards, and one must.",
            "plans.illegal.no_follow_jump",
        )


def tile_move_result(snap: Snapshot, move: TileMove) -> tuple[Cell, list[tuple[Cell, int]]]:
    """Where a full tile comes to rest after the move, and its coins there."""
    if isinstance(move, Rotate):
        return move.tile, snap.rotated_contents(move.tile, move.angle)
    target = snap.shift_target(move.tile, move.direction)
    return target, snap.shifted_contents(move.tile, target)


def conclude(state: PlansState, events: list[Event]) -> PlansState:
    """After a move: is the goal met (D6), and else is any move left (D7)?

    In play a stuck position never arises (a coin that just jumped can always
    jump straight back, and a turn or shift is only allowed with a jump to
    follow), but the rule is kept as the rulebook states it (docs/rules/plans.md).
    """
    if is_solved(state.position, state.goal, state.need):
        done = tuple(SUITS[s] for s in solved_suits(state.position, state.goal))
        events.append(Solved(winners=(0,), reason=PlansEnd.SOLVED, suits=done))
        return replace(state, must_jump_from=None, result=SOLVED)
    if not has_legal_move(state.position.snapshot(), state.must_jump_from):
        events.append(Stuck(winners=(), reason=PlansEnd.STUCK))
        return replace(state, result=STUCK)
    return state


def deal(seed: int, goal: str = "group", need: int = 1) -> tuple[str, ...]:
    """A random layout from the seed, shuffled again while it already meets the goal."""
    # Neighbouring seeds start SplitMix64 one step apart; mixing the seed first keeps
    # their deals unrelated (seed n's reshuffle would otherwise be seed n+24's deal).
    mixed, _ = random_draw.next_u64(random_draw.seed_rng(seed))
    rng = random_draw.seed_rng(mixed)
    coins = [suit for suit in SUITS for _ in range(COINS_PER_SUIT)]
    while True:
        letters, rng = random_draw.shuffled(rng, coins)
        if not is_solved(Position.from_layout(tuple(letters)), goal, need):
            return tuple(letters)


RULES = PlansRules()
