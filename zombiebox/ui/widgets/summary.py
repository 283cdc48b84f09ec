"""The game-over summary: who won and why in the game's words, then a few figures (the game's own,
the moves, the dice thrown against their expected value), each said once; it folds away to a tab so
the final board and the log can be looked at, and opens again (issue 35.7).

    lines = summary_lines(match)
    box = pygame.Rect(x, y, w, summary_height(size, lines, w))        # or where the board puts it
    draw_summary(surface, box, headline(match), lines, pal, size)    # the buttons are the frame's
"""
from __future__ import annotations

import pygame

from zombiebox.ui import draw

BUTTONS = 3   # rows of buttons under the lines: Rematch; New game and Watch again; Menu and Fold
HELD = 24     # figures this long or shorter never break across lines
FACES = 6     # the dice whose throws the summary weighs against their expected value: the d6
SEP = " · "   # between two figures


def headline(match) -> str:
    """Who won, in the game's words: the rules' headline, else the outcome's level with each seat named
    as the table names it ("P2 wins", "Zombies win", "Alien Victory")."""
    said = match.rules.headline(match.state, match.outcome)
    if said:
        return said
    seats = set(match.rules.seats(match.options))
    words = [match.rules.seat_name(w) if w in seats else w for w in match.outcome.label.split(" ")]
    said = " ".join(words)
    return said[:1].upper() + said[1:]


def summary_lines(match) -> list[str]:
    """Why the game ended (the outcome's text, unless it only repeats the level), then the figures."""
    outcome = match.outcome
    lines = []
    if outcome.text and outcome.text.lower() != outcome.label.lower():
        lines.append(outcome.text[:1].upper() + outcome.text[1:] + ("" if outcome.text.endswith((".", "!")) else "."))
    figures = match.rules.figures(match.state) + [("Moves", str(len(match.steps)))]
    thrown = [r.value for r in match.dice.history if r.sides == FACES]
    if thrown:
        expected = len(thrown) * (FACES + 1) / 2
        figures.append(("Dice thrown", f"{len(thrown)}, {sum(thrown)} pips against {expected:g} expected"))
    lines.append(SEP.join(_held(f"{name}: {value}") for name, value in figures))
    return lines


def wrapped(line: str, size: int, width: int) -> list[str]:
    """A line in `width` pixels: the figures (joined by " · ") packed whole, a "·" only between two figures
    on one line, never left at a line's end (issue 35.10)."""
    out: list[str] = []
    for piece in line.split(SEP):
        joined = f"{out[-1]}{SEP}{piece}" if out else piece
        if out and draw.font(size).size(joined)[0] <= width:
            out[-1] = joined
        else:
            out += draw.wrap(piece, size, width)
    return out


def _held(figure: str) -> str:
    """A short figure kept on one line when the figures wrap ("VP escaped: 6 of 5" never split)."""
    return figure.replace(" ", "\u00a0") if len(figure) <= HELD else figure


def button_height(size: int) -> int:
    return draw.line_height(size) + 12


def summary_height(size: int, lines: list[str], width: int) -> int:
    """The box's height for these lines wrapped in `width` pixels, with its buttons."""
    count = sum(len(wrapped(line, size, width - 24)) for line in lines)
    title = 12 + draw.line_height(size + 8) + 6
    return title + count * draw.line_height(size) + 10 + BUTTONS * (button_height(size) + 8)


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
        for part in wrapped(line, size, box.w - 24):
            draw.text(surface, part, (box.centerx, y), size, pal["text"], anchor="midtop")
            y += draw.line_height(size)
    return y + 10


def placed_box(place: pygame.Rect, board: pygame.Rect, size: int, match) -> pygame.Rect:
    """The summary where a board places it (`place`'s x, y and width), as tall as its lines, within the board."""
    return pygame.Rect(place.x, place.y, place.w, min(summary_height(size, summary_lines(match), place.w), board.h))
