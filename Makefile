# Quick start: `make play` (the web app at http://127.0.0.1:8000) and `make test` (the whole suite).
# `make play-terminal` plays Duel in the terminal instead.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
ARGS ?=

.PHONY: play play-terminal test bench browser postgresql clean

$(BIN)/eregion: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $@

play: $(BIN)/eregion
	$(BIN)/eregion serve $(ARGS)

play-terminal: $(BIN)/eregion
	$(BIN)/eregion play duel $(ARGS)

# The store, Ray backend and RL environment tests need the postgresql, ray and rl extras; only `make test`
# installs them (Ray is large). The PostgreSQL server binaries come from the system: apt-get install postgresql.
$(VENV)/.test-extras: $(BIN)/eregion
	$(BIN)/pip install --quiet -e '.[test,postgresql,ray,rl]'
	touch $@

test: $(VENV)/.test-extras browser postgresql
	$(BIN)/python -m pytest -n 2 $(ARGS)

# The browser tests (tests/test_browser*.py) drive Debian's Chromium at /usr/bin/chromium through the
# `playwright` package (test extras). `make test` installs Chromium first when it is missing (apt-get, with
# sudo when not root) and stops, saying so, if it cannot; pytest run by hand skips them and says why.
# Never `playwright install`.
browser:
	@if [ ! -x /usr/bin/chromium ]; then \
		echo "make browser: /usr/bin/chromium is missing; installing Debian's chromium for the browser tests"; \
		sudo=""; if [ "$$(id -u)" != 0 ]; then sudo="sudo"; fi; \
		{ $$sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
		  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium && \
		  [ -x /usr/bin/chromium ]; } || { \
		echo "make browser: could not install Chromium at /usr/bin/chromium (see above)." >&2; \
		echo "  The browser tests need it: install it (Debian, Ubuntu: sudo apt-get install chromium)," >&2; \
		echo "  or run the suite without them (they skip): $(BIN)/python -m pytest -n 2" >&2; \
		exit 1; }; \
	fi

# The store and server tests start a real PostgreSQL server on loopback: `make test` installs Debian's
# postgresql (its server binaries) when no pg_ctl is found, and stops, saying so, if it cannot.
postgresql:
	@if ! command -v pg_ctl >/dev/null 2>&1 && ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then \
		echo "make postgresql: no pg_ctl found; installing Debian's postgresql for the store tests"; \
		sudo=""; if [ "$$(id -u)" != 0 ]; then sudo="sudo"; fi; \
		{ $$sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
		  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null; } || { \
		echo "make postgresql: could not install PostgreSQL (see above); the store tests need its server" >&2; \
		echo "  binaries (Debian, Ubuntu: sudo apt-get install postgresql)." >&2; \
		exit 1; }; \
	fi

bench: $(BIN)/eregion
	$(BIN)/eregion bench duel --json

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
