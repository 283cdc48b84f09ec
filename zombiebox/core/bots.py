"""The bot protocol: a bot picks one of the legal actions and says why in one line."""
from __future__ import annotations

from typing import Any, NamedTuple, Protocol

from .actions import Action
from .dice import Dice


class Choice(NamedTuple):   # a tuple: cheaper to build than a frozen dataclass, once per decision
    action: Action
    reason: str


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
