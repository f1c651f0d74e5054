"""What the computer players know about Reflecto.

The secret word is drawn from the shipped list and the screens are shuffled on
the home row (no search: `legal_moves` cannot list words); with the free split
the letters are spread evenly in a random order. At each turn the
computer first weighs a guess (see `ai_guess`); otherwise the search walks the
screens in worlds drawn from what its mirrors have shown (`ai_worlds`),
playouts push letter screens forward and stop after a few moves, and
`ai_value` scores where they stop: the race of the letters against the race of
the mirrors reading the other word.
"""

from __future__ import annotations

import random
from typing import Any

from reflectgames.ai.game_ai import GameAI
from reflectgames.games.reflecto.ai_guess import likeliest_word, worth_guessing
from reflectgames.games.reflecto.ai_value import position_values
from reflectgames.games.reflecto.ai_worlds import LETTERS, Belief
from reflectgames.games.reflecto.board import LAST_ROW, is_exit, row_of
from reflectgames.games.reflecto.moves import GuessMove, ReflectoMove, ScreenMove, SetupMove
from reflectgames.games.reflecto.options import SCREENS
from reflectgames.games.reflecto.rules import apply_screen_move
from reflectgames.games.reflecto.secret_words import secret_words_of_length
from reflectgames.games.reflecto.state import PLAY_PHASE, ReflectoState
from reflectgames.games.reflecto.words import LANGUAGES, words_of_length

# Worlds averaged to value playing on, when a guess is weighed.
WAITING_WORLDS = 16
# Playout moves pick the best forward progress after adding noise this wide (in rows).
PLAYOUT_NOISE = 1.5
# The hard level plays longer and more purposeful playouts, and weighs a guess over more worlds.
HARD_PLAYOUT_DEPTH = 8
HARD_PLAYOUT_NOISE = 0.75
HARD_WAITING_WORLDS = 48


class ReflectoAI(GameAI):
    playout_depth = 4
    exploration = 0.7
    playout_noise = PLAYOUT_NOISE
    waiting_worlds = WAITING_WORLDS

    def __init__(self, rules: Any) -> None:
        super().__init__(rules)
        self._belief: Belief | None = None

    def at_level(self, level: str) -> None:
        super().at_level(level)
        if level == "hard":
            self.playout_depth = HARD_PLAYOUT_DEPTH
            self.playout_noise = HARD_PLAYOUT_NOISE
            self.waiting_worlds = HARD_WAITING_WORLDS

    # --- hidden information ---------------------------------------------------------------------
    def belief(self, observation: Any) -> Belief:
        """The observation read once: a search asks for a world from the same one many times."""
        if self._belief is None or self._belief.observation is not observation:
            self._belief = Belief(observation)
        return self._belief

    def sample_world(self, observation: Any, rng: random.Random) -> ReflectoState:
        return self.belief(observation).draw(rng)

    # --- choices made without search --------------------------------------------------------------
    def opening_move(self, observation: Any, rng: random.Random, *,
                     language: str = "en") -> ReflectoMove | None:
        seat = observation.seat
        if observation.to_move != seat:
            return None
        if observation.phase == "setup":
            return secret_setup(observation, rng, language)
        if observation.phase != "play":
            return None
        return self.guess(observation, rng)

    def guess(self, observation: Any, rng: random.Random) -> ReflectoMove | None:
        """A guess when it is worth the risk, or when no screen can move; None to play on."""
        seat = observation.seat
        belief = self.belief(observation)
        # In play both words are set, so the opponent's candidates are known.
        named = likeliest_word(belief.clues, belief.words) if belief.words is not None else None
        world = belief.draw(rng)
        if not self.rules.legal_moves(world):
            # Nothing can move: a guess is the only move left.
            word = named[0] if named else world.words[1 - seat]
            return GuessMove(seat, word)
        if named is None:
            return None
        word, chance, left = named

        def waiting() -> float:
            worlds = [world] + [belief.draw(rng) for _ in range(self.waiting_worlds - 1)]
            return sum(self.evaluate(w)[seat] for w in worlds) / len(worlds)

        if worth_guessing(chance, left, observation.wrong_guess, waiting):
            return GuessMove(seat, word)
        return None

    # --- playouts ---------------------------------------------------------------------------------
    def playout_move(self, state: ReflectoState, rng: random.Random) -> ReflectoMove | None:
        """A move that carries a letter screen forward, loosely: the most rows gained after noise."""
        moves: list[ScreenMove] = self.rules.legal_moves(state)
        if not moves or state.to_move is None:
            return None
        player = state.to_move
        letters = state.config.letter_screens(player)
        last = LAST_ROW[player]
        cells = state.cells
        best = moves[0]
        best_score = -1e9
        noise = rng.random
        for move in moves:
            path = move.path
            score = noise() * self.playout_noise
            if cells[path[0]] % SCREENS < letters:
                start = abs(last - row_of(path[0]))
                end = path[-1]
                score += start - (-1 if is_exit(end) else abs(last - row_of(end)))
            if score > best_score:
                best, best_score = move, score
        return best

    def advance(self, state: ReflectoState, move: ReflectoMove) -> ReflectoState:
        if isinstance(move, ScreenMove) and state.phase == PLAY_PHASE:
            # Moves come from legal_moves: skip the checks the rules make for typed moves.
            return apply_screen_move(state, move)[0]
        after: ReflectoState = self.rules.apply(state, move)
        return after

    def evaluate(self, state: ReflectoState) -> tuple[float, float]:
        return position_values(state)


def secret_setup(observation: Any, rng: random.Random, language: str = "en") -> SetupMove:
    """An everyday word of the game's length and a shuffled home row.

    The word is in the game's dictionary language, or in the player's `language`
    when the game has none; it comes from the curated secret words (a person could
    guess it), or from the full list for a length the curated list lacks.
    """
    seat = observation.seat
    length = observation.word_lengths[seat]
    if observation.dictionary in LANGUAGES:
        language = observation.dictionary
    elif language not in LANGUAGES:
        language = LANGUAGES[0]
    words = secret_words_of_length(language, length) or words_of_length(language, length)
    word = rng.choice(words) if words else "".join(rng.choice(LETTERS) for _ in range(length))
    letters = observation.letter_screens[seat]
    marks = [str(number) for number in range(1, letters + 1)] + ["M"] * (SCREENS - letters)
    rng.shuffle(marks)
    split = free_split(length, letters, rng) if observation.split == "free" else ()
    return SetupMove(seat, word, "".join(marks), split)


def free_split(length: int, screens: int, rng: random.Random) -> tuple[int, ...]:
    """Letters as evenly spread as they go (one sighting gives away as little as possible),
    the fuller screens placed at random, so the opponent cannot count on the standard layout."""
    base, extra = divmod(length, screens)
    counts = [base + 1] * extra + [base] * (screens - extra)
    rng.shuffle(counts)
    return tuple(counts)


AI = ReflectoAI
