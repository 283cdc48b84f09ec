"""ZS Combat Zombies, Wounds, Making Noise: the table odds, the kill, range and Night, noise, wounds."""
import pytest

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.games.zs import GAME, combat

from .table import RULES, apocalypse, kinds, play

OUT, HEAD, PIC, PIC6 = 1, 2, 3, 6   # landing dice: 1 outside, 2 head, 3-6 picture


def test_combat_table_odds_each_die_a_face_then_a_landing():
    assert combat.throw(Dice.loaded([4, HEAD, 3, PIC, 6, OUT]), 3) == [["head", 4], ["picture", 3], ["outside", 6]]


@pytest.mark.parametrize("landed,dead", [([["head", 1]], True), ([["picture", 4], ["picture", 2]], True),
                                         ([["picture", 4], ["picture", 1]], False),
                                         ([["outside", 6], ["picture", 5]], False), ([["picture", 6]], True)])
def test_combat_head_kills_or_the_picture_sums_6(landed, dead):
    assert combat.kills(landed) is dead


def combat_state(*items, **kw):
    state = apocalypse(stage="combat", items=items, **kw)
    return state, state.households["p1"]


def test_combat_a_kill_removes_the_zombie():
    state, hh = combat_state("pistol")
    hh.zombies["front"], hh.zombies["back"] = [5], [1]   # one more zombie: the step stays open
    events = play(state, "attack weapon=pistol yard=front square=5", Dice.loaded([3, PIC, 3, PIC]))
    assert hh.zombies["front"] == [] and state.supply == 141 and hh.actions == 2
    assert events[0].data["landed"] == [["picture", 3], ["picture", 3]]


def test_making_noise_a_noisy_miss_calls_a_zombie_to_the_same_yard():
    state, hh = combat_state("pistol")
    hh.zombies["front"] = [5]
    events = play(state, "attack weapon=pistol yard=front square=5", Dice.loaded([2, PIC, 2, PIC, 3]))
    assert kinds(events)[:3] == ["attack", "noise", "zombie"]
    assert hh.zombies["front"] == [3, 5]


def test_combat_a_quiet_miss_calls_nothing():
    state, hh = combat_state("crossbow")
    hh.zombies["front"] = [5]
    events = play(state, "attack weapon=crossbow yard=front square=5", Dice.loaded([1, PIC, 1, PIC, 1, OUT]))
    assert "noise" not in kinds(events) and hh.zombies["front"] == [5]


def test_wounds_a_melee_miss_wounds_the_attacker_first_aid_then_liquor_then_lost():
    state, hh = combat_state("bat", "machete", "liquor", "pistol", first_aid=1)
    hh.zombies["front"] = [4, 5, 6]
    miss = [1, PIC, 1, PIC]
    play(state, "attack weapon=bat yard=front square=4", Dice.loaded(miss))
    assert hh.track["first_aid"] == 0 and hh.people == 3
    play(state, "attack weapon=machete yard=front square=5", Dice.loaded(miss))
    assert "liquor" not in hh.items and hh.people == 3
    state2, hh2 = combat_state("bat", "pistol", first_aid=0)
    hh2.zombies["front"] = [4]
    events = play(state2, "attack weapon=bat yard=front square=4", Dice.loaded(miss))
    assert hh2.people == 2 and "person_lost" in kinds(events)


def test_night_removes_a_die_from_a_roll_of_more_than_one():
    state, hh = combat_state("pistol")
    state.night, state.electricity = True, False
    hh.zombies["front"] = [5, 6]
    events = play(state, "attack weapon=pistol yard=front square=5", Dice.loaded([4, HEAD]))   # one die only
    assert events[0].data["landed"] == [["head", 4]]


@pytest.mark.parametrize("weapon,far,night,flashlight,dice", [
    ("shotgun", True, True, False, 2), ("pistol", True, True, False, 1), ("pistol", True, False, False, 1),
    ("rifle", True, True, False, 2), ("rifle", True, False, False, 3), ("pistol", False, True, True, 2),
    ("bat", False, True, True, 1), ("chainsaw", False, False, False, 4)])
def test_combat_range_and_night_stack_but_never_below_one_die(weapon, far, night, flashlight, dice):
    state = apocalypse()
    state.night = night
    assert combat.dice_for(state, weapon, far, flashlight) == dice


@pytest.mark.parametrize("power", ["mains", "generator"])
def test_night_ranged_attack_in_a_powered_house_rolls_one_die_fewer(power):
    """Issue 30 point 1: "Subtract 1 die if it is night" (Combat Zombies), "all actions that allow you to
    roll more than 1 die now have a 1 die penalty" (the Night card): power in the house, from the mains or
    the generator run this round, lights no yard. A shotgun (4 dice) at a zombie beside the house rolls 3."""
    state, hh = combat_state("shotgun")
    state.night, state.round = True, 3
    state.electricity = power == "mains"
    if power == "generator":
        hh.generator_round = state.round
    hh.zombies["front"] = [5, 6]
    events = play(state, "attack weapon=shotgun yard=front square=6", Dice.loaded([1, OUT, 1, OUT, 1, OUT, 6, HEAD]))
    assert events[0].data["landed"] == [["outside", 1], ["outside", 1], ["outside", 1]]
    assert "3 dice land" in events[0].text and 6 in hh.zombies["front"]   # the 4th die (a head) never rolled


def test_a_flashlight_keeps_the_night_die_for_one_ranged_attack_a_round_where_it_saves_one():
    """The Flashlight's own effect stays: at night it lights one ranged attack a round; not spent on an
    attack it saves nothing for (a pistol at range rolls 1 die either way)."""
    state, hh = combat_state("pistol", "shotgun", "flashlight")
    state.night = True
    hh.zombies["front"] = [2, 3, 6]
    play(state, "attack weapon=pistol yard=front square=2", Dice.loaded([6, HEAD]))    # 2 dice -1 range -> 1
    assert hh.lit == 0
    events = play(state, "attack weapon=shotgun yard=front square=3", Dice.loaded([1, OUT, 1, OUT, 6, HEAD]))
    assert hh.lit == 1 and len(events[0].data["landed"]) == 3            # 4 -1 range, the night kept off


def test_combat_melee_weapons_once_a_round_ranged_again():
    state, hh = combat_state("bat", "pistol")
    hh.zombies["front"] = [1, 2, 3]
    play(state, "attack weapon=bat yard=front square=1", Dice.loaded([6, HEAD, 1, OUT]))   # melee: no range die
    play(state, "attack weapon=pistol yard=front square=2", Dice.loaded([6, HEAD]))
    assert combat.weapons_of(hh) == ["pistol"]
    with pytest.raises(IllegalAction) as err:
        RULES.check(state, Action.of("attack", weapon="bat", yard="front", square=3))
    assert "once a round" in err.value.reason and err.value.rule == "ZS Combat Zombies"


def test_combat_melee_leaves_only_through_an_unbarricaded_opening():
    state, hh = combat_state("bat", "pistol")
    hh.zombies["front"], hh.barricades = [5], ["front"]
    assert Action.of("attack", weapon="bat", yard="front", square=5) not in RULES.legal_actions(state)
    assert Action.of("attack", weapon="pistol", yard="front", square=5) in RULES.legal_actions(state)
    with pytest.raises(IllegalAction) as err:
        RULES.check(state, Action.of("attack", weapon="bat", yard="front", square=5))
    assert "barricaded" in err.value.reason


def test_zombies_in_the_house_any_weapon_reaches_them_and_each_wounds_after_combat():
    state, hh = combat_state("bat", first_aid=1)
    hh.inside = 2
    assert Action.of("attack", weapon="bat", yard="house", square=0) in RULES.legal_actions(state)
    events = []
    RULES.steps["bites"].run(state, Dice.loaded([]), events)
    assert [e.kind for e in events if e.kind in ("bite", "first_aid", "person_lost")] == ["bite", "first_aid", "person_lost"]
    assert hh.people == 2


def test_combat_thrown_by_hand_each_die_is_an_action_and_a_die_outside_is_any_face():
    """Issue 30 point 7: a die in the lid but off the picture (its bare floor) counts for nothing."""
    state = apocalypse(stage="combat", items=("pistol",))
    state.options["combat"] = "throw"
    hh = state.households["p1"]
    hh.zombies["front"] = [5, 6]
    play(state, "attack weapon=pistol yard=front square=5", Dice.loaded([]))   # no die rolled
    assert RULES.phase_rule(state) == "ZS Combat Zombies" and len(RULES.legal_actions(state)) == 14
    play(state, "land spot=outside face=4", Dice.loaded([]))
    assert state.throw.landed == [["outside", 0]]
    events = play(state, "land spot=picture face=6", Dice.loaded([]))
    assert state.throw is None and hh.zombies["front"] == [6] and events[0].data["landed"] == [["outside", 0], ["picture", 6]]
    play(state, "attack weapon=pistol yard=front square=6", Dice.loaded([]))
    play(state, "land spot=floor face=6", Dice.loaded([]))      # a 6 on the bare floor is no 6 on the picture
    events = play(state, "land spot=picture face=5", Dice.loaded([6]))
    assert events[0].data["landed"] == [["floor", 0], ["picture", 5]] and not events[0].data["killed"]
    assert "on the bare floor, 5 picture: missed" in events[0].text


def test_combat_thrown_by_hand_games_end_and_keep_their_counts():
    from zombiebox.core.bots import RandomBot
    for bot in (GAME.make_bot("household", "p1"), RandomBot()):
        dice, bot_dice = Dice(9), Dice(10)
        state = RULES.setup(RULES.resolve_options({"households": 2, "combat": "throw"}), dice)
        for _ in range(5000):
            if RULES.to_move(state) is None:
                break
            choice = bot.choose(RULES, state, RULES.legal_actions(state), bot_dice)
            RULES.apply(state, RULES.check(state, choice.action), dice)
            assert not RULES.invariants(state)
        assert RULES.outcome(state) is not None
