"""Watch again: a game replayed from its first move on its own board, stepped both ways (issue 35.7).

    +---------------------------------------------------+
    | Watch again: move 12 of 80      the step's words  |
    +-------------------------------+-------------------+
    |   board view (the game's)     | the step's log    |
    +-------------------------------+-------------------+
    | [|< Start] [< Back] [Forward >] [End >|] [Close]  |
    +---------------------------------------------------+

The viewer plays the match's record on a copy (the table's match is never touched): forward is one
step played again (its dice come again from the seed), back replays the record up to the step before.
Left and right arrows step, Home and End jump, Esc closes.
"""
from __future__ import annotations

import pygame

from zombiebox.core.match import Match

from . import draw
from .boardview import UIState, load_view
from .palette import palette
from .scene import Button, Scene


class ReplayScene(Scene):
    def __init__(self, app, match: Match):
        super().__init__(app)
        self.record = list(match.steps)
        # practice: a copy that may step back past dice; no autosave path, so it never writes a file
        self.copy = Match(match.game, match.options, match.seed, True, dict(match.seats), match.start)
        self.view = load_view(match.game)
        self.view.anim.scale = 0.0  # a step shows at once: the viewer is paged, not played
        self.ui = UIState(self.pal, app.text_size)
        self.view.reset(self.copy, self.ui)

    @property
    def pal(self) -> dict:
        """The app's palette with the game's own tones over it (its board view's, ui/palette.py)."""
        return palette(self.app.settings.palette, self.view.tones)

    @property
    def at(self) -> int:
        """The moves shown so far: 0 is the set-up, len(record) the end."""
        return len(self.copy.steps)

    # --- stepping --------------------------------------------------------------------------
    def go(self, step: int) -> None:
        step = max(0, min(len(self.record), step))
        if step == self.at + 1:  # one forward: play the recorded step again
            kept = self.record[self.at]
            self.copy.play(kept.action, kept.forced)
        elif step != self.at:  # a jump: the record replayed up to it
            self.copy.steps = list(self.record[:max(step, self.at)])
            self.copy.rewind(step)
        self.ui.highlights = [self.record[step - 1].action] if step else []  # the move just played, lit
        self.view.reset(self.copy, self.ui)

    def forward(self) -> None:
        self.go(self.at + 1)

    def backward(self) -> None:
        self.go(self.at - 1)

    # --- layout ----------------------------------------------------------------------------
    def _areas(self, rect: pygame.Rect) -> dict[str, pygame.Rect]:
        size = self.app.text_size
        head_h = draw.line_height(size + 6) + draw.line_height(size) + draw.line_height(size - 2) + 18
        bar_h = draw.line_height(size) + 14
        side_w = max(280, rect.w * 3 // 10)
        body = pygame.Rect(8, head_h, rect.w - 16, rect.h - head_h - bar_h - 20)
        return {"head": pygame.Rect(0, 0, rect.w, head_h),
                "board": pygame.Rect(body.x, body.y, body.w - side_w - 8, body.h),
                "log": pygame.Rect(body.right - side_w, body.y, side_w, body.h),
                "bar": pygame.Rect(8, rect.h - bar_h - 8, rect.w - 16, bar_h)}

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        bar = self._areas(rect)["bar"]
        end = len(self.record)
        tools = [("|< Start", "Home", lambda: self.go(0), self.at > 0),
                 ("< Back", "Left", self.backward, self.at > 0),
                 ("Forward >", "Right", self.forward, self.at < end),
                 ("End >|", "End", lambda: self.go(end), self.at < end),
                 ("Close", "Esc", self.back, True)]
        width = (bar.w - 8 * (len(tools) - 1)) // len(tools)
        font = draw.font(self.app.text_size)
        out = []
        for i, (label, key, fn, enabled) in enumerate(tools):
            shown = f"{label} ({key})" if font.size(f"{label} ({key})")[0] <= width - 12 else label
            out.append(Button(pygame.Rect(bar.x + i * (width + 8), bar.y, width, bar.h), shown, fn, enabled,
                              tip=f"{label.strip('|<> ')} ({key})"))
        return out

    # --- input -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_HOME, pygame.K_END):
            self.go({pygame.K_RIGHT: self.at + 1, pygame.K_LEFT: self.at - 1, pygame.K_HOME: 0,
                     pygame.K_END: len(self.record)}[event.key])
        else:
            super().handle(event)

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        pal, size = self.pal, self.app.text_size
        self.ui.pal, self.ui.text_size, self.ui.mouse = pal, size, self.app.mouse
        self.ui.human_turn = False  # nothing here is played by a click
        self.ui.version = self.copy.version
        surface.fill(pal["table"])
        areas = self._areas(surface.get_rect())
        head = areas["head"]
        pygame.draw.rect(surface, pal["panel"], head)
        title = f"Watch again: move {self.at} of {len(self.record)}" if self.at else \
            f"Watch again: the set-up ({len(self.record)} moves to come)"
        draw.text(surface, title, (16, 8), size + 6, pal["accent"], bold=True)
        said = ""
        if self.at:  # who moved, and the first thing the move did
            seat = self.record[self.at - 1].seat
            first = next((e.text for n, e in self.copy.log if n == self.at), "")
            said = ": ".join(filter(None, (self.copy.rules.seat_name(seat) if seat else "", first)))
        y = 8 + draw.line_height(size + 6) + 2
        (said,), small = draw.fitted(said, size, head.w - 32, draw.line_height(size))
        draw.text(surface, said, (16, y), small, pal["text"])
        goal = self.copy.rules.goal(self.copy.state)
        if goal:  # the goal and the standing as they were at this move
            (goal,), small = draw.fitted(f"Goal: {goal}", size - 2, head.w - 32, draw.line_height(size - 2))
            draw.text(surface, goal, (16, y + draw.line_height(size) + 2), small, pal["accent"])
        board = areas["board"]
        pygame.draw.rect(surface, pal["board"], board, border_radius=8)
        self.view.rect = board
        surface.set_clip(board)
        self.view.draw(surface, board, self.copy, self.ui)
        surface.set_clip(None)
        self._draw_log(surface, areas["log"])
        self.draw_buttons(surface, self.buttons(surface.get_rect()))

    def _draw_log(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The log lines of the move just played (its events, each with its rule)."""
        pal, size = self.pal, self.app.text_size
        draw.panel(surface, rect, pal)
        y = rect.y + 8
        draw.text(surface, "This move", (rect.x + 10, y), size, pal["dim"], bold=True)
        y += draw.line_height(size) + 4
        for _, event in [(n, e) for n, e in self.copy.log if n == self.at]:
            for part in draw.wrap(f"{event.rule}  {event.text}", size - 1, rect.w - 20):
                if y + draw.line_height(size - 1) > rect.bottom - 8:
                    return
                draw.text(surface, part, (rect.x + 10, y), size - 1, pal["text"])
                y += draw.line_height(size - 1)
