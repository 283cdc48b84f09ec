"""A broken board map is a clear message, never a crash: the CLI says so on one line
(exit 2) and the menu says so and stays open."""
import builtins
import re
import shutil
import sys

import pytest

import zombiebox.games
from zombiebox.cli import main
from zombiebox.core import paths, registry
from zombiebox.core.paths import map_path
from zombiebox.ui.app import App
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.settings import Settings

@pytest.fixture
def maps_copy(tmp_path, monkeypatch):
    """Every game reads its maps from a copy of maps/ (tmp_path/maps), imported afresh (AvZ reads its town
    when it loads); `edit(file, change)` changes one map there with `change(text) -> text`."""
    folder = tmp_path / "maps"
    shutil.copytree(paths.shipped("maps"), folder)
    shipped = paths.shipped
    monkeypatch.setattr(paths, "shipped", lambda name: folder if name == "maps" else shipped(name))
    for game in list(registry._loaded):
        monkeypatch.delitem(registry._loaded, game)
    for module in [m for m in sys.modules if m.startswith("zombiebox.games.")]:
        monkeypatch.delitem(sys.modules, module)
    for game in registry.GAMES:  # the package keeps its own name for each game module
        monkeypatch.setattr(zombiebox.games, game, getattr(zombiebox.games, game, None), raising=False)

    def edit(file: str, change):
        path = folder / file
        path.write_text(change(path.read_text()))
        return path

    return edit


@pytest.fixture
def avz_map(maps_copy):
    """Makes AvZ load from a copy of its town map changed by `edit(text) -> text`."""
    return lambda edit: maps_copy("avz_town.tmx", edit)


@pytest.fixture
def broken_avz(avz_map):
    """AvZ loading from a copy of its town map with the XML cut short."""
    return avz_map(lambda text: text[: len(text) // 2])


def test_cli_says_the_map_is_broken_in_one_line(broken_avz, capsys):
    assert main(["simulate", "avz", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1
    assert "board map is broken" in err and "avz_town.tmx" in err

def test_menu_says_the_map_is_broken_and_stays(broken_avz):
    app = App((1280, 800), Settings())
    menu = app.push(MainMenu(app))
    menu._new_game("avz")
    assert app.scene is menu
    assert any("board map is broken" in text for text, _, _ in app.toasts)
    app.render()


A1_COL = '<property name="col" type="int" value="0"/>'  # the first location, A1


def replaced(old: str, new: str):
    return lambda text: text.replace(old, new, 1)


@pytest.mark.parametrize("edit, words", [
    (replaced(A1_COL, ""), "location 'A1' property col is missing"),
    (replaced(A1_COL, '<property name="col" value="x"/>'), "location 'A1' property col: expected int, got str"),
    (replaced(A1_COL, '<property name="col" type="int" value="x"/>'), "space 'A1' property col: 'x' is not of type int"),
    (replaced(A1_COL, '<property name="col" type="int" value="-1"/>'), "location 'A1' property col: expected int >= 0"),
    (replaced('<property name="terrain" value="dirt_lot"/>', '<property name="terrain" value="lava"/>'),
     "location 'A1' property terrain: invalid enum value 'lava'"),
    (lambda text: text.replace('type="location"', 'type="lot"'), "space 'A1' is of type 'lot', not location"),
    (lambda text: re.sub('<object id=.*?</object>', "", text, flags=re.S), "layer 'spaces' has no object of type 'location'"),
    (replaced('<objectgroup id="1" name="spaces"', '<tileset firstgid="1" source="town.tsx"/><objectgroup id="1" name="spaces"'),
     "tileset (firstgid 1) property source 'town.tsx': no such file"),
])
def test_a_broken_town_is_one_line_naming_the_file_object_and_property(avz_map, edit, words, capsys, tmp_path):
    changed = avz_map(edit)
    for argv in (["play", "avz"], ["screenshot", "avz", "--out", str(tmp_path / "x.png")],
                 ["simulate", "avz", "--games", "1"]):
        assert main(argv) == 2, argv
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1 and f"avz_town.tmx: {words}" in err, err
    assert not (tmp_path / "x.png").exists() and changed.exists()


def test_the_coz_track_without_over_names_the_step(maps_copy):
    from zombiebox.core.tiled import MapError

    changed = maps_copy("coz_board.tmx", replaced('<property name="over" value="city"/>', ""))
    from zombiebox.games.coz import layout
    with pytest.raises(MapError) as refused:
        layout.layout()
    assert refused.value.problems == [f"{changed}: track 'track15' property over is missing"]


# Each game's map, and the first space on it (the first object of layer 'spaces'), of the kinds the game reads.
BOARDS = [("avz", "avz_town.tmx", "A1", "location"),
          ("coz", "coz_board.tmx", "city1", "slot or track or pile or area"),
          ("zs", "zs_house_3.tmx", "cell_0_0", "cell or square or opening"),
          ("zt", "zt_lot_a.tmx", "A1", "space or obstacle"),
          ("atz", "atz_board_2.tmx", "2A1", "hex")]
REFUSED = "is outside the map's folder; zombiebox reads tilesets and images only from there"


def first_space(attribute: str, value: str | None):
    """An edit: the first object's attribute set to value (None: taken away)."""
    def change(text: str) -> str:
        new = "" if value is None else f' {attribute}="{value}"'
        return re.sub(rf'(<object id="1" [^>]*?) {attribute}="[^"]*"', lambda m: m[1] + new, text, count=1)
    return change


def before_layers(xml: str):
    return lambda text: text.replace("<objectgroup", xml + "<objectgroup", 1)


# (edit, what the one line says after the file's name); {outside} is a tileset beside maps/, not in it
CASES = [
    (first_space("x", "nan"), "space '{space}' point (nan, "),
    (first_space("y", "inf"), "space '{space}' point ("),
    (first_space("x", "-1e300"), "space '{space}' point (-1e+300, "),
    (first_space("type", None), "space '{space}' is of type '', not {kinds}"),
    (before_layers('<tileset firstgid="1" source="zt_lot_b.tmx"/>'),
     "tileset (firstgid 1) property source 'zt_lot_b.tmx': is not a Tiled tileset (.tsx)"),
    (before_layers('<tileset firstgid="1" source="notes.tsx"/>'),
     "tileset (firstgid 1) property source 'notes.tsx': is not a Tiled tileset (.tsx)"),
    (before_layers('<tileset firstgid="1" source="../outside.tsx"/>'),
     f"tileset (firstgid 1) property source '../outside.tsx': {REFUSED}"),
    (before_layers('<tileset firstgid="1" source="{outside}"/>'),
     f"tileset (firstgid 1) property source '{{outside}}': {REFUSED}"),
    (before_layers('<imagelayer id="99" name="art"><image source="../outside.png"/></imagelayer>'),
     f"image '../outside.png': {REFUSED}"),
    (before_layers('<imagelayer id="98" name="art" offsetx="nan"><image source="art/zt_lot_a.svg" width="8" '
                   'height="8"/></imagelayer>'), "image layer 'art' needs a finite offset"),
]


@pytest.mark.parametrize("edit, words", CASES, ids=[words.split(":")[0][:40] for _, words in CASES])
@pytest.mark.parametrize("game, file, space, kinds", BOARDS, ids=[board[0] for board in BOARDS])
def test_every_broken_board_is_one_line_naming_the_map_and_the_object(
        maps_copy, game, file, space, kinds, edit, words, tmp_path, capsys, monkeypatch):
    """A tileset or image outside maps/ (never opened), a tileset that is no tileset, a space off the map
    (NaN, infinity) or without its type: one line naming the file and the object, exit 2, every game."""
    (tmp_path / "maps" / "notes.tsx").write_text("# notes\nnot a tileset, not even XML")
    outside = tmp_path / "outside.tsx"
    outside.write_text("<tileset><!-- a secret beside the maps --></tileset>")
    (tmp_path / "outside.png").write_bytes(b"a secret")
    maps_copy(file, lambda text: edit(text).replace("{outside}", str(outside)))
    opened = []
    real_open = builtins.open
    monkeypatch.setattr(builtins, "open", lambda name, *a, **k: opened.append(str(name)) or real_open(name, *a, **k))
    expected = f"{file}: " + words.format(space=space, kinds=kinds, outside=outside)
    for argv in (["simulate", game, "--games", "1", "--jobs", "1"],
                 ["screenshot", game, "--out", str(tmp_path / "x.png")]):
        assert main(argv) == 2, argv
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1 and expected in err, err
    assert not (tmp_path / "x.png").exists()
    assert not [name for name in opened if "outside" in name]
