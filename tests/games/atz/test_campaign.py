"""The campaign (ATZ 13.0): one party carried from scenario to scenario (who lives, wounds kept, kit kept),
Glory Points earned in play and spent in the shop between scenarios (recruit, equip, heal 2 GP a wound),
a lost scenario played again, the ending, and the campaign file saved and resumed."""
import json

import pytest

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.core.saves import SaveError
from zombiebox.games.atz import GAME
from zombiebox.games.atz import buying, campaign as C
from zombiebox.games.atz.data import HEAL_GLORY, KIND_GLORY, SURVIVORS, WEAPON
from zombiebox.games.atz.discovery import discover
from zombiebox.games.atz.scenarios import SCENARIO

from .cases import case, play

RULES = GAME.rules
TWICE = ("bullets", "bullets")  # two scenarios in a row, whatever scenarios exist yet


def shop(match, *texts):
    for text in texts:
        match.play(Action.parse(text))


def end_scenario(match, result, dead=(), wounds=None, searched=0, killed=0):
    """The scenario's end as play would leave it: who died, their wounds, the Glory Points' sources."""
    state = match.state
    state.dead = list(dead)
    for sid, n in (wounds or {}).items():
        state.survivors[sid].wounds = n
    state.searches = {SURVIVORS: searched}
    state.kills = {SURVIVORS: killed}
    state.result, state.phase = result, "over"
    return state


def test_13_0_the_campaign_begins_with_tonya_and_beck_equipped_as_the_first_scenario_says():
    campaign = C.new_campaign(1)
    assert C.next_scenario(campaign) == "bullets" and campaign.glory == 0
    match = C.start(campaign)
    party = {s.sid: (s.in_hand, s.gear) for s in match.state.survivors.values()}
    assert party == {"tonya": ("pistol", ["medkit"]), "beck": ("pistol", ["ammo"])}
    assert RULES.decision(match.state) == "buy" and match.legal_actions() == [Action.of("ready")]  # 0 GP to spend
    ready = next(e for e in match.play(Action.of("ready")) if e.kind == "band_ready")
    assert match.state.phase == "enter"
    assert ready.rule == "ATZ 13.0" and ready.text.endswith("(0 Glory Points banked)")  # issue 30 point 14: not 14.0


def test_13_0_a_campaign_carried_across_two_scenarios_roster_wounds_glory_and_the_shop():
    campaign = C.new_campaign(3)
    first = C.start(campaign, TWICE)
    shop(first, "ready")
    state = end_scenario(first, "won", wounds={"tonya": 2}, searched=4, killed=12)
    state.survivors["beck"].in_pack = "smg"  # found in a building (10.3)
    played = C.finish(campaign, state, TWICE)
    assert played.won and played.glory == 4 + 12 // 5 + 2  # searched, five zombies killed, scenario won
    assert campaign.glory == 8 and set(campaign.party) == {"tonya", "beck"}
    assert campaign.party["tonya"].wounds == 2 and campaign.party["beck"].in_pack == "smg"
    assert C.next_scenario(campaign, TWICE) == "bullets" and not campaign.result

    second = C.start(campaign, TWICE)
    tonya = second.state.survivors["tonya"]
    assert tonya.wounds == 2 and tonya.wounded  # wounds carried over (rulings)
    assert second.state.purchase.glory == {SURVIVORS: 8}
    shop(second, "heal who=tonya", "recruit who=survivor", "arm who=survivor1 weapon=pistol")
    assert tonya.wounds == 1
    left = 8 - HEAL_GLORY - 1 - WEAPON["pistol"].glory  # a generic survivor: a quarter of its coin of 4 (rulings)
    assert second.state.purchase.glory[SURVIVORS] == left == 4
    shop(second, "ready")
    state = end_scenario(second, "lost", dead=("beck",), killed=4)
    played = C.finish(campaign, state, TWICE)
    assert not played.won and played.fallen == ["beck"] and played.glory == 0
    assert set(campaign.party) == {"tonya", "survivor1"} and campaign.party["survivor1"].in_hand == "pistol"
    assert campaign.glory == left  # what the shop left; a lost scenario earns only its searches and kills (none)
    assert C.next_scenario(campaign, TWICE) == "bullets"  # a lost scenario is played again (rulings)
    third = C.start(campaign, TWICE)
    campaign_gone = pytest.raises(IllegalAction, third.check, "recruit who=beck")
    assert "has fallen in this campaign" in campaign_gone.value.reason  # the dead stay dead


def test_13_0_heal_is_refused_without_the_points_or_outside_a_campaign():
    campaign = C.new_campaign(4)
    campaign.party["tonya"].wounds = 1
    campaign.glory = 1
    match = C.start(campaign)
    with pytest.raises(IllegalAction) as caught:
        match.check("heal who=tonya")
    assert "costs 2 Glory Points and 1 are left" in caught.value.reason and caught.value.rule == "ATZ 13.0"
    skirmish = RULES.setup({"band": "buy"}, Dice(1))
    RULES.apply(skirmish, Action.parse("recruit who=nick"), Dice(1))
    skirmish.survivors["nick"].wounds = 1
    with pytest.raises(IllegalAction) as caught:
        RULES.check(skirmish, Action.parse("heal who=nick"))
    assert "only between the scenarios of a campaign" in caught.value.reason


def test_13_0_a_scenario_lost_three_times_or_a_party_wiped_out_loses_the_campaign():
    campaign = C.new_campaign(5)
    for tries in range(1, C.TRIES + 1):
        match = C.start(campaign)
        shop(match, "ready")
        C.finish(campaign, end_scenario(match, "lost"))
        assert campaign.result == ("lost" if tries == C.TRIES else "")
    wiped = C.new_campaign(6)
    match = C.start(wiped)
    shop(match, "ready")
    C.finish(wiped, end_scenario(match, "lost", dead=("tonya", "beck")))
    assert wiped.result == "lost" and C.next_scenario(wiped) is None


@pytest.mark.parametrize("alive,result", [(("tonya", "beck", "bank", "professor"), "won"),
                                          (("tonya", "beck", "professor"), "lost")])
def test_13_0_the_ending_the_professor_and_at_least_four_of_the_party(alive, result):
    six = ("bullets",) * 6
    campaign = C.new_campaign(7)
    campaign.played = [C.Played("bullets", True, 2) for _ in range(5)]
    for key in ("bank", "professor"):
        campaign.party[key] = C.Member(key)
    match = C.start(campaign, six)
    shop(match, "ready")
    dead = [s for s in match.state.survivors if s not in alive]
    C.finish(campaign, end_scenario(match, "won", dead=dead), six)
    assert campaign.result == result


def test_13_0_the_campaign_file_saves_and_resumes_the_party_and_the_scenario_under_way(tmp_path):
    campaign = C.new_campaign(8)
    campaign.glory = 9
    match = C.start(campaign)
    shop(match, "recruit who=bank", "arm who=bank weapon=shotgun")
    path = C.save(tmp_path / "campaign.json", campaign, match)
    again, resumed = C.load(path)
    assert again == campaign
    assert resumed.steps == match.steps and RULES.encode(resumed.state) == RULES.encode(match.state)
    assert resumed.state.purchase.glory[SURVIVORS] == 9 - 2 - WEAPON["shotgun"].glory  # Bank: 6 / 4, rounded up


@pytest.mark.parametrize("damage,says", [
    (lambda text: text[: len(text) // 2], "not a readable zombiebox campaign"),
    (lambda text: text.replace('"glory": 9', '"glory": 10'), "changed after it was saved"),
    (lambda text: text.replace('"zombiebox-campaign"', '"zombiebox-save"'), "is not a zombiebox campaign"),
])
def test_a_damaged_campaign_file_is_refused_in_one_line_and_kept(tmp_path, damage, says):
    campaign = C.new_campaign(9)
    campaign.glory = 9
    path = C.save(tmp_path / "campaign.json", campaign, C.start(campaign))
    broken = damage(path.read_text())
    path.write_text(broken)
    with pytest.raises(SaveError) as caught:
        C.load(path)
    assert says in str(caught.value) and "\n" not in str(caught.value)
    assert path.read_text() == broken  # nothing lost


def test_a_campaign_file_with_a_survivor_no_box_holds_is_refused(tmp_path):
    campaign = C.new_campaign(10)
    campaign.party["tonya"].kind = "rambo"
    data = C.to_json(campaign, None)
    path = tmp_path / "campaign.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="party.tonya.kind: no survivor 'rambo'"):
        C.load(path)


def test_the_scout_bot_plays_a_campaign_out_to_a_decision_or_the_last_scenario_there_is():
    campaign = C.play_out(C.new_campaign(2))
    assert [p.scenario for p in campaign.played if p.won] == list(C.ORDER[:campaign.wins])  # in order
    if campaign.result == "lost":
        assert not campaign.party or campaign.tries == C.TRIES or "professor" in campaign.played[-1].fallen
    else:
        assert campaign.played[-1].won and C.next_scenario(campaign) is None
    assert len(campaign.played) <= C.TRIES * len(C.ORDER)


def test_13_0_the_party_replaces_the_scenarios_named_survivors_and_a_named_enemy_in_it_is_a_generic():
    campaign = C.new_campaign(12)
    campaign.party["nick"] = C.Member("nick", 1, "shotgun")
    state = case({"tonya": {}, "bank": {}, "professor": {"hex": "4E2"},  # Bank named, not in the party
                  "nick": {"player": "enemy", "in_hand": "smg"}})
    C.board_party(state, campaign)
    mine = {s.sid for s in state.survivors.values() if s.player == SURVIVORS}
    assert mine == {"tonya", "beck", "nick", "professor"}  # the party, and who the scenario placed
    assert (state.survivors["nick"].in_hand, state.survivors["nick"].wounds) == ("shotgun", 1)
    enemy = [s for s in state.survivors.values() if s.player == "enemy"]
    assert [(s.sid, s.kind, s.in_hand) for s in enemy] == [("survivor1", "survivor", "smg")]
    assert state.phase == "buy" and state.purchase.heal and state.purchase.then == "initiative"


def test_13_0_10_2_a_survivor_found_in_a_campaign_scenario_is_on_the_next_scenarios_roster():
    campaign = C.new_campaign(13)
    match = C.start(campaign, TWICE)
    assert 1 <= match.state.discovery <= 6  # rulings: the campaign finds survivors, 14.0's die at set-up
    shop(match, "ready")
    state = match.state
    tonya = state.survivors["tonya"]
    tonya.hex = "1F6"
    # a shotgun (5), a man (1); Tonya 3 + 5 + 1 (the opposite sex) = 9 against 1 + 4 = 5: joins (10.2)
    assert discover(state, tonya, match.state.discovery, Dice.loaded([5, 1, 3, 1]), []) == "none"
    C.finish(campaign, end_scenario(match, "won", dead=("beck",)), TWICE)
    assert campaign.party["survivor1"] == C.Member("survivor", 0, "shotgun")
    roster = C.start(campaign, TWICE).state.survivors
    assert set(roster) == {"tonya", "survivor1"} and roster["survivor1"].in_hand == "shotgun"


@pytest.mark.parametrize("fallen", [False, True])
def test_12_0_for_a_few_bullets_more_names_tonya_and_beck_the_rest_of_a_party_only_escapes(fallen):
    state = case({"tonya": {"hex": "off", "found": 1}, "beck": {"hex": "1G16", "found": 1},
                  "survivor1": {"hex": "off"}}, layout=((1,),))
    state.survivors["survivor1"].kind = "survivor"
    state.scenario = "bullets"
    if fallen:  # a found survivor's death does not lose it (rulings); Tonya's or Beck's does
        state.dead, state.survivors["survivor1"].hex = ["survivor1"], ""
    play(state, [4, 1], "impulse who=beck", "exit")
    assert state.result == "won"  # survivor1 found no weapon: only the two named must


def test_12_0_for_a_few_bullets_more_without_tonya_and_beck_every_one_of_the_party_must_find_a_weapon():
    state = case({"jimmy": {"hex": "1G16"}}, layout=((1,),))
    state.scenario = "bullets"
    play(state, [4, 1], "impulse who=jimmy", "exit")
    assert state.result == "lost"  # escaped with no weapon found (rulings: not won by walking off)


def test_13_0_the_shop_bot_keeps_the_dying_alive_then_recruits_to_the_band_the_scenario_names():
    campaign = C.new_campaign(14)
    campaign.played = [C.Played("bullets", True, 9)]  # next: The Barricade, which names four
    campaign.party["beck"].wounds = 3  # one from the skull
    campaign.glory = 9
    match = C.start(campaign)
    bought = []
    while RULES.decision(match.state) == "buy":
        choice = match.bot_choice(GAME.make_bot("scout", SURVIVORS))
        assert choice.reason
        bought.append(choice.action.kind)
        match.play(choice.action)
    assert bought[0] == "heal" and bought.count("recruit") == 2  # 9 - 2 = 7: two recruits at 2, armed
    party = [s for s in match.state.survivors.values() if s.player == SURVIVORS]
    assert len(party) == 4 and all(s.in_hand for s in party)
    assert buying.party_aim("barricade") == 4 and buying.party_aim("helicopter") == 7  # the Professor aside


def test_13_0_the_shop_bot_banks_what_cannot_buy_a_recruit_while_the_party_is_short():
    campaign = C.new_campaign(16)
    campaign.played = [C.Played("bullets", True, 2)]
    campaign.glory = 1  # a recruit (1 at the least) and a pistol (1) are 2
    match = C.start(campaign)
    choice = match.bot_choice(GAME.make_bot("scout", SURVIVORS))
    assert choice.action == Action.of("ready") and "banked" in choice.reason


def test_13_0_a_campaign_recruit_costs_a_quarter_of_its_coin_rounded_up():
    campaign = C.new_campaign(15)
    campaign.glory = 10
    match = C.start(campaign)
    shop(match, "recruit who=nick", "recruit who=sailor", "recruit who=survivor")  # 10 -> 3, 5 -> 2, 4 -> 1
    assert match.state.purchase.glory[SURVIVORS] == 10 - 3 - 2 - 1
    skirmish = RULES.setup({"band": "buy"}, Dice(1))
    RULES.apply(skirmish, Action.parse("recruit who=nick"), Dice(1))
    assert skirmish.purchase.glory[SURVIVORS] == 30 - KIND_GLORY["nick"]  # 14.0: the coin itself


def test_12_0_the_barricades_goal_is_said_for_the_party_that_plays_it():
    book = RULES.setup({"scenario": "barricade"}, Dice(1))
    assert SCENARIO["barricade"].aim(book) == "keep 3 of 4 alive"  # 12.0: three of the four
    two = C.start(C.Campaign(1, 0, C.new_campaign(1).party, [C.Played("bullets", True, 2)])).state
    assert SCENARIO["barricade"].aim(two) == "keep 1 of 2 alive"  # rulings: one may fall, never all
