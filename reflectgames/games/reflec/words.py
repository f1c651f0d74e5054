"""Reflec in words: moves and what they did for the history, the turn line, the result and action costs."""

from __future__ import annotations

from collections.abc import Sequence

from reflectgames.core.rules import Event, IllegalMove, Outcome
from reflectgames.games.reflec import moves as m
from reflectgames.games.reflec.beam import EDGE
from reflectgames.games.reflec.board import CELL_NAMES, DIRECTIONS, SUITS
from reflectgames.games.reflec.events import (
    BeamFired,
    Eliminated,
    LaserDestroyed,
    LoopRemoved,
    ReflecEnd,
    TurnEnded,
)
from reflectgames.games.reflec.message_keys import END_MESSAGES, SUIT_PHRASES
from reflectgames.games.reflec.moves import ReflecMove
from reflectgames.games.reflec.observation import ReflecObservation
from reflectgames.i18n import t


def suit_name(letter: str) -> str:
    return t(f"reflec.suit.{letter}")


def a_coin(letter: str | None) -> str:
    """A coin of the suit `letter` with its article: "an arms coin", "une pièce des armes"
    (nothing once the game is over and no suit is on turn)."""
    return t(SUIT_PHRASES[letter][0]) if letter in SUIT_PHRASES else ""


def facing_name(letter: str) -> str:
    return t(f"reflec.facing.{letter.upper()}")


def describe_text(text: str) -> str:
    """A move's notation in the player's language, for the history; text that names no move stays as it is."""
    try:
        move = m.move_from_text(text)
    except IllegalMove:
        return text
    return describe_move(move)


def consequences(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    """What followed from a move, in words: where a beam ended, which laser it destroyed and whose,
    the coins a loop sent back, who lost their last laser, tile points left unspent."""
    said: list[str] = []
    beam, fired = "", -1  # the beam of the shot, in words, and its suit
    for event in events:
        if isinstance(event, BeamFired):
            beam, fired = t(SUIT_PHRASES[SUITS[event.suit]][1], name=_name(names, event.player)), event.suit
            if event.end == EDGE:
                said.append(t("reflec.history.edge", beam=beam))
        elif isinstance(event, LaserDestroyed) and event.suit == fired:
            said.append(t("reflec.history.own_laser", beam=beam, cell=CELL_NAMES[event.cell]))
        elif isinstance(event, LaserDestroyed):
            said.append(t("reflec.history.destroyed", beam=beam, name=_name(names, event.player),
                          suit=_suit(event.suit), cell=CELL_NAMES[event.cell]))
        elif isinstance(event, LoopRemoved):
            said.append(t("reflec.history.loop", beam=beam, count=len(event.removed)))
        elif isinstance(event, Eliminated):
            said.append(t("reflec.history.eliminated", name=_name(names, event.player)))
        elif isinstance(event, TurnEnded) and event.lost:
            said.append(t("reflec.history.lost", count=event.lost))
    return said


def _name(names: Sequence[str], seat: int | None) -> str:
    return names[seat] if seat is not None and 0 <= seat < len(names) else ""


def describe_move(move: ReflecMove) -> str:
    """A move in the player's language ("move c3 d3 E" -> "move c3 to d3, facing east")."""
    kind = move.kind
    if kind == m.DROP:
        coin = a_coin(SUITS[move.suit])
        return t("reflec.move.drop", coin=coin, cell=CELL_NAMES[move.cell], facing=_facing(move.facing))
    if kind == m.MOVE:
        start, end = CELL_NAMES[move.cell], CELL_NAMES[move.target]
        return t("reflec.move.move", start=start, end=end, facing=_facing(move.facing))
    if kind == m.LASER:
        return t("reflec.move.laser", cell=CELL_NAMES[move.target])
    if kind == m.SPIN:
        return t("reflec.move.spin", cell=CELL_NAMES[move.cell], facing=_facing(move.facing))
    if kind == m.SWAP:
        return t("reflec.move.swap", a=CELL_NAMES[move.cell], b=CELL_NAMES[move.target])
    if kind == m.FIRE:
        return t("reflec.move.fire", facing=_facing(move.facing))
    return t("reflec.move.end")


def _suit(suit: int) -> str:
    return suit_name(SUITS[suit])


def _facing(direction: int) -> str:
    return facing_name(DIRECTIONS[direction])


def with_cost(move: ReflecMove, free: bool = False) -> str:
    """The move in words with what it costs, for the preview label (nothing in the drop round: `free`)."""
    cost = 0 if free else move.cost
    if not cost:
        return describe_move(move)
    return t("reflec.preview.cost", action=describe_move(move), cost=cost)


def turn_text(obs: ReflecObservation | None) -> str:
    """The line beside the player's name: the suit on turn and the points left."""
    if obs is None or obs.suit is None:
        return ""
    suit = suit_name(obs.suit)
    if obs.phase == "drop":
        left = sum(obs.supply.values())
        return t("reflec.turn.drop", coin=a_coin(obs.suit), count=left)
    return t("reflec.turn.play", suit=suit, count=obs.points.mandatory, die=obs.points.die)


def result_text(outcome: Outcome, names: list[str]) -> tuple[str, str]:
    winner = names[min(outcome.winners)] if outcome.winners else ""
    return t("result.wins", name=winner), t(END_MESSAGES[ReflecEnd(outcome.reason)], name=winner)
