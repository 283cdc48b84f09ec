"""A counter stack: counters of one look piled on a place, and the fan it opens into on hover.

A pile shows a little of the counters under its top one and a badge with its count. Under the
mouse, a place's counters fan out beside it, each in its own cell, large enough to point at;
a fan whose counters can be clicked stays open while the mouse travels from the place to it.

    top = draw_stack(surface, centre, image, count); badge(surface, top, count, size)
    fan = fanning.under(mouse, place_at, lambda place: fan_out(place, anchor, items, size, bounds, avoid=lit), keep)
    draw_fan(surface, fan, pal, image_of, marked, pointable, mouse); fan.item_at(pos)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Hashable, Optional, Sequence

import pygame

from zombiebox.ui import draw

INK = (24, 24, 24)
WHITE = (250, 250, 250)
SHOWN = 3   # counters of a pile drawn one over the other


def draw_stack(surface: pygame.Surface, centre: tuple[int, int], image: pygame.Surface, count: int) -> pygame.Rect:
    """A pile of `count` counters: a little of those under the top one shows. The top one's rect."""
    for k in range(min(count, SHOWN) - 1, -1, -1):
        surface.blit(image, image.get_rect(center=(centre[0] + 2 * k, centre[1] - 2 * k)))
    return image.get_rect(center=centre)


def badge(surface: pygame.Surface, top: pygame.Rect, count: int, size: int) -> None:
    """How many counters the pile holds, on a small dark disc by its top counter (none for one)."""
    if count < 2:
        return
    shown = min(count, SHOWN)
    corner = (top.right + 2 * shown - 2, top.y - 2 * shown + 4)
    r = max(6, size // 3)
    pygame.draw.circle(surface, INK, corner, r)
    pygame.draw.circle(surface, WHITE, corner, r, 1)
    draw.text(surface, str(count), corner, max(8, round(r * 1.2)), WHITE, bold=True, anchor="center")


@dataclass
class Fan:
    """A place's counters fanned out beside it: a cell for each."""
    place: Hashable            # what the board calls the place (a location)
    anchor: pygame.Rect        # the place on the screen
    box: pygame.Rect
    size: int                  # a counter's side in the fan
    cells: list[tuple[pygame.Rect, Any]]

    def item_at(self, pos: tuple[int, int]) -> Any:
        return next((item for r, item in self.cells if r.collidepoint(pos)), None)


def beside(anchor: pygame.Rect, size: tuple[int, int], bounds: pygame.Rect,
           avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """A box of `size` next to `anchor` inside `bounds`, covering none of `avoid` (the places a
    player may point at next) if it can: above, left, right, below, then the corners, then level
    with the anchor at the right or left edge of `bounds` (off a crowded map); else where it
    covers the least of them."""
    r, b = anchor, bounds
    spots = ({"bottomleft": (r.x, r.y - 4)}, {"topright": (r.x - 4, r.y)}, {"topleft": (r.right + 4, r.y)},
             {"topleft": (r.x, r.bottom + 4)}, {"bottomright": (r.right, r.y - 4)}, {"bottomright": (r.x - 4, r.bottom)},
             {"bottomleft": (r.right + 4, r.bottom)}, {"topright": (r.right, r.bottom + 4)},
             {"topright": (b.right, r.y)}, {"topleft": (b.x, r.y)})
    boxes = [pygame.Rect((0, 0), size).move_to(**spot) for spot in spots]  # above first: clear of the tooltip
    inside = [b for b in boxes if bounds.contains(b)] or [b.clamp(bounds) for b in boxes]
    return min(inside, key=lambda b: sum(_overlap(b, a) for a in avoid))   # the first clear one, if any


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    c = a.clip(b)
    return c.w * c.h


def fan_out(place: Hashable, anchor: pygame.Rect, items: list, size: int, bounds: pygame.Rect,
            cols: int = 6, avoid: Sequence[pygame.Rect] = (), least: int = 2) -> Optional[Fan]:
    """`items` in rows of `cols` beside `anchor`, inside `bounds`, clear of `avoid` (places lit as
    targets) where it can be: in fewer columns if that clears them; None under `least` (nothing to
    spread; 1: a lone counter drawn too small to read is shown large on its own, issue 33.3)."""
    if len(items) < least:
        return None
    cell = round(size * 1.3) + 4
    best = None
    for c in sorted({min(len(items), n) for n in (cols, 3, 2, 1)}, reverse=True):
        rows = -(-len(items) // c)
        box = beside(anchor, (c * cell + 12, rows * cell + 12), bounds, avoid)
        covered = sum(_overlap(box, a) for a in avoid)
        if best is None or covered < best[0]:
            best = (covered, c, box)
        if not covered:
            break
    _, cols, box = best
    cells = [(pygame.Rect(box.x + 6 + (i % cols) * cell, box.y + 6 + (i // cols) * cell, cell, cell), item)
             for i, item in enumerate(items)]
    return Fan(place, pygame.Rect(anchor), box, size, cells)


class Fanning:
    """Which place is fanned out now: the one under the mouse, or the one kept open."""

    def __init__(self) -> None:
        self.place: Optional[Hashable] = None

    def under(self, mouse: tuple[int, int], place_at: Callable[[tuple[int, int]], Optional[Hashable]],
              fan_of: Callable[[Hashable], Optional[Fan]], keep: Callable[[Hashable], bool]) -> Optional[Fan]:
        """The fan at `mouse`. The open one stays while the mouse is on its place or its box, if
        `keep(place)` (its counters can be clicked); else the place under the mouse opens."""
        kept = fan_of(self.place) if self.place is not None and keep(self.place) else None
        if kept is None or not kept.box.union(kept.anchor).collidepoint(mouse):
            place = place_at(mouse)
            kept = fan_of(place) if place is not None else None
        self.place = kept.place if kept else None
        return kept


def draw_fan(surface: pygame.Surface, fan: Fan, pal: dict, image: Callable[[Any, int], pygame.Surface],
             marked: Callable[[Any], bool], pointable: bool, mouse: tuple[int, int]) -> None:
    """The open fan: `marked` counters outlined in the accent colour; the one under the mouse
    outlined when the counters can be clicked (`pointable`)."""
    pygame.draw.rect(surface, pal["shadow"], fan.box, border_radius=6)
    pygame.draw.rect(surface, pal["panel_edge"], fan.box, 1, border_radius=6)
    for r, item in fan.cells:
        if marked(item):
            pygame.draw.rect(surface, pal["accent"], r.inflate(-2, -2), 2, border_radius=5)
        elif pointable and r.collidepoint(mouse):
            pygame.draw.rect(surface, pal["panel_edge"], r.inflate(-2, -2), 2, border_radius=5)
        img = image(item, fan.size)
        surface.blit(img, img.get_rect(center=r.center))
