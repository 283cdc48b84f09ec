"""Reading Tiled maps into Boards, and the problems a map can have."""
import subprocess
import sys
from pathlib import Path

import pytest

from zombiebox.core.tiled import Link, MapError, check_board, load_board

ROOT = Path(__file__).parents[2]
MAPS = ROOT / "tests" / "core" / "maps"


@pytest.fixture(autouse=True)
def from_the_project_root(monkeypatch):
    """Messages show a map's path relative to the working folder."""
    monkeypatch.chdir(ROOT)


def fixture(name: str) -> Path:
    return MAPS / name


def variant(tmp_path: Path, name: str, old: str, new: str) -> Path:
    """A copy of a fixture map with one piece of its text changed."""
    text = fixture(name).read_text()
    assert old in text
    path = tmp_path / name
    path.write_text(text.replace(old, new, 1))
    return path


# -- a linked town ---------------------------------------------------------------

@pytest.fixture(scope="module")
def town():
    return load_board(fixture("town.tmx"))


def test_spaces_keep_name_kind_box_and_typed_properties(town):
    a = town.spaces["A"]
    assert (a.kind, a.x, a.y, a.w, a.h, a.center) == ("location", 0, 0, 128, 128, (64, 64))
    assert a.props == {"terrain": "park", "spawn": True, "cost": 2}
    assert list(town.spaces) == ["A", "B", "C", "D", "P"]


def test_a_polygon_space_keeps_its_corners_and_bounding_box(town):
    plaza = town.spaces["P"]
    assert plaza.points == ((384, 0), (512, 0), (512, 128))
    assert (plaza.x, plaza.y, plaza.w, plaza.h) == (384, 0, 128, 128)


def test_space_at_follows_rectangles_and_polygons(town):
    assert town.space_at(10, 10).name == "A"
    assert town.space_at(500, 20).name == "P"
    assert town.space_at(400, 100) is None  # inside P's box, outside the triangle
    assert town.space_at(448, 64).name == town.space_at(512, 64).name == "P"  # on its edges
    assert town.space_at(150, 150) is None  # the street between blocks


def test_where_spaces_overlap_the_topmost_is_at_the_point(tmp_path):
    manhole = '<object id="9" name="M" type="manhole" x="0" y="0" width="32" height="32"/>\n </objectgroup>'
    town = load_board(variant(tmp_path, "town.tmx", "</objectgroup>", manhole))
    assert town.space_at(10, 10).name == "M"
    assert town.space_at(100, 100).name == "A"


def test_links_join_the_spaces_at_their_ends(town):
    assert [(link.a, link.b, link.kind, link.name) for link in town.links] == [
        ("A", "B", "crosswalk", "cw1"), ("B", "C", "crosswalk", "cw2"), ("C", "P", "track", "")]
    assert town.links[1].props == {"cost": 1}


def test_neighbours_come_from_links_both_ways(town):
    assert town.neighbours("B") == ["A", "C"]
    assert town.neighbours("P") == ["C"]
    assert town.neighbours("D") == []


def test_map_size_and_properties(town):
    assert (town.name, town.orientation, town.width, town.height) == ("town", "orthogonal", 512, 384)
    assert town.props == {"title": "Test town", "turns": 12}
    assert town.adjacency == "links"


def test_a_sound_map_has_no_problems(town):
    assert check_board(town, {"location": {"terrain"}, "plaza": {"terrain"}}) == []


def test_check_board_names_missing_properties_and_kinds(town):
    assert check_board(town, {"location": {"spawn"}, "bus": {"route"}}) == [
        "tests/core/maps/town.tmx: location 'B' lacks properties spawn",
        "tests/core/maps/town.tmx: location 'C' lacks properties spawn",
        "tests/core/maps/town.tmx: location 'D' lacks properties spawn",
        "tests/core/maps/town.tmx: no space of kind 'bus'",
    ]


def test_a_tiled_1_9_class_is_the_kind():
    assert load_board(fixture("tiled19.tmx")).spaces["A"].kind == "location"


def test_a_hexgrid_needs_a_hexagonal_map(town):
    with pytest.raises(MapError, match="town.tmx: not a hexagonal map"):
        town.hexgrid()


# -- grids ------------------------------------------------------------------------

def test_a_square4_lot_joins_cells_side_by_side():
    lot = load_board(fixture("lot.tmx"))
    assert lot.cells[1, 0] == "L10"
    assert sorted(lot.neighbours("L10")) == ["L00", "L20"]  # (1, 1) is missing: an obstacle
    assert sorted(lot.neighbours("L21")) == ["L20"]


def test_a_square8_lot_joins_diagonals_too(tmp_path):
    lot = load_board(variant(tmp_path, "lot.tmx", 'value="square4"', 'value="square8"'))
    assert sorted(lot.neighbours("L10")) == ["L00", "L01", "L20", "L21"]


@pytest.fixture(scope="module")
def hexes():
    return load_board(fixture("hex.tmx"))


def test_a_hex_map_keeps_tileds_stagger_settings(hexes):
    grid = hexes.hexgrid()
    assert (grid.staggeraxis, grid.staggerindex, grid.side_y) == ("y", "odd", 32)
    assert (hexes.width, hexes.height) == grid.pixel_size() == (308, 208)


def test_hex_neighbours_union_grid_and_links(hexes):
    assert sorted(hexes.neighbours("h11")) == ["h01", "h10", "h12", "h20", "h21", "h22"]
    assert sorted(hexes.neighbours("h00")) == ["h01", "h10", "h43"]  # the tunnel to h43
    assert "h00" in hexes.neighbours("h43")


def test_space_at_on_a_hex_map_goes_by_hex_outline(hexes):
    grid = hexes.hexgrid()
    (x1, y1), (x2, y2) = grid.outline((1, 1))[:2]  # just inside h11's left side
    assert hexes.space_at(x1 + 1, (y1 + y2) / 2).name == "h11"
    assert hexes.space_at(x1 - 1, (y1 + y2) / 2).name == "h01"
    assert hexes.space_at(-50, -50) is None


def test_a_sound_hex_map_has_no_problems(hexes):
    assert check_board(hexes, {"hex": {"terrain"}}) == []


# -- errors name the map and the object --------------------------------------------

@pytest.mark.parametrize("name, message", [
    ("broken.tmx", "tests/core/maps/broken.tmx: not valid XML (unclosed token: line 5, column 2)"),
    ("duplicate.tmx", "tests/core/maps/duplicate.tmx: two spaces are named 'A' (objects #1 and #2)"),
    ("stray_link.tmx", "tests/core/maps/stray_link.tmx: link 'cw7' end (410, 220) is not inside any space"),
    ("no_spaces.tmx", "tests/core/maps/no_spaces.tmx: no object layer named 'spaces'"),
    ("reserved.tmx", "tests/core/maps/reserved.tmx: space 'A' has a custom property 'type', "
                     "a name pytmx reserves: rename it"),
    ("missing.tmx", "tests/core/maps/missing.tmx: no such map file"),
])
def test_a_bad_map_is_refused_with_a_clear_message(name, message):
    with pytest.raises(MapError) as refused:
        load_board(fixture(name))
    assert str(refused.value) == message


@pytest.mark.parametrize("name, old, new, message", [
    ("town.tmx", 'name="D" type="location" x="0" y="192"', 'name="D" type="location" x="0" y="192" rotation="30"',
     "space 'D' is rotated"),
    ("town.tmx", 'id="4" name="D"', 'id="4"', "space #4 has no name"),
    ("town.tmx", '<property name="title"', '<property name="adjacency" value="roads"/><property name="title"',
     "map property adjacency='roads' is not one of links, square4, square8, hex"),
    ("town.tmx", '<property name="title"', '<property name="adjacency" value="hex"/><property name="title"',
     "adjacency 'hex' does not fit orientation 'orthogonal'"),
    ("town.tmx", '<polyline points="0,0 0,150"/>', '<polyline points="0,0 20,20"/>',
     "link 'cw2' starts and ends in space 'B'"),
    ("town.tmx", '<polyline points="0,0 200,-260"/>', '<polygon points="0,0 200,-260 0,-260"/>',
     "link #8 is not a polyline"),
    ("town.tmx", '<objectgroup id="1" name="spaces">', '<objectgroup id="1" name="spaces" offsetx="5">',
     "object layer 'spaces' has an offset"),
    ("lot.tmx", '<property name="col" type="int" value="2"/>', "", "space 'L20' needs int properties col and row"),
    ("lot.tmx", '<property name="col" type="int" value="2"/>', '<property name="col" type="int" value="1"/>',
     "spaces 'L10' and 'L20' are both at col/row (1, 0)"),
    ("lot.tmx", '<property name="col" type="int" value="2"/>', '<property name="col" type="int" value="3"/>',
     "space 'L20' col/row (3, 0) is outside the 3x2 map"),
    ("hex.tmx", 'hexsidelength="32"', 'hexsidelength="70"', "hex side length 70 does not fit a 56x64 tile"),
    ("town.tmx", '<polyline points="0,0 96,16 192,0"/>', '<polyline points="0,0 nan,16 192,0"/>',
     "link 'cw1' point (nan, 80) is not inside the"),
    ("town.tmx", '<polyline points="0,0 96,16 192,0"/>', '<polyline points="0,0 96,-inf 192,0"/>',
     "link 'cw1' point (160, -inf) is not inside the"),
    ("town.tmx", 'name="B" type="location" x="192" y="0" width="128"', 'name="B" type="location" x="192" y="0" width="1e309"',
     "space 'B' point (inf, 128) is not inside the"),
    ("town.tmx", '<polygon points="0,0 128,0 128,128"/>', '<polygon points="0,0 nan,0 128,128"/>',
     "space 'P' point (nan, 0) is not inside the"),
])
def test_a_map_with_a_bad_object_names_it(tmp_path, name, old, new, message):
    with pytest.raises(MapError) as refused:
        load_board(variant(tmp_path, name, old, new))
    assert f"{name}: {message}" in str(refused.value)


def test_every_problem_is_listed_at_once(tmp_path):
    path = tmp_path / "lot.tmx"
    path.write_text(fixture("lot.tmx").read_text().replace('<property name="row" type="int" value="0"/>', ""))
    with pytest.raises(MapError) as refused:
        load_board(path)
    assert [p.split(": ", 1)[1][:11] for p in refused.value.problems] == ["space 'L00'", "space 'L10'", "space 'L20'"]


# -- the board's art: image layers and tilesets from the map's folder ----------------

ART = '<imagelayer id="9" name="board" offsetx="8" offsety="-4" opacity="0.5"><image source="art/town.svg" width="512" height="384"/></imagelayer>'


def with_art(tmp_path: Path, layers: str, files: dict[str, str]) -> Path:
    """The town fixture in a folder of its own, with `layers` under its object layers and `files` beside it."""
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    return variant(tmp_path, "town.tmx", '<objectgroup id="1"', layers + '<objectgroup id="1"')


def test_an_image_layer_under_the_spaces_is_the_boards_art(tmp_path):
    hidden = ART.replace('id="9" name="board"', 'id="10" name="notes" visible="0"')
    board = load_board(with_art(tmp_path, ART + hidden, {"art/town.svg": "<svg/>"}))
    (art,) = board.art  # the hidden layer is not drawn
    assert (art.name, art.source, art.x, art.y, art.w, art.h, art.opacity) == (
        "board", (tmp_path / "art" / "town.svg").resolve(), 8, -4, 512, 384, 0.5)
    assert list(board.spaces) == ["A", "B", "C", "D", "P"]  # the rules' geometry as before


def test_a_tile_layer_with_a_tileset_beside_the_map_is_read(tmp_path):
    tsx = ('<?xml version="1.0" encoding="UTF-8"?><tileset version="1.10" name="ground" tilewidth="64" '
           'tileheight="64" tilecount="1" columns="1"><image source="ground.svg" width="64" height="64"/></tileset>')
    tiles = ('<tileset firstgid="1" source="ground.tsx"/><layer id="8" name="ground" width="8" height="6">'
             '<data encoding="csv">' + ",".join(["1"] * 48) + '</data></layer>')
    board = load_board(with_art(tmp_path, tiles, {"ground.tsx": tsx, "ground.svg": "<svg/>"}))
    assert board.art == () and len(board.spaces) == 5


@pytest.mark.parametrize("old, new, message", [
    ('offsetx="8"', 'offsetx="nan"', "image layer 'board' needs a finite offset, its image's width and height "
                                     "and an opacity from 0 to 1 (offset (nan, -4), size 512x384, opacity 0.5)"),
    ('offsety="-4"', 'offsety="inf"', "image layer 'board' needs a finite offset"),
    (' width="512" height="384"', "", "image layer 'board' needs a finite offset, its image's width and height"),
    ('opacity="0.5"', 'opacity="7"', "image layer 'board' needs a finite offset"),
    ('offsetx="8"', 'offsetx="eight"', "image layer 'board': could not convert string to float: 'eight'"),
    ('art/town.svg', '../town.svg', "image '../town.svg': is outside the map's folder"),
    ('art/town.svg', 'art/gone.svg', "image 'art/gone.svg': no such file"),
])
def test_an_image_layer_that_cannot_be_placed_or_trusted_is_one_line(tmp_path, old, new, message):
    (tmp_path / "town.svg").write_text("<svg/>")  # beside the map's folder, never read
    path = with_art(tmp_path / "maps", ART.replace(old, new), {"art/town.svg": "<svg/>"})
    with pytest.raises(MapError) as refused:
        load_board(path)
    assert len(refused.value.problems) == 1 and f"town.tmx: {message}" in str(refused.value)


# -- check_board catches what a hand-edited board gets wrong ---------------------------

def test_check_board_finds_one_way_adjacency():
    town = load_board(fixture("town.tmx"))
    town.adjacent["D"] = ("A",)
    assert check_board(town) == ["tests/core/maps/town.tmx: 'A' is a neighbour of 'D' but not the other way round"]
    town.adjacent["D"] = ("Q",)
    assert check_board(town) == ["tests/core/maps/town.tmx: space 'D' has a neighbour 'Q' that is no space"]


def test_check_board_finds_a_link_end_outside_its_space_and_clashing_names():
    town = load_board(fixture("town.tmx"))
    town.links.append(Link("A", "D", "crosswalk", name="B", points=((64, 64), (64, 500))))
    assert check_board(town) == [
        "tests/core/maps/town.tmx: link 'B' has the name of another space or link",
        "tests/core/maps/town.tmx: link 'B' end (64, 500) is not inside space 'D'",
    ]


def test_check_board_finds_a_hex_space_drawn_in_another_hex(tmp_path):
    path = variant(tmp_path, "hex.tmx", 'name="h00" type="hex" x="28" y="32"', 'name="h00" type="hex" x="84" y="32"')
    assert check_board(load_board(path)) == [
        f"{path}: space 'h00' says col/row (0, 0) but is drawn in hex (1, 0)"]


def test_reading_a_map_does_not_load_pygame():
    script = ("import sys; from zombiebox.core.tiled import load_board; "
              f"load_board({str(fixture('hex.tmx'))!r}); assert 'pygame' not in sys.modules, 'pygame loaded'; "
              "from pytmx.util_pygame import load_pygame")  # and a scene can still load maps with pygame
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
