"""A damaged settings file or autosave never stops the start: it is set aside as NAME.bad, the app
starts with the defaults and a toast says where the file went. A damaged save in the saves folder
is listed as damaged, with the reason, and the Load screen carries on."""
import os
import signal
import subprocess
import sys

import pytest

from zombiebox.core.match import Match
from zombiebox.ui.app import App
from zombiebox.ui.menu import LoadMenu, MainMenu
from zombiebox.ui.settings import Settings, autosave_path, saves_dir, settings_path

from tests.damaged_files import CASES

from .helpers import SIZE, button, make_app, press


@pytest.mark.parametrize("text", [
    '{"text_size": []}', '{"text_size": {}}', "[" * 100_000, '{"window_size": [60000, 60000]}',
    '{"window_size": [500, 400]}', '{"volume": "loud"}', '{"fullscreen": "no"}', "",
])
def test_a_damaged_settings_file_is_set_aside_and_the_app_starts_with_the_defaults(text):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(text)
    app = App(SIZE)
    app.push(MainMenu(app))
    app.render()
    assert app.settings == Settings()
    bad = settings_path().with_name("settings.json.bad")
    assert not settings_path().exists() and bad.read_text() == text  # kept, out of the way
    assert any(str(bad) in m and "using the defaults" in m for m in app.messages)
    assert App(SIZE).messages == []  # the next start is quiet


@pytest.mark.parametrize("case", list(CASES))
def test_a_damaged_autosave_never_stops_the_start(case):
    make, words = CASES[case]
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    make(autosave_path())
    app = App(SIZE)
    menu = app.push(MainMenu(app))
    app.render()
    if autosave_path().exists():  # its fields are sound: only a replay finds the fault, at Continue
        press(app, "Continue")
        assert app.scene is menu
    bad = autosave_path().with_name("autosave.json.bad")
    assert not autosave_path().exists() and (bad.exists() or bad.is_symlink())
    assert any(words in m for m in app.messages)
    assert any(f"moved to {bad}" in m for m in app.messages)
    assert not button(app, "Continue").enabled
    app.render()


@pytest.mark.parametrize("case", list(CASES))
def test_a_damaged_save_is_listed_with_its_reason(case, tinygame):
    make, words = CASES[case]
    saves_dir().mkdir(parents=True)
    path = saves_dir() / "damaged.json"
    make(path)
    app = make_app()
    app.push(MainMenu(app))
    press(app, "Load")
    assert isinstance(app.scene, LoadMenu)
    app.render()
    rows = [b for b in app.scene.buttons(app.window.get_rect()) if b.label != "Back"]
    assert len(rows) == 1
    if rows[0].label.startswith("damaged.json"):  # its fields are damaged: the row says so, and why
        assert words in rows[0].label and words in rows[0].tip
    # else only a replay finds the fault: opening it says why
    press(app, rows[0].label)
    assert isinstance(app.scene, LoadMenu)
    assert any(words in m for m in app.messages)
    assert path.exists() or path.is_symlink()  # a save is never moved or lost by the Load screen


KILLED_MID_SAVE = """
import os, signal, sys
from zombiebox.core import saves
saves.os.replace = lambda *args: os.kill(os.getpid(), signal.SIGKILL)  # kill -9 as the save is written
saves.write_json_atomic(sys.argv[1], {"half": "written"})
"""


def test_the_next_start_removes_what_a_killed_save_left_and_keeps_the_real_saves(tinygame):
    """Issue 31.9: kill -9 during a save (the autosave, a save in saves/) leaves its temp file; the next
    start removes it. A temp file whose writer still runs (this process) is a write under way: kept."""
    match = Match(tinygame, None, 4)
    match.play("roll")
    real = [match.save(autosave_path()), match.save(saves_dir() / "tiny-1.json")]
    before = [p.read_bytes() for p in real]
    for path in real:
        killed = subprocess.run([sys.executable, "-c", KILLED_MID_SAVE, str(path)], timeout=60)
        assert killed.returncode == -signal.SIGKILL
    left = [p for folder in (autosave_path().parent, saves_dir()) for p in folder.glob(".*.tmp")]
    assert {p.name.split(".")[1] for p in left} == {"autosave", "tiny-1"}
    under_way = saves_dir() / f".tiny-2.json.{os.getpid()}.abc.tmp"
    under_way.write_text("{")
    App(SIZE)
    assert not any(p.exists() for p in left) and under_way.exists()
    assert [p.read_bytes() for p in real] == before and Match.load(real[0]).steps == match.steps
