"""English lines outside the catalogs (the self-test's summary, refusals' own sentences) count too."""

from __future__ import annotations

import pytest

from reflectgames import selftest
from reflectgames.core.errors import InvalidSetup
from reflectgames.core.validation import check_players


def broken() -> None:
    raise RuntimeError("broken on purpose")


def fine() -> None:
    return None


@pytest.mark.parametrize(("checks", "summary"), [
    ((("a", broken), ("b", fine)), "selftest: 1 check failed"),
    ((("a", broken), ("b", broken)), "selftest: 2 checks failed"),
    ((("a", fine),), "selftest: all checks passed"),
])
def test_the_selftest_summary_counts_its_failures(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], checks, summary
) -> None:
    monkeypatch.setattr(selftest, "checks", lambda: checks)
    selftest.run()
    assert capsys.readouterr().out.splitlines()[-1] == summary


@pytest.mark.parametrize(("players", "words"), [(1, "exactly 1 player,"), (2, "exactly 2 players,")])
def test_a_refused_player_count_says_player_or_players(players: int, words: str) -> None:
    with pytest.raises(InvalidSetup) as refused:
        check_players(3, "A game", players, players)
    assert words in str(refused.value)


def test_no_sentence_in_the_code_writes_a_plural_in_brackets() -> None:
    """Refusals' English sentences and printed lines count with words (log lines and docstrings are for
    developers)."""
    import re
    from pathlib import Path

    import reflectgames

    shortcut = re.compile(r"""["'][^"'\n]*\w\((?:s|es)\)[^"'\n]*["']""")
    found = []
    for path in Path(reflectgames.__file__).parent.rglob("*.py"):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if shortcut.search(line) and "_log." not in line and '"""' not in line:
                found.append(f"{path.name}:{number}")
    assert found == []
