"""Shared helpers for the Reflecto tests: games set up by notation, and hand-placed positions."""

from __future__ import annotations

from dataclasses import replace

from reflectgames.games import get_rules
from reflectgames.games.reflecto.board import cell_name, parse_cell
from reflectgames.games.reflecto.rules import identify_in_mirrors

RULES = get_rules("reflecto")


def started(word0="PIANO", row0="12M34M5", word1="ZEBRE", row1="M12345M", seed=1, **options):
    """A game after both setups (player 0 then player 1)."""
    state = RULES.new_game(2, seed, options)
    return RULES.play(state, f"setup {word0} {row0}", f"setup {word1} {row1}")


def arrange(state, placement, to_move=None, exited=None):
    """The same game with screens moved by hand: {"c4": (owner, index)}; unlisted screens leave the board.

    Index k is letter screen number k + 1, or a mirror from the number of letter screens on.
    What each player has identified is worked out again from the new places.
    """
    cells = [-1] * 49
    pos = [-1] * 14
    occupied = 0
    for name, (owner, index) in placement.items():
        cell = parse_cell(name, 0)
        code = owner * 7 + index
        cells[cell] = code
        pos[code] = cell
        occupied |= 1 << cell
    identified = identify_in_mirrors(cells, pos, state.config, (0, 0))
    changes = dict(cells=tuple(cells), pos=tuple(pos), occupied=occupied, identified=identified)
    if to_move is not None:
        changes["to_move"] = to_move
    if exited is not None:
        changes["exited"] = tuple(exited)
    return replace(state, **changes)


def screen_at(obs, name):
    return next((s for s in obs.screens if s.cell == name), None)


def listed(state):
    return sorted(str(move) for move in RULES.legal_moves(state))


def destinations(state, origin):
    return sorted(str(m).split("-")[-1] for m in RULES.legal_moves(state) if str(m).startswith(origin + "-"))


__all__ = ["RULES", "arrange", "cell_name", "destinations", "listed", "screen_at", "started"]
