"""The scenarios of 12.0 after the first: set-up, special rules, victory and defeat (loaded dice, positions)."""
import json

import pytest

from zombiebox.core.bots import RandomBot
from zombiebox.core.dice import Dice
from zombiebox.core.saves import canonical
from zombiebox.games.atz import GAME
from zombiebox.games.atz.rules import table_of
from zombiebox.games.atz.scenarios import (BARRICADE, CURE, HELICOPTER, PROFESSOR, SCENARIO, SEARCH, band_points,
                                          east_arrivals)

from .cases import case, legal, place, play, zombies_at

RULES = GAME.rules
BAR = SCENARIO[BARRICADE]


def barricade(survivors: dict, zombies: dict = None, **kw):
    state = case(survivors, zombies, layout=BAR.layout, **kw)
    state.scenario = BARRICADE
    BAR.set_up(state, table_of(state), Dice(0))
    return state


@pytest.mark.parametrize("key", list(SCENARIO))
def test_12_0_each_band_carries_the_scenarios_points_of_gear_and_weapons(key):
    scenario = SCENARIO[key]
    assert band_points(scenario.band) == scenario.points


@pytest.mark.parametrize("key", list(SCENARIO))
def test_12_0_random_play_ends_keeps_the_counters_and_saves_at_every_step(key):
    dice, bot_dice = Dice(4), Dice(5)
    state = RULES.setup({"scenario": key}, dice)
    for _ in range(20_000):
        actions = RULES.legal_actions(state)
        if not actions:
            break
        assert len(set(actions)) == len(actions) and not RULES.invariants(state)
        data = RULES.encode(state)
        assert canonical(RULES.encode(RULES.decode(json.loads(json.dumps(data))))) == canonical(data)
        RULES.apply(state, RandomBot().choose(RULES, state, actions, bot_dice).action, dice)
    assert RULES.outcome(state) is not None


# --- The Barricade ----------------------------------------------------------------------------------
def test_12_0_barricade_three_set_up_at_the_crossroads_and_one_in_the_redoubt():
    state = RULES.setup({"scenario": "barricade"}, Dice(1))
    assert state.layout == [[4, 1]] and RULES.decision(state) == "set_up"
    crossroads = {"1G9", "1F9", "1F10", "1G8", "1G10", "1H9", "1H10"}
    redoubt = set(table_of(state).buildings["4D5"])
    assert legal(state) == {f"set_up at={h} who={s}" for s in ("tonya", "beck", "bank", "sailor")
                            for h in crossroads | redoubt}
    play(state, [], "set_up who=tonya at=1G9", "set_up who=beck at=1G8", "set_up who=bank at=1H9")
    assert legal(state) == {f"set_up at={h} who=sailor" for h in redoubt}  # the fourth guards the redoubt


def test_12_0_barricade_once_the_redoubt_is_guarded_the_others_go_to_the_crossroads():
    state = RULES.setup({"scenario": "barricade"}, Dice(1))
    play(state, [], "set_up who=sailor at=4D5")
    assert {a["at"] for a in RULES.legal_actions(state)} == {"1G9", "1F9", "1F10", "1G8", "1G10", "1H9", "1H10"}
    play(state, [], "set_up who=tonya at=1G9")
    assert "set_up at=1G9 who=beck" not in legal(state)  # 3.3: one survivor a hex


def test_12_0_barricade_crossroads_survivors_roll_twice_placed_4_hexes_away_the_guard_none():
    state = RULES.setup({"scenario": "barricade"}, Dice(1))
    quiet = [1] * 6
    # Tonya, Beck, Bank; each hit draws the Cup's first zombie (the last value of its roll)
    opening = [4, 1, 1, 1, 1, 1, 1] + quiet + [5, 1, 1, 1, 1, 1, 1] + quiet + quiet + quiet
    events = play(state, opening + [5, 3], "set_up who=sailor at=4D5", "set_up who=tonya at=1G9",
                  "set_up who=beck at=1G8", "set_up who=bank at=1H9")
    generated = [e for e in events if e.kind == "generate"]
    assert [e.data["origin"] for e in generated] == ["1G9", "1G9", "1G8", "1G8", "1H9", "1H9"]  # none from 4D5
    table = table_of(state)
    (first, at_first), = generated[0].data["placed"]
    (second, at_second), = generated[2].data["placed"]
    assert table.distance(at_first, "1G9") == 4 and table.distance(at_second, "1G8") == 4
    assert sum(1 for z in state.zombies.values() if z.hex) == 2
    assert state.turn == 1 and state.phase == "survivors"  # 5, 3: the survivors go first


def test_12_0_barricade_2d6_zombies_come_in_on_the_g_road_then_the_h_and_f_edge_hexes():
    state = barricade({"tonya": {"hex": "4D5"}})
    table = table_of(state)
    assert east_arrivals(table) == ("1G16", "1H16", "1F16")  # the whole hexes: half-hexes are for entering
    state.turn = 2
    BAR.activation(state, table, Dice.loaded([3, 4] + [1] * 7), [])  # 3 + 4, each the Cup's first zombie
    assert (zombies_at(state, "1G16"), zombies_at(state, "1H16"), zombies_at(state, "1F16")) == (3, 2, 2)


def test_12_0_barricade_arrivals_start_on_turn_two_and_only_when_the_zombies_activate():
    first = barricade({"tonya": {"hex": "4D5"}}, phase="zombies", turn=1)
    first.zombie_die, first.order = 3, ["zombies", "survivors"]
    play(first, [])  # turn one: the zombies activate, nobody comes in
    assert not any(z.hex for z in first.zombies.values())
    idle = barricade({"tonya": {"hex": "4D5"}}, phase="zombies", turn=2)
    idle.zombie_die, idle.order = 5, ["zombies", "survivors"]
    play(idle, [])  # 5.2: a 5 activates no zombie, so none enter
    assert not any(z.hex for z in idle.zombies.values())
    second = barricade({"tonya": {"hex": "4D5"}}, phase="zombies", turn=2)
    second.zombie_die, second.order = 3, ["zombies", "survivors"]
    events = play(second, [6, 6] + [1] * 12)  # 6 + 6, each the Cup's first zombie
    arrived = next(e for e in events if e.kind == "generate")
    assert arrived.rule == "ATZ 12.0" and len(arrived.data["placed"]) == 12
    assert sum(1 for z in second.zombies.values() if z.hex) == 12


def test_12_0_barricade_zombies_pay_3_into_the_hedge_and_the_redoubt_2_inside_it():
    table = table_of(barricade({}))
    assert BAR.zombie_cost(table, "4B4", "4C4") == 3  # the wall of tires and trash
    assert BAR.zombie_cost(table, "4C4", "4D5") == 3  # the boarded-up building from outside
    assert BAR.zombie_cost(table, "4D4", "4D5") == 2  # within it
    assert BAR.zombie_cost(table, "1F9", "1G9") == 1 and BAR.zombie_cost(table, "1E10", "1E11") == 2  # elsewhere 6.1


def test_12_0_barricade_a_slow_zombie_stops_at_the_wall_that_would_reach_the_guard_elsewhere():
    state = barricade({"tonya": {"hex": "4D5"}}, phase="zombies")
    zid = place(state, "4B4")  # 3 MPs: by 6.1 alone it would pay 1 into 4C4 and 2 into 4D5
    state.zombie_die, state.order = 3, ["zombies", "survivors"]
    play(state, [])
    assert table_of(state).feature[state.zombies[zid].hex] == "hedge" and not state.dead
    inside = barricade({"tonya": {"hex": "4D5"}}, phase="zombies")
    zid = place(inside, "4D4")  # already inside: 2 MPs to the next room
    inside.zombie_die, inside.order = 3, ["zombies", "survivors"]
    play(inside, [])
    assert inside.zombies[zid].hex == "4D5" and RULES.decision(inside) == "charged"  # Tonya, a Star, chooses


def test_12_0_barricade_other_buildings_draw_a_zombie_card_the_redoubt_none_and_it_holds_no_loot():
    state = barricade({"bank": {"hex": "4C4"}, "beck": {"hex": "1F8"}}, phase="survivors")
    state.survivor_die = 4
    events = play(state, [], "impulse who=bank", "step to=4D4")
    assert not [e for e in events if e.kind == "zombie_card"] and "search" not in legal(state)
    events = play(state, [], "end", "impulse who=beck", "step to=1F7")
    assert [e.data["building"] for e in events if e.kind == "zombie_card"] == ["1F7"]


def test_12_0_barricade_won_when_three_of_four_live_through_turn_15():
    state = barricade({k: {"hex": h} for k, h in (("tonya", "4D4"), ("beck", "4D5"), ("bank", "4D6"),
                                                   ("sailor", "4E4"))}, phase="end", turn=15)
    state.dead.append("sailor")
    play(state, [])
    assert state.result == "won" and RULES.outcome(state).winners == ("survivors",)


def test_12_0_barricade_lost_when_a_second_survivor_dies():
    state = barricade({k: {"hex": h} for k, h in (("tonya", "4D4"), ("beck", "4D5"), ("bank", "4D6"),
                                                   ("sailor", "4E4"))}, phase="end", turn=3)
    state.dead += ["sailor", "bank"]
    play(state, [])
    assert state.result == "lost" and RULES.outcome(state).winners == ()
    still = barricade({"tonya": {"hex": "4D4"}, "beck": {"hex": "4D5"}, "bank": {"hex": "4D6"},
                       "sailor": {"hex": "4E4"}}, phase="end", turn=14)
    still.dead.append("sailor")
    play(still, [5, 3])
    assert not still.result and still.turn == 15  # one dead, a turn to go


def test_12_0_barricade_a_campaign_party_of_two_may_lose_one_not_both():
    """Rulings: "three of the four" read as "one may fall" for a party of another size (13.0)."""
    state = barricade({"tonya": {"hex": "4D4"}, "beck": {"hex": "4D5"}}, phase="end", turn=15)
    state.dead.append("beck")
    assert BAR.banner(state) == "Turn 15 of 15: keep 1 of 2 alive (1 alive)"
    play(state, [])
    assert state.result == "won"
    both = barricade({"tonya": {"hex": "4D4"}, "beck": {"hex": "4D5"}}, phase="end", turn=3)
    both.dead += ["tonya", "beck"]
    play(both, [])
    assert both.result == "lost"


# --- Search and Destroy -----------------------------------------------------------------------------
def searching(searched: list[str], turn: int = 5):
    state = case({"nick": {"hex": "2J9", "in_hand": "shotgun"}}, phase="survivors", turn=turn,
                 layout=SCENARIO[SEARCH].layout)
    state.scenario, state.survivor_die = SEARCH, 4
    state.entered.append("2J9")
    state.searched += searched
    return state


def test_12_0_search_and_destroy_six_enter_by_the_east_edge_of_board_three():
    state = RULES.setup({"scenario": "search"}, Dice(2))
    assert state.layout == [[2, 3]] and state.phase == "enter" and state.entry_side == "east"
    assert sorted(state.survivors) == sorted(["tonya", "bank", "sailor", "buffy", "too_tall", "nick"])
    play(state, [], "impulse who=nick")
    assert {a["to"] for a in RULES.legal_actions(state) if a.kind == "step"} == set(table_of(state).edges["east"])
    assert all(h.startswith("3") for h in table_of(state).edges["east"])


def test_12_0_search_and_destroy_won_by_the_seventh_building_on_board_two_with_2h4_and_2e5():
    state = searching(["2H4", "2E5", "2B3", "2C10", "2E13", "2D16", "3D10"])  # Board Three's does not count
    assert SCENARIO[SEARCH].banner(state) == ("Turn 5 of 20: search 7 buildings on Board Two, 2H4 and 2E5 among "
                                              "them (6 done)")
    play(state, [], "impulse who=nick", "search")
    assert state.result == "won"


def test_12_0_search_and_destroy_seven_without_2h4_is_not_enough():
    state = searching(["2K15", "2E5", "2B3", "2C10", "2E13", "2D16"])
    play(state, [], "impulse who=nick", "search")
    assert state.searched.count("2J9") == 1 and not state.result


def test_12_0_search_and_destroy_lost_at_the_end_of_turn_20():
    state = searching(["2H4", "2E5"], turn=20)
    state.phase = "end"
    play(state, [])
    assert state.result == "lost"
    early = searching(["2H4", "2E5"], turn=19)
    early.phase = "end"
    play(early, [5, 3])
    assert not early.result and early.turn == 20



# --- The Cure ---------------------------------------------------------------------------------------
CURED = SCENARIO[CURE]


def cure_case(survivors: dict, zombies: dict = None, professor: str = "4E2", held: dict = None, **kw):
    state = case({PROFESSOR: {"hex": professor}, **survivors}, zombies, layout=CURED.layout, **kw)
    state.scenario = CURE
    state.searched.append("4E2")
    for hex_, count in (held or {}).items():
        state.held += [place(state, hex_) for _ in range(count)]
    return state


def zombie_turn(state, dice=()):
    state.phase, state.zombie_die, state.order = "zombies", 3, ["zombies", "survivors"]
    return play(state, list(dice))


def test_12_0_the_cure_the_professor_in_4e2_searched_two_held_zombies_round_it():
    state = RULES.setup({"scenario": "cure"}, Dice(3))
    table = table_of(state)
    assert state.layout == [[4, 2]] and state.phase == "enter" and state.survivors[PROFESSOR].hex == "4E2"
    assert "4E2" in state.searched
    around = set(table.neighbours["4E2"])
    assert all(zombies_at(state, h) == 2 for h in around) and len(state.held) == 12
    assert {state.zombies[z].hex for z in state.held} == around
    assert set(table.edges["east"]) == {a["to"] for a in (play(state, [], "impulse who=tonya") and
                                                         RULES.legal_actions(state)) if a.kind == "step"}


def test_12_0_the_cure_no_zombies_are_rolled_for_the_professor():
    state = cure_case({"tonya": {"hex": "2G16"}})
    events = []
    CURED.opening_zombies(state, table_of(state), Dice.loaded([1] * 6), events)
    assert [e.data["origin"] for e in events] == ["2G16"]


def test_12_0_the_cure_held_zombies_wait_until_a_survivor_is_closer_than_the_professor():
    state = cure_case({"tonya": {"hex": "4G4"}}, held={"4F2": 2})
    zombie_turn(state)  # Tonya two hexes off: the Professor (2 MPs into his building) is as close
    assert zombies_at(state, "4F2") == 2 and len(state.held) == 2
    near = cure_case({"tonya": {"hex": "4G2"}}, held={"4F2": 2})
    zombie_turn(near)  # next to them on clear ground: 1 MP, closer than the Professor
    assert not near.held and zombies_at(near, "4G2") == 2 and RULES.decision(near) == "charged"


def test_12_0_the_cure_every_held_zombie_moves_once_the_professor_has_left():
    state = cure_case({}, professor="4K2", held={"4F3": 2, "4D3": 2})
    zombie_turn(state)
    assert not state.held and zombies_at(state, "4F3") + zombies_at(state, "4D3") < 4


def test_12_0_the_cure_no_zombie_enters_the_boarded_up_clinic():
    table = table_of(cure_case({}))
    assert CURED.zombie_cost(table, "4F2", "4E2") is None and CURED.zombie_cost(table, "4F2", "4F3") == 1
    state = cure_case({}, {"4F2": 1})  # a free zombie beside the clinic, the Professor its only survivor
    zombie_turn(state)
    assert zombies_at(state, "4F2") == 1 and zombies_at(state, "4E2") == 0


def test_12_0_the_cure_the_professor_neither_charges_nor_searches_nor_takes_a_weapon():
    state = cure_case({"nick": {"hex": "2J10", "in_hand": "shotgun", "in_pack": "pistol"}},
                      {"2H9": 1}, professor="2J9", phase="survivors")
    state.survivor_die, state.entered = 4, ["2J9"]
    play(state, [], "impulse who=professor")
    assert not {"charge", "search"} & {a.kind for a in RULES.legal_actions(state)}
    play(state, [], "end", "impulse who=nick")
    assert not [a for a in RULES.legal_actions(state) if a.kind == "give" and a["what"] == "pistol"]


def melee_case(**kw):
    state = cure_case({}, {"4F3": 1}, professor="4F3", phase="charged", **kw)
    state.order = ["zombies", "survivors"]
    return state


def test_12_0_the_cure_once_a_game_in_lieu_of_melee_a_zombie_becomes_a_survivor():
    state = melee_case()
    play(state, [])
    assert RULES.decision(state) == "cure" and legal(state) == {"cure", "melee"}
    zid = next(z.zid for z in state.zombies.values() if z.hex == "4F3")
    events = play(state, [3, 6], "cure")  # one success against Rep 4
    assert state.cured == "survivor1" and state.survivors["survivor1"].hex == "4F3"
    assert state.survivors["survivor1"].kind == "survivor" and zid in state.cup and zombies_at(state, "4F3") == 0
    assert not [e for e in events if e.kind == "melee"]  # the melee ends for this turn


def test_12_0_the_cure_fails_with_no_success_and_is_spent():
    state = melee_case()
    events = play(state, [5, 6], "cure")
    assert state.cure_tried and not state.cured and zombies_at(state, "4F3") == 1
    assert not [e for e in events if e.kind == "melee"]
    state.phase, state.order = "charged", ["zombies", "survivors"]
    assert RULES.decision(state) == "melee"  # the next melee: no cure to offer, he fights


def test_12_0_the_cured_survivor_moves_with_him_and_takes_his_wounds():
    state = melee_case()
    state.cure_tried, state.cured = True, "survivor1"
    state.survivors["survivor1"] = type(state.survivors[PROFESSOR])("survivor1", "survivor", hex="4F3")
    play(state, [6, 1, 6, 1])  # the Professor loses: the cured one flips; it loses its own: removed
    assert "survivor1" in state.dead and state.survivors[PROFESSOR].wounds == 0
    moving = melee_case()
    moving.phase, moving.survivor_die, moving.cured = "survivors", 4, "survivor1"
    moving.survivors["survivor1"] = type(moving.survivors[PROFESSOR])("survivor1", "survivor", hex="4G1")
    moving.survivors[PROFESSOR].hex = "4G1"
    assert "impulse who=survivor1" not in legal(moving)
    play(moving, [], "impulse who=professor", "step to=4G2")
    assert moving.survivors["survivor1"].hex == "4G2"


def test_12_0_the_cure_won_when_the_professor_leaves_by_board_twos_north_edge():
    state = cure_case({"tonya": {"hex": "2A6"}}, professor="2A5", phase="survivors")
    state.survivor_die = 4
    play(state, [], "impulse who=tonya")
    assert "exit" not in legal(state)  # only the Professor leaves
    play(state, [], "end", "impulse who=professor", "exit")
    assert state.result == "won" and RULES.outcome(state).winners == ("survivors",)
    four = cure_case({}, professor="4A3", phase="survivors")
    four.survivor_die = 4
    play(four, [], "impulse who=professor")
    assert "exit" not in legal(four)  # Board Four's north edge is not the way


def test_12_0_the_cure_lost_when_the_professor_dies_and_searches_bring_zombies():
    state = cure_case({"nick": {"hex": "2J9"}}, phase="survivors")
    state.survivor_die, state.entered, state.order = 4, ["2J9"], ["survivors"]
    play(state, [], "impulse who=nick", "search")
    assert state.shots == {"2J9": 1}  # rolled at the end of the turn like a Shot 1 counter (11.0)
    state.dead.append(PROFESSOR)
    play(state, [1], "end")  # no one else may act; the Shot 1 rolls a 1: no zombie
    assert state.result == "lost"



# --- Race to the Helicopter -------------------------------------------------------------------------
RACE = SCENARIO[HELICOPTER]
BAND = ("tonya", "bank", "nick", "jimmy", "buffy", "too_tall", "sailor")


def race(where: dict, board: int = 3, **kw):
    state = case({k: {"hex": h} for k, h in where.items()}, layout=((board,),), **kw)
    state.scenario, state.entry_side = HELICOPTER, "east"
    return state


def test_12_0_race_the_eight_enter_by_the_east_edge_of_board_three():
    state = RULES.setup({"scenario": "helicopter"}, Dice(6))
    assert state.layout == [[3]] and state.phase == "enter"
    assert list(state.survivors) == [*BAND, PROFESSOR] and not any(s.hex for s in state.survivors.values())


def test_12_0_race_off_the_west_edge_of_board_three_from_an_edge_hex_or_beside_an_edge_half_hex():
    state = race({"tonya": "3C1", "nick": "3B2", "bank": "3C2"}, phase="survivors")
    state.survivor_die = 4
    for who, may in (("tonya", True), ("nick", True), ("bank", False)):
        play(state, [], f"impulse who={who}")
        assert ("exit" in legal(state)) == may, who
        if who != "bank":
            play(state, [], "end")


def test_12_0_race_the_turn_after_all_have_left_the_band_enters_board_two_and_the_zombies_follow():
    state = race({**{k: "off" for k in BAND[:4]}, PROFESSOR: "off", "sailor": ""}, phase="end", turn=6)
    state.dead.append("sailor")
    left = [place(state, "3G8"), place(state, "3C4")]
    play(state, [])
    assert state.layout == [[2]] and state.phase == "enter" and state.turn == 7
    assert state.following == left and not any(z.hex for z in state.zombies.values())
    moves = [m for k, h in zip((*BAND[:4], PROFESSOR), ("2A16", "2C16", "2E16", "2I16", "2K16"))
             for m in (f"impulse who={k}", f"step to={h}", "end")]
    moves.remove("impulse who=professor")  # the last one left: his impulse opens by itself
    # every survivor gets an impulse, in by the east edge of Board Two; then 11.0's 6d6 each (no zombie);
    # initiative: the survivors 4, the zombies 5: the zombies do not activate, so those left behind wait
    play(state, [1] * 30 + [4, 5], *moves)
    assert state.turn == 7 and state.phase == "survivors" and state.following == left


def test_12_0_race_the_zombies_left_behind_come_in_on_the_g_road_then_h_then_f():
    state = race({"tonya": "2G8"}, board=2)
    zids = [place(state, "2A1") for _ in range(4)]
    for zid in zids:
        state.zombies[zid].hex = ""
        state.cup.append(zid)
    state.following = zids
    RACE.activation(state, table_of(state), Dice.loaded([]), [])
    assert [state.zombies[z].hex for z in zids] == ["2G16", "2H16", "2F16", "2G16"] and not state.following


def test_12_0_race_next_to_the_helipad_building_1d6_plus_4_zombies_into_it_once():
    state = race({"tonya": "4G3"}, board=4, phase="survivors")
    state.survivor_die = 4
    play(state, [], "impulse who=tonya", "step to=4H3")
    assert zombies_at(state, "4J4") == 0  # not next to it yet
    play(state, [3] + [1] * 7, "step to=4I3")  # next to 4I4 and 4J3: 3 + 4, each the Cup's first zombie
    assert zombies_at(state, "4J4") == 7 and "4J4" in state.entered
    play(state, [], "step to=4I2")
    assert zombies_at(state, "4J4") == 7  # only the first time


def test_12_0_race_into_the_helipad_building_from_a_hex_of_it_with_no_zombie():
    state = race({"tonya": "4J3", "nick": "4J4", "bank": "4H3"}, board=4, phase="survivors", zombies={"4J4": 2})
    state.survivor_die, state.entered = 4, ["4J4"]
    play(state, [], "impulse who=tonya")
    assert "exit" in legal(state)
    play(state, [], "end", "impulse who=bank")
    assert "exit" not in legal(state)


def test_12_0_race_won_with_everyone_in_the_helipad_building_four_and_the_professor_alive():
    state = race({k: "off" for k in (*BAND[:4], PROFESSOR)}, board=4, phase="end", turn=20)
    play(state, [])
    assert state.result == "won"


@pytest.mark.parametrize("dead,board,turn", [((PROFESSOR,), 3, 5), (("tonya",), 4, 5), ((), 3, 24)])
def test_12_0_race_lost_without_the_professor_with_fewer_than_four_or_after_turn_24(dead, board, turn):
    state = race({k: "3A1" if board == 3 else "off" for k in (*BAND[:4], PROFESSOR)}, board=board, phase="end",
                 turn=turn)
    state.dead += list(dead)
    play(state, [])
    assert state.result == "lost"
