"""A token: a cardboard chit, round or square, with a silhouette (an SVG under assets/icons/, loaded at
the size asked so it stays crisp), the seat colour as its rim, a soft drop shadow, lifted on hover
and pick-up, an arrow the way it faces where facing matters, and a badge for a count or wounds, a plate for the numbers printed on it.
Each picture is drawn once per look and size and kept (within a byte budget).

    chit = Chit("shambling-zombie", face=(126, 146, 70), rim=seat, facing=90, badge="2")
    draw_token(surface, centre, chit, shown_size(32, hovered), lift=HOVER if hovered else 0)
    surface.blit(img := picture(chit, 32), img.get_rect(center=centre))   # the same, as a picture to place
"""
from __future__ import annotations

import io
import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Optional

import pygame

from zombiebox.core.paths import asset_path

from .. import draw
from ..palette import Colour
from ..surface_cache import SurfaceCache

MIN_SIZE = 24       # pixels: a token drawn smaller is magnified under the mouse (`shown_size`)
HOVER, HELD = 0.4, 1.0   # how high a token is lifted: under the mouse, picked up
INK = (24, 24, 24)
WHITE = (250, 250, 250)
_images = SurfaceCache(6 << 20)   # every token on a full board at 1920x1080 is well under 1 MB


@dataclass(frozen=True)
class Chit:
    icon: str                       # the silhouette: assets/icons/ICON.svg
    face: Colour                    # the chit's cardboard
    rim: Colour                     # the seat's colour
    ink: Colour = INK               # the silhouette's
    square: bool = False
    facing: Optional[float] = None  # degrees clockwise from up, where facing matters (an arrow on the rim)
    badge: str = ""                 # a count or wounds, on a disc at its top right
    corner: str = ""                # a second, smaller icon at its top left (what it holds)
    tag: str = ""                   # numbers printed on the counter, on a plate across its bottom edge


@lru_cache(maxsize=256)
def icon(name: str, size: int, colour: Colour = INK) -> pygame.Surface:
    """The silhouette `name` drawn `size` pixels square in `colour` (the SVGs are single black paths); a
    pixel at least, however small the window (pygame refuses an SVG drawn at no size)."""
    svg = asset_path("icons", f"{name}.svg").read_bytes()
    img = pygame.image.load_sized_svg(io.BytesIO(svg), (max(1, size), max(1, size)))
    img.fill(tuple(colour)[:3], special_flags=pygame.BLEND_RGB_ADD)   # black + colour = colour, alpha kept
    return img


def shown_size(size: int, hovered: bool) -> int:
    """A token's side on screen: one smaller than MIN_SIZE is magnified while the mouse is on it."""
    return max(size, 2 * MIN_SIZE) if hovered and size < MIN_SIZE else size


def margin(size: int) -> int:
    """Room around the chit in its picture for the facing arrow and the badge."""
    return max(4, size // 4)


def image(chit: Chit, size: int) -> pygame.Surface:
    """The chit `size` pixels across (its picture has `margin(size)` more on every side)."""
    return _images.get((chit, size), lambda: _paint(chit, size))


def _paint(chit: Chit, size: int) -> pygame.Surface:
    pad = margin(size)
    img = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
    body = pygame.Rect(pad, pad, size, size)
    rim = max(2, size // 10)
    radius = max(2, size // 6) if chit.square else size // 2
    pygame.draw.rect(img, chit.rim, body, border_radius=radius)
    pygame.draw.rect(img, chit.face, body.inflate(-2 * rim, -2 * rim), border_radius=max(1, radius - rim))
    pygame.draw.rect(img, INK, body, 1, border_radius=radius)           # the cut edge of the cardboard
    glyph = round(size * (0.62 if chit.square else 0.58))
    at = pygame.Rect(0, 0, glyph, glyph)
    at.center = body.center
    img.blit(icon(chit.icon, glyph, chit.ink), at)
    if chit.corner:   # what it holds, on a white disc over its top left rim
        r = round(size * 0.24)
        spot = (body.x + r - rim // 2, body.y + r - rim // 2)
        pygame.draw.circle(img, WHITE, spot, r)
        pygame.draw.circle(img, INK, spot, r, 1)
        held = icon(chit.corner, round(r * 1.7), INK)
        img.blit(held, held.get_rect(center=spot))
    if chit.tag:
        _plate(img, body, chit.tag, size)
    if chit.facing is not None:
        _arrow(img, body.center, size / 2 + pad * 0.9, chit.facing, max(3, round(pad * 0.6)), chit.rim)
    if chit.badge:
        _badge(img, (body.right - size // 8, body.y + size // 8), chit.badge, size)
    return img


def _arrow(img: pygame.Surface, centre, reach: float, degrees: float, half: int, colour: Colour) -> None:
    """A triangle just outside the rim pointing `degrees` clockwise from up."""
    a = math.radians(degrees)
    ux, uy = math.sin(a), -math.cos(a)
    tip = (centre[0] + ux * reach, centre[1] + uy * reach)
    base = (centre[0] + ux * (reach - 1.6 * half), centre[1] + uy * (reach - 1.6 * half))
    points = [tip, (base[0] - uy * half, base[1] + ux * half), (base[0] + uy * half, base[1] - ux * half)]
    pygame.draw.polygon(img, colour, points)
    pygame.draw.polygon(img, INK, points, 1)


def _plate(img: pygame.Surface, body: pygame.Rect, words: str, size: int) -> None:
    label = draw.text_surface(words, max(11, size // 3), WHITE, True)
    box = label.get_rect(midbottom=(body.centerx, body.bottom + max(2, size // 10))).inflate(6, 0)
    pygame.draw.rect(img, INK, box, border_radius=3)
    img.blit(label, label.get_rect(center=box.center))


def _badge(img: pygame.Surface, centre, words: str, size: int) -> None:
    label = draw.text_surface(words, max(10, size // 4), WHITE, True)
    h = label.get_height() + 2
    box = pygame.Rect(0, 0, max(h, label.get_width() + 6), h)
    box.center = centre
    box.clamp_ip(img.get_rect())
    pygame.draw.rect(img, (170, 24, 24), box, border_radius=h // 2)
    pygame.draw.rect(img, WHITE, box, 1, border_radius=h // 2)
    img.blit(label, label.get_rect(center=box.center))


@lru_cache(maxsize=64)
def _shadow(size: int, square: bool) -> pygame.Surface:
    """A soft shadow: three see-through layers, each a little smaller."""
    img = pygame.Surface((size + 4, size + 4), pygame.SRCALPHA)
    radius = max(2, size // 6) if square else size // 2
    for k, alpha in enumerate((28, 36, 48)):
        pygame.draw.rect(img, (0, 0, 0, alpha), pygame.Rect(k, k, size + 4 - 2 * k, size + 4 - 2 * k),
                         border_radius=radius + 2 - k)
    return img


def picture(chit: Chit, size: int, lift: float = 0.0) -> pygame.Surface:
    """The token on its shadow, lifted by `lift` (0 on the table, HOVER, HELD): raised, its shadow
    falling further off. Blitted centred on where the token stands; kept per chit, size and lift."""
    return _images.get((chit, size, lift), lambda: _lifted(chit, size, lift))


def _lifted(chit: Chit, size: int, lift: float) -> pygame.Surface:
    up = round(size * 0.12 * lift)
    face = image(chit, size)
    room = face.get_width() + 2 * up + 8
    img = pygame.Surface((room, room), pygame.SRCALPHA)
    centre = (room // 2, room // 2)
    shade = _shadow(size, chit.square)
    img.blit(shade, shade.get_rect(center=(centre[0] + 2 + up // 2, centre[1] + 3 + up // 2)))
    img.blit(face, face.get_rect(center=(centre[0], centre[1] - up)))
    return img


def lift_over(surface: pygame.Surface, img: pygame.Surface, centre: tuple[int, int], size: int,
              square: bool = False, lift: float = HOVER) -> pygame.Rect:
    """A piece's own picture (`size` across) lifted off the table where it stands: the piece under the
    mouse (look.md 3), raised by `lift` over a shadow falling further off, and magnified when smaller
    than MIN_SIZE (`shown_size`) so it can be read. Returns its rect as drawn."""
    shown = shown_size(size, True)
    if shown != size:
        k = shown / size
        img = pygame.transform.smoothscale(img, (round(img.get_width() * k), round(img.get_height() * k)))
    up = round(shown * 0.12 * lift)
    shade = _shadow(shown, square)
    surface.blit(shade, shade.get_rect(center=(centre[0] + 2 + up // 2, centre[1] + 3 + up // 2)))
    rect = img.get_rect(center=(centre[0], centre[1] - up))
    surface.blit(img, rect)
    return rect


def draw_token(surface: pygame.Surface, centre: tuple[int, int], chit: Chit, size: int, lift: float = 0.0) -> pygame.Rect:
    """The token standing at `centre`, lifted by `lift`. Returns the chit's rect as drawn."""
    img = picture(chit, size, lift)
    surface.blit(img, img.get_rect(center=centre))
    at = pygame.Rect(0, 0, size, size)
    at.center = (centre[0], centre[1] - round(size * 0.12 * lift))
    return at
