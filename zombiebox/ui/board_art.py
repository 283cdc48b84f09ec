"""A board's printed art, as its Tiled map holds it (the image layers under the spaces, `Board.art`),
drawn at the size the board has on screen: an SVG is rendered at that size (crisp at every window
size), any other picture scaled. A scene paints it once a size into its Layer, under what it draws
every frame (issue 34.1)."""
from __future__ import annotations

from typing import Iterable

import pygame

from zombiebox.core.tiled import Art, MapError


def paint(img: pygame.Surface, art: Iterable[Art], fit_x: float, fit_y: float, scale: float) -> None:
    """Each art layer, bottom first, into `img`, with the map's (0, 0) at (fit_x, fit_y) in `img` and
    `scale` of its pixels to a map pixel (a Fit's)."""
    for layer in art:
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
