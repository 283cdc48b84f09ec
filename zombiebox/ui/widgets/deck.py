"""A deck or pile of cards: the top card with up to DEPTH - 1 cards showing under it (each a
little up and to the right: the stack's thickness), and its count on a badge beside it when
it holds more than one (over the top card's foot, `over`, where a row of decks leaves no room beside).

    pile(surface, rect, faces, ["S3", "S3b", "S3c"], pal, 14)   # a stack of three, "×3" beside it
"""
from __future__ import annotations

from typing import Sequence

import pygame

from .. import draw
from .card import CardFaces

DEPTH = 3   # cards drawn, the top one included


def pile(surface: pygame.Surface, rect: pygame.Rect, faces: CardFaces, cards: Sequence[str], pal: dict,
         text_size: int, over: bool = False) -> None:
    """`cards[0]` on top in `rect`; nothing is drawn for an empty pile."""
    for depth in range(min(DEPTH, len(cards)) - 1, 0, -1):
        faces.blit(surface, cards[depth], rect.move(3 * depth, -2 * depth))
    if cards:
        faces.blit(surface, cards[0], rect)
    if len(cards) > 1:
        count_badge(surface, rect, len(cards), pal, text_size, over)


def count_badge(surface: pygame.Surface, rect: pygame.Rect, count: int, pal: dict, text_size: int,
                over: bool = False) -> pygame.Rect:
    """"×N" on an accent badge just right of `rect`, centred on it (or over its foot); returns the badge."""
    badge = draw.text_surface(f"×{count}", text_size, pal["pip"], True)
    if over:
        box = badge.get_rect(midbottom=(rect.centerx, rect.bottom - 3)).inflate(8, 4)
    else:
        box = badge.get_rect(midleft=(rect.right + 2, rect.centery)).inflate(8, 4)
    pygame.draw.rect(surface, pal["accent"], box, border_radius=6)
    surface.blit(badge, badge.get_rect(center=box.center))
    return box
