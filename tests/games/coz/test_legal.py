"""The legal list is complete and canonical (issue 14): every Hero move, Item use and hit open now,
each once; another spelling of a listed choice is accepted and normalised; what the auto-player
prefers is `bots.suggest`, ranked, a reason each."""
import re

import pytest

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.games.coz import bots, data, fight
from zombiebox.games.coz.expression import evaluate

from .table import RULES, card, fight_table, play, zombie

FOUR = ["stef", "maddy", "masaaki", "seoyeon"]
MASTER = {"level": "master", "heroes": "on"}


def listed(state, kind, **match):
    return [a for a in RULES.legal_actions(state) if a.kind == kind and all(a.get(k) == v for k, v in match.items())]


def test_every_hero_move_and_item_use_is_listed_once():
    lid, barrel = card(data.LID), card(data.BARREL)
    state = fight_table(MASTER, heroes=FOUR, board={"city1": zombie(4), "road1": zombie(9), "road2": zombie(12)},
                        items=[lid, barrel])
    before = RULES.legal_actions(state)
    assert len(listed(state, "hero", name="masaaki")) == 3                      # each Zombie on the board
    assert len(listed(state, "item", card=lid)) == 6                            # each Zombie, +1 or -1
    assert len(listed(state, "item", card=barrel)) == 6                         # each Barricade space
    assert not listed(state, "hero", name="stef") and Action.of("roll") in before   # dice moves wait for a roll
    play(state, "roll", Dice.loaded([1, 2, 3]))
    assert len(listed(state, "hero", name="stef")) == 7                         # each non-empty set of dice
    assert len(listed(state, "hero", name="maddy")) == 15                       # each die to each other face
    assert not listed(state, "hero", name="masaaki")                            # he picks before the roll
    actions = RULES.legal_actions(state)
    assert len(set(actions)) == len(actions)
    for action in actions:
        assert RULES.check(state, action) == action


def test_another_spelling_of_a_listed_move_is_normalised():
    ray, other_ray = card(data.REPLAY_RAY, 0), card(data.REPLAY_RAY, 1)
    state = fight_table(MASTER, heroes=FOUR, board={"city1": zombie(4)}, items=[ray, other_ray])
    play(state, "roll", Dice.loaded([1, 2, 3]))
    assert listed(state, "item", card=other_ray) == []                          # Item cards alike: one choice
    assert RULES.check(state, Action.parse(f"item card={other_ray}")) == Action.of("item", card=ray)
    assert RULES.check(state, Action.parse("hero name=stef dice=[2,0]")) == Action.of("hero", name="stef",
                                                                                       dice=(0, 2))


def test_each_listed_hit_uses_its_dice_on_its_target_with_what_is_held():
    energy = card(data.ENERGY)
    state = fight_table(board={"city1": zombie(4), "city2": zombie(9), "city3": zombie(12)}, items=[energy])
    play(state, "roll", Dice.loaded([2, 3, 6]))
    free = fight.unused(state.turn)
    hits = listed(state, "hit")
    for hit in hits:
        value, use = evaluate(hit["expr"], free)
        assert value == fight.strength(state, hit["target"]) and use.energy <= 1
    keys = [(fight.spend_key(state, evaluate(h["expr"], free)[1]), h["target"]) for h in hits]
    assert len(keys) == len(set(keys))                                          # each way once
    ways = {(tuple(sorted(evaluate(h["expr"], free)[1].dice)), h["target"]): evaluate(h["expr"], free)[1] for h in hits}
    assert ways[(0,), zombie(4)].energy == 0                                    # the 2 Powered Up
    assert ways[(1,), zombie(4)].energy == 1                                    # the 3 and the Energy Drink/Bar
    assert ways[(1,), zombie(9)].energy == 0 and ways[(0,), zombie(9)].energy == 1   # 3 squared; (2 + 1) squared
    assert {dice for dice, target in ways if target == zombie(12)} == {(0, 1), (0, 2), (1, 2), (0, 1, 2)}


def test_suggest_ranks_the_auto_players_pick_first_with_a_reason_each():
    state = fight_table(board={"city1": zombie(4), "city2": zombie(9), "city3": zombie(12)})
    play(state, "roll", Dice.loaded([2, 3, 6]))
    ranked = bots.suggest(state)
    pick = bots.SolverBot("p1").choose(RULES, state, RULES.legal_actions(state), Dice(0))
    assert ranked[0] == pick
    legal = RULES.legal_actions(state)
    assert all(c.action in legal and c.reason and "\n" not in c.reason for c in ranked)
    assert len({c.action for c in ranked}) == len(ranked) < len(legal)          # a short list, each once


@pytest.mark.parametrize("text,why", [
    ("roll k=1", "has no parameter 'k'"),                                  # unknown parameter
    ("hit target=CZ04", "needs expr="),                                     # missing parameter
    ("hit target=4 expr=d0", "target of 'hit' must be a word"),             # wrong type
    ("hero name=stef dice=[x]", "Stef flips one or more unused dice"),      # right type, wrong values
    ("pay card=CZ70", "'pay' is not open now"),                             # another decision's action
    ("fly to=moon", "'fly' is not open now"),
])
def test_check_refuses_what_is_not_a_choice_with_a_reason_and_a_rule(text, why):
    state = fight_table(MASTER, heroes=FOUR, board={"city1": zombie(4)})
    play(state, "roll", Dice.loaded([1, 2, 3]))
    with pytest.raises(IllegalAction, match=re.escape(why)) as refusal:
        RULES.check(state, Action.parse(text))
    assert refusal.value.rule.startswith("CoZ")
