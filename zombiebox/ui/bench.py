"""`zombiebox bench`, the UI half: frame times of a game's table on a full board,
and the first menu frame that start-up is timed to."""
from __future__ import annotations

import time

from .headless import bot_played, use_dummy_drivers

FILL_STEPS = 60  # bot decisions that fill a board when the game names no bench position


def frame_times_ms(game_id: str, frames: int = 300, size=(1280, 800)) -> list[float]:
    """Milliseconds per frame (one logic tick and one render) of the game's table."""
    use_dummy_drivers()
    from zombiebox.core import registry

    from .app import App
    from .settings import Settings
    from .table import TableScene

    game = registry.get(game_id)
    options, seed, steps = game.bench_state() if game.bench_state else ({}, 1, FILL_STEPS)
    match = bot_played(game_id, seed, steps, options)
    if game.bench_fill:  # the worst case the issue names (every counter on the board)
        game.bench_fill(match.state)
    app = App(size, Settings())
    app.push(TableScene(app, match))
    times = []
    for _ in range(frames):
        start = time.perf_counter()
        app.step()
        app.render()
        times.append((time.perf_counter() - start) * 1000)
    return times


def first_menu_frame() -> None:
    """Open the window and draw the main menu once: what `zombiebox bench` times
    from a fresh process's launch."""
    use_dummy_drivers()
    from .app import App
    from .menu import MainMenu
    from .settings import Settings

    app = App((1280, 800), Settings())
    app.push(MainMenu(app))
    app.step()
    app.render()
