"""The main menu, the list of saves, and the rulebook index."""
from __future__ import annotations

import importlib

import pygame

from zombiebox.core import registry
from zombiebox.core.saves import remove_stale_temps

from . import draw
from .about import AboutScene
from .learn_menu import LearnGames
from .newgame import NewGameScene
from .rules_viewer import RulesViewer
from .save_index import SaveFolder, save_info
from .scene import Button, Scene, column
from .settings import autosave_path, moved_note, saves_dir
from .settings_scene import SettingsScene


def _row(rect: pygame.Rect, size: int) -> int:
    return max(draw.line_height(size) + 16, rect.h // 16)


class MainMenu(Scene):
    title = "zombiebox"
    grows = True

    def _new_game(self, game_id: str) -> None:
        try:
            game = registry.get(game_id)
        except registry.UnknownGame as exc:  # a broken map: say so, stay in the menu
            self.app.toast(str(exc), "bad", 8.0)
            return
        self.app.push(NewGameScene(self.app, game))

    def open_campaign(self, game_id: str) -> None:
        module, _, name = registry.CAMPAIGNS[game_id].partition(":")
        try:
            registry.get(game_id)  # its boards are read: a broken map is said here, not mid-campaign
        except registry.UnknownGame as exc:
            self.app.toast(str(exc), "bad", 8.0)
            return
        self.app.push(getattr(importlib.import_module(module), name)(self.app))

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        size = self.text_size
        h, gap = _row(rect, size), max(8, rect.h // 80)
        width = min(round(440 * self.scale), rect.w * 2 // 5)
        top = rect.h // 5 + draw.line_height(size)
        games = registry.menu()
        left = column(rect.move(-width // 2 - 20, 0), top, width, h, gap, len(games))
        out = []
        for r, (gid, name, playable) in zip(left, games):
            out.append(Button(r, name, (lambda g=gid: self._new_game(g)),
                              playable, "" if playable else "coming",
                              tip="" if playable else f"{name} is not playable yet"))
        campaigns = list(registry.CAMPAIGNS)
        right = column(rect.move(width // 2 + 20, 0), top, width, h, gap, 7 + len(campaigns))
        last = save_info(autosave_path())
        out += [
            Button(right[0], "Continue", self._continue, bool(last and not last.error),
                   note=f"{last.game}, {last.played}" if last and not last.error else "",
                   tip="the game you played last, where you left it"
                       + (f": {last.game}, {last.played}" if last and not last.error else "")),
            Button(right[1], "Load", lambda: self.app.push(LoadMenu(self.app)), tip="open a saved game"),
            Button(right[2], "Learn to play", lambda: self.app.push(LearnGames(self.app)),
                   tip="each game taught a step at a time on the board, from the rulebook's own examples"),
        ]
        out += [Button(r, "Campaign", (lambda g=gid: self.open_campaign(g)), note=gid.upper(),
                       tip=f"{registry.GAMES[gid][0]}: the scenarios in order with one party (new or resume)")
                for r, gid in zip(right[3:], campaigns)]
        rest = right[3 + len(campaigns):]
        out += [
            Button(rest[0], "Settings", lambda: self.app.push(SettingsScene(self.app))),
            Button(rest[1], "Rules", lambda: self.app.push(RulesIndex(self.app)), tip="read a rulebook"),
            Button(rest[2], "About", lambda: self.app.push(AboutScene(self.app)),
                   tip="what zombiebox is, and the credits of the fonts and texts it ships"),
            Button(rest[3], "Quit", self.app.quit),
        ]
        return out

    def back(self) -> None:
        """Esc on the main menu does nothing: Quit is a button, not a slip of the finger."""

    def _continue(self) -> None:
        path = autosave_path()
        if not self.app.open_save(path):  # it would fail every time: keep it, out of the way
            self.app.toast(f"The autosave is set aside: {moved_note(path)}", "bad", 8.0)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        size, pal, rect = self.text_size, self.app.pal, surface.get_rect()
        width = min(round(440 * self.scale), rect.w * 2 // 5)
        y = rect.h // 5 - 6
        draw.text(surface, "New game", (rect.centerx - width - 20, y), size + 2, pal["dim"], bold=True)
        draw.text(surface, "Table", (rect.centerx + 20, y), size + 2, pal["dim"], bold=True)
        draw.text(surface, "five zombie board games at one table: hot-seat, solo against bots, or practice",
                  (rect.centerx, 24 + draw.title_height(size)), size, pal["dim"], anchor="midtop")
        draw.text(surface, "At the table: H hint · F1 rules · Ctrl+Z undo · Ctrl+S save · Esc menu · F11 full screen",
                  (rect.centerx, rect.bottom - 16), size - 2, pal["dim"], anchor="midbottom")


class LoadMenu(Scene):
    title = "Load a saved game"
    grows = True

    def __init__(self, app):
        super().__init__(app)
        self.first = 0  # index of the first save shown (the wheel scrolls)
        remove_stale_temps(saves_dir())  # what a crash mid-save left behind
        self.saves = SaveFolder(saves_dir())

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        size = self.text_size
        h, gap = _row(rect, size), 6
        width = min(round(820 * self.scale), rect.w - 80)
        top = 40 + draw.title_height(size) + 20
        fits = max(1, (rect.h - top - h - 60) // (h + gap))
        shown = [info for info in map(save_info, self.saves.paths()[self.first:self.first + fits]) if info]
        rects = column(rect, top, width, h, gap, len(shown) + 1)
        out = [Button(r, info.label, (lambda p=info.path: self.app.open_save(p)),
                      note="damaged" if info.error else info.saved_at or "?", tip=info.error or str(info.path))
               for r, info in zip(rects, shown)]
        back = rects[-1].move(0, 20) if shown else rects[0]
        out.append(Button(back, "Back", self.back))
        return out

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.first = max(0, min(len(self.saves.paths()) - 1, self.first - event.y))
        else:
            super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if not self.saves.paths():
            note = f"No saves yet in {saves_dir()} — press Ctrl+S in a game to save it."
            size, lh = self.text_size, draw.line_height(self.text_size)
            lines = draw.wrap(note, size, surface.get_width() - 40)   # a long folder's name on lines of its own
            y = surface.get_height() // 2 - len(lines) * lh // 2
            for i, line in enumerate(lines):
                draw.text(surface, line, (surface.get_width() // 2, y + i * lh), size, self.app.pal["dim"], anchor="midtop")


class RulesIndex(Scene):
    title = "Rulebooks"
    grows = True

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        size = self.text_size
        games = registry.menu()
        rects = column(rect, rect.h // 5, min(round(520 * self.scale), rect.w - 80), _row(rect, size), 8, len(games) + 1)
        out = [Button(r, name, lambda g=gid: self.app.push(RulesViewer(self.app, g)))
               for r, (gid, name, _) in zip(rects, games)]
        out.append(Button(rects[-1].move(0, 20), "Back", self.back))
        return out
