"""The throw in `zombiebox bench zs`: frame times of the bench table (four full houses) while dice are
thrown into the lid again and again by a drag and release, their flight and landing included."""
from __future__ import annotations

import copy
import time

import pygame

from zombiebox.ui.headless import use_dummy_drivers

THROWS = 8      # throws measured
SIZE = (1280, 800)


def bench_table():
    """The bench table (four full houses, the dice in hand) at SIZE: (app, table scene, match)."""
    use_dummy_drivers()
    from zombiebox.core import registry
    from zombiebox.ui.app import App
    from zombiebox.ui.bench import _bench_match
    from zombiebox.ui.settings import Settings
    from zombiebox.ui.table import TableScene

    match = _bench_match("zs")
    registry.get("zs").bench_fill(match.state)
    app = App(SIZE, Settings())
    return app, app.push(TableScene(app, match)), match


def throw_events(lid: pygame.Rect, i: int) -> list:
    """Throw i's drag: pressed near the lid's bottom, let go above its middle (three aims in turn)."""
    start, end = (lid.centerx, lid.bottom - 8), (lid.centerx + 10 * (i % 3 - 1), lid.centery - 20)
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start),
            pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=end)]


def settle(app) -> None:
    """A tick and a frame, not timed, before a throw: the table comes to rest from the last one, as
    it does while a player aims again (the view works ahead on such frames)."""
    app.step()
    app.render()


def throw_figures() -> dict[str, float]:
    from zombiebox.bench import percentile

    app, table, match = bench_table()
    times: list[float] = []
    held, played = copy.deepcopy(match.state), len(match.steps)   # the dice in hand (the fill is no step)
    for i in range(THROWS):
        settle(app)
        events = throw_events(table.view.screen(match).lid(), i)
        first = True
        while first or table.view.in_hand or table.view.anim.running:
            began = time.perf_counter()
            app.step(events if first else ())
            app.render()
            times.append((time.perf_counter() - began) * 1000)
            first = False
        match.state, match.steps[played:] = copy.deepcopy(held), []   # the same dice in hand again,
        match.version += 1                                               # as after the attack that threw them
    return {"throw_frame_ms_p50": round(percentile(times, 50), 3),
            "throw_frame_ms_p99": round(percentile(times, 99), 3), "throw_frames": len(times)}
