"""The self-test's own checks of Plans of Action: the solver answers from its own process, and its
exact search shares its work with a helper process."""

from __future__ import annotations


def check_solver_worker() -> None:
    """The Plans solver answers from its own process (in the packaged build: a second copy of the
    executable, which `multiprocessing.freeze_support` turns into the worker)."""
    import time

    from reflectgames.games.plans.rules import RULES
    from reflectgames.games.plans.solver_worker import SolveReply, SolverWorker, position_question

    start = RULES.new_game(1, 0, {"layout": "SASASS/MMACSS/CACCAA/MCMCMM"})
    worker = SolverWorker()
    worker.ask(position_question(RULES.observe(start, 0), seconds=10.0))
    deadline = time.monotonic() + 60.0
    reply = None
    while reply is None and time.monotonic() < deadline:
        reply = worker.poll()
        time.sleep(0.02)
    worker.cancel()
    if not isinstance(reply, SolveReply) or not reply.moves:
        raise RuntimeError(f"the solver worker gave no solution ({reply})")


# Shortest answer: 5 moves, with shared limits below it (split_search.py) that have items to share.
SPLIT_CHECK_LAYOUT = "MCCASA/AAMAMC/CMSCMM/ASSCSS"
SPLIT_CHECK_SHORTEST = 5


def check_split_search() -> None:
    """The exact search on two processes finds the known shortest answer, and its helper process
    (in the packaged build: another copy of the executable) starts and ends cleanly."""
    import time

    from reflectgames.games.plans.board import parse_layout
    from reflectgames.games.plans.position import Position
    from reflectgames.games.plans.solver import node as nodes
    from reflectgames.games.plans.solver.split_search import SplitExactSearch

    root = nodes.from_position(Position.from_layout(parse_layout(SPLIT_CHECK_LAYOUT)))
    search = SplitExactSearch("line", 1, time.monotonic() + 60.0, split_after=0.0)
    found = search.run(root, max_depth=SPLIT_CHECK_SHORTEST)
    if found.moves is None or len(found.moves) != SPLIT_CHECK_SHORTEST:
        raise RuntimeError(f"the shared exact search missed the {SPLIT_CHECK_SHORTEST}-move answer ({found})")
    if search.process is None:
        raise RuntimeError("the shared exact search started no helper process")
    search.process.join(30.0)
    if search.process.exitcode != 0:
        raise RuntimeError(f"the solver's helper process ended with exit code {search.process.exitcode}")
