# Everyday commands. The virtualenv is (re)built only when pyproject.toml or the lock
# changes: the stamp file inside .venv records the last successful install.
#
# Every dependency, the app's and the build's (pip and setuptools included), comes
# from packaging/requirements.lock at the version and with the hashes written there,
# so two builds of the same commit use the same packages. `make lock` refreshes it.

PYTHON ?= python3
VENV := .venv
STAMP := $(VENV)/.installed-stamp
LOCK := packaging/requirements.lock
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
# The resolver behind `make lock` (only that target installs it, in its own environment).
UV_VERSION := 0.13.8
LOCK_TOOLS := build/lock-tools

.PHONY: run test test-slow dist icons lock bench lint

$(STAMP): pyproject.toml $(LOCK)
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
		|| { echo "reflectgames needs Python 3.11 or newer as '$(PYTHON)'." >&2; exit 1; }
	test -x $(VENV)/bin/python || $(PYTHON) -m venv $(VENV)
	$(VENV)/bin/python -m pip install --quiet --require-hashes -r $(LOCK)
	# The app itself, built by the locked setuptools (no isolated build fetching another one).
	$(VENV)/bin/python -m pip install --quiet --no-deps --no-build-isolation -e .
	touch $(STAMP)

run: $(STAMP)
	$(VENV)/bin/reflectgames

# pytest exits 5 when it collected nothing; a test run without tests is a failure too.
# The tests run on every core (pytest-xdist): each test has its own data folder.
# The few tests marked slow (solver searches, the benchmark) run with `make test-slow`.
test: $(STAMP)
	@$(HEADLESS) $(VENV)/bin/python -m pytest -q -n auto -m "not slow"; status=$$?; \
	if [ $$status -eq 5 ]; then echo "make test: pytest collected no tests." >&2; fi; \
	exit $$status

test-slow: $(STAMP)
	@$(HEADLESS) $(VENV)/bin/python -m pytest -q -n auto -m slow; status=$$?; \
	if [ $$status -eq 5 ]; then echo "make test-slow: pytest collected no tests." >&2; fi; \
	exit $$status

# The icon in every size the three systems use (build/icons), from the master in assets/icon.
icons: $(STAMP)
	$(VENV)/bin/python tools/make_icons.py sizes build/icons

# The one-folder app (dist/reflectgames; dist/ReflectGames.app on macOS), then the archive
# people download: dist/reflectgames-<version>-<system>-<machine>.tar.gz (.zip on Windows)
# and its .sha256.
dist: icons
	$(VENV)/bin/pyinstaller --noconfirm build.spec
	$(VENV)/bin/python tools/pack_dist.py dist

# Re-resolve the dependencies of pyproject.toml (and the install tools) to today's versions,
# for every system and Python 3.11+ at once, with the hashes of every published file.
lock:
	test -x $(LOCK_TOOLS)/bin/python || $(PYTHON) -m venv $(LOCK_TOOLS)
	$(LOCK_TOOLS)/bin/python -m pip install --quiet "uv==$(UV_VERSION)"
	$(LOCK_TOOLS)/bin/uv pip compile --quiet --upgrade --universal --generate-hashes --python-version 3.11 \
		--extra dev pyproject.toml packaging/build-tools.in -o $(LOCK)

bench: $(STAMP)
	$(VENV)/bin/reflectgames bench

# ruff with the rule sets of pyproject.toml, then mypy as configured there (strict on the pure layers).
lint: $(STAMP)
	$(VENV)/bin/ruff check reflectgames tests
	$(VENV)/bin/mypy
