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

from dataclasses import dataclass
from functools import lru_cache
from itertools import product
from math import isqrt
from typing import NamedTuple, Optional

LIMIT = 1296          # 6^4 = (6x6)^2: no useful combination passes through a larger number
ATOM, POWER, MUL, ADD = 4, 3, 2, 1   # precedence of an expression's outermost operator


@dataclass(frozen=True)
class Tools:
    """What the players hold that changes what dice can make."""
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


class Hit(NamedTuple):
    target: str
    expr: str
    dice: tuple[int, ...]   # die indices used


class Assignment(NamedTuple):
    hits: tuple[Hit, ...]
    score: float


def _wrap(e: Entry, prec: int) -> str:
    return e.text if e.prec >= prec else f"({e.text})"


def _better(table: dict, value: int, entry: Entry) -> None:
    old = table.get(value)
    if old is None or entry.cost < old.cost:
        table[value] = entry


def _spend(a: Entry, b: Entry, tools: Tools) -> Optional[tuple[int, int, int]]:
    energy, binoculars = a.energy + b.energy, a.binoculars + b.binoculars
    if energy > tools.energy or binoculars > tools.binoculars:
        return None
    return energy, binoculars, a.glove | b.glove


def _unary(table: dict, tools: Tools) -> None:
    """Power Up, Power Down and the items' one-number effects, twice over (e.g. inc(5^2))."""
    layer = dict(table)
    for _ in range(2):
        new: dict[int, Entry] = {}
        for v, e in layer.items():
            if abs(v) <= 36:                                    # Power Up: v x v (CoZ MASTER THIS!)
                _try(table, new, v * v, Entry(f"{_wrap(e, ATOM)}^2", POWER, e.energy, e.binoculars, e.glove))
            if v > 1 and isqrt(v) ** 2 == v:                   # Power Down: exact square root
                _try(table, new, isqrt(v), Entry(f"sqrt({e.text})", ATOM, e.energy, e.binoculars, e.glove))
            if tools.glove and abs(v) <= 10:                   # Power Glove: v x v x v
                _try(table, new, v ** 3, Entry(f"{_wrap(e, ATOM)}^3", POWER, e.energy, e.binoculars, 1))
            if e.energy < tools.energy:                        # Energy Drink/Bar: +1 or -1
                _try(table, new, v + 1, Entry(f"inc({e.text})", ATOM, e.energy + 1, e.binoculars, e.glove))
                _try(table, new, v - 1, Entry(f"dec({e.text})", ATOM, e.energy + 1, e.binoculars, e.glove))
            if e.binoculars < tools.binoculars and abs(v) <= LIMIT // 2:  # Binoculars: double
                _try(table, new, 2 * v, Entry(f"dbl({e.text})", ATOM, e.energy, e.binoculars + 1, e.glove))
        if not new:
            return
        layer = new


def _try(table: dict, new: dict, value: int, entry: Entry) -> None:
    old = table.get(value)
    if old is None or entry.cost < old.cost:
        table[value] = entry
        new[value] = entry


def _combine(left: dict, right: dict, tools: Tools, out: dict) -> None:
    """Every binary combination of a value from each side (CoZ STEP 2; division exact only)."""
    plain = not (tools.energy or tools.binoculars or tools.glove)
    for a, ea in left.items():
        for b, eb in right.items():
            if plain:
                spend = (0, 0, 0)
            else:
                spend = _spend(ea, eb, tools)
                if spend is None:
                    continue
            results = [(a + b, f"{ea.text}+{eb.text}", ADD), (a * b, f"{_wrap(ea, MUL)}*{_wrap(eb, MUL)}", MUL),
                       (a - b, f"{ea.text}-{_wrap(eb, MUL)}", ADD), (b - a, f"{eb.text}-{_wrap(ea, MUL)}", ADD)]
            if b and a % b == 0:
                results.append((a // b, f"{_wrap(ea, MUL)}/{_wrap(eb, POWER)}", MUL))
            if a and b % a == 0:
                results.append((b // a, f"{_wrap(eb, MUL)}/{_wrap(ea, POWER)}", MUL))
            for value, text, prec in results:
                if -LIMIT <= value <= LIMIT:
                    old = out.get(value)
                    if old is None or sum(spend) < old.cost:
                        out[value] = Entry(text, prec, *spend)


@lru_cache(maxsize=4096)
def reach(dice: tuple[tuple[int, int], ...], tools: Tools = NO_TOOLS) -> dict[int, dict[int, Entry]]:
    """For dice given as (index, value) pairs: bit mask of the atoms used -> value -> cheapest Entry.

    Atoms are the dice (bits 0..n-1) then the usable Flip Heroes' Strengths.
    Treat the answer as read-only: it is cached.
    """
    atoms: list[dict[int, Entry]] = []
    for index, value in dice:
        table = {value: Entry(f"d{index}", ATOM)}
        if tools.portal:                                       # CoZ Alien Portal: a die becomes negative
            _better(table, -value, Entry(f"(-d{index})", ATOM))
        if tools.rule_breaker:                                 # Lucy 'Rule Breaker': double a die
            _better(table, 2 * value, Entry(f"dbl(d{index})", ATOM))
        atoms.append(table)
    for name, strength in tools.heroes:                        # CoZ Flip Hero cards: use their Strength
        atoms.append({strength: Entry(name, ATOM)})
    tables: dict[int, dict[int, Entry]] = {}
    for mask in sorted(range(1, 1 << len(atoms)), key=lambda m: bin(m).count("1")):
        if mask & (mask - 1) == 0:
            table = dict(atoms[mask.bit_length() - 1])
        else:
            table = {}
            low = mask & -mask
            sub = (mask - 1) & mask
            while sub:
                if sub & low and sub != mask:
                    _combine(tables[sub], tables[mask ^ sub], tools, table)
                sub = (sub - 1) & mask
        _unary(table, tools)
        tables[mask] = table
    return tables


def dice_mask_of(mask: int, n_dice: int) -> int:
    return mask & ((1 << n_dice) - 1)


def ways(dice: tuple[tuple[int, int], ...], target: int, tools: Tools = NO_TOOLS) -> list[tuple[tuple[int, ...], str]]:
    """Every way to make `target`: one expression per group of dice (and heroes) that can."""
    tables = reach(dice, tools)
    n = len(dice)
    found = []
    for mask, table in tables.items():
        if dice_mask_of(mask, n) and target in table:
            found.append((tuple(dice[i][0] for i in range(n) if mask >> i & 1), table[target].text))
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


def assignments(dice: tuple[tuple[int, int], ...], targets: list[tuple[str, int, float]],
                tools: Tools = NO_TOOLS, limit: int = 8) -> list[Assignment]:
    """The best ways to use ALL the dice, each group of dice hitting a different target exactly
    (CoZ STEP 2: "Use all 3 dice or you will miss a turn"). `targets` are (id, strength, weight);
    an assignment scores the sum of its targets' weights, less a little for each item spent."""
    if not dice:
        return []
    tables = reach(dice, tools)
    n = len(dice)
    # die group -> [(target id, strength, weight, entry, hero bits)]
    options: dict[int, list] = {}
    for mask, table in tables.items():
        group = dice_mask_of(mask, n)
        if not group:
            continue
        heroes = mask >> n
        bucket = options.setdefault(group, [])
        for tid, strength, weight in targets:
            entry = table.get(strength)
            if entry is not None:
                bucket.append((tid, weight, entry, heroes))
    found: list[Assignment] = []
    for partition in _PARTITIONS[n]:
        lists = [options.get(group, ()) for group in partition]
        if not all(lists):
            continue
        for combo in product(*lists):
            ids = {c[0] for c in combo}
            if len(ids) < len(combo):
                continue
            heroes, energy, binoculars = 0, 0, 0
            ok = True
            for c in combo:
                if heroes & c[3]:
                    ok = False
                    break
                heroes |= c[3]
                energy += c[2].energy
                binoculars += c[2].binoculars
            if not ok or energy > tools.energy or binoculars > tools.binoculars:
                continue
            score = sum(c[1] for c in combo) - 0.01 * sum(c[2].cost for c in combo)
            hits = tuple(Hit(c[0], c[2].text, tuple(dice[i][0] for i in range(n) if g >> i & 1))
                         for c, g in zip(combo, partition))
            found.append(Assignment(hits, score))
    found.sort(key=lambda a: (-a.score, len(a.hits), a.hits))
    return found[:limit]


def render(text: str, dice: dict[int, int]) -> str:
    """An expression with the dice's numbers in place of d0 d1 d2, for people to read."""
    for index, value in dice.items():
        text = text.replace(f"d{index}", str(value))
    return text.replace("*", "x")


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


def cli(dice: list[int], items: list[str], targets: list[int]) -> str:
    """What `zombiebox solve --dice 2 3 6 [--items ...] [--targets 4 9 12 2 3 6]` prints."""
    if not 1 <= len(dice) <= 3 or any(not 1 <= d <= 6 for d in dice):
        raise ValueError("give one to three Battle Dice, each 1-6")
    tools = tools_from_words(items)
    pairs = tuple(enumerate(dice))
    numbers = dict(pairs)
    lines = [f"Dice: {' '.join(map(str, dice))}   Items: {', '.join(ITEM_WORDS[w] for w in items) or 'none'}"]
    full = reach(pairs, tools)[(1 << len(pairs)) - 1]
    everything = sorted(v for v in full if -50 <= v <= 100)
    lines.append(f"All {len(dice)} dice make {len(full)} values; from -50 to 100: {' '.join(map(str, everything))}")
    if not targets:
        return "\n".join(lines)
    lines.append("Ways to reach each target:")
    for strength in dict.fromkeys(targets):
        found = ways(pairs, strength, tools)
        text = "; ".join(f"{render(expr, numbers)} [d{','.join(map(str, idx))}]" for idx, expr in found)
        lines.append(f"  {strength:>4}: {text or 'no way with these dice'}")
    board = [(f"t{i}", s, 1.0) for i, s in enumerate(targets)]
    best = assignments(pairs, board, tools, limit=5)
    lines.append(f"Best full assignments (all {len(dice)} dice used):" if best else
                 f"No way to use all {len(dice)} dice on these targets: the turn would be missed.")
    for rank, a in enumerate(best, 1):
        hits = ", ".join(f"{render(h.expr, numbers)} = {targets[int(h.target[1:])]}" for h in a.hits)
        lines.append(f"  {rank}. {hits}   ({len(a.hits)} Zombie{'s' if len(a.hits) > 1 else ''})")
    return "\n".join(lines)
