"""Square grids and the graph searches every board uses.

Cells are `(col, row)` tuples, col growing to the right and row downward, as in
Tiled. Graph helpers take any hashable nodes (space names, cells) and two
functions, so one Dijkstra serves square grids, hex grids and linked maps.
"""
from __future__ import annotations

import heapq
import math
from collections.abc import Mapping
from itertools import count
from typing import Callable, Collection, Hashable, Iterable, Iterator

Cell = tuple[int, int]
Node = Hashable
Neighbours = Callable[[Node], Iterable[Node]]
Cost = Callable[[Node, Node], "float | None"]
Stops = Callable[[Node], bool]


class SquareGrid:
    """A `cols` x `rows` board of square cells.

    - `diagonal=False`: 4 neighbours, Manhattan distance; `True`: 8 neighbours,
      Chebyshev distance. A diagonal step may pass between two blocked cells:
      a game that forbids cutting corners filters `neighbours` itself.
    - `blocked` cells are never anyone's neighbour and block line of sight.
    """

    def __init__(self, cols: int, rows: int, diagonal: bool = False, blocked: Collection[Cell] = frozenset()):
        self.cols = cols
        self.rows = rows
        self.diagonal = diagonal
        self.blocked = frozenset(blocked)
        self._steps = _KING_STEPS if diagonal else _ROOK_STEPS

    def contains(self, cell: Cell) -> bool:
        col, row = cell
        return 0 <= col < self.cols and 0 <= row < self.rows

    def neighbours(self, cell: Cell) -> list[Cell]:
        col, row = cell
        found = []
        for dc, dr in self._steps:
            other = (col + dc, row + dr)
            if self.contains(other) and other not in self.blocked:
                found.append(other)
        return found

    def distance(self, a: Cell, b: Cell) -> int:
        dc, dr = abs(a[0] - b[0]), abs(a[1] - b[1])
        return max(dc, dr) if self.diagonal else dc + dr

    def line_of_sight(self, a: Cell, b: Cell, blocked: Collection[Cell] | None = None) -> bool:
        """True if the straight line between the centres of `a` and `b` crosses no
        blocked cell strictly between them (`blocked` defaults to the grid's own).

        The line is a supercover: every cell whose interior it crosses counts.
        Where it passes exactly through a corner, it squeezes between the two
        cells beside that corner and is blocked only if both of them are
        blocked (the rule ATZ 8.2.1 gives for hex sides, applied to corners).
        The rule is symmetric: line_of_sight(a, b) == line_of_sight(b, a).
        """
        walls = self.blocked if blocked is None else blocked
        between = list(_supercover(a, b))[:-1]  # the last step enters b itself
        return not any(all(cell in walls for cell in step) for step in between)


_ROOK_STEPS = ((1, 0), (0, 1), (-1, 0), (0, -1))
_KING_STEPS = _ROOK_STEPS + ((1, 1), (-1, 1), (-1, -1), (1, -1))


def _supercover(a: Cell, b: Cell) -> Iterator[tuple[Cell, ...]]:
    """The cells a centre-to-centre line enters after `a`, one step at a time,
    ending with `(b,)`: `(cell,)` for a crossed side; through a corner, first
    the pair `(beside1, beside2)` it squeezes between, then `(diagonal_cell,)`.
    Exact integer arithmetic, so the corner test has no rounding."""
    (col, row), (dc, dr) = a, (b[0] - a[0], b[1] - a[1])
    nx, ny = abs(dc), abs(dr)
    sx, sy = (dc > 0) - (dc < 0), (dr > 0) - (dr < 0)
    ix = iy = 0
    while ix < nx or iy < ny:
        # Compare when the line next crosses a vertical and a horizontal grid line.
        decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx
        if decision == 0:
            yield (col + sx, row), (col, row + sy)
            col, row, ix, iy = col + sx, row + sy, ix + 1, iy + 1
            yield ((col, row),)
        elif decision < 0:
            col, ix = col + sx, ix + 1
            yield ((col, row),)
        else:
            row, iy = row + sy, iy + 1
            yield ((col, row),)


def cheapest_costs(start: Node, neighbours: Neighbours, cost: Cost, budget: float | None = None,
                   stops: Stops | None = None) -> dict[Node, float]:
    """Dijkstra: the cheapest cost from `start` to every node it can reach.

    `neighbours(node)` lists the nodes one step away; `cost(frm, to)` is the
    price of that step, or None where it is impassable. With a `budget`, only
    nodes reachable for at most that much are returned (e.g. the locations a
    unit can reach with its movement points). `stops(node)` marks nodes where
    movement ends: they are reached but never passed through (`start` is left
    whatever it holds). `start` costs 0.
    """
    costs, _ = _search(start, neighbours, cost, budget, goal=_NO_GOAL, stops=stops)
    return costs


def cheapest_path(start: Node, goal: Node, neighbours: Neighbours, cost: Cost,
                  budget: float | None = None) -> list[Node] | None:
    """The cheapest path from `start` to `goal`, both included, or None if
    `goal` cannot be reached (within `budget`, if given). Among paths of equal
    cost, the one found first in `neighbours` order wins, so results are
    deterministic."""
    costs, came_from = _search(start, neighbours, cost, budget, goal=goal, stops=None)
    if goal not in costs:
        return None
    path = [goal]
    while path[-1] != start:
        path.append(came_from[path[-1]])
    path.reverse()
    return path


class CostField(Mapping):
    """`cheapest_costs(...)` worked out only as far as it is read: looking a node up settles nodes, cheapest
    first, until that node is settled (or none is left), so the nodes near `start` cost a few steps of the
    search instead of all of it. Every answer is the whole search's: a node's cost is final once settled,
    and a node not yet settled is looked for before it is called unreachable."""

    def __init__(self, start: Node, neighbours: Neighbours, cost: Cost, budget: float | None = None,
                 stops: Stops | None = None):
        self._best: dict[Node, float] = {start: 0}
        self._settled: dict[Node, float] = {}
        self._steps = _settle(start, neighbours, cost, budget, stops, self._best, came_from=None)

    def _reach(self, node: Node) -> bool:
        while node not in self._settled:
            found = next(self._steps, _NO_GOAL)
            if found is _NO_GOAL:
                self._best = {}  # searched to the end: only the settled costs are kept
                return False
            self._settled[found] = self._best[found]
        return True

    def __getitem__(self, node: Node) -> float:
        if node in self._settled or self._reach(node):
            return self._settled[node]
        raise KeyError(node)

    def __contains__(self, node: object) -> bool:
        return node in self._settled or self._reach(node)

    def get(self, node: Node, default=None):
        return self._settled[node] if node in self._settled or self._reach(node) else default

    def __iter__(self) -> Iterator[Node]:
        self._reach(_NO_GOAL)  # every node
        return iter(self._settled)

    def __len__(self) -> int:
        self._reach(_NO_GOAL)
        return len(self._settled)


_NO_GOAL = object()


def _search(start, neighbours, cost, budget, goal, stops):
    best: dict[Node, float] = {start: 0}
    came_from: dict[Node, Node] = {}
    for node in _settle(start, neighbours, cost, budget, stops, best, came_from):
        if node == goal:
            break
    return best, came_from


def _settle(start, neighbours, cost, budget, stops, best, came_from):
    """Dijkstra, one node at a time: yields each node as its cost in `best` becomes final (cheapest first),
    before it is searched from. `came_from` (None: not kept) gets each node's step before it."""
    done: set[Node] = set()
    order = count()  # breaks cost ties by discovery order; nodes need not be comparable
    frontier = [(0, next(order), start)]
    limit = math.inf if budget is None else budget
    push, pop, inf = heapq.heappush, heapq.heappop, math.inf
    while frontier:
        spent, _, node = pop(frontier)
        if node in done:
            continue
        done.add(node)
        yield node
        if stops is not None and node != start and stops(node):
            continue
        for other in neighbours(node):
            if other in done:  # settled: no step can make it cheaper, so its cost is not asked
                continue
            step = cost(node, other)
            if step is None:
                continue
            if step < 0:
                raise ValueError(f"negative step cost {step} from {node!r} to {other!r}")
            total = spent + step
            if total <= limit and total < best.get(other, inf):
                best[other] = total
                if came_from is not None:
                    came_from[other] = node
                push(frontier, (total, next(order), other))
