"""Building one seat's observation from the full Reflecto state.

This is the only place where hidden facts (words, letters, exit numbers,
which screens are mirrors) are filtered: a seat gets the faces of its own
screens, and of an opponent screen only while one of its mirrors shows it or,
with memory on, once it has been shown. Screens are listed by cell, so the
list's order says nothing about hidden screen numbers.
"""

from __future__ import annotations

from reflectgames.games.reflecto.board import FRONT, cell_name
from reflectgames.games.reflecto.observation import ReflectoObservation, ScreenView
from reflectgames.games.reflecto.options import SCREENS
from reflectgames.games.reflecto.state import ReflectoState

PHASES = ("setup", "play", "over")


def shown_cells(state: ReflectoState, seat: int) -> set[int]:
    """Cells of opponent screens that one of `seat`'s mirrors shows right now."""
    config = state.config
    base = SCREENS * seat
    shown = set()
    for index in range(config.letter_screens(seat), SCREENS):
        cell = state.pos[base + index]
        if cell >= 0:
            ahead = FRONT[seat][cell]
            if ahead >= 0 and state.cells[ahead] >= 0 and state.cells[ahead] // SCREENS != seat:
                shown.add(ahead)
    return shown


def _face(state: ReflectoState, owner: int, index: int, revealed_number: bool) -> tuple[str, str | None,
                                                                                         int | None]:
    """(kind, letters, number) of a screen whose face is known."""
    letters = state.config.letter_screens(owner)
    if index >= letters:
        return "mirror", None, None
    return "letter", state.faces[owner][index], index + 1 if revealed_number else None


def observe(state: ReflectoState, seat: int) -> ReflectoObservation:
    config = state.config
    other = 1 - seat
    over = PHASES[state.phase] == "over"
    memory = config.memory
    known = state.identified[seat]
    shown = shown_cells(state, seat)
    screens = []
    for cell, code in enumerate(state.cells):
        if code < 0:
            continue
        owner, index = divmod(code, SCREENS)
        seen_now = owner == other and cell in shown
        if owner == seat or over:
            kind, letters, number = _face(state, owner, index, True)
        elif seen_now or (memory and known >> index & 1):
            kind, letters, number = _face(state, owner, index, config.shows_number(owner, index))
        else:
            kind, letters, number = "unknown", None, None
        screens.append(ScreenView(cell=cell_name(cell), owner=owner, kind=kind, letters=letters,
                                  number=number, seen_now=seen_now))
    notebook = ""
    if memory and state.faces[other]:
        faces = state.faces[other]
        notebook = "".join(sorted("".join(faces[k] for k in range(len(faces)) if known >> k & 1)))
    lanes = []
    for owner in (0, 1):
        lane: list[str | None] = []
        for index in range(state.exited[owner]):
            visible = owner == seat or over or (memory and owner == other and known >> index & 1)
            lane.append(state.faces[owner][index] if visible else None)
        lanes.append(lane)
    result = state.result
    return ReflectoObservation(
        seat=seat,
        to_move=state.to_move,
        phase=PHASES[state.phase],
        word=state.words[seat] or None,
        screens=screens,
        exited=list(state.exited),
        notebook=notebook,
        opponent_word=state.words[other] if over else None,
        word_lengths=list(config.word_lengths),
        letter_screens=[config.letter_screens(0), config.letter_screens(1)],
        mirrors=list(config.mirrors),
        # Only the seat's own: which opponent screens carry a number, and how the opponent spread
        # their letters, are learnt by seeing those screens.
        numbered=[k + 1 for k in range(config.letter_screens(seat)) if config.shows_number(seat, k)],
        split=config.splits[seat],
        blank_last=list(config.blank_last),
        memory=memory,
        wrong_guess=config.wrong_guess,
        dictionary=config.dictionary,
        ready=[bool(state.words[0]), bool(state.words[1])],
        exit_lanes=lanes,
        wrong_guesses=[list(state.wrong_guesses[0]), list(state.wrong_guesses[1])],
        winners=None if result is None else sorted(result.winners),
        reason=None if result is None else result.reason,
    )
