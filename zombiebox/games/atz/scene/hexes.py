"""The joined hex boards painted from their maps (ATZ 6.1): each hex by what its centre dot is on, so
clear ground, woods and crops, buildings, roads and the hedge read at a glance; the centre dots, the
board seams and, where there is room, the hex ids."""
from __future__ import annotations

import pygame

from zombiebox.ui import draw

from ..boards import BUILDING, HEDGE, HELIPAD, ROAD, Table

# The terrain's colours: far apart in lightness as well as hue, so they read in either palette.
GROUND = {
    "clear": (196, 180, 140),     # desert ground
    ROAD: (120, 118, 112),        # asphalt
    "woods": (52, 104, 56),
    "crops": (150, 160, 62),
    HEDGE: (88, 140, 70),         # the green hedge (12.0 The Barricade): clear ground
    HELIPAD: (150, 150, 160),
    BUILDING: (150, 86, 64),      # roofs
}
TERRAIN_WORDS = {"clear": "clear: 1 MP", "rough": "rough (woods, crops): 2 MP, cover, blocks sight",
                 BUILDING: "building: 2 MP, cover, blocks sight; a Zombie Card on first entry"}
EDGE = (70, 62, 48)
# ATZ 8.2: the light over the table at each time of day (colour, strength 0-255); day has none.
LIGHT = {"day": None, "dawn": ((70, 70, 150), 70), "evening": ((200, 90, 30), 60), "night": ((10, 14, 50), 140)}
IDS_FROM = 0.75  # the zoom from which every hex shows its id


def ground(table: Table, hex_: str) -> tuple[int, int, int]:
    if table.terrain[hex_] == BUILDING:
        return GROUND[BUILDING]
    return GROUND.get(table.feature[hex_], GROUND["clear"])


def outline(table: Table, hex_: str, zoom: float) -> list[tuple[float, float]]:
    return [(x * zoom, y * zoom) for x, y in table.grid.outline(table.cell[hex_])]


def centre(table: Table, hex_: str) -> tuple[float, float]:
    return table.grid.center(table.cell[hex_])


def paint_table(img: pygame.Surface, table: Table, zoom: float, text_size: int, time: str) -> None:
    """Every hex of the table at `zoom` onto img (the map's own pixels times zoom), in the light of the
    time of day."""
    img.fill(EDGE)
    for hex_ in table.cell:
        pygame.draw.polygon(img, ground(table, hex_), outline(table, hex_, zoom))
    for hex_ in table.cell:  # the grid over the colours; a building's hexes joined under one roof
        pygame.draw.polygon(img, (96, 88, 70), outline(table, hex_, zoom), 1)
    for hexes in table.buildings.values():
        for hex_ in hexes:
            for other in table.neighbours[hex_]:
                if other not in hexes:
                    _side(img, table, hex_, other, zoom, (40, 24, 18), max(2, round(3 * zoom)))
    light = LIGHT[time]
    if light is not None:
        veil = pygame.Surface(img.get_size())
        veil.fill(light[0])
        veil.set_alpha(light[1])
        img.blit(veil, (0, 0))
    dot = max(1, round(2 * zoom))
    size = max(9, round(text_size * 0.55 * zoom / 0.9)) if zoom >= IDS_FROM else 0
    for hex_ in table.cell:
        x, y = centre(table, hex_)
        pygame.draw.circle(img, (20, 20, 20), (round(x * zoom), round(y * zoom)), dot)
        if size and hex_ not in table.half:
            dark = light is not None or table.terrain[hex_] != "clear" or table.feature[hex_] == ROAD
            colour = (235, 225, 205) if dark else (92, 80, 60)
            draw.text(img, hex_, (round(x * zoom), round((y - 20) * zoom)), size, colour, anchor="center")


def _side(img, table: Table, a: str, b: str, zoom: float, colour, width: int) -> None:
    """The hex side a and b share, drawn (a building's walls)."""
    ca, cb = outline(table, a, zoom), outline(table, b, zoom)
    shared = [p for p in ca if any(abs(p[0] - q[0]) < 1.5 and abs(p[1] - q[1]) < 1.5 for q in cb)]
    if len(shared) == 2:
        pygame.draw.line(img, colour, shared[0], shared[1], width)
