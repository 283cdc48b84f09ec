import copy
import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from zombiebox.core.actions import Action, IllegalAction, NotationError

words = st.from_regex(r"[a-zA-Z_][a-zA-Z0-9_.:>-]{0,8}", fullmatch=True)
values = st.recursive(st.integers(-1000, 1000) | words, lambda inner: st.lists(inner, max_size=4), max_leaves=8)


def test_notation_reads_like_a_move():
    action = Action.of("move", units=["z03", "z11"], to="C4")
    assert action.text == "move to=C4 units=[z03,z11]"
    assert action["to"] == "C4" and action.get("units") == ("z03", "z11")
    assert Action.parse("pass") == Action.of("pass")


@settings(max_examples=200)
@given(kind=words, params=st.dictionaries(words, values, max_size=4))
def test_text_notation_round_trips(kind, params):
    params = {k: v for k, v in params.items() if "=" not in k}
    action = Action.of(kind, **params)
    assert Action.parse(action.text) == action


def test_actions_are_immutable_values():
    action = Action.of("move", units=["z03", "z11"], to="C4")
    same = Action.parse(action.text)
    assert action == same and hash(action) == hash(same) and {action: 1}[same] == 1
    assert action != Action.of("move", to="C4") and action != ("move", action.params)
    with pytest.raises(AttributeError):
        action.kind = "pass"
    assert copy.deepcopy(action) == action and pickle.loads(pickle.dumps(action)) == action


@pytest.mark.parametrize("bad", ["", "to=C4", "move to", "move to=[a,b", "move to=a b=c d"])
def test_bad_notation_is_refused(bad):
    with pytest.raises(NotationError):
        Action.parse(bad)


def test_values_with_spaces_are_not_notation():
    with pytest.raises(ValueError):
        Action.of("move", to="C 4")


def test_illegal_action_carries_reason_and_rule():
    err = IllegalAction("a park costs 2", "AvZ 6.1")
    assert err.reason == "a park costs 2" and err.rule == "AvZ 6.1"
    assert "AvZ 6.1" in str(err)
