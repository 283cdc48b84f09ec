"""Alien Bosses: abduction at the Barricade and the bonus reward when defeated (CoZ Alien Bosses)."""
from zombiebox.core.dice import Dice
from zombiebox.games.coz import data

from .table import RULES, end_fights, fight_table, play, survivor, zombie

ADVANCED = {"level": "advanced"}
BOSS = zombie(21, data.BOSS)                       # Scout Grey: abducts 2


def defeat_boss(**arrangement):
    state = fight_table(ADVANCED, board={"city1": BOSS, "city2": zombie(9)}, **arrangement)
    play(state, "roll", Dice.loaded([3, 1, 6]))
    play(state, f"hit target={BOSS} expr=d0*(d1+d2)")
    assert RULES.decision(state) == "rewards" and BOSS in state.graveyard
    return state


def test_defeated_boss_reward_save_survivors_from_the_deck():
    state = defeat_boss(safe=[survivor(1)])
    top = state.survivor_deck[:2]
    play(state, f"reward card={BOSS} choice=save")
    need = 2 if data.CARDS[top[0]].value < 2 else 1
    assert state.safe_zone == [survivor(1)] + top[:need]


def test_defeated_boss_reward_evacuate_survivors_who_are_then_safe_and_count():
    state = defeat_boss(safe=[survivor(1), survivor(2), survivor(4)])
    play(state, f"reward card={BOSS} choice=evacuate")
    assert RULES.decision(state) == "debts"
    play(state, f"evacuate card={survivor(4)}")
    assert state.evacuated == [survivor(4)] and state.safe_zone == [survivor(1), survivor(2)]
    assert RULES.decision(state) == "fight"


def test_a_boss_at_the_barricade_abducts_survivors_out_of_the_game():
    fives = [survivor(5, 0), survivor(5, 1)]
    state = fight_table(ADVANCED, board={"backyard3": BOSS}, safe=fives, deck_top=[zombie(1)])
    end_fights(state, Dice.loaded([1] * 6 + [1, 1]))
    assert state.abducted == [fives[0]] and state.safe_zone == [fives[1]]


def test_with_the_safe_zone_empty_the_boss_abducts_from_the_survivor_deck():
    state = fight_table(ADVANCED, board={"backyard3": BOSS}, safe=[], deck_top=[zombie(1)])
    top = state.survivor_deck[0]
    end_fights(state, Dice.loaded([1] * 6 + [1, 1]))
    assert state.abducted[0] == top and top not in state.survivor_deck
