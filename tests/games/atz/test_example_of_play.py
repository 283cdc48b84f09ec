"""ATZ 15.0, the Example of Play, step by step with its own dice: Nick (a Star, shotgun) and Jimmy (a
Grunt, submachine gun) on Boards One and Three placed end to end."""
from .cases import case, legal, play, zombies_at

NICK_AND_JIMMY = {"nick": {"hex": "1G5", "in_hand": "shotgun"}, "jimmy": {"hex": "1G4", "in_hand": "smg"}}


def test_15_0_jimmy_activates_beside_nick_on_a_5():  # survivors 5, zombies 4
    state = case(NICK_AND_JIMMY)
    play(state, [5, 4])
    assert {"impulse who=nick", "impulse who=jimmy"} <= legal(state)


def test_15_0_the_zombies_charge_nick_fires_jimmy_melees():
    state = case(NICK_AND_JIMMY, {"1G8": 2, "1G1": 1})
    # survivors 6 (no one can move), zombies 3: two charge Nick, one charges Jimmy
    play(state, [6, 3])
    assert zombies_at(state, "1G5") == 2 and zombies_at(state, "1G4") == 1
    assert legal(state) == {"react with=fire", "react with=melee", "react with=runaway"}  # a Star chooses
    events = play(state, [2, 3, 5, 5, 6, 6,  # shotgun: keep 5, 6, 6 -> 10, 11, 11: three hits
                          3, 6,  # Jimmy's Being Charged test: passes 1d6 in the open, one charger: melee
                          1, 2, 3,  # Jimmy 1, 2 against the zombie's 3
                          1, 1, 1, 2, 5, 6, 1, 1,  # the Shot 6 counter: two more zombies (the Cup's first each)
                          3, 5],  # next turn: survivors 3, zombies 5 (none may move)
                  "react with=fire")
    assert zombies_at(state, "1G5") == 0 and zombies_at(state, "1G4") == 0 and state.killed == 3
    test = next(e for e in events if e.kind == "being_charged")
    assert test.data["result"] == "melee"
    generated = next(e for e in events if e.kind == "generate")
    assert generated.data["origin"] == "1G5" and len(generated.data["placed"]) == 2
    assert state.turn == 2 and state.phase == "survivors"


def test_15_0_nick_enters_the_building_and_surprises_three_zombies():
    state = case(NICK_AND_JIMMY | {"nick": {"hex": "1G7", "in_hand": "shotgun"}, "jimmy": {"hex": "1G6"}})
    state.zombie_deck.append(3)  # "I stumbled into three zombies in the building"
    play(state, [3, 4])  # survivors 3, zombies 4: no zombie on the board
    # the card's three zombies (the Cup's first each); zombies 5 + 3 = 8; Nick 4 + 5 = 9
    play(state, [1, 1, 1, 5, 4], "impulse who=nick", "step to=1F7")
    assert state.impulse.surprise and zombies_at(state, "1F7") == 3
    assert {"fire shots=6", "back", "melee"} <= legal(state)
    three = [z.zid for z in state.zombies.values() if z.hex == "1F7"]  # 8.1: Nick names each target
    play(state, [], "fire shots=6", *(f"aim at=1F7 zombie={z}" for z in three))
    play(state, [1, 3, 3, 4, 5, 5,  # keep 5, 5, 4: 10, 10 hit; 9 misses the third target
                 3, 6, 2],  # melee: one success each, a stalemate
         "shoot")
    assert zombies_at(state, "1F7") == 1 and state.shots == {"1F7": 6} and state.survivors["nick"].wounds == 0
    assert state.survivors["nick"].hex == "1F7" and state.entered == ["1F7"]


def test_15_0_the_fast_move_out():  # Nick 5, 6: +1; Jimmy 3, 2: +2, but he moves only five
    state = case(NICK_AND_JIMMY)
    play(state, [5, 4, 5, 6], "impulse who=nick", "fast")
    assert state.impulse.mp_left == 5 + 1
    play(state, [3, 2], "end", "impulse who=jimmy", "fast")
    assert state.impulse.mp_left == 5 + 2


def test_15_0_jimmy_charged_passes_2d6_and_runs_out_of_ammo():  # 1, 1, 4, 5: 9 kills the zombie
    state = case({"nick": {"hex": "1G12", "in_hand": "shotgun"}, "jimmy": {"hex": "1G4", "in_hand": "smg"}},
                 {"1G7": 1})
    events = play(state, [6, 3,  # survivors 6: no one; zombies 3: one charges Jimmy
                          2, 3,  # Being Charged: passes 2d6
                          1, 1, 4, 5,  # "Out of ammo!"
                          1, 2, 3, 3,  # the Shot 4 counter: no zombie
                          2, 1])  # next turn
    assert zombies_at(state, "1G4") == 0 and state.survivors["jimmy"].out_of_ammo == ["smg"]
    assert next(e for e in events if e.kind == "fire").data["shot"] == 4
