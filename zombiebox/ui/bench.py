"""`zombiebox bench`, the UI half: frame times of a game's table on a full board, the
CPU the real loop uses left alone (at the menu, a quiet table, a game-over screen), and
the first menu frame that start-up is timed to."""
from __future__ import annotations

import time

from zombiebox.core.match import Match

from .headless import bot_played, use_dummy_drivers

FILL_STEPS = 60     # bot decisions that fill a board when the game names no bench position
IDLE_SECONDS = 2.0  # how long the loop is left alone for each idle figure
SETTLE_SECONDS = 30.0  # logic time a scene gets to come to rest before its idle figure
TO_THE_END = 10**6     # bot decisions: as many as the game takes to end


def _bench_match(game_id: str) -> Match:
    """The game's bench position, every seat a person's: a board full of play."""
    from zombiebox.core import registry

    game = registry.get(game_id)
    options, seed, steps = game.bench_state() if game.bench_state else ({}, 1, FILL_STEPS)
    return bot_played(game_id, seed, steps, options)


def frame_times_ms(game_id: str, frames: int = 300, size=(1280, 800), each=None) -> list[float]:
    """Milliseconds per frame (one logic tick and one render) of the game's table; `each(table, i)`,
    if given, acts on the table before frame i is timed (a game's bench scrolling its map)."""
    use_dummy_drivers()
    from zombiebox.core import registry

    from .app import App
    from .menu import MainMenu
    from .settings import Settings
    from .table import TableScene

    game = registry.get(game_id)
    match = _bench_match(game_id)
    if game.bench_fill:  # the worst case the issue names (every counter on the board)
        game.bench_fill(match.state)
    app = App(size, Settings())
    app.push(MainMenu(app))
    app.push(TableScene(app, match))
    times = []
    table = app.scene
    for i in range(frames):
        if each is not None:
            each(table, i)
        start = time.perf_counter()
        app.step()
        app.render()
        times.append((time.perf_counter() - start) * 1000)
    app.pop()     # left as a player leaves a table: the app empties the drawing's caches, as it does then,
    app.frame()   # so the next size or game measured starts where a player's would
    return times


def idle_cpu_pct(game_id: str | None = None, size=(1280, 800)) -> dict[str, float]:
    """Percent of a core the real loop (App.loop) uses when nobody touches it: at the menu
    without a game; with one, at a quiet table (its bench position) and at its game-over screen.
    Process CPU time over wall time for IDLE_SECONDS, after the scene has come to rest."""
    use_dummy_drivers()
    import pygame

    from .app import MAX_FRAME, App
    from .menu import MainMenu
    from .settings import Settings
    from .table import TableScene

    def measure(match: Match | None) -> float:
        app = App(size, Settings())
        app.push(MainMenu(app))
        if match is not None:
            app.push(TableScene(app, match))
        for _ in range(round(SETTLE_SECONDS / MAX_FRAME)):  # coarse frames: animations end, pulses still
            app.frame([], MAX_FRAME)
            if not app.busy:
                break
        pygame.time.set_timer(pygame.QUIT, max(1, round(IDLE_SECONDS * 1000)), 1)
        wall, cpu = time.perf_counter(), time.process_time()
        app.loop()
        return round(100 * (time.process_time() - cpu) / (time.perf_counter() - wall), 2)

    if game_id is None:
        return {"menu": measure(None)}
    return {"table": measure(_bench_match(game_id)), "game_over": measure(bot_played(game_id, 1, TO_THE_END))}


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
