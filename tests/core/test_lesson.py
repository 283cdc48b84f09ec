"""Lessons (issue 37.3): read like positions, proved by playing them (core/lesson.py)."""
import json

import pytest

from zombiebox.core.actions import Action
from zombiebox.core.lesson import LessonError, each_lesson, lesson_paths, read_lesson, rehearse
from zombiebox.core.match import Match
from zombiebox.core.position import position_of
from zombiebox.core import registry


def _lesson(tmp_path, **fields):
    match = Match(registry.get("tiny"), {"target": 10}, 1)
    data = {"format": "zombiebox-lesson", "version": 1, "game": "tiny", "title": "Roll, then hold",
            "section": "Tiny 2.2", "teaches": "You must roll once before you hold.",
            "position": position_of(match).to_json(), "seed": 3, "end": "You banked your roll.",
            "steps": [{"ask": "Roll the die.", "expect": ["roll"], "dice": [5], "said": "A 5: your turn total is 5."},
                      {"ask": "Bank it.", "expect": ["hold"], "said": "Banked.",
                       "mistakes": [{"action": "roll", "why": "A 1 would lose it (Tiny 2.1)."}]}]}
    data.update(fields)
    folder = tmp_path / "tiny"
    folder.mkdir(exist_ok=True)
    path = folder / "01-roll.json"
    path.write_text(json.dumps(data))
    return path


def test_a_lesson_plays_its_expected_moves_with_the_books_dice(tmp_path):
    lesson = read_lesson(_lesson(tmp_path))
    assert rehearse(lesson) == []
    tutor = lesson.open()
    assert tutor.try_move(Action.of("roll")).kind == "right"
    assert tutor.match.state.turn_total == 5  # the book's die, not the seed's
    said = tutor.try_move(Action.of("roll"))
    assert (said.kind, said.words) == ("mistake", "A 1 would lose it (Tiny 2.1).")
    assert tutor.at == 1 and len(tutor.match.steps) == 1  # the mistake was not played
    assert tutor.try_move(Action.of("hold")).kind == "right" and tutor.over


def test_a_move_spelled_another_way_the_rules_accept_is_the_expected_move(tmp_path):
    """Tiny 2.2: "hold points=5" is the hold that banks 5, as a CoZ "2 × 3 + 6" is the listed way to 12."""
    steps = [{"ask": "Roll the die.", "expect": ["roll"], "dice": [5]},
             {"ask": "Bank your 5.", "expect": ["hold points=5"], "said": "Banked."}]
    lesson = read_lesson(_lesson(tmp_path, steps=steps))
    assert rehearse(lesson) == []                           # the book's spelling is a legal expected move
    tutor = lesson.open()
    tutor.try_move(Action.of("roll"))
    assert Action.of("hold", points=5) not in tutor.match.legal_actions()
    assert tutor.try_move(Action.of("hold", points=4)).kind == "illegal"
    assert tutor.try_move(Action.of("hold")).kind == "right" and tutor.over   # the listed spelling too


def test_a_mistake_is_known_in_any_spelling(tmp_path):
    steps = [{"ask": "Roll the die.", "expect": ["roll"], "dice": [5]},
             {"ask": "Roll again.", "expect": ["roll"], "dice": [4],
              "mistakes": [{"action": "hold", "why": "Not yet (Tiny 2.1)."}]}]
    tutor = read_lesson(_lesson(tmp_path, steps=steps)).open()
    tutor.try_move(Action.of("roll"))
    said = tutor.try_move(Action.of("hold", points=5))
    assert (said.kind, said.words) == ("mistake", "Not yet (Tiny 2.1).") and tutor.at == 1


def test_an_illegal_move_is_refused_with_the_rules_reason(tmp_path):
    tutor = read_lesson(_lesson(tmp_path)).open()
    said = tutor.try_move(Action.of("hold"))
    assert said.kind == "illegal" and said.rule.startswith("Tiny")


@pytest.mark.parametrize("steps, problem", [
    ([{"ask": "Hold.", "expect": ["hold"]}], "is not legal there"),
    ([{"ask": "Roll.", "expect": ["roll"], "dice": [5, 4]}], "read 1 of the book's 2 dice"),
    ([{"ask": "Roll.", "expect": ["roll"], "mistakes": [{"action": "hold", "why": "no"}]}], "mistake hold is not a legal move"),
    ([{"ask": "Roll.", "expect": ["roll"], "mistakes": [{"action": "roll", "why": "no"}]}], "is one of the expected moves"),
])
def test_a_lesson_that_does_not_play_as_it_says_is_named(tmp_path, steps, problem):
    problems = rehearse(read_lesson(_lesson(tmp_path, steps=steps)))
    assert len(problems) == 1 and problem in problems[0]


@pytest.mark.parametrize("fields, words", [
    ({"section": "Tiny 9.9"}, "is not a section"),
    ({"steps": [{"ask": "Roll.", "expect": ["roll x=="]}]}, "is not an action"),
    ({"version": 7}, "newer zombiebox"),
    ({"real_game": {"bots": {"dead": "easy"}}}, "not both"),
    ({"position": None, "steps": [], "real_game": {"bots": {"living": "easy", "dead": "easy"}}}, "no seat to the player"),
    ({"teaches": 5}, "teaches"),
])
def test_a_broken_lesson_is_refused_in_one_line(tmp_path, fields, words):
    with pytest.raises(LessonError, match=words):
        read_lesson(_lesson(tmp_path, **fields))


def test_a_real_game_lesson_names_its_bots(tmp_path):
    lesson = read_lesson(_lesson(tmp_path, position=None, steps=[], real_game={"bots": {"dead": "easy"}}))
    assert lesson.real_game.bots == {"dead": "easy"} and rehearse(lesson) == []


def test_the_lessons_own_steps_are_played_one_at_a_time(tmp_path):
    steps = [{"ask": "Roll.", "expect": ["roll"], "dice": [5], "said": "A 5."},
             {"ask": "Bank it.", "expect": ["hold"], "said": "Banked."},
             {"expect": ["roll"], "dice": [4], "said": "The Dead roll 4."},
             {"expect": ["roll"], "dice": [3], "said": "And 3."},
             {"ask": "Roll.", "expect": ["roll"], "dice": [2]}]
    tutor = read_lesson(_lesson(tmp_path, steps=steps)).open()
    assert tutor.play_lesson_step() is None   # the player is asked first
    tutor.try_move(Action.of("roll"))
    tutor.try_move(Action.of("hold"))
    assert tutor.play_lesson_step().said == "The Dead roll 4." and tutor.at == 3
    assert tutor.match.state.turn_total == 4
    assert [s.said for s in tutor.play_lesson_steps()] == ["And 3."] and tutor.at == 4
    assert tutor.play_lesson_step() is None and tutor.step.ask == "Roll."


def test_each_lesson_puts_a_broken_files_fault_in_its_place(tmp_path, monkeypatch):
    monkeypatch.setenv("ZOMBIEBOX_LESSONS", str(tmp_path))
    _lesson(tmp_path)
    (tmp_path / "tiny" / "02-broken.json").write_text("[]")
    first, broken = each_lesson("tiny")
    assert first.title == "Roll, then hold" and first.number == 1
    assert isinstance(broken, LessonError) and "02-broken.json is not a zombiebox lesson" in str(broken)
    assert lesson_paths("avz") == []   # the folder named holds no lessons of it
