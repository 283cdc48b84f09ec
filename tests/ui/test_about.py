"""Issue 33.5: every file zombiebox ships that the project did not make is listed in
assets/CREDITS.md (file, source package and version, author, licence), and the About screen, opened
from the main menu, shows each of them."""
import pygame

from zombiebox.core.paths import asset_path
from zombiebox.ui.about import ICONS, AboutScene, credits
from zombiebox.ui.app import App
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.settings import MIN_WINDOW, Settings

from .helpers import make_app, press

OWN_SECTION = "## Made by the project"   # CREDITS.md names each file the project made under this heading


def test_every_file_in_assets_is_the_projects_or_credited():
    listed = {f.strip() for c in credits() for f in c.files.split(",")}
    shipped = {p.relative_to(asset_path()).as_posix() for p in asset_path().rglob("*") if p.is_file()}
    text = asset_path("CREDITS.md").read_text(encoding="utf-8")
    own = text[text.index(OWN_SECTION):]
    assert {f for f in shipped - listed - {"CREDITS.md"} if f not in own} == set()   # each file says where it came from
    assert listed <= shipped   # nothing credited that is not there
    for c in credits():
        assert c.source and c.author and c.licence, c


def test_the_about_screen_opens_from_the_menu_and_shows_every_credit():
    app = make_app()
    app.push(MainMenu(app))
    app.render()
    press(app, "About")
    assert isinstance(app.scene, AboutScene)
    app.render()
    shown = " ".join(line for line, _, _ in app.scene.lines(800))
    for c in credits():
        assert c.author in shown and c.licence in shown and c.source in shown
    assert "SIL Open Font License 1.1" in shown
    assert ICONS in shown   # CC BY 3.0 asks for the icons' credit in the program


def test_the_about_screen_scrolls_to_its_last_line_in_the_smallest_window():
    app = App(MIN_WINDOW, Settings())
    app.push(AboutScene(app))
    app.render()
    text, _ = app.scene._areas(app.window.get_rect())
    lines = app.scene.lines(text.w)
    for _ in range(len(lines)):   # a wheel notch scrolls 3 lines: more notches than lines reach the end
        app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1)])
    app.render()
    assert len(lines) > app.scene.fits(text)   # more than the window holds at once...
    assert app.scene.first + app.scene.fits(text) == len(lines)   # ...and the wheel reaches the last line
