"""ZS Event Cards and Loss of People: each card strikes every household at once."""
from zombiebox.core.dice import Dice
from zombiebox.games.zs import events as zs_events

from .table import apocalypse, kinds


def draw(state, key, dice=None):
    state.events.remove(key)
    state.events.append(key)
    out = []
    zs_events.turn_over(state, dice or Dice.loaded([]), out)
    return out


def test_event_cards_food_feeds_every_person_or_he_is_removed():
    state = apocalypse(households=2, food=1)
    draw(state, "hungry")
    assert [hh.people for hh in state.households.values()] == [1, 1]
    assert all(hh.track["food"] == 0 for hh in state.households.values())


def test_event_cards_water_no_effect_with_running_water_else_1_water():
    state = apocalypse(water=1)
    hh = state.households["p1"]
    draw(state, "thirsty")
    assert hh.track["water"] == 1
    out = draw(state, "water_main")
    assert not state.running_water and hh.track["water"] == 0 and "dry" in kinds(out)
    state.event_discard.remove("thirsty")
    state.events.append("thirsty")
    draw(state, "thirsty")
    assert hh.people == 2


def test_event_cards_fire_running_water_puts_it_out_else_2_water_else_the_house_burns():
    state = apocalypse(households=2, water=2)
    state.running_water = False
    state.households["p2"].track["water"] = 1
    out = draw(state, "kitchen_fire")
    assert state.households["p1"].track["water"] == 0 and not state.households["p1"].out
    assert state.households["p2"].out == "the house burned down" and "burned" in kinds(out)


def test_event_cards_fatigue_sick_and_batteries():
    state = apocalypse(items=("flashlight", "flashlight"), first_aid=0)
    hh = state.households["p1"]
    draw(state, "storm")          # fatigue 1, batteries 1
    assert hh.actions == 2 and hh.dead_lights == 1
    draw(state, "flu")            # sick 1, no first aid
    assert hh.people == 2


def test_event_cards_night_and_blackout_last_the_game():
    state = apocalypse()
    out = draw(state, "night")
    assert state.night and "night" in kinds(out)
    draw(state, "blackout")
    assert not state.electricity


def test_event_cards_horde_is_step_1_again():
    state = apocalypse(households=2)
    draw(state, "horde", Dice.loaded([4]))
    assert len(state.arrivals) == 8 and {a.square for a in state.arrivals} == {4}
