"""A position file changed anywhere (issue 30.12, 31.4): opening it either refuses in one line, or gives a
match whose legal actions can be listed and one of them played, without an exception and in bounded time."""
import json
import signal
from contextlib import contextmanager
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from zombiebox.core import registry
from zombiebox.core.match import Match
from zombiebox.core.position import position_of, read_position
from zombiebox.core.saves import SaveError

GAMES = ("avz", "atz", "zs", "zt", "coz")
SECONDS = 20  # an example this long hangs (a die of 1,000,000,000 once ran the loader for more than 20 s)
NUMBERS = (-1, 0, 1, 2, 6, 7, 99, 10 ** 9, 2 ** 64, -(2 ** 63))
WORDS = ("", "z48", "laser", "C3", "horde", "p9", "north", "over")


@lru_cache(maxsize=None)
def _positions(game_id: str) -> tuple[str, ...]:
    """Positions along a game of the default bots (every few decisions), as JSON text."""
    game = registry.get(game_id)
    match = Match(game, seed=5)
    bots = {s: game.make_bot(game.default_bot(s), s) for s in match.seats}
    kept = []
    while match.to_move is not None and len(kept) < 40:
        if len(match.steps) % 4 == 0:
            kept.append(json.dumps(position_of(match).to_json()))
        match.play(match.bot_choice(bots[match.to_move]).action)
    return tuple(kept)


def _places(value, path=()):
    """Every place in the data (dicts, lists and leaves), as paths of keys and indices."""
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _places(item, path + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _places(item, path + (i,))


def _words(value):
    """The strings the data holds: ids of this game, to put where another id stood."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from _words(item)
    elif isinstance(value, list):
        for item in value:
            yield from _words(item)


def _mutate(state: dict, data) -> None:
    """Change one place of `state`, as a careless or hostile hand might."""
    path = data.draw(st.sampled_from(list(_places(state))[1:] or [()]))
    if not path:
        return
    parent = state
    for key in path[:-1]:
        parent = parent[key]
    last, value = path[-1], parent[path[-1]]
    ids = sorted(set(_words(state))) or [""]
    anything = st.one_of(st.sampled_from(NUMBERS), st.sampled_from(WORDS + tuple(ids)), st.booleans(), st.none(),
                         st.just([]), st.just({}))
    if isinstance(value, list) and data.draw(st.booleans()):
        how = data.draw(st.sampled_from(["append", "remove", "double"]))
        if how == "append":
            value.append(data.draw(anything))
        elif value and how == "remove":
            value.pop(data.draw(st.integers(0, len(value) - 1)))
        elif value:
            value.append(value[data.draw(st.integers(0, len(value) - 1))])
    elif isinstance(value, dict) and data.draw(st.booleans()):
        if value and data.draw(st.booleans()):
            value.pop(data.draw(st.sampled_from(sorted(value, key=str))))
        else:
            value[data.draw(st.sampled_from(WORDS + tuple(ids)))] = data.draw(anything)
    elif isinstance(value, bool):
        parent[last] = data.draw(st.sampled_from([not value, 0, "no"]))
    elif isinstance(value, int):
        parent[last] = data.draw(st.one_of(st.sampled_from(NUMBERS), st.integers(value - 3, value + 3)))
    elif isinstance(value, str):
        parent[last] = data.draw(st.sampled_from(WORDS + tuple(ids)))
    else:
        parent[last] = data.draw(anything)


@contextmanager
def _at_most(seconds: int):
    def ring(signum, frame):
        raise TimeoutError(f"more than {seconds} s")
    old = signal.signal(signal.SIGALRM, ring)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_changed_position_opens_and_plays_or_is_refused_in_one_line(game_id, data, tmp_path):
    position = json.loads(data.draw(st.sampled_from(_positions(game_id))))
    for _ in range(data.draw(st.integers(1, 2))):
        _mutate(position["state"] if data.draw(st.integers(0, 9)) else position, data)
    path = tmp_path / "p.json"
    path.write_text(json.dumps(position))
    with _at_most(SECONDS):
        try:
            match = Match.from_position(read_position(path, game_id), seed=data.draw(st.integers(0, 99)))
        except SaveError as exc:
            assert "\n" not in str(exc)
            return
        legal = match.legal_actions()
        if legal:
            match.play(legal[data.draw(st.integers(0, len(legal) - 1))])
