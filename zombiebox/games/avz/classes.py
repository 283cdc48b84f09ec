"""Counters no rule can tell apart: the legal list names one of each class, and `check` takes any
other member of the class as a spelling of it (complete and canonical legal actions:
docs/architecture.md, "The rules contract")."""
from __future__ import annotations

from typing import Optional

from zombiebox.core.actions import Action

from .data import ALIENS_BY_ID, ZOMBIES_BY_ID
from .data import kind_of
from .state import AvzState


def class_key(s: AvzState, uid: str) -> tuple:
    """Same place, type, acted or not, in the group or not, hit or not."""
    group, losses = s.group, s.losses
    return (s.at.get(uid, "reserve" if uid in s.reserve else "drawn" if uid in s.drawn else "?"),
            kind_of(uid).key, uid in s.acted, group is not None and uid in group.units,
            losses is not None and uid == losses.damaged)


def reps(s: AvzState, units: list[str]) -> list[str]:
    """One counter for each class of identical ones (the lowest id), in a stable order."""
    seen: dict[tuple, str] = {}
    for u in sorted(units):
        seen.setdefault(class_key(s, u), u)
    return list(seen.values())


def canonical(s: AvzState, action: Action, legal: list[Action]) -> Optional[Action]:
    """The listed action an unlisted but identical one stands for: another counter of the same
    class (`add unit=z18` for the listed z17, `place counter=z05` for the listed z01)."""
    for name in ("unit", "counter"):
        uid = action.get(name)
        if uid in ALIENS_BY_ID or uid in ZOMBIES_BY_ID:
            key = class_key(s, uid)
            for a in legal:
                if a.kind == action.kind and a.get(name) and class_key(s, a[name]) == key and \
                        all(v == a.get(k) for k, v in action.params if k != name):
                    return a
    return None
