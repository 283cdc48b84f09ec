"""The app: one window, a stack of scenes, a fixed-step update and a render per frame.

Logic runs in fixed 1/60 s ticks whatever the frame rate, so bot pace and
animations behave the same on a slow machine. Frames are drawn only while
something moves (`busy`: the scene says so, or a toast is up) or input came;
otherwise the loop rests, waiting for input (ui/pace.py). Scenes lay out from the window
size (no scaled canvas), so text and dice stay crisp; the window never gets
smaller than settings.MIN_WINDOW.

Tests drive it headless:

    app = App((1280, 800))
    app.push(MainMenu(app))
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(x, y))])
    app.render(); app.scene   # the scene on top
"""
from __future__ import annotations

import gc
import sys
import traceback
from pathlib import Path
from typing import Iterable, Optional, Union

import pygame

from zombiebox.core import registry
from zombiebox.core.bounded_cache import forget
from zombiebox.core.lesson import Lesson
from zombiebox.core.match import Match, check_seats
from zombiebox.core.position import read_position
from zombiebox.core.rules import Game
from zombiebox.core.saves import SaveError
from zombiebox.core.tiled import MapError

from . import crash, draw, memory
from .crash import CrashScene
from .lesson import lesson_table
from .menu import MainMenu
from .newgame import random_seed
from .pace import TICK, Pace
from .palette import palette
from .save_index import autosave_note
from .scene import Scene
from .settings import (MIN_WINDOW, TEXT_SIZES, Settings, autosave_path, load_settings, remove_killed_writes,
                       save_settings)
from .sound import Sounds
from .table import TableScene

MAX_FRAME = 0.25  # a stalled frame (a dragged window) does not run minutes of logic


class App:
    def __init__(self, size: Optional[tuple[int, int]] = None, settings: Optional[Settings] = None):
        notes = []
        if settings is None:  # a real start: damaged files are set aside, never in the way
            remove_killed_writes()
            settings, note = load_settings()
            notes = [note, autosave_note(autosave_path())]
        self.settings = settings
        memory.return_big_blocks()  # before the first surface: window-sized ones come and go all the time
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("zombiebox")
        self.window = self._open_window(size or settings.window_size, clamp=size is None)
        self.sounds = Sounds(settings.volume)
        self.stack: list[Scene] = []
        self.toasts: list[list] = []  # [text, seconds left, colour key]
        self.mouse = (-1, -1)
        self.running = True
        self.exit_code = 0
        self._lag = 0.0
        # A table that left the stack is collected at the end of that frame, with what it leaves in
        # reference cycles (its view, layers and buttons point back at it). Python's collector counts
        # objects, not the pixels they hold: left to itself it looked at these old cycles so rarely
        # that a session opening table after table kept every one's window-sized layers (tools/soak.py:
        # 180 MB of them after 1,000 events). Only tables: a collection costs tens of ms, menus come
        # and go often and hold little. A game none of whose tables is left on the stack also empties
        # its caches then (core.bounded_cache.forget): each is bounded, but a session meeting game
        # after game kept every game's full at once (tools/soak.py: +58 MB over 30,000 events). With no
        # table left, the drawing's caches go too (text, fits, log lines, tokens): their small entries,
        # made at tables, pinned the allocator's arenas (docs/performance.md, the soak's third round).
        self._games_left: set[str] = set()  # the packages of the games whose tables left this frame
        self.stale = True  # the window does not show the scene as it is: the loop draws whatever
        self.crashes: list[str] = []  # tracebacks the net caught this run (the monkey test fails on any)
        for note in filter(None, notes):
            self.toast(note, "bad", 10.0)

    def _open_window(self, size: tuple[int, int], clamp: bool = True) -> pygame.Surface:
        """A window of `size`; a player never gets one below MIN_WINDOW (a test or a
        screenshot asking for an exact size does)."""
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        if clamp:
            size = (max(MIN_WINDOW[0], size[0]), max(MIN_WINDOW[1], size[1]))
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    def apply_settings(self) -> None:
        """Take changed settings into use (window mode, volume)."""
        self.sounds.volume = self.settings.volume
        want_full = self.settings.fullscreen
        is_full = bool(self.window.get_flags() & pygame.FULLSCREEN)
        if want_full != is_full or (not want_full and self.window.get_size() != self.settings.window_size):
            self.window = self._open_window(self.settings.window_size)

    def keep_settings(self) -> None:
        """Save the settings now; a config folder that cannot be written is said, not fatal."""
        try:
            save_settings(self.settings)
        except OSError as exc:
            self.toast(f"Settings not saved: {exc.strerror or exc}", "bad")

    # --- look -------------------------------------------------------------------------
    @property
    def pal(self) -> dict:
        return palette(self.settings.palette)

    @property
    def text_size(self) -> int:
        return TEXT_SIZES[self.settings.text_size]

    # --- the scene stack ----------------------------------------------------------------
    @property
    def scene(self) -> Optional[Scene]:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> Scene:
        self.stack.append(scene)
        return scene

    def pop(self) -> None:
        if len(self.stack) > 1:
            self._leaving(self.stack.pop())
            self.stack[-1].uncovered()
        else:
            self.quit()

    def replace(self, scene: Scene) -> Scene:
        if self.stack:
            self._leaving(self.stack.pop())
        return self.push(scene)

    def home(self) -> None:
        """Back to the scene at the bottom of the stack (the main menu)."""
        if len(self.stack) > 1:
            self._leaving(*self.stack[1:])
            del self.stack[1:]
            self.stack[0].uncovered()

    def _leaving(self, *scenes: Scene) -> None:
        self._games_left.update(_package(scene.match.game) for scene in scenes if isinstance(scene, TableScene))

    def quit(self, code: int = 0) -> None:
        """End the loop; a game on the table is autosaved first (the window's X loses no move)."""
        for scene in self.stack:
            if isinstance(scene, TableScene):
                scene.keep()
        self.running = False
        self.exit_code = code

    # --- messages -----------------------------------------------------------------------
    def toast(self, message: str, kind: str = "text", seconds: float = 5.0) -> None:
        """A message over any scene for a few seconds; kind is a palette key ("bad")."""
        self.toasts.append([message, seconds, kind])
        del self.toasts[:-3]

    @property
    def messages(self) -> list[str]:
        return [t[0] for t in self.toasts]

    def draw_tip(self, surface: pygame.Surface, tip: str) -> None:
        size = self.text_size - 2
        width = min(420, surface.get_width() // 3)
        lines = draw.wrapped(tip, size, width)
        rect = pygame.Rect(0, 0, width + 16, len(lines) * draw.line_height(size) + 10)
        rect.topleft = (self.mouse[0] + 16, self.mouse[1] + 18)
        rect.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, self.pal["shadow"], rect, border_radius=6)
        pygame.draw.rect(surface, self.pal["panel_edge"], rect, 1, border_radius=6)
        for i, line in enumerate(lines):
            draw.text(surface, line, (rect.x + 8, rect.y + 5 + i * draw.line_height(size)), size, self.pal["text"])

    def toast_rects(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Where the toasts are drawn, newest lowest: up from the scene's toast floor, centred."""
        size, rects = self.text_size, []
        y = self.scene.toast_floor(surface.get_rect()) if self.scene else surface.get_height() - 12
        for message, _, _ in reversed(self.toasts):
            lines = draw.wrap(message, size, surface.get_width() * 2 // 3)
            rect = pygame.Rect(0, 0, max(draw.font(size).size(l)[0] for l in lines) + 28,
                               len(lines) * draw.line_height(size) + 14)
            rect.midbottom = (surface.get_width() // 2, y)
            rects.append(rect)
            y = rect.top - 6
        return rects[::-1]

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        size = self.text_size
        for (message, _, kind), rect in zip(self.toasts, self.toast_rects(surface)):
            pygame.draw.rect(surface, self.pal["shadow"], rect, border_radius=8)
            pygame.draw.rect(surface, self.pal[kind], rect, 2, border_radius=8)
            for i, line in enumerate(draw.wrap(message, size, surface.get_width() * 2 // 3)):
                draw.text(surface, line, (rect.x + 14, rect.y + 7 + i * draw.line_height(size)), size,
                          self.pal[kind])

    # --- running ------------------------------------------------------------------------
    def step(self, events: Iterable[pygame.event.Event] = (), dt: float = TICK) -> None:
        """Handle input, then run as many fixed logic ticks as `dt` covers."""
        for event in events:
            if event.type == pygame.QUIT:
                self.quit()
                return  # no input, bot or tick after the game was kept: the window closes on it
            elif event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
                small = event.size[0] < MIN_WINDOW[0] or event.size[1] < MIN_WINDOW[1]
                # SDL resizes the window surface itself; set_mode only to hold the minimum
                self.window = self._open_window(event.size) if small else pygame.display.get_surface()
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.settings.fullscreen = not self.settings.fullscreen
                self.apply_settings()
                self.keep_settings()  # F11 is the Full screen setting: it persists too
            else:
                if hasattr(event, "pos"):
                    self.mouse = event.pos
                if self.scene:
                    self.scene.handle(event)
        self._lag += min(dt, MAX_FRAME)
        while self._lag >= TICK - 1e-9:
            self._lag -= TICK
            if self.scene:
                self.scene.update(TICK)
            for toast in self.toasts:
                toast[1] -= TICK
            self.toasts = [t for t in self.toasts if t[1] > 0]

    @property
    def busy(self) -> bool:
        """Frames change without input: the scene on top moves, or a toast counts down."""
        return bool(self.toasts) or (self.scene is not None and self.scene.busy)

    def render(self) -> None:
        if self.scene:
            self.scene.draw(self.window)
        self._draw_toasts(self.window)
        pygame.display.flip()
        self.stale = False

    def frame(self, events: Iterable[pygame.event.Event] = (), dt: float = TICK) -> None:
        """One turn of the loop (input, logic, drawing) inside the safety net."""
        try:
            self.step(events, dt)
            if self.running:
                self.render()
        except Exception as exc:  # the net: any bug, from any scene or game
            self.caught(exc)
        if self._games_left:
            open_games = {_package(s.match.game) for s in self.stack if isinstance(s, TableScene)}
            for package in self._games_left - open_games:
                forget(package)
            if not open_games:
                forget("zombiebox.ui")   # see __init__
            self._games_left.clear()
            gc.collect()  # see __init__
            memory.give_back()

    def caught(self, exc: Exception) -> None:
        """Log the exception, keep the game on the table for Continue, show the crash screen.
        A crash of the crash screen itself is raised: there is nothing safer left to show."""
        self.crashes.append("".join(traceback.format_exception(exc)))
        if isinstance(self.scene, CrashScene):
            raise exc
        table = next((s for s in reversed(self.stack) if isinstance(s, TableScene)), None)
        match = table.match if table else None
        try:
            log = crash.write_log(exc, match)
        except OSError:
            log = None
        kept, note = crash.keep_last_good(match) if match else (None, "no game was on the table")
        self.window.set_clip(None)  # a draw cut short may leave its clip behind
        self.stale = True  # the crash screen is shown at once, not at the next input
        self.home()
        self.push(CrashScene(self, f"{type(exc).__name__}: {str(exc)[:300]}", log, kept, note,
                             table.reopen if table else None))

    def loop(self, pace: Optional[Pace] = None) -> int:
        """Frames while something moves; at rest, wait for input and draw only when some came."""
        pace = pace or Pace()
        while self.running and self.stack:
            if self.busy or self.stale:
                self.frame(*pace.frame())
            else:
                events, dt = pace.wait()
                if events:
                    self.frame(events, dt)
        return self.exit_code

    # --- opening games --------------------------------------------------------------------
    def play(self, match: Match) -> Scene:
        """Open a match at the table; it autosaves for Continue."""
        match.autosave_path = autosave_path()
        table = TableScene(self, match)
        table.shown_to = None  # hot-seat with a secret hand: the first seat's player is asked to be ready too
        return self.push(table)

    def new_match(self, game: Game, options: Optional[dict] = None, seed: Optional[int] = None,
                  seats: Optional[dict[str, str]] = None, practice: bool = False) -> Optional[Scene]:
        try:
            match = Match(game, options, random_seed() if seed is None else seed, practice, seats)
        except MapError as exc:  # a board read at set-up: say so, stay where we are
            self.toast(f"{game.name} cannot start: its board map is broken: {exc.problems[0]}", "bad", 8.0)
            return None
        return self.play(match)

    def open_save(self, path: Union[str, Path], seats: Optional[dict[str, str]] = None) -> bool:
        """Open a save at the table, `seats` (checked against the save's own options) seated anew; a bad
        one leaves everything as it was, with a toast."""
        try:
            match = Match.load(path)
            check_seats(match.game, seats, match.options)
        except (SaveError, ValueError) as exc:
            self.toast(f"Cannot open that save: {exc}", "bad", 8.0)
            return False
        match.seats.update(seats or {})
        self.play(match)
        if match.load_note:
            self.toast(f"The save opened, but {match.load_note}", "bad", 8.0)
        return True

    def open_lesson(self, lesson: Lesson, replace: bool = False) -> Optional[Scene]:
        """A lesson at the table (ui/lesson.py), over the scene on top or in its place (`replace`: the next
        lesson); one whose position cannot be played leaves everything as it was, with a toast."""
        try:
            table = lesson_table(self, lesson)
        except SaveError as exc:
            self.toast(f"Cannot open that lesson: {exc}", "bad", 8.0)
            return None
        return self.replace(table) if replace else self.push(table)

    def open_position(self, path: Union[str, Path], seed: Optional[int] = None,
                      seats: Optional[dict[str, str]] = None, practice: bool = False) -> bool:
        """Open a position at the table, as a new match that begins there; a bad file leaves
        everything as it was, with a toast."""
        try:
            position = read_position(path)
            check_seats(position.game, seats, position.options)  # the position's own sides
            match = Match.from_position(position, random_seed() if seed is None else seed, practice, seats)
        except (SaveError, ValueError) as exc:
            self.toast(f"Cannot open that position: {exc}", "bad", 8.0)
            return False
        self.play(match)
        return True


def _package(game: Game) -> str:
    """The package a game's modules live in (zombiebox.games.coz)."""
    return type(game.rules).__module__.rpartition(".")[0]


def run(game_id: str | None = None, seed: int | None = None, seats: dict[str, str] | None = None,
        load: str | None = None, practice: bool = False, position: str | None = None,
        lesson: Lesson | None = None) -> int:
    """Open the window: the main menu, or a game directly, a save, a position or a lesson. Returns the
    exit code."""
    try:
        game = registry.get(game_id) if game_id else None
        if game and not (load or position):  # a save or a position: checked against its own options
            check_seats(game, seats)
    except (registry.UnknownGame, ValueError) as exc:
        print(f"zombiebox: {exc}", file=sys.stderr)
        return 2
    app = App()
    app.push(MainMenu(app))
    if load:
        app.open_save(load, seats)
    elif position:
        app.open_position(position, seed, seats, practice)
    elif lesson:
        app.open_lesson(lesson)
    elif game:
        app.new_match(game, None, seed, seats, practice)
    return app.loop()
