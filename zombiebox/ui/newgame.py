"""The new-game screen: the game's options, who sits at each seat, the seed, practice mode."""
from __future__ import annotations

import secrets
from typing import Callable

import pygame

from zombiebox.core.rules import Game

from . import draw
from .scene import Button, Scene, step_choice

HUMAN = "human"


def random_seed() -> int:
    return secrets.randbelow(1_000_000)


class NewGameScene(Scene):
    """Click a chooser to step to its next value (right click: the previous one);
    type digits to edit the seed."""

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

    def _reseat(self) -> None:
        """Human in the first seat, the game's default bot in the others (kept where still valid)."""
        seats = self.game.rules.seats(self.options)
        self.seats = {s: self.seats.get(s, HUMAN if i == 0 else self.game.default_bot(s)) for i, s in enumerate(seats)}

    # --- rows: (label, value shown, step function, tip) -------------------------------
    def _rows(self) -> list[tuple[str, str, Callable[[int], None], str]]:
        rows = []
        for opt in self.game.rules.options():
            rows.append((opt.label, str(self.options[opt.key]),
                         lambda d, o=opt: self._set_option(o.key, step_choice(list(o.choices), self.options[o.key], d)),
                         opt.help))
        players = [HUMAN, *self.game.bots]
        for seat, who in self.seats.items():
            rows.append((f"Seat: {seat}", who if who == HUMAN else f"bot: {who}",
                         lambda d, s=seat: self.seats.update({s: step_choice(players, self.seats[s], d)}),
                         "a person at this computer, or a bot"))
        rows.append(("Seed", self.seed or "(type a number)", lambda d: self._reseed(),
                     "the same seed and moves give the same game; click for a new one, or type digits"))
        rows.append(("Practice mode", "on" if self.practice else "off",
                     lambda d: setattr(self, "practice", not self.practice),
                     "hints say what the bot would do and why; undo past dice and draws"))
        return rows

    def _reseed(self) -> None:
        self.seed, self.seed_typed = str(random_seed()), False

    def _set_option(self, key: str, value) -> None:
        self.options[key] = value
        self._reseat()

    def _layout(self, rect: pygame.Rect):
        size = self.app.text_size
        h = draw.line_height(size) + 14
        width = min(760, rect.w - 80)
        top = 40 + draw.line_height(size + 14) + 20
        return size, h, width, top

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        size, h, width, top = self._layout(rect)
        x = rect.centerx - width // 2
        out = []
        rows = self._rows()
        for i, (label, value, _, tip) in enumerate(rows):
            r = pygame.Rect(x + width // 2, top + i * (h + 6), width // 2, h)
            out.append(Button(r, value, (lambda i=i: self._step(i, 1)), tip=tip))
        y = top + len(rows) * (h + 6) + 20
        start = pygame.Rect(x + width // 2, y, width // 2, h + 8)
        out.append(Button(start, "Start", self._start, self.seed.isdigit(), lit=True))
        out.append(Button(pygame.Rect(x, y, width // 2 - 20, h + 8), "Back", self.back))
        return out

    def _step(self, row: int, direction: int) -> None:
        self._rows()[row][2](direction)

    def _start(self) -> None:
        self.app.new_match(self.game, dict(self.options), int(self.seed), dict(self.seats), self.practice)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            b = self.button_at(event.pos)
            buttons = self.buttons(self.app.window.get_rect())
            if b and buttons.index(b) < len(self._rows()):
                self._step(buttons.index(b), -1)
        elif event.type == pygame.KEYDOWN and event.unicode.isdigit() and len(self.seed) < 9:
            self.seed = (self.seed if self.seed_typed else "") + event.unicode
            self.seed_typed = True
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.seed = self.seed[:-1]
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.seed:
            self._start()
        else:
            super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        size, h, width, top = self._layout(surface.get_rect())
        x = surface.get_width() // 2 - width // 2
        for i, (label, _, _, _) in enumerate(self._rows()):
            draw.text(surface, label, (x, top + i * (h + 6) + h // 2), size, self.app.pal["text"], anchor="midleft")
        y = top + len(self._rows()) * (h + 6) + 44 + h
        draw.text(surface, "Click a value to change it (right click goes back). Type digits to set the seed.",
                  (surface.get_width() // 2, y), size - 2, self.app.pal["dim"], anchor="midtop")
