"""The actions the AvZ rules list, built once: the same few thousand come up again and again."""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from zombiebox.core.actions import Action


@lru_cache(maxsize=None)
def act(kind: str, **params: Any) -> Action:
    """Action.of without re-checking the notation (the rules build only known words)."""
    return Action(kind, tuple(sorted(params.items())))


def table(kind: str, who: str, ids, places) -> dict[tuple[str, str], Action]:
    """Every `kind who=ID at=PLACE` action, built once and looked up by (ID, PLACE)."""
    return {(u, n): act(kind, **{who: u, "at": n}) for u in ids for n in places}


END = act("end")
DONE = act("done")
