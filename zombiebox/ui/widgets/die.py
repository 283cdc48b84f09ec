"""A die: a rounded d6 with pips (other dice show their number), lit from the top left, with a
shadow; turned part way while it tumbles; a die that counted marked on the die itself (its edge
in the mark's colour and a tab on its corner: a tick, or a cross for a miss) and, with `word`,
the mark's word under it, so meaning never rests on colour alone. Each face is drawn once per
size and look and kept.

    die(surface, rect, 5, pal, mark="hit")                 # settled, counted
    die(surface, rect, 3, pal, angle=27)                    # tumbling
"""
from __future__ import annotations

from typing import Optional

import pygame

from .. import draw
from ..palette import Colour
from ..surface_cache import SurfaceCache

MISS = "miss"   # the mark of a die that counted against: a cross on its tab
_PIPS = {  # pip positions on a 3x3 grid, (column, row)
    1: [(1, 1)],
    2: [(0, 0), (2, 2)],
    3: [(0, 0), (1, 1), (2, 2)],
    4: [(0, 0), (2, 0), (0, 2), (2, 2)],
    5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
    6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
}
_faces = SurfaceCache(2 << 20)


def _shade(colour: Colour, by: float) -> tuple[int, int, int]:
    """`colour` lighter (by > 0) or darker (by < 0)."""
    c = tuple(colour)[:3]
    return tuple(round(v + (255 - v) * by) if by > 0 else round(v * (1 + by)) for v in c)


def tab(side: int) -> int:
    """The radius of a marked die's corner tab, which stands out past the die by that much."""
    return max(5, side // 5)


def face(side: int, value: int, colours: tuple, sides: int = 6, mark: Optional[str] = None,
         mark_colour: Optional[Colour] = None) -> pygame.Surface:
    """The die `side` pixels square with `tab(side)` of room on every side; `colours` are the die's and its pips'."""
    return _faces.get((side, value, colours, sides, mark, mark_colour),
                      lambda: _paint(side, value, colours, sides, mark, mark_colour))


def _paint(side: int, value: int, colours: tuple, sides: int, mark: Optional[str], mark_colour) -> pygame.Surface:
    body_colour, pip = colours
    pad = tab(side)
    img = pygame.Surface((side + 2 * pad, side + 2 * pad), pygame.SRCALPHA)
    body = pygame.Rect(pad, pad, side, side)
    radius = max(2, side // 5)
    pygame.draw.rect(img, _shade(body_colour, -0.25), body, border_radius=radius)            # the lower edges
    top = body.inflate(-max(2, side // 14), -max(2, side // 14)).move(-1, -1)
    pygame.draw.rect(img, body_colour, top, border_radius=radius)
    pygame.draw.rect(img, _shade(body_colour, 0.5), top.inflate(-side // 3, -side // 3).move(-side // 8, -side // 8),
                     border_radius=radius)                                                   # the light on it
    pygame.draw.rect(img, body_colour, top.inflate(-side // 6, -side // 6), border_radius=radius)
    if mark:
        pygame.draw.rect(img, mark_colour, body, max(3, side // 10), border_radius=radius)
    if sides == 6 and value in _PIPS:
        step = side / 4
        r = max(2, round(side / 10))
        for col, row in _PIPS[value]:
            centre = (body.x + round(step * (col + 1)), body.y + round(step * (row + 1)))
            pygame.draw.circle(img, _shade(pip, 0.3) if sum(pip[:3]) < 200 else pip, (centre[0] + 1, centre[1] + 1), r)
            pygame.draw.circle(img, pip, centre, r)
    else:
        draw.text(img, str(value), body.center, side // 2, pip, bold=True, anchor="center")
    if mark:
        _tab(img, body.topright, pad, mark_colour, mark == MISS)
    return img


def _tab(img: pygame.Surface, centre, r: int, colour, cross: bool) -> None:
    """A disc on the die's corner with a tick (counted) or a cross (a miss)."""
    pygame.draw.circle(img, colour, centre, r)
    pygame.draw.circle(img, (250, 250, 250), centre, r, 1)
    w = max(2, r // 3)
    x, y, k = centre[0], centre[1], r * 0.5
    if cross:
        pygame.draw.line(img, (250, 250, 250), (x - k, y - k), (x + k, y + k), w)
        pygame.draw.line(img, (250, 250, 250), (x - k, y + k), (x + k, y - k), w)
    else:
        pygame.draw.lines(img, (250, 250, 250), False, [(x - k, y), (x - k * 0.2, y + k * 0.8), (x + k, y - k * 0.7)], w)


def die(surface: pygame.Surface, rect: pygame.Rect, value: int, pal: dict, sides: int = 6,
        mark: Optional[str] = None, mark_colour: Optional[Colour] = None, word: bool = True,
        angle: float = 0.0) -> None:
    """A die in `rect` (turned `angle` degrees while it tumbles). `pal` needs "die", "pip" and
    "shadow"; a marked die is drawn in `mark_colour` (the palette's "good" by default)."""
    side = rect.w
    colour = (mark_colour or pal["good"]) if mark else None
    shadow = pygame.Rect(rect).move(max(2, side // 14), max(3, side // 10))
    pygame.draw.rect(surface, pal["shadow"], shadow, border_radius=max(2, side // 5))
    img = face(side, value, (tuple(pal["die"]), tuple(pal["pip"])), sides, mark, colour and tuple(colour))
    if angle:
        img = pygame.transform.rotate(img, angle)
    surface.blit(img, img.get_rect(center=rect.center))
    if mark and word:
        draw.text(surface, mark, (rect.centerx, rect.bottom + 4), max(12, side // 3), colour, bold=True, anchor="midtop")
