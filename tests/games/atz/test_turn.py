"""The turn (ATZ 5.1-5.3), Stars and Grunts (3.1.1), drugs (4.5), Fast Move (6.2), actions (7.0):
the rulebook's worked examples with loaded dice."""
import pytest

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.games.atz.boards import table_of
from zombiebox.games.atz.zombies import move_zombies

from .cases import RULES, case, legal, place, play

BECK_AND_TONYA = {"tonya": {"hex": "1G5", "in_hand": "pistol"}, "beck": {"hex": "1G6", "in_hand": "pistol"},
                  "bank": {"hex": "1G12", "in_hand": "pistol"}}


def test_3_1_1_beck_beside_tonya_acts_on_a_5():  # survivors 5, zombies 6 (no zombie activates)
    state = case(BECK_AND_TONYA)
    play(state, [5, 6])
    assert state.phase == "survivors"  # the zombies (6) went first, and none could act
    assert legal(state) >= {"impulse who=tonya", "impulse who=beck"}
    assert "impulse who=bank" not in legal(state)  # Rep 4, no Star beside him


def test_3_1_1_a_grunt_takes_only_one_impulse():
    state = case(BECK_AND_TONYA)
    play(state, [5, 6], "impulse who=beck", "end")
    assert "impulse who=beck" not in legal(state) and "impulse who=tonya" in legal(state)


def test_3_1_1_the_grunt_must_begin_the_turn_beside_the_star():
    state = case({"tonya": {"hex": "1G5"}, "beck": {"hex": "1G8"}})
    play(state, [5, 6])
    assert "impulse who=beck" not in legal(state)


def test_4_5_beck_uses_drugs_to_act_on_a_5():
    state = case({"beck": {"hex": "1G6", "in_hand": "pistol", "gear": ["drugs"]}})
    play(state, [5, 6])
    assert legal(state) == {"drugs who=beck", "done"}
    play(state, [], "drugs who=beck")
    assert "impulse who=beck" in legal(state) and "drugs" not in state.survivors["beck"].gear


def test_5_2_survivors_4_zombies_3_survivors_first_then_zombies():
    state = case({"beck": {"hex": "1G6"}}, {"1G14": 1})
    play(state, [4, 3])
    assert state.order == ["survivors", "zombies"] and "impulse who=beck" in legal(state)
    play(state, [6, 6, 2, 1], "impulse who=beck", "end")  # then the zombie walks (3 MPs) toward Beck
    zombie = next(z for z in state.zombies.values() if z.hex)
    assert zombie.hex == "1G11"  # three hexes closer along the road
    assert state.turn == 2 and state.survivor_die == 2 and state.zombie_die == 1  # after 6-6 rolled again


def test_5_2_survivors_4_zombies_5_no_zombie_activates():
    state = case({"beck": {"hex": "1G6"}}, {"1G14": 1})
    play(state, [4, 5])
    assert state.phase == "survivors" and state.zombie_die == 5  # the zombies went first: none is Rep 5
    assert [z.hex for z in state.zombies.values() if z.hex] == ["1G14"]
    assert "impulse who=beck" in legal(state)


def test_5_2_equal_dice_are_rolled_again():
    state = case({"beck": {"hex": "1G6"}})
    play(state, [3, 3, 2, 5])
    assert (state.survivor_die, state.zombie_die) == (2, 5)


def test_6_2_too_tall_fast_moves_to_5_mp():  # Rep 4, MP 4; 5 and 3: one success
    state = case({"too_tall": {"hex": "1G3", "in_hand": "smg"}})
    play(state, [4, 6, 5, 3], "impulse who=too_tall", "fast")
    assert state.impulse.mp_left == 5 and state.impulse.acted
    assert "fire shots=2" not in legal(state)  # 6.2: the Fast Move was the action


def test_6_2_fast_move_is_only_before_moving():
    state = case({"too_tall": {"hex": "1G3"}})
    play(state, [4, 6], "impulse who=too_tall", "step to=1G4")
    assert "fast" not in legal(state)


def test_7_0_beck_moves_fires_and_moves_on():  # one hex, fire, then the remaining four MPs
    state = case({"beck": {"hex": "1G3", "in_hand": "pistol"}}, {"1G8": 1})
    play(state, [4, 6], "impulse who=beck", "step to=1G4", "fire shots=1", "aim at=1G8")
    play(state, [4], "shoot")  # 4 + Rep 4 = 8: the zombie is hit
    assert state.impulse.mp_left == 4 and not [z for z in state.zombies.values() if z.hex]
    play(state, [], "step to=1G5", "step to=1G6", "step to=1G7", "step to=1G8")
    assert state.survivors["beck"].hex == "1G8" and state.impulse.mp_left == 0


def test_6_1_a_hex_too_dear_is_refused_with_the_rule():
    state = case({"beck": {"hex": "1G3"}})
    play(state, [4, 6], "impulse who=beck", "step to=1G4", "step to=1G5", "step to=1G6", "step to=1G7")
    with pytest.raises(IllegalAction) as refused:
        RULES.check(state, Action.parse("step to=1F7"))  # a building: 2 MPs, 1 left
    assert "costs 2 MP" in refused.value.reason and "6.1" in refused.value.rule


def test_3_3_a_survivor_passes_through_a_friend_but_does_not_stop():
    state = case({"beck": {"hex": "1G3"}, "bank": {"hex": "1G4"}})
    play(state, [4, 6], "impulse who=beck", "step to=1G4")
    assert "end" not in legal(state) and "step to=1G5" in legal(state)


def test_actions_in_a_players_words():
    state = case({"beck": {"hex": "1G6", "gear": ["drugs"]}})
    play(state, [5, 6])
    said = {RULES.describe(state, a) for a in RULES.legal_actions(state)}
    assert said == {"Beck uses drugs (+1 to act)", "end the survivors' activation"}
    play(state, [], "drugs who=beck", "impulse who=beck")
    said = {RULES.describe(state, a) for a in RULES.legal_actions(state)}
    assert {"move to 1F7 (2 MP)", "move to 1G7 (1 MP)", "try a Fast Move", "end the impulse"} <= said


def test_the_log_names_a_zombie_by_its_speed_as_the_table_shows_it_never_by_id():
    state = case({"tonya": {"hex": "1G2"}})
    fast, slow = place(state, "1G12", mp=5), place(state, "1G14", mp=3)
    events = []
    move_zombies(state, table_of(state), Dice(1), events)
    words = {e.data["zombie"]: e.text for e in events if e.kind == "zombie_move"}
    assert words[fast] == f"a fast zombie moves 1G12 -> {state.zombies[fast].hex}"  # ATZ 6.3: 5 MP
    assert words[slow].startswith("a slow zombie moves 1G14 -> ")
    assert not any(zid in text for zid in (fast, slow) for text in words.values())


def test_the_log_names_the_hex_entered_and_searched_with_its_building():  # issue 30 point 14
    state = case({"nick": {"hex": "1E5", "in_hand": "shotgun"}})  # building 1F7 holds 1F6 too
    events = play(state, [4, 6], "impulse who=nick", "step to=1F6")  # the Zombie Card reads 0
    said = [e.text for e in events if e.kind in ("move", "zombie_card")]
    assert said == ["Nick moves 1E5 -> 1F6", "Nick enters building 1F7 at 1F6: the Zombie Card reads 0"]
    events = play(state, [], "search")
    assert [e.text for e in events if e.kind == "search"] == ["Nick searches building 1F7 at 1F6: nothing"]



def test_every_atz_move_carries_its_words():
    """Issue 32.7: ATZ's words live on its Moves (the kit's describe formats them), none left to a ladder."""
    bare = [f"{point.name}: {move.kind}" for point in RULES.points.values() for move in point.moves if move.words is None]
    assert not bare
