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
from typing import Any, Union

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


def _freeze(value: Any) -> Value:
    if isinstance(value, bool):
        raise TypeError("action values are ints, words or lists, not booleans")
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        if not _WORD.match(value):
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


@dataclass(frozen=True)
class Action:
    """A player's choice at a decision point: a kind and named values."""

    kind: str
    params: tuple[tuple[str, Value], ...] = ()

    @classmethod
    def of(cls, kind: str, **params: Any) -> "Action":
        if not _WORD.match(kind):
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


@dataclass
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
