"""The panel column beside the town: the decision panel (what the player may do
now, as buttons), the event tiles (face down and revealed), the grave (a cup) and the
dead pile (a heap of counters) against the victory table (AvZ 8.0), and the Alien reserve
in stacks by type."""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from zombiebox.ui import draw
from zombiebox.ui.widgets.choice_panel import ChoicePanel
from zombiebox.ui.widgets.counter_stack import SHOWN, draw_stack

from ..data import ALIEN_KINDS, ICON_SIDE, TILES_BY_ID, TURNS, VICTORY_LEVELS, ZOMBIES
from zombiebox.ui.offer import Offer
from .counters import SHORT, counter_image, icon, kind_key

ICON_LOOK = {  # letter on the icon disc (the colour says whose: red Zombie, blue Alien, AvZ 4.0)
    "bite": "B", "laser": "L", "claw": "C", "rise": "R", "mutant": "M", "bfar": "F",
}
SIDE_COLOUR = {ZOMBIES: (213, 94, 0), "aliens": (0, 114, 178)}
CUP, CUP_EDGE = (196, 88, 64), (110, 44, 30)   # the grave: a red mug
GAP = 6


@dataclass
class Panels:
    decision: pygame.Rect
    choices: ChoicePanel     # the decision's buttons
    tiles: pygame.Rect
    tile_rects: list[pygame.Rect]
    piles: pygame.Rect
    reserve: pygame.Rect
    grave_spot: tuple[int, int]
    dead_spot: tuple[int, int]
    reserve_spot: tuple[int, int]
    size: int            # text size in the panels
    place_h: int         # the grave's cup and the dead pile's heap: how tall
    hint: list[str]      # the decision's hint, wrapped

    @property
    def buttons(self) -> list:
        return self.choices.placed


def levels_range() -> list[tuple[str, str]]:
    out, low = [], 0
    for top, label, _ in VICTORY_LEVELS:
        out.append((f"{low}-{top}" if top < 60 else f"{low}+", label))
        low = top + 1
    return out


def level_index(dead: int) -> int:
    return next(i for i, (top, _, _) in enumerate(VICTORY_LEVELS) if dead <= top)


def layout(side: pygame.Rect, d: Offer, text_size: int, end: int) -> Panels:
    """The panels in the side column; at the game's end the decision panel's place is `end`
    pixels tall, kept for the frame's summary."""
    size = max(12, text_size - 3)
    lh = draw.line_height(size)
    w = side.w
    inner_w = w - 18  # as draw_decision writes the hint
    # the decision panel: title, hint, then buttons (counters two or three a row)
    hint = draw.wrap(d.hint, size - 1, inner_w)[:3]
    top = side.y + 6 + draw.line_height(size + 1) + len(hint) * draw.line_height(size - 1) + 6
    tile_w = max(18, min(40, (inner_w - 7 * 4) // 8))
    tile_h = round(tile_w * 1.4)
    tiles_h = 12 + lh + tile_h + 10
    reserve_h = 12 + lh + 34
    lowest = side.bottom - tiles_h - reserve_h - (12 + lh + draw.line_height(size + 6) + lh + 10) - 3 * GAP
    for cols, bh in ((2, lh + 8), (3, lh + 8), (3, lh + 2)):  # a long list of counters packs tighter
        choices = ChoicePanel.flow(d.buttons, side.x + 8, top, inner_w, cols, bh)
        if choices.bottom + 4 <= lowest:
            break
    decision = pygame.Rect(side.x, side.y, w, choices.bottom - side.y + 4)
    if end:
        decision, choices = pygame.Rect(side.x, side.y, w, end), ChoicePanel([])
    # the event tiles: one row of eight
    tiles = pygame.Rect(side.x, decision.bottom + GAP, w, tiles_h)
    tile_rects = [pygame.Rect(side.x + 8 + i * (tile_w + 4), tiles.y + 8 + lh + 2, tile_w, tile_h) for i in range(TURNS)]
    # grave and dead pile, with the victory table (the full table if it fits, else the level only)
    rows = len(VICTORY_LEVELS)
    room = side.bottom - tiles.bottom - 2 * GAP - reserve_h
    place_h = draw.line_height(size + 6)
    if 12 + lh + 2 * place_h + 6 + rows * lh + 8 + reserve_h <= room:   # room to spare: the places larger
        place_h *= 2
    piles_h = 12 + lh + place_h + 6 + rows * lh + 8
    if piles_h > room:
        piles_h = max(12 + lh + place_h + lh + 10, room)
    piles = pygame.Rect(side.x, tiles.bottom + GAP, w, piles_h)
    reserve = pygame.Rect(side.x, piles.bottom + GAP, w, max(lh + 20, side.bottom - piles.bottom - GAP))
    out = Panels(decision, choices, tiles, tile_rects, piles, reserve, (0, 0), (0, 0),
                 (reserve.centerx, reserve.y + 30), size, place_h, hint)
    out.grave_spot, out.dead_spot = (place.center for place in pile_places(out))   # where the flights land
    return out


def draw_decision(surface, p: Panels, d: Offer, ui, seat_colour, whose: str) -> None:
    pal, size = ui.pal, p.size
    r = p.decision
    pygame.draw.rect(surface, pal["panel"], r, border_radius=8)
    dialog = d.marks["dialog"] and ui.human_turn
    pygame.draw.rect(surface, pal["accent"] if dialog else pal["panel_edge"], r, 3 if dialog else 1, border_radius=8)
    pygame.draw.rect(surface, seat_colour, (r.x + 1, r.y + 8, 5, r.h - 16), border_radius=2)
    x, y, w = r.x + 10, r.y + 6, r.w - 18
    title = d.title if ui.human_turn else f"{whose}: {d.title}"
    if draw.font(size + 1, True).size(title)[0] > w:   # too long: the banner says whose move it is (issue 35.10)
        title = d.title
    draw.text(surface, draw.fit(title, size + 1, w, bold=True), (x, y), size + 1, pal["accent"], bold=True)
    y += draw.line_height(size + 1)
    for line in p.hint:
        draw.text(surface, line, (x, y), size - 1, pal["text"] if ui.human_turn else pal["dim"])
        y += draw.line_height(size - 1)
    p.choices.draw(surface, ui, size, icon)


def draw_deciding(surface, p: Panels, pal) -> None:
    """Game over: the dead pile against the victory table decided it (AvZ 8.0), outlined."""
    pygame.draw.rect(surface, pal["accent"], p.piles.inflate(4, 4), 3, border_radius=10)


def draw_tiles(surface, p: Panels, s, pal, flip: dict[str, float]) -> None:
    inner = draw.panel(surface, p.tiles, pal, f"Event tiles · turn {max(1, s.turn)} of {TURNS}", p.size)
    del inner
    shown = list(s.revealed)
    for i, r in enumerate(p.tile_rects):
        if i < len(shown):
            tile(surface, r, shown[i], pal, flip.get(shown[i], 1.0), current=i == len(shown) - 1)
        elif i < len(shown) + len(s.tiles):
            tile(surface, r, None, pal, 1.0, current=False)
        else:
            pygame.draw.rect(surface, pal["panel_edge"], r, 1, border_radius=5)


def tile(surface, r: pygame.Rect, key, pal, progress: float, current: bool) -> None:
    """An event tile (AvZ 1.0): face down, or its number and icons. `progress` < 1 is
    the flip: the back narrows, then the face widens."""
    face = key is not None and progress >= 0.5
    squeeze = abs(1 - 2 * progress) if key is not None and progress < 1 else 1.0
    rr = pygame.Rect(0, 0, max(2, round(r.w * squeeze)), r.h)
    rr.center = r.center
    pygame.draw.rect(surface, pal["shadow"], rr.move(2, 2), border_radius=5)
    if not face:
        pygame.draw.rect(surface, (70, 54, 86), rr, border_radius=5)
        pygame.draw.rect(surface, (140, 120, 160), rr.inflate(-6, -6), 1, border_radius=4)
        if rr.w > 12:
            draw.text(surface, "?", rr.center, max(9, r.w // 2), (170, 150, 190), bold=True, anchor="center")
        return
    t = TILES_BY_ID[key]
    pygame.draw.rect(surface, pal["card"], rr, border_radius=5)
    pygame.draw.rect(surface, pal["accent"] if current else pal["pip"], rr, 2 if current else 1, border_radius=5)
    if rr.w < r.w * 0.6:
        return
    draw.text(surface, str(t.number), (rr.centerx, rr.y + 2), max(9, r.w // 2), pal["pip"], bold=True, anchor="midtop")
    rad = max(4, r.w // 5)
    n = len(t.icons)
    for i, icon in enumerate(t.icons):
        cx = rr.centerx + round((i - (n - 1) / 2) * (2 * rad + 2))
        cy = rr.bottom - rad - 4
        icon_disc(surface, (cx, cy), rad, icon)


def icon_disc(surface, centre, rad: int, icon: str) -> None:
    """A Zombie icon is a red disc, an Alien icon a blue diamond: shape and colour both say whose."""
    side = ICON_SIDE[icon]
    if side == ZOMBIES:
        pygame.draw.circle(surface, SIDE_COLOUR[side], centre, rad)
    else:
        x, y = centre
        pygame.draw.polygon(surface, SIDE_COLOUR[side], [(x, y - rad - 1), (x + rad + 1, y), (x, y + rad + 1), (x - rad - 1, y)])
    draw.text(surface, ICON_LOOK[icon], centre, max(7, round(rad * 1.3)), (255, 255, 255), bold=True, anchor="center")


def draw_piles(surface, p: Panels, s, pal) -> None:
    """The grave and the dead pile as the places they are on the table (AvZ 1.0): an opaque cup whose
    Zombies no one sees, and the heap of the killed beside it, each with its count; the victory table
    under them, the level the dead pile has reached lit (AvZ 8.0)."""
    size, dead = p.size, len(s.dead_pile)
    draw.panel(surface, p.piles, pal, "Grave · dead pile", size)
    big = size + 6
    cup, heap = pile_places(p)
    _cup(surface, cup)
    _heap(surface, heap, s.dead_pile, pal)
    for place, word, count, colour in ((cup, "Grave", len(s.grave), "text"), (heap, "Dead", dead, "accent")):
        room = p.piles.x + (p.piles.w // 2) * (1 if place is cup else 2) - place.right - 10
        label = f"{word} {count}" if draw.font(big, True).size(f"{word} {count}")[0] <= room else str(count)
        draw.text(surface, label, (place.right + 5, place.centery), big, pal[colour], bold=True, anchor="midleft")
    lit = level_index(dead)
    for i, r in victory_rows(p, dead):
        span, label = levels_range()[i]
        if i == lit:
            pygame.draw.rect(surface, pal["highlight"], r, border_radius=4)
        colour = pal["pip"] if i == lit else pal["dim"]
        column = draw.font(size, True).size("00-00 ")[0]
        room = r.w - column - 6
        bold, fits = i == lit, size
        while fits > max(9, size - 6) and draw.font(fits, bold).size(label)[0] > room:  # the level's own words, whole
            bold, fits = False, fits - (0 if bold else 1)
        draw.text(surface, span, (r.x + 4 + column - 8, r.y), size, colour, bold=i == lit, anchor="topright")
        draw.text(surface, draw.fit(label, fits, room, bold=bold), (r.x + 4 + column, r.centery), fits, colour,
                  bold=bold, anchor="midleft")


def pile_places(p: Panels) -> tuple[pygame.Rect, pygame.Rect]:
    """Where the grave's cup and the dead pile's heap lie in the piles panel, under its title."""
    h = p.place_h
    top = p.piles.y + 6 + draw.line_height(p.size) + 2
    cup = pygame.Rect(p.piles.x + 10, top, h * 4 // 5, h)
    heap = pygame.Rect(p.piles.x + p.piles.w // 2 + 6, top, h * 3 // 2, h)
    return cup, heap


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


def _heap(surface, box: pygame.Rect, dead: list[str], pal) -> None:
    """The dead pile: its top Zombie counters in a heap, each turned a little (an empty place: a
    dashed ring where they will fall)."""
    if not dead:
        for k in range(12):
            a = k * math.tau / 12
            pygame.draw.circle(surface, pal["panel_edge"], (round(box.centerx + math.cos(a) * box.w / 3),
                                                            round(box.centery + math.sin(a) * box.h / 3)), 1)
        return
    side = max(10, box.h * 2 // 3)
    spots = ((0.3, 0.62, -14), (0.7, 0.6, 11), (0.5, 0.55, 4), (0.36, 0.4, 22), (0.64, 0.38, -20), (0.5, 0.3, -6))
    for uid, (fx, fy, turn) in zip(dead[-len(spots):], spots):
        img = pygame.transform.rotate(counter_image(kind_key(uid), side), turn)
        surface.blit(img, img.get_rect(center=(box.x + round(box.w * fx), box.y + round(box.h * fy))))


def victory_rows(p: Panels, dead: int) -> list[tuple[int, pygame.Rect]]:
    """Where the victory table's levels (AvZ 8.0) are drawn: rows in the piles panel, all five
    or the level reached if no more fit."""
    inner = p.piles.inflate(-16, -12)
    lh = draw.line_height(p.size)
    levels = len(VICTORY_LEVELS)
    y = inner.y + lh + 2 + p.place_h + 4
    rows = list(range(levels))
    if y + levels * lh > inner.bottom + 4:
        rows = [level_index(dead)]
    return [(i, pygame.Rect(inner.x - 2, y + k * lh, inner.w + 4, lh)) for k, i in enumerate(rows)]


def reserve_stacks(p: Panels, s, csize: int) -> tuple[list[tuple[str, int, pygame.Rect]], int, bool]:
    """The Alien reserve's stacks, a type each sorted by type (AvZ 1.0): (kind, count, its top counter)
    left to right in the panel; the counters' size; whether each type's name goes under its count."""
    inner = p.reserve.inflate(-16, -12)
    inner.top += draw.line_height(p.size) + 2   # under the panel's title (draw.panel)
    inner.h -= draw.line_height(p.size) + 2
    counts: dict[str, int] = {}
    for u in s.reserve:
        counts[kind_key(u)] = counts.get(kind_key(u), 0) + 1
    size = max(14, min(round(csize * 1.2), inner.h - draw.line_height(p.size - 2) - 8, inner.w // 9))
    named = (draw.font(max(9, p.size - 4)).size("Trooper")[0] <= size + size // 3 + 2 and
             size + 4 + draw.line_height(p.size - 2) + draw.line_height(max(9, p.size - 4)) <= inner.h)
    x, out = inner.x + 4, []
    for kind in ALIEN_KINDS:
        if counts.get(kind.key):
            top = counter_image(kind.key, size).get_rect(topleft=(x, inner.y + 2 + 2 * (SHOWN - 1)))
            out.append((kind.key, counts[kind.key], top))
            x = top.right + size // 3 + 4 + 2 * (SHOWN - 1)
    return out, size, named


def draw_reserve(surface, p: Panels, s, pal, csize: int) -> None:
    """The Alien reserve, off to the side of the board (AvZ 1.0): a stack a type, its count under it."""
    draw.panel(surface, p.reserve, pal, f"Alien reserve · {len(s.reserve)}", p.size)
    stacks, size, named = reserve_stacks(p, s, csize)
    for key, n, top in stacks:
        rect = draw_stack(surface, top.center, counter_image(key, size), n)
        draw.text(surface, f"×{n}", (rect.centerx, rect.bottom + 1), p.size - 2, pal["text"], anchor="midtop")
        if named:   # each type's name under its count: the numbers alone are the printed look
            draw.text(surface, SHORT[key], (rect.centerx, rect.bottom + 1 + draw.line_height(p.size - 2)),
                      max(9, p.size - 4), pal["dim"], anchor="midtop")
