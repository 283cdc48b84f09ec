"""The About screen (main menu, About): what zombiebox is, and the credits of every file it ships
that the project did not make, read from assets/CREDITS.md, the one list of them (issue 33.5)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from zombiebox.core.paths import asset_path

from . import draw
from .scene import Button, Scene

ICONS = "Icons by Delapouite, Lorc, John Colburn, Skoll, Sbed and Carl Olsen from game-icons.net, CC BY 3.0"
ABOUT = ("zombiebox: a table for five zombie board games, played at one computer. The code, the boards, "
         f"the dice and the sounds are the project's own. {ICONS}. These files are others', shipped under "
         "their licences:")


@dataclass(frozen=True)
class Credit:
    files: str
    source: str
    author: str
    licence: str


def credits() -> list[Credit]:
    """The rows of assets/CREDITS.md's table (file, source, author, licence)."""
    rows = []
    for line in asset_path("CREDITS.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) == 4 and cells[0] != "file" and not set(cells[0]) <= set("-: "):
            rows.append(Credit(*cells))
    return rows


class AboutScene(Scene):
    title = "About"

    def __init__(self, app):
        super().__init__(app)
        self.first = 0   # the first line shown (the wheel scrolls)

    def lines(self, width: int) -> list[tuple[str, str, bool]]:
        """Every line of the screen at this width: (text, palette key, bold)."""
        size = self.app.text_size
        out = [(t, "text", False) for t in draw.wrap(ABOUT, size, width)] + [("", "text", False)]
        for c in credits():
            out += [(t, "accent", True) for t in draw.wrap(c.files, size, width, bold=True)]
            for words in (f"by {c.author}", f"licence: {c.licence}", f"from: {c.source}"):
                out += [(t, "dim", False) for t in draw.wrap(words, size, width)]
            out.append(("", "text", False))
        return out

    def _areas(self, rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """The text, and the Back button under it."""
        size = self.app.text_size
        top = 40 + draw.title_height(size)
        h = draw.line_height(size) + 16
        back = pygame.Rect(rect.centerx - 110, rect.bottom - h - 16, 220, h)
        width = min(900, rect.w - 80)
        return pygame.Rect(rect.centerx - width // 2, top, width, back.top - 16 - top), back

    def fits(self, text: pygame.Rect) -> int:
        """How many lines the text area shows (one kept for the scroll note)."""
        return max(1, text.h // draw.line_height(self.app.text_size) - 1)

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        return [Button(self._areas(rect)[1], "Back", self.back)]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            text, _ = self._areas(self.app.window.get_rect())
            self.first = max(0, min(len(self.lines(text.w)) - self.fits(text), self.first - event.y * 3))
        else:
            super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        size, pal = self.app.text_size, self.app.pal
        text, _ = self._areas(surface.get_rect())
        lines, lh = self.lines(text.w), draw.line_height(size)
        fits = self.fits(text)
        for i, (line, colour, bold) in enumerate(lines[self.first:self.first + fits]):
            draw.text(surface, line, (text.x, text.y + i * lh), size, pal[colour], bold)
        below = len(lines) - self.first - fits
        if below > 0 or self.first:
            draw.text(surface, f"wheel: {self.first} lines above, {max(0, below)} below", text.bottomright,
                      draw.sized("note", size), pal["dim"], anchor="bottomright")
