"""A lesson at the table (issue 37.1): the lesson's position as a practice match, every seat the
player's, and a lesson panel beside the board: the lesson's number and title, its section (a click
opens the rulebook there), what it teaches, what the lesson said of the last moves, what it asks now,
and the answer to a move it did not ask for; at the end, what happened and Next lesson.

The board is the game's own and knows nothing of lessons: every move a person makes reaches the
frame's `play` (ui/table.py), and here it goes through the lesson's `Tutor` (core/lesson.py). The
move the lesson asks for plays, with the book's dice, and is shown as any move is; a legal move
the lesson explains, or any other legal one, is said where the player looks and not played; an
illegal one takes the frame's refusal path (its reason and rule). The steps the lesson plays itself
follow one at a time at the bots' pace. H lights the lesson's move as the table lights a hint; the
board brings the places each move asked names into view (`BoardView.show`), when it is asked and at H.

The last lesson of a path, a real game, is a plain practice game against the lesson's bots with the
same panel saying it is the last lesson.

    +---------+-------------------------------+----------+
    | lesson  |   board (the game's)          | side,    |
    | panel   |                               | log, dice|
    +---------+-------------------------------+----------+
In a small window (the log in a column of its own) the panel takes the log's and the dice tray's place.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

import pygame

from zombiebox.core.actions import Action, Event
from zombiebox.core.bots import Choice
from zombiebox.core.lesson import Lesson, LessonError, Tutor, each_lesson
from zombiebox.core.match import HUMAN, Match

from . import column, draw
from .boardview import BoardView
from .layer import Layer
from .learn_menu import LessonList
from .lesson_progress import mark_done
from .newgame import random_seed
from .scene import Button
from .table import TableScene

PANEL = 0.2            # the panel's share of the body's width, beside the board...
LEAST, MOST = 240, 400  # ...within these
STEPS = ("body", "note", "small")   # the panel's letters, smaller until its words fit whole; then they scroll


def lesson_table(app, lesson: Lesson, view: Optional[BoardView] = None) -> "LessonTable":
    """The lesson at the table: its position and its tutor, or its real game against its bots."""
    if lesson.real_game is None:
        tutor = lesson.open()
        return LessonTable(app, lesson, tutor.match, tutor, view)
    seats = {seat: lesson.real_game.bots.get(seat, HUMAN) for seat in
             lesson.game.rules.seats(lesson.game.rules.resolve_options(lesson.real_game.options))}
    match = Match(lesson.game, lesson.real_game.options, random_seed(), practice=True, seats=seats)
    return LessonTable(app, lesson, match, None, view)


@dataclass(frozen=True)
class Said:
    words: str
    kind: str    # a palette key: "good" for the move asked for, "bad" for a refusal, "text"


class LessonTable(TableScene):
    def __init__(self, app, lesson: Lesson, match: Match, tutor: Optional[Tutor], view: Optional[BoardView] = None):
        self.lesson, self.tutor = lesson, tutor
        self.told: list[Said] = []            # what the lesson said since the player's last right move
        self.answer: Optional[Said] = None    # what it answered a move it did not ask for
        self.lesson_wait = 0.0                # the pace of the steps the lesson plays itself
        self.ticked = False
        self.shown: tuple = ()                # the panel's words as last laid out
        self.scrolled = 0                     # pixels the panel's paragraphs are scrolled back from their end
        self.panel = Layer()                  # the panel as last painted
        self.path = each_lesson(lesson.game.game_id)   # for its length and the next lesson
        super().__init__(app, match, view)
        self.after = ("Lessons", self.to_list) if tutor is None else ("Next lesson", self.next_lesson)
        self._show_asked()

    # --- the lesson's moves ------------------------------------------------------------
    def play(self, action: Action) -> bool:
        """A person's move, through the lesson: the asked move plays; an illegal one is refused as
        the table refuses it; any other legal move is answered and not played."""
        if self.tutor is None:
            played = super().play(action)
            self._tick_if_done()
            return played
        if self.lesson_plays:   # the other side's answer is the lesson's to show
            self.ui.say("Watch: the lesson plays this move itself.")
            return False
        refusal = self.tutor.refusal(action)
        if refusal is not None:
            self.refuse(refusal)
            self.answer = Said(self.ui.status, "bad")
            return False
        verdict = self.tutor.try_move(action)
        if verdict.kind != "right":
            self.answer = Said(verdict.words, "bad" if verdict.kind == "mistake" else "text")
            self.ui.say(verdict.words, self.answer.kind)
            return False
        self.told, self.answer = [Said(verdict.words, "good")] if verdict.words else [], None
        self._after(self._last_events())
        self._show_asked()
        self._tick_if_done()
        return True

    def _show_asked(self) -> None:
        """A move asked: the places it names brought into view on the board, close enough to read their
        names (the board's `show`); until the next step the camera is the player's."""
        if self.tutor is not None and not self.tutor.over and not self.lesson_plays:
            self.view.show([self.tutor.hint()], self.match, self.ui)

    def _last_events(self) -> list[Event]:
        """What the step just played logged (the tutor plays it on the table's match)."""
        return [e for n, e in self.match.log if n == len(self.match.steps)]

    @property
    def lesson_plays(self) -> bool:
        """The lesson's next step is its own to play (the other side's answer)."""
        step = self.tutor.step if self.tutor else None
        return step is not None and step.played_by_lesson

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.lesson_plays:
            self.lesson_wait = 0.0
            return
        if self.view.anim.busy or self.dice.rolling:
            return   # each step is seen before the next
        self.lesson_wait += dt
        if self.lesson_wait >= self.app.settings.bot_pace:
            self.lesson_wait = 0.0
            step = self.tutor.play_lesson_step()
            if step.said:
                self.told.append(Said(step.said, "text"))
            self._after(self._last_events())
            self._show_asked()
            self._tick_if_done()

    def play_on(self, asked: int) -> None:
        """The lesson's own steps, and the first `asked` moves it asks for, played as a player would
        play them (`zombiebox screenshot --lesson GAME/N --steps N`)."""
        for played in range(asked + 1):
            while self.lesson_plays and self.app.scene is self:
                self.app.step(dt=0.25)
            if played == asked or self.tutor is None or self.tutor.over:
                return
            self.play(self.tutor.hint())

    @property
    def busy(self) -> bool:
        return super().busy or self.lesson_plays

    def _tick_if_done(self) -> None:
        done = self.match.outcome is not None if self.tutor is None else self.tutor.over
        if done and not self.ticked:
            self.ticked = True
            trouble = mark_done(self.lesson)
            if trouble:
                self.app.toast(trouble, "bad", 8.0)
            if self.tutor is not None:   # the end's words are the panel's: the status line may be too short for them
                self.ui.say("The lesson is over: its panel says what happened. Next lesson goes on.", "accent")

    def hint(self, ask_hard: bool = False) -> None:
        """H: the lesson's move lit on the board, alone, as the table lights a hint's pick."""
        if self.tutor is None:
            return super().hint(ask_hard)
        if self.ui.highlights or self.ui.hint:   # H again: lights off
            self.view.highlight([], self.ui)
            self.ui.hint = None
            self.ui.say("")
            return
        expected = self.tutor.hint()
        if expected is None or self.lesson_plays:
            self.ui.say("No hint: the lesson is over" if expected is None else "No hint: the lesson plays this move itself")
            return
        any_will_do = self.tutor.any_will_do()
        # the one move asked, not every choice (a new player looks for one); all of them where each is asked
        asked = self.match.legal_actions() if any_will_do else [expected]
        self.view.highlight(asked, self.ui)
        self.view.show([expected], self.match, self.ui)
        lit = self.view.lit_words(asked, self.match, self.ui)
        if any_will_do:   # no one of them to mark (a throw's landing is the hand's)
            self.ui.say(f"Lit: {lit}. Any of them is the lesson's move.")
            return
        self.ui.hint = Choice(expected, "the lesson's move")
        self.ui.say(f"Lit: {lit}. The lesson's move: {self.match.rules.describe(self.match.state, expected)}")

    # --- what a lesson does not do -------------------------------------------------------
    def undo(self) -> None:
        if self.tutor is None:
            return super().undo()
        self.ui.say("A lesson does not undo: a move it did not ask for is never played. Again (Ctrl+R) starts it anew.")

    def redo(self) -> None:
        if self.tutor is None:
            return super().redo()
        self.ui.say("A lesson has nothing to redo. Again (Ctrl+R) starts it anew.")

    def start_what_if(self) -> None:
        if self.tutor is None:
            return super().start_what_if()
        self.ui.say("In a lesson the book sets the dice.")

    def hand_off(self) -> bool:
        """Every seat of a lesson is the one player's: no hand is hidden from anyone."""
        return False if self.tutor is not None else super().hand_off()

    def _opening_hint(self) -> str:
        if self.tutor is None:
            return "The last lesson: a real game. H shows what the bot would play, F1 opens the rules."
        if self.tutor.step is not None and self.tutor.step.ask:
            return "Read the lesson's panel, then make the move it asks for on the board (H shows it)."
        return "Watch: the lesson plays the first moves itself."

    # --- going on ------------------------------------------------------------------------
    def next_one(self) -> Optional[Lesson | LessonError]:
        return self.path[self.lesson.number] if self.lesson.number < len(self.path) else None

    def next_lesson(self) -> None:
        after = self.next_one()
        if isinstance(after, LessonError):
            self.app.toast(f"The next lesson cannot be opened: {after}", "bad", 8.0)
        elif after is None:
            self.to_list()
        else:
            self.app.open_lesson(after, replace=True)

    def again(self) -> None:
        self.app.open_lesson(self.lesson, replace=True)

    def to_list(self) -> None:
        """Back to the game's lessons (the list under the table, else a new one in the table's place)."""
        below = self.app.stack[-2] if len(self.app.stack) > 1 else None
        if isinstance(below, LessonList) and below.game is self.game:
            self.app.pop()
        else:
            self.app.replace(LessonList(self.app, self.game))

    def leave(self) -> None:
        if self.tutor is None:
            return super().leave()
        self.to_list()

    def tool_list(self) -> list[tuple[str, str, Callable[[], None], str]]:
        if self.tutor is None:
            return super().tool_list()
        return [("Hint", "H", self.hint, "light the move the lesson asks for"),
                ("Again", "Ctrl+R", self.again, "start this lesson anew"),
                ("Rules", "F1", self.open_rules, "the rulebook at this step's section"),
                ("Lessons", "Esc", self.to_list, "back to the game's lessons")]

    def _key(self, event: pygame.event.Event) -> None:
        if self.tutor is not None and event.key == pygame.K_r and event.mod & pygame.KMOD_CTRL:
            self.again()
        else:
            super()._key(event)

    # --- the panel -----------------------------------------------------------------------
    def aside(self, body: pygame.Rect) -> tuple[pygame.Rect, dict[str, pygame.Rect]]:
        """Tall enough to stack the log under the game's panels: the lesson's panel takes a column at
        the board's left. Shorter (a small window, the log in a column of its own): none here, the panel
        takes the place of the log and the dice tray (`_areas`)."""
        if body.h < column.STACKED:
            return body, {}
        w = max(LEAST, min(MOST, round(body.w * PANEL)))
        lesson = pygame.Rect(body.x, body.y, w, body.h)
        return pygame.Rect(lesson.right + column.GAP, body.y, body.w - w - column.GAP, body.h), {"lesson": lesson}

    def _areas(self, rect: pygame.Rect) -> dict[str, pygame.Rect]:
        areas = super()._areas(rect)
        if "lesson" not in areas:   # the log's column, the dice tray's room too (the log says the dice)
            log, dice = areas["log"], areas["dice"]
            areas["lesson"] = log.union(dice) if dice.h else log
            areas["log"], areas["dice"] = pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0)
        return areas

    def _on_view(self, pos: tuple[int, int], areas: dict[str, pygame.Rect]) -> bool:
        """Not on the panel: in a small window it stands in the board view's column, where the log was."""
        return super()._on_view(pos, areas) and not areas["lesson"].collidepoint(pos)

    def regions(self, rect: pygame.Rect) -> dict[str, pygame.Rect]:
        out = super().regions(rect)
        lesson = self.areas(rect)["lesson"]
        if lesson.h:
            out["lesson"] = lesson
        return out

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        panel = self.areas(rect)["lesson"]
        return super().buttons(rect) + (self.laid(panel).buttons if panel.h else [])

    def handle(self, event: pygame.event.Event) -> None:
        panel = self.areas(self.app.window.get_rect())["lesson"]
        if event.type == pygame.MOUSEWHEEL and panel.collidepoint(self.app.mouse):
            self.wheel_panel(event.y)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.button_at(event.pos):
            if panel.h and self.laid(panel).link.collidepoint(event.pos):
                self.open_rules(self.lesson.section)
                return
        super().handle(event)

    def words(self) -> list[tuple[str, str, str]]:
        """The panel's paragraphs: (words, kind, palette key); kind "number", "title", "link" (the
        section: a click opens the rulebook there) or "body"."""
        lesson = self.lesson
        last = " · the last" if lesson.real_game else ""
        out = [(f"Lesson {lesson.number} of {len(self.path)}{last}", "number", "dim"), (lesson.title, "title", "accent"),
               (f"Read {lesson.section} in the rulebook", "link", "highlight"), (lesson.teaches, "body", "text")]
        if self.tutor is None:
            bots = ", ".join(f"{self.match.rules.seat_name(seat)} ({level.capitalize()})"
                             for seat, level in lesson.real_game.bots.items())
            out.append((f"The last lesson: a real game. Bots: {bots}. H shows what the bot would play and why."
                        if bots else "The last lesson: a real game, against the game itself. H shows what the "
                        "game's bot would play and why.", "body", "accent"))
            return out + ([(lesson.end, "body", "accent")] if self.match.outcome is not None else [])
        out += [(said.words, "body", said.kind) for said in self.told]
        if self.tutor.over:
            out.append((lesson.end, "body", "accent"))
        elif self.lesson_plays:
            out.append(("Watch: the lesson plays the next move itself.", "body", "dim"))
        else:
            out.append((f"Your move: {self.tutor.step.ask}", "body", "accent"))
        if self.answer is not None:
            out.append((self.answer.words, "body", self.answer.kind))
        return out

    def laid(self, panel: pygame.Rect) -> "Laid":
        shown = tuple(self.words())
        if shown != self.shown:   # something new was said: the panel shows its end again
            self.shown, self.scrolled = shown, 0
        return self.kept.get("lesson", (tuple(panel), self.app.text_size, shown, self.scrolled),
                             lambda: self._lay_out(panel, shown))

    def _end_buttons_wanted(self) -> list[tuple[str, Callable[[], None], str]]:
        """At the lesson's end: Next lesson (the path's last: none), Lessons, Again."""
        if self.tutor is None or not self.tutor.over:
            return []
        wanted = [("Next lesson", self.next_lesson, "the next lesson of the path")] if self.next_one() else []
        return wanted + [("Lessons", self.to_list, "back to the game's lessons"),
                         ("Again", self.again, "this lesson anew")]

    def _lay_out(self, panel: pygame.Rect, shown: tuple[tuple[str, str, str], ...]) -> "Laid":
        """The lines in the largest step of the scale that holds them all whole, the end's buttons below.
        Where even the smallest does not, the number, the title and the section stay at the top and the
        rest shows its end (what the lesson asks now), the wheel scrolling back up to the beginning."""
        base, inner = self.app.text_size, panel.inflate(-20, -16)
        wanted = self._end_buttons_wanted()
        button_h = draw.line_height(base) + 12
        rows = (len(wanted) + 1) // 2    # the first alone, then two a row
        bottom = inner.bottom - rows * (button_h + 8)
        for step in STEPS:
            lines, y, links, flow = [], inner.y, [], inner.y
            for words, kind, colour in shown:
                size = draw.sized(step, base) + {"title": 4, "number": -2}.get(kind, 0)
                for line in draw.wrap(words, size, inner.w, bold=kind == "title"):
                    lines.append((line, (inner.x, y), size, colour, kind))
                    if kind == "link":
                        links.append(pygame.Rect(inner.x, y, draw.font(size).size(line)[0], draw.line_height(size)))
                    y += draw.line_height(size)
                y += 6
                if kind == "link":
                    flow = y   # the paragraphs that scroll begin here
            if y <= bottom:
                break
        view = pygame.Rect(inner.x, flow, inner.w, max(0, bottom - flow))
        most = max(0, y - bottom)   # how far the flow is scrolled to show its end
        self.scrolled = min(self.scrolled, most)
        shift = most - self.scrolled
        lines = [(line, (x, ly - shift if ly >= flow else ly), size, colour, kind)
                 for line, (x, ly), size, colour, kind in lines]
        y, half, buttons = bottom + 8, (inner.w - 8) // 2, []
        if len(wanted) % 2:   # Next lesson, the whole width
            label, fn, tip = wanted.pop(0)
            buttons.append(Button(pygame.Rect(inner.x, y, inner.w, button_h), label, fn, lit=True, tip=tip))
            y += button_h + 8
        for i, (label, fn, tip) in enumerate(wanted):
            x = inner.x if i % 2 == 0 else inner.right - half
            buttons.append(Button(pygame.Rect(x, y + i // 2 * (button_h + 8), half, button_h), label, fn, tip=tip))
        return Laid(tuple(lines), links[0].unionall(links), buttons, view, shift > 0, most)

    def wheel_panel(self, dy: int) -> None:
        """The wheel over the panel: back up through what the lesson said (up), down to its end."""
        laid = self.laid(self.areas(self.app.window.get_rect())["lesson"])
        self.scrolled = max(0, min(laid.most, self.scrolled + dy * draw.line_height(self.app.text_size) * 2))

    def draw_aside(self, surface: pygame.Surface, areas: dict[str, pygame.Rect]) -> None:
        panel = areas["lesson"]
        if not panel.h:   # the column it stands in is folded away
            return
        laid = self.laid(panel)
        img = self.panel.get(panel.size, self.ui.look, (self.shown, self.scrolled),
                             lambda img: self._paint_panel(img, laid, panel.topleft))
        surface.blit(img, panel.topleft)

    def _paint_panel(self, img: pygame.Surface, laid: "Laid", origin: tuple[int, int]) -> None:
        """The panel in its layer (`origin`: where it stands in the window, which the layout is in)."""
        pal, local = self.pal, img.get_rect()
        pygame.draw.rect(img, pal["panel"], local, border_radius=8)
        pygame.draw.rect(img, pal["accent"], local, 2, border_radius=8)
        view = laid.view.move(-origin[0], -origin[1])
        for line, (x, y), size, colour, kind in laid.lines:
            img.set_clip(None if kind in ("number", "title", "link") else view)   # the paragraphs stay in their view
            rect = draw.text(img, line, (x - origin[0], y - origin[1]), size, pal[colour], bold=kind == "title")
            if kind == "link":
                pygame.draw.line(img, pal[colour], (rect.x, rect.bottom - 2), (rect.right, rect.bottom - 2))
        img.set_clip(None)
        if laid.above:   # a mark at the view's top: the wheel shows what is above
            size = draw.sized("fine", self.app.text_size)
            mark = pygame.Rect(view.x, view.y, view.w, draw.line_height(size) + 4)
            pygame.draw.rect(img, pal["shadow"], mark, border_radius=4)
            draw.text(img, "more above (wheel)", mark.center, size, pal["dim"], anchor="center")

    def _tip_at(self, pos: tuple[int, int], areas: dict[str, pygame.Rect]) -> Optional[str]:
        panel = areas["lesson"]
        if panel.h and self.laid(panel).link.collidepoint(pos):
            return f"open the rulebook at {self.lesson.section}"
        return super()._tip_at(pos, areas)


@dataclass(frozen=True)
class Laid:
    """The panel as laid out: its lines, the section's link, the end's buttons, and the view the
    paragraphs scroll in (whether some are above it; how far they may scroll)."""
    lines: tuple   # (words, (x, y), size, palette key, kind)
    link: pygame.Rect
    buttons: list[Button]
    view: pygame.Rect
    above: bool
    most: int
