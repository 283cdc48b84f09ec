"""The parking lot and what stands on it: the lot drawn once a size and look from its map's art (the
printed side: asphalt, the two halves and the cones between them, the framed spaces, red-framed valid
spaces, the green-framed escape car, the manhole, the buses, the guard booth, the other obstacles) with
side B's tokens over it; then, every frame, the lit spaces with their words, the markers (where the
animator has them), and what the mouse points at: a zombie's line of sight, where a push sends the
zombie, the Cop's line of fire."""
from __future__ import annotations

import zlib
from functools import lru_cache
from typing import Optional

import pygame

from zombiebox.core.paths import asset_path
from zombiebox.ui import board_art, draw
from zombiebox.ui.widgets import token

from ..lot import Lot, load_lot
from . import figures
from .layout import Layout

SPAWN_RED, COORDINATE = (224, 53, 44), (226, 226, 214)
SIGHT_COLOUR, FIRE_COLOUR, PUSH_COLOUR = (250, 226, 120), (255, 120, 40), (120, 200, 255)


def area(lay: Layout) -> pygame.Rect:
    """The lot's layers on screen: the lot and a margin (the cones at the halves' line stand out of it)."""
    return lay.map_rect.inflate(lay.square // 2, lay.square // 2).clip(lay.map_area)


def paint_lot(img: pygame.Surface, lay: Layout, lot: Lot, pal: dict, size: int, off: tuple[int, int]) -> None:
    """Everything printed on the board, on the ground round it, from the map's art (maps/art/zt_lot_*.svg), and on side B the
    tokens laid on it at set-up, into a layer whose corner is `off`; the columns' letters and the rows'
    numbers small along the lot's top and left edges."""
    img.fill(pal["board"])
    board_art.ground(img, lot.art, lay.fit.scale, img.get_rect(), (lay.map_area.x - off[0], lay.map_area.y - off[1]))
    cells = {n: r.move(-off[0], -off[1]) for n, r in lay.cells.items()}
    board_art.paint(img, lot.art, lay.fit.x - off[0], lay.fit.y - off[1], lay.fit.scale)
    printed = load_lot(lot.side)
    line = max(1, lay.square // 32)
    for n in lot.names:  # valid spaces a token made (a bus exit, the booth's door), framed as printed ones are:
        if n in lot.spawn and n not in printed.spawn:  # red, and a second line inside (told apart without colour)
            pygame.draw.rect(img, SPAWN_RED, cells[n].inflate(-4 * line, -4 * line), 3 * line, border_radius=line * 2)
            pygame.draw.rect(img, SPAWN_RED, cells[n].inflate(-11 * line, -11 * line), line, border_radius=line)
    laid = [("manhole", [n]) for n in lot.manholes - printed.manholes]
    laid += [(_token_name(lot.obstacles[g[0]], g[0]), g) for g in _groups(lot) if g[0] not in printed.obstacles]
    laid += [("car", sorted(lot.car - printed.car))] if lot.car - printed.car else []
    opened = {n: lot.spawn[n] for n in lot.spawn if n not in printed.spawn}   # a bus's exit, the booth's door
    for name, group in laid:
        box = cells[group[0]].unionall([cells[n] for n in group[1:]])
        img.blit(_token(name, box.size, door_side(lot, group, name, opened)), box)
    _coordinates(img, lot, cells, max(12, lay.square // 5))   # 12 px at least: legible at 960x600


def paint_token(img, obj: str, space: str, cells: list[pygame.Rect], doors: list[pygame.Rect]) -> None:
    """A side-B token as laid on `space`, over its spaces, its exit or door framed as a valid space is (the
    ghost of the token in hand)."""
    box = cells[0].unionall(cells[1:])
    img.blit(_token(_token_name(obj, space), box.size), box)
    line = max(1, cells[0].w // 32)
    for d in doors:
        pygame.draw.rect(img, SPAWN_RED, d.inflate(-4 * line, -4 * line), 3 * line, border_radius=line * 2)


def _coordinates(img, lot: Lot, cells, size: int) -> None:
    """A space's name is its column's letter and its row's number: the letters along the top row, the
    numbers down the left column, small, as a printed board has them."""
    for n, (c, r) in lot.cell.items():
        marks = [(n.rstrip("0123456789"), "midtop", (cells[n].centerx, cells[n].y + 1))] if r == 0 else []
        if c == 0:
            marks.append((n.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ"), "midleft", (cells[n].x + 2, cells[n].centery)))
        for word, anchor, (x, y) in marks:  # light on a dark edge: readable on asphalt and on paint
            draw.text(img, word, (x + 1, y + 1), size, (10, 10, 12), True, anchor)
            draw.text(img, word, (x, y), size, COORDINATE, True, anchor)


def _groups(lot: Lot) -> list[list[str]]:
    """The obstacle squares joined into pieces (a bus of four squares is one bus), by object and adjacency."""
    seen: set[str] = set()
    out = []
    for n in sorted(lot.obstacles):
        if n in seen:
            continue
        group, todo = [], [n]
        seen.add(n)
        while todo:
            m = todo.pop()
            group.append(m)
            c, r = lot.cell[m]
            for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                k = lot.at.get((c + dc, r + dr))
                if k in lot.obstacles and k not in seen and lot.obstacles[k] == lot.obstacles[n]:
                    seen.add(k)
                    todo.append(k)
        out.append(group)
    return out


def _token_name(kind: str, cell: str) -> str:
    """A token's picture: small obstacles are dumpsters or barriers, the same one for a cell every time."""
    return f"small_{('dumpster', 'barrier')[zlib.crc32(cell.encode()) % 2]}" if kind == "small" else kind


SIDES = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
TURN = {"S": 0, "E": 90, "N": 180, "W": 270}   # pygame turns anticlockwise: the picture's door is at its foot


def door_side(lot: Lot, group: list[str], name: str, opened: dict[str, str]) -> Optional[str]:
    """The side ("N", "E", "S", "W") of a laid bus or booth its exit or door is on: toward the valid space
    it opened (ZT Valid Spaces: next to bus exits and the guard booth's door); None for other tokens."""
    for cell in group:
        c, r = lot.cell[cell]
        for side, (dc, dr) in SIDES.items():
            if opened.get(lot.at.get((c + dc, r + dr))) == name:
                return side
    return None


@lru_cache(maxsize=32)
def _token(name: str, size: tuple[int, int], door: Optional[str] = None) -> pygame.Surface:
    """A side-B token (assets/art/zt_token_*.svg, drawn the long way across, a door at its foot, by
    tools/board_art.py) filling `size`: turned so its door faces `door`, else upright when laid down the lot."""
    w, h = max(1, size[0]), max(1, size[1])   # a pixel at least, however small the window
    angle = TURN[door] if door else (90 if h > w else 0)
    across = (h, w) if angle in (90, 270) else (w, h)
    picture = pygame.image.load_sized_svg(str(asset_path("art", f"zt_token_{name}.svg")), across)
    return pygame.transform.rotate(picture, angle) if angle else picture


# --- every frame ------------------------------------------------------------------------------------
def draw_lit(surface, lay: Layout, offer, ui, lit_spaces: set[str], pick_space: str) -> None:
    """The spaces a click plays something on, each with its words; those H lit outlined, the hint's dot."""
    pal = ui.pal
    glow = pygame.Surface((lay.square, lay.square), pygame.SRCALPHA)
    glow.fill((*pal["good"], 70))
    size = max(10, min(draw.sized("small", ui.text_size), lay.square // 4))
    for n, tag in offer.tags.items():
        r = lay.cells[n]
        surface.blit(glow, r.topleft)
        pygame.draw.rect(surface, pal["good"], r, 2)
        word, cost = "", tag
        if tag.endswith(" AP") and tag[:-5]:   # "push 1 AP": the word above, the cost below
            word, cost = tag[:-5], tag[-4:]
        for text, y, anchor in ((cost, r.bottom - 2, "midbottom"), (word, r.y + 2, "midtop")):
            if text:
                n = next((k for k in range(size, 8, -1) if draw.font(k, True).size(text)[0] <= r.w - 6), 9)
                label = draw.text_surface(text, n, pal["text"], True)   # whole: its plate may pass its square's edge
                back = label.get_rect(**{anchor: (r.centerx, y)}).inflate(4, 0)
                pygame.draw.rect(surface, pal["shadow"], back, border_radius=3)
                surface.blit(label, label.get_rect(center=back.center))
    for n in lit_spaces:
        pygame.draw.rect(surface, pal["highlight"], lay.cells[n], 4)
    if pick_space:
        r = lay.cells[pick_space]
        pygame.draw.rect(surface, pal["highlight"], r, 6)
        pygame.draw.circle(surface, pal["highlight"], (r.right - 3, r.y + 3), max(4, r.h // 8))


def draw_markers(surface, lay: Layout, s, hidden: frozenset, off: tuple[int, int]) -> None:
    """Every human and zombie standing on the lot (not those a motion draws), into a layer whose corner
    is `off`."""
    size = lay.marker

    def at(loc):
        x, y = lay.centre(loc)
        return x - off[0], y - off[1]

    shade, lift = figures.shadow(size), max(1, size // 14)  # standing on the lot: a soft shadow below each
    for h, loc in s.humans.items():
        if h not in hidden:
            img = figures.human(h, size, h in s.wounded, h in s.dead, h == "banker" and s.briefcase)
            surface.blit(shade, shade.get_rect(center=at(loc)).move(lift, lift))
            surface.blit(img, img.get_rect(center=at(loc)))
    for z, loc in s.zombies.items():
        if z not in hidden:
            img = figures.zombie(size, z in s.flipped, s.facing[z])
            front = figures.front(s.facing[z], lay.square, size)
            surface.blit(front, front.get_rect(center=at(loc)))
            surface.blit(shade, shade.get_rect(center=at(loc)).move(lift, lift))
            surface.blit(img, img.get_rect(center=at(loc)))


def lift_marker(surface, lay: Layout, s, hidden: frozenset, space: str, lot_img: pygame.Surface,
                off: tuple[int, int]) -> None:
    """The marker standing on `space` (under the mouse) lifted off the lot: the space as printed shown
    again under it (`lot_img`, the lot's layer, corner at `off`), the marker raised over its shadow."""
    marker = next((("human", h) for h, loc in s.humans.items() if loc == space and h not in hidden), None) or \
        next((("zombie", z) for z, loc in s.zombies.items() if loc == space and z not in hidden), None)
    if marker is None:
        return
    cell = lay.cells[space]
    surface.blit(lot_img, cell.topleft, cell.move(-off[0], -off[1]))
    kind, who = marker
    img = figures.human(who, lay.marker, who in s.wounded, who in s.dead, who == "banker" and s.briefcase) \
        if kind == "human" else figures.zombie(lay.marker, who in s.flipped, s.facing[who])
    token.lift_over(surface, img, cell.center, lay.marker)


def draw_picked(surface, lay: Layout, offer, ui) -> None:
    """What the offer marks (choices.py): the marker being activated (its AP left as pips) and the facing
    arrows of a marker being placed."""
    picked, facing_at = offer.marks.get("picked"), offer.marks.get("facing_at")
    if picked:
        r = lay.cells[picked]
        pygame.draw.rect(surface, ui.pal["accent"], r, 3)
        ap, full = offer.marks["ap"]
        pip = max(3, r.w // 14)
        for i in range(max(full, ap)):  # down the right edge, clear of the name and the stars
            c = (r.right - pip - 2, r.y + r.h // 4 + i * (2 * pip + 2))
            pygame.draw.circle(surface, ui.pal["accent"] if i < ap else ui.pal["shadow"], c, pip)
            pygame.draw.circle(surface, ui.pal["shadow"], c, pip, 1)
    if facing_at:
        r = lay.cells[facing_at]
        for a in offer.places[facing_at]:
            _arrow(surface, r, a["facing"], ui.pal["highlight"])


def _arrow(surface, r: pygame.Rect, facing: str, colour) -> None:
    cx, cy = r.center
    k = r.w // 2
    tip = {"N": (cx, r.y - k // 2), "S": (cx, r.bottom + k // 2), "E": (r.right + k // 2, cy), "W": (r.x - k // 2, cy)}
    x, y = tip[facing]
    dx, dy = {"N": (0, 1), "S": (0, -1), "E": (-1, 0), "W": (1, 0)}[facing]
    w = k // 3
    base = (x + dx * k // 2, y + dy * k // 2)
    pygame.draw.polygon(surface, colour, [(x, y), (base[0] + dy * w, base[1] + dx * w), (base[0] - dy * w, base[1] - dx * w)])


def draw_sight(surface, lay: Layout, s, z: str, crossed: list[str], seen: Optional[str]) -> None:
    """A zombie's line of sight (the rules' `line_of_sight`): up to 4 spaces ahead, to the first marker or
    obstacle; a human seen ringed."""
    start = lay.centre(s.zombies[z])
    if not crossed:
        return
    end = lay.centre(crossed[-1])
    pygame.draw.line(surface, SIGHT_COLOUR, start, end, max(2, lay.square // 16))
    for n in crossed:
        pygame.draw.rect(surface, SIGHT_COLOUR, lay.cells[n].inflate(-6, -6), 2, border_radius=4)
    if seen:
        pygame.draw.circle(surface, (230, 40, 40), end, lay.square // 2, 4)


def draw_push(surface, lay: Layout, lot: Lot, s, to: str) -> None:
    """Where a push sends the marker on `to`: an arrow to the space beyond."""
    frm = s.humans[s.active]
    beyond = lot.step[to][lot.direction(frm, to)]
    if beyond is None:
        return
    a, b = lay.centre(to), lay.centre(beyond)
    pygame.draw.line(surface, PUSH_COLOUR, a, b, max(3, lay.square // 10))
    pygame.draw.circle(surface, PUSH_COLOUR, b, lay.square // 3, 3)


def draw_fire(surface, lay: Layout, s, target_space: str) -> None:
    """The Cop's line of shooting to a target (ZT Personal Actions and Abilities)."""
    a, b = lay.centre(s.humans[s.active]), lay.centre(target_space)
    pygame.draw.line(surface, FIRE_COLOUR, a, b, max(2, lay.square // 14))
    r = lay.square // 3
    pygame.draw.circle(surface, FIRE_COLOUR, b, r, 2)
    pygame.draw.line(surface, FIRE_COLOUR, (b[0] - r, b[1]), (b[0] + r, b[1]), 2)
    pygame.draw.line(surface, FIRE_COLOUR, (b[0], b[1] - r), (b[0], b[1] + r), 2)
