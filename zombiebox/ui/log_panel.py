"""The log panel: every event of the match, newest at the bottom, each line led by
its rule citation. A click on an entry tells the frame which rule to open."""
from __future__ import annotations

from functools import lru_cache
from typing import Optional

import pygame

from zombiebox.core.match import Match

from . import draw


@lru_cache(maxsize=4096)
def _entry_lines(rule: str, text: str, size: int, width: int) -> tuple[str, ...]:
    return tuple(draw.wrap(f"{rule}  {text}" if rule else text, size, width))


class LogPanel:
    def __init__(self) -> None:
        self.scroll = 0  # entries hidden below (0: the newest is shown)
        self._hits: list[tuple[pygame.Rect, str]] = []

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, match: Match, pal: dict, size: int,
             mouse: tuple[int, int]) -> None:
        title = "Log — click an entry to read its rule"
        if draw.font(size - 2, True).size(title)[0] > rect.w - 16:  # a narrow panel: the short way
            title = "Log · click for the rule"
        inner = draw.panel(surface, rect, pal, title, size - 2)
        size -= 2
        lh = draw.line_height(size)
        self._hits = []
        y = inner.bottom
        entries = match.log[: len(match.log) - self.scroll] if self.scroll else match.log
        last_step = None
        for step, event in reversed(entries):
            lines = _entry_lines(event.rule, event.text, size, inner.w)
            h = len(lines) * lh
            if y - h < inner.y:
                break
            y -= h
            box = pygame.Rect(inner.x - 4, y, inner.w + 8, h)
            if box.collidepoint(mouse):
                pygame.draw.rect(surface, pal["button_hover"], box, border_radius=4)
            for i, line in enumerate(lines):
                if i == 0 and event.rule and line.startswith(event.rule):  # the citation leads, in the accent colour
                    cite = draw.text(surface, event.rule, (inner.x, y), size, pal["accent"])
                    draw.text(surface, line[len(event.rule):], (cite.right, y), size, pal["text"])
                else:
                    draw.text(surface, line, (inner.x, y + i * lh), size, pal["text"])
            if event.rule:
                self._hits.append((box, event.rule))
            if last_step is not None and step != last_step:  # a thin rule between two moves
                pygame.draw.line(surface, pal["panel_edge"], (inner.x, y + h + 1), (inner.right, y + h + 1))
            last_step = step
            y -= 3
        if self.scroll:
            draw.text(surface, f"{self.scroll} newer below (wheel)", (inner.right, rect.bottom - 4), size - 2,
                      pal["dim"], anchor="bottomright")

    def rule_at(self, pos: tuple[int, int]) -> Optional[str]:
        for box, rule in self._hits:
            if box.collidepoint(pos):
                return rule
        return None

    def wheel(self, dy: int, match: Match) -> None:
        self.scroll = max(0, min(len(match.log) - 1, self.scroll + dy))
