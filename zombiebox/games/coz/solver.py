"""The dice-combination solver: every value the Battle Dice reach, and how (CoZ STEP 2).

A combination joins dice with +, -, x and exact division (publisher's FAQ;
docs/rulings.md), Powers Up (squares, `^2`) or Down (exact square roots,
`sqrt(...)`) any die or result (CoZ MASTER THIS! Power Up & Power Down), and uses
what the players hold: the Alien Portal makes a die negative (`(-d0)`), the Power
Glove cubes (`^3`), an Energy Drink/Bar adds or takes 1 (`inc(...)`, `dec(...)`),
Binoculars double (`dbl(...)`), Lucy's Rule Breaker doubles a die for free, and a
saved Flip Hero adds their Strength (`lucy`, `alonso`). The texts are the
expressions `rules.py` parses, over die indices `d0 d1 d2`.

The search is exhaustive over splits of the dice. Items act on any die or result
inside a combination ("a dice roll or combination", CoZ Items): each group of dice
keeps one table per spend (Energy and Binoculars used), and a value sits only in
the tables of its cheapest spends (no items beats items). A table holds its values
as small trees; an expression's text is written only when it is shown. The tables
of all the dice with items are filled as values are asked for (`_Sought`). Tables
are cached per dice and tools; docs/rulings.md says what is searched and what is not.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from functools import lru_cache
from heapq import heapreplace
from math import inf
from operator import itemgetter
from typing import NamedTuple

from .expression import MINUS, pretty

LIMIT = 1296          # 6^4 = (6x6)^2: no useful product passes a larger number
ITEM_LIMIT = 150      # results near Strengths (every card is within 100; a hero adds 24 at most)
MOST_USES = 2         # items (Energy Drinks/Bars and Binoculars) one combination may use
PART_USES = 1         # items a two-dice part of a three-dice combination may use
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


_new = tuple.__new__     # a NamedTuple without its Python-level constructor, in hot loops


class Hit(NamedTuple):
    target: str
    expr: str
    dice: tuple[int, ...]   # die indices used


class Assignment(NamedTuple):
    hits: tuple[Hit, ...]
    score: float


# --- a table's values as trees: (glove used 0/1, kind, operand(s)); text on demand ------------------

DIE, PORTAL, TWICE = "d", "neg", "rb"                          # leaves: a die, on the Portal, Rule Breaker
SQUARE, CUBE, ROOT, INC, DEC, DBL = "^2", "^3", "sqrt", "inc", "dec", "dbl"   # one operand
PLUS, MINUS_OP, TIMES, DIVIDE = "+", "-", "*", "/"            # two operands


def _write(node: tuple) -> tuple[str, int]:
    """A tree's expression and the precedence of its outermost operator (dice as placeholders chr(place))."""
    kind = node[1]
    if kind == DIE:
        return f"d{node[2]}", ATOM
    if kind == PORTAL:
        return f"(-d{node[2]})", ATOM
    if kind == TWICE:
        return f"dbl(d{node[2]})", ATOM
    text, prec = _write(node[2])
    if len(node) == 3:
        if kind == SQUARE or kind == CUBE:
            return f"{text if prec == ATOM else f'({text})'}{kind}", POWER
        return f"{kind}({text})", ATOM
    right, rprec = _write(node[3])
    if kind in (PLUS, TIMES) and min(right) < min(text):     # the lower die first (placeholders sort first)
        text, prec, right, rprec = right, rprec, text, prec
    if kind == PLUS:
        return f"{text}+{right}", ADD
    if kind == MINUS_OP:
        return f"{text}-{right if rprec >= MUL else f'({right})'}", ADD
    left = text if prec >= MUL else f"({text})"
    if kind == TIMES:
        return f"{left}*{right if rprec >= MUL else f'({right})'}", MUL
    return f"{left}/{right if rprec >= POWER else f'({right})'}", MUL


def _entry(node: tuple, spend: tuple[int, int]) -> Entry:
    return Entry(*_write(node), spend[0], spend[1], node[0])


# --- building the tables ----------------------------------------------------------------------------

_ROOTS = {i * i: i for i in range(2, 100)}   # the squares a table can hold (its values stay below 2600)


def _close(table: dict, glove: bool, lower, bound: int) -> None:
    """Power Up (v x v, up to 36), Power Down (exact square roots) and the Power Glove's cube (up to 10),
    twice over (CoZ MASTER THIS! Power Up & Power Down; The Power Glove). A result a cheaper spend
    already makes (`lower`) or beyond `bound` is not kept."""
    layer = [(v, n) for v, n in table.items() if -36 <= v <= 36 or v in _ROOTS]
    get = table.get
    for _ in range(2):
        new = []
        for v, n in layer:
            made = []
            if -36 <= v <= 36:
                made.append((v * v, (n[0], SQUARE, n)))
                if glove and -10 <= v <= 10:
                    made.append((v * v * v, (1, CUBE, n)))
            root = _ROOTS.get(v) if v > 3 else None
            if root:
                made.append((root, (n[0], ROOT, n)))
            for u, m in made:
                if -bound <= u <= bound and u not in lower:
                    old = get(u)
                    if old is None or m[0] < old[0]:
                        table[u] = m
                        new.append((u, m))
        layer = new


def _combine(left: dict, right: dict, out: dict, bound: int, product_bound: int) -> None:
    """Every +, -, x and exact / of a value from each side (CoZ STEP 2; rulings: division) within
    +-bound (products within +-product_bound), keeping the tree with the least glove for each value,
    the first found on a tie (the hot loop of the solver: plain locals, no calls unless a value is new
    or cheaper)."""
    if len(left) > len(right):
        left, right = right, left          # the same values (each operation both ways), a shorter outer loop
    get = out.get
    rights = [(b, nb, nb[0]) for b, nb in right.items()]
    low, high = -bound, bound
    for a, na in left.items():
        glove_a = na[0]
        for b, nb, glove_b in rights:
            glove = glove_a | glove_b
            v = a + b
            if low <= v <= high:
                old = get(v)
                if old is None or glove < old[0]:
                    out[v] = (glove, PLUS, na, nb)
            v = a * b
            if -product_bound <= v <= product_bound:
                old = get(v)
                if old is None or glove < old[0]:
                    out[v] = (glove, TIMES, na, nb)
            v = a - b
            if low <= v <= high:
                old = get(v)
                if old is None or glove < old[0]:
                    out[v] = (glove, MINUS_OP, na, nb)
                v = -v
                old = get(v)
                if old is None or glove < old[0]:
                    out[v] = (glove, MINUS_OP, nb, na)
            if b and a % b == 0:
                v = a // b
                if low <= v <= high:
                    old = get(v)
                    if old is None or glove < old[0]:
                        out[v] = (glove, DIVIDE, na, nb)
            if a and b % a == 0:
                v = b // a
                if low <= v <= high:
                    old = get(v)
                    if old is None or glove < old[0]:
                        out[v] = (glove, DIVIDE, nb, na)


_GLOVE = itemgetter(0)


@lru_cache(maxsize=4096)
def _divisors(n: int) -> tuple[int, ...]:
    """The divisors of n > 0, and their negatives."""
    found = [d for d in range(1, n + 1) if n % d == 0]
    return tuple(found) + tuple(-d for d in found)


def _combine_near(left: dict, right: dict, keys: list[int], out: dict, bound: int) -> None:
    """`_combine` keeping only results within +-bound: for each value of the left side, only the right
    side's values (`keys`, sorted) that can land there are visited."""
    get = out.get
    for a, na in left.items():
        glove_a = na[0]
        for b in keys[bisect_left(keys, -bound - a):bisect_right(keys, bound - a)]:
            nb = right[b]
            glove = glove_a | nb[0]
            v = a + b
            old = get(v)
            if old is None or glove < old[0]:
                out[v] = (glove, PLUS, na, nb)
        for b in keys[bisect_left(keys, a - bound):bisect_right(keys, a + bound)]:
            nb = right[b]
            glove = glove_a | nb[0]
            v = a - b
            old = get(v)
            if old is None or glove < old[0]:
                out[v] = (glove, MINUS_OP, na, nb)
            v = b - a
            old = get(v)
            if old is None or glove < old[0]:
                out[v] = (glove, MINUS_OP, nb, na)
        if not a:
            nb = min(right.values(), key=_GLOVE)   # 0 times anything: the least glove
            old = get(0)
            if old is None or nb[0] < old[0]:
                out[0] = (nb[0], TIMES, na, nb)
            continue
        most = bound // abs(a)
        for b in keys[bisect_left(keys, -most):bisect_right(keys, most)]:
            nb = right[b]
            glove = glove_a | nb[0]
            v = a * b
            old = get(v)
            if old is None or glove < old[0]:
                out[v] = (glove, TIMES, na, nb)
        for b in _divisors(abs(a)):
            nb = right.get(b)
            if nb is not None:
                glove = glove_a | nb[0]
                v = a // b
                if not -bound <= v <= bound:
                    continue
                old = get(v)
                if old is None or glove < old[0]:
                    out[v] = (glove, DIVIDE, na, nb)
        lo, hi = bisect_left(keys, -bound * abs(a)), bisect_right(keys, bound * abs(a))
        multiples = keys[lo:hi] if hi - lo <= 2 * bound else [k * a for k in range(-bound, bound + 1)]
        for b in multiples:
            nb = right.get(b)
            if nb is not None and b % a == 0:
                glove = glove_a | nb[0]
                v = b // a
                old = get(v)
                if old is None or glove < old[0]:
                    out[v] = (glove, DIVIDE, nb, na)


def _spend_rank(spend: tuple[int, int]) -> tuple[int, int]:
    """The one order of spends: fewest uses first, then fewer Energy. Tables are searched in this
    order and the first way found is kept on a tie, so every answer depends on it, never on which
    items were held first (the order a store happened to make its tables in)."""
    return spend[0] + spend[1], spend[0]


def _spends(energy: int, binoculars: int) -> tuple[tuple[int, int], ...]:
    """Every (Energy, Binoculars) spend within what is held and MOST_USES, in `_spend_rank`'s order."""
    return tuple(sorted(((e, b) for e in range(energy + 1) for b in range(binoculars + 1) if e + b <= MOST_USES),
                        key=_spend_rank))


class _Tables(dict):
    """Group of dice (bit mask) -> spend (Energy, Binoculars) -> value -> tree, for one set of numbers
    and tools; `found[value]` indexes every group's entries for a value (filled on demand)."""

    def __init__(self, values: tuple[int, ...], tables: dict, spends: tuple[tuple[int, int], ...], written: dict):
        super().__init__(tables)
        self.values, self.spends, self.index, self.found = values, spends, {}, _Found(self)
        self.written = written     # (tree's id, spend) -> its found entry, shared by every spend held
        self.lookups = [(group, spend, table.get)   # every table `nodes` asks, in group order
                        for group, layers in tables.items() for spend, table in layers.items()]

    def nodes(self, value: int) -> tuple:
        """(group, tree, spend) for each group and cheapest spend that make the value, in group order."""
        found = self.index.get(value)
        if found is None:
            self.index[value] = found = tuple([(group, node, spend) for group, spend, get in self.lookups
                                               if (node := get(value)) is not None])
        return found


_PENALTY = tuple(0.01 * uses for uses in range(MOST_USES + 2))   # a score's loss for the items used (one float each)


class _Found(dict):
    """Value (or (value, heroes): `_hero_found`) -> (group, spend penalty, (text length, uses, expression,
    group)) for each group and cheapest spend that make it, in group order: `_Reach`'s entries (shared by
    every order of the same numbers)."""

    def __init__(self, tables: _Tables):
        super().__init__()
        self.tables = tables

    def __missing__(self, value: int) -> tuple:
        written = self.tables.written
        found = []
        for group, node, spend in self.tables.nodes(value):
            said = written.get((id(node), spend))
            if said is None:
                text = _write(node)[0]
                said = written[id(node), spend] = (group, _PENALTY[spend[0] + spend[1] + node[0]],
                                                   (len(text), _uses(*spend), text, group))
            found.append(said)
        self[value] = found = tuple(found)
        return found


@lru_cache(maxsize=1024)
def _tables(values: tuple[int, ...], portal: bool, glove: bool, rule_breaker: bool, energy: int,
            binoculars: int) -> _Tables:
    """Every group's tables for dice showing `values` (ascending), for the spends what is held allows."""
    spends = _spends(energy, binoculars)
    store = _store(values, portal, glove, rule_breaker)
    store.make(spends)
    return _Tables(values, {mask: {spend: table for spend, table in layers.items() if spend in spends}
                            for mask, layers in store.tables.items()}, spends, store.written)


@lru_cache(maxsize=1024)
def _store(values: tuple[int, ...], portal: bool, glove: bool, rule_breaker: bool) -> _Store:
    return _Store(values, portal, glove, rule_breaker)


class _Store:
    """The tables of one set of numbers and kept tools, made one spend at a time as items are held
    (a spend's tables depend only on smaller spends: holding a second Energy adds tables).

    The group of all the dice keeps results within ITEM_LIMIT, as does any result that has used an
    item; a smaller group's item-free results are kept whole (products up to LIMIT), for the division
    and subtraction that may follow. A two-dice part of three uses at most PART_USES items."""

    def __init__(self, values: tuple[int, ...], portal: bool, glove: bool, rule_breaker: bool):
        self.values, self.portal, self.glove, self.rule_breaker = values, portal, glove, rule_breaker
        self.every = (1 << len(values)) - 1
        self.masks = sorted(range(1, self.every + 1), key=lambda m: bin(m).count("1"))
        self.tables: dict[int, dict] = {mask: {} for mask in self.masks}
        self.made: set[tuple[int, int]] = set()
        self.keys: dict[int, list[int]] = {}    # a table's values in order, by id (the tables live as long)
        self.wide: set[int] = set()              # ids of the tables kept whole
        self.first: dict[tuple[int, ...], int] = {}   # numbers -> the first group with them
        self.renamed: dict[int, dict] = {}       # a group renamed from the first: its subtrees done
        self.written: dict[tuple[int, tuple[int, int]], tuple] = {}   # see _Tables
        for mask in self.masks:
            self.first.setdefault(_numbers(values, mask), mask)

    def make(self, spends: tuple[tuple[int, int], ...]) -> None:
        for spend in spends:
            if spend not in self.made:
                self.made.add(spend)
                for mask in self.masks:
                    self._make(mask, spend)
                    layers = self.tables[mask]   # kept in _spend_rank's order, whatever was made before
                    self.tables[mask] = dict(sorted(layers.items(), key=lambda item: _spend_rank(item[0])))

    def _make(self, mask: int, spend: tuple[int, int]) -> None:
        values, tables = self.values, self.tables
        numbers = _numbers(values, mask)
        if len(numbers) == 2 and mask != self.every and sum(spend) > PART_USES:
            return
        first = self.first[numbers]
        if first != mask:              # the same tables, each die renamed: cheaper than making them again
            if spend in tables[first]:
                names = dict(zip(_places(first), _places(mask)))
                table = tables[mask][spend] = _renamed(tables[first][spend], names, self.renamed.setdefault(mask, {}))
                if id(tables[first][spend]) in self.wide:
                    self.wide.add(id(table))
            return
        layers = tables[mask]
        splits = _splits(values, mask)
        if mask == self.every and spend != (0, 0):
            layers[spend] = _Sought(self, splits, spend)
            return
        whole = mask != self.every and spend == (0, 0)
        table: dict = {}
        if not splits and spend == (0, 0):
            _leaf(table, values[mask.bit_length() - 1], mask.bit_length() - 1, self.portal, self.rule_breaker)
        lower = [t for s, t in layers.items() if s[0] <= spend[0] and s[1] <= spend[1]]
        lower = set().union(*lower) if len(lower) > 1 else lower[0] if lower else {}   # made with less
        pairs = [(left, right) for sub, rest in splits for own, left in tables[sub].items()
                 if (right := tables[rest].get((spend[0] - own[0], spend[1] - own[1]))) is not None]
        if whole:
            for left, right in pairs:
                _combine(left, right, table, 2 * LIMIT, LIMIT)
            self.wide.add(id(table))
        else:
            _combine_all(table, pairs, mask == self.every, self.wide, self.keys)
        _items(table, layers, spend)
        if lower:
            table = {v: n for v, n in table.items() if v not in lower}
        _close(table, self.glove, lower, 2 * LIMIT if whole else ITEM_LIMIT)
        layers[spend] = table


_CUBES = {p ** 3: p for p in range(-5, 6)}     # the cubes within ITEM_LIMIT


class _Sought(dict):
    """The table of all the dice for one spend of items, filled as values are asked for (`get`): a fight
    asks after a few Strengths, not every value within ITEM_LIMIT (`fill` finds them all). A value is
    sought backwards: from its last operation (`_way`), an item on a result of one use fewer, or a
    power (Up, Down, the Glove's cube) of a value sought the same way, twice over; a value a smaller
    spend makes is not kept (no items beats items)."""

    def __init__(self, store: "_Store", splits: list[tuple[int, int]], spend: tuple[int, int]):
        super().__init__()
        tables, layers = store.tables, store.tables[store.every]
        self.glove, self.asked, self.absent = store.glove, {}, set()
        self.lower = [t for s, t in layers.items() if s[0] <= spend[0] and s[1] <= spend[1]]
        self.pairs = []
        for sub, rest in splits:
            for own, left in tables[sub].items():
                right = tables[rest].get((spend[0] - own[0], spend[1] - own[1]))
                if right is not None:
                    self.pairs.append((left, right.get) if len(left) <= len(right) else (right, left.get))
        self.energy = layers.get((spend[0] - 1, spend[1])) if spend[0] else None
        self.binoculars = layers.get((spend[0], spend[1] - 1)) if spend[1] else None

    def get(self, value: int, default=None):
        node = dict.get(self, value)
        if node is None and value not in self.absent:
            node = self._made(value, 2)
            if node is None:
                self.absent.add(value)
            else:
                self[value] = node
        return default if node is None else node

    def fill(self) -> "_Sought":
        for value in range(-ITEM_LIMIT, ITEM_LIMIT + 1):
            self.get(value)
        return self

    def _made(self, t: int, powers: int) -> tuple | None:
        """t with at most `powers` more powers on top (each step down spends one: no loops)."""
        key = (t, powers)
        if key in self.asked:
            return self.asked[key]
        node = None
        if -ITEM_LIMIT <= t <= ITEM_LIMIT and not self._cheaper(t):
            node = self._base(t)
            if powers and (node is None or node[0]):
                for p, kind in _preimages(t, self.glove):
                    inner = self._made(p, powers - 1)
                    if inner is not None:
                        glove = 1 if kind == CUBE else inner[0]
                        if node is None or glove < node[0]:
                            node = (glove, kind, inner)
        self.asked[key] = node
        return node

    def _cheaper(self, t: int) -> bool:
        """A smaller spend makes t (no items beats items)."""
        for low in self.lower:
            if low.get(t) is not None:
                return True
        return False

    def _base(self, t: int) -> tuple | None:
        """t from the last operation joining two groups, or an item on a result of one use fewer."""
        best = None
        for small, get in self.pairs:
            way = _way(t, small, get)
            if way is not None and (best is None or way[0] < best[0]):
                best = way
                if not way[0]:
                    return way
        ways = (((self.energy, t - 1, INC), (self.energy, t + 1, DEC)) if self.energy is not None else ()) + \
            (((self.binoculars, t // 2, DBL),) if self.binoculars is not None and t % 2 == 0 else ())
        for fewer, u, kind in ways:
            n = fewer.get(u)
            if n is not None and (best is None or n[0] < best[0]):
                best = (n[0], kind, n)
        return best


def _preimages(t: int, glove: bool) -> list[tuple[int, str]]:
    """(p, power) for each value p a power (Up, Down, the Glove's cube) turns into t (as `_close`)."""
    out = []
    root = _ROOTS.get(t) or (1 if t == 1 else 0 if t == 0 else None)
    if root is not None:
        out += [(root, SQUARE), (-root, SQUARE)] if root else [(0, SQUARE)]
    if glove and t in _CUBES:
        out.append((_CUBES[t], CUBE))
    if 2 <= t and t * t <= ITEM_LIMIT:
        out.append((t * t, ROOT))
    return out


def _every(table: dict) -> dict:
    """A table with every value it holds found."""
    return table.fill() if isinstance(table, _Sought) else table


def _combine_all(table: dict, pairs: list[tuple[dict, dict]], every: bool, wide: set, keys: dict) -> None:
    """Results within ITEM_LIMIT from each pair of tables. For all the dice (without items), only the
    values still missing (or made with the glove only) are needed: when they are few, each is sought
    backwards from its last operation (a + b = t: is t - a on the other side?)."""
    sought = list(range(-ITEM_LIMIT, ITEM_LIMIT + 1)) if every else ()
    if every:
        _big_squares(table, pairs)
    for left, right in pairs:
        if len(left) > len(right):
            left, right = right, left
        if every:
            sought = [t for t in sought if (n := table.get(t)) is None or n[0]]
            if not sought:
                return
            if 2 * len(sought) < 3 * len(right):     # measured: 0.44 us a look-up, 0.66 us a pair of values
                get = right.get
                for t in sought:
                    node = _way(t, left, get)
                    if node is not None and (t not in table or node[0] < table[t][0]):
                        table[t] = node
                continue
        if id(right) in wide:
            ordered = keys.get(id(right))
            if ordered is None:
                ordered = keys[id(right)] = sorted(right)
            _combine_near(left, right, ordered, table, ITEM_LIMIT)
        else:
            _combine(left, right, table, ITEM_LIMIT, ITEM_LIMIT)


BIG_SQUARES = tuple(r * r for r in range(13, 52))   # squares beyond ITEM_LIMIT that two tables may make


def _big_squares(table: dict, pairs: list[tuple[dict, dict]]) -> None:
    """All the dice without items: the squares beyond ITEM_LIMIT whose roots (Powered Down) are not
    made otherwise, sought backwards like `_way` (sqrt(6^3 + 5^4) = 29)."""
    for square in BIG_SQUARES:
        root = _ROOTS[square]
        if root in table and not table[root][0]:
            continue
        for left, right in pairs:
            small, big = (left, right) if len(left) <= len(right) else (right, left)
            node = _way(square, small, big.get)
            if node is not None and (square not in table or node[0] < table[square][0]):
                table[square] = node
                if not node[0]:
                    break


def _way(t: int, left: dict, get) -> tuple | None:
    """The first way to t with no glove from a value on the left and one `get` finds, else the first
    (the inner loop of a search backwards: written out, one look-up an operation)."""
    best = None
    for a, na in left.items():
        glove = na[0]
        nb = get(t - a)                                       # a + b = t
        if nb is not None:
            if not glove | nb[0]:
                return 0, PLUS, na, nb
            best = best or (1, PLUS, na, nb)
        nb = get(a - t)                                       # a - b = t
        if nb is not None:
            if not glove | nb[0]:
                return 0, MINUS_OP, na, nb
            best = best or (1, MINUS_OP, na, nb)
        nb = get(a + t)                                       # b - a = t
        if nb is not None:
            if not glove | nb[0]:
                return 0, MINUS_OP, nb, na
            best = best or (1, MINUS_OP, nb, na)
        if a:
            if t % a == 0:
                nb = get(t // a)                              # a x b = t
                if nb is not None:
                    if not glove | nb[0]:
                        return 0, TIMES, na, nb
                    best = best or (1, TIMES, na, nb)
            nb = get(t * a)                                   # b / a = t
            if nb is not None:
                if not glove | nb[0]:
                    return 0, DIVIDE, nb, na
                best = best or (1, DIVIDE, nb, na)
        if t and a and a % t == 0:
            nb = get(a // t)                                  # a / b = t
            if nb is not None:
                if not glove | nb[0]:
                    return 0, DIVIDE, na, nb
                best = best or (1, DIVIDE, na, nb)
    return best


def _places(mask: int) -> list[str]:
    """The placeholders of a group's dice."""
    return [chr(place) for place in range(mask.bit_length()) if mask >> place & 1]


def _renamed(table: dict, names: dict[str, str], done: dict[int, tuple]) -> dict:
    """A table with its dice renamed (`names`: placeholder -> placeholder); `done` keeps shared subtrees."""
    def rename(node: tuple) -> tuple:
        new = done.get(id(node))
        if new is None:
            rest = node[2:]
            new = node[:2] + ((names[rest[0]],) if type(rest[0]) is str else tuple(map(rename, rest)))
            done[id(node)] = new
        return new
    return {v: rename(n) for v, n in table.items()}


def _leaf(table: dict, value: int, place: int, portal: bool, rule_breaker: bool) -> None:
    die = chr(place)                                    # replaced by the die's index when written
    table[value] = (0, DIE, die)
    if portal:                                          # CoZ Alien Portal: a die becomes negative
        table.setdefault(-value, (0, PORTAL, die))
    if rule_breaker:                                    # Lucy 'Rule Breaker': double a die
        table.setdefault(2 * value, (0, TWICE, die))


def _items(table: dict, layers: dict, spend: tuple[int, int]) -> None:
    """An Energy Drink/Bar (+1 or -1) or Binoculars (double) on each result of one use fewer (CoZ Items:
    "a dice roll or combination"), kept within ITEM_LIMIT."""
    get = table.get
    fewer = layers.get((spend[0] - 1, spend[1])) if spend[0] else None
    for v, n in (fewer or {}).items():
        if -ITEM_LIMIT <= v < ITEM_LIMIT:
            old = get(v + 1)
            if old is None or n[0] < old[0]:
                table[v + 1] = (n[0], INC, n)
        if -ITEM_LIMIT < v <= ITEM_LIMIT:
            old = get(v - 1)
            if old is None or n[0] < old[0]:
                table[v - 1] = (n[0], DEC, n)
    fewer = layers.get((spend[0], spend[1] - 1)) if spend[1] else None
    for v, n in (fewer or {}).items():
        if -ITEM_LIMIT // 2 <= v <= ITEM_LIMIT // 2:
            old = get(2 * v)
            if old is None or n[0] < old[0]:
                table[2 * v] = (n[0], DBL, n)


def _splits(values: tuple[int, ...], mask: int) -> list[tuple[int, int]]:
    """The ways to split a group of dice in two (splits into the same numbers make the same values:
    the first one is kept)."""
    low = mask & -mask
    sub = (mask - 1) & mask
    done, out = set(), []
    while sub:
        if sub & low:
            split = tuple(sorted((_numbers(values, sub), _numbers(values, mask ^ sub))))
            if split not in done:
                done.add(split)
                out.append((sub, mask ^ sub))
        sub = (sub - 1) & mask
    return out


def _numbers(values: tuple[int, ...], mask: int) -> tuple[int, ...]:
    return tuple(v for i, v in enumerate(values) if mask >> i & 1)


@lru_cache(maxsize=1024)
def _tables_for(values: tuple[int, ...], tools: Tools) -> _Tables:
    return _tables(values, tools.portal, tools.glove, tools.rule_breaker, min(tools.energy, MOST_USES),
                   min(tools.binoculars, MOST_USES))


def _hero_forms(target: int, name: str, strength: int) -> tuple[tuple[int, str, int], ...]:
    """(value a group must make, how the hero joins it, precedence) for a hero's Strength to make target."""
    forms = ((target - strength, "{}+" + name, ADD), (target + strength, "{}-" + name, ADD),
             (strength - target, name + "-{}", ADD))
    return forms + (((target // strength, "{}*" + name, MUL),) if strength and target % strength == 0 else ())


def _hero_found(tables: _Tables, target: int, heroes: tuple[tuple[str, int], ...]) -> tuple:
    """(group, spend penalty, way, hero's place): for each group and hero, the cheapest way a saved
    Flip Hero's Strength joins the group's result to make target (CoZ Flip Hero cards: 18 + 5). A way is
    written (`_hero_entry`) only if it is shown or ranked."""
    key = (target, heroes)
    found = tables.found.get(key)
    if found is None:
        best: dict[tuple[int, int], list] = {}
        for bit, (name, strength) in enumerate(heroes):
            for u, form, prec in _hero_forms(target, name, strength):
                for group, node, spend in tables.nodes(u):
                    cost = spend[0] + spend[1] + node[0]
                    old = best.get((group, bit))
                    if old is None or cost < old[0]:
                        best[group, bit] = [cost, node, spend, form, prec, None]
        found = tables.found[key] = tuple((group, _PENALTY[way[0]], way, bit)
                                          for (group, bit), way in sorted(best.items()))
    return found


def _hero_entry(way: list) -> Entry:
    """A hero's way written out (once: kept in the way)."""
    if way[5] is None:
        _, node, spend, form, prec, _ = way
        inner = _entry(node, spend)
        wrap = (prec == MUL or form.endswith("{}")) and inner.prec < MUL    # x*lucy, lucy-x: x whole
        way[5] = Entry(form.format(f"({inner.text})" if wrap else inner.text), prec, *inner[2:])
    return way[5]


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


def _cheapest(tables: _Tables, group: int, value: int) -> Entry | None:
    """The group's cheapest way to the value (fewest uses first on a tie)."""
    best = None
    for spend, table in tables[group].items():
        node = table.get(value)
        if node is not None and (best is None or spend[0] + spend[1] + node[0] < best.cost):
            best = _entry(node, spend)
    return best


def reach(dice: tuple[tuple[int, int], ...], tools: Tools = NO_TOOLS) -> dict[int, dict[int, Entry]]:
    """For dice given as (index, value) pairs: dice bit mask -> value -> cheapest Entry.

    Every value the tables hold (all the dice together: within ITEM_LIMIT); heroes join a
    group's result (`ways`, `assignments`). Writes every text: for tests and tools, not play
    (`values_made` and `assignments` are the cheap calls).
    """
    view = _view(dice)
    tables = _tables_for(view.values, tools)
    out = {}
    for m, layers in tables.items():
        made = {v for table in layers.values() for v in _every(table)}
        out[view.masks[m]] = {v: (e := _cheapest(tables, m, v))._replace(text=e.text.translate(view.names))
                              for v in made}
    return out


def values_made(dice: tuple[tuple[int, int], ...], tools: Tools = NO_TOOLS) -> set[int]:
    """Every value all these dice make together (within ITEM_LIMIT)."""
    view = _view(dice)
    return set().union(*map(_every, _tables_for(view.values, tools)[(1 << len(dice)) - 1].values()))


def ways(dice: tuple[tuple[int, int], ...], target: int, tools: Tools = NO_TOOLS) -> list[tuple[tuple[int, ...], str]]:
    """Every way to make `target`: the cheapest expression for each group of dice (and each hero) that can."""
    view = _view(dice)
    tables = _tables_for(view.values, tools)
    found = []
    for m in tables:
        entry = _cheapest(tables, m, target)
        if entry is not None:
            found.append((view.indices[view.masks[m]], entry.text.translate(view.names)))
    found += [(view.indices[view.masks[group]], _hero_entry(way).text.translate(view.names))
              for group, _, way, _ in (_hero_found(tables, target, tools.heroes) if tools.heroes else ())]
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

    def __init__(self, values: tuple[int, ...], tools: Tools):
        super().__init__()
        self.tables = _tables_for(values, tools)
        self.heroes = tools.heroes
        self.priced = bool(tools.glove or tools.energy or tools.binoculars)   # penalties: options need sorting
        self.bias, self.high = _limits(tools)

    def __missing__(self, strength: int) -> tuple:
        found = self.tables.found[strength]
        if self.heroes:
            found += tuple([(group, penalty, (None, _uses(way[2][0], way[2][1], hero), way, group))
                            for group, penalty, way, hero in _hero_found(self.tables, strength, self.heroes)])
        self[strength] = found
        return found


@lru_cache(maxsize=4096)
def _reach(values: tuple[int, ...], tools: Tools) -> _Reach:
    return _Reach(values, tools)


def _uses(energy: int, binoculars: int, hero: int | None = None) -> int:
    """What an option spends in 4-bit fields (Energy, Binoculars, then one per hero), so that a
    combination's spends add up field by field (`_limits`)."""
    return energy | binoculars << 4 | (0 if hero is None else 1 << (8 + 4 * hero))


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
                    text = _hero_entry(way).text
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
    for cached in [f for f in globals().values() if hasattr(f, "cache_clear")]:
        cached.cache_clear()


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
    listed = (f"every number except {_spans(missed)}." if 0 < len(missed) <= len(made) else "every one." if not missed
              else f"only {_spans(made)}." if made else "none.")
    near = sum(1 for v in full if -ITEM_LIMIT <= v <= ITEM_LIMIT)
    lines.append(f"Using {every}: {near} of the numbers from {_number(-ITEM_LIMIT)} to {ITEM_LIMIT} can be made. "
                 f"From {_number(-50)} to 100: {listed}")
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
