"""The dice-combination solver: every value the Battle Dice reach, and how (CoZ STEP 2).

A combination joins dice with +, -, x and exact division (publisher's FAQ;
docs/rulings.md), Powers Up (squares, `^2`) or Down (exact square roots,
`sqrt(...)`) any die or result (CoZ MASTER THIS! Power Up & Power Down), and uses
what the players hold: the Alien Portal makes a die negative (`(-d0)`), the Power
Glove cubes (`^3`), an Energy Drink/Bar adds or takes 1 (`inc(...)`, `dec(...)`),
Binoculars double (`dbl(...)`), Lucy's Rule Breaker doubles a die for free, and a
saved Flip Hero adds their Strength (`lucy`, `alonso`). The texts are the
expressions `rules.py` parses, over die indices `d0 d1 d2`.

The search is exhaustive over splits of the dice, keeps one cheapest expression
per value (no items beats items), and is cached per dice and tools.
"""
from __future__ import annotations

from functools import lru_cache
from heapq import nsmallest
from itertools import product
from math import isqrt
from operator import itemgetter
from typing import NamedTuple

from .expression import MINUS, pretty

LIMIT = 1296          # 6^4 = (6x6)^2: no useful combination passes through a larger number
ATOM, POWER, MUL, ADD = 4, 3, 2, 1   # precedence of an expression's outermost operator


class Tools(NamedTuple):
    """What the players hold that changes what dice can make (a tuple: it hashes fast as a cache key)."""
    portal: bool = False        # Alien Portal (CoZ Negative Strength Zombies)
    glove: bool = False         # Power Glove, not yet used this round (CoZ Power Glove)
    energy: int = 0             # Energy Drinks/Bars held (CoZ Items)
    binoculars: int = 0         # Binoculars held (CoZ Items)
    rule_breaker: bool = False  # Lucy's Rule Breaker this Round (CoZ Special Moves)
    heroes: tuple[tuple[str, int], ...] = ()  # saved, ready Flip Heroes: (name, Strength)


NO_TOOLS = Tools()


class Entry(NamedTuple):
    """One way to make a value: its expression and what it spends."""
    text: str
    prec: int
    energy: int = 0
    binoculars: int = 0
    glove: int = 0

    @property
    def cost(self) -> int:
        return self.energy + self.binoculars + self.glove


_new = tuple.__new__     # Entry(...) without NamedTuple's Python-level constructor, in the hot loop


class Hit(NamedTuple):
    target: str
    expr: str
    dice: tuple[int, ...]   # die indices used


class Assignment(NamedTuple):
    hits: tuple[Hit, ...]
    score: float


def _wrap(e: Entry, prec: int) -> str:
    return e.text if e.prec >= prec else f"({e.text})"


def _store(table: dict, value: int, entry: Entry) -> bool:
    old = table.get(value)
    if old is None or entry.cost < old.cost:
        table[value] = entry
        return True
    return False


_ROOTS = {i * i: i for i in range(2, 100)}   # the squares a table holds (its values stay below 4000)


def _root(v: int) -> int:
    """The whole square root of v > 1, or 0."""
    root = _ROOTS.get(v, 0)
    if not root and v >= 10_000:
        root = isqrt(v) if isqrt(v) ** 2 == v else 0
    return root


def _powers(table: dict, glove: bool) -> None:
    """Power Up (v x v), Power Down (exact square root) and the Power Glove's cube, twice over
    (CoZ MASTER THIS! Power Up & Power Down; The Power Glove). Only values that can be powered are
    visited: up to 36 (squared; cubed up to 10) and the squares."""
    layer = [(v, e) for v, e in table.items() if -36 <= v <= 36 or v in _ROOTS or v >= 10_000]
    for _ in range(2):
        new = []
        for v, e in layer:
            if -36 <= v <= 36:
                entry = Entry(f"{_wrap(e, ATOM)}^2", POWER, e.energy, e.binoculars, e.glove)
                if _store(table, v * v, entry):
                    new.append((v * v, entry))
            root = _root(v) if v > 1 else 0
            if root:
                entry = Entry(f"sqrt({e.text})", ATOM, e.energy, e.binoculars, e.glove)
                if _store(table, root, entry):
                    new.append((root, entry))
            if glove and -10 <= v <= 10:
                entry = Entry(f"{_wrap(e, ATOM)}^3", POWER, e.energy, e.binoculars, 1)
                if _store(table, v ** 3, entry):
                    new.append((v ** 3, entry))
        layer = new


def _combine(left: dict, right: dict, out: dict) -> None:
    """Every +, -, x and exact / of a value from each side (CoZ STEP 2; rulings: division).
    An expression's text is written only when it is the cheapest way to its value so far
    (the hot loop of the solver: plain locals, no calls unless a value is new or cheaper; an Entry
    is made straight from its tuple)."""
    if len(left) > len(right):
        left, right = right, left          # the same values (each operation both ways), a shorter outer loop
    get = out.get
    rights = [(b, eb, eb[4]) for b, eb in right.items()]
    for a, ea in left.items():
        glove_a = ea[4]
        for b, eb, glove_b in rights:
            glove = glove_a | glove_b
            v = a + b
            old = get(v)
            if old is None or glove < old[4]:
                out[v] = _new(Entry, (f"{ea.text}+{eb.text}", ADD, 0, 0, glove))
            v = a * b
            if -LIMIT <= v <= LIMIT:
                old = get(v)
                if old is None or glove < old[4]:
                    out[v] = _new(Entry, (f"{_wrap(ea, MUL)}*{_wrap(eb, MUL)}", MUL, 0, 0, glove))
            v = a - b
            old = get(v)
            if old is None or glove < old[4]:
                out[v] = _new(Entry, (f"{ea.text}-{_wrap(eb, MUL)}", ADD, 0, 0, glove))
            v = b - a
            old = get(v)
            if old is None or glove < old[4]:
                out[v] = _new(Entry, (f"{eb.text}-{_wrap(ea, MUL)}", ADD, 0, 0, glove))
            if b and a % b == 0:
                v = a // b
                old = get(v)
                if old is None or glove < old[4]:
                    out[v] = _new(Entry, (f"{_wrap(ea, MUL)}/{_wrap(eb, POWER)}", MUL, 0, 0, glove))
            if a and b % a == 0:
                v = b // a
                old = get(v)
                if old is None or glove < old[4]:
                    out[v] = _new(Entry, (f"{_wrap(eb, MUL)}/{_wrap(ea, POWER)}", MUL, 0, 0, glove))


ITEM_LIMIT = 150   # item results are kept near Strengths (every card is within 100; a hero adds 24 at most)
ITEM_FORMS = (  # (mul, add, template, energy, binoculars): a group's result w becomes mul * w + add
    (1, 1, "inc({})", 1, 0), (1, -1, "dec({})", 1, 0), (2, 0, "dbl({})", 0, 1),
    (2, 1, "inc(dbl({}))", 1, 1), (2, -1, "dec(dbl({}))", 1, 1),
    (2, 2, "dbl(inc({}))", 1, 1), (2, -2, "dbl(dec({}))", 1, 1))


@lru_cache(maxsize=1024)
def _with_items(values: tuple[int, ...], portal: bool, glove: bool, rule_breaker: bool,
                energy: bool, binoculars: bool) -> dict[int, dict[int, Entry]]:
    """Each group's table plus its result after one Energy Drink/Bar (+1 or -1) and/or one pair of
    Binoculars (double) (CoZ Items: "a dice roll or combination"). Cached: built once per roll."""
    out = {}
    for mask, table in _core(values, portal, glove, rule_breaker).items():
        extended = dict(table)
        get = extended.get
        near = {mul: [(w, e) for w, e in table.items() if -reach_ <= w <= reach_]   # w whose result can stay near
                for mul, reach_ in ((1, ITEM_LIMIT + 1), (2, ITEM_LIMIT // 2 + 1))}
        for mul, add, template, uses_energy, uses_binoculars in ITEM_FORMS:
            if (uses_energy and not energy) or (uses_binoculars and not binoculars):
                continue
            cost = uses_energy + uses_binoculars
            for w, e in near[mul]:
                u = mul * w + add
                if not -ITEM_LIMIT <= u <= ITEM_LIMIT:
                    continue
                old = get(u)
                if old is None or cost + e[4] < old[2] + old[3] + old[4]:    # cheaper: fewer items spent
                    extended[u] = Entry(template.format(e.text), ATOM, uses_energy, uses_binoculars, e[4])
        out[mask] = extended
    return out


def options_for(table: dict, target: int, tools: Tools) -> list[tuple[Entry, int]]:
    """Every cheapest way one group's table (from `reach`) makes `target`: (Entry, hero bit or 0), one
    per hero choice. A saved Flip Hero's Strength joins the group's result (CoZ Flip Hero cards: 18 + 5)."""
    found = []
    entry = table.get(target)
    if entry is not None:
        found.append((entry, 0))
    for bit, (name, s) in enumerate(tools.heroes):
        best = None
        for u, form, prec in ((target - s, "{}+" + name, ADD), (target + s, "{}-" + name, ADD),
                              (s - target, name + "-{}", ADD)) + \
                ((((target // s), "{}*" + name, MUL),) if s and target % s == 0 else ()):
            inner = table.get(u)
            if inner is None or (best is not None and inner.cost >= best.cost):
                continue
            wrap_at = MUL if prec == MUL or form.startswith(name) else 0
            best = Entry(form.format(_wrap(inner, wrap_at) if wrap_at else inner.text), prec, *inner[2:])
        if best is not None:
            found.append((best, 1 << bit))
    return found


class _View(NamedTuple):
    """Dice as the cached tables see them: their numbers in ascending order, each die written `d`
    and a placeholder character for its place; `masks` maps a table's group to the caller's group."""
    values: tuple[int, ...]
    masks: dict[int, int]
    names: dict[int, str]          # str.translate table: placeholder -> the die's index
    indices: dict[int, tuple[int, ...]]   # the caller's group -> its dice's indices


@lru_cache(maxsize=512)
def _view(dice: tuple[tuple[int, int], ...]) -> _View:
    order = sorted(range(len(dice)), key=lambda p: dice[p][1])
    masks = {m: sum(1 << order[c] for c in range(len(dice)) if m >> c & 1) for m in range(1, 1 << len(dice))}
    indices = {m: tuple(dice[i][0] for i in range(len(dice)) if m >> i & 1) for m in range(1, 1 << len(dice))}
    return _View(tuple(dice[p][1] for p in order), masks, {c: str(dice[p][0]) for c, p in enumerate(order)}, indices)


def _tables(values: tuple[int, ...], tools: Tools) -> dict[int, dict[int, Entry]]:
    if tools.energy or tools.binoculars:
        return _with_items(values, tools.portal, tools.glove, tools.rule_breaker, tools.energy > 0,
                           tools.binoculars > 0)
    return _core(values, tools.portal, tools.glove, tools.rule_breaker)


def reach(dice: tuple[tuple[int, int], ...], tools: Tools = NO_TOOLS) -> dict[int, dict[int, Entry]]:
    """For dice given as (index, value) pairs: dice bit mask -> value -> cheapest Entry.

    Dice combine fully with every operation, the Alien Portal, the Power Glove and
    Rule Breaker; one-use items act on a group's result, and heroes join it (`options_for`).
    The tables are built once per set of numbers (216 rolls are 56 sets) and cached; this copy
    names the caller's dice (for `makes` alone, `values_made` is cheaper).
    """
    view = _view(dice)
    return {view.masks[m]: {v: e._replace(text=e.text.translate(view.names)) for v, e in table.items()}
            for m, table in _tables(view.values, tools).items()}


def values_made(dice: tuple[tuple[int, int], ...], tools: Tools = NO_TOOLS) -> set[int]:
    """Every value all these dice make together."""
    view = _view(dice)
    return set(_tables(view.values, tools)[(1 << len(dice)) - 1])


@lru_cache(maxsize=1024)
def _core(values: tuple[int, ...], portal: bool, glove: bool, rule_breaker: bool) -> dict:
    tables: dict[int, dict[int, Entry]] = {}
    for mask in sorted(range(1, 1 << len(values)), key=lambda m: bin(m).count("1")):
        if mask & (mask - 1) == 0:
            place = mask.bit_length() - 1
            value, die = values[place], f"d{chr(place)}"       # chr(place): replaced by the die's index
            table = {value: Entry(die, ATOM)}
            if portal:                                         # CoZ Alien Portal: a die becomes negative
                _store(table, -value, Entry(f"(-{die})", ATOM))
            if rule_breaker:                                   # Lucy 'Rule Breaker': double a die
                _store(table, 2 * value, Entry(f"dbl({die})", ATOM))
        else:
            table = {}
            low = mask & -mask
            sub = (mask - 1) & mask
            done = set()          # splits into the same numbers make the same values: the first one is kept
            while sub:
                if sub & low:
                    split = tuple(sorted((_numbers(values, sub), _numbers(values, mask ^ sub))))
                    if split not in done:
                        done.add(split)
                        _combine(tables[sub], tables[mask ^ sub], table)
                sub = (sub - 1) & mask
        _powers(table, glove)
        tables[mask] = table
    return tables


def _numbers(values: tuple[int, ...], mask: int) -> tuple[int, ...]:
    return tuple(v for i, v in enumerate(values) if mask >> i & 1)


def ways(dice: tuple[tuple[int, int], ...], target: int, tools: Tools = NO_TOOLS) -> list[tuple[tuple[int, ...], str]]:
    """Every way to make `target`: one expression per group of dice (and per hero) that can."""
    view = _view(dice)
    found = []
    for m, table in _tables(view.values, tools).items():
        indices = view.indices[view.masks[m]]
        found.extend((indices, entry.text.translate(view.names)) for entry, _ in options_for(table, target, tools))
    return sorted(found, key=lambda w: (len(w[0]), w[0], w[1]))


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
_RANK = itemgetter(0, 1, 2)
PER_GROUP = 4   # candidate targets kept per group of dice: the heaviest (bounds the search)


@lru_cache(maxsize=2048)
def assignments(dice: tuple[tuple[int, int], ...], targets: tuple[tuple[str, int, float], ...],
                tools: Tools = NO_TOOLS, limit: int = 8) -> tuple[Assignment, ...]:
    """The best ways to use ALL the dice, each group of dice hitting a different target exactly
    (CoZ STEP 2: "Use all 3 dice or you will miss a turn"). `targets` are (id, strength, weight);
    an assignment scores the sum of its targets' weights, less a little for each item spent.
    Each group of dice considers its PER_GROUP heaviest targets."""
    if not dice:
        return ()
    n = len(dice)
    plain = not tools.heroes
    limited = bool(tools.heroes or tools.energy or tools.binoculars)   # spends must fit what is held
    targets = sorted(targets, key=lambda t: -t[2])                     # heaviest first
    options: dict[int, list] = {}     # die group -> [(target, weight less spends, entry, hero bit, text length)]
    view = _view(dice)
    for canonical, table in _tables(view.values, tools).items():
        group = view.masks[canonical]
        found = []
        if plain:
            get = table.get
            for tid, strength, weight in targets:
                entry = get(strength)
                if entry is not None:
                    found.append((tid, weight - 0.01 * (entry[2] + entry[3] + entry[4]), entry, 0, len(entry[0])))
        else:
            found = [(tid, weight - 0.01 * entry.cost, entry, hero, len(entry.text))
                     for tid, strength, weight in targets for entry, hero in options_for(table, strength, tools)]
        if found:
            found.sort(key=_SCORE, reverse=True)      # stable: equal scores keep the heavier-target order
            options[group] = found[:PER_GROUP]
    ranked: list[tuple] = []          # (-score, hits, text length, combo, partition): best first when sorted
    for partition in _PARTITIONS[n]:
        lists = [options.get(group) for group in partition]
        if not all(lists):
            continue
        if len(lists) == 1:
            ranked += [(-c[1], 1, c[4], (c,), partition) for c in lists[0]]
            continue
        for combo in product(*lists):
            if len(combo) == 2:
                a, b = combo
                if a[0] == b[0]:
                    continue
                key = (-(a[1] + b[1]), 2, a[4] + b[4])
            else:
                a, b, c = combo
                if a[0] == b[0] or a[0] == c[0] or b[0] == c[0]:
                    continue
                key = (-(a[1] + b[1] + c[1]), 3, a[4] + b[4] + c[4])
            if limited:
                heroes, energy, binoculars, clash = 0, 0, 0, False
                for o in combo:
                    clash = clash or bool(heroes & o[3])
                    heroes |= o[3]
                    energy += o[2].energy
                    binoculars += o[2].binoculars
                if clash or energy > tools.energy or binoculars > tools.binoculars:
                    continue
            ranked.append(key + (combo, partition))
    ranked = nsmallest(limit, ranked, key=_RANK)   # heaviest, then fewer hits, then the simplest texts; stable
    indices, names = view.indices, view.names
    return tuple(Assignment(tuple(Hit(o[0], o[2].text.translate(names), indices[g]) for o, g in zip(r[3], r[4])), -r[0])
                 for r in ranked)


ITEM_WORDS = {"portal": "Alien Portal", "glove": "Power Glove", "energy": "Energy Drink/Bar",
              "binoculars": "Binoculars", "rule_breaker": "Lucy's Rule Breaker",
              "lucy": "Lucy (Strength 18)", "alonso": "Alonso (Strength 15)"}


def tools_from_words(items: list[str]) -> Tools:
    """`--items` words to Tools (energy and binoculars may repeat)."""
    from .data import FLIP_BY_KEY
    unknown = [w for w in items if w not in ITEM_WORDS]
    if unknown:
        raise ValueError(f"unknown item {', '.join(unknown)}; items: {', '.join(ITEM_WORDS)}")
    heroes = tuple((w, FLIP_BY_KEY[w].strength) for w in ITEM_WORDS if w in items and w in FLIP_BY_KEY)
    return Tools(portal="portal" in items, glove="glove" in items, energy=items.count("energy"),
                 binoculars=items.count("binoculars"), rule_breaker="rule_breaker" in items, heroes=heroes)


def _spans(values: list[int]) -> str:
    """1 2 3 5 7 8 -> 1-3, 5, 7-8 (negative numbers with a proper minus sign)."""
    out, start = [], None
    for v, nxt in zip(values, values[1:] + [None]):
        start = v if start is None else start
        if nxt != v + 1:
            out.append(_number(start) if start == v else f"{_number(start)} to {_number(v)}")
            start = None
    return ", ".join(out)


def _number(v: int) -> str:
    return str(v).replace("-", MINUS)


def cli(dice: list[int], items: list[str], targets: list[int]) -> str:
    """What `zombiebox solve --dice 2 3 6 [--items ...] [--targets 4 9 12 2 3 6]` prints."""
    if not 1 <= len(dice) <= 3 or any(not 1 <= d <= 6 for d in dice):
        raise ValueError("give one to three Battle Dice, each 1-6")
    tools = tools_from_words(items)
    pairs = tuple(enumerate(dice))
    numbers = dict(pairs)
    every = "the die" if len(dice) == 1 else f"all {len(dice)} dice"
    lines = [f"Battle Dice: {'  '.join(map(str, dice))}     Items held: "
             f"{', '.join(ITEM_WORDS[w] for w in items) or 'none'}"]
    full = values_made(pairs, tools)
    made = [v for v in range(-50, 101) if v in full]
    missed = [v for v in range(-50, 101) if v not in full]
    listed = (f"every number except {_spans(missed)}." if len(missed) <= len(made) else
              f"only {_spans(made)}." if made else "none.")
    lines.append(f"Using {every}: {len(full)} numbers can be made. From {_number(-50)} to 100: {listed}")
    if not targets:
        return "\n".join(lines)
    lines += ["", "Ways to make each Zombie's Strength (* = uses every die):"]
    for strength in dict.fromkeys(targets):
        found = ways(pairs, strength, tools)
        shown = dict.fromkeys(f"{pretty(expr, numbers)}{'*' if len(idx) == len(dice) else ''}" for idx, expr in found)
        text = "   ".join(shown)                   # dice alike make the same ways: each is said once
        lines.append(f"  {_number(strength):>4}:  {text or 'no way with these dice'}")
    board = tuple((f"t{i}", s, 1.0) for i, s in enumerate(targets))
    best = assignments(pairs, board, tools, limit=5)
    lines += ["", f"Best plans using {every} (CoZ STEP 2: every die is used, or the turn is missed):" if best else
              f"No way to use {every} on these Zombies: the turn would be missed."]
    for rank, a in enumerate(best, 1):
        hits = ";  ".join(f"{pretty(h.expr, numbers)} = {_number(targets[int(h.target[1:])])}" for h in a.hits)
        lines.append(f"  {rank}. {len(a.hits)} Zombie{'s' if len(a.hits) > 1 else ''} defeated:  {hits}")
    return "\n".join(lines)
