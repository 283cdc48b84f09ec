"""The town board, read from maps/avz_town.tmx: locations, terrain, edges, crosswalks.

Nothing about the board is hard-coded in the rules: adjacency comes from the
crosswalk polylines (AvZ 1.0: streets are crossed only at crosswalks), terrain
and the outside edge from each location's properties, and the diagonal
neighbourhood of the BFAR's missiles (AvZ 4.0) from the locations' col/row.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import lru_cache

from zombiebox.core.paths import map_path

MAP_FILE = "avz_town.tmx"
BUILDING, PARK, DIRT_LOT = "building", "park", "dirt_lot"
TERRAINS = (BUILDING, PARK, DIRT_LOT)


class TownError(ValueError):
    """The town map breaks a convention the rules rely on."""


@dataclass(frozen=True)
class Town:
    names: tuple[str, ...]                    # every location, in reading order
    terrain: dict[str, str]                   # building / park / dirt_lot
    edge: frozenset[str]                      # outside-edge locations (AvZ 3.0 spawns)
    cell: dict[str, tuple[int, int]]          # (col, row)
    neighbours: dict[str, tuple[str, ...]]    # joined by a crosswalk (AvZ 6.0)
    around: dict[str, tuple[str, ...]]        # adjacent including diagonals (AvZ 4.0 BFAR)
    rects: dict[str, tuple[float, float, float, float]]  # x, y, w, h in map pixels

    @property
    def spawn_points(self) -> tuple[str, ...]:
        """Outside-edge locations and dirt lots (AvZ 3.0 Event)."""
        return tuple(n for n in self.names if n in self.edge or self.terrain[n] == DIRT_LOT)


def _props(obj: ET.Element) -> dict[str, object]:
    out: dict[str, object] = {}
    for p in obj.iter("property"):
        kind, value = p.get("type", "string"), p.get("value", "")
        out[p.get("name")] = int(value) if kind == "int" else (value == "true") if kind == "bool" else value
    return out


def _inside(rects: dict, px: float, py: float) -> str | None:
    for name, (x, y, w, h) in rects.items():
        if x <= px <= x + w and y <= py <= y + h:
            return name
    return None


@lru_cache(maxsize=None)
def load_town(file_name: str = MAP_FILE) -> Town:
    root = ET.parse(map_path(file_name)).getroot()
    layers = {g.get("name"): g for g in root.iter("objectgroup")}
    if "spaces" not in layers or "links" not in layers:
        raise TownError(f"{file_name} needs object layers 'spaces' and 'links'")
    rects, terrain, cell, edge = {}, {}, {}, set()
    for obj in layers["spaces"].iter("object"):
        name, props = obj.get("name"), _props(obj)
        if obj.get("type", obj.get("class")) != "location":
            continue
        if name in rects:
            raise TownError(f"{file_name}: two locations are named {name}")
        if props.get("terrain") not in TERRAINS:
            raise TownError(f"{file_name}: {name} has terrain {props.get('terrain')!r}, not one of {TERRAINS}")
        rects[name] = tuple(float(obj.get(k, 0)) for k in ("x", "y", "width", "height"))
        terrain[name] = props["terrain"]
        cell[name] = (int(props["col"]), int(props["row"]))
        if props.get("edge"):
            edge.add(name)
    links: dict[str, set[str]] = {n: set() for n in rects}
    for obj in layers["links"].iter("object"):
        line = obj.find("polyline")
        if line is None:
            continue
        ox, oy = float(obj.get("x")), float(obj.get("y"))
        points = [tuple(map(float, p.split(","))) for p in line.get("points").split()]
        ends = [_inside(rects, ox + px, oy + py) for px, py in (points[0], points[-1])]
        if None in ends or ends[0] == ends[1]:
            raise TownError(f"{file_name}: crosswalk {obj.get('name')} does not join two locations")
        a, b = ends
        links[a].add(b)
        links[b].add(a)
    names = tuple(sorted(rects, key=lambda n: (cell[n][1], cell[n][0])))
    by_cell = {c: n for n, c in cell.items()}
    around = {}
    for n in names:
        c, r = cell[n]
        around[n] = tuple(by_cell[(c + dc, r + dr)] for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                          if (dc or dr) and (c + dc, r + dr) in by_cell)
    neighbours = {n: tuple(sorted(links[n], key=names.index)) for n in names}
    return Town(names, terrain, frozenset(edge), cell, neighbours, around, rects)
