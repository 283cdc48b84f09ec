"""One household's house and its four yards painted from its map (maps/zs_house_N.tmx and its art,
maps/art/zs_house_N.svg): the yard squares and the driveway, the rooms' floorboards and walls, the
icon spaces' furniture, the openings; over it the placed item tiles, the barricades, the zombies in
the yards and in the house."""
from __future__ import annotations

import math
from collections import Counter
from functools import lru_cache

import pygame

from zombiebox.core.paths import map_path
from zombiebox.core.tiled import Board, load_board
from zombiebox.ui import board_art, draw
from zombiebox.ui.fit import Fit

from ..data import PERSON, SUPPLY, TILE, VEHICLE
from ..houses import map_file
from ..state import Household
from .tiles import outline_of, paint_tile

WALL = (40, 34, 30)
ZOMBIE, ZOMBIE_EDGE, PLANK = (120, 170, 80), (30, 50, 24), (150, 100, 50)
PLANK_REACH = 8                    # pixels the planks lie past an opening's ends
INSIDE, INSIDE_RADIUS = (216, 216), 22   # the zombies in the house: one large zombie in its middle (board units)
PLANK_TILT = (-11.0, 11.0, 0.0)    # degrees off the wall: two crossed, one straight over them
ICON = {"first_aid": "+", "refrigerator": "fridge", "sink": "sink", "fuse_box": "fuse", "fireplace": "fire"}


@lru_cache(maxsize=None)
def board_of(number: int) -> Board:
    return load_board(map_path(map_file(number)))


def cell_rect(fit: Fit, board: Board, col: int, row: int) -> pygame.Rect:
    s = board.spaces[f"cell_{col}_{row}"]
    return fit.rect(s.x, s.y, s.w, s.h)


def square_rect(fit: Fit, board: Board, yard: str, number: int) -> pygame.Rect:
    s = board.spaces[f"{yard}{number}"]
    return fit.rect(s.x, s.y, s.w, s.h)


@lru_cache(maxsize=None)
def waiting_spots(board: Board, yard: str) -> tuple[tuple[float, float], ...]:
    """Beside a yard, where zombies wait to enter it: the empty corner of the map the yard leads to
    going clockwise round the house (each yard its own corner), four spots two by two in map
    units, the nearest the yard first."""
    squares = [s for s in board.spaces.values() if s.kind == "square" and s.props["yard"] == yard]
    x0, y0 = min(s.x for s in squares), min(s.y for s in squares)
    x1, y1 = max(s.x + s.w for s in squares), max(s.y + s.h for s in squares)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    dx, dy = cx - board.width / 2, cy - board.height / 2
    away = math.hypot(dx, dy) or 1.0
    long, deep = max(x1 - x0, y1 - y0), min(x1 - x0, y1 - y0)
    reach = (long + deep) / 2
    x, y = cx - dy / away * reach - deep / 2, cy + dx / away * reach - deep / 2
    spots = [(x + deep * (1 + 2 * col) / 4, y + deep * (1 + 2 * row) / 4) for row in (0, 1) for col in (0, 1)]
    middle = (board.width / 2, board.height / 2)   # of two as near, the outer first
    return tuple(sorted(spots, key=lambda p: (round(math.dist(p, (cx, cy))), -math.dist(p, middle))))


def waiting_spot(fit: Fit, board: Board, yard: str, slot: int) -> tuple[int, int]:
    """The screen point of the `slot`th zombie waiting beside a yard (four spots, then round again)."""
    spots = waiting_spots(board, yard)
    return fit.to_screen(*spots[slot % len(spots)])


def waiting_rect(fit: Fit, board: Board, yard: str, slot: int, img: pygame.Surface) -> pygame.Rect:
    """Where a waiting zombie's sprite goes: on its spot beside the yard, its tag kept on the map."""
    return img.get_rect(center=waiting_spot(fit, board, yard, slot)).clamp(fit.rect(0, 0, board.width, board.height))


def opening_area(fit: Fit, board: Board, yard: str) -> pygame.Rect:
    """A yard's opening (door, window, garage) on screen."""
    s = openings(board)[yard]
    return fit.rect(s.x, s.y, s.w, s.h)


def opening_rect(fit: Fit, board: Board, yard: str) -> pygame.Rect:
    """The opening with a margin: where a click or a light takes it."""
    return opening_area(fit, board, yard).inflate(fit.length(6), fit.length(6))


@lru_cache(maxsize=None)
def openings(board: Board) -> dict:
    """Each yard's opening space (door, window, garage) on a house's map."""
    return {s.props["yard"]: s for s in board.spaces.values() if s.kind == "opening"}


def paint_house(surface: pygame.Surface, fit: Fit, hh: Household, pal: dict, size: int, small: bool = False) -> None:
    """The house and its yards without the pieces (kept in a layer: they change in Part I only): the
    map's art (maps/art/zs_house_N.svg), the yard squares' numbers and the icon spaces' words over it,
    the placed item tiles; `small` leaves out the numbers, the words and the tiles' names."""
    board = board_of(hh.house)
    surface.blit(house_art(hh.house, round(board.width * fit.scale), round(board.height * fit.scale)),
                 (round(fit.x), round(fit.y)))
    for s in board.spaces.values():
        if small or s.kind not in ("square", "cell"):
            continue
        r = fit.rect(s.x, s.y, s.w, s.h)
        if s.kind == "square":
            draw.text(surface, str(s.props["number"]), (r.x + 4, r.y + 2), draw.sized("fine", size), (240, 244, 230), True)
        elif s.props.get("icon"):
            word = ICON.get(s.props["icon"], s.props["icon"])
            n = next((k for k in range(draw.sized("fine", size), 8, -1) if draw.font(k, True).size(word)[0] <= r.w), 9)
            label = draw.text_surface(draw.fit(word, n, r.w, bold=True), n, (250, 250, 244), True)  # smaller before a cut
            back = label.get_rect(midbottom=(r.centerx, r.bottom - 1)).inflate(4, 0)
            pygame.draw.rect(surface, WALL, back, border_radius=3)
            surface.blit(label, label.get_rect(center=back.center))
    for p, gone in zip(hh.placed, away(hh)):
        rects = [cell_rect(fit, board, c, r).inflate(-2, -2) for c, r in p.cells]
        paint_tile(surface, rects, p.kind, draw.sized("fine", size), pal, words=not small)
        if gone:
            paint_away(surface, rects, gone, 0 if small else draw.sized("fine", size))


def away(hh: Household) -> list[str]:
    """For each placed tile, where its item is when it is not in the house ("in town": a weapon or the
    vehicle the travellers took, ZS Going to Town; "gone": liquor drunk, a vehicle wrecked), else "".
    Part I's tiles are all at home (the items are counted from Part II, once the tracker is stocked)."""
    if not hh.track:
        return [""] * len(hh.placed)
    home, trip = Counter(hh.items), hh.trip or hh.boarding
    taken = Counter(trip.weapons if trip else ())
    out, vehicle = [], 0
    for p in hh.placed:
        role = TILE[p.kind].role
        if role == VEHICLE:   # the household's vehicles, in the order their tiles were placed
            wrecked = vehicle < len(hh.vehicles) and hh.vehicles[vehicle].wrecked
            out.append("gone" if wrecked else "in town" if hh.trip and hh.trip.vehicle == vehicle else "")
            vehicle += 1
        elif role in (SUPPLY, PERSON):   # on the tracker, or the people counted
            out.append("")
        elif home[p.kind] > 0:
            home[p.kind] -= 1
            out.append("")
        elif taken[p.kind] > 0:
            taken[p.kind] -= 1
            out.append("in town")
        else:
            out.append("gone")
    return out


def paint_away(surface: pygame.Surface, rects: list[pygame.Rect], where: str, size: int) -> None:
    """A tile whose item is not in the house: dimmed, and where it is said across it."""
    whole, shape = outline_of(rects)
    surface.blit(shape.to_surface(setcolor=(20, 20, 24, 170), unsetcolor=(0, 0, 0, 0)), whole.topleft)
    if size:
        label = draw.text_surface(draw.fit(where, size, whole.w - 2, bold=True), size, (250, 250, 244), True)
        surface.blit(label, label.get_rect(center=whole.center))


@lru_cache(maxsize=8)
def house_art(number: int, w: int, h: int) -> pygame.Surface:
    """A house's map art at `w` x `h` pixels, kept: Part I paints the house again at every tile placed."""
    board = board_of(number)
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    board_art.paint(img, board.art, 0, 0, w / board.width)
    return img


def pieces(fit: Fit, hh: Household, pal: dict, size: int, walking: frozenset = frozenset(),
           waiting: tuple = ()) -> list[tuple[pygame.Surface, tuple[int, int]]]:
    """What moves every round, as images and where they go (blitted over the kept house each frame,
    worked out once an action): barricades, the zombies in the yards and in the house, and those
    waiting beside a yard to enter it ((yard, square)s in `waiting`, in their order); not the
    zombies still walking to their squares ((yard, square) in `walking`: their motions draw them, as
    they draw the planks of a barricade going up, (yard, 0))."""
    board = board_of(hh.house)
    out = []
    slots: dict[str, int] = {}
    for yard, square in waiting:
        slot = slots[yard] = slots.get(yard, -1) + 1
        img = waiting_sprite(fit.length(12), yard, square, draw.sized("small", size) if size else 0)
        out.append((img, waiting_rect(fit, board, yard, slot, img).topleft))
    for yard in hh.barricades:
        if (yard, 0) in walking:   # planks still going up: their motion draws them
            continue
        r = opening_area(fit, board, yard)
        out.append((barricade_sprite(r.size), (r.x - PLANK_REACH, r.y - PLANK_REACH)))
    sprite = zombie_sprite(fit.length(15))
    for yard, squares in hh.zombies.items():
        for n in squares:
            if (yard, n) in walking:
                continue
            out.append((sprite, sprite.get_rect(center=square_rect(fit, board, yard, n).center).topleft))
    if hh.inside:
        centre = fit.to_screen(*INSIDE)
        big = zombie_sprite(fit.length(INSIDE_RADIUS))
        out.append((big, big.get_rect(center=centre).topleft))
        if size:
            words = draw.text_surface(f"{hh.inside} inside", draw.sized("small", size), pal["bad"], True)
            out.append((words, words.get_rect(midtop=(centre[0], centre[1] + fit.length(26))).topleft))
    return out


def inside_rect(fit: Fit) -> pygame.Rect:
    """The zombies in the house, drawn as one large zombie in its middle: where a click on them lands."""
    radius = fit.length(INSIDE_RADIUS)
    return pygame.Rect(0, 0, 2 * radius, 2 * radius).move(fit.to_screen(*INSIDE)).move(-radius, -radius)


@lru_cache(maxsize=32)
def barricade_sprite(size: tuple[int, int]) -> pygame.Surface:
    """The planks over an opening of `size`, on a sprite `PLANK_REACH` larger each way (they lie
    over the wall beside it)."""
    img = pygame.Surface((size[0] + 2 * PLANK_REACH, size[1] + 2 * PLANK_REACH), pygame.SRCALPHA)
    for plank in planks(pygame.Rect(PLANK_REACH, PLANK_REACH, *size)):
        paint_plank(img, plank)
    return img


def planks(r: pygame.Rect) -> list[list[tuple[float, float]]]:
    """ZS Barricades: three boards nailed across an opening (`r`, on screen), each the corners of
    a turned rectangle, in the order they go up."""
    along = r.w >= r.h
    length = max(r.w, r.h) + PLANK_REACH * 1.5
    thick = max(3.0, min(r.w, r.h) * 0.6)
    out = []
    for tilt in PLANK_TILT:
        a = math.radians(tilt if along else 90 + tilt)
        ux, uy, vx, vy = math.cos(a), math.sin(a), -math.sin(a), math.cos(a)
        out.append([(r.centerx + ux * length / 2 * i + vx * thick / 2 * j, r.centery + uy * length / 2 * i + vy * thick / 2 * j)
                    for i, j in ((-1, -1), (1, -1), (1, 1), (-1, 1))])
    return out


def paint_plank(surface: pygame.Surface, corners: list[tuple[float, float]], colour=PLANK) -> None:
    """A board: its wood, its edge and a nail at each end."""
    pygame.draw.polygon(surface, colour, corners)
    pygame.draw.polygon(surface, WALL, corners, 1)
    for end in ((corners[0], corners[3]), (corners[1], corners[2])):
        mid = ((end[0][0] + end[1][0]) / 2, (end[0][1] + end[1][1]) / 2)
        centre = ((corners[0][0] + corners[2][0]) / 2, (corners[0][1] + corners[2][1]) / 2)
        nail = (mid[0] + (centre[0] - mid[0]) * 0.18, mid[1] + (centre[1] - mid[1]) * 0.18)
        pygame.draw.circle(surface, (200, 200, 190), nail, 1.5)


@lru_cache(maxsize=64)
def waiting_sprite(radius: int, yard: str, square: int, size: int) -> pygame.Surface:
    """A zombie waiting to enter (ZS Zombie Movement), paler than those in the yards, the yard and
    square it will enter on a tag below it ("to front 3"; none on a small house: `size` 0)."""
    zombie = zombie_sprite(radius)
    tag = draw.text_surface(f"to {yard} {square}", size, (250, 240, 160), True) if size else None
    w = max(zombie.get_width(), tag.get_width() + 6 if tag else 0)
    img = pygame.Surface((w, zombie.get_height() + (tag.get_height() if tag else 0)), pygame.SRCALPHA)
    img.blit(zombie, zombie.get_rect(midtop=(w // 2, 0)))
    img.fill((255, 255, 255, 170), special_flags=pygame.BLEND_RGBA_MULT)   # not in the yard yet
    if tag:
        box = tag.get_rect(midtop=(w // 2, zombie.get_height() - 4)).inflate(6, 0)
        pygame.draw.rect(img, (30, 30, 30), box, border_radius=4)
        img.blit(tag, tag.get_rect(center=box.center))
    return img


@lru_cache(maxsize=16)
def zombie_sprite(radius: int) -> pygame.Surface:
    img = pygame.Surface((radius * 2 + 2, radius * 2 + 2), pygame.SRCALPHA)
    paint_zombie(img, (radius + 1, radius + 1), radius)
    return img


def paint_zombie(surface: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
    pygame.draw.circle(surface, ZOMBIE, centre, radius)
    pygame.draw.circle(surface, ZOMBIE_EDGE, centre, radius, max(1, radius // 6))
    eye = max(1, radius // 4)
    for dx in (-eye, eye):
        pygame.draw.circle(surface, (200, 30, 30), (centre[0] + dx, centre[1] - eye // 2), max(1, eye // 2))
