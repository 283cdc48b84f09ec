"""Actions made once and shared: a legal list is rebuilt at every decision, and the same few hundred
actions (a spawn on D3 facing S, a move to E7) come back again and again. An Action is immutable, so
one object serves every list; building it anew costs the most of a simulated game."""
from __future__ import annotations

from zombiebox.core.actions import Action

_MADE: dict[tuple, Action] = {}


def act(kind: str, **params) -> Action:
    key = (kind, *params.items())
    found = _MADE.get(key)
    if found is None:
        found = _MADE[key] = Action.of(kind, **params)
    return found
