"""Checks shared by every game at its two doors: starting a game and reading a move's text.

`new_game` refuses an impossible set-up with `InvalidSetup` (players, seed,
options) and never with anything else; a parser refuses text with
`IllegalMove`. The messages are keyed in the `validation` catalog so the app
can say them in the player's language, and a text a player typed is only
ever echoed clipped, so a pasted novel does not become a novel-sized error.

Decisions:
- Players must be a real int (not a bool, not 2.0) in the game's range.
- A seed is an int from 0 to 2**64 - 1, as a save file stores it. The
  generator's state is one 64-bit word and `seed_rng` maps that range onto it
  one to one, so every allowed seed gives its own game and nothing is lost by
  refusing the rest (negative or larger seeds would only alias allowed ones).
- Options are checked once, in `new_game`, by a strict pydantic model per
  game: no "7" for 7, no 1.0 for 1, no True for 1, unknown names refused.
  Lists may come as lists (JSON saves, the setup panels) or tuples (code);
  the games keep tuples in their states.
- Notation is ASCII: `str.upper`, `str.isdigit` and `int` all accept far more
  than the notation means ('ſ'.upper() == 'S', '²'.isdigit(), int('١') == 1).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from reflectgames.core.errors import InvalidSetup

# The English catalog entry is also the exception's message (for the command line and
# logs), so the two never drift apart; the catalog module is plain data, importing nothing.
from reflectgames.i18n.validation import EN as ENGLISH

MAX_SEED = (1 << 64) - 1
ECHO_LIMIT = 40
# A number in notation is a tile, a rank or a coordinate: nine digits is far beyond
# any board, and keeps `int` away from its 4300-digit limit (a ValueError of its own).
MAX_DIGITS = 9

ModelT = TypeVar("ModelT", bound=BaseModel)


def clip(text: Any, limit: int = ECHO_LIMIT) -> str:
    """`text` as typed or read from a file, cut to `limit` characters with an ellipsis and its
    control characters shown as '?': what a message may echo (a line of its own, never a novel)."""
    try:
        raw = str(text)
    except (ValueError, RecursionError):  # a huge int refuses str(), deep nesting refuses repr()
        return f"a {type(text).__name__}"
    printable = "".join(ch if ch.isprintable() else "?" for ch in raw[: limit + 1])
    return printable if len(raw) <= limit else printable[:limit] + "…"


def _shown(value: Any) -> str:
    """A value a caller gave, as an error message may show it (repr, clipped)."""
    try:
        return clip(repr(value))
    except (ValueError, RecursionError):  # as in clip: repr() refuses these too
        return f"a {type(value).__name__}"


def check_players(players: Any, game: str, low: int, high: int) -> int:
    """`players` if it is a whole number (not a bool or a float) from `low` to `high`."""
    if isinstance(players, int) and not isinstance(players, bool) and low <= players <= high:
        return players
    shown = _shown(players)
    if low == high:
        raise InvalidSetup(
            f"{game} is a game for exactly {low} {'player' if low == 1 else 'players'}, not {shown}.",
            "validation.players.exactly", count=low, players=shown,
        )
    raise InvalidSetup(
        f"{game} is a game for {low} to {high} players, not {shown}.",
        "validation.players.range", low=low, high=high, players=shown,
    )


def check_seed(seed: Any) -> int:
    """`seed` if it is a whole number (not a bool or a float) from 0 to MAX_SEED."""
    if isinstance(seed, int) and not isinstance(seed, bool) and 0 <= seed <= MAX_SEED:
        return seed
    shown = _shown(seed)
    raise InvalidSetup(
        f"The seed must be a whole number from 0 to {MAX_SEED}, not {shown}.",
        "validation.seed", max=MAX_SEED, seed=shown,
    )


def read_options(model: type[ModelT], options: Any, game_id: str, game: str) -> ModelT:
    """`options` checked by `model` (a strict pydantic model, extra names forbidden).

    None means no options. Anything wrong is one InvalidSetup: a name the game
    does not know (`validation.option.unknown`), or a value out of its range,
    explained by the option's own message `validation.<game id>.<option>`.
    """
    if options is None:
        options = {}
    if not isinstance(options, Mapping):
        kind = type(options).__name__
        raise InvalidSetup(
            f"{game} options are a mapping of names to values, not a {kind}.",
            "validation.options.not_mapping", kind=kind,
        )
    known = tuple(model.model_fields)
    for name in options:
        if not isinstance(name, str) or name not in known:
            shown = _shown(name)
            raise InvalidSetup(
                f"Unknown {game} option: {shown} (options: {', '.join(known) or 'none'}).",
                "validation.option.unknown", option=shown, known=", ".join(known) or "-",
            )
    try:
        return model.model_validate(dict(options))
    except ValidationError as error:
        first = error.errors()[0]
        name = str(first["loc"][0]) if first["loc"] else ""
        raise option_error(game_id, name, options.get(name)) from None


def option_error(game_id: str, name: str, value: Any) -> InvalidSetup:
    """The refusal of option `name`'s value, in the words of its catalog entry."""
    key = f"validation.{game_id}.{name}"
    shown = _shown(value)
    template = ENGLISH.get(key, "Option '{option}' cannot be {value}.")
    return InvalidSetup(template.format(option=name, value=shown), key, option=name, value=shown)


def setup_error(key: str, **params: Any) -> InvalidSetup:
    """An InvalidSetup whose English message is the catalog's `key` entry."""
    return InvalidSetup(ENGLISH[key].format(**params), key, **params)


def is_notation(text: str) -> bool:
    """Text that can be notation at all: ASCII only (see the module's decisions)."""
    return text.isascii()


def ascii_int(text: str) -> int | None:
    """The number written by 1 to MAX_DIGITS ASCII digits 0-9 (leading zeros allowed), else None."""
    if not text or not text.isascii() or not text.isdigit():
        return None
    digits = text.lstrip("0")
    return int(digits or "0") if len(digits) <= MAX_DIGITS else None


def ascii_signed_int(text: str) -> int | None:
    """Like `ascii_int`, with an optional leading '+' or '-'."""
    if text[:1] in ("+", "-"):
        value = ascii_int(text[1:])
        return None if value is None else (-value if text[0] == "-" else value)
    return ascii_int(text)
