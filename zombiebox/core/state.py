"""One state style for every game: a typed dataclass (slots) that turns into plain JSON and back.

msgspec does both directions: `encode_state` gives JSON-ready data (sets and dict keys sorted, so the
same state always writes the same text; or, for a state whose dicts' order is part of the game and that
holds no set, dicts in their own order, which decoding keeps), `decode_state` checks every field's type on the way back in
and names the field that is wrong ("Expected `int`, got `str` - at `$.turn`"). It is the project's one
validation library (saves, settings and positions use it too).
"""
from __future__ import annotations

from typing import Any, TypeVar

import msgspec

T = TypeVar("T")


class StateError(ValueError):
    """Data that is not a state of this game; the message names the field."""


def encode_state(state: Any, keep_order: bool = False) -> dict[str, Any]:
    return msgspec.to_builtins(state, order=None if keep_order else "sorted")


def decode_state(state_type: type[T], data: Any) -> T:
    try:
        return msgspec.convert(data, state_type, str_keys=True)
    except msgspec.ValidationError as exc:
        raise StateError(str(exc)) from None
