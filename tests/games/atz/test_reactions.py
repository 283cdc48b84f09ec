"""Survivors against survivors (ATZ 8.1, 9.1-9.4): fire at an enemy survivor, Received Fire and Duck Back,
In Sight and its roll-off, the chain of fire, Wanting to Charge and Being Charged, with loaded dice."""
import pytest

from zombiebox.games.atz.boards import load_table
from zombiebox.games.atz.reactions import duck_back_hexes, mp_to, received_fire_result

from .cases import RULES, case, legal, play

TABLE = load_table(((1, 3),))


def rivals(p1: dict, p2: dict, zombies: dict = None):
    """Two players' bands that are enemies; p1's side acts first (initiative 4, 2, zombies 1)."""
    survivors = {k: dict(v, player="p1") for k, v in p1.items()} | {k: dict(v, player="p2") for k, v in p2.items()}
    state = case(survivors, zombies)
    state.players, state.hostile = ["p1", "p2"], True
    play(state, [4, 2, 1])
    return state


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def test_8_1_an_enemy_survivor_is_a_target_and_cover_and_the_vest_make_it_harder():
    state = rivals({"nick": {"hex": "1G2", "in_hand": "pistol"}}, {"bank": {"hex": "1F6", "gear": ["vest"]}})
    play(state, [], "impulse who=nick", "fire shots=1")
    assert legal(state) == {"aim at=1F6 who=bank"}
    events = play(state, [5], "aim at=1F6 who=bank", "shoot")  # 10: a building and the vest need 10
    fire = next(e for e in events if e.kind == "fire")
    assert fire.data["results"][0]["needs"] == 10 and fire.data["wounded"] == ["bank"]
    assert state.survivors["bank"].wounds == 1 and state.reactions == []  # hit: no Received Fire test


def test_9_2_too_tall_passes_1d6_in_the_open_and_ducks_back():  # "a five and a three passing 1d6"
    state = rivals({"nick": {"hex": "1G2", "in_hand": "pistol"}}, {"too_tall": {"hex": "1G6", "in_hand": "pistol"}})
    events = play(state, [1, 5, 3], "impulse who=nick", "fire shots=1", "aim at=1G6 who=too_tall", "shoot")
    test = next(e for e in events if e.kind == "received_fire")
    assert test.data["passed"] == 1 and test.data["result"] == "duck_back"  # she cannot return fire
    assert RULES.decision(state) == "duck_back" and RULES.to_move(state) == "p2"  # her owner chooses where
    choices = {a["to"] for a in RULES.legal_actions(state)}
    far = mp_to(TABLE, "1G2")
    for hex_ in choices:  # 9.2.1: in cover or out of sight, no closer in MPs, within her printed 4 MPs
        assert TABLE.terrain[hex_] != "clear" or not TABLE.in_sight("1G2", hex_)
        assert far[hex_] >= far["1G6"]
    assert "1F6" in choices and "1G5" not in choices
    play(state, [], "duck to=1F6")  # the building's Zombie Card reads 0 (cases)
    assert state.survivors["too_tall"].hex == "1F6" and RULES.decision(state) == "impulse"


def test_9_2_1_duck_back_goes_no_further_than_the_printed_mps():
    state = rivals({"nick": {"hex": "1G2"}}, {"too_tall": {"hex": "1G6"}})
    hexes = duck_back_hexes(state, TABLE, state.survivors["too_tall"], state.survivors["nick"])
    assert hexes and all(TABLE.distance("1G6", h) <= state.survivors["too_tall"].mp for h in hexes)


@pytest.mark.parametrize("passed,charging,covered,armed,able,result", [
    (2, False, False, True, True, "fire"),        # others return fire if they can
    (2, False, False, True, False, "duck_back"),  # out of ammo or out of range
    (2, False, False, False, False, "carry_on"),  # nothing to fire: finish the move
    (2, True, False, True, True, "carry_on"),     # chargers continue their charge
    (1, True, False, True, True, "carry_on"),
    (1, False, True, True, True, "fire"),         # in rough or a building, able: return fire
    (1, False, False, True, True, "duck_back"),   # others Duck Back (Too Tall)
    (1, False, True, True, False, "duck_back"),
    (0, True, False, True, True, "duck_back"),    # chargers Duck Back
    (0, False, True, True, True, "duck_back"),    # those in cover Duck Back
    (0, False, False, True, True, "runaway"),     # all others Runaway
])
def test_9_2_received_fire_table(passed, charging, covered, armed, able, result):
    assert received_fire_result(passed, charging, covered, armed, able) == result


def test_9_2_pass_2d6_returns_fire_and_0d6_in_the_open_runs_away():
    state = rivals({"nick": {"hex": "1G2", "in_hand": "pistol"}}, {"jimmy": {"hex": "1G6", "in_hand": "pistol"}})
    # Nick misses (1: 6); Jimmy passes 2d6 and returns fire (a 1: 5, a miss); Nick, a Star, chooses
    events = play(state, [1, 2, 3, 1], "impulse who=nick", "fire shots=1", "aim at=1G6 who=jimmy", "shoot")
    assert kinds(events).count("fire") == 2 and RULES.decision(state) == "star_reaction"
    assert RULES.to_move(state) == "p1" and legal(state) == {"react with=fire", "react with=duck_back",
                                                             "react with=runaway"}
    events = play(state, [2, 6, 6, 2], "react with=fire")  # Nick misses again (2: 7); Jimmy fails both: runs
    test = [e for e in events if e.kind == "received_fire"][-1]
    assert test.data["result"] == "runaway" and "runaway" in kinds(events)
    assert state.survivors["jimmy"].hex != "1G6"


def test_9_3_jimmy_in_sight_wins_the_roll_off_and_fires_first_rushed():
    """9.3: Jimmy cannot see anyone; an enemy comes round the corner into view; Jimmy passes 1d6 (5, 3),
    wins the roll-off and fires first, but his shot is rushed."""
    state = rivals({"bank": {"hex": "1E10", "in_hand": "pistol"}}, {"jimmy": {"hex": "1G14", "in_hand": "pistol"}})
    assert "jimmy:bank" not in state.sighted  # the buildings 1E10-1E11 hide Bank as the turn starts
    play(state, [], "impulse who=bank")
    events = play(state, [5, 3, 6, 1, 3, 4, 6], "step to=1F10")  # roll-off: Jimmy 6 + 4 = 10, Bank 1 + 4 = 5
    sight = next(e for e in events if e.kind == "in_sight")
    assert sight.data["survivor"] == "jimmy" and sight.data["result"] == "roll_off"
    assert sight.data["totals"] == [10, 5]
    fire = next(e for e in events if e.kind == "fire")
    assert fire.data["survivor"] == "jimmy" and fire.data["rushed"] and fire.data["results"][0]["needs"] == 9
    assert fire.data["wounded"] == []  # 3 + 4 = 7: a miss, and Bank must now test (9.2): 4, 6 passes 1d6
    assert [e.data["result"] for e in events if e.kind == "received_fire"] == ["duck_back"]
    assert RULES.decision(state) == "duck_back" and RULES.to_move(state) == "p1"


def test_9_3_in_sight_pass_2d6_fires_and_0d6_stays_put():
    state = rivals({"bank": {"hex": "1E10", "in_hand": "pistol"}}, {"jimmy": {"hex": "1G14", "in_hand": "pistol"}})
    play(state, [], "impulse who=bank")
    events = play(state, [6, 6], "step to=1F10")
    assert next(e for e in events if e.kind == "in_sight").data["result"] == "remain"
    assert "fire" not in kinds(events) and RULES.decision(state) == "impulse"
    state = rivals({"bank": {"hex": "1E10", "in_hand": "pistol"}}, {"jimmy": {"hex": "1G14", "in_hand": "pistol"}})
    play(state, [], "impulse who=bank")
    events = play(state, [2, 2, 6], "step to=1F10")  # Jimmy fires, not rushed: 6 + 4 = 10 hits
    fire = next(e for e in events if e.kind == "fire")
    assert not fire.data["rushed"] and fire.data["wounded"] == ["bank"]


def test_9_3_1_the_chain_of_fire_ends_on_a_hit():
    """9.3.1: Jimmy fires at Nick and misses; Nick returns fire and misses; Jimmy passes 2d6, returns fire
    and hits: the chain is over."""
    state = rivals({"jimmy": {"hex": "1G2", "in_hand": "pistol"}}, {"nick": {"hex": "1G6", "in_hand": "pistol"}})
    play(state, [1], "impulse who=jimmy", "fire shots=1", "aim at=1G6 who=nick", "shoot")
    assert RULES.decision(state) == "star_reaction"  # Nick, a Star, chooses to return fire (3.1.1)
    events = play(state, [2, 2, 3, 5], "react with=fire")  # Nick 7 misses; Jimmy passes (2, 3), 9 hits
    assert kinds(events).count("fire") == 2 and state.survivors["nick"].wounds == 1
    assert state.reactions == [] and RULES.decision(state) == "impulse"


def test_9_4_wanting_to_charge_an_enemy_then_9_1_being_charged_and_the_melee():
    state = rivals({"jimmy": {"hex": "1G4"}}, {"bank": {"hex": "1G7", "in_hand": "pistol"}})
    play(state, [], "impulse who=jimmy")
    assert "charge" in legal(state)
    play(state, [2, 3], "charge", "step to=1G5", "step to=1G6")  # passes 2d6: Charge!
    # Bank passes 2d6 (1, 2): fires (4: 8 hits Jimmy), then the melee: Jimmy, wounded, 1 die, Bank 2
    events = play(state, [1, 2, 4, 1, 5, 5], "step to=1G7")
    assert kinds(events)[:3] == ["move", "being_charged", "fire"]
    assert state.survivors["jimmy"].wounds == 1  # the shot (a Grunt's first wound flips him)
    melee = next(e for e in events if e.kind == "melee")
    assert melee.data["enemy"] == "bank" and state.survivors["bank"].wounds == 1
    assert RULES.decision(state) == "activate"  # the charge ended Jimmy's impulse


def test_9_4_a_grunt_that_passes_0d6_remains_in_place():
    state = rivals({"jimmy": {"hex": "1G4"}}, {"bank": {"hex": "1G7"}})
    play(state, [6, 6], "impulse who=jimmy", "charge")
    assert not any(a.startswith("step") for a in legal(state))


def test_9_3_equal_roll_off_totals_fire_at_once_both_rushed():
    state = rivals({"bank": {"hex": "1E10", "in_hand": "pistol"}}, {"jimmy": {"hex": "1G14", "in_hand": "pistol"}})
    play(state, [], "impulse who=bank")
    events = play(state, [5, 3, 3, 3, 6, 6], "step to=1F10")  # 7 against 7; 6 + 4 = 10 each: both hit
    assert [e.data["rushed"] for e in events if e.kind == "fire"] == [True, True]
    assert state.survivors["bank"].wounds == state.survivors["jimmy"].wounds == 1 and state.reactions == []


def test_9_1_a_star_charged_by_an_enemy_chooses_its_reaction():
    state = rivals({"jimmy": {"hex": "1G5"}}, {"nick": {"hex": "1G7", "in_hand": "pistol"}})
    play(state, [1, 1], "impulse who=jimmy", "charge", "step to=1G6", "step to=1G7")
    assert RULES.decision(state) == "star_reaction" and RULES.to_move(state) == "p2"
    assert legal(state) == {"react with=fire", "react with=melee", "react with=runaway"}
    events = play(state, [3, 1, 6, 6], "react with=melee")  # Jimmy 3, 1 against Nick 6, 6: Nick is wounded
    assert "fire" not in kinds(events) and state.survivors["nick"].wounds == 1


def test_14_0_the_competitive_skirmish_makes_the_players_bands_enemies():
    from zombiebox.core.dice import Dice
    assert RULES.setup({"players": 2}, Dice(1)).hostile and not RULES.setup({}, Dice(1)).hostile


def test_13_0_an_enemy_survivor_killed_is_a_glory_point():
    state = rivals({"nick": {"hex": "1G2", "in_hand": "pistol"}}, {"jimmy": {"hex": "1G6", "wounds": 3},
                                                                   "bank": {"hex": "1L16"}})
    play(state, [6], "impulse who=nick", "fire shots=1", "aim at=1G6 who=jimmy", "shoot")
    assert "jimmy" in state.dead and RULES.glory(state, "p1") == 1 and RULES.glory(state, "p2") == 0


def test_9_3_in_sight_pass_2d6_without_a_weapon_in_range_tests_to_charge():
    state = rivals({"bank": {"hex": "1E10"}}, {"jimmy": {"hex": "1G14"}})
    play(state, [], "impulse who=bank")
    # Jimmy passes 2d6 (1, 1), has no weapon: Wanting to Charge (2, 2) passes; Bank, charged, passes
    # (1, 1) with nothing to fire: melee, Jimmy 1, 1 against Bank 6, 6
    events = play(state, [1, 1, 2, 2, 1, 1, 1, 1, 6, 6], "step to=1F10")
    assert next(e for e in events if e.kind == "in_sight").data["result"] == "charge_test"
    assert [e.kind for e in events if e.kind in ("wanting_to_charge", "being_charged", "melee")] == \
        ["wanting_to_charge", "being_charged", "melee"]
    assert state.survivors["jimmy"].hex == "1F10" and state.survivors["bank"].wounds == 1


def test_9_3_in_sight_pass_1d6_without_a_ranged_weapon_ducks_back():
    state = rivals({"bank": {"hex": "1E10", "in_hand": "pistol"}}, {"jimmy": {"hex": "1G14"}})
    play(state, [], "impulse who=bank")
    events = play(state, [5, 3], "step to=1F10")
    assert next(e for e in events if e.kind == "in_sight").data["result"] == "duck_back"
    assert RULES.decision(state) == "duck_back" and RULES.to_move(state) == "p2"


def test_9_4_a_grunt_passing_1d6_with_an_enemy_in_range_fires_instead():
    state = rivals({"jimmy": {"hex": "1G4", "in_hand": "pistol"}}, {"bank": {"hex": "1G7"}})
    play(state, [2, 6], "impulse who=jimmy", "charge")
    assert RULES.decision(state) == "aim" and legal(state) == {"aim at=1G7 who=bank"}
