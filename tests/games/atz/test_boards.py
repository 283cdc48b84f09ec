"""The four ATZ boards: hex ids in the scenarios' scheme (12.0), terrain by the centre dot (6.1), edge
half-hexes, every place the scenarios name, boards joined end to end and side by side, sight lines."""
import shutil

import pytest

from zombiebox.core.paths import map_path
from zombiebox.core.tiled import MapError
from zombiebox.games.atz import boards
from zombiebox.games.atz.boards import BUILDING, CLEAR, ROUGH, load_map, load_table, parse_hex
from zombiebox.games.atz.data import SIGHT_DAWN_EVENING, SIGHT_NIGHT

ONE_AND_THREE = ((1, 3),)  # ATZ 15.0: "Boards One and Three, placed end to end"


def test_hex_ids_are_board_row_number():  # ATZ 12.0
    assert parse_hex("4C15") == (4, "C", 15)
    assert parse_hex(" 1g9 ") == (1, "G", 9)
    for bad in ("5C15", "4Z1", "C15", "4C", ""):
        with pytest.raises(ValueError, match="is not a hex"):
            parse_hex(bad)


@pytest.mark.parametrize("board", boards.BOARDS)
def test_every_hex_is_named_by_its_place(board):
    loaded, props = load_map(board)
    assert len(props) == 6 * 16 + 6 * 17  # rows A, C, ... have 16 hexes; B, D, ... 17 with two halves
    for name, p in props.items():
        assert name == f"{board}{boards.ROWS[p.row]}{p.col + 1}"
        assert p.half == (p.row % 2 == 1 and p.col in (0, 16))


@pytest.mark.parametrize("board", boards.BOARDS)
def test_half_hexes_are_clear_ground_at_the_west_and_east_edges(board):
    table = load_table(((board,),))
    assert len(table.half) == 12
    assert table.half <= set(table.edges["west"]) | set(table.edges["east"])
    assert all(table.terrain[h] == CLEAR for h in table.half)


@pytest.mark.parametrize("board", boards.BOARDS)
def test_a_building_is_named_by_its_centre_hex(board):  # ATZ 12.0
    table = load_table(((board,),))
    for centre, hexes in table.buildings.items():
        assert centre in hexes
        assert all(h == centre or h in table.neighbours[centre] for h in hexes)
        assert all(table.terrain[h] == BUILDING for h in hexes)


@pytest.mark.parametrize("board", boards.BOARDS)
def test_the_g_road_reaches_the_east_edge_between_its_f_and_h_edge_hexes(board):  # 12.0 Barricade, Race
    table = load_table(((board,),))
    road = [f"{board}G{n}" for n in range(1, 17)]
    assert all(table.feature[h] == "road" for h in road)
    east = table.edges["east"]
    assert {f"{board}F17", f"{board}G16", f"{board}H17"} <= set(east)
    assert {f"{board}F17", f"{board}H17"} <= table.half
    assert {f"{board}F17", f"{board}H17"} <= set(table.neighbours[f"{board}G16"])


def test_the_places_the_scenarios_name():  # ATZ 12.0
    one = load_table(((1,),))
    cross = one.neighbours["1G9"]
    assert one.feature["1G9"] == "road" and sum(one.feature[h] == "road" for h in cross) == 4  # crossroads
    two = load_table(((2,),))
    assert len(two.buildings) >= 7  # Search and Destroy: seven buildings on Board Two
    assert len(two.buildings["2H4"]) > 1 and len(two.buildings["2E5"]) > 1  # the two multi-hex buildings
    four = load_table(((4,),))
    assert len(four.buildings["4D5"]) > 1  # the redoubt, "the large building"
    assert four.buildings["4E2"] == ("4E2",)  # the Professor's clinic
    assert four.feature["4C4"] == "hedge"
    around = {n for h in four.buildings["4D5"] for n in four.neighbours[h]} - set(four.buildings["4D5"])
    assert all(four.feature[h] == "hedge" for h in around)  # the wall all round the redoubt
    helipads = [h for h, f in four.feature.items() if f == "helipad"]
    assert len(helipads) == 1 and helipads[0] in four.buildings  # the building with the circled H


def test_end_to_end_the_half_hexes_at_the_seam_make_whole_hexes():  # ATZ 14.0, 15.0
    table = load_table(ONE_AND_THREE)
    assert table.name("3B1") == "1B17" and table.name("1B17") == "1B17"
    assert "1B17" not in table.half and "1B1" in table.half and "3B17" in table.half
    assert "3B2" in table.neighbours["1B17"] and "1A16" in table.neighbours["1B17"]
    assert "3A1" in table.neighbours["1A16"]  # whole rows simply meet
    assert table.distance("1G16", "3G1") == 1
    assert len(table.cell) == 2 * 198 - 6


def test_side_by_side_the_long_edges_meet():  # ATZ 14.0: long side to long side
    table = load_table(((2,), (4,)))
    assert set(table.neighbours["2L5"]) >= {"4A4", "4A5"} or set(table.neighbours["2L5"]) >= {"4A5", "4A6"}
    assert table.distance("2A1", "4L1") == 23
    assert len(table.half) == 24


def test_a_hex_not_on_the_table_is_a_clear_message():
    with pytest.raises(ValueError, match="not on the table"):
        load_table(ONE_AND_THREE).name("2C3")
    with pytest.raises(ValueError, match="at most once"):
        load_table(((1, 1),))


def test_terrain_costs():  # ATZ 6.1
    table = load_table(((3,),))
    assert table.terrain["3C2"] == ROUGH and table.enter_cost("3C2") == 2
    assert table.terrain["3D10"] == BUILDING and table.enter_cost("3D10") == 2
    assert table.enter_cost("3G5") == 1


@pytest.mark.parametrize("hex_, reach", [("1G9", 0), ("1G9", 3), ("1A1", 5), ("3L16", 4), ("1F17", 2)])
def test_within_is_every_hex_at_most_that_far(hex_, reach):
    table = load_table(ONE_AND_THREE)
    near = table.within(hex_, reach)
    assert len(near) == len(set(near))
    assert set(near) == {h for h in table.cell if table.distance(hex_, h) <= reach}


def test_line_of_sight_cases():  # ATZ 8.2, 8.2.1
    table = load_table(((3,),))
    assert not table.in_sight("3C1", "3C7")  # woods C2-C5 in between
    assert table.in_sight("3C6", "3C8")  # through clear ground
    assert table.in_sight("3C5", "3C6") and table.in_sight("3B2", "3C2")  # adjacent: always
    assert table.in_sight("3F8", "3D10")  # the target's own hex never blocks (a building)
    assert not table.in_sight("3G5", "3J5")  # but the building's hex 3I5 in between does
    assert table.in_sight("3G1", "3G16") and not table.in_sight("3G1", "3G16", reach=SIGHT_DAWN_EVENING)
    assert not table.in_sight("3G1", "3G4", reach=SIGHT_NIGHT) and table.in_sight("3G1", "3G3", reach=SIGHT_NIGHT)


def test_a_misnamed_hex_is_a_clear_message(tmp_path, monkeypatch):
    broken = tmp_path / "atz_board_1.tmx"
    broken.write_text(map_path("atz_board_1.tmx").read_text().replace('name="1G9"', 'name="1X9"', 1))
    shutil.copytree(map_path("art"), tmp_path / "art")  # the picture the map names (issue 34.1)
    monkeypatch.setattr(boards, "map_path", lambda name: broken)
    load_map.cache_clear()
    try:
        with pytest.raises(MapError, match="it must be named 1G9"):
            load_map(1)
    finally:
        load_map.cache_clear()
