"""What a player types and clicks at the table and on the new-game screen never takes it down:
what-if dice take faces 1-6 only, a die the roll cannot show is refused, a redo the rules refuse
is said, the autosave follows undo, and right click steps a value back. What-if dice wait for
an action that rolls; the bots stand still under an overlay; a save's word stays to be read."""
import json

import pygame

from zombiebox.core.actions import Action
from zombiebox.core.match import Match, Step
from zombiebox.core.saves import checksum
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.newgame import NewGameScene
from zombiebox.ui.scene import Scene
from zombiebox.ui.settings import autosave_path
from zombiebox.ui.table import TableScene
from zombiebox.ui.what_if import MAX_WHAT_IF, WhatIfEntry

from .helpers import button, click, key, make_app, press, press_choice, run_ticks

CTRL = pygame.KMOD_CTRL


def practice_table(game, seed=5):
    app = make_app()
    app.push(MainMenu(app))
    scene = app.push(TableScene(app, Match(game, None, seed, True)))
    app.render()
    return app, scene


def type_keys(app, text):
    for ch in text:
        key(app, ord(ch), unicode=ch)


def test_what_if_dice_take_each_digit_as_one_die(tinygame):
    app, t = practice_table(tinygame)
    key(app, pygame.K_d)
    assert "type faces 1-6, one digit a die" in t.ui.status
    type_keys(app, "66 6666")
    key(app, pygame.K_RETURN)
    assert t.forced == (6,) * 6
    press_choice(app, "roll")  # the roll uses one of them; the others never reach a later roll
    assert t.match.steps[-1].forced == (6,) and t.match.state.turn_total == 6
    assert t.forced == () and t.match.dice.pending == []


def typed(t):
    """The dice typed so far in the what-if entry (D)."""
    return t.view.mode.typed


def test_what_if_dice_refuse_what_is_not_a_face_with_a_message(tinygame):
    app, t = practice_table(tinygame)
    key(app, pygame.K_d)
    type_keys(app, "2")
    for ch in "70x-":
        key(app, ord(ch), unicode=ch)
        assert t.ui.status_kind == "bad" and f"'{ch}' is not a face of a d6" in t.ui.status
        assert typed(t) == [2]
    key(app, pygame.K_LSHIFT)  # a key with no character is no input at all
    assert typed(t) == [2] and t.ui.status_kind == "text"
    key(app, pygame.K_z, CTRL, "\x1a")
    assert typed(t) == [2] and t.ui.status_kind == "text"
    type_keys(app, "5" * (MAX_WHAT_IF + 3))
    assert len(typed(t)) == MAX_WHAT_IF and f"at most {MAX_WHAT_IF} dice" in t.ui.status
    key(app, pygame.K_BACKSPACE)
    assert len(typed(t)) == MAX_WHAT_IF - 1
    key(app, pygame.K_ESCAPE)
    assert not isinstance(t.view.mode, WhatIfEntry) and t.forced == ()


def test_a_die_the_roll_cannot_show_is_refused_not_a_crash(tinygame):
    app, t = practice_table(tinygame)
    t.forced = (7,)  # set by any route: the roll refuses it
    press_choice(app, "roll")
    assert t.match.steps == [] and t.forced == ()
    assert t.ui.status_kind == "bad" and "not a face of the d6" in t.ui.status
    press_choice(app, "roll")  # and the move itself can be played
    assert len(t.match.steps) == 1


def test_continue_after_undo_brings_back_the_undone_position(tinygame):
    app, t = practice_table(tinygame, seed=4)
    t.match.autosave_path = autosave_path()
    for _ in range(3):
        press_choice(app, "roll")
    key(app, pygame.K_z, CTRL)
    kept = [s.action for s in t.match.steps]
    assert [s.action for s in Match.load(autosave_path()).steps] == kept


def test_a_redo_the_rules_refuse_is_said_and_dropped(tinygame):
    app, t = practice_table(tinygame, seed=4)
    press_choice(app, "roll")
    key(app, pygame.K_z, CTRL)
    t.match.redo_steps[:] = [Step(Action.of("roll"), "living"), Step(Action.of("fly"), "living")]
    key(app, pygame.K_y, CTRL)
    assert any("Cannot redo" in m and "'fly' is not open now" in m for m in app.messages)
    assert t.match.redo_steps == [] and t.match.steps == []
    key(app, pygame.K_y, CTRL)
    assert t.ui.status == "Nothing to redo"


def test_a_save_with_a_refused_redo_step_opens_with_a_toast(tinygame, tmp_path):
    m = Match(tinygame, seed=4, practice=True)
    m.play("roll")
    m.undo()
    data = m.to_json()
    data["redo"] = [{"action": "fly", "seat": "living", "forced": []}]
    data["checksum"] = checksum(data)
    (tmp_path / "s.json").write_text(json.dumps(data))
    app = make_app()
    app.push(MainMenu(app))
    assert app.open_save(tmp_path / "s.json")
    assert app.scene.match.redo_steps == []
    assert any("redo step 1 'fly' is refused" in m for m in app.messages)
    key(app, pygame.K_y, CTRL)
    assert app.scene.ui.status == "Nothing to redo"


def test_right_click_on_a_new_game_value_steps_it_back(tinygame):
    app = make_app()
    app.push(NewGameScene(app, tinygame))
    assert app.scene.seats["dead"] == "greedy"
    click(app, button(app, "bot: greedy").rect.center, button=3)  # human, random, greedy: back one
    assert app.scene.seats["dead"] == "random"
    click(app, button(app, "10").rect.center, button=3)
    assert app.scene.options["target"] == 20
    click(app, button(app, "Start").rect.center, button=3)  # not a value: nothing happens
    assert isinstance(app.scene, NewGameScene)
    press(app, "Start")
    assert app.scene.match.seats["dead"] == "random"


def test_what_if_dice_wait_for_the_next_action_that_rolls(tinygame):
    app, t = practice_table(tinygame)
    press_choice(app, "roll")
    key(app, pygame.K_d)
    type_keys(app, "66")
    key(app, pygame.K_RETURN)
    assert "the next action that rolls dice rolls 6 6 first" in t.ui.status.lower()
    press_choice(app, "hold")  # Tiny 2.2: a hold rolls nothing, so the dice set by hand wait
    assert t.match.steps[-1].forced == () and t.forced == (6, 6)
    assert t.banner_note().startswith("next dice 6 6 (for the next roll)")
    press_choice(app, "roll")  # the next seat's roll takes the first of them; the rest go
    assert t.match.steps[-1].forced == (6,) and t.match.state.turn_total == 6
    assert t.forced == () and "next dice" not in t.banner_note()
    again = Match.from_json(t.match.to_json())  # the save records the die where it was rolled
    assert [s.forced for s in again.steps] == [(), (), (6,)] and again.state.turn_total == 6


def bots_table(game, **settings):
    app = make_app(**settings)
    app.push(MainMenu(app))
    scene = app.push(TableScene(app, Match(game, None, 5, False, {"living": "greedy", "dead": "greedy"})))
    app.render()
    return app, scene


def test_bots_stand_still_under_any_overlay_and_wait_their_pace_after(tinygame):
    app, t = bots_table(tinygame, bot_pace=0.5)
    run_ticks(app, 0.4)  # most of a bot's wait gone when the rulebook opens
    key(app, pygame.K_F1)
    assert type(app.scene).__name__ == "RulesViewer"
    run_ticks(app, 10)
    assert t.match.steps == []
    key(app, pygame.K_ESCAPE)
    assert app.scene is t
    run_ticks(app, 0.3)  # back at the table: the bot waits its whole pace, the board is seen first
    assert t.match.steps == []
    run_ticks(app, 0.3)
    assert len(t.match.steps) == 1
    app.push(Scene(app))  # any scene over the table (settings, a menu) holds the bots the same way
    run_ticks(app, 10)
    assert len(t.match.steps) == 1
    app.pop()
    run_ticks(app, 3)  # the last roll's dice settle, then the pace: the bots play on
    assert len(t.match.steps) >= 2


def test_ctrl_s_during_the_bots_play_says_saved_for_seconds(tinygame):
    app, t = bots_table(tinygame, bot_pace=0.5)
    key(app, pygame.K_s, CTRL, "\x13")
    saved = [m for m in app.messages if m.startswith("Saved to ")]
    assert saved and Match.load(saved[0].removeprefix("Saved to ")).game.game_id == tinygame.game_id
    run_ticks(app, 4)  # bots move meanwhile, each rewriting the status line
    assert len(t.match.steps) >= 3 and saved[0] in app.messages
    run_ticks(app, 3)
    assert saved[0] not in app.messages


def test_the_save_and_position_toasts_hide_no_button(tinygame):
    """Noticed at the end of the last session: the save's toast covered the toolbar for 6 s. At the
    smallest window, Ctrl+S then Ctrl+P: both toasts stand above the status line, clear of every
    button of the table."""
    app, t = practice_table(tinygame)
    app.window = pygame.display.set_mode((960, 600))
    key(app, pygame.K_s, CTRL, "\x13")
    key(app, pygame.K_p, CTRL, "\x10")
    app.render()
    rects = app.toast_rects(app.window)
    status = t.areas(app.window.get_rect())["status"]
    assert len(rects) == 2 and all(r.bottom <= status.top for r in rects)
    assert not [b.label for b in t.buttons(app.window.get_rect()) if b.rect.collidelist(rects) >= 0]


def test_a_run_of_actions_a_gesture_means_plays_in_order_and_stops_at_the_first_refused(tinygame):
    from zombiebox.ui.boardview import BoardView
    from zombiebox.ui.modes import Plays

    class Gesture(BoardView):  # a board whose click means a run of actions
        answer = None

        def click(self, pos, match, ui):
            return self.answer

    app = make_app()
    app.push(MainMenu(app))
    t = app.push(TableScene(app, Match(tinygame, None, 4, False), Gesture(tinygame)))
    board = t.areas(app.window.get_rect())["board"]
    roll, hold = Action.of("roll"), Action.of("hold")
    t.view.answer = Plays([hold, roll])  # hold before a roll is refused: nothing after it is played
    click(app, board.center)
    assert t.match.steps == [] and t.ui.status == "Refused: you must roll at least once before you hold (Tiny 2.2)"
    seat = t.match.to_move
    t.view.answer = Plays([roll, hold, roll])  # the hold ends the turn: the last roll is not this seat's
    click(app, board.center)
    assert [s.action for s in t.match.steps] == [roll, hold] and {s.seat for s in t.match.steps} == {seat}
    assert t.match.to_move != seat
