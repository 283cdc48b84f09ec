"""ZS Going to Town: the vehicle, the driveway, searching, carrying, coming home."""
import pytest

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.games.zs.houses import house

from .table import RULES, apocalypse, kinds, play


def town_state(vehicle="car", **kw):
    state = apocalypse(households=2, stage="town", items=("pistol",), vehicle=vehicle, **kw)
    return state, state.households["p1"]


def garage(hh):
    return house(hh.house).garage_yard


def test_going_to_town_through_a_driveway_of_zombies():
    state, hh = town_state()
    hh.zombies[garage(hh)] = [2, 5, 6]
    play(state, "go people=2", Dice.loaded([]))
    play(state, "take weapon=pistol", Dice.loaded([]))
    events = play(state, "drive", Dice.loaded([]))
    assert kinds(events).count("run_over") == 2 and hh.zombies[garage(hh)] == [6]
    assert hh.vehicles[0].damage == 2 and hh.track["gas"] == 4
    assert hh.people == 1 and hh.actions == 1 and hh.trip.people == 2 and hh.trip.weapons == ["pistol"]


def test_going_to_town_a_vehicle_destroyed_on_the_way_out_stays_home():
    state, hh = town_state(vehicle="motorcycle")
    hh.zombies[garage(hh)] = [2, 5]
    play(state, "go people=1", Dice.loaded([]))
    events = play(state, "drive", Dice.loaded([]))
    assert "wrecked" in kinds(events) and hh.trip is None and hh.people == 3 and hh.actions == 2


def test_going_to_town_refused_with_a_barricaded_garage_or_no_one_left_home():
    state, hh = town_state()
    hh.barricades = [garage(hh)]
    with pytest.raises(IllegalAction) as err:
        RULES.check(state, Action.of("go", people=1))
    assert "garage door must be unbarricaded" in err.value.reason and err.value.rule == "ZS Going to Town"
    hh.barricades = []
    assert Action.of("go", people=3) not in RULES.legal_actions(state)


def in_town(night=False, vehicle="car", people=1):
    state, hh = town_state(vehicle=vehicle)
    play(state, f"go people={people}", Dice.loaded([]))
    play(state, "drive", Dice.loaded([]))
    state.round, state.night = 2, night
    hh.trip.actions = hh.trip.people
    state.turn, state.stage = 0, "town"
    return state, hh


@pytest.mark.parametrize("night,drawn", [(False, 2), (True, 1)])
def test_going_to_town_search_2_cards_by_day_1_at_night(night, drawn):
    state, hh = in_town(night)
    state.decks["pharmacy"] = [c for c in state.decks["pharmacy"] if not c.endswith(("-8", "-9", "-10"))]
    events = play(state, "search location=pharmacy", Dice.loaded([]))
    assert len(events[0].data["cards"]) == drawn and hh.trip.actions == 0


def test_going_to_town_one_item_a_person_within_the_vehicles_limit():
    state, hh = in_town(vehicle="car", people=1)
    state.decks["grocery"] = ["grocery-2", "grocery-1"]   # two canned food, no zombie
    play(state, "search location=grocery", Dice.loaded([]))
    assert RULES.legal_actions(state) == [Action.of("keep"), Action.of("leave")]
    play(state, "keep", Dice.loaded([]))
    assert RULES.legal_actions(state) == [Action.of("leave")]   # one person carries one item
    with pytest.raises(IllegalAction):
        RULES.check(state, Action.of("keep"))


def test_going_to_town_an_empty_deck_reshuffles_its_discards():
    state, hh = in_town()
    discards = list(state.decks["police"])
    state.town_discard["police"], state.decks["police"] = list(discards), []
    ordered = [1] * (len(discards) - 1)  # loaded dice deal the discards back in their order
    events = play(state, "search location=police", Dice.loaded(ordered))
    searched = next(e for e in events if e.kind == "search")
    assert "reshuffle" in kinds(events) and searched.data["cards"] == discards[::-1][:2]  # 2 by day, from the top


def test_going_to_town_a_zombie_drawn_is_fought_at_once():
    state, hh = in_town()
    zombie = next(c for c in state.decks["grocery"] if c.endswith(("-10", "-11", "-12")))
    state.decks["grocery"] = [zombie]
    state.town_discard["grocery"] = []
    hh.trip.weapons = ["pistol"]
    play(state, "search location=grocery", Dice.loaded([]))
    assert RULES.legal_actions(state) == [Action.of("fight", weapon="pistol")]
    events = play(state, "fight weapon=pistol", Dice.loaded([1, 1, 1, 1]))   # both dice outside: missed
    assert hh.track["first_aid"] == 4 and "first_aid" in kinds(events)


def test_going_to_town_coming_home_brings_people_and_supplies():
    state, hh = in_town()
    hh.trip.carried = ["grocery-1"]
    state.decks["grocery"].remove("grocery-1")
    hh.zombies[garage(hh)] = [5]
    events = play(state, "return", Dice.loaded([]))
    assert "home" in kinds(events) and hh.trip is None and hh.people == 3 and hh.track["food"] == 7   # canned food +2
    assert hh.vehicles[0].damage == 1 and "grocery-1" in state.town_discard["grocery"]


def test_going_to_town_destroyed_in_the_driveway_coming_home_fight_your_way_in():
    state, hh = in_town(vehicle="motorcycle")
    hh.trip.weapons = ["pistol"]
    hh.vehicles[0].damage = 1
    hh.zombies[garage(hh)] = [4, 5]
    play(state, "return", Dice.loaded([]))
    assert RULES.to_move(state) == "p1" and RULES.legal_actions(state) == [Action.of("fight", weapon="pistol", square=4)]
    events = play(state, "fight weapon=pistol square=4", Dice.loaded([1, 2, 1, 1]))   # a head: killed
    assert "home" in kinds(events) and hh.people == 3


def test_going_to_town_no_weapon_to_fight_in_means_all_are_lost():
    state, hh = in_town(vehicle="motorcycle")
    hh.vehicles[0].damage = 1
    hh.zombies[garage(hh)] = [4, 5]
    events = play(state, "return", Dice.loaded([]))
    assert "lost_in_driveway" in kinds(events) and hh.people == 2 and hh.trip is None
