"""The log panel: every event of the match, newest at the bottom, each line led by
its rule citation. A click on an entry tells the frame which rule to open.

It is kept in a layer (ui/layer.py): laid out again only when the log, the scroll or the size
changes (`Match.log_version`: a step that logs nothing, a die landing, leaves it), painted again
only when the mouse moves onto another entry."""
from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple, Optional

import pygame

from zombiebox.core.actions import Event
from zombiebox.core.match import Match

from . import draw
from .layer import Layer, Memo


@lru_cache(maxsize=4096)
def _entry_lines(rule: str, text: str, size: int, width: int) -> tuple[str, ...]:
    return tuple(draw.wrap(f"{rule}  {text}" if rule else text, size, width))


class _Placed(NamedTuple):
    """An entry where the panel shows it, in the panel's own coordinates."""
    event: Event
    lines: tuple[str, ...]
    box: pygame.Rect
    rule_below: bool   # a thin rule under it: the entry below is another move's


class LogPanel:
    def __init__(self) -> None:
        self.scroll = 0  # entries hidden below (0: the newest is shown)
        self._hits: list[tuple[pygame.Rect, str]] = []   # each cited entry's box on screen, and its rule
        self._boxes: list[pygame.Rect] = []              # every shown entry's box on screen (the hover)
        self._kept = Memo()
        self._layer = Layer(alpha=False)
        self._shown: list[_Placed] = []                  # the entries the layer shows

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, match: Match, pal: dict, size: int,
             mouse: tuple[int, int], held: int = 0) -> None:
        """`held`: the newest entries not shown yet (their step is still to come on the board)."""
        local = pygame.Rect((0, 0), rect.size)
        logged = (match.log_version, held)
        placed, self._boxes, self._hits = self._kept.get("layout", (logged, self.scroll, tuple(rect), size),
                                                         lambda: self._lay_out(local, rect.topleft, match, size, held))
        hovered = next((i for i, box in enumerate(self._boxes) if box.collidepoint(mouse)), None)
        img = self._layer.get(rect.size, (id(pal), size), (logged, self.scroll, hovered),
                              lambda img: self._paint(img, local, placed, hovered, pal, size),
                              lambda img, was: self._append(img, local, was, placed, hovered, pal, size))
        self._shown = placed
        surface.blit(img, rect.topleft)

    @staticmethod
    def _title(width: int, size: int) -> str:
        title = "Log — click an entry to read its rule"
        return title if draw.font(size - 2, True).size(title)[0] <= width - 16 else "Log · click for the rule"

    def _inner(self, rect: pygame.Rect, size: int) -> pygame.Rect:
        """The panel's inner rect below its title (as draw.panel lays it out)."""
        inner = rect.inflate(-16, -12)
        lh = draw.line_height(size - 2) + 2
        return pygame.Rect(inner.x, inner.y + lh, inner.w, inner.h - lh)

    def _lay_out(self, rect: pygame.Rect, at: tuple[int, int], match: Match, size: int, held: int) -> tuple:
        """The entries that fit, newest first, from the bottom up; their boxes on screen (the panel
        at `at`), and those of the cited ones with their rules."""
        inner = self._inner(rect, size)
        size -= 2
        lh = draw.line_height(size)
        y = inner.bottom
        entries = match.log[: len(match.log) - self.scroll - held]
        placed: list[_Placed] = []
        last_step = None
        for step, event in reversed(entries):
            lines = _entry_lines(event.rule, event.text, size, inner.w)
            if not placed and len(lines) * lh > inner.h:   # the newest taller than the panel: its end lines,
                tail = lines[-max(1, inner.h // lh):]          # where the outcome is told (never none of it)
                lines = ("…" + tail[0],) + tail[1:]
            h = len(lines) * lh
            if y - h < inner.y:
                break
            y -= h
            placed.append(_Placed(event, lines, pygame.Rect(inner.x - 4, y, inner.w + 8, h),
                                  last_step is not None and step != last_step))
            last_step = step
            y -= 3
        boxes = [p.box.move(at) for p in placed]
        return placed, boxes, [(box, p.event.rule) for box, p in zip(boxes, placed) if p.event.rule]

    def _paint(self, surface: pygame.Surface, rect: pygame.Rect, placed: list[_Placed], hovered: Optional[int],
               pal: dict, size: int) -> None:
        surface.fill(pal["table"])  # the window under the panel's rounded corners
        inner = draw.panel(surface, rect, pal, self._title(rect.w, size), size - 2)
        for i, entry in enumerate(placed):
            self._draw_entry(surface, inner, entry, i == hovered, pal, size - 2)
        size -= 2
        if self.scroll:
            draw.text(surface, f"{self.scroll} newer below (wheel)", (inner.right, rect.bottom - 4), size - 2,
                      pal["dim"], anchor="bottomright")

    @staticmethod
    def _draw_entry(surface: pygame.Surface, inner: pygame.Rect, entry: _Placed, hovered: bool, pal: dict,
                    size: int) -> None:
        event, lines, box, rule_below = entry
        y = box.y
        lh = draw.line_height(size)
        if hovered:
            pygame.draw.rect(surface, pal["button_hover"], box, border_radius=4)
        for n, line in enumerate(lines):
            if n == 0 and event.rule and line.startswith(event.rule):  # the citation leads, in the accent colour
                cite = draw.text(surface, event.rule, (inner.x, y), size, pal["accent"])
                draw.text(surface, line[len(event.rule):], (cite.right, y), size, pal["text"])
            else:
                draw.text(surface, line, (inner.x, y + n * lh), size, pal["text"])
        if rule_below:  # a thin rule between two moves
            pygame.draw.line(surface, pal["panel_edge"], (inner.x, y + box.h + 1), (inner.right, y + box.h + 1))

    def _append(self, surface: pygame.Surface, rect: pygame.Rect, was: tuple, placed: list[_Placed],
                hovered: Optional[int], pal: dict, size: int) -> bool:
        """New entries at the bottom of the shown ones, nothing hovered or scrolled: the shown ones
        moved up in place, those pushed out at the top cleared, the new ones painted below (as
        `_paint` would paint them all). False when the panel changed otherwise."""
        old = self._shown
        if hovered is not None or was[1:] != (0, None) or self.scroll or not old:
            return False
        new = next((i for i, p in enumerate(placed) if p.event is old[0].event), 0)
        kept = placed[new:]
        if not new or len(kept) > len(old):
            return False
        dy = old[0].box.y - kept[0].box.y
        if any(p.lines != q.lines or p.box != q.box.move(0, -dy) or (i and p.rule_below != q.rule_below)
               for i, (p, q) in enumerate(zip(kept, old))):
            return False
        inner = self._inner(rect, size)
        region = pygame.Rect(inner.x - 4, inner.y, inner.w + 8, inner.h)
        surface.subsurface(region).scroll(0, -dy)
        surface.fill(pal["panel"], (region.x, region.y, region.w, kept[-1].box.y - region.y))   # pushed out
        surface.fill(pal["panel"], (region.x, region.bottom - dy, region.w, dy))
        for entry in (*placed[:new], kept[0]._replace(lines=())):   # the last shown gets its rule below
            self._draw_entry(surface, inner, entry, False, pal, size - 2)
        return True

    def rule_at(self, pos: tuple[int, int]) -> Optional[str]:
        for box, rule in self._hits:
            if box.collidepoint(pos):
                return rule
        return None

    def wheel(self, dy: int, match: Match) -> None:
        self.scroll = max(0, min(len(match.log) - 1, self.scroll + dy))
