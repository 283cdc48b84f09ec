"""Paths by movement points on a hex grid (ATZ 6.0-6.1: each hex costs its terrain to enter) against a
brute-force relaxation over every step."""
from hypothesis import given, settings, strategies as st

from zombiebox.core.geometry import cheapest_costs, cheapest_path
from zombiebox.core.hexgrid import HexGrid

GRID = HexGrid(9, 8, 56, 64, 32, "y", "even")
cells = st.tuples(st.integers(0, 8), st.integers(0, 7))
terrain = st.dictionaries(cells, st.sampled_from([2, 3, None]), max_size=40)  # rough/building, redoubt, impassable


def _brute_force(start, enter):
    """Bellman-Ford: relax every step of the board until nothing changes."""
    best = {start: 0}
    changed = True
    while changed:
        changed = False
        for cell in list(best):
            for other in GRID.neighbours(cell):
                step = enter(cell, other)
                if step is not None and best[cell] + step < best.get(other, float("inf")):
                    best[other] = best[cell] + step
                    changed = True
    return best


@settings(max_examples=150, deadline=None)
@given(start=cells, costs=terrain, budget=st.one_of(st.none(), st.integers(0, 12)))
def test_mp_costs_are_the_cheapest_over_every_path(start, costs, budget):
    def enter(frm, to):
        return costs.get(to, 1)

    brute = _brute_force(start, enter)
    if budget is not None:
        brute = {c: v for c, v in brute.items() if v <= budget}
    assert cheapest_costs(start, GRID.neighbours, enter, budget) == brute


@settings(max_examples=150, deadline=None)
@given(start=cells, goal=cells, costs=terrain)
def test_a_cheapest_path_steps_hex_by_hex_and_costs_what_the_search_says(start, goal, costs):
    def enter(frm, to):
        return costs.get(to, 1)

    path = cheapest_path(start, goal, GRID.neighbours, enter)
    brute = _brute_force(start, enter)
    if goal not in brute:
        assert path is None
        return
    assert path[0] == start and path[-1] == goal
    assert all(GRID.distance(p, q) == 1 for p, q in zip(path, path[1:]))
    assert sum(enter(p, q) for p, q in zip(path, path[1:])) == brute[goal]
    if not costs:  # all clear: MP cost is the hex distance
        assert brute[goal] == GRID.distance(start, goal)
