"""Positions: a moment of a game written to a file, opened again with the same legal actions;
a broken position is refused with one line saying why."""
import json

import pytest

from zombiebox.core import registry
from zombiebox.core.dice import Dice
from zombiebox.core.match import Match
from zombiebox.core.position import POSITION_FORMAT, position_of, read_position
from zombiebox.core.saves import SaveError

from tests.damaged_positions import CASES as POSITION_CASES, good_position


def _played(game, seed, steps):
    """A match the default bots played `steps` decisions into (fewer if the game ended)."""
    m = Match(game, seed=seed, seats={s: game.default_bot(s) for s in game.rules.seats(game.rules.default_options())})
    bots = {s: game.make_bot(who, s) for s, who in m.seats.items()}
    for _ in range(steps):
        if m.to_move is None:
            break
        m.play(m.bot_choice(bots[m.to_move]).action)
    if m.to_move is None:  # ended: the position one step earlier
        m.rewind(len(m.steps) - 1)
    return m


@pytest.mark.parametrize("game_id,seed", [("tiny", 3), ("tiny", 8), ("avz", 2), ("coz", 4)])
def test_a_position_from_a_random_step_opens_with_the_same_state_and_legal_actions(game_id, seed, tmp_path):
    game = registry.get(game_id)
    step = Dice(seed).randint(1, 60)  # a random step of the playout, the same every run
    m = _played(game, seed, step)
    path = position_of(m).write(tmp_path / "p.json")
    opened = Match.from_position(read_position(path, expected_game=game_id), seed=99)
    assert opened.to_move == m.to_move
    assert opened.legal_actions() == m.legal_actions()
    assert game.rules.encode(opened.state) == game.rules.encode(m.state)
    assert opened.steps == []


def _tiny_position(tinygame, tmp_path, **changes):
    m = Match(tinygame, seed=3, practice=True)
    m.play("roll")
    data = position_of(m).to_json()
    for key, value in changes.items():
        if key.startswith("state."):
            data["state"][key[6:]] = value
        elif value is None:
            del data[key]
        else:
            data[key] = value
    path = tmp_path / "p.json"
    path.write_text(json.dumps(data))
    return path


def test_a_match_from_a_position_undoes_saves_and_replays_from_it(tinygame, tmp_path):
    position = read_position(_tiny_position(tinygame, tmp_path))
    m = Match.from_position(position, seed=5, practice=True)
    assert m.undo_turn_refusal() == "nothing to undo"  # the position is where the match began
    m.play("roll")
    m.play(m.legal_actions()[0])
    after = tinygame.rules.encode(m.state)
    assert m.undo_turn() == 1 and m.undo_turn() == 1
    assert tinygame.rules.encode(m.state) == position.state
    m.redo_turn(), m.redo_turn()
    loaded = Match.load(m.save(tmp_path / "s.json"))
    assert loaded.start == position.state and tinygame.rules.encode(loaded.state) == after
    loaded.rewind(0)
    assert tinygame.rules.encode(loaded.state) == position.state


def test_a_hand_written_position_sets_up_a_rulebook_case(tinygame, tmp_path):
    every_bone_drawn = {"living": [], "dead": ["b1", "b2", "b3", "b4", "b5", "b6"]}
    path = _tiny_position(tinygame, tmp_path, **{"state.turn_total": 9, "state.bag": [], "state.piles": every_bone_drawn})
    m = Match.from_position(read_position(path), seed=1)
    m.play("hold")  # Tiny 2.2: the 9 is banked; an empty bag draws nothing
    assert m.state.scores["living"] == 9 and m.state.piles["living"] == []
    assert not any(e.reveals for _, e in m.log)


@pytest.mark.parametrize("changes,words", [
    ({"format": "zombiebox-save"}, "is a saved game, not a position"),
    ({"format": "chess"}, "is not a zombiebox position"),
    ({"version": 9}, "newer zombiebox"),
    ({"game": "chess"}, "unknown game 'chess'"),
    ({"options": {"target": 7}}, "option target must be one of"),
    ({"to_move": None}, "has no to_move"),
    ({"state": [1, 2]}, "state must be an object"),
    ({"to_move": "dead"}, "says dead is to move, but its state gives the decision to living"),
    ({"state.turn": "three"}, "at `$.turn`"),
    ({"state.scores": {"living": 10, "dead": 0}}, "the game is over in its state"),
    ({"state.bag": ["b1"]}, "breaks the rules: bones are not conserved"),
])
def test_a_broken_position_is_refused_with_one_line(tinygame, tmp_path, changes, words):
    with pytest.raises(SaveError) as err:
        read_position(_tiny_position(tinygame, tmp_path, **changes))
    assert words in str(err.value) and "\n" not in str(err.value)


def test_a_position_of_another_game_is_refused(tinygame, tmp_path):
    with pytest.raises(SaveError, match="is a position of Graveyard Dash, not of avz"):
        read_position(_tiny_position(tinygame, tmp_path), expected_game="avz")


def test_a_state_the_game_cannot_read_is_refused_not_a_crash(tmp_path):
    m = _played(registry.get("coz"), 1, 5)
    data = position_of(m).to_json()
    data["state"] = {"what": "not a City of Zombies state"}
    path = tmp_path / "p.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="City of Zombies"):
        read_position(path)


def test_a_finished_game_has_no_position(tinygame):
    m = Match(tinygame, seed=2)
    while m.outcome is None:
        m.play(m.bot_choice(tinygame.make_bot("greedy", m.to_move)).action)
    with pytest.raises(ValueError, match="game is over"):
        position_of(m)


def test_the_file_says_what_it_is(tinygame, tmp_path):
    data = json.loads(_tiny_position(tinygame, tmp_path).read_text())
    assert data["format"] == POSITION_FORMAT and data["version"] == 1
    assert data["game"] == "tiny" and data["to_move"] == "living" and data["options"] == {"target": 10, "sure_thing": "no"}


def test_a_state_another_game_wrote_is_refused_not_a_crash(tinygame, tmp_path):
    data = position_of(_played(registry.get("avz"), 1, 3)).to_json()
    data["state"] = position_of(Match(tinygame, seed=1)).state
    path = tmp_path / "p.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="Aliens vs. Zombies"):
        read_position(path)


def _before_an_automatic_step(game_id, field, value):
    """A position of `game_id` whose state stands before an automatic step (`field` set to `value`)."""
    data = position_of(_played(registry.get(game_id), 1, 40)).to_json()
    data["state"][field], data["to_move"] = value, None
    return data


@pytest.mark.parametrize("game_id,field,value,rule", [
    ("atz", "phase", "initiative", "ATZ 5.2"),   # the initiative roll
    ("zs", "stage", "step1", "ZS Part II"),      # step 1: a die, a zombie in every yard
])
def test_a_position_before_an_automatic_step_opens_and_the_match_plays_it_with_its_dice(
        game_id, field, value, rule, tmp_path):
    path = tmp_path / "p.json"
    path.write_text(json.dumps(_before_an_automatic_step(game_id, field, value)))
    position = read_position(path)
    assert position.to_move is None and position.state[field] == value  # kept as written: the match rolls
    opened = Match.from_position(position, seed=4)
    assert opened.to_move in opened.seats and opened.legal_actions()
    assert opened.log and opened.log[0][0] == 0 and opened.log[0][1].rule.startswith(rule)
    again = Match.load(opened.save(tmp_path / "s.json"))  # the replay plays the step with the same dice
    assert registry.get(game_id).rules.encode(again.state) == registry.get(game_id).rules.encode(opened.state)


def test_a_position_before_an_automatic_step_names_no_seat(tmp_path):
    data = _before_an_automatic_step("atz", "phase", "initiative")
    data["to_move"] = "survivors"  # ATZ 5.2: the dice say who goes first
    path = tmp_path / "p.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match=r"waits for what the rules play by themselves \(ATZ 5.2\).*to_move must be null"):
        read_position(path)


@pytest.mark.parametrize("game_id,situation", [
    ("avz", "any"), ("coz", "any"), ("coz", "coz dice rolled"), ("zs", "any"), ("zs", "zs throw"),
    ("zs", "zs placed"), ("zt", "zt human turn"), ("atz", "atz on the board")])
def test_the_good_positions_the_damaged_ones_change_open(game_id, situation, tmp_path):
    path = tmp_path / "p.json"
    path.write_text(json.dumps(good_position(game_id, situation)))
    assert Match.from_position(read_position(path, game_id), seed=1).legal_actions()


@pytest.mark.parametrize("case", list(POSITION_CASES))
def test_a_position_no_game_can_play_is_refused_in_one_line(case, tmp_path):
    make, game_id, words = POSITION_CASES[case]
    path = tmp_path / "p.json"
    make(path)
    with pytest.raises(SaveError) as err:
        read_position(path, game_id)
    assert words in str(err.value) and "\n" not in str(err.value) and str(path) in str(err.value)
