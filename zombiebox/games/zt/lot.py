"""The parking lot, read from maps/zt_lot_a.tmx (side A) and maps/zt_lot_b.tmx (side B): pure geometry.

Every rule about the board the rules walk lives here (ZT Adjacent Markers, Obstacles, Escaping from the
Board, Valid Spaces, Zombie Line of Sight, the Cop's line of shooting): spaces are named "A1".."H12",
column letter then row number; row 1 is the escape car's last row, the highest row the supermarket's
first row. Side B is blank: its obstacles, car, manhole, buses and booth are tokens laid on it at set-up
(`Lot.with_tokens`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Annotated, Literal, Optional

import msgspec

from zombiebox.core.paths import map_path
from zombiebox.core.tiled import Art, MapError, check_kinds, load_board, space_props

MAP_FILES = {"A": "zt_lot_a.tmx", "B": "zt_lot_b.tmx"}
DIRECTIONS = ("N", "E", "S", "W")
STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
DIAGONALS = ((1, 1), (1, -1), (-1, 1), (-1, -1))
SIGHT = 4  # ZT Zombie Line of Sight: up to 4 spaces ahead
CAR_HALF, MARKET_HALF = "car", "supermarket"


class LotError(MapError):
    """The parking-lot map breaks a convention the rules rely on."""


class SpaceProps(msgspec.Struct):
    """A board space's custom properties in the map (the schema they are checked against)."""
    col: Annotated[int, msgspec.Meta(ge=0)]
    row: Annotated[int, msgspec.Meta(ge=0)]
    half: Literal["car", "supermarket"]
    spawn: Literal["none", "edge", "bus", "booth"] = "none"
    car: bool = False
    manhole: bool = False


class ObstacleProps(msgspec.Struct):
    """A printed obstacle's properties (ZT Obstacles: anything not framed as a space)."""
    col: Annotated[int, msgspec.Meta(ge=0)]
    row: Annotated[int, msgspec.Meta(ge=0)]
    half: Literal["car", "supermarket"]
    object: Literal["bus", "booth", "large", "small"]


def turn_left(facing: str) -> str:
    return DIRECTIONS[(DIRECTIONS.index(facing) - 1) % 4]


def turn_right(facing: str) -> str:
    return DIRECTIONS[(DIRECTIONS.index(facing) + 1) % 4]


QUARTER_TURNS = {d: (turn_left(d), turn_right(d)) for d in DIRECTIONS}  # the two 90 degree turns from a facing


@dataclass(frozen=True, eq=False)
class Lot:
    side: str
    cols: int
    rows: int
    names: tuple[str, ...]                 # every board space (not obstacles), reading order
    cell: dict[str, tuple[int, int]]       # space or obstacle -> (col, row)
    at: dict[tuple[int, int], str]         # (col, row) -> space or obstacle name
    obstacles: dict[str, str]              # obstacle cell -> bus / booth / large / small
    half: dict[str, str]                   # every cell -> car / supermarket
    spawn: dict[str, str]                  # valid spawn space -> edge / bus / booth (ZT Valid Spaces)
    car: frozenset[str]                    # escape car spaces (ZT Escaping from the Board)
    manholes: frozenset[str]
    art: tuple[Art, ...] = ()              # the printed side's picture: the map's image layers
    step: dict[str, dict[str, Optional[str]]] = field(init=False, repr=False)     # one space each way
    ray: dict[str, dict[str, tuple[str, ...]]] = field(init=False, repr=False)   # straight lines
    sight: dict[str, dict[str, tuple[str, ...]]] = field(init=False, repr=False)  # the rays' first 4 spaces
    diagonal: dict[str, tuple[str, ...]] = field(init=False, repr=False)
    adjacent: dict[str, tuple[str, ...]] = field(init=False, repr=False)
    start_row: tuple[str, ...] = field(init=False)  # ZT Game Setup 4: the supermarket half's first row
    beside_car: tuple[str, ...] = field(init=False)  # spaces next to the escape car, not in it (a card's spawns)

    # --- derived once -----------------------------------------------------------------------
    def __post_init__(self) -> None:
        step: dict[str, dict[str, Optional[str]]] = {}
        ray: dict[str, dict[str, tuple[str, ...]]] = {}
        diagonal: dict[str, tuple[str, ...]] = {}
        for name in self.names:
            c, r = self.cell[name]
            step[name] = {d: self._space_at(c + dc, r + dr) for d, (dc, dr) in STEP.items()}
            ray[name] = {d: self._ray(c, r, dc, dr) for d, (dc, dr) in STEP.items()}
            diagonal[name] = tuple(n for dc, dr in DIAGONALS if (n := self._space_at(c + dc, r + dr)))
        object.__setattr__(self, "step", step)
        object.__setattr__(self, "ray", ray)
        object.__setattr__(self, "sight", {n: {d: line[:SIGHT] for d, line in rays.items()} for n, rays in ray.items()})
        object.__setattr__(self, "diagonal", diagonal)
        object.__setattr__(self, "adjacent", {n: tuple(m for m in step[n].values() if m) for n in self.names})
        object.__setattr__(self, "beside_car", tuple(n for n in self.names if n not in self.car
                                                     and any(c in self.car for c in step[n].values())))
        last = max(self.cell[n][1] for n in self.names)
        object.__setattr__(self, "start_row", tuple(n for n in self.names if self.cell[n][1] == last
                                                     and self.half[n] == MARKET_HALF))

    def _space_at(self, c: int, r: int) -> Optional[str]:
        name = self.at.get((c, r))
        return None if name is None or name in self.obstacles else name

    def _ray(self, c: int, r: int, dc: int, dr: int) -> tuple[str, ...]:
        """The spaces in a straight line from (c, r), up to the board edge or an obstacle."""
        out = []
        c, r = c + dc, r + dr
        while (name := self._space_at(c, r)) is not None:
            out.append(name)
            c, r = c + dc, r + dr
        return tuple(out)

    # --- ZT Adjacent Markers -----------------------------------------------------------------
    def neighbours(self, name: str) -> tuple[str, ...]:
        """Spaces sharing an edge with `name` (corners do not count)."""
        return self.adjacent[name]

    def ahead(self, name: str, facing: str) -> Optional[str]:
        return self.step[name][facing]

    def direction(self, frm: str, to: str) -> Optional[str]:
        """The orthogonal direction from a space to an adjacent one, or None."""
        for d, n in self.step[frm].items():
            if n == to:
                return d
        return None

    def diagonals(self, name: str) -> tuple[str, ...]:
        return self.diagonal[name]

    def line(self, name: str, facing: str) -> tuple[str, ...]:
        """The spaces straight ahead, to the edge or the first obstacle (lines of sight and shooting)."""
        return self.ray[name][facing]

    def edge(self, name: str) -> bool:
        c, r = self.cell[name]
        return c in (0, self.cols - 1) or r in (0, self.rows - 1)

    def around(self, name: str) -> list[str]:
        """Every cell touching `name`, diagonals too (the token placement rules)."""
        c, r = self.cell[name]
        return [n for dc in (-1, 0, 1) for dr in (-1, 0, 1)
                if (dc or dr) and (n := self.at.get((c + dc, r + dr)))]

    def spawn_spaces(self, half: Optional[str] = None) -> tuple[str, ...]:
        return tuple(n for n in self.spawn if half is None or self.half[n] == half)

    def with_tokens(self, tokens: tuple[tuple[str, str, tuple[str, ...]], ...]) -> "Lot":
        """This (blank) side with tokens laid on it: (object, role, cells) where role is `block` (an obstacle
        of that object), `car`, `manhole` or `spawn` (a bus exit or the booth door)."""
        obstacles, spawn = dict(self.obstacles), dict(self.spawn)
        car, manholes = set(self.car), set(self.manholes)
        for obj, role, cells in tokens:
            for cell in cells:
                if role == "block":
                    obstacles[cell] = obj
                    spawn.pop(cell, None)
                elif role == "car":
                    car.add(cell)
                    spawn.pop(cell, None)
                elif role == "manhole":
                    manholes.add(cell)
                elif role == "spawn":
                    spawn[cell] = obj
        return Lot(self.side, self.cols, self.rows, tuple(n for n in self.names if n not in obstacles),
                   self.cell, self.at, obstacles, self.half, spawn, frozenset(car), frozenset(manholes), self.art)


@lru_cache(maxsize=None)
def load_lot(side: str = "A") -> Lot:
    board = load_board(map_path(MAP_FILES[side]))
    check_kinds(board, ("space", "obstacle"))
    spaces = [s for s in board.spaces.values() if s.kind == "space"]
    blocks = [s for s in board.spaces.values() if s.kind == "obstacle"]
    if not spaces:
        raise LotError([f"{board.path}: layer 'spaces' has no object of type 'space'"])
    props = space_props(board, spaces, SpaceProps)
    obstacle_props = space_props(board, blocks, ObstacleProps)
    cell = {n: (p.col, p.row) for n, p in {**props, **obstacle_props}.items()}
    if len(cell) != board.cols * board.rows:
        raise LotError([f"{board.path}: {len(cell)} spaces and obstacles for a {board.cols}x{board.rows} lot; "
                        "every square needs one"])
    names = tuple(sorted(props, key=lambda n: (cell[n][1], cell[n][0])))
    lot = Lot(
        side=side, cols=board.cols, rows=board.rows, names=names, cell=cell,
        at={c: n for n, c in cell.items()},
        obstacles={n: p.object for n, p in obstacle_props.items()},
        half={n: p.half for n, p in {**props, **obstacle_props}.items()},
        spawn={n: props[n].spawn for n in names if props[n].spawn != "none"},
        car=frozenset(n for n in names if props[n].car),
        manholes=frozenset(n for n in names if props[n].manhole),
        art=board.art,
    )
    problems = [f"{board.path}: escape car space '{n}' is not in the last row" for n in lot.car
                if lot.cell[n][1] != 0 or lot.half[n] != CAR_HALF]
    if side == "A" and len(lot.car) != 3:
        problems.append(f"{board.path}: {len(lot.car)} escape car spaces, not 3")
    if not lot.start_row:
        problems.append(f"{board.path}: no supermarket first row for the humans to start on")
    if problems:
        raise LotError(problems)
    return lot


BOARDS = ("basic", "advanced", "free")  # the set-up option: side A, or side B with tokens (ZT Game Variants)


def lot_of(s) -> Lot:
    """The lot a game is played on: side A, or side B with the tokens laid so far."""
    if s.options.get("board", "basic") == "basic":
        return load_lot("A")
    return laid_lot(tuple((o, r, tuple(c)) for o, r, c in s.tokens))


@lru_cache(maxsize=256)
def laid_lot(tokens: tuple[tuple[str, str, tuple[str, ...]], ...]) -> Lot:
    """Side B with these tokens laid (object, role, cells): a new game lays a few sets of them."""
    return load_lot("B").with_tokens(tokens)
