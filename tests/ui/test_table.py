"""The in-game frame: clicks become Actions, refusals are explained, undo/redo keys,
hints, bots at their pace, the log opens the rulebook, save, game over."""
import threading
import time

import pygame
import pytest

from zombiebox.core.actions import Action
from zombiebox.core.match import Match
from zombiebox.core.search import SearchBot
from zombiebox.ui import column
from zombiebox.ui.app import App
from zombiebox.ui.boardview import BoardView, GenericBoardView
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.rules_viewer import RulesViewer
from zombiebox.ui.settings import MIN_WINDOW, Settings, saves_dir
from zombiebox.ui.table import TableScene

from tests.damaged_positions import CASES as POSITION_CASES

from .helpers import click, key, make_app, press, press_choice, run_ticks

CTRL = pygame.KMOD_CTRL


def table(game, seats=None, practice=False, view=None, seed=5, **settings):
    app = make_app(**settings)
    app.push(MainMenu(app))
    scene = app.push(TableScene(app, Match(game, None, seed, practice, seats), view))
    app.render()
    return app, scene


def test_the_generic_view_turns_a_click_into_the_action_it_shows(tinygame):
    app, t = table(tinygame)
    assert isinstance(t.view, GenericBoardView)
    press_choice(app, "roll")
    assert t.match.steps[-1].action == Action.of("roll")
    if t.match.to_move == "living":  # not a 1: hold is open now, and a click on it banks
        press_choice(app, "hold")
        assert t.match.steps[-1].action == Action.of("hold")


class HoldEverywhere(BoardView):
    """A board where every click asks to hold, legal or not."""

    def click(self, pos, match, ui):
        return Action.of("hold")


def test_a_refused_click_shows_the_reason_and_the_rule(tinygame):
    app, t = table(tinygame, view=HoldEverywhere(tinygame))
    click(app, t.areas(app.window.get_rect())["board"].center)
    assert t.match.steps == []
    assert t.ui.status_kind == "bad"
    assert "you must roll at least once before you hold" in t.ui.status and "Tiny 2.2" in t.ui.status


def test_undo_and_redo_keys_in_practice(tinygame):
    app, t = table(tinygame, practice=True)
    press_choice(app, "roll")
    after = t.match.rules.encode(t.match.state)
    key(app, pygame.K_z, CTRL)
    assert t.match.steps == [] and t.match.state.turn_total == 0
    key(app, pygame.K_y, CTRL)
    assert t.match.rules.encode(t.match.state) == after


def test_undo_past_a_die_roll_is_refused_outside_practice(tinygame):
    app, t = table(tinygame)
    press_choice(app, "roll")
    key(app, pygame.K_z, CTRL)
    assert len(t.match.steps) == 1
    assert t.ui.status.startswith("Cannot undo") and "practice" in t.ui.status


def test_solo_undo_goes_back_to_the_humans_last_decision(tinygame):
    app, t = table(tinygame, seats={"dead": "greedy"}, practice=True, skip_animations=True)
    while t.match.to_move == "living":  # the human rolls until the dead get the turn (a 1, or a hold)
        press_choice(app, "hold" if t.match.state.turn_total >= 4 else "roll")
    human_steps = len(t.match.steps)
    run_ticks(app, 30)  # the bot plays its turn at its pace
    assert len(t.match.steps) > human_steps and t.match.to_move == "living"
    key(app, pygame.K_z, CTRL)
    assert len(t.match.steps) == human_steps - 1  # the human's last decision and every bot move after it
    assert t.match.to_move == "living"


def test_bots_play_one_move_per_pace(tinygame):
    """A bot thinks `bot_pace` before a move; its decisions that go on at the same point (a turn's
    rolls and its hold: one move, issue 35.1) follow one another, each as soon as the one before
    is shown (here, unanimated: at once), not a pace each."""
    app, t = table(tinygame, seats={"living": "greedy", "dead": "random"}, bot_pace=0.5, skip_animations=True)
    run_ticks(app, 0.4)
    assert t.match.steps == []  # not before the pace
    run_ticks(app, 0.2)
    first = t.match.steps[0].seat
    assert len(t.match.steps) > 1 and {s.seat for s in t.match.steps} == {first}   # the seat's move, whole
    assert t.match.to_move != first
    key(app, pygame.K_p)  # paused: no more decisions
    moved = len(t.match.steps)
    run_ticks(app, 2.0)
    assert len(t.match.steps) == moved


def slow_hard(monkeypatch):
    """Hard's search held until the test lets it answer; returns (let it answer, the threads it ran on)."""
    release, threads = threading.Event(), []
    think = SearchBot.choose

    def held(self, rules, state, actions, dice):
        threads.append(threading.current_thread())
        assert release.wait(10), "the test never let Hard answer"
        return think(self, rules, state, actions, dice)
    monkeypatch.setattr(SearchBot, "choose", held)
    return release, threads


def test_hard_thinks_off_the_ui_thread_while_the_frame_draws_on(tinygame, monkeypatch):
    """Issue 36: Hard's search runs on a worker thread: frames go on while it thinks, its answer is the move
    `bot_choice` gives, and it is played once it comes."""
    app, t = table(tinygame, seats={"living": "hard:8", "dead": "greedy"}, bot_pace=0.2, skip_animations=True)
    expected = t.match.bot_choice(SearchBot(tinygame, "living", 8, None))
    release, threads = slow_hard(monkeypatch)
    run_ticks(app, 0.5)   # 30 frames, each drawn, while the search waits
    assert t.match.steps == [] and t.thinker.thinking
    assert threads and threads[0] is not threading.main_thread()
    release.set()
    while t.thinker.thinking:
        time.sleep(0.01)
    run_ticks(app, 0.05)
    assert t.match.steps[0].action == expected.action


def test_a_position_left_while_hard_thinks_drops_its_answer_and_a_failed_worker_loses_nothing(tinygame, monkeypatch):
    """Leaving the position (undo) drops the answer to it; a worker that fails raises on the table's thread
    and the game stays as it was."""
    release, threads = slow_hard(monkeypatch)
    app, t = table(tinygame, seats={"living": "hard:8", "dead": "greedy"}, bot_pace=0.2, skip_animations=True)
    run_ticks(app, 0.3)
    first = t.thinker.answer
    t.match.version += 1   # the table moved on (as undo does): the answer on its way is for a position left
    run_ticks(app, 0.3)
    assert t.thinker.answer is not first and len(threads) == 2
    release.set()
    while t.thinker.thinking:
        time.sleep(0.01)
    assert first.done()

    def broken(self, rules, state, actions, dice):
        raise RuntimeError("the worker died")
    monkeypatch.setattr(SearchBot, "choose", broken)
    t.match.version += 1
    before = t.match.rules.encode(t.match.state)
    with pytest.raises(RuntimeError, match="the worker died"):
        for _ in range(100):
            run_ticks(app, 0.05)
            time.sleep(0.01)
    assert t.match.steps == [] and t.match.rules.encode(t.match.state) == before


def test_a_bot_waits_for_the_dice_to_settle(tinygame):
    app, t = table(tinygame, seats={"living": "greedy", "dead": "greedy"}, bot_pace=0.2, animation_speed=0.5)
    run_ticks(app, 0.25)
    assert len(t.match.steps) == 1 and t.dice.rolling  # a 1.4 s roll at half speed
    run_ticks(app, 1.0)
    assert len(t.match.steps) == 1


def test_a_log_entry_opens_its_rule(tinygame):
    app, t = table(tinygame)
    press_choice(app, "roll")
    app.render()
    box, rule = t.log._hits[0]
    assert rule == "Tiny 2.1"
    click(app, box.center)
    assert isinstance(app.scene, RulesViewer)
    assert app.scene.book.sections[app.scene.section].key == "2.1"


def test_hint_lights_the_choices_and_in_practice_says_what_the_bot_would_do(tinygame):
    app, t = table(tinygame, practice=True)
    key(app, pygame.K_h)
    assert t.ui.highlights == t.match.legal_actions()
    assert t.ui.hint.action == Action.of("roll")  # the greedy bot rolls under 8
    assert "under 8" in t.ui.status
    key(app, pygame.K_h)
    assert t.ui.highlights == [] and t.ui.hint is None


def test_hint_outside_practice_lights_without_the_bot(tinygame):
    app, t = table(tinygame)
    key(app, pygame.K_h)
    assert t.ui.highlights and t.ui.hint is None


def test_hint_on_a_bots_turn_says_the_bot_plays_it(tinygame):
    app, t = table(tinygame, seats={"living": "greedy", "dead": "greedy"}, practice=True)
    key(app, pygame.K_p)                         # bots paused: the seat to move stays the bot's
    key(app, pygame.K_h)
    assert t.ui.highlights == [] and t.ui.hint is None
    assert "is a bot" in t.ui.status


def test_ctrl_s_saves_a_game_that_loads_back(tinygame):
    app, t = table(tinygame)
    press_choice(app, "roll")
    key(app, pygame.K_s, CTRL)
    (path,) = saves_dir().glob("tiny-*.json")
    assert str(path) in " ".join(app.messages)
    assert Match.load(path).steps == t.match.steps


def test_two_saves_in_the_same_second_keep_both(tinygame):
    app, t = table(tinygame)
    press_choice(app, "roll")
    key(app, pygame.K_s, CTRL)
    key(app, pygame.K_s, CTRL)
    assert len(list(saves_dir().glob("tiny-*.json"))) == 2


def test_game_over_shows_the_outcome_and_plays_again(tinygame):
    app, t = table(tinygame, seats={"living": "greedy", "dead": "greedy"}, bot_pace=0.2, skip_animations=True)
    for _ in range(400):
        if t.match.outcome:
            break
        t.bot_step()
    assert t.match.outcome is not None
    app.render()
    assert t.ui.status.startswith("Game over")
    press(app, "Rematch")
    again = app.scene
    assert again is not t and isinstance(again, TableScene)
    assert again.match.steps == [] and again.match.seats == t.match.seats


def test_the_table_fits_the_smallest_window(tinygame):
    app = App(MIN_WINDOW, Settings(text_size="large"))
    t = app.push(TableScene(app, Match(tinygame, None, 5, True, {"dead": "greedy"})))
    press_choice(app, "roll")
    assert app.window.get_size() == MIN_WINDOW
    areas = t.areas(app.window.get_rect())
    assert all(app.window.get_rect().contains(r) for r in areas.values())
    assert not column.split(areas["board"])["board"].colliderect(areas["log"])  # the log beside the board, not on it
    assert all(areas["bar"].contains(b.rect) for b in t.buttons(app.window.get_rect()))  # 8 tools, one row


def test_what_if_dice_set_the_next_roll_in_practice(tinygame):
    app, t = table(tinygame, practice=True)
    key(app, pygame.K_d)
    for ch in "1":
        key(app, ord(ch), unicode=ch)
    key(app, pygame.K_RETURN)
    press_choice(app, "roll")
    assert t.match.steps[-1].forced == (1,)
    assert t.match.state.to_move == "dead"  # Tiny 2.1: a 1 ends the turn
    assert t.forced == ()


def test_a_games_own_scene_is_loaded_from_its_module_path(tinygame):
    import dataclasses

    from zombiebox.ui.boardview import load_view

    assert isinstance(load_view(tinygame), GenericBoardView)  # scene=None: the generic view
    own = dataclasses.replace(tinygame, scene="tests.ui.test_table:HoldEverywhere")
    assert type(load_view(own)) is HoldEverywhere


def test_leaving_with_an_unwritable_data_folder_still_reaches_the_menu(tinygame, tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("ZOMBIEBOX_HOME", str(blocker))
    app = make_app()
    app.push(MainMenu(app))
    app.play(Match(tinygame, None, 5))
    press_choice(app, "roll")
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MainMenu)
    assert any("could not be kept for Continue" in m for m in app.messages)
    app.render()  # the menu draws with no autosave to offer


def test_a_long_status_is_shown_whole_not_cut(tinygame):
    app = App(MIN_WINDOW, Settings(text_size="large"))
    t = app.push(TableScene(app, Match(tinygame, None, 5, True)))
    why = "bank 12 now: the dead are two points from the target and a 1 loses the whole turn total " * 2
    t.ui.say(why.strip())
    lines = t.status_lines(t.areas(app.window.get_rect())["status"].w - 8)
    assert 1 < len(lines) <= 3 and " ".join(lines) == why.strip()
    app.render()


def test_ctrl_p_saves_a_position_that_opens_where_the_game_stood(tinygame):
    from zombiebox.core.position import read_position
    from zombiebox.ui.settings import positions_dir

    app, t = table(tinygame, practice=True)
    press_choice(app, "roll")
    key(app, pygame.K_p, CTRL)
    (path,) = positions_dir().glob("tiny-position-*.json")
    assert str(path) in " ".join(app.messages) and not t.paused  # Ctrl+P is not P (pause)
    assert app.open_position(path, seed=8)
    opened = app.scene
    assert opened is not t and opened.match.steps == [] and opened.match.start is not None
    assert opened.match.legal_actions() == t.match.legal_actions()
    assert read_position(path).state == tinygame.rules.encode(t.match.state)


def test_the_save_this_position_button_writes_a_position(tinygame):
    from zombiebox.ui.settings import positions_dir

    app, _ = table(tinygame)
    press(app, "Save this position")
    assert len(list(positions_dir().glob("tiny-position-*.json"))) == 1


def test_a_broken_position_is_a_toast_and_the_menu_stays(tinygame, tmp_path):
    app = make_app()
    app.push(MainMenu(app))
    bad = tmp_path / "p.json"
    bad.write_text('{"format": "zombiebox-position", "version": 1, "game": "tiny", "options": {}, '
                   '"to_move": "living", "state": {"target": "ten"}}')
    assert not app.open_position(bad)
    assert isinstance(app.scene, MainMenu)
    assert any("Cannot open that position" in m and "$.target" in m for m in app.messages)


@pytest.mark.parametrize("case", list(POSITION_CASES))
def test_a_position_no_game_can_play_is_a_toast_and_the_menu_stays(case, tmp_path):
    make, _, words = POSITION_CASES[case]
    app = make_app()
    app.push(MainMenu(app))
    path = tmp_path / "p.json"
    make(path)
    assert not app.open_position(path)
    assert isinstance(app.scene, MainMenu)
    assert any("Cannot open that position" in m and words in m for m in app.messages)


def test_a_side_the_position_or_save_does_not_have_is_a_toast_and_the_menu_stays(tinygame, tmp_path):
    from zombiebox.core.position import position_of

    app = make_app()
    app.push(MainMenu(app))
    match = Match(tinygame, seed=2)
    assert not app.open_position(position_of(match).write(tmp_path / "p.json"), seats={"vampires": "human"})
    assert not app.open_save(match.save(tmp_path / "s.json"), seats={"vampires": "greedy"})
    assert isinstance(app.scene, MainMenu)
    assert sum(m.startswith("Cannot open that") and "has no seat 'vampires'" in m for m in app.messages) == 2
    assert app.open_save(tmp_path / "s.json", seats={"dead": "greedy"})
    assert app.scene.match.seats == {"living": "human", "dead": "greedy"}


def test_play_again_from_a_position_starts_at_the_position_again(tinygame):
    from zombiebox.core.position import position_of

    app, t = table(tinygame, practice=True)
    press_choice(app, "roll")
    start = position_of(t.match)
    app.replace(TableScene(app, Match.from_position(start, seed=3, practice=True)))
    t = app.scene
    t.play_again()
    assert app.scene.match.start == start.state and app.scene.match.steps == []


def test_shift_h_in_practice_asks_hard_off_the_ui_thread_for_its_move_and_each_options_win_chance(tinygame, monkeypatch):
    """Issue 36: the practice hint can ask Hard, which thinks on a worker thread while the frame draws on.
    5 banked and 5 this turn of a target of 10: holding wins, so Hard holds, and it gives each option's
    estimated win chance."""
    app, t = table(tinygame, practice=True)
    t.match.state.scores["living"], t.match.state.turn_total, t.match.state.rolled = 5, 5, True
    release, threads = slow_hard(monkeypatch)
    key(app, pygame.K_h, pygame.KMOD_SHIFT)
    for _ in range(30):   # frames handled and drawn while Hard has not answered
        app.step()
        app.render()
        assert t.hint_thinker.thinking and t.ui.hint is None and "Hard is thinking" in t.ui.status
    assert threads and threads[0] is not threading.main_thread()
    release.set()
    while t.hint_thinker.thinking:
        time.sleep(0.01)
    run_ticks(app, 0.05)
    assert t.ui.hint.action == Action.of("hold")
    assert "Hard would: hold" in t.ui.status and "Win chances: hold 100%" in t.ui.status
    odds = t.ui.status.split("Win chances:")[1]
    assert "roll" in odds and "%" in odds.split("roll")[1]


def test_a_hard_hint_for_a_position_left_is_dropped(tinygame, monkeypatch):
    """Shift+H, then a move before Hard answers: its answer was for the position left, and is not shown."""
    app, t = table(tinygame, practice=True)
    release, _ = slow_hard(monkeypatch)
    key(app, pygame.K_h, pygame.KMOD_SHIFT)
    run_ticks(app, 0.1)
    press_choice(app, "roll")
    release.set()
    while t.hint_thinker.thinking:
        time.sleep(0.01)
    run_ticks(app, 0.1)
    assert t.ui.hint is None and t.asked_hard is None and "Hard would" not in t.ui.status
