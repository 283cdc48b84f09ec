"""Dice: the only source of randomness in the rules, bots and simulations.

Seeded, every roll recorded, serialisable, and loadable with scripted values so
a test can replay a rulebook example ("loaded dice"). Shuffles and random draws
(a grave, a deck, the Cup) go through the same seeded generator, and through the
script when one is loaded: a scripted value is always the face of a die with one
face per outcome, counted from 1 (see `Dice`).
"""
from __future__ import annotations

import random
from typing import Any, NamedTuple, Sequence, TypeVar

from .actions import IllegalAction

T = TypeVar("T")


class DiceExhausted(RuntimeError):
    """Loaded dice ran out of scripted values: the test did not script every roll and draw."""


class FaceRefused(IllegalAction):
    """A die or a draw set by hand (what-if, a replayed save, loaded dice) with a value it cannot show."""


class Roll(NamedTuple):   # a tuple: cheaper to build than a frozen dataclass, once per die
    sides: int
    value: int
    scripted: bool


class Dice:
    """A seeded dice cup.

    - `Dice(seed)` rolls from a seeded generator.
    - `Dice.loaded([6, 5, 1])` returns those values in order and refuses to roll
      past them (a rulebook example must account for every die and every draw).
    - `force(values)` queues what-if values for the next dice rolled (practice mode);
      the match records them so a replay reproduces the same game.

    Every random call reads the script while it holds values (and loaded dice refuse to
    go on without one). A scripted value k is the face of a die with one face per outcome:
    `die(sides)` shows k (1..sides); `randrange(n)` gives k - 1 and `choice(items)` the k-th
    item (1..n); `randint(low, high)` gives low + k - 1; `sample(items, m)` takes m values,
    each the k-th of the items still left; `shuffle(items)` deals the items out the same
    way, the k-th left goes next, one value an item but the last (which has one place
    left). A value outside its range is refused (`FaceRefused`), like a what-if 7 on a d6.
    What-if values are faces of dice only: a draw (a Cup, a deck) never reads them.
    """

    def __init__(self, seed: int = 0, script: Sequence[int] = (), strict: bool = False):
        self.seed = int(seed)
        self._rng = random.Random(self.seed)
        self._script: list[int] = [int(v) for v in script]
        self._forced: list[int] = []
        self.strict = strict
        self.history: list[Roll] = []

    @classmethod
    def loaded(cls, values: Sequence[int], seed: int = 0) -> "Dice":
        return cls(seed, script=values, strict=True)

    def force(self, values: Sequence[int]) -> None:
        """Queue what-if faces for the next dice rolled, ahead of the script and the generator."""
        self._forced.extend(int(v) for v in values)

    @property
    def pending(self) -> list[int]:
        """The values queued and not yet used: what-if faces, then the script."""
        return self._forced + self._script

    def clear_forced(self) -> list[int]:
        """Drop what-if faces no roll used; returns them."""
        unused, self._forced = self._forced, []
        return unused

    def roll(self, n: int = 1, sides: int = 6) -> list[int]:
        return [self.die(sides) for _ in range(n)]

    def die(self, sides: int = 6) -> int:
        queue = self._forced or self._script
        if queue:
            value = self._face(queue.pop(0), sides, "roll")
            self.history.append(Roll(sides, value, True))
            return value
        if self.strict:
            raise DiceExhausted(f"loaded dice have no value left for roll #{len(self.history) + 1}")
        value = self._random_face(sides)
        self.history.append(Roll(sides, value, False))
        return value

    @staticmethod
    def _face(value: int, faces: int, kind: str) -> int:
        """A scripted or what-if value, refused like any move (never a crash) when no face shows it."""
        if not 1 <= value <= faces:
            raise FaceRefused(f"a {kind} set by hand shows {value}, which is not a face of the d{faces} this "
                              f"{kind} uses", "zombiebox practice")
        return value

    def _scripted(self, outcomes: int) -> int:
        """The next scripted value for a draw among `outcomes`: 1..outcomes."""
        if not self._script:
            raise DiceExhausted(f"loaded dice have no value left for a draw among {outcomes}")
        return self._face(self._script.pop(0), outcomes, "draw")

    def _random_face(self, sides: int) -> int:
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

    # Draws and shuffles: hidden-information randomness (a grave, a deck, the Cup).
    def shuffle(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        if self._script or self.strict:
            return self._deal(out, len(out) - 1) + out
        self._rng.shuffle(out)
        return out

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        if self._script or self.strict:
            return self._deal(list(items), k)
        return self._rng.sample(list(items), k)

    def _deal(self, left: list[T], k: int) -> list[T]:
        """k items taken from `left` one at a time, each the scripted one of those still there."""
        return [left.pop(self.randrange(len(left))) for _ in range(k)]

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise IndexError("choice from an empty sequence")
        return items[self.randrange(len(items))]

    def randrange(self, n: int) -> int:
        if self._script or self.strict:
            return self._scripted(n) - 1
        return self._rng.randrange(n)

    def randint(self, low: int, high: int) -> int:
        """A whole number from low to high, both included."""
        if self._script or self.strict:
            return low + self._scripted(high - low + 1) - 1
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
            "script": list(self._script),
            "forced": list(self._forced),
            "strict": self.strict,
            "history": [[r.sides, r.value, r.scripted] for r in self.history],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Dice":
        dice = cls(data["seed"], script=data.get("script", ()), strict=data.get("strict", False))
        dice.force(data.get("forced", ()))
        version, internal, gauss = data["rng"]
        dice._rng.setstate((version, tuple(internal), gauss))
        dice.history = [Roll(int(s), int(v), bool(sc)) for s, v, sc in data.get("history", [])]
        return dice
