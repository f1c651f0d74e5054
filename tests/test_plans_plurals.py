"""Plans of Action counts read right in both languages: plural forms chosen by t(key, count=n)."""

from __future__ import annotations

import pytest

from reflectgames.games.plans import catalog, catalog_puzzles, catalog_rules
from reflectgames.i18n import set_language, t

MODULES = (catalog, catalog_puzzles, catalog_rules)


@pytest.mark.parametrize("module", MODULES)
def test_no_message_hedges_its_plural_and_every_plural_has_both_forms(module):
    for language in ("EN", "FR"):
        messages: dict[str, str] = getattr(module, language)
        assert not [key for key, text in messages.items() if "(s)" in text or "(x)" in text]
        for key, text in messages.items():
            if "{count}" not in text:
                continue  # ".one" also names a choice ("one suit"), not only a plural form
            if key.endswith(".one"):
                assert f"{key[:-4]}.other" in messages, key
            if key.endswith(".other"):
                assert f"{key[:-6]}.one" in messages, key


@pytest.mark.parametrize(("language", "count", "expected"), [
    ("en", 1, "Solved in 1 move"), ("en", 2, "Solved in 2 moves"),
    ("fr", 1, "Résolu en 1 coup"), ("fr", 3, "Résolu en 3 coups"),
])
def test_the_result_counts_its_moves(language, count, expected):
    set_language(language)
    assert t("plans_view.result.solved", count=count) == expected


@pytest.mark.parametrize(("language", "count", "expected"), [
    ("en", 0, "0 moves"), ("en", 1, "1 move"), ("fr", 0, "0 coup"), ("fr", 1, "1 coup"), ("fr", 2, "2 coups"),
])
def test_the_move_counter_of_the_top_bar(language, count, expected):
    set_language(language)
    assert t("plans_view.moves_so_far", count=count) == expected


def test_a_refusal_counts_the_cells_a_coin_jumps_over():
    from reflectgames.core.rules import IllegalMove
    from reflectgames.games import get_rules
    from reflectgames.i18n import explain

    rules = get_rules("plans")
    state = rules.new_game(1, 0, {"layout": "SASASS/MMACSS/CACCAA/MCMCMM"})
    refusals = []
    for move in ("2,4 U", "2,3 L", "7,6 R", "7,3 D", "4,5 U"):
        try:
            rules.parse(state, move)
        except IllegalMove as error:
            refusals.append(explain(error))
    jumps = [text for text in refusals if "jumps over" in text]
    assert jumps and all(" 1 cells" not in text and (" cell " in text or " cells " in text) for text in jumps)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_hints_and_best_scores_count_in_words(language):
    set_language(language)
    one = t("puzzles.hint_to_par", move="x", count=1)
    assert one.endswith(("1 move to par.", "1 coup."))
    assert t("puzzles.best_row", count=1).endswith(("1 move", "1 coup"))
    assert t("puzzles.solving", count=2).startswith(("Solving: 2 moves", "Résolution\u00a0: encore 2 coups"))
