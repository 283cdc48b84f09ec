"""The joined hex boards painted from their maps' art (ATZ 6.1: clear ground, woods and crops,
buildings, roads and the hedge read at a glance, the hex grid fine and light over them); the centre
dots and, where there is room, the hex ids."""
from __future__ import annotations

import math

import pygame

from zombiebox.ui import board_art, draw

from ..boards import BUILDING, ROAD, Table, parse_hex

TERRAIN_WORDS = {"clear": "clear: 1 MP", "rough": "rough (woods, crops): 2 MP, cover, blocks sight",
                 BUILDING: "building: 2 MP, cover, blocks sight; a Zombie Card on first entry"}
EDGE = (70, 62, 48)
# ATZ 8.2: the light over the table at each time of day (colour, strength 0-255); day has none.
LIGHT = {"day": None, "dawn": ((70, 70, 150), 70), "evening": ((200, 90, 30), 60), "night": ((8, 16, 64), 150)}
IDS_FROM = 0.75  # the zoom from which every hex shows its id; below it, only the coordinates at the edge
EDGE_INK, EDGE_SHADOW = (244, 236, 214), (18, 18, 18)


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
    if not size:
        paint_edge(img, table, zoom)
    for hex_ in table.cell:
        x, y = centre(table, hex_)
        pygame.draw.circle(img, (20, 20, 20), (round(x * zoom), round(y * zoom)), dot)
        if size and hex_ not in table.half:
            dark = light is not None or table.terrain[hex_] != "clear" or table.feature[hex_] == ROAD
            colour = (235, 225, 205) if dark else (92, 80, 60)
            draw.text(img, hex_, (round(x * zoom), round((y - 20) * zoom)), size, colour, anchor="center")


def edge_labels(table: Table) -> list[tuple[str, str, tuple[int, int]]]:
    """Each board's coordinates where a printed board has them, small at its edge (its hex ids: board, row
    letter, number, ATZ 12.0): each row's letter in its westernmost hex, each number in the hex of row A,
    the board's whole id in its north-west corner. (text, hex, map point.)"""
    west: dict[tuple[int, str], tuple[int, str]] = {}
    out = []
    for hex_ in table.cell:
        board, row, number = parse_hex(hex_)
        west[board, row] = min(west.get((board, row), (number, hex_)), (number, hex_))
    corners = {hex_ for (_, row), (_, hex_) in west.items() if row == "A"}
    for (_, row), (_, hex_) in sorted(west.items()):
        if hex_ not in corners:
            x, y = centre(table, hex_)
            out.append((row, hex_, (round(x - table.grid.tile_w * 0.34), round(y))))
    for hex_ in table.cell:
        board, row, number = parse_hex(hex_)
        if row == "A":
            x, y = centre(table, hex_)
            out.append((hex_ if hex_ in corners else str(number), hex_, (round(x), round(y - table.grid.tile_h * 0.3))))
    return out


def edge_size(zoom: float) -> int:
    """The coordinates' letters: small, as printed, never under the smallest a font draws legibly."""
    return max(9, round(13 * zoom))


def shown_edge(table: Table, zoom: float) -> list[tuple[str, tuple[int, int]]]:
    """The coordinates drawn at `zoom` and where (in the zoomed picture): every one where the hexes have
    room, else every second or third, so that none touches the next; a board's corner keeps its whole id."""
    wide, tall = draw.font(edge_size(zoom), True).size("16")
    across = max(1, math.ceil((wide + 3) / (table.grid.tile_w * zoom)))     # numbers along a row
    down = max(1, math.ceil((tall + 1) / (table.grid.row_height * zoom)))  # letters down a column
    out = []
    for text, hex_, (x, y) in edge_labels(table):
        _, row, number = parse_hex(hex_)
        skipped = (number - 1) % across if text.isdigit() else (ord(row) - ord("A")) % down
        if text == hex_ or not skipped:
            out.append((text, (round(x * zoom), round(y * zoom))))
    return out


def paint_edge(img: pygame.Surface, table: Table, zoom: float) -> None:
    """The coordinates at the edge (shown_edge), light on a dark shadow to read on any terrain."""
    size = edge_size(zoom)
    for text, (x, y) in shown_edge(table, zoom):
        draw.text(img, text, (x + 1, y + 1), size, EDGE_SHADOW, bold=True, anchor="center")
        draw.text(img, text, (x, y), size, EDGE_INK, bold=True, anchor="center")
