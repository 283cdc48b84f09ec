"""One state style for every game: a typed dataclass (slots) that turns into plain JSON and back.

msgspec does both directions: `encode_state` gives JSON-ready data (sets and dict keys sorted, so the
same state always writes the same text; or, for a state whose dicts' order is part of the game and that
holds no set, dicts in their own order, which decoding keeps), `decode_state` checks every field's type on the way back in
and names the field that is wrong ("Expected `int`, got `str` - at `$.turn`"). It is the project's one
validation library (saves, settings and positions use it too). A field declared with a range
(`Face`, `Count`, `Annotated[int, Meta(...)]`) or a closed set of ids (`Literal[...]`) is checked on the
way in as well: the id a game knows and the number a rule allows, named by their field when wrong.
"""
from __future__ import annotations

from typing import Annotated, Any, TypeVar

import msgspec
from msgspec import Meta

T = TypeVar("T")

# Types a state declares its fields with, so that decoding refuses what no game can hold, naming the field
# (a position file is written by hand): msgspec checks them as it reads, and play never pays for them.
Face = Annotated[int, Meta(ge=1, le=6)]  # every die in the five rulebooks is a d6
Count = Annotated[int, Meta(ge=0)]       # how many of something: never fewer than none


class StateError(ValueError):
    """Data that is not a state of this game; the message names the field."""


def encode_state(state: Any, keep_order: bool = False) -> dict[str, Any]:
    return msgspec.to_builtins(state, order=None if keep_order else "sorted")


def decode_state(state_type: type[T], data: Any) -> T:
    try:
        return msgspec.convert(data, state_type, str_keys=True)
    except msgspec.ValidationError as exc:
        raise StateError(str(exc)) from None
