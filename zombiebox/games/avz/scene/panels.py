"""The panel column beside the town: the decision panel (what the player may do
now, as buttons), the event tiles (face down and revealed) and the victory table the dead
pile is read against (AvZ 8.0). The grave, the dead pile and the reserve lie on the table
beside the town (piles.py)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from zombiebox.ui import draw
from zombiebox.ui.widgets.choice_panel import ChoicePanel

from ..data import ICON_SIDE, TILES_BY_ID, TURNS, VICTORY_LEVELS, ZOMBIES
from zombiebox.ui.offer import Offer
from .counters import icon

ICON_LOOK = {  # letter on the icon disc (the colour says whose: red Zombie, blue Alien, AvZ 4.0)
    "bite": "B", "laser": "L", "claw": "C", "rise": "R", "mutant": "M", "bfar": "F",
}
SIDE_COLOUR = {ZOMBIES: (213, 94, 0), "aliens": (0, 114, 178)}
GAP = 6


@dataclass
class Panels:
    decision: pygame.Rect
    choices: ChoicePanel     # the decision's buttons
    tiles: pygame.Rect
    tile_rects: list[pygame.Rect]
    piles: pygame.Rect   # the victory table, the dead pile's count against it
    text_size: int       # the setting the sizes are steps of
    size: int            # text size in the panels: the scale's "small"
    hint: list[str]      # the decision's hint, wrapped at the scale's "fine"

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
    size = max(12, draw.sized("small", text_size))
    lh = draw.line_height(size)
    w = side.w
    inner_w = w - 18  # as draw_decision writes the hint
    # the decision panel: title, hint, then buttons (counters two or three a row)
    fine = draw.sized("fine", text_size)   # the hint: on two lines, so the buttons stay put as it changes
    hint = draw.wrap(d.hint, fine, inner_w)[:3]
    top = side.y + 6 + draw.line_height(draw.sized("note", text_size)) + len(hint) * draw.line_height(fine) + 6
    tile_w = max(18, min(40, (inner_w - 7 * 4) // 8))
    tile_h = round(tile_w * 1.4)
    tiles_h = 12 + lh + tile_h + 10
    lowest = side.bottom - tiles_h - (12 + lh + lh + 10) - 2 * GAP   # the victory table: its title and a level
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
    # the victory table (the full table if it fits, else the level reached only)
    piles_h = min(12 + lh + len(VICTORY_LEVELS) * lh + 8, side.bottom - tiles.bottom - GAP)
    piles = pygame.Rect(side.x, tiles.bottom + GAP, w, max(12 + lh + lh + 10, piles_h))
    return Panels(decision, choices, tiles, tile_rects, piles, text_size, size, hint)


def draw_decision(surface, p: Panels, d: Offer, ui, seat_colour, whose: str) -> None:
    pal, size = ui.pal, p.size
    r = p.decision
    pygame.draw.rect(surface, pal["panel"], r, border_radius=8)
    dialog = d.marks["dialog"] and ui.human_turn
    pygame.draw.rect(surface, pal["accent"] if dialog else pal["panel_edge"], r, 3 if dialog else 1, border_radius=8)
    pygame.draw.rect(surface, seat_colour, (r.x + 1, r.y + 8, 5, r.h - 16), border_radius=2)
    x, y, w = r.x + 10, r.y + 6, r.w - 18
    title = d.title if ui.human_turn else f"{whose}: {d.title}"
    head = draw.sized("note", p.text_size)
    if draw.font(head, True).size(title)[0] > w:   # too long: the banner says whose move it is (issue 35.10)
        title = d.title
    draw.text(surface, draw.fit(title, head, w, bold=True), (x, y), head, pal["accent"], bold=True)
    y += draw.line_height(head)
    hint = draw.sized("fine", p.text_size)
    for line in p.hint:
        draw.text(surface, line, (x, y), hint, pal["text"] if ui.human_turn else pal["dim"])
        y += draw.line_height(hint)
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
    for i, mark in enumerate(t.icons):
        cx = rr.centerx + round((i - (n - 1) / 2) * (2 * rad + 2))
        cy = rr.bottom - rad - 4
        icon_disc(surface, (cx, cy), rad, mark)


def icon_disc(surface, centre, rad: int, icon: str) -> None:
    """A Zombie icon is a red disc, an Alien icon a blue diamond: shape and colour both say whose."""
    side = ICON_SIDE[icon]
    if side == ZOMBIES:
        pygame.draw.circle(surface, SIDE_COLOUR[side], centre, rad)
    else:
        x, y = centre
        pygame.draw.polygon(surface, SIDE_COLOUR[side], [(x, y - rad - 1), (x + rad + 1, y), (x, y + rad + 1), (x - rad - 1, y)])
    draw.text(surface, ICON_LOOK[icon], centre, max(7, round(rad * 1.3)), (255, 255, 255), bold=True, anchor="center")


def draw_victory(surface, p: Panels, s, pal) -> None:
    """The victory table (AvZ 8.0), the level the dead pile has reached lit."""
    size, dead = p.size, len(s.dead_pile)
    titles = (f"Dead pile {dead} · victory (AvZ 8.0)", f"Dead pile {dead} · victory", f"Victory · {dead} dead")
    draw.panel(surface, p.piles, pal, draw.wording(titles, size, p.piles.w - 16, size, bold=True)[0], size)  # whole
    lit = level_index(dead)
    for i, r in victory_rows(p, dead):
        span, label = levels_range()[i]
        if i == lit:
            pygame.draw.rect(surface, pal["highlight"], r, border_radius=4)
        colour = pal["pip"] if i == lit else pal["dim"]
        column = draw.font(size, True).size("00-00 ")[0]
        room = r.w - column - 6
        bold, fits = i == lit, size
        while fits > 9 and draw.font(fits, bold).size(label)[0] > room:  # the level's own words, whole
            bold, fits = False, fits - (0 if bold else 1)
        draw.text(surface, span, (r.x + 4 + column - 8, r.y), size, colour, bold=i == lit, anchor="topright")
        draw.text(surface, draw.fit(label, fits, room, bold=bold), (r.x + 4 + column, r.centery), fits, colour,
                  bold=bold, anchor="midleft")


def victory_rows(p: Panels, dead: int) -> list[tuple[int, pygame.Rect]]:
    """Where the victory table's levels (AvZ 8.0) are drawn: rows in its panel, all five or the level
    reached if no more fit."""
    inner = p.piles.inflate(-16, -12)
    lh = draw.line_height(p.size)
    levels = len(VICTORY_LEVELS)
    y = inner.y + lh + 2
    rows = list(range(levels))
    if y + levels * lh > inner.bottom + 4:
        rows = [level_index(dead)]
    return [(i, pygame.Rect(inner.x - 2, y + k * lh, inner.w + 4, lh)) for k, i in enumerate(rows)]
