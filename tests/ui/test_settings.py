"""Settings persist in the config dir (ZOMBIEBOX_HOME in tests); a corrupt file never crashes."""
import json

from zombiebox.ui.app import App
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.settings import Settings, config_dir, data_dir, load_settings, save_settings, settings_path
from zombiebox.ui.settings_scene import SettingsScene

from .helpers import SIZE, make_app, press


def test_zombiebox_home_replaces_both_roots(tmp_path, monkeypatch):
    monkeypatch.setenv("ZOMBIEBOX_HOME", str(tmp_path / "elsewhere"))
    assert config_dir() == data_dir() == tmp_path / "elsewhere"


def test_settings_round_trip():
    chosen = Settings(window_size=(1440, 900), fullscreen=True, text_size="large", animation_speed=2.0,
                      skip_animations=True, bot_pace=1.0, volume=0.25, palette="colour-blind safe")
    save_settings(chosen)
    loaded, note = load_settings()
    assert loaded == chosen and note is None


def test_no_settings_file_gives_the_defaults_quietly():
    assert load_settings() == (Settings(), None)


def test_a_corrupt_settings_file_gives_the_defaults_and_a_note():
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text('{"text_size": "medium", "volume": ')
    app = App(SIZE)  # the app opens anyway and says why its settings are the defaults
    assert app.settings == Settings()
    assert any("using the defaults" in m and "cut short" in m for m in app.messages)


def test_a_bad_value_is_named_in_the_note():
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(json.dumps({"text_size": "enormous"}))
    loaded, note = load_settings()
    assert loaded == Settings() and "text_size" in note


def test_the_settings_screen_steps_a_value_and_saves_it():
    app = make_app()
    app.push(MainMenu(app))
    press(app, "Settings")
    assert isinstance(app.scene, SettingsScene)
    press(app, "standard")  # the palette row
    assert app.settings.palette == "colour-blind safe"
    assert load_settings()[0].palette == "colour-blind safe"
    assert app.pal["good"] != (96, 190, 110)  # the colour-blind palette is in use


def test_f11_full_screen_is_kept_for_next_time():
    import pygame

    from .helpers import key

    app = make_app()
    app.push(MainMenu(app))
    key(app, pygame.K_F11)
    assert app.settings.fullscreen and load_settings()[0].fullscreen
    key(app, pygame.K_F11)
    assert not load_settings()[0].fullscreen


def test_a_config_folder_that_cannot_be_written_is_said_not_fatal(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("ZOMBIEBOX_HOME", str(blocker))
    app = make_app()
    app.push(MainMenu(app))
    press(app, "Settings")
    press(app, "standard")
    assert app.settings.palette == "colour-blind safe"  # in use for this session
    assert any("Settings not saved" in m for m in app.messages)
