"""Reflec in words: moves for the history, the turn line, the result and action costs."""

from __future__ import annotations

from reflectgames.core.rules import Outcome
from reflectgames.games.reflec.catalog import END_MESSAGES
from reflectgames.games.reflec.events import ReflecEnd
from reflectgames.games.reflec.moves import COST
from reflectgames.games.reflec.observation import ReflecObservation
from reflectgames.i18n import t


def suit_name(letter: str) -> str:
    return t(f"reflec.suit.{letter}")


def facing_name(letter: str) -> str:
    return t(f"reflec.facing.{letter.upper()}")


def describe_move(text: str) -> str:
    """A move text in the player's language ("move c3 d3 E" -> "move c3 to d3, facing east")."""
    words = text.split()
    kind = words[0] if words else ""
    if kind == "drop" and len(words) == 4:
        return t("reflec.move.drop", suit=suit_name(words[1]), cell=words[2], facing=facing_name(words[3]))
    if kind == "move" and len(words) == 4:
        return t("reflec.move.move", start=words[1], end=words[2], facing=facing_name(words[3]))
    if kind == "laser" and len(words) == 2:
        return t("reflec.move.laser", cell=words[1])
    if kind == "spin" and len(words) == 3:
        return t("reflec.move.spin", cell=words[1], facing=facing_name(words[2]))
    if kind == "swap" and len(words) == 3:
        return t("reflec.move.swap", a=words[1], b=words[2])
    if kind == "fire" and len(words) == 2:
        return t("reflec.move.fire", facing=facing_name(words[1]))
    if kind == "end":
        return t("reflec.move.end")
    return text


def with_cost(text: str, free: bool = False) -> str:
    """The move in words with what it costs, for the preview label (nothing in the drop round: `free`)."""
    kind = text.split()[0]
    cost = 0 if free else COST.get(kind, 0)
    if not cost:
        return describe_move(text)
    return t("reflec.preview.cost", action=describe_move(text), cost=cost)


def turn_text(obs: ReflecObservation | None) -> str:
    """The line beside the player's name: the suit on turn and the points left."""
    if obs is None or obs.suit is None:
        return ""
    suit = suit_name(obs.suit)
    if obs.phase == "drop":
        left = sum(obs.supply.values())
        return t("reflec.turn.drop", suit=suit, left=left)
    return t("reflec.turn.play", suit=suit, tiles=obs.points.mandatory, die=obs.points.die)


def result_text(outcome: Outcome, names: list[str]) -> tuple[str, str]:
    winner = names[min(outcome.winners)] if outcome.winners else ""
    return t("result.wins", name=winner), t(END_MESSAGES[ReflecEnd(outcome.reason)], name=winner)
