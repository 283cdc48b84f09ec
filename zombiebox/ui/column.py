"""The table's body (below the banner, above the status line) as every game lays it out: the board
on the left, as wide as the window allows; at the right one column, the game's own panels on top
(its choices, piles, tracks), the frame's log and dice tray under them (issue 33.1: the board gets
at least 60% of a 1280x800 window).

    +--------------------------------+----------+
    |                                | side     |   the game's panels (its layout.py)
    |   board                        |          |
    |                                +----------+
    |                                | log      |   the frame's (ui/table.py)
    |                                +----------+
    |                                | dice     |   (none for a game that rolls no dice)
    +--------------------------------+----------+

In a small window (a body under STACKED pixels tall) the log and the dice tray get a column of
their own instead, between the board and the game's panels. The frame and a game's layout both call `split` on the body the frame gives the board view, so
they agree on where the column's parts are.
"""
from __future__ import annotations

import pygame

WIDTH = 0.225           # the column's share of the body's width...
LEAST, MOST = 250, 420  # ...never narrower than its panels can be read, nor wider than they need
STACKED = 600           # a body at least this tall stacks the log and the dice under the game's panels;
#                         a shorter one (a small window) gives them a column of their own, left of them
GAP = 8
GUTTER = 16             # between the board and the column: the handle that folds the column away (Tab)


def _share(total: int, part: float, least: int, most: int) -> int:
    return max(least, min(most, round(total * part)))


def split(body: pygame.Rect, dice: bool = True) -> dict[str, pygame.Rect]:
    """The body's parts: "board" (the board's area: its map is fitted into it), "fold" (the handle
    between the board and the column), "side" (the game's panels), "log" and "dice" (empty when `dice`
    is False: a game that rolls none gives the log its room)."""
    w = _share(body.w, WIDTH, LEAST, MOST)
    x = body.right - w
    if body.h >= STACKED:
        dice_h = _share(body.h, 0.15, 100, 140) if dice else 0   # a row of dice
        log_h = _share(body.h, 0.15, 90, 200)                    # the last few lines (the status line says the last)
        side = pygame.Rect(x, body.y, w, body.h - log_h - dice_h - GAP - (GAP if dice else 0))
        frame = pygame.Rect(x, side.bottom + GAP, w, body.bottom - side.bottom - GAP)
    else:
        w = _share(body.w, 0.3, LEAST, MOST)
        side = pygame.Rect(body.right - w, body.y, w, body.h)
        x = side.x - GAP - LEAST
        frame = pygame.Rect(x, body.y, LEAST, body.h)
        dice_h = _share(body.h, 0.3, 120, 220) if dice else 0
    log = pygame.Rect(frame.x, frame.y, frame.w, frame.h - dice_h - (GAP if dice else 0))
    board = pygame.Rect(body.x, body.y, x - GUTTER - body.x, body.h)
    return {"board": board, "fold": pygame.Rect(board.right, body.y, GUTTER, body.h), "side": side, "log": log,
            "dice": pygame.Rect(frame.x, frame.bottom - dice_h, frame.w, dice_h)}


def folded(body: pygame.Rect, dice: bool = True) -> pygame.Rect:
    """The column folded away to the right edge: a body wider than `body` whose split leaves the board
    all of `body`'s width but the fold's handle at its right edge, the column beyond it."""
    want = body.w - GUTTER
    width = want + GUTTER + LEAST
    while split(pygame.Rect(body.x, body.y, width, body.h), dice)["board"].w < want:
        width += 1
    return pygame.Rect(body.x, body.y, width, body.h)
