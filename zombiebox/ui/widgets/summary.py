"""The game-over summary: who won, at which level, the score, each said once; it folds away
to a tab so the final board and the log can be looked at, and opens again.

    lines = summary_lines(outcome)
    box = pygame.Rect(x, y, w, summary_height(size, lines))     # or where the board puts it
    draw_summary(surface, box, outcome.label, lines, pal, size)  # the buttons are the frame's
"""
from __future__ import annotations

import pygame

from zombiebox.ui import draw

BUTTONS = 2   # rows of buttons under the lines: Play again and Menu, then Fold


def summary_lines(outcome) -> list[str]:
    """The outcome below its level, no sentence twice: who won, the score unless the outcome's
    text already says it, then that text unless it only repeats the level."""
    lines = []
    if outcome.winners:
        lines.append("Winner" + ("s" if len(outcome.winners) > 1 else "") + ": " + ", ".join(outcome.winners))
    if outcome.score is not None and str(outcome.score) not in outcome.text:
        lines.append(f"Score: {outcome.score}")
    if outcome.text and outcome.text != outcome.label:
        lines.append(outcome.text)
    return lines


def button_height(size: int) -> int:
    return draw.line_height(size) + 12


def summary_height(size: int, lines: list[str], width: int) -> int:
    """The box's height for these lines wrapped in `width` pixels, with its buttons."""
    wrapped = sum(len(draw.wrap(line, size, width - 24)) for line in lines)
    title = 12 + draw.line_height(size + 8) + 6
    return title + wrapped * draw.line_height(size) + 10 + BUTTONS * (button_height(size) + 8)


def draw_summary(surface: pygame.Surface, box: pygame.Rect, title: str, lines: list[str], pal, size: int) -> int:
    """The box, its title and lines (wrapped); where the buttons may start."""
    pygame.draw.rect(surface, pal["shadow"], box.move(4, 4), border_radius=10)
    draw.panel(surface, box, pal)
    pygame.draw.rect(surface, pal["accent"], box, 2, border_radius=10)
    y = box.y + 12
    # the outcome is the one thing to read whole: smaller type before an ellipsis, down to the body's size
    big = next((n for n in range(size + 8, size - 1, -1) if draw.font(n, True).size(title)[0] <= box.w - 24), size)
    draw.text(surface, draw.fit(title, big, box.w - 24, bold=True), (box.centerx, y + draw.line_height(size + 8)
              - draw.line_height(big)), big, pal["accent"], bold=True, anchor="midtop")
    y += draw.line_height(size + 8) + 6
    for line in lines:
        for part in draw.wrap(line, size, box.w - 24):
            draw.text(surface, part, (box.centerx, y), size, pal["text"], anchor="midtop")
            y += draw.line_height(size)
    return y + 10


def placed_box(place: pygame.Rect, board: pygame.Rect, size: int, outcome) -> pygame.Rect:
    """The summary where a board places it (`place`'s x, y and width), as tall as its lines, within the board."""
    return pygame.Rect(place.x, place.y, place.w, min(summary_height(size, summary_lines(outcome), place.w), board.h))
