"""Where things are on screen: the parking lot fitted into the left of the board area, square by square
in the map's own grid (maps/zt_lot_a.tmx, 64 pixels a square), and the side panels at the top of the
column on the right (ui/column.py; no dice tray: the game rolls none)."""
from __future__ import annotations

from typing import Optional

import pygame

from zombiebox.ui.column import split
from zombiebox.ui.fit import Fit

from ..lot import Lot

SQUARE = 64  # a space in the map's pixels


class Layout:
    """The board area split into the lot and the side column, for one window size."""

    def __init__(self, rect: pygame.Rect, lot: Lot):
        self.rect = pygame.Rect(rect)
        parts = split(self.rect, dice=False)
        self.side, self.map_area = parts["side"], parts["board"]
        self.fit = Fit(lot.cols * SQUARE, lot.rows * SQUARE, self.map_area, margin=6)
        self.cols, self.rows = lot.cols, lot.rows
        self.cells = {n: self.fit.rect(c * SQUARE, r * SQUARE, SQUARE, SQUARE) for n, (c, r) in lot.cell.items()}
        self.at = dict(lot.at)
        self.map_rect = self.fit.rect(0, 0, lot.cols * SQUARE, lot.rows * SQUARE)
        self.square = self.fit.length(SQUARE)
        self.marker = max(10, round(self.square * 0.84))   # a marker's size on its space

    def cell_at(self, pos) -> Optional[str]:
        """The space or obstacle square under `pos`, or None off the lot."""
        x, y = self.fit.to_board(*pos)
        return self.at.get((int(x // SQUARE), int(y // SQUARE))) if x >= 0 and y >= 0 else None

    def centre(self, name: str) -> tuple[int, int]:
        return self.cells[name].center

    def toward(self, name: str, pos) -> str:
        """The direction from a space's centre to `pos`, by the longer axis (a facing picked by a click)."""
        cx, cy = self.centre(name)
        dx, dy = pos[0] - cx, pos[1] - cy
        if abs(dx) > abs(dy):
            return "E" if dx > 0 else "W"
        return "S" if dy > 0 else "N"
