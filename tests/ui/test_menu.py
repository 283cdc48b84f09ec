"""The menus, driven headless by synthetic clicks."""
import json
import re

import pygame

from zombiebox.core import registry
from zombiebox.core.match import Match
from zombiebox.ui.menu import LoadMenu, MainMenu
from zombiebox.ui.newgame import NewGameScene
from zombiebox.ui.rules_viewer import RulesViewer
from zombiebox.ui.settings import (MIN_WINDOW, GameChoices, Settings, autosave_path, load_settings, saves_dir,
                                   settings_path)
from zombiebox.ui.table import TableScene

from .helpers import button, click, key, make_app, press, press_choice


def test_menu_lists_the_five_games_and_greys_the_coming_ones(monkeypatch):
    monkeypatch.setitem(registry.GAMES, "zt", ("Zombie Terror", None))  # every game plays now: one coming again
    app = make_app()
    app.push(MainMenu(app))
    for gid, name, playable in registry.menu():
        b = button(app, name)
        assert b.enabled == playable
        assert (b.note == "coming") == (not playable)
    assert not button(app, "Zombie Terror").enabled
    assert not button(app, "Continue").enabled  # no autosave yet


def test_click_through_the_menu_into_a_game_and_back(tinygame, monkeypatch):
    monkeypatch.setitem(registry.GAMES, "tiny", (tinygame.name, "tests.tiny.game"))
    app = make_app()
    app.push(MainMenu(app))
    press(app, tinygame.name)
    assert isinstance(app.scene, NewGameScene)
    assert app.scene.seats == {"living": "human", "dead": "greedy"}  # first seat human, the others the default bot
    press(app, "Start")
    table = app.scene
    assert isinstance(table, TableScene) and table.match.game is tinygame
    press_choice(app, "roll")  # the generic board view: one button per legal action
    assert [s.action.text for s in table.match.steps] == ["roll"]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MainMenu)
    assert autosave_path().exists()  # leaving keeps the game for Continue
    press(app, "Continue")
    assert isinstance(app.scene, TableScene)
    assert [s.action.text for s in app.scene.match.steps] == ["roll"]


def test_new_game_screen_seed_is_typed_and_options_step(tinygame):
    app = make_app()
    app.push(NewGameScene(app, tinygame))
    for ch in "42":
        key(app, ord(ch), unicode=ch)
    press(app, "10")  # the Target score chooser steps to its next value
    press(app, "Start")
    assert app.scene.match.seed == 42
    assert app.scene.match.options == {"target": 20, "sure_thing": "no"}


def test_load_menu_lists_saves_newest_first_and_opens_one(tinygame):
    older, newer = Match(tinygame, seed=1), Match(tinygame, seed=2)
    newer.play("roll")
    older.save(saves_dir() / "a.json")
    newer.save(saves_dir() / "b.json")
    app = make_app()
    app.push(MainMenu(app))
    press(app, "Load")
    assert isinstance(app.scene, LoadMenu)
    rows = [b for b in app.scene.buttons(app.window.get_rect()) if b.label != "Back"]
    assert [r.label for r in rows] == ["Graveyard Dash — move 2", "Graveyard Dash — not started"]
    click(app, rows[0].rect.center)
    assert isinstance(app.scene, TableScene) and app.scene.match.seed == 2


def test_a_bad_save_shows_the_error_and_stays_in_the_menu(tinygame):
    saves_dir().mkdir(parents=True)
    (saves_dir() / "broken.json").write_text(json.dumps({"format": "zombiebox-save", "version": 99, "game": "tiny"}))
    app = make_app()
    app.push(MainMenu(app))
    press(app, "Load")
    press(app, "broken.json was written by a newer zombiebox")  # listed with the reason; a click says it again
    assert isinstance(app.scene, LoadMenu)
    assert any("newer zombiebox" in m for m in app.messages)
    assert (saves_dir() / "broken.json").exists()  # nothing is lost


def test_rules_index_opens_each_rulebook():
    app = make_app()
    app.push(MainMenu(app))
    for gid, name, _ in registry.menu():
        press(app, "Rules")
        press(app, name)
        assert isinstance(app.scene, RulesViewer) and app.scene.book.sections
        app.render()
        key(app, pygame.K_PAGEDOWN)
        key(app, pygame.K_ESCAPE)
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.scene, MainMenu)


def test_rules_viewer_opens_at_the_cited_section():
    app = make_app()
    viewer = app.push(RulesViewer(app, "avz", "AvZ 4.0"))
    app.render()
    assert viewer.book.sections[viewer.section].key == "4.0"
    assert not viewer.note
    unknown = app.push(RulesViewer(app, "avz", "AvZ 99.9"))
    assert "99.9" in unknown.note


SOURCE_NAME = re.compile(r"\w+\.(py|tmx|json)\b|\b(games|tests|maps|tools|zombiebox)/|\w+\.\w+\(")


def test_the_rulings_the_viewer_shows_name_no_source_file():
    app = make_app()
    for gid, _, _ in registry.menu():
        viewer = app.push(RulesViewer(app, gid))
        rulings = len(viewer.book.sections)  # the rulings are the last entry of the contents
        shown = [text for text, _, _, _, part in viewer._lines(1200) if part == rulings]
        assert not [line for line in shown if SOURCE_NAME.search(line)], gid
        assert gid in ("atz", "zs", "zt") or len(shown) > 10  # the rulings are there, not dropped


def test_the_window_never_gets_smaller_than_the_minimum():
    app = make_app()
    app.push(MainMenu(app))
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(500, 400), w=500, h=400)])
    assert app.window.get_size() == MIN_WINDOW
    app.render()


def test_quit_ends_the_loop_with_exit_code_zero():
    app = make_app()
    app.push(MainMenu(app))
    key(app, pygame.K_ESCAPE)  # Esc on the menu is no way to quit by accident
    assert app.running and isinstance(app.scene, MainMenu)
    press(app, "Quit")
    assert not app.running and app.exit_code == 0


def test_run_opens_a_game_directly_and_returns_the_exit_code(tinygame, monkeypatch):
    from zombiebox.ui import app as app_module

    seen = []
    monkeypatch.setattr(app_module.App, "render", lambda self: seen.append(type(self.scene).__name__))
    frames = iter([[], [pygame.event.Event(pygame.QUIT)]])
    monkeypatch.setattr(pygame.event, "get", lambda: next(frames))
    assert app_module.run("tiny", seed=3, seats={"dead": "greedy"}) == 0
    assert seen == ["TableScene"]


def test_run_refuses_an_unknown_game_or_seat_with_exit_code_2(tinygame, capsys):
    from zombiebox.ui.app import run

    assert run("nosuchgame") == 2
    assert run("tiny", seats={"dead": "wizard"}) == 2
    assert "wizard" in capsys.readouterr().err


def test_the_new_game_screen_fits_the_smallest_window_with_many_rows(tinygame):
    import dataclasses

    from zombiebox.core.rules import Option
    from zombiebox.ui.app import App
    from zombiebox.ui.settings import Settings

    class Crowded(type(tinygame.rules)):  # eight options and six seats, like City of Zombies for six
        def options(self):
            return [Option(f"o{i}", f"A rather long option label {i}", (1, 2), 1) for i in range(8)]

        def seats(self, options):
            return [f"p{i}" for i in range(1, 7)]

    game = dataclasses.replace(tinygame, rules=Crowded())
    app = App(MIN_WINDOW, Settings(text_size="large"))
    scene = app.push(NewGameScene(app, game))
    app.render()
    window = app.window.get_rect()
    rects = [b.rect for b in scene.buttons(window)] + [label for label, _ in scene._layout(window)[0]]
    # option, seat, level (the five bot seats), seed and practice rows; Start and Back; labels
    assert len(rects) == 8 + 6 + 5 + 2 + 2 + 21
    assert all(window.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_a_numbered_heading_is_set_apart_from_its_text():
    app = make_app()
    viewer = app.push(RulesViewer(app, "avz", "AvZ 7.3"))
    lines = [line for line in viewer._lines(600) if line[4] == viewer.section and line[0]]
    assert lines[0][0] == "[7.3] Resolve Hits" and lines[0][3]  # the heading, bold
    assert lines[1][0].startswith("Players assign remaining hits") and not lines[1][3]


def _autosave(game, moves: int = 1, finish: bool = False) -> Match:
    match = Match(game, seed=3)
    for _ in range(10_000 if finish else moves):
        if match.outcome is not None:
            break
        match.play(match.legal_actions()[0])
    match.save(autosave_path())
    return match


def test_a_new_game_asks_before_replacing_the_unfinished_one_under_continue(tinygame, monkeypatch):
    monkeypatch.setitem(registry.GAMES, "tiny", (tinygame.name, "tests.tiny.game"))
    kept = _autosave(tinygame, moves=2)
    saved = autosave_path().read_bytes()
    app = make_app()
    app.push(NewGameScene(app, tinygame))
    press(app, "Start")
    assert app.scene.question == (f"Start a new game? The unfinished {tinygame.name} (move 3) under Continue "
                                  "will be replaced.")
    press(app, "No")
    assert isinstance(app.scene, NewGameScene) and autosave_path().read_bytes() == saved  # nothing lost
    press(app, "Start")
    press(app, "Yes")
    assert isinstance(app.scene, TableScene) and app.scene.match is not kept and not app.scene.match.steps


def test_a_new_game_does_not_ask_over_a_finished_game(tinygame, monkeypatch):
    monkeypatch.setitem(registry.GAMES, "tiny", (tinygame.name, "tests.tiny.game"))
    assert _autosave(tinygame, finish=True).outcome is not None
    app = make_app()
    app.push(NewGameScene(app, tinygame))
    press(app, "Start")
    assert isinstance(app.scene, TableScene)


def test_the_new_game_screen_remembers_each_games_last_choices(tinygame):
    app = make_app()
    app.push(NewGameScene(app, tinygame))
    press(app, "10")  # Target score 10 -> 20
    press(app, "bot: greedy")  # the dead seat -> the next player
    press(app, "off")  # practice on
    chosen = (dict(app.scene.options), dict(app.scene.seats), app.scene.practice)
    assert chosen[0] == {"target": 20, "sure_thing": "no"} and chosen[1]["dead"] != "greedy" and chosen[2]
    press(app, "Start")
    again = make_app(**load_settings()[0].__dict__)  # a new session reads the settings file
    scene = again.push(NewGameScene(again, tinygame))
    assert (scene.options, scene.seats, scene.practice) == chosen


def test_stale_remembered_choices_fall_back_to_the_defaults(tinygame):
    stale = GameChoices(options={"target": 15, "gone": 1}, seats={"living": "retired bot", "dead": "human"})
    app = make_app(new_game={tinygame.game_id: stale})
    scene = app.push(NewGameScene(app, tinygame))
    assert scene.options == {"target": 10, "sure_thing": "no"}  # 15 is not offered
    assert scene.seats == {"living": "human", "dead": "human"}  # the unknown bot gives the seat's default


def test_a_damaged_remembered_choice_gives_that_games_defaults_and_keeps_the_other_settings():
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(json.dumps({"palette": "colour-blind safe", "new_game": {
        "tiny": {"options": {"target": [1]}}, "avz": {"practice": True}}}))
    loaded, note = load_settings()
    assert note is None and loaded.palette == "colour-blind safe"
    assert loaded.new_game == {"avz": GameChoices(practice=True)}


def test_a_bot_seat_takes_a_level_and_the_match_plays_it(tinygame):
    """Issue 36: the level of a bot seat on the new-game screen: normal (the game's bot), hard, easy."""
    from zombiebox.core.search import EasyBot, SearchBot
    app = make_app()
    scene = app.push(NewGameScene(app, tinygame))
    assert scene.seats["dead"] == "greedy"      # normal: the game's own bot, as before
    press(app, "normal")                        # Level: dead -> hard
    assert scene.seats["dead"] == "hard"
    assert button(app, "bot: greedy")           # still the game's bot, now at level hard
    press(app, "Start")
    assert app.scene.match.seats["dead"] == "hard" and isinstance(app.scene.bots["dead"], SearchBot)
    app.pop()
    scene = app.push(NewGameScene(app, tinygame))   # remembered; a click on to easy
    assert scene.seats["dead"] == "hard"
    press(app, "hard")
    assert scene.seats["dead"] == "easy"
    press(app, "Start")
    assert isinstance(app.scene.bots["dead"], EasyBot)


def test_the_menus_settings_and_set_up_grow_with_a_large_window():
    """Issue 35.10: at 1920x1080 the screens between games are drawn larger in proportion (text and widths),
    as they are at 1280x800; the table keeps the text size set."""
    from zombiebox.ui.app import App
    from zombiebox.ui.settings_scene import SettingsScene
    makes = [MainMenu, SettingsScene, LoadMenu, lambda app: NewGameScene(app, registry.get("atz"))]
    shown = {}
    for size in ((1280, 800), (1920, 1080)):
        for i, make in enumerate(makes):
            app = App(size, Settings(skip_animations=True))
            scene = app.push(make(app))
            app.step()
            app.render()
            widest = max(b.rect.w for b in scene.buttons(app.window.get_rect()))
            shown[size, i] = (scene.text_size, widest, app.text_size)
    for i in range(len(makes)):
        (small, narrow, setting), (large, wide, _) = shown[(1280, 800), i], shown[(1920, 1080), i]
        assert small == setting and large == round(setting * 1080 / 800) and wide > narrow, i
    app = App((1920, 1080), Settings(skip_animations=True))
    table = app.push(TableScene(app, Match(registry.get("zt"), None, 1)))
    assert table.text_size == app.text_size
