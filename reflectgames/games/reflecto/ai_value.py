"""How a Reflecto position looks for each player: two races, run at the same time.

A player wins by walking every letter screen out over their last row, or by
naming the opponent's word. Each route is turned into an estimate of the turns
it still needs: the rows the letter screens still have to cross (jump chains
cover several rows in one turn, hence a factor below one), and the opponent's
letter screens still unread (each one takes a few turns of mirror work). The
quicker route counts, and the difference between the players, with the half
turn the player to move has in hand, becomes a chance of winning.
"""

from __future__ import annotations

import math

from reflectgames.games.reflecto.board import LAST_ROW, row_of
from reflectgames.games.reflecto.options import SCREENS
from reflectgames.games.reflecto.state import ReflectoState

# Turns per row a letter screen still has to cross: steps cover one row, jumps two or more.
TURNS_PER_ROW = 0.6
# Turns to bring a mirror behind one more unread letter screen.
TURNS_PER_READ = 3.5
# With this many letter screens still unread the word is usually down to a few candidates.
READS_SPARED = 1
# Turns of lead that make the leader about 73 % sure to win (the logistic's scale).
TURNS_SCALE = 3.0


def race_turns(state: ReflectoState, player: int) -> float:
    """Turns `player` still needs to walk their letters out, roughly."""
    letters = state.config.letter_screens(player)
    base = SCREENS * player
    last = LAST_ROW[player]
    pos = state.pos
    rows = 0
    for index in range(state.exited[player], letters):
        rows += abs(last - row_of(pos[base + index]))
    # A screen standing on the last row still waits for its turn to leave.
    return TURNS_PER_ROW * rows + 0.5 * (letters - state.exited[player]) / letters


def unread_screens(state: ReflectoState, player: int) -> int:
    """The opponent's screens carrying letters that `player` has not seen."""
    other = 1 - player
    seen = state.identified[player]
    faces = state.faces[other]
    return sum(1 for index, face in enumerate(faces) if face and not seen >> index & 1)


def guess_turns(state: ReflectoState, player: int) -> float:
    return TURNS_PER_READ * max(0, unread_screens(state, player) - READS_SPARED)


def turns_to_win(state: ReflectoState, player: int) -> float:
    return min(race_turns(state, player), guess_turns(state, player) + 1.0)


def position_values(state: ReflectoState) -> tuple[float, float]:
    """Each player's chance of winning from an unfinished position, from the turns they need."""
    lead = turns_to_win(state, 1) - turns_to_win(state, 0)
    lead += 0.5 if state.to_move == 0 else -0.5
    first = 1.0 / (1.0 + math.exp(-lead / TURNS_SCALE))
    return first, 1.0 - first
