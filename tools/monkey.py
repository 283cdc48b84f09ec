"""A monkey at the table: seeded random clicks, keys, wheel turns, resizes and time, headless,
through the main menu, the new-game screen, settings, the rules viewer, the Load screen, every
registered game's table and each campaign screen. Each event goes through App.frame, the app loop's own path
(input, logic, drawing, the safety net), and any exception the net catches stops the monkey:
the net is there for players, not to hide bugs from this test.

    monkey = Monkey(seed=7)
    monkey.run(5000)        # raises MonkeyFound naming the seed and the event

Besides input, a few events jump straight to a screen (every screen is reached whatever the
clicks do) or play a random legal action for the seat to move (random clicks rarely find a
legal target, and a game that never moves tests little of the table).
"""
from __future__ import annotations

import os
import random
import traceback
from pathlib import Path
from typing import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from zombiebox.core import registry  # noqa: E402
from zombiebox.core.match import Match  # noqa: E402
from zombiebox.ui.app import TICK, App  # noqa: E402
from zombiebox.ui.menu import LoadMenu, MainMenu  # noqa: E402
from zombiebox.ui import newgame  # noqa: E402
from zombiebox.ui.newgame import NewGameScene  # noqa: E402
from zombiebox.ui.rules_viewer import RulesViewer  # noqa: E402
from zombiebox.ui.settings import Settings, saves_dir  # noqa: E402
from zombiebox.ui.settings_scene import SettingsScene  # noqa: E402
from zombiebox.ui.table import TableScene  # noqa: E402

SIZE = (1280, 800)
MAX_FORWARD = 600  # random moves a jump to a table may play first, to reach late and finished games
KEEP_SAVES = 30  # Ctrl+S piles up saves; the Load screen's speed with thousands is tested elsewhere
CTRL, SHIFT = pygame.KMOD_CTRL, pygame.KMOD_SHIFT
KEYS = [  # (key, mod, character)
    (pygame.K_z, CTRL, "\x1a"), (pygame.K_y, CTRL, "\x19"), (pygame.K_z, CTRL | SHIFT, "\x1a"),
    (pygame.K_s, CTRL, "\x13"), (pygame.K_h, 0, "h"), (pygame.K_F1, 0, ""),
    (pygame.K_d, 0, "d"), (pygame.K_p, 0, "p"), (pygame.K_RETURN, 0, "\r"), (pygame.K_KP_ENTER, 0, "\r"),
    (pygame.K_BACKSPACE, 0, "\b"), (pygame.K_SPACE, 0, " "), (pygame.K_x, 0, "x"), (pygame.K_LSHIFT, SHIFT, ""),
    (pygame.K_UP, 0, ""), (pygame.K_DOWN, 0, ""), (pygame.K_PAGEUP, 0, ""), (pygame.K_PAGEDOWN, 0, ""),
    (pygame.K_HOME, 0, ""), (pygame.K_END, 0, ""), (pygame.K_TAB, 0, "\t"),
    *[(pygame.K_0 + d, 0, str(d)) for d in range(10)],
]


def screens(games: list[str]) -> list[str]:
    """What `Monkey.open` takes: every screen, a table for each game in `games`, and their campaigns."""
    return ["menu", "new game", "settings", "rules", "load", *(f"table:{g}" for g in games),
            *(f"campaign:{g}" for g in games if g in registry.CAMPAIGNS)]


class MonkeyFound(AssertionError):
    """An exception the app raised (or its net caught) under the monkey's input."""


class Monkey:
    def __init__(self, seed: int, games: list[str] | None = None, size: tuple[int, int] = SIZE):
        self.seed = seed
        self.rng = random.Random(seed)
        newgame.SEEDS = random.Random(seed)  # a new game's seed too: a run replays event for event
        self.games = games or registry.registered()
        self.app = App(size, Settings())
        self.app.push(MainMenu(self.app))
        self.events = 0
        self.seen: set[str] = set()  # the screens reached: "MainMenu", "TableScene:avz", ...
        self._kinds: list[tuple[Callable[[], list], int]] = [
            (self._button, 30), (self._click, 14), (self._right_click, 4), (self._key, 24), (self._motion, 8),
            (self._wheel, 5), (self._resize, 2), (self._wait, 6), (self._move, 14), (self._jump, 2)]

    # --- running ------------------------------------------------------------------------
    def run(self, count: int) -> None:
        for _ in range(count):
            self.step()

    def step(self) -> None:
        """One event, and its frame."""
        make = self.rng.choices([k for k, _ in self._kinds], [w for _, w in self._kinds])[0]
        app = self.app
        try:
            events = make()
            dt = events.pop() if events and isinstance(events[-1], float) else TICK
            app.frame(events, dt)
        except Exception as exc:  # a crash of the net itself, or of a move or jump the monkey made
            raise MonkeyFound(f"seed {self.seed}, event {self.events} ({make.__name__}) on {self.where()}:\n"
                              f"{traceback.format_exc()}") from exc
        if app.crashes:
            raise MonkeyFound(f"seed {self.seed}, event {self.events} ({make.__name__}) on "
                              f"{self.where()}; the net caught:\n{app.crashes[0]}")
        self.events += 1
        if not app.running or not app.stack:  # Quit, or Esc past the last screen: start again
            app.running = True
            if not app.stack:
                app.push(MainMenu(app))
        self.seen.add(self.where())
        if self.events % 200 == 0:
            self._prune_saves()

    def where(self) -> str:
        scene = self.app.scene
        name = type(scene).__name__
        return f"{name}:{scene.game.game_id}" if isinstance(scene, TableScene) else name

    def _prune_saves(self) -> None:
        folder = saves_dir()
        if folder.is_dir():
            for old in sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime_ns)[:-KEEP_SAVES]:
                old.unlink(missing_ok=True)

    # --- events -------------------------------------------------------------------------
    def _at_table(self) -> bool:
        return isinstance(self.app.scene, TableScene)

    def _pos(self) -> tuple[int, int]:
        w, h = self.app.window.get_size()
        return self.rng.randrange(w), self.rng.randrange(h)

    def _press(self, pos: tuple[int, int], button: int = 1) -> list:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos),
                pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos)]

    def _button(self) -> list:
        buttons = [b for b in self.app.scene.buttons(self.app.window.get_rect()) if b.enabled]
        if self._at_table() and self.rng.random() < 0.9:  # a player at the table mostly plays
            buttons = [b for b in buttons if b.label.split()[0] != "Menu"]
        if not buttons:
            return self._click()
        b = self.rng.choice(buttons)
        return self._press((b.rect.x + self.rng.randrange(max(1, b.rect.w)), b.rect.y + self.rng.randrange(max(1, b.rect.h))))

    def _click(self) -> list:
        return self._press(self._pos())

    def _right_click(self) -> list:
        buttons = self.app.scene.buttons(self.app.window.get_rect())
        pos = self.rng.choice(buttons).rect.center if buttons and self.rng.random() < 0.7 else self._pos()
        return self._press(pos, 3)

    def _key(self) -> list:
        leave = self.rng.random() < (0.02 if self._at_table() else 0.3)  # Esc: out of a screen, rarely a game
        key, mod, char = (pygame.K_ESCAPE, 0, "\x1b") if leave else self.rng.choice(KEYS)
        return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0),
                pygame.event.Event(pygame.KEYUP, key=key, mod=mod, scancode=0)]

    def _motion(self) -> list:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=self._pos(), rel=(0, 0), buttons=(0, 0, 0))]

    def _wheel(self) -> list:
        return [*self._motion()[:1], pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=self.rng.choice((-3, -1, 1, 3)),
                                                        flipped=False)]

    def _resize(self) -> list:
        """The window dragged to a new size: SDL resizes the surface, then says so."""
        size = (self.rng.randrange(320, 2200), self.rng.randrange(240, 1400))
        if self.app.settings.fullscreen:
            return [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])]
        pygame.display.set_mode(size, pygame.RESIZABLE)
        return [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])]

    def _wait(self) -> list:
        """Time passes with no input, up to two seconds: bots play, animations and toasts run out."""
        for _ in range(self.rng.randrange(8)):
            self.app.frame([], 0.25)
        return [0.25]

    def _move(self) -> list:
        """A legal action for the seat to move, played as the table plays a click's action
        (away from a table: a button)."""
        table = self.app.scene
        if not self._at_table():
            return self._button()
        if table.match.outcome is None and table.human_turn:
            actions = table.match.legal_actions()
            if actions:
                table.play(self.rng.choice(actions))
        return []

    def _jump(self) -> list:
        """Straight to a screen: every one is visited whatever the clicks do."""
        self.open(self.rng.choice(screens(self.games)))
        return []

    def open(self, screen: str) -> None:
        """Put `screen` over the main menu (a table: random seats, practice or not, and sometimes
        random moves played first, to reach late and finished games)."""
        app, rng = self.app, self.rng
        app.home()
        game_id = screen.split(":")[1] if ":" in screen else rng.choice(self.games)
        game = registry.get(game_id)
        if screen == "new game":
            app.push(NewGameScene(app, game))
        elif screen == "settings":
            app.push(SettingsScene(app))
        elif screen == "rules":
            app.push(RulesViewer(app, game_id))
        elif screen == "load":
            app.push(LoadMenu(app))
        elif screen.startswith("campaign:"):
            app.stack[0].open_campaign(game_id)  # as the main menu's Campaign button does
        elif screen.startswith("table:"):
            seats = {s: rng.choice(["human", *game.bots]) for s in game.rules.seats(game.rules.default_options())}
            match = Match(game, None, rng.randrange(10**6), rng.random() < 0.5, seats)
            for _ in range(rng.randrange(MAX_FORWARD) if rng.random() < 0.5 else 0):
                actions = match.legal_actions()
                if not actions:
                    break
                match.play(rng.choice(actions))
            app.play(match)


def home_for(path: Path) -> None:
    """Point settings, saves and the autosave at `path` (never the player's own)."""
    os.environ["ZOMBIEBOX_HOME"] = str(path)
