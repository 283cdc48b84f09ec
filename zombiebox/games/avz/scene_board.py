"""The town board drawn from maps/avz_town.tmx (AvZ 1.0 Game Board): grey buildings,
green parks with trees, brown dirt lots, the streets between them, striped
crosswalks where the links cross a street, and the outside edge hatched. Drawn once
per window size into a cached surface."""
from __future__ import annotations

import zlib

import pygame

from zombiebox.core.dice import Dice
from zombiebox.core.tiled import Board
from zombiebox.ui import draw
from zombiebox.ui.fit import Fit

TERRAIN_LOOK = {  # fill, edge, detail
    "building": ((150, 150, 156), (104, 104, 110), (174, 174, 180)),
    "park": ((86, 142, 72), (56, 96, 50), (50, 104, 46)),
    "dirt_lot": ((156, 120, 80), (112, 84, 54), (126, 94, 60)),
}
TERRAIN_NAME = {"building": "Building", "park": "Park", "dirt_lot": "Dirt lot"}
ASPHALT = (62, 64, 68)
KERB = (88, 90, 94)
STRIPE = (236, 236, 228)
EDGE_MARK = (196, 72, 60)


class BoardArt:
    """The board background for one map, cached per on-screen size."""

    def __init__(self, board: Board):
        self.board = board
        self._cache: tuple[tuple, pygame.Surface] | None = None

    def surface(self, fit: Fit) -> pygame.Surface:
        key = (fit.scale, self.board.width, self.board.height)
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, self._paint(fit.scale))
        return self._cache[1]

    def _paint(self, scale: float) -> pygame.Surface:
        b = self.board
        local = Fit(b.width, b.height, pygame.Rect(0, 0, b.width * scale, b.height * scale), margin=0)
        local.scale, local.x, local.y = scale, 0, 0  # the same scale as the screen, at the origin
        img = pygame.Surface((max(1, round(b.width * scale)), max(1, round(b.height * scale))))
        img.fill(ASPHALT)
        for link in b.links:
            self._crosswalk(img, local, link.points[0], link.points[-1])
        for space in b.spaces.values():
            self._location(img, local, space)
        return img

    def _location(self, img: pygame.Surface, fit: Fit, space) -> None:
        terrain = space.props.get("terrain", "building")
        fill, edge, detail = TERRAIN_LOOK[terrain]
        r = fit.rect(space.x, space.y, space.w, space.h)
        pygame.draw.rect(img, KERB, r.inflate(4, 4), border_radius=4)
        pygame.draw.rect(img, fill, r, border_radius=3)
        rng = Dice(zlib.crc32(space.name.encode()))  # the same trees and speckles every time
        if terrain == "building":
            roof = r.inflate(-r.w // 4, -r.h // 4)
            pygame.draw.rect(img, detail, roof)
            pygame.draw.line(img, edge, roof.midleft, roof.midright, max(1, r.w // 40))
            for _ in range(3):
                vent = pygame.Rect(0, 0, max(2, r.w // 10), max(2, r.w // 10))
                vent.center = (rng.randint(roof.x + vent.w, roof.right - vent.w), rng.randint(roof.y + vent.h, roof.bottom - vent.h))
                pygame.draw.rect(img, edge, vent)
        elif terrain == "park":  # AvZ 6.1 Big Trees
            for _ in range(7):
                rad = max(3, round(r.w * (0.09 + 0.05 * rng.randrange(101) / 100)))
                c = (rng.randint(r.x + rad, r.right - rad), rng.randint(r.y + rad, r.bottom - rad))
                pygame.draw.circle(img, detail, c, rad)
                pygame.draw.circle(img, (110, 170, 90), (c[0] - rad // 3, c[1] - rad // 3), max(1, rad // 3))
        else:
            for _ in range(26):
                c = (rng.randint(r.x + 2, r.right - 3), rng.randint(r.y + 2, r.bottom - 3))
                pygame.draw.circle(img, detail, c, max(1, r.w // 40))
            y = rng.randint(r.y + r.h // 3, r.bottom - r.h // 3)
            pygame.draw.line(img, detail, (r.x + 3, y), (r.right - 4, y - r.h // 6), max(1, r.w // 30))
        pygame.draw.rect(img, edge, r, max(1, r.w // 40), border_radius=3)
        if space.props.get("edge"):
            self._edge_hatch(img, r)
        draw.text(img, space.name, (r.x + 3, r.y + 2), max(9, r.w // 7), (30, 30, 30), bold=True)

    def _edge_hatch(self, img: pygame.Surface, r: pygame.Rect) -> None:
        """The outside edge (AvZ 3.0 spawns): a hatched band on the sides that face out."""
        w, h = img.get_size()
        band = max(3, r.w // 14)
        sides = []
        if r.x < w * 0.1:
            sides.append(pygame.Rect(r.x, r.y, band, r.h))
        if r.right > w * 0.9:
            sides.append(pygame.Rect(r.right - band, r.y, band, r.h))
        if r.y < h * 0.1:
            sides.append(pygame.Rect(r.x, r.y, r.w, band))
        if r.bottom > h * 0.9:
            sides.append(pygame.Rect(r.x, r.bottom - band, r.w, band))
        for s in sides:
            pygame.draw.rect(img, EDGE_MARK, s)
            img.set_clip(s)
            step = band * 2
            for k in range(-max(s.w, s.h), max(s.w, s.h), step):
                pygame.draw.line(img, (240, 220, 200), (s.x + k, s.bottom), (s.x + k + s.h, s.y), 1)
            img.set_clip(None)

    def _crosswalk(self, img: pygame.Surface, fit: Fit, a, b) -> None:
        """Zebra stripes across the street where a link crosses it (AvZ 1.0)."""
        (x0, y0), (x1, y1) = fit.to_screen(*a), fit.to_screen(*b)
        half = max(3, fit.length(7))
        gap = max(2, fit.length(3))
        if abs(y1 - y0) < abs(x1 - x0):  # crossing a street that runs up and down
            for x in range(min(x0, x1), max(x0, x1), gap * 2):
                pygame.draw.rect(img, STRIPE, (x, y0 - half, gap, half * 2))
        else:
            for y in range(min(y0, y1), max(y0, y1), gap * 2):
                pygame.draw.rect(img, STRIPE, (x0 - half, y, half * 2, gap))
