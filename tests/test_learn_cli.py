"""`zombiebox learn` (issue 37.4): --list [--json] lists every game's lessons with their sections;
--check plays them headless (exit 0 when all pass, 1 otherwise); a wrong lesson number is one line,
exit 2. The lessons are the tiny game's (tests/tiny/lessons), or broken copies of them in tmp."""
import json
import shutil
from pathlib import Path

import pytest

from zombiebox.cli import main

LESSONS = Path(__file__).resolve().parent / "tiny" / "lessons"


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def lessons(monkeypatch, tmp_path, tinygame):
    """A copy of the tiny game's lessons, to break."""
    folder = tmp_path / "lessons"
    shutil.copytree(LESSONS, folder)
    monkeypatch.setenv("ZOMBIEBOX_LESSONS", str(folder))
    return folder / "tiny"


def test_learn_list_json_lists_each_lesson_with_its_number_title_and_section(capsys, lessons):
    code, out, _ = run(capsys, "learn", "--list", "--json")
    rows = json.loads(out)
    assert code == 0 and isinstance(rows, list)
    assert [(r["game"], r["number"], r["title"], r["section"], r["real_game"], r["done"]) for r in rows] == [
        ("tiny", 1, "Roll, then hold", "Tiny 2.2", False, False),
        ("tiny", 2, "A game against the Easy bot", "Tiny 3.0", True, False)]
    code, out, _ = run(capsys, "learn", "tiny", "--list")
    assert code == 0 and "1. Roll, then hold  [Tiny 2.2]" in out and "zombiebox learn tiny N" in out


def test_learn_check_passes_sound_lessons_and_fails_a_broken_one(capsys, lessons):
    code, out, _ = run(capsys, "learn", "--check")
    assert code == 0 and out.strip() == "2 lessons checked: each plays as it says"
    first = lessons / "01-roll-then-hold.json"
    data = json.loads(first.read_text())
    data["steps"][0]["dice"] = [5, 4]   # more dice than the roll reads
    first.write_text(json.dumps(data))
    code, out, _ = run(capsys, "learn", "tiny", "--check")
    assert code == 1
    assert "tiny/01-roll-then-hold step 1: its move read 1 of the book's 2 dice" in out
    assert out.strip().endswith("2 lessons checked: 1 problem")


def test_learn_check_reports_a_lesson_that_cannot_be_read(capsys, lessons):
    (lessons / "03-broken.json").write_text("{not json")
    code, out, _ = run(capsys, "learn", "--check")
    assert code == 1 and "03-broken.json is not a readable zombiebox lesson" in out
    code, out, _ = run(capsys, "learn", "--list", "--json")
    assert code == 0 and "not a readable zombiebox lesson" in json.loads(out)[2]["error"]


@pytest.mark.parametrize("argv, words", [
    (["learn", "tiny", "9"], "tiny has 2 lessons: N is a number from 1 to 2, not '9'"),
    (["learn", "tiny", "0"], "N is a number from 1 to 2, not '0'"),
    (["learn", "tiny", "two"], "not 'two'"),
    (["learn", "chess", "1"], "unknown game 'chess'"),
    (["learn", "zt"], "Zombie Terror has no lessons yet"),
    (["learn"], "learn takes a GAME"),
    (["learn", "tiny", "1", "--check"], "give no lesson number"),
    (["learn", "--json"], "--json goes with --list"),
    (["screenshot", "tiny", "--lesson", "tiny/1", "--out", "x.png"], "give no GAME"),
    (["screenshot", "--lesson", "tiny/3", "--out", "x.png"], "N is a number from 1 to 2"),
])
def test_learn_mistakes_are_one_line_and_exit_2(capsys, lessons, argv, words):
    code, _, err = run(capsys, *argv)
    assert code == 2 and words in err
    assert len(err.strip().splitlines()) == 1 and err.startswith("zombiebox: ")


def test_a_lesson_number_names_a_broken_lesson_in_one_line(capsys, lessons):
    (lessons / "01-roll-then-hold.json").write_text('{"format": "zombiebox-lesson", "version": 1}')
    code, _, err = run(capsys, "learn", "tiny", "1")
    assert code == 2 and "01-roll-then-hold.json" in err and len(err.strip().splitlines()) == 1


def test_screenshot_shows_a_lesson_at_the_table(capsys, lessons, tmp_path):
    out_png = tmp_path / "lesson.png"
    code, out, _ = run(capsys, "screenshot", "--lesson", "tiny/1", "--steps", "1", "--out", str(out_png),
                       "--size", "960x600", "--json")
    placed = json.loads(out)
    assert code == 0 and out_png.is_file()
    assert "lesson" in placed["panels"] and "log" not in placed["panels"]   # a small window: the log's place
