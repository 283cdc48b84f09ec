"""Every refused action of Zombie Survival says why, with the rule, in a player's words (not only
that it is not open now)."""
import pytest

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.games.zs.houses import house
from zombiebox.games.zs.state import Arrival, Breakout, Throw

from .table import RULES, apocalypse, play


def refused(state, text):
    with pytest.raises(IllegalAction) as err:
        RULES.check(state, Action.parse(text))
    assert "is not open now" not in err.value.reason
    return err.value.reason, err.value.rule


def test_part_i_a_placement_says_what_is_in_the_way():
    state = apocalypse()
    state.stage, state.picked = "place", "pistol"
    hh = state.households["p1"]
    icon = next(iter(house(hh.house).icons))
    reason, rule = refused(state, f"place col={icon[0]} row={icon[1]} turn=0")
    assert rule == "ZS Part I" and reason.startswith("the Pistol would cover the ") and "icon space" in reason
    assert refused(state, "place col=9 row=0 turn=0")[0] == "the Pistol would cross the outside wall"
    assert refused(state, "place col=1 row=1 turn=3")[0] == "the Pistol lies 1 way: turn 0 to 0"


def test_the_slide_names_the_two_squares():
    state = apocalypse()
    hh = state.households["p1"]
    hh.zombies["front"], hh.barricades = [2, 5], ["front"]
    state.arrivals = [Arrival("p1", "front", 2, "ZS Part II")]
    reason, rule = refused(state, "slide square=3")
    assert rule == "ZS Zombie Movement" and reason.endswith("to square 4 or 6")


def test_unwelcome_guests_go_to_an_opponent_still_in_the_game():
    state = apocalypse(households=3, stage="guests")
    assert refused(state, "send seat=p1 yard=front") == ("zombies go to an opponent's yard, not your own",
                                                        "ZS Unwelcome Guests")
    assert refused(state, "send seat=p2 yard=roof")[0] == "there is no roof yard (front, back, left, right)"
    state.households["p2"].out = "no people in the house"
    assert refused(state, "send seat=p2 yard=front")[0] == "P2 is not an opponent still in the game"
    state.households["p1"].actions = 0
    state.households["p2"].out = ""
    assert refused(state, "send seat=p2 yard=front") == ("no one at home has an action left this round", "ZS Actions")


def test_a_die_lands_in_one_of_four_places_and_shows_1_to_6():
    state = apocalypse(stage="combat")
    state.options["combat"] = "throw"
    state.throw = Throw("home", "p1", "pistol", 2, "front", 5)
    assert refused(state, "land spot=roof face=3")[0] == ("a die lands outside the lid, on the lid's bare "
                                                               "floor, on the head or on the picture")
    assert refused(state, "land spot=head face=9") == ("a die shows 1 to 6", "ZS Combat Zombies")


def test_going_to_town_loading_searching_and_fighting_say_why():
    state = apocalypse(households=2, stage="town", items=("pistol",), vehicle="car")
    hh = state.households["p1"]
    assert refused(state, "search location=grocery")[0].startswith("no one of yours is in town")
    play(state, "go people=1", Dice.loaded([]))
    assert refused(state, "take weapon=shotgun")[0] == "the house holds no Shotgun to take along"
    assert refused(state, "take weapon=lumber")[0] == "lumber is not a weapon"
    play(state, "drive", Dice.loaded([]))
    state.turn, state.stage = 0, "town"
    hh.actions = 2
    assert refused(state, "search location=grocery")[0].startswith("the people reached town this round")
    state.round, hh.trip.actions = 2, 0
    assert refused(state, "search location=grocery")[0] == "everyone in town has used their action this round"
    hh.trip.actions = 1
    assert refused(state, "search location=mall")[0].startswith("there is no mall in town")


def test_fighting_your_way_in_names_the_weapons_and_the_squares():
    state = apocalypse(vehicle="car")
    hh = state.households["p1"]
    yard = house(hh.house).garage_yard
    hh.zombies[yard] = [5]
    state.breakout = Breakout("p1", 1, ["pistol"])
    assert refused(state, "fight weapon=shotgun square=5") == ("no one left in the vehicle holds a Shotgun",
                                                              "ZS Going to Town")
    reason, _ = refused(state, "fight weapon=pistol square=2")
    assert reason == f"the path to the house is along the wall: attack a zombie on square 4 or 5 or 6 of the {yard} yard"
