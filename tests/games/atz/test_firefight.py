"""12.0 Firefight: the set-up, no zombies on entering the board or a building, and victory and defeat."""
from zombiebox.core.actions import Action
from zombiebox.core.dice import Dice
from zombiebox.games.atz.boards import load_table
from zombiebox.games.atz.data import GEAR_BY_KEY, WEAPON
from zombiebox.games.atz.scenarios import ENEMY, SCENARIO
from zombiebox.games.atz.state import Survivor
from zombiebox.games.atz.turn import check_over

from .cases import RULES, case, legal, place, play

OPTIONS = {"scenario": "firefight"}


def test_12_0_firefight_sides_boards_and_twelve_points_each():
    state = RULES.setup(OPTIONS, Dice(1))
    assert RULES.seats(OPTIONS) == ["survivors", "enemy"] and state.layout == [[2, 4]] and state.hostile
    assert {s.sid for s in state.survivors.values() if s.player == "survivors"} == {"tonya", "beck", "bank"}
    assert {s.sid for s in state.survivors.values() if s.player == ENEMY} == {"nick", "jimmy", "buffy"}
    assert state.entries == {"survivors": "east", "enemy": "west"}
    for band in (SCENARIO["firefight"].band, SCENARIO["firefight"].enemy):  # 12 points of gear and weapons a side
        assert sum(WEAPON[w].glory for _, hand, pack, _ in band for w in (hand, pack) if w) \
            + sum(GEAR_BY_KEY[g].glory for *_, gear in band for g in gear) == 12


def test_12_0_firefight_no_zombies_on_entering_the_board():
    state = RULES.setup(OPTIONS, Dice(2))
    dice = Dice(2)
    while state.phase == "enter":  # each survivor steps onto a free hex of its side's edge
        assert RULES.to_move(state) in ("survivors", "enemy")
        if RULES.decision(state) == "activate":  # the last of a side is taken without asking
            RULES.apply(state, next(a for a in RULES.legal_actions(state) if a.kind == "impulse"), dice)
        taken = {s.hex for s in state.survivors.values()}
        RULES.apply(state, next(a for a in RULES.legal_actions(state) if a.kind == "step" and a["to"] not in taken),
                    dice)
        RULES.apply(state, Action.of("end"), dice)
    assert state.turn == 1 and not any(z.hex for z in state.zombies.values())


def _firefight_case(**survivors):
    state = case({k: dict(v, player=("survivors" if k in ("tonya", "beck", "bank") else ENEMY))
                  for k, v in survivors.items()})
    state.scenario, state.players, state.hostile = "firefight", ["survivors", ENEMY], True
    return state


def test_12_0_firefight_entering_a_building_draws_no_zombie_card():
    assert set(RULES.setup(OPTIONS, Dice(1)).entered) == set(load_table(((2, 4),)).buildings)  # all Entered
    state = _firefight_case(tonya={"hex": "1G5"}, nick={"hex": "1A1"})
    state.zombie_deck, state.entered = [6] * 10, list(load_table(((1, 3),)).buildings)
    play(state, [4, 2, 1], "impulse who=tonya", "step to=1F6")
    assert not any(z.hex for z in state.zombies.values()) and len(state.zombie_deck) == 10


def test_12_0_firefight_won_when_the_last_enemy_falls():
    state = _firefight_case(tonya={"hex": "1G2", "in_hand": "pistol"}, nick={"hex": "1G6", "wounds": 3})
    play(state, [4, 2, 1], "impulse who=tonya", "fire shots=1", "aim at=1G6 who=nick")
    play(state, [6], "shoot")  # 11: Nick's fourth wound
    outcome = RULES.outcome(state)
    assert outcome.label == "survivors win" and outcome.winners == ("survivors",)


def test_12_0_firefight_lost_when_the_last_of_tonyas_side_falls():
    state = _firefight_case(tonya={"hex": "1G2", "in_hand": "pistol", "wounds": 3},
                            nick={"hex": "1G6", "in_hand": "pistol"})
    play(state, [2, 4, 1], "impulse who=nick", "fire shots=1", "aim at=1G2 who=tonya")
    play(state, [6], "shoot")
    assert RULES.outcome(state).winners == (ENEMY,) and RULES.to_move(state) is None


def test_12_0_firefight_a_side_still_to_enter_is_not_eliminated():
    state = _firefight_case(tonya={"hex": "1G2"}, nick={"hex": ""})
    check_over(state)
    assert not state.result
    state.survivors["nick"] = Survivor("nick", "nick", hex="", player=ENEMY)
    state.dead.append("nick")
    check_over(state)
    assert state.result == "survivors win"


def test_13_0_the_campaigns_firefight_puts_the_party_against_the_bot():
    from zombiebox.games.atz import campaign
    assert campaign.ORDER.index("firefight") == campaign.ORDER.index("search") + 1  # 12.0's order
    match = campaign.start(campaign.new_campaign(1), order=("firefight",))
    assert match.seats == {"survivors": "human", "enemy": "scout"}
    assert {s.sid for s in match.state.survivors.values() if s.player == "survivors"} == {"tonya", "beck"}


def test_12_0_firefight_is_a_scenario_of_the_registry_with_its_goal_in_the_banner():
    firefight = SCENARIO["firefight"]
    assert firefight.name == "Firefight" and firefight.layout == ((2, 4),) and firefight.points == 12
    state = RULES.setup(OPTIONS, Dice(1))
    state.turn = 7
    assert firefight.banner(state) == "Turn 7 of 40: the last band standing wins (3 against 3)"
    state.dead.append("nick")
    assert firefight.banner(state).endswith("(3 against 2)")


def test_8_1_6_a_grenade_rolls_for_the_enemy_survivor_in_the_hex_too():  # issue 30 point 3
    state = _firefight_case(tonya={"hex": "1G4", "in_hand": "pistol", "in_pack": "grenade"}, nick={"hex": "1G5"})
    zombie = place(state, "1G5")
    play(state, [4, 2, 1], "impulse who=tonya")
    play(state, [4, 3], "grenade at=1G5")  # a die each, each a first target: 9 kills the zombie, 8 hits Nick
    assert state.zombies[zombie].hex == "" and state.survivors["nick"].wounds == 1


def test_8_1_6_a_hex_holding_only_an_enemy_survivor_can_be_grenaded():  # issue 30 point 3
    state = _firefight_case(tonya={"hex": "1G4", "in_hand": "pistol", "in_pack": "grenade"}, nick={"hex": "1G5"})
    play(state, [4, 2, 1], "impulse who=tonya")
    assert "grenade at=1G5" in legal(state)
    play(state, [1], "grenade at=1G5")  # 6 misses: Nick, fired at and missed, reacts (9.2; a Star chooses)
    assert state.survivors["nick"].wounds == 0 and state.shots == {"1G5": 1}
    assert RULES.decision(state) == "star_reaction" and RULES.to_move(state) == ENEMY


def test_8_1_6_a_friend_in_the_hex_is_no_target():
    state = case({"tonya": {"hex": "1G4", "in_pack": "grenade"}, "beck": {"hex": "1G5"}}, {"1G5": 1})
    play(state, [4, 6], "impulse who=tonya")
    play(state, [6], "grenade at=1G5")  # one die, for the zombie: Beck is not rolled for
    assert state.survivors["beck"].wounds == 0 and state.killed == 1
