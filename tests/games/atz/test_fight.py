"""Ranged fire (ATZ 8.1-8.1.10), shot counters (4.2) and generation (11.0), melee (8.3), Being Charged
(9.1, 9.1.1), entering and searching buildings (10.1, 10.3), with loaded dice."""
import pytest

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.games.atz.boards import load_table
from zombiebox.games.atz.zombies import placement

from .cases import RULES, case, legal, place, play, zombies_at

TABLE = load_table(((1, 3),))


def _impulse(survivor: dict, zombies: dict, key: str):
    """Survivors first (4 against 6), `key` taking its impulse."""
    state = case({key: survivor}, zombies)
    play(state, [4, 6], f"impulse who={key}")
    return state


def test_8_1_nick_smg_at_three_adjacent_targets():  # 4, 3, 6, 5: 11 and 10 hit, 9 and 8 miss
    state = _impulse({"hex": "1G4", "in_hand": "smg"}, {"1G8": 1, "1G9": 1, "1G10": 1}, "nick")
    assert {"fire shots=2", "fire shots=3", "fire shots=4"} <= legal(state)
    play(state, [], "fire shots=4", "aim at=1G8")
    assert legal(state) == {"aim at=1G9", "shoot"}  # 8.1: the next target must be next to a target
    play(state, [4, 3, 6, 5], "aim at=1G9", "aim at=1G10", "shoot")
    assert (zombies_at(state, "1G8"), zombies_at(state, "1G9"), zombies_at(state, "1G10")) == (0, 0, 1)
    assert state.shots == {"1G4": 4} and state.killed == 2  # 4.2: a Shot 4 counter under Nick


def test_8_1_6_jimmys_grenade_from_the_pack_kills_two():  # 3, 4, 4 at three zombies
    state = _impulse({"hex": "1G4", "in_hand": "smg", "in_pack": "grenade"}, {"1G5": 3}, "jimmy")
    play(state, [3, 4, 4], "grenade at=1G5")
    assert zombies_at(state, "1G5") == 1 and state.shots == {"1G5": 1}
    assert state.survivors["jimmy"].in_pack == "" and state.impulse.acted


def test_8_1_7_out_of_ammo_then_reload_on_the_next_impulse():  # Tonya's SMG: two 1s
    state = _impulse({"hex": "1G4", "in_hand": "smg"}, {"1G9": 2}, "tonya")
    play(state, [1, 1, 3], "fire shots=3", "aim at=1G9", "shoot")
    assert state.survivors["tonya"].out_of_ammo == ["smg"]
    play(state, [1, 2, 3, 2, 5], "end")  # shots: 3 dice, no zombie; next turn 2 against 5
    play(state, [], "impulse who=tonya")
    assert "reload" in legal(state) and not any(a.startswith("fire") for a in legal(state))
    play(state, [], "reload")
    assert state.survivors["tonya"].out_of_ammo == []


def test_8_1_7_1_the_ammo_counter_reloads_at_once():
    state = _impulse({"hex": "1G4", "in_hand": "pistol", "gear": ["ammo"]}, {"1G9": 1}, "beck")
    play(state, [], "panic_fire shots=1", "aim at=1G9")
    play(state, [1, 1], "shoot")
    assert state.survivors["beck"].out_of_ammo == [] and state.survivors["beck"].gear == []


def test_8_1_8_sailor_panic_fires_two_dice_and_is_out_of_ammo():
    state = _impulse({"hex": "1G4", "in_hand": "pistol"}, {"1G6": 2}, "sailor")
    play(state, [], "panic_fire shots=1", "aim at=1G6")
    play(state, [5, 2], "shoot")  # 9 and 6: the first target dies
    assert zombies_at(state, "1G6") == 1 and state.survivors["sailor"].out_of_ammo == ["pistol"]
    assert state.shots == {"1G4": 2}  # 4.2: a shot for each fire die rolled


def test_4_4_a_scoped_pistol_panic_fires_with_the_panic_die_alone():  # issue 30 point 2: it raised
    state = _impulse({"hex": "1G4", "in_hand": "pistol", "scoped": "pistol"}, {"1G6": 2}, "beck")
    assert "panic_fire shots=1" in legal(state)
    play(state, [], "panic_fire shots=1", "aim at=1G6")
    play(state, [5, 2], "shoot")  # 2d6, not 3d6 (4.4: never both bonuses); 9 kills the first target
    assert zombies_at(state, "1G6") == 1 and state.survivors["beck"].out_of_ammo == ["pistol"]  # 8.1.8
    assert state.shots == {"1G4": 2}


def test_8_1_the_firer_picks_which_zombie_of_a_mixed_hex_to_aim_at():  # issue 30 point 4
    state = _impulse({"hex": "1G4", "in_hand": "pistol"}, {}, "beck")
    slow, other_slow, fast = place(state, "1G6", 3), place(state, "1G6", 3), place(state, "1G6", 5)
    play(state, [], "fire shots=1")
    assert legal(state) == {f"aim at=1G6 zombie={fast}", f"aim at=1G6 zombie={slow}"}  # one of each speed
    with pytest.raises(IllegalAction, match="not alike: name the one"):
        RULES.check(state, Action.parse("aim at=1G6"))
    assert str(RULES.check(state, Action.parse(f"aim at=1G6 zombie={other_slow}"))) == f"aim at=1G6 zombie={slow}"
    play(state, [6], f"aim at=1G6 zombie={slow}", "shoot")  # 10: the slow zombie falls, the fast one stays
    assert state.zombies[slow].hex == "" and state.zombies[fast].hex == "1G6"


def test_8_3_a_melee_hit_kills_the_fastest_zombie_in_the_hex():  # rulings (issue 30 point 4)
    state = _impulse({"hex": "1G4"}, {}, "nick")
    slow, fast = place(state, "1G5", 3), place(state, "1G5", 5)
    play(state, [], "charge")  # a Star charges by choice
    play(state, [1, 2, 6, 6, 2, 1], "step to=1G5")  # two successes against none: one zombie killed; next turn 2-1
    assert state.zombies[fast].hex == "" and state.zombies[slow].hex == "1G5"


def test_8_1_10_switching_is_an_action():
    state = _impulse({"hex": "1G4", "in_hand": "pistol", "in_pack": "smg"}, {}, "bank")
    play(state, [], "switch")
    survivor = state.survivors["bank"]
    assert (survivor.in_hand, survivor.in_pack) == ("smg", "pistol") and "switch" not in legal(state)


def test_8_2_a_target_behind_woods_cannot_be_fired_on():
    state = _impulse({"hex": "1A4", "in_hand": "smg"}, {"1A1": 1}, "nick")  # woods 1A2 between
    assert not any(a.startswith("fire") for a in legal(state))


def test_11_0_shots_generate_zombies_six_hexes_away():
    assert placement(TABLE, "1G4", 2) == "1G10"  # east, six hexes
    assert placement(TABLE, "1G4", 5) == "1G1"  # west: off the board, so on its edge
    beside = placement(TABLE, "1L13", 3)  # south-east from the south edge: along the edge, six away
    assert beside in TABLE.edges["south"] and TABLE.distance("1L13", beside) == 6
    state = case({"beck": {"hex": "1G4"}}, phase="end")
    state.shots = {"1G4": 3}
    play(state, [4, 1, 6, 1, 1, 2, 5])  # two zombies, the Cup's first each; then 2 against 5 at the next initiative
    placed = [z for z in state.zombies.values() if z.hex]
    assert len(placed) == 2 and state.shots == {} and state.turn == 2
    for zombie in placed:
        assert zombie.hex == placement(TABLE, "1G4", zombie.direction)


def test_11_0_loaded_dice_choose_the_zombie_drawn_from_the_cup_and_so_its_direction():
    for pick in range(1, 7):
        state = case({"beck": {"hex": "1G4"}}, phase="end")
        state.shots = {"1G4": 1}
        drawn = state.zombies[state.cup[pick - 1]]
        play(state, [4, pick, 2, 5])  # one die, a hit: the dice draw the Cup's pick-th zombie; then the initiative
        assert drawn.zid not in state.cup and [z for z in state.zombies.values() if z.hex] == [drawn]
        assert drawn.direction == pick and drawn.hex == placement(TABLE, "1G4", pick)  # 3.2: the cup's directions 1-6


def test_9_4_a_grunt_passes_2d6_charges_and_melees():
    state = _impulse({"hex": "1G4"}, {"1G5": 1}, "jimmy")
    assert "step to=1G5" not in legal(state) and "charge" in legal(state)  # into melee only by a charge
    play(state, [2, 3], "charge")
    assert state.impulse.charging and "fast" in legal(state)  # a charger may Fast Move too (9.4)
    play(state, [1, 2, 3, 2, 1], "step to=1G5")  # 2 successes against 1: the zombie dies; next turn 2-1
    assert zombies_at(state, "1G5") == 0 and state.impulse.sid == ""


def test_9_4_passing_1d6_an_armed_grunt_fires_instead():
    state = _impulse({"hex": "1G4", "in_hand": "pistol"}, {"1G6": 1}, "jimmy")
    play(state, [3, 6], "charge")
    assert state.impulse.firing == "fire" and legal(state) == {"aim at=1G6"}


def test_9_4_passing_0d6_remains_in_place():
    state = _impulse({"hex": "1G4", "in_hand": "pistol"}, {"1G6": 1}, "jimmy")
    play(state, [5, 6], "charge")
    assert not state.impulse.charging and not any(a.startswith("step") for a in legal(state))


def test_9_4_a_star_chooses_to_charge_without_a_test():
    state = _impulse({"hex": "1G4", "in_hand": "shotgun"}, {"1G6": 2}, "nick")
    play(state, [], "charge")
    assert state.impulse.charging


def test_9_4_a_charge_must_be_in_reach_of_a_fast_move():  # 5 MPs + 2 at most
    state = _impulse({"hex": "1G1"}, {"1G9": 1}, "jimmy")
    assert "charge" not in legal(state)


def test_too_tall_scouts_a_building_then_enters_without_a_test():  # publisher's FAQ
    state = _impulse({"hex": "1G7", "in_hand": "smg"}, {}, "too_tall")
    state.zombie_deck.append(2)
    play(state, [1, 1], "scout at=1F7")  # the card's two zombies, the Cup's first each
    assert state.entered == ["1F7"] and zombies_at(state, "1F7") == 2 and "step to=1F7" in legal(state)


def test_buffy_heals_a_wound_on_one_success():  # publisher's FAQ
    state = case({"buffy": {"hex": "1G7"}, "beck": {"hex": "1G8", "wounds": 1}})
    play(state, [4, 6], "impulse who=buffy")
    assert "heal who=beck" in legal(state) and "heal who=buffy" not in legal(state)
    play(state, [6, 4], "heal who=beck")
    assert state.survivors["beck"].wounds == 0 and state.impulse.acted


def test_7_0_give_gear_to_an_adjacent_survivor():
    state = case({"beck": {"hex": "1G6", "gear": ["medkit"], "in_pack": "smg"}, "bank": {"hex": "1G7"}})
    play(state, [4, 6], "impulse who=beck")
    assert {"give what=medkit who=bank", "give what=smg who=bank"} <= legal(state)
    play(state, [], "give what=smg who=bank")
    assert state.survivors["bank"].in_hand == "smg" and state.survivors["beck"].in_pack == ""
    assert not any(a.startswith("give") for a in legal(state))  # the action is spent


def test_9_1_beck_charged_by_three_passes_2d6_fires_then_melees():  # 3 and 2
    state = case({"beck": {"hex": "1G6", "in_hand": "pistol"}}, {"1G9": 3}, phase="zombies")
    state.order, state.survivor_die, state.zombie_die = ["zombies", "survivors"], 2, 3
    play(state, [3, 2, 6, 1, 2, 5, 6])  # test; pistol 6 (10: a hit); melee 1, 2 against 5, 6
    assert zombies_at(state, "1G6") == 1 and state.killed == 2 and state.survivors["beck"].wounds == 0


def test_9_1_1_runaway_from_three_in_the_open():  # passes 0d6 in a clear hex: Runaway, direction 5 (west)
    state = case({"beck": {"hex": "1G6", "in_hand": "pistol"}}, {"1G9": 3}, phase="zombies")
    state.order, state.survivor_die, state.zombie_die = ["zombies", "survivors"], 2, 3
    play(state, [5, 6, 5])  # 4 + 2 MPs would go further, but the board ends at 1G1
    assert state.survivors["beck"].hex == "1G1" and zombies_at(state, "1G6") == 3


def test_10_3_search_a_cleared_building():
    state = _impulse({"hex": "1G7", "in_hand": "pistol"}, {}, "beck")
    state.entered.append("1F7")
    state.loot_deck.append("smg")
    play(state, [], "step to=1F7", "search")
    beck = state.survivors["beck"]
    assert beck.in_pack == "smg" and beck.found == 1 and state.searched == ["1F7"]
    assert "search" not in legal(state)


def test_10_1_zombies_surprise_a_survivor_who_fast_moved():
    state = _impulse({"hex": "1G7", "in_hand": "pistol"}, {}, "beck")
    state.zombie_deck.append(1)
    # the card's zombie (the Cup's first); no surprise roll: melee 5, 6 against 3
    play(state, [6, 6, 1, 5, 6, 3, 2, 1], "fast", "step to=1F7")
    assert state.entered == ["1F7"] and zombies_at(state, "1F7") == 1 and state.survivors["beck"].wounds == 1


def test_4_3_a_searched_building_draws_no_zombie_card():
    state = _impulse({"hex": "1G7"}, {}, "beck")
    state.searched.append("1F7")
    state.zombie_deck.append(6)
    play(state, [], "step to=1F7")
    assert zombies_at(state, "1F7") == 0 and state.zombie_deck[-1] == 6


def test_8_2_1_an_unseen_hex_next_to_a_target_gets_no_fire():  # Beck's SMG cannot spread out of sight
    state = _impulse({"hex": "1C1", "in_hand": "smg"}, {"1D6": 1, "1C6": 1}, "beck")
    assert TABLE.in_sight("1C1", "1D6") and not TABLE.in_sight("1C1", "1C6")
    play(state, [], "fire shots=3")
    assert legal(state) == {"aim at=1D6"}
    play(state, [], "aim at=1D6")
    assert legal(state) == {"shoot"}
