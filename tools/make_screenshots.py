"""Render the screenshots of the README and docs/ from the app itself: one mid-game board per game.

    SDL_VIDEODRIVER=dummy python tools/make_screenshots.py

Each game is played from a fixed seed by random legal moves (after the random
opening of games whose set-up is a secret), then drawn headless at 1280x800 as
the first player sees it, with the same code `reflectgames shot` uses. The
first game's board is also docs/screenshot.png, the README's first picture.
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from reflectgames.core.match import Match, PlayerSpec  # noqa: E402 - after the headless drivers are chosen
from reflectgames.games import GAME_IDS, get_rules, random_opening  # noqa: E402
from reflectgames.shot import render_match  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
SIZE = (1280, 800)
SEED = 7
NAMES = ("Ada", "Bo", "Cyd", "Dee")
# Random moves after the opening: enough for a board in full play, few enough that no game ends.
MOVES = 40


def mid_game(game_id: str) -> Match:
    rules = get_rules(game_id)
    players = [PlayerSpec(NAMES[seat]) for seat in range(rules.info.min_players)]
    moves = random_opening(game_id, SEED)
    state = rules.play(rules.new_game(len(players), SEED, {}), *moves) if moves else rules.new_game(
        len(players), SEED, {})
    rng = random.Random(SEED)
    for _ in range(MOVES):
        legal = rules.legal_moves(state)
        if not legal:
            break
        move = rng.choice(legal)
        after = rules.apply(state, move)
        if rules.outcome(after) is not None:
            break  # a screenshot shows a game in play
        state = after
        moves.append(str(move))
    return Match(game_id, players, SEED, {}, moves)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for game_id in GAME_IDS:
        out = OUT / f"{game_id}.png"
        render_match(mid_game(game_id), 0, SIZE, out)
        print(out.relative_to(ROOT))
        if game_id == GAME_IDS[0]:
            render_match(mid_game(game_id), 0, SIZE, ROOT / "docs" / "screenshot.png")


if __name__ == "__main__":
    main()
