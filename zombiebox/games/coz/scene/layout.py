"""Where things are: the board from maps/coz_board.tmx fitted into the left of the board
area, the fight panel at the top of the column on the right (ui/column.py); and the board's static layer (row bands and names,
the Barricade's planks, the Safe Zone, the Approach Track with its refresh points and
landing strip) drawn once per size and palette."""
from __future__ import annotations

from functools import cached_property

import pygame

from zombiebox.core.paths import map_path
from zombiebox.core.tiled import Board, load_board
from zombiebox.ui import draw
from zombiebox.ui.column import split
from zombiebox.ui.fit import Fit
from zombiebox.ui.widgets.track import draw_steps

from ..layout import MAP_FILE, layout

ROW_NAMES = {"city": "City", "road": "Road", "fields": "Fields", "backyard": "Backyard", "barricade": "Barricade",
             "landing": "Landing Strip"}
ROW_COLOURS = {"city": (84, 86, 98), "road": (66, 66, 70), "fields": (104, 110, 62), "backyard": (62, 106, 70),
               "barricade": (112, 84, 56)}
PILE_NAMES = {"deck": "Zombie Deck", "graveyard": "Graveyard", "survivor_deck": "Survivor Deck",
              "evacuated": "Evacuated"}
ROW_HALVES = {"backyard": ("Back-", "yard"), "barricade": ("Barri-", "cade")}  # a narrow space: two lines
LEAST = 12   # the smallest text size the board uses: still legible


def fitted(variants: tuple[str, ...], size: int, width: int, least: int = LEAST, bold: bool = False
           ) -> tuple[str, int]:
    """The first wording that fits `width` at the largest size from `size` down to `least`
    (the longer wording in smaller type before a shorter one); the last, cut, if none does."""
    for s in variants:
        for n in range(size, least - 1, -1):
            if draw.font(n, bold).size(s)[0] <= width:
                return s, n
    return draw.fit(variants[-1], least, width, bold), least


def wrapped(variants: tuple[str, ...], size: int, box: pygame.Rect, least: int = LEAST) -> tuple[list[str], int]:
    """The first wording whose lines fit inside `box` at the largest size from `size` down to `least`;
    the last on one line, cut, if none does."""
    for s in variants:
        for n in range(size, least - 1, -1):
            lines = draw.wrap(s, n, box.w)
            if len(lines) * draw.line_height(n) <= box.h and all(draw.font(n).size(line)[0] <= box.w for line in lines):
                return lines, n
    return [draw.fit(variants[-1], least, box.w)], least


def load() -> Board:
    return load_board(map_path(MAP_FILE))


class Screen:
    """The board area split into the map and the fight panel, for one window size."""

    def __init__(self, board: Board, rect: pygame.Rect):
        self.board, self.rect = board, pygame.Rect(rect)
        width = max(s.x + s.w for s in board.spaces.values()) + 8   # the drawn part of the map
        height = max(s.y + s.h for s in board.spaces.values()) + 8
        self.size = (width, height)
        parts = split(self.rect)
        self.map, self.panel = parts["board"], parts["side"]
        self.fit = Fit(width, height, self.map, margin=4)

    def space(self, name: str) -> pygame.Rect:
        s = self.board.spaces[name]
        return self.fit.rect(s.x, s.y, s.w, s.h)

    @cached_property
    def slots(self) -> list[pygame.Rect]:
        """Card slots on screen in the rules' numbering (row * 6 + col - 1)."""
        return [self.space(name) for name in layout().slot_names]

    @cached_property
    def track(self) -> dict[int, pygame.Rect]:
        """Approach Track step -> its circle's box (15 at the top, 0 the landing strip)."""
        return {s.props["step"]: self.space(s.name) for s in self.board.spaces.values() if s.kind == "track"}

    def slot_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, r in enumerate(self.slots) if r.collidepoint(pos)), None)


def draw_static(surface: pygame.Surface, screen: Screen, pal: dict, size: int) -> None:
    """Everything on the board that does not move: drawn once into a cached layer."""
    fit, rows = screen.fit, layout().rows
    for n, row in enumerate(rows):
        boxes = screen.slots[n * 6:(n + 1) * 6]
        band = boxes[0].unionall(boxes[1:]).inflate(fit.length(12), fit.length(8))
        pygame.draw.rect(surface, ROW_COLOURS[row], band, border_radius=fit.length(10))
        if row == "barricade":  # planks, so the last row reads as a wall
            for y in range(band.y + 4, band.bottom - 2, max(6, fit.length(22))):
                pygame.draw.line(surface, (140, 106, 70), (band.x + 4, y), (band.right - 4, y), max(1, fit.length(3)))
    small = max(LEAST, size - 5)
    for i, r in enumerate(screen.slots):
        row, col = rows[i // 6], i % 6 + 1
        pygame.draw.rect(surface, _darker(ROW_COLOURS[row]), r, border_radius=fit.length(8))
        pygame.draw.rect(surface, (200, 200, 190), r, 1, border_radius=fit.length(8))
        lines, n = _space_name(row, small, r.w - 4)
        y = r.centery - (len(lines) + 1) * draw.line_height(n) // 2
        for line, ink in [(line, (190, 190, 180)) for line in lines] + [(str(col), (160, 160, 150))]:
            draw.text(surface, line, (r.centerx, y), n, ink, anchor="midtop")
            y += draw.line_height(n)
        if i in layout().hands:
            _hand(surface, pygame.Rect(r.x + 3, r.bottom - r.w // 3 - 3, r.w // 3, r.w // 3))
    for name in ("safe_zone", "heroes", "items"):
        r = screen.space(name)
        pygame.draw.rect(surface, pal["panel"], r, border_radius=fit.length(10))
        pygame.draw.rect(surface, pal["panel_edge"], r, 1, border_radius=fit.length(10))
    for name, label in PILE_NAMES.items():
        r = screen.space(name)
        pygame.draw.rect(surface, pal["panel"], r, border_radius=fit.length(8))
        pygame.draw.rect(surface, pal["panel_edge"], r, 1, border_radius=fit.length(8))
    _track(surface, screen, pal, small)


def _track(surface: pygame.Surface, screen: Screen, pal: dict, size: int) -> None:
    """The Approach Track: steps 15..0 on a dashed line, coloured by the row the plane flies
    over, refresh points marked 'R' (CoZ STEP 4), the landing strip at 0."""
    plan = layout()

    def step_mark(surface: pygame.Surface, step: int, r: pygame.Rect) -> None:
        over = plan.over[step]
        if over == "landing":
            strip = r.inflate(r.w // 2, 0)
            pygame.draw.rect(surface, (60, 60, 64), strip, border_radius=4)
            for x in range(strip.x + 3, strip.right - 3, max(4, strip.w // 5)):
                pygame.draw.line(surface, (240, 240, 240), (x, strip.centery), (x + strip.w // 10, strip.centery), 2)
            return
        colour = ROW_COLOURS.get(over, pal["panel"])
        pygame.draw.circle(surface, colour, r.center, r.w // 2)
        refresh = step in plan.refresh
        pygame.draw.circle(surface, pal["accent"] if refresh else pal["panel_edge"], r.center, r.w // 2,
                           3 if refresh else 1)
        draw.text(surface, str(step), r.center, size, pal["text"], bold=True, anchor="center")
        if refresh:
            draw.text(surface, "R", (r.right + 2, r.centery), size, pal["accent"], bold=True, anchor="midleft")

    draw_steps(surface, screen.track, step_mark, pal["dim"], max(1, screen.fit.length(4)), descending=True)


def _space_name(row: str, size: int, width: int) -> tuple[tuple[str, ...], int]:
    """A row's name on each of its spaces: whole where it fits, else in two halves (a small window)."""
    name, n = fitted((ROW_NAMES[row],), size, width)
    if not name.endswith("…"):
        return (name,), n
    halves = ROW_HALVES.get(row, (ROW_NAMES[row],))
    n = next((k for k in range(size, LEAST - 1, -1) if all(draw.font(k).size(h)[0] <= width for h in halves)), LEAST)
    return halves, n


def _hand(surface: pygame.Surface, box: pygame.Rect) -> None:
    """The small hand icon of Surprise Attack spaces (CoZ Events)."""
    colour = (230, 200, 160)
    palm = pygame.Rect(box.x + box.w // 5, box.y + box.h * 2 // 5, box.w * 3 // 5, box.h * 3 // 5)
    pygame.draw.rect(surface, colour, palm, border_radius=max(1, box.w // 6))
    finger = max(1, palm.w // 4)
    for i in range(4):
        pygame.draw.rect(surface, colour, (palm.x + i * finger, box.y + (box.h // 10 if i in (1, 2) else box.h // 5),
                                           max(1, finger - 1), box.h // 2))


def _darker(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    return tuple(max(0, c - 22) for c in colour)
