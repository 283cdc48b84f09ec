"""The counters: a survivor shows its name, Rep, MP and melee dice along the bottom (ATZ 3.1) and its
ready weapon (OOA when flipped, 8.1.7); the wounded side is blood red (3.1). Zombies show their MP and
are coloured by speed (3.2): slow, medium, fast. Shot counters (4.2) and Searched and Entered markers
(4.3, 4.4). Each image is made once a size and kept."""
from __future__ import annotations

from functools import lru_cache

import pygame

from zombiebox.ui import draw

from ..data import SPEED_OF
from ..state import Survivor

ZOMBIE_COLOUR = {"slow": (112, 128, 104), "medium": (150, 132, 60), "fast": (176, 60, 52)}
WEAPON_SHORT = {"pistol": "PIST", "double_pistols": "2PIST", "smg": "SMG", "assault_rifle": "RIFLE",
                "shotgun": "SHOTG", "grenade": "GREN", "crossbow": "XBOW", "bat": "BAT", "machete": "MACH",
                "axe": "AXE"}
UNHURT, WOUNDED = (58, 92, 140), (150, 30, 30)
STAR = (232, 190, 60)


def survivor_face(s: Survivor, band: tuple | None = None) -> tuple:
    """What a survivor's counter shows: its image's key (`band`: its player's colour, with 2+ players)."""
    weapon = WEAPON_SHORT.get(s.in_hand, "")
    if s.in_hand in s.out_of_ammo:
        weapon += " OOA"
    return s.card.name, s.card.star, s.wounded, s.rep, s.mp, s.melee_dice, weapon, band


@lru_cache(maxsize=256)
def survivor_image(face: tuple, size: int) -> pygame.Surface:
    name, star, wounded, rep, mp, melee, weapon, band = face
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    body = pygame.Rect(0, 0, size, size)
    pygame.draw.rect(img, WOUNDED if wounded else band or UNHURT, body, border_radius=max(2, size // 8))
    if wounded:  # the blood on the back of the counter
        for i, (fx, fy, fr) in enumerate(((0.3, 0.35, 0.14), (0.7, 0.3, 0.1), (0.55, 0.55, 0.08))):
            pygame.draw.circle(img, (90, 10, 10), (round(size * fx), round(size * fy)), max(2, round(size * fr)))
    edge = band if band and wounded else STAR if star else (230, 230, 230)  # a player's colour stays on the back
    pygame.draw.rect(img, edge, body, max(1, size // (8 if band and wounded else 16)), border_radius=max(2, size // 8))
    small = max(8, size // 4)
    draw.text(img, draw.fit(name, small, size - 4), (size // 2, 2), small, (255, 255, 255), bold=True, anchor="midtop")
    draw.text(img, weapon, (size // 2, size // 2), max(7, size // 5), (255, 236, 170), anchor="center")
    draw.text(img, f"{rep} {mp} {melee}", (size // 2, size - 1), small, (255, 255, 255), bold=True,
              anchor="midbottom")
    if star:
        pygame.draw.circle(img, STAR, (size - size // 6, size // 6 + small // 2), max(2, size // 12))
    return img


@lru_cache(maxsize=64)
def zombie_image(mp: int, size: int) -> pygame.Surface:
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, size, size)
    pygame.draw.rect(img, ZOMBIE_COLOUR[SPEED_OF.get(mp, "slow")], rect, border_radius=size // 3)
    pygame.draw.rect(img, (30, 30, 26), rect, max(1, size // 14), border_radius=size // 3)
    draw.text(img, str(mp), (size // 2, size // 2), max(8, size * 3 // 5), (255, 255, 255), bold=True, anchor="center")
    return img


@lru_cache(maxsize=64)
def badge_image(text: str, size: int, colour: tuple, ink: tuple = (255, 255, 255)) -> pygame.Surface:
    """A small round marker with a number or a letter (a stack's count, a Shot counter)."""
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(img, colour, (size // 2, size // 2), size // 2)
    pygame.draw.circle(img, (20, 20, 20), (size // 2, size // 2), size // 2, 1)
    draw.text(img, text, (size // 2, size // 2), max(7, size * 2 // 3), ink, bold=True, anchor="center")
    return img


@lru_cache(maxsize=32)
def marker_image(word: str, size: int) -> pygame.Surface:
    """A Searched or Entered marker (4.3, 4.4): a labelled square tab."""
    h = max(10, size)
    w = draw.font(max(7, h * 2 // 3)).size(word)[0] + 6
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    colour = (40, 120, 60) if word == "SEARCHED" else (60, 60, 120)
    pygame.draw.rect(img, colour, img.get_rect(), border_radius=3)
    pygame.draw.rect(img, (240, 240, 240), img.get_rect(), 1, border_radius=3)
    draw.text(img, word, (w // 2, h // 2), max(7, h * 2 // 3), (255, 255, 255), bold=True, anchor="center")
    return img
