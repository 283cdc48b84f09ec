"""The wooden markers, drawn: each human a figure of his own (a shape and colour to know him by without a
label: the Banker's bowler and tie, the Kid's pigtails, the Nurse's cross, the Mechanic's wrench, the Cop's
cap and star, the Logger's axe), his stars (VP) below, the wounded side bloodied (ZT Human Marker
Overview); a zombie marker with its straight front edge and an arrowhead the way it faces, in the colour of the side up
(turned over once activated: ZT Biting). Images are kept by what they show."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from zombiebox.ui.widgets import token

from ..data import HUMANS_BY_ID

ROT = {"N": 0, "W": 90, "S": 180, "E": 270}         # pygame rotates anticlockwise
LOOK = {  # body colour, skin, accent
    "banker": ((46, 62, 120), (236, 200, 170), (200, 40, 40)),
    "kid": ((236, 120, 170), (240, 206, 176), (250, 210, 70)),
    "nurse": ((240, 240, 240), (230, 190, 160), (210, 30, 40)),
    "mechanic": ((228, 128, 36), (214, 170, 130), (170, 170, 180)),
    "cop": ((36, 56, 150), (226, 186, 150), (250, 206, 60)),
    "logger": ((168, 40, 36), (220, 176, 140), (110, 76, 40)),
}
ZOMBIE_SIDES = ((92, 150, 70), (150, 94, 170))      # the side up at the start; the side once activated
WOUND = (180, 20, 20)
BITE = (226, 44, 36, 130)   # a zombie's front: red is danger
AHEAD = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
STAR = (250, 214, 70)


@lru_cache(maxsize=128)
def human(h: str, size: int, wounded: bool = False, dead: bool = False, briefcase: bool = False) -> pygame.Surface:
    """A human marker `size` pixels across."""
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    body, skin, accent = LOOK[h]
    r = size // 2
    base = (120, 40, 40) if dead else (214, 170, 160) if wounded else (232, 226, 206)
    pygame.draw.circle(img, base, (r, r), r)
    pygame.draw.circle(img, WOUND if wounded or dead else (60, 60, 60), (r, r), r, max(1, size // 14))
    small = h == "kid"                               # the Kid stands shorter
    head_y = round(size * (0.34 if small else 0.27))
    head_r = max(2, round(size * 0.11))
    top = head_y + head_r - 1
    shoulders = pygame.Rect(round(size * (0.31 if small else 0.27)), top, round(size * (0.38 if small else 0.46)),
                            round(size * (0.34 if small else 0.42)))
    pygame.draw.rect(img, body, shoulders, border_radius=max(1, size // 8))
    pygame.draw.circle(img, skin, (r, head_y), head_r)
    _accessory(img, h, size, head_y, head_r, shoulders, accent, skin)
    if briefcase:
        case = pygame.Rect(round(size * 0.62), round(size * 0.52), round(size * 0.2), round(size * 0.15))
        pygame.draw.rect(img, (120, 76, 36), case, border_radius=1)
        pygame.draw.line(img, (60, 40, 20), (case.x + 2, case.y), (case.right - 3, case.y), max(1, size // 30))
    for i in range(HUMANS_BY_ID[h].vp):               # the stars: the VP it is worth
        n = HUMANS_BY_ID[h].vp
        _star(img, (r + round((i - (n - 1) / 2) * size * 0.17), round(size * 0.85)), max(2, size // 12), STAR)
    if wounded or dead:                               # the wound icon: a bloodied slash
        pygame.draw.line(img, WOUND, (round(size * 0.2), round(size * 0.2)), (round(size * 0.45), round(size * 0.7)),
                         max(2, size // 10))
    if dead:
        pygame.draw.line(img, (20, 20, 20), (round(size * 0.25), round(size * 0.25)),
                         (round(size * 0.75), round(size * 0.75)), max(2, size // 12))
        pygame.draw.line(img, (20, 20, 20), (round(size * 0.75), round(size * 0.25)),
                         (round(size * 0.25), round(size * 0.75)), max(2, size // 12))
    return img


def _accessory(img, h, size, head_y, head_r, body, accent, skin) -> None:
    w = max(1, size // 18)
    cx = size // 2
    if h == "banker":  # a bowler hat and a red tie
        pygame.draw.ellipse(img, (20, 20, 20), (cx - head_r - 2, head_y - head_r - 1, 2 * head_r + 4, head_r))
        pygame.draw.circle(img, (20, 20, 20), (cx, head_y - head_r // 2), head_r * 3 // 4)
        pygame.draw.polygon(img, accent, [(cx - w, body.y), (cx + w, body.y), (cx + 2 * w, body.y + body.h * 2 // 3),
                                          (cx - 2 * w, body.y + body.h * 2 // 3)])
    elif h == "kid":   # pigtails and a yellow star on the shirt
        for side in (-1, 1):
            pygame.draw.circle(img, (130, 80, 40), (cx + side * (head_r + 2), head_y), max(2, head_r // 2))
        _star(img, body.center, max(2, body.w // 4), accent)
    elif h == "nurse":  # the red cross, a white cap
        arm = max(2, body.w // 4)
        pygame.draw.rect(img, accent, (body.centerx - arm // 2, body.centery - arm, arm, 2 * arm))
        pygame.draw.rect(img, accent, (body.centerx - arm, body.centery - arm // 2, 2 * arm, arm))
        pygame.draw.rect(img, (250, 250, 250), (cx - head_r, head_y - head_r - 2, 2 * head_r, head_r // 2 + 2))
        pygame.draw.rect(img, accent, (cx - 1, head_y - head_r - 2, 2, head_r // 2 + 2))
    elif h == "mechanic":  # a wrench across the overalls
        a, b = (body.x + 2, body.bottom - 3), (body.right - 2, body.y + 3)
        pygame.draw.line(img, accent, a, b, max(2, size // 12))
        pygame.draw.circle(img, accent, b, max(2, size // 12))
        pygame.draw.circle(img, LOOK["mechanic"][0], b, max(1, size // 24))
    elif h == "cop":  # a peaked cap and a gold star
        pygame.draw.rect(img, LOOK["cop"][0], (cx - head_r - 1, head_y - head_r - 2, 2 * head_r + 2, head_r))
        pygame.draw.line(img, (20, 20, 20), (cx - head_r - 2, head_y - 2), (cx + head_r + 3, head_y - 2), max(1, w))
        _star(img, (body.x + body.w // 3, body.y + body.h // 3), max(2, body.w // 6), accent)
    elif h == "logger":  # a cap and an axe held high
        pygame.draw.rect(img, (40, 40, 40), (cx - head_r, head_y - head_r - 1, 2 * head_r, head_r // 2 + 2))
        handle_top = (body.right + 1, body.y - head_r)
        pygame.draw.line(img, accent, (body.right - 2, body.bottom - 2), handle_top, max(2, size // 16))
        pygame.draw.polygon(img, (190, 190, 200), [handle_top, (handle_top[0] + size // 8, handle_top[1] - 1),
                                                    (handle_top[0] + size // 8, handle_top[1] + size // 7),
                                                    (handle_top[0], handle_top[1] + size // 10)])


def _star(img, centre, radius, colour) -> None:
    pts = []
    for k in range(10):
        rr = radius if k % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + k * math.pi / 5
        pts.append((centre[0] + rr * math.cos(a), centre[1] + rr * math.sin(a)))
    pygame.draw.polygon(img, colour, pts)


@lru_cache(maxsize=64)
def zombie(size: int, activated: bool = False, facing: str = "N") -> pygame.Surface:
    """A zombie marker: round at the back, its straight front edge (a bright bar and an arrowhead) toward
    `facing`, a zombie's silhouette on it; its colour says which side is up (activated this round or not)."""
    if facing != "N":
        return pygame.transform.rotate(zombie(size, activated, "N"), ROT[facing])
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    colour = ZOMBIE_SIDES[1 if activated else 0]
    r = size // 2
    front = round(size * 0.2)                      # the straight edge: the front of the marker
    pygame.draw.circle(img, colour, (r, r), r)
    img.fill((0, 0, 0, 0), (0, 0, size, front))
    pygame.draw.circle(img, (30, 30, 30), (r, r), r, max(1, size // 16))
    img.fill((0, 0, 0, 0), (0, 0, size, front))
    chord = round((r * r - (r - front) ** 2) ** 0.5)
    pygame.draw.line(img, (240, 236, 200), (r - chord, front), (r + chord, front), max(2, size // 10))
    pygame.draw.polygon(img, (240, 236, 200), [(r, 0), (r - front, front), (r + front, front)])  # it faces this way
    pygame.draw.polygon(img, (30, 30, 30), [(r, 0), (r - front, front), (r + front, front)], max(1, size // 32))
    figure = round(size * 0.62)   # the kit's zombie silhouette on the marker, turned with it
    picture = token.icon("shambling-zombie", figure, (30, 30, 30))
    img.blit(picture, picture.get_rect(center=(r, round(size * 0.58))))
    return img


@lru_cache(maxsize=16)
def front(facing: str, square: int, marker: int) -> pygame.Surface:
    """A zombie's front, read at a glance: a see-through red wedge from the straight edge of its marker
    across the edge of its space into the space it faces, the one it bites and looks into (ZT Bite, Line
    of Sight); centred on the marker's centre, under it."""
    img = pygame.Surface((2 * square, 2 * square), pygame.SRCALPHA)
    (dx, dy), c = AHEAD[facing], square
    near, far = (0.3 * marker, 0.4 * marker), (0.6 * square, 0.42 * square)   # (ahead, half across)
    pygame.draw.polygon(img, BITE, [(round(c + dx * ahead + dy * side * across), round(c + dy * ahead - dx * side * across))
                                    for (ahead, across), side in ((near, 1), (far, 1), (far, -1), (near, -1))])
    return img


@lru_cache(maxsize=16)
def shadow(size: int) -> pygame.Surface:
    """A marker's soft shadow on the lot: a dark disc, half see-through."""
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(img, (0, 0, 0, 70), (size // 2, size // 2), size // 2)
    pygame.draw.circle(img, (0, 0, 0, 60), (size // 2, size // 2), size // 2 - max(1, size // 16))
    return img


def turning(size: int, activated: bool, angle: float) -> pygame.Surface:
    """A zombie marker part way through a turn (`angle` in pygame degrees, anticlockwise from north)."""
    return pygame.transform.rotate(zombie(size, activated, "N"), angle)
