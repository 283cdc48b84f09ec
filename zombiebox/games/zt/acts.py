"""Actions made once and shared: a legal list is rebuilt at every decision, and the same few hundred
actions (a spawn on D3 facing S, a move to E7) come back again and again. An Action is immutable, so
one object serves every list; building it anew costs the most of a simulated game."""
from __future__ import annotations

from zombiebox.core.actions import Action

from .lot import DIRECTIONS

_MADE: dict[tuple, Action] = {}
_FACINGS: dict[tuple[str, str], tuple[Action, ...]] = {}


def act(kind: str, **params) -> Action:
    key = (kind, *params.items())
    found = _MADE.get(key)
    if found is None:
        found = _MADE[key] = Action.of(kind, **params)
    return found


def every_facing(kind: str, at: str) -> tuple[Action, ...]:
    """`kind at=... facing=...` for each of the four facings, in DIRECTIONS order (a zombie put on a space)."""
    found = _FACINGS.get((kind, at))
    if found is None:
        found = _FACINGS[(kind, at)] = tuple(act(kind, at=at, facing=d) for d in DIRECTIONS)
    return found


class Made(dict):
    """`kind name=value ...` by its value (a tuple of values for several names), made the first time it is
    asked for: the moves, pushes and placements listed and searched hundreds of times a game are one dict
    look-up."""

    def __init__(self, kind: str, *names: str):
        super().__init__()
        self.kind, self.names = kind, names

    def __missing__(self, values) -> Action:
        found = self[values] = act(self.kind, **dict(zip(self.names, values if len(self.names) > 1 else (values,))))
        return found


MOVE_TO, PUSH_TO, PLACE_HUMAN = Made("move", "to"), Made("push", "to"), Made("place", "human", "at")
