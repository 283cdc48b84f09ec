"""The dice-combination solver: every value the Battle Dice reach, and the best plans (CoZ STEP 2).

A combination joins dice with +, -, x and exact division (publisher's FAQ;
docs/rulings.md), Powers Up (squares, `^2`) or Down (exact square roots,
`sqrt(...)`) any die or result (CoZ MASTER THIS! Power Up & Power Down), and uses
what the players hold: the Alien Portal makes a die negative (`(-d0)`), the Power
Glove cubes (`^3`), an Energy Drink/Bar adds or takes 1 (`inc(...)`, `dec(...)`),
Binoculars double (`dbl(...)`), Lucy's Rule Breaker doubles a die for free, and a
saved Flip Hero adds their Strength (`lucy`, `alonso`). The texts are the
expressions `rules.py` parses, over die indices `d0 d1 d2`.

solver_tables.py builds what each set of numbers makes; this module answers for the
caller's dice (their order, their indices) and ranks the full plans.
"""
from __future__ import annotations

from functools import lru_cache
from heapq import heapreplace
from itertools import combinations
from math import inf
from operator import itemgetter
from typing import NamedTuple

from . import solver_tables
from .solver_tables import (CUBE, DIE, DIVIDE, LIMIT, MINUS_OP, NO_TOOLS, PLUS, PORTAL, ROOT, SQUARE, TIMES, TWICE,
                            Entry, Tables, Tools, cubed, entry, every_value, hero_entry, hero_forms, hero_found,
                            spend_fields, tables_for)

_new = tuple.__new__     # a NamedTuple without its Python-level constructor, in hot loops


class Hit(NamedTuple):
    target: str
    expr: str
    dice: tuple[int, ...]   # die indices used


class Assignment(NamedTuple):
    hits: tuple[Hit, ...]
    score: float


class _View(NamedTuple):
    """Dice as the cached tables see them: their numbers in ascending order, each die written `d`
    and a placeholder character for its place; `masks` maps a table's group to the caller's group."""
    values: tuple[int, ...]
    masks: dict[int, int]
    names: dict[int, str]          # str.translate table: placeholder -> the die's index
    indices: dict[int, tuple[int, ...]]   # the caller's group -> its dice's indices
    partitions: list[list[int]]    # the caller's partitions of its dice, in their order, as the tables' groups
    texts: "_Said"                 # a table's text -> the caller's


@lru_cache(maxsize=512)
def _view(dice: tuple[tuple[int, int], ...]) -> _View:
    order = sorted(range(len(dice)), key=lambda p: dice[p][1])
    masks = {m: sum(1 << order[c] for c in range(len(dice)) if m >> c & 1) for m in range(1, 1 << len(dice))}
    indices = {m: tuple(dice[i][0] for i in range(len(dice)) if m >> i & 1) for m in range(1, 1 << len(dice))}
    group = {caller: own for own, caller in masks.items()}
    partitions = [[group[m] for m in partition] for partition in _PARTITIONS[len(dice)]]
    names = {c: str(dice[p][0]) for c, p in enumerate(order)}
    return _View(tuple(dice[p][1] for p in order), masks, names, indices, partitions, _Said(names))


class _Said(dict):
    """A table's text -> the same with the caller's die indices, written once."""

    def __init__(self, names: dict[int, str]):
        super().__init__()
        self.names = names

    def __missing__(self, text: str) -> str:
        self[text] = said = text.translate(self.names)
        return said


def _cheapest(tables: Tables, group: int, value: int) -> Entry | None:
    """The group's cheapest way to the value (fewest uses first on a tie)."""
    best = None
    for spend, table in tables[group].items():
        node = table.get(value)
        if node is not None and (best is None or spend[0] + spend[1] + node[0] < best.cost):
            best = entry(node, spend)
    return best


def reach(dice: tuple[tuple[int, int], ...], tools: Tools = NO_TOOLS) -> dict[int, dict[int, Entry]]:
    """For dice given as (index, value) pairs: dice bit mask -> value -> cheapest Entry.

    Every value the tables hold (all the dice together: within ITEM_LIMIT); heroes join a
    group's result (`ways`, `assignments`). Writes every text: for tests and tools, not play
    (`values_made` and `assignments` are the cheap calls).
    """
    view = _view(dice)
    tables = tables_for(view.values, tools)
    out = {}
    for m, layers in tables.items():
        made = {v for table in layers.values() for v in every_value(table)}
        out[view.masks[m]] = {v: (e := _cheapest(tables, m, v))._replace(text=e.text.translate(view.names))
                              for v in made}
    return out


def values_made(dice: tuple[tuple[int, int], ...], tools: Tools = NO_TOOLS) -> set[int]:
    """Every value all these dice make together (within ITEM_LIMIT)."""
    view = _view(dice)
    return set().union(*map(every_value, tables_for(view.values, tools)[(1 << len(dice)) - 1].values()))


def ways(dice: tuple[tuple[int, int], ...], target: int, tools: Tools = NO_TOOLS) -> list[tuple[tuple[int, ...], str]]:
    """Every way to make `target`: the cheapest expression for each group of dice (and each hero) that can,
    the simplest of them where it spends no Energy or Binoculars (`simplest`)."""
    view = _view(dice)
    tables = tables_for(view.values, tools)
    found = []
    for m in tables:
        entry = _cheapest(tables, m, target)
        if entry is not None:
            group = view.indices[view.masks[m]]
            plain = None if entry.energy or entry.binoculars else simplest(dice, group, target, tools)
            found.append((group, plain or entry.text.translate(view.names)))
    found += [(view.indices[view.masks[group]], hero_entry(way).text.translate(view.names))
              for group, _, way, _ in (hero_found(tables, target, tools.heroes) if tools.heroes else ())]
    return sorted(found, key=lambda w: (len(w[0]), w[0], w[1]))


def simplest(dice: tuple[tuple[int, int], ...], group: tuple[int, ...], value: int, tools: Tools = NO_TOOLS
             ) -> str | None:
    """The simplest way these dice (indices `group`) make `value` with no Energy, Binoculars or hero:
    the fewest operations, then the fewest powers and roots (`2*3+6` before `6^2/2^2+3`), the Power
    Glove last of all; None if there is none. The tables keep the first way found, good for play;
    this says what a player would write (`zombiebox solve`, hints)."""
    found = _plain(dice, tools.portal, tools.glove, tools.rule_breaker).get(group, {}).get(value)
    return None if found is None else entry(found[4], (0, 0)).text


# dice -> value -> (glove used, operations, powers and roots, sums taken away, tree): the least is the simplest
_Plain = dict[tuple[int, ...], dict[int, tuple[int, int, int, int, tuple]]]


@lru_cache(maxsize=64)
def _plain(dice: tuple[tuple[int, int], ...], portal: bool, glove: bool, rule_breaker: bool) -> _Plain:
    """Every value each group of the dice makes, each by its simplest tree (the tables' node shapes, so
    written alike): +, -, x, exact /, squares, roots and what is held that spends nothing countable
    (CoZ STEP 2; MASTER THIS! Power Up & Power Down; Alien Portal; Power Glove; Lucy's Rule Breaker)."""
    out: _Plain = {}
    for index, number in dice:
        table = {number: (0, 0, 0, 0, (0, DIE, str(index)))}
        if portal:
            _keep(table, -number, (0, 1, 0, 0, (0, PORTAL, str(index))))
        if rule_breaker:
            _keep(table, 2 * number, (0, 1, 0, 0, (0, TWICE, str(index))))
        out[(index,)] = _powered(table, glove)
    for size in range(2, len(dice) + 1):
        for group in combinations([i for i, _ in dice], size):
            table: dict = {}
            for left, right in _splits(group):
                for a, (ga, oa, pa, sa, na) in out[left].items():
                    for b, (gb, ob, pb, sb, nb) in out[right].items():
                        if ga and gb:
                            continue                        # one cube a combination (The Power Glove)
                        cubes, ops, powers = ga | gb, oa + ob + 1, pa + pb
                        made = [(a + b, PLUS, na, nb), (a - b, MINUS_OP, na, nb), (b - a, MINUS_OP, nb, na),
                                (a * b, TIMES, na, nb)]
                        if b and a % b == 0:
                            made.append((a // b, DIVIDE, na, nb))
                        if a and b % a == 0:
                            made.append((b // a, DIVIDE, nb, na))
                        for v, kind, x, y in made:
                            if -LIMIT <= v <= LIMIT:   # (3 + 5 - 2 before 3 - (2 - 5): a sum taken away last)
                                odd = kind == MINUS_OP and y[1] in (PLUS, MINUS_OP)
                                _keep(table, v, (cubes, ops, powers, sa + sb + odd, (cubes, kind, x, y)))
            out[group] = _powered(table, glove)
    return out


def _keep(table: dict, value: int, found: tuple) -> bool:
    """Keep `found` for the value if it is simpler than what the table holds; say whether it was."""
    old = table.get(value)
    if old is None or found[:4] < old[:4]:
        table[value] = found
        return True
    return False


def _powered(table: dict, glove: bool) -> dict:
    """A group's table with Power Up, Power Down and the Glove's cube applied twice over, within the
    tables' own bounds (solver_tables._close)."""
    layer = list(table.items())
    for _ in range(2):
        new = []
        for v, (g, ops, powers, odd, node) in layer:
            made = []
            if -36 <= v <= 36:
                made.append((v * v, (g, ops + 1, powers + 1, odd, (g, SQUARE, node))))
                if glove and not g and -10 <= v <= 10:
                    made.append((v ** 3, (1, ops + 1, powers + 1, odd, (1, CUBE, node))))
            if v > 3 and v in _ROOTS:
                made.append((_ROOTS[v], (g, ops + 1, powers + 1, odd, (g, ROOT, node))))
            new += [(u, found) for u, found in made if _keep(table, u, found)]
        layer = new
    return table


_ROOTS = {i * i: i for i in range(2, 37)}


def _splits(group: tuple[int, ...]) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Each way to split a group of dice in two, once (the operations are tried both ways round)."""
    first, rest = group[0], group[1:]
    out = []
    for mask in range(1 << len(rest)):
        left = (first,) + tuple(d for i, d in enumerate(rest) if mask >> i & 1)
        right = tuple(d for i, d in enumerate(rest) if not mask >> i & 1)
        if right:
            out.append((left, right))
    return out


def _partitions(items: list[int]) -> list[list[int]]:
    """Set partitions of bit positions, as lists of masks."""
    if not items:
        return [[]]
    first, rest = items[0], items[1:]
    out = []
    for part in _partitions(rest):
        out.append([1 << first] + part)
        for i in range(len(part)):
            out.append(part[:i] + [part[i] | 1 << first] + part[i + 1:])
    return out


_PARTITIONS = {n: _partitions(list(range(n))) for n in range(4)}


_SCORE = itemgetter(1)
_WEIGHT = itemgetter(2)
_RANK = itemgetter(0, 1, 2)
PER_GROUP = 4   # candidate targets kept per group of dice: the heaviest (bounds the search)


def assignments(dice: tuple[tuple[int, int], ...], targets: tuple[tuple[str, int, float], ...],
                tools: Tools = NO_TOOLS, limit: int = 8) -> tuple[Assignment, ...]:
    """The best ways to use ALL the dice, each group of dice hitting a different target exactly
    (CoZ STEP 2: "Use all 3 dice or you will miss a turn"). `targets` are (id, strength, weight);
    an assignment scores the sum of its targets' weights, less a little for each item spent.
    Each group of dice considers its PER_GROUP heaviest targets."""
    if not dice or limit < 1:
        return ()
    view, best = _best(dice, targets, tools, limit)
    indices, masks, said = view.indices, view.masks, view.texts
    return tuple([_new(Assignment, (tuple([_new(Hit, (o[0], said[o[4]], indices[masks[o[5]]])) for o in r[3]]), r[0]))
                  for r in best])


def hits(dice: tuple[tuple[int, int], ...], targets: tuple[tuple[str, int, float], ...], tools: Tools = NO_TOOLS,
         limit: int = 8) -> list[tuple[str, str]]:
    """(expression, target) of each hit in the best `limit` assignments, the best's first, each once:
    what `assignments` would list, without writing the assignments out."""
    if not dice or limit < 1:
        return []
    view, best = _best(dice, targets, tools, limit)
    seen: dict[tuple[str, str], None] = {}
    for r in best:
        for o in r[3]:
            seen[o[4], o[0]] = None
    said = view.texts
    return [(said[text], target) for text, target in seen]


def every_hit(dice: tuple[tuple[int, int], ...], targets: tuple[tuple[str, int], ...], tools: Tools = NO_TOOLS
              ) -> list[tuple[str, str]]:
    """(expression, target) of every hit the search finds: for each target (id, Strength) in the
    given order, each group of the dice, with each of its cheapest spends (none; or an Energy, or
    Binoculars, or a saved Flip Hero, where neither is cheaper), in the tables' order: the legal
    hits, one way each, the way `assignments` and `hits` would write it."""
    view = _view(dice)
    reach = _reach(view.values, tools)
    said = view.texts
    out = []
    for target, strength in targets:
        for _, _, (length, _, text, _) in reach[strength]:
            out.append((said[text if length is not None else hero_entry(text).text], target))
    return out


def every_spend(dice: tuple[tuple[int, int], ...], targets: tuple[tuple[str, int], ...], tools: Tools = NO_TOOLS
                ) -> list[tuple[str, str]]:
    """(expression, target) of every hit the search finds with each spend, not only the cheapest: for each
    target in the given order, each group of the dice and each spend of Energy and Binoculars (each with
    or without a saved Flip Hero joining the group's result, by +, -, x or /) that makes its Strength (a
    player may spend a card the dice do not need: CoZ Items, "used at any time"). Two spends may be
    written alike (a doubled die under Rule Breaker): the caller tells them apart. With the Power Glove
    ready, the ways that cube where the dice need no cube (`cubed`). With neither Energy, Binoculars,
    the Glove nor a hero, `every_hit` has listed every spend already (one table a group)."""
    items = tools.energy or tools.binoculars
    if not (items or tools.glove or tools.heroes):
        return []
    view = _view(dice)
    tables = tables_for(view.values, tools, exact=bool(items))
    said = view.texts
    out = []
    for target, strength in targets:
        out += [(said[entry(node, spend).text], target) for _, node, spend in tables.nodes(strength)]
        if tools.glove:
            out += [(said[entry(node, spend).text], target) for node, spend in cubed(tables, strength)]
        for name, hero in tools.heroes:
            seen = set()      # one way for each group, spend and glove (the forms often share them)
            for value, form, prec in hero_forms(strength, name, hero, divide=True):
                for group, node, spend in tables.nodes(value):
                    if (group, spend, node[0]) not in seen:
                        seen.add((group, spend, node[0]))
                        out.append((said[hero_entry([0, node, spend, form, prec, None]).text], target))
    return out


def _best(dice: tuple[tuple[int, int], ...], targets: tuple[tuple[str, int, float], ...], tools: Tools,
          limit: int) -> tuple[_View, list[tuple]]:
    """The dice's view and the best `limit` of `_ranked`'s assignments, best first."""
    view = _view(dice)
    reach = _reach(view.values, tools)
    options = _options(reach, sorted(targets, key=_WEIGHT, reverse=True))   # heaviest first; stable
    ranked = _ranked(options, view.partitions, reach.bias, reach.high, limit)
    ranked.sort(key=_RANK, reverse=True)   # heaviest, then fewer hits, then the simplest texts; stable
    return view, ranked[:limit]


class _Reach(dict):
    """Strength -> (group, spend penalty, (text length, uses, expression, group)) for each group and
    hero that make it, for one set of numbers (ascending) and what is held: the tables' entries
    (`_Found`), worked out once per Strength (play asks after the same few, roll after roll). Groups
    and texts are the tables' own, dice by place, shared by every order of the same numbers:
    `assignments` and `hits` put the caller's dice in the few they return. A hero's way is written only once
    ranked (`_options`): until then (None, uses, way, group)."""

    def __init__(self, tables: Tables, tools: Tools):
        super().__init__()
        self.tables = tables
        self.heroes = tools.heroes
        self.priced = bool(tools.glove or tools.energy or tools.binoculars)   # penalties: options need sorting
        self.bias, self.high = _limits(tools)

    def __missing__(self, strength: int) -> tuple:
        found = self.tables.found[strength]
        if self.heroes:
            found += tuple([(group, penalty, (None, spend_fields(way[2][0], way[2][1], hero), way, group))
                            for group, penalty, way, hero in hero_found(self.tables, strength, self.heroes)])
        self[strength] = found
        return found


def _reach(values: tuple[int, ...], tools: Tools) -> _Reach:
    """Kept with its tables, and so with its store (solver_tables._STORES: bounded by bytes)."""
    tables = tables_for(values, tools)
    reach = tables.reaches.get(tools)
    if reach is None:
        reach = tables.reaches[tools] = _Reach(tables, tools)
        solver_tables.grew(values, tools)   # what the store's older reaches found since it was weighed
    return reach


def _limits(tools: Tools) -> tuple[int, int]:
    """(bias, high): a combination's uses plus bias set a bit of `high` if and only if it spends more
    Energy or Binoculars than held, or a hero twice (CoZ Items; each option alone fits: its tables
    were made for what is held). A field adds up to 6 at most (three dice, two uses each): 7 less
    what is held (6 at most) carries into the field's top bit just past what is held."""
    if not (tools.energy or tools.binoculars or tools.heroes):
        return 0, 0                 # nothing limited: every combination fits
    held = [min(tools.energy, 6), min(tools.binoculars, 6)] + [1] * len(tools.heroes)
    return sum((7 - n) << (4 * i) for i, n in enumerate(held)), sum(8 << (4 * i) for i in range(len(held)))


def _options(reach: _Reach, targets: list) -> list[list | None]:
    """By the tables' die group (a bit mask): its PER_GROUP best (target, weight less spends, text length,
    uses, expression, group), or None."""
    by_group: list[list | None] = [None] * 8     # groups of up to three dice
    if reach.priced:
        for tid, strength, weight in targets:
            head = (tid, weight)
            for group, penalty, tail in reach[strength]:
                option = (tid, weight - penalty) + tail if penalty else head + tail
                options = by_group[group]
                if options is None:
                    by_group[group] = [option]
                else:
                    options.append(option)
        for options in filter(None, by_group):
            options.sort(key=_SCORE, reverse=True)   # stable: equal scores keep the heavier-target order
            del options[PER_GROUP:]
    else:                       # every entry spends nothing, its score is its weight: the first are the best
        for tid, strength, weight in targets:
            head = (tid, weight)
            for group, _, tail in reach[strength]:
                options = by_group[group]
                if options is None:
                    by_group[group] = [head + tail]
                elif len(options) < PER_GROUP:
                    options.append(head + tail)
    if reach.heroes:                  # the heroes' ways kept are written now, for the texts' lengths
        for options in filter(None, by_group):
            for i, (tid, score, length, uses, way, dice) in enumerate(options):
                if length is None:
                    text = hero_entry(way).text
                    options[i] = (tid, score, len(text), uses, text, dice)
    return by_group


def _ranked(options: list[list | None], partitions: list[list[int]], bias: int, high: int, limit: int) -> list[tuple]:
    """The full assignments that may be among the best `limit`, as (score, -hits, -text length, combo)
    in the order found. Each group's options come best first, so a loop stops once the rest score
    less than `floor`, the `limit`-th best score found so far: those cannot make the cut, and the
    stable sort that follows ranks the rest, ties as found. A combination fits what is held when its
    uses plus `bias` leave `high` clear (`_limits`)."""
    ranked: list[tuple] = []
    bar = [-inf] * limit       # the best `limit` scores found so far, a heap: floor is its least
    floor = -inf
    for partition in partitions:
        lists = tuple(map(options.__getitem__, partition))
        if None in lists:
            continue
        if len(lists) == 1:
            for c in lists[0]:
                score = c[1]
                if score < floor:
                    break
                ranked.append((score, -1, -c[2], (c,)))
                if score > floor:          # (the heap's update, written out in each loop: the hot path)
                    heapreplace(bar, score)
                    floor = bar[0]
        elif len(lists) == 2:
            first, second = lists
            top = second[0][1]
            for a in first:
                if a[1] + top < floor:
                    break
                ta, ua = a[0], a[3] + bias
                for b in second:
                    score = a[1] + b[1]
                    if score < floor:
                        break
                    if b[0] != ta and not (ua + b[3]) & high:
                        ranked.append((score, -2, -(a[2] + b[2]), (a, b)))
                        if score > floor:
                            heapreplace(bar, score)
                            floor = bar[0]
        else:
            first, second, third = lists
            top2, top3 = second[0][1], third[0][1]
            for a in first:
                if a[1] + top2 + top3 < floor:
                    break
                ta = a[0]
                for b in second:
                    pair = a[1] + b[1]
                    if pair + top3 < floor:
                        break
                    tb = b[0]
                    if ta == tb:
                        continue
                    length, uses = a[2] + b[2], a[3] + b[3] + bias
                    for c in third:
                        score = pair + c[1]
                        if score < floor:
                            break
                        if c[0] != ta and c[0] != tb and not (uses + c[3]) & high:
                            ranked.append((score, -3, -(length + c[2]), (a, b, c)))
                            if score > floor:
                                heapreplace(bar, score)
                                floor = bar[0]
    return ranked




ITEM_WORDS = {"portal": "Alien Portal", "glove": "Power Glove", "energy": "Energy Drink/Bar",
              "binoculars": "Binoculars", "rule_breaker": "Lucy's Rule Breaker",
              "lucy": "Lucy (Strength 18)", "alonso": "Alonso (Strength 15)"}


def clear_caches() -> None:
    """Forget every table and answer: benchmarks time the solver from cold."""
    solver_tables.clear_caches()
    _view.cache_clear()


def tools_from_words(items: list[str]) -> Tools:
    """`--items` words to Tools (energy and binoculars may repeat)."""
    from .data import FLIP_BY_KEY
    unknown = [w for w in items if w not in ITEM_WORDS]
    if unknown:
        raise ValueError(f"unknown item {', '.join(unknown)}; items: {', '.join(ITEM_WORDS)}")
    heroes = tuple((w, FLIP_BY_KEY[w].strength) for w in ITEM_WORDS if w in items and w in FLIP_BY_KEY)
    return Tools(portal="portal" in items, glove="glove" in items, energy=items.count("energy"),
                 binoculars=items.count("binoculars"), rule_breaker="rule_breaker" in items, heroes=heroes)
