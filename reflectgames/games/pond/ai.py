"""What the computer players know about Reflection Pond."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from reflectgames.ai.game_ai import GameAI
from reflectgames.core.rng import seed_rng


class PondAI(GameAI):
    def unknown_future(self, state: Any, rng: random.Random) -> Any:
        # The next water tile is drawn from the state's generator: give each world its own.
        return dataclasses.replace(state, rng=seed_rng(rng.getrandbits(63)))


AI = PondAI
