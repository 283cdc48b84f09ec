"""Line of sight on hex grids (ATZ 8.2.1) against a brute-force check in plane geometry: regular hexes
drawn from their cube coordinates, the ruler laid from centre dot to centre dot."""
import math

from hypothesis import given, settings, strategies as st

from zombiebox.core.hexgrid import HexGrid

GRID = HexGrid(14, 12, 56, 64, 32, "y", "odd")
cells = st.tuples(st.integers(0, 13), st.integers(0, 11))
EPS = 1e-9


def _point(cell):
    q, r, _ = GRID.to_cube(cell)
    return math.sqrt(3) * (q + r / 2), 1.5 * r


def _corners(cell):
    x, y = _point(cell)
    return [(x + math.cos(math.radians(30 + 60 * k)), y + math.sin(math.radians(30 + 60 * k))) for k in range(6)]


def _passes_inside(a, b, cell):
    """The ruler from a's dot to b's crosses the inside of `cell` (not just its sides or a corner):
    the part of the segment strictly inside every side of the hexagon has some length."""
    (ax, ay), (bx, by) = _point(a), _point(b)
    cx, cy = _point(cell)
    lo, hi = 0.0, 1.0
    corners = _corners(cell)
    for (x1, y1), (x2, y2) in zip(corners, corners[1:] + corners[:1]):
        nx, ny = y2 - y1, x1 - x2
        if nx * (cx - x1) + ny * (cy - y1) > 0:
            nx, ny = -nx, -ny
        fa, fb = nx * (ax - x1) + ny * (ay - y1) + EPS, nx * (bx - x1) + ny * (by - y1) + EPS
        if fa >= 0 and fb >= 0:
            return False
        if fa < 0 <= fb:
            hi = min(hi, fa / (fa - fb))
        elif fb < 0 <= fa:
            lo = max(lo, fa / (fa - fb))
    return hi - lo > 1e-7


def _runs_along_side(a, b, one, other):
    """The ruler runs along a stretch of the side `one` and `other` share."""
    shared = [p for p in _corners(one) if any(math.dist(p, q) < 1e-6 for q in _corners(other))]
    if len(shared) != 2:
        return False
    (ax, ay), (bx, by) = _point(a), _point(b)
    length = math.dist((ax, ay), (bx, by))
    along = []
    for px, py in shared:
        if abs((bx - ax) * (py - ay) - (by - ay) * (px - ax)) / length > 1e-6:
            return False  # that corner is off the ruler's line
        along.append(((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / length ** 2)
    return min(max(along), 1) - max(min(along), 0) > 1e-6


def _seen_by_ruler(a, b, blocked):
    if a == b:
        return True
    if any(_passes_inside(a, b, c) for c in blocked if c not in (a, b)):
        return False
    return not any(_runs_along_side(a, b, one, other) for one in blocked for other in blocked
                   if one < other and GRID.distance(one, other) == 1)


@settings(max_examples=300, deadline=None)
@given(a=cells, b=cells, blocked=st.frozensets(cells, max_size=30))
def test_line_of_sight_is_the_rulers(a, b, blocked):  # ATZ 8.2.1
    assert GRID.line_of_sight(a, b, blocked) == _seen_by_ruler(a, b, blocked)


@settings(max_examples=200, deadline=None)
@given(a=cells, b=cells)
def test_the_hexes_a_line_crosses_are_the_rulers(a, b):
    crossed, sides = GRID.sight_line(a, b)
    on_board = {c for c in GRID.cells() if c not in (a, b) and _passes_inside(a, b, c)}
    assert {c for c in crossed if GRID.contains(c)} == on_board
    assert all(_runs_along_side(a, b, one, other) for one, other in sides)


def test_a_hex_the_ruler_only_clips_still_blocks():  # ATZ 8.2.1: "passes through any non-clear hex"
    a, b = (10, 10), (12, 1)
    clipped = [c for c in GRID.sight_line(a, b)[0] if c not in GRID.line(a, b)]
    assert clipped and _passes_inside(a, b, clipped[0])
    assert not GRID.line_of_sight(a, b, {clipped[0]})

