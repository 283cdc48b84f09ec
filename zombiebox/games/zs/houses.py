"""The four houses and their yards, read from maps/zs_house_1.tmx .. _4.tmx (core.tiled, pytmx).

Each map holds a house's Part I grid (`cell` spaces with col, row and an optional icon), its four
yard pieces (`square` spaces: yard, number 1-6, driveway), one `opening` a yard (door, window,
garage), and `links`: `path` (far square -> near square, towards the house), `edge` (near squares
along the wall) and `touch` (a near square next to an opening). DESIGNED: docs/zs-design.md.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Literal, Optional

import msgspec

from zombiebox.core.paths import map_path
from zombiebox.core.tiled import Board, MapError, check_kinds, load_board, space_props

HOUSES = (1, 2, 3, 4)
YARDS = ("front", "back", "left", "right")
FAR, NEAR = (1, 2, 3), (4, 5, 6)
OPENING_WORDS = {"door": "door", "window": "window", "garage": "garage door"}


class CellProps(msgspec.Struct):
    col: int
    row: int
    icon: str = ""


class SquareProps(msgspec.Struct):
    yard: Literal["front", "back", "left", "right"]
    number: int
    driveway: bool = False


class OpeningProps(msgspec.Struct):
    yard: Literal["front", "back", "left", "right"]
    opening: Literal["door", "window", "garage"]


@dataclass(frozen=True)
class Yard:
    """One yard piece: where each square's path leads, the wall's squares in order, its opening."""
    name: str
    toward: dict[int, int]          # far square -> the near square closer to the house (ZS Zombie Movement)
    along: tuple[int, ...]          # the near squares in order along the wall (sliding)
    opening: str                    # door / window / garage
    touching: frozenset[int]        # near squares next to the opening
    driveway: frozenset[int]        # squares of the driveway (the garage's yard only)


@dataclass(frozen=True)
class House:
    number: int
    cells: frozenset[tuple[int, int]]    # inside the walls
    icons: dict[tuple[int, int], str]    # icon spaces: never covered (ZS Part I)
    yards: dict[str, Yard]

    @property
    def free(self) -> frozenset[tuple[int, int]]:
        return self.cells - set(self.icons)

    @property
    def garage_yard(self) -> str:
        return next(name for name, yard in self.yards.items() if yard.opening == "garage")

    def opening_name(self, yard: str) -> str:
        return f"{yard} {OPENING_WORDS[self.yards[yard].opening]}"


def map_file(number: int) -> str:
    return f"zs_house_{number}.tmx"


@lru_cache(maxsize=None)
def house(number: int) -> House:
    """A house read from its map; a map that cannot be a Zombie Survival house raises MapError."""
    return read_house(load_board(map_path(map_file(number))), number)


def read_house(board: Board, number: int) -> House:
    check_kinds(board, ("cell", "square", "opening"))
    spaces = board.spaces.values()
    cells = space_props(board, [s for s in spaces if s.kind == "cell"], CellProps)
    squares = space_props(board, [s for s in spaces if s.kind == "square"], SquareProps)
    openings = space_props(board, [s for s in spaces if s.kind == "opening"], OpeningProps)
    problems: list[str] = []
    if not cells:
        problems.append(f"{board.path}: the house has no cell spaces")
    yards = {}
    for yard in YARDS:
        found = _yard(board, yard, squares, openings, problems)
        if found is not None:
            yards[yard] = found
    if not problems and sum(y.opening == "garage" for y in yards.values()) != 1:
        problems.append(f"{board.path}: a house has exactly one garage door")
    if problems:
        raise MapError(problems)
    return House(number, frozenset((c.col, c.row) for c in cells.values()),
                 {(c.col, c.row): c.icon for c in cells.values() if c.icon}, yards)


def _yard(board: Board, yard: str, squares: dict, openings: dict, problems: list[str]) -> Optional[Yard]:
    named = {p.number: name for name, p in squares.items() if p.yard == yard}
    if sorted(named) != [1, 2, 3, 4, 5, 6]:
        problems.append(f"{board.path}: the {yard} yard has squares {sorted(named)}, not 1-6 (ZS Zombie Movement)")
        return None
    doors = [name for name, p in openings.items() if p.yard == yard]
    if len(doors) != 1:
        problems.append(f"{board.path}: the {yard} yard has {len(doors)} openings, not 1")
        return None
    number_of = {name: n for n, name in named.items()}
    toward, along_pairs, touching = {}, [], set()
    for link in board.links:
        a, b = number_of.get(link.a), number_of.get(link.b)
        if link.kind == "path" and a in FAR and b in NEAR:
            toward[a] = b
        elif link.kind == "edge" and a in NEAR and b in NEAR:
            along_pairs.append((a, b))
        elif link.kind == "touch" and a in NEAR and link.b == doors[0]:
            touching.add(a)
    if sorted(toward) != list(FAR):
        problems.append(f"{board.path}: the {yard} yard needs a path link from each of squares 1-3 to the wall")
        return None
    along = _chain(along_pairs)
    if sorted(along) != list(NEAR):
        problems.append(f"{board.path}: the {yard} yard's edge links must join squares 4-6 in one line along the wall")
        return None
    return Yard(yard, toward, along, openings[doors[0]].opening, frozenset(touching),
                frozenset(n for n, name in named.items() if squares[name].driveway))


def _chain(pairs: list[tuple[int, int]]) -> tuple[int, ...]:
    """The squares joined pair by pair in one line, from one end to the other (() if they are not)."""
    ends = {}
    for a, b in pairs:
        ends.setdefault(a, []).append(b)
        ends.setdefault(b, []).append(a)
    starts = sorted(n for n, others in ends.items() if len(others) == 1)
    if len(starts) != 2 or any(len(o) > 2 for o in ends.values()):
        return ()
    line, before = [starts[0]], None
    while len(line) <= len(ends):
        after = [n for n in ends[line[-1]] if n != before]
        if not after:
            break
        before = line[-1]
        line.append(after[0])
    return tuple(line) if len(line) == len(ends) else ()
