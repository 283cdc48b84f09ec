"""Every map the project ships loads and passes check_board: unique names,
required properties, symmetric adjacency, every link end inside a space."""
import pytest

from zombiebox.core.paths import shipped
from zombiebox.core.tiled import check_board, load_board

# The properties each kind of space must carry, per map; the map's owner keeps
# its entry here (kinds not listed are not checked for properties).
REQUIRED: dict[str, dict[str, set[str]]] = {
    "avz_town.tmx": {"location": {"terrain", "edge", "col", "row"}},
    **{f"atz_board_{n}.tmx": {"hex": {"terrain", "col", "row"}} for n in range(1, 5)},
    "coz_board.tmx": {"slot": {"row", "col"}, "track": {"step", "refresh", "over"}},
    **{f"zs_house_{n}.tmx": {"cell": {"col", "row"}, "square": {"yard", "number"}, "opening": {"yard", "opening"}}
       for n in (1, 2, 3, 4)},
}

MAPS = sorted(shipped("maps").glob("*.tmx"))


@pytest.mark.parametrize("path", MAPS, ids=lambda p: p.name)
def test_map_loads_and_checks_clean(path, monkeypatch):
    monkeypatch.chdir(shipped("maps").parent)  # messages show maps/<name>.tmx
    board = load_board(path)
    assert board.spaces, f"{path.name} has no spaces"
    assert check_board(board, REQUIRED.get(path.name, {})) == []


def test_every_requirement_names_a_shipped_map():
    assert set(REQUIRED) <= {p.name for p in MAPS}
