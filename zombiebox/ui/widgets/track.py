"""A track: numbered steps along a path (an approach track, a score track), joined by a line
in step order, each step painted by the game; and a marker that glides from step to step on
a keyed tween of the board's animator (ui/animator.py), at the settings' speed.

    draw_steps(surface, steps, paint_step, pal["dim"], 3)    # steps: number -> its box on screen
    plane = Track(view.anim, "plane")
    plane.move(steps, 15, 14, 0.6, delay=t)                  # an Event's starter: it glides
    x, y = plane.marker(steps, state.plane)                   # where the board draws it now
"""
from __future__ import annotations

from typing import Callable

import pygame

from ..animator import Animator
from ..tween import Tween

PaintStep = Callable[[pygame.Surface, int, pygame.Rect], None]   # (surface, step number, its box)


def draw_steps(surface: pygame.Surface, steps: dict[int, pygame.Rect], paint_step: PaintStep, line_colour,
               line_width: int, descending: bool = False) -> None:
    """The line through the steps' centres in number order (highest first if `descending`),
    then each step over it."""
    order = sorted(steps, reverse=descending)
    if len(order) > 1:
        pygame.draw.lines(surface, line_colour, False, [steps[k].center for k in order], line_width)
    for step, box in steps.items():
        paint_step(surface, step, box)


class Track:
    """The marker on a track: still on its step, or gliding while its tween runs."""

    def __init__(self, anim: Animator, key: str) -> None:
        self.anim, self.key = anim, key

    def move(self, steps: dict[int, pygame.Rect], start: int, end: int, seconds: float, delay: float = 0.0) -> Tween:
        return self.anim.tween(self.key, Tween(steps[start].center, steps[end].center, seconds, delay=delay))

    def marker(self, steps: dict[int, pygame.Rect], step: int) -> tuple[float, float]:
        return self.anim.value(self.key, steps[step].center)
