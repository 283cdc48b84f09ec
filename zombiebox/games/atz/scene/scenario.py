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
        draw.text(surface, str(i + 1), (back - round(6 * cam.zoom), y), max(8, size - 4), (255, 255, 255),
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
