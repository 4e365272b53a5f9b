# Quick start: `make play` (a game of Duel in the terminal) and `make test` (the whole suite).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
ARGS ?=

.PHONY: play test bench clean

$(BIN)/eregion: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $@

play: $(BIN)/eregion
	$(BIN)/eregion play duel $(ARGS)

# The store and Ray backend tests need the postgresql and ray extras; only `make test` installs them
# (Ray is large). The PostgreSQL server binaries come from the system: apt-get install postgresql.
$(VENV)/.test-extras: $(BIN)/eregion
	$(BIN)/pip install --quiet -e '.[test,postgresql,ray]'
	touch $@

test: $(VENV)/.test-extras
	$(BIN)/python -m pytest -n 2 $(ARGS)

bench: $(BIN)/eregion
	$(BIN)/eregion bench duel --json

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
