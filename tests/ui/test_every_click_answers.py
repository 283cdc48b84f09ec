"""Every click answers (issue 35.4): a click on the board that plays nothing and picks nothing says why
by the pointer, in every game; a right click drops the current pick as Esc does."""
import pygame
import pytest

from zombiebox.core import registry
from zombiebox.core.match import Match
from zombiebox.ui import column
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.table import TableScene

from .helpers import click, make_app


@pytest.mark.parametrize("game_id", ["atz", "avz", "coz", "zs", "zt"])
def test_a_click_that_plays_nothing_says_why_by_the_pointer(game_id):
    app = make_app(skip_animations=True)
    app.push(MainMenu(app))
    t = app.push(TableScene(app, Match(registry.get(game_id), None, 3)))
    app.render()
    board = column.split(t.areas(app.window.get_rect())["board"], t.view.dice_tray)["board"]   # not the column
    quiet = 0
    for fx in (0.05, 0.3, 0.55, 0.8, 0.95):
        for fy in (0.05, 0.35, 0.65, 0.95):
            pos = (board.x + round(board.w * fx), board.y + round(board.h * fy))
            version, mode = t.match.version, t.view.mode
            click(app, pos)
            if t.match.version != version:
                return   # a move was played: the answer is the board itself
            if t.view.mode is not mode:
                t.view.cancel(t.ui)   # a pick: back, for the next click
                continue
            quiet += 1
            assert t.note.on(t.ui.time) and t.note.text and t.note.pos == pos   # said where the player looks
            app.render()
    assert quiet


def test_a_right_click_drops_the_pick_and_a_second_says_there_is_none():
    from tests.games.coz.test_scene import placed, roll_what_if, stage_city, table as coz_table
    app, t = coz_table()
    stage_city(t.match.state, [4, 9, 12, 2, 3, 6])
    roll_what_if(app, t, (2, 3, 6))
    first = t.view.mode
    click(app, next(r for r, b in placed(t) if b.label == "die 1").center)
    assert t.view.mode is not first and t.view.mode.holding   # the die picked
    board = t.areas(app.window.get_rect())["board"]
    click(app, board.center, button=3)
    assert not t.view.mode.holding and t.ui.status == "Selection cleared" and t.note.on(t.ui.time)
    click(app, board.center, button=3)
    assert "Nothing picked" in t.ui.status and app.scene is t   # a right click never leaves the table
