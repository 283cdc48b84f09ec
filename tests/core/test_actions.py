import copy
import gc
import pickle
import weakref

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from zombiebox.core.actions import Action, IllegalAction, NotationError, act, interner, lookup

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


def test_act_gives_one_object_for_one_action():
    """The kit's interner (issue 32.8): the same action is the same object, however its values are named."""
    step = act("step", to="C4")
    assert step is act("step", to="C4") and step == Action.of("step", to="C4")
    assert act("place", human="h1", at="D3") is act("place", at="D3", human="h1")
    assert act("fire", shots=2) is not act("fire", shots=3)
    small = interner(maxsize=2)               # a bounded store (CoZ's hits) hands out the same objects
    assert small("step", to="C4") is step
    table = lookup("land", ("unit", "at"), [("a1", "C4"), ("a2", "C4")])
    assert table["a2", "C4"] is act("land", unit="a2", at="C4")


@pytest.mark.parametrize("kind, params, refused", [
    ("step to", {}, ValueError), ("", {}, ValueError), ("step", {"to": "C 4"}, ValueError),
    ("step", {"to": True}, TypeError), ("step", {"to": 1.0}, TypeError), ("step", {"to": ["a"]}, TypeError)])
def test_act_refuses_what_action_of_refuses(kind, params, refused):
    """act checks as Action.of checks, even after an equal value was made (True == 1 is not let through)."""
    act("step", to=1)
    with pytest.raises(refused):
        act(kind, **params)


def test_an_action_no_store_keeps_is_freed():
    """Issue 31.10: the interners share one table of live actions (equal actions named in another order are
    one object); that table must not keep them itself, or every action a session ever made stays (the soak
    grew without end after each game's interner had been emptied)."""
    small = interner(maxsize=1)
    kept = weakref.ref(small("soak_probe", at="Q9"))
    assert kept() is small("soak_probe", at="Q9")       # one object while a store holds it
    small("soak_probe", at="Q8")                        # the bound pushes the first out of the only store
    gc.collect()
    assert kept() is None
    assert small("soak_probe", at="Q9") == Action.of("soak_probe", at="Q9")   # made again when asked again
