""""Learn to play" (issue 37.4): the games that have lessons, and a game's lessons in the order its
path teaches them, each with its number, title and section, and a tick for the ones finished
(ui/lesson_progress.py). A lesson opens at the table through the app (`Host.open_lesson`)."""
from __future__ import annotations

from typing import Union

import pygame

from zombiebox.core import registry
from zombiebox.core.lesson import Lesson, LessonError, each_lesson, lesson_paths
from zombiebox.core.rules import Game

from . import draw
from .lesson_progress import Progress, read_progress
from .scene import Button, Scene, column


def _rows(rect: pygame.Rect, size: int, top: int, count: int) -> tuple[int, int]:
    """A row's height and gap for `count` rows below `top`: as roomy as the menus' rows, smaller
    where a long path would run off the window."""
    gap = 6
    room = (rect.h - top - 48) // max(1, count) - gap
    return max(draw.line_height(size) + 4, min(draw.line_height(size) + 16, room)), gap


class LearnGames(Scene):
    """The main menu's "Learn to play": each game with a path of lessons, and how far the player is."""
    title = "Learn to play"

    def __init__(self, app):
        super().__init__(app)
        self.progress = _read(app)

    def uncovered(self) -> None:
        self.progress = read_progress()   # a lesson finished since: its tick counts

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        size = self.app.text_size
        games = [(gid, name) for gid, name, playable in registry.menu() if playable]
        top = 40 + draw.title_height(size) + 20 + draw.line_height(size) + 10
        h, gap = _rows(rect, size, top, len(games) + 1)
        rects = column(rect, top, min(640, rect.w - 80), h, gap, len(games) + 1)
        out = []
        for r, (gid, name) in zip(rects, games):
            count = len(lesson_paths(gid))
            done = len(self.progress.done.get(gid, ()))
            out.append(Button(r, name, lambda g=gid: self.app.push(LessonList(self.app, registry.get(g))), bool(count),
                              note=f"{min(done, count)} of {count} done" if count else "no lessons yet",
                              tip=f"{count} lessons, from the set-up to winning" if count else ""))
        out.append(Button(rects[-1].move(0, 12), "Back", self.back))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        size, rect = self.app.text_size, surface.get_rect()
        draw.text(surface, "Each game taught a step at a time, on the board, from the rulebook's own examples.",
                  (rect.centerx, 40 + draw.title_height(size) + 8), size, self.app.pal["dim"], anchor="midtop")


class LessonList(Scene):
    """A game's lessons: a click opens one at the table; a tick marks those finished."""

    def __init__(self, app, game: Game):
        super().__init__(app)
        self.game = game
        self.title = f"Learn {game.name}"
        self.lessons: list[Union[Lesson, LessonError]] = each_lesson(game.game_id)
        self.progress = _read(app)

    def uncovered(self) -> None:
        self.progress = read_progress()

    def _top(self) -> int:
        return 40 + draw.title_height(self.app.text_size) + 20

    def _rects(self, rect: pygame.Rect) -> list[pygame.Rect]:
        h, gap = _rows(rect, self.app.text_size, self._top(), len(self.lessons) + 1)
        return column(rect, self._top(), min(820, rect.w - 120), h, gap, len(self.lessons) + 1)

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        rects = self._rects(rect)
        out = []
        for number, (r, lesson) in enumerate(zip(rects, self.lessons), 1):
            if isinstance(lesson, LessonError):   # a broken file: listed, greyed, its fault under the mouse
                out.append(Button(r, f"{number}. (this lesson cannot be read)", None, False, "broken", tip=str(lesson)))
                continue
            out.append(Button(r, f"{number}. {lesson.title}", lambda l=lesson: self.app.open_lesson(l),
                              note=lesson.section, tip=lesson.teaches))
        out.append(Button(rects[-1].move(0, 12), "Back", self.back))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        pal = self.app.pal
        for r, lesson in zip(self._rects(surface.get_rect()), self.lessons):
            if isinstance(lesson, Lesson) and self.progress.has(lesson):
                tick(surface, pygame.Rect(r.x - 34, r.centery - 11, 22, 22), pal["good"])
        size, rect = self.app.text_size, surface.get_rect()
        if not self.lessons:
            draw.text(surface, f"{self.game.name} has no lessons yet.", rect.center, size, pal["dim"], anchor="center")
            return
        y = self.buttons(rect)[-1].rect.bottom + 12   # under Back
        for line in draw.wrap("Click a lesson to play it on the board. A tick marks each one you finished.", size - 2,
                              rect.w - 80):
            draw.text(surface, line, (rect.centerx, y), size - 2, pal["dim"], anchor="midtop")
            y += draw.line_height(size - 2)


def tick(surface: pygame.Surface, box: pygame.Rect, colour) -> None:
    """A tick drawn in `box` (the faces have no tick glyph)."""
    points = [(box.x + box.w * 0.1, box.y + box.h * 0.55), (box.x + box.w * 0.4, box.bottom - box.h * 0.1),
              (box.right - box.w * 0.05, box.y + box.h * 0.15)]
    pygame.draw.lines(surface, colour, False, points, max(3, box.w // 6))


def _read(app) -> Progress:
    """The ticks; a damaged file is said once, in one line, and ignored."""
    progress = read_progress()
    if progress.note:
        app.toast(progress.note, "bad", 8.0)
    return progress
