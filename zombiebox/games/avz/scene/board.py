"""The town board and what lies on it. The art is the map's (maps/avz_town.tmx and its picture
maps/art/avz_town.svg, AvZ 1.0 Game Board): roofs of buildings, green parks with trees, brown dirt
lots, the streets between them, striped crosswalks where the links cross a street, and the outside
edge marked red and white; it is painted once per window size into a layer, the locations' names on
it. On it: the lit locations with their costs, the stacks of counters, the Mutant's footprints and
the preview of where a hovered action leads."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from zombiebox.core.tiled import Board
from zombiebox.ui import board_art, draw
from zombiebox.ui.fit import Fit
from zombiebox.ui.layer import Rescaled
from zombiebox.ui.widgets.counter_stack import badge, draw_stack

from .counters import SHORT, counter_image, kind_key, side_for
from .layout import Layout, slots
from .piles import draw_piles

TERRAIN_NAME = {"building": "Building", "park": "Park", "dirt_lot": "Dirt lot"}
NAME_INK, NAME_PAPER = (30, 30, 30), (236, 232, 220)


class BoardArt:
    """The board background for one map, painted per on-screen size (scaled while the window's size moves)."""

    def __init__(self, board: Board):
        self.board = board
        self.layer = Rescaled()

    def surface(self, fit: Fit, look, now: float) -> pygame.Surface:
        b = self.board
        size = (max(1, round(b.width * fit.scale)), max(1, round(b.height * fit.scale)))
        return self.layer.get(size, look, None, now, lambda img: self._paint(img, fit.scale))

    def _paint(self, img: pygame.Surface, scale: float) -> None:
        """The map's art (maps/art/avz_town.svg), then each location's name small in its corner."""
        board_art.paint(img, self.board.art, 0, 0, scale)
        for space in (s for s in self.board.spaces.values() if s.kind == "location"):
            r = pygame.Rect(round(space.x * scale), round(space.y * scale), round(space.w * scale),
                            round(space.h * scale))
            label = draw.text_surface(space.name, max(12, r.w // 8), NAME_INK, True)   # legible at 960x600
            back = label.get_rect(topleft=(r.x + 3, r.y + 3)).inflate(4, 0)
            pygame.draw.rect(img, NAME_PAPER, back, border_radius=3)
            img.blit(label, label.get_rect(center=back.center))


# --- on the board ------------------------------------------------------------------------------
def cost_label(surface, r: pygame.Rect, label: str, size: int, colour, pal) -> None:
    """A lit location's cost ("2 MP"), top right beside its name: the counters stay in view."""
    text = draw.text_surface(label, size, pal["pip"], True)
    box = text.get_rect(topright=(r.right - 4, r.y + 2)).inflate(6, 2)
    pygame.draw.rect(surface, colour, box, border_radius=4)
    surface.blit(text, text.get_rect(center=box.center))


def draw_lit(surface, lay: Layout, d, ui) -> None:
    """The decision's lit locations (pulsing on the player's turn), the chosen one, and H's places."""
    pal = ui.pal
    colour = pal["good"] if ui.human_turn else pal["dim"]
    width = 2 + round(2 * ui.pulse(5)) if ui.human_turn and d.lit else 2
    for loc in d.lit:
        pygame.draw.rect(surface, colour, lay.locs[loc].inflate(2, 2), width, border_radius=4)
    if d.marks["at"] is not None:
        pygame.draw.rect(surface, pal["accent"], lay.locs[d.marks["at"]].inflate(6, 6), 3, border_radius=5)
    for a in ui.lit:  # H: the legal actions' places; the hint's pick thicker, a dot at its corner
        loc = lit_place(a)
        if loc in lay.locs:
            r = lay.locs[loc].inflate(8, 8)
            picked = ui.hint is not None and a == ui.hint.action
            pygame.draw.rect(surface, pal["highlight"], r, 5 if picked else 2, border_radius=6)
            if picked:
                pygame.draw.circle(surface, pal["highlight"], r.topright, max(5, r.w // 10))


def lit_place(a) -> str | None:
    """The location an action is lit at on the map (where it goes, or where it acts), if any."""
    return a.get("to") or a.get("at")


def draw_stomps(surface, lay: Layout, s) -> None:
    """Footprints where the Mutant has stomped on its rampage (AvZ 4.0: each location once)."""
    if s.rampage is None:
        return
    for loc in s.rampage.visited[1:]:
        r = lay.locs[loc]
        foot = pygame.Rect(0, 0, max(4, r.w // 9), max(6, r.h // 7))
        for dx, dy in ((0.72, 0.1), (0.86, 0.16)):  # the corner the counters leave free
            foot.center = (r.x + round(r.w * dx), r.y + round(r.h * dy))
            pygame.draw.ellipse(surface, (150, 70, 160), foot)


def draw_preview(surface, lay: Layout, preview: dict[str, str], ui) -> None:
    """Where a hovered action leads, each location with its cost (AvZ 5.1, 5.2)."""
    size = draw.sized("small", ui.text_size)
    for loc, label in preview.items():
        r = lay.locs[loc]
        pygame.draw.rect(surface, ui.pal["highlight"], r.inflate(2, 2), 2, border_radius=4)
        cost_label(surface, r, label, size, ui.pal["highlight"], ui.pal)


def draw_drops(surface, lay: Layout, places: dict[str, list[str]], ui) -> None:
    """Where a carried counter may be dropped, each place with what a drop there means, a line
    each ("1 MP" for a Move, "Attack"): two lines where the choice will be offered at the drop."""
    size = draw.sized("small", ui.text_size)
    for loc, words in places.items():
        r = lay.locs[loc]
        pygame.draw.rect(surface, ui.pal["highlight"], r.inflate(2, 2), 3, border_radius=4)
        for i, word in enumerate(words):
            cost_label(surface, r.move(0, i * (draw.line_height(size) + 2)), word, size, ui.pal["highlight"], ui.pal)


def paint_counters(img, lay: Layout, s, d, ui, flying) -> None:
    """The piles on the table beside the town, every stack on the map, and the lit locations' labels
    over them, drawn into the layer at the counters' area's corner."""
    ox, oy = lay.counters_area.topleft
    draw_piles(img, {n: r.move(-ox, -oy) for n, r in lay.places.items()}, s, ui.text_size, lay.counter)
    for stack in stacks(lay, s, d, flying):
        _draw_stack(img, (stack.centre[0] - ox, stack.centre[1] - oy), stack.key, len(stack.units), stack.size, ui)
    colour = ui.pal["good"] if ui.human_turn else ui.pal["dim"]
    size = draw.sized("small", ui.text_size)
    for loc, label in d.tags.items():  # the cost of each lit location ("2 MP", "3 dice")
        if label:
            cost_label(img, lay.locs[loc].move(-ox, -oy), label, size, colour, ui.pal)


@dataclass
class Stack:
    """Counters of one kind and state piled in a location, where they are drawn on the screen."""
    loc: str
    key: tuple
    units: list[str]
    centre: tuple[int, int]
    size: int

    @property
    def rect(self) -> pygame.Rect:
        side = side_for(self.key[0], self.size)
        return pygame.Rect(0, 0, side, side).move(self.centre[0] - side // 2, self.centre[1] - side // 2)


def stacks(lay: Layout, s, d, flying) -> list[Stack]:
    """Every stack on the map, placed in its location's grid."""
    out = []
    for loc, r in lay.locs.items():
        if s.aliens[loc] or s.zombies[loc]:
            piles = groups(s, loc, d, flying)
            centres, size = slots(r, len(piles), lay.counter)
            out += [Stack(loc, key, units, centre, size) for (key, units), centre in zip(piles, centres)]
    return out


def groups(s, loc: str, d, flying) -> list[tuple[tuple, list[str]]]:
    """A location's counters in stacks of the same kind and state (spent, lit, hit once)."""
    damaged = s.losses.damaged if s.losses else None
    out: dict[tuple, list[str]] = {}
    for side in (s.aliens[loc], s.zombies[loc]):
        for u in side:
            if u in flying:
                continue
            key = (kind_key(u), u in s.acted, u in d.marks["units"], u == damaged)
            out.setdefault(key, []).append(u)
    order = {k: i for i, k in enumerate(SHORT)}
    return sorted(out.items(), key=lambda kv: (order[kv[0][0]], kv[0][1], not kv[0][2]))


def _draw_stack(surface, centre, key: tuple, count: int, size: int, ui) -> None:
    kind, spent, lit, damaged = key
    rect = draw_stack(surface, centre, counter_image(kind, size, spent), count)
    if lit:
        pygame.draw.rect(surface, ui.pal["accent"], rect.inflate(4, 4), 2, border_radius=4)
    if damaged:  # one hit taken of the two it takes (AvZ 7.3)
        pygame.draw.line(surface, (230, 40, 30), rect.topleft, rect.bottomright, 3)
    badge(surface, rect, count, side_for(kind, size))
