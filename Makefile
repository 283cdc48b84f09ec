# make play: set up .venv, install, open the game.  make test: set up, run every test headless.
# make soak: the monkey for 100,000 events headless, with memory (RSS) before and after.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: play test soak clean

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

soak: $(VENV)/.installed
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m tools.soak --events 100000

clean:
	rm -rf $(VENV) build *.egg-info
