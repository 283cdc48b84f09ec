"""Hex grids in Tiled's four stagger conventions."""
import math

import pytest
from hypothesis import given, settings, strategies as st

from zombiebox.core.hexgrid import HexGrid

CONVENTIONS = [(axis, index) for axis in ("x", "y") for index in ("odd", "even")]


@st.composite
def grids(draw, exact=False):
    """A 12x10 grid in any convention, any Tiled tile size; `exact`: sizes where
    Tiled's integer hexes tile the plane with no sliver (tile - side even)."""
    axis, index = draw(st.sampled_from(CONVENTIONS))
    across = draw(st.integers(6, 90))  # the tile size across the stagger axis
    along = draw(st.integers(6, 90))
    side = draw(st.integers(1, (along & ~1) - 2))
    if exact:
        side = max(2, side & ~1)
    width, height = (along, across) if axis == "x" else (across, along)
    return HexGrid(12, 10, width, height, side, axis, index)


offsets = st.tuples(st.integers(-30, 30), st.integers(-30, 30))
on_board = st.tuples(st.integers(0, 11), st.integers(0, 9))


# -- Tiled's layout -------------------------------------------------------------

def test_pointy_odd_rows_are_pushed_half_a_hex_right():
    grid = HexGrid(5, 4, 56, 64, 32, "y", "odd")
    assert grid.center((0, 0)) == (28, 32)
    assert grid.center((0, 1)) == (56, 80)  # row height 16 + 32, pushed 28 right
    assert HexGrid(5, 4, 56, 64, 32, "y", "even").center((0, 1)) == (28, 80)


def test_flat_odd_columns_are_pushed_half_a_hex_down():
    grid = HexGrid(5, 4, 64, 56, 32, "x", "odd")
    assert grid.center((0, 0)) == (32, 28)
    assert grid.center((1, 0)) == (80, 56)
    assert HexGrid(5, 4, 64, 56, 32, "x", "even").center((1, 0)) == (80, 28)


def test_outline_is_tileds_polygon_without_repeats():
    grid = HexGrid(5, 4, 56, 64, 32, "y", "odd")
    assert grid.outline((0, 0)) == [(0, 48), (0, 16), (28, 0), (56, 16), (56, 48), (28, 64)]


def test_map_pixel_size_matches_tileds_bounding_rect():
    assert HexGrid(5, 4, 56, 64, 32, "y", "odd").pixel_size() == (5 * 56 + 28, 4 * 48 + 16)
    assert HexGrid(5, 4, 64, 56, 32, "x", "even").pixel_size() == (5 * 48 + 16, 4 * 56 + 28)


def test_tiled_rounds_tile_sizes_down_to_even():
    assert HexGrid(5, 4, 57, 65, 32, "y", "odd").outline((0, 0)) == HexGrid(5, 4, 56, 64, 32).outline((0, 0))


def test_a_side_length_that_does_not_fit_the_tile_is_refused():
    with pytest.raises(ValueError, match="does not fit"):
        HexGrid(5, 4, 56, 64, 64, "y", "odd")
    with pytest.raises(ValueError, match="stagger"):
        HexGrid(5, 4, 56, 64, 32, "z", "odd")


@settings(max_examples=200)
@given(grid=grids(), cell=offsets)
def test_the_centre_of_a_hex_is_in_that_hex(grid, cell):
    assert grid.pixel_to_hex(*grid.center(cell)) == cell


def _in_convex(corners, px, py):
    """Independent oracle: inside or on a convex polygon (all turns one way). A point a rounding
    error (1e-9 px) off a side or corner counts as on it: floats cannot place it more exactly."""
    turns = [(x2 - x1) * (py - y1) - (y2 - y1) * (px - x1)
             for (x1, y1), (x2, y2) in zip(corners, corners[1:] + corners[:1])]
    return all(t >= -1e-9 for t in turns) or all(t <= 1e-9 for t in turns)


@settings(max_examples=200)
@given(grid=grids(exact=True), fx=st.floats(-0.2, 1.2), fy=st.floats(-0.2, 1.2))
def test_pixel_to_hex_gives_the_hex_whose_outline_holds_the_point(grid, fx, fy):
    width, height = grid.pixel_size()
    px, py = fx * width, fy * height
    assert _in_convex(grid.outline(grid.pixel_to_hex(px, py)), px, py)


@pytest.mark.parametrize("axis, index", CONVENTIONS)
def test_a_point_on_sides_and_corners_goes_to_the_smallest_row_then_column(axis, index):
    grid = HexGrid(8, 8, 56, 64, 32, axis, index) if axis == "y" else HexGrid(8, 8, 64, 56, 32, axis, index)
    corners = grid.outline((3, 3))
    sides = zip(corners, corners[1:] + corners[:1])
    points = corners + [((x1 + x2) / 2, (y1 + y2) / 2) for (x1, y1), (x2, y2) in sides]
    for px, py in points:
        holding = [c for c in grid.cells() if _in_convex(grid.outline(c), px, py)]
        assert len(holding) in (2, 3)
        assert grid.pixel_to_hex(px, py) == min(holding, key=lambda c: (c[1], c[0]))


# -- cube coordinates -------------------------------------------------------------

@settings(max_examples=200)
@given(grid=grids(), cell=offsets)
def test_offset_cube_round_trip(grid, cell):
    cube = grid.to_cube(cell)
    assert sum(cube) == 0
    assert grid.from_cube(cube) == cell


@settings(max_examples=200)
@given(grid=grids(), a=offsets, b=offsets, c=offsets)
def test_distance_is_a_metric(grid, a, b, c):
    assert grid.distance(a, b) == grid.distance(b, a)
    assert (grid.distance(a, b) == 0) == (a == b)
    assert grid.distance(a, c) <= grid.distance(a, b) + grid.distance(b, c)


@settings(max_examples=200)
@given(grid=grids(), cell=on_board)
def test_neighbours_are_one_step_away_and_know_each_other(grid, cell):
    found = grid.neighbours(cell)
    assert len(set(found)) == len(found) <= 6
    for other in found:
        assert grid.contains(other)
        assert grid.distance(cell, other) == 1
        assert cell in grid.neighbours(other)
    if 0 < cell[0] < grid.cols - 1 and 0 < cell[1] < grid.rows - 1:
        assert len(found) == 6


@settings(max_examples=200)
@given(grid=grids(exact=True), cell=on_board)
def test_neighbours_are_the_hexes_that_share_a_side(grid, cell):
    corners = set(grid.outline(cell))
    around = {(cell[0] + dc, cell[1] + dr) for dc in (-1, 0, 1) for dr in (-1, 0, 1)} - {cell}
    sharing_a_side = {c for c in around if grid.contains(c) and len(corners & set(grid.outline(c))) == 2}
    assert sharing_a_side == set(grid.neighbours(cell))


# -- lines and line of sight ---------------------------------------------------------

@settings(max_examples=200)
@given(grid=grids(), a=offsets, b=offsets)
def test_a_line_runs_hex_by_hex_from_end_to_end(grid, a, b):
    line = grid.line(a, b)
    assert line[0] == a and line[-1] == b
    assert len(line) == grid.distance(a, b) + 1
    assert all(grid.distance(p, q) == 1 for p, q in zip(line, line[1:]))
    assert grid.line(b, a) == line[::-1]
    assert grid.line_step(a, b) == (line[1] if len(line) > 1 else None)  # the next hex alone, the same


@settings(max_examples=200)
@given(grid=grids(), a=on_board, b=on_board, walls=st.frozensets(on_board, max_size=40))
def test_line_of_sight_is_symmetric(grid, a, b, walls):
    assert grid.line_of_sight(a, b, walls) == grid.line_of_sight(b, a, walls)


@settings(max_examples=100)
@given(grid=grids(), a=on_board, b=on_board, walls=st.frozensets(on_board, max_size=40))
def test_only_hexes_strictly_between_can_block(grid, a, b, walls):
    assert grid.line_of_sight(a, b, walls) == grid.line_of_sight(a, b, walls - {a, b})
    if grid.distance(a, b) <= 1:  # ATZ 8.2: an adjacent hex can always be seen
        assert grid.line_of_sight(a, b, walls)


def test_a_rough_hex_in_between_blocks():  # ATZ 8.2
    grid = HexGrid(8, 8, 56, 64, 32, "y", "odd")
    assert grid.line((1, 2), (4, 2)) == [(1, 2), (2, 2), (3, 2), (4, 2)]
    assert not grid.line_of_sight((1, 2), (4, 2), {(3, 2)})
    assert grid.line_of_sight((1, 2), (4, 2), {(3, 3), (5, 2)})


@pytest.mark.parametrize("axis, index", CONVENTIONS)
def test_a_line_along_a_hex_side_is_blocked_only_by_both_sides(axis, index):  # ATZ 8.2.1
    grid = HexGrid(8, 8, 56, 56, 28, axis, index)
    q, r, s = grid.to_cube((3, 3))
    a, b = grid.from_cube((q, r, s)), grid.from_cube((q + 1, r + 1, s - 2))
    left, right = grid.from_cube((q + 1, r, s - 1)), grid.from_cube((q, r + 1, s - 1))
    # The premise: the line from a's centre to b's runs along the side left and right share.
    (x1, y1), (x2, y2) = sorted(set(grid.outline(left)) & set(grid.outline(right)))
    (ax, ay), (bx, by) = grid.center(a), grid.center(b)
    assert math.isclose((x2 - x1) * ((ay + by) / 2 - y1), (y2 - y1) * ((ax + bx) / 2 - x1))
    assert grid.line(a, b)[1] in (left, right)
    assert grid.line_of_sight(a, b, {left})
    assert grid.line_of_sight(a, b, {right})
    assert not grid.line_of_sight(a, b, {left, right})
