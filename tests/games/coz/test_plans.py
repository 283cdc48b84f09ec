"""What the rules offer a board beyond the legal list (core/rules.py Rules.plans, Rules.holdings):
whole plans for a fight turn, and the pieces a combination is built from (CoZ STEP 2)."""
from zombiebox.core.dice import Dice
from zombiebox.games.coz.data import ENERGY

from .table import RULES, card, fight_table, play, zombie

EXAMPLE = {"city1": zombie(4), "city2": zombie(9), "city3": zombie(12),
           "city4": zombie(2), "city5": zombie(3), "city6": zombie(6)}


def test_every_plan_is_legal_hits_played_in_a_row_that_use_all_three_dice():
    state = fight_table(board=EXAMPLE)
    assert RULES.plans(state) == []                       # before the roll there is nothing to plan
    play(state, "roll", Dice.loaded([2, 3, 6]))
    plans = RULES.plans(state, limit=5)
    assert 0 < len(plans) <= 5
    for plan in plans:
        trial = RULES.decode(RULES.encode(state))
        for action in plan:
            assert action.kind == "hit" and action in RULES.legal_actions(trial)
            play(trial, action.text)
        assert trial.turn is None or trial.turn.dice is None or all(trial.turn.used)


def test_holdings_are_the_unused_dice_and_what_a_combination_may_use():
    state = fight_table(board=EXAMPLE, items=(card(ENERGY),))
    assert RULES.holdings(state) == {}
    play(state, "roll", Dice.loaded([2, 3, 6]))
    play(state, f"hit target={zombie(2)} expr=d0")
    held = RULES.holdings(state)
    assert held["dice"] == {1: 3, 2: 6} and held["tools"].energy == 1 and held["heroes"] == {}

