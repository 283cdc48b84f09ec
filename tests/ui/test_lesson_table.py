"""A lesson at the table (issue 37.1, 37.4), clicked through headless on the tiny game's lesson
(tests/tiny/lessons/tiny/): the asked move plays with the book's dice and the panel says what
happened; a mistake is explained and nothing is played; an illegal move shows the rules' reason;
the lesson's own steps follow at the table's pace; the end offers the next lesson; the tick is kept
in the data folder, and a damaged progress file is ignored with a note."""
from pathlib import Path

import pygame
import pytest

from zombiebox.core.actions import Action
from zombiebox.core.lesson import path_of
from zombiebox.ui import draw
from zombiebox.ui.app import App
from zombiebox.ui.learn_menu import LearnGames, LessonList
from zombiebox.ui.lesson import LessonTable, lesson_table
from zombiebox.ui.lesson_progress import progress_path, read_progress
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.newgame import NewGameScene
from zombiebox.ui.rules_viewer import RulesViewer
from zombiebox.ui.settings import Settings

from tests.tiny.scene import BAG, DIE, DashScene

from .helpers import button, click, key, make_app, press, run_ticks

LESSONS = Path(__file__).resolve().parents[1] / "tiny" / "lessons"


@pytest.fixture(autouse=True)
def tiny_lessons(monkeypatch, tinygame):
    monkeypatch.setenv("ZOMBIEBOX_LESSONS", str(LESSONS))


def open_lesson(tinygame, **settings):
    app = make_app(skip_animations=True, **settings)
    app.push(MainMenu(app))
    table = app.push(lesson_table(app, path_of("tiny")[0], DashScene(tinygame)))
    app.render()
    return app, table


def panel_text(table) -> str:
    panel = table.areas(table.app.window.get_rect())["lesson"]
    return " ".join(line for line, *_ in table.laid(panel).lines)


def at(table, place):
    return table.view.places()[place].center


def test_the_asked_move_plays_with_the_books_dice_and_the_panel_says_what_happened(tinygame):
    app, t = open_lesson(tinygame)
    assert "Your move: Roll the die: click it." in panel_text(t) and "Roll, then hold" in panel_text(t)
    click(app, at(t, DIE))
    assert t.match.state.turn_total == 5 and t.tutor.at == 1   # the book's 5, not the seed's die
    assert "A 5: your turn total is 5." in panel_text(t)
    assert "Your move: Bank your 5" in panel_text(t)


def test_a_mistake_is_explained_where_the_player_looks_and_nothing_is_played(tinygame):
    app, t = open_lesson(tinygame)
    click(app, at(t, DIE))
    click(app, at(t, DIE))   # a second roll: legal, the mistake the lesson explains
    why = "Not quite: another roll risks a 1, which loses the 5 you have (Tiny 2.1)."
    assert len(t.match.steps) == 1 and t.tutor.at == 1 and t.match.state.turn_total == 5
    assert t.ui.status == why and t.note.on(t.ui.time)     # said by the pointer
    assert why in panel_text(t)


def test_an_illegal_move_shows_the_rules_reason_and_rule(tinygame):
    app, t = open_lesson(tinygame)
    click(app, at(t, BAG))   # a hold before any roll
    assert not t.match.steps and t.tutor.at == 0
    assert t.ui.status == "Refused: you must roll at least once before you hold (Tiny 2.2)"
    assert t.ui.status in panel_text(t)


def test_the_lessons_own_step_follows_at_the_tables_pace_with_its_words(tinygame):
    app, t = open_lesson(tinygame, bot_pace=0.5)
    click(app, at(t, DIE))
    click(app, at(t, BAG))
    assert t.tutor.at == 2 and t.lesson_plays and t.busy   # the Dead's answer is the lesson's to play
    click(app, at(t, DIE))   # even the very move it plays: the lesson's, at its pace
    assert t.tutor.at == 2 and len(t.match.steps) == 2 and "the lesson plays this move itself" in t.ui.status
    run_ticks(app, 0.25)
    assert t.tutor.at == 2   # not yet: the table's pace
    run_ticks(app, 0.5)
    assert t.tutor.at == 3 and t.match.state.to_move == "living"
    assert "The Dead roll a 1" in panel_text(t) and "Your move: Your turn again" in panel_text(t)


def test_h_lights_the_lessons_move_undo_plays_nothing_back_and_again_starts_anew(tinygame):
    app, t = open_lesson(tinygame)
    key(app, pygame.K_h)
    assert t.ui.hint.action == Action.of("roll") and "The lesson's move: roll" in t.ui.status
    click(app, at(t, DIE))
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(t.match.steps) == 1 and "does not undo" in t.ui.status
    key(app, pygame.K_r, pygame.KMOD_CTRL)   # Again: the lesson anew, in the table's place
    again = app.scene
    assert isinstance(again, LessonTable) and again is not t and again.tutor.at == 0 and len(app.stack) == 2


def test_the_section_opens_the_rulebook_there(tinygame):
    app, t = open_lesson(tinygame)
    laid = t.laid(t.areas(app.window.get_rect())["lesson"])
    title = next(pos for line, pos, _, _, kind in laid.lines if kind == "title")
    click(app, (title[0] + 5, title[1] + 5))
    assert app.scene is t   # the title is no link
    click(app, laid.link.center)
    assert isinstance(app.scene, RulesViewer)
    assert app.scene.book.sections[app.scene.section].key == "2.2"


def finish(app, t):
    t.play_on(10)
    app.render()


def test_the_end_says_what_happened_offers_the_next_lesson_and_keeps_the_tick(tinygame):
    app, t = open_lesson(tinygame)
    finish(app, t)
    assert t.tutor.over and t.lesson.end in panel_text(t)
    assert read_progress().done == {"tiny": {"01-roll-then-hold"}}   # written to the data folder, read back
    assert progress_path().is_file()
    press(app, "Next lesson")
    nxt = app.scene
    assert isinstance(nxt, LessonTable) and nxt is not t and nxt.tutor is None   # the real game
    assert nxt.match.practice and nxt.match.seats == {"living": "human", "dead": "easy"}
    assert "The last lesson: a real game. Bots: Dead (Easy)." in panel_text(nxt)
    assert "Lesson 2 of 2 · the last" in panel_text(nxt)


def test_all_lessons_goes_back_to_the_list_which_shows_the_tick(tinygame):
    app = make_app(skip_animations=True)
    app.push(MainMenu(app))
    app.push(NewGameScene(app, tinygame))
    press(app, "Learn to play")
    listing = app.scene
    assert isinstance(listing, LessonList) and not listing.progress.has(listing.lessons[0])
    app.render()
    press(app, "1. Roll, then hold")
    t = app.scene
    assert isinstance(t, LessonTable)
    finish(app, t)
    press(app, "Lessons")
    assert app.scene is listing and listing.progress.has(listing.lessons[0])
    assert not listing.progress.has(listing.lessons[1])


def test_a_damaged_progress_file_is_ignored_with_a_one_line_note(tinygame):
    progress_path().parent.mkdir(parents=True, exist_ok=True)
    progress_path().write_text('{"format": "zombiebox-lessons-done", "version": 1, "done": {"tiny": 5}}')
    app = make_app()
    app.push(MainMenu(app))
    listing = app.push(LessonList(app, tinygame))
    app.render()
    assert listing.progress.done == {}
    (note,) = app.messages
    assert "lesson ticks are ignored" in note and "expected array, got int" in note and "\n" not in note
    app.scene.back()
    t = app.push(lesson_table(app, path_of("tiny")[0], DashScene(tinygame)))
    finish(app, t)   # the next tick writes the file whole again
    assert read_progress().done == {"tiny": {"01-roll-then-hold"}} and read_progress().note is None


def test_learn_to_play_is_on_the_main_menu(tinygame):
    app = make_app()
    app.push(MainMenu(app))
    app.render()
    press(app, "Learn to play")
    assert isinstance(app.scene, LearnGames)
    app.render()
    names = {b.label: b for b in app.scene.buttons(app.window.get_rect())}
    assert not names["Zombie Terror"].enabled and names["Zombie Terror"].note == "no lessons yet"  # none in this folder


@pytest.mark.parametrize("text", ["medium", "large"])
def test_the_lesson_panels_words_are_whole_at_960x600(cuts, tinygame, text):
    app = App((960, 600), Settings(skip_animations=True, text_size=text))
    app.push(MainMenu(app))
    t = app.push(lesson_table(app, path_of("tiny")[0], DashScene(tinygame)))
    for asked in range(4):
        app.render()
        lines = t.laid(t.areas(app.window.get_rect())["lesson"]).lines
        bottom = max(y + draw.line_height(size) for _, (_, y), size, *_ in lines)
        assert bottom <= t.areas(app.window.get_rect())["lesson"].bottom, asked   # every line inside the panel
        t.play_on(1)
    app.render()
    assert t.tutor.over and cuts == set()
    assert button(app, "Next lesson").rect.bottom <= t.areas(app.window.get_rect())["lesson"].bottom


@pytest.mark.parametrize("text", ["medium", "large"])
def test_the_learn_screens_are_whole_at_960x600(cuts, tinygame, text):
    app = App((960, 600), Settings(skip_animations=True, text_size=text))
    app.push(MainMenu(app))
    for scene in (MainMenu(app), LearnGames(app), LessonList(app, tinygame), NewGameScene(app, tinygame)):
        app.push(scene)
        app.render()
        rects = [b.rect for b in scene.buttons(app.window.get_rect())]
        assert all(app.window.get_rect().contains(r) for r in rects), type(scene).__name__
    assert cuts == set()


def test_a_click_on_the_panel_in_a_small_window_is_not_the_boards(tinygame):
    app = App((960, 600), Settings(skip_animations=True))
    app.push(MainMenu(app))
    t = app.push(lesson_table(app, path_of("tiny")[0], DashScene(tinygame)))
    app.render()
    panel = t.areas(app.window.get_rect())["lesson"]
    assert panel.colliderect(t.areas(app.window.get_rect())["shown"])   # where the log's column was
    told = t.ui.status
    click(app, (panel.centerx, panel.bottom - 10))
    assert not t.match.steps and t.ui.status == told and not t.note.on(t.ui.time)


def test_words_too_long_for_the_panel_show_their_end_and_the_wheel_scrolls_back(tinygame, tmp_path, monkeypatch):
    import json
    import shutil
    shutil.copytree(LESSONS, tmp_path / "lessons")
    first = tmp_path / "lessons" / "tiny" / "01-roll-then-hold.json"
    data = json.loads(first.read_text())
    data["teaches"] = " ".join(["A turn is rolls and a hold (Tiny 2.0)."] * 30)
    first.write_text(json.dumps(data))
    monkeypatch.setenv("ZOMBIEBOX_LESSONS", str(tmp_path / "lessons"))
    app = App((960, 600), Settings(skip_animations=True))
    app.push(MainMenu(app))
    t = app.push(lesson_table(app, path_of("tiny")[0], DashScene(tinygame)))
    app.render()
    panel = t.areas(app.window.get_rect())["lesson"]

    def seen():   # the scrolling paragraphs' lines inside the view
        laid = t.laid(panel)
        return laid, [line for line, (_, y), size, *_ in laid.lines if laid.view.top <= y
                      and y + draw.line_height(size) <= laid.view.bottom + 1]

    laid, lines = seen()
    assert laid.above and lines[-1] == "Your move: Roll the die: click it."   # the end: what the lesson asks
    pygame.mouse.set_pos(panel.center)
    app.mouse = panel.center
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=50, flipped=False)])
    laid, lines = seen()
    assert not laid.above and lines[0].startswith("A turn is rolls") and "Your move" not in lines[-1]
    click(app, at(t, DIE))   # something new said: the end is shown again
    laid, lines = seen()
    assert "Your move: Bank your 5: click the bone bag to hold." in " ".join(lines[-2:])
