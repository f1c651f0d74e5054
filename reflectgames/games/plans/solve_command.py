"""`reflectgames solve`: solve a Plans of Action puzzle from the command line and print the answer."""

from __future__ import annotations

from reflectgames.games.plans.codes import Puzzle, decode
from reflectgames.games.plans.events import PlansEnd
from reflectgames.games.plans.goals import suits_needed
from reflectgames.games.plans.rules import RULES
from reflectgames.games.plans.solver.solve import solve

DEFAULT_LIMITS = {("group", "one"): 10.0}
SUITS_WORDS = {"one": "one suit", "two": "two suits", "three": "three suits", "all": "all four suits"}
OTHER_LIMIT = 30.0


def time_limit_for(goal: str, suits: str) -> float:
    return DEFAULT_LIMITS.get((goal, suits), OTHER_LIMIT)


def solve_and_report(text: str, goal: str | None, suits: str | None, seconds: float | None) -> int:
    """Print the solution, its length, whether it is proven shortest and the time taken.

    ValueError (bad layout or code, or a layout already solved) reaches the
    command line, which prints it in one line.
    """
    spec = decode(text)
    spec = Puzzle(spec.layout, goal or spec.goal, suits or spec.suits)
    state = RULES.new_game(1, 0, spec.options())
    limit = seconds if seconds is not None else time_limit_for(spec.goal, spec.suits)
    result = solve(state.position, spec.goal, suits_needed(spec.suits), time_limit=limit)
    suits_word = SUITS_WORDS[spec.suits]
    print(f"puzzle: {spec.code}  ({spec.layout}, {spec.goal}, {suits_word})")
    if result.moves is None:
        print(f"solution: none found within {limit:g} s (at least {result.lower_bound} moves are needed)")
        print(f"time: {result.seconds:.2f} s")
        return 1
    # Every answer is replayed through the rules before it is shown.
    final = RULES.play(state, *result.moves)
    outcome = RULES.outcome(final)
    if outcome is None or outcome.reason != PlansEnd.SOLVED:
        raise RuntimeError("the solver's answer does not solve the puzzle")
    print("solution: " + ", ".join(result.moves))
    print(f"length: {len(result.moves)}")
    if result.proven:
        print("proven shortest: yes")
    else:
        print(f"proven shortest: no (no solution is shorter than {result.lower_bound})")
    print(f"time: {result.seconds:.2f} s")
    return 0
