"""Where things are on screen for a board rect: the shown household's house large on the left, the
other households as small panels above the side column (or, in a small window, above the house),
then the side panels and the choices."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import pygame

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
    """The other households' small houses above the side column; on a board area taller than wide
    (a small window) in a strip above the large house instead, where the house loses little (at most
    a tenth of its size) and the side column gains their height for the choices and the panels."""
    side_w = max(250, min(420, rect.w * 36 // 100))
    main = pygame.Rect(rect.x, rect.y, rect.w - side_w - GAP, rect.h)
    side = pygame.Rect(main.right + GAP, rect.y, side_w, rect.h)
    others = [s for s in seats if s != shown]
    minis: dict[str, pygame.Rect] = {}
    title = pygame.Rect(main.x + 6, main.y + 4, main.w - 12, main.h - 8)
    if not others:
        return Layout(rect, main, minis, side, title)
    size = min((side_w - GAP * (len(others) - 1)) // len(others), rect.h // 4)
    if min(main.w, main.h - size - GAP) >= 0.9 * min(main.w, main.h):   # above the house
        x = main.right - len(others) * (size + GAP) + GAP
        for i, seat in enumerate(others):
            minis[seat] = pygame.Rect(x + i * (size + GAP), main.y, size, size)
        house = pygame.Rect(main.x, main.y + size + GAP, main.w, main.h - size - GAP)
        return Layout(rect, house, minis, side, pygame.Rect(main.x + 6, main.y + 4, x - main.x - 12, size - 8))
    for i, seat in enumerate(others):
        minis[seat] = pygame.Rect(side.x + i * (size + GAP), side.y, size, size)
    side = pygame.Rect(side.x, side.y + size + GAP, side.w, side.h - size - GAP)
    return Layout(rect, main, minis, side, title)
