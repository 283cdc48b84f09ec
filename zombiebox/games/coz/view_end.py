"""The end of the game on the board (CoZ GAME OVER - How did you do?; Game Setup 6): the rank
table with the players' row lit, and the Game Ending card read on screen. The frame's
game-over box sits in the middle of the board area; these go above and below it."""
from __future__ import annotations

import pygame

from zombiebox.core.rules import Outcome
from zombiebox.ui import draw

from .data import RANKS

ENDING_COLOUR = (60, 44, 90)


def _bands(rect: pygame.Rect, size: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The strips above and below the frame's centred game-over box (ui/table.py _end_box)."""
    box_h = min(draw.line_height(size + 10) + 5 * draw.line_height(size) + 70, rect.h - 40)
    top = pygame.Rect(rect.x + 12, rect.y + 8, rect.w - 24, (rect.h - box_h) // 2 - 16)
    bottom = pygame.Rect(rect.x + 12, rect.centery + box_h // 2 + 8, rect.w - 24, top.h)
    return top, bottom


def draw_end(surface: pygame.Surface, rect: pygame.Rect, state, outcome: Outcome, ui) -> None:
    pal, size = ui.pal, ui.text_size
    top, bottom = _bands(rect, size)
    result = state["result"]
    _ending(surface, top, state["ending"], outcome.text, result["won"], pal, size)
    _ranks(surface, bottom, result["saved"] if result["won"] else None, pal, size)


def _ending(surface, band: pygame.Rect, ending: str, text: str, won: bool, pal, size) -> None:
    """The Game Ending card, its story in large type (Win or lose take a Game Ending card and read it aloud)."""
    big = size + 4
    width = min(band.w, 640)
    lines = draw.wrap(text, big, width - 28)
    height = min(band.h, draw.line_height(size - 2) + len(lines) * draw.line_height(big) + 28)
    card = pygame.Rect(0, 0, width, height)
    card.midbottom = band.midbottom
    pygame.draw.rect(surface, pal["shadow"], card.move(4, 4), border_radius=12)
    pygame.draw.rect(surface, ENDING_COLOUR, card, border_radius=12)
    pygame.draw.rect(surface, (240, 230, 250), card.inflate(-8, -8), 2, border_radius=10)
    inner = card.inflate(-28, -20)
    head = f"GAME ENDING ({ending}) — read it aloud: {'you won' if won else 'you lost'}"
    draw.text(surface, draw.fit(head, size - 2, inner.w, bold=True), inner.topleft, size - 2, (255, 235, 255), bold=True)
    y = inner.y + draw.line_height(size - 2) + 4
    for line in lines:
        if y + draw.line_height(big) > inner.bottom + 4:
            break
        draw.text(surface, line, (inner.x, y), big, (255, 255, 255))
        y += draw.line_height(big)


def _span(low: int, high: int | None) -> str:
    if high is None or high == low:
        return str(low)
    return f"{low} - {high}"


def _ranks(surface, band: pygame.Rect, saved: int | None, pal, size) -> None:
    """The rank table, its row lit for the Survivors saved (a lost game saves nobody)."""
    cells = len(RANKS)
    w = min(band.w // cells, 170)
    x0 = band.centerx - w * cells // 2
    backing = pygame.Rect(x0 - 8, band.y - 4, w * cells + 10, 0)
    backing.h = min(band.h, 2 * draw.line_height(size - 2) + 2 * draw.line_height(size - 4) + 26
                    + draw.line_height(size - 4))
    pygame.draw.rect(surface, pal["table"], backing, border_radius=10)  # the board does not show through
    head = "Rank table — Survivors saved" + (f": {saved}" if saved is not None else ": the Barricade fell")
    draw.text(surface, head, (band.centerx, band.y), size - 2, (255, 255, 255), bold=True, anchor="midtop")
    y = band.y + draw.line_height(size - 2) + 4
    h = min(band.bottom - y, draw.line_height(size - 2) + 2 * draw.line_height(size - 4) + 14)
    for i, (low, name) in enumerate(RANKS):
        high = RANKS[i + 1][0] - 1 if i + 1 < cells else None
        lit = saved is not None and saved >= low and (high is None or saved <= high)
        cell = pygame.Rect(x0 + i * w, y, w - 6, h)
        pygame.draw.rect(surface, pal["highlight"] if lit else pal["panel"], cell, border_radius=8)
        pygame.draw.rect(surface, (255, 255, 255) if lit else pal["panel_edge"], cell, 3 if lit else 1, border_radius=8)
        ink = pal["pip"] if lit else (255, 255, 255)
        draw.text(surface, _span(low, high), (cell.centerx, cell.y + 5), size - 2, ink, bold=True,
                  anchor="midtop")
        small = size - 4
        lines = draw.wrap(name, small, cell.w - 6)[:2]            # a long rank on two lines, never cut
        for n, line in enumerate(reversed(lines)):
            draw.text(surface, draw.fit(line, small, cell.w - 6), (cell.centerx, cell.bottom - 5 - n * draw.line_height(small)),
                      small, ink, anchor="midbottom")
        if lit:
            draw.text(surface, "YOUR RANK", (cell.centerx, cell.bottom + 2), size - 4, pal["highlight"], bold=True,
                      anchor="midtop")
