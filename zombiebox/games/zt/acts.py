"""Actions made once and shared: a legal list is rebuilt at every decision, and the same few hundred
actions (a spawn on D3 facing S, a move to E7) come back again and again. An Action is immutable, so
one object serves every list; building it anew costs the most of a simulated game."""
from __future__ import annotations

from functools import cache

from zombiebox.core.actions import Action

from .lot import DIRECTIONS


@cache
def act(kind: str, **params) -> Action:
    return Action.of(kind, **params)


@cache
def every_facing(kind: str, at: str) -> tuple[Action, ...]:
    """`kind at=... facing=...` for each of the four facings, in DIRECTIONS order (a zombie put on a space)."""
    return tuple(act(kind, at=at, facing=d) for d in DIRECTIONS)


class Made:
    """`kind name=value ...` by its value (a tuple of values for several names), made the first time it is
    asked for: the moves, pushes and placements listed and searched hundreds of times a game are one
    cache look-up."""

    def __init__(self, kind: str, *names: str):
        self.kind, self.names = kind, names
        self._made = cache(self._make)

    def __getitem__(self, values) -> Action:
        return self._made(values)

    def _make(self, values) -> Action:
        return act(self.kind, **dict(zip(self.names, values if len(self.names) > 1 else (values,))))


MOVE_TO, PUSH_TO, PLACE_HUMAN = Made("move", "to"), Made("push", "to"), Made("place", "human", "at")
