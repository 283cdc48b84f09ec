"""ZS Zombie Movement and Barricades: the push chain, coming in, sliding along a barricaded wall
(the owner's choice), three zombies breaking a barricade."""
from zombiebox.core.actions import Action
from zombiebox.core.dice import Dice
from zombiebox.games.zs import movement
from zombiebox.games.zs.state import Arrival

from .table import RULES, apocalypse, kinds, play

RULE = "ZS Part II"


def arrive(state, yard, square, slide=None):
    events = []
    movement.arrive(state, Arrival("p1", yard, square, RULE), events, slide)
    return events


def test_zombie_movement_push_chain_moves_the_old_zombie_closer():
    state = apocalypse()
    hh = state.households["p1"]
    hh.zombies["front"] = [2]
    arrive(state, "front", 2)
    assert hh.zombies["front"] == [2, 5]


def test_zombie_movement_pushed_at_an_unbarricaded_door_comes_in():
    state = apocalypse()
    hh = state.households["p1"]
    hh.zombies["front"] = [2, 5]
    events = arrive(state, "front", 2)
    assert hh.zombies["front"] == [2, 5] and hh.inside == 1 and "break_in" in kinds(events)


def test_zombie_movement_push_chain_into_a_barricaded_edge_slides_by_the_owners_choice():
    state = apocalypse()
    hh = state.households["p1"]
    hh.zombies["front"], hh.barricades = [2, 5], ["front"]
    state.arrivals = [Arrival("p1", "front", 2, RULE)]
    assert RULES.to_move(state) == "p1"
    assert RULES.legal_actions(state) == [Action.of("slide", square=4), Action.of("slide", square=6)]
    events = play(state, "slide square=6", Dice.loaded([]))
    assert hh.zombies["front"] == [2, 5, 6] and hh.inside == 0 and "slide" in kinds(events)
    assert hh.barricades == ["front"]


def test_zombie_movement_a_slide_pushes_along_the_wall_and_the_end_is_no_room():
    state = apocalypse()
    hh = state.households["p1"]
    hh.zombies["front"], hh.barricades = [4, 5], ["front"]
    assert movement.choices(state, Arrival("p1", "front", 4, RULE)) == []   # only rightwards has room
    events = arrive(state, "front", 4)
    assert hh.zombies["front"] == [4, 5, 6]
    assert "barricade_broken" in kinds(events) and hh.barricades == []


def test_barricades_three_zombies_next_to_a_barricade_remove_it():
    state = apocalypse()
    hh = state.households["p1"]
    hh.zombies["back"], hh.barricades = [4, 6], ["back", "front"]
    events = arrive(state, "back", 5)
    assert hh.barricades == ["front"] and [e.rule for e in events if e.kind == "barricade_broken"] == ["ZS Barricades"]


def test_zombie_movement_140_zombies_none_left_none_placed():
    state = apocalypse()
    state.supply = 0
    events = arrive(state, "left", 3)
    assert state.households["p1"].zombies["left"] == [] and kinds(events) == ["no_zombie"]


def test_part_ii_step_1_one_die_a_zombie_in_each_yard_of_every_household():
    state = apocalypse(households=2, stage="step1")
    state.events = [e for e in state.events if e != "quiet"] + ["quiet"]   # a Quiet day on top
    RULES.settle(state, Dice.loaded([3]), [])   # one die for everyone: loaded dice refuse a second
    for hh in state.households.values():
        assert hh.zombies == {"front": [3], "back": [3], "left": [3], "right": [3]}
    assert state.supply == 140 - 8 and state.event == "quiet"
