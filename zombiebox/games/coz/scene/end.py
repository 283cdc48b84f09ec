"""The end of the game on the board (CoZ GAME OVER - How did you do?; Game Setup 6): the rank
table with the players' row lit, and the Game Ending card read on screen. The frame's
game-over box sits in the middle of the board area; the card goes above it and the table
below, each in the largest type that fits its strip (never under LEAST pixels)."""
from __future__ import annotations

from typing import NamedTuple

import pygame

from zombiebox.core.rules import Outcome
from zombiebox.ui import draw

from ..data import RANKS
from .layout import LEAST, fitted

ENDING_COLOUR = (60, 44, 90)
GAP = 8          # between the frame's box, the card, the table and the board's edge


class EndLayout(NamedTuple):
    card: pygame.Rect     # the Game Ending card
    big: int              # its story's text size
    ranks: pygame.Rect    # the rank table, its backing included
    small: int            # the rank table's text size


def end_box(rect: pygame.Rect, size: int) -> pygame.Rect:
    """The frame's game-over box, computed as ui/table.py TableScene._end_box does (a test
    checks the two agree, so they cannot drift apart)."""
    tall = draw.line_height(size + 10) + 6 * draw.line_height(size) + 70
    box = pygame.Rect(0, 0, min(560, rect.w - 40), min(tall, rect.h - 40))
    box.center = rect.center
    return box


def _card_height(text: str, big: int, width: int) -> int:
    head = max(LEAST, big - 4)
    return draw.line_height(head) + 4 + len(draw.wrap(text, big, width - 28)) * draw.line_height(big) + 22


def _ranks_height(small: int) -> int:
    tiny = max(LEAST, small - 2)
    return draw.line_height(small) + 4 + _cell_height(small) + draw.line_height(tiny) + 8


def _cell_height(small: int) -> int:
    tiny = max(LEAST, small - 2)
    return draw.line_height(small) + 2 * draw.line_height(tiny) + 12


def end_layout(rect: pygame.Rect, size: int, text: str) -> EndLayout:
    """The card in the strip above the frame's box, the rank table in the strip below."""
    box = end_box(rect, size)
    above = pygame.Rect(rect.x + 12, rect.y + GAP, rect.w - 24, box.y - GAP - rect.y - GAP)
    below = pygame.Rect(rect.x + 12, box.bottom + GAP, rect.w - 24, rect.bottom - GAP - box.bottom - GAP)
    width = min(above.w, 640)
    big = next((s for s in range(size + 4, LEAST - 1, -1) if _card_height(text, s, width) <= above.h), LEAST)
    card = pygame.Rect(0, 0, width, min(above.h, _card_height(text, big, width)))
    card.midbottom = above.midbottom
    small = next((s for s in range(size - 2, LEAST - 1, -1) if _ranks_height(s) <= below.h), LEAST)
    ranks = pygame.Rect(below.x, below.y, below.w, min(below.h, _ranks_height(small)))
    return EndLayout(card, big, ranks, small)


def draw_end(surface: pygame.Surface, rect: pygame.Rect, state, outcome: Outcome, ui) -> None:
    pal, size = ui.pal, ui.text_size
    at = end_layout(rect, size, outcome.text)
    result = state.result
    _ending(surface, at.card, at.big, state.ending, outcome.text, result.won, pal)
    _ranks(surface, at.ranks, at.small, result.saved if result.won else None, pal)


def _ending(surface, card: pygame.Rect, big: int, ending: str, text: str, won: bool, pal) -> None:
    """The Game Ending card, its story in large type (Win or lose take a Game Ending card and read it aloud)."""
    pygame.draw.rect(surface, pal["shadow"], card.move(4, 4), border_radius=12)
    pygame.draw.rect(surface, ENDING_COLOUR, card, border_radius=12)
    pygame.draw.rect(surface, (240, 230, 250), card.inflate(-8, -8), 2, border_radius=10)
    inner = card.inflate(-28, -20)
    verdict = "you won" if won else "you lost"
    head, hs = fitted((f"GAME ENDING ({ending}) — read it aloud: {verdict}", f"GAME ENDING — {verdict}"),
                      max(LEAST, big - 4), inner.w, bold=True)
    draw.text(surface, head, inner.topleft, hs, (255, 235, 255), bold=True)
    y = inner.y + draw.line_height(hs) + 4
    for line in draw.wrap(text, big, inner.w):
        if y + draw.line_height(big) > inner.bottom + 4:
            break
        draw.text(surface, line, (inner.x, y), big, (255, 255, 255))
        y += draw.line_height(big)


def _span(low: int, high: int | None) -> str:
    if high is None or high == low:
        return str(low)
    return f"{low} - {high}"


def _ranks(surface, band: pygame.Rect, small: int, saved: int | None, pal) -> None:
    """The rank table, its row lit for the Survivors saved (a lost game saves nobody)."""
    tiny = max(LEAST, small - 2)
    cells = len(RANKS)
    w = min((band.w - 10) // cells, 170)
    x0 = band.centerx - w * cells // 2
    backing = pygame.Rect(x0 - 8, band.y, w * cells + 10, band.h)
    pygame.draw.rect(surface, pal["table"], backing, border_radius=10)  # the board does not show through
    head, hs = fitted(("Rank table — Survivors saved" + (f": {saved}" if saved is not None else ": the Barricade fell"),
                       "Survivors saved" + (f": {saved}" if saved is not None else ": none")),
                      small, backing.w - 12, bold=True)
    draw.text(surface, head, (band.centerx, band.y + 4), hs, (255, 255, 255), bold=True, anchor="midtop")
    y = band.y + 4 + draw.line_height(small) + 4
    h = _cell_height(small)
    for i, (low, name) in enumerate(RANKS):
        high = RANKS[i + 1][0] - 1 if i + 1 < cells else None
        lit = saved is not None and saved >= low and (high is None or saved <= high)
        cell = pygame.Rect(x0 + i * w, y, w - 6, h)
        pygame.draw.rect(surface, pal["highlight"] if lit else pal["panel"], cell, border_radius=8)
        pygame.draw.rect(surface, (255, 255, 255) if lit else pal["panel_edge"], cell, 3 if lit else 1, border_radius=8)
        ink = pal["pip"] if lit else (255, 255, 255)
        draw.text(surface, _span(low, high), (cell.centerx, cell.y + 5), small, ink, bold=True, anchor="midtop")
        lines = draw.wrap(name, tiny, cell.w - 6)[:2]            # a long rank on two lines, never cut
        for n, line in enumerate(reversed(lines)):
            draw.text(surface, draw.fit(line, tiny, cell.w - 6), (cell.centerx, cell.bottom - 5 - n * draw.line_height(tiny)),
                      tiny, ink, anchor="midbottom")
        if lit:
            draw.text(surface, "YOUR RANK", (cell.centerx, cell.bottom + 2), tiny, pal["highlight"], bold=True,
                      anchor="midtop")
