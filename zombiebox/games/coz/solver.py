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
from heapq import heappush, heapreplace
from math import inf, isqrt
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
    forms = _forms(energy, binoculars)
    out = {}
    for mask, table in _core(values, portal, glove, rule_breaker).items():
        made = dict.fromkeys(table)
        for mul, add, *_ in forms:
            made.update(dict.fromkeys(u for u in (mul * w + add for w in table) if -ITEM_LIMIT <= u <= ITEM_LIMIT))
        out[mask] = {u: _item_entry(table, u, forms) for u in made}
    return out


@lru_cache(maxsize=4)
def _forms(energy: bool, binoculars: bool) -> tuple[tuple, ...]:
    """The ITEM_FORMS the items held allow."""
    return tuple(f for f in ITEM_FORMS if (energy or not f[3]) and (binoculars or not f[4]))


def _item_entry(table: dict, u: int, forms: tuple[tuple, ...]) -> Entry | None:
    """The cheapest way to `u` from one group's table: straight, or a result w with one item form
    applied (mul * w + add); on equal spends the earlier form wins. Results stay within ITEM_LIMIT."""
    best = table.get(u)
    if -ITEM_LIMIT <= u <= ITEM_LIMIT:
        for mul, add, template, uses_energy, uses_binoculars in forms:
            w, odd = divmod(u - add, mul)
            e = None if odd else table.get(w)
            if e is not None and (best is None or uses_energy + uses_binoculars + e[4] < best[2] + best[3] + best[4]):
                best = Entry(template.format(e.text), ATOM, uses_energy, uses_binoculars, e[4])
    return best


class _Index(dict):
    """Value -> ((table's group, Entry, spend penalty, text length), ...) for each group of dice that makes
    the value, in group order: one look-up per target instead of one per group. Filled on demand."""

    def __init__(self, tables: dict[int, dict[int, Entry]], forms: tuple[tuple, ...]):
        super().__init__()
        self.tables, self.forms = tables, forms

    def __missing__(self, value: int) -> tuple:
        found = []
        for group, table in self.tables.items():
            entry = _item_entry(table, value, self.forms) if self.forms else table.get(value)
            if entry is not None:
                found.append((group, entry, 0.01 * (entry[2] + entry[3] + entry[4]), len(entry[0])))
        self[value] = found = tuple(found)
        return found


@lru_cache(maxsize=1024)
def _index(values: tuple[int, ...], portal: bool, glove: bool, rule_breaker: bool,
           energy: bool, binoculars: bool) -> _Index:
    return _Index(_core(values, portal, glove, rule_breaker), _forms(energy, binoculars))


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
    written: dict[str, str]        # texts already translated (translate is slow next to a look-up)

    def text(self, entry: Entry) -> str:
        """An entry's expression over the caller's die indices."""
        said = self.written.get(entry[0])
        if said is None:
            said = self.written[entry[0]] = entry[0].translate(self.names)
        return said


@lru_cache(maxsize=512)
def _view(dice: tuple[tuple[int, int], ...]) -> _View:
    order = sorted(range(len(dice)), key=lambda p: dice[p][1])
    masks = {m: sum(1 << order[c] for c in range(len(dice)) if m >> c & 1) for m in range(1, 1 << len(dice))}
    indices = {m: tuple(dice[i][0] for i in range(len(dice)) if m >> i & 1) for m in range(1, 1 << len(dice))}
    return _View(tuple(dice[p][1] for p in order), masks, {c: str(dice[p][0]) for c, p in enumerate(order)}, indices,
                 {})


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
_WEIGHT = itemgetter(2)
_RANK = itemgetter(0, 1, 2)
PER_GROUP = 4   # candidate targets kept per group of dice: the heaviest (bounds the search)


@lru_cache(maxsize=2048)
def assignments(dice: tuple[tuple[int, int], ...], targets: tuple[tuple[str, int, float], ...],
                tools: Tools = NO_TOOLS, limit: int = 8) -> tuple[Assignment, ...]:
    """The best ways to use ALL the dice, each group of dice hitting a different target exactly
    (CoZ STEP 2: "Use all 3 dice or you will miss a turn"). `targets` are (id, strength, weight);
    an assignment scores the sum of its targets' weights, less a little for each item spent.
    Each group of dice considers its PER_GROUP heaviest targets."""
    if not dice or limit < 1:
        return ()
    view = _view(dice)
    options = _options(view, sorted(targets, key=_WEIGHT, reverse=True), tools)   # heaviest first; stable
    ranked = _ranked(options, _PARTITIONS[len(dice)], tools, limit)
    ranked.sort(key=_RANK, reverse=True)   # heaviest, then fewer hits, then the simplest texts; stable
    indices, text = view.indices, view.text
    out = []
    for r in ranked[:limit]:
        hits = []
        for o, group in zip(r[3], r[4]):
            hits.append(_new(Hit, (o[0], text(o[2]), indices[group])))
        out.append(_new(Assignment, (tuple(hits), r[0])))
    return tuple(out)


def _options(view: _View, targets: list, tools: Tools) -> dict[int, list]:
    """Die group -> its PER_GROUP best (target, weight less spends, entry, hero bit, text length)."""
    masks = view.masks
    if tools.heroes:
        options: dict[int, list] = {}
        for canonical, table in _tables(view.values, tools).items():
            found = [(tid, weight - 0.01 * entry.cost, entry, hero, len(entry.text))
                     for tid, strength, weight in targets for entry, hero in options_for(table, strength, tools)]
            if found:
                found.sort(key=_SCORE, reverse=True)   # stable: equal scores keep the heavier-target order
                options[masks[canonical]] = found[:PER_GROUP]
        return options
    free = not (tools.glove or tools.energy or tools.binoculars)   # every entry spends nothing: score = weight
    index = _index(view.values, tools.portal, tools.glove, tools.rule_breaker, tools.energy > 0, tools.binoculars > 0)
    by_group: dict[int, list] = {}
    for tid, strength, weight in targets:
        for canonical, entry, penalty, length in index[strength]:
            found = by_group.get(canonical)
            if found is None:
                by_group[canonical] = [(tid, weight - penalty, entry, 0, length)]
            elif not free or len(found) < PER_GROUP:    # targets come heaviest first: these are the best
                found.append((tid, weight - penalty, entry, 0, length))
    options = {}
    for canonical, found in by_group.items():
        if not free:
            found.sort(key=_SCORE, reverse=True)
            del found[PER_GROUP:]
        options[masks[canonical]] = found
    return options


def _ranked(options: dict[int, list], partitions: list[list[int]], tools: Tools, limit: int) -> list[tuple]:
    """The full assignments that may be among the best `limit`, as (score, -hits, -text length, combo,
    partition) in the order found. Each group's options come best first, so a loop stops once the
    rest cannot beat the `limit`-th best found so far (`bar`, the least in the heap); a tie loses to
    the one found first, as a stable sort would rank it."""
    ranked: list[tuple] = []
    bar: list[tuple] = []      # the best `limit` keys found so far
    floor = -inf               # bar's least score once it is full: a lower score cannot make the cut
    limited = bool(tools.heroes or tools.energy or tools.binoculars)   # spends must fit what is held

    def keep(key: tuple, combo: tuple, partition: list[int]) -> None:
        nonlocal floor
        if len(bar) < limit:
            heappush(bar, key)
            if len(bar) == limit:
                floor = bar[0][0]
        elif key > bar[0]:
            heapreplace(bar, key)
            floor = bar[0][0]
        else:
            return
        ranked.append(key + (combo, partition))

    for partition in partitions:
        lists = tuple(map(options.get, partition))
        if None in lists:
            continue
        if len(lists) == 1:
            for c in lists[0]:
                keep((c[1], -1, -c[4]), (c,), partition)
        elif len(lists) == 2:
            first, second = lists
            top = second[0][1]
            for a in first:
                if a[1] + top < floor:
                    break
                for b in second:
                    score = a[1] + b[1]
                    if score < floor:
                        break
                    if a[0] != b[0] and (not limited or _fits((a, b), tools)):
                        keep((score, -2, -(a[4] + b[4])), (a, b), partition)
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
                    length = a[4] + b[4]
                    for c in third:
                        score = pair + c[1]
                        if score < floor:
                            break
                        if c[0] != ta and c[0] != tb and (not limited or _fits((a, b, c), tools)):
                            keep((score, -3, -(length + c[4])), (a, b, c), partition)
    return ranked


def _fits(combo: tuple, tools: Tools) -> bool:
    """The heroes, Energy and Binoculars a combination spends are all held, each hero once."""
    heroes, energy, binoculars = 0, 0, 0
    for o in combo:
        if heroes & o[3]:
            return False
        heroes |= o[3]
        energy += o[2].energy
        binoculars += o[2].binoculars
    return energy <= tools.energy and binoculars <= tools.binoculars


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
    lines += ["", "Ways to make each Zombie's Strength, the simplest with each set of dice (* = uses every die):"]
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
