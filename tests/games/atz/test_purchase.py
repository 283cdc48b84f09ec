"""The purchase before play (ATZ 14.0; 12.0's "N points of gear/weapons"): every survivor, weapon and piece
of gear is the player's Action at the set-up decision point, refused with the reason and the rule when
it breaks the survivor limit, the budget or what a survivor may carry (3.1.2)."""
import pytest

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.games.atz import GAME
from zombiebox.games.atz.data import HEAL_GLORY, GEAR_BOXES, GEAR_BY_KEY, KIND_GLORY, SKIRMISH_BAND, SURVIVORS, WEAPON
from zombiebox.games.atz.purchase import open_purchase
from zombiebox.games.atz.scenarios import SCENARIO

from .cases import case

RULES = GAME.rules


def buy(state, *texts):
    for text in texts:
        RULES.apply(state, RULES.check(state, Action.parse(text)), Dice(1))


def refused(state, text):
    with pytest.raises(IllegalAction) as caught:
        RULES.check(state, Action.parse(text))
    return caught.value


@pytest.mark.parametrize("players", range(1, 7))
def test_14_0_each_player_buys_with_the_tables_glory_points(players):
    state = RULES.setup({"band": "buy", "players": players}, Dice(2))
    most, glory = SKIRMISH_BAND[players]
    assert RULES.decision(state) == "buy" and not state.survivors
    assert state.purchase.glory == {p: glory for p in state.players} and state.purchase.most == most
    assert RULES.to_move(state) == state.players[0]


def test_14_0_a_purchase_spends_glory_points_and_a_first_weapon_goes_in_hand_a_second_in_pack():
    state = RULES.setup({"band": "buy"}, Dice(2))
    buy(state, "recruit who=nick", "arm who=nick weapon=shotgun", "arm who=nick weapon=pistol",
        "equip who=nick gear=vest")
    nick = state.survivors["nick"]
    assert (nick.in_hand, nick.in_pack, nick.gear) == ("shotgun", "pistol", ["vest"])
    spent = KIND_GLORY["nick"] + WEAPON["shotgun"].glory + WEAPON["pistol"].glory + GEAR_BY_KEY["vest"].glory
    assert state.purchase.glory[SURVIVORS] == 30 - spent


def test_3_1_2_no_more_than_two_weapons_and_no_more_gear_than_boxes():
    state = RULES.setup({"band": "buy"}, Dice(2))
    buy(state, "recruit who=beck", "arm who=beck weapon=pistol", "arm who=beck weapon=pistol")
    third = refused(state, "arm who=beck weapon=pistol")
    assert third.rule == "ATZ 3.1.2" and "two weapons" in third.reason
    assert Action.parse("arm who=beck weapon=pistol") not in RULES.legal_actions(state)
    buy(state, *["equip who=beck gear=drugs"] * GEAR_BOXES)
    full = refused(state, "equip who=beck gear=ammo")
    assert full.rule == "ATZ 3.1.2" and "gear boxes are full" in full.reason


def test_14_0_over_the_survivor_limit_or_the_budget_is_refused_with_the_reason():
    state = RULES.setup({"band": "buy", "players": 5}, Dice(2))  # 5-6 players: one survivor, 12 GP
    buy(state, "recruit who=nick")  # 10 GP
    second = refused(state, "recruit who=survivor")
    assert second.rule == "ATZ 14.0" and "at most 1 survivor" in second.reason
    dear = refused(state, "arm who=nick weapon=smg")
    assert dear.rule == "ATZ 14.0" and "costs 4 Glory Points and 2 are left" in dear.reason
    legal = RULES.legal_actions(state)
    assert Action.parse("arm who=nick weapon=double_pistols") in legal and Action.parse("arm who=nick weapon=smg") not in legal


def test_14_0_one_counter_each_across_the_players_and_a_band_before_ready():
    state = RULES.setup({"band": "buy", "players": 2}, Dice(2))
    empty = refused(state, "ready")
    assert "at least one survivor" in empty.reason
    buy(state, "recruit who=nick", "ready")
    assert RULES.to_move(state) == "p2"
    taken = refused(state, "recruit who=nick")
    assert "already in a band" in taken.reason
    assert "not in your band" in refused(state, "arm who=nick weapon=pistol").reason
    buy(state, "recruit who=survivor", "recruit who=survivor", "ready")
    assert [s.sid for s in state.survivors.values() if s.player == "p2"] == ["survivor1", "survivor2"]
    assert state.phase == "enter" and RULES.decision(state) in ("activate", "impulse")  # then the bands enter (11.0)


def test_14_0_every_legal_purchase_is_accepted_and_only_affordable_ones_are_listed():
    state = RULES.setup({"band": "buy", "players": 3}, Dice(4))  # 20 GP
    buy(state, "recruit who=tonya", "arm who=tonya weapon=smg")
    left = state.purchase.glory["p1"]
    for action in RULES.legal_actions(state):
        assert RULES.check(state, action) == action
        if action.kind == "recruit":
            assert KIND_GLORY[action["who"]] <= left
        if action.kind == "arm":
            assert WEAPON[action["weapon"]].glory <= left


def test_12_0_a_scenarios_points_buy_kit_for_its_named_survivors_only():
    state = case({})
    open_purchase(state, {SURVIVORS: 12}, fixed={SURVIVORS: ("tonya", "beck", "bank", "sailor")})  # The Barricade
    assert RULES.decision(state) == "buy" and set(state.survivors) == {"tonya", "beck", "bank", "sailor"}
    recruit = refused(state, "recruit who=nick")
    assert recruit.rule == "ATZ 12.0" and "names its survivors" in recruit.reason
    buy(state, "arm who=tonya weapon=assault_rifle", "ready")
    assert state.phase == "enter" and state.survivors["tonya"].in_hand == "assault_rifle"


def test_the_cure_the_professor_carries_no_weapons():
    state = case({})
    open_purchase(state, {SURVIVORS: 20}, fixed={SURVIVORS: ("tonya", "professor")})
    assert "carries no weapons" in refused(state, "arm who=professor weapon=pistol").reason
    assert not [a for a in RULES.legal_actions(state) if a.get("who") == "professor" and a.kind == "arm"]


@pytest.mark.parametrize("players", range(1, 7))
def test_the_scout_bot_buys_an_armed_band_within_the_table(players):
    state = RULES.setup({"band": "buy", "players": players}, Dice(9))
    most, glory = SKIRMISH_BAND[players]
    while RULES.decision(state) == "buy":
        seat = RULES.to_move(state)
        choice = GAME.make_bot("scout", seat).choose(RULES, state, RULES.legal_actions(state), Dice(1))
        assert choice.reason
        RULES.apply(state, RULES.check(state, choice.action), Dice(1))
    for player in state.players:
        band = [s for s in state.survivors.values() if s.player == player]
        assert 1 <= len(band) <= most and all(s.in_hand for s in band)
        assert 0 <= state.purchase.glory[player] < glory


@pytest.mark.parametrize("scenario, points", [("barricade", 12), ("search", 18), ("firefight", 12), ("cure", 20),
                                              ("helicopter", 24)])
def test_12_0_a_scenario_opened_with_buying_offers_the_shop_with_its_points_and_survivors(scenario, points):
    state = RULES.setup({"scenario": scenario, "gear": "buy"}, Dice(3))
    played = SCENARIO[scenario]
    assert RULES.decision(state) == "buy" and not state.purchase.most
    assert state.purchase.glory == {p: points for p in state.players}  # 12 a side in Firefight
    for player, band in ((SURVIVORS, played.band), ("enemy", played.enemy)):
        named = {key for key, *_ in band}
        assert {s.sid for s in state.survivors.values() if s.player == player and s.sid in named} == named
    assert not any(s.in_hand or s.gear for s in state.survivors.values())  # the kit is the player's to buy
    assert RULES.legal_actions(state)[-1].kind == "ready"


def test_12_0_a_scenario_purchase_over_its_points_is_refused_by_12_0():
    state = RULES.setup({"scenario": "barricade", "gear": "buy"}, Dice(3))
    buy(state, "arm who=tonya weapon=assault_rifle", "arm who=beck weapon=assault_rifle",
        "arm who=bank weapon=assault_rifle")  # 12 points spent
    dear = refused(state, "arm who=sailor weapon=pistol")
    assert dear.rule == "ATZ 12.0" and "costs 1 Glory Points and 0 are left" in dear.reason
    buy(state, "ready")
    assert state.phase == "setup"  # 12.0: then the band sets up on the board


def test_12_0_the_ready_loadout_is_the_default_and_buys_nothing():
    state = RULES.setup({"scenario": "barricade"}, Dice(3))
    assert state.phase == "setup" and state.survivors["tonya"].in_hand == "assault_rifle"


def test_each_purchase_is_said_with_its_price():
    """Issue 32.7: a purchase's words are its Move's, with the price it costs (ATZ 14.0, 13.0)."""
    state = RULES.setup({"band": "buy"}, Dice(2))
    buy(state, "recruit who=nick")
    said = {text: RULES.describe(state, Action.parse(text)) for text in
            ("recruit who=beck", "arm who=nick weapon=pistol", "equip who=nick gear=ammo", "heal who=nick")}
    assert said == {"recruit who=beck": f"recruit Beck ({KIND_GLORY['beck']} GP)",
                    "arm who=nick weapon=pistol": f"pistol for Nick ({WEAPON['pistol'].glory} GP)",
                    "equip who=nick gear=ammo": f"{GEAR_BY_KEY['ammo'].name.lower()} for Nick "
                                                f"({GEAR_BY_KEY['ammo'].glory} GP)",
                    "heal who=nick": f"heal a wound of Nick ({HEAL_GLORY} GP)"}
