"""Square grids, supercover line of sight, and the shared Dijkstra."""
from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

from zombiebox.core.geometry import CostField, SquareGrid, cheapest_costs, cheapest_path

cells = st.tuples(st.integers(0, 9), st.integers(0, 9))


def test_four_neighbours_stop_at_the_edge_and_skip_blocked_cells():
    grid = SquareGrid(3, 3, blocked={(1, 0)})
    assert sorted(grid.neighbours((1, 1))) == [(0, 1), (1, 2), (2, 1)]
    assert sorted(grid.neighbours((0, 0))) == [(0, 1)]


def test_eight_neighbours_include_diagonals():
    grid = SquareGrid(3, 3, diagonal=True)
    assert len(grid.neighbours((1, 1))) == 8
    assert sorted(grid.neighbours((0, 0))) == [(0, 1), (1, 0), (1, 1)]


def test_distance_is_manhattan_for_four_and_chebyshev_for_eight():
    assert SquareGrid(10, 10).distance((1, 1), (4, 3)) == 5
    assert SquareGrid(10, 10, diagonal=True).distance((1, 1), (4, 3)) == 3


@settings(max_examples=100)
@given(a=cells, b=cells, diagonal=st.booleans())
def test_distance_is_the_length_of_the_shortest_open_path(a, b, diagonal):
    grid = SquareGrid(10, 10, diagonal=diagonal)
    path = cheapest_path(a, b, grid.neighbours, lambda frm, to: 1)
    assert len(path) - 1 == grid.distance(a, b)


def test_a_blocked_cell_between_blocks_but_blocked_ends_do_not():
    grid = SquareGrid(5, 1, blocked={(0, 0), (2, 0), (4, 0)})
    assert not grid.line_of_sight((0, 0), (4, 0))
    assert grid.line_of_sight((0, 0), (1, 0))
    assert grid.line_of_sight((2, 0), (4, 0), blocked={(2, 0), (4, 0)})


def test_a_line_through_a_corner_is_blocked_only_by_both_cells_beside_it():
    # (0,0) -> (2,2) passes exactly through the corners at (1,1)'s top-left and bottom-right.
    grid = SquareGrid(3, 3)
    assert grid.line_of_sight((0, 0), (2, 2), blocked={(1, 0)})
    assert grid.line_of_sight((0, 0), (2, 2), blocked={(1, 0), (2, 1)})
    assert not grid.line_of_sight((0, 0), (2, 2), blocked={(1, 0), (0, 1)})
    assert not grid.line_of_sight((0, 0), (2, 2), blocked={(1, 1)})


def _crosses_interior(a, b, cell):
    """Independent oracle: does the segment between the centres of a and b pass
    through the open square of `cell`? (Liang-Barsky clipping, exact fractions.)"""
    (x0, y0), (x1, y1) = [(Fraction(c) + Fraction(1, 2), Fraction(r) + Fraction(1, 2)) for c, r in (a, b)]
    lo, hi = Fraction(0), Fraction(1)
    for start, delta, low, high in ((x0, x1 - x0, cell[0], cell[0] + 1), (y0, y1 - y0, cell[1], cell[1] + 1)):
        if delta == 0:
            if not low < start < high:
                return False
            continue
        t1, t2 = sorted(((low - start) / delta, (high - start) / delta))
        lo, hi = max(lo, t1), min(hi, t2)
    return lo < hi


@settings(max_examples=200)
@given(a=cells, b=cells, wall=cells)
def test_one_blocked_cell_blocks_exactly_when_the_line_crosses_its_inside(a, b, wall):
    grid = SquareGrid(10, 10, blocked={wall})
    expected = wall in (a, b) or not _crosses_interior(a, b, wall)
    assert grid.line_of_sight(a, b) == expected


@settings(max_examples=200)
@given(a=cells, b=cells, walls=st.frozensets(cells, max_size=30))
def test_line_of_sight_is_symmetric(a, b, walls):
    grid = SquareGrid(10, 10, blocked=walls)
    assert grid.line_of_sight(a, b) == grid.line_of_sight(b, a)


# -- Dijkstra -----------------------------------------------------------------

ROADS = {"A": {"B": 2, "C": 5}, "B": {"C": 1, "D": 7}, "C": {"D": 2}, "D": {}}


def road_cost(frm, to):
    return ROADS[frm][to]


def test_cheapest_costs_take_the_cheaper_way_round():
    assert cheapest_costs("A", ROADS.get, road_cost) == {"A": 0, "B": 2, "C": 3, "D": 5}


def test_a_budget_keeps_only_what_it_can_pay_for():
    assert cheapest_costs("A", ROADS.get, road_cost, budget=3) == {"A": 0, "B": 2, "C": 3}


def test_impassable_steps_are_never_taken():
    closed = lambda frm, to: None if to == "C" else road_cost(frm, to)  # noqa: E731
    assert cheapest_costs("A", ROADS.get, closed) == {"A": 0, "B": 2, "D": 9}
    assert cheapest_path("A", "C", ROADS.get, closed) is None


def test_cheapest_path_lists_both_ends():
    assert cheapest_path("A", "D", ROADS.get, road_cost) == ["A", "B", "C", "D"]
    assert cheapest_path("A", "A", ROADS.get, road_cost) == ["A"]
    assert cheapest_path("A", "D", ROADS.get, road_cost, budget=4) is None


def test_a_stop_is_reached_but_never_passed_through():
    """A unit entering an enemy's location ends its move there (AvZ 6.2): C is reached, and D only
    the long way round, from B; the start is left even if it is a stop."""
    stop_at_c = lambda node: node in ("A", "C")  # noqa: E731
    assert cheapest_costs("A", ROADS.get, road_cost, stops=stop_at_c) == {"A": 0, "B": 2, "C": 3, "D": 9}


def test_a_negative_step_cost_is_refused():
    with pytest.raises(ValueError, match="negative"):
        cheapest_costs("A", ROADS.get, lambda frm, to: -1)


graphs = st.dictionaries(st.integers(0, 7), st.dictionaries(st.integers(0, 7), st.integers(0, 9) | st.none()),
                         max_size=8)


@settings(max_examples=200)
@given(graph=graphs)
def test_dijkstra_agrees_with_bellman_ford(graph):
    edges = [(u, v, c) for u, out in graph.items() for v, c in out.items() if c is not None]
    best = {0: 0}
    for _ in range(8):
        for u, v, c in edges:
            if u in best and best[u] + c < best.get(v, float("inf")):
                best[v] = best[u] + c
    neighbours = lambda node: graph.get(node, {})  # noqa: E731
    cost = lambda frm, to: graph[frm][to]  # noqa: E731
    assert cheapest_costs(0, neighbours, cost) == best
    assert cheapest_costs(0, neighbours, cost, stops=lambda node: False) == best
    for goal, total in best.items():
        path = cheapest_path(0, goal, neighbours, cost)
        assert path[0] == 0 and path[-1] == goal
        assert sum(graph[u][v] for u, v in zip(path, path[1:])) == total


@settings(max_examples=200)
@given(graph=graphs, budget=st.none() | st.integers(0, 20), stops=st.sets(st.integers(0, 7)),
       asked=st.lists(st.integers(0, 9)))
def test_a_cost_field_read_in_any_order_is_the_whole_search(graph, budget, stops, asked):
    neighbours = lambda node: graph.get(node, {})  # noqa: E731
    cost = lambda frm, to: graph[frm][to]  # noqa: E731
    whole = cheapest_costs(0, neighbours, cost, budget=budget, stops=stops.__contains__)
    field = CostField(0, neighbours, cost, budget=budget, stops=stops.__contains__)
    for node in asked:  # each look-up settles only as far as it must, and answers as the whole search does
        assert (node in field) == (node in whole)
        assert field.get(node) == whole.get(node)
    assert dict(field) == whole
