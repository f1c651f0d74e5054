"""When to name the opponent's word, and which word to name.

A guess ends the game at once when it is right; when it is wrong it loses the
game (`wrong_guess: lose`) or a turn (`lose_turn`). So a guess is made when
only one word is left, or when the likeliest word's chance beats what waiting
is worth: with `lose`, the chance of winning by playing on; with `lose_turn`,
the turn a wrong guess gives away. When no listed word fits, the opponent chose
a word of their own: then only the seen letters can spell it, and a guess waits
until every letter screen has been read.
"""

from __future__ import annotations

from collections.abc import Callable

from reflectgames.games.reflecto.ai_words import Candidates, WordClues, spelled_words

# Below this chance a guess is not even weighed (saves sampling worlds for the value of waiting).
LEAST_CHANCE = 0.05
# What one lost turn costs, as a chance of winning.
TURN_VALUE = 0.08


def likeliest_word(clues: WordClues, words: Candidates) -> tuple[str, float, int] | None:
    """(word, its chance, how many words are left), or None when nothing can be named yet."""
    if words.words:
        word, chance = words.best()
        return word, chance, len(words.words)
    spelled = spelled_words(clues)
    if not spelled:
        return None
    return spelled[0], 1.0 / len(spelled), len(spelled)


def worth_guessing(chance: float, left: int, wrong_guess: str, waiting: Callable[[], float]) -> bool:
    """Whether naming a word with this `chance` beats playing on (`waiting()` is playing on's value)."""
    if left == 1:
        return True
    if chance < LEAST_CHANCE:
        return False
    value = waiting()
    if wrong_guess == "lose":
        return chance > value
    return chance * (1.0 - value) > (1.0 - chance) * TURN_VALUE
