"""Every damaged save issue 13 found is refused by Match.load with one line naming the file and the
field, and the file is left as it was; the reads that could hang (a FIFO, /dev/zero) return."""
import json
import os
import threading

import pytest

from zombiebox.core import saves
from zombiebox.core.match import Match
from zombiebox.core.saves import SaveError, read_json, remove_stale_temps, write_json_atomic

from tests.damaged_files import CASES, good_save


@pytest.mark.parametrize("case", list(CASES))
def test_a_damaged_save_is_one_line_naming_the_file_and_the_field(case, tmp_path):
    path = tmp_path / "damaged.json"
    make, words = CASES[case]
    make(path)
    outcome = []
    reader = threading.Thread(target=lambda: outcome.append(_load(path)), daemon=True)
    reader.start()
    reader.join(timeout=20)
    assert outcome, "loading never returned"
    error = outcome[0]
    assert isinstance(error, SaveError), error
    message = str(error)
    assert words in message and str(path) in message
    assert "\n" not in message


def _load(path):
    try:
        Match.load(path)
    except Exception as exc:  # noqa: BLE001 - the test says what it was
        return exc
    return None


def test_a_game_name_with_newlines_still_gives_one_line(tmp_path):
    path = tmp_path / "g.json"
    data = good_save(path)
    data["game_name"] = "Graveyard\nDash\n\nby\nhand"
    data["checksum"] = saves.checksum(data)
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as err:
        Match.load(path, expected_game="avz")
    assert str(err.value) == f"{path} is a save of Graveyard Dash, not of avz"


def test_a_practice_save_keeps_its_dice_set_by_hand(tinygame, tmp_path):
    match = Match(tinygame, seed=8, practice=True)
    match.play("roll", forced=(3,))
    loaded = Match.load(match.save(tmp_path / "p.json"))
    assert loaded.practice and loaded.steps[0].forced == (3,) and loaded.steps == match.steps


def test_the_size_limit_comes_before_reading(tmp_path):
    path = tmp_path / "big.json"
    path.write_text(json.dumps({"pad": "x" * 2000}))
    with pytest.raises(SaveError, match="bytes is more than the 1,000 allowed"):
        read_json(path, "save", limit=1000)


def test_a_folder_is_no_save(tmp_path):
    with pytest.raises(SaveError, match="is a folder"):
        Match.load(tmp_path)


def test_brackets_inside_strings_are_not_nesting(tmp_path):
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"name": "[" * 500 + "{" * 500}))
    assert read_json(path)["name"].startswith("[[[")


def test_a_write_removes_temp_files_a_crash_left_and_syncs_the_folder(tmp_path, monkeypatch):
    stale = tmp_path / ".game.json.abc123.tmp"
    stale.write_text('{"half": ')
    os.utime(stale, (0, 0))  # long ago: no write is still under way
    fresh = tmp_path / ".other.json.def456.tmp"
    fresh.write_text("{")  # a write under way in another window right now: left alone
    synced = []
    real_fsync = os.fsync
    monkeypatch.setattr(saves.os, "fsync", lambda fd: synced.append(os.path.isdir(f"/proc/self/fd/{fd}"))
                        or real_fsync(fd))
    write_json_atomic(tmp_path / "game.json", {"ok": 1})
    assert not stale.exists() and fresh.exists()
    assert synced == [False, True]  # the file, then the folder after the rename
    assert remove_stale_temps(tmp_path) == []
