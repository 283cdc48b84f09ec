"""The parking lot maps: what the rules rely on (ZT Adjacent Markers, Obstacles, Escaping, Valid Spaces)
and a broken map as one clear line."""
import shutil

import pytest

from zombiebox.core.paths import map_path
from zombiebox.core.tiled import MapError, check_board, load_board
from zombiebox.games.zt import lot as lot_module
from zombiebox.games.zt.lot import CAR_HALF, MARKET_HALF, load_lot


@pytest.mark.parametrize("side", ["A", "B"])
def test_both_sides_load_and_check_clean(side):
    board = load_board(map_path(lot_module.MAP_FILES[side]))
    assert check_board(board) == []
    lot = load_lot(side)
    assert (lot.cols, lot.rows) == (8, 10) and len(lot.start_row) == 8


def test_side_a_has_its_printed_objects():
    lot = load_lot("A")
    assert sorted(lot.car) == ["D1", "E1", "F1"]
    assert all(lot.cell[c][1] == 0 and lot.half[c] == CAR_HALF for c in lot.car)
    assert sorted(set(lot.obstacles.values())) == ["booth", "bus", "large", "small"]
    assert list(lot.obstacles.values()).count("bus") == 6 and len(lot.manholes) == 1
    assert load_lot("B").obstacles == {} and not load_lot("B").car


def test_valid_spaces_are_on_the_edges_and_beside_bus_exits_and_the_booth_door():
    lot = load_lot("A")
    for space, source in lot.spawn.items():
        if source == "edge":
            assert lot.edge(space)
        else:
            c, r = lot.cell[space]
            beside = [lot.at.get((c + dc, r + dr)) for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))]
            assert any(lot.obstacles.get(b) == source for b in beside), space
    for half in (CAR_HALF, MARKET_HALF):
        assert len(lot.spawn_spaces(half)) >= 4


def test_adjacency_is_orthogonal_and_obstacles_are_nobodys_neighbour():
    lot = load_lot("A")
    assert sorted(lot.neighbours("D6")) == ["C6", "D5", "D7", "E6"]
    assert "C5" not in lot.names and "C5" not in lot.neighbours("C6")
    assert sorted(lot.neighbours("A1")) == ["A2", "B1"]


def test_straight_lines_stop_at_obstacles_but_pass_the_manhole():
    lot = load_lot("A")
    assert lot.line("E3", "S") == ("E4", "E5", "E6", "E7")  # E5 is the manhole, E8 an obstacle
    assert lot.line("C4", "S") == ()                        # C5 is an obstacle
    assert lot.line("C6", "E") == ("D6", "E6", "F6")        # G6 is a bus


def test_a_broken_lot_map_is_one_line_naming_the_file_the_space_and_the_property(tmp_path, monkeypatch):
    text = map_path("zt_lot_a.tmx").read_text()
    broken = tmp_path / "zt_lot_a.tmx"
    shutil.copytree(map_path("art"), tmp_path / "art")  # the picture the map names (issue 34.1)
    broken.write_text(text.replace('<property name="half" value="car"/>', '<property name="half" value="moon"/>', 1))
    monkeypatch.setattr(lot_module, "map_path", lambda name: broken)
    load_lot.cache_clear()
    try:
        with pytest.raises(MapError) as error:
            load_lot("A")
        assert len(error.value.problems) == 1
        assert "zt_lot_a.tmx" in str(error.value) and "'A1' property half" in str(error.value)
    finally:
        load_lot.cache_clear()
