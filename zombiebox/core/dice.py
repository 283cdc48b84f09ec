"""Dice: the only source of randomness in the rules, bots and simulations.

Seeded, every roll recorded, serialisable, and loadable with scripted values so
a test can replay a rulebook example ("loaded dice"). Shuffles and random draws
(a grave, a deck) go through the same seeded generator.
"""
from __future__ import annotations

import random
from typing import Any, NamedTuple, Sequence, TypeVar

from .actions import IllegalAction

T = TypeVar("T")


class DiceExhausted(RuntimeError):
    """Loaded dice ran out of scripted values: the test did not script every roll."""


class FaceRefused(IllegalAction):
    """A die set by hand (what-if, a replayed save) with a value the roll cannot show."""


class Roll(NamedTuple):   # a tuple: cheaper to build than a frozen dataclass, once per die
    sides: int
    value: int
    scripted: bool


class Dice:
    """A seeded dice cup.

    - `Dice(seed)` rolls from a seeded generator.
    - `Dice.loaded([6, 5, 1])` returns those values in order and refuses to roll
      past them (a rulebook example must account for every die).
    - `force(values)` queues what-if values for the next rolls (practice mode);
      the match records them so a replay reproduces the same game.
    """

    def __init__(self, seed: int = 0, script: Sequence[int] = (), strict: bool = False):
        self.seed = int(seed)
        self._rng = random.Random(self.seed)
        self._queue: list[int] = [int(v) for v in script]
        self.strict = strict
        self.history: list[Roll] = []

    @classmethod
    def loaded(cls, values: Sequence[int], seed: int = 0) -> "Dice":
        return cls(seed, script=values, strict=True)

    def force(self, values: Sequence[int]) -> None:
        """Queue values for the next rolls, ahead of the generator."""
        self._queue.extend(int(v) for v in values)

    @property
    def pending(self) -> list[int]:
        return list(self._queue)

    def clear_forced(self) -> list[int]:
        """Drop queued values no roll used; returns them."""
        unused, self._queue = self._queue, []
        return unused

    def roll(self, n: int = 1, sides: int = 6) -> list[int]:
        return [self.die(sides) for _ in range(n)]

    def die(self, sides: int = 6) -> int:
        if self._queue:
            value = self._queue.pop(0)
            if not 1 <= value <= sides:  # a what-if 7 for a d6: refused like any move, never a crash
                raise FaceRefused(f"a die set by hand shows {value}, which is not a face of the d{sides} "
                                    "this roll uses", "zombiebox practice")
            self.history.append(Roll(sides, value, True))
            return value
        if self.strict:
            raise DiceExhausted(f"loaded dice have no value left for roll #{len(self.history) + 1}")
        value = self._face(sides)
        self.history.append(Roll(sides, value, False))
        return value

    def _face(self, sides: int) -> int:
        """The number `self._rng.randint(1, sides)` draws, without its three Python-level calls
        (randint -> randrange -> _randbelow_with_getrandbits): the same getrandbits draws, so a
        seed still makes the same game (tests/core/test_dice.py compares them)."""
        if sides < 1:
            raise ValueError(f"a die has at least one face, not {sides}")
        bits = sides.bit_length()
        getrandbits = self._rng.getrandbits
        r = getrandbits(bits)
        while r >= sides:
            r = getrandbits(bits)
        return r + 1

    # Draws and shuffles: hidden-information randomness (a grave, a deck).
    def shuffle(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self._rng.shuffle(out)
        return out

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        return self._rng.sample(list(items), k)

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise IndexError("choice from an empty sequence")
        return items[self._rng.randrange(len(items))]

    def randrange(self, n: int) -> int:
        return self._rng.randrange(n)

    def randint(self, low: int, high: int) -> int:
        """A whole number from low to high, both included."""
        return self._rng.randint(low, high)

    def fork(self, salt: int) -> "Dice":
        """An independent cup derived from this one's seed (a bot's own dice)."""
        return Dice(self.seed * 1_000_003 + salt)

    # Serialisation: plain JSON data.
    def to_json(self) -> dict[str, Any]:
        version, internal, gauss = self._rng.getstate()
        return {
            "seed": self.seed,
            "rng": [version, list(internal), gauss],
            "queue": list(self._queue),
            "strict": self.strict,
            "history": [[r.sides, r.value, r.scripted] for r in self.history],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Dice":
        dice = cls(data["seed"], script=data.get("queue", ()), strict=data.get("strict", False))
        version, internal, gauss = data["rng"]
        dice._rng.setstate((version, tuple(internal), gauss))
        dice.history = [Roll(int(s), int(v), bool(sc)) for s, v, sc in data.get("history", [])]
        return dice
