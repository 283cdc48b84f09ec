"""The joined hex boards painted from their maps' art (ATZ 6.1: clear ground, woods and crops,
buildings, roads and the hedge read at a glance, the hex grid fine and light over them); the centre
dots and, where there is room, the hex ids."""
from __future__ import annotations

import pygame

from zombiebox.ui import board_art, draw

from ..boards import BUILDING, ROAD, Table

TERRAIN_WORDS = {"clear": "clear: 1 MP", "rough": "rough (woods, crops): 2 MP, cover, blocks sight",
                 BUILDING: "building: 2 MP, cover, blocks sight; a Zombie Card on first entry"}
EDGE = (70, 62, 48)
# ATZ 8.2: the light over the table at each time of day (colour, strength 0-255); day has none.
LIGHT = {"day": None, "dawn": ((70, 70, 150), 70), "evening": ((200, 90, 30), 60), "night": ((10, 14, 50), 140)}
IDS_FROM = 0.75  # the zoom from which every hex shows its id


def centre(table: Table, hex_: str) -> tuple[float, float]:
    return table.grid.center(table.cell[hex_])


def paint_table(img: pygame.Surface, table: Table, zoom: float, text_size: int, time: str) -> None:
    """The table at `zoom` onto img (the map's own pixels times zoom): each board's art from its map
    (maps/art/atz_board_N.svg: the terrain, roads, buildings and the hex grid), in the light of the time
    of day, the centre dots and, where there is room, the hex ids."""
    img.fill(EDGE)
    board_art.ground(img, table.art, zoom, img.get_rect())   # between the boards' ragged edges, as round them
    board_art.paint(img, table.art, 0, 0, zoom)
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
