"""The loop's pace: frames at 60 a second while something moves, a wait for input while
nothing does (the app asks `busy`). A resting app draws nothing and uses next to no CPU.

`App.loop` takes a Pace; a test passes one with scripted input and a clock of its own.
"""
from __future__ import annotations

import pygame

FPS = 60
TICK = 1 / FPS
WAIT_MS = 1000  # a resting loop still wakes now and then; with no input it draws nothing


class Pace:
    def __init__(self) -> None:
        self.clock = pygame.time.Clock()

    def frame(self) -> tuple[list[pygame.event.Event], float]:
        """The input since the last frame, and the seconds it took (held to FPS)."""
        return pygame.event.get(), self.clock.tick(FPS) / 1000

    def wait(self) -> tuple[list[pygame.event.Event], float]:
        """Input that came, waited for up to WAIT_MS; ([], 0) if none did. The wait is no
        logic time: the frame the input wakes runs one tick, and the clock starts again."""
        events = pygame.event.get()
        if not events:
            first = pygame.event.wait(WAIT_MS)
            if first.type == pygame.NOEVENT:
                return [], 0.0
            events = [first, *pygame.event.get()]
        self.clock.tick()
        return events, TICK
