"""A card: its face painted by the game (`paint(surface, card_id, variant)`) once per card,
size and variant, kept within a byte budget (ui/surface_cache.py) and blitted upright or
turned sideways; and the card under the mouse shown large beside itself (zoom on hover),
every number on it readable.

    faces = CardFaces(paint_face)
    faces.blit(surface, "Z05", rect)                        # in its slot
    faces.zoom(surface, "Z05", rect, bounds, 180, pal["shadow"])   # hovered: large, beside it

A game whose cards are a title, an icon and rule text (look.md 5) paints them with the kit's `paint`
from its card data (`Face`), and their backs with `paint_back`; one with faces of its own (City of
Zombies' strength wheels) paints its own and still keeps them here.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from .. import draw
from ..palette import Colour
from ..surface_cache import SurfaceCache
from .token import icon

CARD, INK, WHITE = (238, 230, 208), (30, 30, 30), (250, 250, 246)


@dataclass(frozen=True)
class Face:
    """What a card shows, from its data: its title, its rule text, a silhouette (assets/icons/ICON.svg),
    the frame's colour (whose card it is) and a word over the title (its deck)."""
    title: str
    text: str
    icon: str = ""
    colour: Colour = (90, 90, 90)
    kind: str = ""


def paint(surf: pygame.Surface, face: Face) -> None:
    """A card's face filling `surf`: a frame in its colour, the title on a band across the top (whole,
    on two lines or smaller before a cut), the icon in a window under it, the rule text below in the
    largest size whose whole words fit."""
    r = surf.get_rect()
    if r.w < 8 or r.h < 8:
        return
    edge, radius = max(2, r.w // 28), max(3, r.w // 14)
    pygame.draw.rect(surf, face.colour, r, border_radius=radius)
    inner = r.inflate(-2 * edge, -2 * edge)
    pygame.draw.rect(surf, CARD, inner, border_radius=max(2, radius - edge))
    size = max(9, r.w // 11)
    band = pygame.Rect(inner.x, inner.y, inner.w, 2 * draw.line_height(size) + (draw.line_height(size - 3) if face.kind else 0))
    pygame.draw.rect(surf, face.colour, band)
    y = band.y + 1
    if face.kind:
        draw.text(surf, face.kind.upper(), (band.centerx, y), max(8, size - 3), WHITE, anchor="midtop")
        y += draw.line_height(size - 3)
    lines, n = draw.fitted(face.title, size, band.w - 6, band.bottom - y)
    for i, line in enumerate(lines):
        draw.text(surf, line, (band.centerx, y + i * draw.line_height(n)), n, WHITE, anchor="midtop", bold=True)
    top = band.bottom + edge
    if face.icon:
        side = min(inner.w // 3, (inner.bottom - top) // 3)
        window = pygame.Rect(0, 0, side + 8, side + 8)
        window.midtop = (inner.centerx, top)
        pygame.draw.ellipse(surf, face.colour, window, max(1, edge // 2))
        picture = icon(face.icon, side, INK)
        surf.blit(picture, picture.get_rect(center=window.center))
        top = window.bottom + edge
    text = pygame.Rect(inner.x + 4, top, inner.w - 8, inner.bottom - top - 2)
    lines, n = rule_lines(face.text, size, text.size)
    for i, line in enumerate(lines):
        draw.text(surf, line, (text.x, text.y + i * draw.line_height(n)), n, INK)


def rule_lines(text: str, size: int, room: tuple[int, int]) -> tuple[list[str], int]:
    """A card's rule text in lines of whole words, at the largest size from `size` down to 8 whose
    lines fit `room` (width, height); a paragraph a "\\n"."""
    for n in range(size, 7, -1):
        lines = [line for part in text.split("\n") for line in draw.wrap(part, n, room[0])]
        if len(lines) * draw.line_height(n) <= room[1]:
            break
    return lines, n


COMPACT_EDGE = 3   # pixels of a compact card's frame


def compact_lines(face: Face, width: int, size: int) -> list[tuple[str, bool]]:
    """A compact card's lines (`paint_compact`) `width` wide at `size`: its title's, bold, then its rule
    text's, a paragraph a "\n"."""
    room = width - 2 * COMPACT_EDGE - 12
    return [(line, True) for line in draw.wrap(face.title, size, room, bold=True)] + \
        [(line, False) for part in face.text.split("\n") for line in draw.wrap(part, size, room)]


def compact_height(face: Face, width: int, size: int) -> int:
    """How tall a compact card `width` wide must be to hold every line at `size`."""
    return len(compact_lines(face, width, size)) * draw.line_height(size) + 2 * COMPACT_EDGE + 8


def paint_compact(surf: pygame.Surface, face: Face, size: int) -> None:
    """A card's face filling `surf` where a panel has no room for the upright card (`paint`): as wide
    as the panel and as tall as its words (`compact_height`), a frame in its colour, the title in bold
    over the rule text, all at the panel's text size `size` (a step of draw.SCALE); no icon."""
    r = surf.get_rect()
    if r.w < 8 or r.h < 8:
        return
    radius = max(3, min(r.w, r.h) // 8)
    pygame.draw.rect(surf, face.colour, r, border_radius=radius)
    inner = r.inflate(-2 * COMPACT_EDGE, -2 * COMPACT_EDGE)
    pygame.draw.rect(surf, CARD, inner, border_radius=max(2, radius - COMPACT_EDGE))
    y, lh = inner.y + 4, draw.line_height(size)
    for line, bold in compact_lines(face, r.w, size):
        if y + lh > inner.bottom:
            break
        draw.text(surf, line, (inner.x + 6, y), size, INK, bold=bold)
        y += lh


def paint_back(surf: pygame.Surface, colour: Colour, word: str = "") -> None:
    """A card's back filling `surf`: its deck's colour, a line round it and a ring in the middle, the
    deck's word across it."""
    r = surf.get_rect()
    if r.w < 4 or r.h < 4:
        return
    radius = max(3, r.w // 14)
    pygame.draw.rect(surf, colour, r, border_radius=radius)
    pygame.draw.rect(surf, CARD, r.inflate(-r.w // 8, -r.w // 8), max(1, r.w // 40), border_radius=radius)
    pygame.draw.circle(surf, CARD, r.center, max(3, min(r.w, r.h) // 4), max(1, r.w // 40))
    if word and r.w >= 40:
        lines, n = draw.fitted(word, max(9, r.w // 9), r.w - r.w // 4, r.h // 3)
        for i, line in enumerate(lines):
            draw.text(surf, line, (r.centerx, r.centery + (i - len(lines) / 2) * draw.line_height(n)), n, CARD,
                      anchor="midtop", bold=True)

Paint = Callable[[pygame.Surface, str, str], None]   # (a transparent surface of the card's size, card id, variant)


class CardFaces:
    MAX_BYTES = 8 << 20  # a full board at 1920x1080 holds about 1.2 MB of faces; resizes leave old sizes behind

    def __init__(self, paint: Paint, max_bytes: int = MAX_BYTES) -> None:
        self.paint = paint
        self._cache = SurfaceCache(max_bytes)

    def face(self, card_id: str, size: tuple[int, int], variant: str = "") -> pygame.Surface:
        def make() -> pygame.Surface:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            self.paint(surf, card_id, variant)
            return surf
        return self._cache.get((card_id, tuple(size), variant), make)

    def blit(self, surface: pygame.Surface, card_id: str, rect: pygame.Rect, variant: str = "",
             sideways: bool = False) -> pygame.Rect:
        """Draw a card into `rect`; `sideways` turns it a quarter (`rect` is then the turned card's box). A
        rect with no room (a window dragged very small) draws nothing."""
        if rect.w < 1 or rect.h < 1:
            return rect
        if sideways:
            face = pygame.transform.rotate(self.face(card_id, (rect.h, rect.w), variant), 90)
        else:
            face = self.face(card_id, rect.size, variant)
        surface.blit(face, rect)
        return rect

    def zoom(self, surface: pygame.Surface, card_id: str, rect: pygame.Rect, bounds: pygame.Rect, width: int,
             shadow, variant: str = "") -> pygame.Rect:
        """The card at `rect` drawn `width` wide (5:7) beside it, on a shadow: to its left, or to its
        right where the left has no room, kept inside `bounds`. Returns where it went."""
        box = zoom_box(rect, bounds, width)
        pygame.draw.rect(surface, shadow, box.move(4, 4), border_radius=10)
        self.blit(surface, card_id, box, variant)
        return box


def zoom_box(rect: pygame.Rect, bounds: pygame.Rect, width: int, gap: int = 10) -> pygame.Rect:
    box = pygame.Rect(0, 0, width, width * 7 // 5)
    box.topright = (rect.x - gap, rect.y)
    if box.x < bounds.x:
        box.topleft = (rect.right + gap, rect.y)
    return box.clamp(bounds)
