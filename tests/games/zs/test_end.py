"""ZS Unwelcome Guests, The End, and the whole flow: one round, whole games."""
import pytest

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.dice import Dice

from .table import RULES, apocalypse, kinds, play


def test_unwelcome_guests_a_leftover_action_sends_a_zombie_to_a_rival_yard():
    state = apocalypse(households=2, stage="guests")
    events = play(state, "send seat=p2 yard=back", Dice.loaded([6]))
    assert state.households["p2"].zombies["back"] == [6] and state.households["p1"].actions == 2
    assert events[0].rule == "ZS Unwelcome Guests"
    with pytest.raises(IllegalAction):
        RULES.check(state, Action.of("send", seat="p1", yard="back"))   # not your own house


def test_unwelcome_guests_none_in_solo():
    state = apocalypse(stage="guests")
    assert RULES.legal_actions(state) == [Action.of("done")]


def test_the_end_no_people_in_the_house_is_out_and_the_last_household_standing_wins():
    state = apocalypse(households=3, stage="combat", items=("bat",), first_aid=0)
    for seat in ("p2", "p3"):
        state.households[seat].people = 1
    state.households["p2"].inside = 1
    state.households["p3"].out = "the house burned down"
    state.stage = "bites"
    events = []
    RULES.steps["bites"].run(state, Dice.loaded([]), events)
    assert state.households["p2"].out == "no people in the house" and "out" in kinds(events)
    outcome = RULES.outcome(state)
    assert outcome.label == "p1 wins" and outcome.winners == ("p1",)


def test_the_end_solo_survives_when_the_event_deck_runs_out():
    state = apocalypse(stage="end")
    state.event_discard, state.events = state.event_discard + state.events, []
    RULES.steps["end"].run(state, Dice.loaded([]), [])
    assert RULES.outcome(state).label == "survived" and RULES.to_move(state) is None


def test_the_end_everyone_falls_at_once_no_one_wins():
    state = apocalypse(households=2)
    for hh in state.households.values():
        hh.out = "no people in the house"
    assert RULES.outcome(state).label == "no one survives"


def test_part_ii_a_round_runs_its_six_steps_in_order():
    state = apocalypse(households=2, stage="step1", items=("pistol",))
    state.events = [e for e in state.events if e != "quiet"] + ["quiet"]
    events = []
    RULES.settle(state, Dice.loaded([5]), events)
    assert kinds(events)[:2] == ["roll", "zombie"] and state.event == "quiet"
    assert RULES.to_move(state) == "p1" and RULES.phase_rule(state) == "ZS Barricades"
    order = []
    dice = Dice(4)
    while state.round == 2:   # step 1 began round 2
        order.append((RULES.to_move(state), RULES.phase_rule(state)))
        play(state, "done", dice)
    assert order == [("p1", "ZS Barricades"), ("p2", "ZS Barricades"), ("p1", "ZS Combat Zombies"),
                     ("p2", "ZS Combat Zombies"), ("p1", "ZS Unwelcome Guests"), ("p2", "ZS Unwelcome Guests")]
