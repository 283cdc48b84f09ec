"""The dice-combination solver and the combination notation, on the rulebook's own examples
(CoZ STEP 2, MASTER THIS! Power Up & Power Down, Prime Number Zombies, Negative Strength Zombies,
The Power Glove)."""
import json

import pytest
from hypothesis import given, settings, strategies as st

from zombiebox.games.coz.expression import ExpressionError, evaluate, pretty
from zombiebox.cli import solve_answers, solve_report, main as zombiebox
from zombiebox.games.coz.solver import NO_TOOLS, Tools, assignments, hits, reach, simplest, values_made, ways

ROLL = ((0, 2), (1, 3), (2, 6))


def makes(dice, target, tools=NO_TOOLS):
    """Every (dice used, value) way the solver lists for `target`, each checked by the evaluator."""
    found = ways(tuple(enumerate(dice)), target, tools)
    for used, text in found:
        value, use = evaluate(text, dict(enumerate(dice)), dict(tools.heroes))
        assert value == target and sorted(use.dice) == list(used), text
        assert_held(use, tools)
    return {used for used, _ in found}


def assert_held(use, tools):
    """What a combination spends is held (CoZ Items; rules: fight.check_hit counts the same way)."""
    assert tools.portal or not use.portal
    assert tools.glove or not use.glove
    assert use.energy <= tools.energy
    assert use.binoculars + (0 if tools.rule_breaker else use.doubled_dice) <= tools.binoculars
    assert len(set(use.heroes)) == len(use.heroes) and set(use.heroes) <= {name for name, _ in tools.heroes}


def test_step2_example_each_die_defeats_one_zombie():
    """2, 3 & 6 against 4, 9, 12, 2, 3, 6: each die hits the Zombie of its own number."""
    board = tuple((f"z{s}", s, 1.0) for s in (4, 9, 12, 2, 3, 6))
    best = assignments(ROLL, board)
    assert len(best[0].hits) == 3
    exact = [a for a in best if sorted(h.target for h in a.hits) == ["z2", "z3", "z6"]]
    assert exact and sorted(h.expr for h in exact[0].hits) == ["d0", "d1", "d2"]


@pytest.mark.parametrize("target, dice_used", [
    (2, (0,)),          # use the 2 dice to hit the 2
    (9, (1, 2)),        # add the 3 & 6 to hit the 9
    (3, (1,)),          # use the 3 dice to hit the 3
    (12, (0, 2)),       # multiply the 2 & 6 to hit the 12
    (4, (0, 2)),        # take the 2 from the 6 to hit the 4
    (12, (0, 1, 2)),    # 2 x 3 = 6, then add the 6: 12
])
def test_step2_example_every_listed_way(target, dice_used):
    assert dice_used in makes([2, 3, 6], target)


@pytest.mark.parametrize("text, value", [("d0", 2), ("d1+d2", 9), ("d0*d2", 12), ("d2-d0", 4), ("d0*d1+d2", 12)])
def test_step2_example_written_as_combinations(text, value):
    assert evaluate(text, {0: 2, 1: 3, 2: 6})[0] == value


@pytest.mark.parametrize("dice, target, text", [
    ((5, 4), 29, "d0^2+d1"),    # 5^2 = 25, 25 + 4 = 29
    ((5, 6, 1), 31, "d0*d1+d2"),  # 5 x 6 = 30, 30 + 1 = 31
    ((6, 1), 37, "d0^2+d1"),    # 6^2 = 36, 36 + 1 = 37
])
def test_prime_number_zombies(dice, target, text):
    assert evaluate(text, dict(enumerate(dice)))[0] == target
    assert tuple(range(len(dice))) in makes(list(dice), target)


@pytest.mark.parametrize("dice, target", [((2, 3), -1), ((1, 6), -5)])
def test_negative_strength_zombies(dice, target):
    assert evaluate("d0-d1", dict(enumerate(dice)))[0] == target
    assert (0, 1) in makes(list(dice), target)


def test_power_glove_cubes_a_2_into_8():
    assert (0,) in makes([2], 8, Tools(glove=True))
    assert makes([2], 8) == set()
    value, use = evaluate("d0^3", {0: 2})
    assert value == 8 and use.glove == 1


def test_power_up_3_to_9_and_4_up_to_16_or_down_to_2():
    assert (0,) in makes([3], 9)
    assert (0,) in makes([4], 16) and (0,) in makes([4], 2)
    assert evaluate("sqrt(d0)", {0: 4})[0] == 2


def test_alien_portal_makes_a_die_negative():
    assert makes([1, 2], -5) == set()
    assert (0, 1) in makes([1, 2], -5, Tools(portal=True))     # (-1) - 2^2
    value, use = evaluate("(-d0)-d1", {0: 2, 1: 3})
    assert value == -5 and use.portal == 1


def test_items_and_a_saved_flip_hero_act_on_a_result():
    assert (0,) in makes([5], 6, Tools(energy=1))           # Energy Drink: 5 + 1
    assert (0,) in makes([5], 10, Tools(binoculars=1))      # Binoculars: 5 doubled
    assert (0,) in makes([5], 23, Tools(heroes=(("lucy", 18),)))  # Lucy's 18 + a 5 = 23


def test_items_act_inside_a_combination():
    """CoZ Items: an Energy Drink/Bar modifies "a dice roll or combination": (2 + 1) x 3 = 9."""
    assert evaluate("inc(d0)*d1", {0: 2, 1: 3, 2: 6})[0] == 9
    assert dict(ways(ROLL, 9, Tools(energy=1)))[(0, 1)] == "inc(d0)*d1"
    assert (0, 1) in makes([2, 3, 6], 9, Tools(energy=1))
    assert (0, 1) not in makes([2, 3, 6], 9)


def on_the_result(text):
    """Whether the combination's last step is an item (inc/dec/dbl around all of it)."""
    if not text.startswith(("inc(", "dec(", "dbl(")):
        return False
    depth = 0
    for i, ch in enumerate(text[3:], 3):
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth == 0:
            return i == len(text) - 1
    return False


def test_a_value_only_an_item_inside_reaches():
    """2 and 3 make neither 8 nor 10, so no +1/-1 on their result is 9 (and 9, odd, is no doubled
    result); yet (2 + 1) x 3 = 9. 1 and 3 make 13 only as double(1)^2 + 3^2."""
    assert {8, 9, 10}.isdisjoint(values_made(((0, 2), (1, 3))))
    text = dict(ways(((0, 2), (1, 3)), 9, Tools(energy=1)))[(0, 1)]
    assert evaluate(text, {0: 2, 1: 3})[0] == 9 and not on_the_result(text)
    assert 13 not in values_made(((0, 1), (1, 3)))
    text = dict(ways(((0, 1), (1, 3)), 13, Tools(binoculars=1)))[(0, 1)]
    value, use = evaluate(text, {0: 1, 1: 3})
    assert value == 13 and use.binoculars + use.doubled_dice == 1 and not on_the_result(text)


def test_a_second_use_is_found_only_when_two_are_held():
    assert makes([1], 3, Tools(energy=1)) == set()              # 1 + 1 is 2: a second Energy is needed
    assert makes([1], 3, Tools(energy=2)) == {(0,)}
    value, use = evaluate(ways(((0, 1),), 3, Tools(energy=2))[0][1], {0: 1})
    assert value == 3 and use.energy == 2
    assert 3 not in values_made(((0, 1),), Tools(binoculars=1))
    assert 3 in values_made(((0, 1),), Tools(energy=1, binoculars=1))   # double(1) + 1


def test_power_down_of_a_large_square_of_all_the_dice():
    """The Power Glove: 5^4 + 6^3 = 841 = 29^2, Powered Down to the prime 29 (beyond the +-150 kept)."""
    assert (0, 1) in makes([5, 6], 29, Tools(glove=True))
    assert evaluate("sqrt((d0^2)^2+d1^3)", {0: 5, 1: 6})[0] == 29


def test_no_items_beats_items():
    """The solver's way to a value spends the least it can: 2 + 3 + 6 needs nothing."""
    text = dict(ways(ROLL, 11, Tools(portal=True, glove=True, energy=2, binoculars=2)))[(0, 1, 2)]
    use = evaluate(text, {0: 2, 1: 3, 2: 6})[1]
    assert not (use.portal or use.glove or use.energy or use.binoculars or use.doubled_dice)


HEROES = (("lucy", 18), ("alonso", 15))
tool_sets = st.builds(Tools, portal=st.booleans(), glove=st.booleans(), energy=st.integers(0, 3),
                      binoculars=st.integers(0, 3), rule_breaker=st.booleans(),
                      heroes=st.sampled_from([(), HEROES[:1], HEROES[1:], HEROES]))
rolls = st.lists(st.integers(1, 6), min_size=1, max_size=3)


@settings(max_examples=50, deadline=None)
@given(dice=rolls, tools=tool_sets, targets=st.lists(st.integers(-12, 101), min_size=1, max_size=6))
def test_every_way_and_plan_evaluates_and_spends_only_what_is_held(dice, tools, targets):
    pairs = tuple(enumerate(dice))
    for target in targets:
        makes(dice, target, tools)                 # every way: its value, its dice, spends held
    board = tuple((f"t{i}", s, 1.0 + i) for i, s in enumerate(targets))
    for plan in assignments(pairs, board, tools):
        used, spent = [], {"energy": 0, "binoculars": 0, "heroes": []}
        for hit in plan.hits:
            value, use = evaluate(hit.expr, dict(pairs), dict(tools.heroes))
            assert value == targets[int(hit.target[1:])]
            used += use.dice
            spent["energy"] += use.energy
            spent["binoculars"] += use.binoculars + (0 if tools.rule_breaker else use.doubled_dice)
            spent["heroes"] += use.heroes
            assert_held(use, tools)
        assert sorted(used) == list(range(len(dice)))                    # CoZ STEP 2: every die, once
        assert len({h.target for h in plan.hits}) == len(plan.hits)
        assert spent["energy"] <= tools.energy and spent["binoculars"] <= tools.binoculars
        assert len(set(spent["heroes"])) == len(spent["heroes"])


@settings(max_examples=50, deadline=None)
@given(dice=rolls, tools=tool_sets, targets=st.lists(st.integers(-12, 40), min_size=1, max_size=8),
       indices=st.permutations([0, 1, 2]), limit=st.integers(1, 8))
def test_any_order_of_the_dice_makes_the_same_plans_and_hits_lists_their_hits(dice, tools, targets, indices, limit):
    """The solver's tables are shared by every order of the same numbers (and any die indices): the
    plans for dice in another order are the same, die for die; `hits` lists the plans' hits, each once."""
    board = tuple((f"t{i}", s, 1.0 + i % 3) for i, s in enumerate(targets))
    pairs = tuple(zip(indices, dice))
    plans = assignments(pairs, board, tools, limit=limit)
    assert hits(pairs, board, tools, limit=limit) == list(dict.fromkeys((h.expr, h.target) for p in plans
                                                                         for h in p.hits))
    turned = pairs[::-1]
    again = assignments(turned, board, tools, limit=limit)
    assert [p.score for p in again] == pytest.approx([p.score for p in plans])   # (sums in another order)
    for plan in again:
        for hit in plan.hits:   # each hit is still exact with the dice it names
            assert evaluate(hit.expr, dict(turned), dict(tools.heroes))[0] == targets[int(hit.target[1:])]


@pytest.mark.parametrize("text, why", [
    ("d0/d1", "not a whole number"),
    ("sqrt(d1)", "not a square number"),
    ("d0+d0", "used twice"),
    ("d3", "no unused die"),
    ("-(d0+d1)", "only a single die can go on the Alien Portal"),
    ("d0+", "expected more"),
    ("lucy", "not a saved"),
    ("d0 x d1", "is not part of a combination"),
])
def test_impossible_combinations_say_why(text, why):
    with pytest.raises(ExpressionError, match=why):
        evaluate(text, {0: 3, 1: 2, 2: 6})


def test_reach_lists_what_all_three_dice_make():
    full = reach(ROLL)[0b111]
    assert {12, 11, 36 + 3 - 2, -7}.issubset(full)   # 2x3+6, 2+3+6, 6^2+3-2, 2-3-6


def cli(dice, items, targets):
    return solve_report(solve_answers(dice, items, targets))


def test_solve_command_text_lists_ways_and_full_assignments():
    text = cli([2, 3, 6], [], [4, 9, 12, 2, 3, 6])
    assert "Battle Dice: 2  3  6" in text
    lines = {line.split(":")[0].strip(): line for line in text.splitlines()}
    assert "2 × 6" in lines["12"] and "3 + 6" in lines["9"]          # CoZ STEP 2's examples
    assert "1. 3 Zombies defeated:  2 = 2;  3 = 3;  6 = 6" in text   # the rulebook's great roll
    assert "8:  2³" in cli([2], ["glove"], [8])
    with pytest.raises(ValueError, match="unknown item"):
        cli([2], ["sword"], [])


def test_the_simplest_way_uses_fewest_operations_then_fewest_powers():
    """CoZ STEP 2's own 2 x 3 + 6 = 12 is simpler than 6² ÷ 2² + 3 (issue 16, point 9)."""
    assert simplest(ROLL, (0, 1, 2), 12) == "d0*d1+d2"
    lines = {line.split(":")[0].strip(): line for line in cli([2, 3, 6], [], [12]).splitlines()}
    assert lines["12"].endswith("2 × 3 + 6*")
    assert simplest(((0, 3), (1, 2), (2, 5)), (0, 1, 2), 36) == "(d2-d1+d0)^2"      # no 3 - (2 - 5)


@given(st.lists(st.integers(1, 6), min_size=1, max_size=3), st.integers(-30, 60),
       st.sampled_from([NO_TOOLS, Tools(portal=True, glove=True), Tools(rule_breaker=True)]))
@settings(max_examples=60, deadline=None)
def test_simplest_way_makes_its_value_with_what_is_held(dice, target, tools):
    pairs = tuple(enumerate(dice))
    for used, text in ways(pairs, target, tools):
        value, use = evaluate(text, dict(pairs), dict(tools.heroes))
        assert value == target and sorted(use.dice) == list(used), text
        assert_held(use, tools)


def test_solve_json_gives_targets_ways_and_best_plans(capsys):
    assert zombiebox(["solve", "--dice", "2", "3", "6", "--targets", "12", "6", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["targets"] == [12, 6] and out["dice"] == [2, 3, 6]
    assert {"dice": [0, 1, 2], "expr": "d0*d1+d2", "said": "2 × 3 + 6"} in out["ways"]["12"]
    assert sorted(h["target"] for h in out["best"][0]["hits"]) == [6, 12]       # both Zombies, all 3 dice
    assert sorted(d for h in out["best"][0]["hits"] for d in h["dice"]) == [0, 1, 2]
    assert 12 in out["made"] and 26 not in out["made"]


@pytest.mark.parametrize("text, said", [
    ("d0*d1+d2", "2 × 3 + 6"),                      # CoZ STEP 2: 2 x 3 = 6, then add the 6
    ("dec((d0^2)^2)", "(2²)² − 1 Energy"),          # Power Up twice, an Energy Bar takes 1
    ("inc(d0)*d1", "(2 + 1 Energy) × 3"),           # brackets only where the order needs them
    ("(-d1)+d2", "(−3) + 6"),                       # a die on the Alien Portal
    ("dbl(d2)", "double(6)"),                       # Binoculars (or Rule Breaker)
])
def test_combinations_are_written_for_people(text, said):
    assert pretty(text, {0: 2, 1: 3, 2: 6}) == said


def test_the_solver_keeps_its_stores_within_their_bytes(monkeypatch):
    from itertools import product

    from zombiebox.games.coz import solver, solver_tables
    solver.clear_caches()
    monkeypatch.setattr(solver_tables._STORES, "max_weight", 1 << 20)
    every_item = Tools(portal=True, glove=True, energy=2, binoculars=2, rule_breaker=True)
    for roll in product(range(1, 7), repeat=3):   # 56 sets of numbers, about 150 KB each with every Item
        hits(tuple(enumerate(roll)), (("z", 12, 1.0),), every_item)
    held = solver_tables._STORES
    assert 1 < len(held) < 56 and held.weight <= 1 << 20
    solver.clear_caches()
