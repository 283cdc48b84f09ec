"""Closing the window loses nothing (issue 31.1): the table is autosaved when the window's X is
clicked (pygame.QUIT), mid bot turn too, and a move that reveals a die or a card is autosaved
before it is drawn, so closing cannot re-roll it."""
import pygame

from zombiebox.core import registry
from zombiebox.core.match import Match
from zombiebox.ui.app import TICK
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.settings import autosave_path
from zombiebox.ui.table import TableScene

from .helpers import make_app, press, press_choice

CLOSE = pygame.event.Event(pygame.QUIT)


def at_table(match: Match, **settings):
    app = make_app(**settings)
    app.push(MainMenu(app))
    app.play(match)
    app.render()
    return app, app.scene


def continue_in_a_new_window() -> TableScene:
    """The next start of the app: the menu's Continue."""
    app = make_app()
    app.push(MainMenu(app))
    app.render()
    press(app, "Continue")
    assert isinstance(app.scene, TableScene)
    return app.scene


def test_a_roll_then_the_windows_x_continue_brings_the_roll_back(tinygame):
    app, t = at_table(Match(tinygame, None, 4))
    for _ in range(2):
        press_choice(app, "roll")
    shown = tinygame.rules.encode(t.match.state)
    app.frame([CLOSE])
    assert not app.running
    again = continue_in_a_new_window()
    assert again.match.steps == t.match.steps and tinygame.rules.encode(again.match.state) == shown


def test_moves_that_reveal_nothing_are_kept_by_the_windows_x():
    """Aliens vs. Zombies' set-up: placements reveal nothing and the seat stays (no autosave of its own)."""
    avz = registry.get("avz")
    app, t = at_table(Match(avz, None, 3))
    for _ in range(3):
        t.play(t.match.legal_actions()[0])
    assert not autosave_path().exists()  # nothing autosaved them yet: the close must
    app.frame([CLOSE])
    assert [s.action for s in continue_in_a_new_window().match.steps] == [s.action for s in t.match.steps]


def test_a_bot_turn_closed_midway_continues_after_its_last_whole_step():
    avz = registry.get("avz")
    bots = {seat: avz.default_bot(seat) for seat in avz.rules.seats(avz.rules.default_options())}
    app, t = at_table(Match(avz, None, 3, seats=bots), bot_pace=0.2, skip_animations=True)
    while len(t.match.steps) < 3:
        app.frame([], TICK)
    assert t.match.steps[-1].seat == t.match.to_move  # the bot's turn goes on
    steps = list(t.match.steps)
    app.frame([CLOSE], 5.0)  # a long frame: no bot plays on after the close
    assert t.match.steps == steps
    assert continue_in_a_new_window().match.steps == steps


def test_a_roll_is_on_disk_when_it_is_first_drawn(tinygame, monkeypatch):
    app, t = at_table(Match(tinygame, None, 4))
    seat = t.match.to_move
    on_disk = []  # at each board drawing: the autosave's moves, the table's moves
    board = t.view.draw

    def draw_and_look(*args):
        saved = Match.load(autosave_path()).steps if autosave_path().exists() else []
        on_disk.append((saved, list(t.match.steps)))
        board(*args)

    monkeypatch.setattr(t.view, "draw", draw_and_look)
    press_choice(app, "roll")
    assert t.match.to_move == seat and t.match.steps[-1].reveals  # the turn goes on: no seat change saved it
    app.render()
    saved, played = on_disk[-1]
    assert played == t.match.steps and saved == played
