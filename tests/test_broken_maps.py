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
def broken_avz(tmp_path, monkeypatch):
    """AvZ loading from a copy of its town map with the XML cut short."""
    text = map_path("avz_town.tmx").read_text()
    broken = tmp_path / "avz_town.tmx"
    broken.write_text(text[: len(text) // 2])
    from zombiebox.games.avz import town
    monkeypatch.setattr(town, "map_path", lambda name: broken)
    town.load_town.cache_clear()
    monkeypatch.delitem(registry._loaded, "avz", raising=False)
    for module in [m for m in sys.modules if m.startswith("zombiebox.games.avz") and m != "zombiebox.games.avz.town"]:
        monkeypatch.delitem(sys.modules, module)
    yield broken
    town.load_town.cache_clear()

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
