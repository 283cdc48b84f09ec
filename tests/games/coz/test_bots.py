"""The City of Zombies auto-player's choices with Heroes (CoZ Special Moves) and its odds table."""
from itertools import product

from zombiebox.core.actions import Action
from zombiebox.core.dice import Dice
from zombiebox.games.coz import bots, fight, solver
from zombiebox.games.coz.bots import SolverBot

from .table import RULES, fight_table, play, zombie

DICE_HEROES = ["maddy", "joe", "stef", "yas"]


def choose(state):
    return SolverBot("p1").choose(RULES, state, RULES.legal_actions(state), Dice(1))


def best_score(state):
    plans = fight.best_plans(state, fight.unused(state.turn))
    return plans[0].score if plans else 0.0


def test_a_dice_hero_turns_a_weak_roll_into_a_much_better_plan():
    # 1 1 1 only reaches the City's 3; Maddy's change lets the dice defeat the 12 about to eat
    state = fight_table({"heroes": "on"}, heroes=DICE_HEROES, board={"backyard1": zombie(12), "city1": zombie(3)})
    state.plane = 14                                   # no Refresh Point this round: the Hero is dear
    play(state, "roll", Dice.loaded([1, 1, 1]))
    before = best_score(state)
    choice = choose(state)
    assert choice.action.kind == "hero" and choice.action["name"] in ("maddy", "joe", "stef"), choice.reason
    RULES.check(state, choice.action)
    RULES.apply(state, choice.action, Dice.loaded([]))
    assert best_score(state) >= before + bots.UPGRADE
    assert choose(state).action["target"] == zombie(12)


def test_no_hero_is_spent_when_the_roll_already_defeats_every_zombie_it_could():
    state = fight_table({"heroes": "on"}, heroes=DICE_HEROES, board={"backyard1": zombie(12), "city1": zombie(3)})
    state.plane = 14
    play(state, "roll", Dice.loaded([2, 6, 3]))           # 2 x 6 = 12 and 3: both Zombies fall
    choice = choose(state)
    assert choice.action.kind == "hit"
    assert not any(h.exhausted for h in state.heroes.values())


def test_masaakis_mark_weighs_the_column_behind_it():
    board = {"backyard1": zombie(4), "fields1": zombie(9), "road1": zombie(12), "backyard3": zombie(6)}
    state = fight_table({"players": 5, "heroes": "on"}, heroes=["masaaki", "joe", "stef", "yas", "jake"],
                        board=board)
    state.plane = 14
    choice = choose(state)
    assert choice.action == Action.of("hero", name="masaaki", target=zombie(4)), choice.reason
    RULES.apply(state, choice.action, Dice.loaded([]))
    play(state, "roll", Dice.loaded([6, 1, 1]))
    column = sum(fight.threat(state, zombie(s)) for s in (4, 9, 12))
    alone = [p for p in fight.best_plans(state, fight.unused(state.turn)) if [h.target for h in p.hits] == [zombie(4)]]
    assert alone and alone[0].score == column          # 6 - 1 - 1 = 4 is worth the whole column it takes down
    assert zombie(4) in [h.target for h in fight.best_plans(state, fight.unused(state.turn))[0].hits]


def test_the_odds_of_a_strength_are_its_share_of_the_216_rolls():
    for number in (1, 29, 64, -5):
        made = sum(1 for roll in product(range(1, 7), repeat=3)
                   if any(len(dice) == 3 for dice, _ in solver.ways(tuple(enumerate(roll)), number)))
        assert bots.chance(number, solver.NO_TOOLS) == made / 216
    assert bots.chance(12, solver.NO_TOOLS) > bots.chance(31, solver.NO_TOOLS)   # 31 is prime: dice make it less


def test_yas_waits_when_a_refresh_point_is_a_step_away():
    state = fight_table({"players": 4, "heroes": "on"}, heroes=["yas", "joe", "stef", "maddy"])
    for key in ("joe", "stef", "maddy"):
        state.heroes[key].exhausted = True
    state.plane = 14
    assert choose(state).action == Action.of("hero", name="yas")
    state.plane = 11                                   # STEP 4 brings the plane to 10, a Refresh Point
    assert choose(state).action == fight.ROLL
