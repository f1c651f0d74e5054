"""The Plans of Action solver: shortest solutions, best-found solutions and their proofs.

Pure Python without pygame, so it runs in the tests, on the command line and
in the worker process the window talks to.
"""
