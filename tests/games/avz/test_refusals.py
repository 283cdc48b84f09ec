"""Refuse, never crash (issue 13): actions with missing, unknown or nonsense parameters are refused
with a reason and a rule before any rule reads them."""
import pytest

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.games.avz.state import Landing

from .board import RULES, empty_town, put, refused


def _landing():
    s = empty_town(phase="landing", step="land")
    s.landing = Landing(budget=5)
    return s


def test_land_without_a_location_is_refused_not_applied():
    why = refused(_landing(), "land unit=tr1")
    assert why.reason == "'land' needs at=..." and why.rule == "AvZ 3.0"


@pytest.mark.parametrize("text,reason", [
    ("land unit=nonsense at=C3", "there is no counter nonsense"),
    ("land unit=tr1 at=nowhere", "nowhere is not a location on the town map"),
    ("land unit=tr1 at=C3 extra=1", "'land' has no parameter 'extra' (its parameters: unit, at)"),
    ("land unit=5 at=C3", "unit of 'land' must be a word, not 5"),
    ("done now=1", "'done' has no parameter 'now' (its parameters: none)"),
])
def test_garbage_parameters_are_refused_with_a_reason(text, reason):
    assert refused(_landing(), text).reason == reason


@pytest.mark.parametrize("step,phase,text", [
    ("act", "aliens", "act at=nowhere do=move"), ("act", "aliens", "act at=C3 do=dance"),
    ("act", "aliens", "act at=C3"), ("act", "zombies", "act do=chomp at=C3"),
])
def test_actions_at_the_act_point_are_refused_whatever_their_values(step, phase, text):
    s = put(empty_town(phase=phase, step=step), "C3", "tr1")
    with pytest.raises(IllegalAction) as exc:
        RULES.check(s, Action.parse(text))
    assert exc.value.reason and exc.value.rule.startswith("AvZ")
