"""Fitting a board drawn in its own pixel space (a Tiled map's) into the board area:
one scale, centred, aspect kept, so clicks map back to map pixels exactly."""
from __future__ import annotations

import pygame


class Fit:
    def __init__(self, width: float, height: float, rect: pygame.Rect, margin: int = 8):
        area = rect.inflate(-2 * margin, -2 * margin)
        self.scale = min(area.w / width, area.h / height) if width and height else 1.0
        self.x = area.x + (area.w - width * self.scale) / 2
        self.y = area.y + (area.h - height * self.scale) / 2

    def to_screen(self, x: float, y: float) -> tuple[int, int]:
        return round(self.x + x * self.scale), round(self.y + y * self.scale)

    def to_board(self, px: float, py: float) -> tuple[float, float]:
        return (px - self.x) / self.scale, (py - self.y) / self.scale

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A map rectangle (a Tiled object's x, y, w, h) on screen."""
        left, top = self.to_screen(x, y)
        return pygame.Rect(left, top, round(w * self.scale), round(h * self.scale))

    def length(self, d: float) -> int:
        return max(1, round(d * self.scale))
