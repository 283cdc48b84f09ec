"""The AvZ state is typed data: core.state writes it as JSON and reads it back, checking it."""
import json

import pytest

from zombiebox.core.state import StateError

from .board import RULES, empty_town, play, put


def _round_trip(s):
    return RULES.decode(json.loads(json.dumps(RULES.encode(s))))


def test_a_rampage_interrupted_by_a_stomp_survives_json():
    """AvZ 4.0: the Mutant stomps into C4; while the Zombie player picks the victim, both the
    rampage and the losses are open."""
    s = put(empty_town(phase="event", step="mutate"), "C3", "tr1")
    put(s, "C4", "z01", "z25")  # a Rotting Zombie and a Mob: a choice
    play(s, "mutate unit=tr1")
    play(s, "rampage to=C4")
    assert s.step == "losses" and s.rampage.left == 5 and s.losses.verb == "stomp"
    back = _round_trip(s)
    assert back == s and list(back.zombies) == list(RULES.town.names)
    assert "at" not in RULES.encode(s)  # an index of the board, rebuilt on loading
    play(back, "stomp unit=z01")
    assert back.step == "rampage" and back.rampage.at == "C4" and back.losses is None


def test_a_state_with_a_wrong_field_or_an_unknown_location_is_refused_by_name():
    data = RULES.encode(empty_town())
    with pytest.raises(StateError, match=r"\$\.turn"):
        RULES.decode({**data, "turn": "one"})
    with pytest.raises(StateError, match=r"\$\.zombies"):
        RULES.decode({**data, "zombies": {**data["zombies"], "Z9": []}})
    with pytest.raises(StateError, match=r"\$\.group"):
        RULES.decode({**data, "group": {"at": "C3"}})
    with pytest.raises(StateError, match=r"\$\.group"):
        RULES.decode({**data, "step": "group"})  # a group forming, but no group
    with pytest.raises(StateError, match=r"\$\.step"):
        RULES.decode({**data, "step": "icons"})  # the rules' own step, never a position


def _mutables(value, found):
    """The ids of every list, dict, set and record inside `value`."""
    if isinstance(value, (list, dict, set)) or hasattr(value, "__slots__"):
        found.add(id(value))
    items = (value.values() if isinstance(value, dict) else value if isinstance(value, (list, set, tuple))
             else [getattr(value, n) for n in value.__slots__] if hasattr(value, "__slots__") else [])
    for item in items:
        _mutables(item, found)
    return found


def test_a_copy_equals_the_state_and_shares_nothing_the_rules_change():
    """Hard copies the state for each playout (AvzState.__deepcopy__): at every decision of a bot game the copy
    is equal, no list, dict, set or record is shared, and playing on in the copy leaves the original as it was."""
    import copy

    from zombiebox.core import registry
    from zombiebox.core.dice import Dice
    game = registry.get("avz")
    state = RULES.setup({}, Dice(3))
    bots = {seat: game.make_bot(game.default_bot(seat), seat) for seat in RULES.seats({})}
    cup, open_records = Dice(4), set()
    while RULES.to_move(state) is not None:
        twin = copy.deepcopy(state)
        assert twin == state and not _mutables(twin, set()) & _mutables(state, set())
        open_records |= {n for n in ("rampage", "losses", "landing", "group") if getattr(state, n) is not None}
        actions = RULES.legal_actions(state)
        action = bots[RULES.to_move(state)].choose(RULES, state, actions, cup).action
        before = RULES.encode(state)
        RULES.apply(twin, action, Dice(5))
        assert RULES.encode(state) == before
        RULES.apply(state, action, Dice(5))
        assert twin == state
    assert open_records >= {"losses", "landing", "group"}
