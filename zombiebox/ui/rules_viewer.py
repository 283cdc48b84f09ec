"""The rules viewer: a game's rulebook, scrollable, opened at a section, with the
project's rulings after it. A contents column on the left jumps to a section."""
from __future__ import annotations

from typing import Optional, Union

import pygame

from zombiebox.core.rulebook import Rulebook, paragraphs, rulebook_for

from . import draw
from .scene import Button, Scene

Line = tuple[str, int, str, Union[bool, tuple], int]  # text, size, palette key, bold (or its runs), section index
BOLD = "**"   # a bold run in a paragraph, as the rulebook's texts mark it ("**Shotgun**")


def bold_runs(lines: list[str]) -> list[tuple[str, tuple]]:
    """Wrapped lines of a paragraph with its bold runs marked: each line without the marks, and its
    (text, bold) runs; a run wrapped onto the next line stays bold there."""
    out, bold = [], False
    for line in lines:
        runs = []
        for k, part in enumerate(line.split(BOLD)):
            if k:
                bold = not bold
            if part:
                runs.append((part, bold))
        out.append(("".join(part for part, _ in runs), tuple(runs)))
    return out


class RulesViewer(Scene):
    def __init__(self, app, game_id: str, citation: Optional[str] = None):
        super().__init__(app)
        self.book: Rulebook = rulebook_for(game_id)
        self.section = 0
        self.note = ""
        if citation:
            found = self.book.find(citation)
            if found is None:
                self.note = f"no section of the rulebook matches '{citation}'"
            else:
                self.section = self.book.sections.index(found)
        self.top: Optional[int] = None  # first line shown; None: go to self.section on next layout
        self.toc_first = max(0, self.section - 3)
        self._cache: tuple = ((), [])

    # --- layout -------------------------------------------------------------------
    def _areas(self, rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        head = 30 + draw.line_height(self.app.text_size + 8) + 8
        toc_w = max(220, rect.w // 4)
        toc = pygame.Rect(16, head, toc_w, rect.h - head - 16)
        body = pygame.Rect(toc.right + 16, head, rect.w - toc.right - 32, rect.h - head - 16)
        return toc, body

    def _lines(self, width: int) -> list[Line]:
        size = self.app.text_size
        key = (width, size)
        if self._cache[0] == key:
            return self._cache[1]
        lines: list[Line] = []

        def add(paragraphs: list[tuple[str, bool]], i: int) -> None:
            for text, heading in paragraphs:
                lsize, colour = (size + 1, "accent") if heading else (size, "text")
                wrapped = draw.wrap(text, lsize, width, bold=heading)
                if BOLD in text and not heading:
                    lines.extend((t, lsize, colour, runs, i) for t, runs in bold_runs(wrapped))
                else:
                    lines.extend((t, lsize, colour, heading, i) for t in wrapped)
                lines.append(("", 4, "text", False, i))  # a small gap after each paragraph

        for i, s in enumerate(self.book.sections):
            head, _, body = s.text.partition("\n")
            if head.startswith(s.title + ":"):  # "[7.3] Resolve Hits: Players assign..." -> heading, then text
                head, body = s.title, head[len(s.title) + 1:].strip() + "\n" + body
            lines += [(t, size + 2, "accent", True, i) for t in draw.wrap(head, size + 2, width, bold=True)]
            add(paragraphs(body, strong=True), i)
            lines.append(("", size, "text", False, i))
        if self.book.rulings.strip():
            end = len(self.book.sections)
            lines.append(("Rulings — how zombiebox reads this book", size + 4, "accent", True, end))
            add(paragraphs(self.book.rulings, strong=True), end)
        self._cache = (key, lines)
        return lines

    def _visible(self, body: pygame.Rect) -> int:
        return max(1, body.h // draw.line_height(self.app.text_size))

    def _ensure_top(self, body: pygame.Rect) -> list[Line]:
        lines = self._lines(body.w - 24)
        if self.top is None:
            self.top = next((n for n, l in enumerate(lines) if l[4] == self.section), 0)
        self.top = max(0, min(self.top, len(lines) - self._visible(body) // 2))
        return lines

    def toc_entries(self) -> list[tuple[int, str]]:
        entries = [(i, s.title) for i, s in enumerate(self.book.sections)]
        if self.book.rulings.strip():
            entries.append((len(self.book.sections), "Rulings"))
        return entries

    def _toc_rows(self, toc: pygame.Rect) -> tuple[int, int]:
        """(row height, rows that fit) of the contents column."""
        h = draw.line_height(self.app.text_size - 2) + 8
        return h, max(1, (toc.h - 8) // (h + 2))

    def _scroll_toc(self, first: int, toc: pygame.Rect) -> None:
        """Show entries from `first`, never leaving empty rows below the last one."""
        self.toc_first = max(0, min(first, len(self.toc_entries()) - self._toc_rows(toc)[1]))

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        toc, _ = self._areas(rect)
        h, fits = self._toc_rows(toc)
        self._scroll_toc(self.toc_first, toc)  # the window may have grown
        out = [Button(pygame.Rect(toc.x, 16, 120, draw.line_height(self.app.text_size) + 10), "Back", self.back)]
        for n, (i, title) in enumerate(self.toc_entries()[self.toc_first:self.toc_first + fits]):
            r = pygame.Rect(toc.x + 4, toc.y + 4 + n * (h + 2), toc.w - 8, h)
            out.append(Button(r, title, lambda i=i: self.go_to(i), lit=i == self.section, tip=title))
        return out

    def go_to(self, section: int) -> None:
        self.section, self.top = section, None

    # --- input ------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        toc, body = self._areas(self.app.window.get_rect())
        page = self._visible(body) - 2
        if event.type == pygame.MOUSEWHEEL:
            if toc.collidepoint(self.app.mouse):
                self._scroll_toc(self.toc_first - event.y * 3, toc)
            else:
                self._ensure_top(body)
                self.top -= event.y * 3
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP,
                                                           pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END):
            self._ensure_top(body)
            moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                     pygame.K_HOME: -10**6, pygame.K_END: 10**6}
            self.top += moves[event.key]
        else:
            super().handle(event)

    # --- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        pal, size = self.app.pal, self.app.text_size
        surface.fill(pal["table"])
        rect = surface.get_rect()
        toc, body = self._areas(rect)
        draw.text(surface, self.book.title, (toc.right + 16, 20), size + 8, pal["accent"], bold=True)
        if self.note:
            draw.text(surface, self.note, (rect.right - 16, 24), size - 2, pal["bad"], anchor="topright")
        draw.panel(surface, toc, pal)
        inner = draw.panel(surface, body, pal)
        lines = self._ensure_top(body)
        y = inner.y
        for text, lsize, colour, bold, _ in lines[self.top:]:
            if y + draw.line_height(lsize) > inner.bottom:
                break
            x = inner.x + 4
            for run, heavy in bold if isinstance(bold, tuple) else ((text, bold),):
                x = draw.text(surface, run, (x, y), lsize, pal[colour], heavy).right
            y += draw.line_height(lsize)
        shown = min(1.0, self._visible(body) / max(1, len(lines)))
        bar = pygame.Rect(body.right - 8, body.y + 4 + int((body.h - 8) * self.top / max(1, len(lines))),
                          4, max(20, int((body.h - 8) * shown)))
        pygame.draw.rect(surface, pal["panel_edge"], bar, border_radius=2)
        self.draw_buttons(surface, self.buttons(rect))
