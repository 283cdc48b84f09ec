"""The safety net at the app loop: an exception is logged in the data folder, the game on the
table is kept as its record replays, and a screen offers Continue and Menu."""
import dataclasses

import pygame
import pytest

from tests.tiny.game import DashRules
from zombiebox.core.match import Match
from zombiebox.ui.app import TICK
from zombiebox.ui.crash import KEEP_LOGS, CrashScene, logs_dir, write_log
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.settings import autosave_path
from zombiebox.ui.table import TableScene

from .helpers import make_app, press, press_choice


class Broken(Exception):
    pass


def at_table(game, seed=4):
    app = make_app()
    app.push(MainMenu(app))
    app.play(Match(game, None, seed, True))
    app.render()
    return app, app.scene


def fail(*args, **kwargs):
    raise Broken("injected")


def test_a_failing_scene_method_shows_the_crash_screen_and_keeps_the_game(tinygame, monkeypatch):
    app, t = at_table(tinygame)
    for _ in range(3):
        press_choice(app, "roll")
    steps = list(t.match.steps)
    monkeypatch.setattr(t.view, "draw", fail)
    app.frame([], TICK)
    assert isinstance(app.scene, CrashScene) and app.stack[0].__class__ is MainMenu and len(app.stack) == 2
    assert len(app.crashes) == 1 and "Broken: injected" in app.crashes[0]
    logs = list(logs_dir().glob("crash-*.log"))
    assert len(logs) == 1 and "Broken: injected" in logs[0].read_text() and "game tiny, seed 4" in logs[0].read_text()
    assert Match.load(autosave_path()).steps == steps
    assert app.window.get_clip() == app.window.get_rect()  # the board's clip, left by the failed draw, is gone
    app.render()
    press(app, "Continue")
    assert isinstance(app.scene, TableScene) and app.scene.match.steps == steps


class HalfApplies(DashRules):
    """Once armed, changes the state and then fails, once: the bug the net must not save."""

    armed = False

    def apply(self, state, action, dice):
        if self.armed:
            self.armed = False
            state.turn_total += 100
            raise Broken("half way")
        return super().apply(state, action, dice)


def test_the_game_is_kept_as_its_record_replays_not_as_a_half_applied_state(tinygame):
    rules = HalfApplies()
    app, t = at_table(dataclasses.replace(tinygame, rules=rules))
    press_choice(app, "roll")
    good = tinygame.rules.encode(t.match.state)
    roll = next(r for r, _, text in t.view.buttons(t.match, t.ui) if text == "roll")
    rules.armed = True
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=roll.center)], TICK)
    assert isinstance(app.scene, CrashScene) and "Broken: half way" in app.crashes[0]
    kept = Match.load(autosave_path())
    assert len(kept.steps) == 1 and tinygame.rules.encode(kept.state) == good


def test_menu_leaves_the_crash_screen_and_a_crash_with_no_game_offers_only_the_menu(monkeypatch):
    app = make_app()
    app.push(MainMenu(app))
    monkeypatch.setattr(MainMenu, "update", fail)
    app.frame([], TICK)
    monkeypatch.undo()
    assert isinstance(app.scene, CrashScene)
    app.render()
    continue_button = next(b for b in app.scene.buttons(app.window.get_rect()) if b.label == "Continue")
    assert not continue_button.enabled and app.scene.kept_note == "no game was on the table"
    press(app, "Menu")
    assert isinstance(app.scene, MainMenu) and len(app.stack) == 1


def test_a_crash_of_the_crash_screen_is_raised(monkeypatch):
    app = make_app()
    app.push(MainMenu(app))
    app.caught(Broken("first"))
    monkeypatch.setattr(CrashScene, "draw", fail)
    with pytest.raises(Broken):
        app.frame([], TICK)


def test_only_the_newest_crash_logs_are_kept():
    for i in range(KEEP_LOGS + 5):
        write_log(Broken(f"number {i}"), None)
    logs = sorted(logs_dir().glob("crash-*.log"))
    assert len(logs) == KEEP_LOGS and "number 24" in logs[-1].read_text()
