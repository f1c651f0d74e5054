"""The par cache: a proven par is final, a best known only gives way to a shorter one or a proof."""

from __future__ import annotations

import json

from reflectgames.games.plans.pars import Par, load_pars, par_for, pars_path, remember_par


def test_no_file_means_no_pars():
    assert load_pars() == {} and par_for("45UK2-25T7M") is None


def test_a_best_known_gives_way_to_shorter_and_to_proven_never_to_longer():
    assert remember_par("A", 9, False) == Par(9, False)
    assert remember_par("A", 11, False) == Par(9, False)
    assert remember_par("A", 7, False) == Par(7, False)
    assert remember_par("A", 7, True) == Par(7, True)
    assert remember_par("A", 5, False) == Par(7, True)  # a proof is final: nothing shorter exists
    assert load_pars() == {"A": Par(7, True)}


def test_a_damaged_or_foreign_file_reads_as_empty_and_is_written_over():
    path = pars_path()
    path.write_text("{not json", encoding="utf-8")
    assert load_pars() == {}
    remember_par("B", 4, True)
    assert load_pars() == {"B": Par(4, True)}
    path.write_text(json.dumps({"format": "reflectgames-pars", "version": 1,
                                "puzzles": {"C": {"moves": True, "proven": True}, "D": {"moves": 3},
                                            "E": {"moves": 6, "proven": False}}}), encoding="utf-8")
    assert load_pars() == {"E": Par(6, False)}  # only the well-formed entries count


def test_the_newest_pars_survive_the_size_limit(monkeypatch):
    from reflectgames.games.plans import pars

    monkeypatch.setattr(pars, "MAX_PUZZLES", 3)
    for index in range(5):
        remember_par(f"P{index}", 5, True)
    assert list(load_pars()) == ["P2", "P3", "P4"]


def test_a_puzzle_question_asks_for_the_par_of_its_start():
    from reflectgames.games.plans.codes import Puzzle
    from reflectgames.games.plans.solver_worker import answer, puzzle_question

    reply = answer(puzzle_question(Puzzle("CAMAAM/MMSMCS/CMACAS/CSCSSA"), 5.0))  # the warm-up: 3 moves
    assert reply.moves is not None and len(reply.moves) == 3 and reply.proven
