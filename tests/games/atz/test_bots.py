"""The survivors' scout bot picks only legal actions, with a one-line reason for each (DESIGN: bots)."""
from zombiebox.core.dice import Dice
from zombiebox.games.atz import GAME
from zombiebox.games.atz.boards import load_table

from .cases import case, legal, play

TABLE = load_table(((1, 3),))


def test_the_scout_plays_a_whole_skirmish_legally_and_says_why():
    rules, dice, bot_dice = GAME.rules, Dice(4), Dice(5)
    state = rules.setup({}, dice)
    bot = GAME.make_bot("scout", "survivors")
    while rules.to_move(state) is not None:
        actions = rules.legal_actions(state)
        choice = bot.choose(rules, state, actions, bot_dice)
        assert choice.action in actions
        assert choice.reason and "\n" not in choice.reason
        rules.apply(state, choice.action, dice)
    assert rules.outcome(state).label in ("survived", "wiped out")


def test_the_scout_searches_a_cleared_building_first():
    state = case({"beck": {"hex": "1G7", "in_hand": "pistol"}})
    state.entered.append("1F7")
    play(state, [4, 6], "impulse who=beck", "step to=1F7")
    choice = GAME.make_bot("scout", "survivors").choose(GAME.rules, state, GAME.rules.legal_actions(state), Dice(1))
    assert str(choice.action) == "search"


def _choose(state):
    return GAME.make_bot("scout", "survivors").choose(GAME.rules, state, GAME.rules.legal_actions(state), Dice(1))


def test_the_scout_keeps_a_grunt_beside_its_star():  # 3.1.1: a Grunt beside a Star acts with it
    state = case({"nick": {"hex": "1G9", "in_hand": "shotgun"}, "jimmy": {"hex": "1G3", "in_hand": "smg"}})
    play(state, [4, 6], "impulse who=jimmy")
    choice = _choose(state)
    assert choice.action.kind == "step"
    assert TABLE.distance(choice.action["to"], "1G9") < TABLE.distance("1G3", "1G9")


def test_the_scout_stays_out_of_the_zombies_charging_reach():  # 6.3: a slow zombie walks 3 MPs
    state = case({"beck": {"hex": "1G5", "in_hand": "pistol"}}, {"1G9": 1})
    play(state, [4, 6], "impulse who=beck")
    hexes = ["1G5"]
    while (choice := _choose(state)).action.kind == "step":
        play(state, [], str(choice.action))
        hexes.append(choice.action["to"])
    assert TABLE.distance(hexes[-1], "1G9") > 3


def test_the_scout_takes_the_better_weapon_in_hand():  # 8.1.10: switching is an action
    state = case({"beck": {"hex": "1G5", "in_hand": "pistol", "in_pack": "smg"}})
    play(state, [4, 6], "impulse who=beck")
    assert str(_choose(state).action) == "switch"


def test_an_armed_tonya_leaves_the_cleared_building_for_beck():  # 12.0: each must find a weapon; 10.3
    state = case({"tonya": {"hex": "1G7", "in_hand": "pistol", "found": 1},
                  "beck": {"hex": "1G5", "in_hand": "pistol"}})
    state.scenario = "bullets"
    state.entered.append("1F7")
    play(state, [4, 6], "impulse who=tonya", "step to=1F7")
    assert _choose(state).action.kind != "search"


def _scout_plays(scenario: str, seed: int):
    rules, dice, bot_dice = GAME.rules, Dice(seed), Dice(seed + 1)
    state = rules.setup({"scenario": scenario}, dice)
    bot = GAME.make_bot("scout", "survivors")
    reasons = []
    while rules.to_move(state) is not None:
        actions = rules.legal_actions(state)
        choice = bot.choose(rules, state, actions, bot_dice)
        assert choice.action in actions and choice.reason and "\n" not in choice.reason
        reasons.append(choice.reason)
        rules.apply(state, choice.action, dice)
    return state, reasons


def test_12_0_the_scout_plays_every_later_scenario_legally_and_says_why():
    for scenario in ("barricade", "search", "cure", "helicopter"):
        state, reasons = _scout_plays(scenario, 2)
        assert GAME.rules.outcome(state).label in ("won", "lost") and reasons


def test_12_0_the_barricade_scout_puts_the_least_armed_in_the_redoubt_and_falls_back_on_it():
    state = GAME.rules.setup({"scenario": "barricade"}, Dice(1))
    bot = GAME.make_bot("scout", "survivors")
    choice = bot.choose(GAME.rules, state, GAME.rules.legal_actions(state), Dice(1))
    assert str(choice.action) == "set_up at=4D5 who=sailor"  # a pistol: the least fire
    GAME.rules.apply(state, choice.action, Dice(1))
    nearer = bot.choose(GAME.rules, state, GAME.rules.legal_actions(state), Dice(1)).action
    table = load_table(((4, 1),))
    crossroads = ("1G9",) + table.neighbours["1G9"]
    assert table.distance(nearer["at"], "4D5") == min(table.distance(h, "4D5") for h in crossroads) < \
        table.distance("1G9", "4D5")  # a crossroads hex nearest the redoubt, to the west


def test_12_0_the_professor_tries_his_cure_when_he_can():
    from .test_scenarios import melee_case
    state = melee_case()
    play(state, [])
    choice = GAME.make_bot("scout", "survivors").choose(GAME.rules, state, GAME.rules.legal_actions(state), Dice(1))
    assert str(choice.action) == "cure"


# --- Race to the Helicopter (12.0): the scout races the band across three boards ---------------------

def _race(where: dict, zombies: dict = None, board: int = 3):
    from .test_scenarios import race
    state = race(where, board=board, phase="survivors", zombies=zombies)
    state.survivor_die = 4
    return state


def _scout(state):
    return GAME.make_bot("scout", "survivors").choose(GAME.rules, state, GAME.rules.legal_actions(state), Dice(1))


def test_12_0_race_the_scout_gets_the_band_into_the_helipad_from_a_fixed_seed():
    rules, dice, bot_dice = GAME.rules, Dice(1), Dice(1).fork(1)  # as `zombiebox simulate` plays seed 1
    state = rules.setup({"scenario": "helicopter"}, dice)
    bot = GAME.make_bot("scout", "survivors")
    while rules.to_move(state) is not None:
        rules.apply(state, bot.choose(rules, state, rules.legal_actions(state), bot_dice).action, dice)
    assert rules.outcome(state).label == "won" and state.layout == [[4]] and state.turn <= 24
    assert all(s.hex == "off" for s in state.survivors.values() if s.sid not in state.dead)


def test_12_0_race_the_professor_acts_first_then_the_stars_then_the_grunts():
    state = _race({"bank": "3G12", "tonya": "3G11", "professor": "3G10"})
    order = []
    for _ in range(3):
        choice = _scout(state)
        order.append(choice.action["who"])
        play(state, [], str(choice.action))
        if len(order) < 3:
            play(state, [], "end")
    assert order == ["professor", "tonya", "bank"]


def test_12_0_race_a_fast_move_when_no_zombie_is_near_and_the_goal_is_far():
    state = _race({"professor": "3G12"})
    play(state, [], "impulse who=professor")
    assert str(_scout(state).action) == "fast"
    state = _race({"professor": "3G12"}, zombies={"3G11": 1})  # a zombie beside him: no Fast Move
    play(state, [], "impulse who=professor")
    assert str(_scout(state).action) != "fast"


def test_12_0_race_the_band_stays_round_the_professor_till_he_has_left_the_board():
    state = _race({"tonya": "3C1", "professor": "3C3"})
    play(state, [], "impulse who=tonya")
    assert "exit" in legal(state) and str(_scout(state).action) != "exit"
    state.survivors["professor"].hex = "off"
    assert str(_scout(state).action) == "exit"


def test_12_0_race_a_grunt_walks_on_toward_its_star_past_zombies_it_could_keep_away_from():
    state = _race({"bank": "3G12", "tonya": "3G2", "professor": "3G1"}, zombies={"3G10": 8})  # on the road ahead
    play(state, [6, 6], "impulse who=bank", "fast")  # no extra MP
    while (choice := _scout(state)).action.kind == "step":
        play(state, [], str(choice.action))
    table = load_table(((3,),))
    assert table.distance(state.survivors["bank"].hex, "3G2") <= table.distance("3G12", "3G2") - 3


def test_12_0_race_the_professor_boxed_in_with_his_cured_friend_holds_his_hex():
    table = load_table(((3,),))  # 3J7: the farm 3J6 west of him, unentered; zombies all round him else
    state = _race({"professor": "3J7"}, zombies={h: 1 for h in table.neighbours["3J7"] if table.terrain[h] != "building"})
    state.cure_tried, state.cured = True, "survivor1"  # 12.0: the cured survivor shares his hex (3.3's exception)
    state.survivors["survivor1"] = type(state.survivors["professor"])("survivor1", "survivor", hex="3J7")
    play(state, [], "impulse who=professor")
    assert str(_scout(state).action) == "end"
