"""The City of Zombies state as JSON and back (core.state): the same data, the order the game depends on,
and bad data refused naming its field."""
import json
import re

import pytest

from zombiebox.core.dice import Dice
from zombiebox.core.state import StateError
from zombiebox.games.coz.state import CozState, Debt, Hero, Turn

from .table import RULES, fight_table, play


def reloaded(state: CozState) -> CozState:
    return RULES.decode(json.loads(json.dumps(RULES.encode(state))))


def test_a_state_reloads_equal_with_its_nested_parts_typed():
    state = fight_table({"players": 4, "heroes": "on"}, heroes=["stef", "maddy", "yas", "joe"])
    play(state, "roll", Dice.loaded([6, 2, 3]))
    state.debts.append(Debt("hunger", "CZ05", 2, "p1"))
    again = reloaded(state)
    assert again == state and isinstance(again.turn, Turn) and isinstance(again.heroes["stef"], Hero)
    assert RULES.encode(again)["turn"]["dice"] == [6, 2, 3]    # the JSON keeps today's keys and values


def test_heroes_and_flip_heroes_keep_their_order_through_a_save():
    # the order the Heroes joined decides the order their moves are offered (and shown)
    state = fight_table({"players": 4, "heroes": "on"}, heroes=["stef", "maddy", "yas", "joe"])
    assert list(reloaded(state).heroes) == ["stef", "maddy", "yas", "joe"]
    flips = RULES.setup({"level": "expert", "flip_heroes": "on"}, Dice(1))
    assert list(reloaded(flips).flips) == list(flips.flips)
    assert RULES.legal_actions(reloaded(flips)) == RULES.legal_actions(flips)


@pytest.mark.parametrize("path,value,field", [
    (("turn",), {"seat": "p1", "dice": ["six"]}, "$.turn.dice[0]"),
    (("heroes",), {"maddy": {"owner": 1}}, "$.heroes[...].owner"),
    (("round",), "two", "$.round"),
    (("stage",), "step9", "$.stage"),
    (("flips",), {"lucy": {"side": "vampire", "where": "board"}}, "$.flips[...].side"),
    (("debts",), [{"kind": "hunger"}], "$.debts[0]"),
])
def test_bad_data_is_refused_naming_the_field(path, value, field):
    data = RULES.encode(RULES.setup({}, Dice(2)))
    data[path[0]] = value
    with pytest.raises(StateError, match=re.escape(field)):
        RULES.decode(data)
