"""A broken board map is a clear message, never a crash: the CLI says so on one line
(exit 2) and the menu says so and stays open."""
import sys

import pytest

from zombiebox.cli import main
from zombiebox.core import registry
from zombiebox.core.paths import map_path
from zombiebox.ui.app import App
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.settings import Settings

@pytest.fixture
def avz_map(tmp_path, monkeypatch):
    """Makes AvZ load from a copy of its town map changed by `edit(text) -> text`."""
    from zombiebox.games.avz import town

    def install(edit):
        changed = tmp_path / "avz_town.tmx"
        changed.write_text(edit(map_path("avz_town.tmx").read_text()))
        monkeypatch.setattr(town, "map_path", lambda name: changed)
        town.load_town.cache_clear()
        monkeypatch.delitem(registry._loaded, "avz", raising=False)
        kept = "zombiebox.games.avz.town"
        for module in [m for m in sys.modules if m.startswith("zombiebox.games.avz") and m != kept]:
            monkeypatch.delitem(sys.modules, module)
        return changed

    yield install
    town.load_town.cache_clear()


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
    (lambda text: text.replace('type="location"', 'type="lot"'), "layer 'spaces' has no object of type 'location'"),
    (replaced('<objectgroup id="1" name="spaces">', '<tileset firstgid="1" source="town.tsx"/><objectgroup id="1" name="spaces">'),
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


def test_the_coz_track_without_over_names_the_step(tmp_path, monkeypatch):
    from zombiebox.core.tiled import MapError
    from zombiebox.games.coz import layout

    changed = tmp_path / "coz_board.tmx"
    text = map_path("coz_board.tmx").read_text()
    changed.write_text(text.replace('<property name="over" value="city"/>', "", 1))
    monkeypatch.setattr(layout, "map_path", lambda name: changed)
    layout.layout.cache_clear()
    try:
        with pytest.raises(MapError) as refused:
            layout.layout()
    finally:
        layout.layout.cache_clear()
    assert refused.value.problems == [f"{changed}: track 'track15' property over is missing"]
