"""Where things are on screen for a board rect: the shown household's house large on the left, the
other households as small houses in a column beside it (or, in a board area taller than wide, in a
strip above it), the side panels and the choices at the top of the column on the right
(ui/column.py)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import pygame

from zombiebox.ui.column import split
from zombiebox.ui.fit import Fit

MAP_SIZE = 432          # the house maps are 27 x 16 px tiles (maps/zs_house_*.tmx)
GAP = 8


@dataclass
class Layout:
    rect: pygame.Rect
    house: pygame.Rect                  # the shown household, large
    minis: dict[str, pygame.Rect]       # the other households, a click enlarges
    side: pygame.Rect                   # tracker, event, decks or the draft pool, then the choices
    title: pygame.Rect                  # where the shown household's name goes

    @cached_property   # a layout is kept for its size and shown household, and read every frame
    def fit(self) -> Fit:
        return Fit(MAP_SIZE, MAP_SIZE, self.house, margin=4)

    @cached_property
    def ground_origin(self) -> tuple[int, int]:
        """Where the ground's tiles start (the board area's corner, ui/board_art.ground) in the house's image."""
        main = split(self.rect)["board"]
        return main.x - self.house.x, main.y - self.house.y

    @cached_property
    def mini_fits(self) -> dict[str, Fit]:
        return {seat: Fit(MAP_SIZE, MAP_SIZE, r, margin=2) for seat, r in self.minis.items()}

    def mini_fit(self, seat: str) -> Fit:
        return self.mini_fits[seat]

    def lid(self) -> pygame.Rect:
        """The box lid the dice are thrown into: over the house, the yard's edge left free to miss."""
        h = self.house
        w = min(h.w, h.h) * 0.62
        return pygame.Rect(round(h.centerx - w / 2), round(h.centery - w * 0.36), round(w), round(w * 0.72))


def layout(rect: pygame.Rect, seats: list[str], shown: str) -> Layout:
    """The other households' small houses in the width the square house leaves beside it; on a board
    area taller than wide (a small window) in a strip above the large house instead."""
    parts = split(rect)
    main, side = parts["board"], parts["side"]
    others = [s for s in seats if s != shown]
    minis: dict[str, pygame.Rect] = {}
    title = pygame.Rect(main.x + 6, main.y + 4, main.w - 12, main.h - 8)
    if not others:
        return Layout(rect, main, minis, side, title)
    n = len(others)
    spare = main.w - main.h - GAP
    if spare >= main.h // 6:   # beside the house, one above another
        size = min(spare, (main.h - GAP * (n - 1)) // n, main.h // 3)
        x = main.right - size
        for i, seat in enumerate(others):
            minis[seat] = pygame.Rect(x, main.y + i * (size + GAP), size, size)
        house = pygame.Rect(main.x, main.y, main.w - size - GAP, main.h)
        return Layout(rect, house, minis, side, pygame.Rect(main.x + 6, main.y + 4, house.w - 12, main.h - 8))
    size = min((main.w - GAP * (n - 1)) // n, main.h // 5)
    x = main.right - n * (size + GAP) + GAP
    for i, seat in enumerate(others):
        minis[seat] = pygame.Rect(x + i * (size + GAP), main.y, size, size)
    house = pygame.Rect(main.x, main.y + size + GAP, main.w, main.h - size - GAP)
    return Layout(rect, house, minis, side, pygame.Rect(main.x + 6, main.y + 4, x - main.x - 12, size - 8))
