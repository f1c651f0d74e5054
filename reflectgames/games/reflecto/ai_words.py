"""What one seat can tell about the opponent's hidden word, and the shipped words that fit it.

The clues come from the seat's observation only: faces of opponent screens its
mirrors have shown (with their exit number when `show_numbers` gives it), the
exit lanes (a screen that left the board did so in exit order, so a known
letter in the lane has a known number) and the seat's own wrong guesses.
A word fits when its letters, spread over the screens as the rules spread
them, can be matched to those clues. Candidates come from both shipped lists
(only one when the `dictionary` option restricts secret words to it), each
weighted a little towards frequent words, since people choose them more often.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from typing import Any

from reflectgames.games.reflecto.board import LAST_ROW, cell_at, row_of
from reflectgames.games.reflecto.words import LANGUAGES, split_faces, standard_split, words_of_length

# A word at frequency rank r weighs 1 / sqrt(1 + r / RANK_SCALE): the most frequent words
# weigh about twice the rarest, a mild nudge rather than a belief.
RANK_SCALE = 2000
# Filtering results kept, one per distinct set of clues (a game asks a few hundred at most).
CACHE_SIZE = 512


@dataclass(frozen=True)
class WordClues:
    """Everything a seat knows about the opponent's word, as constraints on its screens.

    Screen index k (0-based) is the letter screen with exit number k + 1; indices below
    `exited` have left the board.
    """

    length: int
    letter_screens: int
    shape: tuple[int, ...]  # letters per screen, in exit order, as far as the seat can tell
    exited: int
    fixed: tuple[tuple[int, str], ...]  # (index, face) of screens whose number is known
    loose: tuple[tuple[str, bool], ...]  # (face, stands on the owner's last row) with number unknown
    spare_off_last_row: int  # unknown screens not on the owner's last row (one must carry the next number)
    excluded: frozenset[str]  # the seat's own wrong guesses
    dictionary: str

    @property
    def complete(self) -> bool:
        """Every letter screen's face is known (not necessarily where each one goes)."""
        return len(self.fixed) + len(self.loose) == self.letter_screens


def clues_of(observation: Any) -> WordClues:
    """The clues about the opponent's word in `observation` (a ReflectoObservation)."""
    seat = observation.seat
    other = 1 - seat
    exited = observation.exited[other]
    fixed: dict[int, str] = {}
    for index, face in enumerate(observation.exit_lanes[other]):
        if face is not None:
            fixed[index] = face
    loose: list[tuple[str, bool]] = []
    spare = 0
    last_row = LAST_ROW[other]
    for screen in observation.screens:
        if screen.owner != other:
            continue
        on_last_row = row_of(cell_at(screen.cell)) == last_row
        if screen.kind == "letter":
            if screen.number is not None:
                fixed[screen.number - 1] = screen.letters
            else:
                loose.append((screen.letters, on_last_row))
        elif screen.kind == "unknown" and not on_last_row:
            spare += 1
    length = observation.word_lengths[other]
    screens = observation.letter_screens[other]
    clues = WordClues(
        length=length,
        letter_screens=screens,
        shape=standard_split(length, screens, observation.blank_last[other]),
        exited=exited,
        fixed=tuple(sorted(fixed.items())),
        loose=tuple(sorted(loose)),
        spare_off_last_row=spare,
        excluded=frozenset(observation.wrong_guesses[seat]),
        dictionary=observation.dictionary,
    )
    # The opponent may have spread their letters freely (the seat is not told): the standard split
    # holds until a seen face contradicts it, then a split that fits what was seen takes its place.
    if next(orders_by_size(clues), None) is None:
        clues = replace(clues, shape=fitting_shape(clues))
    return clues


def fitting_shape(clues: WordClues) -> tuple[int, ...]:
    """Letters per screen that agree with every seen face: seen faces keep their sizes, the
    letters not yet seen are spread evenly over the other screens (at most three a screen)."""
    shape: list[int | None] = [None] * clues.letter_screens
    for index, face in clues.fixed:
        shape[index] = len(face)
    following = clues.exited
    free = [k for k in range(clues.exited, clues.letter_screens) if shape[k] is None]
    loose = sorted(clues.loose, key=lambda clue: not clue[1])  # faces on the last row choose first
    if following in free and not clues.spare_off_last_row:
        # No unseen screen off the last row can be the next to leave: a seen one off it is.
        off_last = [clue for clue in loose if not clue[1]]
        if off_last:
            shape[following] = len(off_last[0][0])
            loose.remove(off_last[0])
            free.remove(following)
    for face, on_last_row in loose:
        places = [k for k in free if not (on_last_row and k == following)] or free
        if places:
            shape[places[0]] = len(face)
            free.remove(places[0])
    open_screens = [k for k in range(clues.letter_screens) if shape[k] is None]
    left = max(0, clues.length - sum(n for n in shape if n is not None))
    for order, index in enumerate(open_screens):
        share, extra = divmod(left, len(open_screens))
        shape[index] = min(3, share + (1 if order < extra else 0))
    return tuple(n or 0 for n in shape)


def matchings(faces: tuple[str, ...], clues: WordClues) -> Iterator[tuple[int, ...]]:
    """Every way to give the loose screens (in clue order) indices whose faces they show.

    Faces here are the word's faces per index; the fixed clues must already agree with them.
    Index `exited` (the next to leave) never stands on the last row, since it would have left.
    """
    taken = {index for index, _face in clues.fixed}
    free = [k for k in range(clues.exited, clues.letter_screens) if k not in taken]
    following = clues.exited
    loose = clues.loose
    chosen: list[int] = []

    def extend(position: int) -> Iterator[tuple[int, ...]]:
        if position == len(loose):
            # The next number left over goes to an unknown screen, which must stand off the last row.
            unknown_next = following < clues.letter_screens and following in free and following not in chosen
            if unknown_next and not clues.spare_off_last_row:
                return
            yield tuple(chosen)
            return
        face, on_last_row = loose[position]
        for index in free:
            if index in chosen or faces[index] != face or (on_last_row and index == following):
                continue
            chosen.append(index)
            yield from extend(position + 1)
            chosen.pop()

    yield from extend(0)


def fits(faces: tuple[str, ...], clues: WordClues) -> bool:
    for index, face in clues.fixed:
        if faces[index] != face:
            return False
    if not clues.loose:
        # Only the next number's place is in question: any unknown screen off the last row can take it.
        return bool(clues.spare_off_last_row) or next(matchings(faces, clues), None) is not None
    # Most words lack one of the seen faces altogether: skip the matching for them.
    remaining = faces[clues.exited:]
    for face, _last in clues.loose:
        if face not in remaining:
            return False
    return next(matchings(faces, clues), None) is not None


@dataclass(frozen=True)
class Candidates:
    """The words that fit, heaviest first, with their weights and running totals for sampling."""

    words: tuple[str, ...]
    weights: tuple[float, ...]
    cumulative: tuple[float, ...]

    @property
    def total(self) -> float:
        return self.cumulative[-1] if self.cumulative else 0.0

    def best(self) -> tuple[str, float]:
        """The likeliest word and its chance among the candidates."""
        return self.words[0], self.weights[0] / self.total


def languages_of(dictionary: str) -> tuple[str, ...]:
    """The lists a secret word may come from: the dictionary's, or all of them."""
    return (dictionary,) if dictionary in LANGUAGES else LANGUAGES


@cache
def word_pool(length: int, shape: tuple[int, ...],
              languages: tuple[str, ...]) -> tuple[tuple[str, tuple[str, ...], float], ...]:
    """(word, faces, weight) for every listed word of `length`, a word in two lists counted once."""
    ranks: dict[str, int] = {}
    for language in languages:
        for rank, word in enumerate(words_of_length(language, length)):
            if rank < ranks.get(word, rank + 1):
                ranks[word] = rank
    return tuple(
        (word, split_faces(word, shape), (1.0 + rank / RANK_SCALE) ** -0.5)
        for word, rank in ranks.items()
    )


@lru_cache(maxsize=CACHE_SIZE)
def candidates(clues: WordClues) -> Candidates:
    """The listed words that fit `clues`, heaviest first."""
    pool = word_pool(clues.length, clues.shape, languages_of(clues.dictionary))
    found = [
        (weight, word) for word, faces, weight in pool
        if word not in clues.excluded and fits(faces, clues)
    ]
    found.sort(key=lambda item: (-item[0], item[1]))
    cumulative = []
    running = 0.0
    for weight, _word in found:
        running += weight
        cumulative.append(running)
    return Candidates(tuple(w for _, w in found), tuple(weight for weight, _ in found), tuple(cumulative))


def face_lengths(clues: WordClues) -> tuple[int, ...]:
    """How many letters each letter screen carries (0 for a blank), in exit order."""
    return clues.shape


def orders_by_size(clues: WordClues) -> Iterator[tuple[int, ...]]:
    """Matchings of the loose faces onto free indices that carry as many letters, whatever they are."""
    lengths = face_lengths(clues)
    known = dict(clues.fixed)
    shapes = tuple(known.get(k, "?" * lengths[k]) for k in range(clues.letter_screens))
    sized = replace(clues, loose=tuple(("?" * len(face), last) for face, last in clues.loose))
    return matchings(shapes, sized)


def spelled_words(clues: WordClues) -> tuple[str, ...]:
    """With every face known, the words they can spell (one per possible order), else none.

    This is the way out when the opponent's word is in no list: once all its letters have been
    seen, the order comes from the numbers and exit lanes, and from where each face may go.
    """
    if not clues.complete:
        return ()
    known = dict(clues.fixed)
    words = set()
    for order in orders_by_size(clues):
        spelled = dict(known)
        for (face, _last), index in zip(clues.loose, order, strict=True):
            spelled[index] = face
        word = "".join(spelled[k] for k in range(clues.letter_screens))
        if word not in clues.excluded:
            words.add(word)
    return tuple(sorted(words))
