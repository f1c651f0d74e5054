"""What one Reflecto player knows: their own screens, the backs of the others, what mirrors showed.

Field names follow docs/rules/reflecto.md ("Observation"). Everything
here is a function of what the seat knows: an opponent screen is `unknown`
(no letters, no number) until one of the seat's mirrors has shown it, and the
opponent's word appears only once the game is over. A few extra fields (the
seat, the public options, exit lanes, spoken guesses, the result) let the view
draw and explain the position without ever seeing the full state. The opponent's
`split` and `show_numbers` choices are not among them: two games that differ only
there look the same until a mirror shows the screens concerned.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, model_serializer


class ScreenView(BaseModel):
    cell: str
    owner: int
    kind: str  # letter | mirror | unknown
    letters: str | None = None
    number: int | None = None
    seen_now: bool = False

    @model_serializer(mode="wrap")
    def _hide_unknown(self, handler: Any) -> dict[str, Any]:
        # `letters` and `number` appear "only when known to this seat": absent, not null, otherwise.
        data: dict[str, Any] = handler(self)
        for key in ("letters", "number"):
            if data.get(key) is None:
                data.pop(key, None)
        return data


class ReflectoObservation(BaseModel):
    seat: int
    to_move: int | None
    phase: str  # setup | play | over
    word: str | None  # this seat's word, once chosen
    screens: list[ScreenView]
    exited: list[int]
    notebook: str
    opponent_word: str | None = None  # only once the game is over
    word_lengths: list[int]  # per player: the rulebook has players tell their word's length
    letter_screens: list[int]
    mirrors: list[int]
    numbered: list[int]  # exit numbers written on this seat's own screens (the opponent reads them)
    split: str  # this seat's split option: standard | free
    blank_last: list[bool]
    memory: bool
    wrong_guess: str
    dictionary: str
    ready: list[bool]  # who has set up their screens
    # Per player, the screens that left the board in exit order: their letters when known, else None.
    exit_lanes: list[list[str | None]]
    wrong_guesses: list[list[str]]
    winners: list[int] | None = None
    reason: str | None = None

    @model_serializer(mode="wrap")
    def _hide_unrevealed(self, handler: Any) -> dict[str, Any]:
        # The opponent's word "appears" at the end: while playing the key is absent, not null.
        data: dict[str, Any] = handler(self)
        if data.get("opponent_word") is None:
            data.pop("opponent_word", None)
        return data
