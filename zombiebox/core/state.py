"""One state style for every game: a typed dataclass (slots) that turns into plain JSON and back.

msgspec does both directions: `encode_state` gives JSON-ready data (sets and dict keys sorted, so the
same state always writes the same text; or, for a state whose dicts' order is part of the game and that
holds no set, dicts in their own order, which decoding keeps), `decode_state` checks every field's type on the way back in
and names the field that is wrong ("Expected `int`, got `str` - at `$.turn`"). It is the project's one
validation library (saves, settings and positions use it too). A field declared with a range
(`Face`, `Count`, `Annotated[int, Meta(...)]`) or a closed set of ids (`Literal[...]`) is checked on the
way in as well: the id a game knows and the number a rule allows, named by their field when wrong.

`memo(state, name, make)` keeps a value worked out from a state (a legal list's parts asked three times
for one decision) on the state object itself, for a state class that derives from `Memoized`: it is no
field, so it is never encoded, compared, shown nor copied, and `FlowRules` forgets it around every
handler and automatic step (`forget`), so a kept value is always the current state's. Undo and load
build new state objects, which keep nothing.
"""
from __future__ import annotations

from typing import Annotated, Any, Callable, TypeVar

import msgspec
from msgspec import Meta

T = TypeVar("T")

# Types a state declares its fields with, so that decoding refuses what no game can hold, naming the field
# (a position file is written by hand): msgspec checks them as it reads, and play never pays for them.
Face = Annotated[int, Meta(ge=1, le=6)]  # every die in the five rulebooks is a d6
Count = Annotated[int, Meta(ge=0)]       # how many of something: never fewer than none


class Memoized:
    """The base of a game's state class whose rules keep values with `memo`: one slot beside the fields."""
    __slots__ = ("_memo",)

    def __getstate__(self):
        """copy.copy and copy.deepcopy call this (the copy protocol; saves are JSON, core/saves.py): they
        carry the fields, never the kept values (a copy is changed by itself)."""
        state = object.__getstate__(self)
        if isinstance(state, tuple) and "_memo" in state[1]:
            state = state[0], {k: v for k, v in state[1].items() if k != "_memo"}
        return state


def memo(state: Memoized, name: str, make: Callable[[], T]) -> T:
    """The value `make()` gives for `state` as it is now, worked out once until the state changes
    (`forget`). Keep only immutable values (tuples, frozensets, mappingproxy) or hand out copies: a
    caller that changed a kept value would change every later answer."""
    try:
        kept = state._memo
    except AttributeError:
        kept = state._memo = {}
    try:
        return kept[name]
    except KeyError:
        value = kept[name] = make()
        return value


def forget(state: Any) -> None:
    """Drop every value kept for `state` (it is about to change, or has changed)."""
    if getattr(state, "_memo", None):
        state._memo = {}


class StateError(ValueError):
    """Data that is not a state of this game; the message names the field."""


def encode_state(state: Any, keep_order: bool = False) -> dict[str, Any]:
    return msgspec.to_builtins(state, order=None if keep_order else "sorted")


def decode_state(state_type: type[T], data: Any) -> T:
    try:
        return msgspec.convert(data, state_type, str_keys=True)
    except msgspec.ValidationError as exc:
        raise StateError(str(exc)) from None
