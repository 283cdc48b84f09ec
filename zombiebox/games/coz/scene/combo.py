"""The combination builder of a fight turn (CoZ STEP 2, MASTER THIS! sections): the dice
(and saved Flip Heroes) are pieces; click a piece and an operator and another piece to join
them, or a piece and a one-number operator (Power Up, Power Down, the items) to change it.
Every piece knows its value, the dice in it, and its expression in the solver's syntax
(`d0*d1+d2`, `sqrt(d0)`, `inc(d1)`, `(-d2)`), which is what the fight action carries.

Pure Python: the scene draws it and feeds it clicks; a refusal comes back as a sentence.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from operator import add, mul, sub
from typing import Any, Optional

from ..expression import ADD, ATOM, ITEM_REFUSALS, MINUS, MUL, POWER, ExpressionError, divide, power_down

@dataclass(frozen=True)
class Piece:
    code: str               # the solver/rules expression
    prec: int               # precedence of its outermost operator
    said: str               # the same for people: 2 × 3 + 6²
    value: int
    dice: tuple[int, ...]   # die indices in it
    heroes: tuple[str, ...] = ()
    energy: int = 0         # items it spends
    binoculars: int = 0
    glove: int = 0


def _wrap(text: str, prec: int, need: int) -> str:
    return text if prec >= need else f"({text})"


# binary operator: (precedence, left needs, right needs, code symbol, said symbol)
BINARY = {"+": (ADD, ADD, ADD, "+", " + "), "-": (ADD, ADD, MUL, "-", f" {MINUS} "),
          "x": (MUL, MUL, MUL, "*", " × "), "/": (MUL, MUL, POWER, "/", " ÷ ")}
# one-number operators the table always offers, and those an item or a hero's move gives
UNARY = ("sq", "sqrt")
ITEM_UNARY = ("cube", "neg", "inc", "dec", "dbl")
OP_WORDS = {"+": "add", "-": "take away", "x": "multiply", "/": "divide", "sq": "Power Up (square)",
            "sqrt": "Power Down (square root)", "cube": "Power Glove (cube)", "neg": "Alien Portal (make negative)",
            "inc": "Energy +1", "dec": "Energy −1", "dbl": "double (Binoculars)"}


def die_piece(index: int, value: int) -> Piece:
    return Piece(f"d{index}", ATOM, str(value), value, (index,))


def hero_piece(name: str, strength: int, shown: str) -> Piece:
    return Piece(name, ATOM, f"{shown} {strength}", strength, (), (name,))


def join(a: Piece, op: str, b: Piece) -> Piece | str:
    """Two pieces joined by + - x /, or the reason they cannot be (division is exact, rulings)."""
    prec, left, right, code, said = BINARY[op]
    try:
        value = {"+": add, "-": sub, "x": mul, "/": divide}[op](a.value, b.value)
    except ExpressionError as exc:
        return str(exc)
    return Piece(f"{_wrap(a.code, a.prec, left)}{code}{_wrap(b.code, b.prec, right)}", prec,
                 f"{_wrap(a.said, a.prec, left)}{said}{_wrap(b.said, b.prec, right)}", value,
                 a.dice + b.dice, a.heroes + b.heroes, a.energy + b.energy, a.binoculars + b.binoculars,
                 a.glove | b.glove)


def change(p: Piece, op: str, tools: Any, spent: "Spent") -> Piece | str:
    """One number changed: Power Up/Down (CoZ MASTER THIS!), or an item's effect (CoZ Items)."""
    v = p.value
    if op == "sq":
        return Piece(f"{_wrap(p.code, p.prec, ATOM)}^2", POWER, f"{_wrap(p.said, p.prec, ATOM)}²", v * v,
                     p.dice, p.heroes, p.energy, p.binoculars, p.glove)
    if op == "sqrt":
        try:
            root = power_down(v)
        except ExpressionError as exc:
            return str(exc)
        return Piece(f"sqrt({p.code})", ATOM, f"√{_wrap(p.said, p.prec, ATOM)}", root,
                     p.dice, p.heroes, p.energy, p.binoculars, p.glove)
    if op == "cube":
        if not tools.glove or spent.glove or p.glove:
            return ITEM_REFUSALS["glove"][0] + ": nobody holds it, or it was used this round"
        return Piece(f"{_wrap(p.code, p.prec, ATOM)}^3", POWER, f"{_wrap(p.said, p.prec, ATOM)}³", v ** 3,
                     p.dice, p.heroes, p.energy, p.binoculars, 1)
    if op == "neg":
        if not tools.portal:
            return ITEM_REFUSALS["portal"][0]
        if p.prec != ATOM or len(p.dice) != 1 or p.code != f"d{p.dice[0]}":
            return ITEM_REFUSALS["portal_die"][0]
        return Piece(f"(-{p.code})", ATOM, f"({MINUS}{p.said})", -v, p.dice)
    if op in ("inc", "dec"):
        if p.energy + spent.energy >= tools.energy:
            return ITEM_REFUSALS["energy"][0]
        step = 1 if op == "inc" else -1
        return Piece(f"{op}({p.code})", ATOM, f"({p.said}{' + 1' if step > 0 else f' {MINUS} 1'})", v + step,
                     p.dice, p.heroes, p.energy + 1, p.binoculars, p.glove)
    if op == "dbl":
        free = tools.rule_breaker and len(p.dice) == 1 and p.code == f"d{p.dice[0]}"
        if not free and p.binoculars + spent.binoculars >= tools.binoculars:
            return ITEM_REFUSALS["binoculars"][0]
        return Piece(f"dbl({p.code})", ATOM, f"(2 × {_wrap(p.said, p.prec, MUL)})", 2 * v, p.dice, p.heroes,
                     p.energy, p.binoculars + (0 if free else 1), p.glove)
    raise ValueError(op)


@dataclass
class Spent:
    """Items already spent by the other pieces on the bench this turn."""
    energy: int = 0
    binoculars: int = 0
    glove: int = 0


@dataclass
class Builder:
    """The pieces on the bench, which one is picked, and a pending + - x /."""
    pieces: list[Piece]
    tools: Any   # what a combination may use: the rules' holdings()["tools"] (Portal, Glove, ...)
    picked: Optional[int] = None
    pending: Optional[str] = None
    history: list[tuple[list[Piece], Optional[int]]] = field(default_factory=list)

    @classmethod
    def start(cls, dice: dict[int, int], tools: Any, heroes: list[tuple[str, int, str]] = ()) -> "Builder":
        pieces = [die_piece(i, v) for i, v in sorted(dice.items())]
        pieces += [hero_piece(name, strength, shown) for name, strength, shown in heroes]
        return cls(pieces, tools, picked=0 if len(pieces) == 1 else None)

    def copy(self) -> "Builder":
        """Another bench to take a step on, this one kept as it is (each step a mode of its own)."""
        return replace(self, pieces=list(self.pieces), history=[(list(p), k) for p, k in self.history])

    @property
    def current(self) -> Optional[Piece]:
        return self.pieces[self.picked] if self.picked is not None and self.picked < len(self.pieces) else None

    def spent(self, besides: Optional[int] = None) -> Spent:
        out = Spent()
        for i, p in enumerate(self.pieces):
            if i != besides:
                out.energy += p.energy
                out.binoculars += p.binoculars
                out.glove |= p.glove
        return out

    def _keep(self) -> None:
        self.history.append((list(self.pieces), self.picked))

    def click_piece(self, index: int) -> str:
        """Pick a piece, or finish a pending join with it. Returns what to tell the player."""
        if self.pending is None or self.picked is None or index == self.picked:
            self.picked = None if index == self.picked and self.pending is None else index
            self.pending = None
            p = self.current
            return (f"Picked {p.said} = {p.value}: click an operator, or a Zombie to use it there" if p
                    else "Nothing picked")
        a, b = self.pieces[self.picked], self.pieces[index]
        made = join(a, self.pending, b)
        self.pending = None
        if isinstance(made, str):
            return made
        self._keep()
        keep = [p for i, p in enumerate(self.pieces) if i not in (self.picked, index)]
        self.pieces = keep + [made]
        self.picked = len(self.pieces) - 1
        return f"{made.said} = {made.value}"

    def click_op(self, op: str) -> str:
        p = self.current
        if p is None:
            return f"Pick a die first, then {OP_WORDS[op]}"
        if op in BINARY:
            if len(self.pieces) < 2:
                return f"{OP_WORDS[op].capitalize()} needs a second die, and none is left"
            self.pending = op
            return f"{p.said} {BINARY[op][4].strip()} …  now click the die to {OP_WORDS[op]}"
        made = change(p, op, self.tools, self.spent(self.picked))
        if isinstance(made, str):
            return made
        self._keep()
        self.pieces[self.picked] = made
        self.pending = None
        return f"{made.said} = {made.value}"

    def back(self) -> str:
        if not self.history:
            self.picked, self.pending = None, None
            return "Nothing to take back"
        self.pieces, self.picked = self.history.pop()
        self.pending = None
        return "Took back the last step"
