"""The legal list is complete and canonical (issue 14): every Hero move, Item use and hit open now,
each once; another spelling of a listed choice is accepted and normalised; what the auto-player
prefers is `bots.suggest`, ranked, a reason each."""
import re

import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.games.coz import bots, data, fight
from zombiebox.games.coz.expression import ExpressionError, evaluate

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


# --- check accepts only what the list holds: extra items, and combinations beyond the search --------

FLIPS = {"level": "master", "heroes": "on", "flip_heroes": "on"}
LUCY = data.FLIP_BY_KEY[data.LUCY].id
ENERGY = [card(data.ENERGY, i) for i in range(3)]


def target(strength):
    """A Zombie or Alien Boss card of this Strength, or None."""
    return next((c.id for c in data.ZOMBIE_DECK if c.strength == strength and c.kind in (data.ZOMBIE, data.BOSS)),
                None)


def lucy_saved_table(strength, faces, items=()):
    """A Master table with Lucy saved and ready, one card of this Strength on the board, the dice rolled."""
    state = fight_table(FLIPS, board={"city2": target(strength)}, items=list(items))
    state.flips["lucy"].where = "saved"
    state.board[state.board.index(LUCY)] = None
    play(state, "roll", Dice.loaded(list(faces)))
    return state


def spend(state, expr):
    return fight.spend_key(state, evaluate(expr, fight.unused(state.turn), fight.ready_flips(state))[1])


def test_a_hit_may_spend_an_item_the_dice_do_not_need_and_that_spend_is_listed():
    state = fight_table(board={"city1": zombie(6)}, items=[card(data.ENERGY)])
    play(state, "roll", Dice.loaded([2, 3, 6]))
    spends = {spend(state, h["expr"]) for h in listed(state, "hit", target=zombie(6))}
    assert ((0, 1), 0, 0, False, ()) in spends                                 # 2 x 3
    assert ((0, 1), 1, 0, False, ()) in spends                                 # 2 + 1 Energy + 3: the card spent too
    accepted = RULES.check(state, Action.parse(f"hit target={zombie(6)} expr=inc(d0)+d1"))
    assert accepted in RULES.legal_actions(state) and spend(state, accepted["expr"]) == ((0, 1), 1, 0, False, ())
    play(state, f"hit target={zombie(6)} expr=d2")                             # (6 alone, or 2 x 3, or ...)
    assert spend(state, "inc(d1)*d0") not in {spend(state, h["expr"]) for h in listed(state, "hit")}  # d2 is used


def test_two_energy_that_cancel_out_are_a_listed_spend():
    state = lucy_saved_table(6, [2, 3, 6], ENERGY[:2])
    accepted = RULES.check(state, Action.parse(f"hit target={target(6)} expr=inc(dec(d2))"))
    assert accepted in RULES.legal_actions(state) and spend(state, accepted["expr"]) == ((2,), 2, 0, False, ())


@pytest.mark.parametrize("strength, faces, items, expr", [
    (5, [2, 3, 6], ENERGY, "inc(inc(inc(d0)))"),        # three items in one combination
    (26, [5, 2, 6], (), "(lucy-d0)*d1"),                # Lucy inside a part: (18 - 5) x 2
])
def test_a_combination_beyond_the_search_is_refused_naming_the_ruling(strength, faces, items, expr):
    state = lucy_saved_table(strength, faces, items)
    action = Action.parse(f"hit target={target(strength)} expr={expr}")
    value, _ = evaluate(expr, fight.unused(state.turn), fight.ready_flips(state))
    assert value == strength                                                    # a correct combination...
    with pytest.raises(IllegalAction, match="beyond what the table's search lists") as refusal:
        RULES.check(state, action)                                              # ...that the list does not hold
    assert refusal.value.rule == f"{fight.RULE}; {fight.BEYOND}"
    assert all(h["target"] != target(strength) or spend(state, h["expr"]) != spend(state, expr)
               for h in listed(state, "hit"))


_WRAPS = ("{}", "inc({})", "dec({})", "dbl({})", "({})^2", "sqrt({})", "({})^3", "{}")
_OPS = ("+", "-", "*", "/")


@st.composite
def combinations(draw):
    """A combination over some of the three dice, with Energy, Binoculars, Powers, the Glove and Lucy anywhere."""
    dice = draw(st.permutations([0, 1, 2]))[:draw(st.integers(1, 3))]
    parts = [draw(st.sampled_from(_WRAPS)).format(f"d{i}") for i in dice]
    if draw(st.booleans()):
        parts.insert(draw(st.integers(0, len(parts))), "lucy")
    text = parts[0]
    for part in parts[1:]:
        text = draw(st.sampled_from(_WRAPS)).format(f"({text}){draw(st.sampled_from(_OPS))}{part}")
    return text


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(faces=st.lists(st.integers(1, 6), min_size=3, max_size=3), energy=st.integers(0, 3),
       binoculars=st.booleans(), glove=st.booleans(), expr=combinations())
def test_check_accepts_only_listed_hits_even_with_extra_items_or_beyond_the_search(faces, energy, binoculars, glove,
                                                                                   expr):
    """The conformance property (accepted => listed) for hits a player builds by hand: items the dice do
    not need, three items, a cube where none is needed, a Flip Hero inside a part, results past +-150."""
    try:
        value, _ = evaluate(expr, dict(enumerate(faces)), {"lucy": 18})
    except ExpressionError:
        value = None
    assume(target(value) is not None)
    held = ENERGY[:energy] + [card(data.BINOCULARS)] * binoculars + [card(data.GLOVE)] * glove
    state = lucy_saved_table(value, faces, held)
    action = Action.of("hit", target=target(value), expr=expr)
    try:
        accepted = RULES.check(state, action)
    except IllegalAction as exc:
        assert exc.reason and exc.rule
        return
    assert accepted in RULES.legal_actions(state), f"check accepts {expr} as {accepted}, which is not listed"
    assert spend(state, accepted["expr"]) == spend(state, expr)                 # the same dice and spends


def test_a_flip_heroes_strength_may_be_divided_by_the_dice():
    state = lucy_saved_table(6, [1, 2, 6])
    accepted = RULES.check(state, Action.parse(f"hit target={target(6)} expr=lucy/(d0+d1)"))   # 18 / 3
    assert accepted in RULES.legal_actions(state) and spend(state, accepted["expr"]) == ((0, 1), 0, 0, False, ("lucy",))
