"""Hex grids laid out the way Tiled lays out a hexagonal map.

Cells are Tiled's offset coordinates `(col, row)`. The pixel geometry follows
Tiled's HexagonalRenderer (libtiled/hexagonalrenderer.cpp), integer maths and
all, so a centre or outline lands exactly where Tiled draws the hex:

- `staggeraxis="y"`: pointy-top hexes; the staggered rows are pushed half a
  hex to the right. `"x"`: flat-top hexes; the staggered columns are pushed
  half a hex down.
- `staggerindex="odd"`: odd rows (columns) are the staggered ones; `"even"`:
  even ones.
- Tiled rounds tile width and height down to even numbers; the hex side
  length runs along the non-stagger direction (horizontal edges for "x",
  vertical edges for "y").

Counting (neighbours, distance, lines) happens in cube coordinates `(q, r, s)`
with q + r + s == 0, which treat the hexes as regular: a board's topology does
not depend on how squashed Tiled draws it.
"""
from __future__ import annotations

import math
from functools import lru_cache
from math import lcm
from typing import Collection, Iterator

from zombiebox.core.geometry import Cell

Cube = tuple[int, int, int]

_CUBE_STEPS = ((1, -1, 0), (1, 0, -1), (0, 1, -1), (-1, 1, 0), (-1, 0, 1), (0, -1, 1))
# Nudge for points exactly on a hex side (Red Blob Games' cube lines).
_NUDGE = (1e-6, 2e-6, -3e-6)
_AXIS_PAIRS = ((0, 1), (1, 2), (2, 0))


class HexGrid:
    """A `cols` x `rows` hex board in one of Tiled's four stagger conventions."""

    def __init__(self, cols: int, rows: int, tilewidth: int, tileheight: int, hexsidelength: int,
                 staggeraxis: str = "y", staggerindex: str = "odd"):
        if staggeraxis not in ("x", "y") or staggerindex not in ("odd", "even"):
            raise ValueError(f"stagger axis/index must be x|y and odd|even, not {staggeraxis!r}/{staggerindex!r}")
        self.cols, self.rows = cols, rows
        self.staggeraxis, self.staggerindex = staggeraxis, staggerindex
        self.stagger_x = staggeraxis == "x"
        self._stagger_even = staggerindex == "even"
        # Tiled's RenderParams: even tile sizes, the side length on one axis only.
        self.tile_w, self.tile_h = int(tilewidth) & ~1, int(tileheight) & ~1
        side = int(hexsidelength)
        self.side_x, self.side_y = (side, 0) if self.stagger_x else (0, side)
        self.side_offset_x = (self.tile_w - self.side_x) // 2
        self.side_offset_y = (self.tile_h - self.side_y) // 2
        if side <= 0 or min(self.side_offset_x, self.side_offset_y) <= 0:
            raise ValueError(f"hex side length {hexsidelength} does not fit a {tilewidth}x{tileheight} tile")
        self.column_width = self.side_offset_x + self.side_x
        self.row_height = self.side_offset_y + self.side_y

    # -- board ---------------------------------------------------------------

    def contains(self, cell: Cell) -> bool:
        col, row = cell
        return 0 <= col < self.cols and 0 <= row < self.rows

    def cells(self) -> Iterator[Cell]:
        for row in range(self.rows):
            for col in range(self.cols):
                yield col, row

    def pixel_size(self) -> tuple[int, int]:
        """The map's size in pixels, as Tiled's mapBoundingRect gives it."""
        if self.stagger_x:
            width = self.cols * self.column_width + self.side_offset_x
            height = self.rows * (self.tile_h + self.side_y) + (self.row_height if self.cols > 1 else 0)
        else:
            width = self.cols * (self.tile_w + self.side_x) + (self.column_width if self.rows > 1 else 0)
            height = self.rows * self.row_height + self.side_offset_y
        return width, height

    # -- pixels --------------------------------------------------------------

    def _staggered(self, index: int) -> bool:
        return bool((index & 1) ^ self._stagger_even)

    def top_left(self, cell: Cell) -> tuple[int, int]:
        """The top-left corner of the cell's tile (Tiled's tileToScreenCoords)."""
        col, row = cell
        if self.stagger_x:
            y = row * (self.tile_h + self.side_y) + (self.row_height if self._staggered(col) else 0)
            return col * self.column_width, y
        x = col * (self.tile_w + self.side_x) + (self.column_width if self._staggered(row) else 0)
        return x, row * self.row_height

    def center(self, cell: Cell) -> tuple[int, int]:
        x, y = self.top_left(cell)
        return x + self.tile_w // 2, y + self.tile_h // 2

    def outline(self, cell: Cell) -> list[tuple[int, int]]:
        """The six corners, clockwise on screen from the lower left (Tiled's
        tileToScreenPolygon without its two repeated points)."""
        x, y = self.top_left(cell)
        w, h, ox, oy = self.tile_w, self.tile_h, self.side_offset_x, self.side_offset_y
        octagon = [(0, h - oy), (0, oy), (ox, 0), (w - ox, 0), (w, oy), (w, h - oy), (w - ox, h), (ox, h)]
        corners = [p for i, p in enumerate(octagon) if p != octagon[i - 1]]
        return [(x + dx, y + dy) for dx, dy in corners]

    def pixel_to_hex(self, px: float, py: float) -> Cell:
        """The cell whose outline contains the pixel, on or off the board.

        Exact where Tiled's nearest-centre guess is not (squashed hexes). A point
        on a shared side or corner goes to the hex with the smaller row, then
        column; a point in one of the 1-pixel slivers Tiled's rounding leaves
        (odd tile size minus side length) goes to the nearest outline.
        """
        return min(self._candidates(px, py), key=lambda c: (self._outside(c, px, py), c[1], c[0]))

    def _candidates(self, px: float, py: float) -> Iterator[Cell]:
        """The cells near a pixel: the bands (columns for stagger "x", rows for
        "y") that may hold it, as their zigzag edges overlap, then the tiles near
        it within each band, one either side for points on a corner."""
        if self.stagger_x:
            along, across, shift = px, py, self.row_height
            band_pitch, tile_pitch = self.column_width, self.tile_h + self.side_y
        else:
            along, across, shift = py, px, self.column_width
            band_pitch, tile_pitch = self.row_height, self.tile_w + self.side_x
        near_band = math.floor(along / band_pitch)
        for band in range(near_band - 1, near_band + 2):
            near = math.floor((across - (shift if self._staggered(band) else 0)) / tile_pitch)
            for index in range(near - 1, near + 2):
                yield (band, index) if self.stagger_x else (index, band)

    def _outside(self, cell: Cell, px: float, py: float) -> float:
        """How far the point lies outside the cell's outline (negative: inside)."""
        cx, cy = self.center(cell)
        corners = self.outline(cell)
        worst = -math.inf
        for (x1, y1), (x2, y2) in zip(corners, corners[1:] + corners[:1]):
            nx, ny = y2 - y1, x1 - x2
            if nx * (cx - x1) + ny * (cy - y1) > 0:  # make the normal point outward
                nx, ny = -nx, -ny
            worst = max(worst, (nx * (px - x1) + ny * (py - y1)) / math.hypot(nx, ny))
        return worst

    # -- cube coordinates ----------------------------------------------------

    def to_cube(self, cell: Cell) -> Cube:
        col, row = cell
        sign = 1 if self._stagger_even else -1
        if self.stagger_x:
            q, r = col, row - (col + sign * (col & 1)) // 2
        else:
            q, r = col - (row + sign * (row & 1)) // 2, row
        return q, r, -q - r

    def from_cube(self, cube: Cube) -> Cell:
        q, r, _ = cube
        sign = 1 if self._stagger_even else -1
        if self.stagger_x:
            return q, r + (q + sign * (q & 1)) // 2
        return q + (r + sign * (r & 1)) // 2, r

    def neighbours(self, cell: Cell) -> list[Cell]:
        q, r, s = self.to_cube(cell)
        found = (self.from_cube((q + dq, r + dr, s + ds)) for dq, dr, ds in _CUBE_STEPS)
        return [c for c in found if self.contains(c)]

    def distance(self, a: Cell, b: Cell) -> int:
        (qa, ra, sa), (qb, rb, sb) = self.to_cube(a), self.to_cube(b)
        return (abs(qa - qb) + abs(ra - rb) + abs(sa - sb)) // 2

    # -- lines ---------------------------------------------------------------

    def line(self, a: Cell, b: Cell) -> list[Cell]:
        """The hexes a straight line from the centre of `a` to the centre of `b`
        passes through, `a` first: distance + 1 hexes, each next to the last.

        Tie rule: where the line runs exactly along a hex side it takes the hex
        on the side of a fixed tiny nudge (+1e-6, +2e-6, -3e-6 in cube space).
        The nudge is the same both ways, so line(b, a) is line(a, b) reversed.
        """
        return [self.from_cube(_cube_round(p, +1)) for p in self._samples(a, b)]

    def line_step(self, a: Cell, b: Cell) -> Cell | None:
        """The hex after `a` on `line(a, b)` (None when a is b), without the rest of the line."""
        n = self.distance(a, b)
        return self.from_cube(_cube_round(_sample(self.to_cube(a), self.to_cube(b), 1, n), +1)) if n else None

    def line_of_sight(self, a: Cell, b: Cell, blocked: Collection[Cell]) -> bool:
        """True if a straight line from the centre of `a` to the centre of `b`
        is not blocked by the `blocked` hexes (ATZ 8.2.1, exactly).

        The line is blocked by any hex strictly between whose inside it passes
        through, however little. A line that runs along a hex side is blocked
        only when the hexes on both sides of it block. Touching a corner does
        not block. The ends never block (a hex next door can always be seen,
        ATZ 8.2), and the rule is symmetric.
        """
        if not blocked:
            return True
        ca = self.to_cube(a)
        crossed, sides = _sight_offsets(tuple(y - x for x, y in zip(ca, self.to_cube(b))))
        shift = self._shifted(ca)
        return not (any(shift(h) in blocked for h in crossed)
                    or any(shift(h) in blocked and shift(k) in blocked for h, k in sides))

    def sight_line(self, a: Cell, b: Cell) -> tuple[list[Cell], list[tuple[Cell, Cell]]]:
        """What a line from a's centre to b's passes: the hexes strictly between
        whose inside it crosses, and the pairs of hexes it runs between along a
        shared side (each pair blocks only as a pair, ATZ 8.2.1)."""
        ca = self.to_cube(a)
        crossed, sides = _sight_offsets(tuple(y - x for x, y in zip(ca, self.to_cube(b))))
        shift = self._shifted(ca)
        return [shift(h) for h in crossed], [(shift(h), shift(k)) for h, k in sides]

    def _shifted(self, origin: Cube):
        q0, r0, s0 = origin
        return lambda h: self.from_cube((h[0] + q0, h[1] + r0, h[2] + s0))

    def _samples(self, a: Cell, b: Cell) -> list[tuple[float, float, float]]:
        """distance + 1 evenly spaced points from a's centre to b's, in cube space."""
        n = self.distance(a, b)
        ca, cb = self.to_cube(a), self.to_cube(b)
        if n == 0:
            return [tuple(map(float, ca))]
        return [_sample(ca, cb, i, n) for i in range(n + 1)]


def _sample(ca: Cube, cb: Cube, i: int, n: int) -> tuple[float, float, float]:
    """The point i/n of the way from ca to cb, in cube space."""
    return tuple(x + (y - x) * i / n for x, y in zip(ca, cb))


def _cube_round(point: tuple[float, float, float], side: int) -> Cube:
    """The hex holding a (nudged) fractional cube point."""
    q, r, s = (v + side * e for v, e in zip(point, _NUDGE))
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    else:
        rs = -rq - rr
    return rq, rr, rs


@lru_cache(maxsize=8192)
def _sight_offsets(target: Cube) -> tuple[tuple[Cube, ...], tuple[tuple[Cube, Cube], ...]]:
    """The hexes a line from the origin's centre to `target`'s passes, as
    offsets from the origin: (crossed, sides), see HexGrid.sight_line. Exact
    (whole-number) geometry on regular hexes; a line depends only on its
    offset, so it is worked out once."""
    n = sum(map(abs, target)) // 2
    scale = lcm(*(abs(target[i] - target[j]) or 1 for i, j in _AXIS_PAIRS))
    line = {_cube_round(tuple(v * i / n for v in target), side) for i in range(n + 1) for side in (1, -1)} if n else set()
    near = line | {(q + dq, r + dr, s + ds) for q, r, s in line for dq, dr, ds in _CUBE_STEPS}
    near -= {(0, 0, 0), target}
    crossed, grazed = [], []
    for hex_ in sorted(near):
        span = _span(target, hex_, scale)
        if span is not None:
            (crossed if span[2] else grazed).append((hex_, span))
    sides = tuple((h, k) for i, (h, (lo, hi, _)) in enumerate(grazed) for k, (lo2, hi2, _) in grazed[i + 1:]
                  if max(lo, lo2) < min(hi, hi2))
    return tuple(h for h, _ in crossed), sides


def _span(target: Cube, hex_: Cube, scale: int) -> tuple[int, int, bool] | None:
    """Where (as t * `scale`, t the fraction of the way from the origin's centre to target's) the line
    lies in `hex_`: (start, end, through its inside?), or None when it meets the hex in at most a point.
    A regular hex is the points p with |(p - centre)_i - (p - centre)_j| <= 1 for each pair of cube
    axes. `scale` is a multiple of every slope, so each end is a whole number: exact, without fractions."""
    lo, hi, inside = 0, scale, True
    for i, j in _AXIS_PAIRS:
        slope, offset = target[i] - target[j], hex_[i] - hex_[j]
        if slope == 0:
            if abs(offset) > 1:
                return None
            inside = inside and offset == 0  # |offset| == 1: along the side
            continue
        step = scale // slope
        ends = sorted(((offset - 1) * step, (offset + 1) * step))
        lo, hi = max(lo, ends[0]), min(hi, ends[1])
    return (lo, hi, inside) if lo < hi else None
