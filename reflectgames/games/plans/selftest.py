"""The self-test's own check of Plans of Action: the solver answers from its own process."""

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
