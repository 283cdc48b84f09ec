"""AvZ counters drawn like the printed ones (AvZ 1.0 and the back cover), cached per
(kind, size, spent).

Zombies are square with their Zombie Number; a Mob's number is white in a black
circle. Aliens are rounded, combat number left and movement number right; an
armored unit's combat number is circled, the UFO's movement number has a triangle
behind it. The BFAR and the Mutant are the big counters. Every type also carries a
small letter or word, so colour is never the only cue, and its silhouette (a zombie, an alien, the
UFO, a tank, a brain for the Leader, a ray gun for the BFAR: the kit's icons) under its numbers.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from zombiebox.ui import draw
from zombiebox.ui.widgets import token

from ..data import ALIEN_KINDS, ZOMBIE_KINDS, kind_of

ZOMBIE_LOOK = {  # fill colour and the letter in the corner
    "rotting": ((126, 146, 70), "R"),
    "fast": ((222, 120, 44), "F"),
    "tough": ((150, 112, 196), "T"),
}
SILHOUETTE = {"trooper": "alien-stare", "ufo": "ufo", "tank": "battle-tank", "leader": "brain",
              "mutant": "alien-stare", "bfar": "ray-gun"}   # assets/icons/, behind an Alien's numbers
ALIEN_LOOK = {  # fill colour and the word across the top
    "trooper": ((186, 204, 226), "TRP"),
    "ufo": ((186, 204, 226), "UFO"),
    "tank": ((186, 204, 226), "TANK"),
    "leader": ((232, 200, 96), "LDR"),
    "mutant": ((206, 150, 210), "MUT"),
    "bfar": ((112, 124, 148), "BFAR"),
}
SHORT = {  # names short enough for a button beside the counter
    "rotting": "Rotting", "rotting_mob": "Rotting Mob", "fast": "Fast", "fast_mob": "Fast Mob",
    "tough": "Tough", "tough_mob": "Tough Mob", "trooper": "Trooper", "ufo": "UFO", "tank": "Tank",
    "leader": "Leader", "mutant": "Mutant", "bfar": "BFAR",
}
INK = (24, 24, 24)
WHITE = (250, 250, 250)
BIG = 1.25  # AvZ 1.0: 5/8" big Alien counters beside the 1/2" ones
ZOMBIE_BY_KEY = {k.key: k for k in ZOMBIE_KINDS}
ALIEN_BY_KEY = {k.key: k for k in ALIEN_KINDS}


def kind_key(uid: str) -> str:
    """The look of a counter, by its id: its printed kind."""
    return kind_of(uid).key


def is_big(key: str) -> bool:
    kind = ALIEN_BY_KEY.get(key)
    return bool(kind and kind.big)


def side_for(key: str, size: int) -> int:
    """The drawn side of a counter of this kind at the base size."""
    return round(size * BIG) if is_big(key) else size


@lru_cache(maxsize=512)
def counter_image(key: str, size: int, spent: bool = False) -> pygame.Surface:
    """The counter of kind `key` (a ZombieKind or AlienKind key) with side `size`
    pixels; a spent one (acted this turn, AvZ 5.0) is turned and dimmed."""
    side = side_for(key, size)
    img = pygame.Surface((side + 2, side + 2), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, side, side)
    if key in ZOMBIE_BY_KEY:
        _zombie(img, rect, ZOMBIE_BY_KEY[key])
    else:
        _alien(img, rect, ALIEN_BY_KEY[key])
    if spent:
        img.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)  # faded towards grey,
        img.fill((55, 55, 55), special_flags=pygame.BLEND_RGB_ADD)                # its numbers still legible
        img = pygame.transform.rotate(img, -20)
    return img


def icon(key: str, height: int) -> pygame.Surface:
    """A counter as a button's picture, `height` pixels tall (a big counter shrunk to fit)."""
    return counter_image(key, round(height / BIG) if is_big(key) else height)


def _shadowed(img: pygame.Surface, rect: pygame.Rect, colour, radius: int) -> None:
    pygame.draw.rect(img, (0, 0, 0, 140), rect.move(2, 2), border_radius=radius)
    pygame.draw.rect(img, colour, rect, border_radius=radius)
    pygame.draw.rect(img, INK, rect, max(1, rect.w // 16), border_radius=radius)


def _silhouette(img: pygame.Surface, rect: pygame.Rect, name: str, colour) -> None:
    """The kind's silhouette, a shade darker than the counter, under its numbers."""
    side = round(rect.w * 0.8)
    picture = token.icon(name, side, tuple(round(c * 0.72) for c in colour[:3]))
    img.blit(picture, picture.get_rect(center=rect.center))


def _zombie(img: pygame.Surface, rect: pygame.Rect, kind) -> None:
    base = kind.key.replace("_mob", "")
    colour, letter = ZOMBIE_LOOK[base]
    s = rect.w
    _shadowed(img, rect, colour, max(1, s // 10))
    _silhouette(img, rect, "shambling-zombie", colour)
    number = str(kind.number)
    centre = (rect.x + s * 0.56, rect.y + s * 0.56)  # off-centre: the type letter sits top left
    if kind.mob:  # AvZ 1.0: Mobs have a white number in a black circle
        pygame.draw.circle(img, INK, (round(centre[0]), round(centre[1])), round(s * 0.32))
        _text(img, number, centre, s * 0.36, WHITE)
    else:
        _text(img, number, centre, s * 0.5, INK)
    _text(img, letter, (rect.x + s * 0.18, rect.y + s * 0.2), s * 0.2, INK)


def _alien(img: pygame.Surface, rect: pygame.Rect, kind) -> None:
    colour, word = ALIEN_LOOK[kind.key]
    s = rect.w
    ink = WHITE if sum(colour) < 420 else INK
    _shadowed(img, rect, colour, round(s * 0.32))
    _silhouette(img, rect, SILHOUETTE[kind.key], colour)
    roomy = s >= 34  # a big counter has room for its name; the numbers alone tell the types apart
    y, height = (0.64, 0.28) if roomy else (0.55, 0.4)
    left = (rect.x + s * 0.3, rect.y + s * y)
    right = (rect.x + s * 0.71, rect.y + s * y)
    if kind.key == "ufo":  # the triangle behind the movement number: flying, special movement
        r = s * (0.22 if roomy else 0.28)
        pygame.draw.polygon(img, (110, 140, 186), [(right[0], right[1] - r * 1.1), (right[0] - r, right[1] + r * 0.75),
                                                   (right[0] + r, right[1] + r * 0.75)])
    if kind.armored:  # a circled combat number: armored, takes two hits (AvZ 7.3)
        pygame.draw.circle(img, ink, (round(left[0]), round(left[1])), round(s * (0.2 if roomy else 0.25)),
                           max(1, s // 14))
    _text(img, str(kind.combat), left, s * height, ink)
    _text(img, str(kind.movement), right, s * height, ink)
    if not roomy:
        return
    if kind.key == "leader":  # a star for the big-brained Leader
        _star(img, (rect.centerx, rect.y + s * 0.27), s * 0.15, ink)
    else:
        _text(img, word, (rect.centerx, rect.y + s * 0.27), s * (0.13 if len(word) > 3 else 0.15), ink)


def _star(img: pygame.Surface, centre, r: float, colour) -> None:
    points = [(centre[0] + (r if i % 2 == 0 else r * 0.45) * math.sin(i * math.pi / 5),
               centre[1] - (r if i % 2 == 0 else r * 0.45) * math.cos(i * math.pi / 5)) for i in range(10)]
    pygame.draw.polygon(img, colour, points)


def _text(img: pygame.Surface, s: str, centre, height: float, colour) -> None:
    """Text whose capitals and digits stand `height` pixels tall."""
    draw.text(img, s, (round(centre[0]), round(centre[1])), max(6, round(height / 0.65)), colour, bold=True,
              anchor="center")
