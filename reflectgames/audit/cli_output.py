"""`reflectgames audit`: the report as one JSON object or as a short summary, and the exit status."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from reflectgames.audit.report import (
    PARTS,
    Combination,
    build_report,
    has_problems,
    layout_part,
    matrix,
    reachability_part,
    translation_part,
)

# The quick audit's positions per game (the full audit proves 200 of each).
QUICK_POSITIONS = 20


def quick_matrix() -> list[Combination]:
    """The two corners: the smallest window in French at the largest text, a large one in English at 100 %."""
    return [*matrix(sizes=[(960, 600)], scales=[1.75], languages=["fr"]),
            *matrix(sizes=[(1920, 1080)], scales=[1.0], languages=["en"])]


def summary(report: dict[str, Any]) -> str:
    """A few lines for a person: the figures, then the problems counted per screen and kind."""
    lines = [f"{key}: {value}" for key, value in report.items() if not isinstance(value, list)]
    lines += [f"{key}: {len(value)}" for key, value in report.items() if isinstance(value, list)]
    counted = Counter((problem["screen"], problem["kind"]) for problem in report.get("layout_problems", []))
    lines += [f"  {screen}: {count} {kind}" for (screen, kind), count in sorted(counted.items())]
    return "\n".join(lines)


def run(json_output: bool = False, quick: bool = False) -> int:
    parts = PARTS
    if quick:
        parts = (lambda: layout_part(quick_matrix()), translation_part,
                 lambda: reachability_part(QUICK_POSITIONS))
    report = build_report(parts)
    print(json.dumps(report, ensure_ascii=False, indent=1) if json_output else summary(report))
    return 1 if has_problems(report) else 0
