"""Reflector's column of notes at large text: legend entries wrap instead of being shortened, and the player
cards are as tall as their lines (the cells line included), leaving the rest to the middle card."""

from __future__ import annotations

from reflectgames.audit.report import layout_part, matrix


def test_the_reflector_screens_fit_where_legends_were_shortened_and_cards_cut() -> None:
    combinations = [*matrix(sizes=[(1280, 800)], scales=[1.25], languages=["en", "fr"]),
                    *matrix(sizes=[(1920, 1080)], scales=[1.75], languages=["fr"])]
    report = layout_part(combinations, only=lambda name: name.endswith("/reflector") and "setup" not in name)
    assert report["screens_checked"] >= 3 * len(combinations)
    assert report["layout_problems"] == []
