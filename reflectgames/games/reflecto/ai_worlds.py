"""Complete Reflecto states drawn from one seat's observation: the worlds the search plays in.

What a seat cannot see is drawn afresh in every world: the opponent's word
(a listed word that fits the clues, or letters that fit them when none does),
which opponent screen is which (numbers, letters, mirrors), and what the
opponent has seen of the seat's own screens (only what their mirrors show
now: the observation keeps no record of the past). Everything the seat sees
is copied, so observing a drawn world from that seat gives the observation
back exactly.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from typing import Any

from reflectgames.games.reflecto.ai_words import (
    WordClues,
    candidates,
    clues_of,
    face_lengths,
    matchings,
    orders_by_size,
)
from reflectgames.games.reflecto.board import LAST_ROW, SIZE, cell_at, row_of
from reflectgames.games.reflecto.observe import PHASES
from reflectgames.games.reflecto.options import SCREENS, Config
from reflectgames.games.reflecto.rules import identify_in_mirrors
from reflectgames.games.reflecto.state import EMPTY, ReflectoState
from reflectgames.games.reflecto.words import split_faces

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def config_of(observation: Any) -> Config:
    """The game's options as the observation states them.

    `first` only decides who starts after the set-up and the observation does not carry it:
    the drawn world uses the default, which observing cannot tell apart.
    """
    seat = observation.seat
    other = 1 - seat
    own = sum(1 << (n - 1) for n in observation.numbered)
    # Which opponent screens carry a number is not told: the ones seen with a number do, and the
    # others may as well not (observing the world gives back the same screens either way).
    theirs = sum(1 << (screen.number - 1) for screen in observation.screens
                 if screen.owner == other and screen.number is not None)
    numbered = [0, 0]
    numbered[seat], numbered[other] = own, theirs
    splits = ["standard", "standard"]
    splits[seat] = observation.split
    return Config(
        word_lengths=(observation.word_lengths[0], observation.word_lengths[1]),
        mirrors=(observation.mirrors[0], observation.mirrors[1]),
        numbered=(numbered[0], numbered[1]),
        blank_last=(observation.blank_last[0], observation.blank_last[1]),
        wrong_guess=observation.wrong_guess,
        first=0,
        dictionary=observation.dictionary,
        memory=observation.memory,
        splits=(splits[0], splits[1]),
    )


def own_faces(observation: Any) -> tuple[str, ...]:
    """The seat's own faces in exit order, read from its screens and its exit lane (any split)."""
    seat = observation.seat
    faces = [""] * observation.letter_screens[seat]
    for index, face in enumerate(observation.exit_lanes[seat]):
        faces[index] = face or ""
    for screen in observation.screens:
        if screen.owner == seat and screen.kind == "letter":
            faces[screen.number - 1] = screen.letters or ""
    return tuple(faces)


class Belief:
    """One observation, read once, drawing as many consistent worlds as asked."""

    def __init__(self, observation: Any) -> None:
        if observation.phase == "over":
            raise ValueError("The game is over: every screen is revealed, there is nothing to draw.")
        self.observation = observation
        self.seat = seat = observation.seat
        self.other = other = 1 - seat
        self.config = config = config_of(observation)
        self.phase = PHASES.index(observation.phase)
        self.own_word = observation.word or ""
        self.own_faces = own_faces(observation) if self.own_word else ()
        own: list[tuple[int, int]] = []
        mirror = config.letter_screens(seat)
        # The opponent's screens as seen: (cell, kind, letters, number, on their last row).
        theirs: list[tuple[int, str, str | None, int | None, bool]] = []
        for screen in observation.screens:
            cell = cell_at(screen.cell)
            if screen.owner == seat:
                if screen.kind == "mirror":
                    own.append((cell, mirror))
                    mirror += 1
                else:
                    own.append((cell, screen.number - 1))
            else:
                theirs.append((cell, screen.kind, screen.letters, screen.number,
                               row_of(cell) == LAST_ROW[other]))
        self.own = own
        self.theirs = theirs
        self.opponent_ready = observation.ready[other]
        self.clues: WordClues = clues_of(observation)
        self.exited = tuple(observation.exited)
        # Screens that left the board in view: their number is their place in the lane.
        lane = observation.exit_lanes[other]
        self.lane_known = sum(1 << k for k, face in enumerate(lane) if face is not None)
        self.wrong_guesses = (tuple(observation.wrong_guesses[0]), tuple(observation.wrong_guesses[1]))
        self.words = candidates(self.clues) if self.opponent_ready else None
        # The clues list the loose screens sorted (so that equal clues share a cache entry):
        # find each seen screen's place in that list.
        slots: list[int] = []
        for _cell, kind, letters, number, last in theirs:
            if kind == "letter" and number is None:
                slot = next(k for k, clue in enumerate(self.clues.loose)
                            if clue == (letters, last) and k not in slots)
                slots.append(slot)
        self.loose_slots = slots
        self._sized_orders: list[tuple[int, ...]] | None = None

    # --- the opponent's word ------------------------------------------------------------------
    def draw_word(self, rng: random.Random) -> tuple[str, tuple[str, ...], tuple[int, ...]]:
        """(word, faces, indices of the loose screens): a listed word when one fits, else letters."""
        clues = self.clues
        words = self.words
        if words is not None and words.words:
            word = words.words[bisect_right(words.cumulative, rng.random() * words.total)
                               if words.total else 0]
            faces = split_faces(word, clues.shape)
            return word, faces, rng.choice(list(matchings(faces, clues)))
        # No listed word fits: place the seen faces by size and fill the rest with random letters.
        lengths = face_lengths(clues)
        if self._sized_orders is None:
            self._sized_orders = list(orders_by_size(clues))
        order = rng.choice(self._sized_orders)
        faces_list = ["".join(rng.choice(LETTERS) for _ in range(n)) for n in lengths]
        for index, face in clues.fixed:
            faces_list[index] = face
        for (face, _last), index in zip(clues.loose, order, strict=True):
            faces_list[index] = face
        faces = tuple(faces_list)
        return "".join(faces), faces, order

    # --- a whole world --------------------------------------------------------------------------
    def draw(self, rng: random.Random) -> ReflectoState:
        config = self.config
        seat, other = self.seat, self.other
        cells = [EMPTY] * (SIZE * SIZE)
        pos = [-1] * (2 * SCREENS)
        occupied = 0
        for cell, index in self.own:
            code = SCREENS * seat + index
            cells[cell] = code
            pos[code] = cell
            occupied |= 1 << cell
        words = ["", ""]
        faces: list[tuple[str, ...]] = [(), ()]
        words[seat], faces[seat] = self.own_word, self.own_faces
        known = self.lane_known
        if self.opponent_ready:
            word, their_faces, order = self.draw_word(rng)
            words[other], faces[other] = word, their_faces
            indices = self._place_theirs(order, rng)
            base = SCREENS * other
            for (cell, kind, _letters, _number, _last), index in zip(self.theirs, indices, strict=True):
                code = base + index
                cells[cell] = code
                pos[code] = cell
                occupied |= 1 << cell
                if kind != "unknown":
                    known |= 1 << index
        identified = [0, 0]
        identified[seat] = known
        # What the opponent has seen of this seat's screens: what their mirrors show now.
        looked = identify_in_mirrors(cells, pos, config, (identified[0], identified[1]))
        identified[other] = looked[other]
        return ReflectoState(
            config=config,
            phase=self.phase,
            to_move=self.observation.to_move,
            words=(words[0], words[1]),
            faces=(faces[0], faces[1]),
            cells=tuple(cells),
            pos=tuple(pos),
            occupied=occupied,
            exited=self.exited,
            identified=(identified[0], identified[1]),
            wrong_guesses=self.wrong_guesses,
        )

    def _place_theirs(self, order: tuple[int, ...], rng: random.Random) -> list[int]:
        """The screen index of each opponent screen on the board, in `self.theirs` order."""
        letters = self.config.letter_screens(self.other)
        following = self.exited[self.other]
        loose = iter(order[slot] for slot in self.loose_slots)
        mirrors = iter(range(letters, SCREENS))
        indices: list[int | None] = []
        used = set()
        unknown: list[int] = []
        for place, (_cell, kind, _letters, number, _last) in enumerate(self.theirs):
            if kind == "mirror":
                index = next(mirrors)
            elif kind == "letter":
                index = number - 1 if number is not None else next(loose)
            else:
                unknown.append(place)
                index = None
            indices.append(index)
            if index is not None:
                used.add(index)
        spare = [k for k in range(following, letters) if k not in used]
        spare += [k for k in mirrors]
        rng.shuffle(spare)
        if following in spare:
            # The next screen to leave cannot stand on the last row: it would have left already.
            off_last_row = [place for place in unknown if not self.theirs[place][4]]
            holder = rng.choice(off_last_row)
            indices[holder] = following
            spare.remove(following)
            unknown.remove(holder)
        for place, index in zip(unknown, spare, strict=True):
            indices[place] = index
        return indices  # type: ignore[return-value]


def sample_world(observation: Any, rng: random.Random) -> ReflectoState:
    """One complete state that `observation` could come from."""
    return Belief(observation).draw(rng)
