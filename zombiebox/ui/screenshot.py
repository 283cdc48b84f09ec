"""`zombiebox screenshot`: the main menu, or a game after some bot decisions, as a PNG."""
from __future__ import annotations

from pathlib import Path

from .headless import bot_played, use_dummy_drivers


def screenshot(out: str, game_id: str | None = None, seed: int = 1, steps: int = 0,
               size: tuple[int, int] = (1280, 800), options: dict | None = None) -> None:
    use_dummy_drivers()
    import pygame

    from .app import App
    from .menu import MainMenu
    from .settings import Settings
    from .table import TableScene

    Path(out).parent.mkdir(parents=True, exist_ok=True)  # an OSError here, before any rendering
    app = App(size, Settings(skip_animations=True))
    app.push(MainMenu(app))
    if game_id:
        app.push(TableScene(app, bot_played(game_id, seed, steps, options)))
    app.step()
    app.render()
    try:
        pygame.image.save(app.window, str(out))
    except pygame.error as exc:  # an unwritable place: the caller reports it as a file error
        raise OSError(str(exc)) from None
