"""A refused Plans of Action move is explained in the player's language, never as a raw key."""

from __future__ import annotations

import pytest

from reflectgames.core.rules import IllegalMove
from reflectgames.games import get_rules
from reflectgames.i18n import has_key, set_language, t

RULES = get_rules("plans")
START = RULES.new_game(1, 0, {"layout": "SASASS/MMACSS/CACCAA/MCMCMM"})


@pytest.mark.parametrize(
    ("text", "key", "words"),
    [
        ("9,9 U", "plans.illegal.no_coin", "9,9"),
        ("rotate 1,1 90", "plans.illegal.not_full", "tuile pleine"),
        ("zz", "plans.illegal.notation", "«\u00a0zz\u00a0»"),  # no-break spaces inside guillemets
        ("shift 3,3 L", "plans.illegal.no_follow_jump", "sauter"),
    ],
)
def test_refusals_read_in_french(text: str, key: str, words: str) -> None:
    with pytest.raises(IllegalMove) as refused:
        RULES.parse(START, text)
    assert refused.value.key == key and has_key(key)
    set_language("fr")
    assert words in t(key, **refused.value.params)


def test_every_option_has_a_label_and_every_choice_a_name() -> None:
    for spec in RULES.info.options:
        assert has_key(spec.label_key)
        for choice in spec.choices or ():
            assert has_key(f"{spec.label_key}.{choice}")
