"""The Load screen with 2,000 saves: each save's header is read once per version of the file, only
for the rows in view (tools/load_screen_frames.py times the frames)."""
import os

import pygame

from zombiebox.core.match import Match
from zombiebox.ui import save_index
from zombiebox.ui.menu import LoadMenu, MainMenu
from zombiebox.ui.settings import saves_dir

from .helpers import make_app

SAVES = 2000


def _rows(app):
    return [b for b in app.scene.buttons(app.window.get_rect()) if b.label != "Back"]


def test_2000_saves_are_read_only_for_the_rows_in_view_and_only_once(tinygame, monkeypatch):
    played = Match(tinygame, seed=4)
    played.play("roll")
    template = played.save(saves_dir() / "template.json")
    text = template.read_bytes()
    template.unlink()
    for i in range(SAVES):
        path = saves_dir() / f"game-{i:04d}.json"
        path.write_bytes(text)
        os.utime(path, ns=(10**18 + i * 10**9,) * 2)  # game-1999 is the newest
    reads = []
    real = save_index.read_json
    monkeypatch.setattr(save_index, "read_json", lambda path, *a, **k: reads.append(path.name) or real(path, *a, **k))

    app = make_app()
    app.push(MainMenu(app))
    app.push(LoadMenu(app))
    app.render()
    shown = len(_rows(app))
    assert _rows(app)[0].label == "Graveyard Dash — move 2"
    assert 3 <= shown < 30 and reads == [f"game-{SAVES - 1 - i:04d}.json" for i in range(shown)]
    for _ in range(5):
        reads.clear()
        app.step()
        app.render()
        assert reads == []  # a frame reads nothing it has read before

    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2)])  # two rows further down
    reads.clear()
    app.render()
    assert len(reads) == 2

    newest = saves_dir() / f"game-{SAVES - 3:04d}.json"  # a save written again is read again, and is newest
    Match(tinygame, seed=9).save(newest)
    app.scene.first = 0
    reads.clear()
    app.render()
    assert reads == [newest.name] and _rows(app)[0].label == "Graveyard Dash — not started"
