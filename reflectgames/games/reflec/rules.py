"""Reflec rules: mirror coins and lasers for two to four players.

The rule decisions are written out in docs/rules/reflec.md; in short:
suits S, M, C, A play in that order (two players play S+C and M+A), a drop
round puts every coin down, then each turn brings three tile points (four
when the die is already full, otherwise the die goes up by one) to spend on
move, laser, spin (1), drop, swap (2) and fire (3). A beam turns at every
coin, destroys the first laser it reaches and removes a loop. The last
player with a laser wins.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import chain
from operator import attrgetter
from typing import Any, overload

from reflectgames.core.rules import Ended, Event, EventLog, GameInfo, IllegalMove, Outcome, Rules
from reflectgames.core.validation import check_players, check_seed, clip, read_options
from reflectgames.games.reflec import moves as m
from reflectgames.games.reflec.beam import LASER_HIT, LOOP, trace_beam
from reflectgames.games.reflec.board import (
    ADJACENT,
    CELL_NAMES,
    CELLS,
    DIE_MAX,
    DIRECTIONS,
    SUITS,
    Quad,
    coin_suit,
    owner_of,
    suit_mask,
    suits_in_play,
    suits_of,
)
from reflectgames.games.reflec.events import (
    BeamFired,
    CoinMoved,
    Dropped,
    DropRoundOver,
    Eliminated,
    LaserDestroyed,
    LaserMoved,
    LoopRemoved,
    ReflecEnd,
    RemovedCoin,
    Spun,
    Swapped,
    TurnBegan,
    TurnEnded,
)
from reflectgames.games.reflec.moves import ReflecMove
from reflectgames.games.reflec.observation import CoinView, Points, ReflecObservation
from reflectgames.games.reflec.options import ReflecOptions
from reflectgames.games.reflec.state import (
    DROP_PHASE,
    OVER_PHASE,
    PHASE_NAMES,
    PLAY_PHASE,
    SWAP_BOTH_OWN,
    SWAP_NEUTRAL_SAME_OWNER,
    SWAP_NONE_USABLE,
    Allegiance,
    ReflecState,
    blocked_swaps,
    frozen_coins,
    initial_state,
    neutral_suits,
    pair_key,
    players_with_lasers,
    seat_allegiance,
    supply,
    swap_verdict,
)

TURN_TILES = 3
# The prices of the cheaper actions: move, laser and spin cost one point; drop and swap two.
ONE_POINT, TWO_POINTS = m.COST[m.SPIN], m.COST[m.SWAP]


_FIELDS = ReflecState.__slots__
_FIELD_INDEX = {name: index for index, name in enumerate(_FIELDS)}
_all_fields = attrgetter(*_FIELDS)


def _replace(state: ReflecState, **changes: Any) -> ReflecState:
    values = list(_all_fields(state))
    for name, value in changes.items():
        values[_FIELD_INDEX[name]] = value
    return ReflecState(*values)


class ReflecRules(Rules[ReflecState, ReflecMove, ReflecObservation]):
    info = GameInfo(game_id="reflec", min_players=2, max_players=4, hidden_information=False, options=())

    # --- setup -------------------------------------------------------------------
    def new_game(
        self, players: int = 4, seed: int = 0, options: Mapping[str, Any] | None = None
    ) -> ReflecState:
        players = check_players(players, "Reflec", 2, 4)
        # Nothing in Reflec is left to chance once the seats are taken (D6): the seed is not
        # needed, but it is checked like every game's so a save stays replayable anywhere.
        check_seed(seed)
        read_options(ReflecOptions, options, "reflec", "Reflec")
        return initial_state(players)

    # --- reading -----------------------------------------------------------------
    def to_move(self, state: ReflecState) -> int | None:
        return None if state.phase == OVER_PHASE else state.player

    def outcome(self, state: ReflecState) -> Outcome | None:
        return state.result

    def observe(self, state: ReflecState, seat: int) -> ReflecObservation:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.players:
            raise ValueError(f"This Reflec game has seats 0 to {state.players - 1}.")
        in_play = suits_in_play(state.players)
        coins = {}
        for cell, value in enumerate(state.board):
            if value > 0:
                coins[CELL_NAMES[cell]] = CoinView(
                    suit=SUITS[coin_suit(value >> 2)], facing=DIRECTIONS[value & 3]
                )
        playing = state.phase == PLAY_PHASE
        frozen = frozen_coins(state) if playing else 0
        result = state.result
        return ReflecObservation(
            to_move=self.to_move(state),
            suit=None if state.phase == OVER_PHASE else SUITS[state.suit],
            phase=PHASE_NAMES[state.phase],
            points=Points(
                mandatory=state.mandatory if playing else 0, die=state.dice[state.suit] if playing else 0
            ),
            dice={SUITS[s]: state.dice[s] for s in in_play},
            coins=coins,
            supply={SUITS[s]: supply(state, s) for s in in_play},
            lasers={SUITS[s]: CELL_NAMES[state.lasers[s]] if state.lasers[s] >= 0 else None for s in in_play},
            eliminated=[p for p in range(state.players) if state.eliminated >> p & 1],
            neutral=[SUITS[s] for s in neutral_suits(state)],
            players=state.players,
            owners={SUITS[s]: owner_of(s, state.players) for s in in_play},
            turn_points=state.turn_points if playing else 0,
            frozen=[CELL_NAMES[c] for c, v in enumerate(state.board) if v > 0 and frozen >> (v >> 2) - 1 & 1],
            winners=None if result is None else sorted(result.winners),
            reason=None if result is None else result.reason,
        )

    # --- listing moves -------------------------------------------------------------
    def legal_moves(self, state: ReflecState) -> list[ReflecMove]:
        if state.phase == OVER_PHASE:
            return []
        board = state.board
        empty = [cell for cell in CELLS if board[cell] == 0]
        if state.phase == DROP_PHASE:
            return list(chain.from_iterable(map(m.DROP_MOVES[state.suit].__getitem__, empty)))
        points = state.points
        result: list[ReflecMove] = []
        coin_cells = [cell for cell in CELLS if board[cell] > 0]
        side = seat_allegiance(state)
        if points >= ONE_POINT:
            self._add_one_point_moves(result, state, side.usable, coin_cells)
        if points >= TWO_POINTS:
            self._add_two_point_moves(result, state, side, coin_cells, empty)
        if points >= m.COST[m.FIRE]:
            result += m.FIRE_MOVES
        if state.mandatory == 0:
            result.append(m.END_MOVE)
        return result

    def _add_one_point_moves(
        self, result: list[ReflecMove], state: ReflecState, usable: int, coin_cells: list[int]
    ) -> None:
        """Spins and steps of the usable coins (not the steps of a frozen one), and the laser's steps."""
        board = state.board
        frozen = frozen_coins(state)
        spins_away, steps_from = m.SPINS_AWAY, m.STEPS_FROM
        for cell in coin_cells:
            value = board[cell]
            bit = 1 << (value >> 2) - 1
            if not bit & usable:
                continue
            result += spins_away[cell][value & 3]
            if bit & frozen:
                continue
            for target, four in steps_from[cell]:
                if board[target] == 0:
                    result += four
        laser_moves = m.LASER_MOVES
        result += [laser_moves[t] for t in ADJACENT[state.lasers[state.suit]] if board[t] == 0]

    def _add_two_point_moves(
        self,
        result: list[ReflecMove],
        state: ReflecState,
        side: Allegiance,
        coin_cells: list[int],
        empty: list[int],
    ) -> None:
        """Drops of the usable coins in hand, and the swaps allowed (the undo limit included)."""
        board = state.board
        hand = state.hand & side.usable
        if hand:
            for suit in suits_in_play(state.players):
                if hand & suit_mask(suit):
                    result += chain.from_iterable(map(m.DROP_MOVES[suit].__getitem__, empty))
        swap_ok = side.swap_ok
        since = state.previous_turn[state.player]
        blocked = {key for key, serial in state.swaps if serial > since}
        swaps_from = m.SWAPS_FROM
        for cell in coin_cells:
            row = (board[cell] >> 2) * 32
            for partner, move in swaps_from[cell]:
                other = board[partner] >> 2
                allowed = other > 0 and swap_ok[row + other]
                if allowed and (not blocked or pair_key(row // 32, other) not in blocked):
                    result.append(move)

    def move_from_text(self, state: ReflecState, text: str) -> ReflecMove:
        return m.move_from_text(text)

    # --- legality with reasons -------------------------------------------------------
    def check_legal(self, state: ReflecState, move: ReflecMove) -> None:
        if state.phase == OVER_PHASE:
            raise IllegalMove("The game is over.", "move.game_over")
        if not isinstance(move, ReflecMove):
            raise IllegalMove(f"'{clip(move)}' is not a Reflec move.", "move.not_allowed", move=clip(move))
        if state.phase == DROP_PHASE:
            self._check_drop_round(state, move)
            return
        check = {
            m.DROP: self._check_drop,
            m.MOVE: self._check_step,
            m.LASER: self._check_laser,
            m.SPIN: self._check_spin,
            m.SWAP: self._check_swap,
            m.FIRE: lambda s, mv: None,
            m.END: self._check_end,
        }[move.kind]
        check(state, move)
        if move.cost > state.points:
            raise IllegalMove(
                f"Tile points needed: {move.cost}; left: {state.points}.",
                "reflec.illegal.points",
                count=move.cost,
                left=state.points,
            )

    def _check_drop_round(self, state: ReflecState, move: ReflecMove) -> None:
        suit = SUITS[state.suit]
        if move.kind != m.DROP:
            raise IllegalMove(
                f"This is the drop round: drop a coin of suit {suit} on an empty cell.",
                "reflec.illegal.drop_round",
                suit=suit,
            )
        if move.suit != state.suit:
            raise IllegalMove(
                f"In the drop round it is suit {suit}'s turn to drop one of its own coins.",
                "reflec.illegal.drop_suit",
                suit=suit,
            )
        self._check_empty(state, move.cell)

    def _check_empty(self, state: ReflecState, cell: int) -> None:
        value = state.board[cell]
        if value > 0:
            raise IllegalMove(
                f"{CELL_NAMES[cell]} already holds a coin.", "reflec.illegal.cell_coin", cell=CELL_NAMES[cell]
            )
        if value < 0:
            raise IllegalMove(
                f"{CELL_NAMES[cell]} holds a laser.", "reflec.illegal.cell_laser", cell=CELL_NAMES[cell]
            )

    def _usable_coin(self, state: ReflecState, cell: int) -> int:
        """The coin on `cell` if the player on turn may use it, else IllegalMove saying why."""
        value = state.board[cell]
        if value <= 0:
            raise IllegalMove(
                f"There is no coin on {CELL_NAMES[cell]}.", "reflec.illegal.no_coin", cell=CELL_NAMES[cell]
            )
        coin = value >> 2
        if not seat_allegiance(state).usable >> (coin - 1) & 1:
            raise IllegalMove(
                f"The coin on {CELL_NAMES[cell]} belongs to another player.",
                "reflec.illegal.not_yours",
                cell=CELL_NAMES[cell],
            )
        return coin

    def _check_drop(self, state: ReflecState, move: ReflecMove) -> None:
        suit = SUITS[move.suit]
        if move.suit not in suits_in_play(state.players):
            raise IllegalMove(f"Suit {suit} is not in this game.", "reflec.illegal.suit_absent", suit=suit)
        if not seat_allegiance(state).usable & suit_mask(move.suit):
            raise IllegalMove(
                f"You may drop only your own or neutral coins, not suit {suit}.",
                "reflec.illegal.drop_other",
                suit=suit,
            )
        if not supply(state, move.suit):
            raise IllegalMove(
                f"No coin of suit {suit} is off the board.", "reflec.illegal.no_supply", suit=suit
            )
        self._check_empty(state, move.cell)

    def _check_step(self, state: ReflecState, move: ReflecMove) -> None:
        coin = self._usable_coin(state, move.cell)
        self._check_empty(state, move.target)
        if frozen_coins(state) >> (coin - 1) & 1:
            raise IllegalMove(
                f"The neutral coin on {CELL_NAMES[move.cell]} was moved last turn by another player: "
                "it may not move now.",
                "reflec.illegal.frozen",
                cell=CELL_NAMES[move.cell],
            )

    def _check_laser(self, state: ReflecState, move: ReflecMove) -> None:
        laser = state.lasers[state.suit]
        if move.target not in ADJACENT[laser]:
            raise IllegalMove(
                f"Your laser on {CELL_NAMES[laser]} moves one cell up, down, left or right.",
                "reflec.illegal.laser_step",
                cell=CELL_NAMES[laser],
            )
        self._check_empty(state, move.target)

    def _check_spin(self, state: ReflecState, move: ReflecMove) -> None:
        self._usable_coin(state, move.cell)
        if state.board[move.cell] & 3 == move.facing:
            facing = DIRECTIONS[move.facing]
            raise IllegalMove(
                f"That coin already faces {facing}: a spin turns it to another direction.",
                "reflec.illegal.same_facing",
                facing=facing,
            )

    def _check_swap(self, state: ReflecState, move: ReflecMove) -> None:
        a, b = state.board[move.cell], state.board[move.target]
        for cell, value in ((move.cell, a), (move.target, b)):
            if value <= 0:
                raise IllegalMove(
                    f"There is no coin on {CELL_NAMES[cell]}.",
                    "reflec.illegal.no_coin",
                    cell=CELL_NAMES[cell],
                )
        side = seat_allegiance(state)
        verdict = swap_verdict(state.players, side.own, side.usable, a >> 2, b >> 2)
        if verdict == SWAP_NONE_USABLE:
            raise IllegalMove(
                "One of the two coins must be yours or neutral.", "reflec.illegal.swap_none_yours"
            )
        if verdict == SWAP_BOTH_OWN:
            raise IllegalMove("You may not swap two of your own coins.", "reflec.illegal.swap_own")
        if verdict == SWAP_NEUTRAL_SAME_OWNER:
            raise IllegalMove(
                "Two neutral coins may be swapped only if they first belonged to different players.",
                "reflec.illegal.swap_neutral_pair",
            )
        if pair_key(a >> 2, b >> 2) in blocked_swaps(state):
            raise IllegalMove(
                "These two coins were swapped since your previous turn: swapping them back is not allowed.",
                "reflec.illegal.swap_undo",
            )

    def _check_end(self, state: ReflecState, move: ReflecMove) -> None:
        if state.mandatory:
            raise IllegalMove(
                f"Tile points still to spend before ending the turn: {state.mandatory}.",
                "reflec.illegal.end_early",
                count=state.mandatory,
            )

    # --- applying --------------------------------------------------------------------
    def apply_with_events(self, state: ReflecState, move: ReflecMove) -> tuple[ReflecState, list[Event]]:
        events = EventLog()
        return self._apply(state, move, events), events.events

    def apply(self, state: ReflecState, move: ReflecMove) -> ReflecState:
        return self._apply(state, move, EventLog(keep=False))  # no events: only the state is wanted

    def _apply(self, state: ReflecState, move: ReflecMove, events: EventLog) -> ReflecState:
        self.check_legal(state, move)
        if state.phase == DROP_PHASE:
            state = self._drop(state, move, events)
            return self._next_turn(state, events)
        if move.kind == m.END:
            return self._next_turn(state, events)
        state = self._spend(state, move.cost)
        kind = move.kind
        if kind == m.FIRE:
            state, turn_over = self._fire(state, move.facing, events)
            if state.phase == OVER_PHASE or turn_over:
                return state if state.phase == OVER_PHASE else self._next_turn(state, events)
        elif kind == m.DROP:
            state = self._drop(state, move, events)
        elif kind == m.MOVE:
            state = self._step(state, move, events)
        elif kind == m.LASER:
            state = self._move_laser(state, move, events)
        elif kind == m.SPIN:
            state = self._spin(state, move, events)
        else:
            state = self._swap(state, move, events)
        if not self._can_act(state):
            events.add(TurnEnded, player=state.player, suit=state.suit, lost=state.mandatory)
            state = self._next_turn(state, events, announced=True)
        return state

    def _spend(self, state: ReflecState, cost: int) -> ReflecState:
        """Tile points go first, then the die (D10)."""
        from_tiles = min(cost, state.mandatory)
        from_die = cost - from_tiles
        dice = state.dice
        if from_die:
            dice = _set(dice, state.suit, dice[state.suit] - from_die)
        return _replace(state, mandatory=state.mandatory - from_tiles, dice=dice)

    def _drop(self, state: ReflecState, move: ReflecMove, events: EventLog) -> ReflecState:
        free = state.hand & suit_mask(move.suit)
        bit = free & -free  # the lowest numbered coin of the suit still in hand
        coin = bit.bit_length()
        board = _set(state.board, move.cell, coin << 2 | move.facing)
        events.add(Dropped, player=state.player, suit=move.suit, cell=move.cell, facing=move.facing)
        return _replace(state, board=board, hand=state.hand & ~bit)

    def _step(self, state: ReflecState, move: ReflecMove, events: EventLog) -> ReflecState:
        value = state.board[move.cell]
        coin = value >> 2
        board = list(state.board)
        board[move.cell] = 0
        board[move.target] = coin << 2 | move.facing
        events.add(
            CoinMoved,
            player=state.player,
            suit=coin_suit(coin),
            start=move.cell,
            end=move.target,
            was=value & 3,
            facing=move.facing,
        )
        return _replace(state, board=tuple(board), moved=state.moved | 1 << (coin - 1))

    def _move_laser(self, state: ReflecState, move: ReflecMove, events: EventLog) -> ReflecState:
        suit = state.suit
        start = state.lasers[suit]
        board = list(state.board)
        board[start] = 0
        board[move.target] = -(suit + 1)
        events.add(LaserMoved, player=state.player, suit=suit, start=start, end=move.target)
        return _replace(state, board=tuple(board), lasers=_set(state.lasers, suit, move.target))

    def _spin(self, state: ReflecState, move: ReflecMove, events: EventLog) -> ReflecState:
        value = state.board[move.cell]
        events.add(
            Spun,
            player=state.player,
            suit=coin_suit(value >> 2),
            cell=move.cell,
            was=value & 3,
            facing=move.facing,
        )
        return _replace(state, board=_set(state.board, move.cell, (value & ~3) | move.facing))

    def _swap(self, state: ReflecState, move: ReflecMove, events: EventLog) -> ReflecState:
        a, b = move.cell, move.target
        value_a, value_b = state.board[a], state.board[b]
        board = list(state.board)
        # Each coin takes the other's place and the other's facing: the facings stay where they were (D14).
        board[a] = (value_b & ~3) | (value_a & 3)
        board[b] = (value_a & ~3) | (value_b & 3)
        events.add(
            Swapped,
            player=state.player,
            cells=(a, b),
            suits=(coin_suit(value_a >> 2), coin_suit(value_b >> 2)),
            facings=(value_a & 3, value_b & 3),
        )
        swaps = (*state.swaps, (pair_key(value_a >> 2, value_b >> 2), state.turn))
        return _replace(state, board=tuple(board), swaps=swaps)

    def _fire(self, state: ReflecState, direction: int, events: EventLog) -> tuple[ReflecState, bool]:
        """Shoot; returns the new state and whether the shooter's turn ends at once."""
        suit = state.suit
        origin = state.lasers[suit]
        beam = trace_beam(state.board, origin, direction)
        board = state.board
        if beam.end == LOOP:
            removed = []
            board_list = list(board)
            hand = state.hand
            for cell in beam.loop:
                value = board_list[cell]
                removed.append(RemovedCoin(cell=cell, suit=coin_suit(value >> 2), facing=value & 3))
                board_list[cell] = 0
                hand |= 1 << ((value >> 2) - 1)
            events.add(BeamFired.traced, suit, beam, tuple(removed), player=state.player)
            events.add(LoopRemoved, player=state.player, removed=tuple(removed))
            return _replace(state, board=tuple(board_list), hand=hand), False
        events.add(BeamFired.traced, suit, beam, player=state.player)
        if beam.end != LASER_HIT:
            return state, False
        return self._destroy(state, beam.laser, events)

    def _destroy(self, state: ReflecState, hit: int, events: EventLog) -> tuple[ReflecState, bool]:
        cell = state.lasers[hit]
        owner = owner_of(hit, state.players)
        state = _replace(state, board=_set(state.board, cell, 0), lasers=_set(state.lasers, hit, -1))
        events.add(LaserDestroyed, player=owner, suit=hit, cell=cell)
        if all(state.lasers[s] < 0 for s in suits_of(owner, state.players)):
            state = _replace(state, eliminated=state.eliminated | 1 << owner)
            events.add(Eliminated, player=owner, suits=suits_of(owner, state.players))
        alive = players_with_lasers(state)
        if len(alive) == 1:
            result = Outcome(frozenset(alive), ReflecEnd.LAST_LASER)
            events.add(Ended, winners=tuple(alive), reason=result.reason)
            state = _replace(state, phase=OVER_PHASE, suit=-1, mandatory=0, turn_points=0, result=result)
            return state, True
        return state, hit == state.suit  # a suit that loses its laser on its own turn stops (D18)

    def _can_act(self, state: ReflecState) -> bool:
        """Is any action affordable with what is left? (Else the turn ends by itself: D11.)"""
        points = state.points
        if points >= m.COST[m.FIRE]:
            return True  # firing is always possible, even straight into an edge
        if points <= 0:
            return False
        board = state.board
        if any(board[c] == 0 for c in ADJACENT[state.lasers[state.suit]]):
            return True
        usable = seat_allegiance(state).usable
        # Any usable coin on the board can at least be spun; a swap always involves one.
        if any(v > 0 and usable >> ((v >> 2) - 1) & 1 for v in board):
            return True
        return points >= m.COST[m.DROP] and bool(state.hand & usable)

    def _next_turn(self, state: ReflecState, events: EventLog, announced: bool = False) -> ReflecState:
        """Close the current turn and open the next suit's (a suit without a laser is skipped)."""
        player = state.player
        previous = _set(state.previous_turn, player, state.turn)
        if state.phase == PLAY_PHASE and not announced:
            events.add(TurnEnded, player=player, suit=state.suit, lost=state.mandatory)
        in_play = suits_in_play(state.players)
        phase = state.phase
        if phase == DROP_PHASE and not state.hand:
            phase = PLAY_PHASE
            nxt = in_play[0]
            events.add(DropRoundOver)
        else:
            position = in_play.index(state.suit)
            nxt = state.suit
            for offset in range(1, len(in_play) + 1):
                nxt = in_play[(position + offset) % len(in_play)]
                if state.lasers[nxt] >= 0:
                    break
        alive_players = [p for p in range(state.players) if not state.eliminated >> p & 1]
        oldest = min(previous[p] for p in alive_players)
        swaps = tuple(record for record in state.swaps if record[1] > oldest)
        dice = state.dice
        mandatory = turn_points = 0
        if phase == PLAY_PHASE:
            mandatory = TURN_TILES
            if dice[nxt] < DIE_MAX:
                dice = _set(dice, nxt, dice[nxt] + 1)
            else:
                mandatory += 1  # a full die: the fourth tile is turned up instead (D9)
            turn_points = mandatory
        new = _replace(
            state,
            phase=phase,
            suit=nxt,
            dice=dice,
            mandatory=mandatory,
            turn_points=turn_points,
            moved=0,
            last_moved=state.moved,
            last_player=player,
            swaps=swaps,
            turn=state.turn + 1,
            previous_turn=previous,
        )
        events.add(
            TurnBegan, player=new.player, suit=nxt, phase=PHASE_NAMES[phase], die=dice[nxt], tiles=mandatory
        )
        return new


@overload
def _set(values: Quad, index: int, value: int) -> Quad: ...
@overload
def _set(values: tuple[int, ...], index: int, value: int) -> tuple[int, ...]: ...
def _set(values: tuple[int, ...], index: int, value: int) -> tuple[int, ...]:
    """`values` with the one at `index` replaced (four values stay four: a per-suit tuple)."""
    return (*values[:index], value, *values[index + 1 :])


RULES = ReflecRules()
