"""Tweens (pytweening easing) for moving counters, dealing cards, rolling dice.

A board's animator (ui/animator.py) keeps one `Tweens` group, updates it every
tick, and the board reads each tween's `value` while drawing. Durations are
multiplied by the player's animation scale (Settings.animation_scale): 0 means
skip, and a skipped tween is done at once, at its end value.

    view.anim.tween("z03", Tween((x0, y0), (x1, y1), 0.4))   # a counter slides
    pos = view.anim.value("z03", default=(x1, y1))            # in draw()
"""
from __future__ import annotations

from typing import Any, Sequence, Union

import pytweening

Number = Union[int, float]


def _lerp(a: Any, b: Any, t: float) -> Any:
    if isinstance(a, (tuple, list)):
        return tuple(_lerp(x, y, t) for x, y in zip(a, b))
    return a + (b - a) * t


class Tween:
    """One value (a number or a tuple of numbers: a point, a colour) easing from start to end."""

    def __init__(self, start: Union[Number, Sequence[Number]], end: Union[Number, Sequence[Number]],
                 duration: float, ease: str = "easeInOutQuad", delay: float = 0.0):
        self.start, self.end = start, end
        self.duration, self.delay = duration, delay
        self.ease = getattr(pytweening, ease)
        self.elapsed = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self) -> Any:
        return _lerp(self.start, self.end, self.ease(self.progress))

    def update(self, dt: float) -> None:
        self.elapsed += dt


class Tweens:
    """A named group of tweens; `scale` stretches durations (0 = skip animations)."""

    def __init__(self, scale: float = 1.0):
        self.scale = scale
        self._items: dict[str, Tween] = {}

    def add(self, key: str, tween: Tween) -> Tween:
        tween.duration *= self.scale
        tween.delay *= self.scale
        self._items[key] = tween
        return tween

    def value(self, key: str, default: Any = None) -> Any:
        tween = self._items.get(key)
        return default if tween is None else tween.value

    @property
    def busy(self) -> bool:
        return any(not t.done for t in self._items.values())

    @property
    def held(self) -> bool:
        """Any tween kept, running or ended (an ended one is dropped at the next update)."""
        return bool(self._items)

    def update(self, dt: float) -> None:
        for key in [k for k, t in self._items.items() if t.done]:
            del self._items[key]
        for tween in self._items.values():
            tween.update(dt)

    def finish(self) -> None:
        """Jump every tween to its end (the state changed under it: undo, load)."""
        self._items.clear()
