"""What the computer players know about Reflection Pond.

A position is judged by flies caught and by how close each frog is to its
nearest fly (in steps around the sticks, through the water); the player to
move is that many steps closer, since their actions come first. Playouts are
short and mostly walk the mover's frog towards a fly, which is what a sound
player does most of the time; the tree finds the rest (sticks that hold one
frog while the other moves, moves that drag the other frog away).
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Sequence

from reflectgames.ai.game_ai import GameAI
from reflectgames.core.rng import seed_rng
from reflectgames.core.rules import acting
from reflectgames.games.pond.ai_distance import FAR, fly_distance, landing
from reflectgames.games.pond.moves import FrogMove, PondMove, StickMove
from reflectgames.games.pond.state import FLIES_TO_WIN, PondState

# How much being next to a fly is worth, in flies.
NEAR_FLY_WORTH = 0.6
# Steepness of the logistic that turns a lead in flies into a chance to win.
LEAD_STEEPNESS = 1.6
# How often a playout action walks the frog towards a fly rather than being any legal action.
TOWARDS_FLY = 0.75
# The hard level's playouts: longer, and walking towards a fly more often.
HARD_PLAYOUT_DEPTH = 14
HARD_TOWARDS_FLY = 0.9


class PondAI(GameAI):
    playout_depth = 8
    towards_fly = TOWARDS_FLY

    def at_level(self, level: str) -> None:
        super().at_level(level)
        # Hard plays its playouts further and more purposefully: a frog that walks to its
        # fly nearly always is what a sound opponent does, so the playouts judge moves better.
        if level == "hard":
            self.playout_depth = HARD_PLAYOUT_DEPTH
            self.towards_fly = HARD_TOWARDS_FLY

    def unknown_future(self, state: PondState, rng: random.Random) -> PondState:
        # The next water tile is drawn from the state's generator: give each world its own.
        return dataclasses.replace(state, rng=seed_rng(rng.getrandbits(63)))

    def candidate_moves(self, state: PondState) -> Sequence[PondMove]:
        # A stick matters when it can hold the mover's frog while the other frog moves:
        # only the sides of the tile the frog stands on. Sticks elsewhere only cost the
        # tie-break (sticks in hand) and drown the good moves in the tree.
        frog = state.frogs[state.to_move] if state.to_move is not None else 0
        return [
            move
            for move in self.rules.legal_moves(state)
            if not isinstance(move, StickMove) or frog in move.tiles
        ]

    def playout_move(self, state: PondState, rng: random.Random) -> PondMove | None:
        moves: list[PondMove] = self.rules.legal_moves(state)
        if not moves:
            return None
        if rng.random() < self.towards_fly:
            seat = acting(state.to_move)
            frog, sticks = state.frogs[seat], state.sticks[seat]
            flies, water = state.flies[seat], state.water[seat]
            best: list[FrogMove] = []
            best_distance = FAR + 1
            for move in moves:
                if not isinstance(move, FrogMove):
                    continue
                distance = fly_distance(landing(frog, move.direction, sticks, water), sticks, flies, water)
                if distance < best_distance:
                    best, best_distance = [move], distance
                elif distance == best_distance:
                    best.append(move)
            if best:
                return rng.choice(best)
        return rng.choice(moves)

    def evaluate(self, state: PondState) -> Sequence[float]:
        lead = self.strength(state, 0) - self.strength(state, 1)
        first = 1.0 / (1.0 + math.exp(-LEAD_STEEPNESS * lead))
        return [first, 1.0 - first]

    def strength(self, state: PondState, seat: int) -> float:
        """Flies caught plus the worth of the nearest fly, in flies."""
        caught = state.caught[seat]
        distance = fly_distance(state.frogs[seat], state.sticks[seat], state.flies[seat], state.water[seat])
        if distance >= FAR:
            return float(caught)
        if state.to_move == seat:
            distance = max(0, distance - state.actions_left)
        near = NEAR_FLY_WORTH / (1 + distance)
        # The fifth fly ends the game: being close to it is worth more than being close to any other.
        if caught == FLIES_TO_WIN - 1:
            near *= 1.5
        return caught + near


AI = PondAI
