"""Hex boards laid together into one board (ATZ 12.0, 14.0: boards joined short side to short side or
long side to long side).

Each board keeps its spaces and their names (`1G9`, `4D5`); its cells move by a whole number of hexes,
so the joined board is one HexGrid and line of sight, distance and paths run across the seams. Where two
boards' spaces land on one cell (edge half-hexes that make a whole hex at a seam), the first board's space
stands for both, and `Joined.same` says which name the dropped one now means.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from zombiebox.core.geometry import Cell
from zombiebox.core.hexgrid import HexGrid
from zombiebox.core.tiled import Board, Link, adjacency  # one adjacency rule for read and joined boards


@dataclass(eq=False)
class Joined:
    board: Board
    same: dict[str, str] = field(default_factory=dict)  # a space dropped at a seam -> the space it is part of

    def name(self, space: str) -> str:
        """The joined board's name for a space of any of the boards."""
        return self.same.get(space, space)


def end_to_end(boards: list[Board], overlap: int = 0) -> Joined:
    """Boards west to east, each one's first column `overlap` columns over the last one's last
    (1 where edge half-hexes meet to make whole hexes)."""
    placed, col = [], 0
    for board in boards:
        placed.append((board, (col, 0)))
        col += board.cols - overlap
    return join_boards("+".join(b.name for b in boards), placed)


def side_by_side(boards: list[Board], overlap: int = 0) -> Joined:
    """Boards north to south, each one's first row `overlap` rows over the last one's last."""
    placed, row = [], 0
    for board in boards:
        placed.append((board, (0, row)))
        row += board.rows - overlap
    return join_boards("+".join(b.name for b in boards), placed)


def join_boards(name: str, placed: list[tuple[Board, Cell]]) -> Joined:
    """Hex boards with the same hexes, each moved by a (col, row) offset that keeps Tiled's stagger
    (an even offset across the stagger axis). ValueError names what does not fit."""
    first = placed[0][0]
    shape = _shape(first)
    for board, (dcol, drow) in placed:
        if board.hexes is None or _shape(board) != shape:
            raise ValueError(f"board {board.name} is not a hex board drawn like {first.name}")
        if min(dcol, drow) < 0 or (drow if first.staggeraxis == "y" else dcol) % 2:
            raise ValueError(f"board {board.name} offset ({dcol}, {drow}) would break the hex stagger")
    cols = max(board.cols + dcol for board, (dcol, _) in placed)
    rows = max(board.rows + drow for board, (_, drow) in placed)
    joined = replace(first, name=name, path=name, cols=cols, rows=rows, spaces={}, links=[], cells={},
                     adjacent={}, hexes=None)
    joined.hexes = HexGrid(cols, rows, first.tilewidth, first.tileheight, first.hexsidelength,
                           first.staggeraxis, first.staggerindex)
    joined.width, joined.height = joined.hexes.pixel_size()
    same: dict[str, str] = {}
    art = []
    origin = joined.hexes.top_left((0, 0))
    for board, (dcol, drow) in placed:
        x, y = joined.hexes.top_left((dcol, drow))
        dx, dy = x - origin[0], y - origin[1]
        art += [replace(layer, x=layer.x + dx, y=layer.y + dy) for layer in board.art]  # each board's picture
        for space in board.spaces.values():
            if space.name in joined.spaces or space.name in same:
                raise ValueError(f"two boards have a space named {space.name!r}")
            cell = (space.props["col"] + dcol, space.props["row"] + drow)
            if cell in joined.cells:
                same[space.name] = joined.cells[cell]
                continue
            props = dict(space.props, col=cell[0], row=cell[1])
            moved = replace(space, x=space.x + dx, y=space.y + dy, props=props,
                            points=None if space.points is None else tuple((px + dx, py + dy)
                                                                           for px, py in space.points))
            joined.spaces[space.name] = moved
            joined.cells[cell] = space.name
        for link in board.links:
            joined.links.append(_moved_link(link, dx, dy, same))
    joined.adjacent = adjacency(joined)
    joined.art = tuple(art)
    return Joined(joined, same)


def _shape(board: Board) -> tuple:
    return (board.orientation, board.tilewidth, board.tileheight, board.hexsidelength, board.staggeraxis,
            board.staggerindex, board.adjacency)


def _moved_link(link: Link, dx: float, dy: float, same: dict[str, str]) -> Link:
    return replace(link, a=same.get(link.a, link.a), b=same.get(link.b, link.b),
                   points=tuple((px + dx, py + dy) for px, py in link.points))
