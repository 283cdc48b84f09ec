"""`zombiebox screenshot`: the main menu, or a game after some bot decisions, as a PNG; with the
rectangles of the board and the panels, and the board's share of the window (issue 33.1)."""
from __future__ import annotations

from pathlib import Path

from .headless import bot_played, use_dummy_drivers


def screenshot(out: str, game_id: str | None = None, seed: int = 1, steps: int = 0,
               size: tuple[int, int] = (1280, 800), options: dict | None = None, lesson=None) -> dict:
    """Render and save; return where things are (`placed`). A `lesson` (core.lesson.Lesson) is shown
    at the table after the first `steps` moves it asks for are played."""
    use_dummy_drivers()
    import pygame

    from .app import App
    from .menu import MainMenu
    from .settings import Settings
    from .table import TableScene

    Path(out).parent.mkdir(parents=True, exist_ok=True)  # an OSError here, before any rendering
    app = App(size, Settings(skip_animations=True))
    app.push(MainMenu(app))
    if lesson is not None:
        from .lesson import lesson_table
        table = app.push(lesson_table(app, lesson))
        app.render()   # the board laid out as a player first sees it, before the moves are played
        table.play_on(steps)
    elif game_id:
        app.push(TableScene(app, bot_played(game_id, seed, steps, options)))
    app.step()
    app.render()
    try:
        pygame.image.save(app.window, str(out))
    except pygame.error as exc:  # an unwritable place: the caller reports it as a file error
        raise OSError(str(exc)) from None
    return placed(app.scene, app.window.get_rect())


def placed(scene, window) -> dict:
    """The rectangles of a drawn scene: the board's area, the map drawn in it and the panels (as
    [x, y, w, h]); the board's share of the window, and how much of its area the printed art fills, the
    map and the ground its map lays round it (1.0: no bands beside it). A scene with no board (a menu) has none."""
    regions = scene.regions(window) if hasattr(scene, "regions") else {}
    board, drawn = regions.pop("board", None), regions.pop("map", None)
    art = regions.pop("art", drawn)
    if board is None:
        return {"size": list(window.size), "board": None, "map": None, "panels": {}, "board_share": 0.0, "fill": 0.0}
    area = board.clip(window)
    seen = art.clip(area)
    return {"size": list(window.size), "board": list(board), "map": list(drawn),
            "panels": {name: list(r) for name, r in regions.items()},
            "board_share": round(area.w * area.h / (window.w * window.h), 3),
            "fill": round(seen.w * seen.h / (area.w * area.h), 3) if area.w and area.h else 0.0}
