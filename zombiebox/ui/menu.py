"""The main menu, the list of saves, and the rulebook index."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Optional

import pygame

from zombiebox.core import registry
from zombiebox.core.match import SAVE_FORMAT
from zombiebox.core.saves import SaveError, read_json

from . import draw
from .newgame import NewGameScene
from .rules_viewer import RulesViewer
from .scene import Button, Scene, column
from .settings import autosave_path, saves_dir
from .settings_scene import SettingsScene


@dataclass(frozen=True)
class SaveInfo:
    path: Path
    game: str
    saved_at: str   # "2026-11-29 15:40"
    steps: int
    error: str = ""

    @property
    def label(self) -> str:
        return f"{self.game} — {self.played}" if not self.error else f"{self.path.name} ({self.error})"

    @property
    def played(self) -> str:
        """How far the game is, as the table's banner counts it (its next move is move n + 1)."""
        return "not started" if not self.steps else f"after {self.steps} move{'s' if self.steps > 1 else ''}"


@lru_cache(maxsize=256)
def _save_info(path: Path, mtime_ns: int) -> SaveInfo:
    try:
        data = read_json(path, "save")
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT or "game" not in data:
            return SaveInfo(path, "?", "", 0, "not a zombiebox save")
        saved = str(data.get("saved_at", ""))[:16].replace("T", " ")
        return SaveInfo(path, str(data.get("game_name", data.get("game", "?"))), saved, len(data.get("steps", [])))
    except SaveError:
        return SaveInfo(path, "?", "", 0, "unreadable")


def save_info(path: Path) -> Optional[SaveInfo]:
    """What a save holds (read once per version of the file), or None if there is no file."""
    try:
        return _save_info(path, path.stat().st_mtime_ns)
    except OSError:  # no file, or a data folder that is not a folder
        return None


def list_saves() -> list[SaveInfo]:
    """The saves in the saves folder, newest first."""
    folder = saves_dir()
    files = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime_ns, reverse=True) if folder.is_dir() else []
    return [info for info in map(save_info, files) if info]


def _row(rect: pygame.Rect, size: int) -> int:
    return max(draw.line_height(size) + 16, rect.h // 16)


class MainMenu(Scene):
    title = "zombiebox"

    def _new_game(self, game_id: str) -> None:
        try:
            game = registry.get(game_id)
        except registry.UnknownGame as exc:  # a broken map: say so, stay in the menu
            self.app.toast(str(exc), "bad", 8.0)
            return
        self.app.push(NewGameScene(self.app, game))

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        size = self.app.text_size
        h, gap = _row(rect, size), max(8, rect.h // 80)
        width = min(440, rect.w * 2 // 5)
        top = rect.h // 5 + draw.line_height(size)
        games = registry.menu()
        left = column(rect.move(-width // 2 - 20, 0), top, width, h, gap, len(games))
        out = []
        for r, (gid, name, playable) in zip(left, games):
            out.append(Button(r, name, (lambda g=gid: self._new_game(g)),
                              playable, "" if playable else "coming",
                              tip="" if playable else f"{name} is not playable yet"))
        right = column(rect.move(width // 2 + 20, 0), top, width, h, gap, 5)
        last = save_info(autosave_path())
        out += [
            Button(right[0], "Continue", self._continue, bool(last and not last.error),
                   note=f"{last.game}, {last.played}" if last and not last.error else "",
                   tip="the game you played last, where you left it"
                       + (f": {last.game}, {last.played}" if last and not last.error else "")),
            Button(right[1], "Load", lambda: self.app.push(LoadMenu(self.app)), tip="open a saved game"),
            Button(right[2], "Settings", lambda: self.app.push(SettingsScene(self.app))),
            Button(right[3], "Rules", lambda: self.app.push(RulesIndex(self.app)), tip="read a rulebook"),
            Button(right[4], "Quit", self.app.quit),
        ]
        return out

    def back(self) -> None:
        """Esc on the main menu does nothing: Quit is a button, not a slip of the finger."""

    def _continue(self) -> None:
        self.app.open_save(autosave_path())

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        size, pal, rect = self.app.text_size, self.app.pal, surface.get_rect()
        width = min(440, rect.w * 2 // 5)
        y = rect.h // 5 - 6
        draw.text(surface, "New game", (rect.centerx - width - 20, y), size + 2, pal["dim"], bold=True)
        draw.text(surface, "Table", (rect.centerx + 20, y), size + 2, pal["dim"], bold=True)
        draw.text(surface, "five zombie board games at one table: hot-seat, solo against bots, or practice",
                  (rect.centerx, 24 + draw.line_height(size + 14)), size, pal["dim"], anchor="midtop")
        draw.text(surface, "At the table: H hint · F1 rules · Ctrl+Z undo · Ctrl+S save · Esc menu · F11 full screen",
                  (rect.centerx, rect.bottom - 16), size - 2, pal["dim"], anchor="midbottom")


class LoadMenu(Scene):
    title = "Load a saved game"

    def __init__(self, app):
        super().__init__(app)
        self.first = 0  # index of the first save shown (the wheel scrolls)

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        size = self.app.text_size
        h, gap = _row(rect, size), 6
        width = min(820, rect.w - 80)
        top = 40 + draw.line_height(size + 14) + 20
        fits = max(1, (rect.h - top - h - 60) // (h + gap))
        saves = list_saves()
        shown = saves[self.first:self.first + fits]
        rects = column(rect, top, width, h, gap, len(shown) + 1)
        out = [Button(r, info.label, (lambda p=info.path: self.app.open_save(p)), note=info.saved_at or "?",
                      tip=info.error or str(info.path))
               for r, info in zip(rects, shown)]
        back = rects[-1].move(0, 20) if shown else rects[0]
        out.append(Button(back, "Back", self.back))
        return out

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.first = max(0, min(len(list_saves()) - 1, self.first - event.y))
        else:
            super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if not list_saves():
            note = f"No saves yet in {saves_dir()} — press Ctrl+S in a game to save it."
            draw.text(surface, draw.fit(note, self.app.text_size, surface.get_width() - 40),
                      (surface.get_width() // 2, surface.get_height() // 2), self.app.text_size,
                      self.app.pal["dim"], anchor="center")


class RulesIndex(Scene):
    title = "Rulebooks"

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        size = self.app.text_size
        games = registry.menu()
        rects = column(rect, rect.h // 5, min(520, rect.w - 80), _row(rect, size), 8, len(games) + 1)
        out = [Button(r, name, lambda g=gid: self.app.push(RulesViewer(self.app, g)))
               for r, (gid, name, _) in zip(rects, games)]
        out.append(Button(rects[-1].move(0, 20), "Back", self.back))
        return out
