"""A zombie put on a space faces one of four ways: its four actions, listed together."""
from __future__ import annotations

from functools import cache

from zombiebox.core.actions import Action, act

from .lot import DIRECTIONS


@cache
def every_facing(kind: str, at: str) -> tuple[Action, ...]:
    """`kind at=... facing=...` for each of the four facings, in DIRECTIONS order (a zombie put on a space)."""
    return tuple(act(kind, at=at, facing=d) for d in DIRECTIONS)
