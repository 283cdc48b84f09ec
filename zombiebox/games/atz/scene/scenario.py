"""What a scenario adds to the board (ATZ 12.0), drawn over the painted table under the figures: The
Barricade's redoubt (the wall of tires and trash on the hedge, the boarded-up building) and where the
zombies come in from the east; The Cure's boarded-up clinic and the zombies held round it; Race to the
Helicopter's helipad and the zombies following the band onto the board."""
from __future__ import annotations

import pygame

from zombiebox.ui import draw
from zombiebox.ui.camera import Camera

from ..boards import Table
from .board import hex_outline, seen
from .figures import marker_image
from .hexes import centre

TIRE, PLANK, ARRIVAL = (30, 30, 30), (196, 160, 96), (200, 40, 40)
EXIT = (250, 250, 240)   # an exit sign's white: not a lit hex's green, a threat's red nor a hint's gold


def draw_scenario(surface, cam: Camera, table: Table, marks) -> None:
    """What the rules' `scenario_marks` say the scenario adds to the table (None: a skirmish)."""
    if marks is None:
        return
    for hex_ in marks.walls:
        _tires(surface, cam, table, hex_)
    if marks.boarded:
        _boarded(surface, cam, table, marks.boarded)
    for hex_ in marks.held:
        _tag(surface, cam, table, hex_, "HELD")
    if marks.helipad:
        _helipad(surface, cam, table, marks.helipad)
    if marks.arrivals:
        _arrivals(surface, cam, table, marks.arrivals, marks.arrivals_words)


def _tires(surface, cam: Camera, table: Table, hex_: str) -> None:
    """The wall of tires and trash on a hedge hex: three dark rings."""
    x, y = cam.to_screen(*centre(table, hex_))
    if not seen(cam, (x, y), 40):
        return
    r = max(2, round(6 * cam.zoom))
    for dx, dy in ((-10, -6), (9, -8), (0, 9)):
        pygame.draw.circle(surface, TIRE, (x + round(dx * cam.zoom), y + round(dy * cam.zoom)), r, max(1, r // 2))


def _boarded(surface, cam: Camera, table: Table, hexes) -> None:
    """A boarded-up building: planks nailed across each of its hexes."""
    width = max(2, round(5 * cam.zoom))
    for hex_ in hexes:
        edge = hex_outline(cam, table, hex_)
        if not seen(cam, edge[0], 60):
            continue
        for a, b in ((edge[0], edge[3]), (edge[1], edge[4])):
            pygame.draw.line(surface, PLANK, a, b, width)


def _arrivals(surface, cam: Camera, table: Table, hexes: tuple[str, ...], words: str) -> None:
    """Arrows pointing in from the east edge onto the hexes the zombies come in by, with their number."""
    size = max(10, round(14 * cam.zoom))
    for i, hex_ in enumerate(hexes):
        x, y = cam.to_screen(*centre(table, hex_))
        if not seen(cam, (x, y), 60):
            continue
        tip, back = x + round(8 * cam.zoom), x + round(26 * cam.zoom)
        half = round(9 * cam.zoom)
        pygame.draw.polygon(surface, ARRIVAL, [(tip, y), (back, y - half), (back, y + half)])
        pygame.draw.polygon(surface, (20, 20, 20), [(tip, y), (back, y - half), (back, y + half)], 1)
        draw.text(surface, str(i + 1), (back - round(6 * cam.zoom), y), max(8, round(10 * cam.zoom)), (255, 255, 255),
                  bold=True, anchor="center")
    x, y = cam.to_screen(*centre(table, hexes[0]))
    img = marker_image(words.upper(), size)
    surface.blit(img, img.get_rect(midright=(x + round(4 * cam.zoom), y)))  # along the road, left of arrow 1


def _tag(surface, cam: Camera, table: Table, hex_: str, word: str) -> None:
    x, y = cam.to_screen(*centre(table, hex_))
    if seen(cam, (x, y), 60):
        img = marker_image(word, max(10, round(12 * cam.zoom)))
        surface.blit(img, img.get_rect(midbottom=(x, y + round(28 * cam.zoom))))


def _helipad(surface, cam: Camera, table: Table, hex_: str) -> None:
    """The helipad building's circled H: a ring round its centre hex, wide enough to show round the
    zombies standing there, and the H at its top."""
    x, y = cam.to_screen(*centre(table, hex_))
    r = max(10, round(27 * cam.zoom))
    pygame.draw.circle(surface, (240, 240, 240), (x, y), r, max(2, round(3 * cam.zoom)))
    draw.text(surface, "H", (x, y - round(17 * cam.zoom)), max(10, round(16 * cam.zoom)), (240, 240, 240), bold=True,
              anchor="center")


ARROW = {"west": (-1, 0), "east": (1, 0), "north": (0, -1), "south": (0, 1)}


def exit_sides(table: Table, hexes: tuple[str, ...]) -> dict[str, str]:
    """The side of the table each exit hex leads off by: of the sides it lies along, the one most exit hexes
    lie along (a corner of Race to the Helicopter's west edge leads west, not north); '' for one inside the
    table (the helipad building)."""
    width, height = table.grid.pixel_size()
    reach = table.grid.tile_w * 1.6
    along = {}
    for hex_ in hexes:
        x, y = centre(table, hex_)
        along[hex_] = [side for side, far in (("west", x), ("east", width - x), ("north", y), ("south", height - y))
                       if far <= reach]
    runs = {side: sum(side in sides for sides in along.values()) for side in ARROW}
    return {hex_: max(sides, key=runs.get) if sides else "" for hex_, sides in along.items()}


def draw_exits(surface, cam: Camera, table: Table, hexes: tuple[str, ...]) -> None:
    """The hexes the band may leave the board from (the rules' `exits`, ATZ 12.0): each washed white with a
    chevron pointing off the table, and EXIT once along each side's run."""
    if not hexes:
        return
    wash = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for hex_ in hexes:
        pygame.draw.polygon(wash, (*EXIT, 90), hex_outline(cam, table, hex_))
    surface.blit(wash, (0, 0))
    sides = exit_sides(table, hexes)
    runs: dict[str, list[tuple[int, int]]] = {}
    for hex_, side in sides.items():
        x, y = cam.to_screen(*centre(table, hex_))
        if not side or not seen(cam, (x, y), 40):
            continue
        runs.setdefault(side, []).append((x, y))
        (dx, dy), r = ARROW[side], max(4, round(9 * cam.zoom))   # from the centre toward the edge, short of
        wing = [(x - dy * r, y - dx * r), (x + dx * r, y + dy * r), (x + dy * r, y + dx * r)]  # its coordinates
        pygame.draw.lines(surface, (20, 20, 20), False, wing, max(3, round(5 * cam.zoom)))
        pygame.draw.lines(surface, EXIT, False, wing, max(2, round(3 * cam.zoom)))
    for side, points in runs.items():
        x, y = sorted(points, key=lambda p: p[0] if side in ("north", "south") else p[1])[len(points) // 2]
        img = marker_image("EXIT", max(12, round(16 * cam.zoom)))
        surface.blit(img, img.get_rect(center=(x, y)))
