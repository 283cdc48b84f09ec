"""A card: its face painted by the game (`paint(surface, card_id, variant)`) once per card,
size and variant, kept within a byte budget (ui/surface_cache.py) and blitted upright or
turned sideways; and the card under the mouse shown large beside itself (zoom on hover),
every number on it readable.

    faces = CardFaces(paint_face)
    faces.blit(surface, "Z05", rect)                        # in its slot
    faces.zoom(surface, "Z05", rect, bounds, 180, pal["shadow"])   # hovered: large, beside it
"""
from __future__ import annotations

from typing import Callable

import pygame

from ..surface_cache import SurfaceCache

Paint = Callable[[pygame.Surface, str, str], None]   # (a transparent surface of the card's size, card id, variant)


class CardFaces:
    MAX_BYTES = 8 << 20  # a full board at 1920x1080 holds about 1.2 MB of faces; resizes leave old sizes behind

    def __init__(self, paint: Paint, max_bytes: int = MAX_BYTES) -> None:
        self.paint = paint
        self._cache = SurfaceCache(max_bytes)

    def face(self, card_id: str, size: tuple[int, int], variant: str = "") -> pygame.Surface:
        def make() -> pygame.Surface:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            self.paint(surf, card_id, variant)
            return surf
        return self._cache.get((card_id, tuple(size), variant), make)

    def blit(self, surface: pygame.Surface, card_id: str, rect: pygame.Rect, variant: str = "",
             sideways: bool = False) -> pygame.Rect:
        """Draw a card into `rect`; `sideways` turns it a quarter (`rect` is then the turned card's box). A
        rect with no room (a window dragged very small) draws nothing."""
        if rect.w < 1 or rect.h < 1:
            return rect
        if sideways:
            face = pygame.transform.rotate(self.face(card_id, (rect.h, rect.w), variant), 90)
        else:
            face = self.face(card_id, rect.size, variant)
        surface.blit(face, rect)
        return rect

    def zoom(self, surface: pygame.Surface, card_id: str, rect: pygame.Rect, bounds: pygame.Rect, width: int,
             shadow, variant: str = "") -> pygame.Rect:
        """The card at `rect` drawn `width` wide (5:7) beside it, on a shadow: to its left, or to its
        right where the left has no room, kept inside `bounds`. Returns where it went."""
        box = zoom_box(rect, bounds, width)
        pygame.draw.rect(surface, shadow, box.move(4, 4), border_radius=10)
        self.blit(surface, card_id, box, variant)
        return box


def zoom_box(rect: pygame.Rect, bounds: pygame.Rect, width: int, gap: int = 10) -> pygame.Rect:
    box = pygame.Rect(0, 0, width, width * 7 // 5)
    box.topright = (rect.x - gap, rect.y)
    if box.x < bounds.x:
        box.topleft = (rect.right + gap, rect.y)
    return box.clamp(bounds)
