"""The bot protocol: a bot picks one of the legal actions and says why in one line."""
from __future__ import annotations

import math
from typing import Any, Callable, Mapping, Protocol, Union

from .actions import Action
from .dice import Dice


class BotError(RuntimeError):
    """A bot picked an action the rules refuse: a bug in the bot, said with where and why."""


class Choice:
    """A bot's pick and why. The reason may be given as a function that words it: headless play
    (simulations, benchmarks) never reads it, so its words are made only when read, once."""

    __slots__ = ("action", "_reason")

    def __init__(self, action: Action, reason: Union[str, Callable[[], str]]):
        self.action = action
        self._reason = reason

    @property
    def reason(self) -> str:
        if not isinstance(self._reason, str):
            self._reason = self._reason()
        return self._reason

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Choice) and (self.action, self.reason) == (other.action, other.reason)

    def __hash__(self) -> int:
        return hash((self.action, self.reason))

    def __repr__(self) -> str:
        return f"Choice({self.action}, {self.reason!r})"


class Bot(Protocol):
    name: str

    def choose(self, rules: Any, state: Any, actions: list[Action], dice: Dice) -> Choice:
        """Pick from `actions` (never empty). Randomness comes from `dice`, the bot's own cup."""
        ...


class RandomBot:
    """Picks uniformly among the legal actions: the floor every real bot must beat."""

    name = "random"

    def __init__(self, seat: str = ""):
        self.seat = seat

    def choose(self, rules: Any, state: Any, actions: list[Action], dice: Dice) -> Choice:
        return Choice(dice.choice(actions), "picked at random")


def logistic(weights: Mapping[str, float], features: Mapping[str, float]) -> float:
    """A chance fitted by logistic regression: the weights (one a feature, and the "bias") weigh what a
    position shows; a game's evaluation for Hard's playouts (core/search.py) is one."""
    z = weights["bias"] + sum(weights[name] * value for name, value in features.items())
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
