"""Values kept for reuse, bounded by what they weigh (their bytes, or an estimate), least recently used
going first.

functools.lru_cache bounds only the count: a count cannot bound a cache whose values differ a
hundredfold in size (a rendered line of text against a full-screen layer, a solver table of one die
against three dice with Items), and a long session (tools/soak.py) fills it with the largest."""
from __future__ import annotations

import sys
from collections import OrderedDict
from typing import Callable, Generic, Hashable, TypeVar

V = TypeVar("V")


class BoundedCache(Generic[V]):
    def __init__(self, max_weight: int, weigh: Callable[[V], int]):
        self.max_weight = max_weight
        self.weight = 0
        self._weigh = weigh
        self._items: OrderedDict[Hashable, tuple[V, int]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def get(self, key: Hashable, make: Callable[[], V]) -> V:
        """The value kept for `key`, or `make()`'s, kept from now on (the newest is always kept)."""
        kept = self._items.get(key)
        if kept is not None:
            self._items.move_to_end(key)
            return kept[0]
        value = make()
        self._keep(key, value, 0)
        return value

    def reweigh(self, key: Hashable) -> None:
        """A kept value grew (or shrank): weigh it again, and drop the least recently used past the bound."""
        value, old = self._items[key]
        self._keep(key, value, old)

    def _keep(self, key: Hashable, value: V, old: int) -> None:
        weight = self._weigh(value)
        self._items[key] = (value, weight)
        self.weight += weight - old
        while self.weight > self.max_weight and len(self._items) > 1:
            _, (_, dropped) = self._items.popitem(last=False)
            self.weight -= dropped

    def clear(self) -> None:
        self._items.clear()
        self.weight = 0


def forget(package: str) -> None:
    """Empty every cache kept at the top level of the modules of `package` (functools' caches and
    BoundedCaches): a game's, once its last table has left. Each is bounded, but a long session meets
    game after game and would keep every game's caches full at once (tools/soak.py)."""
    for name, module in list(sys.modules.items()):
        if name == package or name.startswith(package + "."):
            for value in list(vars(module).values()):
                if isinstance(value, BoundedCache):
                    value.clear()
                elif callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()
