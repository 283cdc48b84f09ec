"""Actions built once and reused: Actions are immutable, and the same few hundred (an attack on a
square, a placement) are offered again every round, so building them anew cost most of a game."""
from __future__ import annotations

from functools import lru_cache

from zombiebox.core.actions import Action


@lru_cache(maxsize=4096)
def act(kind: str, **params) -> Action:
    return Action.of(kind, **params)
