"""The hand-off screen: hot-seat play between two people where a hand is secret (issue 35.5).

When the seat to move passes to another person and that seat holds a secret (`Rules.secret`: Zombie
Terror's hand of special cards), the table is covered by this screen before the board shows the new
seat's hand: the last player looks away, the next one clicks Ready (or presses Enter).
"""
from __future__ import annotations

from typing import Callable

import pygame

from . import draw
from .scene import Button, Scene, column


def whose(name: str) -> str:
    """ "the Humans' hand", "P2's hand"."""
    return name + ("'" if name.endswith("s") else "'s")


class HandOff(Scene):
    def __init__(self, app, seat_name: str, game_name: str, leave: Callable[[], None]):
        super().__init__(app)
        self.seat_name = seat_name
        self.game_name = game_name
        self.leave = leave  # Esc: to the menu with the game kept, never a look at the board

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        h = draw.line_height(self.app.text_size) + 22
        ready, menu = column(rect, rect.centery + h, min(420, rect.w // 2), h, 10, 2)
        return [Button(ready, f"Ready: I play the {self.seat_name} (Enter)", self.ready, lit=True,
                       tip=f"show the board and the {whose(self.seat_name)} secret hand"),
                Button(menu, "Menu (Esc)", self.leave, tip="back to the menu; the game is kept for Continue")]

    def ready(self) -> None:
        self.app.pop()

    def back(self) -> None:
        self.leave()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.ready()
        else:
            super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        pal, size, rect = self.app.pal, self.app.text_size, surface.get_rect()
        y = rect.centery - 3 * draw.line_height(size + 14)
        draw.text(surface, self.game_name, (rect.centerx, y), size, pal["dim"], anchor="midtop")
        y += draw.line_height(size) + 12
        draw.text(surface, f"Pass to the {self.seat_name}", (rect.centerx, y), size + 14, pal["accent"], bold=True,
                  anchor="midtop")
        y += draw.line_height(size + 14) + 12
        for line in draw.wrap(f"The {whose(self.seat_name)} hand is secret: the other player looks away while the "
                              f"{whose(self.seat_name)} player takes the seat and clicks Ready.", size + 2,
                              min(760, rect.w - 80)):
            draw.text(surface, line, (rect.centerx, y), size + 2, pal["text"], anchor="midtop")
            y += draw.line_height(size + 2)
