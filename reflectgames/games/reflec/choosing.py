"""The half-made action of the player on turn: which coin, laser or supply is picked up.

`Chooser` turns clicks on cells and supplies (and a few keys) into move
objects, reading only the observation and the legal moves. A click that
names a possible action sends it to the rules even when it is not legal now,
so the player hears the rules' own reason; a click that names nothing says
why in one line and keeps the current choice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reflectgames.games.reflec import moves as m
from reflectgames.games.reflec.board import CELL_INDEX, CELL_NAMES, CELLS, DIRECTIONS, NEIGHBOUR, NORTH, SUITS
from reflectgames.games.reflec.moves import ReflecMove
from reflectgames.games.reflec.observation import CoinView, ReflecObservation
from reflectgames.games.reflec.words import a_coin
from reflectgames.i18n import t
from reflectgames.ui.game_view import Intent

COIN, LASER, SUPPLY = "coin", "laser", "supply"


@dataclass(frozen=True)
class Pick:
    """What the player holds: a coin (by cell), their laser, or a suit's supply to drop from."""

    kind: str
    cell: int = -1
    suit: str = ""


class Chooser:
    def __init__(self) -> None:
        self.obs: ReflecObservation | None = None
        self.legal_moves: set[ReflecMove] = set()
        self.active = False  # the player on turn may act from this screen
        self.pick: Pick | None = None
        self.facing = 0  # facing for placements when the pointer does not say (keys turn it)
        self.aim = 0  # laser direction chosen by keys

    # --- what the position offers ---------------------------------------------------------
    def show(self, obs: ReflecObservation, legal: Sequence[ReflecMove] | None) -> None:
        if obs != self.obs:
            self.pick = None  # a new position: whatever was in hand has been played (or taken back)
        self.obs = obs
        self.active = legal is not None and obs.to_move is not None
        self.legal_moves = set(legal or ())
        if self.pick is not None and not self._still_valid(self.pick):
            self.pick = None

    def _still_valid(self, pick: Pick) -> bool:
        if not self.active:
            return False
        if pick.kind == COIN:
            return self.is_usable(pick.cell)
        if pick.kind == LASER:
            return self.own_laser() == pick.cell and self.shown.phase == "play"
        return self.shown.phase == "play" and pick.suit in self.droppable_suits()

    @property
    def shown(self) -> ReflecObservation:
        """The observation the choice is made in (every question but `hint` comes after `show`)."""
        if self.obs is None:
            raise RuntimeError("the chooser has no position yet")
        return self.obs

    @property
    def drop_round(self) -> bool:
        return self.obs is not None and self.obs.phase == "drop"

    def coin_at(self, cell: int) -> CoinView | None:
        return self.shown.coins.get(CELL_NAMES[cell])

    def held_coin(self, cell: int) -> CoinView:
        """The coin on `cell`, which is known to hold one (the coin picked up)."""
        return self.shown.coins[CELL_NAMES[cell]]

    def laser_at(self, cell: int) -> str | None:
        name = CELL_NAMES[cell]
        return next((suit for suit, at in self.shown.lasers.items() if at == name), None)

    def is_empty(self, cell: int) -> bool:
        return self.coin_at(cell) is None and self.laser_at(cell) is None

    def is_neutral(self, suit: str) -> bool:
        return suit in self.shown.neutral

    def is_mine(self, suit: str) -> bool:
        return self.shown.owners.get(suit) == self.shown.to_move and not self.is_neutral(suit)

    def is_usable(self, cell: int) -> bool:
        coin = self.coin_at(cell)
        return coin is not None and (self.is_mine(coin.suit) or self.is_neutral(coin.suit))

    def own_laser(self) -> int:
        at = self.shown.lasers.get(self.shown.suit or "")
        return CELL_INDEX[at] if at else -1

    def droppable_suits(self) -> list[str]:
        suits = {move.suit for move in self.legal_moves if move.kind == m.DROP}
        return [letter for suit, letter in enumerate(SUITS) if suit in suits]

    def move_targets(self, cell: int) -> list[int]:
        return sorted({move.target for move in self.legal_moves if move.kind == m.MOVE and move.cell == cell})

    def swap_partners(self, cell: int) -> list[int]:
        return [n for n in NEIGHBOUR[cell] if n >= 0 and m.swap(cell, n) in self.legal_moves]

    def laser_targets(self) -> list[int]:
        return [move.target for move in self.legal_moves if move.kind == m.LASER]

    def can_end(self) -> bool:
        return m.END_MOVE in self.legal_moves

    # --- clicks ---------------------------------------------------------------------------
    def click_cell(self, cell: int, pointing: int | None) -> Intent | None:
        if not self.active:
            return None
        if self.drop_round:
            if not self.is_empty(cell):
                return _error("reflec.error.drop_cell")
            return Intent(move=m.drop(self._suit_on_turn(), cell, self._facing(pointing)))
        pick = self.pick
        if pick is not None and pick.kind == COIN:
            return self._click_with_coin(pick.cell, cell, pointing)
        if pick is not None and pick.kind == LASER:
            return self._click_with_laser(pick.cell, cell, pointing)
        if pick is not None and pick.kind == SUPPLY and self.is_empty(cell):
            return Intent(move=m.drop(SUITS.index(pick.suit), cell, self._facing(pointing)))
        return self._choose(cell)

    def _choose(self, cell: int) -> Intent:
        """A click with nothing in hand (or a supply in hand, off an empty cell)."""
        coin = self.coin_at(cell)
        if coin is not None:
            if self.is_usable(cell):
                return self.take(Pick(COIN, cell))
            return _error("reflec.error.not_yours", suit=t(f"reflec.suit.{coin.suit}"))
        laser = self.laser_at(cell)
        if laser is not None:
            if laser == self.shown.suit:
                return self.take(Pick(LASER, cell))
            return _error(
                "reflec.error.other_laser",
                suit=t(f"reflec.suit.{laser}"),
                own=t(f"reflec.suit.{self.shown.suit}"),
            )
        if self.pick is not None:
            return _error("reflec.error.drop_cell")
        return _error("reflec.error.empty")

    def _click_with_coin(self, held: int, cell: int, pointing: int | None) -> Intent | None:
        if cell == held:
            coin = self.held_coin(held)
            facing = self._facing(pointing)
            if facing == DIRECTIONS.index(coin.facing):
                return self.take(None)
            return Intent(move=m.spin(held, facing))
        if cell in NEIGHBOUR[held]:
            if self.is_empty(cell):
                return Intent(move=m.move_coin(held, cell, self._facing(pointing)))
            if self.coin_at(cell) is not None:
                swap = m.swap(held, cell)
                if swap in self.legal_moves or not self.is_usable(cell):
                    return Intent(move=swap)  # the rules explain a refused swap
        if self.is_empty(cell):
            return _error("reflec.error.too_far")
        return self._choose(cell)

    def _click_with_laser(self, held: int, cell: int | None, pointing: int | None) -> Intent | None:
        """With the laser in hand: itself puts it down, a free neighbour moves it, anything else fires
        in the current aim (which the view keeps pointing from the laser towards the pointer)."""
        if cell == held:
            return self.take(None)
        if cell is not None and cell in NEIGHBOUR[held] and self.is_empty(cell):
            return Intent(move=m.move_laser(cell))
        return Intent(move=m.fire(self.aim))

    def click_off_board(self) -> Intent | None:
        """A click beside the board fires an aimed laser; otherwise it only puts down what is held."""
        if not self.active or self.pick is None:
            return None
        if self.pick.kind == LASER:
            return self._click_with_laser(self.pick.cell, None, None)
        return self.take(None)

    def click_supply(self, suit: str) -> Intent | None:
        if not self.active:
            return None
        if self.drop_round:
            return _error("reflec.error.drop_round_supply", coin=a_coin(self.shown.suit))
        if suit in self.droppable_suits():
            return self.take(Pick(SUPPLY, suit=suit))
        if not (self.is_mine(suit) or self.is_neutral(suit)):
            return _error("reflec.error.supply_not_yours")
        if not self.shown.supply.get(suit):
            return _error("reflec.error.supply_empty")
        # The rules say what is missing.
        return Intent(move=m.drop(SUITS.index(suit), self._any_empty(), NORTH))

    def _any_empty(self) -> int:
        return next(cell for cell in CELLS if self.is_empty(cell))

    def take(self, pick: Pick | None) -> Intent:
        """Hold something new (None puts down what was held) and say what comes next."""
        self.pick = pick
        if pick is not None and pick.kind == COIN:
            self.facing = DIRECTIONS.index(self.held_coin(pick.cell).facing)
        return Intent(message=self.hint())

    def _suit_on_turn(self) -> int:
        """The suit on turn, which there is whenever the player may act."""
        suit = self.shown.suit
        if suit is None:
            raise RuntimeError("no suit is on turn once the game is over")
        return SUITS.index(suit)

    def _facing(self, pointing: int | None) -> int:
        return self.facing if pointing is None else pointing

    # --- keys -------------------------------------------------------------------------------
    def turn_facing(self, clockwise: bool) -> Intent | None:
        if not self.active:
            return None
        if self.pick is not None and self.pick.kind == LASER:
            self.aim = (self.aim + (1 if clockwise else 3)) % 4
        else:
            self.facing = (self.facing + (1 if clockwise else 3)) % 4
        return Intent(message=self.hint())

    def aim_key(self, direction: int) -> Intent:
        self.aim = direction
        return Intent(message=self.hint())

    def fire_aimed(self) -> Intent:
        return Intent(move=m.fire(self.aim))

    def pick_laser(self) -> Intent | None:
        if not self.active or self.drop_round:
            return None
        laser = self.own_laser()
        return self.take(Pick(LASER, laser)) if laser >= 0 else None

    def next_supply(self) -> Intent | None:
        suits = self.droppable_suits() if self.active and not self.drop_round else []
        if not suits:
            return _error("reflec.error.nothing_to_drop") if self.active else None
        current = self.pick.suit if self.pick is not None and self.pick.kind == SUPPLY else None
        index = (suits.index(current) + 1) % len(suits) if current in suits else 0
        return self.take(Pick(SUPPLY, suit=suits[index]))

    def end_turn(self) -> Intent | None:
        if not self.active or self.drop_round:
            return None
        if self.can_end():
            return Intent(move=m.END_MOVE)
        return _error("reflec.error.cannot_end", count=self.shown.points.mandatory)

    # --- words ---------------------------------------------------------------------------------
    def hint(self) -> str:
        obs = self.obs
        if obs is None or obs.to_move is None:
            return ""
        if not self.active:
            return t("reflec.hint.watch")
        if self.drop_round:
            return t("reflec.hint.drop_round", coin=a_coin(obs.suit))
        pick = self.pick
        if pick is None:
            return t("reflec.hint.turn_end" if self.can_end() else "reflec.hint.turn")
        if pick.kind == COIN:
            return t("reflec.hint.coin", cell=CELL_NAMES[pick.cell])
        if pick.kind == LASER:
            return t("reflec.hint.laser")
        return t("reflec.hint.drop", coin=a_coin(pick.suit))


def _error(key: str, **params: object) -> Intent:
    return Intent(message=t(key, **params), error=True)
