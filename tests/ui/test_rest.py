"""Rest when nothing moves: the loop draws frames only while a scene is busy (an animation,
tumbling dice, a breathing pulse, a bot due) or a toast is up, and otherwise waits for input."""
import pygame

from zombiebox.core.actions import Event
from zombiebox.core.match import Match
from zombiebox.ui.app import TICK
from zombiebox.ui.boardview import PULSE_SECONDS, BoardView
from zombiebox.ui.crash import CrashScene
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.table import TableScene
from zombiebox.ui.tween import Tween

from .helpers import click, key, make_app

QUIT = pygame.event.Event(pygame.QUIT)
MOTION = pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))


class ScriptedPace:
    """The loop's pace with scripted input, one list a call, and QUIT once the script runs out;
    it counts frames run flat out and waits for input."""

    def __init__(self, *script):
        self.script = list(script)
        self.frames = self.waits = 0

    def _next(self):
        return self.script.pop(0) if self.script else [QUIT]

    def frame(self):
        self.frames += 1
        return self._next(), TICK

    def wait(self):
        self.waits += 1
        events = self._next()
        return events, TICK if events else 0.0


def counting_renders(app, monkeypatch):
    """The scene drawn by each render, in turn (the render still draws)."""
    renders, render = [], app.render
    monkeypatch.setattr(app, "render", lambda: renders.append(app.scene) or render())
    return renders


def test_a_quiet_menu_is_drawn_once_then_only_when_input_comes(monkeypatch):
    app = make_app()
    app.push(MainMenu(app))
    renders = counting_renders(app, monkeypatch)
    pace = ScriptedPace([], [], [], [], [MOTION], [], [QUIT])
    assert app.loop(pace) == 0
    assert len(renders) == 2 and pace.frames == 1 and pace.waits == 6  # the first picture, the hover


def test_a_toast_keeps_frames_coming_until_it_is_gone(monkeypatch):
    app = make_app()
    app.push(MainMenu(app))
    app.toast("saved", seconds=0.1)
    assert app.busy
    renders = counting_renders(app, monkeypatch)
    pace = ScriptedPace(*[[]] * 20)
    app.loop(pace)
    assert app.toasts == [] and 6 <= pace.frames <= 7 and len(renders) == pace.frames
    assert pace.waits == 21 - pace.frames  # the rest of the script, and the QUIT


def test_a_crash_while_resting_is_shown_at_once(monkeypatch):
    app = make_app()
    menu = app.push(MainMenu(app))
    renders = counting_renders(app, monkeypatch)

    def broken(event):
        raise RuntimeError("injected")

    monkeypatch.setattr(menu, "handle", broken)
    pace = ScriptedPace([], [MOTION], [], [QUIT])
    app.loop(pace)
    assert isinstance(renders[-1], CrashScene) and len(renders) == 2 and pace.frames == 2
    assert pace.waits == 2  # the motion that crashed, and the QUIT


def table(game, seats=None, view=None):
    app = make_app()
    app.push(MainMenu(app))
    scene = app.push(TableScene(app, Match(game, None, 5, False, seats), view))
    return app, scene


def settle(app):
    """Frames until the table rests (a bounded number)."""
    for _ in range(round((PULSE_SECONDS + 1) / TICK)):
        app.step()
        app.render()
        if not app.busy:
            return
    raise AssertionError("the table never came to rest")


def test_a_quiet_table_rests_and_a_bot_due_keeps_it_going(tinygame):
    app, t = table(tinygame)
    settle(app)
    assert not t.busy
    app, t = table(tinygame, seats={"living": "greedy", "dead": "greedy"})
    assert t.bot_due and t.busy  # the bot pace timer runs
    key(app, pygame.K_p)
    assert t.paused and not t.bot_due
    settle(app)


class Pulsing(BoardView):
    """A board with one thing lit (a pulse) and a card that glides when an action is played."""

    def draw(self, surface, rect, match, ui):
        self.width = 2 + round(2 * ui.pulse(6))

    def animate(self, events, match, ui):
        self.anim.tween("card", Tween(0.0, 1.0, 0.5))


def test_a_pulse_breathes_after_a_click_then_holds_still(tinygame):
    app, t = table(tinygame, view=Pulsing(tinygame))
    app.step()
    app.render()
    assert t.ui.pulsing and t.busy
    settle(app)
    assert t.view.width == 4  # held at its full width
    click(app, (1, 1))  # a click anywhere stirs it
    app.render()
    assert t.ui.pulsing and t.busy


def test_an_animation_keeps_frames_until_its_last_picture_is_drawn(tinygame):
    app, t = table(tinygame, view=Pulsing(tinygame))
    settle(app)
    t.view.animate([Event("roll", "Tiny 2.1", "", {})], t.match, t.ui)
    assert t.busy
    while t.view.anim.busy:
        app.step()
    assert t.busy  # ended, but its last picture is still held
    app.step()
    app.render()
    assert not t.busy
