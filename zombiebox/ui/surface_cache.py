"""Rendered surfaces kept for reuse, bounded by the bytes they hold (least recently used go first).

functools.lru_cache bounds only the count: 2,048 cached lines of text held 55 MB after a few
thousand monkey events (tools/soak.py), and churning through them kept the heap growing."""
from __future__ import annotations

from collections import OrderedDict
from typing import Callable, Hashable

import pygame


class SurfaceCache:
    def __init__(self, max_bytes: int):
        self.max_bytes = max_bytes
        self.bytes = 0
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The surface kept for `key`, or `make()`'s, kept from now on."""
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
            return surf
        surf = make()
        self._items[key] = surf
        self.bytes += _size(surf)
        while self.bytes > self.max_bytes and len(self._items) > 1:
            _, old = self._items.popitem(last=False)
            self.bytes -= _size(old)
        return surf


def _size(surf: pygame.Surface) -> int:
    return surf.get_pitch() * surf.get_height()
