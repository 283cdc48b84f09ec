"""A lesson brings the places its asked move names into view (issue focus 37): All Things Zombie's two
boards side by side are too small to click whole in a small window, and their hex ids are drawn only from
zoom IDS_FROM; a lesson asking for "1F7" glides the camera to it, close enough to read its id, and a
player's own wheel or drag afterwards stands until the next step (or H)."""
import pygame
import pytest

from zombiebox.core.lesson import each_lesson
from zombiebox.games.atz.scene.hexes import IDS_FROM
from zombiebox.ui.app import App
from zombiebox.ui.lesson import lesson_table
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.settings import Settings

from .helpers import hold, key


def open_lesson(number: int, size=(1280, 800), asked: int = 0):
    app = App(size, Settings(skip_animations=True))
    app.push(MainMenu(app))
    table = app.push(lesson_table(app, each_lesson("atz")[number - 1]))
    table.play_on(asked)
    app.render()
    return app, table


def readable(app, t, hex_: str) -> bool:
    """The hex inside the map's window, at a zoom that draws its id."""
    map_ = t.regions(app.window.get_rect())["map"]
    return t.view.cam.zoom >= IDS_FROM and map_.contains(t.view.hex_rect(hex_))


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
@pytest.mark.parametrize("number, asked, hex_", [(8, 1, "1F7"), (8, 3, "1F7"), (2, 1, "1G6"), (2, 8, "1G5")])
def test_the_hex_a_lesson_asks_for_is_in_view_with_its_id_drawn(size, number, asked, hex_):
    app, t = open_lesson(number, size, asked)
    assert hex_ in t.tutor.step.ask   # the hex the lesson's words name
    assert t.view.cam.fitting < IDS_FROM   # the whole map in view would draw no ids: the lesson zoomed in
    assert readable(app, t, hex_)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_the_first_ask_shows_the_survivor_it_names(size):
    app, t = open_lesson(8, size)
    assert t.tutor.hint().kind == "impulse" and t.match.state.survivors["nick"].hex == "1G7"
    assert readable(app, t, "1G7")


def test_the_players_own_wheel_and_drag_stand_until_the_next_step_and_h_brings_the_ask_back():
    app, t = open_lesson(8, (960, 600))
    cam = t.view.cam
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=cam.view.center, rel=(0, 0), buttons=(0, 0, 0))])
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-20, flipped=False)])   # all the way out
    for _ in range(3):
        app.step()
        app.render()
    assert cam.zoom == cam.fitting < IDS_FROM   # the lesson does not take the camera back
    t.play(t.tutor.hint())   # Nick takes his impulse: the next step asks for 1F7
    app.render()
    assert readable(app, t, "1F7")
    start = (cam.view.right - 30, cam.view.centery)
    hold(app, start)   # the player drags the map west, 1F7 out of the window
    for dx in range(40, cam.view.w - 60, 40):
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] - dx, start[1]), rel=(-40, 0),
                                     buttons=(1, 0, 0))])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(start[0] - dx, start[1]))])
    app.render()
    assert t.tutor.at == 1   # the drag played nothing
    assert not cam.view.collidepoint(t.view.hex_rect("1F7").center)
    key(app, pygame.K_h)     # H: the lesson's move lit, and brought into view
    app.render()
    assert t.ui.hint is not None and readable(app, t, "1F7")
