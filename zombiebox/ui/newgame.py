"""The new-game screen: the game's options, who sits at each seat, the seed, practice mode."""
from __future__ import annotations

import random
from typing import Callable, Optional

import pygame

from zombiebox.core.lesson import lesson_paths
from zombiebox.core.match import Match
from zombiebox.core.rules import Game
from zombiebox.core.saves import SaveError
from zombiebox.core.search import LEVELS

from . import draw
from .learn_menu import LessonList
from .save_index import move_words
from .scene import Button, Scene, column, step_choice
from .settings import GameChoices, autosave_path

HUMAN = "human"


SEEDS: random.Random = random.SystemRandom()  # where new games' seeds come from (the monkey test seeds it)


def random_seed() -> int:
    return SEEDS.randrange(1_000_000)


class NewGameScene(Scene):
    """Click a chooser to step to its next value (right click: the previous one);
    type digits to edit the seed."""
    grows = True

    def __init__(self, app, game: Game):
        super().__init__(app)
        self.game = game
        self.title = game.name
        self.options = game.rules.default_options()
        self.seats: dict[str, str] = {}
        self._reseat()
        self.seed = str(random_seed())
        self.seed_typed = False  # the first digit typed replaces the random seed
        self.practice = False
        remembered = app.settings.new_game.get(game.game_id)
        if remembered:
            self._recall(remembered)

    def _recall(self, last: GameChoices) -> None:
        """The choices this game last started with, each one the game still offers."""
        for opt in self.game.rules.options():
            value = last.options.get(opt.key)
            if any(value == c and type(value) is type(c) for c in opt.choices):  # True is not 1
                self.options[opt.key] = value
        self._reseat()
        self.seats.update({s: last.seats[s] for s in self.seats
                           if last.seats.get(s) == HUMAN or self.game.has_bot(last.seats.get(s) or "")})
        self.practice = last.practice

    def _reseat(self) -> None:
        """Human in the first seat, the game's default bot in the others (kept where still valid)."""
        seats = self.game.rules.seats(self.options)
        self.seats = {s: self.seats.get(s, HUMAN if i == 0 else self.game.default_bot(s)) for i, s in enumerate(seats)}

    # --- rows: (label, value shown, step function, tip) -------------------------------
    def _rows(self) -> list[tuple[str, str, Callable[[int], None], str]]:
        rows = []
        for opt in self.game.rules.options():
            rows.append((opt.label, opt.say(self.options[opt.key]),
                         lambda d, o=opt: self._set_option(o.key, step_choice(list(o.choices), self.options[o.key], d)),
                         opt.help))
        players = [HUMAN, *self.game.bots]
        for seat in self.seats:
            who = self._player(seat)
            name = self.game.rules.seat_name(seat)
            rows.append((f"Seat: {name}", who if who == HUMAN else f"bot: {who}",
                         lambda d, s=seat: self.seats.update({s: step_choice(players, self._player(s), d)}),
                         "a person at this computer, or a bot"))
            level = self._level(seat)
            if level:
                rows.append((f"Level: {name}", level, lambda d, s=seat: self._set_level(s, d),
                             "easy: the bot slips now and then; normal: the bot; hard: it searches (up to 1 s a move)"))
        rows.append(("Seed", self.seed or "(type a number)", lambda d: self._reseed(),
                     "the same seed and moves give the same game; click for a new one, or type digits"))
        rows.append(("Practice mode", "on" if self.practice else "off",
                     lambda d: setattr(self, "practice", not self.practice),
                     "hints say what the bot would do and why; undo past dice and draws"))
        return rows

    def _player(self, seat: str) -> str:
        """Who sits at `seat`: a level is the game's own bot at that level."""
        who = self.seats[seat]
        return who if who == HUMAN or who in self.game.bots else self.game.default_bot(seat)

    def _level(self, seat: str) -> Optional[str]:
        """The level of a seat the game's own bot plays (None for a person or another bot)."""
        who = self.seats[seat]
        if who == self.game.default_bot(seat):
            return "normal"
        return who if who not in self.game.bots and who != HUMAN else None

    def _set_level(self, seat: str, direction: int) -> None:
        level = step_choice(list(LEVELS), self._level(seat), direction)
        self.seats[seat] = self.game.default_bot(seat) if level == "normal" else level

    def _reseed(self) -> None:
        self.seed, self.seed_typed = str(random_seed()), False

    def _set_option(self, key: str, value) -> None:
        self.options[key] = value
        self._reseat()

    def _layout(self, rect: pygame.Rect) -> tuple[list[tuple[pygame.Rect, pygame.Rect]], pygame.Rect]:
        """(label rect, value button) for each row, and the Back+Start strip. Rows that
        do not fit one column (six City of Zombies seats in a small window) take two."""
        size = self.text_size
        count = len(self._rows())
        lh, gap = draw.line_height(size), 6
        top = 40 + draw.title_height(size) + 20
        room = rect.h - top - (lh + 22) - (lh + 30)  # below: the Back/Start strip and the help line
        cols = 1 if count * (lh + 14 + gap) <= room else 2
        per_col = -(-count // cols)
        h = max(lh + 4, min(lh + 14, room // per_col - gap))
        width = min(round(760 * self.scale), rect.w - 80) if cols == 1 else (rect.w - 80 - 40) // 2
        x0 = rect.centerx - (cols * width + (cols - 1) * 40) // 2
        split = width // 2 if cols == 1 else width * 11 // 20  # two columns: labels take more room than values
        cells = []
        for i in range(count):
            x, y = x0 + (i // per_col) * (width + 40), top + (i % per_col) * (h + gap)
            cells.append((pygame.Rect(x, y, split - 8, h), pygame.Rect(x + split, y, width - split, h)))
        strip_w = min(round(760 * self.scale), rect.w - 80)
        strip = pygame.Rect(rect.centerx - strip_w // 2, top + per_col * (h + gap) + 14, strip_w, lh + 22)
        return cells, strip

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        cells, strip = self._layout(rect)
        out = [Button(value_rect, value, (lambda i=i: self._step(i, 1)), tip=tip)
               for i, ((_, value_rect), (_, value, _, tip)) in enumerate(zip(cells, self._rows()))]
        half = strip.w // 2
        out.append(Button(pygame.Rect(strip.x + half, strip.y, strip.w - half, strip.h), "Start", self._start,
                          self.seed.isdigit(), lit=True))
        if lesson_paths(self.game.game_id):   # Back, Learn to play and Start
            back = (half - 40) // 2
            out.append(Button(pygame.Rect(strip.x, strip.y, back, strip.h), "Back", self.back))
            out.append(Button(pygame.Rect(strip.x + back + 20, strip.y, half - 40 - back, strip.h), "Learn to play",
                              lambda: self.app.push(LessonList(self.app, self.game)),
                              tip=f"{self.game.name} taught a step at a time on the board"))
        else:
            out.append(Button(pygame.Rect(strip.x, strip.y, half - 20, strip.h), "Back", self.back))
        return out

    def _step(self, row: int, direction: int) -> None:
        self._rows()[row][2](direction)

    def _start(self) -> None:
        unfinished = unfinished_autosave()
        if unfinished:  # Continue would lose it: ask first
            self.app.push(Confirm(self.app, f"Start a new game? The unfinished {unfinished} under Continue "
                                            "will be replaced.", self._start_now))
        else:
            self._start_now()

    def _start_now(self) -> None:
        self.app.settings.new_game[self.game.game_id] = GameChoices(dict(self.options), dict(self.seats),
                                                                    self.practice)
        self.app.keep_settings()
        self.app.new_match(self.game, dict(self.options), int(self.seed), dict(self.seats), self.practice)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            cells, _ = self._layout(self.app.window.get_rect())
            row = next((i for i, (_, value_rect) in enumerate(cells) if value_rect.collidepoint(event.pos)), None)
            if row is not None:  # right click on a value: its previous one
                self.app.sounds.play("click")
                self._step(row, -1)
        elif event.type == pygame.KEYDOWN and event.unicode.isdigit() and len(self.seed) < 9:
            self.seed = (self.seed if self.seed_typed else "") + event.unicode
            self.seed_typed = True
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.seed, self.seed_typed = self.seed[:-1], True  # editing: the next digit appends
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.seed:
            self._start()
        else:
            super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        size, pal = self.text_size, self.app.pal
        cells, strip = self._layout(surface.get_rect())
        for (label_rect, _), (label, _, _, _) in zip(cells, self._rows()):
            draw.text(surface, draw.fit(label, size, label_rect.w), label_rect.midleft, size, pal["text"],
                      anchor="midleft")
        draw.text(surface, "Click a value to change it (right click goes back). Type digits to set the seed.",
                  (surface.get_width() // 2, strip.bottom + 12), size - 2, pal["dim"], anchor="midtop")


def unfinished_autosave() -> str:
    """The game under Continue as "<game> (move N)" if it is not over, else "" (no autosave,
    one that cannot be opened, or a finished game: nothing a new game would lose)."""
    path = autosave_path()
    if not path.exists():
        return ""
    try:
        match = Match.load(path)
    except SaveError:
        return ""
    if match.outcome is not None or not match.steps:
        return ""
    return f"{' '.join(match.game.name.split())} ({move_words(len(match.steps))})"  # the table banner's count


class Confirm(Scene):
    """A question with Yes and No over the scene that asked; Esc is No."""
    grows = True

    def __init__(self, app, question: str, on_yes: Callable[[], None]):
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes

    def _yes(self) -> None:
        self.app.pop()  # the asking scene is on top again, then acts
        self.on_yes()

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        size = self.text_size
        h = draw.line_height(size) + 22
        width = min(round(360 * self.scale), rect.w // 3)
        yes, no = column(rect, rect.centery + h, width, h, 10, 2)
        return [Button(yes, "Yes", self._yes, lit=True), Button(no, "No", self.back)]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        size, rect = self.text_size, surface.get_rect()
        lines = draw.wrap(self.question, size + 2, min(round(760 * self.scale), rect.w - 80))
        y = rect.centery - len(lines) * draw.line_height(size + 2)
        for line in lines:
            draw.text(surface, line, (rect.centerx, y), size + 2, self.app.pal["text"], anchor="midtop")
            y += draw.line_height(size + 2)
