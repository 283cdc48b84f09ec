"""The end of the game on the board (CoZ GAME OVER - How did you do?): over the frame's
game-over box (who won, the rank, the Survivors saved and the Game Ending card's words, once)
the board shows what decided the game, lit: the Rescue Plane landed, or the Zombies at the
Barricade; the rank table with the players' row lit and the level sits in the fight panel, free
at the end. The frame folds it all away (F) to look at the final board and the log."""
from __future__ import annotations

import pygame

from zombiebox.ui import draw
from zombiebox.ui.widgets.summary import placed_box

from ..data import RANKS
from ..layout import COLS, layout
from .layout import LEAST, Screen, fitted

GAP = 8          # between the rank table and the panel's foot


def summary_place(screen: Screen) -> pygame.Rect:
    """Where the frame's game-over summary goes: the top of the fight panel (free at the end)."""
    return pygame.Rect(screen.panel.x, screen.panel.y, screen.panel.w, 0)


def ranks_layout(rect: pygame.Rect, screen: Screen, size: int, match) -> tuple[pygame.Rect, int]:
    """The rank table in the fight panel below the frame's summary, clear of the board, in the
    largest type in which it fits whole: a row a rank."""
    panel = screen.panel.inflate(-16, 0)
    top = max(panel.centery, placed_box(summary_place(screen), rect, size, match).bottom + GAP)
    room = pygame.Rect(panel.x, top, panel.w, panel.bottom - top - GAP)
    widest = max(draw.font(size, True).size(name)[0] for _, name in RANKS)
    small = next((s for s in range(size, LEAST - 1, -1) if _ranks_height(s) <= room.h
                  and _SPAN_W * s // 10 + widest * s // size + 30 <= room.w), LEAST)
    return pygame.Rect(room.x, room.y, room.w, min(room.h, _ranks_height(small))), small


_SPAN_W = 60      # "50 - 69" at 10 px, near enough: the names' column starts past it


def _ranks_height(small: int) -> int:
    return (len(RANKS) + 1) * (draw.line_height(small) + 8) + 12


def decider(screen: Screen, state) -> tuple[list[pygame.Rect], str]:
    """What decided the game, where it is on the board, and its words: the Rescue Plane on its
    landing step (CoZ STEP 4), or the Zombies at the Barricade that overran it (CoZ STEP 3)."""
    if state.result.won:
        return [screen.track[state.plane]], "The Rescue Plane landed"
    row = layout().barricade * COLS
    at = [screen.slots[row + c] for c in range(COLS) if state.board[row + c] is not None]
    return at or [screen.slots[row + c] for c in range(COLS)], "The Zombies overran the Barricade"


def draw_end(surface: pygame.Surface, rect: pygame.Rect, screen: Screen, match, ui) -> None:
    pal, size = ui.pal, ui.text_size
    state = match.state
    ranks, small = ranks_layout(rect, screen, size, match)
    _ranks(surface, ranks, small, state.result.saved if state.result.won else None, state.opts["level"], pal)
    lit, words = decider(screen, state)
    for r in lit:                                   # undimmed over the frame's veil
        pygame.draw.rect(surface, pal["highlight"], r.inflate(8, 8), 4, border_radius=8)
    around = lit[0].unionall(lit[1:])
    tag, n = fitted((words,), size, min(screen.map.w - 10, max(around.w, 200)), least=min(LEAST, size), bold=True)
    img = draw.text_surface(tag, n, pal["pip"], True)
    box = img.get_rect(midbottom=(around.centerx, around.y - 8)).inflate(10, 4)
    box.clamp_ip(screen.map)                        # on the board, clear of the rank table
    pygame.draw.rect(surface, pal["highlight"], box, border_radius=6)
    surface.blit(img, img.get_rect(center=box.center))


def _span(low: int, high: int | None) -> str:
    if high is None or high == low:
        return str(low)
    return f"{low} - {high}"


def _ranks(surface, band: pygame.Rect, small: int, saved: int | None, level: str, pal) -> None:
    """The rank table, its row lit for the Survivors saved (a lost game saves nobody), at the level played."""
    pygame.draw.rect(surface, pal["table"], band, border_radius=10)   # the veil does not show through
    said = f"{saved} saved" if saved is not None else "none saved"
    head, hs = fitted((f"{level.title()} level · {said}", f"{level.title()} · {said}"), small, band.w - 12, bold=True)
    draw.text(surface, head, (band.x + 6, band.y + 6), hs, (255, 255, 255), bold=True)
    y, h = band.y + 6 + draw.line_height(small) + 8, draw.line_height(small) + 4
    for i, (low, name) in enumerate(RANKS):
        high = RANKS[i + 1][0] - 1 if i + 1 < len(RANKS) else None
        lit = saved is not None and saved >= low and (high is None or saved <= high)
        row = pygame.Rect(band.x + 4, y, band.w - 8, h)
        pygame.draw.rect(surface, pal["highlight"] if lit else pal["panel"], row, border_radius=6)
        ink = pal["pip"] if lit else (255, 255, 255)
        draw.text(surface, _span(low, high), (row.x + 6, row.centery), small, ink, bold=True, anchor="midleft")
        left = row.x + draw.font(small, True).size("50 - 69")[0] + 16
        draw.text(surface, draw.fit(name, small, row.right - left - 4, bold=True), (left, row.centery), small, ink,
                  bold=True, anchor="midleft")
        y += h + 4
