"""Rendered surfaces kept for reuse, bounded by the bytes they hold (core.bounded_cache: 2,048 cached
lines of text counted by number held 55 MB after a few thousand monkey events, tools/soak.py)."""
from __future__ import annotations

import pygame

from zombiebox.core.bounded_cache import BoundedCache


class SurfaceCache(BoundedCache[pygame.Surface]):
    def __init__(self, max_bytes: int):
        super().__init__(max_bytes, _size)


def _size(surf: pygame.Surface) -> int:
    return surf.get_pitch() * surf.get_height()
