"""Hex boards joined into one board (core.hexjoin): cells and pixels move together, adjacency and
line of sight run across the seam, half-hexes meeting at a seam become one hex."""
from pathlib import Path

import pytest

from zombiebox.core.hexjoin import end_to_end, join_boards, side_by_side
from zombiebox.core.tiled import check_board, load_board

HEX = Path(__file__).parent / "maps" / "hex.tmx"  # 5 x 4, 20 hexes h<col><row>, a tunnel h00-h43


def _board(tmp_path, prefix):
    path = tmp_path / f"{prefix}.tmx"
    path.write_text(HEX.read_text().replace('name="h', f'name="{prefix}').replace("tunnel", f"{prefix}tunnel"))
    return load_board(path)


def test_side_by_side_moves_every_hex_down_by_the_first_boards_rows(tmp_path):
    north, south = _board(tmp_path, "n"), _board(tmp_path, "s")
    joined = side_by_side([north, south]).board
    assert (joined.cols, joined.rows) == (5, 8)
    assert joined.cells[(2, 5)] == "s21"
    assert joined.hexgrid().pixel_to_hex(*joined.spaces["s21"].center) == (2, 5)
    assert check_board(joined) == []
    # across the seam: n's bottom row touches s's top row
    assert "s00" in joined.neighbours("n03") and "n03" in joined.neighbours("s00")
    assert [(link.a, link.b) for link in joined.links] == [("n00", "n43"), ("s00", "s43")]
    assert "s43" in joined.neighbours("s00")


def test_end_to_end_with_an_overlap_makes_one_hex_of_two(tmp_path):
    west, east = _board(tmp_path, "w"), _board(tmp_path, "e")
    joined = end_to_end([west, east], overlap=1)
    assert joined.board.cols == 9
    assert "e00" not in joined.board.spaces and joined.name("e00") == "w40"
    assert joined.name("e10") == "e10" and joined.board.cells[(5, 0)] == "e10"
    assert "e10" in joined.board.neighbours("w40")
    assert ("e00", "e43") not in [(link.a, link.b) for link in joined.board.links]
    assert "e43" in joined.board.neighbours("w40")  # e's tunnel now starts in the joined hex
    assert check_board(joined.board) == []


def test_an_offset_that_breaks_the_stagger_is_refused(tmp_path):
    north, south = _board(tmp_path, "n"), _board(tmp_path, "s")
    with pytest.raises(ValueError, match="stagger"):
        join_boards("odd", [(north, (0, 0)), (south, (0, 3))])


def test_two_boards_with_one_name_are_refused(tmp_path):
    board = _board(tmp_path, "n")
    with pytest.raises(ValueError, match="named 'n00'"):
        side_by_side([board, board])
