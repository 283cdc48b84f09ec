"""The solver's tables: every value a set of numbers makes, and how (CoZ STEP 2).

The search is exhaustive over splits of the dice. Items act on any die or result
inside a combination ("a dice roll or combination", CoZ Items): each group of dice
keeps one table per spend (Energy and Binoculars used), and a value sits only in
the tables of its cheapest spends (no items beats items). A table holds its values
as small trees; an expression's text is written only when it is shown. The tables
of all the dice with items are filled as values are asked for (`_Sought`). Tables
are kept per set of numbers and tools (`_STORES`); docs/rulings.md says what is
searched and what is not. solver.py ranks what they hold.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from functools import lru_cache
from operator import itemgetter
from typing import NamedTuple

from zombiebox.core.bounded_cache import BoundedCache

from .expression import ADD, ATOM, MUL, POWER

LIMIT = 1296          # 6^4 = (6x6)^2: no useful product passes a larger number
ITEM_LIMIT = 150      # results near Strengths (every card is within 100; a hero adds 24 at most)
MOST_USES = 2         # items (Energy Drinks/Bars and Binoculars) one combination may use
PART_USES = 1         # items a two-dice part of a three-dice combination may use


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


def entry(node: tuple, spend: tuple[int, int]) -> Entry:
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


class Tables(dict):
    """Group of dice (bit mask) -> spend (Energy, Binoculars) -> value -> tree, for one set of numbers
    and tools; `found[value]` indexes every group's entries for a value (filled on demand)."""

    def __init__(self, values: tuple[int, ...], tables: dict, spends: tuple[tuple[int, int], ...], written: dict):
        super().__init__(tables)
        self.values, self.spends, self.index, self.found = values, spends, {}, _Found(self)
        self.joins = None          # `cubed`'s splits, worked out when first asked
        self.written = written     # (tree's id, spend) -> its found entry, shared by every spend held
        self.reaches: dict = {}    # the solver's answers for each hand these tables serve (solver._reach)
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
    """Value (or (value, heroes): `hero_found`) -> (group, spend penalty, (text length, uses, expression,
    group)) for each group and cheapest spend that make it, in group order: `_Reach`'s entries (shared by
    every order of the same numbers)."""

    def __init__(self, tables: Tables):
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
                                                   (len(text), spend_fields(*spend), text, group))
            found.append(said)
        self[value] = found = tuple(found)
        return found


# A store (one set of numbers and kept tools) holds 10-300 KB: its tables, and every Tables, reach and
# written text of it. The stores are kept by those bytes, and a store that goes takes them all with it
# (a count could not bound them: 300 random Master games held 170 MB). A bench run of 400 games meets
# 83 stores, about 14 MB (tracemalloc): the bound keeps them all.
STORE_BYTES = 16 << 20
_STORES: BoundedCache["_Store"] = BoundedCache(STORE_BYTES, lambda store: store.weight())


def _key(values: tuple[int, ...], tools: Tools, exact: bool) -> tuple:
    return values, tools.portal, tools.glove, tools.rule_breaker, exact


def tables_for(values: tuple[int, ...], tools: Tools, exact: bool = False) -> Tables:
    """Every group's tables for dice showing `values` (ascending), for the spends what is held allows;
    `exact`: each spend's table keeps every value made spending exactly that (the legal list)."""
    key = _key(values, tools, exact)
    store = _STORES.get(key, lambda: _Store(*key))
    held = (min(tools.energy, MOST_USES), min(tools.binoculars, MOST_USES))
    tables = store.sets.get(held)
    if tables is None:
        tables = store.sets[held] = store.tables_for(_spends(*held))
        _STORES.reweigh(key)
    return tables


def grew(values: tuple[int, ...], tools: Tools) -> None:
    """The store of these tables has grown (a new reach, texts written, values sought): weigh it again."""
    _STORES.reweigh(_key(values, tools, False))


class _Store:
    """The tables of one set of numbers and kept tools, made one spend at a time as items are held
    (a spend's tables depend only on smaller spends: holding a second Energy adds tables).

    The group of all the dice keeps results within ITEM_LIMIT, as does any result that has used an
    item; a smaller group's item-free results are kept whole (products up to LIMIT), for the division
    and subtraction that may follow. A two-dice part of three uses at most PART_USES items.

    An `exact` store keeps in each spend's table every value made spending exactly that (a value a
    smaller spend makes too is kept), and lets two dice use MOST_USES items: the spends a player may
    choose, for the legal list."""

    def __init__(self, values: tuple[int, ...], portal: bool, glove: bool, rule_breaker: bool, exact: bool):
        self.values, self.portal, self.glove, self.rule_breaker = values, portal, glove, rule_breaker
        self.exact = exact
        self.every = (1 << len(values)) - 1
        self.masks = sorted(range(1, self.every + 1), key=lambda m: bin(m).count("1"))
        self.tables: dict[int, dict] = {mask: {} for mask in self.masks}
        self.made: set[tuple[int, int]] = set()
        self.keys: dict[int, list[int]] = {}    # a table's values in order, by id (the tables live as long)
        self.wide: set[int] = set()              # ids of the tables kept whole
        self.first: dict[tuple[int, ...], int] = {}   # numbers -> the first group with them
        self.renamed: dict[int, dict] = {}       # a group renamed from the first: its subtrees done
        self.written: dict[tuple[int, tuple[int, int]], tuple] = {}   # see Tables
        self.sets: dict[tuple[int, int], Tables] = {}   # (Energy, Binoculars) held -> their Tables
        for mask in self.masks:
            self.first.setdefault(_numbers(values, mask), mask)

    def tables_for(self, spends: tuple[tuple[int, int], ...]) -> Tables:
        self.make(spends)
        return Tables(self.values, {mask: {spend: table for spend, table in layers.items() if spend in spends}
                                    for mask, layers in self.tables.items()}, spends, self.written)

    def weight(self) -> int:
        """About the bytes held, as tracemalloc measured them after 200 bench games: 150 a table entry,
        250 a written text, 120 a value sought, 650 a value a Tables found (its index, found and reaches)."""
        entries = sought = 0
        for layers in self.tables.values():
            for table in layers.values():
                entries += len(table)
                if isinstance(table, _Sought):
                    sought += len(table.asked)
        found = sum(len(tables.found) for tables in self.sets.values())
        return 4096 + 150 * entries + 250 * len(self.written) + 120 * sought + 650 * found

    def make(self, spends: tuple[tuple[int, int], ...]) -> None:
        for spend in spends:
            if spend not in self.made:
                late = any(_spend_rank(made) > _spend_rank(spend) for made in self.made)
                self.made.add(spend)
                for mask in self.masks:
                    self._make(mask, spend)
                    if late:   # made after a spend it comes before: back in _spend_rank's order
                        layers = self.tables[mask]
                        self.tables[mask] = dict(sorted(layers.items(), key=lambda item: _spend_rank(item[0])))

    def _make(self, mask: int, spend: tuple[int, int]) -> None:
        values, tables = self.values, self.tables
        numbers = _numbers(values, mask)
        if len(numbers) == 2 and mask != self.every and sum(spend) > PART_USES and not self.exact:
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
        lower = [] if self.exact else [t for s, t in layers.items() if s[0] <= spend[0] and s[1] <= spend[1]]
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
        self.lower = [] if store.exact else [t for s, t in layers.items() if s[0] <= spend[0] and s[1] <= spend[1]]
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


_CUBE_ROOTS = {p ** 3: p for p in range(-10, 11)}   # what `_close` cubes: values within +-10


def cubed(tables: Tables, value: int) -> list[tuple[tuple, tuple[int, int]]]:
    """(tree, spend) of a way to the value that cubes (the Power Glove) a group's result, alone or joined
    to the rest of the group's dice by one operation, for each group and spend that has one (CoZ MASTER
    THIS! The Power Glove). The tables keep a value's least-glove way: where the dice make it without
    the Glove, these are the ways a player who cubes anyway takes (docs/rulings.md: what is searched)."""
    if tables.joins is None:
        tables.joins = _cube_joins(tables)
    out, found = [], set()
    root = _CUBE_ROOTS.get(value)
    for group, layers in tables.items():
        if root is not None:
            for spend, table in layers.items():
                node = table.get(root)
                if node is not None:
                    out.append(((1, CUBE, node), spend))
                    found.add((group, spend))
    for group, spend, cubes, get in tables.joins:
        if (group, spend) not in found:
            way = _cube_joined(cubes, get, value)
            if way is not None:
                out.append((way, spend))
                found.add((group, spend))
    return out


def _cube_joins(tables: Tables) -> list[tuple[int, tuple[int, int], list[tuple[int, tuple]], object]]:
    """(group, spend, [(x^3, cube of x)] of one side, the other side's look-up) for each split of each
    group in two and each pair of spends the group may use (worked out once per set of tables)."""
    joins = []
    for group, layers in tables.items():
        for sub, rest in _splits(tables.values, group):
            for a, b in ((sub, rest), (rest, sub)):
                for spend_a, table in tables[a].items():
                    cubes = [(x * x * x, (1, CUBE, node)) for x in range(-10, 11) if (node := table.get(x)) is not None]
                    for spend_b, others in tables[b].items():
                        spend = (spend_a[0] + spend_b[0], spend_a[1] + spend_b[1])
                        if cubes and spend in layers:
                            joins.append((group, spend, cubes, others.get))
    return joins


def _cube_joined(cubes: list[tuple[int, tuple]], get, t: int) -> tuple | None:
    """The first way to t as a cube joined by +, -, x or / to a value `get` finds, or None."""
    for c, cube in cubes:
        for y, kind, left in ((t - c, PLUS, True), (c - t, MINUS_OP, True), (c + t, MINUS_OP, False),
                              (t // c if c and t % c == 0 else None, TIMES, True),
                              (c // t if t and c and c % t == 0 else None, DIVIDE, True),
                              (t * c if c else None, DIVIDE, False)):
            ny = get(y) if y is not None else None
            if ny is not None:
                return (1, kind, cube, ny) if left else (1, kind, ny, cube)
    return None


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


def every_value(table: dict) -> dict:
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


def hero_forms(target: int, name: str, strength: int, divide: bool = False) -> tuple[tuple[int, str, int], ...]:
    """(value a group must make, how the hero joins it, precedence) for a hero's Strength to make target;
    with `divide`, by exact division too (the legal list: the ranked plans join by +, - and x)."""
    forms = ((target - strength, "{}+" + name, ADD), (target + strength, "{}-" + name, ADD),
             (strength - target, name + "-{}", ADD))
    forms += ((target // strength, "{}*" + name, MUL),) if strength and target % strength == 0 else ()
    if divide:
        forms += ((target * strength, "{}/" + name, MUL),)
        forms += ((strength // target, name + "/{}", MUL),) if target and strength % target == 0 else ()
    return forms


def hero_found(tables: Tables, target: int, heroes: tuple[tuple[str, int], ...]) -> tuple:
    """(group, spend penalty, way, hero's place): for each group and hero, the cheapest way a saved
    Flip Hero's Strength joins the group's result to make target (CoZ Flip Hero cards: 18 + 5). A way is
    written (`hero_entry`) only if it is shown or ranked."""
    key = (target, heroes)
    found = tables.found.get(key)
    if found is None:
        best: dict[tuple[int, int], list] = {}
        for bit, (name, strength) in enumerate(heroes):
            for u, form, prec in hero_forms(target, name, strength):
                for group, node, spend in tables.nodes(u):
                    cost = spend[0] + spend[1] + node[0]
                    old = best.get((group, bit))
                    if old is None or cost < old[0]:
                        best[group, bit] = [cost, node, spend, form, prec, None]
        found = tables.found[key] = tuple((group, _PENALTY[way[0]], way, bit)
                                          for (group, bit), way in sorted(best.items()))
    return found


def hero_entry(way: list) -> Entry:
    """A hero's way written out (once: kept in the way)."""
    if way[5] is None:
        _, node, spend, form, prec, _ = way
        inner = entry(node, spend)
        whole = POWER if form.endswith("/{}") else MUL     # x*lucy, lucy-x, lucy/(x*y): x whole
        wrap = (prec == MUL or form.endswith("{}")) and inner.prec < whole
        way[5] = Entry(form.format(f"({inner.text})" if wrap else inner.text), prec, *inner[2:])
    return way[5]


def spend_fields(energy: int, binoculars: int, hero: int | None = None) -> int:
    """What an option spends in 4-bit fields (Energy, Binoculars, then one per hero), so that a
    combination's spends add up field by field (`_limits`)."""
    return energy | binoculars << 4 | (0 if hero is None else 1 << (8 + 4 * hero))


def clear_caches() -> None:
    """Forget every store (and so every table and answer): benchmarks time the solver from cold."""
    _STORES.clear()
    _divisors.cache_clear()
