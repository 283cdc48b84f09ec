"""The solver against a brute force written separately (issue 14): for random dice and held items,
every value from -60 to 60 that the documented search reaches is found, and every value claimed is
really made by the combination the solver writes for it, within what is held.

The brute force follows the search as docs/rulings.md states it, nothing more: + - x and exact /
over any split of the dice; up to two powers (square up to 36, the Glove's cube up to 10, exact
root) on any result, again after each item; Energy (+1, -1) and Binoculars (x2) on any result; at
most two items a combination, one in a two-dice part of three dice; a result that used an item, and
any result of all the dice, within 150 (but a square of all the dice without items, up to 51^2, is
still Powered Down); an item-free part within 2592 (products within 1296)."""
import random
from math import isqrt

import pytest

from zombiebox.games.coz import solver
from zombiebox.games.coz.expression import evaluate

SHOWN = range(-60, 61)


def brute(values, portal, glove, rule_breaker, energy, binoculars):
    """Every value all these dice make together, by trying everything."""
    full = (1 << len(values)) - 1

    def fits(e, b, mask):
        two_of_three = len(values) == 3 and bin(mask).count("1") == 2
        return e <= energy and b <= binoculars and e + b <= (1 if two_of_three else 2)

    def kept(v, e, b, mask, product=False):
        if mask == full or e + b:
            return -150 <= v <= 150
        return -1296 <= v <= 1296 if product else -2592 <= v <= 2592

    def big_square(v, uses, mask):
        """All the dice, no item: a square up to 51^2, kept only to be Powered Down."""
        return mask == full and not uses and 150 < v <= 51 * 51 and isqrt(v) ** 2 == v

    def powered(found, mask):
        out, layer = set(found), set(found)
        for _ in range(2):
            made = set()
            for v, e, b in layer:
                if -36 <= v <= 36:
                    made.add((v * v, e, b))
                if glove and -10 <= v <= 10:
                    made.add((v ** 3, e, b))
                if v > 0 and isqrt(v) ** 2 == v:
                    made.add((isqrt(v), e, b))
            layer = {x for x in made if kept(*x, mask)} - out
            out |= layer
        return out

    def with_items(found, mask):
        out = powered(found, mask)
        frontier = out
        while frontier:
            made = set()
            for v, e, b in frontier:
                for u, e2, b2 in ((v + 1, e + 1, b), (v - 1, e + 1, b), (2 * v, e, b + 1)):
                    if fits(e2, b2, mask) and kept(u, e2, b2, mask):
                        made.add((u, e2, b2))
            frontier = powered(made, mask) - out
            out |= frontier
        return out

    memo = {}

    def made_by(mask):
        if mask in memo:
            return memo[mask]
        found = set()
        if mask & (mask - 1) == 0:
            v = values[mask.bit_length() - 1]
            found |= {(v, 0, 0)} | ({(-v, 0, 0)} if portal else set()) | ({(2 * v, 0, 0)} if rule_breaker else set())
        else:
            sub = (mask - 1) & mask
            while sub:
                for a, ea, ba in made_by(sub):
                    for c, ec, bc in made_by(mask ^ sub):
                        e, b = ea + ec, ba + bc
                        if not fits(e, b, mask):
                            continue
                        for v in (a + c, a - c) + ((a // c,) if c and a % c == 0 else ()):
                            if kept(v, e, b, mask) or big_square(v, e + b, mask):
                                found.add((v, e, b))
                        if kept(a * c, e, b, mask, product=True) or big_square(a * c, e + b, mask):
                            found.add((a * c, e, b))
                sub = (sub - 1) & mask
        memo[mask] = out = with_items(found, mask)
        return out

    return {v for v, _, _ in made_by(full)}


def cases(count=40, seed=14):
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        dice = [rng.randint(1, 6) for _ in range(rng.randint(1, 3))]
        items = rng.choice([(0, 0), (1, 0), (0, 1), (1, 1), (2, 0), (0, 2), (2, 2)])
        out.append((dice, rng.random() < 0.5, rng.random() < 0.5, rng.random() < 0.3, *items))
    return out


@pytest.mark.parametrize("dice,portal,glove,rule_breaker,energy,binoculars", cases())
def test_the_solver_finds_every_value_the_brute_force_makes_and_claims_nothing_else(
        dice, portal, glove, rule_breaker, energy, binoculars):
    tools = solver.Tools(portal=portal, glove=glove, energy=energy, binoculars=binoculars, rule_breaker=rule_breaker)
    pairs = tuple(enumerate(dice))
    found = solver.values_made(pairs, tools)
    made = brute(dice, portal, glove, rule_breaker, energy, binoculars)
    missed = sorted(v for v in SHOWN if v in made and v not in found)
    assert not missed, f"dice {dice}, {tools}: the solver misses {missed}"
    claimed = sorted(v for v in SHOWN if v in found and v not in made)
    assert not claimed, f"dice {dice}, {tools}: the solver claims {claimed}, which the brute force cannot make"
    every = (1 << len(dice)) - 1
    for value, entry in solver.reach(pairs, tools)[every].items():
        got, use = evaluate(entry.text, dict(pairs))
        doubled = 0 if rule_breaker else use.doubled_dice
        assert got == value and sorted(use.dice) == list(range(len(dice))), (entry.text, value)
        assert use.energy <= energy and use.binoculars + doubled <= binoculars, entry.text
        assert (use.portal == 0 or portal) and (use.glove == 0 or glove), entry.text
