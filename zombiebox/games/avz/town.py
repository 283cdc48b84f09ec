"""The town board, read from maps/avz_town.tmx: locations, terrain, edges, crosswalks.

Nothing about the board is hard-coded in the rules: adjacency comes from the
crosswalk polylines (AvZ 1.0: streets are crossed only at crosswalks), terrain
and the outside edge from each location's properties, and the diagonal
neighbourhood of the BFAR's missiles (AvZ 4.0) from the locations' col/row.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Annotated, Literal

import msgspec

from zombiebox.core.paths import map_path
from zombiebox.core.tiled import MapError, check_kinds, load_board, space_props

MAP_FILE = "avz_town.tmx"
BUILDING, PARK, DIRT_LOT = "building", "park", "dirt_lot"  # the terrains LocationProps allows


class TownError(MapError):
    """The town map breaks a convention the rules rely on."""


class LocationProps(msgspec.Struct):
    """A location's custom properties in the map (the schema they are checked against)."""
    terrain: Literal["building", "park", "dirt_lot"]
    col: Annotated[int, msgspec.Meta(ge=0)]
    row: Annotated[int, msgspec.Meta(ge=0)]
    edge: bool = False


@dataclass(frozen=True, eq=False)  # one town a map, loaded once: its identity is its key (bots' caches)
class Town:
    names: tuple[str, ...]                    # every location, in reading order
    terrain: dict[str, str]                   # building / park / dirt_lot
    edge: frozenset[str]                      # outside-edge locations (AvZ 3.0 spawns)
    cell: dict[str, tuple[int, int]]          # (col, row)
    neighbours: dict[str, tuple[str, ...]]    # joined by a crosswalk (AvZ 6.0)
    around: dict[str, tuple[str, ...]]        # adjacent including diagonals (AvZ 4.0 BFAR)

    @cached_property
    def spawn_points(self) -> tuple[str, ...]:
        """Outside-edge locations and dirt lots (AvZ 3.0 Event)."""
        return tuple(n for n in self.names if n in self.edge or self.terrain[n] == DIRT_LOT)


@lru_cache(maxsize=None)
def load_town(file_name: str = MAP_FILE) -> Town:
    board = load_board(map_path(file_name))
    check_kinds(board, ("location", "pile"))   # the piles: the table's places beside the town (scene)
    locations = [sp for sp in board.spaces.values() if sp.kind == "location"]
    if not locations:
        raise TownError([f"{board.path}: layer 'spaces' has no object of type 'location'"])
    props = space_props(board, locations, LocationProps)
    cell = {n: (p.col, p.row) for n, p in props.items()}
    names = tuple(sorted(props, key=lambda n: (cell[n][1], cell[n][0])))
    by_cell = {c: n for n, c in cell.items()}
    around = {}
    for n in names:
        c, r = cell[n]
        around[n] = tuple(by_cell[(c + dc, r + dr)] for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                          if (dc or dr) and (c + dc, r + dr) in by_cell)
    return Town(
        names=names,
        terrain={n: props[n].terrain for n in names},
        edge=frozenset(n for n in names if props[n].edge),
        cell=cell,
        neighbours={n: tuple(m for m in names if m in board.adjacent[n]) for n in names},
        around=around,
    )
