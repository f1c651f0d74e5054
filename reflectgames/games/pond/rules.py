"""Reflection Pond rules: two frogs whose every move is mirrored in the other pond.

The rule decisions are written out in docs/rules/pond.md; in short: tiles
1-16 from each owner's seat, directions F/B/L/R owner-relative, the other
frog mirrors (L and R swap), sticks may never cut a pond apart (D10), water
sends a frog to the other water tile and a new one is drawn (D13), five flies
win (D15), a position seen three times brings an extra fly (D16).

The state is a frozen value of small ints and bit masks: the computer players
and the benchmark apply hundreds of thousands of moves.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from reflectgames.core import rng as random_draw
from reflectgames.core.rules import Ended, Event, GameInfo, IllegalMove, OptionSpec, Outcome, Rules, acting
from reflectgames.core.validation import (
    check_players,
    check_seed,
    clip,
    read_options,
    setup_error,
)
from reflectgames.games.pond.board import (
    ALL_TILES_MASK,
    DIRECTIONS,
    EDGES,
    MIRRORED,
    TILES,
    Direction,
    Tile,
    is_pond_connected,
    placeable_edges,
    step,
    tile_bit,
    tiles_in,
)
from reflectgames.games.pond.events import (
    Bump,
    Catch,
    ExtraFly,
    Hop,
    NewWater,
    PondEnd,
    Splash,
    StickLifted,
    StickPlaced,
    TurnPassed,
)
from reflectgames.games.pond.moves import (
    FROG_MOVES,
    STICK_MOVES,
    UNSTICK_MOVES,
    FrogMove,
    PondMove,
    StickMove,
    UnstickMove,
    parse_move,
)
from reflectgames.games.pond.observation import PondObservation, PondSideView
from reflectgames.games.pond.options import PondOptions
from reflectgames.games.pond.state import FLIES_TO_WIN, PondState, position_key, replace_state

# The same full position seen this many times (the first one included) brings an extra fly.
REPETITIONS_FOR_A_FLY = 3

def _pair(values: tuple[Any, Any], seat: int, value: Any) -> tuple[Any, Any]:
    return (value, values[1]) if seat == 0 else (values[0], value)


class PondRules(Rules[PondState, PondMove, PondObservation]):
    info = GameInfo(
        game_id="pond",
        min_players=2,
        max_players=2,
        hidden_information=False,
        options=(
            OptionSpec("flies", "pond.option.flies"),
            OptionSpec("start", "pond.option.start"),
            OptionSpec("water", "pond.option.water"),
            OptionSpec("first", "pond.option.first", choices=(0, 1)),
        ),
    )
    barrier_events = frozenset({NewWater.kind, ExtraFly.kind})

    # --- setup -------------------------------------------------------------------
    def new_game(
        self, players: int = 2, seed: int = 0, options: Mapping[str, Any] | None = None
    ) -> PondState:
        check_players(players, "Reflection Pond", 2, 2)
        rng = random_draw.seed_rng(check_seed(seed))
        chosen = read_options(PondOptions, options, "pond", "Reflection Pond")
        # Fixed tiles are checked against each other first (a refusal never depends on
        # the seed), then every random draw avoids the tiles fixed by options (docs/rules/pond.md, "Set-up").
        fixed_flies = set(chosen.flies or ())
        fixed_water = set(chosen.water or ())
        if chosen.start is not None and chosen.start in fixed_flies:
            raise setup_error("validation.pond.start_on_fly")
        if fixed_water & (fixed_flies | {chosen.start}):
            raise setup_error("validation.pond.water_taken")

        flies = chosen.flies
        if flies is None:
            fixed = fixed_water | ({chosen.start} if chosen.start is not None else set())
            flies, rng = random_draw.sample_avoiding(rng, TILES, 5, fixed)

        if chosen.start is None:
            start, rng = random_draw.choice_avoiding(rng, [t for t in TILES if t not in flies], fixed_water)
        else:
            start = chosen.start

        water = chosen.water
        if water is None:
            free = [t for t in TILES if t not in flies and t != start]
            water, rng = random_draw.sample(rng, free, 2)

        first = chosen.first
        if first is None:
            first, rng = random_draw.randbelow(rng, 2)

        fly_mask = sum(tile_bit(t) for t in flies)
        water_mask = sum(tile_bit(t) for t in water)
        state = PondState(
            rng=rng,
            first=first,
            to_move=first,
            actions_left=1,
            frogs=(start, start),
            flies=(fly_mask, fly_mask),
            water=(water_mask, water_mask),
            sticks=(0, 0),
            caught=(0, 0),
            turn_start=(start, start),
            turn_actions=1,
            turn_frog_tile=0,
            history=(),
        )
        return _with_history(state, (position_key(state),))

    # --- reading -----------------------------------------------------------------
    def to_move(self, state: PondState) -> int | None:
        return state.to_move

    def outcome(self, state: PondState) -> Outcome | None:
        return state.result

    def observe(self, state: PondState, seat: int) -> PondObservation:
        if seat not in (0, 1):
            raise ValueError("Reflection Pond has seats 0 and 1.")
        ponds = [
            PondSideView(
                frog=state.frogs[p],
                flies=tiles_in(state.flies[p]),
                water=tiles_in(state.water[p]),
                sticks=[list(EDGES[i]) for i in range(len(EDGES)) if state.sticks[p] >> i & 1],
                caught=state.caught[p],
                inventory=state.inventory(p),
            )
            for p in (0, 1)
        ]
        result = state.result
        return PondObservation(
            to_move=state.to_move,
            actions_left=state.actions_left,
            ponds=ponds,
            first_player=state.first,
            turn_actions=state.turn_actions,
            turn_start=list(state.turn_start),
            winners=None if result is None else sorted(result.winners),
            reason=None if result is None else result.reason,
        )

    # --- moves -------------------------------------------------------------------
    def legal_moves(self, state: PondState) -> list[PondMove]:
        if state.to_move is None:
            return []
        seat = acting(state.to_move)
        moves: list[PondMove] = [FROG_MOVES[d] for d in DIRECTIONS if self._frog_problem(state, d) is None]
        if state.inventory(seat):
            moves.extend(STICK_MOVES[i] for i in placeable_edges(state.sticks[seat]))
        sticks = state.sticks[seat]
        moves.extend(UNSTICK_MOVES[i] for i in range(len(EDGES)) if sticks >> i & 1)
        return moves

    def move_from_text(self, state: PondState, text: str) -> PondMove:
        return parse_move(text)

    def check_legal(self, state: PondState, move: PondMove) -> None:
        if state.to_move is None:
            raise IllegalMove("The game is over.", "move.game_over")
        if not isinstance(move, FrogMove | StickMove | UnstickMove):
            shown = clip(move)
            raise IllegalMove(f"'{shown}' is not a Reflection Pond move.", "move.not_allowed", move=shown)
        seat = acting(state.to_move)
        sticks = state.sticks[seat]
        if isinstance(move, FrogMove):
            problem = self._frog_problem(state, move.direction)
            if problem:
                raise IllegalMove(*problem)
            return
        a, b = move.tiles
        if isinstance(move, StickMove):
            if not state.inventory(seat):
                raise IllegalMove("You have no stick left in hand.", "pond.illegal.no_stick")
            if sticks >> move.edge & 1:
                raise IllegalMove(
                    f"There is already a stick between {a} and {b}.", "pond.illegal.stick_there", a=a, b=b
                )
            if not is_pond_connected(sticks | 1 << move.edge):
                raise IllegalMove(
                    "That stick would cut a lily pad off from the rest of the pond.", "pond.illegal.cut"
                )
        elif not sticks >> move.edge & 1:
            raise IllegalMove(
                f"There is no stick of yours between {a} and {b}.", "pond.illegal.no_stick_there", a=a, b=b
            )

    def _frog_targets(self, state: PondState, direction: Direction) -> tuple[Tile, Tile]:
        """Where both frogs end (water included) if the mover moves `direction`."""
        mover = acting(state.to_move)
        other = 1 - mover
        landed = [0, 0]
        landed[mover] = step(state.frogs[mover], direction, state.sticks[mover])
        landed[other] = step(state.frogs[other], MIRRORED[direction], state.sticks[other])
        for seat in (0, 1):
            water = state.water[seat]
            if water >> (landed[seat] - 1) & 1:
                landed[seat] = (water & ~tile_bit(landed[seat])).bit_length()
        return landed[0], landed[1]

    def _frog_problem(self, state: PondState, direction: Direction) -> tuple[str, str] | None:
        """Why `frog direction` is not allowed now (message, catalog key), or None when it is (D11, D12)."""
        mover = acting(state.to_move)
        other = 1 - mover
        if (
            step(state.frogs[mover], direction, state.sticks[mover]) == state.frogs[mover]
            and step(state.frogs[other], MIRRORED[direction], state.sticks[other]) == state.frogs[other]
        ):
            return (
                "Neither frog can move that way: a stick or the pond's edge stops both.",
                "pond.illegal.blocked",
            )
        if state.turn_frog_tile and state.actions_left == 1:
            ends = self._frog_targets(state, direction)
            start = state.turn_start
            if ends[mover] == start[mover] and state.turn_frog_tile != start[mover]:
                return (
                    "After two frog moves your frog may not end back on the tile it started from.",
                    "pond.illegal.back",
                )
            if ends == start:
                return (
                    "After two frog moves the frogs may not both end where they started.",
                    "pond.illegal.both_back",
                )
        return None

    # --- applying ------------------------------------------------------------------
    def apply_with_events(self, state: PondState, move: PondMove) -> tuple[PondState, list[Event]]:
        self.check_legal(state, move)
        seat = acting(state.to_move)
        events: list[Event] = []
        if isinstance(move, FrogMove):
            state = self._move_frogs(state, move.direction, events)
        else:
            delta = 1 << move.edge
            sticks = state.sticks[seat] ^ delta
            state = replace_state(state, sticks=_pair(state.sticks, seat, sticks))
            laid_or_lifted = StickPlaced if isinstance(move, StickMove) else StickLifted
            events.append(laid_or_lifted(player=seat, edge=move.tiles))
        return self._after_action(state, move, events), events

    def _move_frogs(self, state: PondState, direction: Direction, events: list[Event]) -> PondState:
        mover = acting(state.to_move)
        order = (mover, 1 - mover)  # the mover's pond draws new water first (D13)
        frogs = list(state.frogs)
        water = list(state.water)
        flies = list(state.flies)
        caught = list(state.caught)
        rng = state.rng
        for seat in order:
            way = direction if seat == mover else MIRRORED[direction]
            start = frogs[seat]
            frogs[seat] = step(start, way, state.sticks[seat])
            if frogs[seat] != start:
                events.append(Hop(player=seat, from_tile=start, to_tile=frogs[seat], direction=way))
            else:
                events.append(Bump(player=seat, tile=start, direction=way))
        for seat in order:
            if water[seat] >> (frogs[seat] - 1) & 1:
                fell_in = frogs[seat]
                came_up = (water[seat] & ~tile_bit(fell_in)).bit_length()
                frogs[seat] = came_up
                events.append(Splash(player=seat, fell_in=fell_in, came_up=came_up))
                free = [t for t in TILES if t not in (fell_in, came_up) and not flies[seat] >> (t - 1) & 1]
                new_tile, rng = random_draw.choice(rng, free)
                water[seat] = tile_bit(fell_in) | tile_bit(new_tile)
                events.append(NewWater(player=seat, tile=new_tile, dried=came_up))
        for seat in order:
            if flies[seat] >> (frogs[seat] - 1) & 1:
                flies[seat] &= ~tile_bit(frogs[seat])
                caught[seat] += 1
                events.append(Catch(player=seat, tile=frogs[seat], caught=caught[seat]))
        return replace_state(
            state,
            rng=rng,
            frogs=tuple(frogs),
            water=tuple(water),
            flies=tuple(flies),
            caught=tuple(caught),
        )

    def _after_action(self, state: PondState, move: PondMove, events: list[Event]) -> PondState:
        winners = [seat for seat in (0, 1) if state.caught[seat] >= FLIES_TO_WIN]
        if winners:
            result = _decide(state, winners)
            events.append(Ended(winners=tuple(sorted(result.winners)), reason=result.reason))
            return replace_state(state, to_move=None, actions_left=0, result=result)

        seat = acting(state.to_move)
        if state.actions_left > 1:
            frog_tile = state.frogs[seat] if isinstance(move, FrogMove) else 0
            state = replace_state(state, actions_left=state.actions_left - 1, turn_frog_tile=frog_tile)
        else:
            state = replace_state(
                state,
                to_move=1 - seat,
                actions_left=2,
                turn_actions=2,
                turn_start=state.frogs,
                turn_frog_tile=0,
            )
            events.append(TurnPassed(player=1 - seat))

        key = position_key(state)
        if any(isinstance(event, Catch) for event in events):
            return _with_history(state, (key,))
        history = (*state.history, key)
        if history.count(key) >= REPETITIONS_FOR_A_FLY:
            return self._extra_fly(state, events)
        return _with_history(state, history)

    def _extra_fly(self, state: PondState, events: list[Event]) -> PondState:
        """A fly on the same free tile in both ponds, if there is one (D16)."""
        taken = state.flies[0] | state.flies[1] | state.water[0] | state.water[1]
        taken |= tile_bit(state.frogs[0]) | tile_bit(state.frogs[1])
        free = tiles_in(ALL_TILES_MASK & ~taken)
        if not free:
            return _with_history(state, (*state.history, position_key(state)))
        tile, rng = random_draw.choice(state.rng, free)
        bit = tile_bit(tile)
        state = replace_state(state, rng=rng, flies=(state.flies[0] | bit, state.flies[1] | bit))
        events.append(ExtraFly(tile=tile))
        return _with_history(state, (position_key(state),))


def _decide(state: PondState, winners: list[int]) -> Outcome:
    """Who wins when `winners` reached five flies: both at once go by sticks in hand (D15)."""
    if len(winners) == 1:
        return Outcome(frozenset(winners), PondEnd.FLIES)
    hands = (state.inventory(0), state.inventory(1))
    if hands[0] == hands[1]:
        return Outcome(frozenset(), PondEnd.DRAW)
    return Outcome(frozenset({0 if hands[0] > hands[1] else 1}), PondEnd.STICKS)


def _with_history(state: PondState, history: tuple[int, ...]) -> PondState:
    return replace_state(state, history=history)


RULES = PondRules()
