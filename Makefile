# make play: set up .venv, install, open the game.  make test: set up, run every test headless.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: play test clean

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

play: $(VENV)/.installed
	$(BIN)/zombiebox

test: $(VENV)/.installed
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -q -p no:cacheprovider

clean:
	rm -rf $(VENV) build *.egg-info
