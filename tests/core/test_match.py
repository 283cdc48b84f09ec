"""Match: history, undo/redo by replay, the reveal barrier, what-if dice, autosave."""
import pytest

from tests.tiny.game import DashRules
from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core import registry
from zombiebox.core.match import Match, Step
from zombiebox.core.saves import checksum


def test_play_and_refusal_changes_nothing(tinygame):
    m = Match(tinygame, seed=1)
    with pytest.raises(IllegalAction) as err:
        m.play("hold")
    assert err.value.rule == "Tiny 2.2" and "roll at least once" in err.value.reason
    assert m.steps == [] and m.state.turn_total == 0


def test_text_that_is_not_an_action_is_refused(tinygame):
    with pytest.raises(IllegalAction):
        Match(tinygame, seed=1).play("move to=[a")


def test_undo_stops_at_a_revealed_die_outside_practice(tinygame):
    m = Match(tinygame, seed=1)
    m.play("roll")
    assert m.undo_refusal() is not None and "practice" in m.undo_refusal()
    assert m.undo() is False and len(m.steps) == 1


def test_practice_undo_and_redo_replay_the_same_game(tinygame):
    m = Match(tinygame, seed=4, practice=True)
    for _ in range(6):
        m.play(m.legal_actions()[-1])
    before = tinygame.rules.encode(m.state)
    assert m.undo() and m.undo()
    assert len(m.steps) == 4
    assert m.redo() and m.redo()
    assert tinygame.rules.encode(m.state) == before
    assert not m.redo()


def test_a_new_action_after_undo_clears_redo(tinygame):
    m = Match(tinygame, seed=4, practice=True)
    m.play("roll")
    m.undo()
    m.play("roll")
    assert m.redo_steps == []


def test_what_if_dice_are_practice_only_and_recorded(tinygame):
    with pytest.raises(IllegalAction):
        Match(tinygame, seed=2).play("roll", forced=(5,))
    m = Match(tinygame, seed=2, practice=True)
    m.play("roll", forced=(5, 6))  # one die used; the 6 must not leak into the next roll
    assert m.state.turn_total == 5
    assert m.steps[-1].forced == (5,)
    assert m.dice.pending == []
    m.play("roll")
    replayed = Match(tinygame, seed=2, practice=True)
    replayed._replay(m.steps)
    assert tinygame.rules.encode(replayed.state) == tinygame.rules.encode(m.state)


def test_autosave_after_each_turn(tinygame, tmp_path):
    m = Match(tinygame, seed=3)
    m.autosave_path = tmp_path / "auto.json"
    while m.to_move == "living" and not m.autosave_path.exists():
        m.play("hold" if m.state.rolled else "roll")
    assert m.autosave_path.exists()  # the turn passed to the dead
    assert Match.load(m.autosave_path).steps == m.steps


def test_a_solo_sides_long_turn_is_autosaved_every_few_actions(tmp_path):
    """All Things Zombie solo: the survivors' seat never changes (the zombies are the rules'), yet a crash
    mid-game loses at most AUTOSAVE_EVERY actions."""
    from zombiebox.core.match import AUTOSAVE_EVERY
    game = registry.get("atz")
    m = Match(game, seed=3)
    m.autosave_path = tmp_path / "auto.json"
    bot = game.make_bot("scout", "survivors")
    seats = set()
    for _ in range(AUTOSAVE_EVERY):
        seats.add(m.to_move)
        m.play(m.bot_choice(bot).action)
    assert seats == {"survivors"} and m.outcome is None
    assert Match.load(m.autosave_path).steps == m.steps


def test_bot_choice_is_deterministic_for_a_position(tinygame):
    m = Match(tinygame, seed=3)
    bot = tinygame.make_bot("random", "living")
    assert m.bot_choice(bot) == m.bot_choice(bot)


def test_a_failed_autosave_keeps_the_move_and_says_why(tinygame, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the autosave folder should be")
    m = Match(tinygame, seed=3)
    m.autosave_path = blocker / "auto.json"
    while m.to_move == "living":
        m.play("hold" if m.state.rolled else "roll")
    assert m.to_move == "dead" and m.steps  # the turn passed: the moves stand
    assert "autosave" in m.autosave_error and "failed" in m.autosave_error


def _solo_after_a_bot_turn(tinygame, practice):
    """A solo game (living human, dead the greedy bot) after the human's turn and the bot's reply."""
    m = Match(tinygame, seed=5, practice=practice, seats={"dead": "greedy"})
    bot = tinygame.make_bot("greedy", "dead")
    while m.to_move == "living":
        m.play("hold" if m.state.turn_total >= 4 else "roll")
    human_steps = len(m.steps)
    while m.to_move == "dead":
        m.play(m.bot_choice(bot).action)
    return m, human_steps


def test_solo_undo_goes_back_to_the_humans_last_decision_with_the_bot_replies(tinygame):
    m, human_steps = _solo_after_a_bot_turn(tinygame, practice=True)
    before = len(m.steps)
    assert m.solo and before > human_steps
    assert m.undo_turn() == before - (human_steps - 1)  # the human's last decision and every bot step after it
    assert len(m.steps) == human_steps - 1 and m.to_move == "living"


def test_solo_redo_brings_the_bot_replies_back_with_the_move_they_answered(tinygame):
    m, _ = _solo_after_a_bot_turn(tinygame, practice=True)
    after = tinygame.rules.encode(m.state)
    total = len(m.steps)
    undone = m.undo_turn()
    assert undone > 1
    assert m.redo_turn() == undone  # one human decision, then every bot step after it
    assert len(m.steps) == total and tinygame.rules.encode(m.state) == after
    assert m.redo_turn() == 0


def test_solo_undo_before_the_human_decided_is_refused(tinygame):
    m = Match(tinygame, seed=5, practice=True, seats={"living": "greedy"})
    bot = tinygame.make_bot("greedy", "living")
    assert m.undo_turn_refusal() == "you have not made a decision yet"
    while m.to_move == "living":
        m.play(m.bot_choice(bot).action)
    assert m.undo_turn_refusal() == "you have not made a decision yet" and m.undo_turn() == 0
    assert m.steps  # the bot's moves stand


def test_solo_undo_past_a_bot_roll_is_for_practice_mode(tinygame):
    m, _ = _solo_after_a_bot_turn(tinygame, practice=False)
    steps = list(m.steps)
    refusal = m.undo_turn_refusal()
    assert refusal.startswith("a move since your last decision revealed hidden information") and "practice" in refusal
    assert m.undo_turn() == 0 and m.steps == steps


def test_hot_seat_undo_takes_back_one_step(tinygame):
    m = Match(tinygame, seed=4, practice=True)
    assert not m.solo and m.undo_turn_refusal() == "nothing to undo"
    for _ in range(3):
        m.play("roll")
    assert m.undo_turn() == 1 and len(m.steps) == 2
    assert m.redo_turn() == 1 and len(m.steps) == 3


def test_hot_seat_undo_past_a_roll_is_for_practice_mode(tinygame):
    m = Match(tinygame, seed=4)
    m.play("roll")
    assert m.undo_turn_refusal().startswith("that action revealed hidden information")
    assert m.undo_turn() == 0 and len(m.steps) == 1


def test_bots_only_is_not_solo(tinygame):
    assert not Match(tinygame, seats={"living": "greedy", "dead": "random"}).solo


class RollsLate(DashRules):
    """The tiny game, with a change made to the state before the die is rolled."""

    def apply(self, state, action, dice):
        state.turn += 1
        return super().apply(state, action, dice)


def test_a_die_set_by_hand_that_the_roll_cannot_show_is_refused_and_changes_nothing(tinygame):
    import dataclasses

    m = Match(dataclasses.replace(tinygame, rules=RollsLate()), seed=2, practice=True)
    m.play("roll")
    before = tinygame.rules.encode(m.state)
    with pytest.raises(IllegalAction, match="not a face of the d6"):
        m.play("roll", forced=(7,))  # the half-applied move is taken back
    assert tinygame.rules.encode(m.state) == before and len(m.steps) == 1
    assert m.dice.pending == []
    for bad in (0, -3, "6", 2.5):
        with pytest.raises(IllegalAction):
            m.play("roll", forced=(bad,))
    assert tinygame.rules.encode(m.state) == before


def test_undo_and_redo_keep_the_autosave_at_the_position_shown(tinygame, tmp_path):
    m = Match(tinygame, seed=4, practice=True)
    m.autosave_path = tmp_path / "auto.json"
    for _ in range(3):
        m.play("roll")
    m.undo()
    assert Match.load(m.autosave_path).steps == m.steps  # Continue brings back the undone position
    m.redo()
    assert Match.load(m.autosave_path).steps == m.steps


def test_a_redo_step_the_rules_refuse_is_refused_and_the_redo_list_dropped(tinygame):
    m = Match(tinygame, seed=4, practice=True)
    m.play("roll")
    m.undo()
    before = tinygame.rules.encode(m.state)
    m.redo_steps.append(Step(Action.of("hold"), "living"))  # hold before any roll: Tiny 2.2
    with pytest.raises(IllegalAction, match="roll at least once"):
        m.redo()
    assert m.redo_steps == [] and m.steps == []
    assert tinygame.rules.encode(m.state) == before


def test_a_saves_redo_list_is_checked_on_load(tinygame):
    m = Match(tinygame, seed=4, practice=True)
    for _ in range(3):
        m.play("roll")
    m.undo()
    m.undo()
    data = m.to_json()
    assert Match.from_json(data).load_note is None
    assert [s.action.text for s in Match.from_json(data).redo_steps] == ["roll", "roll"]
    data["redo"].insert(1, {"action": "fly", "seat": "living", "forced": []})  # no such move in Tiny
    data["checksum"] = checksum(data)
    loaded = Match.from_json(data)
    assert "redo step 2 'fly' is refused" in loaded.load_note and "2 redo steps dropped" in loaded.load_note
    assert [s.action.text for s in loaded.redo_steps] == ["roll"]  # the step before the bad one stays
    assert tinygame.rules.encode(loaded.state) == tinygame.rules.encode(m.state)
