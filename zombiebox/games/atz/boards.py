"""The four boards (maps/atz_board_1.tmx .. _4.tmx) and the table they are laid on (ATZ 6.1, 8.2, 12.0).

A hex is named as the scenarios name it (ATZ 12.0): board, row letter, hex number, `4C15`. The letter
names a row of hexes running west to east, A in the north; the number counts hexes from the west edge
(the scenarios' "G column road" is the road along row G: docs/rulings.md). Each hex's terrain is what its
centre dot is on (6.1, 8.2.1): clear (roads and the hedge are clear ground), rough (woods, crops) or
building; a building hex names the building's centre hex, which names the whole building (12.0). Rows B,
D, F, H, J and L end in half-hexes at the west and east edges, used only for entering the board; where
two boards meet end to end, their half-hexes make whole hexes, named by the western board's half.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Annotated, Literal

import msgspec

from zombiebox.core.geometry import Cell
from zombiebox.core.hexgrid import HexGrid
from zombiebox.core.hexjoin import join_boards
from zombiebox.core.paths import map_path
from zombiebox.core.tiled import Art, MapError, check_kinds, load_board, space_props

BOARDS = (1, 2, 3, 4)
ROWS = "ABCDEFGHIJKL"
CLEAR, ROUGH, BUILDING = "clear", "rough", "building"
ROAD, HEDGE, HELIPAD = "road", "hedge", "helipad"
HEX_ID = re.compile(r"([1-4])([A-L])(\d{1,2})")
SIDES = ("north", "east", "south", "west")
SIGHT_LINES_KEPT = 100_000  # a table remembers this many sight lines at most (a few MB)


class HexProps(msgspec.Struct, forbid_unknown_fields=True):
    """A hex's custom properties in a board map (the schema they are checked against)."""
    terrain: Literal["clear", "rough", "building"]
    col: Annotated[int, msgspec.Meta(ge=0)]
    row: Annotated[int, msgspec.Meta(ge=0)]
    feature: Literal["", "road", "woods", "crops", "hedge", "helipad"] = ""
    building: str = ""  # a building hex: the building's centre hex
    half: bool = False  # an edge half-hex


def parse_hex(text: str) -> tuple[int, str, int]:
    """`4C15` -> (4, "C", 15); a clear ValueError for anything else."""
    found = HEX_ID.fullmatch(text.strip().upper())
    if not found:
        raise ValueError(f"{text!r} is not a hex: board 1-4, row A-L, hex number, e.g. 4C15 (ATZ 12.0)")
    return int(found[1]), found[2], int(found[3])


@dataclass(frozen=True, eq=False)
class Table:
    """Boards laid together: every hex's place, terrain and neighbours, and the sight lines between them."""
    layout: tuple[tuple[int, ...], ...]  # rows of boards, north to south; each row west to east
    grid: HexGrid
    cell: dict[str, Cell]
    at: dict[Cell, str]
    terrain: dict[str, str]
    feature: dict[str, str]
    building: dict[str, str]  # building hex -> its centre hex
    half: frozenset[str]  # half-hexes on the table's edge: for entering only
    neighbours: dict[str, tuple[str, ...]]
    same: dict[str, str]  # a half-hex joined at a seam -> the whole hex it is part of
    art: tuple[Art, ...] = ()  # each board's picture (its map's image layers), where the board lies

    def name(self, hex_id: str) -> str:
        """The table's name for a hex id ("1B17" joined to board 3's "3B1" is one hex)."""
        parse_hex(hex_id)
        name = self.same.get(hex_id.upper(), hex_id.upper())
        if name not in self.cell:
            raise ValueError(f"hex {hex_id} is not on the table (boards {self.boards_text})")
        return name

    @property
    def boards_text(self) -> str:
        return " / ".join("+".join(map(str, row)) for row in self.layout)

    @cached_property
    def buildings(self) -> dict[str, tuple[str, ...]]:
        """Each building by its centre hex, with all its hexes (ATZ 12.0)."""
        out: dict[str, list[str]] = {}
        for hex_, centre in self.building.items():
            out.setdefault(centre, []).append(hex_)
        return {centre: tuple(hexes) for centre, hexes in out.items()}

    @cached_property
    def _blocking(self) -> frozenset[Cell]:
        return frozenset(self.cell[n] for n, t in self.terrain.items() if t != CLEAR)

    @cached_property
    def _cube(self) -> dict[str, tuple[int, int, int]]:
        return {n: self.grid.to_cube(c) for n, c in self.cell.items()}

    @cached_property
    def _named(self) -> dict[tuple[int, int, int], str]:
        return {cube: n for n, cube in self._cube.items()}

    @cached_property
    def _seen(self) -> dict[tuple[str, str], bool]:
        return {}  # sight lines worked out so far: the terrain never changes

    def distance(self, a: str, b: str) -> int:
        (qa, ra, sa), (qb, rb, sb) = self._cube[a], self._cube[b]
        return (abs(qa - qb) + abs(ra - rb) + abs(sa - sb)) // 2

    @cached_property
    def _within(self) -> dict[tuple[str, int], tuple[str, ...]]:
        return {}  # the hexes round a hex, by reach, worked out so far: the boards never change

    def within(self, hex_: str, reach: int) -> tuple[str, ...]:
        """Every hex of the table at most `reach` hexes from `hex_`, itself included."""
        key = (hex_, reach)
        found = self._within.get(key)
        if found is None:
            (q, r, s), named = self._cube[hex_], self._named
            found = self._within[key] = tuple(named[cube] for dq, dr, ds in _disk(reach)
                                              if (cube := (q + dq, r + dr, s + ds)) in named)
        return found

    def in_sight(self, a: str, b: str, reach: int | None = None) -> bool:
        """ATZ 8.2, 8.2.1: b can be seen from a (figures never block; `reach`: 12 hexes at pre-dawn and
        evening, 2 at night, None in daylight)."""
        if reach is not None and self.distance(a, b) > reach:
            return False
        key = (a, b) if a <= b else (b, a)  # the rule is symmetric
        seen = self._seen.get(key)
        if seen is None:
            if len(self._seen) >= SIGHT_LINES_KEPT:
                self._seen.clear()
            seen = self._seen[key] = self.grid.line_of_sight(self.cell[a], self.cell[b], self._blocking)
        return seen

    @cached_property
    def costs(self) -> dict[str, int]:
        """ATZ 6.1: a clear hex costs one MP to enter, rough and building hexes two."""
        return {n: 1 if t == CLEAR else 2 for n, t in self.terrain.items()}

    def enter_cost(self, hex_: str) -> int:
        return self.costs[hex_]

    @cached_property
    def _ahead(self) -> dict[tuple[str, str], str | None]:
        return {}

    def toward(self, a: str, b: str) -> str | None:
        """The next hex on the straight line from a to b (None: already there)."""
        key = (a, b)
        if key not in self._ahead:
            ahead = self.grid.line_step(self.cell[a], self.cell[b])
            self._ahead[key] = None if ahead is None else self.at.get(ahead)
        return self._ahead[key]

    @cached_property
    def edges(self) -> dict[str, tuple[str, ...]]:
        """The hexes along each side of the table (north, east, south, west)."""
        by_row: dict[int, list[Cell]] = {}
        for cell in self.at:
            by_row.setdefault(cell[1], []).append(cell)
        east = [max(cells) for _, cells in sorted(by_row.items())]
        west = [min(cells) for _, cells in sorted(by_row.items())]
        north, south = sorted(by_row[min(by_row)]), sorted(by_row[max(by_row)])
        return {side: tuple(self.at[c] for c in cells)
                for side, cells in zip(SIDES, (north, east, south, west))}


@lru_cache(maxsize=None)
def _disk(reach: int) -> tuple[tuple[int, int, int], ...]:
    """The cube steps from a hex to every hex at most `reach` hexes from it."""
    return tuple((dq, dr, -dq - dr) for dq in range(-reach, reach + 1)
                 for dr in range(max(-reach, -dq - reach), min(reach, reach - dq) + 1))


@lru_cache(maxsize=None)
def load_map(board: int):
    """One board's map, checked: every hex named by its place and carrying sound properties."""
    loaded = load_board(map_path(f"atz_board_{board}.tmx"))
    check_kinds(loaded, ("hex",))
    hexes = [s for s in loaded.spaces.values() if s.kind == "hex"]
    props = space_props(loaded, hexes, HexProps)
    problems = []
    for name, p in props.items():
        expected = f"{board}{ROWS[p.row]}{p.col + 1}" if p.row < len(ROWS) else "?"
        if name != expected:
            problems.append(f"{loaded.path}: hex '{name}' is at row {p.row}, col {p.col}: it must be named {expected}")
        if (p.terrain == BUILDING) != bool(p.building):
            problems.append(f"{loaded.path}: hex '{name}' is {p.terrain} but names building {p.building!r}")
        elif p.building and props.get(p.building, None) is None:
            problems.append(f"{loaded.path}: hex '{name}' names building {p.building!r}, which is no hex")
    if problems:
        raise MapError(problems)
    return loaded, props


def table_of(state) -> Table:
    """The table a game's state is played on (its `layout`)."""
    return load_table(tuple(tuple(row) for row in state.layout))


@lru_cache(maxsize=None)
def load_table(layout: tuple[tuple[int, ...], ...]) -> Table:
    """Boards laid in rows (north to south), each row end to end, west to east (ATZ 12.0, 14.0:
    short side to short side, long side to long side). `((1, 3),)` is 15.0's "Boards One and Three,
    placed end to end"."""
    if not layout or any(not row for row in layout):
        raise ValueError("a table needs at least one board")
    laid = [b for row in layout for b in row]
    if any(b not in BOARDS for b in laid) or len(set(laid)) != len(laid):
        raise ValueError(f"boards {laid}: each of boards 1-4 at most once")
    placed, props = [], {}
    for i, row in enumerate(layout):
        col = 0
        for board in row:
            loaded, board_props = load_map(board)
            placed.append((loaded, (col, i * loaded.rows)))
            props.update(board_props)
            col += loaded.cols - 1  # the edge half-hexes overlap into whole hexes
    joined = join_boards("+".join(map(str, laid)), placed)
    board = joined.board
    names = tuple(board.cells[c] for c in sorted(board.cells, key=lambda c: (c[1], c[0])))
    whole = set(joined.same.values())
    return Table(
        layout=layout,
        grid=board.hexgrid(),
        cell={n: c for c, n in board.cells.items()},
        at=dict(board.cells),
        terrain={n: props[n].terrain for n in names},
        feature={n: props[n].feature for n in names},
        building={n: props[n].building for n in names if props[n].building},
        half=frozenset(n for n in names if props[n].half and n not in whole),
        neighbours={n: board.adjacent[n] for n in names},
        same=dict(joined.same),
        art=board.art,
    )
