"""Levels that differ in what they know, not only in time: each level has its own game knowledge."""

from __future__ import annotations

import random

from reflectgames.ai.players import game_ai
from reflectgames.games import get_rules
from reflectgames.games.pond.moves import FrogMove

POND = get_rules("pond")


def test_each_level_has_its_own_game_knowledge() -> None:
    normal, hard = game_ai("pond", "normal"), game_ai("pond", "hard")
    assert normal is not hard
    assert (normal.level, hard.level) == ("normal", "hard")
    assert game_ai("pond") is normal  # the default level is normal
    assert game_ai("pond", "hard") is hard  # made once, then remembered


def test_hard_pond_playouts_are_longer_and_more_purposeful() -> None:
    normal, hard = game_ai("pond", "normal"), game_ai("pond", "hard")
    assert hard.playout_depth is not None and normal.playout_depth is not None
    assert hard.playout_depth > normal.playout_depth
    assert hard.towards_fly > normal.towards_fly  # type: ignore[attr-defined]
    # The policy really follows the level: with every draw below the hard share, a hard
    # playout move always walks the frog towards a fly.
    state = POND.new_game(2, 7)

    class Low(random.Random):
        def random(self) -> float:
            return (normal.towards_fly + hard.towards_fly) / 2  # type: ignore[attr-defined]

    hard_move, normal_move = hard.playout_move(state, Low(1)), normal.playout_move(state, Low(1))
    assert isinstance(hard_move, FrogMove)
    assert normal_move in POND.legal_moves(state)  # normal may still take any legal action


def test_hard_reflecto_plays_longer_surer_playouts_and_weighs_guesses_over_more_worlds() -> None:
    normal, hard = game_ai("reflecto", "normal"), game_ai("reflecto", "hard")
    assert hard.playout_depth is not None and normal.playout_depth is not None
    assert hard.playout_depth > normal.playout_depth
    assert hard.playout_noise < normal.playout_noise  # type: ignore[attr-defined]
    assert hard.waiting_worlds > normal.waiting_worlds  # type: ignore[attr-defined]


def test_hard_reflector_counts_clues_and_believes_nodes_spread_and_every_level_scores_claims_alike() -> None:
    easy, normal, hard = (game_ai("reflector", level) for level in ("easy", "normal", "hard"))
    assert easy.clue_worth == normal.clue_worth == 0 < hard.clue_worth  # type: ignore[attr-defined]
    # Only hard believes the opponent spreads its nodes out; the others draw them anywhere allowed.
    assert easy.placement_prior is None and normal.placement_prior is None  # type: ignore[attr-defined]
    assert hard.placement_prior is not None and hard.placement_prior.near_factor < 1  # type: ignore[attr-defined]
    for game in (easy, normal, hard):
        assert game.tree_depth == 1 and game.paired_worlds
    # Easy still picks loosely, but among the claims its few iterations gathered on.
    assert easy.exploration < normal.exploration == hard.exploration
