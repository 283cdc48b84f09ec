"""Dice combinations as the players write them: parse and evaluate exactly (CoZ STEP 2).

    d0*d1+d2     (d0+d1)^2     sqrt(d2)-d0     (-d1)+d0     d0^3     inc(d0*d2)     lucy+d1

`d0 d1 d2` are the Battle Dice by index; `+ - * /`; `^2` Powers Up and `sqrt(...)`
Powers Down (CoZ MASTER THIS! Power Up & Power Down); `(-dN)` puts a die on the
Alien Portal; `^3` is the Power Glove; `inc(...)`/`dec(...)` an Energy Drink/Bar;
`dbl(...)` Binoculars (or, on a die, Lucy's Rule Breaker); `lucy`/`alonso` a saved
Flip Hero's Strength. Division must come out whole (docs/rulings.md). What an
expression spends is counted in `Use` for the rules to check against what is held.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from math import isqrt

MAX_LENGTH = 80
MAX_VALUE = 10 ** 6
_TOKEN = re.compile(r"\s*(d\d|sqrt|inc|dec|dbl|lucy|alonso|\^[23]|[-+*/()])")
FUNCTIONS = ("sqrt", "inc", "dec", "dbl")
MINUS = "\u2212"
HERO_WORDS = ("lucy", "alonso")
ATOM, POWER, MUL, ADD = 4, 3, 2, 1   # precedence of an expression's outermost operator (when to bracket it)


class ExpressionError(ValueError):
    """An expression a player cannot make; the message says why in a player's words."""


# The one wording of each refusal about what an item lets a combination do (the rules' check and the
# combination builder both say these), and the rule each comes from.
ITEM_REFUSALS = {
    "portal": ("a negative die needs the Alien Portal, and the players do not hold it",
               "CoZ Negative Strength Zombies"),
    "portal_die": ("only a single die can go on the Alien Portal: put the die there before combining it",
                   "CoZ Negative Strength Zombies"),
    "glove": ("cubing needs the Power Glove, once a round", "CoZ The Power Glove"),
    "energy": ("each +1 or \u22121 needs an Energy Drink or Bar, and none is left", "CoZ Items"),
    "binoculars": ("each doubling needs Binoculars, and none are left (Lucy's Rule Breaker doubles a single die)",
                   "CoZ Items"),
}


def power_down(value: int) -> int:
    """CoZ MASTER THIS! Power Down: the exact square root, or ExpressionError."""
    root = isqrt(value) if value >= 0 else -1
    if root < 0 or root * root != value:
        raise ExpressionError(f"{value} is not a square number, so it cannot be Powered Down")
    return root


def divide(value: int, divisor: int) -> int:
    """Division must come out whole (docs/rulings.md), or ExpressionError."""
    if divisor == 0:
        raise ExpressionError("cannot divide by 0")
    if value % divisor:
        raise ExpressionError(f"{value} \u00f7 {divisor} is not a whole number: a division must come out exact")
    return value // divisor


@dataclass
class Use:
    """What one expression spends."""
    dice: list[int] = field(default_factory=list)
    portal: int = 0        # dice put on the Alien Portal
    glove: int = 0         # cubes
    energy: int = 0        # inc/dec
    binoculars: int = 0    # dbl on anything but a die under Rule Breaker
    doubled_dice: int = 0  # dbl straight on a die (free under Rule Breaker, else Binoculars)
    heroes: list[str] = field(default_factory=list)


def _is_die(token: str) -> bool:
    return len(token) == 2 and token[0] == "d" and token[1].isdigit()


@lru_cache(maxsize=4096)
def tokenize(text: str) -> tuple[str, ...]:
    """The tokens of a combination (cached: the solver writes the same few shapes over and over)."""
    if len(text) > MAX_LENGTH:
        raise ExpressionError(f"a combination of {len(text)} characters is too long (at most {MAX_LENGTH})")
    tokens, pos = [], 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m:
            raise ExpressionError(f"'{text[pos:]}' is not part of a combination: use d0 d1 d2, + - * /, "
                                  "^2, sqrt(), and held items")
        tokens.append(m.group(1))
        pos = m.end()
    return tuple(tokens)


class _Parser:
    def __init__(self, text: str, dice: dict[int, int], heroes: dict[str, int]):
        self.tokens = tokenize(text)
        self.pos = 0
        self.dice = dice
        self.heroes = heroes
        self.use = Use()

    def peek(self) -> str:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else ""

    def take(self, expected: str = "") -> str:
        token = self.peek()
        if not token or (expected and token != expected):
            raise ExpressionError(f"expected {expected or 'more'} in the combination")
        self.pos += 1
        return token

    def expr(self) -> int:
        value = self.term()
        while self.peek() in ("+", "-"):
            value = value + self.term() if self.take() == "+" else value - self.term()
        return value

    def term(self) -> int:
        value = self.factor()
        while self.peek() in ("*", "/"):
            if self.take() == "*":
                value *= self.factor()
                continue
            value = divide(value, self.factor())
        if abs(value) > MAX_VALUE:
            raise ExpressionError("that combination makes a number far beyond any Zombie's Strength")
        return value

    def factor(self) -> int:
        value = self.primary()
        while self.peek() in ("^2", "^3"):
            if self.take() == "^3":
                self.use.glove += 1        # CoZ MASTER THIS! The Power Glove
                value = value ** 3
            else:
                value = value * value      # CoZ MASTER THIS! Power Up
            if abs(value) > MAX_VALUE:
                raise ExpressionError("that combination makes a number far beyond any Zombie's Strength")
        return value

    def primary(self) -> int:
        token = self.take()
        if _is_die(token):
            return self.die(token)
        if token in HERO_WORDS:
            if token not in self.heroes:
                raise ExpressionError(f"{token.title()} is not a saved, ready Flip Hero")
            if token in self.use.heroes:
                raise ExpressionError(f"{token.title()}'s Strength can be used once")
            self.use.heroes.append(token)
            return self.heroes[token]
        if token == "(":
            value = self.expr()
            self.take(")")
            return value
        if token == "-":                   # CoZ Alien Portal: only a die can be made negative
            if not _is_die(self.peek()):
                raise ExpressionError(ITEM_REFUSALS["portal_die"][0])
            self.use.portal += 1
            return -self.die(self.take())
        if token in FUNCTIONS:
            self.take("(")
            bare_die = _is_die(self.peek()) and self.tokens[self.pos + 1:self.pos + 2] == (")",)
            value = self.expr()
            self.take(")")
            return self.function(token, value, bare_die)
        raise ExpressionError(f"'{token}' cannot start a number in a combination")

    def die(self, token: str) -> int:
        index = int(token[1:])
        if index not in self.dice:
            raise ExpressionError(f"there is no unused die d{index}")
        if index in self.use.dice:
            raise ExpressionError(f"d{index} is used twice: each die goes into one combination once")
        self.use.dice.append(index)
        return self.dice[index]

    def function(self, name: str, value: int, bare_die: bool) -> int:
        if name == "sqrt":                 # CoZ MASTER THIS! Power Down: exact roots only
            return power_down(value)
        if name == "dbl":
            if bare_die:
                self.use.doubled_dice += 1
            else:
                self.use.binoculars += 1
            return 2 * value
        self.use.energy += 1
        return value + 1 if name == "inc" else value - 1


def evaluate(text: str, dice: dict[int, int], heroes: dict[str, int] | None = None) -> tuple[int, Use]:
    """The exact value of a combination over the unused `dice` (index -> value), and what it spends.
    The answer is cached (the same hit is checked, then applied): treat the Use as read-only."""
    return _evaluate(text, _dice_named(text, dice), tuple(heroes.items()) if heroes else ())


def evaluate_and_word(text: str, dice: dict[int, int], heroes: dict[str, int] | None = None
                      ) -> tuple[int, Use, str]:
    """evaluate() and pretty() at once (a hit is recorded with its words): one cache key for both."""
    named = _dice_named(text, dice)
    value, use = _evaluate(text, named, tuple(heroes.items()) if heroes else ())
    return value, use, _pretty(text, named)


@lru_cache(maxsize=4096)
def _die_indices(text: str) -> tuple[int, ...]:
    return tuple(dict.fromkeys(int(token[1:]) for token in tokenize(text) if _is_die(token)))


def _dice_named(text: str, dice: dict[int, int]) -> tuple[tuple[int, int], ...]:
    """The (index, value) of the dice a combination names: all its value and wording depend on (a cache key)."""
    return tuple([(i, dice[i]) for i in _die_indices(text) if i in dice])


# 4,096 answers of each (about 0.9 and 0.5 KB an entry) hold a bench run's hits; 16,384 grew by MBs in a soak
@lru_cache(maxsize=4096)
def _evaluate(text: str, dice: tuple[tuple[int, int], ...], heroes: tuple[tuple[str, int], ...]) -> tuple[int, Use]:
    parser = _Parser(text, dict(dice), dict(heroes))
    if not parser.tokens:
        raise ExpressionError("an empty combination")
    value = parser.expr()
    if parser.pos != len(parser.tokens):
        raise ExpressionError(f"'{''.join(parser.tokens[parser.pos:])}' is left over in the combination")
    if not parser.use.dice:
        raise ExpressionError("a combination needs at least one die")
    return value, parser.use


SYMBOLS = {"*": " × ", "/": " ÷ ", "+": " + ", "-": f" {MINUS} ", "^2": "²", "^3": "³"}
OPENS = {"sqrt": "√(", "dbl": "double(", "inc": "(", "dec": "("}          # items by name: a die may be a 1 or 2
CLOSES = {"inc": " + 1 Energy", "dec": f" {MINUS} 1 Energy"}


def pretty(expr: str, dice: dict[int, int]) -> str:
    """A combination in the solver's syntax as people write it: d0*d1+d2^2 -> 2 × 3 + 6²;
    inc(d0*d1) -> 2 × 3 + 1 Energy, inc(d0)*d1 -> (2 + 1 Energy) × 3, dbl(d1) -> double(3),
    (-d2) -> (−6), d0^3 -> 2³."""
    return _pretty(expr, _dice_named(expr, dice))


@lru_cache(maxsize=4096)
def _pretty(expr: str, dice_items: tuple[tuple[int, int], ...]) -> str:
    dice = dict(dice_items)
    tokens = tokenize(expr)
    out: list[str] = []
    opened: list[tuple[str | None, int, bool]] = []   # (call, where its "(" is in out, bracket kept)
    call: str | None = None
    for i, token in enumerate(tokens):
        if token in OPENS:
            call = token
        elif token == "(":
            # an Energy's "+ 1" needs brackets only as part of a x, / or power, or after a minus
            kept = call not in CLOSES or (i > 1 and tokens[i - 2] in ("*", "/", "-"))
            opened.append((call, len(out), kept))
            out.append(OPENS.get(call, "("))
            call = None
        elif token == ")":
            closing, at, kept = opened.pop() if opened else (None, 0, True)
            if closing in CLOSES:
                kept = kept or tokens[i + 1:i + 2] in (("*",), ("/",), ("^2",), ("^3",))
                out[at] = "(" if kept else ""
                out.append(CLOSES[closing] + (")" if kept else ""))
            else:
                out.append(")")
        elif token.startswith("d"):
            out.append(str(dice.get(int(token[1:]), token)))
        elif token == "-" and (not out or out[-1].endswith("(")):
            out.append(MINUS)                       # a die on the Alien Portal
        else:
            out.append(SYMBOLS.get(token, token.title()))
    return "".join(out)
