"""A board's printed art, as its Tiled map holds it (the image layers under the spaces, `Board.art`),
drawn at the size the board has on screen: an SVG is rendered at that size (crisp at every window
size), any other picture scaled. A scene paints it once a size into its Layer, under what it draws
every frame (issue 34.1)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional

import pygame

from zombiebox.core.tiled import Art, MapError

from .surface_cache import SurfaceCache

_tiles = SurfaceCache(4 << 20)   # a ground's tile per size: repainted layers (a ZS house a tile) reuse it


def paint(img: pygame.Surface, art: Iterable[Art], fit_x: float, fit_y: float, scale: float) -> None:
    """Each art layer of the board, bottom first, into `img`, with the map's (0, 0) at (fit_x, fit_y) in
    `img` and `scale` of its pixels to a map pixel (a Fit's); the ground under it is `ground`'s."""
    for layer in art:
        if layer.repeat:
            continue
        size = (max(1, round(layer.w * scale)), max(1, round(layer.h * scale)))
        picture = picture_of(layer, size)
        if layer.opacity < 1:
            picture.set_alpha(round(layer.opacity * 255))
        img.blit(picture, (round(fit_x + layer.x * scale), round(fit_y + layer.y * scale)))


def picture_of(layer: Art, size: tuple[int, int]) -> pygame.Surface:
    """The layer's picture at `size`; a file pygame cannot draw is a MapError naming it, on one line."""
    try:
        if layer.source.suffix.lower() == ".svg":
            return pygame.image.load_sized_svg(str(layer.source), size)
        return pygame.transform.smoothscale(pygame.image.load(str(layer.source)), size)
    except (pygame.error, FileNotFoundError) as exc:
        raise MapError([f"{layer.source.name}: image layer '{layer.name}' cannot be drawn ({exc})"]) from None


@dataclass(frozen=True)
class Ground:
    """What a board view gives the frame to paint round its board (`BoardView.ground`): its map's art (the
    repeated layers are the ground), the scale its board is drawn at, the screen point the tiles start
    from (None: the board area's corner) and the light over the board (a colour and its strength)."""
    art: tuple[Art, ...]
    scale: float
    origin: Optional[tuple[int, int]] = None
    light: Optional[tuple[tuple[int, int, int], int]] = None


def ground(img: pygame.Surface, art: Iterable[Art], scale: float, area: pygame.Rect,
           origin: tuple[int, int] = (0, 0), light: Optional[tuple[tuple[int, int, int], int]] = None) -> bool:
    """The ground the board lies on (its map's repeated layers) tiled over `area` of `img`, at the board's
    `scale`, in `light`; the tiles start at `origin` of `img`, so two layers painting the same ground
    from the same origin meet without a seam (issue 33.1: the printed art reaches the board area's
    edges). False: the map has no ground."""
    tiles = {layer.source: layer for layer in art if layer.repeat}   # a joined table repeats each board's
    for layer in tiles.values():
        size = (max(1, round(layer.w * scale)), max(1, round(layer.h * scale)))
        picture = _tiles.get((layer, size), lambda: _tile(layer, size))
        left = origin[0] + (area.x - origin[0]) // size[0] * size[0]
        top = origin[1] + (area.y - origin[1]) // size[1] * size[1]
        clip = img.get_clip()
        img.set_clip(area.clip(clip))
        for y in range(top, area.bottom, size[1]):
            for x in range(left, area.right, size[0]):
                img.blit(picture, (x, y))
        if light is not None:
            veil(img, area, light)
        img.set_clip(clip)
    return bool(tiles)


def veil(img: pygame.Surface, area: pygame.Rect, light: tuple[tuple[int, int, int], int]) -> None:
    """The light of a time of day over `area` of `img`: its colour at its strength."""
    cover = pygame.Surface(area.size)
    cover.fill(light[0])
    cover.set_alpha(light[1])
    img.blit(cover, area.topleft)


def _tile(layer: Art, size: tuple[int, int]) -> pygame.Surface:
    picture = picture_of(layer, size)
    if layer.opacity < 1:
        picture.set_alpha(round(layer.opacity * 255))
    return picture
