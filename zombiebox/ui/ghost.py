"""A piece in hand to lay on the board (Zombie Survival's draft tiles, Zombie Terror's side-B tokens),
shown as it would lie before it is laid: over the places it would cover while the pointer is on them,
framed red where the rules refuse it there; elsewhere small at the pointer. R turns it a quarter (Shift+R
back), as the wheel does; the places it may go, turned as it is, are marked on the board.

The game keeps how far the piece is turned and says what it covers; the kit draws it the same way in
every game:

    step = turn_step(event)                 # in the mode's key(): R, Shift+R
    mark(surface, [places it may go turned so], ui.pal["good"])
    draw(surface, covered or loose(shape, ui.mouse), paint, ui.pal, refused=why is not None)
"""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

LOOSE = 24   # a square of the piece held off the board, in pixels (nothing under 24 px for pieces)
SEE_THROUGH = 200   # the piece's opacity: the place under it shows


def turn_step(event: pygame.event.Event) -> int:
    """R turns the piece in hand a quarter on, Shift+R back; 0 for any other key."""
    if event.key != pygame.K_r:
        return 0
    return -1 if event.mod & pygame.KMOD_SHIFT else 1


def loose(shape: Sequence[tuple[int, int]], pos: tuple[int, int]) -> list[pygame.Rect]:
    """The piece's squares (column, row) held at the pointer, off the board."""
    return [pygame.Rect(pos[0] + c * LOOSE, pos[1] + r * LOOSE, LOOSE - 2, LOOSE - 2) for c, r in shape]


def draw(surface: pygame.Surface, rects: list[pygame.Rect], paint: Callable[[pygame.Surface, list[pygame.Rect]], None],
         pal: dict, refused: bool = False) -> None:
    """The piece `paint(img, rects)` paints, a little see-through over `rects`, each framed red where the
    piece may not lie."""
    if not rects:
        return
    box = rects[0].unionall(rects[1:])
    img = pygame.Surface(box.size, pygame.SRCALPHA)
    paint(img, [r.move(-box.x, -box.y) for r in rects])
    img.set_alpha(SEE_THROUGH)
    surface.blit(img, box.topleft)
    if refused:
        for r in rects:
            pygame.draw.rect(surface, pal["bad"], r, 3)


def mark(surface: pygame.Surface, rects: list[pygame.Rect], colour) -> None:
    """The places the piece may go turned as it is: a frame inside each."""
    for r in rects:
        pygame.draw.rect(surface, colour, r.inflate(-12, -12), 2)
