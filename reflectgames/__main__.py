"""`python -m reflectgames` and the frozen executable's entry point."""

import multiprocessing
import sys

if __name__ == "__main__":
    # The frozen executable re-runs this script in every worker process (the
    # computer players use one); freeze_support must come first so that a worker
    # does its job instead of starting a second copy of the app.
    multiprocessing.freeze_support()
    from reflectgames import cli

    sys.exit(cli.main())
