"""The item tiles (ZS Part I) as printed tiles: one piece of cardboard over all the squares it covers,
framed in its kind's colour (a weapon, food, a tool, a vehicle, a person), the item's silhouette on
it (assets/icons, game-icons.net), its name small under the picture only where the name fits whole.
Each tile's picture is drawn once per kind, shape and size and kept."""
from __future__ import annotations

import pygame

from zombiebox.ui import draw
from zombiebox.ui.surface_cache import SurfaceCache
from zombiebox.ui.widgets.token import icon

from ..data import FOOD, LIQUOR, PERSON, TILE, VEHICLE, WATER, WEAPONS

ICON = {"lumber": "wood-pile", "water": "water-gallon", "food": "canned-fish", "first_aid": "first-aid-kit",
        "gas": "jerrycan", "batteries": "batteries", "bat": "baseball-bat", "machete": "machete",
        "chainsaw": "chainsaw", "pistol": "pistol-gun", "shotgun": "sawed-off-shotgun", "rifle": "winchester-rifle",
        "crossbow": "crossbow", "liquor": "brandy-bottle", "generator": "power-generator", "flashlight": "flashlight",
        "car": "city-car", "pickup": "jeep", "motorcycle": "scooter", "survivor": "person"}
FRAME = {"weapon": (168, 48, 44), "food": (206, 140, 40), "tool": (92, 110, 124), "vehicle": (52, 96, 168),
         "person": (128, 84, 160)}
FACE = (240, 232, 212)    # the tile's cardboard
INK = (28, 26, 24)
LEAST = 9                 # the smallest name printed on a tile
_pictures = SurfaceCache(4 << 20)


def group(kind: str) -> str:
    """What a tile is, for its frame's colour: a weapon, food (and drink), a tool, a vehicle, a person."""
    t = TILE[kind]
    if t.role in WEAPONS:
        return "weapon"
    if t.role in (VEHICLE, PERSON):
        return t.role
    return "food" if t.role == LIQUOR or t.track in (FOOD, WATER) else "tool"


def tile_colour(kind: str) -> tuple[int, int, int]:
    return FRAME[group(kind)]


def paint_tile(surface: pygame.Surface, rects: list[pygame.Rect], kind: str, size: int, pal: dict,
               words: bool = True) -> None:
    """A tile over its squares (`rects`, on screen, each a little inside its cell): one framed piece,
    its picture and, with `words`, its name at `size` or smaller where it fits whole."""
    box = rects[0].unionall(rects[1:])
    cells = tuple((r.x - box.x, r.y - box.y, r.w, r.h) for r in rects)
    key = (kind, cells, size if words else 0)
    surface.blit(_pictures.get(key, lambda: _paint(kind, cells, size if words else 0)), box.topleft)


def outline_of(rects: list[pygame.Rect]) -> tuple[pygame.Rect, pygame.Mask]:
    """The box of a tile over `rects` and its one shape in that box (a veil over it leaves no seams)."""
    box = rects[0].unionall(rects[1:])
    return box, _outline(_grid(tuple((r.x - box.x, r.y - box.y, r.w, r.h) for r in rects)), box.size)


def _grid(cells) -> dict[tuple[int, int], pygame.Rect]:
    """The squares by (column, row), read off where they lie."""
    xs, ys = sorted({c[0] for c in cells}), sorted({c[1] for c in cells})
    return {(xs.index(x), ys.index(y)): pygame.Rect(x, y, w, h) for x, y, w, h in cells}


def _outline(grid: dict[tuple[int, int], pygame.Rect], size: tuple[int, int]) -> pygame.Mask:
    """The whole tile: its squares and the gaps between neighbouring squares, one shape."""
    img = pygame.Surface(size, pygame.SRCALPHA)
    for (c, r), rect in grid.items():
        right, down = grid.get((c + 1, r)), grid.get((c, r + 1))
        img.fill((0, 0, 0, 255), rect)
        if right:
            img.fill((0, 0, 0, 255), pygame.Rect(rect.x, rect.y, right.x - rect.x, rect.h))
        if down:
            img.fill((0, 0, 0, 255), pygame.Rect(rect.x, rect.y, rect.w, down.y - rect.y))
        if right and down and (c + 1, r + 1) in grid:
            img.fill((0, 0, 0, 255), pygame.Rect(rect.x, rect.y, right.x - rect.x, down.y - rect.y))
    return pygame.mask.from_surface(img)


def _inside(mask: pygame.Mask, by: int) -> pygame.Mask:
    """The shape `by` pixels in from its edge (the frame is what lies between)."""
    inner = mask.copy()
    for dx, dy in ((by, 0), (-by, 0), (0, by), (0, -by), (by, by), (-by, -by), (by, -by), (-by, by)):
        inner = inner.overlap_mask(mask, (dx, dy))
    return inner


def _widest(grid: dict[tuple[int, int], pygame.Rect]) -> pygame.Rect:
    """The largest block of whole squares on the tile (where its picture goes), the widest of equals."""
    cols, rows = max(c for c, _ in grid) + 1, max(r for _, r in grid) + 1
    best = None
    for c0 in range(cols):
        for r0 in range(rows):
            for c1 in range(c0, cols):
                for r1 in range(r0, rows):
                    if all((c, r) in grid for c in range(c0, c1 + 1) for r in range(r0, r1 + 1)):
                        block = grid[c0, r0].union(grid[c1, r1])
                        if best is None or (block.w * block.h, block.w) > (best.w * best.h, best.w):
                            best = block
    return best


def _paint(kind: str, cells, size: int) -> pygame.Surface:
    grid = _grid(cells)
    box = pygame.Rect(0, 0, max(x + w for x, _, w, _ in cells), max(y + h for _, y, _, h in cells))
    side = min(min(w, h) for *_, w, h in cells)
    rim = max(2, side // 12)
    outer = _outline(grid, box.size)
    img = pygame.Surface(box.size, pygame.SRCALPHA)
    img.blit(outer.to_surface(setcolor=tile_colour(kind), unsetcolor=(0, 0, 0, 0)), (0, 0))
    face = tuple(round(a * 0.9 + b * 0.1) for a, b in zip(FACE, tile_colour(kind)))   # tinted by its kind
    img.blit(_inside(outer, rim).to_surface(setcolor=face, unsetcolor=(0, 0, 0, 0)), (0, 0))
    edge = outer.outline()
    if len(edge) > 2:
        pygame.draw.lines(img, INK, True, edge, 1)   # the cut edge of the cardboard
    _print(img, _widest(grid).inflate(-2 * rim - 2, -2 * rim - 2), kind, size)
    return img


def _print(img: pygame.Surface, area: pygame.Rect, kind: str, size: int) -> None:
    """The picture and the name where it fits whole, laid along the tile (a standing tile's print is
    turned with it): on a long tile the name beside the picture, else under it."""
    standing = area.h > area.w
    w, h = (area.h, area.w) if standing else area.size
    art = pygame.Surface((w, h), pygame.SRCALPHA)
    name = TILE[kind].name
    beside = w >= 2 * h
    room = w - h - 4 if beside else w - 2
    fits = next((n for n in range(size, LEAST - 1, -1) if draw.font(n).size(name)[0] <= room), 0)
    if beside:
        glyph = icon(ICON[kind], h, INK)
        words = draw.font(fits).size(name)[0] + 4 if fits else 0
        at = glyph.get_rect(midleft=((w - h - words) // 2, h // 2))
        art.blit(glyph, at)
        if fits:
            draw.text(art, name, (at.right + 4, h // 2), fits, INK, anchor="midleft")
    else:
        under = fits and h - draw.line_height(fits) >= max(12, h * 0.55)
        glyph = icon(ICON[kind], max(1, h - draw.line_height(fits) if under else h), INK)
        art.blit(glyph, glyph.get_rect(midtop=(w // 2, 0)))
        if under:
            draw.text(art, name, (w // 2, h), fits, INK, anchor="midbottom")
    if standing:
        art = pygame.transform.rotate(art, 90)
    img.blit(art, art.get_rect(center=area.center))
