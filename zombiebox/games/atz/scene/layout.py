"""Where things are in the ATZ board area: the map window on the left (scrolled and zoomed by the
camera, ui/camera.py), the side column at its right: the turn, the selected survivor's status card and
the choices."""
from __future__ import annotations

import pygame

SIDE_MIN, SIDE_MAX = 250, 360   # the side column's width range
READABLE_ZOOM = 0.9             # the zoom a table opens at: counters and hex ids readable


class Layout:
    def __init__(self, rect: pygame.Rect):
        self.rect = pygame.Rect(rect)
        side = max(SIDE_MIN, min(SIDE_MAX, rect.w // 4))
        self.map = pygame.Rect(rect.x, rect.y, rect.w - side - 6, rect.h)
        self.side = pygame.Rect(self.map.right + 6, rect.y, side, rect.h)
