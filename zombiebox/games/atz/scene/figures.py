"""The counters, as the kit's tokens (ui/widgets/token.py): a survivor shows a figure, its Rep, MP and
melee dice along the bottom (ATZ 3.1) and its ready weapon (OOA when flipped, 8.1.7); the wounded side
is blood red (3.1). Zombies show their MP and are coloured by speed (3.2): slow, medium, fast. Shot
counters (4.2) and Searched and Entered markers (4.3, 4.4). Each image is made once a size and kept."""
from __future__ import annotations

from functools import lru_cache

import pygame

from zombiebox.ui import draw
from zombiebox.ui.widgets import token
from zombiebox.ui.widgets.token import Chit

from ..data import SPEED_OF
from ..state import Survivor

ZOMBIE_COLOUR = {"slow": (150, 164, 136), "medium": (206, 182, 92), "fast": (214, 96, 84)}
WEAPON_ICON = {"pistol": "pistol-gun", "double_pistols": "crossed-pistols", "smg": "uzi", "assault_rifle": "ak47",
               "shotgun": "sawed-off-shotgun", "grenade": "grenade", "crossbow": "crossbow", "bat": "baseball-bat",
               "machete": "machete", "axe": "wood-axe"}
UNHURT, WOUNDED = (58, 92, 140), (150, 30, 30)
CARD = (232, 224, 200)
STAR = (232, 190, 60)


def survivor_face(s: Survivor, band: tuple | None = None) -> tuple:
    """What a survivor's counter shows: its image's key (`band`: its player's colour, with 2+ players)."""
    return (s.card.name, s.card.star, s.wounded, s.rep, s.mp, s.melee_dice, s.in_hand,
            s.in_hand in s.out_of_ammo, band)


def survivor_chit(face: tuple) -> Chit:
    """A survivor's token: a figure, its ready weapon in the corner, "OOA" when it is out of ammo
    (8.1.7), Rep, MP and melee dice on its plate (3.1); the wounded side blood red (3.1); the rim its
    player's colour, or gold for a Star."""
    name, star, wounded, rep, mp, melee, weapon, out, band = face
    return Chit("person", WOUNDED if wounded else CARD, band or (STAR if star else UNHURT),
                ink=(250, 240, 230) if wounded else (24, 24, 24), corner=WEAPON_ICON.get(weapon, ""),
                badge="OOA" if out else "", tag=f"{rep} {mp} {melee}")


def survivor_image(face: tuple, size: int, held: bool = False) -> pygame.Surface:
    """The token on its shadow, lifted off the map when `held` (selected, or walking)."""
    return token.picture(survivor_chit(face), max(size, token.MIN_SIZE), token.HELD if held else 0.0)


def zombie_chit(mp: int) -> Chit:
    """A zombie's token: the silhouette on its speed's colour (3.2) with its MP on the plate."""
    return Chit("shambling-zombie", ZOMBIE_COLOUR[SPEED_OF.get(mp, "slow")], (30, 30, 26), square=True, tag=str(mp))


def zombie_image(mp: int, size: int) -> pygame.Surface:
    return token.picture(zombie_chit(mp), max(size, token.MIN_SIZE))


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
