# Everyday commands. The virtualenv is (re)built only when pyproject.toml changes:
# the stamp file inside .venv records the last successful install.

PYTHON ?= python3
VENV := .venv
STAMP := $(VENV)/.installed-stamp
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: run test test-slow dist bench lint

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
		|| { echo "reflectgames needs Python 3.11 or newer as '$(PYTHON)'." >&2; exit 1; }
	test -x $(VENV)/bin/python || $(PYTHON) -m venv $(VENV)
	$(VENV)/bin/python -m pip install --quiet --upgrade pip
	$(VENV)/bin/python -m pip install --quiet -e ".[dev]"
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

dist: $(STAMP)
	$(VENV)/bin/pyinstaller --noconfirm build.spec

bench: $(STAMP)
	$(VENV)/bin/reflectgames bench

# ruff with the rule sets of pyproject.toml, then mypy as configured there (strict on the pure layers).
lint: $(STAMP)
	$(VENV)/bin/ruff check reflectgames tests
	$(VENV)/bin/mypy
