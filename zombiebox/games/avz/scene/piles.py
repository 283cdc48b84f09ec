"""The grave, the dead pile and the Alien reserve as the places they are on the table beside the town
(AvZ 1.0: the grave "a clean, dry opaque container, like a coffee cup", the killed Zombies in a heap,
the Aliens off the board a stack a type), each in its place from the map (avz_town.tmx, kind "pile"),
under its name and with its count."""
from __future__ import annotations

import math

import pygame

from zombiebox.ui import draw
from zombiebox.ui.widgets.counter_stack import SHOWN, draw_stack

from ..data import ALIEN_KINDS
from .counters import SHORT, counter_image, kind_key

CUP, CUP_EDGE = (196, 88, 64), (110, 44, 30)   # the grave: a red mug
INK, DIM = (236, 232, 218), (170, 176, 168)     # words on the places' felt, in every palette
NAMES = {"grave": ("Grave",), "dead_pile": ("Dead pile", "Dead"), "reserve": ("Alien reserve", "Reserve")}


def pile_text(text_size: int) -> int:
    """The size of the piles' words at a table of `text_size`."""
    return max(12, draw.sized("small", text_size))


def draw_piles(surface, places: dict[str, pygame.Rect], s, text_size: int, counter: int) -> None:
    """Each pile in its place: its name at the top, then the grave's cup, the dead pile's heap or the
    reserve's stacks, the grave's and the dead pile's count large under them."""
    size = pile_text(text_size)
    for name, place in places.items():
        top = _name(surface, place, name, size)
        if name == "reserve":
            _reserve(surface, place, s.reserve, text_size, counter)
            continue
        room = pygame.Rect(place.x + 6, top, place.w - 12, place.bottom - 6 - top)
        count = len(s.grave) if name == "grave" else len(s.dead_pile)
        big = max(size, min(draw.sized("title", text_size), room.h // 4))
        number = draw.text_surface(str(count), big, INK, True)
        room.h -= number.get_height() + 2
        surface.blit(number, number.get_rect(midtop=(room.centerx, room.bottom + 2)))
        if name == "grave":
            _cup(surface, cup_box(room))
        else:
            _heap(surface, heap_box(room), s.dead_pile)


def _name(surface, place: pygame.Rect, name: str, size: int) -> int:
    """The pile's name at the top of its place (the shorter wording where the longer does not fit);
    returns where what lies in the place starts."""
    said = next((n for n in NAMES[name] if draw.font(size, True).size(n)[0] <= place.w - 12), NAMES[name][-1])
    draw.text(surface, said, (place.centerx, place.y + 6), size, INK, bold=True, anchor="midtop")
    return place.y + 8 + draw.line_height(size)


def cup_box(room: pygame.Rect) -> pygame.Rect:
    """The grave's cup, as large as its place holds it, standing on its coaster."""
    h = min(room.h, room.w * 5 // 6)
    box = pygame.Rect(0, 0, h * 4 // 5, h)
    box.midbottom = (room.centerx + h // 10, room.bottom)
    return box


def heap_box(room: pygame.Rect) -> pygame.Rect:
    h = min(room.h, room.w * 2 // 3)
    box = pygame.Rect(0, 0, h * 3 // 2, h)
    box.center = room.center
    return box


def _cup(surface, box: pygame.Rect) -> None:
    """The grave (AvZ 1.0: a clean, dry opaque container, like a coffee cup): a mug from the side."""
    body = [(box.x, box.y + box.h // 6), (box.right - box.w // 4, box.y + box.h // 6),
            (box.right - box.w // 3, box.bottom), (box.x + box.w // 12, box.bottom)]
    handle = pygame.Rect(box.right - box.w // 2, box.y + box.h // 3, box.w // 2, box.h // 2)
    pygame.draw.ellipse(surface, CUP_EDGE, handle, max(2, box.w // 7))
    pygame.draw.polygon(surface, CUP, body)
    pygame.draw.polygon(surface, CUP_EDGE, body, 1)
    rim = pygame.Rect(box.x, box.y, box.right - box.w // 4 - box.x, box.h // 3)
    pygame.draw.ellipse(surface, (40, 32, 28), rim)
    pygame.draw.ellipse(surface, CUP_EDGE, rim, 1)


def _heap(surface, box: pygame.Rect, dead: list[str]) -> None:
    """The dead pile: its top Zombie counters in a heap, each turned a little (an empty place: a
    dashed ring where they will fall)."""
    if not dead:
        for k in range(12):
            a = k * math.tau / 12
            pygame.draw.circle(surface, DIM, (round(box.centerx + math.cos(a) * box.w / 3),
                                              round(box.centery + math.sin(a) * box.h / 3)), 1)
        return
    side = max(10, box.h * 2 // 3)
    spots = ((0.3, 0.62, -14), (0.7, 0.6, 11), (0.5, 0.55, 4), (0.36, 0.4, 22), (0.64, 0.38, -20), (0.5, 0.3, -6))
    for uid, (fx, fy, turn) in zip(dead[-len(spots):], spots):
        img = pygame.transform.rotate(counter_image(kind_key(uid), side), turn)
        surface.blit(img, img.get_rect(center=(box.x + round(box.w * fx), box.y + round(box.h * fy))))


def reserve_stacks(place: pygame.Rect, reserve: list[str], text_size: int, counter: int) -> tuple[list, int, bool]:
    """The Alien reserve laid out in its place (AvZ 1.0): a stack a type, sorted by type, in rows, as
    (kind, count, its top counter's rect); the counters' side; whether each type's name goes under its
    count. The drawing and the hover (each stack's card) both read it."""
    top = place.y + 8 + draw.line_height(pile_text(text_size))   # under the place's name (`_name`)
    room = pygame.Rect(place.x + 6, top, place.w - 12, place.bottom - 6 - top)
    counts: dict[str, int] = {}
    for u in reserve:
        counts[kind_key(u)] = counts.get(kind_key(u), 0) + 1
    kinds = [k.key for k in ALIEN_KINDS if counts.get(k.key)]
    if not kinds:
        return [], 0, False
    name_size = draw.sized("fine", text_size)   # the counts and names under the stacks
    lh = draw.line_height(name_size)
    named = draw.font(name_size).size("Trooper")[0] <= room.w // 2 - 4

    def cell_h(side: int) -> int:   # a stack, its count and its name
        return side + 2 * SHOWN + lh + (draw.line_height(name_size) if named else 0) + 4
    cols = 2 if len(kinds) > 1 else 1
    rows = -(-len(kinds) // cols)
    side = max(14, min(round(counter * 1.2), room.w // cols - 14, room.h // rows - cell_h(0)))
    stacks = []
    for i, key in enumerate(kinds):
        cx = room.x + room.w * (2 * (i % cols) + 1) // (2 * cols)
        y = room.y + (i // cols) * cell_h(side)
        stacks.append((key, counts[key], counter_image(key, side).get_rect(center=(cx, y + side // 2 + 2 * (SHOWN - 1)))))
    return stacks, side, named


def _reserve(surface, place: pygame.Rect, reserve: list[str], text_size: int, counter: int) -> None:
    """The Alien reserve's stacks, its count under each (and its name where there is room)."""
    stacks, side, named = reserve_stacks(place, reserve, text_size, counter)
    size = draw.sized("fine", text_size)   # the counts and names under the stacks
    if not stacks:
        draw.text(surface, "empty", (place.centerx, place.y + 8 + draw.line_height(pile_text(text_size))), size, DIM,
                  anchor="midtop")
        return
    lh = draw.line_height(size)
    for key, n, top in stacks:
        rect = draw_stack(surface, top.center, counter_image(key, side), n)
        draw.text(surface, f"×{n}", (rect.centerx, rect.bottom + 1), size, INK, anchor="midtop")
        if named:
            draw.text(surface, SHORT[key], (rect.centerx, rect.bottom + 1 + lh), size, DIM, anchor="midtop")
