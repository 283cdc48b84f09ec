"""Dragging on the board: a press takes something up, a release over a place plays what the
board says a drop there means.

The board decides what a press takes (`Drag(item, start)`, kept on the view as `view.drag`)
and what a drop plays (`BoardView.release`, from the legal actions); the frame passes the
release on. A press that does not travel is a click: nothing is dropped.

    view.drag = Drag(units, pos)            # on a press over what can be dragged
    if view.drag.moved(ui.mouse): draw_dragged(surface, image, ui.mouse)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

TRAVEL = 8   # pixels a press must travel to be a drag, not a click


@dataclass
class Drag:
    item: Any                   # what is carried: the board's own words for it (counters, a card)
    start: tuple[int, int]      # where the press was

    def moved(self, pos: tuple[int, int]) -> bool:
        return abs(pos[0] - self.start[0]) + abs(pos[1] - self.start[1]) > TRAVEL


def draw_dragged(surface: pygame.Surface, image: pygame.Surface, pos: tuple[int, int]) -> None:
    """What is carried, under the mouse, a little see-through so the place below shows."""
    ghost = image.copy()
    ghost.set_alpha(200)
    surface.blit(ghost, ghost.get_rect(center=pos))
