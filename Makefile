# Everyday commands. The virtualenv is (re)built only when pyproject.toml or the lock
# changes: the stamp file inside .venv records the last successful install.
#
# Every dependency, the app's and the build's (pip and setuptools included), comes
# from packaging/requirements.lock at the version and with the hashes written there,
# so two builds of the same commit use the same packages. `make lock` refreshes it.

VENV := .venv
# Windows keeps a virtualenv's programs in Scripts\ (the release workflow runs make there too).
ifeq ($(OS),Windows_NT)
PYTHON ?= python
BIN := $(VENV)/Scripts
else
PYTHON ?= python3
BIN := $(VENV)/bin
endif
STAMP := $(VENV)/.installed-stamp
LOCK := packaging/requirements.lock
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
# The resolver behind `make lock` (only that target installs it, in its own environment).
UV_VERSION := 0.13.8
LOCK_TOOLS := build/lock-tools

.PHONY: run test test-slow dist check-dist icons lock bench lint

# The locked packages, then the app itself, built by the locked setuptools (no isolated build
# fetching another one).
$(STAMP): pyproject.toml $(LOCK)
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
		|| { echo "reflectgames needs Python 3.11 or newer as '$(PYTHON)'." >&2; exit 1; }
	test -d $(BIN) || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --require-hashes -r $(LOCK)
	$(BIN)/python -m pip install --quiet --no-deps --no-build-isolation -e .
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/reflectgames

# pytest exits 5 when it collected nothing; a test run without tests is a failure too.
# The tests run on every core (pytest-xdist): each test has its own data folder.
# The few tests marked slow (solver searches, the benchmark) run with `make test-slow`.
test: $(STAMP)
	@$(HEADLESS) $(BIN)/python -m pytest -q -n auto -m "not slow"; status=$$?; \
	if [ $$status -eq 5 ]; then echo "make test: pytest collected no tests." >&2; fi; \
	exit $$status

test-slow: $(STAMP)
	@$(HEADLESS) $(BIN)/python -m pytest -q -n auto -m slow; status=$$?; \
	if [ $$status -eq 5 ]; then echo "make test-slow: pytest collected no tests." >&2; fi; \
	exit $$status

# The icon in every size the three systems use (build/icons), from the master in assets/icon.
icons: $(STAMP)
	$(BIN)/python tools/make_icons.py sizes build/icons

# The one-folder app (dist/reflectgames; dist/ReflectGames.app on macOS), then the archive
# people download: dist/reflectgames-<version>-<system>-<machine>.tar.gz (.zip on Windows)
# and its .sha256.
dist: icons
	$(BIN)/pyinstaller --noconfirm build.spec
	$(BIN)/python tools/pack_dist.py dist

# The archive as a player meets it: unpacked in a temporary folder, its selftest started from another.
check-dist: $(STAMP)
	$(BIN)/python tools/check_dist.py dist

# Re-resolve the dependencies of pyproject.toml (and the install tools) to today's versions,
# for every system and Python 3.11+ at once, with the hashes of every published file.
lock:
	test -d $(LOCK_TOOLS) || $(PYTHON) -m venv $(LOCK_TOOLS)
	$(LOCK_TOOLS)/$(notdir $(BIN))/python -m pip install --quiet "uv==$(UV_VERSION)"
	$(LOCK_TOOLS)/$(notdir $(BIN))/uv pip compile --quiet --upgrade --universal --generate-hashes --python-version 3.11 \
		--extra dev pyproject.toml packaging/build-tools.in -o $(LOCK)

bench: $(STAMP)
	$(BIN)/reflectgames bench

# ruff with the rule sets of pyproject.toml, then mypy as configured there (strict on the pure layers).
lint: $(STAMP)
	$(BIN)/ruff check reflectgames tests
	$(BIN)/mypy
