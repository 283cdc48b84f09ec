"""Where things go in the AvZ board area: the town map on the left (aspect kept) with the table's places of
the piles at its east, the panels at the top of the column at its right (ui/column.py), and the counters
inside each location."""
from __future__ import annotations

import pygame

from zombiebox.core.tiled import Board
from zombiebox.ui.column import split
from zombiebox.ui.fit import Fit

READABLE = 15   # the smallest counter side whose numbers can be read


class Layout:
    def __init__(self, rect: pygame.Rect, board: Board):
        self.rect = pygame.Rect(rect)
        parts = split(self.rect)
        self.map_area, self.side = parts["board"], parts["side"]
        self.fit = Fit(board.width, board.height, self.map_area, margin=4)
        self.map_rect = self.fit.rect(0, 0, board.width, board.height)
        self.locs = {n: self.fit.rect(s.x, s.y, s.w, s.h) for n, s in board.spaces.items() if s.kind == "location"}
        # the grave, the dead pile and the Alien reserve: their places on the table, beside the town (AvZ 1.0)
        self.places = {n: self.fit.rect(s.x, s.y, s.w, s.h) for n, s in board.spaces.items() if s.kind == "pile"}
        some = next(iter(self.locs.values()))
        self.counter = max(12, round(min(some.w, some.h) * 0.36))  # a counter's side in pixels
        # the counters' layer: the map and a counter's width round it, not the whole area (a smaller blit)
        self.counters_area = self.map_rect.inflate(2 * self.counter, 2 * self.counter).clip(self.map_area)

    def loc_at(self, pos: tuple[int, int]) -> str | None:
        for name, r in self.locs.items():
            if r.collidepoint(pos):
                return name
        return None

    def centre(self, loc: str) -> tuple[int, int]:
        return self.locs[loc].center


def slots(area: pygame.Rect, count: int, size: int) -> tuple[list[tuple[int, int]], int]:
    """Centres of `count` cells in a grid inside `area`, and the counter size that fits them
    all: shrunk from `size` when a location is crowded, but never below READABLE (its numbers
    could not be read): there the cells close up and the piles overlap a little instead."""
    if count == 0:
        return [], size
    inner = area.inflate(-4, -4)
    inner.top += max(8, area.h // 6)  # the location's name stays readable
    inner.height -= max(8, area.h // 6)
    floor = min(size, READABLE)
    while True:
        cell = size + max(4, size // 4)
        cols = max(1, inner.w // cell)
        rows = -(-count // cols)
        if rows * cell <= inner.h or size <= floor:
            break
        size -= 1
    cols = min(cols, count)
    rows = -(-count // cols)
    step_x = step_y = cell
    if rows * cell > inner.h:  # crowded at the smallest readable size: the grid that overlaps least
        def steps(c: int) -> tuple[int, int]:
            r = -(-count // c)
            return ((inner.w - size) // (c - 1) if c > 1 else cell), ((inner.h - size) // (r - 1) if r > 1 else cell)
        cols = max(range(1, count + 1), key=lambda c: min(steps(c)))
        rows = -(-count // cols)
        step_x, step_y = (min(cell, step) for step in steps(cols))
    x0 = inner.centerx - ((cols - 1) * step_x) // 2
    y0 = inner.centery - ((rows - 1) * step_y) // 2
    return [(x0 + (i % cols) * step_x, y0 + (i // cols) * step_y) for i in range(count)], size
