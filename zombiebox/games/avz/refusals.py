"""Why an action is refused, in a player's words with the rule: the part every AvZ decision point
shares. Each point's own reasons sit beside its rule (setup.py, events.py, ...)."""
from __future__ import annotations

from typing import Callable, Optional

from zombiebox.core.actions import Action

from .data import ALIENS_BY_ID, ZOMBIES_BY_ID
from .state import AvzState
from .town import Town

Reason = Optional[tuple[str, str]]
Why = Callable[[AvzState, Action], Reason]


def unknown(town: Town, a: Action) -> Reason:
    """A location or counter that does not exist (the parameters' types are checked by core.flow)."""
    for key in ("at", "to"):
        loc = a.get(key)
        if loc is not None and loc not in town.terrain:
            return f"{loc} is not a location on the town map", "AvZ 1.0"
    for key in ("unit", "counter"):
        uid = a.get(key)
        if uid is not None and uid not in ALIENS_BY_ID and uid not in ZOMBIES_BY_ID:
            return f"there is no counter {uid}", "AvZ 1.0"
    return None


def explaining(town: Town, why: Why) -> Why:
    """A decision point's `explain`: unknown ids first, then the point's own reasons (None: the
    action is simply not open now, and core says so with the prompt)."""
    def explain(s: AvzState, a: Action) -> Reason:
        return unknown(town, a) or why(s, a)
    return explain
