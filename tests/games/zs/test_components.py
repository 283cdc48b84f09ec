"""The designed box (docs/zs-design.md) keeps every number the rulebook and the publisher give."""
import shutil

import pytest

from zombiebox.core.dice import Dice
from zombiebox.core.tiled import MapError, load_board
from zombiebox.games.zs import data
from zombiebox.games.zs.houses import HOUSES, house, map_file, read_house
from zombiebox.core.paths import map_path

from .table import RULES


def test_box_counts_publisher():
    assert data.BOX_TILES == 76
    assert len(data.CARD) == data.TOWN_CARDS == 54
    assert {loc: sum(n for _, n in mix) for loc, mix in data.TOWN.items()} == {
        "grocery": 12, "hardware": 12, "pharmacy": 10, "gas_station": 10, "police": 10}
    assert len(data.EVENTS) == 20 and [e.key for e in data.EVENTS].count(data.NIGHT) == 1
    assert data.ZOMBIES == 140 and data.BEAD_START == 5


@pytest.mark.parametrize("households,count,removed", [(2, 3, 2), (2, 2, 1), (2, 1, 1), (3, 4, 1), (3, 1, 1),
                                                      (4, 4, 0), (1, 8, 0)])
def test_fewer_households_remove_tiles_publisher(households, count, removed):
    tile = data.Tile("x", "X", count, "1", data.SUPPLY)
    assert data.removed_for(households, tile) == removed


@pytest.mark.parametrize("households,left", [(1, 0), (2, 1), (3, 2), (4, 3)])
def test_harder_game_one_fewer_generator_and_rifle_than_households(households, left):
    state = RULES.setup(RULES.resolve_options({"households": households, "level": "harder"}), Dice(3))
    assert state.pool["generator"] == state.pool["rifle"] == left
    normal = RULES.setup(RULES.resolve_options({"households": households}), Dice(3))
    assert normal.pool["rifle"] == (4 if households in (1, 4) else households)


def test_game_setup_night_near_the_middle_beads_on_5():
    state = RULES.setup(RULES.resolve_options({"households": 2}), Dice(8))
    drawn = list(reversed(state.events))
    assert drawn[data.NIGHT_POSITION - 1] == data.NIGHT and drawn.count(data.NIGHT) == 1
    assert len({hh.house for hh in state.households.values()}) == 2


@pytest.mark.parametrize("number", HOUSES)
def test_each_house_has_four_yards_one_garage_and_a_driveway(number):
    h = house(number)
    assert sorted(h.yards) == ["back", "front", "left", "right"]
    assert sorted(y.opening for y in h.yards.values()).count("garage") == 1
    garage = h.yards[h.garage_yard]
    assert garage.driveway == {2, 5} and garage.touching == {4, 5, 6}
    assert len(h.icons) == 5 and set(h.icons) <= h.cells
    for yard in h.yards.values():
        assert yard.toward == {1: 4, 2: 5, 3: 6} and yard.along == (4, 5, 6)


def test_a_broken_house_map_names_the_file_and_the_yard(tmp_path):
    text = map_path(map_file(1)).read_text()
    start = text.index('name="front3"')
    end = text.index("</object>", start)
    numbered = text[start:end].replace('name="number" type="int" value="3"', 'name="number" type="int" value="9"')
    broken = tmp_path / "zs_house_1.tmx"
    broken.write_text(text[:start] + numbered + text[end:])
    shutil.copytree(map_path("art"), tmp_path / "art")  # the picture the map names (issue 34.1)
    with pytest.raises(MapError) as err:
        read_house(load_board(broken), 1)
    assert "zs_house_1.tmx: the front yard has squares [1, 2, 4, 5, 6, 9], not 1-6" in str(err.value)
