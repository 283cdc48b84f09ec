"""What a click that played nothing answers, said where the player looks: beside the pointer, for a few
seconds (the status line keeps it too). Every click on the board answers (issue 35.4): the board's own
words (a refusal's reason and rule, what the place is), else what the decision asks for."""
from __future__ import annotations

from typing import Optional

import pygame

from . import draw

NOTE_SECONDS = 3.0
WIDTH = 320


class PointerNote:
    def __init__(self) -> None:
        self.text, self.kind = "", "text"
        self.pos = (0, 0)
        self.until = 0.0

    def show(self, text: str, kind: str, pos: tuple[int, int], now: float) -> None:
        self.text, self.kind, self.pos, self.until = text, kind, pos, now + NOTE_SECONDS

    def clear(self) -> None:
        self.until = 0.0

    def on(self, now: float) -> bool:
        return bool(self.text) and now < self.until

    def draw(self, surface: pygame.Surface, pal: dict, size: int, now: float) -> Optional[pygame.Rect]:
        """The note above the pointer (below it near the top), kept in the window."""
        if not self.on(now):
            return None
        size -= 2
        lines = draw.wrapped(self.text, size, WIDTH)
        lh = draw.line_height(size)
        box = pygame.Rect(0, 0, max(draw.font(size).size(l)[0] for l in lines) + 16, len(lines) * lh + 10)
        box.midbottom = (self.pos[0], self.pos[1] - 14)
        if box.top < 0:
            box.midtop = (self.pos[0], self.pos[1] + 22)
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, pal["shadow"], box, border_radius=6)
        pygame.draw.rect(surface, pal["bad"] if self.kind == "bad" else pal["panel_edge"], box, 1, border_radius=6)
        for i, line in enumerate(lines):
            draw.text(surface, line, (box.x + 8, box.y + 5 + i * lh), size, pal[self.kind])
        return box
