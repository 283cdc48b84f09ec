"""Where things are: the board from maps/coz_board.tmx fitted into the left of the board
area, the fight panel at the top of the column on the right (ui/column.py); and the board's static layer (the
map's printed art, the rows' names and the Approach Track's numbers over it) drawn once per size and palette."""
from __future__ import annotations

from functools import cached_property

import pygame

from zombiebox.core.paths import map_path
from zombiebox.core.tiled import Board, load_board
from zombiebox.ui import board_art, draw
from zombiebox.ui.column import split
from zombiebox.ui.fit import Fit

from ..layout import MAP_FILE, layout

ROW_NAMES = {"city": "City", "road": "Road", "fields": "Fields", "backyard": "Backyard", "barricade": "Barricade",
             "landing": "Landing Strip"}
PILE_NAMES = {"deck": "Zombie Deck", "graveyard": "Graveyard", "survivor_deck": "Survivor Deck",
              "evacuated": "Evacuated"}
ROW_HALVES = {"backyard": ("Back-", "yard"), "barricade": ("Barri-", "cade")}  # a narrow space: two lines
LEAST = 12   # the smallest text size the board uses: still legible


def fitted(variants: tuple[str, ...], size: int, width: int, least: int = LEAST, bold: bool = False
           ) -> tuple[str, int]:
    """The kit's `draw.wording`, no smaller than the board's legible LEAST unless told."""
    return draw.wording(variants, size, width, least, bold)


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
        width, height = board.width, board.height   # the map, as its art is drawn
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
    """Everything on the board that does not move, drawn once into a cached layer: the printed board
    from the map's art (maps/art/coz_board.svg: the rows, the spaces' pictures and hands, the Approach
    Track, the piles' places, the Safe Zone), and over it the words a player reads: each space's row
    and column, each step's number and refresh mark."""
    fit, rows = screen.fit, layout().rows
    board_art.paint(surface, screen.board.art, fit.x, fit.y, fit.scale)
    small = max(LEAST, draw.sized("fine", size))
    for i, r in enumerate(screen.slots):
        row, col = rows[i // 6], i % 6 + 1
        lines, n = _space_name(row, small, r.w - 4)
        y = r.centery - (len(lines) + 1) * draw.line_height(n) // 2
        plate = pygame.Rect(0, 0, max(draw.font(n).size(line)[0] for line in lines) + 8,
                            (len(lines) + 1) * draw.line_height(n) + 2)
        plate.midtop = (r.centerx, y - 1)
        shade = pygame.Surface(plate.size, pygame.SRCALPHA)   # the words stay readable on the picture
        pygame.draw.rect(shade, (20, 20, 22, 170), shade.get_rect(), border_radius=4)
        surface.blit(shade, plate)
        for line, ink in [(line, (230, 228, 218)) for line in lines] + [(str(col), (200, 198, 188))]:
            draw.text(surface, line, (r.centerx, y), n, ink, anchor="midtop")
            y += draw.line_height(n)
    _track(surface, screen, pal, small)


def _track(surface: pygame.Surface, screen: Screen, pal: dict, size: int) -> None:
    """The Approach Track's words over its printed steps: each step's number, 'R' beside a refresh
    point (CoZ STEP 4); the landing strip at 0 has none."""
    plan = layout()
    for step, r in screen.track.items():
        if plan.over[step] == "landing":
            continue
        draw.text(surface, str(step), r.center, size, (245, 245, 240), bold=True, anchor="center")
        if step in plan.refresh:
            draw.text(surface, "R", (r.right + 2, r.centery), size, pal["accent"], bold=True, anchor="midleft")


def _space_name(row: str, size: int, width: int) -> tuple[tuple[str, ...], int]:
    """A row's name on each of its spaces: whole where it fits, else in two halves (a small window)."""
    if draw.font(LEAST).size(ROW_NAMES[row])[0] <= width:
        name, n = fitted((ROW_NAMES[row],), size, width)
        return (name,), n
    halves = ROW_HALVES.get(row, (ROW_NAMES[row],))
    n = next((k for k in range(size, LEAST - 1, -1) if all(draw.font(k).size(h)[0] <= width for h in halves)), LEAST)
    return halves, n
