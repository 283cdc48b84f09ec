"""Actions (a player's choice), Events (what happened, with its rule) and refusals.

An Action has a stable text notation so histories, saves and replays are
readable and diffable:

    move units=[z03,z11] to=C4
    assign unit=a07 hits=2
    pass

Values are ints, words (no spaces, commas, brackets or '='), or lists of those.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable, Iterable, Optional, Union
from weakref import WeakValueDictionary

Value = Union[int, str, tuple]

_WORD = re.compile(r"^[^\s,\[\]=]+$")
_INT = re.compile(r"^-?\d+$")


class IllegalAction(Exception):
    """An action the rules refuse, with a reason a player can read and the rule."""

    def __init__(self, reason: str, rule: str):
        super().__init__(f"{reason} ({rule})")
        self.reason = reason
        self.rule = rule


class NotationError(ValueError):
    """Text that is not an action in zombiebox notation."""


@lru_cache(maxsize=4096)
def _is_word(text: str) -> bool:
    """Cached: the same few kinds and card ids are checked over and over in simulations."""
    return _WORD.match(text) is not None


def _freeze(value: Any) -> Value:
    if isinstance(value, bool):
        raise TypeError("action values are ints, words or lists, not booleans")
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        if not _is_word(value):
            raise ValueError(f"{value!r} is not a notation word")
        return value
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    raise TypeError(f"action values are ints, words or lists, not {type(value).__name__}")


def _fmt(value: Value) -> str:
    if isinstance(value, tuple):
        return "[" + ",".join(_fmt(v) for v in value) + "]"
    return str(value)


def _parse_value(text: str) -> Value:
    if text.startswith("["):
        if not text.endswith("]"):
            raise NotationError(f"unclosed list in {text!r}")
        inner = text[1:-1]
        if not inner:
            return ()
        return tuple(_parse_value(part) for part in _split_top(inner))
    if _INT.match(text):
        return int(text)
    if not _WORD.match(text):
        raise NotationError(f"{text!r} is not a notation value")
    return text


def _split_top(text: str) -> list[str]:
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    return parts


class Action:
    """A player's choice at a decision point: a kind and named values. Immutable and hashable.

    Not a frozen dataclass: simulations build thousands a second, and a frozen dataclass's
    __init__ (object.__setattr__ per field) costs about three times as much."""

    __slots__ = ("kind", "params", "__weakref__")
    __match_args__ = ("kind", "params")
    kind: str
    params: tuple[tuple[str, Value], ...]

    def __init__(self, kind: str, params: tuple[tuple[str, Value], ...] = ()):
        _set_kind(self, kind)
        _set_params(self, params)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"an Action is immutable: cannot set {name}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"an Action is immutable: cannot delete {name}")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self.kind == other.kind and self.params == other.params

    def __hash__(self) -> int:
        return hash((self.kind, self.params))

    def __repr__(self) -> str:
        return f"Action(kind={self.kind!r}, params={self.params!r})"

    def __reduce__(self):
        return Action, (self.kind, self.params)

    @classmethod
    def of(cls, kind: str, **params: Any) -> "Action":
        if not _is_word(kind):
            raise ValueError(f"{kind!r} is not an action kind")
        return cls(kind, tuple(sorted((k, _freeze(v)) for k, v in params.items())))

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.params:
            if k == key:
                return v
        return default

    def __getitem__(self, key: str) -> Any:
        for k, v in self.params:
            if k == key:
                return v
        raise KeyError(key)

    @property
    def text(self) -> str:
        return " ".join([self.kind] + [f"{k}={_fmt(v)}" for k, v in self.params])

    def __str__(self) -> str:
        return self.text

    @classmethod
    def parse(cls, text: str) -> "Action":
        words = text.split()
        if not words:
            raise NotationError("an empty action")
        kind, params = words[0], {}
        if "=" in kind:
            raise NotationError(f"{text!r} does not start with an action kind")
        for word in words[1:]:
            key, sep, value = word.partition("=")
            if not sep or not key:
                raise NotationError(f"{word!r} in {text!r} is not key=value")
            params[key] = _parse_value(value)
        return cls.of(kind, **params)


_set_kind = Action.kind.__set__       # the slots' own setters: __init__ bypasses the refusing __setattr__
_set_params = Action.params.__set__

@dataclass(slots=True)
class Event:
    """Something that happened, the rule that made it happen, and a log line.

    `data` carries what the view needs to animate it (plain JSON values).
    `reveals` marks hidden information coming to light (a drawn tile or card, a
    die rolled): undo stops there unless practice mode is on.
    """

    kind: str
    rule: str
    text: str
    data: dict[str, Any] = field(default_factory=dict)
    reveals: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "rule": self.rule, "text": self.text,
                "data": self.data, "reveals": self.reveals}


# Keyed on the action's values, not on the Action: a key is held strongly, so an Action keyed by itself
# would never die, and every action a session ever made stayed (tools/soak.py: 2,700 more at the main menu
# each 5,000 monkey events, whatever the interners' bounds and core.bounded_cache.forget let go).
_LIVE: "WeakValueDictionary[tuple[str, tuple], Action]" = WeakValueDictionary()


def interner(maxsize: Optional[int] = None) -> Callable[..., Action]:
    """An `act`: the one Action `kind params`, checked as Action.of checks it.

    A legal list is rebuilt at every decision and the same actions (a step to a hex, a spawn facing S)
    come back again and again: an Action is immutable, so one object serves every list. `typed` keeps
    True from answering for a 1 made before. Values are hashable (ints, words, tuples). Equal actions
    named in another order are one object while it lives (_LIVE). Unbounded by default: a board's
    actions are a few thousand; `maxsize` bounds a store whose words have no end (CoZ's hits)."""
    @lru_cache(maxsize=maxsize, typed=True)
    def act(kind: str, **params: Any) -> Action:
        made = Action.of(kind, **params)
        return _LIVE.setdefault((made.kind, made.params), made)
    return act


act = interner()   # every game's Actions, made once: the games' one way to reuse an Action


def lookup(kind: str, names: tuple[str, ...], values: Iterable[tuple]) -> dict[tuple, Action]:
    """`act(kind, name=value, ...)` for each tuple of values, by those values: a plain dict look-up for
    the legal lists that name every counter on every space (AvZ), ten times cheaper than a call."""
    return {v: act(kind, **dict(zip(names, v))) for v in values}
